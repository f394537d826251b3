// Builds the GUI's ModelDetails from a GGUF header (gguf::GgufSummary, the
// summary every front end shows) and the rows of the details pane.
#pragma once
#include <QPair>
#include <QString>
#include <QVector>

#include "ui/engine/engine_types.h"

namespace synsema::gguf { class GgufFile; class GgufSet; }

namespace synsema::ui {

// Summary and metadata of a model (arrays longer than 8 entries are summarised).
ModelDetails describe_gguf(const gguf::GgufSet& set);
ModelDetails describe_gguf(const gguf::GgufFile& file);

// The details pane's first rows, in words: found as, name, architecture,
// parameters, quantization, context, chat template, licence, size, sha256
// (when known), file.
QVector<QPair<QString, QString>> summary_rows(const ModelDetails& d);

}  // namespace synsema::ui
