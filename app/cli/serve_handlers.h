// What `synsema-cli serve --stdio` does with each request, on its worker
// thread: one model loaded for the process, one session for `run` (its prefix
// cache kept from request to request) and one judge service (its own session,
// so the judge's instruction prefix stays cached between documents however
// runs interleave). Judging, redaction and attestation go through the same
// service-layer calls as the judge, redact and attest commands.
#pragma once
#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/cli/serve_protocol.h"
#include "engine/attest/file_digest.h"
#include "engine/chat/chat_session.h"
#include "engine/session/session.h"
#include "engine/sources/model_source.h"

namespace synsema::model { class Model; }
namespace synsema::redact { class Detector; }
namespace synsema::services { class JudgeService; }

namespace synsema::cli::serve {

struct ServeOptions {
    SessionOptions session;
    std::string out_dir;  // --out: where redact requests write by default ("" : they must name "out")
};

class Handlers {
public:
    Handlers(std::unique_ptr<model::Model> model, sources::ResolvedModel resolved, std::string model_name,
             const ServeOptions& options);
    ~Handlers();

    // Answers one request (run, judge, redact, attest or tokenize). Throws
    // synsema::Error (Cancelled when `cancel` was set) or another exception.
    // `event` sends a line before the answer (a streamed run's text).
    using EventSink = std::function<void(const json& event)>;
    json handle(const Request& request, const std::atomic<bool>& cancel, const EventSink& event = {});

    const model::Model& model() const { return *model_; }

private:
    json run(const Request& request, const std::atomic<bool>& cancel, const EventSink& event);
    json judge(const json& body, const std::atomic<bool>& cancel);
    json redact(const json& body, const std::atomic<bool>& cancel);
    json attest();
    json tokenize(const json& body) const;
    const redact::Detector& detector(bool review_with_model);

    std::unique_ptr<model::Model> model_;
    sources::ResolvedModel resolved_;
    std::string model_name_;
    ServeOptions options_;
    std::unique_ptr<Session> run_session_;
    std::unique_ptr<chat::ChatSession> chat_;
    std::unique_ptr<services::JudgeService> judge_;
    std::string judge_preset_;  // the preset name or path the judge service was made for
    std::unique_ptr<redact::Detector> rules_detector_, model_detector_;
    std::optional<std::vector<attest::FileDigest>> weights_;  // hashed at the first attest request
};

}  // namespace synsema::cli::serve
