// Person names, as Philter does it: every token that is not a word of the
// language (wamerican, the shipped medical/legal vocabulary, or an inflection
// of either) is a name candidate, in lower case too; a gazetteer hit
// (given-names.txt, surnames.txt) makes it a stronger one. Context raises a
// candidate to "redact": a label or table column that names a person, an
// honorific, a salutation, a sign-off or signature, a speaker line, a degree
// after the name, "LAST, FIRST", "c/o", a family or role word, a reporting
// verb. A candidate with no context goes to "review" (never dropped). Words
// of the language are names only in context ("Patient: Frank Miller",
// "Dear Grace,"). Mentions elsewhere are found later by propagation.
#include <algorithm>
#include <string>
#include <unordered_set>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// How much a token alone says "name".
enum Evidence { None = 0, CommonName = 1, Weak = 2, Strong = 3 };

class NameScanner {
public:
    NameScanner(const ScanInput& in, Spans& out) : in_(in), toks_(in.tokens), out_(out), german_(in.language != Language::English) {
        embedded_.assign(toks_.size(), false);
        ev_.assign(toks_.size(), -1);
        // Each token's classes once: the scans below ask for them many times per token.
        classes_.resize(toks_.size());
        for (size_t i = 0; i < toks_.size(); ++i) classes_[i] = compute_cls(i);
        mark_embedded();
        // A field's label is no name ("Personalnummer:", "NAME:").
        for (const Field& f : in_.fields) {
            if (f.table_cell) continue;
            for (size_t i = token_at_or_after(f.label_start); i < toks_.size() && toks_[i].end <= f.label_end; ++i) embedded_[i] = true;
        }
        index_lines();
        // A lower-case document (chat, dictation): hardly any word is capitalised.
        size_t words = 0, capitalised = 0;
        for (const Token& t : toks_) {
            if (t.text.size() < 2) continue;
            ++words;
            capitalised += t.capitalised ? 1 : 0;
        }
        lower_doc_ = words > 0 && capitalised * 100 < words * 6;
    }

    // Each token's line, found once: a per-token search for line ends would
    // make a long single-line text quadratic.
    struct Line {
        size_t start = 0, end = 0;
        bool layout = false;  // tabs, runs of spaces or '|': a form or table line, or a short line
    };
    void index_lines() {
        size_t ti = 0, pos = 0, n = in_.text.size();
        line_of_.assign(toks_.size(), 0);
        while (pos <= n) {
            size_t end = in_.text.find('\n', pos);
            if (end == std::string_view::npos) end = n;
            lines_.push_back({pos, end, end - pos < 60 || layout_line(in_.text.substr(pos, end - pos))});
            while (ti < toks_.size() && toks_[ti].start < end + (end == n ? 1 : 0)) line_of_[ti++] = lines_.size() - 1;
            if (end == n) break;
            pos = end + 1;
        }
    }
    // A tab, a run of two spaces or a '|': in one pass (searching for "  "
    // stops at every single space of a prose line).
    static bool layout_line(std::string_view line) {
        for (size_t i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (c == '\t' || c == '|' || (c == ' ' && i + 1 < line.size() && line[i + 1] == ' ')) return true;
        }
        return false;
    }
    size_t tok_line_start(size_t i) const { return lines_[line_of_[i]].start; }
    size_t tok_line_end(size_t i) const { return lines_[line_of_[i]].end; }
    // The end of the line holding byte pos (pos at a token's start, or just after one).
    size_t line_end_at(size_t pos) const {
        auto it = std::lower_bound(lines_.begin(), lines_.end(), pos, [](const Line& l, size_t p) { return l.end < p; });
        return it == lines_.end() ? in_.text.size() : it->end;
    }

    // --- token facts

    // Closed-class memberships of a token, from its Lexicon flags (one lookup
    // per token, made by the detector; vocabulary.cpp holds the classes).
    enum Class : uint16_t {
        kStop = 1, kHonorific = 2, kWeakHonorific = 4, kRelation = 8, kSalutation = 16, kReporting = 32,
        kEponym = 64, kPlaceFollow = 128, kRegion = 256, kOrgKeyword = 512, kDegree = 1024, kMonth = 2048,
        kKnown = 0x8000
    };
    uint16_t cls(size_t i) const { return classes_[i]; }
    uint16_t compute_cls(size_t i) const {
        uint32_t f = toks_[i].lex;
        // The Lexicon folds diacritics ("Tô" = "to"); the closed classes do not.
        // The data's titles are kept ("Señorita", "Sayın": no folded twin).
        for (char ch : toks_[i].text)
            if (static_cast<unsigned char>(ch) >= 0x80) {
                std::string_view w = toks_[i].text;
                const auto bit = [](bool on, uint32_t flag) { return on ? flag : 0u; };
                constexpr uint32_t kDataTitle = kLexHonorificWord | kLexWeakHonorific;
                f = ((f & kDataTitle) == kDataTitle ? kDataTitle : 0u) | bit(is_name_stopword(w), kLexStop) | bit(is_honorific_word(w), kLexHonorificWord) |
                    bit(is_weak_honorific(w), kLexWeakHonorific) | bit(is_relation_word(w), kLexRelation) |
                    bit(is_salutation(w), kLexSalutation) | bit(is_reporting_verb(w), kLexReporting) |
                    bit(is_eponym_follower(w), kLexEponym) | bit(is_place_follower(w), kLexPlaceFollow) |
                    bit(is_region_name(w), kLexRegion) | bit(is_org_keyword(w), kLexOrgKeyword) |
                    bit(is_degree(w), kLexDegree) | bit(is_month_or_weekday(w), kLexMonth);
                break;
            }
        uint16_t c = 0;
        c |= (f & kLexStop) ? kStop : 0;
        c |= (f & kLexHonorificWord) ? kHonorific : 0;
        c |= (f & kLexWeakHonorific) ? kWeakHonorific : 0;
        c |= (f & kLexRelation) ? kRelation : 0;
        c |= (f & kLexSalutation) ? kSalutation : 0;
        c |= (f & kLexReporting) ? kReporting : 0;
        c |= (f & kLexEponym) ? kEponym : 0;
        c |= (f & kLexPlaceFollow) ? kPlaceFollow : 0;
        c |= (f & kLexRegion) ? kRegion : 0;
        c |= (f & kLexOrgKeyword) ? kOrgKeyword : 0;
        c |= (f & kLexDegree) ? kDegree : 0;
        c |= (f & kLexMonth) ? kMonth : 0;
        return c;
    }
    bool has(size_t i, Class k) const { return (cls(i) & k) != 0; }

    const Token& tok(size_t i) const { return toks_[i]; }
    bool listed_word(size_t i) const { return (toks_[i].lex & (kLexCommon | kLexVocab | kLexMorph)) != 0; }
    bool gazetteer(size_t i) const { return (toks_[i].lex & (kLexGiven | kLexSurname)) != 0; }
    bool particle(size_t i) const { return (toks_[i].lex & kLexParticle) != 0; }

    Evidence evidence(size_t i) const {
        if (ev_[i] < 0) ev_[i] = static_cast<int8_t>(compute_evidence(i));
        return static_cast<Evidence>(ev_[i]);
    }

    Evidence compute_evidence(size_t i) const {
        const Token& t = toks_[i];
        if (t.text.size() < 2 || embedded_[i] || (has(i, kStop) && !state_name_as_given(i))) return None;
        if (has(i, kRegion)) return (t.lex & kLexGiven) ? CommonName : None;
        // Name-shaped: Mac/Mc + capital, O' + capital, al-/el-/bin- prefixes.
        std::string_view s = t.text;
        bool shaped = (s.size() > 3 && (s.substr(0, 2) == "Mc" || s.substr(0, 3) == "Mac") &&
                       std::isupper(static_cast<unsigned char>(s[s.substr(0, 2) == "Mc" ? 2 : 3]))) ||
                      (s.size() > 2 && (s.substr(0, 2) == "O'" || s.substr(0, 4) == "O\xE2\x80\x99")) ||
                      (s.size() > 3 && (s.substr(0, 3) == "al-" || s.substr(0, 3) == "Al-" || s.substr(0, 3) == "el-" ||
                                        s.substr(0, 3) == "El-"));
        bool listed = listed_word(i);
        bool gaz = gazetteer(i);
        // "CDs": an abbreviation's plural.
        bool caps = t.all_caps || (s.size() >= 3 && s.back() == 's' && std::all_of(s.begin(), s.end() - 1, [](char c) { return c >= 'A' && c <= 'Z'; }));
        if (!gaz && (caps ? letters(s) <= 5 : letters(s) <= 2)) return None;
        if (camel_brand(s)) return None;
        // "IP", "LOC": short capitals that a name list also has are names only in context.
        if (caps && letters(s) <= 4) return gaz ? CommonName : None;
        if (shaped) return Strong;
        if (!listed && gaz) return Strong;
        // Short capitals that are no name are abbreviations (NPI, PCP, SSRI);
        // two letters name no one unless the gazetteer knows them.
        // Hyphenated: a part that is a name or not a word makes it one ("Okafor-Lind").
        size_t hyphen = s.find('-');
        if (hyphen != std::string_view::npos && hyphen > 0) {
            bool any_name = false, any_unknown = false;
            size_t from = 0;
            while (from <= s.size()) {
                size_t to = s.find('-', from);
                if (to == std::string_view::npos) to = s.size();
                std::string_view part = s.substr(from, to - from);
                if (part.size() >= 2) {
                    uint32_t f = in_.lex.flags(part);
                    bool word = (f & (kLexCommon | kLexVocab | kLexMorph)) != 0;
                    // "Yu-ting", "Ji-hoon": a short part the name lists have makes the word a name.
                    any_name = any_name || ((f & (kLexGiven | kLexSurname)) && !word);
                    if (part.size() >= 3)
                        any_unknown = any_unknown || (!word && !(f & kLexProper) && !is_month_or_weekday(part));
                }
                from = to + 1;
            }
            if (any_name) return Strong;
            if (any_unknown) return Weak;
            return None;
        }
        if (listed) return gaz ? CommonName : None;
        // Proper nouns of the dictionary that no name list has: places,
        // languages, nationalities, brands, eponyms ("Vietnamese", "Parkinson").
        if (t.lex & kLexProper) return None;
        return Weak;
    }

    // "EpiPen", "PhilHealth", "QuantiFERON": a capital inside a word, after a
    // stem that is no name prefix (Mc, Mac, De, La, Van…), before a word of the
    // language or a run of capitals, makes a brand, not a name ("MaryAnn",
    // "DeShawn", "McKenzie" stay names).
    bool camel_brand(std::string_view s) const {
        size_t end = s.find('-');
        if (end == std::string_view::npos) end = s.size();
        // The humps: "Manage|My|Health"; any one after the first that is a word or capitals makes a brand.
        size_t hump = 0;
        for (size_t k = 2; k + 1 < end; ++k) {
            if (!std::isupper(static_cast<unsigned char>(s[k])) || !std::islower(static_cast<unsigned char>(s[k - 1]))) continue;
            if (hump == 0) {
                std::string prefix = ascii_lower(s.substr(0, k));
                static const char* kNamePrefixes[] = {"mc", "mac", "de", "di", "da", "du", "la", "le", "van", "von", "fitz", "st", "del", "della"};
                for (const char* np : kNamePrefixes)
                    if (prefix == np) return false;
            }
            hump = k;
            size_t next = k + 1;
            while (next < end && !std::isupper(static_cast<unsigned char>(s[next]))) ++next;
            std::string_view part = s.substr(k, next - k);
            std::string_view rest = s.substr(k, end - k);
            bool capitals = rest.size() >= 3 && std::all_of(rest.begin(), rest.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
            if (capitals) return true;
            uint32_t f = in_.lex.flags(part);
            if (part.size() >= 2 && (f & (kLexCommon | kLexVocab)) && !(f & kLexGiven)) return true;
        }
        return false;
    }

    // "Virginia", "Georgia": a state's name that is also a given name.
    // "April Freer", "June Okafor": a month that is also a given name, before a capitalised word.
    bool state_name_as_given(size_t i) const {
        if (!(toks_[i].lex & kLexGiven) || !toks_[i].capitalised) return false;
        if ((has(i, kStop) && is_us_state_name(toks_[i].text))) return true;
        // Mid-name ("Dr Anh Thu Pham") a three-letter one is a name too.
        bool mid = i > 0 && joined(i - 1, i) && (toks_[i - 1].capitalised || toks_[i - 1].all_caps) && !has(i - 1, kStop);
        return has(i, kMonth) && (toks_[i].text.size() > 3 || mid) && i + 1 < toks_.size() &&
               joined(i, i + 1) && toks_[i + 1].capitalised && !has(i + 1, kStop);
    }

    static size_t letters(std::string_view s) {
        size_t n = 0;
        for (char c : s) n += std::isalpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0xC0;
        return n;
    }

    // A lone capital letter without a dot ("Mr R S Dhillon").
    bool bare_capital(size_t i) const {
        return toks_[i].text.size() == 1 && std::isupper(static_cast<unsigned char>(toks_[i].text[0])) && !toks_[i].initial;
    }

    bool name_shape(size_t i, bool caps_ok, bool lower_ok) const {
        const Token& t = toks_[i];
        return t.capitalised || (caps_ok && t.all_caps) || (lower_ok && t.lower);
    }

    // Only spaces (and the dot of an initial or a hyphen at a line break) between tokens a and b.
    bool joined(size_t a, size_t b, bool across_lines = false) const {
        size_t from = toks_[a].end, to = toks_[b].start;
        if (to < from || to - from > 8) return false;
        size_t newlines = 0;
        for (size_t p = from; p < to; ++p) {
            char c = in_.text[p];
            if (c == '.' && p == from && toks_[a].initial) continue;
            if (c == '-' && p == from && p + 1 < to && in_.text[p + 1] == '\n') continue;  // "Thibodeaux-\nLandry"
            if (c == '\n') {
                ++newlines;
                bool hyphen_break = p > from && in_.text[p - 1] == '-';
                if (!across_lines && !hyphen_break) return false;
                continue;
            }
            if (c != ' ' && c != '\t' && c != '\r') return false;
        }
        return newlines <= 1 && (to - from <= 3 || newlines == 1);
    }

    bool sentence_start(size_t i) const {
        size_t p = toks_[i].start;
        while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t' || in_.text[p - 1] == '"' ||
                         in_.text[p - 1] == '(' || in_.text[p - 1] == '\'' || in_.text[p - 1] == '-'))
            --p;
        if (p == 0) return true;
        char c = in_.text[p - 1];
        if (c == '\n' || c == '!' || c == '?' || c == ':' || c == '>' || c == '*' || c == ';') return true;
        if (c == '.') return !(i > 0 && (toks_[i - 1].initial || has(i - 1, kHonorific)));
        return false;
    }

    // --- runs of name tokens

    struct Run {
        size_t first = 0, last = 0;  // token indexes, inclusive
        int words = 0, strong = 0, weak = 0, common = 0, given = 0, surname = 0;
        bool comma = false;  // "LAST, FIRST"
        size_t end = 0;      // byte end (with an initial's dot)
    };

    // Expect: context says a name starts here; accept any capitalised word that
    // is not a stopword, lower-case words that are not words of the language.
    Run extend(size_t i, bool expect, bool caps_ok, bool lower_ok, bool allow_comma, size_t limit,
               bool common_first = false) const {
        Run r{i, i};
        size_t j = i;
        bool commas_left = allow_comma;
        bool pending_comma = false;
        while (j < toks_.size() && toks_[j].start < limit && j - i < 7) {
            const Token& t = toks_[j];
            pending_comma = false;
            if (j > i) {
                bool join = joined(j - 1, j, false) || (j >= i + 2 && wrapped_nickname(j - 1));
                // "Rajesh s/o Subramaniam", "Priya d/o Kumar": son or daughter of, inside the name.
                if (join && j + 2 < toks_.size() && patronymic_link(j)) {
                    r.last = j + 1;
                    j += 2;
                    continue;
                }
                // 'Jihoon "Jay" Park', "Avraham (Avi) Ben-Haim": a nickname inside the name is part of it.
                if (!join && r.words >= 1 && wrapped_nickname(j)) {
                    r.last = j++;
                    continue;
                }
                // "WROBLEWSKI, STANISLAW": one comma between surname and given names.
                // Two words or more before it: a full name, and what follows its comma is a role
                // ("Mr Rajesh s/o Subramaniam, Yard Superintendent"), unless they are in capitals.
                bool surname_side = r.words == 1;
                if (!surname_side && r.words >= 2) {
                    surname_side = true;
                    for (size_t k = r.first; k < j; ++k) surname_side = surname_side && (toks_[k].all_caps || particle(k));
                }
                if (!join && commas_left && surname_side && !toks_[j - 1].initial) {
                    size_t from = toks_[j - 1].end, to = t.start;
                    std::string_view gap = in_.text.substr(from, to - from);
                    if (gap == ", " || gap == "," || gap == ",  ") join = pending_comma = true;
                }
                if (!join) break;
            }
            bool ok = false;
            // "N PAPADOPOULOS": a lone capital before a name is an initial.
            bool bare_initial = expect && bare_capital(j) && j + 1 < toks_.size() && joined(j, j + 1) &&
                                (toks_[j + 1].capitalised || toks_[j + 1].all_caps || bare_capital(j + 1));
            // After "LAST, FIRST"'s comma, only name words (an organisation may follow a name).
            bool caps_unknown = t.all_caps && !listed_word(j) && letters(t.text) >= 4 && !has(j, kStop);
            // "DELGADO, MATEO J": a middle initial without its dot closing a "LAST, FIRST" value in capitals.
            bool closing_initial = j > i && bare_capital(j) && r.comma && toks_[j - 1].all_caps && ends_value(t.end);
            if ((r.comma || pending_comma) && j > i && !t.initial && !closing_initial &&
                ((evidence(j) == None && !caps_unknown &&
                  !(expect && (t.capitalised || t.all_caps) && !org_ahead(j) &&
                    (!listed_word(j) || (t.capitalised && toks_[r.first].all_caps && ends_value(t.end))))) ||
                 has(j, kOrgKeyword) || org_in_segment(j) || credential(j)))
                break;
            // "Santiago Ramírez de la O": a one-letter surname after particles.
            bool particle_letter = j > i && bare_capital(j) && particle(j - 1) && r.words > 0;
            // "ROSEMARY A KING-DELGADO": a middle initial without its dot between two words of a name in capitals.
            bool caps_middle = j > i && bare_capital(j) && r.words > 0 && toks_[j - 1].all_caps && j + 1 < toks_.size() &&
                               joined(j, j + 1) && toks_[j + 1].all_caps && evidence(j + 1) >= CommonName;
            if (t.initial || bare_initial || particle_letter || caps_middle || closing_initial) ok = true;
            else if (particle(j) && !has(j, kStop) &&
                     (t.lower || (j + 1 < toks_.size() && joined(j, j + 1) && (toks_[j + 1].capitalised || toks_[j + 1].all_caps))))
                ok = j > i || expect;
            else {
                Evidence e = evidence(j);
                // "Farah al-Hashimi": a lower-case name part inside a capitalised name.
                bool shape = name_shape(j, caps_ok || t.all_caps, lower_ok) ||
                             (t.lower && r.words > 0 && evidence(j) == Strong && t.text.find('-') != std::string_view::npos);
                // "his son Tan Jun Hao", "Dr. April Nguyen": a month word inside a capitalised name.
                bool month_in_name = expect && t.capitalised && has(j, kMonth) && j + 1 < toks_.size() && joined(j, j + 1) &&
                                     toks_[j + 1].capitalised && !has(j + 1, kStop);
                bool stop = has(j, kStop) && !state_name_as_given(j) && !month_in_name;
                if (expect) ok = shape && !stop && (e != None || t.capitalised || (caps_ok && t.all_caps));
                else ok = shape && e >= (r.words > 0 || common_first ? CommonName : Weak);
                if (ok && !expect && t.lower && e < Strong && !(r.words > 0 && r.strong > 0)) ok = false;
                if (ok) {
                    ++r.words;
                    r.strong += e == Strong;
                    // In context, a proper noun of the dictionary counts as a name ("Patient: Delacroix").
                    r.weak += e == Weak || (expect && e == None && (t.lex & kLexProper) && !listed_word(j));
                    r.common += e == CommonName;
                    r.given += (t.lex & kLexGiven) != 0;
                    r.surname += (t.lex & kLexSurname) != 0;
                }
            }
            if (!ok) break;
            if (pending_comma) {
                commas_left = false;
                r.comma = true;
            }
            r.last = j++;
        }
        // Trailing initials, particles and nicknames belong elsewhere ("Voss. A.", "Smith van").
        while (r.last > r.first && (toks_[r.last].initial || (particle(r.last) && toks_[r.last].lower) || wrapped_nickname(r.last)) &&
               !(toks_[r.last].initial && r.comma))
            --r.last;
        if (particle(r.last) && r.last == r.first) r.words = 0;
        // A comma that ended up last is not part of the name.
        if (r.comma && toks_[r.last].end <= comma_pos(r)) r.comma = false;
        r.end = toks_[r.last].end;
        if (toks_[r.last].initial && r.end < in_.text.size() && in_.text[r.end] == '.') ++r.end;
        return r;
    }

    // "Josh Nguyen, LAC": a short word in capitals that no name list has, standing alone after a
    // name's comma, is a role or a credential ("PARK, JI HOON" has two words after it).
    // A name list may have it ("Lac"): then two names in ordinary case before the comma say
    // "First Last, CREDENTIAL", not "LAST, FIRST" ("DE LA CRUZ, ANA" is in capitals).
    bool credential(size_t j) const {
        if (!toks_[j].all_caps || letters(toks_[j].text) > 4 || j < 2) return false;
        bool after_comma = in_.text.substr(toks_[j - 1].end, toks_[j].start - toks_[j - 1].end).find(',') != std::string_view::npos;
        if (!after_comma || (j + 1 < toks_.size() && joined(j, j + 1))) return false;
        return !gazetteer(j) || (toks_[j - 1].capitalised && joined(j - 2, j - 1));
    }

    // "s/o", "d/o", "S/O": tokens j ("s") and j + 1 ("o") between two capitalised words.
    bool patronymic_link(size_t j) const {
        std::string_view t = toks_[j].text;
        if (!(t == "s" || t == "d" || t == "S" || t == "D") || toks_[j + 1].text.size() != 1) return false;
        if (toks_[j + 1].start != toks_[j].end + 1 || in_.text[toks_[j].end] != '/') return false;
        if (!(toks_[j + 1].text == "o" || toks_[j + 1].text == "O")) return false;
        return joined(j + 1, j + 2) && (toks_[j + 2].capitalised || toks_[j + 2].all_caps);
    }

    // A capitalised word in quotes or brackets between two words of a name, one blank on each side:
    // 'Jihoon "Jay" Park', "Avraham (Avi) Ben-Haim".
    bool wrapped_nickname(size_t j) const {
        if (j == 0 || j + 1 >= toks_.size() || !toks_[j].capitalised) return false;
        if (!(toks_[j - 1].capitalised || toks_[j - 1].all_caps)) return false;
        std::string_view open = in_.text.substr(toks_[j - 1].end, toks_[j].start - toks_[j - 1].end);
        if (open != " \"" && open != " (" && open != " \xE2\x80\x9C" && open != " ('" && open != " (\"") return false;
        std::string_view close = in_.text.substr(toks_[j].end, toks_[j + 1].start - toks_[j].end);
        if (close != "\" " && close != ") " && close != "\xE2\x80\x9D " && close != "') " && close != "\") ") return false;
        return toks_[j + 1].capitalised || toks_[j + 1].all_caps;
    }

    // An organisation word among the next words written on together ("Priya Chaudhary, Bright Paths
    // Support Coordination Pty Ltd"): what follows a name's comma is then no given name.
    bool org_in_segment(size_t j) const {
        for (size_t k = j; k < toks_.size() && k < j + 6 && line_of_[k] == line_of_[j]; ++k) {
            if (k > j && !joined(k - 1, k)) break;
            if (has(k, kOrgKeyword)) return true;
        }
        return false;
    }

    // An organisation word within the next few words on the line ("Dhillon Family Law … Corporation").
    bool org_ahead(size_t j) const {
        for (size_t k = j; k < toks_.size() && k < j + 5 && line_of_[k] == line_of_[j]; ++k)
            if (has(k, kOrgKeyword)) return true;
        return false;
    }

    size_t comma_pos(const Run& r) const {
        for (size_t j = r.first; j < r.last; ++j)
            if (in_.text.substr(toks_[j].end, 1) == ",") return toks_[j].end;
        return 0;
    }

    void emit(size_t start, size_t end, const char* rule, double conf) { add_span(out_, start, end, "PERSON", rule, conf); }

    size_t token_at_or_after(size_t pos) const {
        auto it = std::lower_bound(toks_.begin(), toks_.end(), pos, [](const Token& t, size_t p) { return t.start < p; });
        return static_cast<size_t>(it - toks_.begin());
    }

    // A name expected from token i on (after a label, an honorific, a salutation…).
    bool expect_name(size_t i, size_t span_start, const char* rule, double conf, size_t limit, bool lower_ok = true,
                     bool sure = false) {
        if (i >= toks_.size() || toks_[i].start >= limit) return false;
        // An honorific right at the start is inside the span ("Dr. Helena Sorensen").
        if (has(i, kHonorific) && i + 1 < toks_.size()) {
            size_t after = toks_[i].end;
            if (after < in_.text.size() && in_.text[after] == '.') ++after;
            // Only a title right before the name: "Reviewed by DON: Máire …" is a role, then the name.
            if (same_line(in_.text, after, toks_[i + 1].start) && toks_[i + 1].start - after <= 2)
                return expect_name(i + 1, span_start, rule, conf, limit, lower_ok, !has(i, kWeakHonorific));
        }
        if (has(i, kWeakHonorific)) return false;  // a job title with no name after it
        bool lower_doc = toks_[i].lower;
        Run r = extend(i, true, true, lower_ok && lower_doc, true, limit);
        if (r.words == 0 && !toks_[i].initial) return false;
        if (r.words == 0 && r.last == r.first && toks_[i].text.size() == 1 && !toks_[i].initial) return false;
        if (r.words == 0) {
            // Initials standing for a person ("J.T.W.", "Middle: V.", "Student: A.O."): all of them.
            size_t j = last_initial(i);
            if (j > i && abbreviation_initials(i, j)) return false;  // "Attorney I.D. No."
            size_t end = std::max(r.end, toks_[j].initial ? toks_[j].end + 1 : toks_[j].end);
            emit(span_start, end, rule, conf);
            return true;
        }
        // "dear all", "hi there": in lower case, only a name the lists have ("hi maria").
        if (lower_doc && r.strong == 0 && r.weak == 0 && !(toks_[r.first].lex & kLexGiven)) return false;
        // Words of the language none of which is a name: a role or a unit
        // ("Records Custodian", "Member Services"), unless context is sure.
        if (r.strong + r.weak == 0 && !sure) {
            bool one_name = r.words == 1 && gazetteer(r.first);
            bool given_then_surname = (toks_[r.first].lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && r.first != r.last;
            bool last_first = r.comma && comma_names(r);
            // "Patient: Jane Q. Example": a given name and more capitalised words after a label.
            bool given_first = (toks_[r.first].lex & kLexGiven) && r.words >= 2 && !toks_[r.first].lower;
            if (!one_name && !given_then_surname && !last_first && !given_first) return false;
        }
        emit(span_start, r.end, rule, conf);
        return true;
    }

    // --- contexts

    void fields() {
        for (const Field& f : in_.fields) {
            if (std::string_view(f.meaning.category) != "PERSON") continue;
            size_t i = token_at_or_after(f.value_start);
            if (i >= toks_.size()) continue;
            expect_name(i, toks_[i].start, f.table_cell ? "name.table_column" : "name.label", 0.93, f.value_end);
        }
    }

    void honorifics() {
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            const Token& t = toks_[i];
            if (t.text.size() > 11 || !has(i, kHonorific)) continue;
            // "the nurse gave", "a judge alone"; but "doctor chandrasekaran" in speech to text.
            if (t.lower && has(i, kWeakHonorific) &&
                !(letters(t.text) >= 4 && toks_[i + 1].lower && !listed_word(i + 1) && !has(i + 1, kStop) && letters(toks_[i + 1].text) >= 3))
                continue;
            bool lower = t.lower;
            size_t gap_from = t.end;
            if (gap_from < in_.text.size() && in_.text[gap_from] == '.') ++gap_from;
            if (!same_line(in_.text, gap_from, toks_[i + 1].start) || toks_[i + 1].start - gap_from > 2) continue;
            // "M." is French for Monsieur only before a word ("M. Benali"), not in "M.S.".
            if (t.text == "m" || (t.text == "M" && (toks_[i + 1].start == gap_from || toks_[i + 1].initial))) continue;
            const Token& next = toks_[i + 1];
            // "Sig.ra", "Dott.ssa", "Gent.ma": an Italian title's feminine or superlative ending after its dot.
            size_t k = i + 1;
            if (toks_[k].start == gap_from && gap_from > t.end && toks_[k].lower && toks_[k].text.size() <= 3 && k + 1 < toks_.size() &&
                same_line(in_.text, toks_[k].end, toks_[k + 1].start))
                ++k;
            // "Frau Dr. von Stetten": honorifics chain.
            while (k + 1 < toks_.size() && has(k, kHonorific) && joined_or_dot(k - 1, k)) ++k;
            if (!(toks_[k].capitalised || toks_[k].all_caps || toks_[k].initial || particle(k) ||
                  (bare_capital(k) && k + 1 < toks_.size() && joined(k, k + 1) &&
                   (toks_[k + 1].capitalised || toks_[k + 1].all_caps || bare_capital(k + 1))) ||
                  (lower && toks_[k].lower && (!listed_word(k) || gazetteer(k)))))
                continue;
            if (next.lower && !lower && !particle(k) && k == i + 1) continue;
            Run r = extend(k, true, true, lower, false, in_.text.size());
            if (r.words == 0) {
                // "Ms. Do, you remain…", "Mr. Will.": after a title of address, a capitalised
                // function word that ends the phrase is the surname.
                if (!has(i, kWeakHonorific) && toks_[k].capitalised && has(k, kStop) && ends_phrase(toks_[k].end))
                    emit(t.start, toks_[k].end, "name.honorific", 0.95);
                continue;
            }
            // "Nurse Reviewer", "Officer Training": a title before a word needs a name after it.
            if (has(i, kWeakHonorific) && r.strong + r.weak + r.given + r.surname == 0) continue;
            // "DOCTOR FEE", "CHIEF COMPLAINT": in capitals, words of the language after a job title are a heading.
            if (has(i, kWeakHonorific) && t.all_caps && r.common == r.words) continue;
            emit(t.start, r.end, "name.honorific", 0.95);
        }
    }

    // "TE RANGI-PARATA, Mereana Huia   DOB": the value ends at a line end or a wide gap, so a word of
    // the language closing a "LAST, First" header in a form is a given name too.
    bool ends_value(size_t pos) const {
        return pos >= in_.text.size() || in_.text[pos] == '\n' || in_.text[pos] == '\r' || in_.text[pos] == '\t' ||
               in_.text.compare(pos, 2, "  ") == 0;
    }

    // A comma, a full stop, a bracket or a line end right after pos.
    bool ends_phrase(size_t pos) const {
        if (pos >= in_.text.size()) return true;
        char c = in_.text[pos];
        return c == ',' || c == '.' || c == ';' || c == ':' || c == '?' || c == '!' || c == ')' || c == '\n' || c == '\r';
    }

    bool joined_or_dot(size_t a, size_t b) const {
        size_t from = toks_[a].end;
        if (from < in_.text.size() && in_.text[from] == '.') ++from;
        return same_line(in_.text, from, toks_[b].start) && toks_[b].start - from <= 2;
    }

    // "Dear Mr. Ashby:", "Hi Kevin,", "hey maria", "Sehr geehrte Frau Yılmaz,".
    void salutations() {
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            if (toks_[i].text.size() > 9 || !has(i, kSalutation)) continue;
            if (!same_line(in_.text, tok_line_start(i), toks_[i].start)) continue;  // a salutation opens its line
            size_t k = i + 1;
            // "Thank you Maria", "Good morning Dr. X", "Sehr geehrte": skip fillers.
            while (k < toks_.size() && k < i + 3 && (toks_[k].text == "you" || toks_[k].text == "geehrte" ||
                                                      toks_[k].text == "geehrter" || toks_[k].text == "Sehr"))
                ++k;
            if (k >= toks_.size() || !same_line(in_.text, toks_[i].end, toks_[k].start)) continue;
            if (toks_[k].capitalised || toks_[k].all_caps || has(k, kHonorific) || toks_[k].lower)
                expect_name(k, toks_[k].start, "name.salutation", 0.92, tok_line_end(k));
        }
    }

    // The line(s) after "Sincerely," / "Mit freundlichen Grüßen": the signature.
    void sign_offs() {
        static const Regex sign_off(
            R"((?i)(?<![\w])(?:thanks|thank[ ]you|many[ ]thanks|regards|best[ ]regards|kind[ ]regards|warm[ ]regards|warmly|sincerely(?:[ ]yours)?|yours[ ]sincerely|yours[ ]faithfully|yours[ ]truly|(?:very[ ])?truly[ ]yours|cheers|respectfully(?:[ ]yours)?|best(?:[ ]wishes)?|cordialement|bien[ ]cordialement|mit[ ]freundlichen[ ]gr(?:ü|ue)(?:ß|ss)en|viele[ ]gr(?:ü|ue)(?:ß|ss)e|met[ ]vriendelijke[ ]groet(?:en)?|hartelijke[ ]groet(?:en)?|atentamente|saludos|atenciosamente|cumprimentos|distinti[ ]saluti)[ \t]*[,.!]?[ \t]*\r?\n)");
        // A sign-off is a short line of its own: tried only at such lines.
        for (const Line& line : lines_) {
            if (line.end - line.start > 40 || line.end == line.start) continue;
            size_t p = line.start;
            while (p < line.end && (in_.text[p] == ' ' || in_.text[p] == '\t')) ++p;
            Match m;
            if (!sign_off.match_at(in_.text, p, &m)) continue;
            // The first non-blank line after, and the one after it (a name may follow a company line).
            size_t pos = m.end();
            for (int lines = 0; lines < 4 && pos < in_.text.size(); ++lines) {
                size_t end = line_end_at(pos);
                size_t i = token_at_or_after(pos);
                if (i < toks_.size() && toks_[i].start < end && same_line(in_.text, pos, toks_[i].start)) {
                    if (expect_name(i, toks_[i].start, "name.sign_off", 0.9, end, false)) break;
                }
                pos = end + 1;
            }
        }
        // "/s/ Marisa Whitcombe-Oduya"
        static const Regex slash_s(R"((?<![\w])/s/[ \t]*)");
        slash_s.for_each(in_.text, [&](const Match& m) {
            expect_name(token_at_or_after(m.end()), m.end(), "name.signature", 0.95, line_end_at(m.end()), false);
            return true;
        });
    }

    // "his son Gregory", "interpreter Filipe Rocha", "partner, Kayleigh Brennan".
    void relations() {
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            if (toks_[i].text.size() > 13 || toks_[i].all_caps || !has(i, kRelation)) continue;
            size_t k = i + 1;
            size_t from = toks_[i].end, to = toks_[k].start;
            std::string_view gap = in_.text.substr(from, to - from);
            bool line_break = gap.find('\n') != std::string_view::npos && gap.find_first_not_of(" \t\r\n") == std::string_view::npos &&
                              std::count(gap.begin(), gap.end(), '\n') == 1;
            if (!(gap == " " || gap == ", " || gap == ": " || gap == " (" || gap == ",  " || line_break)) continue;
            // "his son" then a name: capitalised (or lower case in a lower-case text) and not a word.
            if (toks_[k].lower) {
                // In lower-case text: a name the gazetteer has, not a word, or a given name and a surname.
                // ("the doctor will call": a surname that is also a word does not make "will" a name.)
                bool next_name = k + 1 < toks_.size() && joined(k, k + 1) && (toks_[k + 1].lex & kLexSurname) &&
                                 toks_[k + 1].lower && !listed_word(k + 1);
                if (!(toks_[i].lower && gazetteer(k) && (!listed_word(k) || ((toks_[k].lex & kLexGiven) && next_name))))
                    continue;
            }
            if (has(k, kStop) && !has(k, kHonorific) && !toks_[k].initial) continue;
            // "the nurse (Kiri)": one capitalised word alone in brackets after the role names the person.
            bool bracketed = gap == " (" && toks_[k].capitalised && letters(toks_[k].text) >= 3 && evidence(k) == None &&
                             in_.text.compare(toks_[k].end, 1, ")") == 0 && !(toks_[k].lex & kLexProper);
            if (bracketed) {
                emit(toks_[k].start, toks_[k].end, "name.relation", 0.86);
                continue;
            }
            if (!has(k, kHonorific) && evidence(k) == None && !toks_[k].initial) continue;
            // "ISD caseworker\nFile": on the next line only a word that is no word of the language.
            if (line_break && !has(k, kHonorific) && evidence(k) < Weak) continue;
            expect_name(k, toks_[k].start, "name.relation", 0.9, tok_line_end(k));
        }
    }

    // "signed by", "seen by", "c/o", "spoke with", "per".
    void phrases() {
        // Tried backwards from each token that could open a name (few in prose),
        // not forwards over the whole text: the phrase must end right before it.
        static const Regex re(R"((?i)(?<![\w])(?:(?:my|his|her|their|the[ ]patient's|patient's)[ ]name[ ]is|name[ ]is|named|nicknamed|known[ ]as|goes[ ]by|a\.?k\.?a\.?|calls[ ](?:him|her|them|me)|called[ ](?:him|her|them|me)|(?:electronically[ ])?signed[ ]by|reviewed[ ](?:with|by)|referred[ ]by|seen[ ]by|examined[ ]by|evaluated[ ]by|transcribed[ ]by|witnessed[ ]by|called[ ]by|served[ ]on|spoke[ ]with|spoke[ ]to|talked[ ]to|met[ ]with|deposition[ ]of|testimony[ ]of|affidavit[ ]of|declaration[ ]of|estate[ ]of|c/o|care[ ]of|attn\.?|per|on[ ]behalf[ ]of|accompanied[ ]by|brought[ ]in[ ]by|n[ée]e|geb\.|geborene|(?:^|\n|[.;:][ ])I,)[ \t]+$)");
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (!(toks_[i].capitalised || toks_[i].all_caps || toks_[i].initial || has(i, kHonorific))) continue;
            if (evidence(i) == None && !has(i, kHonorific) && !toks_[i].initial) continue;
            size_t start = toks_[i].start, from = start > 40 ? start - 40 : 0;
            if (start == 0 || (in_.text[start - 1] != ' ' && in_.text[start - 1] != '\t')) continue;
            bool found = false;
            re.for_each(in_.text.substr(0, start), [&](const Match&) {
                found = true;
                return false;
            }, from);
            if (found) expect_name(i, toks_[i].start, "name.context", 0.88, tok_line_end(i));
        }
        // In lower case (a chat, speech to text) only the plainest phrases, and only before words
        // the dictionary lacks: "her name is noor", "in both names sam okafor and jo ruiz".
        // Speech to text adds how callers name themselves and others: "this is barry nguyen",
        // "it's fiona macleod", "calling for my husband desmond", "my daughter is elif".
        static const Regex lower_re(
            R"((?i)(?<![\w])(?:name[ ]is|names(?:[ ]are)?|named|(?:and|&)|this[ ]is|it'?s|it[ ]is|i[ ]am|message[ ]is[ ]for|calling[ ]for|speak[ ](?:to|with)|ask[ ]for|my[ ](?:husband|wife|son|daughter|partner|mum|mom|dad|mother|father|brother|sister)(?:[ ]is)?)[ \t]+$)");
        static const Regex names_before(R"((?i)(?<![\w])(?:name[ ]is|names(?:[ ]are)?|named)[ \t]+)");
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (!toks_[i].lower || listed_word(i) || has(i, kStop) || letters(toks_[i].text) < 3) continue;
            size_t start = toks_[i].start, from = start > 48 ? start - 48 : 0;
            if (start == 0 || in_.text[start - 1] != ' ') continue;
            bool found = false;
            lower_re.for_each(in_.text.substr(0, start), [&](const Match& m) {
                // "… names X and Y": an "and" counts only after a name that followed "names".
                found = m.text().find('&') == std::string_view::npos && ascii_lower(m.text()).rfind("and", 0) != 0;
                if (!found) {
                    bool earlier = false;
                    names_before.for_each(in_.text.substr(0, m.start()), [&](const Match&) {
                        earlier = true;
                        return false;
                    }, from);
                    found = earlier;
                }
                return false;
            }, from);
            if (found) expect_name(i, start, "name.context", 0.86, tok_line_end(i), true);
        }
    }

    // "MR. KAPLAN:", "Maria Lopez: ok", "[10:42] maria: hi": a speaker opening its line.
    void speakers() {
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (i > 0 && line_of_[i - 1] == line_of_[i]) {
                // Only a time stamp may stand before a speaker on the line.
                size_t ls = tok_line_start(i);
                if (toks_[i].start - ls > 24) continue;
                std::string_view lead = in_.text.substr(ls, toks_[i].start - ls);
                if (lead.find_first_not_of(" \t0123456789:[]()-/.,APMapm") != std::string_view::npos) continue;
            }
            Run r = extend(i, true, true, true, false, tok_line_end(i));
            if (r.words == 0 || r.words > 3) {
                i = r.last;
                continue;
            }
            size_t after = r.end;
            bool named = r.strong + r.weak > 0 ||
                         ((toks_[r.first].lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && r.first != r.last);
            // One word before a colon is a speaker only when a name list has it ("Onderwerp:" is a label).
            if (after < in_.text.size() && in_.text[after] == ':' && named && !(r.words == 1 && listed_word(r.first)) &&
                !(r.words == 1 && (evidence(r.first) < Strong || !gazetteer(r.first))))
                emit(toks_[r.first].start, r.end, "name.speaker", 0.9);
            i = r.last;
        }
    }

    // A nickname in quotes or brackets right after a name: 'Mr. Wróblewski ("Stan")'.
    void nicknames() {
        for (size_t i = 1; i < toks_.size(); ++i) {
            const Token& t = toks_[i];
            if (!t.capitalised || t.text.size() < 2 || evidence(i) == None) continue;
            size_t from = toks_[i - 1].end;
            std::string_view gap = in_.text.substr(from, t.start - from);
            if (gap != " (\"" && gap != " \"" && gap != " ('" && gap != " (" && gap != " \xE2\x80\x9C" && gap != " (\xE2\x80\x9C")
                continue;
            if (!(toks_[i - 1].capitalised || toks_[i - 1].all_caps) || evidence(i - 1) < Weak) continue;
            size_t end = t.end;
            if (end >= in_.text.size() || (in_.text[end] != '"' && in_.text[end] != ')' && in_.text[end] != '\'' &&
                                           in_.text.compare(end, 3, "\xE2\x80\x9D") != 0))
                continue;
            if (has(i, kRelation)) continue;  // "(Son)" says who, not a name
            emit(t.start, end, "name.nickname", 0.86);
        }
    }

    // A name in Han, Hangul or Kana in brackets after a name: "ZHANG, Wei (张伟)".
    void native_script_names() {
        for (size_t i = 1; i < toks_.size(); ++i) {
            const Token& t = toks_[i];
            unsigned char lead = static_cast<unsigned char>(t.text[0]);
            if (lead < 0xE3 || lead > 0xED || t.text.size() < 6 || t.text.size() > 15) continue;  // U+3000..U+DFFF, 2-5 characters
            size_t from = toks_[i - 1].end;
            std::string_view gap = in_.text.substr(from, t.start - from);
            if (gap != " (" && gap != "(" && gap != " \xEF\xBC\x88") continue;
            if (!(toks_[i - 1].capitalised || toks_[i - 1].all_caps) || evidence(i - 1) < CommonName) continue;
            // "(山本 千代)": a family and a given name, one blank between.
            size_t end = t.end;
            if (i + 1 < toks_.size() && toks_[i + 1].start == t.end + 1 && in_.text[t.end] == ' ' &&
                static_cast<unsigned char>(toks_[i + 1].text[0]) >= 0xE3 && static_cast<unsigned char>(toks_[i + 1].text[0]) <= 0xED &&
                toks_[i + 1].text.size() <= 15)
                end = toks_[i + 1].end;
            emit(t.start, end, "name.native_script", 0.86);
        }
    }

    // An answer line of a transcript that is only a name: "A.  José Luis Hernández Castillo."
    // A "Q." opening a line (after a line number or blanks): the text is a question-and-answer transcript.
    bool has_question_lines() const {
        for (size_t i = 0; i < toks_.size(); ++i) {
            if (!(toks_[i].initial && toks_[i].text == "Q")) continue;
            size_t ls = tok_line_start(i);
            if (in_.text.substr(ls, toks_[i].start - ls).find_first_not_of(" \t0123456789") == std::string_view::npos) return true;
        }
        return false;
    }

    void transcript_answers() {
        // "A. WORKER INFORMATION" in a form is a section letter; an answer needs questions.
        if (!has_question_lines()) return;
        for (size_t i = 0; i + 1 < toks_.size(); ++i) {
            if (!(toks_[i].initial && toks_[i].text == "A")) continue;
            size_t ls = tok_line_start(i);
            std::string_view lead = in_.text.substr(ls, toks_[i].start - ls);
            if (lead.find_first_not_of(" \t0123456789") != std::string_view::npos) continue;
            Run r = extend(i + 1, true, true, false, false, tok_line_end(i + 1));
            if (r.words < 2 || r.words > 6) continue;
            size_t rest = r.end;
            while (rest < in_.text.size() && (in_.text[rest] == '.' || in_.text[rest] == ' ')) ++rest;
            bool whole_sentence = rest >= in_.text.size() || in_.text[rest] == '\n' || in_.text[r.end] == '.';
            if (whole_sentence && r.strong + r.weak + r.given + r.surname > 0) emit(toks_[i + 1].start, r.end, "name.transcript", 0.88);
        }
    }

    // Free-standing runs: the allow-list inversion.
    void sequences() {
        for (size_t i = 0; i < toks_.size();) {
            const Token& t = toks_[i];
            bool lower = t.lower;
            // "Q." / "A." opening a transcript line are speaker marks, not initials.
            bool qa = t.initial && (t.text == "Q" || t.text == "A") && same_line(in_.text, tok_line_start(i), t.start);
            Evidence ei = t.initial ? None : evidence(i);
            bool comma_next = i + 1 < toks_.size() && in_.text.compare(t.end, 2, ", ") == 0 && line_has_layout(i);
            // "JOHN SMITH", "Frank Miller": a given name and a surname that are both words.
            bool given_surname_next = ei == CommonName && (t.lex & kLexGiven) && !has(i, kRegion) && i + 1 < toks_.size() &&
                                      joined(i, i + 1) && (toks_[i + 1].lex & kLexSurname) &&
                                      (toks_[i + 1].capitalised || toks_[i + 1].all_caps) == (t.capitalised || t.all_caps);
            // "ZHANG, Wei": a surname in capitals the lists lack, before ", " and a given name.
            bool caps_surname = ei == None && comma_next && t.all_caps && letters(t.text) >= 3 && !listed_word(i) &&
                                !has(i, kStop) && i + 1 < toks_.size() && toks_[i + 1].capitalised &&
                                evidence(i + 1) >= CommonName;
            if (caps_surname) ei = CommonName;
            if (qa || embedded_[i] || (!t.initial && ei < Weak && !(ei == CommonName && (comma_next || given_surname_next)))) {
                // "Grace reports…", "Maria denies…": a given name alone before a reporting verb
                // (not an auxiliary: "That does not excuse…", "Will is…").
                const auto auxiliary = [](std::string_view w) {
                    return w == "is" || w == "was" || w == "has" || w == "had" || w == "will" || w == "would" || w == "does" ||
                           w == "did";
                };
                if (ei == CommonName && (t.lex & kLexGiven) && t.capitalised && i + 1 < toks_.size() && joined(i, i + 1) &&
                    has(i + 1, kReporting) && toks_[i + 1].lower && !auxiliary(toks_[i + 1].text))
                    emit(t.start, t.end, "name.reporting", 0.86);
                ++i;
                continue;
            }
            Run r = extend(i, false, t.all_caps, lower, line_has_layout(i), tok_line_end(i), ei == CommonName);
            if (r.words > 0 && ei == CommonName && !r.comma && r.words == 1 && !given_surname_next) {
                ++i;
                continue;
            }
            // Given names that are words belong to the name after them ("Mike Coskey", "Ion Prisacaru").
            while (r.first > 0 && joined(r.first - 1, r.first) && !embedded_[r.first - 1] &&
                   evidence(r.first - 1) == CommonName && (toks_[r.first - 1].lex & kLexGiven) &&
                   name_shape(r.first - 1, t.all_caps, lower) && (r.strong + r.weak > 0)) {
                --r.first;
                ++r.words;
                ++r.common;
                ++r.given;
            }
            size_t next = r.last + 1;
            // Before a colon: a label or a speaker (speakers() decides those); also a label's gloss
            // in brackets ("ID (Teudat Zehut):").
            bool gloss = r.first > 0 && in_.text.compare(toks_[r.first].start - 1, 1, "(") == 0 && in_.text.compare(r.end, 2, "):") == 0;
            if (gloss || (r.end < in_.text.size() && (in_.text[r.end] == ':' || (in_.text[r.end] == ' ' && r.end + 1 < in_.text.size() && in_.text[r.end + 1] == ':')))) {
                i = next;
                continue;
            }
            if (r.words == 0) {
                // Initials standing for a person: "J.T.W." (two or more, no spaces).
                if (t.initial && r.last == r.first) initials(i);
                i = next;
                continue;
            }
            // "Tue-Sat", "Mon–Fri": a range of days or months, not a name.
            bool calendar = true;
            for (size_t k = r.first; k <= r.last && calendar; ++k) {
                std::string_view w = toks_[k].text;
                size_t from = 0;
                do {
                    size_t dash = w.find('-', from);
                    std::string part = ascii_lower(w.substr(from, dash == std::string_view::npos ? std::string_view::npos : dash - from));
                    calendar = calendar && is_month_or_weekday(part);
                    from = dash == std::string_view::npos ? w.size() : dash + 1;
                } while (from < w.size() && calendar);
            }
            if (calendar) {
                i = next;
                continue;
            }
            // "Toyota Sienna, silver": a make and a model, not a person.
            if (r.last == r.first + 1 && is_vehicle_make(toks_[r.first].text)) {
                i = next;
                continue;
            }
            score_free(r);
            i = next;
        }
    }

    // The last of the initials written together from i ("A.O.", "J.T.W.").
    size_t last_initial(size_t i) const {
        size_t j = i;
        while (j + 1 < toks_.size() && toks_[j].initial && toks_[j + 1].initial && toks_[j + 1].start == toks_[j].end + 1) ++j;
        return j;
    }

    // "U.S.", "M.S.", "I.D.": initials that spell an English word, a degree or an
    // abbreviation are no person. Two letters that only a foreign function word
    // of the vocabulary spells ("A.O." — Portuguese "ao") still are.
    bool abbreviation_initials(size_t i, size_t j) const {
        std::string joined_letters;
        for (size_t k = i; k <= j; ++k) joined_letters += toks_[k].text;
        uint32_t f = in_.lex.flags(joined_letters);
        bool word = (f & (kLexCommon | kLexMorph)) || ((f & kLexVocab) && joined_letters.size() >= 3);
        return word || is_degree(joined_letters) || is_name_stopword(joined_letters);
    }

    void initials(size_t i) {
        size_t j = last_initial(i);
        if (j == i || abbreviation_initials(i, j)) return;
        // "C.P. 72000", "P.O. 4417": initials before a number are its label.
        size_t after = toks_[j].end + 1;
        while (after < in_.text.size() && in_.text[after] == ' ') ++after;
        if (after < in_.text.size() && std::isdigit(static_cast<unsigned char>(in_.text[after]))) return;
        size_t end = toks_[j].end + 1;
        emit(toks_[i].start, end, "name.initials", 0.6);
    }

    bool line_has_layout(size_t i) const { return lines_[line_of_[i]].layout; }

    void score_free(const Run& r) {
        const Token& first = toks_[r.first];
        // Lower-case names without context: only where the whole text is written in lower case
        // (chats, dictation); in ordinary prose a lower-case word is not a name.
        if (first.lower && (german_ || !lower_doc_)) return;
        const Token& last = toks_[r.last];
        size_t after = r.last + 1;
        // Not a person: an organisation, a street, a medicine with a dose, an eponym.
        bool possessive = r.end + 1 < in_.text.size() && (in_.text.compare(r.end, 2, "'s") == 0 || in_.text.compare(r.end, 4, "\xE2\x80\x99s") == 0);
        if (possessive && after < toks_.size() && (has(after, kEponym) || clinical_noun(after))) return;
        // "Kerley B lines": an eponym, a letter, the thing named.
        if (after + 1 < toks_.size() && bare_capital(after) && joined(r.last, after) && joined(after, after + 1) && has(after + 1, kEponym))
            return;
        if (after < toks_.size() && joined(r.last, after) &&
            (has(after, kOrgKeyword) || (toks_[after].lex & kLexStreetAfter) || has(after, kEponym) || has(after, kPlaceFollow)))
            return;
        if (followed_by_dose(r.end)) return;
        // "12 Smith Street" but not "BED 4B-11  KOWALCZYK, Stanisław": a column gap before a
        // "LAST, First" name ends whatever the number was.
        const size_t lead = toks_[r.first].start;
        const bool column_gap = lead >= 2 && (in_.text[lead - 1] == '\t' || in_.text.compare(lead - 2, 2, "  ") == 0);
        if (preceded_by_number(r.first) && !(r.comma && column_gap)) return;
        // A place: every word a city and none a name ("Ann Arbor", "Leeds").
        if (r.strong == 0 && city_run(r)) return;
        double conf = 0;
        bool at_start = sentence_start(r.first);
        bool caps = first.all_caps;
        if (r.comma) {
            // "Smith, John" / "MACLEOD, CALLUM": a surname before the comma, a given name after it.
            conf = comma_names(r) ? 0.9 : 0;
        } else if (r.words >= 2) {
            if (r.strong >= 1) conf = caps ? 0.86 : 0.9;
            else if (r.weak >= 1 && r.given + r.surname >= 1) conf = 0.8;
            else if (r.weak >= 2) conf = german_ ? 0.45 : 0.7;
            else if (r.weak == 1) conf = german_ ? 0 : 0.6;
            else if (r.given >= 1 && (first.lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && !caps)
                conf = at_start ? 0.6 : 0.7;
            // Capitals without a known name are headings and terms ("NOTTINGHAM GRADE");
            // a given name and a surname in capitals may still be a person ("JOHN SMITH").
            if (caps && r.strong == 0) {
                bool given_surname = (first.lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && r.words <= 3;
                bool alone = given_surname && tok_line_start(r.first) + 40 > first.start &&
                             line_end_at(r.end) == r.end + (in_.text.substr(r.end, 1) == " " ? 1 : 0);
                conf = given_surname ? (alone ? 0.86 : 0.7) : 0;
            }
        } else {
            // One word, perhaps after initials ("M. Delgado": an initial and a surname is a name).
            size_t w = r.first;
            while (w < r.last && toks_[w].initial) ++w;
            if (w > r.first) {
                Evidence e = evidence(w);
                conf = e == Strong || (e == Weak && !german_) ? 0.88 : (e == CommonName ? 0.6 : 0);
                if (conf > 0)
                    emit(first.start, r.end, caps ? "name.caps_sequence" : "name.sequence", degree_after(r.end) ? 0.9 : conf);
                return;
            }
            Evidence e = evidence(r.first);
            bool given_name = (first.lex & kLexGiven) && !listed_word(r.first);
            if (e == Strong) conf = given_name && !caps ? 0.86 : 0.7;
            else if (e == Weak) conf = german_ || caps ? 0 : (first.lower ? 0.42 : (at_start ? 0.45 : 0.6));
            if (first.lower && e == Strong) conf = 0.6;
            if (german_ && first.lower) conf = 0;
        }
        // "JOHN DOE, ESQ.", "Lena Ohlsson, MD": a degree after the name makes it one.
        if (conf <= 0 && degree_after(r.end) && (r.strong + r.weak > 0 || r.given + r.surname >= 1) && r.words >= 2)
            conf = 0.88;
        if (conf <= 0) return;
        // A degree after the name ("Lena Ohlsson, MD"), a reporting verb, a possessive of a person.
        if (degree_after(r.end) || (after < toks_.size() && joined(r.last, after) && has(after, kReporting) &&
                                    r.strong + r.weak > 0 && !(first.lex & kLexProper)))
            conf = std::max(conf, r.strong + r.weak > 0 ? 0.9 : 0.86);
        (void)last;
        // Particles before the run belong to it ("van der Linde", "dos Santos").
        size_t from = r.first;
        while (from > 0 && particle(from - 1) && joined(from - 1, from) && (toks_[from - 1].lower || toks_[from - 1].capitalised || caps)) --from;
        // "(K Dimitriou)": an initial written without its dot ("A" and "I" are words).
        if (from > 0 && bare_capital(from - 1) && joined(from - 1, from) && toks_[from - 1].text != "A" && toks_[from - 1].text != "I")
            --from;
        emit(toks_[from].start, r.end, r.comma ? "name.last_first" : (caps ? "name.caps_sequence" : "name.sequence"), conf);
    }

    bool comma_names(const Run& r) const {
        size_t comma = comma_pos(r);
        bool left = false, right = false, left_named = false, right_named = false;
        for (size_t j = r.first; j <= r.last; ++j) {
            if (toks_[j].initial || particle(j)) continue;
            Evidence e = evidence(j);
            bool before = toks_[j].end <= comma;
            bool caps_unknown = toks_[j].all_caps && letters(toks_[j].text) >= 3 && !listed_word(j) && !has(j, kStop);
            if (!before && credential(j)) return false;
            if (e == None && caps_unknown) e = Weak;
            bool named = e == Strong || (before ? (toks_[j].lex & kLexSurname) : (toks_[j].lex & kLexGiven)) != 0;
            if (before) {
                left_named = left_named || named;
                left = left || named || e == Weak;
            } else {
                right_named = right_named || named;
                right = right || named || e == Weak;
            }
        }
        // "Elm Street, Parramatta": a street before the comma, not a surname.
        // A street word alone is a surname ("PARK, JI HOON", "Street, Ann").
        for (size_t j = r.first + 1; j <= r.last && toks_[j].end <= comma; ++j)
            if ((toks_[j].lex & kLexStreetAfter) && toks_[j].end == comma) return false;
        // Both sides names or unknown words, one side a known name.
        return left && right && (left_named || right_named) && !(german_ && r.strong == 0);
    }

    bool city_run(const Run& r) const {
        if (r.given + r.surname > 0) return false;
        std::string phrase;
        for (size_t j = r.first; j <= r.last; ++j) phrase += (phrase.empty() ? "" : " ") + fold_word(toks_[j].text);
        return in_.lex.is_city(phrase);
    }

    bool degree_after(size_t end) const {
        size_t p = end;
        if (p < in_.text.size() && in_.text[p] == ',') ++p;
        while (p < in_.text.size() && in_.text[p] == ' ') ++p;
        size_t i = token_at_or_after(p);
        if (i >= toks_.size() || toks_[i].start != p) return false;
        return has(i, kDegree) && (toks_[i].all_caps || toks_[i].text.size() <= 4 || toks_[i].capitalised);
    }

    // "Quervain's tenosynovitis", "Hashimoto's thyroiditis": a diagnosis' ending after a possessive.
    bool clinical_noun(size_t i) const {
        if (!toks_[i].lower) return false;
        static const char* kEndings[] = {"itis", "osis", "oma", "emia", "aemia", "pathy", "algia", "ism", "plasty", "ectomy", "otomy"};
        std::string_view w = toks_[i].text;
        for (const char* e : kEndings) {
            std::string_view ending(e);
            if (w.size() > ending.size() + 2 && w.substr(w.size() - ending.size()) == ending) return true;
        }
        return false;
    }

    bool followed_by_dose(size_t end) const {
        // Also a brand in brackets before its dose: "(Aricept D) 5 mg", "(Thyradin-S) 50 ug".
        static const Regex dose(R"((?:[ \t]+[A-Z]{1,3})?\)?[ \t]+\d+(?:[.,]\d+)?[ \t]*(?:mg|mcg|micrograms?|µg|ug|ml|mL|g|units?|iu|IU|%|mmol|tabs?|tablets?|puffs?|caps?|capsules?|drops?)\b)");
        return dose.match_at(in_.text, end);
    }

    // "12 Elm …": a house number before the run (a time, "09:12  ZHANG", is not one).
    bool preceded_by_number(size_t first) const {
        size_t p = toks_[first].start;
        size_t gap_end = p;
        while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t')) --p;
        if (p == 0 || !std::isdigit(static_cast<unsigned char>(in_.text[p - 1])) || gap_end - p > 2) return false;
        size_t q = p;
        while (q > 0 && std::isdigit(static_cast<unsigned char>(in_.text[q - 1]))) --q;
        return !(q > 0 && (in_.text[q - 1] == ':' || in_.text[q - 1] == '/' || in_.text[q - 1] == '.'));
    }

    // "Delacroix v. Ashby", and a party line above "Plaintiff," / "Defendant."
    void parties() {
        static const Regex versus(R"((?<![\w])(?:v|vs)\.?[ \t]+(?=[A-Z]))");
        versus.for_each(in_.text, [&](const Match& m) {
            size_t right = token_at_or_after(m.end());
            size_t left = token_at_or_after(m.start());
            if (left > 0 && same_line(in_.text, toks_[left - 1].end, m.start())) {
                size_t j = left - 1, first = j;
                while (first > 0 && joined(first - 1, first) && evidence(first - 1) >= Weak && j - first < 3) --first;
                if (evidence(j) >= Weak) emit(toks_[first].start, toks_[j].end, "name.party", 0.85);
            }
            if (right < toks_.size() && evidence(right) >= Weak) {
                Run r = extend(right, false, true, false, false, line_end_at(m.end()));
                if (r.words > 0 && !(r.last + 1 < toks_.size() && has(r.last + 1, kOrgKeyword)))
                    emit(toks_[r.first].start, r.end, "name.party", 0.85);
            }
            return true;
        });
        static const Regex role(R"((?m)^[ \t]*(?:Plaintiffs?|Defendants?|Petitioners?|Respondents?|Appellants?|Appellees?|Applicants?|Claimants?)[,.]?[ \t]*$)");
        role.for_each(in_.text, [&](const Match& m) {
            if (m.start() < 2) return true;
            size_t prev_end = m.start() - 1;
            size_t prev_start = prev_end;
            while (prev_start > 0 && in_.text[prev_start - 1] != '\n') --prev_start;
            size_t i = token_at_or_after(prev_start);
            if (i < toks_.size() && toks_[i].start < prev_end) {
                // "and TREVOR J. HALLORAN,": skip a leading conjunction.
                if (toks_[i].text == "and" && i + 1 < toks_.size()) ++i;
                Run r = extend(i, true, true, false, false, prev_end);
                if (r.words > 0 && !(r.last + 1 < toks_.size() && toks_[r.last + 1].start < prev_end &&
                                     has(r.last + 1, kOrgKeyword)))
                    emit(toks_[r.first].start, r.end, "name.party", 0.88);
            }
            return true;
        });
    }

private:
    // Tokens inside e-mail addresses and URLs, and parts of snake_case or key=value words.
    void mark_embedded() {
        size_t n = in_.text.size();
        size_t chunk_start = 0;
        size_t ti = 0;
        for (size_t p = 0; p <= n; ++p) {
            if (p < n && in_.text[p] != ' ' && in_.text[p] != '\t' && in_.text[p] != '\n' && in_.text[p] != '\r') continue;
            if (p > chunk_start) {
                std::string_view chunk = in_.text.substr(chunk_start, p - chunk_start);
                bool embedded = chunk.find('@') != std::string_view::npos || chunk.find("://") != std::string_view::npos ||
                                chunk.substr(0, 4) == "www.";
                while (ti < toks_.size() && toks_[ti].start < chunk_start) ++ti;
                for (size_t k = ti; k < toks_.size() && toks_[k].start < p; ++k) {
                    char before = toks_[k].start > 0 ? in_.text[toks_[k].start - 1] : ' ';
                    char after = toks_[k].end < n ? in_.text[toks_[k].end] : ' ';
                    embedded_[k] = embedded || before == '_' || after == '_' || before == '=' || after == '=';
                }
            }
            chunk_start = p + 1;
        }
    }

    const ScanInput& in_;
    const std::vector<Token>& toks_;
    Spans& out_;
    bool german_;
    bool lower_doc_ = false;
    std::vector<bool> embedded_;
    std::vector<uint16_t> classes_;  // cls() of each token
    mutable std::vector<int8_t> ev_;
    std::vector<Line> lines_;
    std::vector<size_t> line_of_;
};

// "Last name H-O-A-N-G", "that's spelled K-E-A-R-N-E-Y": a word spelled out letter by
// letter after the words "name" or "spell" on its line is a name given for the record.
void find_spelled_out_names(const ScanInput& in, Spans& out) {
    static const Regex spelled(R"((?<![\w-])[A-Za-z](?:-[A-Za-z]){2,}(?![\w-]))");
    spelled.for_each_near(in.text, '-', 1, [&](const Match& m) {
        size_t ls = line_start(in.text, m.start());
        std::string before = ascii_lower(in.text.substr(ls, m.start() - ls));
        if (before.find("name") != std::string::npos || before.find("spell") != std::string::npos)
            add_span(out, m.start(), m.end(), "PERSON", "name.spelled_out", 0.9);
        return true;
    });
}

}  // namespace

void find_persons(const ScanInput& in, Spans& out) {
    NameScanner scan(in, out);
    scan.fields();
    scan.honorifics();
    scan.salutations();
    scan.sign_offs();
    scan.relations();
    scan.phrases();
    scan.speakers();
    scan.nicknames();
    scan.native_script_names();
    scan.transcript_answers();
    scan.parties();
    scan.sequences();
    find_spelled_out_names(in, out);
}

}  // namespace synsema::redact
