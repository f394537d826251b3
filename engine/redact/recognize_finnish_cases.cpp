// Finnish writes a place's case ending onto its name: "Kalliossa" (in Kallio), "Joensuun" (Joensuu's),
// "Vaasankadulla" (on Vaasankatu), "Töölön sairaalassa" (in Töölö's hospital). The annotation marks the whole
// inflected word, as Finnish records have it (unlike the Hungarian and Turkish endings, recognize_suffixed_towns.cpp,
// where the ending is split off). Read in a Finnish text only, and only where the word less its ending is a town the
// list has, or the ending is a street's or an institution's word.
#include <array>
#include <string>
#include <string_view>

#include "lexicon.h"
#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Words of Finnish that no other language the engine reads writes so: three different ones make a text Finnish.
bool finnish_text(const ScanInput& in) {
    static const WordSet kFinnish = {"että",    "mutta", "kanssa", "koska", "vielä", "tänään", "huomenna", "kyllä", "olen",
                                     "olet",    "eilen", "sitten", "myös",  "mitä",  "mikä",   "onko",     "tää",   "joo",
                                     "mulla",   "sulla", "meillä", "niin",  "vaan",  "ihan",   "kans",     "ettei", "jotta",
                                     "minä",    "sinä",  "hän",    "oli",   "ollut", "olisi",  "pitää",    "voi",   "kiitos"};
    std::array<std::string_view, 3> seen{};
    size_t found = 0;
    for (const Token& t : in.tokens) {
        if (!t.lower || !kFinnish.count(t.text)) continue;
        bool again = false;
        for (size_t k = 0; k < found; ++k) again = again || seen[k] == t.text;
        if (again) continue;
        seen[found++] = t.text;
        if (found == seen.size()) return true;
    }
    return false;
}

bool ends_with(std::string_view word, std::string_view ending) {
    return word.size() > ending.size() && word.substr(word.size() - ending.size()) == ending;
}

// The street words in their local cases and the genitive: "-kadulla", "-tiellä", "-kujalta", "-kadun".
bool inflected_street(std::string_view word) {
    static constexpr std::string_view kEndings[] = {
        "kadulla", "kadulle", "kadulta", "kadun", "tiellä", "tielle", "tieltä", "tien", "kujalla", "kujalle", "kujalta",
        "kujan", "polulla", "polulle", "polulta", "väylällä", "väylälle", "väylältä", "raitilla", "raitille", "raitilta",
        "puistikossa", "aukiolla", "aukiolle", "aukiolta", "rannassa", "rantaan"};
    for (std::string_view e : kEndings)
        if (ends_with(word, e) && word.size() >= e.size() + 3) return true;
    return false;
}

// An institution's noun, in any case: "sairaalassa", "terveysasemalta", "terveyskeskukseen".
bool institution_noun(std::string_view word) {
    static constexpr std::string_view kStems[] = {"sairaala", "keskussairaala", "terveysasem", "terveyskesk", "neuvola",
                                                  "apteek",   "hammashoitola",  "päiväko",     "käräjäoikeu", "hovioikeu",
                                                  "poliisilaito", "poliisiasem", "kirjasto",   "seurakun",    "lukio"};
    for (std::string_view s : kStems)
        if (word.starts_with(s)) return true;
    return false;
}

// The case endings after a town's name: locative, ablative, allative, genitive, illative.
constexpr std::string_view kTownEndings[] = {"ssa", "ssä", "sta", "stä", "lla", "llä", "lta", "ltä", "lle",
                                             "aan", "ään", "seen", "hin", "n"};

}  // namespace

void find_finnish_cases(const ScanInput& in, Spans& out) {
    if (!finnish_text(in)) return;
    const auto& toks = in.tokens;
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (!t.capitalised || t.text.size() < 5) continue;
        // "Töölön sairaalassa", "Pohjois-Karjalan keskussairaalassa": a genitive name, then the institution.
        if (t.text.back() == 'n' && i + 1 < toks.size() && toks[i + 1].lower && toks[i + 1].start == t.end + 1 &&
            in.text[t.end] == ' ' && institution_noun(toks[i + 1].text)) {
            add_span(out, t.start, toks[i + 1].end, "ORGANIZATION", "org.finnish_institution", 0.86);
            ++i;
            continue;
        }
        if (inflected_street(t.text) && !(in.lex.flags(t.text) & (kLexCommon | kLexVocab))) {
            add_span(out, t.start, t.end, "ADDRESS", "address.street_inflected", 0.86);
            continue;
        }
        if (in.lex.flags(t.text) != 0 || in.lex.is_city(fold_phrase(std::string(t.text)))) continue;
        for (std::string_view ending : kTownEndings) {
            if (!ends_with(t.text, ending) || t.text.size() < ending.size() + 4) continue;
            const std::string town(t.text.substr(0, t.text.size() - ending.size()));
            if (!in.lex.is_city(fold_phrase(town)) || (in.lex.flags(town) & (kLexCommon | kLexVocab | kLexGiven | kLexSurname))) continue;
            add_span(out, t.start, t.end, "LOCATION", "address.suffixed_town", 0.86);
            break;
        }
    }
}

}  // namespace synsema::redact
