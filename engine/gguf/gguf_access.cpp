// GGUF lookups after parsing: typed metadata getters, the tensor check used by
// model loaders, and the error type with its message format.
#include <cstring>
#include <limits>

#include "gguf_file.h"
#include "gguf_text.h"

namespace synsema::gguf {

const char* value_type_name(ValueType t) {
    switch (t) {
        case ValueType::U8: return "u8";
        case ValueType::I8: return "i8";
        case ValueType::U16: return "u16";
        case ValueType::I16: return "i16";
        case ValueType::U32: return "u32";
        case ValueType::I32: return "i32";
        case ValueType::F32: return "f32";
        case ValueType::Bool: return "bool";
        case ValueType::String: return "string";
        case ValueType::Array: return "array";
        case ValueType::U64: return "u64";
        case ValueType::I64: return "i64";
        case ValueType::F64: return "f64";
    }
    return "unknown";
}

uint64_t value_type_size(ValueType t) {
    switch (t) {
        case ValueType::U8: case ValueType::I8: case ValueType::Bool: return 1;
        case ValueType::U16: case ValueType::I16: return 2;
        case ValueType::U32: case ValueType::I32: case ValueType::F32: return 4;
        case ValueType::U64: case ValueType::I64: case ValueType::F64: return 8;
        case ValueType::String: case ValueType::Array: return 0;
    }
    return 0;
}

const char* problem_name(Problem p) {
    switch (p) {
        case Problem::Io: return "io";
        case Problem::Truncated: return "truncated";
        case Problem::BadMagic: return "bad-magic";
        case Problem::BadVersion: return "bad-version";
        case Problem::TooManyTensors: return "too-many-tensors";
        case Problem::TooManyKeys: return "too-many-keys";
        case Problem::StringTooLong: return "string-too-long";
        case Problem::BadUtf8: return "bad-utf8";
        case Problem::ArrayTooLong: return "array-too-long";
        case Problem::BadValueType: return "bad-value-type";
        case Problem::NestedArray: return "nested-array";
        case Problem::DuplicateKey: return "duplicate-key";
        case Problem::DuplicateTensor: return "duplicate-tensor";
        case Problem::BadAlignment: return "bad-alignment";
        case Problem::BadTensorType: return "bad-tensor-type";
        case Problem::BadDims: return "bad-dims";
        case Problem::SizeOverflow: return "size-overflow";
        case Problem::TensorOutOfBounds: return "tensor-out-of-bounds";
        case Problem::TensorOverlap: return "tensor-overlap";
        case Problem::TensorMisaligned: return "tensor-misaligned";
        case Problem::WrongType: return "wrong-type";
        case Problem::MissingKey: return "missing-key";
        case Problem::MissingTensor: return "missing-tensor";
    }
    return "unknown";
}

namespace {

std::string error_text(const std::string& file, const std::string& field, uint64_t offset,
                       const std::string& detail) {
    std::string s = file + ": " + field;
    if (offset != kNoOffset) s += " at byte " + std::to_string(offset);
    return s + ": " + detail;
}

template <class T>
T load(const uint8_t* p) {
    T v;
    std::memcpy(&v, p, sizeof(T));
    return v;
}

std::string shape_text(const std::array<uint64_t, 4>& ne, size_t n) {
    std::string s = "[";
    for (size_t i = 0; i < n; ++i) s += (i ? ", " : "") + std::to_string(ne[i]);
    return s + "]";
}

}  // namespace

GgufError::GgufError(Problem problem, const std::string& file, const std::string& field, uint64_t offset,
                     const std::string& detail)
    : Error(problem == Problem::Io ? ErrorKind::Io : ErrorKind::Format, error_text(file, field, offset, detail)),
      problem_(problem),
      field_(field),
      offset_(offset) {}

void GgufFile::fail(Problem p, const std::string& field, uint64_t offset, const std::string& detail) const {
    throw GgufError(p, path_, field, offset, detail);
}

std::optional<double> array_number(const Value& v, uint64_t index) {
    if (v.type != ValueType::Array || !v.array_data || index >= v.array_size) return std::nullopt;
    const uint8_t* p = v.array_data + index * value_type_size(v.array_type);
    switch (v.array_type) {
        case ValueType::U8: return double(load<uint8_t>(p));
        case ValueType::I8: return double(load<int8_t>(p));
        case ValueType::U16: return double(load<uint16_t>(p));
        case ValueType::I16: return double(load<int16_t>(p));
        case ValueType::U32: return double(load<uint32_t>(p));
        case ValueType::I32: return double(load<int32_t>(p));
        case ValueType::U64: return double(load<uint64_t>(p));
        case ValueType::I64: return double(load<int64_t>(p));
        case ValueType::F32: return double(load<float>(p));
        case ValueType::F64: return load<double>(p);
        case ValueType::Bool: return load<uint8_t>(p) != 0 ? 1.0 : 0.0;
        case ValueType::String: case ValueType::Array: return std::nullopt;
    }
    return std::nullopt;
}

const KeyValue* GgufFile::find(std::string_view key) const {
    auto it = kv_index_.find(key);
    return it == kv_index_.end() ? nullptr : &kv_[it->second];
}

const TensorInfo* GgufFile::find_tensor(std::string_view name) const {
    auto it = tensor_index_.find(name);
    return it == tensor_index_.end() ? nullptr : &tensors_[it->second];
}

namespace {

bool is_unsigned(ValueType t) {
    return t == ValueType::U8 || t == ValueType::U16 || t == ValueType::U32 || t == ValueType::U64;
}
bool is_signed(ValueType t) {
    return t == ValueType::I8 || t == ValueType::I16 || t == ValueType::I32 || t == ValueType::I64;
}

}  // namespace

std::optional<uint64_t> GgufFile::get_uint(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    const Value& v = kv->value;
    if (is_unsigned(v.type)) return v.u;
    if (is_signed(v.type) && v.i >= 0) return uint64_t(v.i);
    fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
         is_signed(v.type) ? "expected a non-negative integer, found " + std::to_string(v.i)
                           : std::string("expected an unsigned integer, found ") + value_type_name(v.type));
}

std::optional<int64_t> GgufFile::get_int(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    const Value& v = kv->value;
    if (is_signed(v.type)) return v.i;
    if (is_unsigned(v.type) && v.u <= uint64_t(std::numeric_limits<int64_t>::max())) return int64_t(v.u);
    fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
         is_unsigned(v.type) ? "integer " + std::to_string(v.u) + " does not fit in int64"
                             : std::string("expected an integer, found ") + value_type_name(v.type));
}

std::optional<double> GgufFile::get_float(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    const Value& v = kv->value;
    if (v.type == ValueType::F32 || v.type == ValueType::F64) return v.f;
    if (is_unsigned(v.type)) return double(v.u);
    if (is_signed(v.type)) return double(v.i);
    fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
         std::string("expected a number, found ") + value_type_name(v.type));
}

std::optional<bool> GgufFile::get_bool(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    if (kv->value.type != ValueType::Bool)
        fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
             std::string("expected a bool, found ") + value_type_name(kv->value.type));
    return kv->value.u != 0;
}

std::optional<std::string_view> GgufFile::get_string(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    if (kv->value.type != ValueType::String)
        fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
             std::string("expected a string, found ") + value_type_name(kv->value.type));
    return kv->value.str;
}

const Value* GgufFile::get_array(std::string_view key, ValueType element_type) const {
    const KeyValue* kv = find(key);
    if (!kv) return nullptr;
    const Value& v = kv->value;
    if (v.type != ValueType::Array || v.array_type != element_type)
        fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
             std::string("expected an array of ") + value_type_name(element_type) + ", found " +
                 (v.type == ValueType::Array ? std::string("an array of ") + value_type_name(v.array_type)
                                             : std::string(value_type_name(v.type))));
    return &v;
}

std::optional<std::vector<double>> GgufFile::get_number_array(std::string_view key) const {
    const KeyValue* kv = find(key);
    if (!kv) return std::nullopt;
    const Value& v = kv->value;
    if (v.type != ValueType::Array || v.array_type == ValueType::String || v.array_type == ValueType::Bool)
        fail(Problem::WrongType, "key '" + printable(key) + "'", kv->file_offset,
             std::string("expected an array of numbers, found ") +
                 (v.type == ValueType::Array ? std::string("an array of ") + value_type_name(v.array_type)
                                             : std::string(value_type_name(v.type))));
    std::vector<double> out;
    out.reserve(v.array_size);
    for (uint64_t k = 0; k < v.array_size; ++k) out.push_back(*array_number(v, k));
    return out;
}

const TensorInfo& GgufFile::expect_tensor(std::string_view name, std::span<const kernels::DType> types,
                                          std::span<const uint64_t> shape) const {
    const std::string field = "tensor '" + printable(name) + "'";
    const TensorInfo* t = find_tensor(name);
    if (!t) fail(Problem::MissingTensor, field, kNoOffset, "required tensor is missing");
    bool allowed = false;
    std::string allowed_list;
    for (auto type : types) {
        allowed = allowed || type == t->type;
        allowed_list += (allowed_list.empty() ? "" : ", ") + kernels::dtype_name(uint32_t(type));
    }
    if (!allowed)
        fail(Problem::WrongType, field, t->info_offset,
             "unsupported tensor type " + kernels::dtype_name(uint32_t(t->type)) + " in tensor '" + printable(name) +
                 "' (allowed: " + allowed_list + ")");
    // Dimensions past the expected shape must be 1; 0 in `shape` accepts any size.
    bool match = shape.size() <= 4;
    std::array<uint64_t, 4> want{1, 1, 1, 1};
    for (size_t d = 0; d < shape.size() && d < 4; ++d) want[d] = shape[d];
    for (size_t d = 0; d < 4 && match; ++d) match = want[d] == 0 || want[d] == t->ne[d];
    if (!match)
        fail(Problem::BadDims, field, t->info_offset,
             "expected shape " + shape_text(want, std::max<size_t>(std::min<size_t>(shape.size(), 4), 1)) +
                 ", found " + shape_text(t->ne, t->n_dims));
    return *t;
}

}  // namespace synsema::gguf
