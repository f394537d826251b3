// GGUF reader: maps the file and validates it top to bottom.
//
// Layout (v2/v3, little-endian):
//   "GGUF" u32 version  u64 n_tensors  u64 n_kv
//   n_kv      x { string key, u32 value_type, value }
//   n_tensors x { string name, u32 n_dims, u64 ne[n_dims], u32 type, u64 offset }
//   padding to `alignment`, then the data section (tensor offsets are relative to it)
// where string = { u64 length, bytes } and array = { u32 element_type, u64 count, elements }.
//
// Nothing read from the file is trusted: every length is checked against the
// bytes that remain before anything is allocated or dereferenced.
#include "gguf_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <numeric>

#include "gguf_text.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::gguf {

static_assert(std::endian::native == std::endian::little, "the GGUF reader assumes a little-endian host");

// Smallest possible entries, used to cap counts against the bytes that remain.
constexpr uint64_t kMinKvBytes = 8 + 4 + 1;                // key length, value type, one-byte value
constexpr uint64_t kMinTensorInfoBytes = 8 + 4 + 8 + 4 + 8;  // name length, n_dims, ne[0], type, offset
constexpr uint32_t kMaxDims = 4;
// Absolute caps on what is held in memory, far above any real model (which
// has < 100 keys, < 100k tensors and vocabularies < 1M tokens), so that a
// large file of tiny entries cannot make the parser allocate many times its size.
constexpr uint64_t kMaxKeys = uint64_t(1) << 20;
constexpr uint64_t kMaxTensors = uint64_t(1) << 22;
constexpr uint64_t kMaxArrayStrings = uint64_t(1) << 24;
constexpr uint64_t kMaxReserve = 4096;  // entries reserved up front; more grow the vectors
constexpr uint64_t kMaxElements = uint64_t(std::numeric_limits<int64_t>::max());  // ggml's ne are int64
constexpr uint64_t kNone = ~uint64_t(0);

// Names the part of the file being read, built into text only on failure so
// reading a 150k-entry vocabulary does not format 150k strings.
struct Field {
    std::string_view kind;        // "header", "key", "tensor"
    std::string_view name;        // key or tensor name, may be empty
    std::string_view part;        // "length", "ne", "type", ...
    uint64_t index = kNone;       // dimension or array element, or entry number when unnamed

    std::string text() const {
        std::string s(kind);
        if (!name.empty()) s += " '" + printable(name) + "'";
        else if (index != kNone && part.empty()) return s + " #" + std::to_string(index);
        if (!part.empty()) s += " " + std::string(part);
        if (index != kNone) s += "[" + std::to_string(index) + "]";
        return s;
    }
};

class GgufParser {
public:
    explicit GgufParser(GgufFile& file) : f_(file), bytes_(file.bytes_) {}

    void parse() {
        read_header();
        for (uint64_t i = 0; i < n_kv_; ++i) read_kv(i);
        apply_alignment();
        for (uint64_t i = 0; i < n_tensors_; ++i) read_tensor_info(i);
        // The data section starts at the next multiple of the alignment.
        f_.data_offset_ = (pos_ + f_.alignment_ - 1) / f_.alignment_ * f_.alignment_;
        check_tensor_data();
    }

private:
    [[noreturn]] void fail(Problem p, const Field& field, uint64_t at, const std::string& detail) const {
        f_.fail(p, field.text(), at, detail);
    }
    uint64_t remaining() const { return bytes_.size() - pos_; }

    // Fixed-size little-endian read; Truncated when the file ends first.
    template <class T>
    T read(const Field& field) {
        if (sizeof(T) > remaining())
            fail(Problem::Truncated, field, pos_,
                 "needs " + std::to_string(sizeof(T)) + " bytes but the file ends after " +
                     std::to_string(remaining()));
        T v;
        std::memcpy(&v, bytes_.data() + pos_, sizeof(T));
        pos_ += sizeof(T);
        return v;
    }

    // u64 length + bytes, returned as a view into the file.
    std::string_view read_string(const Field& field, bool check_utf8) {
        const uint64_t at = pos_;
        const auto len = read<uint64_t>(field);
        if (len > remaining())
            fail(Problem::StringTooLong, field, at,
                 "string length " + std::to_string(len) + " exceeds the " + std::to_string(remaining()) +
                     " bytes left in the file");
        std::string_view s(reinterpret_cast<const char*>(bytes_.data() + pos_), size_t(len));
        if (check_utf8 && !valid_utf8(s))
            fail(Problem::BadUtf8, field, pos_, "not valid UTF-8: '" + printable(s) + "'");
        pos_ += len;
        return s;
    }

    void read_header() {
        const Field magic{"header", "", "magic"};
        if (bytes_.size() < 4)
            fail(Problem::Truncated, magic, 0,
                 "file is " + std::to_string(bytes_.size()) + " bytes, too short to be GGUF");
        if (std::memcmp(bytes_.data(), "GGUF", 4) != 0)
            fail(Problem::BadMagic, magic, 0, "not a GGUF file (starts with " + hex_bytes(bytes_.first(4)) + ")");
        pos_ = 4;
        const uint64_t version_at = pos_;
        const auto version = read<uint32_t>({"header", "", "version"});
        if (version == 1)
            fail(Problem::BadVersion, {"header", "", "version"}, version_at, "GGUF v1 is not supported (only v2 and v3)");
        if (version == 0x02000000u || version == 0x03000000u)
            fail(Problem::BadVersion, {"header", "", "version"}, version_at, "big-endian GGUF files are not supported");
        if (version != 2 && version != 3)
            fail(Problem::BadVersion, {"header", "", "version"}, version_at,
                 "unknown GGUF version " + std::to_string(version) + " (only v2 and v3 are supported)");
        f_.version_ = version;

        const uint64_t tensors_at = pos_;
        n_tensors_ = read<uint64_t>({"header", "", "n_tensors"});
        const uint64_t kv_at = pos_;
        n_kv_ = read<uint64_t>({"header", "", "n_kv"});
        // Cap the counts by what the rest of the file could possibly hold.
        if (n_tensors_ > remaining() / kMinTensorInfoBytes || n_tensors_ > kMaxTensors)
            fail(Problem::TooManyTensors, {"header", "", "n_tensors"}, tensors_at,
                 std::to_string(n_tensors_) + " tensors cannot fit in the " + std::to_string(remaining()) +
                     " bytes left in the file (or exceed the limit of " + std::to_string(kMaxTensors) + ")");
        const uint64_t after_tensors = remaining() - n_tensors_ * kMinTensorInfoBytes;
        if (n_kv_ > after_tensors / kMinKvBytes || n_kv_ > kMaxKeys)
            fail(Problem::TooManyKeys, {"header", "", "n_kv"}, kv_at,
                 std::to_string(n_kv_) + " key/value pairs cannot fit in the " + std::to_string(remaining()) +
                     " bytes left in the file (or exceed the limit of " + std::to_string(kMaxKeys) + ")");
        f_.kv_.reserve(std::min(n_kv_, kMaxReserve));
        f_.kv_index_.reserve(std::min(n_kv_, kMaxReserve));
        f_.tensors_.reserve(std::min(n_tensors_, kMaxReserve));
        f_.tensor_index_.reserve(std::min(n_tensors_, kMaxReserve));
    }

    ValueType read_value_type(const Field& field) {
        const uint64_t at = pos_;
        const auto raw = read<uint32_t>(field);
        if (raw > kMaxValueType)
            fail(Problem::BadValueType, field, at, "unknown value type " + std::to_string(raw));
        return ValueType(raw);
    }

    void read_kv(uint64_t i) {
        KeyValue kv;
        kv.file_offset = pos_;
        // The key, validated before it is used in any message.
        const std::string_view key = read_string({"key", "", "", i}, true);
        if (auto it = f_.kv_index_.find(key); it != f_.kv_index_.end())
            fail(Problem::DuplicateKey, {"key", key, ""}, kv.file_offset,
                 "duplicate key (first defined at byte " + std::to_string(f_.kv_[it->second].file_offset) + ")");
        kv.key = std::string(key);
        kv.value.type = read_value_type({"key", key, "value type"});
        read_value(kv.value, key);
        f_.kv_index_.emplace(key, f_.kv_.size());  // the view points into the file, which never moves
        f_.kv_.push_back(std::move(kv));
    }

    void read_value(Value& v, std::string_view key) {
        const Field field{"key", key, "value"};
        switch (v.type) {
            case ValueType::U8: v.u = read<uint8_t>(field); break;
            case ValueType::I8: v.i = read<int8_t>(field); break;
            case ValueType::U16: v.u = read<uint16_t>(field); break;
            case ValueType::I16: v.i = read<int16_t>(field); break;
            case ValueType::U32: v.u = read<uint32_t>(field); break;
            case ValueType::I32: v.i = read<int32_t>(field); break;
            case ValueType::U64: v.u = read<uint64_t>(field); break;
            case ValueType::I64: v.i = read<int64_t>(field); break;
            case ValueType::F32: v.f = read<float>(field); break;
            case ValueType::F64: v.f = read<double>(field); break;
            case ValueType::Bool: v.u = read<uint8_t>(field) != 0; break;
            case ValueType::String: v.str = read_string(field, true); break;
            case ValueType::Array: read_array(v, key); break;
        }
    }

    void read_array(Value& v, std::string_view key) {
        const uint64_t type_at = pos_;
        v.array_type = read_value_type({"key", key, "element type"});
        if (v.array_type == ValueType::Array)
            fail(Problem::NestedArray, {"key", key, "element type"}, type_at, "arrays of arrays are not supported");
        const uint64_t count_at = pos_;
        v.array_size = read<uint64_t>({"key", key, "count"});
        // Strings need at least their 8-byte length each; numbers their fixed size.
        const uint64_t min_elem = v.array_type == ValueType::String ? 8 : value_type_size(v.array_type);
        if (v.array_size > remaining() / min_elem)
            fail(Problem::ArrayTooLong, {"key", key, "count"}, count_at,
                 std::to_string(v.array_size) + " " + value_type_name(v.array_type) +
                     " elements cannot fit in the " + std::to_string(remaining()) + " bytes left in the file");
        if (v.array_type == ValueType::String && v.array_size > kMaxArrayStrings)
            fail(Problem::ArrayTooLong, {"key", key, "count"}, count_at,
                 std::to_string(v.array_size) + " strings exceed the limit of " + std::to_string(kMaxArrayStrings));
        if (v.array_type != ValueType::String) {
            v.array_data = bytes_.data() + pos_;
            pos_ += v.array_size * min_elem;
            return;
        }
        // Token strings are kept as stored bytes: a vocabulary may hold partial UTF-8.
        v.strings.reserve(v.array_size);
        for (uint64_t k = 0; k < v.array_size; ++k) v.strings.push_back(read_string({"key", key, "element", k}, false));
    }

    void apply_alignment() {
        const KeyValue* kv = f_.find("general.alignment");
        if (!kv) return;
        const Field field{"key", "general.alignment", "value"};
        if (kv->value.type != ValueType::U32)
            fail(Problem::BadAlignment, field, kv->file_offset,
                 std::string("must be a u32, found ") + value_type_name(kv->value.type));
        const uint64_t a = kv->value.u;
        if (a == 0 || !std::has_single_bit(a) || a > kMaxAlignment)
            fail(Problem::BadAlignment, field, kv->file_offset,
                 "alignment " + std::to_string(a) + " is not a power of two between 1 and " +
                     std::to_string(kMaxAlignment));
        f_.alignment_ = a;
    }

    void read_tensor_info(uint64_t i) {
        TensorInfo t;
        t.info_offset = pos_;
        const std::string_view name = read_string({"tensor", "", "", i}, true);
        if (f_.tensor_index_.count(name))
            fail(Problem::DuplicateTensor, {"tensor", name, ""}, t.info_offset, "duplicate tensor name");
        t.name = std::string(name);

        // Shape: 1..4 dimensions, none zero, element count within int64.
        const uint64_t dims_at = pos_;
        t.n_dims = read<uint32_t>({"tensor", name, "n_dims"});
        if (t.n_dims == 0 || t.n_dims > kMaxDims)
            fail(Problem::BadDims, {"tensor", name, "n_dims"}, dims_at,
                 std::to_string(t.n_dims) + " dimensions (must be 1 to 4)");
        t.n_elements = 1;
        for (uint32_t d = 0; d < t.n_dims; ++d) {
            const uint64_t at = pos_;
            const Field field{"tensor", name, "ne", d};
            t.ne[d] = read<uint64_t>(field);
            if (t.ne[d] == 0) fail(Problem::BadDims, field, at, "dimension is 0");
            if (__builtin_mul_overflow(t.n_elements, t.ne[d], &t.n_elements) || t.n_elements > kMaxElements)
                fail(Problem::SizeOverflow, field, at, "element count overflows");
        }

        // Type: a known ggml type whose blocks tile each row exactly.
        const uint64_t type_at = pos_;
        const auto raw_type = read<uint32_t>({"tensor", name, "type"});
        const kernels::DTypeInfo* info = kernels::dtype_info(raw_type);
        if (!info)
            fail(Problem::BadTensorType, {"tensor", name, "type"}, type_at,
                 "unknown tensor type " + std::to_string(raw_type));
        t.type = info->type;
        if (t.ne[0] % info->block_elems != 0)
            fail(Problem::BadDims, {"tensor", name, "ne", 0}, dims_at,
                 "ne[0] = " + std::to_string(t.ne[0]) + " is not a multiple of the " + std::string(info->name) +
                     " block size " + std::to_string(info->block_elems));
        const auto row = kernels::row_bytes(t.type, t.ne[0]);
        const uint64_t rows = t.n_elements / t.ne[0];
        if (!row || __builtin_mul_overflow(*row, rows, &t.n_bytes))
            fail(Problem::SizeOverflow, {"tensor", name, "type"}, type_at, "byte size overflows");

        // Offset into the data section, which must respect the alignment.
        const uint64_t offset_at = pos_;
        t.offset = read<uint64_t>({"tensor", name, "offset"});
        if (t.offset % f_.alignment_ != 0)
            fail(Problem::TensorMisaligned, {"tensor", name, "offset"}, offset_at,
                 "offset " + std::to_string(t.offset) + " is not a multiple of the alignment " +
                     std::to_string(f_.alignment_));
        f_.tensor_index_.emplace(name, f_.tensors_.size());
        f_.tensors_.push_back(std::move(t));
    }

    // Every tensor's bytes lie inside the file and no two tensors share bytes.
    void check_tensor_data() {
        for (auto& t : f_.tensors_) {
            uint64_t begin = 0, end = 0;
            if (__builtin_add_overflow(f_.data_offset_, t.offset, &begin) ||
                __builtin_add_overflow(begin, t.n_bytes, &end) || end > bytes_.size())
                fail(Problem::TensorOutOfBounds, {"tensor", t.name, "offset"}, t.info_offset,
                     "data of " + std::to_string(t.n_bytes) + " bytes at data offset " + std::to_string(t.offset) +
                         " runs past the end of the file (" + std::to_string(bytes_.size()) + " bytes)");
            t.data = bytes_.data() + begin;
        }
        std::vector<size_t> order(f_.tensors_.size());
        std::iota(order.begin(), order.end(), size_t(0));
        std::sort(order.begin(), order.end(),
                  [&](size_t a, size_t b) { return f_.tensors_[a].offset < f_.tensors_[b].offset; });
        for (size_t k = 1; k < order.size(); ++k) {
            const TensorInfo& prev = f_.tensors_[order[k - 1]];
            const TensorInfo& cur = f_.tensors_[order[k]];
            if (prev.offset + prev.n_bytes > cur.offset)  // both ends are inside the file: no overflow
                fail(Problem::TensorOverlap, {"tensor", cur.name, "offset"}, cur.info_offset,
                     "data overlaps tensor '" + printable(prev.name) + "'");
        }
    }

    GgufFile& f_;
    std::span<const uint8_t> bytes_;
    uint64_t pos_ = 0;
    uint64_t n_tensors_ = 0;
    uint64_t n_kv_ = 0;
};

void GgufFile::parse() { GgufParser(*this).parse(); }

std::unique_ptr<GgufFile> GgufFile::from_memory(std::string name, std::span<const uint8_t> bytes) {
    std::unique_ptr<GgufFile> f(new GgufFile());
    f->path_ = std::move(name);
    f->bytes_ = bytes;
    f->parse();
    return f;
}

std::unique_ptr<GgufFile> GgufFile::open(const std::string& path) {
    std::unique_ptr<GgufFile> f(new GgufFile());
    f->path_ = path;
    InputFile in;
    try {
        in = open_input(path);
    } catch (const Error& e) {
        // The message names the path already; fail() names it once more.
        std::string what = e.what();
        if (what.rfind(path + ": ", 0) == 0) what.erase(0, path.size() + 2);
        f->fail(Problem::Io, "file", kNoOffset, what);
    }
    if (in.identity.size == 0) f->fail(Problem::Truncated, "file", 0, "file is empty");
    // Read-only private mapping: tensor data is used in place, never copied.
    const size_t size = size_t(in.identity.size);
    void* map = ::mmap(nullptr, size, PROT_READ, MAP_PRIVATE, in.fd.get(), 0);
    const int map_errno = errno;
    if (map == MAP_FAILED) f->fail(Problem::Io, "file", kNoOffset, std::string("cannot map: ") + std::strerror(map_errno));
    f->mapping_ = map;
    f->mapping_size_ = size;
    f->bytes_ = {static_cast<const uint8_t*>(map), size};
    f->real_path_ = in.real_path;
    f->identity_at_open_ = in.identity;
    f->fd_ = std::move(in.fd);
    f->parse();
    return f;
}

bool GgufFile::release_pages(const void* p, size_t n) const {
    const auto begin = reinterpret_cast<uintptr_t>(p), base = reinterpret_cast<uintptr_t>(mapping_);
    if (!mapping_ || begin < base || n > mapping_size_ || begin - base > mapping_size_ - n) return false;
    // Only whole pages inside the range: its edges may share a page with other tensors.
    const uintptr_t page = uintptr_t(::sysconf(_SC_PAGESIZE));
    const uintptr_t first = (begin + page - 1) / page * page, last = (begin + n) / page * page;
    // MADV_DONTNEED on a private mapping that was never written only unmaps.
    if (first < last) ::madvise(reinterpret_cast<void*>(first), last - first, MADV_DONTNEED);
    return true;
}

GgufFile::~GgufFile() {
    if (mapping_) ::munmap(mapping_, mapping_size_);
}

}  // namespace synsema::gguf
