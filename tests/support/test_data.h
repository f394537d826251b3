// Test helpers: locating ../shared and the built synsema-cli.
#pragma once
#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace synsema::test {

// The shared test-data folder: $SYNSEMA_TEST_DATA, else ../shared beside the
// source tree. Empty when it does not exist (callers QFAIL, never skip).
QString test_data_dir();
// A file inside it; QFAILs are the caller's job: this returns "" when missing
// and records why in missing_reason().
QString test_data_file(const QString& relative);
QString missing_reason(const QString& relative);

// Path of the synsema-cli built with this tree.
QString cli_path();
// Path of the synsema GUI executable built with this tree ("" when the GUI is not built).
QString gui_path();

struct CliResult {
    int exit_code = -1;
    QByteArray out;
    QByteArray err;
};
// The environment a test runs synsema-cli or the GUI in: this one, with HOME and the
// XDG folders in a temporary folder of this test process, so that no test
// writes into the developer's home (the CLI makes its data folder there, and
// its installation key on the first signed report).
QProcessEnvironment isolated_environment();
// Runs synsema-cli with args, in isolated_environment(), and waits (timeout in ms).
CliResult run_cli(const QStringList& args, int timeout_ms = 300000);
// The same with this environment for the child (fake HOME, model stores).
CliResult run_cli_env(const QStringList& args, const QProcessEnvironment& env, int timeout_ms = 300000);
// Any program, the same way (its exit code, stdout and stderr).
CliResult run_program(const QString& program, const QStringList& args, const QProcessEnvironment& env,
                      int timeout_ms = 300000);
// The same in the working folder `dir` (relative names resolve there).
CliResult run_cli_in(const QString& dir, const QStringList& args, int timeout_ms = 300000);

}  // namespace synsema::test

// Fails the current test with a clear message when a ../shared file is absent.
#define SYNSEMA_REQUIRE_DATA(var, relative)                                          \
    const QString var = synsema::test::test_data_file(relative);                     \
    if (var.isEmpty()) QFAIL(qPrintable(synsema::test::missing_reason(relative)))
