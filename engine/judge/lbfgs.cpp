#include "lbfgs.h"

#include <algorithm>
#include <cmath>
#include <deque>

namespace synsema::judge {
namespace {

double dot(const std::vector<double>& a, const std::vector<double>& b) {
    double s = 0;
    for (size_t i = 0; i < a.size(); ++i) s += a[i] * b[i];
    return s;
}

double max_abs(const std::vector<double>& v) {
    double m = 0;
    for (double x : v) m = std::max(m, std::abs(x));
    return m;
}

struct Pair {
    std::vector<double> s, y;  // step and gradient change
    double rho;                // 1 / (y . s)
};

}  // namespace

LbfgsResult minimize_lbfgs(const Objective& f, std::vector<double>& x, int max_iterations,
                           double gradient_tolerance, int history) {
    const size_t n = x.size();
    std::vector<double> g(n), g_new(n), x_new(n), d(n);
    double fx = f(x, g);
    std::deque<Pair> pairs;
    LbfgsResult result;
    for (int it = 0; it < max_iterations; ++it) {
        result.iterations = it;
        if (!std::isfinite(fx) || max_abs(g) < gradient_tolerance) {
            result.converged = std::isfinite(fx);
            break;
        }
        // Two-loop recursion: d = -H g with the stored curvature pairs.
        d = g;
        std::vector<double> alpha(pairs.size());
        for (size_t i = pairs.size(); i-- > 0;) {
            alpha[i] = pairs[i].rho * dot(pairs[i].s, d);
            for (size_t j = 0; j < n; ++j) d[j] -= alpha[i] * pairs[i].y[j];
        }
        const double gamma = pairs.empty() ? 1.0 / std::max(1.0, max_abs(g))
                                           : dot(pairs.back().s, pairs.back().y) / dot(pairs.back().y, pairs.back().y);
        for (double& v : d) v *= gamma;
        for (size_t i = 0; i < pairs.size(); ++i) {
            const double beta = pairs[i].rho * dot(pairs[i].y, d);
            for (size_t j = 0; j < n; ++j) d[j] += pairs[i].s[j] * (alpha[i] - beta);
        }
        for (double& v : d) v = -v;
        // Not a descent direction (numerical trouble): restart with steepest descent.
        double slope = dot(g, d);
        if (!(slope < 0)) {
            pairs.clear();
            for (size_t j = 0; j < n; ++j) d[j] = -g[j];
            slope = dot(g, d);
        }
        // Armijo backtracking from the unit step.
        double step = 1.0;
        double f_new = fx;
        bool accepted = false;
        for (int ls = 0; ls < 60; ++ls) {
            for (size_t j = 0; j < n; ++j) x_new[j] = x[j] + step * d[j];
            f_new = f(x_new, g_new);
            if (std::isfinite(f_new) && f_new <= fx + 1e-4 * step * slope) {
                accepted = true;
                break;
            }
            step *= 0.5;
        }
        if (!accepted) {
            result.converged = max_abs(g) < std::sqrt(gradient_tolerance);
            break;
        }
        Pair p{std::vector<double>(n), std::vector<double>(n), 0};
        for (size_t j = 0; j < n; ++j) {
            p.s[j] = x_new[j] - x[j];
            p.y[j] = g_new[j] - g[j];
        }
        const double ys = dot(p.y, p.s);
        x.swap(x_new);
        g.swap(g_new);
        const double previous = fx;
        fx = f_new;
        if (ys > 1e-300) {
            p.rho = 1.0 / ys;
            pairs.push_back(std::move(p));
            if (int(pairs.size()) > history) pairs.pop_front();
        }
        // No progress at all in the objective: we are at the optimum to precision.
        if (previous - fx <= 1e-16 * std::max(1.0, std::abs(fx)) && max_abs(g) < 1e-6) {
            result.converged = true;
            break;
        }
    }
    result.value = fx;
    return result;
}

}  // namespace synsema::judge
