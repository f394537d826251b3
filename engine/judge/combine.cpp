#include "combine.h"

#include <algorithm>

#include "engine/util/error.h"

namespace synsema::judge {

std::vector<double> combine_probabilities(const std::vector<std::vector<double>>& window_probs, const Preset& preset) {
    if (window_probs.empty()) throw Error(ErrorKind::Invalid, "judge: no windows to combine");
    const size_t n = preset.labels.size();
    for (const auto& p : window_probs)
        if (p.size() != n) throw Error(ErrorKind::Invalid, "judge: a window's probabilities do not match the preset's labels");
    if (preset.combine.rule == CombineRule::Max) {
        const int k = preset.label_index(preset.combine.label);
        if (k < 0) throw Error(ErrorKind::Invalid, "judge: the combine label \"" + preset.combine.label + "\" is not a label");
        const auto top = std::max_element(window_probs.begin(), window_probs.end(),
                                          [k](const auto& a, const auto& b) { return a[size_t(k)] < b[size_t(k)]; });
        return *top;
    }
    std::vector<double> mean(n, 0.0);
    for (const auto& p : window_probs)
        for (size_t i = 0; i < n; ++i) mean[i] += p[i];
    double total = 0;
    for (double v : mean) total += v;
    for (double& v : mean) v /= total;
    return mean;
}

Judgement judge_windows(const std::vector<std::vector<double>>& window_scores, const Preset& preset) {
    if (window_scores.size() == 1) return judge_scores(window_scores.front(), preset);
    Judgement j;
    std::vector<std::vector<double>> probs;
    for (const auto& scores : window_scores) {
        j.windows.push_back(judge_scores(scores, preset));
        probs.push_back(j.windows.back().probs);
    }
    j.probs = combine_probabilities(probs, preset);
    j.decision = int(std::max_element(j.probs.begin(), j.probs.end()) - j.probs.begin());
    j.confidence = j.probs[size_t(j.decision)];
    j.calibration = preset.calibration.describe();
    j.windows_disagree = std::any_of(j.windows.begin(), j.windows.end(),
                                     [&](const Judgement& w) { return w.decision != j.windows.front().decision; });
    // Windows that decide differently: the document as a whole is not clear-cut.
    j.verdict = j.windows_disagree ? Verdict::NeedsReview : gate_verdict(preset.gate, j.confidence);
    return j;
}

}  // namespace synsema::judge
