// Institutions written in lower case, as chats and speech to text write them:
//   "dr anand at rapid creek family health wrote a letter"
//   "this is doctor raman at capitol orthopaedic associates west hartford"
//   "im at work at palmerston childcare mondays"
// A preposition of place, one to four words of the name and an institution's
// last word (the organisation words the title-case pattern ends on). Words of
// the language alone before a generic service are no name ("at urgent care
// center", "to physical therapy"): the name needs two words, or one the
// dictionary lacks, and does not open with a generic word.
#include <string>
#include <unordered_set>

#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

constexpr size_t kMaxNameWords = 4;

bool function_word(std::string_view w) {
    static const WordSet k = {
        "the", "a", "an", "my", "her", "his", "their", "our", "your", "this", "that", "at", "to", "from", "with", "for",
        "in", "on", "of", "and", "or", "by", "is", "was", "be", "me", "him", "us", "them", "it", "its", "i", "im", "we",
        "you", "he", "she", "they", "said", "says", "went", "go", "going", "been", "will", "would", "can", "could",
        "who", "which", "whom", "what", "when", "where", "not", "no"};
    return k.count(w) > 0;
}

// Verbs an infinitive's "to" opens that take a thing, not a place, which prose puts before a service ("to avoid
// non-steroidal anti-inflammatory drugs", "to provide palliative care"): after "to", such a word opens no name.
// (Not "call", "see" or "visit", which a clinic's name may follow: "to call kaiser pharmacy".)
bool thing_verb_after_to(std::string_view w) {
    static const WordSet k = {
        "avoid", "provide", "need", "carry", "give", "take", "make", "get", "seek", "receive", "continue", "start", "stop",
        "discuss", "consider", "offer", "support", "help", "manage", "reduce", "improve", "prevent", "obtain", "require",
        "pay", "cover", "undergo", "complete", "use", "try", "begin", "resume", "restart", "increase", "decrease", "change",
        "switch"};
    return k.count(w) > 0;
}

// Words that describe a service rather than name one ("urgent care center", "physical therapy").
bool generic_opening(std::string_view w) {
    static const WordSet k = {
        "urgent", "primary", "physical", "occupational", "speech", "mental", "behavioral", "behavioural", "public",
        "general", "local", "home", "medical", "dental", "private", "emergency", "walk-in", "day", "same", "cancer",
        "health", "community", "regional", "national", "state", "county", "city", "main", "new", "old", "other", "another",
        "nearest", "nearby", "usual", "big", "small", "children's", "womens", "women's", "family", "sleep", "pain",
        "practice", "management", "billing", "records", "patient", "student", "school"};
    return k.count(w) > 0;
}

}  // namespace

void find_lower_case_institutions(const ScanInput& in, Spans& out) {
    static const WordSet kPlaceWords = {"at", "from", "with", "to", "for", "by", "in"};
    const auto& toks = in.tokens;
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& keyword = toks[i];
        // (A landlord's or property manager's word counts here, in lower case only: "northpoint residential"
        // in a tenant's texts; capitalised, "Residential Home" and "I. RESIDENTIAL" are other things.)
        const bool property_word = keyword.text == "residential";
        if (!keyword.lower || !((keyword.lex & kLexOrgKeyword) || property_word) || keyword.text.size() < 4) continue;
        // The name's words before the keyword: lower case, one blank apart, no function word.
        size_t first = i;
        while (first > 0 && i - first < kMaxNameWords) {
            const Token& t = toks[first - 1];
            if (!t.lower || toks[first].start - t.end != 1 || in.text[t.end] != ' ') break;
            const std::string w = ascii_lower(t.text);
            if (function_word(w)) break;
            --first;
        }
        if (first == i || first == 0) continue;
        // A preposition of place right before the name.
        const Token& before = toks[first - 1];
        if (toks[first].start - before.end != 1 || !kPlaceWords.count(ascii_lower(before.text))) continue;
        const size_t words = i - first;
        if (generic_opening(ascii_lower(toks[first].text))) continue;
        if (ascii_lower(before.text) == "to" && thing_verb_after_to(ascii_lower(toks[first].text))) continue;
        const bool unlisted = !(toks[first].lex & (kLexCommon | kLexVocab | kLexMorph));
        if (words < 2 && !unlisted) continue;
        add_span(out, toks[first].start, keyword.end, "ORGANIZATION", "org.lower_case", 0.75);
    }
}

}  // namespace synsema::redact
