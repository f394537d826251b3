// Builds the GUI's ModelDetails from a loaded model or a GGUF header.
#pragma once
#include "ui/engine/engine_types.h"

namespace synsema::gguf { class GgufFile; }

namespace synsema::ui {

// Summary of a GGUF file: architecture, sizes, quantization mix and metadata
// (arrays longer than 8 entries are summarised).
ModelDetails describe_gguf(const gguf::GgufFile& file);

}  // namespace synsema::ui
