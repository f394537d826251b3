// Model names on the command line: a .gguf path, an Ollama name, a Hugging
// Face repo or an LM Studio repo, resolved by sources::resolve_model.
#pragma once
#include <QString>

#include <memory>
#include <string>

#include "engine/model/model.h"
#include "engine/sources/model_source.h"

namespace synsema::cli {

sources::ResolvedModel resolve_name(const QString& name);
std::unique_ptr<model::Model> load_resolved(const sources::ResolvedModel& resolved);
std::unique_ptr<model::Model> load_named_model(const QString& name);
// The model's first (metadata) file: `name` itself when it is a file on disk.
std::string first_file_of(const QString& name);

}  // namespace synsema::cli
