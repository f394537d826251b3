// synsema-cli judge-calibrate: fit a preset's calibration and gate on a
// labeled CSV (text,label), print the metrics before and after, optionally
// draw the reliability diagrams and the risk–coverage plot, and write the
// fitted preset to --out (never over the input unless --out names it).
#include <QCommandLineParser>
#include <QDir>

#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "services/plots/judge_plots.h"
#include "services/judge/judge_service.h"
#include "engine/model/model.h"

namespace synsema::cli {
namespace {

void print_report(const services::CalibrationReport& r) {
    const auto& b = r.before;
    const auto& a = r.after;
    std::printf("calibration: %s (fitted on %lld rows; metrics on %lld %s rows)\n",
                r.preset.calibration.describe().c_str(), static_cast<long long>(r.n_fit),
                static_cast<long long>(r.n_eval), r.held_out ? "held-out" : "(the same, in-sample)");
    std::printf("%-10s %10s %10s\n", "metric", "raw", "calibrated");
    std::printf("%-10s %10.4f %10.4f\n", "accuracy", b.accuracy, a.accuracy);
    std::printf("%-10s %10.4f %10.4f\n", "nll", b.nll, a.nll);
    std::printf("%-10s %10.4f %10.4f\n", "brier", b.brier, a.brier);
    std::printf("%-10s %10.4f %10.4f\n", "ece", b.ece, a.ece);
    std::printf("%-10s %10.4f %10.4f\n", "aurc", b.aurc, a.aurc);
    const auto& g = *r.preset.gate;
    if (g.threshold)
        std::printf("gate: alpha %.3g, delta %.3g: threshold %.4f, coverage %.4f (%lld of %lld; %lld errors, bound %.4f)\n",
                    g.alpha, g.delta, *g.threshold, g.coverage, static_cast<long long>(g.n_accepted),
                    static_cast<long long>(g.n_calibration), static_cast<long long>(g.errors_accepted), g.error_upper_bound);
    else
        std::printf("gate: alpha %.3g, delta %.3g: no threshold certifies the target; everything needs review (coverage 0)\n",
                    g.alpha, g.delta);
}

}  // namespace

int run_judge_calibrate(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"preset", "Judge preset: a .json file or a shipped preset's name.", "P"});
    p.addOption({"model", kModelOptionHelp, "M"});
    p.addOption({"data", "Labeled CSV with columns text,label.", "CSV"});
    p.addOption({"out", "Write the fitted preset here (atomically).", "PATH"});
    p.addOption({"plots", "Write reliability and risk–coverage PNGs into this folder.", "DIR"});
    p.addOption({"method", "none, contextual, temperature (default), vector, or a combination like contextual+temperature.", "M",
                 "temperature"});
    p.addOption({"alpha", "Gate: target error rate among automatic decisions.", "A", "0.1"});
    p.addOption({"delta", "Gate: allowed probability that the error bound fails.", "D", "0.1"});
    p.addOption({"no-holdout", "Fit, measure and gate on all rows (default: fit on even rows, measure on odd)."});
    p.addOption({"json", "Print the report as JSON."});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    if (int rc = parse_or_exit(p, "judge-calibrate", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (!p.isSet("preset") || model_name.isEmpty() || !p.isSet("data"))
        return fail("judge-calibrate needs --preset P, --model M and --data CSV");
    bool ok_alpha = false, ok_delta = false;
    services::CalibrateOptions options;
    options.alpha = p.value("alpha").toDouble(&ok_alpha);
    options.delta = p.value("delta").toDouble(&ok_delta);
    if (!ok_alpha || !ok_delta || !(options.alpha > 0 && options.alpha < 1) || !(options.delta > 0 && options.delta < 1))
        return fail("--alpha and --delta must be numbers between 0 and 1");
    options.method = judge::parse_calibration_method(to_std(p.value("method")));
    options.hold_out = !p.isSet("no-holdout");
    options.model_label = to_std(model_name);

    const judge::Preset preset = services::load_preset(p.value("preset"));
    const auto rows = services::read_labeled_csv(p.value("data"), &options.data_sha256);
    const auto model = load_named_model(model_name);
    SessionOptions so;
    so.n_threads = p.value("threads").toInt();
    services::JudgeService service(*model, preset, so);
    const services::CalibrationReport report = service.calibrate(rows, options, [](int64_t done, int64_t total) {
        std::fprintf(stderr, "\rscoring %lld/%lld", static_cast<long long>(done), static_cast<long long>(total));
        if (done == total) std::fputc('\n', stderr);
    });

    if (p.isSet("plots")) {
        const QDir dir(p.value("plots"));
        if (!dir.exists() && !QDir().mkpath(dir.path())) return fail("cannot create " + to_std(dir.path()));
        auto plot = [&](const QImage& image, const QString& name) {
            note_written(to_std(dir.filePath(name)), to_std(services::save_png(image, dir.filePath(name))));
        };
        plot(services::draw_reliability_diagram(report.before, "Reliability (raw)"), "reliability-raw.png");
        plot(services::draw_reliability_diagram(report.after, "Reliability (calibrated)"), "reliability-calibrated.png");
        const auto& gate = *report.preset.gate;
        plot(services::draw_risk_coverage(report.before, report.after, gate.threshold ? gate.coverage : -1), "risk-coverage.png");
    }
    std::string preset_written;
    if (p.isSet("out")) {
        preset_written = report.preset.save(to_std(p.value("out")));
        note_written(to_std(p.value("out")), preset_written);
    }

    if (p.isSet("json")) {
        nlohmann::json j = {{"preset", report.preset.name}, {"calibration", report.preset.calibration.describe()},
                            {"held_out", report.held_out}, {"n_fit", report.n_fit}, {"n_eval", report.n_eval},
                            {"before", services::metrics_json(report.before)}, {"after", services::metrics_json(report.after)},
                            {"fitted_preset", report.preset.to_json()}};
        const std::string text = j.dump(2);
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fputc('\n', stdout);
    } else {
        print_report(report);
        if (p.isSet("out")) std::printf("wrote %s\n", preset_written.c_str());
    }
    return 0;
}

}  // namespace synsema::cli
