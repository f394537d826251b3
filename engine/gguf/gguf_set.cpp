#include "gguf_set.h"

#include <cstdio>
#include <filesystem>
#include <unordered_set>
#include "engine/util/str_cat.h"

namespace synsema::gguf {
namespace {

// Digits only, exactly five of them (llama.cpp's %05d).
std::optional<uint64_t> five_digits(std::string_view s) {
    if (s.size() != 5) return std::nullopt;
    uint64_t v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + uint64_t(c - '0');
    }
    return v;
}

// split.no (0-based) and split.count of one file; {0, 1} for an unsplit file.
struct SplitKeys {
    uint64_t no = 0;
    uint64_t count = 1;
    std::optional<uint64_t> tensors;
};

SplitKeys split_keys(const GgufFile& f) {
    SplitKeys k;
    k.no = f.get_uint("split.no").value_or(0);
    k.count = f.get_uint("split.count").value_or(1);
    k.tensors = f.get_uint("split.tensors.count");
    if (k.count == 0 || k.count > kMaxSplits)
        f.fail(Problem::BadDims, "split.count", kNoOffset,
               "split count " + std::to_string(k.count) + " is outside [1, " + std::to_string(kMaxSplits) + "]");
    return k;
}

}  // namespace

std::optional<SplitName> parse_split_name(std::string_view path) {
    constexpr std::string_view kSuffix = ".gguf";
    // PREFIX-NNNNN-of-NNNNN.gguf: 1 + 5 + 4 + 5 + 5 characters after PREFIX.
    constexpr size_t kTail = 1 + 5 + 4 + 5 + kSuffix.size();
    if (path.size() <= kTail || path.substr(path.size() - kSuffix.size()) != kSuffix) return std::nullopt;
    const std::string_view tail = path.substr(path.size() - kTail);
    if (tail[0] != '-' || tail.substr(6, 4) != "-of-") return std::nullopt;
    const auto number = five_digits(tail.substr(1, 5));
    const auto count = five_digits(tail.substr(10, 5));
    if (!number || !count || *number < 1 || *number > *count) return std::nullopt;
    return SplitName{std::string(path.substr(0, path.size() - kTail)), *number, *count};
}

std::string split_path(std::string_view prefix, uint64_t number, uint64_t count) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "-%05llu-of-%05llu.gguf", static_cast<unsigned long long>(number),
                  static_cast<unsigned long long>(count));
    return std::string(prefix) + buf;
}

std::unique_ptr<GgufSet> GgufSet::open(const std::string& path) {
    auto first = GgufFile::open(path);
    const SplitKeys keys = split_keys(*first);
    std::vector<std::string> paths{path};
    if (keys.count > 1) {
        // Only the first split carries the model's metadata; find the others by name.
        if (keys.no != 0)
            throw Error(ErrorKind::Invalid, path + ": this is split " + std::to_string(keys.no + 1) + " of " +
                                                std::to_string(keys.count) + "; open the first split instead");
        const auto name = parse_split_name(path);
        if (!name || name->count != keys.count)
            throw Error(ErrorKind::NotFound,
                        path + ": the file is split 1 of " + std::to_string(keys.count) +
                            " but its name is not PREFIX" + split_path("", 1, keys.count) +
                            ", so the other splits cannot be found");
        for (uint64_t i = 2; i <= keys.count; ++i) {
            const std::string p = split_path(name->prefix, i, keys.count);
            std::error_code ec;
            if (!std::filesystem::is_regular_file(p, ec))
                throw Error(ErrorKind::NotFound, str_cat(path, ": split ", std::to_string(i), " of ",
                                                         std::to_string(keys.count), " is missing: ", p));
            paths.push_back(p);
        }
    }
    auto set = std::unique_ptr<GgufSet>(new GgufSet());
    set->owned_.push_back(std::move(first));
    for (size_t i = 1; i < paths.size(); ++i) set->owned_.push_back(GgufFile::open(paths[i]));
    for (const auto& f : set->owned_) set->files_.push_back(f.get());
    set->check_splits();
    return set;
}

std::unique_ptr<GgufSet> GgufSet::open_files(const std::vector<std::string>& paths) {
    if (paths.empty()) throw Error(ErrorKind::Invalid, "no model files given");
    if (paths.size() > kMaxSplits) throw Error(ErrorKind::Limit, paths.front() + ": too many split files");
    auto set = std::unique_ptr<GgufSet>(new GgufSet());
    for (const auto& p : paths) set->owned_.push_back(GgufFile::open(p));
    for (const auto& f : set->owned_) set->files_.push_back(f.get());
    set->check_splits();
    return set;
}

std::unique_ptr<GgufSet> GgufSet::view(const GgufFile& file) {
    auto set = std::unique_ptr<GgufSet>(new GgufSet());
    set->files_.push_back(&file);
    set->tensor_count_ = file.tensors().size();
    return set;
}

// Every file is the split its position says, the counts agree, and no tensor
// appears twice; a lone file must not claim to be one of several.
void GgufSet::check_splits() {
    const uint64_t n = files_.size();
    std::unordered_set<std::string_view> names;
    size_t total = 0;
    for (uint64_t i = 0; i < n; ++i) {
        const GgufFile& f = *files_[i];
        const SplitKeys k = split_keys(f);
        if (k.count != n)
            f.fail(Problem::BadDims, "split.count", kNoOffset,
                   "the file says the model has " + std::to_string(k.count) + " splits but " + std::to_string(n) +
                       " file(s) were given");
        if (k.no != i)
            f.fail(Problem::BadDims, "split.no", kNoOffset,
                   "expected split number " + std::to_string(i) + ", the file says " + std::to_string(k.no));
        for (const auto& t : f.tensors()) {
            if (!names.insert(t.name).second)
                f.fail(Problem::DuplicateTensor, "tensor '" + t.name + "'", t.info_offset,
                       "the tensor is also in an earlier split");
        }
        total += f.tensors().size();
    }
    const auto expected = split_keys(first()).tensors;
    if (n > 1 && expected && *expected != total)
        first().fail(Problem::BadDims, "split.tensors.count", kNoOffset,
                     "the splits hold " + std::to_string(total) + " tensors, the first split says " +
                         std::to_string(*expected));
    tensor_count_ = total;
}

std::vector<std::string> GgufSet::paths() const {
    std::vector<std::string> out;
    for (const auto* f : files_) out.push_back(f->path());
    return out;
}

std::string GgufSet::describe() const {
    if (files_.size() == 1) return first().path();
    return first().path() + " (+ " + std::to_string(files_.size() - 1) + " more splits)";
}

uint64_t GgufSet::total_bytes() const {
    uint64_t total = 0;
    for (const auto* f : files_) total += f->file_size();
    return total;
}

const TensorInfo* GgufSet::find_tensor(std::string_view name) const {
    for (const auto* f : files_)
        if (const auto* t = f->find_tensor(name)) return t;
    return nullptr;
}

void GgufSet::release_pages(const void* p, size_t n) const {
    for (const auto* f : files_)
        if (f->release_pages(p, n)) return;
}

}  // namespace synsema::gguf
