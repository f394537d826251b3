// Redaction policies: which categories to redact and how. Loaded from JSON:
//   { "name": "hipaa-safe-harbor", "description": "…",
//     "rules": [ { "category": "PERSON", "operator": "placeholder" },
//                { "category": "AGE", "operator": "placeholder", "min_value": 90 },
//                { "category": "DATE", "operator": "year_only", "near": ["dob", "birth"] } ] }
// Operators: placeholder ("[PERSON 1]", consistent per entity across the set),
// mask, remove, keep_last_4 (FRCP 5.2), year_only, keep. A category with no
// rule is kept. "min_value" applies the rule only to numbers >= it; "near"
// only when one of the words is within 40 bytes before the span.
#pragma once
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

enum class Operator { Keep, Placeholder, Mask, Remove, KeepLast4, YearOnly };

const char* operator_name(Operator op);

struct PolicyRule {
    std::string category;
    Operator op = Operator::Placeholder;
    long min_value = -1;             // -1: no condition
    std::vector<std::string> near;   // empty: no condition
};

struct Policy {
    std::string name;
    std::string description;
    std::map<std::string, PolicyRule> rules;  // by category

    const PolicyRule* rule_for(const std::string& category) const;
};

inline constexpr const char* kDefaultPolicy = "hipaa-safe-harbor";

// Throws synsema::Error(Format) naming `origin` on malformed or hostile JSON.
Policy parse_policy(std::string_view json_text, const std::string& origin);
Policy load_policy_file(const std::string& path);

// Folders searched for built-in policies, in order (engine/util/data_dirs.h):
// the user's ~/.local/share/synsema/policies, <exe dir>/../share/synsema/policies,
// then the source tree's resources/policies.
std::vector<std::string> policy_search_dirs();
// An existing file path as given, else NAME.json in the search folders.
// Throws Error(NotFound) listing where it looked.
std::string find_policy(const std::string& name_or_path);

}  // namespace synsema::redact
