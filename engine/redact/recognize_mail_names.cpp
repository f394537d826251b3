// The display name before an e-mail address in angle brackets:
//   "Saatja:  Kärt Lepik <kart.lepik@postkast.example>"      PERSON
//   "To: \"Bram de Wit\" <bram@example.nl>"                    PERSON
//   "Cc: Kask & Saar Advokaadibüroo <info@kasksaar.example>"  ORGANIZATION (an org word in it)
// A name in lower case counts when the address spells its words: "karim el amrani <karim.elamrani@…>".
// A mail header's form in every language and client: the header's label
// ("From", "Saatja", "Von", "Expéditeur") need not be known, because the
// angle brackets are the structure. A name of only everyday words
// ("Customer Service", "Accounts Payable") is a mailbox's role, not a person.
#include <algorithm>

#include "recognizers.h"

namespace synsema::redact {

namespace {

constexpr size_t kMaxNameWords = 5;

bool same_line_gap(std::string_view text, size_t from, size_t to) {
    for (size_t i = from; i < to; ++i)
        if (text[i] != ' ' && text[i] != '\t') return false;
    return true;
}

// The quoted display name ending right before `at` ('"' at at-1), on one line.
bool quoted_name(std::string_view text, size_t at, size_t* start, size_t* end) {
    if (at == 0 || text[at - 1] != '"') return false;
    size_t open = text.rfind('"', at - 2 < at ? at - 2 : 0);
    if (open == std::string_view::npos || at - 1 - open < 2 || at - 1 - open > 60) return false;
    std::string_view inside = text.substr(open + 1, at - 2 - open);
    if (inside.find('\n') != std::string_view::npos || inside.find('@') != std::string_view::npos) return false;
    *start = open + 1;
    *end = at - 1;
    return true;
}

// Whether the address's local part (before '@') holds `word`, in ASCII lower case.
bool in_local_part(std::string_view address, std::string_view word) {
    const std::string local = ascii_lower(address.substr(0, address.find('@')));
    return local.find(ascii_lower(word)) != std::string::npos;
}

}  // namespace

void find_mail_display_names(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    const size_t emails = out.size();
    for (size_t k = 0; k < emails; ++k) {
        const Candidate c = out[k];
        if (std::string_view(c.category) != "EMAIL" || c.start == 0 || text[c.start - 1] != '<' || c.end >= text.size() ||
            text[c.end] != '>')
            continue;
        size_t gap = c.start - 1;
        while (gap > 0 && (text[gap - 1] == ' ' || text[gap - 1] == '\t')) --gap;
        size_t s = 0, e = 0;
        size_t first = 0, last = 0;  // the name's tokens [first, last)
        if (quoted_name(text, gap, &s, &e)) {
            first = first_token_at(toks, s);
            last = first_token_at(toks, e);
        } else {
            // The words right before the bracket: capitalised words, initials and particles, one blank apart.
            last = first_token_at(toks, gap);
            if (last == 0 || toks[last - 1].end != gap) continue;
            first = last;
            while (first > 0 && last - first < kMaxNameWords) {
                const Token& t = toks[first - 1];
                const size_t next_start = first == last ? gap : toks[first].start;
                // One blank (or a comma after a surname: "Lepik, Kärt") between words; an initial's dot.
                size_t between = t.end;
                if (between < next_start && text[between] == '.') ++between;
                if (between < next_start && text[between] == ',' && first < last) ++between;
                if (first < last && !same_line_gap(text, between, next_start)) break;
                if (first < last && next_start - between != 1) break;
                // A lower-case word only where the address spells it ("karim el amrani <karim.elamrani@…>").
                const bool shaped = t.capitalised || t.all_caps || t.initial || (t.lex & kLexParticle) ||
                                    (t.lower && t.text.size() >= 3 && in_local_part(text.substr(c.start, c.end - c.start), t.text));
                if (!shaped) break;
                --first;
            }
            while (first < last && (toks[first].lex & kLexParticle) && !toks[first].capitalised) ++first;
            if (first == last) continue;
            // After a label's colon or at a line's start: the header's own words ("To:", "Saatja:") are not the name.
            const size_t before = toks[first].start;
            size_t p = before;
            while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t')) --p;
            if (p > 0 && text[p - 1] != ':' && text[p - 1] != '\n' && text[p - 1] != ',' && text[p - 1] != ';' &&
                text[p - 1] != '>' && text[p - 1] != '(' && p == before)
                continue;
            s = toks[first].start;
            e = toks[last - 1].end;
            if (e < gap && text[e] == '.') ++e;  // "Jr." / an initial's dot
        }
        if (first >= last) continue;
        // A role's mailbox: only everyday words, one of them an institution's ("Customer Service",
        // "Billing Office"). "Mark Baker" is everyday words too, but a name.
        bool org = false, everyday = true;
        for (size_t i = first; i < last; ++i) {
            const uint32_t f = toks[i].lex;
            org = org || (f & kLexOrgKeyword);
            everyday = everyday && (f & (kLexCommon | kLexVocab | kLexForeignFunction | kLexParticle | kLexOrgKeyword | kLexStop));
        }
        everyday = everyday && org;
        if (everyday) continue;
        if (org) {
            add_span(out, s, e, "ORGANIZATION", "org.mail_name", 0.85);
        } else {
            add_span(out, s, e, "PERSON", "name.mail_display", 0.93);  // as sure as a label's name: its words spread
        }
    }
}

}  // namespace synsema::redact
