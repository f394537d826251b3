// synsema-cli attest: which weights, which arch file and which engine, byte-exact.
#include <QCommandLineParser>

#include <cstdio>

#include "app/cli/attest_output.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "engine/sources/resolver.h"

namespace synsema::cli {

// Exit code when a blob's bytes do not match its content address.
constexpr int kTamperingExitCode = 4;

int run_attest(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"json", "Print the report as JSON."});
    p.addOption({"out", "Also write the JSON report to FILE (a new file; every hash computed now).", "FILE"});
    p.addOption({"no-cache", "Hash every file now; do not read or update the hash cache."});
    if (int rc = parse_or_exit(p, "attest", args); rc >= 0) return rc;
    const QString name = model_option(p);
    if (name.isEmpty()) return fail("attest needs --model NAME (or SYNSEMA_MODEL)");

    const auto model = sources::resolve_model(to_std(name));
    // An exported report never carries a hash from the cache.
    const auto a = build_attestation(model, {}, !p.isSet("no-cache") && !p.isSet("out"));
    // One signed report for both: the file and stdout carry the same signature.
    const nlohmann::json report = signed_attestation_json(a);
    if (p.isSet("out")) write_report_json(report, to_std(p.value("out")));
    const std::string text = p.isSet("json") ? report.dump(2) + "\n" : attest::to_text(a);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return report_warnings(a) ? kTamperingExitCode : 0;
}

}  // namespace synsema::cli
