// GGUF v2/v3 reader. The file is memory-mapped and treated as hostile: every
// count, length, type, dimension, offset and alignment is checked against the
// bytes that remain and against overflow before it is used. Tensor data is
// never copied; TensorInfo::data points into the mapping.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/util/error.h"
#include "engine/util/file_identity.h"
#include "engine/util/unique_fd.h"
#include "kernels/dtype.h"

namespace synsema::gguf {

enum class ValueType : uint32_t {
    U8 = 0, I8 = 1, U16 = 2, I16 = 3, U32 = 4, I32 = 5, F32 = 6, Bool = 7,
    String = 8, Array = 9, U64 = 10, I64 = 11, F64 = 12,
};
inline constexpr uint32_t kMaxValueType = 12;
const char* value_type_name(ValueType t);
// Bytes of one fixed-size value on disk; 0 for String and Array.
uint64_t value_type_size(ValueType t);

// Default and largest accepted general.alignment.
inline constexpr uint64_t kDefaultAlignment = 32;
inline constexpr uint64_t kMaxAlignment = uint64_t(1) << 20;
// A GgufError whose problem is not at one place in the file (a missing key).
inline constexpr uint64_t kNoOffset = ~uint64_t(0);

// What exactly is wrong with a file; tests assert on it.
enum class Problem {
    Io, Truncated, BadMagic, BadVersion, TooManyTensors, TooManyKeys, StringTooLong, BadUtf8,
    ArrayTooLong, BadValueType, NestedArray, DuplicateKey, DuplicateTensor, BadAlignment,
    BadTensorType, BadDims, SizeOverflow, TensorOutOfBounds, TensorOverlap, TensorMisaligned,
    WrongType, MissingKey, MissingTensor,
};
const char* problem_name(Problem p);

class GgufError : public Error {
public:
    // "FILE: FIELD at byte OFFSET: DETAIL" ("FILE: FIELD: DETAIL" for kNoOffset).
    // ErrorKind::Io for Problem::Io, else ErrorKind::Format.
    GgufError(Problem problem, const std::string& file, const std::string& field, uint64_t offset,
              const std::string& detail);
    Problem problem() const { return problem_; }
    const std::string& field() const { return field_; }
    uint64_t offset() const { return offset_; }

private:
    Problem problem_;
    std::string field_;
    uint64_t offset_;
};

// A metadata value. Scalars are decoded; arrays stay views into the mapping
// (a 150k-entry vocabulary is not copied), with string arrays pre-indexed.
struct Value {
    ValueType type = ValueType::U8;
    uint64_t u = 0;          // unsigned integers and bool
    int64_t i = 0;           // signed integers
    double f = 0;            // F32/F64
    std::string_view str;    // String
    ValueType array_type = ValueType::U8;  // Array: element type
    uint64_t array_size = 0;               // Array: element count
    const uint8_t* array_data = nullptr;   // Array of numbers: little-endian elements
    std::vector<std::string_view> strings; // Array of strings (bytes as stored, not UTF-8 checked)
};

// Element `index` of a numeric (or bool) array as a double; nullopt when the
// value is not such an array or index is out of range.
std::optional<double> array_number(const Value& v, uint64_t index);

struct KeyValue {
    std::string key;
    Value value;
    uint64_t file_offset = 0;  // where the key starts, for error messages
};

struct TensorInfo {
    std::string name;
    kernels::DType type = kernels::DType::F32;
    uint32_t n_dims = 0;
    std::array<uint64_t, 4> ne{1, 1, 1, 1};  // ne[0] is the contiguous dimension
    uint64_t n_elements = 0;
    uint64_t n_bytes = 0;
    uint64_t offset = 0;       // from the start of the data section
    uint64_t info_offset = 0;  // where this tensor's entry sits in the file
    const uint8_t* data = nullptr;
};

class GgufParser;

class GgufFile {
public:
    // Maps and validates the file; throws GgufError. The file is opened the
    // way every input is (engine/util/input_file.h: a named link resolved,
    // anything but a regular file refused), and the descriptor stays open so
    // that the attestation hashes exactly the file that was mapped.
    static std::unique_ptr<GgufFile> open(const std::string& path);
    // Validates an in-memory image (fuzzing, tests). `bytes` must outlive the object.
    static std::unique_ptr<GgufFile> from_memory(std::string name, std::span<const uint8_t> bytes);
    ~GgufFile();
    GgufFile(const GgufFile&) = delete;
    GgufFile& operator=(const GgufFile&) = delete;

    const std::string& path() const { return path_; }
    uint32_t version() const { return version_; }
    uint64_t file_size() const { return bytes_.size(); }
    uint64_t alignment() const { return alignment_; }
    uint64_t data_offset() const { return data_offset_; }
    std::span<const uint8_t> bytes() const { return bytes_; }
    // The descriptor the file was mapped through (-1 for from_memory), its
    // stat at open, and its real path (links resolved).
    int fd() const { return fd_.get(); }
    const FileIdentity& identity_at_open() const { return identity_at_open_; }
    const std::string& real_path() const { return real_path_; }
    // Drops this process's resident pages inside [p, p + n) when they belong
    // to the file's read-only mapping: the page cache keeps them and a later
    // read maps them again. For tensor data the engine has copied into
    // another form (weight panels), so the two do not both count towards the
    // resident size. Returns false (and does nothing) for other memory.
    bool release_pages(const void* p, size_t n) const;

    const std::vector<KeyValue>& metadata() const { return kv_; }
    const KeyValue* find(std::string_view key) const;
    const std::vector<TensorInfo>& tensors() const { return tensors_; }
    const TensorInfo* find_tensor(std::string_view name) const;

    // Typed getters: nullopt when the key is absent; GgufError(WrongType)
    // naming the key when it is present with an incompatible type.
    std::optional<uint64_t> get_uint(std::string_view key) const;  // any non-negative integer
    std::optional<int64_t> get_int(std::string_view key) const;    // any integer that fits
    std::optional<double> get_float(std::string_view key) const;   // F32, F64 or an integer
    std::optional<bool> get_bool(std::string_view key) const;
    std::optional<std::string_view> get_string(std::string_view key) const;
    const Value* get_array(std::string_view key, ValueType element_type) const;
    // Numeric array converted to doubles; empty optional when absent.
    std::optional<std::vector<double>> get_number_array(std::string_view key) const;

    // The consumer's check of a tensor: present, of an allowed type, and of the
    // expected shape (use 0 in `shape` for "any"). Throws GgufError naming it.
    const TensorInfo& expect_tensor(std::string_view name, std::span<const kernels::DType> types,
                                    std::span<const uint64_t> shape) const;

    [[noreturn]] void fail(Problem p, const std::string& field, uint64_t offset,
                           const std::string& detail) const;

private:
    friend class GgufParser;  // gguf_file.cpp: fills the fields below
    GgufFile() = default;
    void parse();

    std::string path_;
    std::string real_path_;
    UniqueFd fd_;
    FileIdentity identity_at_open_;
    void* mapping_ = nullptr;
    size_t mapping_size_ = 0;
    std::span<const uint8_t> bytes_;
    uint32_t version_ = 0;
    uint64_t alignment_ = 32;
    uint64_t data_offset_ = 0;
    std::vector<KeyValue> kv_;
    std::unordered_map<std::string_view, size_t> kv_index_;
    std::vector<TensorInfo> tensors_;
    std::unordered_map<std::string_view, size_t> tensor_index_;
};

}  // namespace synsema::gguf
