// Institutions named by their town and a kind word in lower case, as the Nordic languages and Icelandic write
// them: "Ystad lasarett", "Vasa centralsjukhus", "Nykøbing sygehus", "Vörður tryggingar" (an insurer); and German's
// one word of place and kind, "Havelklinikum", "Zeisigwald-Klinik". The kind word is no English word and no name,
// so a capitalised word right before it is the institution's name.
#include <algorithm>
#include <string_view>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_town_kind_institutions(const ScanInput& in, Spans& out) {
    static const Regex institution(
        R"((?<![\p{L}\d])((?:\p{Lu}[\p{L}-]+[ ]){1,2})(?:lasarett|sjukhus|centralsjukhus|universitetssjukhus|länssjukhus|)"
        R"(sygehus|sykehus|hälsocentral|vårdcentral|vårdcentralen|legesenter|lægehus|tryggingar|forsikring|försäkring|)"
        R"(heilsugæsla|sjúkrahús|sairaala|terveyskeskus)(?![\p{L}]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC5"});
    std::vector<size_t> starts;
    for (const size_t at : in.word_index.starts_of({"lasarett", "sjukhus", "centralsjukhus", "universitetssjukhus", "länssjukhus",
                                                     "sygehus", "sykehus", "hälsocentral", "vårdcentral", "vårdcentralen",
                                                     "legesenter", "lægehus", "tryggingar", "forsikring", "försäkring",
                                                     "heilsugæsla", "sjúkrahús", "sairaala", "terveyskeskus"})) {
        // The one or two words before.
        auto it = std::lower_bound(in.tokens.begin(), in.tokens.end(), at, [](const Token& t, size_t p) { return t.start < p; });
        for (int back = 0; back < 2 && it != in.tokens.begin(); ++back) starts.push_back((--it)->start);
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    // German writes the place and the kind in one word, or joins them with a hyphen: "Havelklinikum", "Zeisigwald-Klinik",
    // "Elbe-Krankenhaus".
    static constexpr std::string_view kCompoundKinds[] = {"klinikum", "klinik", "krankenhaus", "spital", "-Klinikum", "-Klinik",
                                                          "-Krankenhaus", "-Spital"};
    for (const Token& t : in.tokens) {
        if (!t.capitalised || t.text.size() < 10) continue;
        for (const std::string_view kind : kCompoundKinds)
            if (t.text.size() >= kind.size() + 4 && t.text.ends_with(kind)) {
                // (Not a kind of hospital by a word of the language: "Unfallkrankenhaus", "Kreisklinik".)
                const std::string_view place = t.text.substr(0, t.text.size() - kind.size());
                if (!(in.lex.flags(place) & (kLexGermanWord | kLexCommon | kLexVocab)))
                    add_span(out, t.start, t.end, "ORGANIZATION", "org.town_kind", 0.84);
                break;
            }
    }
    institution.for_each_at(in.text, starts, [&](const Match& m) {
        const std::string_view first = m.text(1).substr(0, m.text(1).find(' '));
        if (in.lex.flags(first) & (kLexStop | kLexMonth | kLexCommon)) return true;
        add_span(out, m.start(), m.end(), "ORGANIZATION", "org.town_kind", 0.84);
        return true;
    });
}

}  // namespace synsema::redact
