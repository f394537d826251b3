#include "model_name.h"

#include <filesystem>

#include "engine/sources/resolver.h"
#include "services/models/model_environment.h"

namespace synsema::cli {

QString model_option(const QCommandLineParser& parser) {
    if (parser.isSet("model")) return parser.value("model");
    const auto from_environment = services::model_from_environment();
    return from_environment ? QString::fromStdString(*from_environment) : QString();
}

sources::ResolvedModel resolve_name(const QString& name) { return sources::resolve_model(name.toStdString()); }

std::unique_ptr<model::Model> load_resolved(const sources::ResolvedModel& resolved) {
    return model::Model::load_files(resolved.entry.paths());
}

std::unique_ptr<model::Model> load_named_model(const QString& name) { return load_resolved(resolve_name(name)); }

std::string first_file_of(const QString& name) {
    const std::string path = name.toStdString();
    std::error_code ec;
    if (std::filesystem::is_regular_file(path, ec)) return path;
    return resolve_name(name).entry.paths().at(0);
}

}  // namespace synsema::cli
