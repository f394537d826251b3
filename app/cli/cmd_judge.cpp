// synsema-cli judge: classify documents with a judge preset. One row per
// document: each label's calibrated probability, the decision, the gate's
// verdict (auto / needs-review) and the sha256 of the input file. --json
// prints the document described by docs/judge-output.schema.json. The JSON
// and the CSV's sidecar (PATH.report.json: the CSV's sha256, the results and
// the model's identity) are signed with this installation's key
// (engine/attest/signed_report.h); `synsema-cli verify` checks them.
#include <QCommandLineParser>

#include <cstdio>

#include <QFileInfo>

#include "app/cli/attest_output.h"
#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "services/judge/judge_service.h"
#include "engine/ocr/ocr_protocol.h"
#include "services/output_file.h"
#include "engine/model/model.h"
#include "engine/attest/signed_report.h"
#include "engine/util/sha256.h"

namespace synsema::cli {
namespace {

// A document judged in windows: one indented line per window, then whether they agree.
void print_windows(const judge::Preset& preset, const services::JudgedDocument& r) {
    const size_t n = r.judgement.windows.size();
    for (size_t i = 0; i < n; ++i) {
        const judge::WindowScore& w = r.score.windows[i];
        const judge::Judgement& j = r.judgement.windows[i];
        std::printf("  window %zu/%zu\tbytes %zu-%zu\t%s\t%.4f\t%lld prompt tokens, %lld evaluated, %lld overlapping\n", i + 1,
                    n, w.begin, w.end, preset.labels[size_t(j.decision)].name.c_str(), j.confidence,
                    static_cast<long long>(w.prompt_tokens), static_cast<long long>(w.tokens_evaluated),
                    static_cast<long long>(w.overlap_tokens));
    }
    if (n > 1) std::printf("  %s\n", r.judgement.windows_disagree ? "the windows disagree: needs review" : "the windows agree");
}

void print_table(const judge::Preset& preset, const std::string& layout,
                 const std::vector<services::JudgedDocument>& results) {
    std::printf("# preset %s, layout %s, calibration %s, gate %s\n", preset.name.c_str(), layout.c_str(),
                preset.calibration.describe().c_str(),
                preset.gate && preset.gate->threshold
                    ? QString("confidence >= %1").arg(*preset.gate->threshold).toUtf8().constData()
                    : "none (everything needs review)");
    std::printf("file\tdecision\tconfidence\tverdict");
    for (const auto& l : preset.labels) std::printf("\tp_%s", l.name.c_str());
    std::printf("\tsha256\n");
    for (const auto& r : results) {
        if (!r.error.isEmpty()) {
            std::printf("%s\terror: %s\n", qPrintable(r.path), qPrintable(r.error));
            continue;
        }
        std::printf("%s\t%s\t%.4f\t%s", qPrintable(r.path), preset.labels[size_t(r.judgement.decision)].name.c_str(),
                    r.judgement.confidence, judge::verdict_name(r.judgement.verdict));
        for (double p : r.judgement.probs) std::printf("\t%.4f", p);
        std::printf("\t%s\n", r.sha256.constData());
        print_windows(preset, r);
    }
}

}  // namespace

int run_judge(const QStringList& args) {
    QCommandLineParser p;
    p.addPositionalArgument("files", "Documents to judge (.txt, .md, .pdf, .docx).", "FILES...");
    p.addOption({"preset", "Judge preset: a .json file or a shipped preset's name.", "P"});
    p.addOption({"model", kModelOptionHelp, "M"});
    p.addOption({"csv", "Also write the results as CSV to this file.", "PATH"});
    p.addOption({"json", "Print JSON (docs/judge-output.schema.json) instead of a table."});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"ctx", "Context size in tokens (default: the model's, at most 4096).", "N", "0"});
    p.addOption({"no-prefix-reuse", "Prefill every prompt from scratch (for measurements)."});
    p.addOption({"ocr-lang", "OCR languages for scans and PDF pages without text, '+'-joined Tesseract names "
                             "(eng, deu, fra, spa, nld).", "LANGS", "eng"});
    if (int rc = parse_or_exit(p, "judge", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (!p.isSet("preset") || model_name.isEmpty()) return fail("judge needs --preset P and --model M (or SYNSEMA_MODEL)");
    const QStringList files = p.positionalArguments();
    if (files.isEmpty()) return fail("judge: no documents given");

    const judge::Preset preset = services::load_preset(p.value("preset"));
    const auto resolved = resolve_name(model_name);
    const auto model = load_resolved(resolved);
    SessionOptions so;
    so.n_threads = p.value("threads").toInt();
    so.n_ctx = p.value("ctx").toLongLong();
    judge::ScorerOptions scoring;
    scoring.reuse_prefix = !p.isSet("no-prefix-reuse");
    services::JudgeService service(*model, preset, so, scoring);
    documents::ImportOptions import;
    import.ocr_languages = p.value("ocr-lang");
    if (!ocr::valid_languages(to_std(import.ocr_languages)))
        return fail("judge: --ocr-lang must be '+'-joined language names such as eng+deu, not " + to_std(import.ocr_languages));
    service.set_import_options(import);

    std::vector<services::JudgedDocument> results;
    bool any_failed = false;
    for (const QString& file : files) {
        results.push_back(service.judge_file(file));
        any_failed |= !results.back().error.isEmpty();
    }
    nlohmann::json report = services::judge_results_json(preset, model_name, results, service.layout_description());
    if (p.isSet("csv") || p.isSet("json"))  // which weights, arch file and engine: every hash computed now
        report["model_identity"] = identity_json(build_run_attestation(resolved, *model, {}, {}));
    if (p.isSet("csv")) {
        const QByteArray csv = services::judge_results_csv(preset, results);
        const QString written = services::write_new_output(p.value("csv"), csv);
        note_written(to_std(p.value("csv")), to_std(written));
        nlohmann::json sidecar = {{"schema", "synsema-judge-report/1"},
                                  {"csv", {{"path", to_std(QFileInfo(written).absoluteFilePath())},
                                           {"sha256", sha256_bytes(std::string_view(csv.constData(), size_t(csv.size())))}}},
                                  {"results", report}};
        attest::sign_report(sidecar);
        write_report_json(sidecar, to_std(written) + ".report.json");
    }
    if (p.isSet("json")) {
        attest::sign_report(report);
        const std::string text = report.dump(2, ' ', false, nlohmann::json::error_handler_t::replace);
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fputc('\n', stdout);
    } else {
        print_table(preset, service.layout_description(), results);
    }
    return any_failed ? 1 : 0;
}

}  // namespace synsema::cli
