// A surname followed by two initials, the order in which records of the former Soviet
// Union and its neighbours write a person (Russian "Иванов И. И.", Turkmen "Orazow B. K.",
// "Çaryýew Ş. M.", Kazakh, Uzbek and Azerbaijani alike):
//   "Bejeriji lukman: Hojamuradowa G. A."                     PERSON
// The two initials are the given name and the patronymic; a capitalised word before them
// that is no word of the language, no month and no organisation's word is the surname.
// A third capitalised word after the initials makes them the start of another name
// ("Section B. C. Smith"), so that is left to the name recognizers.
#include "recognizers.h"

namespace synsema::redact {

namespace {

// The second initial right after the first's dot, or one blank after it ("B. K.", "И.И.").
bool joined_initial(const Token& t, std::string_view text, const Token& before) {
    const std::string_view gap = text.substr(before.end, t.start - before.end);
    return t.initial && (gap == "." || gap == ". ");
}

// Two Latin initials written joined that are a company's legal form ("Trabajo S.A.", "Holding N.V.").
bool legal_form(std::string_view pair) {
    for (std::string_view form : {"S.A", "S.L", "N.V", "B.V", "A.G", "S.C", "C.V", "P.C", "L.P", "S.E", "C.A", "A.S", "O.Y"})
        if (pair == form) return true;
    return false;
}

}  // namespace

void find_surnames_with_initials(const ScanInput& in, Spans& out) {
    const auto& toks = in.tokens;
    const std::string_view text = in.text;
    constexpr uint32_t kNotASurname = kLexCommon | kLexVocab | kLexMorph | kLexMonth | kLexIntlMonth | kLexIntlWeekday |
                                      kLexOrgKeyword | kLexRegion | kLexCity | kLexDegree | kLexHonorificWord | kLexForeignFunction;
    for (size_t i = 0; i + 2 < toks.size(); ++i) {
        const Token& surname = toks[i];
        if (!toks[i + 1].initial || !toks[i + 2].initial) continue;
        if (!(surname.capitalised || (surname.all_caps && surname.text.size() >= 4)) || surname.text.size() < 3) continue;
        if ((surname.lex & kNotASurname) && !(surname.lex & kLexSurname)) continue;
        if (text.substr(surname.end, toks[i + 1].start - surname.end) != " ") continue;
        if (!joined_initial(toks[i + 2], text, toks[i + 1])) continue;
        const size_t end = toks[i + 2].end + 1;  // the second initial's dot
        if (legal_form(text.substr(toks[i + 1].start, toks[i + 2].end - toks[i + 1].start))) continue;
        // A third initial joined on is an abbreviation ("Abuja F.C.T.", Kazakh "Т.А.Ә." for surname, name
        // and patronymic); a capitalised word after a blank makes the initials another name's.
        if (i + 3 < toks.size() && toks[i + 3].start == end) continue;
        if (i + 3 < toks.size() && toks[i + 3].start == end + 1 && text[end] == ' ' &&
            (toks[i + 3].capitalised || toks[i + 3].all_caps || toks[i + 3].initial))
            continue;
        add_span(out, surname.start, end, "PERSON", "name.surname_initials", 0.88);
    }
}

}  // namespace synsema::redact
