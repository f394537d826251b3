// The checks of a redacted output PDF that need no OCR: no text layer, no
// metadata (the input's least of all), nothing attached, and no gold
// identifier in the file's bytes as written.
#pragma once
#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

#include "engine/redact/gold_eval.h"

namespace synsema::roundtrip {

// Each finding is one line for the report ("page 2 has a text layer: …").
QStringList text_layer_findings(const QString& pdf_path);
QStringList metadata_findings(const QString& pdf_path);
// The input's own metadata values (PDF info and XMP, image text chunks).
QStringList input_metadata(const QString& input_path);
// Strings (gold identifiers, input metadata) found verbatim in the output's bytes or its info values.
QStringList verbatim_findings(const QString& pdf_path, const QStringList& needles, const char* what);
// The gold identifiers worth searching: >= 4 characters, not IGNORE.
QStringList gold_identifiers(const redact::GoldDocument& gold);

}  // namespace synsema::roundtrip
