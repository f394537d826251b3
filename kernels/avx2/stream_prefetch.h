// Software prefetch ahead in a decode GEMV's stream of panels.
//
// A panel GEMV reads one sequential stream per thread. The hardware
// prefetchers follow it only within a 4 KiB page, so each new page of
// weights starts with demand misses; issuing a prefetch for the bytes one
// page ahead keeps the loads in flight across page boundaries. Measured on
// a 2-vCPU Xeon (AVX-512 path), decode of make-model's files, medians of
// alternating runs: Qwen2.5-0.5B-like Q4_K_M 20.6 -> 26.7 tok/s on one
// thread and 39.3 -> 50.1 on two; 3B-like Q4_K_M 7.0-7.7 -> 9.5-9.9 on two
// (docs/performance.md). 2 KiB ahead gave less, 3 KiB about the same.
// Prefetches change no result: only when bytes arrive.
#pragma once
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

namespace synsema::kernels {
inline namespace SYNSEMA_ISA_TAG {

inline constexpr size_t kPrefetchAhead = 4096;  // bytes ahead of the block being read

// Prefetches the cache lines of the `bytes` that lie kPrefetchAhead bytes after `block`
// (the same block's place one page on). Past the stream's end the addresses leave the
// allocation: a prefetch never faults, and the address is formed as an integer, since
// pointer arithmetic beyond an array is undefined.
inline void prefetch_ahead(const void* block, size_t bytes) {
    const uintptr_t next = reinterpret_cast<uintptr_t>(block) + kPrefetchAhead;
    for (size_t off = 0; off < bytes; off += 64) _mm_prefetch(reinterpret_cast<const char*>(next + off), _MM_HINT_T0);
}

}  // namespace SYNSEMA_ISA_TAG
}  // namespace synsema::kernels
