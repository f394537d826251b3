#include "model.h"

#include <spdlog/spdlog.h>

#include "engine/arch/arch_registry.h"
#include "engine/model/compiler.h"
#include "engine/util/error.h"

namespace synsema::model {

std::unique_ptr<Model> Model::load(const std::string& path, const LoadOptions& options) {
    return load_set(gguf::GgufSet::open(path), options);
}

std::unique_ptr<Model> Model::load_files(const std::vector<std::string>& paths, const LoadOptions& options) {
    return load_set(gguf::GgufSet::open_files(paths), options);
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
    m->tokenizer_ = Tokenizer::from_gguf(file);
    // Some files pad the output layer beyond the vocabulary; the sampler never picks padding.
    if (int64_t(m->tokenizer_->vocab_size()) > m->plan_.n_vocab)
        throw Error(ErrorKind::Format, path + ": the vocabulary has " + std::to_string(m->tokenizer_->vocab_size()) +
                                           " tokens but the output layer produces " + std::to_string(m->plan_.n_vocab) +
                                           " logits");
    return m;
}

}  // namespace synsema::model
