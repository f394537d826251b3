// A persistent pool of worker threads for the compute kernels.
//
// A decode step on a 24-layer model dispatches ~200 parallel jobs, each a few
// microseconds long, so dispatch and join must cost well under a microsecond:
// workers spin on a generation counter between jobs and only fall back to a
// futex sleep after a while idle (so an idle desktop app burns no CPU).
#pragma once
#include <atomic>
#include <cstdint>
#include <thread>
#include <type_traits>
#include <vector>

namespace synsema::kernels {

class ThreadPool {
public:
    // n_threads counts the calling thread: ThreadPool(2) starts one worker.
    explicit ThreadPool(int n_threads);
    ~ThreadPool();
    ThreadPool(const ThreadPool&) = delete;
    ThreadPool& operator=(const ThreadPool&) = delete;

    int size() const { return n_threads_; }

    // Runs fn(thread_index, n_threads) once on every thread, the caller being
    // thread 0, and returns when all have finished. Not reentrant.
    template <class F>
    void run(F&& fn) {
        using Fn = std::remove_reference_t<F>;
        dispatch(const_cast<void*>(static_cast<const void*>(&fn)),
                 [](void* ctx, int i, int n) { (*static_cast<Fn*>(ctx))(i, n); });
    }

    // Splits [0, n) into contiguous chunks, one per thread, each aligned to `grain`.
    template <class F>
    void parallel_for(int64_t n, int64_t grain, F&& fn) {
        run([&](int i, int nt) {
            auto [b, e] = chunk(n, grain, i, nt);
            if (b < e) fn(b, e);
        });
    }

    // Waits until every thread of the current run() reaches this point.
    void barrier();

    static std::pair<int64_t, int64_t> chunk(int64_t n, int64_t grain, int i, int nt);

private:
    using Call = void (*)(void*, int, int);
    void dispatch(void* ctx, Call call);
    void worker_loop(int index, uint32_t seen);

    int n_threads_;
    std::vector<std::thread> workers_;
    void* job_ctx_ = nullptr;
    Call job_call_ = nullptr;
    alignas(64) std::atomic<uint32_t> generation_{0};
    alignas(64) std::atomic<int> pending_{0};
    alignas(64) std::atomic<int> sleepers_{0};
    alignas(64) std::atomic<int> barrier_count_{0};
    alignas(64) std::atomic<uint32_t> barrier_phase_{0};
    std::atomic<bool> stop_{false};
};

}  // namespace synsema::kernels
