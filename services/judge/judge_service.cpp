#include "judge_service.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

#include "engine/judge/combine.h"
#include "engine/util/error.h"
#include "services/documents/document.h"
#include "engine/util/data_dirs.h"

namespace synsema::services {

JudgeService::JudgeService(const model::Model& model, judge::Preset preset, const SessionOptions& session,
                           judge::ScorerOptions scorer)
    : model_(model), preset_(std::move(preset)), scorer_options_(scorer),
      session_(std::make_unique<Session>(model, session)) {
    scorer_ = std::make_unique<judge::Scorer>(*session_, preset_, scorer_options_);
}

void JudgeService::set_preset(judge::Preset preset) {
    // The scorer holds a reference to the preset: rebuild it after replacing.
    scorer_.reset();
    preset_ = std::move(preset);
    scorer_ = std::make_unique<judge::Scorer>(*session_, preset_, scorer_options_);
}

JudgedDocument JudgeService::judge_file(const QString& path, const EvalOptions& eval) {
    JudgeDocument doc;
    try {
        doc = read_judge_document(path, import_);
    } catch (const std::exception& e) {
        // Any import failure (an Error, or e.g. bad_alloc on a hostile file)
        // belongs to this document only.
        JudgedDocument failed;
        failed.path = path;
        failed.error = QString::fromUtf8(e.what());
        return failed;
    }
    JudgedDocument out = judge_text(doc.text, eval);
    out.path = path;
    out.sha256 = doc.sha256;
    out.notices = doc.notices;
    out.ocr_confidence = doc.ocr_confidence;
    if (doc.ocr_confidence >= 0 && doc.ocr_confidence < documents::kLowOcrPageConfidence) {
        // Misread text can look confidently like anything: a person looks.
        out.judgement.verdict = judge::Verdict::NeedsReview;
        out.notices << QString("low OCR confidence (%1): needs review whatever its probabilities").arg(qRound(doc.ocr_confidence));
    }
    if (doc.ocr_pages_without_text > 0) {
        // A page OCR could not read may hold what decides the document.
        out.judgement.verdict = judge::Verdict::NeedsReview;
        out.notices << QString("%1 page(s) where OCR found no text: needs review whatever its probabilities").arg(doc.ocr_pages_without_text);
    }
    return out;
}

JudgedDocument JudgeService::judge_text(const std::string& text, const EvalOptions& eval) {
    JudgedDocument out;
    out.sha256 = documents::sha256_hex(QByteArray::fromRawData(text.data(), qsizetype(text.size())));
    out.score = scorer_->score(text, eval);
    out.judgement = judge::judge_windows(out.score.window_log_probs(), preset_);
    return out;
}

CalibrationReport JudgeService::calibrate(const std::vector<LabeledRow>& rows, const CalibrateOptions& options,
                                          const ItemProgress& progress, const std::atomic<bool>* cancel) {
    // 1. Labels to indices, before any expensive scoring.
    std::vector<int> labels;
    for (const auto& row : rows) {
        const int k = preset_.label_index(row.label);
        if (k < 0)
            throw Error(ErrorKind::Invalid, "line " + std::to_string(row.line) + ": label \"" + row.label +
                                                "\" is not one of the preset's labels");
        labels.push_back(k);
    }
    const bool hold_out = options.hold_out && rows.size() >= 4;

    // 2. Score every row, then the content-free inputs.
    const int64_t total = int64_t(rows.size() + (options.method.contextual ? preset_.content_free.size() : 0));
    int64_t done = 0;
    EvalOptions eval;
    eval.cancel = cancel;
    std::vector<std::vector<double>> scores, content_free;
    for (const auto& row : rows) {
        scores.push_back(scorer_->score(row.text, eval).log_probs);
        if (progress) progress(++done, total);
    }
    if (options.method.contextual)
        for (const auto& text : preset_.content_free) {
            content_free.push_back(scorer_->score(text, eval).log_probs);
            if (progress) progress(++done, total);
        }

    // 3. Fit on the fit rows; evaluate and fit the gate on the evaluation rows.
    std::vector<std::vector<double>> fit_scores, eval_scores;
    std::vector<int> fit_labels, eval_labels;
    for (size_t i = 0; i < rows.size(); ++i) {
        if (!hold_out || i % 2 == 0) { fit_scores.push_back(scores[i]); fit_labels.push_back(labels[i]); }
        if (!hold_out || i % 2 == 1) { eval_scores.push_back(scores[i]); eval_labels.push_back(labels[i]); }
    }
    CalibrationReport report;
    report.held_out = hold_out;
    report.n_fit = int64_t(fit_scores.size());
    report.n_eval = int64_t(eval_scores.size());
    report.preset = preset_;
    judge::Calibration cal = judge::fit_calibration(options.method, fit_scores, fit_labels, content_free);
    cal.fitted_on.data_sha256 = options.data_sha256.toStdString();
    cal.fitted_on.n_items = report.n_fit;
    cal.fitted_on.fitted_at = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
    cal.fitted_on.model = options.model_label;

    std::vector<std::vector<double>> raw, calibrated;
    std::vector<double> confidence;
    std::vector<bool> correct;
    for (size_t i = 0; i < eval_scores.size(); ++i) {
        raw.push_back(judge::softmax(eval_scores[i]));
        calibrated.push_back(cal.apply(eval_scores[i]));
        const auto& p = calibrated.back();
        const size_t top = size_t(std::max_element(p.begin(), p.end()) - p.begin());
        confidence.push_back(p[top]);
        correct.push_back(int(top) == eval_labels[i]);
    }
    report.before = judge::compute_metrics(raw, eval_labels);
    report.after = judge::compute_metrics(calibrated, eval_labels);
    report.preset.calibration = cal;
    report.preset.gate = judge::fit_gate(confidence, correct, options.alpha, options.delta);
    return report;
}

nlohmann::json metrics_json(const judge::Metrics& m, bool detail) {
    nlohmann::json j = {{"n", m.n}, {"accuracy", m.accuracy}, {"nll", m.nll}, {"brier", m.brier}, {"ece", m.ece}, {"aurc", m.aurc}};
    if (detail) {
        j["bins"] = nlohmann::json::array();
        for (const auto& b : m.bins)
            j["bins"].push_back({{"lower", b.lower}, {"upper", b.upper}, {"count", b.count},
                                 {"mean_confidence", b.mean_confidence}, {"accuracy", b.accuracy}});
        j["risk_coverage"] = nlohmann::json::array();
        for (const auto& p : m.risk_coverage)
            j["risk_coverage"].push_back({{"threshold", p.threshold}, {"coverage", p.coverage}, {"risk", p.risk}});
    }
    return j;
}

namespace {

// The document's windows (one when it fits the context): where each lies in
// the text, its tokens (the prefix reuse shows as evaluated < prompt), and its
// own decision.
nlohmann::json windows_json(const judge::Preset& preset, const JudgedDocument& r) {
    nlohmann::json list = nlohmann::json::array();
    for (size_t i = 0; i < r.score.windows.size(); ++i) {
        const judge::WindowScore& w = r.score.windows[i];
        const judge::Judgement& j = r.judgement.windows.empty() ? r.judgement : r.judgement.windows[i];
        nlohmann::json probs = nlohmann::json::object();
        for (size_t k = 0; k < preset.labels.size(); ++k) probs[preset.labels[k].name] = j.probs[k];
        list.push_back({{"begin", w.begin}, {"end", w.end}, {"overlap_tokens", w.overlap_tokens},
                        {"prompt_tokens", w.prompt_tokens}, {"evaluated_tokens", w.tokens_evaluated},
                        {"probabilities", probs}, {"decision", preset.labels[size_t(j.decision)].name},
                        {"confidence", j.confidence}});
    }
    return list;
}

// "bytes 0-1830 urgent 0.9100; bytes 1652-3500 routine 0.6200" (CSV), empty for one window.
QByteArray windows_text(const judge::Preset& preset, const JudgedDocument& r) {
    QByteArray text;
    for (size_t i = 0; i < r.judgement.windows.size(); ++i) {
        const judge::Judgement& j = r.judgement.windows[i];
        if (i > 0) text += "; ";
        text += "bytes " + QByteArray::number(qulonglong(r.score.windows[i].begin)) + "-" +
                QByteArray::number(qulonglong(r.score.windows[i].end)) + " " +
                QByteArray::fromStdString(preset.labels[size_t(j.decision)].name) + " " + QByteArray::number(j.confidence, 'f', 4);
    }
    return text;
}

}  // namespace

nlohmann::json judge_results_json(const judge::Preset& preset, const QString& model, const std::vector<JudgedDocument>& results,
                                  const std::string& layout) {
    using nlohmann::json;
    json out;
    out["preset"] = preset.name;
    out["model"] = model.toStdString();
    if (!layout.empty()) out["layout"] = layout;
    out["combine"] = preset.combine.rule == judge::CombineRule::Max ? "max(" + preset.combine.label + ")" : std::string("mean");
    out["calibration"] = preset.calibration.describe();
    out["labels"] = json::array();
    for (const auto& l : preset.labels) out["labels"].push_back(l.name);
    if (preset.gate && preset.gate->threshold)
        out["gate"] = {{"alpha", preset.gate->alpha}, {"delta", preset.gate->delta}, {"threshold", *preset.gate->threshold},
                       {"coverage", preset.gate->coverage}};
    else
        out["gate"] = nullptr;
    out["documents"] = json::array();
    for (const auto& r : results) {
        json d = {{"file", r.path.toStdString()}, {"sha256", r.sha256.toStdString()}};
        if (!r.error.isEmpty()) {
            d["error"] = r.error.toStdString();
            out["documents"].push_back(d);
            continue;
        }
        for (const auto& n : r.notices) d["notices"].push_back(n.toStdString());
        d["prompt_tokens"] = r.score.prompt_tokens;
        d["evaluated_tokens"] = r.score.tokens_evaluated;
        d["windows"] = windows_json(preset, r);
        d["windows_disagree"] = r.judgement.windows_disagree;
        if (r.ocr_confidence >= 0) d["ocr_confidence"] = r.ocr_confidence;
        d["scores"] = json::array();
        for (size_t k = 0; k < preset.labels.size(); ++k)
            d["scores"].push_back({{"label", preset.labels[k].name}, {"tokens", r.score.labels[k].n_tokens},
                                   {"log_prob", r.score.labels[k].log_prob}, {"mean_log_prob", r.score.labels[k].mean_log_prob},
                                   {"raw_probability", r.score.raw_probs[k]}, {"probability", r.judgement.probs[k]}});
        d["decision"] = preset.labels[size_t(r.judgement.decision)].name;
        d["confidence"] = r.judgement.confidence;
        d["verdict"] = judge::verdict_name(r.judgement.verdict);
        d["calibration"] = r.judgement.calibration;
        out["documents"].push_back(d);
    }
    return out;
}

QByteArray judge_results_csv(const judge::Preset& preset, const std::vector<JudgedDocument>& results) {
    QByteArray csv = "file,sha256";
    for (const auto& l : preset.labels) csv += "," + csv_field("p_" + QString::fromStdString(l.name));
    csv += ",decision,confidence,verdict,calibration,windows,error\r\n";
    for (const auto& r : results) {
        csv += csv_field(r.path) + "," + r.sha256;
        const bool ok = r.error.isEmpty();
        for (size_t k = 0; k < preset.labels.size(); ++k)
            csv += "," + (ok ? QByteArray::number(r.judgement.probs[k], 'g', 10) : QByteArray());
        if (ok)
            csv += "," + csv_field(QString::fromStdString(preset.labels[size_t(r.judgement.decision)].name)) + "," +
                   QByteArray::number(r.judgement.confidence, 'g', 10) + "," + judge::verdict_name(r.judgement.verdict) + "," +
                   csv_field(QString::fromStdString(r.judgement.calibration)) + "," +
                   csv_field(QString::fromUtf8(windows_text(preset, r))) + ",";
        else
            csv += ",,,,," + csv_field(r.error);
        csv += "\r\n";
    }
    return csv;
}

judge::Preset load_preset(const QString& path_or_name) {
    if (QFileInfo::exists(path_or_name) || path_or_name.contains('/') || path_or_name.endsWith(".json"))
        return judge::Preset::load(path_or_name.toStdString());
    // A bare name: the user's presets, then the shipped ones (engine/util/data_dirs.h).
    for (const auto& dir : data_search_dirs(DataKind::JudgePresets)) {
        const QString candidate = QDir(QString::fromStdString(dir)).filePath(path_or_name + ".json");
        if (QFileInfo::exists(candidate)) return judge::Preset::load(candidate.toStdString());
    }
    throw Error(ErrorKind::NotFound, "no judge preset named \"" + path_or_name.toStdString() + "\" (give a path to a .json file)");
}

}  // namespace synsema::services
