#include "person_forms.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <map>
#include <set>
#include <unordered_set>

#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

constexpr double kSureForm = 0.90;    // a form that is no word of the language
constexpr double kUnsureForm = 0.60;  // "MS", "HA", "NB": also an abbreviation → review

bool ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }
char ascii_upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }
bool all_ascii_letters(std::string_view w) {
    return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return ascii_letter(c); });
}

// The words of one person's name, given name first: titles, degrees,
// particles and a quoted nickname left out; "KING-DELGADO, ROSEMARY A" turned
// round at its comma.
std::vector<std::string_view> name_words(const ScanInput& in, const Candidate& c) {
    auto first = std::lower_bound(in.tokens.begin(), in.tokens.end(), c.start,
                                  [](const Token& t, size_t p) { return t.start < p; });
    std::vector<std::string_view> before_comma, after_comma;
    bool comma = false;
    size_t prev_end = c.start;
    for (auto t = first; t != in.tokens.end() && t->end <= c.end; ++t) {
        if (in.text.substr(prev_end, t->start - prev_end).find(',') != std::string_view::npos) comma = true;
        prev_end = t->end;
        // A nickname quoted inside the name; not a CSV cell's quote around the whole name.
        const bool quoted = t->start > c.start && (in.text[t->start - 1] == '"' || in.text[t->start - 1] == '(');
        if (quoted || t->lower || (t->lex & (kLexHonorificWord | kLexDegree))) continue;
        (comma ? after_comma : before_comma).push_back(t->text);
    }
    after_comma.insert(after_comma.end(), before_comma.begin(), before_comma.end());
    return after_comma;
}

// "Bich Ngoc Tran" → BNT; "Maureen Patricia O'Keefe" → MPO, MO and MPO'K, MO'K.
void add_initials(const std::vector<std::string_view>& words, std::set<std::string, std::less<>>& forms) {
    if (words.size() < 2 || words.size() > 4) return;
    for (std::string_view w : words)
        if (!ascii_letter(w[0])) return;
    std::string all, ends{ascii_upper(words.front()[0])};
    for (std::string_view w : words) all += ascii_upper(w[0]);
    ends += ascii_upper(words.back()[0]);
    forms.insert(all);
    if (words.size() > 2) forms.insert(ends);
    // A hyphenated surname gives a letter per part too ("R. Albright-Tso" → RAT).
    std::string_view surname = words.back();
    if (size_t dash = surname.find('-'); dash != std::string_view::npos && dash + 1 < surname.size() && ascii_letter(surname[dash + 1]))
        forms.insert(all + ascii_upper(surname[dash + 1]));
    // An Irish or Italian surname keeps its apostrophe in initials ("O'H", "D'A").
    std::string_view last = words.back();
    if (last.size() > 3 && last[1] == '\'' && ascii_letter(last[2])) {
        std::string tail = std::string(1, ascii_upper(last[0])) + "'" + ascii_upper(last[2]);
        forms.insert(all.substr(0, all.size() - 1) + tail);
        if (words.size() > 2) forms.insert(ends.substr(0, 1) + tail);
    }
}

// "Mark Kowalski" → mkowalski, markkowalski, kowalskim (compared ignoring case). A name of more words
// gives a form per later word, after the given name's initial or the initials before it: a
// login takes the first of two surnames ("MALDONADO ORTIZ, JOSE L" → jmaldonado) or a middle
// initial ("Ivonne C. Figueroa Santiago" → icfigueroa).
void add_user_names(const std::vector<std::string_view>& words, std::set<std::string, std::less<>>& forms) {
    if (words.size() < 2) return;
    const std::string given = ascii_lower(words.front()), surname = ascii_lower(words.back());
    if (!all_ascii_letters(given) || given.size() < 2) return;
    if (all_ascii_letters(surname) && surname.size() >= 3) {
        forms.insert(given + surname);
        forms.insert(surname + given.substr(0, 1));
    }
    std::string initials;
    for (size_t k = 1; k < words.size() && k < 5; ++k) {
        if (!ascii_letter(words[k - 1][0])) return;
        initials += static_cast<char>(words[k - 1][0] | 0x20);
        const std::string word = ascii_lower(words[k]);
        if (!all_ascii_letters(word) || word.size() < 3) continue;
        forms.insert(given.substr(0, 1) + word);
        forms.insert(initials + word);
    }
}

// Canada's provinces and territories, as an address writes them after the town.
bool is_canadian_province_code(std::string_view s) {
    static const WordSet k = {"AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"};
    return k.contains(s, false);
}

// Whether the word at `start` follows a town or a label: a comma, a colon, or a capitalised word and a blank.
bool after_place(std::string_view text, size_t start) {
    size_t b = start;
    while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
    if (b == 0 || b == start) return b > 0 && (text[b - 1] == ',' || text[b - 1] == ':');
    if (text[b - 1] == ',' || text[b - 1] == ':') return true;
    size_t a = b;
    while (a > 0 && std::isalpha(static_cast<unsigned char>(text[a - 1]))) --a;
    return a < b && std::isupper(static_cast<unsigned char>(text[a])) && std::islower(static_cast<unsigned char>(text[b - 1]));
}

bool initials_shape(const Token& t) {
    if (t.text.size() < 2 || t.text.size() > 5) return false;
    size_t letters = 0;
    for (char c : t.text) {
        if (c >= 'A' && c <= 'Z') ++letters;
        else if (c != '\'') return false;
    }
    return letters >= 2;
}

// The spans of the names a document holds, sorted by start and by end, so
// that a token's questions about them are binary searches (a long record
// names thousands).
struct NamedSpans {
    std::vector<std::pair<size_t, size_t>> by_start, by_end;  // (start, end) and (end, start)
    void add(size_t start, size_t end) { by_start.emplace_back(start, end), by_end.emplace_back(end, start); }
    void sort() { std::sort(by_start.begin(), by_start.end()), std::sort(by_end.begin(), by_end.end()); }
    // Whether some name covers [start, end).
    bool covers(size_t start, size_t end) const {
        auto it = std::upper_bound(by_start.begin(), by_start.end(), std::make_pair(start, SIZE_MAX));
        for (int k = 0; k < 4 && it != by_start.begin(); ++k)
            if ((--it)->second >= end) return true;
        return false;
    }
    bool ends_in(size_t from, size_t to) const {
        auto it = std::lower_bound(by_end.begin(), by_end.end(), std::make_pair(from, size_t{0}));
        return it != by_end.end() && it->first <= to;
    }
    bool starts_in(size_t from, size_t to) const {
        auto it = std::lower_bound(by_start.begin(), by_start.end(), std::make_pair(from, size_t{0}));
        return it != by_start.end() && it->first <= to;
    }
};

// "Rhonda King (RK)", "RY (Renée Youngblood, PBT)": the initials written in
// brackets right after the name, or with the name in brackets right after them;
// and a log's key, "RAT = R. Albright-Tso".
bool defined_beside(std::string_view text, const Token& t, const NamedSpans& named) {
    const auto only_bracket = [&](size_t from, size_t to) {
        std::string_view gap = text.substr(from, to - from);
        return (gap.find('(') != std::string_view::npos && gap.find_first_not_of(" (") == std::string_view::npos) ||
               gap == " = " || gap == "=" || gap == " =" || gap == "= ";
    };
    // A name ending at most 4 bytes before the initials, or starting at most 4 bytes after them.
    for (size_t gap = 1; gap <= 4; ++gap) {
        if (t.start >= gap && named.ends_in(t.start - gap, t.start - gap) && only_bracket(t.start - gap, t.start)) return true;
        if (named.starts_in(t.end + gap, t.end + gap) && only_bracket(t.end, t.end + gap)) return true;
    }
    return false;
}

// A token's text in lower case, if it could be a user name (ASCII letters, 5-32 bytes).
bool user_name_shape(std::string_view word, char (&buf)[33], std::string_view* out) {
    if (word.size() < 5 || word.size() > 32) return false;
    for (size_t i = 0; i < word.size(); ++i) {
        const char c = word[i];
        if (!ascii_letter(c)) return false;
        buf[i] = static_cast<char>(c | 0x20);
    }
    *out = std::string_view(buf, word.size());
    return true;
}

// A second account of one name ends in digits ("acolon2"), which makes it no word token: the
// text's runs of lower-case letters with one to three digits after them, as (start, letters' end, end).
std::vector<std::array<size_t, 3>> numbered_words(std::string_view text) {
    std::vector<std::array<size_t, 3>> runs;
    size_t i = 0;
    const size_t n = text.size();
    while (i < n) {
        if (!(text[i] >= 'a' && text[i] <= 'z') || (i > 0 && (is_word_byte(static_cast<unsigned char>(text[i - 1])) || text[i - 1] == '.'))) {
            ++i;
            continue;
        }
        const size_t start = i;
        while (i < n && ascii_letter(text[i])) ++i;
        const size_t letters_end = i;
        while (i < n && text[i] >= '0' && text[i] <= '9') ++i;
        const size_t digits = i - letters_end;
        if (digits >= 1 && digits <= 3 && (i >= n || !is_word_byte(static_cast<unsigned char>(text[i]))))
            runs.push_back({start, letters_end, i});
        while (i < n && is_word_byte(static_cast<unsigned char>(text[i]))) ++i;
    }
    return runs;
}

// "11/03/2025 09:12 TB  First notice…": a log's lines signed with the
// writer's initials after the time, or at their end after a gap. Two lines or more signed alike make them
// a person; a clock's own words are not ("09:12 AM", "14:05 UTC"), nor words.
void find_log_initials(const ScanInput& in, Spans& out) {
    static const std::set<std::string, std::less<>> kClockWords = {"AM", "PM", "UTC", "GMT", "EST", "EDT", "CST", "CDT", "MST",
        "MDT", "PST", "PDT", "CET", "CEST", "BST", "IST", "AEST", "AEDT", "NZST", "NZDT", "HRS", "HR", "Z"};
    std::map<std::string, std::vector<const Token*>, std::less<>> signed_lines;
    std::map<std::string, std::vector<const Token*>, std::less<>> closing;  // initials closing their line, after a gap
    std::set<const Token*> gapped;
    for (const Token& t : in.tokens) {
        // Nor a word ("08:41 IN   hey", "08:44 OUT  hi": an SMS export's direction).
        if (!initials_shape(t) || t.text.size() > 3 || kClockWords.count(t.text)) continue;
        const bool word = (in.lex.flags(t.text) & kLexCommon) != 0;
        // A time right before ("09:12 TB"), and a column gap or the line's end after.
        size_t b = t.start;
        while (b > 0 && in.text[b - 1] == ' ') --b;
        bool time_before = b >= 5 && b < t.start && in.text[b - 3] == ':' && std::isdigit(static_cast<unsigned char>(in.text[b - 1])) &&
                           std::isdigit(static_cast<unsigned char>(in.text[b - 2])) && std::isdigit(static_cast<unsigned char>(in.text[b - 4]));
        // Or a date alone opening the line: "11/20/26 LC: Pt anxious", "2026-11-25  JK  0415 IgM pos".
        if (!time_before && b < t.start && b >= 6 && std::isdigit(static_cast<unsigned char>(in.text[b - 1]))) {
            static const Regex date_lead(R"([ \t]*\d{1,4}[./-]\d{1,2}[./-]\d{2,4}[ \t]*)");
            size_t ls = b;
            while (ls > 0 && in.text[ls - 1] != '\n') --ls;
            Match m;
            // Not a bank statement's transaction code ("2026-11-20  POS  Choppies", "DD", "ATM").
            static const std::set<std::string, std::less<>> kTransactionCodes = {
                "ATM", "POS", "EFT", "ACH", "DD", "SO", "TFR", "TRF", "CHQ", "DEP", "BGC", "FPI", "FPO", "DEB",
                "CR", "DR", "BP", "INT", "FEE", "VIS", "WDL", "CHG", "REF", "ADJ", "PMT", "PAY"};
            time_before = b - ls <= 16 && date_lead.match_at(in.text.substr(0, t.start), ls, &m) && m.end() == t.start &&
                          !kTransactionCodes.count(t.text) && !(in.lex.flags(t.text) & (kLexVocab | kLexDegree | kLexStop));
        }
        const bool gap_after = t.end >= in.text.size() || in.text[t.end] == '\n' || in.text.compare(t.end, 2, "  ") == 0 ||
                               in.text.compare(t.end, 2, ": ") == 0;
        if (time_before && !word) signed_lines[std::string(t.text)].push_back(&t);
        if (time_before && gap_after && !word) gapped.insert(&t);
        // Or closing its line after a column's gap, as a case log's entries are signed at their end
        // ("… confirming home address received.    MG"): two lines so signed make the writer.
        // (After the entry's full stop, so a table's last column, "Balance   USD", is none; and
        // whatever the letters spell: "MG", "ROD".)
        const bool line_end = t.end >= in.text.size() || in.text[t.end] == '\n' || in.text[t.end] == '\r';
        if (!time_before && line_end && b < t.start && b >= 2 && in.text[b - 1] == '.' && in.text[b - 2] != '.' &&
            !(in.lex.flags(t.text) & (kLexDegree | kLexStop)))
            closing[std::string(t.text)].push_back(&t);
    }
    for (const auto& [initials, tokens] : closing)
        if (tokens.size() >= 2)
            for (const Token* t : tokens) add_span(out, t->start, t->end, "PERSON", "name.log_initials", 0.86);
    // Two lines signed with a column's gap after the initials; or, where the entry runs on after one
    // blank (a dispatch log's "21:46:02 KMC M12 E19 DISP."), three lines, and no clinical or common
    // abbreviation ("08:00 BP 120/80").
    for (const auto& [initials, tokens] : signed_lines) {
        const size_t with_gap = static_cast<size_t>(std::count_if(tokens.begin(), tokens.end(), [&](const Token* t) { return gapped.count(t) != 0; }));
        const bool vocab = (in.lex.flags(initials) & (kLexVocab | kLexDegree | kLexStop)) != 0;
        if (with_gap < 2 && (tokens.size() < 3 || vocab)) continue;
        for (const Token* t : tokens)
            if (with_gap >= 2 ? gapped.count(t) != 0 : true) add_span(out, t->start, t->end, "PERSON", "name.log_initials", 0.86);
    }
}

// "Dkt. Neema Mushi", "Kgd. Rolando Pascual", "Konst. Sipho Mthembu": a capitalised abbreviation
// with its dot right before a name is the person's title, in whatever language, when it is no word,
// name or place the lists know (a list of every language's titles would never be complete; "Smith.
// Mary" is a sentence's end, "St. Anne" a place's). The title belongs inside the span (the guide).
void take_unknown_titles(const ScanInput& in, Spans& out) {
    static constexpr uint32_t kKnown = kLexCommon | kLexVocab | kLexGiven | kLexSurname | kLexCity | kLexMonth | kLexStop |
                                       kLexRegion | kLexOrgKeyword | kLexDegree;
    for (Candidate& c : out) {
        if (std::strcmp(c.category, "PERSON") != 0 || c.start < 4 || in.text[c.start - 1] != ' ' || in.text[c.start - 2] != '.') continue;
        size_t w = c.start - 2;
        while (w > 0 && ascii_letter(in.text[w - 1])) --w;
        const size_t letters = c.start - 2 - w;
        if (letters < 2 || letters > 5 || !std::isupper(static_cast<unsigned char>(in.text[w]))) continue;
        if (w > 0 && !(in.text[w - 1] == ' ' || in.text[w - 1] == '\n' || in.text[w - 1] == '\t' || in.text[w - 1] == '(' ||
                       in.text[w - 1] == ',' || in.text[w - 1] == ';' || in.text[w - 1] == ':'))
            continue;
        const std::string_view title = in.text.substr(w, letters);
        if (in.lex.flags(title) & kKnown) continue;
        c.start = w;
    }
}

}  // namespace

void find_person_forms(const ScanInput& in, Spans& out) {
    take_unknown_titles(in, out);
    find_log_initials(in, out);
    std::set<std::string, std::less<>> initials, user_names;
    NamedSpans named;
    std::unordered_set<std::string_view> seen;  // a name's forms once, however often it is written
    for (const Candidate& c : out) {
        if (std::strcmp(c.category, "PERSON") != 0 || c.confidence < kSureForm) continue;
        named.add(c.start, c.end);
        if (!seen.insert(in.text.substr(c.start, c.end - c.start)).second) continue;
        const auto words = name_words(in, c);
        add_initials(words, initials);
        add_user_names(words, user_names);
    }
    if (initials.empty() && user_names.empty()) return;
    named.sort();
    // Two letters are as often an abbreviation ("GP", "AC", "SP" for São Paulo)
    // as a person: sure only where the record defines them beside the name.
    std::set<std::string, std::less<>> defined;
    for (const Token& t : in.tokens)
        if (initials_shape(t) && initials.count(t.text) && defined_beside(in.text, t, named)) defined.emplace(t.text);
    for (const Token& t : in.tokens) {
        if (t.lex & (kLexHonorificWord | kLexDegree | kLexStop | kLexMonth)) continue;
        char buf[33];
        std::string_view lower;
        const bool is_initials = initials_shape(t) && initials.count(t.text);
        const bool is_user_name = !is_initials && !t.capitalised && user_name_shape(t.text, buf, &lower) && user_names.count(lower) &&
                                  !in.lex.is_word(lower);
        if ((!is_initials && !is_user_name) || named.covers(t.start, t.end)) continue;
        if (t.end < in.text.size() && in.text[t.end] == ':') continue;  // a label ("GP: Dr Aled …")
        // A measure's abbreviation before its value ("BM 6.1", "BM 4-hourly"): the initials of no one the
        // record defines there.
        if (is_initials && !defined.count(t.text) && t.end + 1 < in.text.size() && in.text[t.end] == ' ' &&
            std::isdigit(static_cast<unsigned char>(in.text[t.end + 1])))
            continue;
        // A clinical or office role's letters are its own, unless the record defines them beside a name: "copies to
        // GP", "GP NOTE", "RN to review".
        static const WordSet kRoleLetters = {"GP", "RN", "MD", "NP", "PA", "OT", "PT", "SW", "HR", "OH", "ED", "ER", "DO", "DN", "HV", "CN"};
        if (is_initials && !defined.count(t.text) && kRoleLetters.count(t.text)) continue;
        // A state's or a province's letters after its town or a label ("Westville, NS", "Pictou NS", "Prov: NS") are
        // the place's, unless the record defines them beside a name.
        if (is_initials && !defined.count(t.text) && after_place(in.text, t.start) &&
            (is_us_state_abbreviation(t.text) || is_canadian_province_code(t.text)))
            continue;
        // "His GP, Dr Anwen …", "the RN": after a possessive or an article the letters are a role's, not a person's.
        if (is_initials && !defined.count(t.text) && t.start >= 2) {
            size_t b = t.start;
            while (b > 0 && in.text[b - 1] == ' ') --b;
            size_t a = b;
            while (a > 0 && std::isalpha(static_cast<unsigned char>(in.text[a - 1]))) --a;
            static const WordSet kDeterminers = {"his", "her", "my", "your", "their", "our", "the", "a", "an", "its"};
            if (a < b && b < t.start && kDeterminers.count(ascii_lower(in.text.substr(a, b - a)))) continue;
        }
        const bool sure = !is_initials || defined.count(t.text) ||
                          (t.text.size() > 2 && !in.lex.is_word(ascii_lower(t.text)) && !is_us_state_abbreviation(t.text));
        add_span(out, t.start, t.end, "PERSON", is_initials ? "name.initials_of" : "name.user_name",
                 sure ? kSureForm : kUnsureForm);
    }
    if (user_names.empty()) return;
    for (const auto& [start, letters_end, end] : numbered_words(in.text)) {
        char buf[33];
        std::string_view lower;
        if (user_name_shape(in.text.substr(start, letters_end - start), buf, &lower) && user_names.count(lower) && !in.lex.is_word(lower) &&
            !named.covers(start, end))
            add_span(out, start, end, "PERSON", "name.user_name", kSureForm);
    }
}

}  // namespace synsema::redact
