// The confidence gate: which decisions are made automatically and which go to
// a person. From labeled calibration data it picks the lowest confidence
// threshold whose error rate among accepted items is, with probability at
// least 1 - delta, at most alpha (learn-then-test with fixed-sequence testing):
// thresholds are scanned from strict (1.0) to loose on a fixed grid chosen
// before seeing the data, each tested with a one-sided Clopper–Pearson bound,
// and the scan stops at the first failure. Because the tests are taken in a
// fixed order and the scan stops at the first failure, no multiplicity
// correction is needed.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace synsema::judge {

struct Gate {
    double alpha = 0.1;                // target error rate among automatic decisions
    double delta = 0.1;                // allowed probability that the bound is wrong
    std::optional<double> threshold;   // confidence >= threshold: automatic; none: all need review
    double coverage = 0;               // fraction of calibration items accepted
    int64_t n_calibration = 0;         // labeled items the gate was fitted on
    int64_t n_accepted = 0;            // of those, accepted at the threshold
    int64_t errors_accepted = 0;       // of those, decided wrongly
    double error_upper_bound = 1;      // Clopper–Pearson bound at the threshold
};

enum class Verdict { Auto, NeedsReview };
const char* verdict_name(Verdict v);  // "auto", "needs-review"

// The grid: 1.0, 1.0 - step, ..., 0.0 (10001 values for the default step).
constexpr int kGateGridSteps = 10000;
double gate_grid_value(int j);

// Fits the gate. confidence[i] is the top calibrated probability of item i and
// correct[i] whether its decision matched the label. Grid values that accept
// too few items to certify alpha even with zero errors (n with
// 1 - delta^(1/n) > alpha, including n = 0) are skipped, not counted as
// failures: otherwise the scan would always stop at its first, tiny set.
// The skip depends only on counts, never on errors, so the sequence of tested
// hypotheses does not look at the outcomes it is testing.
Gate fit_gate(std::span<const double> confidence, const std::vector<bool>& correct, double alpha, double delta);

// Auto when a threshold exists and confidence >= threshold. A preset
// without a fitted gate sends everything to review.
Verdict gate_verdict(const std::optional<Gate>& gate, double confidence);

}  // namespace synsema::judge
