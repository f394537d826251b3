// Quality of probabilistic decisions on labeled data: accuracy, NLL, Brier
// score, expected calibration error (15 equal-width confidence bins), the
// risk–coverage curve of selective prediction and the area under it (AURC).
#pragma once
#include <cstdint>
#include <span>
#include <vector>

namespace synsema::judge {

struct ReliabilityBin {
    double lower = 0, upper = 0;  // confidence range [lower, upper) (the last bin includes 1)
    int64_t count = 0;
    double mean_confidence = 0;   // 0 when empty
    double accuracy = 0;          // 0 when empty
};

struct RiskCoveragePoint {
    double threshold = 0;  // confidence of the least confident accepted item
    double coverage = 0;   // accepted / all
    double risk = 0;       // errors among accepted / accepted
};

struct Metrics {
    int64_t n = 0;
    double accuracy = 0;
    double nll = 0;    // mean -ln p(true label), p floored at 1e-15
    double brier = 0;  // mean over items of sum_k (p_k - [k == y])^2
    double ece = 0;    // sum over bins of (count / n) |accuracy - mean confidence|
    double aurc = 0;   // area under the risk–coverage curve
    std::vector<ReliabilityBin> bins;
    std::vector<RiskCoveragePoint> risk_coverage;
};

constexpr int kEceBins = 15;

// probs[i] is item i's probability vector, labels[i] its true label index.
// The decision is the arg-max (lowest index on ties), confidence its probability.
Metrics compute_metrics(const std::vector<std::vector<double>>& probs, std::span<const int> labels, int n_bins = kEceBins);

// The pieces, on (confidence, correct) pairs.
std::vector<ReliabilityBin> reliability_bins(std::span<const double> confidence, const std::vector<bool>& correct, int n_bins);
double expected_calibration_error(const std::vector<ReliabilityBin>& bins);
// Points at each distinct confidence, from the most confident down; tied
// items enter together, so the curve does not depend on their order.
std::vector<RiskCoveragePoint> risk_coverage_curve(std::span<const double> confidence, const std::vector<bool>& correct);
// Sum over points of (coverage step) * risk: the mean of the risk at each
// coverage k/n when confidences are distinct.
double area_under_risk_coverage(const std::vector<RiskCoveragePoint>& curve);

}  // namespace synsema::judge
