// GGUF writer: builds valid v2/v3 files (test fixtures, make-model).
//
// Keys and tensors keep their insertion order; setting a key again replaces
// its value in place. Tensor data is laid out in order, each tensor starting
// at a multiple of the alignment. Invalid requests (a data size that does not
// match the shape, a type that cannot be produced) throw synsema::Error.
#pragma once
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "kernels/dtype.h"

namespace synsema::gguf {

class GgufWriter {
public:
    void set_version(uint32_t version);  // 2 or 3 (default 3)
    // Sets general.alignment (a power of two up to kMaxAlignment) and lays data out with it.
    void set_alignment(uint32_t alignment);

    void set_u8(std::string_view key, uint8_t v);
    void set_i8(std::string_view key, int8_t v);
    void set_u16(std::string_view key, uint16_t v);
    void set_i16(std::string_view key, int16_t v);
    void set_u32(std::string_view key, uint32_t v);
    void set_i32(std::string_view key, int32_t v);
    void set_u64(std::string_view key, uint64_t v);
    void set_i64(std::string_view key, int64_t v);
    void set_f32(std::string_view key, float v);
    void set_f64(std::string_view key, double v);
    void set_bool(std::string_view key, bool v);
    void set_string(std::string_view key, std::string_view v);

    void set_array_strings(std::string_view key, const std::vector<std::string>& v);
    void set_array_u8(std::string_view key, std::span<const uint8_t> v);
    void set_array_i32(std::string_view key, std::span<const int32_t> v);
    void set_array_u32(std::string_view key, std::span<const uint32_t> v);
    void set_array_f32(std::string_view key, std::span<const float> v);
    void set_array_f64(std::string_view key, std::span<const double> v);
    void set_array_bool(std::string_view key, const std::vector<bool>& v);
    // Any fixed-size element type, `data` holding count little-endian elements.
    void set_array_raw(std::string_view key, ValueType element_type, uint64_t count, std::span<const uint8_t> data);

    // ne[0] is the contiguous dimension; `data` must hold exactly the tensor's bytes.
    void add_tensor(std::string_view name, kernels::DType type, const std::vector<uint64_t>& ne,
                    std::span<const uint8_t> data);
    // Converts floats to `type` with the type's reference quantizer.
    void add_tensor_from_f32(std::string_view name, kernels::DType type, const std::vector<uint64_t>& ne,
                             std::span<const float> values);

    size_t key_count() const { return kvs_.size(); }
    size_t tensor_count() const { return tensors_.size(); }

    std::vector<uint8_t> to_bytes() const;
    // Writes a new file (engine/util/new_file.h): atomically, never over an
    // existing file or through a link. By default a taken path is an
    // Error(Exists) (tests and tools name fresh paths); with no_clobber =
    // false it becomes "NAME (2).gguf"…. Returns the path written.
    std::string write_file(const std::string& path, bool no_clobber = true) const;

private:
    struct Entry {
        std::string key;
        ValueType type;
        std::vector<uint8_t> payload;  // the encoded value after the type id
    };
    struct Tensor {
        std::string name;
        kernels::DType type;
        std::vector<uint64_t> ne;
        std::vector<uint8_t> data;
    };

    void set(std::string_view key, ValueType type, std::vector<uint8_t> payload);

    uint32_t version_ = 3;
    uint32_t alignment_ = uint32_t(kDefaultAlignment);
    std::vector<Entry> kvs_;
    std::vector<Tensor> tensors_;
};

}  // namespace synsema::gguf
