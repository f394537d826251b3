#include "thread_pool.h"

#include <algorithm>
#include <chrono>

namespace synsema::kernels {
namespace {

inline void cpu_relax() {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

// How long a worker spins before sleeping. Long enough to bridge the gaps
// between kernels inside one token, short enough to go quiet when idle.
constexpr auto kSpinBeforeSleep = std::chrono::microseconds(2000);

}  // namespace

ThreadPool::ThreadPool(int n_threads) : n_threads_(std::max(1, n_threads)) {
    workers_.reserve(n_threads_ - 1);
    // Workers start from the generation current now: one that starts late must
    // still see the first job dispatched before it ran.
    const uint32_t start = generation_.load(std::memory_order_relaxed);
    for (int i = 1; i < n_threads_; ++i) workers_.emplace_back([this, i, start] { worker_loop(i, start); });
}

ThreadPool::~ThreadPool() {
    stop_.store(true, std::memory_order_release);
    generation_.fetch_add(1, std::memory_order_acq_rel);
    generation_.notify_all();
    for (auto& t : workers_) t.join();
}

std::pair<int64_t, int64_t> ThreadPool::chunk(int64_t n, int64_t grain, int i, int nt) {
    grain = std::max<int64_t>(1, grain);
    const int64_t units = (n + grain - 1) / grain;
    const int64_t per = units / nt, extra = units % nt;
    const int64_t ub = i * per + std::min<int64_t>(i, extra);
    const int64_t ue = ub + per + (i < extra ? 1 : 0);
    return {std::min(n, ub * grain), std::min(n, ue * grain)};
}

void ThreadPool::dispatch(void* ctx, Call call) {
    if (n_threads_ == 1) {
        call(ctx, 0, 1);
        return;
    }
    job_ctx_ = ctx;
    job_call_ = call;
    pending_.store(n_threads_ - 1, std::memory_order_relaxed);
    // seq_cst on both sides: a worker that is about to sleep either sees the
    // new generation in its futex check or is counted in sleepers_ here.
    generation_.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) > 0) generation_.notify_all();
    call(ctx, 0, n_threads_);
    while (pending_.load(std::memory_order_acquire) != 0) cpu_relax();
}

void ThreadPool::worker_loop(int index, uint32_t seen) {
    for (;;) {
        const auto spin_start = std::chrono::steady_clock::now();
        uint32_t now = generation_.load(std::memory_order_acquire);
        for (int spins = 0; now == seen; ++spins) {
            cpu_relax();
            if ((spins & 1023) == 1023 &&
                std::chrono::steady_clock::now() - spin_start > kSpinBeforeSleep) {
                sleepers_.fetch_add(1, std::memory_order_seq_cst);
                generation_.wait(seen, std::memory_order_seq_cst);
                sleepers_.fetch_sub(1, std::memory_order_acq_rel);
            }
            now = generation_.load(std::memory_order_acquire);
        }
        seen = now;
        if (stop_.load(std::memory_order_acquire)) return;
        job_call_(job_ctx_, index, n_threads_);
        pending_.fetch_sub(1, std::memory_order_acq_rel);
    }
}

void ThreadPool::barrier() {
    if (n_threads_ == 1) return;
    const uint32_t phase = barrier_phase_.load(std::memory_order_acquire);
    if (barrier_count_.fetch_add(1, std::memory_order_acq_rel) == n_threads_ - 1) {
        barrier_count_.store(0, std::memory_order_relaxed);
        barrier_phase_.fetch_add(1, std::memory_order_acq_rel);
        return;
    }
    while (barrier_phase_.load(std::memory_order_acquire) == phase) cpu_relax();
}

}  // namespace synsema::kernels
