// Counties and postal districts: the Irish and British "Co. Cork", "County Mayo"; a Romanian
// county ("jud. Cluj", "județul Mureș"); a US county or parish named before the word ("Big Horn
// County", "St. Tammany Parish"); a city and its postal district ("Dublin 4").
#include <algorithm>
#include <string>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_counties_and_districts(const ScanInput& in, Spans& out) {
    // Irish and British counties written with their prefix: "Co. Cork", "County Mayo", in Irish with its
    // article ("Co. na Mí"); a Romanian county ("jud. Cluj", "județul Mureș"), in lower case too.
    static const Regex county(R"((?<![\w])(?:Co\.|County|[Jj]ud\.|[Jj]ude[țt]ul)[ \t]+((?:(?:na|an)[ ])?[\p{Lu}][\p{Ll}]+)(?![\w]))", StartBytes{"CJj"});
    auto take_county = [&](const Match& m) {
        if (in.lex.is_word(m.text(1)) && !(in.lex.flags(m.text(1)) & kLexCity)) return true;
        // (A company's number is no county: "Sdn. Bhd. (Co. No. 199801004417)".)
        if (m.text(1) == "No" || m.text(1) == "Nr" || m.text(1) == "Reg") return true;
        // The Romanian prefix is an abbreviation of "county", not part of the name.
        const bool romanian = m.text()[0] == 'j' || m.text()[0] == 'J';
        add_span(out, romanian ? m.start(1) : m.start(), m.end(), "LOCATION", "address.county", 0.86);
        return true;
    };
    county.for_each_at(in.text, in.starts, take_county);
    county.for_each_at(in.text, in.word_index.starts_of({"jud", "județul", "judetul"}), take_county);
    // A US county or parish, its name before the word: "Big Horn County", "St. Tammany Parish".
    // (A county named for its county seat is the place all the same; a county's offices, "Big Horn
    // County SO", name the county too.)
    static const Regex us_county(R"((?<![\w.])((?:St\.[ ])?[A-Z][a-z'’-]+(?:[ ][A-Z][a-z'’-]+){0,2})[ ](?:County|Parish|Borough)(?![\w]))",
                                 StartBytes{kUpper});
    std::vector<size_t> before_county;
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const std::string_view w = in.tokens[i].text;
        if (w == "County" || w == "Parish" || w == "Borough")
            for (size_t k = i >= 3 ? i - 3 : 0; k < i; ++k) before_county.push_back(in.tokens[k].start);
    }
    std::sort(before_county.begin(), before_county.end());
    before_county.erase(std::unique(before_county.begin(), before_county.end()), before_county.end());
    us_county.for_each_at(in.text, before_county, [&](const Match& m) {
        // "The County", "Each County", "Superior Court of the County": a determiner or a title word
        // is no county's name.
        const std::vector<Token> words = tokenize_words(m.text(1));
        for (const Token& w : words) {
            const std::string lower = ascii_lower(w.text);
            if (is_name_stopword(w.text) || lower == "the" || lower == "this" || lower == "each" || lower == "every" ||
                lower == "our" || lower == "your" || lower == "which" || lower == "any" || lower == "same" || lower == "said" ||
                is_org_keyword(lower) || is_month_or_weekday(w.text) || is_region_name(w.text))
                return true;
        }
        // "Washtenaw County Sheriff", "Cook County Circuit Court": a public body acting as such is not
        // marked (the annotation guide), and neither is its county.
        const std::string next = ascii_lower(word_after(in.text, m.end()));
        for (std::string_view body : {"sheriff", "sheriff's", "court", "circuit", "superior", "district", "probate", "clerk",
                                      "jail", "commission", "commissioners", "board", "department", "attorney", "prosecutor",
                                      "police", "council", "government", "treasurer", "assessor", "recorder", "coroner"})
            if (next == body) return true;
        add_span(out, m.start(), m.end(), "LOCATION", "address.us_county", 0.84);
        return true;
    });
    // A postal district: a city and its number at the end of an address line ("Dublin 4", "Dublin 15,").
    static const Regex district(R"((?<![\w])([A-Z][a-z]+)[ \t]+(\d{1,2})(?=[ \t]*(?:,|\n|$)))", StartBytes{kUpper});
    district.for_each_at(in.text, in.starts, [&](const Match& m) {
        uint32_t f = in.lex.flags(m.text(1));
        if ((f & kLexCity) && !(f & (kLexCommon | kLexVocab)) && !is_month_or_weekday(m.text(1)))
            add_span(out, m.start(), m.end(), "LOCATION", "address.district", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
