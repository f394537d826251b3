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

namespace synsema::redact {

bool is_degree(std::string_view word) {
    static const std::unordered_set<std::string> kWords = {
        "md", "do", "rn", "np", "pa", "phd", "pharmd", "esq", "dds", "dmd", "jd", "lpn", "cna", "facs", "mph",
        "msn", "bsn", "crnp", "aprn", "dnp", "mba", "cpa", "llm", "lcsw", "lmft", "lpc", "psyd", "dpt", "mpt",
        "otr", "ccc", "slp", "rd", "rph", "pa-c", "fnp", "dc", "od", "mbbs", "mbchb", "mrcgp", "mrcp", "frcs",
        "frcp", "frcpc", "facp", "facc", "dm", "dnb", "ms", "mch", "bds", "qc", "kc", "sc", "ll.b", "llb", "ba",
        "bsc", "msc", "ascp", "emt", "paramedic", "cnm", "crna", "ccrn", "rrt", "mt", "mls", "ii", "iii", "jr",
        "sr"};
    return kWords.count(ascii_lower(word)) != 0;
}

bool is_region_name(std::string_view word) {
    static const std::unordered_set<std::string> kWords = {
        // Canadian provinces and territories, Australian states, UK nations.
        "ontario", "quebec", "québec", "alberta", "manitoba", "saskatchewan", "nova scotia", "new brunswick",
        "newfoundland", "labrador", "prince edward island", "yukon", "nunavut", "northwest territories",
        "british columbia", "new south wales", "victoria", "queensland", "tasmania", "western australia",
        "south australia", "northern territory", "australian capital territory", "england", "scotland", "wales",
        "northern ireland", "ireland",
        // Indian states, German Länder (Berlin, Hamburg and Bremen are cities too: not listed).
        "karnataka", "maharashtra", "tamil nadu", "kerala", "telangana", "andhra pradesh", "gujarat", "rajasthan",
        "punjab", "haryana", "uttar pradesh", "west bengal", "bihar", "odisha", "goa", "assam", "madhya pradesh",
        "jharkhand", "chhattisgarh", "uttarakhand", "himachal pradesh", "bayern", "bavaria", "hessen", "sachsen",
        "niedersachsen", "nordrhein-westfalen", "baden-württemberg", "rheinland-pfalz", "schleswig-holstein",
        "thüringen", "brandenburg", "mecklenburg-vorpommern", "sachsen-anhalt", "saarland",
        // Countries.
        "united states", "usa", "u.s.", "america", "canada", "mexico", "united kingdom", "uk", "britain",
        "great britain", "france", "germany", "deutschland", "netherlands", "nederland", "holland", "belgium",
        "spain", "españa", "portugal", "italy", "italia", "switzerland", "austria", "poland", "greece", "turkey",
        "russia", "ukraine", "romania", "hungary", "czechia", "czech republic", "slovakia", "sweden", "norway",
        "denmark", "finland", "iceland", "india", "pakistan", "bangladesh", "sri lanka", "nepal", "china", "japan",
        "korea", "south korea", "vietnam", "viet nam", "thailand", "philippines", "indonesia", "malaysia",
        "singapore", "australia", "new zealand", "nigeria", "ghana", "kenya", "ethiopia", "egypt", "morocco",
        "algeria", "tunisia", "south africa", "brazil", "brasil", "argentina", "chile", "colombia", "peru",
        "venezuela", "cuba", "jamaica", "haiti", "dominican republic", "puerto rico", "iran", "iraq", "syria",
        "lebanon", "jordan", "israel", "saudi arabia", "yemen", "afghanistan", "somalia", "sudan", "eritrea",
        "uganda", "tanzania", "zimbabwe", "cameroon", "senegal", "sierra leone", "liberia", "congo", "angola",
        "mozambique", "el salvador", "guatemala", "honduras", "nicaragua", "ecuador", "bolivia", "uruguay",
        "paraguay", "croatia", "serbia", "bosnia", "albania", "bulgaria", "lithuania", "latvia", "estonia",
        "belarus", "moldova", "georgia", "armenia", "azerbaijan", "kazakhstan", "uzbekistan", "taiwan",
        "hong kong", "myanmar", "cambodia", "laos", "mongolia", "luxembourg", "malta", "cyprus", "scotland"};
    return kWords.count(ascii_lower(word)) != 0 || is_us_state_name(word);
}

Language guess_language(std::string_view, const std::vector<Token>& tokens) {
    static const std::unordered_set<std::string> kEn = {"the", "and", "of", "to", "is", "was", "with", "for", "on", "he", "she", "you", "this", "that", "are"};
    static const std::unordered_set<std::string> kDe = {"der", "die", "das", "und", "ist", "mit", "von", "zu", "den", "nicht", "sie", "ihr", "wir", "dem", "ich", "zum", "bei"};
    static const std::unordered_set<std::string> kFr = {"le", "la", "les", "et", "est", "des", "du", "une", "pour", "dans", "avec", "je", "il", "au", "sur"};
    static const std::unordered_set<std::string> kNl = {"de", "het", "een", "en", "van", "niet", "dat", "voor", "met", "op", "zijn", "ik", "u", "wij", "naar"};
    static const std::unordered_set<std::string> kEs = {"el", "los", "las", "y", "es", "que", "con", "por", "para", "una", "del", "se"};
    static const std::unordered_set<std::string> kPt = {"o", "os", "as", "e", "não", "que", "com", "por", "para", "uma", "do", "da", "em"};
    size_t counts[6] = {0, 0, 0, 0, 0, 0};
    const std::unordered_set<std::string>* sets[6] = {&kEn, &kDe, &kFr, &kNl, &kEs, &kPt};
    size_t seen = 0;
    for (const Token& t : tokens) {
        if (t.text.size() > 5) continue;
        std::string w = ascii_lower(t.text);
        for (int k = 0; k < 6; ++k) counts[k] += sets[k]->count(w);
        if (++seen > 3000) break;
    }
    int best = 0;
    for (int k = 1; k < 6; ++k)
        if (counts[k] > counts[best]) best = k;
    // Another language only when its words clearly outnumber English ones.
    if (best != 0 && counts[best] < counts[0] + 3) best = 0;
    return static_cast<Language>(best);
}

}  // namespace synsema::redact
