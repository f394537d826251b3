// A persistent pool of worker threads for the compute kernels.
//
// A decode step on a 24-layer model dispatches ~200 parallel jobs, each a few
// microseconds long, so dispatch and join must cost well under a microsecond:
// workers spin on a generation counter between jobs and only fall back to a
// futex sleep after a while idle (so an idle desktop app burns no CPU).
//
// Work is split into a few chunks per thread that threads CLAIM from one
// atomic counter, the caller included. The caller never waits for a thread
// that has not started: on a busy machine (other programs, the GUI) a worker
// that the OS has not scheduled simply finds no chunk left when it wakes, and
// the job completes on the threads that did run. With a static split, each of
// the ~200 joins per token would wait a whole scheduler time slice for it.
#pragma once
#include <atomic>
#include <cstdint>
#include <thread>
#include <type_traits>
#include <utility>
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

    // Calls fn(begin, end) over disjoint ranges that cover [0, n) exactly
    // once, each starting at a multiple of `grain`, possibly several ranges per
    // thread and from any thread; returns when all are done. Work of a single
    // grain runs inline, with no dispatch. Not reentrant.
    template <class F>
    void parallel_for(int64_t n, int64_t grain, F&& fn) {
        if (n <= 0) return;
        grain = grain < 1 ? 1 : grain;
        const int64_t units = (n + grain - 1) / grain;
        if (n_threads_ == 1 || units == 1) {
            fn(int64_t(0), n);
            return;
        }
        const int chunks = int(units < int64_t(n_threads_) * kChunksPerThread ? units : int64_t(n_threads_) * kChunksPerThread);
        auto body = [&](int c) {
            const auto [b, e] = chunk(n, grain, c, chunks);
            if (b < e) fn(b, e);
        };
        using Body = decltype(body);
        dispatch(&body, [](void* ctx, int c) { (*static_cast<Body*>(ctx))(c); }, chunks);
    }

    // Chunk i of nt: [0, n) split into nt grain-aligned pieces of near-equal size.
    static std::pair<int64_t, int64_t> chunk(int64_t n, int64_t grain, int i, int nt);

    // Chunks per thread: enough that a late or slow thread's share is small,
    // few enough that claiming costs nothing next to the work.
    static constexpr int kChunksPerThread = 4;

private:
    using ChunkCall = void (*)(void* ctx, int chunk);
    void dispatch(void* ctx, ChunkCall call, int n_chunks);
    // Claims and runs chunks of the current job until none are left.
    void work_chunks();
    void worker_loop(uint32_t seen);

    int n_threads_;
    std::vector<std::thread> workers_;
    // The job: written by the caller before it publishes the claim word, read
    // by a worker only after it claimed a chunk (so the job cannot end, and
    // these cannot change, while it reads them).
    void* job_ctx_ = nullptr;
    ChunkCall job_call_ = nullptr;
    uint32_t job_serial_ = 0;  // caller-only: numbers the jobs
    // The claim word: job serial (32 bits) | chunk count (16) | next chunk (16).
    // One CAS both checks that the job is still the current one and claims.
    alignas(64) std::atomic<uint64_t> claim_{0};
    alignas(64) std::atomic<int> done_{0};  // chunks finished in the current job
    alignas(64) std::atomic<uint32_t> generation_{0};  // bumped per job: wakes the workers
    alignas(64) std::atomic<int> sleepers_{0};
    std::atomic<bool> stop_{false};
};

}  // namespace synsema::kernels
