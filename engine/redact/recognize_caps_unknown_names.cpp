// Names in capitals from origins the name lists lack: "MARY WANJIKU KAMAU", "NKOSANA SIBANDA",
// "TAMIHANA WIREMU PAEWAI", "GRACE ATIENO ODHIAMBO". The name scanner takes capitals without a
// listed name for headings and short capitals for abbreviations, rightly for most words; but a
// run of two to four capitalised words of which none is a word of the language (a given name that
// is one may open it: GRACE, CHERRY) and at least one is no word and no listed name at all is a
// person in an English record: headings in capitals are made of the language's words. Only in
// English records: another language's heading is words English lacks ("SEICEÁIL FORBARTHA").
#include "ascii_bytes.h"
#include "recognizers.h"

namespace synsema::redact {

namespace {

constexpr uint32_t kWord = kLexCommon | kLexVocab | kLexMorph | kLexForeignFunction;
// Words that are never part of a name, whatever the lists say of their spelling.
constexpr uint32_t kNotName = kLexStop | kLexOrgKeyword | kLexRegion | kLexMonth | kLexDegree | kLexStreetAfter |
                              kLexStreetBefore | kLexPlaceFollow | kLexHonorificWord | kLexRelation;

// A word a name can be: three letters or more in the Latin script (Cyrillic and Greek headings
// of records whose language was not told apart are no names), a vowel among them, letters and
// hyphens only, each hyphened part two letters or more ("WISC-V" is a test). A short word no list
// has needs two vowels: "KAMAU", "DUBE", "RUDO" are names, "FSIQ", "KPHB" are abbreviations.
bool name_shaped(std::string_view w, bool listed_name) {
    if (count_letters(w) < 3) return false;
    size_t vowels = 0, part = 0;
    for (size_t k = 0; k < w.size(); ++k) {
        const auto b = static_cast<unsigned char>(w[k]);
        if (b >= 0x80) {
            // Latin-1 Supplement and Latin Extended-A only (lead bytes C3-C5): "Ó", "Ē", "Ł".
            if (b >= 0xC0 && (b < 0xC3 || b > 0xC5)) return false;
            if (b >= 0xC0) ++vowels, ++part;
            continue;
        }
        if (w[k] == '-' || w[k] == '\'') {
            if (part < 2) return false;
            part = 0;
            continue;
        }
        if (!ascii_upper(b)) return false;
        ++part;
        vowels += std::string_view("AEIOUY").find(w[k]) != std::string_view::npos;
    }
    if (part < 2) return false;
    return vowels >= (listed_name || count_letters(w) > 5 ? 1u : 2u);
}

}  // namespace

void find_caps_unknown_names(const ScanInput& in, Spans& out) {
    if (in.language != Language::English) return;
    const std::vector<Token>& toks = in.tokens;
    for (size_t i = 0; i < toks.size();) {
        // The run: capitals or initials, one blank apart, on one line.
        size_t j = i, words = 0, unknown = 0;
        bool ok = true;
        while (j < toks.size() && (toks[j].all_caps || toks[j].initial)) {
            if (j > i) {
                const std::string_view gap = in.text.substr(toks[j - 1].end, toks[j].start - toks[j - 1].end);
                if (gap != " " && !(toks[j - 1].initial && gap == ". ")) break;
            }
            if (!toks[j].initial) {
                const Token& t = toks[j];
                const bool given_word = words == 0 && (t.lex & kLexGiven);  // GRACE, CHERRY, MARY
                const bool listed_name = (t.lex & (kLexGiven | kLexSurname)) != 0;
                // A town's name is no person's unless a name list has it too ("MARY", "RUDO").
                const bool town_only = (t.lex & kLexCity) && !listed_name;
                if ((t.lex & kNotName) || town_only || ((t.lex & kWord) && !given_word) || !name_shaped(t.text, listed_name))
                    ok = false;
                unknown += !(t.lex & (kWord | kLexGiven | kLexSurname | kLexProper)) && count_letters(t.text) >= 4;
                ++words;
            }
            ++j;
        }
        if (j == i) {
            ++i;
            continue;
        }
        // (A car's make and model in capitals is no person: "TOYOTA AXIO".)
        if (is_vehicle_make(toks[i].text)) ok = false;
        if (ok && words >= 2 && words <= 4 && unknown >= 1 && !toks[j - 1].initial)
            add_span(out, toks[i].start, toks[j - 1].end, "PERSON", "name.caps_unknown", 0.75);
        i = j;
    }
}

}  // namespace synsema::redact
