#include "hf_cache.h"

#include <filesystem>

#include "engine/sources/gguf_choice.h"
#include "engine/sources/source_fs.h"
#include "engine/util/error.h"
#include "engine/util/str_cat.h"

namespace synsema::sources {
namespace {

namespace fs = std::filesystem;
constexpr int kMaxDepth = 4;
constexpr size_t kMaxFiles = 10000;

// A file of a repository folder as the scan found it.
struct RepoFile {
    std::string rel;   // relative to the snapshot / repo folder
    LinkEnd end;       // after following links
    std::string reason;  // why it is not present ("" when present)
};

// GGUF files below `root` (bounded depth and count), links followed.
std::vector<RepoFile> scan_ggufs(const fs::path& root) {
    std::vector<RepoFile> out;
    std::error_code ec;
    fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec);
    for (; !ec && it != fs::recursive_directory_iterator() && out.size() < kMaxFiles; it.increment(ec)) {
        if (it.depth() >= kMaxDepth) it.disable_recursion_pending();
        if (!ends_with_ci(it->path().filename().string(), ".gguf")) continue;
        RepoFile f{it->path().lexically_relative(root).string(), follow_links(it->path().string()), ""};
        if (ends_with_ci(f.end.path, ".incomplete")) f.reason = "download incomplete: " + f.end.path;
        else if (!f.end.present) {
            std::error_code e2;
            f.reason = fs::exists(f.end.path + ".incomplete", e2) ? "download incomplete: " + f.end.path + ".incomplete"
                                                                  : "dangling link: " + it->path().string() + " → " + f.end.path;
            f.end.present = false;
        }
        out.push_back(std::move(f));
    }
    return out;
}

// The snapshot refs/main points to, or the only snapshot when there is no ref.
std::optional<fs::path> snapshot_dir(const fs::path& repo_dir) {
    std::optional<std::string> ref;
    try {
        ref = read_small_file((repo_dir / "refs" / "main").string(), 4096);
    } catch (const Error&) {
    }
    if (ref) {
        std::string commit = *ref;
        while (!commit.empty() && (commit.back() == '\n' || commit.back() == '\r' || commit.back() == ' ')) commit.pop_back();
        if (is_hex(to_lower(commit), 40) || is_hex(to_lower(commit), 64)) {
            const fs::path snap = repo_dir / "snapshots" / commit;
            std::error_code ec;
            if (fs::is_directory(snap, ec)) return snap;
        }
    }
    const auto snaps = list_dir((repo_dir / "snapshots").string());
    if (snaps.size() == 1) return repo_dir / "snapshots" / snaps[0];
    return std::nullopt;
}

WeightFile weight_file(const fs::path& root, const RepoFile& f) {
    WeightFile w;
    w.path = (root / f.rel).string();
    w.blob_path = f.end.path;
    const std::string blob_name = fs::path(f.end.path).filename().string();
    if (is_hex(blob_name, 64)) w.expected_sha256 = blob_name;  // an LFS blob is named by its sha256
    std::error_code ec;
    w.size = uint64_t(fs::file_size(f.end.path, ec));
    return w;
}

SourceEntry make_entry(SourceKind kind, const std::string& repo_name, const fs::path& root,
                       const std::vector<RepoFile>& files, const GgufCandidate& c) {
    SourceEntry e;
    e.source = kind;
    e.name = repo_name + "/" + c.files[0];
    for (const auto& rel : c.files)
        for (const auto& f : files)
            if (f.rel == rel) e.files.push_back(weight_file(root, f));
    return e;
}

// Resolves a name inside one repository folder (a snapshot or an LM Studio repo).
std::optional<SourceEntry> find_in_repo(SourceKind kind, const RepoName& name, const fs::path& root, std::string* why_not) {
    const auto files = scan_ggufs(root);
    std::vector<std::string> present;
    for (const auto& f : files) {
        if (!f.reason.empty() && (to_lower(f.rel) == to_lower(name.file))) {
            *why_not = f.reason;
            return std::nullopt;
        }
        if (f.reason.empty()) present.push_back(f.rel);
    }
    const auto candidates = group_ggufs(present, nullptr);
    const std::string repo_name = name.org + "/" + name.repo;
    if (!name.file.empty()) {
        // org/repo/FILE: that file (case-insensitively), with its splits when it is the first one.
        for (const auto& c : candidates)
            if (to_lower(c.files[0]) == to_lower(name.file)) return make_entry(kind, repo_name, root, files, c);
        *why_not = "no present GGUF file '" + name.file + "' in " + root.string();
        return std::nullopt;
    }
    const auto chosen = choose_gguf(candidates, name.tag, why_not);
    if (!chosen) {
        *why_not += " in " + root.string();
        return std::nullopt;
    }
    return make_entry(kind, repo_name, root, files, candidates[*chosen]);
}

// Every file of one repository folder as entries; files not present are listed as not runnable.
void list_repo(SourceKind kind, const std::string& repo_name, const fs::path& root, std::vector<SourceEntry>& out) {
    const auto files = scan_ggufs(root);
    std::vector<std::string> present, incomplete;
    for (const auto& f : files) {
        if (f.reason.empty()) {
            present.push_back(f.rel);
            continue;
        }
        SourceEntry e;
        e.source = kind;
        e.name = repo_name + "/" + f.rel;
        e.runnable = false;
        e.not_runnable_reason = f.reason;
        out.push_back(std::move(e));
    }
    for (const auto& c : group_ggufs(present, &incomplete)) out.push_back(make_entry(kind, repo_name, root, files, c));
    for (const auto& first : incomplete) {
        SourceEntry e;
        e.source = kind;
        e.name = str_cat(repo_name, "/", first);
        e.runnable = false;
        e.not_runnable_reason = "a split of this model is missing";
        out.push_back(std::move(e));
    }
}

}  // namespace

std::optional<RepoName> parse_repo_name(std::string_view text) {
    const size_t slash = text.find('/');
    if (slash == std::string_view::npos || slash == 0 || text.size() > 1024) return std::nullopt;
    RepoName n;
    n.org = std::string(text.substr(0, slash));
    std::string rest(text.substr(slash + 1));
    if (const size_t second = rest.find('/'); second != std::string::npos) {
        n.file = rest.substr(second + 1);
        rest = rest.substr(0, second);
    } else if (const size_t colon = rest.rfind(':'); colon != std::string::npos) {
        n.tag = rest.substr(colon + 1);
        rest = rest.substr(0, colon);
    }
    n.repo = rest;
    auto bad = [](const std::string& s) { return s.empty() || s == "." || s == ".." || s.find(':') != std::string::npos; };
    if (bad(n.org) || bad(n.repo) || n.file.find("..") != std::string::npos) return std::nullopt;
    if (n.file.empty() && text.find('/', slash + 1) != std::string_view::npos) return std::nullopt;
    return n;
}

std::string hf_cache_dir() {
    if (auto d = env_value("HF_HUB_CACHE")) return *d;
    if (auto d = env_value("HUGGINGFACE_HUB_CACHE")) return *d;
    if (auto d = env_value("HF_HOME")) return (fs::path(*d) / "hub").string();
    const std::string cache = env_value("XDG_CACHE_HOME").value_or((fs::path(home_dir()) / ".cache").string());
    return (fs::path(cache) / "huggingface" / "hub").string();
}

std::optional<SourceEntry> find_hf(const RepoName& name, std::vector<std::string>& searched, std::string* why_not) {
    const std::string cache = hf_cache_dir();
    const std::string folder = "models--" + name.org + "--" + name.repo;
    searched.push_back("huggingface cache " + (fs::path(cache) / folder).string());
    const auto repo_dir = find_child_ci(cache, folder);
    if (!repo_dir) return std::nullopt;
    const auto snap = snapshot_dir(*repo_dir);
    if (!snap) {
        *why_not = *repo_dir + ": no snapshot (refs/main missing or pointing nowhere)";
        return std::nullopt;
    }
    // The repository's own spelling, as the folder has it.
    const std::string dir_name = fs::path(*repo_dir).filename().string().substr(8);
    const size_t sep = dir_name.find("--");
    RepoName actual = name;
    if (sep != std::string::npos) {
        actual.org = dir_name.substr(0, sep);
        actual.repo = dir_name.substr(sep + 2);
    }
    return find_in_repo(SourceKind::HuggingFace, actual, *snap, why_not);
}

std::vector<SourceEntry> list_hf() {
    std::vector<SourceEntry> out;
    const std::string cache = hf_cache_dir();
    for (const auto& dir : list_dir(cache)) {
        if (dir.rfind("models--", 0) != 0) continue;
        const std::string rest = dir.substr(8);
        const size_t sep = rest.find("--");
        if (sep == std::string::npos) continue;
        const auto snap = snapshot_dir(fs::path(cache) / dir);
        if (!snap) continue;
        list_repo(SourceKind::HuggingFace, rest.substr(0, sep) + "/" + rest.substr(sep + 2), *snap, out);
    }
    return out;
}

std::vector<std::string> lmstudio_dirs() {
    const fs::path home = home_dir();
    return {(home / ".lmstudio" / "models").string(), (home / ".cache" / "lm-studio" / "models").string()};
}

std::optional<SourceEntry> find_lmstudio(const RepoName& name, std::vector<std::string>& searched, std::string* why_not) {
    for (const auto& root : lmstudio_dirs()) {
        searched.push_back("lmstudio folder " + (fs::path(root) / name.org / name.repo).string());
        const auto publisher = find_child_ci(root, name.org);
        const auto repo = publisher ? find_child_ci(*publisher, name.repo) : std::nullopt;
        if (!repo) continue;
        RepoName actual = name;
        actual.org = fs::path(*publisher).filename().string();
        actual.repo = fs::path(*repo).filename().string();
        if (auto e = find_in_repo(SourceKind::LmStudio, actual, *repo, why_not)) return e;
    }
    return std::nullopt;
}

std::vector<SourceEntry> list_lmstudio() {
    std::vector<SourceEntry> out;
    for (const auto& root : lmstudio_dirs())
        for (const auto& publisher : list_dir(root))
            for (const auto& repo : list_dir((fs::path(root) / publisher).string())) {
                const fs::path dir = fs::path(root) / publisher / repo;
                std::error_code ec;
                if (fs::is_directory(dir, ec)) list_repo(SourceKind::LmStudio, str_cat(publisher, "/", repo), dir, out);
            }
    return out;
}

}  // namespace synsema::sources
