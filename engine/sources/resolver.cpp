#include "resolver.h"

#include <algorithm>
#include <filesystem>

#include "engine/gguf/gguf_set.h"
#include "engine/sources/hf_cache.h"
#include "engine/sources/ollama_store.h"
#include "engine/sources/source_fs.h"
#include "engine/util/error.h"

namespace synsema::sources {
namespace {

namespace fs = std::filesystem;

size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

}  // namespace

SourceEntry file_source_entry(const std::string& path) {
    SourceEntry e;
    e.source = SourceKind::File;
    e.name = path;
    // The header says whether this is the first of several splits; a broken
    // file is left for the loader to report.
    std::vector<std::string> paths{path};
    try {
        paths = gguf::GgufSet::open(path)->paths();
    } catch (const Error&) {
    }
    for (const auto& p : paths) {
        const LinkEnd end = follow_links(p);
        std::error_code ec;
        e.files.push_back({p, end.path, "", end.present ? uint64_t(fs::file_size(end.path, ec)) : 0});
    }
    return e;
}

namespace {

bool looks_like_path(std::string_view name) {
    return name.rfind('/', 0) == 0 || name.rfind("./", 0) == 0 || name.rfind("../", 0) == 0 || name.rfind("~/", 0) == 0;
}

[[noreturn]] void not_found(std::string_view name, const std::vector<std::string>& searched,
                            const std::vector<std::string>& reasons) {
    std::string msg = "model '" + std::string(name) + "' was not found on this machine (nothing is downloaded).";
    for (const auto& r : reasons) msg += "\n  " + r;
    msg += "\nSearched:";
    for (const auto& s : searched) msg += "\n  " + s;
    std::vector<std::string> names;
    for (const auto& e : list_all_sources())
        if (e.runnable) names.push_back(e.name);
    const auto close = close_names(name, names);
    if (!close.empty()) {
        msg += "\nDid you mean:";
        for (const auto& c : close) msg += "\n  " + c;
    }
    throw Error(ErrorKind::NotFound, msg);
}

ResolvedModel runnable(std::string_view requested, SourceEntry e) {
    if (!e.runnable)
        throw Error(ErrorKind::Unsupported,
                    "model '" + std::string(requested) + "' (" + source_kind_name(e.source) + ") cannot run: " + e.not_runnable_reason);
    return {std::string(requested), std::move(e)};
}

}  // namespace

ResolvedModel resolve_model(std::string_view name) {
    std::vector<std::string> searched, reasons;
    if (name.empty()) throw Error(ErrorKind::Invalid, "empty model name");
    // 1. A file on disk.
    std::string path(name);
    if (path.rfind("~/", 0) == 0) path = (fs::path(home_dir()) / path.substr(2)).string();
    searched.push_back("file " + fs::absolute(path).lexically_normal().string());
    std::error_code ec;
    if (fs::is_regular_file(path, ec)) return {std::string(name), file_source_entry(path)};
    if (looks_like_path(name) || (ends_with_ci(name, ".gguf") && name.find('/') == std::string_view::npos))
        not_found(name, searched, reasons);

    // 2. Ollama.
    if (const auto on = parse_ollama_name(name))
        if (auto e = find_ollama(*on, searched)) return runnable(name, std::move(*e));

    // 3. and 4. A Hugging Face repo, then LM Studio.
    if (const auto rn = parse_repo_name(name)) {
        std::string why;
        if (auto e = find_hf(*rn, searched, &why)) return runnable(name, std::move(*e));
        if (!why.empty()) reasons.push_back("huggingface: " + why);
        why.clear();
        if (auto e = find_lmstudio(*rn, searched, &why)) return runnable(name, std::move(*e));
        if (!why.empty()) reasons.push_back("lmstudio: " + why);
    }
    not_found(name, searched, reasons);
}

std::vector<SourceEntry> list_all_sources() {
    std::vector<SourceEntry> all = list_ollama();
    for (auto* list : {&list_hf, &list_lmstudio}) {
        auto more = (*list)();
        all.insert(all.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return all;
}

std::vector<std::string> model_store_places() {
    std::vector<std::string> places;
    for (const auto& d : ollama_store_dirs()) places.push_back("Ollama store " + d);
    places.push_back("Hugging Face cache " + hf_cache_dir());
    for (const auto& d : lmstudio_dirs()) places.push_back("LM Studio folder " + d);
    return places;
}

std::vector<std::string> close_names(std::string_view name, const std::vector<std::string>& names, size_t max) {
    const std::string wanted = to_lower(name);
    std::vector<std::pair<size_t, std::string>> scored;
    for (const auto& n : names) {
        const std::string lower = to_lower(n);
        // Compare with the whole name and with its shorter forms: "model" of
        // "model:tag" and "org/repo" of "org/repo/file.gguf".
        size_t d = edit_distance(wanted, lower);
        const size_t second_slash = lower.find('/', lower.find('/') + 1);
        for (const std::string& stem : {lower.substr(0, lower.rfind(':')),
                                        second_slash == std::string::npos ? lower : lower.substr(0, second_slash)})
            d = std::min(d, edit_distance(wanted, stem));
        // A name that contains what was typed (or the reverse) is close whatever its length.
        if (lower.find(wanted) != std::string::npos || wanted.find(lower) != std::string::npos) d = std::min<size_t>(d, 1);
        if (d <= std::max<size_t>(2, wanted.size() / 3)) scored.emplace_back(d, n);
    }
    std::sort(scored.begin(), scored.end());
    std::vector<std::string> out;
    for (const auto& [d, n] : scored) {
        if (out.size() >= max) break;
        if (std::find(out.begin(), out.end(), n) == out.end()) out.push_back(n);
    }
    return out;
}

const char* source_kind_name(SourceKind kind) {
    switch (kind) {
        case SourceKind::File: return "file";
        case SourceKind::Ollama: return "ollama";
        case SourceKind::HuggingFace: return "huggingface";
        case SourceKind::LmStudio: return "lmstudio";
    }
    return "unknown";
}

std::vector<std::string> SourceEntry::paths() const {
    std::vector<std::string> out;
    for (const auto& f : files) out.push_back(f.path);
    return out;
}

uint64_t SourceEntry::total_size() const {
    uint64_t total = 0;
    for (const auto& f : files) total += f.size;
    return total;
}

}  // namespace synsema::sources
