// The machine's streaming-read bandwidth, measured in the same run as a
// benchmark so decode speed can be quoted as a share of the physical ceiling.
#pragma once
#include <cstddef>

#include "thread_pool.h"

namespace synsema::kernels {

// Sums a buffer of `bytes` (larger than the last-level cache) on every thread
// of the pool; returns the median GB/s of `repeats` passes.
double read_bandwidth_gbs(ThreadPool& pool, size_t bytes = size_t(1) << 30, int repeats = 5);

}  // namespace synsema::kernels
