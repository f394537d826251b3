// synsema-cli make-model: writes a random-weight model with the real shapes,
// vocabulary size and quantization mix of a known family, for benchmarks.
#include <QCommandLineParser>

#include <chrono>
#include <cstdio>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "engine/model/model_maker.h"
#include "engine/model/model_presets.h"

namespace synsema::cli {
namespace {

bool parse_type(const QString& text, model::ModelSpec& spec) {
    const std::string t = text.toLower().toStdString();
    if (t == "q4_k_m") {
        spec.mix = model::ModelSpec::QuantMix::Q4_K_M;
        return true;
    }
    for (uint32_t raw = 0; raw < 64; ++raw) {
        const auto* info = kernels::dtype_info(raw);
        if (!info || !info->runnable) continue;
        std::string name(info->name);
        for (auto& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
        if (name == t) {
            spec.matrix_type = info->type;
            return true;
        }
    }
    return false;
}

}  // namespace

int run_make_model(const QStringList& args) {
    QCommandLineParser p;
    QString likes;
    for (const auto& n : model::model_preset_names()) likes += (likes.isEmpty() ? "" : "|") + QString::fromStdString(n);
    p.addOption({"like", "Shapes to copy: " + likes + ".", "NAME"});
    p.addOption({"type", "q4_k_m (llama.cpp's mix) or one weight type: f32, f16, bf16, q8_0, q4_0, q4_k, … (default q4_k_m).", "TYPE", "q4_k_m"});
    p.addOption({"seed", "Random seed (default 1).", "S", "1"});
    p.addPositionalArgument("OUT", "The GGUF file to write (a new file: \"OUT (2).gguf\" when OUT exists).");
    if (int rc = parse_or_exit(p, "make-model", args); rc >= 0) return rc;
    if (!p.isSet("like") || p.positionalArguments().size() != 1) return fail("make-model needs --like NAME and OUT");
    auto spec = model::model_preset(to_std(p.value("like")));
    if (!spec) return fail("unknown --like '" + to_std(p.value("like")) + "'; known: " + to_std(likes));
    if (!parse_type(p.value("type"), *spec)) return fail("unknown --type '" + to_std(p.value("type")) + "'");
    spec->seed = p.value("seed").toULongLong();
    const auto t0 = std::chrono::steady_clock::now();
    const auto writer = model::make_random_model(*spec);
    const std::string out = to_std(p.positionalArguments().first());
    const std::string written = writer.write_file(out, false);
    note_written(out, written);
    std::fprintf(stderr, "wrote %s (%s, %s) in %.1f s\n", written.c_str(), to_std(p.value("like")).c_str(),
                 to_std(p.value("type")).c_str(),
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
    return 0;
}

}  // namespace synsema::cli
