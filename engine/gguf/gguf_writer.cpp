#include "gguf_writer.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>

#include "engine/util/error.h"
#include "engine/util/new_file.h"
#include "kernels/type_kernels.h"

namespace synsema::gguf {
namespace {

// Little-endian byte emitter.
struct Bytes {
    std::vector<uint8_t>& out;
    template <class T>
    void put(T v) {
        const size_t at = out.size();
        out.resize(at + sizeof(T));
        std::memcpy(out.data() + at, &v, sizeof(T));
    }
    void put_string(std::string_view s) {
        put<uint64_t>(s.size());
        out.insert(out.end(), s.begin(), s.end());
    }
    void put_raw(std::span<const uint8_t> b) { out.insert(out.end(), b.begin(), b.end()); }
    void pad_to(uint64_t alignment) { out.resize((out.size() + alignment - 1) / alignment * alignment, 0); }
};

template <class T>
std::vector<uint8_t> encode(T v) {
    std::vector<uint8_t> p;
    Bytes{p}.put(v);
    return p;
}

template <class T>
std::vector<uint8_t> encode_array(ValueType element_type, std::span<const T> v) {
    std::vector<uint8_t> p;
    Bytes b{p};
    b.put<uint32_t>(uint32_t(element_type));
    b.put<uint64_t>(v.size());
    for (const T& x : v) b.put(x);
    return p;
}

// Bytes of a tensor of `type` and shape `ne`; throws when the shape is invalid.
uint64_t tensor_bytes(std::string_view name, kernels::DType type, const std::vector<uint64_t>& ne) {
    const std::string what = "GGUF writer: tensor '" + std::string(name) + "'";
    if (ne.empty() || ne.size() > 4) throw Error(ErrorKind::Invalid, what + " must have 1 to 4 dimensions");
    uint64_t rows = 1;
    for (size_t d = 1; d < ne.size(); ++d)
        if (ne[d] == 0 || __builtin_mul_overflow(rows, ne[d], &rows))
            throw Error(ErrorKind::Invalid, what + " has an invalid shape");
    const auto row = ne[0] == 0 ? std::nullopt : kernels::row_bytes(type, ne[0]);
    uint64_t total = 0;
    if (!row || __builtin_mul_overflow(*row, rows, &total))
        throw Error(ErrorKind::Invalid, what + ": ne[0] = " + std::to_string(ne[0]) + " does not fit type " +
                                            kernels::dtype_name(uint32_t(type)));
    return total;
}

}  // namespace

void GgufWriter::set_version(uint32_t version) {
    if (version != 2 && version != 3)
        throw Error(ErrorKind::Invalid, "GGUF writer: version must be 2 or 3, not " + std::to_string(version));
    version_ = version;
}

void GgufWriter::set_alignment(uint32_t alignment) {
    if (alignment == 0 || !std::has_single_bit(alignment) || alignment > kMaxAlignment)
        throw Error(ErrorKind::Invalid, "GGUF writer: alignment must be a power of two up to " +
                                            std::to_string(kMaxAlignment));
    alignment_ = alignment;
    set_u32("general.alignment", alignment);
}

void GgufWriter::set(std::string_view key, ValueType type, std::vector<uint8_t> payload) {
    for (auto& e : kvs_)
        if (e.key == key) {
            e.type = type;
            e.payload = std::move(payload);
            return;
        }
    kvs_.push_back({std::string(key), type, std::move(payload)});
}

void GgufWriter::set_u8(std::string_view key, uint8_t v) { set(key, ValueType::U8, encode(v)); }
void GgufWriter::set_i8(std::string_view key, int8_t v) { set(key, ValueType::I8, encode(v)); }
void GgufWriter::set_u16(std::string_view key, uint16_t v) { set(key, ValueType::U16, encode(v)); }
void GgufWriter::set_i16(std::string_view key, int16_t v) { set(key, ValueType::I16, encode(v)); }
void GgufWriter::set_u32(std::string_view key, uint32_t v) { set(key, ValueType::U32, encode(v)); }
void GgufWriter::set_i32(std::string_view key, int32_t v) { set(key, ValueType::I32, encode(v)); }
void GgufWriter::set_u64(std::string_view key, uint64_t v) { set(key, ValueType::U64, encode(v)); }
void GgufWriter::set_i64(std::string_view key, int64_t v) { set(key, ValueType::I64, encode(v)); }
void GgufWriter::set_f32(std::string_view key, float v) { set(key, ValueType::F32, encode(v)); }
void GgufWriter::set_f64(std::string_view key, double v) { set(key, ValueType::F64, encode(v)); }
void GgufWriter::set_bool(std::string_view key, bool v) { set(key, ValueType::Bool, encode(uint8_t(v ? 1 : 0))); }

void GgufWriter::set_string(std::string_view key, std::string_view v) {
    std::vector<uint8_t> p;
    Bytes{p}.put_string(v);
    set(key, ValueType::String, std::move(p));
}

void GgufWriter::set_array_strings(std::string_view key, const std::vector<std::string>& v) {
    std::vector<uint8_t> p;
    Bytes b{p};
    b.put<uint32_t>(uint32_t(ValueType::String));
    b.put<uint64_t>(v.size());
    for (const auto& s : v) b.put_string(s);
    set(key, ValueType::Array, std::move(p));
}

void GgufWriter::set_array_u8(std::string_view key, std::span<const uint8_t> v) {
    set(key, ValueType::Array, encode_array(ValueType::U8, v));
}
void GgufWriter::set_array_i32(std::string_view key, std::span<const int32_t> v) {
    set(key, ValueType::Array, encode_array(ValueType::I32, v));
}
void GgufWriter::set_array_u32(std::string_view key, std::span<const uint32_t> v) {
    set(key, ValueType::Array, encode_array(ValueType::U32, v));
}
void GgufWriter::set_array_f32(std::string_view key, std::span<const float> v) {
    set(key, ValueType::Array, encode_array(ValueType::F32, v));
}
void GgufWriter::set_array_f64(std::string_view key, std::span<const double> v) {
    set(key, ValueType::Array, encode_array(ValueType::F64, v));
}
void GgufWriter::set_array_bool(std::string_view key, const std::vector<bool>& v) {
    std::vector<uint8_t> bytes(v.begin(), v.end());
    set(key, ValueType::Array, encode_array(ValueType::Bool, std::span<const uint8_t>(bytes)));
}

void GgufWriter::set_array_raw(std::string_view key, ValueType element_type, uint64_t count,
                               std::span<const uint8_t> data) {
    const uint64_t size = value_type_size(element_type);
    if (size == 0 || count > data.size() / size || count * size != data.size())
        throw Error(ErrorKind::Invalid, "GGUF writer: key '" + std::string(key) + "': raw array of " +
                                            value_type_name(element_type) + " does not match its data size");
    std::vector<uint8_t> p;
    Bytes b{p};
    b.put<uint32_t>(uint32_t(element_type));
    b.put<uint64_t>(count);
    b.put_raw(data);
    set(key, ValueType::Array, std::move(p));
}

void GgufWriter::add_tensor(std::string_view name, kernels::DType type, const std::vector<uint64_t>& ne,
                            std::span<const uint8_t> data) {
    const uint64_t bytes = tensor_bytes(name, type, ne);
    if (data.size() != bytes)
        throw Error(ErrorKind::Invalid, "GGUF writer: tensor '" + std::string(name) + "' needs " +
                                            std::to_string(bytes) + " bytes, got " + std::to_string(data.size()));
    for (const auto& t : tensors_)
        if (t.name == name)
            throw Error(ErrorKind::Invalid, "GGUF writer: duplicate tensor '" + std::string(name) + "'");
    tensors_.push_back({std::string(name), type, ne, std::vector<uint8_t>(data.begin(), data.end())});
}

void GgufWriter::add_tensor_from_f32(std::string_view name, kernels::DType type, const std::vector<uint64_t>& ne,
                                     std::span<const float> values) {
    const uint64_t bytes = tensor_bytes(name, type, ne);
    uint64_t n_elements = 1;
    bool overflow = false;
    for (uint64_t n : ne) overflow = __builtin_mul_overflow(n_elements, n, &n_elements) || overflow;
    if (overflow || values.size() != n_elements)
        throw Error(ErrorKind::Invalid, "GGUF writer: tensor '" + std::string(name) + "' needs " +
                                            std::to_string(n_elements) + " values, got " +
                                            std::to_string(values.size()));
    const uint64_t rows = n_elements / ne[0];
    const kernels::TypeKernels* k = kernels::type_kernels(type);
    if (!k || !k->quantize_row)
        throw Error(ErrorKind::Unsupported, "GGUF writer: cannot convert tensor '" + std::string(name) + "' to " +
                                                kernels::dtype_name(uint32_t(type)));
    // Row by row, so block types never straddle rows.
    const uint64_t row = *kernels::row_bytes(type, ne[0]);
    std::vector<uint8_t> data(bytes);
    for (uint64_t r = 0; r < rows; ++r)
        k->quantize_row(values.data() + r * ne[0], data.data() + r * row, int64_t(ne[0]));
    add_tensor(name, type, ne, data);
}

std::vector<uint8_t> GgufWriter::to_bytes() const {
    std::vector<uint8_t> out;
    Bytes b{out};
    // Header.
    b.put_raw({reinterpret_cast<const uint8_t*>("GGUF"), 4});
    b.put<uint32_t>(version_);
    b.put<uint64_t>(tensors_.size());
    b.put<uint64_t>(kvs_.size());
    // Metadata.
    for (const auto& e : kvs_) {
        b.put_string(e.key);
        b.put<uint32_t>(uint32_t(e.type));
        b.put_raw(e.payload);
    }
    // Tensor infos, with offsets of aligned, back-to-back data.
    uint64_t offset = 0;
    for (const auto& t : tensors_) {
        b.put_string(t.name);
        b.put<uint32_t>(uint32_t(t.ne.size()));
        for (uint64_t n : t.ne) b.put<uint64_t>(n);
        b.put<uint32_t>(uint32_t(t.type));
        b.put<uint64_t>(offset);
        offset += (t.data.size() + alignment_ - 1) / alignment_ * alignment_;
    }
    // Data section.
    b.pad_to(alignment_);
    for (const auto& t : tensors_) {
        b.put_raw(t.data);
        b.pad_to(alignment_);
    }
    return out;
}

std::string GgufWriter::write_file(const std::string& path, bool no_clobber) const {
    const std::vector<uint8_t> bytes = to_bytes();
    NewFileOptions options;
    options.no_clobber = no_clobber;
    return write_new_file(path, std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), options);
}

}  // namespace synsema::gguf
