// From label scores to what the user sees: calibrated probabilities, the
// decision, its confidence and the gate's verdict; and fitting a preset's
// calibration from scored, labeled data.
#pragma once
#include <string>
#include <vector>

#include "engine/judge/calibration.h"
#include "engine/judge/gate.h"
#include "engine/judge/preset.h"

namespace synsema::judge {

struct Judgement {
    std::vector<double> probs;  // calibrated, sums to 1
    int decision = 0;           // arg-max label index
    double confidence = 0;      // probs[decision]
    Verdict verdict = Verdict::NeedsReview;
    std::string calibration;    // Calibration::describe() of what was applied
    // A document judged in windows (combine.h): each window's own judgement,
    // and whether their decisions differ (then the verdict is needs-review).
    // Empty / false for a document that fits the context.
    std::vector<Judgement> windows;
    bool windows_disagree = false;
};

// Applies the preset's calibration and gate to one document's label scores.
Judgement judge_scores(const std::vector<double>& label_scores, const Preset& preset);

struct CalibrationRequest {
    bool contextual = false;               // divide out the content-free bias (can change decisions)
    Scaling scaling = Scaling::Temperature;
    double l2 = 1e-3;                      // vector scaling's pull toward the identity
};

// Fits a calibration: the contextual bias from the content-free inputs'
// scores (when requested), then the scaling on (scores, labels). The fit
// metadata (data hash, model, time) is the caller's to fill in.
Calibration fit_calibration(const CalibrationRequest& request, const std::vector<std::vector<double>>& scores,
                            const std::vector<int>& labels, const std::vector<std::vector<double>>& content_free_scores);

// Parses "none", "contextual", "temperature", "vector", "contextual+temperature", ...
CalibrationRequest parse_calibration_method(const std::string& text);

}  // namespace synsema::judge
