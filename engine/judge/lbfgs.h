// A small L-BFGS minimiser for smooth convex objectives of a few dozen
// parameters (vector scaling). Hand-written because no Debian C++ package on
// the allowed list offers numerical optimisation (Eigen has none, and dlib /
// NLopt / Ceres are not allowed dependencies); the objectives here are small
// and convex, so a textbook two-loop recursion with Armijo backtracking suffices.
#pragma once
#include <functional>
#include <vector>

namespace synsema::judge {

// Returns f(x) and writes the gradient into g (same size as x).
using Objective = std::function<double(const std::vector<double>& x, std::vector<double>& g)>;

struct LbfgsResult {
    double value = 0;
    int iterations = 0;
    bool converged = false;
};

// Minimises f starting from x (updated in place). Stops when the gradient's
// max-norm falls below `gradient_tolerance` or after `max_iterations`.
LbfgsResult minimize_lbfgs(const Objective& f, std::vector<double>& x, int max_iterations = 500,
                           double gradient_tolerance = 1e-9, int history = 10);

}  // namespace synsema::judge
