#include "calibration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/judge/lbfgs.h"
#include "engine/util/error.h"

namespace synsema::judge {
namespace {

double log_sum_exp(std::span<const double> x) {
    double m = -INFINITY;
    for (double v : x) m = std::max(m, v);
    if (!std::isfinite(m)) return m;
    double s = 0;
    for (double v : x) s += std::exp(v - m);
    return m + std::log(s);
}

void check_fit_data(const std::vector<std::vector<double>>& z, std::span<const int> y) {
    if (z.empty() || z.size() != y.size()) throw Error(ErrorKind::Invalid, "calibration fit: no data or mismatched sizes");
    const size_t k = z[0].size();
    for (size_t i = 0; i < z.size(); ++i) {
        if (z[i].size() != k) throw Error(ErrorKind::Invalid, "calibration fit: rows of different widths");
        if (y[i] < 0 || size_t(y[i]) >= k) throw Error(ErrorKind::Invalid, "calibration fit: label index out of range");
        for (double v : z[i])
            if (!std::isfinite(v)) throw Error(ErrorKind::Invalid, "calibration fit: non-finite score");
    }
}

// Mean over items of d/d(beta) NLL(softmax(beta z)) = E_q[z] - z_y.
double temperature_slope(const std::vector<std::vector<double>>& z, std::span<const int> y, double beta) {
    double total = 0;
    std::vector<double> scaled;
    for (size_t i = 0; i < z.size(); ++i) {
        scaled.assign(z[i].begin(), z[i].end());
        for (double& v : scaled) v *= beta;
        const std::vector<double> q = softmax(scaled);
        double expected = 0;
        for (size_t k = 0; k < q.size(); ++k) expected += q[k] * z[i][k];
        total += expected - z[i][size_t(y[i])];
    }
    return total / double(z.size());
}

}  // namespace

const char* scaling_name(Scaling s) {
    switch (s) {
        case Scaling::None: return "none";
        case Scaling::Temperature: return "temperature";
        case Scaling::Vector: return "vector";
    }
    return "none";
}

std::vector<double> softmax(std::span<const double> x) {
    // exp(x - max) / sum directly: going through log_softmax would round the
    // log-normaliser at the magnitude of x (-2000 keeps only ~1e-13).
    double m = -INFINITY;
    for (double v : x) m = std::max(m, v);
    std::vector<double> out(x.begin(), x.end());
    double sum = 0;
    for (double& v : out) sum += (v = std::exp(v - m));
    for (double& v : out) v /= sum;
    return out;
}

std::vector<double> log_softmax(std::span<const double> x) {
    const double lse = log_sum_exp(x);
    std::vector<double> out(x.begin(), x.end());
    for (double& v : out) v -= lse;
    return out;
}

std::string Calibration::describe() const {
    std::string out;
    if (!contextual_bias.empty()) out = "contextual";
    if (scaling != Scaling::None) {
        if (!out.empty()) out += "+";
        out += scaling_name(scaling);
        if (scaling == Scaling::Temperature) {
            char buf[48];
            std::snprintf(buf, sizeof buf, "(T=%.4f)", temperature);
            out += buf;
        }
    }
    return out.empty() ? "none" : out;
}

std::vector<double> Calibration::corrected_log_probs(std::span<const double> scores) const {
    std::vector<double> z = log_softmax(scores);
    if (contextual_bias.empty()) return z;
    if (contextual_bias.size() != z.size())
        throw Error(ErrorKind::Invalid, "contextual calibration has a different number of labels than the scores");
    // Dividing p by the content-free bias b is subtracting log b, then renormalising.
    for (size_t k = 0; k < z.size(); ++k) z[k] -= std::log(contextual_bias[k]);
    return log_softmax(z);
}

std::vector<double> Calibration::apply(std::span<const double> scores) const {
    std::vector<double> z = corrected_log_probs(scores);
    switch (scaling) {
        case Scaling::None: break;
        case Scaling::Temperature:
            for (double& v : z) v /= temperature;
            break;
        case Scaling::Vector:
            if (vector_scale.size() != z.size() || vector_bias.size() != z.size())
                throw Error(ErrorKind::Invalid, "vector scaling has a different number of labels than the scores");
            for (size_t k = 0; k < z.size(); ++k) z[k] = vector_scale[k] * z[k] + vector_bias[k];
            break;
    }
    return softmax(z);
}

std::vector<double> contextual_bias(const std::vector<std::vector<double>>& content_free_probs) {
    if (content_free_probs.empty()) throw Error(ErrorKind::Invalid, "contextual calibration needs content-free inputs");
    const size_t k = content_free_probs[0].size();
    std::vector<double> mean(k, 0.0);
    for (const auto& p : content_free_probs) {
        if (p.size() != k) throw Error(ErrorKind::Invalid, "content-free probability vectors differ in size");
        for (size_t i = 0; i < k; ++i) mean[i] += p[i];
    }
    // Keep the bias strictly positive so log b stays finite.
    double sum = 0;
    for (double& v : mean) {
        v = std::max(v / double(content_free_probs.size()), 1e-300);
        sum += v;
    }
    for (double& v : mean) v /= sum;
    return mean;
}

double temperature_nll(const std::vector<std::vector<double>>& z, std::span<const int> y, double temperature) {
    double total = 0;
    std::vector<double> scaled;
    for (size_t i = 0; i < z.size(); ++i) {
        scaled.assign(z[i].begin(), z[i].end());
        for (double& v : scaled) v /= temperature;
        total -= log_softmax(scaled)[size_t(y[i])];
    }
    return total / double(z.size());
}

double fit_temperature(const std::vector<std::vector<double>>& z, std::span<const int> y) {
    check_fit_data(z, y);
    // T stays in the range a preset accepts ([1e-4, 1e4]); 1/exp(log(x)) can
    // round just outside it, and a saved preset must load again.
    auto temperature_of = [](double beta_log) { return std::clamp(1.0 / std::exp(beta_log), 1e-4, 1e4); };
    // The slope in beta is non-decreasing (the NLL is convex in beta): bisect its sign.
    double lo = std::log(1e-4), hi = std::log(1e4);
    if (temperature_slope(z, y, std::exp(lo)) >= 0) return temperature_of(lo);
    if (temperature_slope(z, y, std::exp(hi)) <= 0) return temperature_of(hi);
    for (int it = 0; it < 100 && hi - lo > 1e-13; ++it) {
        const double mid = 0.5 * (lo + hi);
        if (temperature_slope(z, y, std::exp(mid)) < 0) lo = mid;
        else hi = mid;
    }
    return temperature_of(0.5 * (lo + hi));
}

VectorFit fit_vector_scaling(const std::vector<std::vector<double>>& z, std::span<const int> y, double l2) {
    check_fit_data(z, y);
    const size_t k = z[0].size();
    const double n = double(z.size());
    // Parameters: x = [w_0..w_{k-1}, c_0..c_{k-1}], starting at the identity.
    std::vector<double> x(2 * k, 0.0);
    std::fill(x.begin(), x.begin() + long(k), 1.0);
    const Objective objective = [&](const std::vector<double>& p, std::vector<double>& g) {
        std::fill(g.begin(), g.end(), 0.0);
        double loss = 0;
        std::vector<double> logits(k);
        for (size_t i = 0; i < z.size(); ++i) {
            for (size_t c = 0; c < k; ++c) logits[c] = p[c] * z[i][c] + p[k + c];
            const std::vector<double> lq = log_softmax(logits);
            loss -= lq[size_t(y[i])];
            for (size_t c = 0; c < k; ++c) {
                const double d = (std::exp(lq[c]) - (int(c) == y[i] ? 1.0 : 0.0)) / n;
                g[c] += d * z[i][c];
                g[k + c] += d;
            }
        }
        loss /= n;
        for (size_t c = 0; c < k; ++c) {
            loss += l2 * ((p[c] - 1) * (p[c] - 1) + p[k + c] * p[k + c]);
            g[c] += 2 * l2 * (p[c] - 1);
            g[k + c] += 2 * l2 * p[k + c];
        }
        return loss;
    };
    const LbfgsResult r = minimize_lbfgs(objective, x, 1000, 1e-10);
    VectorFit fit;
    fit.scale.assign(x.begin(), x.begin() + long(k));
    fit.bias.assign(x.begin() + long(k), x.end());
    fit.objective = r.value;
    fit.iterations = r.iterations;
    return fit;
}

}  // namespace synsema::judge
