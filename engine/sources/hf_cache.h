// The Hugging Face hub cache. Names: org/repo, org/repo:QUANT and
// org/repo/file.gguf. models--org--repo/refs/main holds a commit;
// snapshots/<commit>/... holds relative symlinks into blobs/, where LFS files
// are named by their sha256. A link that dangles or ends in an .incomplete
// blob is a file that is not present.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/sources/model_source.h"

namespace synsema::sources {

struct RepoName {
    std::string org, repo;
    std::string tag;   // org/repo:TAG
    std::string file;  // org/repo/FILE (may contain '/')
};
// nullopt when `text` does not have the org/repo[...] shape.
std::optional<RepoName> parse_repo_name(std::string_view text);

// The first of $HF_HUB_CACHE, $HUGGINGFACE_HUB_CACHE, $HF_HOME/hub,
// ${XDG_CACHE_HOME:-~/.cache}/huggingface/hub.
std::string hf_cache_dir();

std::optional<SourceEntry> find_hf(const RepoName& name, std::vector<std::string>& searched, std::string* why_not);
std::vector<SourceEntry> list_hf();

// LM Studio: <dir>/<publisher>/<repo>/*.gguf under ~/.lmstudio/models (and
// the older ~/.cache/lm-studio/models). Same name forms as the hub cache.
std::vector<std::string> lmstudio_dirs();
std::optional<SourceEntry> find_lmstudio(const RepoName& name, std::vector<std::string>& searched, std::string* why_not);
std::vector<SourceEntry> list_lmstudio();

}  // namespace synsema::sources
