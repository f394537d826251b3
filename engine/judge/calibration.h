// Turning label scores into calibrated probabilities. The pipeline is fixed:
//   scores s[k] (summed log-likelihoods)  ->  z = log softmax(s)  (raw, canonical)
//   -> contextual correction (optional):  z = log softmax(z - log b)
//   -> scaling (optional): temperature softmax(z / T) or vector softmax(w*z + c)
// Every fitted value lives in Calibration, which the preset stores, and
// describe() names exactly what was applied so outputs can always state it.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace synsema::judge {

enum class Scaling { None, Temperature, Vector };

const char* scaling_name(Scaling s);  // "none", "temperature", "vector"

// Where a fit came from, so a preset says what data it was calibrated on.
struct FitInfo {
    std::string data_sha256;  // of the labeled CSV file
    int64_t n_items = 0;      // rows used for this fit
    std::string fitted_at;    // ISO 8601 UTC
    std::string model;        // model file or name the scores came from
};

struct Calibration {
    std::vector<double> contextual_bias;  // [n_labels] mean content-free probabilities; empty: off
    Scaling scaling = Scaling::None;
    double temperature = 1.0;             // Scaling::Temperature
    std::vector<double> vector_scale;     // [n_labels] Scaling::Vector: w
    std::vector<double> vector_bias;      // [n_labels] Scaling::Vector: c
    FitInfo fitted_on;

    bool is_identity() const { return contextual_bias.empty() && scaling == Scaling::None; }
    // "none", "contextual", "temperature(T=1.2345)", "contextual+vector", ...
    std::string describe() const;
    // z after the contextual step: log-probabilities, the scaling's input.
    std::vector<double> corrected_log_probs(std::span<const double> scores) const;
    // The calibrated probabilities for one document's label scores.
    std::vector<double> apply(std::span<const double> scores) const;
};

// Numerically stable softmax / log-softmax, in double.
std::vector<double> softmax(std::span<const double> x);
std::vector<double> log_softmax(std::span<const double> x);

// The contextual bias: the mean of the content-free inputs' probability vectors.
std::vector<double> contextual_bias(const std::vector<std::vector<double>>& content_free_probs);

// Temperature T minimising the mean NLL of softmax(z / T) on (z, y). The NLL is
// convex in beta = 1/T, so the fit bisects on the sign of its derivative over
// log beta in [1e-4, 1e4]; the result is accurate to ~1e-12 relative.
double fit_temperature(const std::vector<std::vector<double>>& z, std::span<const int> y);

// Mean NLL of softmax(z / T) (used by the fit and by the tests).
double temperature_nll(const std::vector<std::vector<double>>& z, std::span<const int> y, double temperature);

// Vector scaling: w, c minimising mean NLL of softmax(w*z + c) plus
// l2 * (|w - 1|^2 + |c|^2), by L-BFGS. With two labels this is Platt scaling
// of the log-odds (with a separate weight per side). Convex, so the optimum is global.
struct VectorFit {
    std::vector<double> scale, bias;
    double objective = 0;
    int iterations = 0;
};
VectorFit fit_vector_scaling(const std::vector<std::vector<double>>& z, std::span<const int> y, double l2 = 1e-3);

}  // namespace synsema::judge
