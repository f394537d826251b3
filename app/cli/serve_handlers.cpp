#include "serve_handlers.h"

#include <QString>
#include <QStringList>

#include <chrono>

#include "app/cli/attest_output.h"
#include "engine/attest/attestation.h"
#include "engine/model/model.h"
#include "engine/redact/detector.h"
#include "engine/redact/model_reviewer.h"
#include "engine/redact/policy.h"
#include "engine/session/generate.h"
#include "engine/util/error.h"
#include "services/judge/judge_service.h"
#include "services/redact/redaction_job.h"

namespace synsema::cli::serve {
namespace {

constexpr EncodeOptions kPlainText{.add_special = false, .parse_special = false};

void throw_if_cancelled(const std::atomic<bool>& cancel, const char* what) {
    if (cancel.load()) throw Error(ErrorKind::Cancelled, std::string(what) + " was cancelled");
}

QStringList string_list_field(const json& body, const char* name) {
    const auto it = body.find(name);
    if (it == body.end() || !it->is_array() || it->empty())
        throw Error(ErrorKind::Invalid, std::string("\"") + name + "\" must be a non-empty array of file paths");
    QStringList out;
    for (const auto& v : *it) {
        if (!v.is_string()) throw Error(ErrorKind::Invalid, std::string("\"") + name + "\" must hold strings");
        out << QString::fromStdString(v.get<std::string>());
    }
    return out;
}

json stats_json(const GenerateStats& stats) {
    return {{"prompt_tokens", stats.prompt_tokens},
            {"prefill_tokens", stats.prefill_tokens},
            {"reused_tokens", stats.prompt_tokens - stats.prefill_tokens},
            {"generated_tokens", stats.generated_tokens},
            {"prefill_seconds", stats.prefill_seconds},
            {"decode_seconds", stats.decode_seconds},
            {"stop_reason", stats.stop_reason}};
}

}  // namespace

Handlers::Handlers(std::unique_ptr<model::Model> model, sources::ResolvedModel resolved, std::string model_name,
                   const ServeOptions& options)
    : model_(std::move(model)), resolved_(std::move(resolved)), model_name_(std::move(model_name)), options_(options) {
    run_session_ = std::make_unique<Session>(*model_, options_.session);
    chat_ = std::make_unique<chat::ChatSession>(*model_, *run_session_, chat::from_gguf(model_->file()));
}

Handlers::~Handlers() = default;

json Handlers::handle(const Request& request, const std::atomic<bool>& cancel, const EventSink& event) {
    throw_if_cancelled(cancel, "the request");
    switch (request.op) {
        case Op::Run: return run(request, cancel, event);
        case Op::Judge: return judge(request.body, cancel);
        case Op::Redact: return redact(request.body, cancel);
        case Op::Attest: return attest();
        case Op::Tokenize: return tokenize(request.body);
        default: throw Error(ErrorKind::Invalid, std::string("\"") + op_name(request.op) + "\" is not handled here");
    }
}

json Handlers::run(const Request& request, const std::atomic<bool>& cancel, const EventSink& event) {
    const json& body = request.body;
    const std::string prompt = string_field(body, "prompt");
    const bool stream = bool_field(body, "stream", false);
    GenerateOptions go;
    go.max_tokens = int(integer_field(body, "max_tokens", 128, 0, 1 << 20));
    go.sampling.temperature = float(number_field(body, "temperature", 0.8, 0, 100));
    go.sampling.top_k = int(integer_field(body, "top_k", 40, 0, 1 << 24));
    go.sampling.top_p = float(number_field(body, "top_p", 0.95, 0, 1));
    go.sampling.min_p = float(number_field(body, "min_p", 0.05, 0, 1));
    go.sampling.repeat_penalty = float(number_field(body, "repeat_penalty", 1.0, 0.01, 100));
    go.sampling.seed = uint64_t(integer_field(body, "seed", 42, 0, INT64_MAX));
    go.cancel = &cancel;
    std::string text;
    go.on_text = [&](std::string_view piece) {
        text.append(piece);
        // Streamed: each piece as it is decoded (whole UTF-8 characters).
        if (stream && event) event({{"id", request.id}, {"op", "run"}, {"event", "text"}, {"text", std::string(piece)}});
        return true;
    };
    GenerateStats stats;
    json result;
    if (bool_field(body, "chat", false)) {
        // A fresh conversation each time; the session's cache still holds the
        // last prompt, so a shared system turn is not evaluated again.
        chat_->clear();
        chat_->set_system(string_field(body, "system", std::string()));
        const chat::ChatTurn turn = chat_->send(prompt, go);
        stats = turn.stats;
        result["chat_template"] = turn.method;
    } else {
        const auto tokens = model_->tokenizer().encode(prompt, {.add_special = true, .parse_special = false});
        stats = generate(*run_session_, tokens, go);
    }
    result["text"] = text;
    result.update(stats_json(stats));
    if (stats.stop_reason == "cancelled") {
        Error error(ErrorKind::Cancelled, "the run was cancelled after " + std::to_string(stats.generated_tokens) + " tokens");
        throw error;
    }
    return result;
}

json Handlers::judge(const json& body, const std::atomic<bool>& cancel) {
    const std::string preset = string_field(body, "preset");
    const bool has_text = body.contains("text"), has_file = body.contains("file");
    if (has_text == has_file) throw Error(ErrorKind::Invalid, "a judge request needs either \"text\" or \"file\"");
    if (!judge_ || preset != judge_preset_) {
        auto loaded = services::load_preset(QString::fromStdString(preset));
        if (judge_) judge_->set_preset(std::move(loaded));  // keeps the session and its cache
        else judge_ = std::make_unique<services::JudgeService>(*model_, std::move(loaded), options_.session);
        judge_preset_ = preset;
    }
    EvalOptions eval;
    eval.cancel = &cancel;
    const int64_t evaluated_before = judge_->session().tokens_evaluated();
    services::JudgedDocument doc;
    std::string text;
    if (has_text) {
        text = string_field(body, "text");
        doc = judge_->judge_text(text, eval);
    } else {
        doc = judge_->judge_file(QString::fromStdString(string_field(body, "file")), eval);
        if (!doc.error.isEmpty()) throw Error(ErrorKind::Io, doc.error.toStdString());
    }
    json out = services::judge_results_json(judge_->preset(), QString::fromStdString(model_name_), {doc}, judge_->layout_description());
    json document = out["documents"].at(0);
    out.erase("documents");
    out["document"] = std::move(document);
    // Prefix reuse, shown: the tokens this request evaluated (prompt suffix
    // and label continuations) beside the prompt's and the document's length.
    out["evaluated_tokens"] = judge_->session().tokens_evaluated() - evaluated_before;
    if (has_text) out["document_tokens"] = int64_t(model_->tokenizer().encode(text, kPlainText).size());
    return out;
}

const redact::Detector& Handlers::detector(bool review_with_model) {
    auto& slot = review_with_model ? model_detector_ : rules_detector_;
    if (!slot) {
        services::ReviewerSetup setup;
        setup.threads = options_.session.n_threads;
        slot = std::make_unique<redact::Detector>(redact::DetectorOptions{},
                                                  services::make_reviewer(review_with_model ? model_.get() : nullptr, setup));
    }
    return *slot;
}

json Handlers::redact(const json& body, const std::atomic<bool>& cancel) {
    const QStringList files = string_list_field(body, "files");
    const std::string out_dir = string_field(body, "out", options_.out_dir.empty() ? std::nullopt : std::optional(options_.out_dir));
    const redact::Policy policy =
        redact::load_policy_file(redact::find_policy(string_field(body, "policy", std::string(redact::kDefaultPolicy))));
    const redact::Detector& rules = detector(bool_field(body, "review_with_model", false));

    services::RedactionSet set = services::import_documents(files, {}, &cancel);
    services::detect_documents(set, rules);
    throw_if_cancelled(cancel, "the redaction");
    services::ExportOptions export_options;
    export_options.out_dir = QString::fromStdString(out_dir);
    export_options.policy = policy;
    export_options.no_clobber = bool_field(body, "no_clobber", false);
    const auto exported = services::export_documents(set, export_options, {}, &cancel);

    json result = {{"policy", policy.name}, {"reviewer", set.reviewer.toStdString()}, {"model_used", set.model_used},
                   {"documents", json::array()}};
    for (const auto& f : set.failed)
        result["documents"].push_back({{"input", f.path.toStdString()}, {"error", f.message.toStdString()},
                                       {"error_kind", f.error_kind.toStdString()}});
    for (size_t i = 0; i < set.docs.size(); ++i) {
        const auto& r = exported[i];
        json entry = {{"input", set.docs[i].path.toStdString()}, {"input_sha256", set.docs[i].sha256.toStdString()},
                      {"spans", r.spans}};
        if (!r.error.isEmpty()) {
            entry["error"] = r.error.toStdString();
            entry["error_kind"] = r.error_kind.toStdString();
        } else {
            entry["output"] = r.output.toStdString();
            entry["audit_json"] = r.audit_json.toStdString();
            entry["audit_csv"] = r.audit_csv.toStdString();
            entry["output_sha256"] = r.output_sha256.toStdString();
            entry["redacted"] = r.redacted;
            entry["for_review"] = r.for_review;
        }
        result["documents"].push_back(entry);
    }
    return result;
}

json Handlers::attest() {
    // The weights are hashed once, through the descriptors that were mapped
    // (what runs is what is hashed); the arch file and the engine every time.
    if (!weights_)
        weights_ = attest::digest_handles(attest::mapped_handles(model_->files(), attest::expected_sha256s(resolved_)), nullptr);
    const auto a = build_run_attestation(resolved_, *model_, *weights_, {});
    return attest::to_json(a);
}

json Handlers::tokenize(const json& body) const {
    const std::string text = string_field(body, "text");
    const auto ids = model_->tokenizer().encode(
        text, {.add_special = bool_field(body, "add_special", false), .parse_special = bool_field(body, "parse_special", false)});
    json pieces = json::array();
    for (TokenId id : ids) pieces.push_back(model_->tokenizer().token_to_piece(id, true));
    return {{"ids", ids}, {"pieces", std::move(pieces)}};
}

}  // namespace synsema::cli::serve
