// The judge for the app: judges documents with a loaded model and a preset,
// fits a preset's calibration and gate from a labeled CSV, and turns results
// into the JSON / CSV that the CLI prints and the GUI exports. Runs wherever
// it is called (the GUI calls it on its engine thread); every long call takes
// EvalOptions-style progress and cancel.
#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <vector>

#include "services/judge/judge_io.h"
#include "engine/judge/judgement.h"
#include "engine/judge/metrics.h"
#include "engine/judge/preset.h"
#include "engine/judge/scorer.h"
#include "engine/session/session.h"

namespace synsema::services {

struct JudgedDocument {
    QString path;                // "" for text judged directly
    QByteArray sha256;           // hex, of the input file (or of the text)
    judge::DocumentScore score;
    judge::Judgement judgement;  // calibrated probabilities, decision, verdict
    QString error;               // non-empty: this document failed (nothing else is set)
    QStringList notices;         // the importer's, e.g. "decoded as Latin-1"
    double ocr_confidence = -1;  // lowest mean OCR confidence of a page; -1 without OCR
};

struct CalibrateOptions {
    judge::CalibrationRequest method;  // default: temperature only
    double alpha = 0.1;                // gate: target error rate among automatic decisions
    double delta = 0.1;                // gate: allowed probability that the bound fails
    // Fit the calibration on even rows and measure + fit the gate on odd rows,
    // so the reported "after" metrics and the gate use data the fit never saw.
    bool hold_out = true;
    QByteArray data_sha256;            // recorded in the preset
    std::string model_label;           // recorded in the preset
};

struct CalibrationReport {
    judge::Preset preset;         // the input preset with calibration and gate filled in
    judge::Metrics before, after; // raw and calibrated, on the evaluation rows
    int64_t n_fit = 0, n_eval = 0;
    bool held_out = false;
};

// progress(done, total) is called after each scored item.
using ItemProgress = std::function<void(int64_t done, int64_t total)>;

class JudgeService {
public:
    JudgeService(const model::Model& model, judge::Preset preset, const SessionOptions& session = {},
                 judge::ScorerOptions scorer = {});

    const judge::Preset& preset() const { return preset_; }
    void set_preset(judge::Preset preset);  // e.g. after calibrate()
    Session& session() { return *session_; }
    // How prompts are laid out: "plain", "chat (jinja)", ... (judge::PromptLayout).
    const std::string& layout_description() const { return scorer_->layout().description(); }

    // Judges one file (its read errors end up in .error, other errors throw,
    // Cancelled included) or text.
    // A scan whose OCR confidence is below documents::kLowOcrPageConfidence
    // gets the verdict needs-review whatever its probabilities.
    JudgedDocument judge_file(const QString& path, const EvalOptions& eval = {});
    void set_import_options(const documents::ImportOptions& import) { import_ = import; }
    JudgedDocument judge_text(const std::string& text, const EvalOptions& eval = {});

    // Scores every row and fits calibration + gate. Throws Error(Invalid) for a
    // label the preset does not have (naming the line), Error(Cancelled).
    CalibrationReport calibrate(const std::vector<LabeledRow>& rows, const CalibrateOptions& options,
                                const ItemProgress& progress = {}, const std::atomic<bool>* cancel = nullptr);

private:
    const model::Model& model_;
    judge::Preset preset_;
    judge::ScorerOptions scorer_options_;
    std::unique_ptr<Session> session_;
    std::unique_ptr<judge::Scorer> scorer_;
    documents::ImportOptions import_;
};

// The judge output (docs/judge-output.schema.json).
// `layout` is JudgeService::layout_description() ("" leaves it out).
nlohmann::json judge_results_json(const judge::Preset& preset, const QString& model, const std::vector<JudgedDocument>& results,
                                  const std::string& layout = {});
// One row per document: file, sha256, p_<label>..., decision, confidence, verdict, calibration,
// windows ("bytes B-E DECISION CONFIDENCE; ..." when judged in windows), error.
QByteArray judge_results_csv(const judge::Preset& preset, const std::vector<JudgedDocument>& results);
// Metrics as JSON (without the per-bin and curve detail unless `detail`).
nlohmann::json metrics_json(const judge::Metrics& m, bool detail = false);

// A preset by path, or by name: NAME.json from the user's judge folder, the
// installed one or the source tree's resources/judge (engine/util/data_dirs.h).
judge::Preset load_preset(const QString& path_or_name);

}  // namespace synsema::services
