// Shared closed word lists: US states, months and weekdays, organisation
// keywords. These are language facts, not document-specific rules.
#include <string>
#include <unordered_set>

#include "recognizers.h"

namespace synsema::redact {

bool is_us_state_abbreviation(std::string_view s) {
    static const std::unordered_set<std::string> kStates = {
        "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY",
        "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND",
        "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC",
        "PR", "GU", "VI", "AS", "MP"};
    return kStates.count(std::string(s)) != 0;
}

bool is_us_state_name(std::string_view s) {
    static const std::unordered_set<std::string> kNames = {
        "alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware",
        "florida", "georgia", "hawaii", "idaho", "illinois", "indiana", "iowa", "kansas", "kentucky",
        "louisiana", "maine", "maryland", "massachusetts", "michigan", "minnesota", "mississippi", "missouri",
        "montana", "nebraska", "nevada", "new hampshire", "new jersey", "new mexico", "new york",
        "north carolina", "north dakota", "ohio", "oklahoma", "oregon", "pennsylvania", "rhode island",
        "south carolina", "south dakota", "tennessee", "texas", "utah", "vermont", "virginia", "washington",
        "west virginia", "wisconsin", "wyoming", "puerto rico", "district of columbia"};
    return kNames.count(ascii_lower(s)) != 0;
}

bool is_month_or_weekday(std::string_view word) {
    static const std::unordered_set<std::string> kWords = {
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov",
        "dec", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue",
        "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun"};
    return kWords.count(ascii_lower(word)) != 0;
}

bool is_org_keyword(std::string_view word) {
    static const std::unordered_set<std::string> kWords = {
        "inc", "llc", "llp", "ltd", "corp", "corporation", "company", "co", "pllc", "plc", "gmbh", "hospital",
        "hospitals", "clinic", "clinics", "university", "college", "school", "academy", "bank", "union",
        "insurance", "foundation", "institute", "laboratories", "laboratory", "labs", "pharmacy", "associates",
        "partners", "group", "logistics", "services", "systems", "solutions", "technologies", "industries",
        "holdings", "enterprises", "firm", "agency", "center", "centre", "practice", "health", "healthcare",
        "plan", "mutual", "devices", "medical", "trust", "society", "church", "department"};
    return kWords.count(ascii_lower(word)) != 0;
}

}  // namespace synsema::redact
