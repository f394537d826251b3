// Joins and extensions of the PERSON spans once every recognizer has run and the spans are merged:
// a name's leading apostrophe and title, its quoted nickname and generational suffix, two spans of one
// name ("HODGE, Kareem"; "Marjorie Ebanks née Brown"), a rank or title of address before it, a
// surname written before it outside English records, a given name before a surname found alone, and a
// two-letter surname after a given name.
#include "person_joins.h"

#include <algorithm>
#include <cctype>
#include <cstring>

#include "labels.h"
#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Only blanks, or one line break (with a hyphen before it: "Thibodeaux-\nLandry"),
// between a and b.
bool name_gap(std::string_view text, size_t a, size_t b) {
    if (b < a || b - a > 8) return false;
    size_t newlines = 0;
    for (size_t i = a; i < b; ++i) {
        char c = text[i];
        if (c == '\n') ++newlines;
        else if (c == '-' && i == a && i + 1 < b && text[i + 1] == '\n') continue;
        else if (c != ' ' && c != '\r') return false;  // not a tab: a table's next column
    }
    // Across a line break only where a hyphen split the name ("Thibodeaux-\nLandry").
    return newlines == 0 ? b - a <= 2 : (newlines == 1 && text[a] == '-');
}

// The length of a quoted nickname opening at a (blanks, a quote, one to
// three words, the same quote, blanks: ' "Shay" ', ' "el Turco" '), or 0.
size_t nickname_length(std::string_view text, size_t a) {
    size_t i = a;
    while (i < text.size() && text[i] == ' ') ++i;
    if (i == a || i >= text.size() || (text[i] != '"' && text[i] != '\'')) return 0;
    const char quote = text[i++];
    size_t words = 0, letters = 0;
    for (bool in_word = false; i < text.size() && text[i] != quote; ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool letter = std::isalpha(c) || c >= 0x80 || c == '-' || c == '.';
        if (!letter && c != ' ') return 0;
        if (letter && !in_word) ++words;
        in_word = letter;
        letters += letter;
    }
    if (i >= text.size() || words == 0 || words > 3 || letters > 24) return 0;
    ++i;  // the closing quote
    const size_t quote_end = i;
    while (i < text.size() && text[i] == ' ') ++i;
    return i > quote_end ? i - a : 0;
}

// The end of the word after a quoted nickname that still belongs to the name
// (an initial, or a capitalised word that is no word of the language:
// 'JAMES "JIMMY" R.', 'Luis "Lucho" Benítez'), or 0.
size_t name_after_nickname(std::string_view text, size_t at, const Lexicon& lex) {
    if (at >= text.size() || !(std::isupper(static_cast<unsigned char>(text[at])) || static_cast<unsigned char>(text[at]) >= 0xC0))
        return 0;
    size_t end = at;
    while (end < text.size() && (std::isalpha(static_cast<unsigned char>(text[end])) || static_cast<unsigned char>(text[end]) >= 0x80 ||
                                 text[end] == '-' || text[end] == '\''))
        ++end;
    if (end == at + 1 && end < text.size() && text[end] == '.') return end + 1;  // an initial
    return end > at + 1 && !lex.is_word(text.substr(at, end - at)) ? end : 0;
}

// "Jerome" + " " + "Adeyemi" found separately are one name, also when a line
// break splits them or a quoted nickname stands between them ('SEAMUS "SHAY"
// HENNESSY', 'Sr. Ramón "el Turco" Haddad'); the name goes on after a
// nickname ('HOLLOWAY, JAMES "JIMMY" R.'). In place: the kept spans are
// compacted to the front.
// The word before a maiden name between two parts of one person's name: "Marjorie Ebanks née
// Whittaker", "Ursula Meier geb. Schmidt", "Jana Nováková roz. Dvořáková", "Anna Kowalska z d. Nowak".
bool maiden_name_word(std::string_view gap) {
    static constexpr std::string_view kWords[] = {" née ", " nee ", " Née ", " geb. ", " geborene ", " roz. ", " rod. ",
                                                  " z d. ", " z domu ", " născută ", " nata ", " nacida ", " nascida "};
    for (std::string_view w : kWords)
        if (gap == w) return true;
    return false;
}

// The word of descent between a person's name and the father's, as Malaysia and Brunei write it: "MOHD FAIZAL BIN
// ROSLI", "Nur Aisyah binti Kamal", "Ravi a/l Muniandy".
bool descent_word(std::string_view gap) {
    static constexpr std::string_view kWords[] = {" bin ", " BIN ", " Bin ", " binti ", " BINTI ", " Binti ", " bt ", " bte ",
                                                  " a/l ", " A/L ", " a/p ", " A/P ", " ibni ", " bint "};
    for (std::string_view w : kWords)
        if (gap == w) return true;
    return false;
}

// A person's initials in brackets between two parts of the name: "Jean-Baptiste (JB) Tari".
bool initials_between(std::string_view gap) {
    if (gap.size() < 5 || gap.size() > 7 || gap.substr(0, 2) != " (" || gap.substr(gap.size() - 2) != ") ") return false;
    for (char c : gap.substr(2, gap.size() - 4))
        if (c < 'A' || c > 'Z') return false;
    return true;
}

// A name wrapped by the line's end inside a sentence: "Pt's mother Halina\n          Kowalczyk, 91,
// lives", "oaths, ELIJAH T.\nMcCRAY, who". One word on each side (perhaps an initial before the break),
// the first after other words of its line and the second before more of its own: two names on lines of
// their own are a list, not one name.
bool wrapped_name(std::string_view text, size_t a_start, size_t a_end, size_t b_start, size_t b_end) {
    if (b_start < a_end || b_start - a_end > 24) return false;
    const std::string_view left = text.substr(a_start, a_end - a_start), right = text.substr(b_start, b_end - b_start);
    if (left.find_first_of(" \t\n") != std::string_view::npos || right.find_first_of(" \t\n") != std::string_view::npos) return false;
    size_t i = a_end, newlines = 0;
    // An initial and its dot before the break: " T.".
    if (i + 3 <= b_start && text[i] == ' ' && std::isupper(static_cast<unsigned char>(text[i + 1])) && text[i + 2] == '.') i += 3;
    for (; i < b_start; ++i) {
        if (text[i] == '\n') ++newlines;
        else if (text[i] != ' ' && text[i] != '\r') return false;
    }
    if (newlines != 1) return false;
    // Words before the first on its line, and after the second on its own.
    size_t before = a_start;
    while (before > 0 && (text[before - 1] == ' ' || text[before - 1] == '\t')) --before;
    if (before == 0 || text[before - 1] == '\n') return false;
    size_t after = b_end;
    while (after < text.size() && text[after] == ' ') ++after;
    return after < text.size() && text[after] != '\n' && text[after] != '\r';
}

// Letters in capitals only (blanks, hyphens, dots and apostrophes between them): "HODGE", "VAN PUTTEN".
bool all_caps_letters(std::string_view s) {
    bool letter = false;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if (std::islower(u)) return false;
        if (std::isupper(u) || u >= 0x80) letter = true;
        else if (c != ' ' && c != '-' && c != '.' && c != '\'') return false;
    }
    return letter;
}

}  // namespace

// A name written with a leading apostrophe or ʻokina ("'Mathabo", "'Ofa Tu'ipulotu", Sesotho's and
// Tongan's): the mark is the name's first letter's, so the span takes it; and a title before it,
// itself perhaps so written ("'Me 'Malineo Ramakoae", "Dr 'Ofa").
void take_leading_apostrophes(std::string_view text, const Lexicon& lex, Spans& spans) {
    const auto apostrophe_before = [&](size_t at) -> size_t {
        if (at >= 1 && text[at - 1] == '\'') return 1;
        if (at >= 2 && text.compare(at - 2, 2, "\xCA\xBB") == 0) return 2;  // ʻ U+02BB
        if (at >= 3 && text.compare(at - 3, 3, "\xE2\x80\x98") == 0) return 3;  // ‘
        if (at >= 3 && text.compare(at - 3, 3, "\xE2\x80\x99") == 0) return 3;  // ’
        return 0;
    };
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON") continue;
        const size_t mark = apostrophe_before(s.start);
        if (mark == 0) continue;
        const size_t at = s.start - mark;
        if (at > 0 && text[at - 1] != ' ' && text[at - 1] != '(' && text[at - 1] != '\n' && text[at - 1] != '\t') continue;
        if (i > 0 && spans[i - 1].end > at) continue;
        s.start = at;
        // A title right before: "'Me", "Sr.", "Dr".
        size_t w = at;
        while (w > 0 && text[w - 1] == ' ') --w;
        const size_t title_end = w;
        if (w > 0 && text[w - 1] == '.') --w;
        while (w > 0 && std::isalpha(static_cast<unsigned char>(text[w - 1]))) --w;
        if (w == title_end || !(lex.flags(text.substr(w, title_end - w)) & kLexHonorificWord)) continue;
        const size_t title_mark = apostrophe_before(w);
        const size_t title_start = w - title_mark;
        if (i > 0 && spans[i - 1].end > title_start) continue;
        s.start = title_start;
    }
}

void join_adjacent_persons(std::string_view text, const Lexicon& lex, Spans& spans) {
    size_t kept = 0;
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) == "PERSON") {
            // A nickname found as a name inside its quotes: the quotes join it. (Not a JSON value's quotes after
            // its key's colon: `"from": "Pencho"`.)
            if (s.start >= 2 && s.end < text.size() && text[s.end] == text[s.start - 1] &&
                (text[s.end] == '"' || text[s.end] == '\'') && text[s.start - 2] == ' ' &&
                !(s.start >= 4 && text[s.start - 3] == ':' && text[s.start - 4] == '"'))
                s.start -= 1, s.end += 1;
            const size_t nick = nickname_length(text, s.end);
            const size_t end = nick ? name_after_nickname(text, s.end + nick, lex) : 0;
            if (end && (i + 1 == spans.size() || spans[i + 1].start >= end)) s.end = end;
        }
        // A generational suffix after the name is part of it: "Remy Jr.", "Manigault, Jr.", "Harold Boyd III".
        if (std::string_view(s.category) == "PERSON" && (i + 1 == spans.size() || spans[i + 1].start > s.end + 2)) {
            static const Regex suffix(R"(,?[ ](?:Jr|Sr|Jnr|Snr|JR|SR)\.?(?![\w])|[ ](?:II|III|IV)(?![\w]))");
            Match m;
            if (suffix.match_at(text, s.end, &m) && (i + 1 == spans.size() || spans[i + 1].start >= m.end())) s.end = m.end();
        }
        if (std::string_view(s.category) == "PERSON") {
            // "A/P GOINS, CODY R": a letter after a slash is a form's abbreviation ("A/P", alleged
            // perpetrator), not the name's initial.
            if (s.start > 0 && text[s.start - 1] == '/' && s.end > s.start + 2 && text[s.start + 1] == ' ') s.start += 2;
        }
        if (kept > 0) {
            Candidate& last = spans[kept - 1];
            if (std::string_view(last.category) == "PERSON" && std::string_view(s.category) == "PERSON" && s.start >= last.end) {
                const std::string_view gap = text.substr(last.end, s.start - last.end);
                // A nickname in brackets and quotes after the name ('Harold Stanley ("Hal")') ends it.
                const bool bracketed_nickname = (gap == " (\"" || gap == " (\xE2\x80\x9C") && text.compare(s.end, 2, "\")") == 0;
                // "HODGE, Kareem": a surname in capitals, its comma, then the given names in title case.
                // ... or in capitals too, where the second is one given name ("GOINS, CODY").
                const std::string_view second = text.substr(s.start, s.end - s.start);
                const bool caps_last_first =
                    gap == ", " && all_caps_letters(text.substr(last.start, last.end - last.start)) &&
                    std::isupper(static_cast<unsigned char>(text[s.start])) && s.end - s.start >= 2 &&
                    (std::islower(static_cast<unsigned char>(text[s.start + 1])) ||
                     (all_caps_letters(second) && second.find(' ') == std::string_view::npos && (lex.flags(second) & kLexGiven)));
                // A title of address opening the second starts a name of its own: the words before it greet or
                // name a role ("Joode Morje" Frau Aydın, "Allillanchu" Lic. Nilda).
                size_t word_end = s.start;
                const auto letter = [&](size_t p) { return std::isalpha(static_cast<unsigned char>(text[p])) || static_cast<unsigned char>(text[p]) >= 0x80; };
                while (word_end < s.end && letter(word_end)) ++word_end;
                const std::string_view opening = text.substr(s.start, word_end - s.start);
                const bool titled = is_honorific_word(opening) && !is_weak_honorific(opening);
                // (And words found only by their shape or a context there are that greeting or role, no name:
                // "Guten Morgen", "signed by Indvuna Mr. Mbuso Motsa".)
                if (titled && gap.find_first_not_of(' ') == std::string_view::npos && gap.size() <= 2 &&
                    (std::string_view(last.rule) == "name.sequence" || std::string_view(last.rule) == "name.context")) {
                    last = s;
                    continue;
                }
                if (!titled && (name_gap(text, last.end, s.start) || nickname_length(text, last.end) == s.start - last.end ||
                    (text[s.start] == '"' && s.start - last.end == 1) || maiden_name_word(gap) || descent_word(gap) || initials_between(gap) ||
                    bracketed_nickname || caps_last_first || wrapped_name(text, last.start, last.end, s.start, s.end))) {
                    last.end = bracketed_nickname ? s.end + 2 : s.end;
                    last.confidence = std::max(last.confidence, s.confidence);
                    continue;
                }
            }
        }
        spans[kept++] = s;
    }
    spans.resize(kept);
    // A title in brackets after the name, as Nigerian and Indian forms write it, is inside ("ADEGOKE,
    // Oluwakemi Folasade (Mrs)"), and so is a last initial after a name of two words or more ("GOINS, CODY
    // R DOB …", "Adegoke Oluwakemi F., GTBank"), where a field, a comma or the line's end follows it.
    // (After the joins: "GOINS" and "CODY" are one name only then.)
    static const Regex after(
        R"([ ]\((?:Mrs|Mr|Ms|Miss|Dr|Mrs\.|Mr\.|Ms\.|Dr\.)\)|[ ]\p{Lu}\.?(?=[ \t]*(?:$|\r?\n|[,;)]|[ ]{2}|[ ]\p{Lu}{2,}(?![\w]))))");
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        Match m;
        if (std::string_view(s.category) == "PERSON" && text.substr(s.start, s.end - s.start).find(' ') != std::string_view::npos &&
            std::isalpha(static_cast<unsigned char>(text[s.end - 1])) && after.match_at(text, s.end, &m) &&
            (i + 1 == spans.size() || spans[i + 1].start >= m.end()))
            s.end = m.end();
    }
}

namespace {

// "Dr. (Mrs.) M. Anitha Rao", "Barr. (Mrs.) Ibiere Jack": a title in brackets after a title, as Nigerian and
// Indian records write a married woman's; the span opens at the first title. Returns the new start or `start`.
size_t bracketed_title_start(std::string_view text, size_t start) {
    static constexpr std::string_view kBracketed[] = {"(Mrs.) ", "(Mrs) ", "(Ms.) ", "(Ms) ", "(Miss) ", "(Mr.) ", "(Mr) ", "(Dr.) ", "(Dr) "};
    for (std::string_view b : kBracketed) {
        if (start < b.size() || text.compare(start - b.size(), b.size(), b) != 0) continue;
        const size_t open = start - b.size();
        // The title before it, with its dot: "Dr.", "Barr.", "Prof", "Engr.", "Hon.".
        size_t end = open;
        if (end == 0 || text[end - 1] != ' ') return open;
        --end;
        if (end > 0 && text[end - 1] == '.') --end;
        size_t w = end;
        while (w > 0 && std::isalpha(static_cast<unsigned char>(text[w - 1]))) --w;
        if (w < end && (w == 0 || !std::isalnum(static_cast<unsigned char>(text[w - 1]))) &&
            is_honorific_word(text.substr(w, end - w)))
            return w;
        return open;
    }
    return start;
}

}  // namespace

namespace {
// Kin words that Spanish, Portuguese and Italian families put before an elder's or a godparent's name as a title.
// (Not English "Uncle Boyd", "Auntie Akos": the annotators of the English records leave the kin word out.)
bool kin_title(std::string_view w) {
    static const WordSet kTitles = {"tío", "tía", "tio", "tia", "Tío", "Tía", "Tio", "Tia", "zio", "zia", "zu", "za", "nonno", "nonna",
                                    "nonnu", "nanna", "compare", "commare", "cumpari", "cummari", "ti", "tita", "tito"};
    return kTitles.count(w) != 0;
}
}  // namespace

void take_ranks_before(std::string_view text, const Lexicon& lex, Spans& spans) {
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.start < 3 || text[s.start - 1] != ' ') continue;
        if (const size_t titled = bracketed_title_start(text, s.start); titled != s.start) {
            if (i == 0 || spans[i - 1].end <= titled) s.start = titled;
            continue;
        }
        // The word before the blank, without its dot: a rank ("PCSO", "Sgt."), or a Maltese title of address,
        // which carries its article ("is-Sur", "Is-Sinjura").
        size_t end = s.start - 1;
        if (text[end - 1] == '.') --end;
        // A title of address abbreviated with its dot, in any case and script, right before the name, perhaps
        // after an elided article: "ing. Duri Pedrun", "geom. Piero Rinaldi", "Dña. Amparo", "dell'avv. Giovanoli".
        {
            size_t a = end;
            // (Letters of any script, but not the typographic apostrophe's bytes.)
            while (a > 0 && (std::isalpha(static_cast<unsigned char>(text[a - 1])) || static_cast<unsigned char>(text[a - 1]) >= 0x80) &&
                   !(a >= 3 && text.compare(a - 3, 3, "\xE2\x80\x99") == 0))
                --a;
            const bool elided = a > 0 && (text[a - 1] == '\'' || (a >= 3 && text.compare(a - 3, 3, "\xE2\x80\x99") == 0));
            const bool opens = a == 0 || text[a - 1] == ' ' || text[a - 1] == '\n' || text[a - 1] == '(' || elided;
            // (Not a whole word ending its sentence at that dot: "… madam. Naanu Ganesh"; a title in other letters is
            // told by them, "Dña" being no "DNA".)
            const std::string_view title = text.substr(a, end - a);
            const uint32_t f = lex.flags(title);
            const bool ascii = std::all_of(title.begin(), title.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
            if (end < s.start - 1 && title.size() >= 2 && title.size() <= 6 && opens && (f & kLexHonorificWord) &&
                !(ascii && (f & (kLexCommon | kLexForeignFunction))) &&
                (i == 0 || spans[i - 1].end <= a)) {
                s.start = a;
                continue;
            }
        }
        // A kin word used as a title of address right before the name, as families name their elders ("tío Blas",
        // "nonnu Micu", "zu Totò", "commare Teresa"): the guide's courtesy title, inside the span.
        if (end == s.start - 1) {
            size_t k = end;
            while (k > 0 && (std::isalpha(static_cast<unsigned char>(text[k - 1])) || static_cast<unsigned char>(text[k - 1]) >= 0x80) &&
                   !(k >= 3 && text.compare(k - 3, 3, "\xE2\x80\x99") == 0))
                --k;
            if (k < end && (k == 0 || text[k - 1] == ' ' || text[k - 1] == '\n' || text[k - 1] == '(') && kin_title(text.substr(k, end - k)) &&
                (i == 0 || spans[i - 1].end <= k)) {
                s.start = k;
                continue;
            }
        }
        size_t w = end;
        while (w > 0 && (std::isalpha(static_cast<unsigned char>(text[w - 1])) || text[w - 1] == '-')) --w;
        if (w == end || (w > 0 && (std::isalnum(static_cast<unsigned char>(text[w - 1])) || static_cast<unsigned char>(text[w - 1]) >= 0x80)))
            continue;
        const std::string_view word = text.substr(w, end - w);
        const std::string lowered = ascii_lower(word);
        const bool maltese = lowered == "is-sur" || lowered == "is-sinjura" || lowered == "is-sinjorina";
        // A rank is written capitalised before a name ("di Napoli" is Italian's "of").
        if (!maltese && !(std::isupper(static_cast<unsigned char>(word[0])) && is_police_rank(word))) continue;
        if (i > 0 && spans[i - 1].end > w) continue;
        s.start = w;
    }
}

void take_patronymics_after(std::string_view text, Spans& spans) {
    // Azerbaijani, Uzbek (with its ' or ‘ in o'g'li), Kazakh, Kyrgyz and Turkmen "son of" and "daughter of".
    static constexpr std::string_view kStems[] = {"oğl", "qız", "o'g'l", "o‘g‘l", "o’g’l", "qiz", "uly", "qyzy", "kyzy",
                                                  "uulu", "ogly", "gyzy", "ұлы", "қызы", "кызы", "уулу", "угли", "қизи",
                                                  "оглы"};
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.end + 2 >= text.size() || text[s.end] != ' ') continue;
        const size_t w = s.end + 1;
        size_t e = w;
        while (e < text.size()) {
            const auto c = static_cast<unsigned char>(text[e]);
            if (std::isalpha(c) || c >= 0x80) {
                // General punctuation and symbols (lead byte E2) end the word, but for the quotes of o‘g‘li.
                if (c == 0xE2 && !(text.compare(e, 3, "\xE2\x80\x98") == 0 || text.compare(e, 3, "\xE2\x80\x99") == 0)) break;
                ++e;
            } else if (c == '\'') {
                ++e;
            } else {
                break;
            }
        }
        const std::string_view word = text.substr(w, e - w);
        bool patronymic = false;
        for (std::string_view stem : kStems) patronymic = patronymic || word.starts_with(stem);
        if (!patronymic || word.size() > 24 || (i + 1 < spans.size() && spans[i + 1].start < e)) continue;
        s.end = e;
    }
}

// Outside English records a surname often comes first ("Pop Matei", "Kovács János", "POP
// ANDREI-VLAD"): a capitalised surname of the name lists right before a sure name, on its line,
// joins it even when it is also an English word ("Pop"); so does a word in capitals no list has at all, a
// surname written the register's way ("Amazina: HAVYARIMANA Goreth"). In place, spans sorted and disjoint.
void extend_by_surname_before(std::string_view text, const std::vector<Token>& tokens, Language language, Spans& spans) {
    if (language == Language::English) return;
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.confidence < 0.85 || s.start < 2 || text[s.start - 1] != ' ') continue;
        auto it = tokens.begin() + first_token_at(tokens, s.start);
        if (it == tokens.begin()) continue;
        const Token& t = *(it - 1);
        const bool unlisted_caps = t.all_caps && t.text.size() >= 6 && t.lex == 0 && std::isupper(static_cast<unsigned char>(text[s.start]));
        // (Not a greeting that is also a surname: "Buongiorno Rocco".)
        if (t.end + 1 != s.start || !(t.capitalised || t.all_caps) || !((t.lex & kLexSurname) || unlisted_caps) ||
            (t.lex & (kLexStop | kLexHonorificWord | kLexRegion | kLexMonth | kLexForeignFunction | kLexSalutation)) || t.text.size() < 3)
            continue;
        if (i > 0 && spans[i - 1].end > t.start) continue;
        s.start = t.start;
    }
}

void extend_by_given_before(std::string_view text, const std::vector<Token>& tokens, Spans& spans) {
    constexpr uint32_t kNotGiven = kLexStop | kLexHonorificWord | kLexWeakHonorific | kLexRegion | kLexMonth | kLexOrgKeyword |
                                   kLexStreetAfter | kLexStreetBefore | kLexCity | kLexForeignFunction | kLexRelation |
                                   kLexSalutation | kLexReporting | kLexDegree | kLexPlaceFollow | kLexEponym | kLexParticle;
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.start < 2 || text[s.start - 1] != ' ') continue;
        const size_t at = first_token_at(tokens, s.start);
        // The span is one surname of the lists, or one word no list has, and no word of the language.
        if (at < 2 || at >= tokens.size() || tokens[at].start != s.start || tokens[at].end != s.end) continue;
        const Token& surname = tokens[at];
        constexpr uint32_t kListed = kLexCommon | kLexVocab | kLexMorph | kLexProper | kLexGiven | kLexCity | kLexRegion;
        const bool unlisted = !(surname.lex & (kListed | kLexSurname | kNotGiven));
        if (!((surname.lex & kLexSurname) || unlisted) || (surname.lex & (kLexCommon | kLexVocab)) || !surname.capitalised) continue;
        const Token& given = tokens[at - 1];
        const Token& before = tokens[at - 2];
        // (A town's name that the given names list has too is a given name here: "Kiri", "Florence".)
        const uint32_t not_given = (given.lex & kLexGiven) ? kNotGiven & ~kLexCity : kNotGiven;
        if (given.end + 1 != s.start || !given.capitalised || given.text.size() < 3 || (given.lex & not_given)) continue;
        // Inside a sentence: a word in lower case before it on the same line ("manager", "with"); or a
        // title, a degree or a label's colon ("Scrub: RN Kiri Tamatea", "Monitoring: Kiri Walden").
        const bool prose = before.lower && before.end + 1 == given.start && text[before.end] == ' ';
        const bool titled = (before.lex & (kLexHonorificWord | kLexDegree)) && before.end + 1 == given.start && text[before.end] == ' ';
        const bool labelled = given.start >= 2 && text.compare(given.start - 2, 2, ": ") == 0;
        if (!prose && !titled && !labelled) continue;
        if (i > 0 && spans[i - 1].end > given.start) continue;
        s.start = given.start;
    }
}

void extend_by_short_surname_after(std::string_view text, const std::vector<Token>& tokens, Spans& spans) {
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.end + 3 >= text.size() || text[s.end] != ' ') continue;
        const size_t at = first_token_at(tokens, s.end + 1);
        if (at >= tokens.size() || tokens[at].start != s.end + 1) continue;
        const Token& t = tokens[at];
        // Two letters, a capital then a small one, a surname of the lists: "Do", "Le", "Vu", "Ho", "Ly".
        if (t.text.size() != 2 || !t.capitalised || !(t.lex & kLexSurname)) continue;
        // The span's last word a given name of the lists ("Quang", "Kim-Linh"), and the clause ends after it.
        const size_t last = first_token_at(tokens, s.end) - 1;
        if (last >= tokens.size() || !(tokens[last].lex & kLexGiven) || tokens[last].end != s.end) continue;
        const size_t after = t.end;
        const bool ends = after >= text.size() || std::strchr(".,;:)\n", text[after]) != nullptr ||
                          (text[after] == ' ' && after + 1 < text.size() && (text[after + 1] == '(' || text[after + 1] == ' '));
        if (!ends || (i + 1 < spans.size() && spans[i + 1].start < after)) continue;
        s.end = after;
    }
}

void extend_by_english_name_after(std::string_view text, const std::vector<Token>& tokens, Spans& spans) {
    for (size_t i = 0; i < spans.size(); ++i) {
        Candidate& s = spans[i];
        if (std::string_view(s.category) != "PERSON" || s.end + 4 >= text.size() || text.compare(s.end, 2, ", ") != 0) continue;
        // A name of three words or more: "Koh Siew Ling" (a surname and a given name of two syllables).
        if (std::count(text.begin() + static_cast<std::ptrdiff_t>(s.start), text.begin() + static_cast<std::ptrdiff_t>(s.end), ' ') < 2)
            continue;
        const size_t at = first_token_at(tokens, s.end + 2);
        if (at >= tokens.size() || tokens[at].start != s.end + 2) continue;
        const Token& t = tokens[at];
        if (!t.capitalised || !(t.lex & kLexGiven) || (t.lex & (kLexStop | kLexMonth | kLexCity | kLexRegion))) continue;
        // The English name closes the name's part of the line: a bracket, the line's end, a gap or a number.
        const size_t after = t.end;
        const bool ends = after >= text.size() || std::strchr(");\r\n", text[after]) != nullptr ||
                          (text[after] == ' ' && after + 1 < text.size() &&
                           (text[after + 1] == '(' || text[after + 1] == ' ' || std::isdigit(static_cast<unsigned char>(text[after + 1]))));
        if (!ends) continue;
        // (The English name may be a span of its own already, propagated from elsewhere: one span then.)
        if (i + 1 < spans.size() && spans[i + 1].start < after) {
            if (std::string_view(spans[i + 1].category) != "PERSON" || spans[i + 1].start != t.start || spans[i + 1].end != after) continue;
            spans.erase(spans.begin() + static_cast<std::ptrdiff_t>(i) + 1);
        }
        spans[i].end = after;
    }
}

}  // namespace synsema::redact
