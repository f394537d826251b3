// A given name joined to a full name that shares its surname: "Frank and Loretta Pruitt", "Kevin &
// Orla Shea", "Marta y Luis Ortega". The couple's first given name stands without the surname, so no
// name rule takes it alone when it is also a word ("Frank", "Hope"); the full name after the "and"
// says what it is. Only a capitalised word a given-name list has, right before the joining word; and
// the same after a name found ("Maddox (9) and Lily (6)").
#include <algorithm>
#include <cctype>
#include <unordered_set>

#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

void find_coordinated_given_names(const ScanInput& in, Spans& out, size_t first_span) {
    static const WordSet kJoin = {"and", "&", "y", "e", "et", "und", "en", "og", "och", "i", "a"};
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    const size_t found = out.size();
    for (size_t k = first_span; k < found; ++k) {
        const Candidate c = out[k];
        if (std::string_view(c.category) != "PERSON" || c.confidence < 0.85) continue;
        // The full name has two words at least.
        const size_t first = first_token_at(toks, c.start);
        if (first + 1 >= toks.size() || toks[first + 1].end > c.end || first < 1) continue;
        // "and" (or "&", which is no token) right before it, then the given name.
        size_t p = c.start;
        while (p > 0 && text[p - 1] == ' ') --p;
        size_t w = p;
        while (w > 0 && text[w - 1] != ' ') --w;
        if (!kJoin.count(ascii_lower(text.substr(w, p - w))) || w == 0) continue;
        size_t q = w;
        while (q > 0 && text[q - 1] == ' ') --q;
        const size_t given = std::lower_bound(toks.begin(), toks.end(), q, [](const Token& t, size_t pos) { return t.end < pos; }) -
                             toks.begin();
        if (given >= toks.size() || toks[given].end != q) continue;
        const Token& g = toks[given];
        if (!g.capitalised || !(g.lex & kLexGiven) || (g.lex & (kLexStop | kLexMonth | kLexRegion))) continue;
        add_span(out, g.start, g.end, "PERSON", "name.coordinated", 0.86);
    }
    // A child's or a sibling's given name after a name found, joined by "and", perhaps each with an age in
    // brackets: "two children, Maddox (9) and Lily (6)", "Maddox and Lily". A capitalised word a given-name
    // list has, no month or place; the name found before says what it is.
    for (size_t k = first_span; k < found; ++k) {
        const Candidate c = out[k];
        if (std::string_view(c.category) != "PERSON" || c.confidence < 0.85) continue;
        size_t p = c.end;
        if (text.compare(p, 2, " (") == 0) {  // "(9)": an age
            size_t d = p + 2;
            while (d < text.size() && d < p + 5 && std::isdigit(static_cast<unsigned char>(text[d]))) ++d;
            if (d > p + 2 && d < text.size() && text[d] == ')') p = d + 1;
        }
        size_t join = std::string_view::npos;
        for (std::string_view w : {" and ", " & "})
            if (text.compare(p, w.size(), w) == 0) join = p + w.size();
        if (join == std::string_view::npos) continue;
        const size_t next = first_token_at(toks, join);
        if (next >= toks.size() || toks[next].start != join) continue;
        const Token& g = toks[next];
        if (!g.capitalised || !(g.lex & kLexGiven) || (g.lex & (kLexStop | kLexMonth | kLexRegion))) continue;
        add_span(out, g.start, g.end, "PERSON", "name.coordinated", 0.86);
    }
    // A couple under one surname by their titles: "Mr. and Mrs. Holloway", "Dr & Mr Patel". The second
    // title's name is found; the first title and the joining word are the same person's span.
    auto title_at = [&](size_t end) -> size_t {  // the start of a title ending at `end` (its dot included), or npos
        size_t e = end > 0 && text[end - 1] == '.' ? end - 1 : end;
        size_t b = e;
        while (b > 0 && std::isalpha(static_cast<unsigned char>(text[b - 1]))) --b;
        if (b == e || e - b > 4 || (b > 0 && !std::isspace(static_cast<unsigned char>(text[b - 1])) && text[b - 1] != '('))
            return std::string_view::npos;
        return is_honorific_word(text.substr(b, e - b)) ? b : std::string_view::npos;
    };
    for (size_t k = first_span; k < found; ++k) {
        Candidate& c = out[k];
        if (std::string_view(c.category) != "PERSON") continue;
        // The span opens with a title: "Mrs. Holloway".
        size_t t = c.start;
        while (t < c.end && std::isalpha(static_cast<unsigned char>(text[t]))) ++t;
        if (t < c.end && text[t] == '.') ++t;
        if (title_at(t) != c.start) continue;
        for (std::string_view join : {" and ", " & ", " AND "}) {
            if (c.start < join.size() + 2 || text.compare(c.start - join.size(), join.size(), join) != 0) continue;
            const size_t first = title_at(c.start - join.size());
            if (first != std::string_view::npos) c.start = first;
            break;
        }
    }
}

}  // namespace synsema::redact
