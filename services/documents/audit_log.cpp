#include "services/documents/audit_log.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include "engine/attest/signed_report.h"
#include "engine/egress/egress_lock.h"

namespace synsema::documents {

namespace {

struct Row {
    const redact::Span* span;
    std::string op;     // operator applied, or "keep"
    std::string where;  // human-readable position
    nlohmann::json position;
};

std::vector<Row> rows(const AuditInput& in) {
    std::vector<Row> out;
    for (const auto& s : *in.spans) {
        Row r{&s, "keep", {}, {{"start", s.start}, {"end", s.end}}};
        const redact::PolicyRule* rule = in.policy_rules ? in.policy_rules->rule_for(s.category) : nullptr;
        if (rule && s.decision != redact::Decision::Keep) r.op = redact::operator_name(rule->op);
        r.where = "bytes " + std::to_string(s.start) + "-" + std::to_string(s.end);
        // Where the span sits in the source: PDF pages/boxes, DOCX part/paragraph.
        for (const auto& w : in.doc->words) {
            if (w.start >= s.end || w.end <= s.start) continue;
            r.position["pdf_boxes"].push_back({{"page", w.page + 1}, {"x", w.box.x()}, {"y", w.box.y()},
                                               {"w", w.box.width()}, {"h", w.box.height()}});
        }
        for (const auto& t : in.doc->runs) {
            if (t.start >= s.end || t.end <= s.start) continue;
            r.position["docx_runs"].push_back({{"part", t.part.toStdString()}, {"paragraph", t.paragraph}, {"element", t.element}});
        }
        out.push_back(std::move(r));
    }
    return out;
}

std::string csv_field(const std::string& s) {
    std::string q = "\"";
    for (char c : s) q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + "\"";
}

}  // namespace

QByteArray audit_json(const AuditInput& in) {
    nlohmann::json j;
    j["input"] = in.doc->path.toStdString();
    // The file actually read: a link the user named is recorded with its target.
    j["input_real_path"] = in.doc->real_path.toStdString();
    j["input_named_link"] = in.doc->named_link;
    j["input_sha256"] = in.doc->sha256.toStdString();
    j["output"] = in.output_path.toStdString();
    j["output_sha256"] = in.output_sha256.toStdString();
    j["format"] = format_name(in.doc->format);
    j["policy"] = in.policy.toStdString();
    j["model_used"] = in.model_used;
    j["reviewer"] = in.reviewer.toStdString();
    j["model_sha256"] = in.model_used ? nlohmann::json(in.model_sha256.toStdString()) : nlohmann::json(nullptr);
    j["text_logged"] = in.log_text;
    j["egress_lock"] = egress::to_json(egress::lock_status());
    j["notices"] = nlohmann::json::array();
    for (const auto& n : in.doc->notices) j["notices"].push_back(n.toStdString());
    if (in.doc->used_ocr()) {
        // Per page: whether its text came from OCR, and how sure OCR was.
        j["ocr_pages"] = nlohmann::json::array();
        for (size_t p = 0; p < in.doc->pages.size(); ++p) {
            const PdfPage& page = in.doc->pages[p];
            nlohmann::json e{{"page", p + 1}, {"ocr", page.ocr_read()}};
            if (page.ocr_beside_text) e["text_layer"] = true;  // OCR read only the print beyond the text layer
            if (page.ocr_read()) {
                e["languages"] = page.ocr_languages.toStdString();
                e["mean_confidence"] = std::round(page.ocr_confidence * 10) / 10;
                e["dpi"] = page.ocr_dpi;
                e["turned_degrees"] = 90 * page.prep.quarter_turns;
                e["deskew_degrees"] = std::round(page.prep.deskew_degrees * 100) / 100;
                e["low_confidence"] = page.ocr_confidence < kLowOcrPageConfidence;
                if (page.ocr_smoothed) e["smoothed"] = true;  // read with the speckle smoothed out
                if (page.ocr_second_reading_words > 0) e["second_reading_words"] = page.ocr_second_reading_words;
            }
            j["ocr_pages"].push_back(e);
        }
    }
    if (in.export_actions) {
        j["docx_cleaning"] = nlohmann::json::array();
        for (const auto& a : *in.export_actions)
            j["docx_cleaning"].push_back({{"part", a.part.toStdString()}, {"action", a.action.toStdString()},
                                          {"detail", a.detail.toStdString()}});
    }
    j["spans"] = nlohmann::json::array();
    for (const auto& r : rows(in)) {
        const auto& s = *r.span;
        nlohmann::json e{{"category", s.category}, {"position", r.position}, {"rule", s.rule},
                         {"confidence", s.confidence}, {"needs_review", s.needs_review}, {"decision", redact::decision_name(s.decision)},
                         {"decided_by", redact::decider_name(s.decided_by)}, {"operator", r.op},
                         {"reviewed_by", s.reviewed_by.empty() ? nlohmann::json(nullptr) : nlohmann::json(s.reviewed_by)},
                         {"review_p_identifier", s.review_probability < 0 ? nlohmann::json(nullptr)
                                                                           : nlohmann::json(s.review_probability)}};
        if (s.entity >= 0) e["entity"] = s.entity;
        if (!s.entity_candidates.empty()) e["entity_candidates"] = s.entity_candidates;
        if (!s.note.empty()) e["note"] = s.note;
        if (in.log_text) e["text"] = in.doc->text.substr(s.start, s.length());
        j["spans"].push_back(e);
    }
    // Signed with this installation's key; the CSV beside it is covered by
    // the sha256 the redaction report (redact --attest) records of it.
    attest::sign_report(j);
    return QByteArray::fromStdString(j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

QByteArray audit_csv(const AuditInput& in) {
    std::string out = "input,input_sha256,output,output_sha256,policy,model_used,category,start,end,position,rule,"
                      "confidence,needs_review,decision,decided_by,operator,reviewed_by,review_p_identifier,model_sha256";
    out += in.log_text ? ",text\n" : "\n";
    for (const auto& r : rows(in)) {
        const auto& s = *r.span;
        std::string pos = r.position.contains("pdf_boxes") || r.position.contains("docx_runs") ? r.position.dump() : r.where;
        out += csv_field(in.doc->path.toStdString()) + "," + in.doc->sha256.toStdString() + "," +
               csv_field(in.output_path.toStdString()) + "," + in.output_sha256.toStdString() + "," +
               csv_field(in.policy.toStdString()) + "," + (in.model_used ? "true" : "false") + "," + s.category + "," +
               std::to_string(s.start) + "," + std::to_string(s.end) + "," + csv_field(pos) + "," + s.rule + "," +
               std::to_string(s.confidence) + "," + (s.needs_review ? "true" : "false") + "," + redact::decision_name(s.decision) + "," +
               redact::decider_name(s.decided_by) + "," + r.op + "," + csv_field(s.reviewed_by) + "," +
               (s.review_probability < 0 ? std::string() : std::to_string(s.review_probability)) + "," +
               (in.model_used ? in.model_sha256.toStdString() : std::string());
        if (in.log_text) out += "," + csv_field(in.doc->text.substr(s.start, s.length()));
        out += "\n";
    }
    return QByteArray::fromStdString(out);
}

}  // namespace synsema::documents
