#include "binomial_bound.h"

#include <cmath>

#include "engine/util/error.h"

namespace synsema::judge {
namespace {

// The continued fraction for I_x(a, b), modified Lentz: converges quickly for
// x < (a + 1) / (a + b + 2).
double beta_continued_fraction(double x, double a, double b) {
    constexpr double kTiny = 1e-300;
    constexpr double kEps = 1e-16;
    const double qab = a + b, qap = a + 1, qam = a - 1;
    double c = 1.0;
    double d = 1.0 - qab * x / qap;
    if (std::abs(d) < kTiny) d = kTiny;
    d = 1.0 / d;
    double h = d;
    for (int m = 1; m <= 10000; ++m) {
        const double m2 = 2.0 * m;
        // Even step: d_{2m} = m (b - m) x / ((a + 2m - 1)(a + 2m)).
        double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
        d = 1.0 + aa * d;
        if (std::abs(d) < kTiny) d = kTiny;
        c = 1.0 + aa / c;
        if (std::abs(c) < kTiny) c = kTiny;
        d = 1.0 / d;
        h *= d * c;
        // Odd step: d_{2m+1} = -(a + m)(a + b + m) x / ((a + 2m)(a + 2m + 1)).
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
        d = 1.0 + aa * d;
        if (std::abs(d) < kTiny) d = kTiny;
        c = 1.0 + aa / c;
        if (std::abs(c) < kTiny) c = kTiny;
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::abs(delta - 1.0) < kEps) break;
    }
    return h;
}

}  // namespace

double regularized_incomplete_beta(double x, double a, double b) {
    if (!(a > 0) || !(b > 0) || !(x >= 0) || !(x <= 1))
        throw Error(ErrorKind::Invalid, "incomplete beta: arguments out of range");
    if (x == 0) return 0;
    if (x == 1) return 1;
    // x^a (1-x)^b / B(a, b), in logs to avoid overflow.
    const double log_front = std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) + a * std::log(x) + b * std::log1p(-x);
    const double front = std::exp(log_front);
    // Use the symmetry I_x(a,b) = 1 - I_{1-x}(b,a) where the fraction converges slowly.
    if (x < (a + 1) / (a + b + 2)) return front * beta_continued_fraction(x, a, b) / a;
    return 1.0 - front * beta_continued_fraction(1.0 - x, b, a) / b;
}

double inverse_regularized_incomplete_beta(double p, double a, double b) {
    if (!(p >= 0) || !(p <= 1)) throw Error(ErrorKind::Invalid, "inverse incomplete beta: p out of range");
    if (p == 0) return 0;
    if (p == 1) return 1;
    // I_x is increasing in x: bisect until the interval is below double precision.
    double lo = 0, hi = 1;
    for (int it = 0; it < 200 && hi - lo > 1e-17; ++it) {
        const double mid = 0.5 * (lo + hi);
        if (regularized_incomplete_beta(mid, a, b) < p) lo = mid;
        else hi = mid;
    }
    return 0.5 * (lo + hi);
}

double clopper_pearson_upper(int64_t errors, int64_t n, double delta) {
    if (n < 0 || errors < 0 || errors > n) throw Error(ErrorKind::Invalid, "Clopper–Pearson: counts out of range");
    if (!(delta > 0) || !(delta < 1)) throw Error(ErrorKind::Invalid, "Clopper–Pearson: delta must be in (0, 1)");
    if (errors == n) return 1.0;
    // Upper bound u solves P(Binomial(n, u) <= errors) = delta, i.e. I_u(errors+1, n-errors) = 1 - delta.
    return inverse_regularized_incomplete_beta(1.0 - delta, double(errors) + 1.0, double(n - errors));
}

}  // namespace synsema::judge
