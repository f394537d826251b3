// The kernel enforces the lock's seccomp filter, shown without a line of
// socket code of ours and without an address anywhere: this test re-runs
// itself as a child that loads the filter (egress::load_socket_filter, the
// layer install_egress_lock uses) and then executes perl (perl-base, part of
// every Debian system) to create one socket of a family and nothing else: no
// address, no connect, no send, so not even an unfiltered run could reach
// anything. Under the filter the creation fails with EPERM ("Operation not
// permitted"), which nothing but a seccomp rule gives for socket(); a filter
// that did not load lets it succeed, and the row fails. (Earlier versions
// probed with bash's /dev/tcp and /dev/udp and logger, which name a loopback
// address or a socket path.) kernel_reports_the_filter shows the filter is the
// child's own. The GUI's profile keeps AF_UNIX until the seal, and the seal
// refuses it after.
#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <sys/prctl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"

namespace {

constexpr const char* kFilterEnv = "SYNSEMA_TEST_SOCKET_FILTER";

// The child: load the filters `mode` names, then become argv[1..].
int run_filtered_child(const std::string& mode, char** command) {
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return 126;
    std::string error;
    if (mode == "cli") error = synsema::egress::load_socket_filter(true, true);
    if (mode == "gui" || mode == "gui-sealed") error = synsema::egress::load_socket_filter(false, true);
    if (error.empty() && mode == "gui-sealed") error = synsema::egress::load_socket_filter(true, false);
    if (!error.empty()) {
        std::fprintf(stderr, "filter not loaded: %s\n", error.c_str());
        return 125;
    }
    ::execv(command[0], command);
    std::perror("execv");
    return 127;
}

struct Outcome {
    int exit_code = -1;
    QString out, err;
};

// `program args` run under the filter `mode` ("" for none), in the C locale.
Outcome run_under(const QString& mode, const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("LC_ALL", "C");
    if (!mode.isEmpty()) env.insert(kFilterEnv, mode);
    p.setProcessEnvironment(env);
    p.start(QCoreApplication::applicationFilePath(), QStringList{program} + args);
    if (!p.waitForFinished(30000)) return {};
    return {p.exitCode(), QString::fromLocal8Bit(p.readAllStandardOutput()), QString::fromLocal8Bit(p.readAllStandardError())};
}

const QString kRefused = "Operation not permitted";

}  // namespace

class EgressFilter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        for (const char* tool : {"perl"})
            QVERIFY2(!QStandardPaths::findExecutable(tool).isEmpty(), qPrintable(QString("%1 is not installed").arg(tool)));
    }

    void kernel_refuses_what_the_filter_names_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("refused");
        const QString perl = QStandardPaths::findExecutable("perl");
        // socket(DOMAIN, TYPE, 0) with Linux's numbers (AF_UNIX 1, AF_INET 2, AF_INET6 10; SOCK_STREAM 1,
        // SOCK_DGRAM 2): created, never addressed; "$!" is the kernel's error.
        const auto create = [](int domain, int type) {
            return QStringList{"-e", QString("socket(my $s, %1, %2, 0) or die \"socket: $!\\n\"; exit 0").arg(domain).arg(type)};
        };
        for (const char* mode : {"cli", "gui", "gui-sealed"}) {
            QTest::newRow(qPrintable(QString("%1: TCP over IPv4").arg(mode))) << mode << perl << create(2, 1) << true;
            QTest::newRow(qPrintable(QString("%1: UDP over IPv4").arg(mode))) << mode << perl << create(2, 2) << true;
            QTest::newRow(qPrintable(QString("%1: TCP over IPv6").arg(mode))) << mode << perl << create(10, 1) << true;
        }
        QTest::newRow("cli: Unix socket") << "cli" << perl << create(1, 2) << true;
        QTest::newRow("gui before the seal: Unix socket kept") << "gui" << perl << create(1, 2) << false;
        QTest::newRow("gui sealed: Unix socket") << "gui-sealed" << perl << create(1, 2) << true;
    }

    void kernel_refuses_what_the_filter_names() {
        QFETCH(QString, mode);
        QFETCH(QString, program);
        QFETCH(QStringList, args);
        QFETCH(bool, refused);
        const Outcome filtered = run_under(mode, program, args);
        QVERIFY2(!filtered.err.contains("filter not loaded") && filtered.exit_code < 125,
                 qPrintable("exit " + QString::number(filtered.exit_code) + ": " + filtered.err));
        QVERIFY2(filtered.err.contains(kRefused) == refused,
                 qPrintable("under the " + mode + " filter: exit " + QString::number(filtered.exit_code) + ", " + filtered.err));
        // Refused: perl dies with the kernel's EPERM; kept: the socket is created and perl exits 0.
        QCOMPARE(filtered.exit_code != 0, refused);
    }

    // The filter is what the kernel reports for the filtered child.
    void kernel_reports_the_filter() {
        const auto here = synsema::egress::kernel_seccomp();
        QVERIFY(here.readable);
        const Outcome child = run_under("cli", QStandardPaths::findExecutable("grep"), {"-E", "^(Seccomp|NoNewPrivs)", "/proc/self/status"});
        QCOMPARE(child.exit_code, 0);
        QVERIFY2(child.out.contains("Seccomp:\t2") && child.out.contains("NoNewPrivs:\t1"), qPrintable(child.out));
        // One filter more than this process has (a container may add its own to both).
        if (here.filters >= 0)
            QVERIFY2(child.out.contains(QString("Seccomp_filters:\t%1").arg(here.filters + 1)), qPrintable(child.out));
    }

    // And the self-check cannot pass in a process without the lock.
    void self_check_fails_without_the_lock() {
        const auto c = synsema::egress::run_self_check();
        QVERIFY(!c.lock.attempted);
        QVERIFY(!c.ok());
        QVERIFY(!synsema::egress::to_json(c)["ok"].get<bool>());
    }
};

int main(int argc, char** argv) {
    if (const char* mode = std::getenv(kFilterEnv); mode && argc >= 2) {
        const std::string m = mode;
        ::unsetenv(kFilterEnv);
        return run_filtered_child(m, argv + 1);
    }
    QCoreApplication app(argc, argv);
    EgressFilter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_egress_filter.moc"
