#include "span.h"

namespace synsema::redact {

const char* decision_name(Decision d) {
    switch (d) {
        case Decision::Redact: return "redact";
        case Decision::Review: return "review";
        case Decision::Keep: return "keep";
    }
    return "redact";
}

const char* decider_name(Decider d) {
    switch (d) {
        case Decider::Rule: return "rule";
        case Decider::Gate: return "gate";
        case Decider::Person: return "person";
        case Decider::Pending: return "pending";
    }
    return "rule";
}

const std::vector<std::string>& all_categories() {
    static const std::vector<std::string> k = {
        "PERSON", "DATE", "AGE", "PHONE", "FAX", "EMAIL", "SSN", "MRN", "HEALTH_PLAN", "ACCOUNT", "LICENSE",
        "VEHICLE", "DEVICE", "URL", "IP", "ADDRESS", "LOCATION", "ZIP", "ORGANIZATION", "CREDIT_CARD", "IBAN",
        "NPI", "DEA", "NHS", "ID"};
    return k;
}

bool is_name_category(std::string_view c) { return c == "PERSON"; }
bool is_address_category(std::string_view c) { return c == "ADDRESS" || c == "LOCATION" || c == "ZIP"; }
bool is_org_category(std::string_view c) { return c == "ORGANIZATION"; }
bool is_structured_category(std::string_view c) {
    return !is_name_category(c) && !is_address_category(c) && !is_org_category(c) && c != "IGNORE";
}

}  // namespace synsema::redact
