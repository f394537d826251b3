// GGUF reader: the bytes as a whole file (header, metadata, tensor table,
// validation), then every accessor a consumer uses, each of which must either
// answer within the image or throw GgufError.
#include <stdexcept>

#include "engine/gguf/gguf_file.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int gguf_reader(const uint8_t* data, size_t size) {
    return refusing_is_fine([&] {
        const auto file = gguf::GgufFile::from_memory("fuzz.gguf", {data, size});
        const uint8_t* end = data + size;
        for (const auto& t : file->tensors())
            if (t.data < data || t.data + t.n_bytes > end) throw std::logic_error("tensor data outside the image");
        for (const auto& kv : file->metadata()) {
            // Every getter on every key: wrongly typed reads must be GgufError(WrongType).
            const auto try_get = [&](auto&& get) {
                try {
                    get();
                } catch (const gguf::GgufError& e) {
                    if (e.problem() != gguf::Problem::WrongType) throw;
                }
            };
            try_get([&] { (void)file->get_uint(kv.key); });
            try_get([&] { (void)file->get_int(kv.key); });
            try_get([&] { (void)file->get_float(kv.key); });
            try_get([&] { (void)file->get_bool(kv.key); });
            try_get([&] { (void)file->get_string(kv.key); });
            try_get([&] { (void)file->get_number_array(kv.key); });
            try_get([&] { (void)file->get_array(kv.key, gguf::ValueType::String); });
            if (kv.value.type == gguf::ValueType::Array) {
                const uint64_t n = kv.value.array_size;
                (void)gguf::array_number(kv.value, 0);
                (void)gguf::array_number(kv.value, n);  // one past the end: nullopt
                if (n > 0) (void)gguf::array_number(kv.value, n - 1);
            }
        }
        for (const auto& t : file->tensors()) {
            if (file->find_tensor(t.name) == nullptr) throw std::logic_error("tensor not found by its own name");
            const uint64_t any_shape[] = {0, 0, 0, 0};
            const kernels::DType types[] = {t.type};
            (void)file->expect_tensor(t.name, types, any_shape);
        }
    });
}

}  // namespace synsema::fuzz
