// The kernel enforces the lock's seccomp filter, shown without a line of
// network code of ours and without a packet sent: this test re-runs itself as
// a child that loads the filter (egress::load_socket_filter, the layer
// install_egress_lock uses) and then executes an unmodified system program
// that would open a socket: bash's /dev/tcp and /dev/udp (AF_INET, AF_INET6)
// and logger -u (AF_UNIX). Under the filter each fails with EPERM ("Operation
// not permitted"), an error nothing but a seccomp rule gives for socket();
// unfiltered, the same programs would fail otherwise ("Connection refused":
// nothing listens), so a filter that did not load fails the row. (Earlier
// versions also ran each program unfiltered as a control; that made real
// loopback connections from the test suite of an offline product, and
// kernel_reports_the_filter shows the filter is the child's own.) The GUI's
// profile keeps AF_UNIX until the seal, and the seal refuses it after.
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
        for (const char* tool : {"bash", "logger"})
            QVERIFY2(!QStandardPaths::findExecutable(tool).isEmpty(), qPrintable(QString("%1 is not installed").arg(tool)));
    }

    void kernel_refuses_what_the_filter_names_data() {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("program");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("refused");
        const QString bash = QStandardPaths::findExecutable("bash");
        const QString logger = QStandardPaths::findExecutable("logger");
        const QStringList tcp4{"-c", "exec 3<>/dev/tcp/127.0.0.1/9"};
        const QStringList udp4{"-c", "exec 3<>/dev/udp/127.0.0.1/9"};  // creating the socket is the probe; nothing is sent
        const QStringList tcp6{"-c", "exec 3<>/dev/tcp/::1/9"};
        // A Unix datagram socket to a path nobody listens at.
        const QStringList unix_dgram{"--socket-errors=on", "-u", "/nonexistent-synsema-test/log", "probe"};
        for (const char* mode : {"cli", "gui", "gui-sealed"}) {
            QTest::newRow(qPrintable(QString("%1: TCP over IPv4").arg(mode))) << mode << bash << tcp4 << true;
            QTest::newRow(qPrintable(QString("%1: UDP over IPv4").arg(mode))) << mode << bash << udp4 << true;
            QTest::newRow(qPrintable(QString("%1: TCP over IPv6").arg(mode))) << mode << bash << tcp6 << true;
        }
        QTest::newRow("cli: Unix socket") << "cli" << logger << unix_dgram << true;
        QTest::newRow("gui before the seal: Unix socket kept") << "gui" << logger << unix_dgram << false;
        QTest::newRow("gui sealed: Unix socket") << "gui-sealed" << logger << unix_dgram << true;
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
        if (refused) QVERIFY(filtered.exit_code != 0);
        // A kept Unix socket is created and fails only at the path nobody listens at.
        if (!refused) QVERIFY2(filtered.err.contains("No such file or directory"), qPrintable(filtered.err));
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
