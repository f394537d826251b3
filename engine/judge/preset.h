// A judge preset: the instruction, the labels with their verbaliser text, the
// prompt layout around the document, the model it was made for, and — once
// fitted — the calibration and the gate. Stored as a small JSON file; parsing
// treats the file as hostile (types, sizes, duplicates are all checked).
//
//   { "format": "synsema-judge-preset", "version": 1,
//     "name": "...", "description": "...", "model": "...",
//     "instruction": "...",
//     "template": "{instruction}\n\nDocument:\n{document}\n\nAnswer:",
//     "labels": [ { "name": "urgent", "verbaliser": " Urgent" }, ... ],
//     "layout": "chat" | "plain",                       (optional; chat when the model has a template)
//     "combine": { "rule": "max", "label": "urgent" }    (optional; or { "rule": "mean" }, the default)
//     "content_free": [ "N/A", "", "[MASK]" ],          (optional)
//     "calibration": { ... },                            (optional)
//     "gate": { ... } }                                  (optional)
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "engine/judge/calibration.h"
#include "engine/judge/gate.h"

namespace synsema::judge {

struct Label {
    std::string name;        // what outputs print ("urgent")
    std::string verbaliser;  // the text the model would write (" Urgent")
};

// How the prompt is laid out. Chat: the model's own chat template, the
// instruction as the system turn (or opening the first user turn when the
// template has no system role), the document as the user turn, the labels as
// the start of the assistant's reply. Plain: BOS + the preset's "template".
enum class Layout { Chat, Plain };
const char* layout_name(Layout layout);

// How the windows of a document longer than the context give the document's
// probabilities: the mean of the windows' vectors, or the vector of the window
// where a named (risk) label is most probable.
enum class CombineRule { Mean, Max };
struct Combine {
    CombineRule rule = CombineRule::Mean;
    std::string label;  // Max: the label whose highest probability picks the window
};

// Size limits a preset must respect.
constexpr size_t kMaxPresetBytes = 1 << 20;
constexpr size_t kMaxLabels = 64;
constexpr size_t kMaxLabelNameBytes = 128;
constexpr size_t kMaxVerbaliserBytes = 256;
constexpr size_t kMaxPromptTextBytes = 64 * 1024;
constexpr size_t kMaxContentFree = 16;

struct Preset {
    std::string name;
    std::string description;
    std::string model;            // the model the preset was written for (informational)
    std::string instruction;
    std::string prompt_template;  // holds "{document}" exactly once; "{instruction}" anywhere
    std::vector<Label> labels;    // at least two, unique names and verbalisers
    std::optional<Layout> layout; // absent: chat when the model has a chat template, else plain
    Combine combine;
    std::vector<std::string> content_free = {"N/A", "", "[MASK]"};
    Calibration calibration;
    std::optional<Gate> gate;

    // Throws Error(Format) naming `source` and the problem.
    static Preset parse(std::string_view json_text, const std::string& source);
    static Preset load(const std::string& path);
    nlohmann::json to_json() const;
    // Writes a new file (engine/util/new_file.h): never over an existing
    // file or through a link. Returns the path written, "NAME (2).json"… when
    // `path` was taken; with no_clobber a taken path throws Error(Exists).
    std::string save(const std::string& path, bool no_clobber = false) const;

    int label_index(std::string_view label_name) const;  // -1 when unknown
    // The template's text before and after "{document}", with the instruction filled in.
    std::string text_before_document() const;
    std::string text_after_document() const;
};

}  // namespace synsema::judge
