// synsema-cli egress --json: the lock installed by main() is in force by the
// kernel's own report (Seccomp: 2, its filter counted, NoNewPrivs), with the
// CLI's rules (every socket family refused, AF_UNIX too: it needs none, and
// io_uring), no open network socket and no networking library; with
// --allow-network-unsafe the report says the lock is off and exits non-zero.
// Issue #19: every channel of docs/attestation.md's table is reported with
// its evidence or a live probe (a file cannot be created in
// ~/.config/autostart, exec is refused), an inherited non-Unix socket is
// closed at start (shown with a probe, without any socket), and the GUI seals Unix sockets once its window is up.
// tst_egress_filter shows that the kernel refuses what the rules name.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>
#include <vector>

#include "engine/egress/process_state.h"
#include "tests/support/test_data.h"

namespace {

QJsonObject channel(const QJsonObject& report, const QString& name) {
    for (const auto& v : report["channels"].toArray())
        if (v.toObject()["channel"].toString() == name) return v.toObject();
    return {};
}

int landlock_abi(const QJsonObject& report) { return report["lock"].toObject()["landlock_abi"].toInt(); }

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
        const auto kernel = j["kernel"].toObject();
        QCOMPARE(kernel["seccomp_mode"].toInt(), 2);
        QVERIFY(kernel["no_new_privs"].toBool());
        QVERIFY(kernel["seccomp_filters"].toInt() == -1 || kernel["seccomp_filters"].toInt() >= 1);
        QCOMPARE(j["lock"].toObject()["seccomp_filters"].toInt(), 1);
        // The CLI's rules: no socket of any family, no io_uring.
        QStringList rules;
        for (const auto& r : j["lock"].toObject()["seccomp_rules"].toArray()) rules << r.toString();
        QVERIFY2(rules.join('\n').contains("EPERM for every address family\n"), qPrintable(rules.join('\n')));
        QVERIFY2(rules.join('\n').contains("io_uring_setup"), qPrintable(rules.join('\n')));
        QVERIFY(j["io_uring"].toObject()["refused"].toBool());
        QCOMPARE(j["io_uring"].toObject()["errno"].toInt(), EPERM);
        QVERIFY(j["lock"].toObject()["unix_sockets_refused"].toBool());  // the CLI needs no Unix sockets
        QCOMPARE(j["lock"].toObject()["profile"].toString(), QString("cli"));
        QCOMPARE(j["open_non_unix_sockets"].toInt(), 0);
        QVERIFY(j["network_libraries"].toArray().isEmpty());
    }

    void text_report() {
        const auto r = synsema::test::run_cli({"egress"});
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(r.out.contains("kernel: Seccomp: 2 (filter)") && r.out.contains("refused: EPERM") && r.out.contains("OK:"),
                 r.out.constData());
    }

    void every_channel_is_reported_with_its_evidence() {
        // A home outside /tmp (which the lock leaves writable): here, beside the test binary.
        QTemporaryDir home(QDir::currentPath() + "/egress-home-XXXXXX");
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", home.path());
        env.remove("XDG_CONFIG_HOME");
        const auto r = synsema::test::run_cli_env({"egress", "--json"}, env);
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
        for (const char* name : {"inet sockets", "Unix sockets", "abstract Unix sockets"}) {
            const auto evidence = channel(j, name)["evidence"].toArray();
            QVERIFY2(!evidence.isEmpty() && evidence[0].toString().startsWith("kernel: Seccomp: 2 (filter)"), name);
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

    // Every inherited descriptor >= 3 that is a socket of a family other than AF_UNIX is closed
    // before the CLI does anything; the rest are kept and listed. Shown without opening any socket:
    // a pipe's two ends stand for an inherited TCP socket and an inherited Unix socket (the probe
    // says which), and the one taken for TCP must really be closed.
    void inherited_non_unix_socket_is_closed() {
        int ends[2];
        QCOMPARE(::pipe(ends), 0);
        const int as_tcp = ends[0], as_unix = ends[1];
        synsema::egress::DescriptorProbe probe;
        probe.socket_inode = [&](int fd) -> unsigned long { return fd == as_tcp ? 4242 : fd == as_unix ? 4343 : 0; };
        probe.family = [](unsigned long inode) { return std::string(inode == 4242 ? "AF_INET" : "AF_UNIX"); };
        const synsema::egress::InheritedDescriptors d = synsema::egress::close_inherited_network_sockets(probe);
        QCOMPARE(d.closed, std::vector<std::string>{"fd " + std::to_string(as_tcp) + ": AF_INET socket"});
        QVERIFY(std::find(d.kept.begin(), d.kept.end(), "fd " + std::to_string(as_unix) + ": AF_UNIX socket") != d.kept.end());
        QCOMPARE(::fcntl(as_tcp, F_GETFD), -1);  // closed
        QVERIFY(::fcntl(as_unix, F_GETFD) != -1);
        ::close(as_unix);
    }

    // The CLI lists what it inherited and keeps what is no socket: fd 3 open on /dev/null.
    void inherited_descriptors_are_listed() {
        QProcess p;
        p.setProcessEnvironment(synsema::test::isolated_environment());
        p.start(QStandardPaths::findExecutable("bash"),
                {"-c", "exec 3</dev/null && exec \"$0\" egress --json", synsema::test::cli_path()});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray out = p.readAllStandardOutput();
        QVERIFY2(p.exitCode() == 0, out + p.readAllStandardError());
        const auto j = QJsonDocument::fromJson(out).object();
        QCOMPARE(j["open_non_unix_sockets"].toInt(), 0);
        const auto inherited = j["lock"].toObject()["inherited_descriptors"].toObject();
        QStringList kept;
        for (const auto& k : inherited["kept"].toArray()) kept << k.toString();
        QVERIFY2(kept.contains("fd 3: /dev/null"), qPrintable(kept.join("; ")));
        QVERIFY(inherited["closed"].toArray().isEmpty());
    }

    void gui_seals_unix_sockets() {
        const QString gui = synsema::test::gui_path();
        if (gui.isEmpty()) QFAIL("the synsema GUI is not built (SYNSEMA_BUILD_GUI=OFF)");
        QProcess p;
        QProcessEnvironment env = synsema::test::isolated_environment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        p.setProcessEnvironment(env);
        p.start(gui, {"--egress-json"});
        QVERIFY(p.waitForFinished(60000));
        const auto j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(!j.isEmpty(), p.readAllStandardError().constData());
        const auto lock = j["lock"].toObject();
        QCOMPARE(lock["profile"].toString(), QString("gui"));
        QVERIFY(lock["unix_sockets_refused"].toBool());  // sealed once the window was up
        QCOMPARE(lock["seccomp_filters"].toInt(), 2);
        QVERIFY2(lock["seccomp_rules"].toArray().last().toString().contains("EPERM for every address family"),
                 qPrintable(QJsonDocument(lock).toJson()));
        // The kernel counts the seal's filter: one more than before it.
        const int before = j["kernel_before_unix_sockets_were_sealed"].toObject()["seccomp_filters"].toInt();
        const int after = j["kernel"].toObject()["seccomp_filters"].toInt();
        if (before >= 0) QCOMPARE(after, before + 1);
        QCOMPARE(j["kernel"].toObject()["seccomp_mode"].toInt(), 2);
        QCOMPARE(channel(j, "D-Bus")["status"].toString(), QString("open"));
        QCOMPARE(p.exitCode(), 0);
        QCOMPARE(channel(j, "abstract Unix sockets")["status"].toString(), QString("blocked"));
        // Before sealing the window still needs them (an X11 display is an
        // abstract socket), and the report says so rather than claiming a scope.
        QJsonObject before_seal;
        for (const auto& v : j["channels_before_unix_sockets_were_sealed"].toArray())
            if (v.toObject()["channel"].toString() == "abstract Unix sockets") before_seal = v.toObject();
        QCOMPARE(before_seal["status"].toString(), QString("open"));
        QVERIFY2(before_seal["basis"].toString().contains("X11"), qPrintable(before_seal["basis"].toString()));
    }

    // The lock must not cost the window its display: libxcb connects to X11
    // through an abstract socket and does not fall back to the path when that
    // is refused, so a Landlock scope on abstract sockets kept the window from
    // starting at all on X11 (every test ran offscreen and missed it).
    void gui_starts_on_an_x11_display_with_the_lock_on() {
        const QString gui = synsema::test::gui_path();
        if (gui.isEmpty()) QFAIL("the synsema GUI is not built (SYNSEMA_BUILD_GUI=OFF)");
        const QString xvfb = QStandardPaths::findExecutable("xvfb-run");
        if (xvfb.isEmpty()) QFAIL("xvfb-run is not installed (scripts/setup-deps.sh installs xvfb and xauth)");
        QTemporaryDir config;
        QVERIFY(config.isValid());
        QProcess p;
        QProcessEnvironment env = synsema::test::isolated_environment();
        env.insert("QT_QPA_PLATFORM", "xcb");
        env.insert("XDG_CONFIG_HOME", config.path());
        env.remove("WAYLAND_DISPLAY");
        p.setProcessEnvironment(env);
        p.start(xvfb, {"-a", "-s", "-screen 0 1024x768x24", gui, "--egress-json"});
        QVERIFY(p.waitForFinished(90000));
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(!err.contains("could not connect to display"), err.constData());
        QCOMPARE(p.exitCode(), 0);
        const auto j = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(!j.isEmpty(), err.constData());
        QVERIFY(j["lock"].toObject()["seccomp"].toBool());
        QVERIFY(j["lock"].toObject()["unix_sockets_refused"].toBool());
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
