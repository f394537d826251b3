// synsema-cli egress --json: the lock installed by main() refuses AF_INET,
// AF_INET6 and AF_NETLINK with EPERM, refuses AF_UNIX too (the CLI needs
// none), refuses io_uring, and finds no open network socket or networking
// library; with --allow-network-unsafe the report says the lock is off and
// exits non-zero. Issue #19: every channel of docs/attestation.md's table is
// reported with a live probe: a listening Unix socket cannot be reached from
// the CLI, nor an abstract one from the GUI (Landlock ABI >= 6), a file
// cannot be created in ~/.config/autostart, exec is refused, and a TCP
// socket inherited as fd 3 is closed at start.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <QProcess>
#include <QTemporaryDir>

#include <fcntl.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

#include "tests/support/test_data.h"

namespace {

QJsonObject channel(const QJsonObject& report, const QString& name) {
    for (const auto& v : report["channels"].toArray())
        if (v.toObject()["channel"].toString() == name) return v.toObject();
    return {};
}

int landlock_abi(const QJsonObject& report) { return report["lock"].toObject()["landlock_abi"].toInt(); }

// A listening Unix stream socket at a path, or at an abstract name.
int listen_unix(const QByteArray& name, bool abstract) {
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_un addr{};
    addr.sun_family = AF_UNIX;
    std::memcpy(addr.sun_path + (abstract ? 1 : 0), name.constData(), size_t(name.size()));
    const auto len = socklen_t(offsetof(sockaddr_un, sun_path) + (abstract ? 1 : 0) + size_t(name.size()) + (abstract ? 0 : 1));
    if (fd < 0 || ::bind(fd, reinterpret_cast<sockaddr*>(&addr), len) != 0 || ::listen(fd, 4) != 0) return -1;
    return fd;
}

// synsema-cli with `inherited` as its fd 3 (posix_spawn: QProcess cannot place a descriptor).
QByteArray run_with_fd3(const QStringList& args, int inherited, int* exit_code) {
    int out[2];
    if (::pipe(out) != 0) return {};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, inherited, 3);
    const QByteArray cli = synsema::test::cli_path().toLocal8Bit();
    std::vector<QByteArray> storage{cli};
    for (const auto& a : args) storage.push_back(a.toLocal8Bit());
    std::vector<char*> argv;
    for (auto& s : storage) argv.push_back(s.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    const int rc = ::posix_spawn(&pid, cli.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(out[1]);
    QByteArray text;
    char buf[4096];
    for (ssize_t n; rc == 0 && (n = ::read(out[0], buf, sizeof buf)) > 0;) text.append(buf, n);
    ::close(out[0]);
    int status = 0;
    if (rc == 0) ::waitpid(pid, &status, 0);
    *exit_code = rc == 0 && WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    return text;
}

}  // namespace

class CliEgress : public QObject {
    Q_OBJECT
private slots:
    void self_check_under_the_lock() {
        const auto r = synsema::test::run_cli({"egress", "--json"});
        QVERIFY2(r.exit_code == 0, r.out + r.err);
        const auto j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(j["ok"].toBool());
        QVERIFY(j["lock"].toObject()["seccomp"].toBool());
        QCOMPARE(j["lock"].toObject()["threads_at_install"].toInt(), 1);
        QStringList calls;
        for (const auto& v : j["probes"].toArray()) {
            const auto p = v.toObject();
            calls << p["call"].toString();
            QVERIFY2(p["refused"].toBool(), qPrintable(p["call"].toString()));
            QCOMPARE(p["errno"].toInt(), EPERM);
        }
        for (const char* family : {"AF_INET,", "AF_INET6", "AF_NETLINK"})
            QVERIFY2(calls.join(' ').contains(family), qPrintable(calls.join(' ')));
        QVERIFY(j["io_uring"].toObject()["refused"].toBool());
        QCOMPARE(j["io_uring"].toObject()["errno"].toInt(), EPERM);
        QVERIFY(!j["unix_socket_works"].toBool());  // the CLI needs no Unix sockets
        QCOMPARE(j["lock"].toObject()["profile"].toString(), QString("cli"));
        QCOMPARE(j["open_non_unix_sockets"].toInt(), 0);
        QVERIFY(j["network_libraries"].toArray().isEmpty());
    }

    void text_report() {
        const auto r = synsema::test::run_cli({"egress"});
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(r.out.contains("refused: EPERM") && r.out.contains("OK:"), r.out.constData());
    }

    void every_channel_is_reported_with_its_probe() {
        // A home outside /tmp (which the lock leaves writable): here, beside the test binary.
        QTemporaryDir home(QDir::currentPath() + "/egress-home-XXXXXX");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home.path());
        env.remove("XDG_CONFIG_HOME");
        const QString socket_path = home.filePath("proxy.sock");
        const int listener = listen_unix(socket_path.toLocal8Bit(), false);
        QVERIFY(listener >= 0);
        const auto r = synsema::test::run_cli_env({"egress", "--json", "--probe-unix", socket_path}, env);
        ::close(listener);
        QVERIFY2(r.exit_code == 0, r.out + r.err);
        const auto j = QJsonDocument::fromJson(r.out).object();
        for (const char* name : {"inet sockets", "Unix sockets", "abstract Unix sockets", "D-Bus", "files", "exec", "signals",
                                 "ptrace", "io_uring"}) {
            const auto ch = channel(j, name);
            QVERIFY2(!ch.isEmpty(), name);
            QVERIFY2(ch["as_expected"].toBool(), name);
            QVERIFY2(QStringList({"blocked", "scoped", "open"}).contains(ch["status"].toString()), name);
        }
        // The CLI reaches no Unix socket: not a local proxy, not the session bus.
        const auto unix_sockets = channel(j, "Unix sockets");
        QCOMPARE(unix_sockets["status"].toString(), QString("blocked"));
        QCOMPARE(channel(j, "D-Bus")["status"].toString(), QString("blocked"));
        const auto probes = unix_sockets["probes"].toArray();
        QCOMPARE(probes.size(), 2);
        for (const auto& p : probes) {
            QVERIFY2(p.toObject()["refused"].toBool(), qPrintable(p.toObject()["call"].toString()));
            QCOMPARE(p.toObject()["error"].toString(), QString("EPERM"));
        }
        if (landlock_abi(j) >= 1) {
            // A file that would run at the next login cannot be written.
            const auto files = channel(j, "files");
            QCOMPARE(files["status"].toString(), QString("scoped"));
            const auto probe = files["probes"].toArray()[0].toObject();
            QVERIFY2(probe["call"].toString().contains(".config"), qPrintable(probe["call"].toString()));
            QVERIFY(probe["refused"].toBool());
            QCOMPARE(probe["error"].toString(), QString("EACCES"));
            QVERIFY(!QFileInfo::exists(home.filePath(".config/autostart")));
            QCOMPARE(channel(j, "exec")["status"].toString(), QString("blocked"));
            QVERIFY(channel(j, "exec")["probes"].toArray()[0].toObject()["refused"].toBool());
        }
        if (landlock_abi(j) >= 6) QCOMPARE(channel(j, "signals")["status"].toString(), QString("scoped"));
    }

    void inherited_tcp_socket_is_closed() {
        const int tcp = ::socket(AF_INET, SOCK_STREAM, 0);  // inheritable on purpose
        QVERIFY(tcp >= 0);
        int code = -1;
        const QByteArray out = run_with_fd3({"egress", "--json"}, tcp, &code);
        ::close(tcp);
        const auto j = QJsonDocument::fromJson(out).object();
        QVERIFY2(code == 0, out.constData());
        QCOMPARE(j["open_non_unix_sockets"].toInt(), 0);
        const auto closed = j["lock"].toObject()["inherited_descriptors"].toObject()["closed"].toArray();
        QStringList names;
        for (const auto& c : closed) names << c.toString();
        QVERIFY2(names.contains("fd 3: AF_INET socket"), qPrintable(names.join("; ")));
    }

    void gui_cannot_reach_an_abstract_socket() {
        const QString gui = synsema::test::gui_path();
        if (gui.isEmpty()) QFAIL("the synsema GUI is not built (SYNSEMA_BUILD_GUI=OFF)");
        const QByteArray name = "synsema-test-" + QByteArray::number(::getpid());
        const int listener = listen_unix(name, true);
        QVERIFY(listener >= 0);
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(gui, {"--egress-json", "--probe-abstract", QString::fromLatin1(name)});
        QVERIFY(p.waitForFinished(60000));
        ::close(listener);
        const auto j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(!j.isEmpty(), p.readAllStandardError().constData());
        QCOMPARE(j["lock"].toObject()["profile"].toString(), QString("gui"));
        QVERIFY(j["lock"].toObject()["unix_sockets_refused"].toBool());  // sealed once the window was up
        QCOMPARE(channel(j, "D-Bus")["status"].toString(), QString("open"));
        QCOMPARE(p.exitCode(), 0);
        // After sealing, no Unix socket can even be made.
        QVERIFY(channel(j, "abstract Unix sockets")["probes"].toArray()[0].toObject()["refused"].toBool());
        if (landlock_abi(j) < 6) QSKIP("Landlock ABI below 6: abstract sockets cannot be scoped on this kernel");
        // Before sealing, with socket(AF_UNIX) still allowed, Landlock's scope refused the connect itself.
        QJsonObject before;
        for (const auto& v : j["channels_before_unix_sockets_were_sealed"].toArray())
            if (v.toObject()["channel"].toString() == "abstract Unix sockets") before = v.toObject();
        QCOMPARE(before["status"].toString(), QString("scoped"));
        const auto probe = before["probes"].toArray()[0].toObject();
        QVERIFY2(probe["call"].toString().startsWith("connect("), qPrintable(probe["call"].toString()));
        QVERIFY(probe["refused"].toBool());
        QCOMPARE(probe["error"].toString(), QString("EPERM"));
    }

    void unlocked_is_reported() {
        const auto r = synsema::test::run_cli({"--allow-network-unsafe", "egress", "--json"});
        QCOMPARE(r.exit_code, 3);
        QVERIFY2(r.err.contains("DISABLED"), r.err.constData());
        const auto lock = QJsonDocument::fromJson(r.out).object()["lock"].toObject();
        QVERIFY(lock["disabled"].toBool());
        QVERIFY(!lock["seccomp"].toBool());
        QCOMPARE(lock["allow_network_flag"].toString(), QString("--allow-network-unsafe"));
    }
};

QTEST_MAIN(CliEgress)
#include "tst_cli_egress.moc"
