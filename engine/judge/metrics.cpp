#include "metrics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/util/error.h"

namespace synsema::judge {

std::vector<ReliabilityBin> reliability_bins(std::span<const double> confidence, const std::vector<bool>& correct, int n_bins) {
    if (n_bins < 1 || confidence.size() != correct.size()) throw Error(ErrorKind::Invalid, "reliability bins: bad arguments");
    std::vector<ReliabilityBin> bins(static_cast<size_t>(n_bins));
    for (int b = 0; b < n_bins; ++b) {
        bins[size_t(b)].lower = double(b) / n_bins;
        bins[size_t(b)].upper = double(b + 1) / n_bins;
    }
    std::vector<double> hits(size_t(n_bins), 0.0);
    for (size_t i = 0; i < confidence.size(); ++i) {
        // Bin b holds [b/n, (b+1)/n); confidence 1 goes into the last bin.
        const double c = std::clamp(confidence[i], 0.0, 1.0);
        const int b = std::min(n_bins - 1, int(std::floor(c * n_bins)));
        auto& bin = bins[size_t(b)];
        ++bin.count;
        bin.mean_confidence += c;
        if (correct[i]) hits[size_t(b)] += 1;
    }
    for (size_t b = 0; b < bins.size(); ++b) {
        if (bins[b].count == 0) continue;
        bins[b].mean_confidence /= double(bins[b].count);
        bins[b].accuracy = hits[b] / double(bins[b].count);
    }
    return bins;
}

double expected_calibration_error(const std::vector<ReliabilityBin>& bins) {
    int64_t total = 0;
    for (const auto& b : bins) total += b.count;
    if (total == 0) return 0;
    double ece = 0;
    for (const auto& b : bins) ece += double(b.count) / double(total) * std::abs(b.accuracy - b.mean_confidence);
    return ece;
}

std::vector<RiskCoveragePoint> risk_coverage_curve(std::span<const double> confidence, const std::vector<bool>& correct) {
    if (confidence.size() != correct.size()) throw Error(ErrorKind::Invalid, "risk–coverage: mismatched sizes");
    std::vector<size_t> order(confidence.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return confidence[a] > confidence[b]; });
    std::vector<RiskCoveragePoint> curve;
    const double n = double(order.size());
    int64_t accepted = 0, errors = 0;
    for (size_t i = 0; i < order.size(); ++i) {
        ++accepted;
        if (!correct[order[i]]) ++errors;
        // Emit a point only after the last item of a group of equal confidences.
        const bool group_ends = i + 1 == order.size() || confidence[order[i + 1]] != confidence[order[i]];
        if (group_ends) curve.push_back({confidence[order[i]], double(accepted) / n, double(errors) / double(accepted)});
    }
    return curve;
}

double area_under_risk_coverage(const std::vector<RiskCoveragePoint>& curve) {
    double area = 0, previous = 0;
    for (const auto& p : curve) {
        area += (p.coverage - previous) * p.risk;
        previous = p.coverage;
    }
    return area;
}

Metrics compute_metrics(const std::vector<std::vector<double>>& probs, std::span<const int> labels, int n_bins) {
    if (probs.size() != labels.size()) throw Error(ErrorKind::Invalid, "metrics: mismatched sizes");
    Metrics m;
    m.n = int64_t(probs.size());
    std::vector<double> confidence(probs.size());
    std::vector<bool> correct(probs.size());
    for (size_t i = 0; i < probs.size(); ++i) {
        const auto& p = probs[i];
        if (labels[i] < 0 || size_t(labels[i]) >= p.size()) throw Error(ErrorKind::Invalid, "metrics: label out of range");
        const size_t y = size_t(labels[i]);
        const size_t top = size_t(std::max_element(p.begin(), p.end()) - p.begin());
        confidence[i] = p[top];
        correct[i] = top == y;
        m.accuracy += top == y ? 1 : 0;
        m.nll -= std::log(std::max(p[y], 1e-15));
        for (size_t k = 0; k < p.size(); ++k) {
            const double d = p[k] - (k == y ? 1.0 : 0.0);
            m.brier += d * d;
        }
    }
    if (m.n > 0) {
        m.accuracy /= double(m.n);
        m.nll /= double(m.n);
        m.brier /= double(m.n);
    }
    m.bins = reliability_bins(confidence, correct, n_bins);
    m.ece = expected_calibration_error(m.bins);
    m.risk_coverage = risk_coverage_curve(confidence, correct);
    m.aurc = area_under_risk_coverage(m.risk_coverage);
    return m;
}

}  // namespace synsema::judge
