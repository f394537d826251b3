#include "ollama_store.h"

#include <filesystem>

#include <spdlog/spdlog.h>

#include "engine/sources/source_fs.h"
#include "engine/util/error.h"
#include "engine/util/str_cat.h"

namespace synsema::sources {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr std::string_view kModelType = "application/vnd.ollama.image.model";
constexpr std::string_view kTemplateType = "application/vnd.ollama.image.template";
constexpr std::string_view kSystemType = "application/vnd.ollama.image.system";
constexpr std::string_view kParamsType = "application/vnd.ollama.image.params";
constexpr size_t kMaxLayers = 256;
constexpr size_t kMaxPartLength = 256;

// One path part: letters, digits, '.', '_', '-' (and ':' for a host's port).
bool valid_part(std::string_view s, bool allow_colon) {
    if (s.empty() || s.size() > kMaxPartLength || s == "." || s == "..") return false;
    for (char c : s) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
                        c == '_' || c == '-' || (allow_colon && c == ':');
        if (!ok) return false;
    }
    return true;
}

// "sha256:<64 hex>" → the blob's path (sha256-<hex>, or the older sha256:<hex>).
std::optional<std::string> blob_for_digest(const std::string& store, const std::string& digest, std::string* hex) {
    if (digest.rfind("sha256:", 0) != 0 || !is_hex(std::string_view(digest).substr(7), 64)) return std::nullopt;
    *hex = digest.substr(7);
    const fs::path blobs = fs::path(store) / "blobs";
    for (const std::string& file : {"sha256-" + *hex, "sha256:" + *hex}) {
        std::error_code ec;
        if (fs::exists(fs::symlink_status(blobs / file, ec))) return (blobs / file).string();
    }
    return (blobs / ("sha256-" + *hex)).string();  // absent: the caller reports this path
}

std::string text_layer(const std::string& path) { return read_small_file(path, kMaxLayerTextBytes).value_or(""); }

// params: {"stop": [...], "temperature": 0.7, ...}; non-object content is ignored with a warning.
void read_params(const std::string& path, OllamaExtras& extras) {
    const auto text = read_small_file(path, kMaxLayerTextBytes);
    if (!text) return;
    const json j = json::parse(*text, nullptr, false);
    if (!j.is_object()) {
        spdlog::warn("{}: Ollama params layer is not a JSON object; ignored", path);
        return;
    }
    for (const auto& [key, value] : j.items()) {
        if (key == "stop") {
            const json list = value.is_array() ? value : json::array({value});
            for (const auto& s : list)
                if (s.is_string()) extras.stop.push_back(s.get<std::string>());
        } else {
            extras.options[key] = value;
        }
    }
}

// Reads one manifest into an entry; hostile input becomes "not runnable" with the reason.
SourceEntry read_manifest(const std::string& store, const std::string& manifest_path, const std::string& name) {
    SourceEntry e;
    e.name = name;
    e.source = SourceKind::Ollama;
    auto fail = [&](const std::string& reason) {
        e.runnable = false;
        e.not_runnable_reason = reason;
        e.files.clear();
        return e;
    };
    std::optional<std::string> text;
    try {
        text = read_small_file(manifest_path, kMaxManifestBytes);
    } catch (const Error& err) {
        return fail(err.what());
    }
    if (!text) return fail("manifest missing: " + manifest_path);
    const json j = json::parse(*text, nullptr, false);
    if (!j.is_object() || !j.contains("layers") || !j["layers"].is_array())
        return fail("manifest " + manifest_path + " is not a JSON object with a 'layers' array");
    if (j["layers"].size() > kMaxLayers) return fail("manifest " + manifest_path + " has too many layers");

    OllamaExtras extras;
    bool has_model = false;
    for (const auto& layer : j["layers"]) {
        if (!layer.is_object() || !layer.contains("mediaType") || !layer["mediaType"].is_string() ||
            !layer.contains("digest") || !layer["digest"].is_string())
            return fail("manifest " + manifest_path + " has a layer without a string mediaType and digest");
        const auto type = layer["mediaType"].get<std::string>();
        std::string hex;
        const auto blob = blob_for_digest(store, layer["digest"].get<std::string>(), &hex);
        if (!blob) return fail(str_cat("manifest ", manifest_path, " has a malformed digest in a ", type, " layer"));
        try {
            if (type == kModelType && !has_model) {
                has_model = true;
                const LinkEnd end = follow_links(*blob);
                if (!end.present) return fail("model blob missing: " + *blob);
                std::error_code ec;
                e.files.push_back({*blob, end.path, hex, uint64_t(fs::file_size(end.path, ec))});
            } else if (type == kTemplateType) {
                extras.template_text = text_layer(*blob);
            } else if (type == kSystemType) {
                extras.system_prompt = text_layer(*blob);
            } else if (type == kParamsType) {
                read_params(*blob, extras);
            }
        } catch (const Error& err) {
            return fail(err.what());
        }
    }
    if (!has_model)
        return fail("the manifest has no model layer (" + std::string(kModelType) +
                    "): a cloud model or an unfinished pull; nothing to run locally");
    e.ollama = std::move(extras);
    return e;
}

}  // namespace

std::string OllamaName::display() const {
    std::string base = model + ":" + tag;
    if (host == kOllamaDefaultHost && space == kOllamaDefaultNamespace) return base;
    if (host == kOllamaDefaultHost) return space + "/" + base;
    return host + "/" + space + "/" + base;
}

std::optional<OllamaName> parse_ollama_name(std::string_view text) {
    if (text.empty() || text.size() > 4 * kMaxPartLength) return std::nullopt;
    std::vector<std::string> parts;
    size_t start = 0;
    while (true) {
        const size_t slash = text.find('/', start);
        parts.emplace_back(text.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (parts.size() > 3) return std::nullopt;
    OllamaName n{std::string(kOllamaDefaultHost), std::string(kOllamaDefaultNamespace), "", std::string(kOllamaDefaultTag)};
    std::string last = parts.back();
    // The tag follows the last ':' of the last part.
    if (const size_t colon = last.rfind(':'); colon != std::string::npos) {
        n.tag = last.substr(colon + 1);
        last = last.substr(0, colon);
    }
    n.model = last;
    if (parts.size() >= 2) n.space = parts[parts.size() - 2];
    if (parts.size() == 3) n.host = parts[0];
    if (!valid_part(n.model, false) || !valid_part(n.tag, false) || !valid_part(n.space, false) ||
        !valid_part(n.host, true))
        return std::nullopt;
    return n;
}

std::vector<std::string> ollama_store_dirs() {
    if (auto dir = env_value("OLLAMA_MODELS")) return {*dir};
    return {(fs::path(home_dir()) / ".ollama" / "models").string(), "/usr/share/ollama/.ollama/models"};
}

std::optional<SourceEntry> find_ollama(const OllamaName& name, std::vector<std::string>& searched) {
    for (const auto& store : ollama_store_dirs()) {
        const fs::path exact = fs::path(store) / "manifests" / name.host / name.space / name.model / name.tag;
        searched.push_back("ollama manifest " + exact.string());
        // Walk down one level at a time so that each part matches case-insensitively.
        std::optional<std::string> dir = (fs::path(store) / "manifests").string();
        for (const std::string& part : {name.host, name.space, name.model, name.tag}) {
            if (dir) dir = find_child_ci(*dir, part);
        }
        if (!dir) continue;
        std::error_code ec;
        if (!fs::is_regular_file(*dir, ec)) continue;
        // Name the model as the store spells it.
        const fs::path found(*dir);
        const OllamaName actual{found.parent_path().parent_path().parent_path().filename().string(),
                                found.parent_path().parent_path().filename().string(),
                                found.parent_path().filename().string(), found.filename().string()};
        return read_manifest(store, *dir, actual.display());
    }
    return std::nullopt;
}

std::vector<SourceEntry> list_ollama() {
    std::vector<SourceEntry> out;
    for (const auto& store : ollama_store_dirs()) {
        const fs::path root = fs::path(store) / "manifests";
        for (const auto& host : list_dir(root.string()))
            for (const auto& space : list_dir((root / host).string()))
                for (const auto& model : list_dir((root / host / space).string()))
                    for (const auto& tag : list_dir((root / host / space / model).string())) {
                        const fs::path manifest = root / host / space / model / tag;
                        std::error_code ec;
                        if (!fs::is_regular_file(manifest, ec)) continue;
                        const OllamaName n{host, space, model, tag};
                        out.push_back(read_manifest(store, manifest.string(), n.display()));
                    }
    }
    return out;
}

}  // namespace synsema::sources
