#include "preset.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>

#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "engine/util/new_file.h"
#include "engine/util/str_cat.h"

namespace synsema::judge {
namespace {

using nlohmann::json;

constexpr std::string_view kFormat = "synsema-judge-preset";
constexpr std::string_view kDocumentSlot = "{document}";
constexpr std::string_view kInstructionSlot = "{instruction}";

[[noreturn]] void bad(const std::string& source, const std::string& what) {
    throw Error(ErrorKind::Format, source + ": invalid judge preset: " + what);
}

std::string get_string(const json& obj, const char* key, size_t max_bytes, const std::string& source, bool required,
                       const std::string& fallback = {}) {
    const auto it = obj.find(key);
    if (it == obj.end()) {
        if (required) bad(source, std::string("missing \"") + key + "\"");
        return fallback;
    }
    if (!it->is_string()) bad(source, std::string("\"") + key + "\" must be a string");
    const auto& s = it->get_ref<const std::string&>();
    if (s.size() > max_bytes) bad(source, std::string("\"") + key + "\" is longer than " + std::to_string(max_bytes) + " bytes");
    return s;
}

double get_number(const json& obj, const char* key, const std::string& source, double lo, double hi) {
    const auto it = obj.find(key);
    if (it == obj.end()) bad(source, std::string("missing \"") + key + "\"");
    if (!it->is_number()) bad(source, std::string("\"") + key + "\" must be a number");
    const double v = it->get<double>();
    if (!std::isfinite(v) || v < lo || v > hi) bad(source, std::string("\"") + key + "\" is out of range");
    return v;
}

int64_t get_count(const json& obj, const char* key, const std::string& source) {
    const auto it = obj.find(key);
    if (it == obj.end()) bad(source, std::string("missing \"") + key + "\"");
    if (!it->is_number_integer()) bad(source, std::string("\"") + key + "\" must be an integer");
    const int64_t v = it->get<int64_t>();
    if (v < 0) bad(source, std::string("\"") + key + "\" is negative");
    return v;
}

std::vector<double> get_vector(const json& obj, const char* key, size_t n, const std::string& source, bool positive) {
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_array() || it->size() != n)
        bad(source, std::string("\"") + key + "\" must be an array of " + std::to_string(n) + " numbers");
    std::vector<double> out;
    for (const auto& v : *it) {
        if (!v.is_number()) bad(source, std::string("\"") + key + "\" must hold numbers");
        const double d = v.get<double>();
        if (!std::isfinite(d) || (positive && !(d > 0)) || std::abs(d) > 1e6)
            bad(source, std::string("\"") + key + "\" holds an out-of-range value");
        out.push_back(d);
    }
    return out;
}

const json& get_object(const json& obj, const char* key, const std::string& source) {
    const auto it = obj.find(key);
    if (it == obj.end() || !it->is_object()) bad(source, std::string("\"") + key + "\" must be an object");
    return *it;
}

Calibration parse_calibration(const json& c, size_t n_labels, const std::string& source) {
    Calibration cal;
    if (c.contains("contextual_bias")) cal.contextual_bias = get_vector(c, "contextual_bias", n_labels, source, true);
    const std::string scaling = get_string(c, "scaling", 32, source, false, "none");
    if (scaling == "none") cal.scaling = Scaling::None;
    else if (scaling == "temperature") cal.scaling = Scaling::Temperature;
    else if (scaling == "vector") cal.scaling = Scaling::Vector;
    else bad(source, "unknown calibration scaling \"" + scaling + "\"");
    if (cal.scaling == Scaling::Temperature) cal.temperature = get_number(c, "temperature", source, 1e-4, 1e4);
    if (cal.scaling == Scaling::Vector) {
        cal.vector_scale = get_vector(c, "vector_scale", n_labels, source, false);
        cal.vector_bias = get_vector(c, "vector_bias", n_labels, source, false);
    }
    if (c.contains("fitted_on")) {
        const json& f = get_object(c, "fitted_on", source);
        cal.fitted_on.data_sha256 = get_string(f, "data_sha256", 64, source, false);
        cal.fitted_on.fitted_at = get_string(f, "fitted_at", 64, source, false);
        cal.fitted_on.model = get_string(f, "model", 4096, source, false);
        if (f.contains("n_items")) cal.fitted_on.n_items = get_count(f, "n_items", source);
    }
    return cal;
}

Gate parse_gate(const json& g, const std::string& source) {
    Gate gate;
    gate.alpha = get_number(g, "alpha", source, 1e-9, 1 - 1e-9);
    gate.delta = get_number(g, "delta", source, 1e-9, 1 - 1e-9);
    const auto t = g.find("threshold");
    if (t == g.end()) bad(source, "gate: missing \"threshold\" (null when nothing is automatic)");
    if (!t->is_null()) gate.threshold = get_number(g, "threshold", source, 0, 1);
    gate.coverage = get_number(g, "coverage", source, 0, 1);
    gate.n_calibration = get_count(g, "n_calibration", source);
    gate.n_accepted = get_count(g, "n_accepted", source);
    gate.errors_accepted = get_count(g, "errors_accepted", source);
    gate.error_upper_bound = get_number(g, "error_upper_bound", source, 0, 1);
    if (gate.n_accepted > gate.n_calibration || gate.errors_accepted > gate.n_accepted)
        bad(source, "gate: inconsistent counts");
    return gate;
}

Combine parse_combine(const json& c, const Preset& p, const std::string& source) {
    Combine combine;
    const std::string rule = get_string(c, "rule", 16, source, true);
    if (rule == "mean") {
        if (c.contains("label")) bad(source, "\"combine\": the mean rule takes no label");
        return combine;
    }
    if (rule != "max") bad(source, "\"combine\": unknown rule \"" + rule + "\" (expected \"max\" or \"mean\")");
    combine.rule = CombineRule::Max;
    combine.label = get_string(c, "label", kMaxLabelNameBytes, source, true);
    if (p.label_index(combine.label) < 0) bad(source, "\"combine\": \"" + combine.label + "\" is not one of the labels");
    return combine;
}

std::string fill_instruction(std::string_view part, const std::string& instruction) {
    std::string out;
    size_t pos = 0;
    while (true) {
        const size_t hit = part.find(kInstructionSlot, pos);
        out.append(part.substr(pos, hit == std::string_view::npos ? std::string_view::npos : hit - pos));
        if (hit == std::string_view::npos) break;
        out += instruction;
        pos = hit + kInstructionSlot.size();
    }
    return out;
}

}  // namespace

Preset Preset::parse(std::string_view json_text, const std::string& source) {
    if (json_text.size() > kMaxPresetBytes) bad(source, "file larger than 1 MiB");
    // nlohmann rejects malformed JSON and invalid UTF-8 in strings.
    json doc = json::parse(json_text.begin(), json_text.end(), nullptr, false);
    if (doc.is_discarded()) bad(source, "not valid JSON (or not valid UTF-8)");
    if (!doc.is_object()) bad(source, "the top level must be an object");
    if (get_string(doc, "format", 64, source, true) != kFormat) bad(source, "\"format\" is not \"synsema-judge-preset\"");
    if (get_count(doc, "version", source) != 1) bad(source, "unsupported \"version\" (expected 1)");

    Preset p;
    p.name = get_string(doc, "name", kMaxLabelNameBytes, source, true);
    p.description = get_string(doc, "description", kMaxPromptTextBytes, source, false);
    p.model = get_string(doc, "model", 4096, source, false);
    p.instruction = get_string(doc, "instruction", kMaxPromptTextBytes, source, true);
    p.prompt_template = get_string(doc, "template", kMaxPromptTextBytes, source, true);
    const size_t slot = p.prompt_template.find(kDocumentSlot);
    if (slot == std::string::npos || p.prompt_template.find(kDocumentSlot, slot + 1) != std::string::npos)
        bad(source, "\"template\" must contain {document} exactly once");

    const auto labels = doc.find("labels");
    if (labels == doc.end() || !labels->is_array()) bad(source, "\"labels\" must be an array");
    if (labels->size() < 2 || labels->size() > kMaxLabels) bad(source, "\"labels\" must hold 2 to 64 labels");
    std::set<std::string> names, verbalisers;
    for (const auto& l : *labels) {
        if (!l.is_object()) bad(source, "each label must be an object");
        Label label{get_string(l, "name", kMaxLabelNameBytes, source, true),
                    get_string(l, "verbaliser", kMaxVerbaliserBytes, source, true)};
        if (label.name.empty() || label.verbaliser.empty()) bad(source, "label names and verbalisers must not be empty");
        if (!names.insert(label.name).second) bad(source, "duplicate label \"" + label.name + "\"");
        if (!verbalisers.insert(label.verbaliser).second) bad(source, "two labels share a verbaliser");
        p.labels.push_back(std::move(label));
    }
    if (doc.contains("content_free")) {
        const auto& cf = doc["content_free"];
        if (!cf.is_array() || cf.empty() || cf.size() > kMaxContentFree) bad(source, "\"content_free\" must be an array of 1 to 16 strings");
        p.content_free.clear();
        for (const auto& s : cf) {
            if (!s.is_string() || s.get_ref<const std::string&>().size() > 1024) bad(source, "\"content_free\" entries must be short strings");
            p.content_free.push_back(s.get<std::string>());
        }
    }
    if (doc.contains("layout")) {
        const std::string layout = get_string(doc, "layout", 16, source, true);
        if (layout == "chat") p.layout = Layout::Chat;
        else if (layout == "plain") p.layout = Layout::Plain;
        else bad(source, "\"layout\" must be \"chat\" or \"plain\"");
    }
    if (doc.contains("combine")) p.combine = parse_combine(get_object(doc, "combine", source), p, source);
    if (doc.contains("calibration") && !doc["calibration"].is_null())
        p.calibration = parse_calibration(get_object(doc, "calibration", source), p.labels.size(), source);
    if (doc.contains("gate") && !doc["gate"].is_null()) p.gate = parse_gate(get_object(doc, "gate", source), source);
    return p;
}

Preset Preset::load(const std::string& path) {
    std::string text;
    try {
        text = read_input_file(path, kMaxPresetBytes);
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Limit) bad(path, "file larger than 1 MiB");
        throw Error(e.kind(), std::string(e.what()) + " (judge preset)");
    }
    return parse(text, path);
}

nlohmann::json Preset::to_json() const {
    json doc = {{"format", kFormat}, {"version", 1}, {"name", name}, {"description", description}, {"model", model},
                {"instruction", instruction}, {"template", prompt_template}};
    doc["labels"] = json::array();
    for (const auto& l : labels) doc["labels"].push_back({{"name", l.name}, {"verbaliser", l.verbaliser}});
    if (layout) doc["layout"] = layout_name(*layout);
    doc["combine"] = combine.rule == CombineRule::Max ? json{{"rule", "max"}, {"label", combine.label}} : json{{"rule", "mean"}};
    doc["content_free"] = content_free;
    if (!calibration.is_identity()) {
        json c = {{"applied", calibration.describe()}, {"scaling", scaling_name(calibration.scaling)}};
        if (!calibration.contextual_bias.empty()) c["contextual_bias"] = calibration.contextual_bias;
        if (calibration.scaling == Scaling::Temperature) c["temperature"] = calibration.temperature;
        if (calibration.scaling == Scaling::Vector) {
            c["vector_scale"] = calibration.vector_scale;
            c["vector_bias"] = calibration.vector_bias;
        }
        const FitInfo& f = calibration.fitted_on;
        c["fitted_on"] = {{"data_sha256", f.data_sha256}, {"n_items", f.n_items}, {"fitted_at", f.fitted_at}, {"model", f.model}};
        doc["calibration"] = c;
    }
    if (gate) {
        doc["gate"] = {{"alpha", gate->alpha}, {"delta", gate->delta},
                       {"threshold", gate->threshold ? json(*gate->threshold) : json(nullptr)},
                       {"coverage", gate->coverage}, {"n_calibration", gate->n_calibration},
                       {"n_accepted", gate->n_accepted}, {"errors_accepted", gate->errors_accepted},
                       {"error_upper_bound", gate->error_upper_bound}};
    }
    return doc;
}

std::string Preset::save(const std::string& path, bool no_clobber) const {
    NewFileOptions options;
    options.no_clobber = no_clobber;
    return write_new_file(path, to_json().dump(2) + "\n", options);
}

const char* layout_name(Layout layout) { return layout == Layout::Chat ? "chat" : "plain"; }

int Preset::label_index(std::string_view label_name) const {
    for (size_t i = 0; i < labels.size(); ++i)
        if (labels[i].name == label_name) return int(i);
    return -1;
}

std::string Preset::text_before_document() const {
    return fill_instruction(std::string_view(prompt_template).substr(0, prompt_template.find(kDocumentSlot)), instruction);
}

std::string Preset::text_after_document() const {
    return fill_instruction(std::string_view(prompt_template).substr(prompt_template.find(kDocumentSlot) + kDocumentSlot.size()),
                            instruction);
}

}  // namespace synsema::judge
