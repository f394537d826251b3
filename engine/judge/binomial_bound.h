// Exact (Clopper–Pearson) binomial confidence bounds for the gate. They need
// the regularized incomplete beta function and its inverse, written here by
// hand: no allowed dependency (Qt, the C++ standard library, OpenSSL, ...)
// provides them, and <cmath> stops at lgamma. The continued fraction is
// evaluated with the modified Lentz method; the inverse is found by bisection,
// which is slow-ish (~100 evaluations) but cannot fail to converge.
#pragma once
#include <cstdint>

namespace synsema::judge {

// I_x(a, b) for a, b > 0 and x in [0, 1]; accurate to ~1e-14.
double regularized_incomplete_beta(double x, double a, double b);

// The x in [0, 1] with I_x(a, b) = p, to ~1e-15 absolute.
double inverse_regularized_incomplete_beta(double p, double a, double b);

// One-sided Clopper–Pearson upper bound on a binomial rate after `errors`
// failures in `n` trials: the true rate is below it with probability >= 1 - delta.
// n = 0 gives 1 (nothing is known).
double clopper_pearson_upper(int64_t errors, int64_t n, double delta);

}  // namespace synsema::judge
