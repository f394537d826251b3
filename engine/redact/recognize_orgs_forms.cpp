// Firms told by a form word the main legal-form pattern (recognize_orgs.cpp) leaves out, because alone
// it is too often something else:
//   a family firm, the sons after the founder's name: "Smith & Sons", "Krämer & Söhne", "Peiró i Fills SL";
//   a Nordic or Spanish short form after a name with the language's "and": "Áltá Motor og Fritid AS",
//   "Fruites Peiró i Fills SL" ("AS" and "SL" are also capitals of a heading; "SA" and "AB" a state's
//   or a province's code after a town, "Tumby Bay SA", so those two only with the "and": "Kangos Skog &
//   Gallring AB");
//   an Indonesian firm or hospital by its prefix: "PT Sumber Alfaria Trijaya", "CV Karya Pasundan
//   Mandiri", "RS Cikapundung Medika" ("PT" is also physical therapy in English, so the name after it
//   must be two words or more that English lists lack).
#include <map>
#include <string>
#include <string_view>

#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

bool sons_word(std::string_view w) {
    static const WordSet k = {"Sons", "Son", "Söhne", "Sohn", "Fils", "Hijos", "Filhos", "Figli", "Zonen", "Zoon", "Sønner",
                              "Söner", "Brothers", "Bros", "Frères", "Hermanos", "Irmãos", "Fratelli", "Daughters",
                              // and the partners, after an ampersand only: "Gunn Bremner & Co", "Durand & Cie"
                              "Co", "Cie"};
    return k.contains(w);
}

// "and" in the languages whose firms write it inside their names.
bool and_word(std::string_view w) {
    static const WordSet k = {"&", "and", "und", "i", "e", "y", "et", "en", "og", "och", "ja"};
    return k.contains(w);
}

bool short_form_after(std::string_view w) {
    static const WordSet k = {"AS", "ASA", "SL", "SLU", "S.L.", "Oy", "Ab", "ApS", "A/S"};
    return k.contains(w);
}

bool indonesian_prefix(std::string_view w) {
    static const WordSet k = {"PT", "CV", "RS", "RSU", "RSUD", "RSIA", "RSJ", "UD"};
    return k.contains(w);
}

bool single_blank(std::string_view text, const Token& a, const Token& b) { return b.start == a.end + 1 && text[a.end] == ' '; }

bool title_case(const Token& t) { return t.capitalised && !t.all_caps; }

}  // namespace

void find_form_word_firms(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const std::vector<Token>& toks = in.tokens;
    for (size_t k = 1; k < toks.size(); ++k) {
        const Token& t = toks[k];
        if (t.text[0] < 'A' || t.text[0] > 'Z') continue;  // every form word opens with a capital (most tokens do not)
        // The sons after "&" or the language's "and", one or two capitalised words before: the founder's name.
        const bool after_ampersand = t.start >= 3 && text.compare(t.start - 3, 3, " & ") == 0;
        const bool sons = sons_word(t.text) && ((t.text != "Son" && t.text != "Co" && t.text != "Cie") || after_ampersand);
        // A short form after two to five capitalised words, one "and" allowed among them; "AB" and "SA"
        // only where the "and" is there too ("Kangos Skog & Gallring AB").
        const bool and_form = (t.text == "AB" || t.text == "SA");
        const bool form = (short_form_after(t.text) || and_form) && k >= 2 && single_blank(text, toks[k - 1], t) && title_case(toks[k - 1]);
        if (!sons && !form) continue;
        size_t first = k, words = 0;
        bool joined_by_and = false;
        while (first > 0 && words < (sons ? 2u : 5u)) {
            size_t prev = first - 1;
            // Through one "and" at most: a word of its own ("i", "og") or an ampersand between blanks.
            bool via_and = false;
            if (toks[prev].lower && and_word(toks[prev].text) && prev > 0 && single_blank(text, toks[prev], toks[first]) &&
                single_blank(text, toks[prev - 1], toks[prev])) {
                via_and = true;
                --prev;
            } else if (!single_blank(text, toks[prev], toks[first])) {
                if (text.substr(toks[prev].end, toks[first].start - toks[prev].end) != " & ") break;
                via_and = true;
            }
            if (!title_case(toks[prev])) break;
            // The sons right after the "and"; a short form never right after it.
            if (via_and ? (joined_by_and || (sons && first != k) || (!sons && first == k)) : (sons && first == k)) break;
            joined_by_and = joined_by_and || via_and;
            first = prev;
            ++words;
        }
        if (sons && (words == 0 || !joined_by_and)) continue;
        // (One word is enough before the firm's register number: "Porsangerfisk AS (org.nr. 918 402 736)".)
        const bool register_after = text.compare(t.end, 5, " (org") == 0 || text.compare(t.end, 6, ", org.") == 0 ||
                                    text.compare(t.end, 5, " (CVR") == 0 || text.compare(t.end, 5, " (Y-t") == 0;
        if (form && !(register_after && words >= 1 && !and_form) && (words < 2 || (!joined_by_and && (words < 3 || and_form)))) continue;
        while (first < k && (toks[first].lex & kLexStop)) ++first;  // "The"
        if (first == k) continue;
        size_t end = t.end;
        // A legal form after the sons: "Peiró i Fills SL", "Smith & Sons Ltd".
        if (sons && k + 1 < toks.size() && single_blank(text, t, toks[k + 1]) &&
            (short_form_after(toks[k + 1].text) || toks[k + 1].text == "Ltd" || toks[k + 1].text == "Inc" || toks[k + 1].text == "GmbH"))
            end = toks[k + 1].end;
        add_span(out, toks[first].start, end, "ORGANIZATION", sons ? "org.family_firm" : "org.legal_form", 0.92);
    }
    // Two surnames joined by an ampersand (or "and"), written the same way twice or more: a partnership's name, as law and
    // accounting firms are called ("Χατζηλοΐζου & Σκουλλού", "Okafor & Lindqvist"), not a couple (given names of
    // the lists are left out, and words of the language).
    {
        std::map<std::string_view, std::vector<size_t>> pairs;
        for (size_t k = 0; k + 1 < toks.size(); ++k) {
            const Token& a = toks[k];
            // (Or the language's "and" between them, a word of its own: Bulgarian "Шишманова и Чолаков", Romanian "și".)
            const bool and_word = k + 2 < toks.size() && (toks[k + 1].text == "и" || toks[k + 1].text == "și" || toks[k + 1].text == "şi") &&
                                  single_blank(text, a, toks[k + 1]) && single_blank(text, toks[k + 1], toks[k + 2]);
            const Token& b = toks[and_word ? k + 2 : k + 1];
            if (!title_case(a) || !title_case(b) || (!and_word && text.substr(a.end, b.start - a.end) != " & ")) continue;
            const auto surname_like = [](const Token& t) {
                return t.text.size() >= 3 && !(t.lex & (kLexGiven | kLexCommon | kLexVocab | kLexStop | kLexOrgKeyword | kLexCity | kLexRegion));
            };
            // A kind of firm in capitals right before the pair belongs to its name ("АК Шишманова и Чолаков": a
            // law office).
            size_t from = a.start;
            if (k > 0 && toks[k - 1].all_caps && toks[k - 1].text.size() <= 8 && single_blank(text, toks[k - 1], a)) from = toks[k - 1].start;
            if (surname_like(a) && surname_like(b)) pairs[text.substr(a.start, b.end - a.start)].push_back(from);
        }
        for (const auto& [pair, at] : pairs)
            if (at.size() >= 2)
                for (size_t start : at) {
                    const size_t end = text.find(pair, start) + pair.size();
                    add_span(out, start, end, "ORGANIZATION", "org.partnership", 0.86);
                }
    }
    // The Indonesian prefixes, then two to five capitalised words English lists lack.
    for (size_t k = 0; k + 2 < toks.size(); ++k) {
        if (!toks[k].all_caps || !indonesian_prefix(toks[k].text) || !single_blank(text, toks[k], toks[k + 1])) continue;
        size_t last = k;
        while (last + 1 < toks.size() && last - k < 5 && single_blank(text, toks[last], toks[last + 1]) && title_case(toks[last + 1]) &&
               !(toks[last + 1].lex & (kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexIntlMonth)))
            ++last;
        if (last - k >= 2) add_span(out, toks[k].start, toks[last].end, "ORGANIZATION", "org.prefixed_firm", 0.86);
    }
}

}  // namespace synsema::redact
