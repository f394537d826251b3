#include "model.h"

#include <spdlog/spdlog.h>

#include <filesystem>

#include "engine/arch/arch_registry.h"
#include "engine/model/compiler.h"
#include "engine/model/weight_panels.h"
#include "engine/util/error.h"
#include "engine/util/memory.h"

namespace synsema::model {

namespace {

// Refuses, before anything is mapped, weights that cannot fit in the memory
// the machine has available: mapped they would "load" and then thrash.
// A split model counts every split its first file's name announces.
void check_fits_in_memory(const std::vector<std::string>& paths) {
    std::vector<std::string> files = paths;
    if (files.size() == 1)
        if (const auto split = gguf::parse_split_name(files[0]); split && split->number == 1)
            for (uint64_t i = 2; i <= split->count && i <= gguf::kMaxSplits; ++i)
                files.push_back(gguf::split_path(split->prefix, i, split->count));
    uint64_t total = 0;
    for (const auto& f : files) {
        std::error_code ec;
        const auto size = std::filesystem::file_size(f, ec);
        if (!ec) total += size;
    }
    const uint64_t available = available_memory_bytes();
    if (available != 0 && total > available)
        throw Error(ErrorKind::Limit, paths[0] + ": the model needs " + format_bytes(total) + " (" +
                                          std::to_string(total) + " bytes) of memory but only " +
                                          format_bytes(available) + " (" + std::to_string(available) +
                                          " bytes) is available; close other programs or choose a smaller model");
}

}  // namespace

std::unique_ptr<Model> Model::load(const std::string& path, const LoadOptions& options) {
    check_fits_in_memory({path});
    auto files = gguf::GgufSet::open(path);
    if (options.on_files_opened) options.on_files_opened(*files);
    return load_set(std::move(files), options);
}

std::unique_ptr<Model> Model::load_files(const std::vector<std::string>& paths, const LoadOptions& options) {
    if (!paths.empty()) check_fits_in_memory(paths);
    auto files = gguf::GgufSet::open_files(paths);
    if (options.on_files_opened) options.on_files_opened(*files);
    return load_set(std::move(files), options);
}

std::unique_ptr<Model> Model::load_set(std::unique_ptr<gguf::GgufSet> files, const LoadOptions& options) {
    auto m = std::unique_ptr<Model>(new Model());
    m->files_ = std::move(files);
    const gguf::GgufFile& file = m->files_->first();
    const std::string& path = file.path();
    const auto arch_name = file.get_string("general.architecture");
    if (!arch_name) throw Error(ErrorKind::Format, path + ": missing key 'general.architecture'");
    m->name_ = std::string(file.get_string("general.name").value_or(*arch_name));

    const auto dirs = options.arch_dirs.empty() ? arch::default_arch_dirs() : options.arch_dirs;
    auto found = arch::find_arch(std::string(*arch_name), dirs);
    spdlog::info("architecture '{}' from {}", *arch_name, found.path);
    m->plan_ = compile_plan(found.def, *m->files_);
    m->plan_.arch_file = found.path;
    m->plan_.arch_sha256 = found.def.sha256;
    if (options.weight_panels) pack_weight_panels(m->plan_, *m->files_, options.threads);
    m->tokenizer_ = Tokenizer::from_gguf(file);
    // Some files pad the output layer beyond the vocabulary; the sampler never picks padding.
    if (int64_t(m->tokenizer_->vocab_size()) > m->plan_.n_vocab)
        throw Error(ErrorKind::Format, path + ": the vocabulary has " + std::to_string(m->tokenizer_->vocab_size()) +
                                           " tokens but the output layer produces " + std::to_string(m->plan_.n_vocab) +
                                           " logits");
    return m;
}

}  // namespace synsema::model
