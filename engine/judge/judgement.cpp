#include "judgement.h"

#include <algorithm>

#include "engine/util/error.h"

namespace synsema::judge {

Judgement judge_scores(const std::vector<double>& label_scores, const Preset& preset) {
    if (label_scores.size() != preset.labels.size())
        throw Error(ErrorKind::Invalid, "judge: the scores do not match the preset's labels");
    Judgement j;
    j.probs = preset.calibration.apply(label_scores);
    j.decision = int(std::max_element(j.probs.begin(), j.probs.end()) - j.probs.begin());
    j.confidence = j.probs[size_t(j.decision)];
    j.verdict = gate_verdict(preset.gate, j.confidence);
    j.calibration = preset.calibration.describe();
    return j;
}

Calibration fit_calibration(const CalibrationRequest& request, const std::vector<std::vector<double>>& scores,
                            const std::vector<int>& labels, const std::vector<std::vector<double>>& content_free_scores) {
    Calibration cal;
    // 1. Contextual: the mean content-free probability vector is the bias.
    if (request.contextual) {
        std::vector<std::vector<double>> probs;
        probs.reserve(content_free_scores.size());
        for (const auto& s : content_free_scores) probs.push_back(softmax(s));
        cal.contextual_bias = contextual_bias(probs);
    }
    if (request.scaling == Scaling::None) return cal;
    // 2. Scaling, fitted on the contextually corrected log-probabilities.
    std::vector<std::vector<double>> z;
    z.reserve(scores.size());
    for (const auto& s : scores) z.push_back(cal.corrected_log_probs(s));
    cal.scaling = request.scaling;
    if (request.scaling == Scaling::Temperature) {
        cal.temperature = fit_temperature(z, labels);
    } else {
        VectorFit fit = fit_vector_scaling(z, labels, request.l2);
        cal.vector_scale = std::move(fit.scale);
        cal.vector_bias = std::move(fit.bias);
    }
    return cal;
}

CalibrationRequest parse_calibration_method(const std::string& text) {
    CalibrationRequest r;
    r.contextual = false;
    r.scaling = Scaling::None;
    size_t pos = 0;
    while (pos <= text.size()) {
        const size_t plus = std::min(text.find('+', pos), text.size());
        const std::string part = text.substr(pos, plus - pos);
        if (part == "contextual") r.contextual = true;
        else if (part == "temperature") r.scaling = Scaling::Temperature;
        else if (part == "vector" || part == "platt") r.scaling = Scaling::Vector;
        else if (part != "none") throw Error(ErrorKind::Invalid, "unknown calibration method \"" + part + "\"");
        pos = plus + 1;
    }
    return r;
}

}  // namespace synsema::judge
