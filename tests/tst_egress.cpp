// The egress lock inside this very process: installed first thing in main()
// (before QCoreApplication can start a thread), then socket(AF_INET/AF_INET6/
// AF_NETLINK) fail with EPERM, AF_UNIX still works, io_uring is refused, and
// the self-check agrees. Also the --allow-network-unsafe argv handling.
#include <QCoreApplication>
#include <QtTest>

#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <vector>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"

using namespace synsema;

namespace {

// errno of a failed socket() call, 0 when it succeeded.
int socket_errno(int family, int type) {
    const int fd = ::socket(family, type, 0);
    if (fd >= 0) {
        ::close(fd);
        return 0;
    }
    return errno;
}

}  // namespace

class Egress : public QObject {
    Q_OBJECT
private slots:
    void lock_was_installed();
    void network_sockets_fail_with_eperm_data();
    void network_sockets_fail_with_eperm();
    void unix_sockets_still_work();
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

void Egress::network_sockets_fail_with_eperm_data() {
    QTest::addColumn<int>("family");
    QTest::addColumn<int>("type");
    QTest::newRow("AF_INET stream") << int(AF_INET) << int(SOCK_STREAM);
    QTest::newRow("AF_INET datagram") << int(AF_INET) << int(SOCK_DGRAM);
    QTest::newRow("AF_INET6 stream") << int(AF_INET6) << int(SOCK_STREAM);
    QTest::newRow("AF_NETLINK") << int(AF_NETLINK) << int(SOCK_RAW);
    QTest::newRow("AF_PACKET") << int(AF_PACKET) << int(SOCK_RAW);
    QTest::newRow("AF_UNIX in the upper bits") << int(AF_UNIX | (1 << 16)) << int(SOCK_STREAM);
}

void Egress::network_sockets_fail_with_eperm() {
    QFETCH(int, family);
    QFETCH(int, type);
    QCOMPARE(socket_errno(family, type), EPERM);
    int pair[2];
    QCOMPARE(::socketpair(family, type, 0, pair), -1);
    QCOMPARE(errno, EPERM);
}

void Egress::unix_sockets_still_work() {
    QCOMPARE(socket_errno(AF_UNIX, SOCK_STREAM), 0);
    QCOMPARE(socket_errno(AF_UNIX, SOCK_DGRAM), 0);
    int pair[2];
    QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM, 0, pair), 0);
    ::close(pair[0]);
    ::close(pair[1]);
}

void Egress::io_uring_is_refused() {
    unsigned char params[120] = {};
    QCOMPARE(syscall(SYS_io_uring_setup, 4, params), -1L);
    QCOMPARE(errno, EPERM);
}

void Egress::self_check_agrees() {
    const auto c = egress::run_self_check();
    QVERIFY(c.probes.size() >= 3);
    for (const auto& p : c.probes) {
        QVERIFY2(p.refused, p.what.c_str());
        QCOMPARE(p.error, EPERM);
        QCOMPARE(QString::fromStdString(p.error_name), QString("EPERM"));
    }
    QVERIFY(c.io_uring.refused);
    QVERIFY(c.unix_socket_works);
    QCOMPARE(c.open_non_unix_sockets, 0);
    QCOMPARE(c.open_inet_sockets, 0);
    QVERIFY(c.network_libraries.empty());
    QVERIFY(c.ok());
    const auto j = egress::to_json(c);
    QVERIFY(j["ok"].get<bool>());
    QVERIFY(j["lock"]["seccomp"].get<bool>());
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
