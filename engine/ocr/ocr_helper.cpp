#include "ocr_helper.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "engine/egress/egress_lock.h"
#include "engine/util/error.h"

extern char** environ;

namespace synsema::ocr {

namespace {

namespace fs = std::filesystem;

struct Helper {
    std::mutex mutex;
    pid_t pid = -1;
    int to_helper = -1;    // its stdin
    int from_helper = -1;  // its stdout
    std::string buffer;    // bytes read past the last reply line
    bool ready = false;    // its first line, sent once its egress lock holds, was read
    std::string unavailable;  // why OCR cannot run, once known
};

int count_from_environment() {
    if (const char* env = std::getenv("SYNSEMA_OCR_PROCESSES")) {
        const long v = std::strtol(env, nullptr, 10);
        if (v >= 1 && v <= 8) return int(v);
    }
    const unsigned cores = std::thread::hardware_concurrency();
    return int(std::clamp(cores == 0 ? 1u : cores, 1u, 4u));
}

std::vector<std::unique_ptr<Helper>>& pool() {
    static std::vector<std::unique_ptr<Helper>> helpers = [] {
        const int n = count_from_environment();
        std::vector<std::unique_ptr<Helper>> v;
        v.reserve(size_t(n));
        for (int i = 0; i < n; ++i) v.push_back(std::make_unique<Helper>());
        return v;
    }();
    return helpers;
}

Helper& helper(int slot = 0) {
    auto& p = pool();
    return *p[size_t(slot < 0 ? 0 : slot) % p.size()];
}

// The parent's environment, with Tesseract's OpenMP held to one thread
// unless the user chose otherwise: parallelism is across helpers.
std::vector<std::string> helper_environment() {
    std::vector<std::string> env;
    bool omp_set = false;
    for (char** e = environ; e && *e; ++e) {
        env.emplace_back(*e);
        if (env.back().rfind("OMP_THREAD_LIMIT=", 0) == 0) omp_set = true;
    }
    if (!omp_set) env.emplace_back("OMP_THREAD_LIMIT=1");
    return env;
}

std::string errno_text(int err) { return strerrordesc_np(err) ? strerrordesc_np(err) : "unknown error"; }

void stop_locked(Helper& h, const std::string& why) {
    if (h.to_helper >= 0) ::close(h.to_helper);
    if (h.from_helper >= 0) ::close(h.from_helper);
    h.to_helper = h.from_helper = -1;
    if (h.pid > 0) {
        ::kill(h.pid, SIGKILL);
        ::waitpid(h.pid, nullptr, 0);
    }
    h.pid = -1;
    h.ready = false;
    h.buffer.clear();
    h.unavailable = why;
}

std::string start_locked(Helper& h) {
    if (h.pid > 0) return {};
    std::string looked;
    std::string program;
    for (const auto& candidate : helper_candidates()) {
        looked += (looked.empty() ? "" : ", ") + candidate;
        if (::access(candidate.c_str(), X_OK) == 0) {
            program = candidate;
            break;
        }
    }
    if (program.empty()) return "OCR is not available: synsema-ocr was not found (looked in " + looked + ")";
    int in[2], out[2];
    if (::pipe2(in, O_CLOEXEC) != 0) return "OCR is not available: " + errno_text(errno);
    if (::pipe2(out, O_CLOEXEC) != 0) {
        ::close(in[0]);
        ::close(in[1]);
        return "OCR is not available: " + errno_text(errno);
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclosefrom_np(&actions, 3);  // the helper inherits nothing else
    char* argv[] = {program.data(), nullptr};
    std::vector<std::string> env_strings = helper_environment();
    std::vector<char*> env;
    env.reserve(env_strings.size() + 1);
    for (auto& e : env_strings) env.push_back(e.data());
    env.push_back(nullptr);
    pid_t pid = -1;
    const int rc = ::posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, env.data());
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    if (rc != 0) {
        ::close(in[1]);
        ::close(out[0]);
        return "OCR is not available: cannot start " + program + ": " + errno_text(rc);
    }
    // A helper that dies mid-write must give EPIPE here, not kill this process.
    ::signal(SIGPIPE, SIG_IGN);
    h.pid = pid;
    h.to_helper = in[1];
    h.from_helper = out[0];
    h.unavailable.clear();
    return {};
}

void write_all(Helper& h, const std::string& bytes) {
    size_t done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(h.to_helper, bytes.data() + done, bytes.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            stop_locked(h, "the OCR helper stopped");
            throw Error(ErrorKind::Unsupported, "OCR failed: the helper stopped (" + errno_text(errno) + ")");
        }
        done += size_t(n);
    }
}

std::string read_line(Helper& h) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(page_timeout_seconds());
    for (;;) {
        if (const size_t nl = h.buffer.find('\n'); nl != std::string::npos) {
            std::string line = h.buffer.substr(0, nl);
            h.buffer.erase(0, nl + 1);
            return line;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) {
            stop_locked(h, "the OCR helper was stopped after a page took over " + std::to_string(page_timeout_seconds()) + " s");
            throw Error(ErrorKind::Limit, h.unavailable);
        }
        pollfd p{h.from_helper, POLLIN, 0};
        const int ready = ::poll(&p, 1, int(std::min<long long>(left.count(), 1000)));
        if (ready < 0 && errno != EINTR) {
            stop_locked(h, "the OCR helper's pipe failed");
            throw Error(ErrorKind::Unsupported, h.unavailable);
        }
        if (ready <= 0) continue;
        char chunk[65536];
        const ssize_t n = ::read(h.from_helper, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            stop_locked(h, "the OCR helper stopped unexpectedly");
            throw Error(ErrorKind::Unsupported, "OCR failed: " + h.unavailable);
        }
        h.buffer.append(chunk, size_t(n));
        if (h.buffer.size() > (64u << 20)) {
            stop_locked(h, "the OCR helper sent an over-long reply");
            throw Error(ErrorKind::Limit, h.unavailable);
        }
    }
}

// The helper's first line says its lock is in place ({"ok":true,"locked":true}).
void await_ready(Helper& h) {
    if (h.ready) return;
    const std::string line = read_line(h);
    if (line.find("\"locked\":true") == std::string::npos) {
        stop_locked(h, "the OCR helper did not confirm its egress lock");
        throw Error(ErrorKind::Unsupported, h.unavailable);
    }
    h.ready = true;
}

std::string exchange(const Request& request, int slot) {
    Helper& h = helper(slot);
    std::lock_guard lock(h.mutex);
    if (h.pid <= 0) {
        // Exec is refused once the lock holds; then only an earlier start counts.
        if (egress::lock_status().landlock_exec && h.unavailable.empty())
            h.unavailable = "OCR is not available: the helper was not started before the egress lock";
        if (!egress::lock_status().landlock_exec) {
            if (std::string why = start_locked(h); !why.empty()) h.unavailable = why;
        }
        if (h.pid <= 0) throw Error(ErrorKind::Unsupported, h.unavailable);
    }
    await_ready(h);
    write_all(h, encode_request(request));
    return read_line(h);
}

}  // namespace

std::vector<std::string> helper_candidates() {
    if (const char* env = std::getenv("SYNSEMA_OCR_HELPER"); env && *env) return {env};
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return {};
    const fs::path dir = exe.parent_path();
    return {(dir / "synsema-ocr").string(), (dir / "../libexec/synsema/synsema-ocr").lexically_normal().string(),
            (dir / "../app/synsema-ocr").lexically_normal().string()};
}

int helper_count() { return int(pool().size()); }

std::string start_helper() {
    for (auto& h : pool()) {
        std::lock_guard lock(h->mutex);
        std::string why = start_locked(*h);
        if (!why.empty()) {
            h->unavailable = why;
            return why;
        }
    }
    return {};
}

std::vector<int> helper_pids() {
    std::vector<int> out;
    for (auto& h : pool()) {
        std::lock_guard lock(h->mutex);
        if (h->pid <= 0) continue;
        try {
            await_ready(*h);  // so that what /proc shows is the locked helper
        } catch (const Error&) {
        }
        if (h->pid > 0) out.push_back(int(h->pid));
    }
    return out;
}

int page_timeout_seconds() {
    if (const char* env = std::getenv("SYNSEMA_OCR_PAGE_TIMEOUT")) {
        const long v = std::strtol(env, nullptr, 10);
        if (v > 0 && v <= 86400) return int(v);
    }
    return 300;
}

Orientation detect_orientation(const GreyImage& image, uint32_t dpi, int slot) {
    Request r;
    r.op = Op::Orientation;
    r.dpi = dpi;
    r.languages = "osd";
    r.image = image;
    return decode_orientation(exchange(r, slot));
}

namespace {

Recognition recognize_as(Op op, const GreyImage& image, uint32_t dpi, const std::string& languages, int slot) {
    if (!valid_languages(languages))
        throw Error(ErrorKind::Invalid, "OCR language list \"" + cut_for_message(languages, 64) + "\" is not valid (e.g. eng+deu)");
    Request r;
    r.op = op;
    r.dpi = dpi;
    r.languages = languages;
    r.image = image;
    return decode_recognition(exchange(r, slot));
}

}  // namespace

Recognition recognize(const GreyImage& image, uint32_t dpi, const std::string& languages, int slot) {
    return recognize_as(Op::Recognize, image, dpi, languages, slot);
}

Recognition recognize_block(const GreyImage& image, uint32_t dpi, const std::string& languages, int slot) {
    return recognize_as(Op::RecognizeBlock, image, dpi, languages, slot);
}

}  // namespace synsema::ocr
