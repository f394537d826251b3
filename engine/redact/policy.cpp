#include "policy.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "engine/util/data_dirs.h"
#include "span.h"
#include "engine/util/str_cat.h"

namespace synsema::redact {

namespace {

constexpr size_t kMaxPolicyBytes = 1024 * 1024;
constexpr int kMaxDepth = 16;

// Nesting depth outside strings, checked before parsing so a hostile file of
// a million '[' cannot exhaust the stack anywhere.
int max_depth(std::string_view s) {
    int depth = 0, worst = 0;
    bool in_string = false, escaped = false;
    for (char c : s) {
        if (in_string) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '"') in_string = true;
        else if (c == '[' || c == '{') worst = std::max(worst, ++depth);
        else if (c == ']' || c == '}') --depth;
    }
    return worst;
}

Operator parse_operator(const std::string& s, const std::string& origin) {
    if (s == "placeholder") return Operator::Placeholder;
    if (s == "mask") return Operator::Mask;
    if (s == "remove") return Operator::Remove;
    if (s == "keep_last_4") return Operator::KeepLast4;
    if (s == "year_only") return Operator::YearOnly;
    if (s == "keep") return Operator::Keep;
    throw Error(ErrorKind::Format, "policy " + origin + ": unknown operator '" + s +
                                       "' (placeholder, mask, remove, keep_last_4, year_only, keep)");
}

}  // namespace

const char* operator_name(Operator op) {
    switch (op) {
        case Operator::Keep: return "keep";
        case Operator::Placeholder: return "placeholder";
        case Operator::Mask: return "mask";
        case Operator::Remove: return "remove";
        case Operator::KeepLast4: return "keep_last_4";
        case Operator::YearOnly: return "year_only";
    }
    return "?";
}

const PolicyRule* Policy::rule_for(const std::string& category) const {
    auto it = rules.find(category);
    return it == rules.end() ? nullptr : &it->second;
}

Policy parse_policy(std::string_view json_text, const std::string& origin) {
    if (json_text.size() > kMaxPolicyBytes) throw Error(ErrorKind::Limit, "policy " + origin + " is larger than 1 MB");
    if (max_depth(json_text) > kMaxDepth) throw Error(ErrorKind::Format, "policy " + origin + " is nested too deeply");
    nlohmann::json j = nlohmann::json::parse(json_text, nullptr, false);
    if (j.is_discarded() || !j.is_object()) throw Error(ErrorKind::Format, "policy " + origin + " is not a JSON object");
    Policy p;
    if (!j.contains("name") || !j["name"].is_string()) throw Error(ErrorKind::Format, "policy " + origin + " has no name");
    p.name = j["name"].get<std::string>();
    if (j.contains("description") && j["description"].is_string()) p.description = j["description"].get<std::string>();
    if (!j.contains("rules") || !j["rules"].is_array() || j["rules"].empty())
        throw Error(ErrorKind::Format, "policy " + origin + " has no rules array");
    const auto& known = all_categories();
    for (const auto& r : j["rules"]) {
        if (!r.is_object() || !r.contains("category") || !r["category"].is_string() || !r.contains("operator") ||
            !r["operator"].is_string())
            throw Error(ErrorKind::Format, "policy " + origin + ": each rule needs a category and an operator");
        PolicyRule rule;
        rule.category = r["category"].get<std::string>();
        if (std::find(known.begin(), known.end(), rule.category) == known.end())
            throw Error(ErrorKind::Format, "policy " + origin + ": unknown category '" + rule.category + "'");
        rule.op = parse_operator(r["operator"].get<std::string>(), origin);
        if (r.contains("min_value")) {
            if (!r["min_value"].is_number_integer()) throw Error(ErrorKind::Format, "policy " + origin + ": min_value must be an integer");
            rule.min_value = r["min_value"].get<long>();
        }
        if (r.contains("near")) {
            if (!r["near"].is_array()) throw Error(ErrorKind::Format, "policy " + origin + ": near must be a list of words");
            for (const auto& w : r["near"]) {
                if (!w.is_string()) throw Error(ErrorKind::Format, "policy " + origin + ": near must be a list of words");
                rule.near.push_back(w.get<std::string>());
            }
        }
        if (p.rules.count(rule.category))
            throw Error(ErrorKind::Format, "policy " + origin + ": category '" + rule.category + "' appears twice");
        p.rules[rule.category] = rule;
    }
    return p;
}

Policy load_policy_file(const std::string& path) {
    std::error_code ec;
    auto size = std::filesystem::file_size(path, ec);
    if (ec) throw Error(ErrorKind::NotFound, "policy file " + path + " not found");
    if (size > kMaxPolicyBytes) throw Error(ErrorKind::Limit, "policy " + path + " is larger than 1 MB");
    return parse_policy(read_input_file(path, kMaxPolicyBytes), path);
}

std::vector<std::string> policy_search_dirs() { return data_search_dirs(DataKind::RedactionPolicies); }

std::string find_policy(const std::string& name_or_path) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(name_or_path, ec)) return name_or_path;
    // A bare name only: no separators, so a name cannot walk out of the folders.
    std::string looked;
    if (name_or_path.find('/') == std::string::npos && name_or_path.find("..") == std::string::npos) {
        for (const auto& dir : policy_search_dirs()) {
            std::string candidate = str_cat(dir, "/", name_or_path, ".json");
            if (std::filesystem::is_regular_file(candidate, ec)) return candidate;
            looked += " " + dir;
        }
    }
    throw Error(ErrorKind::NotFound, "policy '" + name_or_path + "' not found (looked in:" + looked + ")");
}

}  // namespace synsema::redact
