// Names whose title or case comes after them:
//   a title of address written after the name, inside the span as the guide asks:
//     Turkish "Gülizar hanım", "Mehmet Bey'e"; Persian and South Asian "Reza Agha", "Sharma-ji",
//     "Khan Sahib"; Japanese "Tanaka-san";
//   a Turkish proper noun with its case ending after an apostrophe, the ending outside the span:
//     "Gülizar'ın", "Bornova'da" (a gazetteer town is a LOCATION, anything else a name to review).
#include <string>
#include <unordered_set>

#include "recognizers.h"

namespace synsema::redact {

namespace {

const std::unordered_set<std::string_view>& titles_after() {
    static const std::unordered_set<std::string_view> k = {"hanım", "hanim", "hanımefendi", "bey", "beyefendi", "efendi",
                                                           "agha", "khanom", "khanum", "sahib", "saheb", "sahiba"};
    return k;
}

// Turkish case and possessive endings a proper noun takes after an apostrophe.
const std::unordered_set<std::string_view>& turkish_endings() {
    static const std::unordered_set<std::string_view> k = {
        "da", "de", "ta", "te", "dan", "den", "tan", "ten", "a", "e", "ya", "ye", "ı", "i", "u", "ü", "yı", "yi", "yu", "yü",
        "ın", "in", "un", "ün", "nın", "nin", "nun", "nün", "la", "le", "yla", "yle", "ndan", "nden", "nda", "nde", "na", "ne"};
    return k;
}

}  // namespace

void find_titles_after_names(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        const size_t apostrophe = t.text.find('\'');
        const std::string_view head = apostrophe == std::string_view::npos ? t.text : t.text.substr(0, apostrophe);
        const std::string lower = ascii_lower(head);
        // "Tanaka-san", "Sharma-ji": a hyphenated honorific on a capitalised name.
        for (std::string_view suffix : {"-san", "-sama", "-ji", "-kun", "-chan"}) {
            if (head.size() > suffix.size() + 2 && lower.compare(lower.size() - suffix.size(), suffix.size(), suffix) == 0 &&
                t.capitalised)
                add_span(out, t.start, t.start + head.size(), "PERSON", "name.title_after", 0.88);
        }
        if (i > 0 && titles_after().count(lower)) {
            const Token& name = toks[i - 1];
            const bool adjacent = t.start - name.end == 1 && text[name.end] == ' ';
            // A capitalised name, or a lower-case one a chat writes that is a given name and no word.
            const bool shaped = name.capitalised ||
                                (name.lower && (name.lex & kLexGiven) && !(name.lex & (kLexCommon | kLexVocab)));
            if (adjacent && shaped && !(name.lex & (kLexStop | kLexMonth | kLexIntlWeekday)))
                add_span(out, name.start, t.start + head.size(), "PERSON", "name.title_after", 0.9);
            continue;
        }
        if (apostrophe == std::string_view::npos || !t.capitalised || head.size() < 3) continue;
        const std::string_view ending = t.text.substr(apostrophe + 1);
        if (!turkish_endings().count(ending) || (t.lex & (kLexStop | kLexMonth | kLexRegion))) continue;
        const uint32_t f = in.lex.flags(head);
        if (f & (kLexCommon | kLexVocab | kLexStop | kLexRegion | kLexMonth | kLexIntlMonth | kLexIntlWeekday)) continue;
        if (f & kLexCity) add_span(out, t.start, t.start + head.size(), "LOCATION", "address.city_ending", 0.86);
        else add_span(out, t.start, t.start + head.size(), "PERSON", "name.case_ending", 0.6);
    }
}

}  // namespace synsema::redact
