#include "engine/model/weight_panels.h"

#include <spdlog/spdlog.h>
#include <sys/mman.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <thread>

#include "engine/util/error.h"
#include "kernels/thread_pool.h"

namespace synsema::model {
namespace {

template <class F>
void for_each_instr(Plan& plan, F&& fn) {
    for (auto& in : plan.input) fn(in);
    for (auto& layer : plan.layers)
        for (auto& in : layer) fn(in);
    for (auto& in : plan.output) fn(in);
}

constexpr size_t kHuge = size_t(2) << 20;

// The panels' one block: 2 MiB-aligned and marked for transparent huge pages.
// With 4 KiB pages, first-touch page faults were three quarters of the
// packing time (1.4 GB for a 3B model), and the GEMV's TLB misses fall too.
uint8_t* allocate_panels(uint64_t bytes, kernels::ThreadPool& pool, const gguf::GgufSet& files) {
    const size_t size = size_t((bytes + kHuge - 1) / kHuge * kHuge);
    auto* p = static_cast<uint8_t*>(std::aligned_alloc(kHuge, size));
    if (!p)
        throw Error(ErrorKind::Limit, files.describe() + ": not enough memory to repack " +
                                          std::to_string(bytes / 1000000) + " MB of weights for this CPU's kernels");
    ::madvise(p, size, MADV_HUGEPAGE);  // advice only: without THP it is 4 KiB pages
#ifdef MADV_POPULATE_WRITE
    // All pages in a few calls rather than one fault each (Linux 5.14+; else
    // faults), split across the threads: the kernel zeroes every page it
    // hands out, and one thread zeroing 4.5 GB for a 7B model was a third of
    // its load time.
    pool.parallel_for(int64_t(size / kHuge), 1, [&](int64_t b, int64_t e) {
        ::madvise(p + size_t(b) * kHuge, size_t(e - b) * kHuge, MADV_POPULATE_WRITE);
    });
#else
    (void)pool;
#endif
    return p;
}

}  // namespace

void pack_weight_panels(Plan& plan, const gguf::GgufSet& files, int threads) {
    const auto start = std::chrono::steady_clock::now();
    // Tensors read by row (embedding tables) are packed only when they are
    // also multiplied (a tied output layer) and their rows can be read back
    // from the panels: then the panels are their only copy. An embedding
    // table that is only looked up keeps the file's layout.
    std::set<const void*> looked_up;
    for_each_instr(plan, [&](Instr& in) {
        if (in.op == OpCode::Embed) looked_up.insert(in.w.data);
    });
    struct Job {
        kernels::Matrix w;
        uint64_t offset;  // into the plan's one panel block
    };
    std::map<const void*, Job> jobs;  // by tensor data: a matrix may serve several steps
    uint64_t total = 0;
    for_each_instr(plan, [&](Instr& in) {
        if (in.op != OpCode::Linear || jobs.count(in.w.data)) return;
        if (looked_up.count(in.w.data) && !kernels::panels_serve_row_lookups(in.w)) return;
        const uint64_t bytes = kernels::panel_storage_bytes(in.w);
        if (bytes == 0) return;
        jobs.emplace(in.w.data, Job{in.w, total});
        total += (bytes + 63) / 64 * 64;
    });
    if (jobs.empty()) return;
    // One block for all: huge pages are only worth their rounding once.
    kernels::ThreadPool pool(threads > 0 ? threads : int(std::max(1u, std::thread::hardware_concurrency())));
    uint8_t* block = allocate_panels(total, pool, files);
    plan.panels.reset(block);
    plan.panel_bytes = total;

    // Each matrix's panels split across the threads; then its file pages go.
    for (const auto& entry : jobs) {
        const Job& job = entry.second;  // a named reference: clang-14 lambdas cannot capture bindings
        const int64_t n_panels = job.w.rows / kernels::kPanelRows;
        uint8_t* dst = block + job.offset;
        pool.parallel_for(n_panels, 1, [&](int64_t b, int64_t e) { kernels::pack_panels(job.w, dst, b, e); });
        const uint64_t row = *kernels::row_bytes(job.w.type, uint64_t(job.w.cols));
        files.release_pages(job.w.data, size_t(uint64_t(n_panels * kernels::kPanelRows) * row));
    }
    for_each_instr(plan, [&](Instr& in) {
        if (in.op != OpCode::Linear && in.op != OpCode::Embed) return;
        const auto it = jobs.find(in.w.data);
        if (it != jobs.end()) in.w = kernels::with_panels(in.w, block + it->second.offset);
    });
    spdlog::info("packed {} weight matrices ({:.1f} MB) as panels in {:.3f} s", jobs.size(),
                 double(plan.panel_bytes) / 1e6,
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
}

}  // namespace synsema::model
