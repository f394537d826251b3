// One model stored as one GGUF file or as llama.cpp splits
// (NAME-00001-of-00003.gguf ...). Every split has its own header with the keys
// split.no, split.count and split.tensors.count; the tensors are distributed
// over the files and the model's metadata lives in the first split. A GgufSet
// owns (or, for view(), borrows) the mappings and finds a tensor in any of them.
#pragma once
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/gguf/gguf_file.h"

namespace synsema::gguf {

inline constexpr uint64_t kMaxSplits = 4096;

// The parts of a split file name: PREFIX-00002-of-00005.gguf → {PREFIX, 2, 5}.
struct SplitName {
    std::string prefix;  // everything before "-NNNNN-of-NNNNN.gguf", folder included
    uint64_t number = 0; // 1-based
    uint64_t count = 0;
};
std::optional<SplitName> parse_split_name(std::string_view path);
// The path of split `number` (1-based) of `count`, llama.cpp's naming.
std::string split_path(std::string_view prefix, uint64_t number, uint64_t count);

class GgufSet {
public:
    // Opens `path`; when it is split 1 of N, opens the N-1 siblings named the
    // llama.cpp way in the same folder. Throws GgufError / Error(NotFound).
    static std::unique_ptr<GgufSet> open(const std::string& path);
    // Opens exactly these files as splits 1..N (in order).
    static std::unique_ptr<GgufSet> open_files(const std::vector<std::string>& paths);
    // A single already-open file, borrowed (it must outlive the set).
    static std::unique_ptr<GgufSet> view(const GgufFile& file);

    const GgufFile& first() const { return *files_.front(); }
    size_t size() const { return files_.size(); }
    const GgufFile& file(size_t i) const { return *files_.at(i); }
    std::vector<std::string> paths() const;
    // "PATH" or "PATH (+ N-1 more splits)", for messages.
    std::string describe() const;
    uint64_t total_bytes() const;
    size_t tensor_count() const { return tensor_count_; }

    // The tensor of that name in whichever split holds it, or nullptr.
    const TensorInfo* find_tensor(std::string_view name) const;
    // GgufFile::release_pages on whichever split maps [p, p + n).
    void release_pages(const void* p, size_t n) const;

private:
    GgufSet() = default;
    void check_splits();

    std::vector<std::unique_ptr<GgufFile>> owned_;
    std::vector<const GgufFile*> files_;
    size_t tensor_count_ = 0;
};

}  // namespace synsema::gguf
