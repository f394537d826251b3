// The checks of a redacted output that need no OCR: no text layer, no
// metadata (the input's least of all), nothing attached, and no gold
// identifier in the file's bytes as written. The output is an image-only
// PDF, or a TIFF (redact --keep-tiff), which has no text layer but whose
// tags could carry text: any tag that is not the pixels' is a finding.
#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

#include "engine/redact/gold_eval.h"

namespace synsema::roundtrip {

// Whether the file is a TIFF (by its first bytes).
bool is_tiff(const QString& path);
// Each finding is one line for the report ("page 2 has a text layer: …").
QStringList text_layer_findings(const QString& pdf_path);
QStringList metadata_findings(const QString& pdf_path);
QStringList tiff_tag_findings(const QString& tiff_path);
// The input's own metadata values (PDF info and XMP, image text chunks).
QStringList input_metadata(const QString& input_path);
// Strings (gold identifiers, input metadata) found verbatim in the output's bytes or (PDF) its info values.
// A PDF's structural numbers (object numbers, lengths, xref offsets) are not searched: they are the writer's.
QStringList verbatim_findings(const QString& output_path, const QStringList& needles, const char* what);
// The gold identifiers worth searching: >= 4 characters, not IGNORE.
QStringList gold_identifiers(const redact::GoldDocument& gold);

}  // namespace synsema::roundtrip
