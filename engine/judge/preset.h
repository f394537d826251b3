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
