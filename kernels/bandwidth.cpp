#include "bandwidth.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <vector>

namespace synsema::kernels {

double read_bandwidth_gbs(ThreadPool& pool, size_t bytes, int repeats) {
    const size_t words = bytes / sizeof(uint64_t);
    std::vector<uint64_t> buffer(words);
    pool.parallel_for(int64_t(words), 4096, [&](int64_t b, int64_t e) {
        for (int64_t i = b; i < e; ++i) buffer[size_t(i)] = uint64_t(i);  // fault the pages in, on each thread
    });
    std::vector<double> results;
    std::atomic<uint64_t> sink{0};
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = std::chrono::steady_clock::now();
        pool.parallel_for(int64_t(words), 4096, [&](int64_t b, int64_t e) {
            // Four independent sums let the loads stream; the compiler vectorises this.
            uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            int64_t i = b;
            for (; i + 4 <= e; i += 4) {
                // The decode GEMVs prefetch 4 KiB ahead (avx2/stream_prefetch.h); the probe does the
                // same, or its "ceiling" would be below what decode reaches.
                if ((i & 7) == 0 && i + 512 < e) __builtin_prefetch(&buffer[size_t(i + 512)]);
                s0 += buffer[size_t(i)];
                s1 += buffer[size_t(i + 1)];
                s2 += buffer[size_t(i + 2)];
                s3 += buffer[size_t(i + 3)];
            }
            for (; i < e; ++i) s0 += buffer[size_t(i)];
            sink += s0 + s1 + s2 + s3;
        });
        const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        results.push_back(double(bytes) / s / 1e9);
    }
    std::sort(results.begin(), results.end());
    return results[results.size() / 2];
}

}  // namespace synsema::kernels
