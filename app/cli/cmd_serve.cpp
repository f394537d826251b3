// synsema-cli serve --stdio: a served model without a socket (docs/serve.md).
// The model loads once; then JSON-lines requests arrive on stdin and their
// answers leave on stdout, one object per line. The main thread only reads:
// it answers malformed lines and `cancel` at once and queues everything else
// for one worker thread, which handles the requests in order. So a cancel
// reaches a long run while it runs (the engine checks between layers).
//
// stdout carries nothing but responses: the protocol writes to a private
// copy of the descriptor, and descriptor 1 is pointed at stderr, so a stray
// print anywhere can never corrupt the stream. Logs (spdlog, stderr) name
// operations and timings, never prompts, documents or outputs.
#include <QCommandLineParser>

#include <poll.h>
#include <csignal>
#include <unistd.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>

#include <spdlog/spdlog.h>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "app/cli/serve_handlers.h"
#include "app/cli/serve_protocol.h"
#include "engine/model/model.h"
#include "engine/util/error.h"

namespace synsema::cli {
namespace {

using serve::json;
using Clock = std::chrono::steady_clock;

// Responses, one whole line at a time, from either thread.
class Writer {
public:
    explicit Writer(int fd) : fd_(fd) {}
    void write(const json& response) {
        const std::string line = serve::to_line(response) + "\n";
        std::lock_guard lock(mutex_);
        size_t done = 0;
        while (done < line.size()) {
            const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) return;  // the reader went away; nothing more can be said
            done += size_t(n);
        }
    }

private:
    int fd_;
    std::mutex mutex_;
};

struct Pending {
    serve::Request request;
    std::shared_ptr<std::atomic<bool>> cancel = std::make_shared<std::atomic<bool>>(false);
};

// The worker's queue; the request it runs stays listed (for cancel) until answered.
class Queue {
public:
    void push(Pending p) {
        {
            std::lock_guard lock(mutex_);
            queued_.push_back(std::move(p));
        }
        wake_.notify_one();
    }
    // The next request, or nullopt once closed and drained.
    std::optional<Pending> next() {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return closed_ || !queued_.empty(); });
        if (queued_.empty()) return std::nullopt;
        Pending p = std::move(queued_.front());
        queued_.pop_front();
        running_ = p.cancel;
        running_id_ = p.request.id;
        return p;
    }
    void done() {
        std::lock_guard lock(mutex_);
        running_.reset();
    }
    // Sets the cancel flag of every queued or running request with this id;
    // returns "running", "queued" or "" (none).
    std::string cancel(const json& id) {
        std::lock_guard lock(mutex_);
        std::string state;
        for (auto& p : queued_)
            if (p.request.id == id) {
                p.cancel->store(true);
                state = "queued";
            }
        if (running_ && running_id_ == id) {
            running_->store(true);
            state = "running";
        }
        return state;
    }
    void close() {
        {
            std::lock_guard lock(mutex_);
            closed_ = true;
        }
        wake_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable wake_;
    std::deque<Pending> queued_;
    std::shared_ptr<std::atomic<bool>> running_;
    json running_id_;
    bool closed_ = false;
};

// Lines from a descriptor, each at most serve::kMaxLineBytes (the rest of a
// longer line is skipped and reported); polls so the caller can stop waiting.
class LineReader {
public:
    explicit LineReader(int fd) : fd_(fd) {}
    enum class Status { Line, TooLong, Idle, End };
    Status next(std::string& line, int timeout_ms) {
        for (;;) {
            if (const auto nl = buffer_.find('\n', scanned_); nl != std::string::npos) {
                line.assign(buffer_, 0, nl);
                buffer_.erase(0, nl + 1);
                scanned_ = 0;
                if (skipping_) {
                    skipping_ = false;
                    return Status::TooLong;
                }
                return Status::Line;
            }
            scanned_ = buffer_.size();
            if (buffer_.size() > serve::kMaxLineBytes) {  // keep reading, keep nothing
                skipping_ = true;
                buffer_.clear();
                scanned_ = 0;
            }
            if (eof_) {
                if (buffer_.empty() && !skipping_) return Status::End;
                line = std::move(buffer_);  // a last line without a newline
                buffer_.clear();
                scanned_ = 0;
                const bool too_long = skipping_;
                skipping_ = false;
                return too_long ? Status::TooLong : Status::Line;
            }
            pollfd pfd{fd_, POLLIN, 0};
            const int ready = ::poll(&pfd, 1, timeout_ms);
            if (ready == 0) return Status::Idle;
            if (ready < 0) {
                if (errno == EINTR) continue;
                eof_ = true;
                continue;
            }
            char chunk[65536];
            const ssize_t n = ::read(fd_, chunk, sizeof chunk);
            if (n < 0 && (errno == EINTR || errno == EAGAIN)) continue;
            if (n <= 0) eof_ = true;
            else buffer_.append(chunk, size_t(n));
        }
    }

private:
    int fd_;
    std::string buffer_;
    size_t scanned_ = 0;
    bool skipping_ = false, eof_ = false;
};

void worker_loop(serve::Handlers& handlers, Queue& queue, Writer& writer, std::atomic<bool>& finished) {
    while (auto pending = queue.next()) {
        const serve::Request& request = pending->request;
        if (request.op == serve::Op::Shutdown) {
            queue.done();
            writer.write(serve::ok_response(request, {{"shutdown", true}}));
            break;
        }
        const auto t0 = Clock::now();
        json response;
        try {
            response = serve::ok_response(request, handlers.handle(request, *pending->cancel,
                                                                   [&writer](const json& event) { writer.write(event); }));
        } catch (const std::exception& e) {
            response = serve::error_response(request, e);
        }
        // Off the running list before the answer leaves: a cancel the client
        // sends after reading it finds nothing to cancel.
        queue.done();
        writer.write(response);
        spdlog::info("serve: {} request answered in {:.3f} s", serve::op_name(request.op),
                     std::chrono::duration<double>(Clock::now() - t0).count());
    }
    finished.store(true);
}

}  // namespace

int run_serve(const QStringList& args) {
    QCommandLineParser p;
    p.setApplicationDescription("Answer JSON-lines requests on stdin with one response line each on stdout (docs/serve.md).");
    p.addOption({"stdio", "Serve over stdin and stdout (the only transport: there is no socket)."});
    p.addOption({"model", kModelOptionHelp, "NAME"});
    p.addOption({"threads", "Compute threads (default: all cores).", "N", "0"});
    p.addOption({"ctx", "Context length (default: the model's, at most 4096).", "N", "0"});
    p.addOption({"out", "Folder redact requests write into (the only folder besides the app's own and /tmp they may write).", "DIR"});
    if (int rc = parse_or_exit(p, "serve", args); rc >= 0) return rc;
    if (!p.isSet("stdio")) return fail("serve needs --stdio (JSON lines on stdin and stdout; there is no socket)");
    const QString model_name = model_option(p);
    if (model_name.isEmpty()) return fail("serve needs --model NAME (or SYNSEMA_MODEL)");

    // The protocol's own copy of stdout; descriptor 1 now leads to stderr.
    // A client that stops reading makes writes fail (EPIPE), not the process die.
    std::signal(SIGPIPE, SIG_IGN);
    std::fflush(stdout);
    const int protocol_fd = ::dup(STDOUT_FILENO);
    if (protocol_fd < 0 || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) return fail("serve: cannot set up stdout");
    Writer writer(protocol_fd);

    serve::ServeOptions options;
    options.session.n_threads = p.value("threads").toInt();
    options.session.n_ctx = p.value("ctx").toLongLong();
    options.out_dir = to_std(p.value("out"));
    const auto t0 = Clock::now();
    auto resolved = resolve_name(model_name);
    auto model = load_resolved(resolved);
    serve::Handlers handlers(std::move(model), std::move(resolved), to_std(model_name), options);
    const double load_s = std::chrono::duration<double>(Clock::now() - t0).count();
    spdlog::info("serve: model loaded in {:.3f} s; reading requests on stdin", load_s);
    // The first line says the server is ready and what it loaded.
    writer.write({{"id", nullptr},
                  {"op", "ready"},
                  {"ok", true},
                  {"result", {{"model", to_std(model_name)}, {"name", handlers.model().name()}, {"load_seconds", load_s}}}});

    Queue queue;
    std::atomic<bool> finished{false};
    std::thread worker([&] { worker_loop(handlers, queue, writer, finished); });
    LineReader reader(STDIN_FILENO);
    bool shutting_down = false;
    int64_t line_number = 0;
    std::string line;
    while (!finished.load()) {
        const auto status = reader.next(line, 100);
        if (status == LineReader::Status::Idle) continue;
        if (status == LineReader::Status::End) break;
        ++line_number;
        if (status == LineReader::Status::TooLong) {
            json e = serve::error_response(nullptr, "", "limit",
                                           "line " + std::to_string(line_number) + " is longer than 64 MiB and was skipped");
            e["line"] = line_number;
            writer.write(e);
            continue;
        }
        if (line.find_first_not_of(" \t\r") == std::string::npos) continue;  // blank lines are allowed
        json error;
        auto request = serve::parse_request(line, line_number, error);
        if (!request) {
            writer.write(error);
            continue;
        }
        if (request->op == serve::Op::Cancel) {
            const auto target = request->body.find("target");
            if (target == request->body.end() || !(target->is_string() || target->is_number_integer() || target->is_number_unsigned())) {
                writer.write(serve::error_response(request->id, "cancel", "invalid", "a cancel request needs a \"target\": the id to cancel"));
                continue;
            }
            const std::string state = queue.cancel(*target);
            if (state.empty())
                writer.write(serve::error_response(request->id, "cancel", "not-found",
                                                   "no request with id " + target->dump() + " is queued or running"));
            else
                writer.write(serve::ok_response(*request, {{"target", *target}, {"state", state}}));
            continue;
        }
        if (shutting_down) {
            writer.write(serve::error_response(request->id, serve::op_name(request->op), "invalid",
                                               "the server is shutting down; only cancel is still accepted"));
            continue;
        }
        shutting_down = request->op == serve::Op::Shutdown;
        queue.push(Pending{std::move(*request)});
    }
    queue.close();  // end of input: the queued requests are still answered
    worker.join();
    ::close(protocol_fd);
    return 0;
}

}  // namespace synsema::cli
