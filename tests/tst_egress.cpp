// The egress lock inside this very process: installed first thing in main()
// (before QCoreApplication can start a thread); the kernel then reports the
// filter in force (/proc/self/status), io_uring is refused, and the
// self-check agrees. What the filter refuses is shown on real programs by
// tst_egress_filter. Also the --allow-network-unsafe argv handling.
#include <QCoreApplication>
#include <QtTest>

#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"

using namespace synsema;

class Egress : public QObject {
    Q_OBJECT
private slots:
    void lock_was_installed();
    void kernel_reports_the_filter();
    void io_uring_is_refused();
    void self_check_agrees();
    void allow_flag_is_taken_out_of_argv();
    void network_library_names();
};

void Egress::lock_was_installed() {
    const auto& s = egress::lock_status();
    QVERIFY(s.attempted);
    QVERIFY(!s.disabled);
    QVERIFY2(s.seccomp, s.seccomp_error.c_str());
    QVERIFY(s.no_new_privs);
    QCOMPARE(s.threads_at_install, 1);
    QVERIFY(s.locked());
    // Landlock's network rules are used whenever the kernel has them.
    if (s.landlock_abi >= 4) QVERIFY2(s.landlock_net, s.landlock_note.c_str());
}

void Egress::kernel_reports_the_filter() {
    const auto k = egress::kernel_seccomp();
    QVERIFY(k.readable);
    QCOMPARE(k.mode, 2);
    QVERIFY(k.no_new_privs);
    if (k.filters >= 0) QVERIFY(k.filters >= 1);
    // The GUI profile's rules, as loaded: every family but AF_UNIX, and io_uring.
    const auto& rules = egress::lock_status().seccomp_rules;
    QCOMPARE(int(rules.size()), 2);
    QVERIFY2(rules[0].find("but AF_UNIX") != std::string::npos, rules[0].c_str());
    QVERIFY2(rules[1].find("io_uring_setup") != std::string::npos, rules[1].c_str());
    QCOMPARE(egress::lock_status().seccomp_filters, 1);
}

void Egress::io_uring_is_refused() {
    unsigned char params[120] = {};
    QCOMPARE(syscall(SYS_io_uring_setup, 4, params), -1L);
    QCOMPARE(errno, EPERM);
}

void Egress::self_check_agrees() {
    const auto c = egress::run_self_check();
    QCOMPARE(c.kernel.mode, 2);
    QVERIFY(c.io_uring.refused);
    QCOMPARE(c.io_uring.error, EPERM);
    QCOMPARE(c.open_non_unix_sockets, 0);
    QCOMPARE(c.open_inet_sockets, 0);
    QVERIFY(c.network_libraries.empty());
    QVERIFY(c.ok());
    // The inet channel shows the kernel's line and the filter's rules as evidence.
    bool inet = false;
    for (const auto& ch : c.channels) {
        if (ch.name != "inet sockets") continue;
        inet = true;
        QCOMPARE(QString::fromStdString(ch.status), QString("blocked"));
        QVERIFY(ch.as_expected);
        QVERIFY(ch.evidence.size() >= 2);
        QVERIFY2(ch.evidence[0].find("Seccomp: 2 (filter)") != std::string::npos, ch.evidence[0].c_str());
    }
    QVERIFY(inet);
    const auto j = egress::to_json(c);
    QVERIFY(j["ok"].get<bool>());
    QVERIFY(j["lock"]["seccomp"].get<bool>());
    QCOMPARE(j["kernel"]["seccomp_mode"].get<int>(), 2);
}

void Egress::allow_flag_is_taken_out_of_argv() {
    char a0[] = "prog", a1[] = "run", a2[] = "--allow-network-unsafe", a3[] = "--model", a4[] = "x";
    char* argv[] = {a0, a2, a1, a3, a4, nullptr};
    int argc = 5;
    std::string how;
    qunsetenv("SYNSEMA_ALLOW_NETWORK");
    // Before the command: honoured and taken out.
    QVERIFY(egress::network_requested(argc, argv, &how));
    QCOMPARE(argc, 4);
    QCOMPARE(QString(argv[1]), QString("run"));
    QCOMPARE(argv[4], nullptr);
    QCOMPARE(QString::fromStdString(how), QString("--allow-network-unsafe"));
    // After the command, after "--", or after any other argument: left alone
    // (the command's parser rejects it as an unknown option, a glob-expanded
    // file name stays a file name).
    char dashes[] = "--", file[] = "notes.txt";
    const std::vector<std::vector<char*>> lates = {{a0, a1, a2, a3, a4, nullptr}, {a0, dashes, a2, nullptr},
                                                   {a0, file, a2, nullptr}, {a0, a3, a4, a2, nullptr}};
    for (const auto& late : lates) {
        std::vector<char*> v = late;
        int n = int(v.size()) - 1;
        const int before = n;
        QVERIFY(!egress::network_requested(n, v.data(), &how));
        QCOMPARE(n, before);
    }

    char* plain[] = {a0, a1, nullptr};
    int n = 2;
    QVERIFY(!egress::network_requested(n, plain, &how));
    qputenv("SYNSEMA_ALLOW_NETWORK", "1");
    QVERIFY(egress::network_requested(n, plain, &how));
    QCOMPARE(QString::fromStdString(how), QString("SYNSEMA_ALLOW_NETWORK=1"));
    qputenv("SYNSEMA_ALLOW_NETWORK", "yes");  // only the explicit "1" counts
    QVERIFY(!egress::network_requested(n, plain, &how));
    qunsetenv("SYNSEMA_ALLOW_NETWORK");
}

void Egress::network_library_names() {
    for (const auto& stem : egress::network_library_stems()) {
        const std::string lib = "/usr/lib/x86_64-linux-gnu/lib" + stem + (stem.back() == '.' ? "so.3" : ".so.4");
        QVERIFY2(egress::is_network_library(lib), lib.c_str());
    }
    for (const char* lib : {"/lib/libcrypto.so.3", "/lib/libQt6Core.so.6", "/lib/libc.so.6"})
        QVERIFY2(!egress::is_network_library(lib), lib);
}

int main(int argc, char** argv) {
    // First, before Qt exists: the lock the executables install.
    // The GUI's profile: network families refused, AF_UNIX kept (the CLI's
    // profile, which refuses AF_UNIX too, is checked through synsema-cli).
    synsema::egress::LockOptions options;
    options.profile = synsema::egress::Profile::Gui;
    synsema::egress::install_egress_lock(options);
    QCoreApplication app(argc, argv);
    Egress test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_egress.moc"
