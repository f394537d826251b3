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
// Spins after which a caller waiting for a claimed chunk yields its core:
// the thread that holds the chunk may be waiting for that very core.
constexpr int kSpinsBeforeYield = 4096;

constexpr uint64_t claim_word(uint32_t serial, int n_chunks, int next) {
    return (uint64_t(serial) << 32) | (uint64_t(uint32_t(n_chunks)) << 16) | uint64_t(uint32_t(next));
}
constexpr int claim_next(uint64_t w) { return int(w & 0xFFFF); }
constexpr int claim_count(uint64_t w) { return int((w >> 16) & 0xFFFF); }

}  // namespace

ThreadPool::ThreadPool(int n_threads) : n_threads_(std::clamp(n_threads, 1, 256)) {
    workers_.reserve(size_t(n_threads_ - 1));
    // Workers start from the generation current now: one that starts late must
    // still see the first job dispatched before it ran.
    const uint32_t start = generation_.load(std::memory_order_relaxed);
    for (int i = 1; i < n_threads_; ++i) workers_.emplace_back([this, start] { worker_loop(start); });
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

void ThreadPool::work_chunks() {
    uint64_t word = claim_.load(std::memory_order_acquire);
    for (;;) {
        const int next = claim_next(word);
        if (next >= claim_count(word)) return;
        // Fails (and reloads `word`) when another thread claimed first or a
        // newer job replaced this one; then the checks above run again.
        if (!claim_.compare_exchange_weak(word, word + 1, std::memory_order_acq_rel, std::memory_order_acquire))
            continue;
        job_call_(job_ctx_, next);
        done_.fetch_add(1, std::memory_order_acq_rel);
        word = claim_.load(std::memory_order_acquire);
    }
}

void ThreadPool::dispatch(void* ctx, ChunkCall call, int n_chunks) {
    job_ctx_ = ctx;
    job_call_ = call;
    done_.store(0, std::memory_order_relaxed);
    claim_.store(claim_word(++job_serial_, n_chunks, 0), std::memory_order_release);
    // seq_cst on both sides: a worker that is about to sleep either sees the
    // new generation in its futex check or is counted in sleepers_ here.
    generation_.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) > 0) generation_.notify_all();
    work_chunks();
    // Every chunk is claimed; wait for those still running on other threads.
    for (int spins = 0; done_.load(std::memory_order_acquire) != n_chunks; ++spins) {
        if (spins < kSpinsBeforeYield) cpu_relax();
        else std::this_thread::yield();
    }
}

void ThreadPool::worker_loop(uint32_t seen) {
    for (;;) {
        const auto spin_start = std::chrono::steady_clock::now();
        uint32_t now = generation_.load(std::memory_order_acquire);
        for (int spins = 0; now == seen; ++spins) {
            cpu_relax();
            if ((spins & 1023) == 1023 && std::chrono::steady_clock::now() - spin_start > kSpinBeforeSleep) {
                sleepers_.fetch_add(1, std::memory_order_seq_cst);
                generation_.wait(seen, std::memory_order_seq_cst);
                sleepers_.fetch_sub(1, std::memory_order_acq_rel);
            }
            now = generation_.load(std::memory_order_acquire);
        }
        seen = now;
        if (stop_.load(std::memory_order_acquire)) return;
        work_chunks();
    }
}

}  // namespace synsema::kernels
