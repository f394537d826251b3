#include "person_forms.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <set>

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
        const bool quoted = t->start > 0 && (in.text[t->start - 1] == '"' || in.text[t->start - 1] == '(');
        if (quoted || t->lower || (t->lex & (kLexHonorificWord | kLexDegree))) continue;
        (comma ? after_comma : before_comma).push_back(t->text);
    }
    after_comma.insert(after_comma.end(), before_comma.begin(), before_comma.end());
    return after_comma;
}

// "Bich Ngoc Tran" → BNT; "Maureen Patricia O'Keefe" → MPO, MO and MPO'K, MO'K.
void add_initials(const std::vector<std::string_view>& words, std::set<std::string>& forms) {
    if (words.size() < 2 || words.size() > 4) return;
    for (std::string_view w : words)
        if (!ascii_letter(w[0])) return;
    std::string all, ends{ascii_upper(words.front()[0])};
    for (std::string_view w : words) all += ascii_upper(w[0]);
    ends += ascii_upper(words.back()[0]);
    forms.insert(all);
    if (words.size() > 2) forms.insert(ends);
    // An Irish or Italian surname keeps its apostrophe in initials ("O'H", "D'A").
    std::string_view last = words.back();
    if (last.size() > 3 && last[1] == '\'' && ascii_letter(last[2])) {
        std::string tail = std::string(1, ascii_upper(last[0])) + "'" + ascii_upper(last[2]);
        forms.insert(all.substr(0, all.size() - 1) + tail);
        if (words.size() > 2) forms.insert(ends.substr(0, 1) + tail);
    }
}

// "Mark Kowalski" → mkowalski, markkowalski, kowalskim (compared ignoring case).
void add_user_names(const std::vector<std::string_view>& words, std::set<std::string>& forms) {
    if (words.size() < 2) return;
    const std::string given = ascii_lower(words.front()), surname = ascii_lower(words.back());
    if (!all_ascii_letters(given) || !all_ascii_letters(surname) || given.size() < 2 || surname.size() < 3) return;
    forms.insert(given.substr(0, 1) + surname);
    forms.insert(given + surname);
    forms.insert(surname + given.substr(0, 1));
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

// "Rhonda King (RK)", "RY (Renée Youngblood, PBT)": the initials written in
// brackets right after the name, or with the name in brackets right after them.
bool defined_beside(std::string_view text, const Token& t, const std::vector<std::pair<size_t, size_t>>& named) {
    const auto only_bracket = [&](size_t from, size_t to) {
        if (to < from || to - from > 4) return false;
        std::string_view gap = text.substr(from, to - from);
        return gap.find('(') != std::string_view::npos && gap.find_first_not_of(" (") == std::string_view::npos;
    };
    return std::any_of(named.begin(), named.end(),
                       [&](const auto& n) { return only_bracket(n.second, t.start) || only_bracket(t.end, n.first); });
}

}  // namespace

// "11/03/2025 09:12 TB  First notice…": a log's lines signed with the
// writer's initials after the time. Two lines or more signed alike make them
// a person; a clock's own words are not ("09:12 AM", "14:05 UTC"), nor words.
void find_log_initials(const ScanInput& in, Spans& out) {
    static const std::set<std::string, std::less<>> kClockWords = {"AM", "PM", "UTC", "GMT", "EST", "EDT", "CST", "CDT", "MST",
        "MDT", "PST", "PDT", "CET", "CEST", "BST", "IST", "AEST", "AEDT", "NZST", "NZDT", "HRS", "HR", "Z"};
    std::map<std::string, std::vector<const Token*>, std::less<>> signed_lines;
    for (const Token& t : in.tokens) {
        // Nor a word ("08:41 IN   hey", "08:44 OUT  hi": an SMS export's direction).
        if (!initials_shape(t) || t.text.size() > 3 || kClockWords.count(t.text) || (in.lex.flags(t.text) & kLexCommon)) continue;
        // A time right before ("09:12 TB"), and a column gap or the line's end after.
        size_t b = t.start;
        while (b > 0 && in.text[b - 1] == ' ') --b;
        const bool time_before = b >= 5 && b < t.start && in.text[b - 3] == ':' && std::isdigit(static_cast<unsigned char>(in.text[b - 1])) &&
                                 std::isdigit(static_cast<unsigned char>(in.text[b - 2])) && std::isdigit(static_cast<unsigned char>(in.text[b - 4]));
        const bool gap_after = t.end >= in.text.size() || in.text[t.end] == '\n' || in.text.compare(t.end, 2, "  ") == 0;
        if (time_before && gap_after) signed_lines[std::string(t.text)].push_back(&t);
    }
    for (const auto& [initials, tokens] : signed_lines)
        if (tokens.size() >= 2)
            for (const Token* t : tokens) add_span(out, t->start, t->end, "PERSON", "name.log_initials", 0.86);
}

void find_person_forms(const ScanInput& in, Spans& out) {
    find_log_initials(in, out);
    std::set<std::string> initials, user_names;
    std::vector<std::pair<size_t, size_t>> named;  // the name spans themselves
    for (const Candidate& c : out) {
        if (std::strcmp(c.category, "PERSON") != 0 || c.confidence < kSureForm) continue;
        const auto words = name_words(in, c);
        add_initials(words, initials);
        add_user_names(words, user_names);
        named.emplace_back(c.start, c.end);
    }
    if (initials.empty() && user_names.empty()) return;
    const auto inside_a_name = [&](const Token& t) {
        return std::any_of(named.begin(), named.end(), [&](const auto& n) { return t.start >= n.first && t.end <= n.second; });
    };
    // Two letters are as often an abbreviation ("GP", "AC", "SP" for São Paulo)
    // as a person: sure only where the record defines them beside the name.
    std::set<std::string> defined;
    for (const Token& t : in.tokens)
        if (initials_shape(t) && initials.count(std::string(t.text)) && defined_beside(in.text, t, named))
            defined.insert(std::string(t.text));
    for (const Token& t : in.tokens) {
        if (t.lex & (kLexHonorificWord | kLexDegree | kLexStop | kLexMonth)) continue;
        const std::string lower = ascii_lower(t.text);
        const bool is_initials = initials_shape(t) && initials.count(std::string(t.text));
        const bool is_user_name = !t.capitalised && user_names.count(lower) && !in.lex.is_word(lower);
        if ((!is_initials && !is_user_name) || inside_a_name(t)) continue;
        if (t.end < in.text.size() && in.text[t.end] == ':') continue;  // a label ("GP: Dr Aled …")
        const bool sure = !is_initials || defined.count(std::string(t.text)) ||
                          (t.text.size() > 2 && !in.lex.is_word(lower) && !is_us_state_abbreviation(t.text));
        add_span(out, t.start, t.end, "PERSON", is_initials ? "name.initials_of" : "name.user_name",
                 sure ? kSureForm : kUnsureForm);
    }
}

}  // namespace synsema::redact
