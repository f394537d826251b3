// The Redact tab's work as engine jobs (ui/engine_job.h): closures over value
// types that run on the engine thread and return a value type in a QVariant
// (redaction_values.h). They never touch widgets.
#pragma once
#include <QString>
#include <QStringList>

#include "services/redact/redaction_job.h"
#include "ui/engine/engine_job.h"

namespace synsema::ui {

inline constexpr const char* kDetectJob = "redact-detect";
inline constexpr const char* kExportJob = "redact-export";

// Imports `files` (scans and PDF pages without text OCR'd in `ocr_languages`,
// progress per page, Stop between pages) and detects over the set; the loaded
// model (if any) reviews the uncertain spans with `review_preset`; then draws
// the page previews. Returns a services::RedactionSet.
ui::EngineJob make_detect_job(QStringList files, QString review_preset, QString ocr_languages = "eng");

// Exports `set` as it stands after review. Returns a RedactExportResult.
ui::EngineJob make_export_job(services::RedactionSet set, services::ExportOptions options);

}  // namespace synsema::ui
