#include "citations.h"

#include <algorithm>
#include <cctype>

#include "regex.h"

namespace synsema::redact {

namespace {

bool connector(const Token& t) {
    return t.text == "of" || t.text == "and" || t.text == "the" || t.text == "for" || t.text == "on";
}

// A word that may stand inside a party's name: capitalised, in capitals, an
// initial with or without its dot ("Polkey v A E Dayton Services Ltd"), or a
// connector ("Secretary of State for …").
bool party_word(const Token& t) {
    if (t.capitalised || t.all_caps || t.initial) return true;
    if (t.text.size() == 1 && std::isupper(static_cast<unsigned char>(t.text[0]))) return true;
    return connector(t);
}

// Between two words of one party: blanks, at most one line break, "&", and the
// dot of a short word ("Ltd.", "R.").
bool party_gap(std::string_view text, const Token& a, const Token& b) {
    if (b.start < a.end || b.start - a.end > 6) return false;
    int newlines = 0;
    for (size_t p = a.end; p < b.start; ++p) {
        char c = text[p];
        if (c == '\n') ++newlines;
        else if (c == '.' && p == a.end && a.text.size() <= 4) continue;
        else if (c != ' ' && c != '\t' && c != '\r' && c != '&') return false;
    }
    return newlines <= 1;
}

size_t skip_blanks(std::string_view text, size_t p, bool one_newline) {
    bool newline = false;
    while (p < text.size() && (text[p] == ' ' || text[p] == '\t' || text[p] == '\r' || (text[p] == '\n' && one_newline && !newline))) {
        newline = newline || text[p] == '\n';
        ++p;
    }
    return p;
}

// The end of the year or the reporter that makes "A v B" a reported case:
// " [1980]", " (1973)", ", 410 U.S. 113". 0 when none follows pos.
size_t citation_end(std::string_view text, size_t pos) {
    if (pos < text.size() && text[pos] == '.') ++pos;  // "Ltd."
    size_t p = skip_blanks(text, pos, true);
    if (p + 6 <= text.size() && (text[p] == '[' || text[p] == '(')) {
        char close = text[p] == '[' ? ']' : ')';
        std::string_view year = text.substr(p + 1, 4);
        bool digits = std::all_of(year.begin(), year.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
        if (digits && (year.substr(0, 2) == "18" || year.substr(0, 2) == "19" || year.substr(0, 2) == "20") &&
            text[p + 5] == close)
            return p + 6;
    }
    if (p < text.size() && text[p] == ',') {
        size_t q = skip_blanks(text, p + 1, false), d = q;
        while (d < text.size() && d - q < 4 && std::isdigit(static_cast<unsigned char>(text[d]))) ++d;
        if (d > q && d + 1 < text.size() && text[d] == ' ' && std::isupper(static_cast<unsigned char>(text[d + 1]))) {
            size_t r = d + 1;
            while (r < text.size() && text[r] != ' ' && text[r] != '\n' && text[r] != ',') ++r;
            return r;
        }
    }
    return 0;
}

}  // namespace

std::vector<ByteRange> find_case_citations(const ScanInput& in) {
    std::vector<ByteRange> found;
    const auto& toks = in.tokens;
    constexpr size_t kMaxWords = 8;  // a party's name, "Secretary of State for the Home Department" included
    for (size_t v = 1; v + 1 < toks.size(); ++v) {
        std::string_view w = toks[v].text;
        if (w[0] != 'v' || w.size() > 2 || (w.size() == 2 && w[1] != 's')) continue;
        // "A v B": the versus between two parties on one line or across one break.
        if (!party_word(toks[v - 1]) || connector(toks[v - 1]) || !party_gap(in.text, toks[v - 1], toks[v])) continue;
        size_t after_v = toks[v].end < in.text.size() && in.text[toks[v].end] == '.' ? toks[v].end + 1 : toks[v].end;
        if (toks[v + 1].start - after_v > 3 || !party_word(toks[v + 1]) || connector(toks[v + 1])) continue;
        size_t last = v + 1;
        while (last + 1 < toks.size() && last - v < kMaxWords && party_word(toks[last + 1]) &&
               party_gap(in.text, toks[last], toks[last + 1]))
            ++last;
        size_t end = 0;
        // The year may follow any word of the walk ("Roe v. Wade, 410 U.S. 113"): the first that has one.
        for (size_t k = v + 1; k <= last && end == 0; ++k) end = citation_end(in.text, toks[k].end);
        if (end == 0) continue;
        size_t first = v - 1;
        while (first > 0 && v - first < kMaxWords && party_word(toks[first - 1]) && party_gap(in.text, toks[first - 1], toks[first]))
            --first;
        while (first < v - 1 && connector(toks[first])) ++first;
        found.emplace_back(toks[first].start, end);
    }
    // A statute's citation: "Minn. Stat. § 609A.03", "Fla. Stat. ch. 61", "Cal. Civ. Code § 1950.5": abbreviated
    // words with their dots before "Stat.", "Code" or "Laws" and a section sign or chapter. Its state is the
    // law's, no one's ("Minn" is no name).
    static const Regex statute(R"((?<![\w.])(?:[A-Z][A-Za-z]{1,5}\.[ ]){1,3}(?:Stat|Code|Laws)\.?(?:[ ]Ann\.?)?[ ]?(?:§|ch\.|c\.))");
    // (Tried only where the text has one of those words, as the word index tells without a scan.)
    if (!in.word_index.starts_of({"stat", "code", "laws"}).empty())
        statute.for_each(in.text, [&](const Match& m) {
            found.emplace_back(m.start(), m.end());
            return true;
        });
    std::sort(found.begin(), found.end());
    return found;
}

void drop_parties_of_citations(const std::vector<ByteRange>& citations, Spans& spans) {
    if (citations.empty()) return;
    spans.erase(std::remove_if(spans.begin(), spans.end(),
                               [&](const Candidate& s) {
                                   std::string_view c = s.category;
                                   if (c != "PERSON" && c != "ORGANIZATION" && c != "LOCATION") return false;
                                   auto it = std::upper_bound(citations.begin(), citations.end(), s.start,
                                                              [](size_t p, const ByteRange& r) { return p < r.first; });
                                   if (it == citations.begin()) return false;
                                   --it;
                                   return s.start >= it->first && s.end <= it->second;
                               }),
                spans.end());
}

}  // namespace synsema::redact
