// Model names on the command line: a .gguf path, an Ollama name, a Hugging
// Face repo or an LM Studio repo, resolved by sources::resolve_model.
#pragma once
#include <QCommandLineParser>
#include <QString>

#include <memory>
#include <string>

#include "engine/model/model.h"
#include "engine/sources/model_source.h"

namespace synsema::cli {

// The model a command is given: --model when set, else SYNSEMA_MODEL
// (services/models/model_environment.h); "" when neither names one.
QString model_option(const QCommandLineParser& parser);
// The --model option's help text, which names the variable.
inline constexpr const char* kModelOptionHelp =
    "Model NAME: a .gguf path, an Ollama name, org/repo[:QUANT] or org/repo/file.gguf (default: $SYNSEMA_MODEL).";

sources::ResolvedModel resolve_name(const QString& name);
std::unique_ptr<model::Model> load_resolved(const sources::ResolvedModel& resolved);
std::unique_ptr<model::Model> load_named_model(const QString& name);
// The model's first (metadata) file: `name` itself when it is a file on disk.
std::string first_file_of(const QString& name);

}  // namespace synsema::cli
