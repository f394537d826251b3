// Names whose title or case comes after them:
//   a title of address written after the name, inside the span as the guide asks:
//     Turkish "Gülizar hanım", "Mehmet Bey'e"; Persian and South Asian "Reza Agha", "Sharma-ji",
//     "Khan Sahib"; Japanese "Tanaka-san"; Latvian "Bērziņa kungs", "Ozoliņas kundze"; Hungarian "Irén néni";
//   a Turkish proper noun with its case ending after an apostrophe, the ending outside the span:
//     "Gülizar'ın", "Bornova'da" (a gazetteer town is a LOCATION, anything else a name to review).
#include <algorithm>
#include <string>
#include <unordered_set>

#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Titles of address written after the name, lower case (compared without a copy: most tokens
// have none of these lengths).
constexpr std::string_view kTitlesAfter[] = {"hanım", "hanim", "hanımefendi", "bey", "beyefendi", "efendi",
                                             "agha", "khanom", "khanum", "sahib", "saheb", "sahiba",
                                             // Latvian "Mr" and "Mrs" after the surname, in their cases.
                                             "kungs", "kunga", "kungam", "kungu", "kundze", "kundzes", "kundzei", "kundzi",
                                             // Konkani and Marathi "bai" (lady) after a woman's name: "Jyoti bai".
                                             "bai",
                                             // Hungarian "uncle" and "aunt" after an elder's given name: "Feri bácsi",
                                             // "Irén néni".
                                             "bácsi", "néni"};

bool is_title_after(std::string_view w) {
    if (w.size() < 3 || w.size() > 12) return false;
    const char first = static_cast<char>(w[0] | 0x20);
    if (first != 'h' && first != 'b' && first != 'e' && first != 'a' && first != 'k' && first != 's' && first != 'n') return false;
    for (std::string_view title : kTitlesAfter) {
        if (w.size() != title.size()) continue;
        bool same = true;
        for (size_t i = 0; i < w.size() && same; ++i) {
            const char c = w[i] >= 'A' && w[i] <= 'Z' ? static_cast<char>(w[i] + ('a' - 'A')) : w[i];
            same = c == title[i];
        }
        if (same) return true;
    }
    return false;
}

// Turkish case and possessive endings a proper noun takes after an apostrophe.
const WordSet& turkish_endings() {
    static const WordSet k = {
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
        // "Tanaka-san", "Sharma-ji": a hyphenated honorific on a capitalised name.
        if (t.capitalised && head.find('-') != std::string_view::npos) {
            for (std::string_view suffix : {"-san", "-sama", "-ji", "-kun", "-chan"})
                if (head.size() > suffix.size() + 2 && head.substr(head.size() - suffix.size()) == suffix)
                    add_span(out, t.start, t.start + head.size(), "PERSON", "name.title_after", 0.88);
        }
        if (i > 0 && is_title_after(head)) {
            const Token& name = toks[i - 1];
            const bool adjacent = t.start - name.end == 1 && text[name.end] == ' ';
            // A capitalised name, or a lower-case one a chat writes that is a given name and no word.
            const bool shaped = name.capitalised ||
                                (name.lower && (name.lex & kLexGiven) && !(name.lex & (kLexCommon | kLexVocab)));
            // ("bai" only after a given name: Tok Pisin's "bai" is "will", "Majistret bai harim".)
            const bool given = (name.lex & kLexGiven) && !(name.lex & (kLexCommon | kLexVocab));
            if (adjacent && shaped && !(name.lex & (kLexStop | kLexMonth | kLexIntlWeekday)) && (head != "bai" || given))
                add_span(out, name.start, t.start + head.size(), "PERSON", "name.title_after", 0.9);
            continue;
        }
        if (apostrophe == std::string_view::npos || !t.capitalised || head.size() < 3) continue;
        // (Not an acronym in capitals, an agency's: "SGK'ya başvuru".)
        if (std::all_of(head.begin(), head.end(), [](char c) { return c >= 'A' && c <= 'Z'; })) continue;
        const std::string_view ending = t.text.substr(apostrophe + 1);
        if (!turkish_endings().count(ending) || (t.lex & (kLexStop | kLexMonth | kLexRegion))) continue;
        // French elision, not a Turkish ending: "Quelqu'un", "Jusqu'un".
        static const WordSet kFrenchElided = {"quelqu", "jusqu", "lorsqu", "puisqu", "presqu"};
        if (kFrenchElided.count(ascii_lower(head))) continue;
        const uint32_t f = in.lex.flags(head);
        if (f & (kLexCommon | kLexVocab | kLexStop | kLexRegion | kLexMonth | kLexIntlMonth | kLexIntlWeekday)) continue;
        if (f & kLexCity) add_span(out, t.start, t.start + head.size(), "LOCATION", "address.city_ending", 0.86);
        else add_span(out, t.start, t.start + head.size(), "PERSON", "name.case_ending", 0.6);
    }
}

}  // namespace synsema::redact
