// Panels: weight rows interleaved in groups of kPanelRows for the matrices
// that are only multiplied (TypeKernels::pack_panel, matmul.h's pack_panels).
#pragma once
#include <cstdint>
#include <cstring>

namespace synsema::kernels {

constexpr int kPanelRows = 8;  // rows per panel: the 8 float lanes of an AVX2 vector

// Row r's bytes of four consecutive tile vectors vec[0..3] (4 bytes each, at
// 4 r), given as two little-endian words: w01 = vectors 0 and 1, w23 = 2 and 3.
// The packers build these words 8 bytes at a time from the file's runs.
inline void put_row_words(uint8_t (*vec)[4 * kPanelRows], int r, uint64_t w01, uint64_t w23) {
    std::memcpy(vec[0] + 4 * r, &w01, 4);
    std::memcpy(vec[1] + 4 * r, reinterpret_cast<const uint8_t*>(&w01) + 4, 4);
    std::memcpy(vec[2] + 4 * r, &w23, 4);
    std::memcpy(vec[3] + 4 * r, reinterpret_cast<const uint8_t*>(&w23) + 4, 4);
}

}  // namespace synsema::kernels
