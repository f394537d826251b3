// synsema-cli logits: evaluate exactly the given token ids (no BOS added) and
// print the top logits per position and every logit at the last position.
// Every fidelity test goes through this command.
#include <QCommandLineParser>

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <numeric>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "engine/model/model.h"
#include "engine/session/session.h"

namespace synsema::cli {

int run_logits(const QStringList& args) {
    QCommandLineParser p;
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"tokens", "Comma-separated token ids, evaluated as given.", "IDS"});
    p.addOption({"top", "Logits per position to list (default 20).", "K", "20"});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"kv-type", "KV cache element type: f16, f32, or auto (default: f16 for quantized models, f32 for "
                            "float ones).", "TYPE", "auto"});
    p.addOption({"json", "Print JSON (the only format)."});
    if (int rc = parse_or_exit(p, "logits", args); rc >= 0) return rc;
    const QString model_name = model_option(p);
    if (model_name.isEmpty() || !p.isSet("tokens")) return fail("logits needs --model NAME (or SYNSEMA_MODEL) and --tokens IDS");

    std::vector<TokenId> tokens;
    for (const QString& part : p.value("tokens").split(',', Qt::SkipEmptyParts)) {
        bool ok = false;
        const int id = part.trimmed().toInt(&ok);
        if (!ok) return fail("--tokens: '" + to_std(part) + "' is not a token id");
        tokens.push_back(id);
    }
    if (tokens.empty()) return fail("--tokens: no token ids given");
    const int top = std::max(1, p.value("top").toInt());
    const QString kv = p.value("kv-type").toLower();
    if (kv != "f16" && kv != "f32" && kv != "auto") return fail("--kv-type must be f16, f32 or auto, not '" + to_std(kv) + "'");

    auto model = load_named_model(model_name);
    SessionOptions so;
    so.n_threads = p.value("threads").toInt();
    so.n_ctx = std::max<int64_t>(int64_t(tokens.size()), 16);
    if (kv != "auto") so.kv_type = kv == "f32" ? kernels::DType::F32 : kernels::DType::F16;
    Session session(*model, so);
    EvalOptions eo;
    eo.all_logits = true;
    session.eval(tokens, eo);

    const int64_t n_vocab = session.n_vocab();
    const auto& all = session.all_logits();
    nlohmann::json out;
    out["positions"] = nlohmann::json::array();
    std::vector<int> order(static_cast<size_t>(n_vocab));
    for (size_t t = 0; t < tokens.size(); ++t) {
        const float* row = all.data() + t * size_t(n_vocab);
        std::iota(order.begin(), order.end(), 0);
        const size_t k = std::min<size_t>(size_t(top), order.size());
        std::partial_sort(order.begin(), order.begin() + long(k), order.end(),
                          [&](int a, int b) { return row[a] > row[b] || (row[a] == row[b] && a < b); });
        nlohmann::json list = nlohmann::json::array();
        for (size_t i = 0; i < k; ++i) list.push_back({order[i], row[order[i]]});
        out["positions"].push_back({{"top", list}});
    }
    const float* last = all.data() + (tokens.size() - 1) * size_t(n_vocab);
    out["last_logits"] = std::vector<float>(last, last + n_vocab);
    const std::string text = out.dump();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
    return 0;
}

}  // namespace synsema::cli
