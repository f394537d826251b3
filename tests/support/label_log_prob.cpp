#include "label_log_prob.h"

#include <algorithm>
#include <cmath>

#include "engine/model/model.h"
#include "engine/session/session.h"

namespace synsema::test {

double brute_force_log_prob(const model::Model& m, const std::vector<TokenId>& prompt, const std::vector<TokenId>& label) {
    Session fresh(m, {.n_ctx = 512, .n_threads = 2, .kv_type = {}});
    std::vector<TokenId> all = prompt;
    all.insert(all.end(), label.begin(), label.end());
    EvalOptions eo;
    eo.all_logits = true;
    fresh.eval(all, eo);
    const auto& rows = fresh.all_logits();
    const size_t v = size_t(fresh.n_vocab());
    double total = 0;
    for (size_t i = 0; i < label.size(); ++i) {
        const float* row = rows.data() + (prompt.size() - 1 + i) * v;
        double mx = -INFINITY, sum = 0;
        for (size_t t = 0; t < v; ++t) mx = std::max(mx, double(row[t]));
        for (size_t t = 0; t < v; ++t) sum += std::exp(double(row[t]) - mx);
        total += double(row[label[i]]) - mx - std::log(sum);
    }
    return total;
}

size_t common_prefix(const std::vector<TokenId>& a, const std::vector<TokenId>& b) {
    size_t n = 0;
    while (n < a.size() && n < b.size() && a[n] == b[n]) ++n;
    return n;
}

}  // namespace synsema::test
