// The audit log of one redacted document, as JSON and CSV: for each span its
// category, position (bytes; PDF page and box; DOCX part and paragraph), the
// rule that found it, its confidence, the decision and who made it, and the
// operator applied, and — when a model reviewer scored it — the reviewer and
// its P(identifier); plus the sha256 of input and output, the policy, whether
// a model was used and its weights' sha256; for a DOCX, what was done to each
// part (removed, cleaned, image replaced). Redacted text only when asked.
#pragma once
#include <QByteArray>
#include <QString>

#include <vector>

#include "services/documents/document.h"
#include "services/documents/export.h"
#include "engine/redact/redactor.h"
#include "engine/redact/span.h"

namespace synsema::documents {

struct AuditInput {
    const ImportedDocument* doc = nullptr;
    QString output_path;
    QByteArray output_sha256;
    QString policy;
    QString reviewer;          // "none" when no model
    bool model_used = false;
    QString model_sha256;      // of the reviewer model's weights (attest::weights_sha256)
    const std::vector<redact::Span>* spans = nullptr;
    const redact::Policy* policy_rules = nullptr;
    bool log_text = false;
    const std::vector<ExportAction>* export_actions = nullptr;  // DOCX: per part; JSON "docx_cleaning"
};

QByteArray audit_json(const AuditInput& in);
QByteArray audit_csv(const AuditInput& in);

}  // namespace synsema::documents
