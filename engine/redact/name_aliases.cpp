#include "name_aliases.h"

#include <algorithm>
#include <array>
#include <bitset>
#include <cctype>
#include <string>
#include <unordered_set>

#include "regex.h"

namespace synsema::redact {

namespace {

constexpr double kSureName = 0.85;  // only names the rules are sure of give aliases (logins)
constexpr double kReviewName = 0.6;  // ... or, with initials spelling them, names put up for review

bool ascii_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// The name's words, folded to ASCII lower case, without titles, initials or particles' dots.
std::vector<std::string> name_words(const std::vector<Token>& toks, const Candidate& s) {
    std::vector<std::string> out;
    auto it = toks.begin() + first_token_at(toks, s.start);
    for (; it != toks.end() && it->end <= s.end; ++it) {
        if ((it->lex & (kLexHonorificWord | kLexDegree)) || is_name_stopword(it->text)) continue;
        std::string w = fold_word(it->text);
        w.erase(std::remove_if(w.begin(), w.end(), [](char c) { return !ascii_letter(c); }), w.end());
        if (!w.empty()) out.push_back(w);
    }
    return out;
}

// Whether `alias` ("PK", "AAn", "MCG") is the words' initials, each word giving a prefix of
// itself in order (the first and the last at least one letter, a middle name none or more).
bool initials_of(std::string_view alias, const std::vector<std::string>& words, size_t a = 0, size_t w = 0) {
    if (w == words.size()) return a == alias.size();
    const std::string& word = words[w];
    const bool must = w == 0 || w + 1 == words.size();
    for (size_t n = must ? 1 : 0; n <= word.size() && a + n <= alias.size(); ++n) {
        bool same = true;
        for (size_t k = 0; k < n && same; ++k)
            same = std::tolower(static_cast<unsigned char>(alias[a + k])) == word[k];
        if (!same) break;
        if (initials_of(alias, words, a + n, w + 1)) return true;
    }
    return false;
}

// The alias a record writes beside the name: "PK = Pavneet Kaur", "Pavneet Kaur (PK)".
std::string defined_initials(std::string_view text, const Candidate& s) {
    // Initials, two capitals at least ("PK", "GdlC" for Guadalupe de la Cruz), not a mail header's field before its
    // name ("To: Trent Oyabe", "CC: Carol Chen").
    auto valid = [](std::string_view a) {
        if (a.size() < 2 || a.size() > 4 || !std::isupper(static_cast<unsigned char>(a[0]))) return false;
        if (a == "TO" || a == "CC" || a == "BCC" || a == "RE" || a == "FW" || a == "FWD") return false;
        const auto capitals = std::count_if(a.begin(), a.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
        return capitals >= 2 && std::all_of(a.begin(), a.end(), [](char c) { return ascii_letter(c); });
    };
    // Before: "PK = " or "PK: " at the start of the name.
    size_t p = s.start;
    while (p > 0 && text[p - 1] == ' ') --p;
    if (p > 0 && (text[p - 1] == '=' || text[p - 1] == ':')) {
        size_t e = p - 1;
        while (e > 0 && text[e - 1] == ' ') --e;
        size_t b = e;
        while (b > 0 && ascii_letter(text[b - 1])) --b;
        if ((b == 0 || !std::isalnum(static_cast<unsigned char>(text[b - 1]))) && valid(text.substr(b, e - b)))
            return std::string(text.substr(b, e - b));
    }
    // After: " (PK)".
    size_t q = s.end;
    while (q < text.size() && text[q] == ' ') ++q;
    if (q < text.size() && text[q] == '(') {
        const size_t close = text.find(')', q);
        if (close != std::string_view::npos && valid(text.substr(q + 1, close - q - 1))) return std::string(text.substr(q + 1, close - q - 1));
        // A minutes' attendance line: the role in brackets, a dash and the initials closing the line ("Hamish Cheng
        // (Physiotherapist, visiting) - HC").
        const size_t eol = std::min(text.find('\n', q), text.size());
        if (close != std::string_view::npos && close < eol && text.compare(close + 1, 3, " - ") == 0) {
            size_t e = eol;
            while (e > close + 4 && (text[e - 1] == ' ' || text[e - 1] == '\r')) --e;
            if (valid(text.substr(close + 4, e - close - 4))) return std::string(text.substr(close + 4, e - close - 4));
        }
    }
    return {};
}

// The logins a name gives: "pkaur", "pavneetk", "pavneet.kaur" would not be one token, so
// only letters run together: the initial and the surname, both names, the surname and the
// given name or its initial. Shorter than five letters is too likely a word. With a dot
// between them ("sinead.k", "mahama.a", "j.smith") they are logins whatever their length.
// The name may be written surname first ("KLOSTERMANN, JOLENE R"), so both orders give forms.
void add_logins(const std::vector<std::string>& words, std::unordered_set<std::string>& logins) {
    if (words.size() < 2) return;
    auto add = [&](const std::string& given, const std::string& surname) {
        for (const std::string& form : {given.substr(0, 1) + surname, given + surname, surname + given, surname + given.substr(0, 1)})
            if (form.size() >= 5) logins.insert(form);
        auto dotted = [](std::string_view a, std::string_view b) {
            std::string form(a);
            form += '.';
            form += b;
            return form;
        };
        const std::string_view g(given), s(surname);
        for (const std::string& form : {dotted(g, s.substr(0, 1)), dotted(g.substr(0, 1), s), dotted(g, s), dotted(s, g.substr(0, 1))})
            logins.insert(form);
    };
    std::string surname_all;
    for (size_t i = 1; i < words.size(); ++i) surname_all += words[i];
    add(words.front(), surname_all);
    add(words.front(), words.back());
    add(words[1], words.front());
}

// An organisation's capitalised words, folded, for its acronym ("King Edward VII Memorial Hospital").
std::vector<std::string> org_words(const std::vector<Token>& toks, const Candidate& s) {
    std::vector<std::string> out;
    auto it = toks.begin() + first_token_at(toks, s.start);
    for (; it != toks.end() && it->end <= s.end; ++it)
        if (it->capitalised || it->all_caps) out.push_back(fold_word(it->text));
    return out;
}

// An acronym of a sure organisation's words, in capitals ("KEMH"): three to six letters, not a
// word of the language, at least half as many letters as the name has words.
void propagate_org_acronyms(const std::vector<Token>& toks, const Lexicon& lex, Spans& spans) {
    std::vector<std::vector<std::string>> names;
    for (const Candidate& s : spans)
        if (std::string_view(s.category) == "ORGANIZATION" && s.confidence >= 0.8) {
            auto words = org_words(toks, s);
            if (words.size() >= 3) names.push_back(std::move(words));
        }
    if (names.empty()) return;
    // Each name once, filed by its first letter, which an acronym's first letter must be: a record
    // that names many organisations, and writes each many times, made this a product of the two.
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    std::array<std::vector<const std::vector<std::string>*>, 256> by_first;
    for (const auto& words : names)
        if (!words.front().empty()) by_first[static_cast<unsigned char>(words.front().front())].push_back(&words);
    for (const Token& t : toks) {
        if (!t.all_caps || t.text.size() < 3 || t.text.size() > 6) continue;
        const auto& tried = by_first[static_cast<unsigned char>(std::tolower(static_cast<unsigned char>(t.text[0])))];
        if (tried.empty() || lex.is_word(t.text)) continue;
        for (const auto* words : tried)
            if (2 * t.text.size() >= words->size() && initials_of(t.text, *words)) {
                spans.push_back(Candidate{t.start, t.end, "ORGANIZATION", "org.acronym", 0.86});
                break;
            }
    }
}

// A nickname a record gives in quotes after its cue ("who they call \"Scrappy\"", "known to staff
// as \"J-Bird\"", "I know from Despinoze as \"Shaggy\"", "a.k.a. 'Bigga'", "a/k/a \"Shadow\""): the person, there and wherever it is written
// capitalised in the record.
void propagate_nicknames(std::string_view text, const std::vector<Token>& toks, Spans& spans) {
    static const Regex cue(
        R"((?i:\bcall(?:ed|s)?|\bknown(?:[ ]to[ ]\w+)?[ ]as|\bknows?(?:[ ]\p{L}+){0,3}[ ]as|\bknew(?:[ ]\p{L}+){0,3}[ ]as|\ba\.?k\.?a\.?|\ba/k/a|\bnicknamed|\bgoes[ ]by|\balias|\bconhecid[oa][ ]como|)"
        R"(\bapodad[oa]|\bgenannt|\bdit|\bdite)[ ]+["“'‘]([\p{Lu}][\p{L}-]{1,20}(?:[ ][\p{Lu}][\p{L}-]{1,20})?)["”'’])",
        StartBytes{"CcKkAaNnGgDd"});
    std::unordered_set<std::string> nicknames;
    std::vector<size_t> cues = starts_of_words(toks, {"call", "called", "calls", "known", "know", "knows", "knew", "aka", "nicknamed", "goes", "alias",
                                                      "conhecido", "conhecida", "apodado", "apodada", "genannt", "dit", "dite"});
    // "a.k.a." is three one-letter tokens: found by its bytes, not at every "a".
    // ("a/k/a", as a charge sheet writes it, too.)
    for (std::string_view aka : {"a.k.a", "A.K.A", "a/k/a", "A/K/A"})
        for (size_t p = text.find(aka); p != std::string_view::npos; p = text.find(aka, p + 1)) cues.push_back(p);
    std::sort(cues.begin(), cues.end());
    cue.for_each_at(text, cues, [&](const Match& m) {
        spans.push_back(Candidate{m.start(1), m.end(1), "PERSON", "name.nickname", 0.9});
        if (m.text(1).find(' ') == std::string_view::npos) nicknames.emplace(m.text(1));
        return true;
    });
    // Unquoted after "call him" or "call her": "the yard hand, we call him Peanut," (not a day: "call her Monday").
    static const Regex call_him(R"((?i:\bcall(?:ed|s)?[ ]+(?:him|her))[ ]+([\p{Lu}][\p{Ll}][\p{L}-]{1,19})(?![\p{L}-]))", StartBytes{"Cc"});
    call_him.for_each_at(text, cues, [&](const Match& m) {
        const size_t word = first_token_at(toks, m.start(1));
        if (word < toks.size() && (toks[word].lex & (kLexMonth | kLexStop | kLexRelation | kLexHonorificWord))) return true;
        spans.push_back(Candidate{m.start(1), m.end(1), "PERSON", "name.nickname", 0.88});
        nicknames.emplace(m.text(1));
        return true;
    });
    // A nickname in quotes and brackets right after the name it stands for: "WHITFIELD, Beauregard L.
    // (\"Bo\")" (not a role: "Harold Pike (\"Father\")"); and the name a person goes by, in brackets
    // after their name: "Mr Reginald Abernethy-Coombes (known as Reg)", "Margaret Hale (prefers Peggy)".
    static const Regex after_name(R"([ ]?\(["“'‘]([\p{Lu}][\p{L}-]{1,20})["”'’]\))");
    static const Regex goes_by(R"([ ]?\((?:known[ ]as|aka|a\.k\.a\.|prefers|goes[ ]by|called)[ ]([\p{Lu}][\p{L}-]{1,20})\))");
    for (size_t k = 0, n = spans.size(); k < n; ++k) {
        if (std::string_view(spans[k].category) != "PERSON") continue;
        const size_t at = spans[k].end + (spans[k].end < text.size() && text[spans[k].end] == ' ' ? 1 : 0);
        if (at >= text.size() || text[at] != '(') continue;  // (most names: no bracket, no regex)
        Match m;
        if (after_name.match_at(text, spans[k].end, &m)) {
            const size_t word = first_token_at(toks, m.start(1));
            if (word < toks.size() && (toks[word].lex & (kLexRelation | kLexHonorificWord | kLexStop))) continue;
            spans.push_back(Candidate{m.start(1), m.end(1), "PERSON", "name.nickname", 0.88});
        } else if (goes_by.match_at(text, spans[k].end, &m)) {
            spans.push_back(Candidate{m.start(1), m.end(1), "PERSON", "name.nickname", 0.88});
        } else {
            continue;
        }
        nicknames.emplace(m.text(1));
    }
    if (nicknames.empty()) return;
    for (const Token& t : toks)
        if (t.capitalised && nicknames.count(std::string(t.text)))
            spans.push_back(Candidate{t.start, t.end, "PERSON", "name.nickname", 0.86});
}

// A sure name's initials standing for the person where a record's staff sign: alone in a table's column ("Prescriber
// BC  Ph DM" of a pharmacy's history, Brogan Cusack and Darcy Morrow) or closing a note's line ("… doxycycline. JR").
// Elsewhere two capitals are too many other things ("DM" diabetes, "BC" a province).
void mark_signed_initials(std::string_view text, const std::vector<Token>& toks, const std::unordered_set<std::string>& signs,
                          Spans& spans) {
    if (signs.empty()) return;
    for (const Token& t : toks) {
        if (!t.all_caps || t.text.size() < 2 || t.text.size() > 3 || !signs.count(std::string(t.text))) continue;
        const bool gap_before = t.start >= 2 && (text[t.start - 1] == '\t' || (text[t.start - 1] == ' ' && text[t.start - 2] == ' '));
        const bool gap_after = t.end + 1 < text.size() && (text[t.end] == '\t' || (text[t.end] == ' ' && text[t.end + 1] == ' '));
        const bool line_end = t.end >= text.size() || text[t.end] == '\n' || text[t.end] == '\r';
        const bool after_sentence = t.start >= 2 && text[t.start - 1] == ' ' && (text[t.start - 2] == '.' || text[t.start - 2] == ' ');
        if ((gap_before && (gap_after || line_end)) || (line_end && after_sentence))
            spans.push_back(Candidate{t.start, t.end, "PERSON", "name.signed_initials", 0.86});
    }
}

}  // namespace

void propagate_name_aliases(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                            const Lexicon& lex, std::vector<Spans>& spans) {
    std::unordered_set<std::string> logins;
    std::vector<std::unordered_set<std::string>> initials(texts.size());  // a key's initials hold in its record only
    std::vector<std::unordered_set<std::string>> signed_initials(texts.size());  // a sure name's, for columns and sign-offs
    for (size_t d = 0; d < texts.size(); ++d) {
        for (Candidate& s : spans[d]) {
            if (std::string_view(s.category) != "PERSON" || s.confidence < kReviewName) continue;
            const std::vector<std::string> words = name_words(tokens[d], s);
            if (words.size() < 2) continue;
            const bool sure = s.confidence >= kSureName;
            if (sure) add_logins(words, logins);
            if (sure && words.size() <= 3) {
                std::string first_letters;
                for (const std::string& w : words) first_letters += static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
                signed_initials[d].insert(first_letters);
            }
            const std::string alias = defined_initials(texts[d], s);
            if (alias.empty() || !initials_of(alias, words)) continue;
            // A key that spells the name's initials ("TK = Tekura Kainuku") makes a name the rules were unsure of a
            // person's: the record's own legend says so.
            if (!sure) s.confidence = kSureName + 0.01;
            initials[d].insert(alias);
        }
    }
    for (size_t d = 0; d < texts.size(); ++d) {
        propagate_org_acronyms(tokens[d], lex, spans[d]);
        propagate_nicknames(texts[d], tokens[d], spans[d]);
    }
    for (size_t d = 0; d < texts.size(); ++d) mark_signed_initials(texts[d], tokens[d], signed_initials[d], spans[d]);
    if (logins.empty() && std::all_of(initials.begin(), initials.end(), [](const auto& s) { return s.empty(); })) return;
    for (size_t d = 0; d < texts.size(); ++d) {
        const std::string_view text = texts[d];
        // The initials, as the key wrote them, standing alone.
        if (!initials[d].empty())
            for (const Token& t : tokens[d])
                if (t.text.size() <= 4 && initials[d].count(std::string(t.text)))
                    spans[d].push_back(Candidate{t.start, t.end, "PERSON", "name.initials_key", 0.86});
        // A login: a run of lower-case letters, perhaps with digits after it ("pkaur2",
        // "jklostermann79"); the tokenizer keeps no word that runs into digits, so the text is read.
        if (logins.empty()) continue;
        // A cheap filter first: the (first letter, length) pairs of the logins.
        std::array<std::bitset<40>, 26> shapes{};
        for (const std::string& l : logins)
            if (l[0] >= 'a' && l[0] <= 'z' && l.size() < 40) shapes[static_cast<size_t>(l[0] - 'a')].set(l.size());
        for (size_t i = 0; i < text.size();) {
            if (!(text[i] >= 'a' && text[i] <= 'z') || (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                                                                  static_cast<unsigned char>(text[i - 1]) >= 0x80))) {
                ++i;
                continue;
            }
            size_t e = i;
            while (e < text.size() && text[e] >= 'a' && text[e] <= 'z') ++e;
            size_t end = e;
            while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
            const bool alone = end == text.size() || !(std::isalpha(static_cast<unsigned char>(text[end])) ||
                                                       static_cast<unsigned char>(text[end]) >= 0x80 || text[end] == '@');
            // A dotted login ("sinead.k"): the letters after the dot, then no more of the word.
            if (e + 1 < text.size() && text[e] == '.' && text[e + 1] >= 'a' && text[e + 1] <= 'z') {
                size_t dotted = e + 1;
                while (dotted < text.size() && text[dotted] >= 'a' && text[dotted] <= 'z') ++dotted;
                const bool ends = dotted == text.size() || !(std::isalnum(static_cast<unsigned char>(text[dotted])) ||
                                                             static_cast<unsigned char>(text[dotted]) >= 0x80 || text[dotted] == '@' ||
                                                             (text[dotted] == '.' && dotted + 1 < text.size() &&
                                                              std::isalpha(static_cast<unsigned char>(text[dotted + 1]))));
                // Five characters at least, one side three letters ("sinead.k"; not "p.m" of a clock).
                const bool long_enough = dotted - i >= 5 && (e - i >= 3 || dotted - e - 1 >= 3);
                if (ends && long_enough && logins.count(std::string(text.substr(i, dotted - i)))) {
                    spans[d].push_back(Candidate{i, dotted, "PERSON", "name.login", 0.86});
                    i = dotted;
                    continue;
                }
            }
            // A word of the language is never a login ("wills", "plane").
            if (e - i >= 5 && e - i < 40 && shapes[static_cast<size_t>(text[i] - 'a')].test(e - i) && alone &&
                logins.count(std::string(text.substr(i, e - i))) &&
                !(lex.flags(text.substr(i, e - i)) & (kLexCommon | kLexVocab | kLexMorph)))
                spans[d].push_back(Candidate{i, end, "PERSON", "name.login", 0.86});
            i = end;
        }
    }
}

}  // namespace synsema::redact
