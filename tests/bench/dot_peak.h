// Peak int8 dot-product throughput of this CPU (bench-kernels only).
#pragma once
#include <thread>
#include <vector>

// GOP/s of 256-bit vpdpbusd steps on `threads` threads at once (2 ops per
// byte product). Only on CPUs with AVX-VNNI.
double int8_dot_peak_gops(int threads);
// The same with 512-bit vpdpbusd steps. Only on CPUs where use_avx512().
double int8_dot_peak_zmm_gops(int threads);

// The summed rate of one_thread(iterations) run on `threads` threads at once.
template <class OneThread>
double rate_on_threads(int threads, long iterations, OneThread one_thread) {
    std::vector<double> rates(size_t(threads), 0.0);
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t)
        pool.emplace_back([&rates, t, iterations, one_thread] { rates[size_t(t)] = one_thread(iterations); });
    rates[0] = one_thread(iterations);
    for (auto& th : pool) th.join();
    double total = 0;
    for (double r : rates) total += r;
    return total;
}
