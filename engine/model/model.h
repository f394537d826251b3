// A loaded model: the mapped GGUF, the architecture file it runs with, the
// compiled plan and the tokenizer. Immutable after load; sessions share it.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_set.h"
#include "engine/model/plan.h"
#include "engine/tokenizer/tokenizer.h"

namespace synsema::model {

struct LoadOptions {
    std::vector<std::string> arch_dirs;  // empty: arch::default_arch_dirs()
    bool weight_panels = true;           // repack multiply-only matrices (weight_panels.h)
    int threads = 0;                     // threads for that repacking; 0: all cores
    // Called once the files are open and mapped, before the rest of the load:
    // `run --attest` starts hashing them here, through the descriptors that
    // were mapped, in parallel with the load and the run.
    std::function<void(const gguf::GgufSet&)> on_files_opened = {};
};

class Model {
public:
    // Throws synsema::Error naming the file and the problem. The first split
    // of a split model brings its siblings (see gguf::GgufSet::open). Weights
    // larger than the available memory are refused before mapping
    // (Error(Limit) giving both sizes).
    static std::unique_ptr<Model> load(const std::string& gguf_path, const LoadOptions& options = {});
    // A model in these files, splits 1..N in order.
    static std::unique_ptr<Model> load_files(const std::vector<std::string>& gguf_paths,
                                             const LoadOptions& options = {});

    // The first (or only) file: the model's metadata.
    const gguf::GgufFile& file() const { return files_->first(); }
    const gguf::GgufSet& files() const { return *files_; }
    const Plan& plan() const { return plan_; }
    const Tokenizer& tokenizer() const { return *tokenizer_; }
    const std::string& arch_path() const { return plan_.arch_file; }
    const std::string& arch_sha256() const { return plan_.arch_sha256; }  // of the bytes parsed at load
    const std::string& name() const { return name_; }

private:
    static std::unique_ptr<Model> load_set(std::unique_ptr<gguf::GgufSet> files, const LoadOptions& options);

    std::unique_ptr<gguf::GgufSet> files_;
    Plan plan_;
    std::unique_ptr<Tokenizer> tokenizer_;
    std::string name_;
};

}  // namespace synsema::model
