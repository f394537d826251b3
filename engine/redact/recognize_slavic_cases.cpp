// Slavic languages decline names, so a town or a person in a record is seldom in the form a list
// holds:
// - a town after its preposition, in the locative or genitive: "u Nikšiću" (Nikšić), "rođena u
//   Grahovu" (Grahovo), "iz Beograda", "w Krakowie" (Kraków), "v Praze" (Praha), "u Ljubljani";
//   the word's base forms are made by undoing the common case endings and looked up in the towns;
//   and Lithuanian's locative, which needs no preposition: "gyvenu Vilniuje" (Vilnius);
// - a parent's given name in the genitive after "son" or "daughter", as identity papers and
//   notarial deeds write it: "kći Radoja", "sin Milovana" (the words are not in any list).
// Both only in a record the language detector does not take for English, Dutch, German, French,
// Spanish or Portuguese, where "u", "v", "w", "iz" and "sin" mean something else or nothing.
#include <string>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// The forms a declined town name may come from: the ending undone, and the base's own ending put
// back. (Written out rather than taken from a stemmer: Debian packages none for these languages,
// and a town needs only its few case endings, checked against the town list.)
std::vector<std::string> base_forms(std::string_view word) {
    struct Ending {
        std::string_view declined, base;
    };
    static constexpr Ending kEndings[] = {
        {"owie", "ów"}, {"owa", "ów"}, {"niu", "ń"}, {"ie", "a"}, {"ze", "ha"}, {"ci", "ka"}, {"ce", "ka"},
        {"om", ""},     {"em", ""},    {"u", ""},    {"u", "o"},  {"u", "a"},  {"a", ""},   {"a", "o"},
        {"e", "a"},     {"i", "a"},    {"i", ""},    {"y", "a"},  {"ě", "a"},  {"ě", "o"},  {"ą", "a"},
        // Polish locatives of towns ending in a consonant or -e, and plural towns' -ach: "w Bytomiu"
        // (Bytom), "w Lublinie" (Lublin), "w Zabrzu" (Zabrze), "w Katowicach" (Katowice), "w Tychach"
        // (Tychy); a stem's d or g softened before -e: "w Rudzie" (Ruda), "w Pradze" (Praga).
        {"iu", ""},     {"ie", ""},    {"u", "e"},   {"ach", "e"}, {"ach", "y"}, {"dzie", "da"}, {"dze", "ga"},
        // Croatian plural towns' locative: "u Matuljima" (Matulji), "u Kaštelima" (Kašteli).
        {"ima", "i"},
    };
    std::vector<std::string> forms;
    for (const Ending& e : kEndings) {
        if (word.size() <= e.declined.size() + 2 || !word.ends_with(e.declined)) continue;
        std::string base(word.substr(0, word.size() - e.declined.size()));
        base += e.base;
        forms.push_back(std::move(base));
    }
    return forms;
}

bool right_after(std::string_view text, const Token& before, const Token& t) {
    return t.start == before.end + 1 && text[before.end] == ' ';
}

// Lithuanian says "in Vilnius" by the locative alone, with no preposition: "gyvenu Vilniuje" (Vilnius),
// "Klaipėdoje" (Klaipėda), "Panevėžyje" (Panevėžys), "Trakuose" (Trakai).
std::vector<std::string> lithuanian_locative_bases(std::string_view word) {
    struct Ending {
        std::string_view declined, base;
    };
    static constexpr Ending kEndings[] = {{"iuose", "iai"}, {"uose", "ai"}, {"uje", "us"}, {"oje", "a"}, {"ėje", "ė"},
                                          {"yje", "ys"},    {"yje", "is"}};
    std::vector<std::string> forms;
    for (const Ending& e : kEndings) {
        if (word.size() <= e.declined.size() + 2 || !word.ends_with(e.declined)) continue;
        forms.push_back(std::string(word.substr(0, word.size() - e.declined.size())) + std::string(e.base));
    }
    return forms;
}

}  // namespace

void find_slavic_cases(const ScanInput& in, Spans& out) {
    if (in.language != Language::Other) return;
    const auto& toks = in.tokens;
    static const WordSet kPrepositions = {"u", "iz", "v", "ve", "w", "we", "z", "ze", "kod", "pri"};
    static const WordSet kChildOf = {"sin", "kći", "kci", "kćerka", "syn", "córka", "dcera", "hči"};
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& t = toks[i];
        const Token& before = toks[i - 1];
        if (!t.capitalised || !right_after(in.text, before, t) || !before.lower) continue;
        if (kPrepositions.count(before.text) && !(t.lex & (kLexCity | kLexCityHead | kLexRegion | kLexMonth))) {
            for (const std::string& base : base_forms(t.text)) {
                if (in.lex.is_city(fold_phrase(base))) {
                    add_span(out, t.start, t.end, "LOCATION", "address.declined_town", 0.86);
                    break;
                }
            }
            continue;
        }
        // A Lithuanian locative inside a sentence ("Aš gyvenu Vilniuje"), its ending in Lithuanian letters or -uje/-oje.
        if (!(t.lex & (kLexCity | kLexCityHead | kLexRegion | kLexMonth | kLexCommon | kLexVocab)) &&
            (t.text.ends_with("uje") || t.text.ends_with("oje") || t.text.ends_with("ėje") || t.text.ends_with("yje") ||
             t.text.ends_with("uose"))) {
            for (const std::string& base : lithuanian_locative_bases(t.text)) {
                if (in.lex.is_city(fold_phrase(base))) {
                    add_span(out, t.start, t.end, "LOCATION", "address.declined_town", 0.84);
                    break;
                }
            }
            continue;
        }
        // The parent's name, not a word of the language ("sin Milovana", not "sin Opštine").
        if (kChildOf.count(before.text) && !(t.lex & (kLexCommon | kLexVocab | kLexForeignFunction | kLexStop | kLexCity)))
            add_span(out, t.start, t.end, "PERSON", "name.parent_genitive", 0.84);
    }
}

}  // namespace synsema::redact
