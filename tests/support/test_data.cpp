#include "test_data.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

namespace synsema::test {

QString test_data_dir() {
    QString dir = qEnvironmentVariable("SYNSEMA_TEST_DATA");
    if (dir.isEmpty()) dir = QStringLiteral(SYNSEMA_TEST_DATA_DEFAULT);
    QFileInfo info(dir);
    return info.isDir() ? info.canonicalFilePath() : QString();
}

QString test_data_file(const QString& relative) {
    const QString dir = test_data_dir();
    if (dir.isEmpty()) return {};
    QFileInfo info(QDir(dir).filePath(relative));
    return info.isFile() ? info.absoluteFilePath() : QString();
}

QString missing_reason(const QString& relative) {
    QString dir = qEnvironmentVariable("SYNSEMA_TEST_DATA");
    if (dir.isEmpty()) dir = QStringLiteral(SYNSEMA_TEST_DATA_DEFAULT);
    return QStringLiteral("required test data '%1' not found under '%2' "
                          "(set SYNSEMA_TEST_DATA to the shared test-data folder)")
        .arg(relative, dir);
}

QString cli_path() { return QStringLiteral(SYNSEMA_CLI_PATH); }

QString gui_path() { return QStringLiteral(SYNSEMA_GUI_PATH); }

QProcessEnvironment isolated_environment() {
    // One folder per test process, removed when it exits.
    static QTemporaryDir home(QDir::tempPath() + "/synsema-test-home-XXXXXX");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home.path());
    env.insert("XDG_DATA_HOME", home.path() + "/.local/share");
    env.insert("XDG_CONFIG_HOME", home.path() + "/.config");
    env.insert("XDG_CACHE_HOME", home.path() + "/.cache");
    env.insert("XDG_STATE_HOME", home.path() + "/.local/state");
    return env;
}

CliResult run_cli(const QStringList& args, int timeout_ms) { return run_cli_env(args, isolated_environment(), timeout_ms); }

namespace {

CliResult run(const QString& program, const QStringList& args, const QProcessEnvironment& env, const QString& dir,
               int timeout_ms) {
    QProcess p;
    p.setProcessEnvironment(env);
    if (!dir.isEmpty()) p.setWorkingDirectory(dir);
    p.start(program, args);
    CliResult r;
    if (!p.waitForStarted(10000)) {
        r.err = "could not start " + program.toUtf8();
        return r;
    }
    p.closeWriteChannel();
    if (!p.waitForFinished(timeout_ms)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.exit_code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

}  // namespace

CliResult run_cli_env(const QStringList& args, const QProcessEnvironment& env, int timeout_ms) {
    return run(cli_path(), args, env, {}, timeout_ms);
}

CliResult run_program(const QString& program, const QStringList& args, const QProcessEnvironment& env, int timeout_ms) {
    return run(program, args, env, {}, timeout_ms);
}

CliResult run_cli_in(const QString& dir, const QStringList& args, int timeout_ms) {
    return run(cli_path(), args, isolated_environment(), dir, timeout_ms);
}

}  // namespace synsema::test
