// The value types that cross from the engine thread to the Redact tab inside
// a QVariant: a detected document set, and the outcome of an export.
#pragma once
#include <QMetaType>
#include <QString>

#include <vector>

#include "services/redact/redaction_job.h"

namespace synsema::ui {

struct RedactExportResult {
    QString out_dir;
    std::vector<services::ExportedDocument> documents;
};

}  // namespace synsema::ui

Q_DECLARE_METATYPE(synsema::services::RedactionSet)
Q_DECLARE_METATYPE(synsema::ui::RedactExportResult)
