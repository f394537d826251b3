#include "gate.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "engine/judge/binomial_bound.h"
#include "engine/util/error.h"

namespace synsema::judge {

const char* verdict_name(Verdict v) { return v == Verdict::Auto ? "auto" : "needs-review"; }

double gate_grid_value(int j) { return double(kGateGridSteps - j) / double(kGateGridSteps); }

Gate fit_gate(std::span<const double> confidence, const std::vector<bool>& correct, double alpha, double delta) {
    if (confidence.size() != correct.size()) throw Error(ErrorKind::Invalid, "gate: mismatched data sizes");
    if (!(alpha > 0) || !(alpha < 1)) throw Error(ErrorKind::Invalid, "gate: alpha must be in (0, 1)");
    if (!(delta > 0) || !(delta < 1)) throw Error(ErrorKind::Invalid, "gate: delta must be in (0, 1)");
    for (double c : confidence)
        if (!std::isfinite(c)) throw Error(ErrorKind::Invalid, "gate: non-finite confidence");

    Gate gate;
    gate.alpha = alpha;
    gate.delta = delta;
    gate.n_calibration = int64_t(confidence.size());
    // Items by descending confidence, so lowering the threshold only adds items.
    std::vector<size_t> order(confidence.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return confidence[a] > confidence[b]; });

    size_t next = 0;
    int64_t n = 0, errors = 0;
    int64_t tested_n = -1, tested_errors = -1;
    double tested_bound = 1;
    for (int j = 0; j <= kGateGridSteps; ++j) {
        const double t = gate_grid_value(j);
        while (next < order.size() && confidence[order[next]] >= t) {
            ++n;
            if (!correct[order[next]]) ++errors;
            ++next;
        }
        // Accepting nothing decides nothing; accepting fewer items than could
        // certify alpha even with zero errors cannot pass. Neither is tested:
        // the skip looks only at the count, never at the errors.
        if (n == 0 || 1.0 - std::pow(delta, 1.0 / double(n)) > alpha) continue;
        // The bound only changes when the accepted set does.
        if (n != tested_n || errors != tested_errors) {
            tested_bound = clopper_pearson_upper(errors, n, delta);
            tested_n = n;
            tested_errors = errors;
        }
        if (tested_bound > alpha) break;  // first failure ends the fixed sequence
        gate.threshold = t;
        gate.n_accepted = n;
        gate.errors_accepted = errors;
        gate.error_upper_bound = tested_bound;
    }
    gate.coverage = gate.n_calibration > 0 ? double(gate.n_accepted) / double(gate.n_calibration) : 0.0;
    return gate;
}

Verdict gate_verdict(const std::optional<Gate>& gate, double confidence) {
    if (!gate || !gate->threshold) return Verdict::NeedsReview;
    return confidence >= *gate->threshold ? Verdict::Auto : Verdict::NeedsReview;
}

}  // namespace synsema::judge
