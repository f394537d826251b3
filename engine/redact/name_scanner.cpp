// The name scanner's token facts (word classes, evidence, line layout) and
// its runs of name words: what every context and the free scan build on.
#include "name_scanner.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>

#include "regex.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

NameScanner::NameScanner(const ScanInput& in, Spans& out) : in_(in), toks_(in.tokens), out_(out), german_(in.language != Language::English),
      other_language_(in.language == Language::Other) {
    embedded_.assign(toks_.size(), false);
    gaelic_article_.assign(toks_.size(), false);
    static const WordSet kGaelicPrefixes = {"Mac", "Nic", "Mhic", "Mic", "Ní", "Uí", "Ó", "Ua", "MAC", "NIC"};
    const auto one_blank = [&](size_t a, size_t b) { return toks_[b].start == toks_[a].end + 1 && in_.text[toks_[a].end] == ' '; };
    for (size_t i = 1; i + 1 < toks_.size(); ++i)
        gaelic_article_[i] = toks_[i].text == "an" && kGaelicPrefixes.count(toks_[i - 1].text) && one_blank(i - 1, i) &&
                             one_blank(i, i + 1) && toks_[i + 1].capitalised;
    ev_.assign(toks_.size(), -1);
    // Each token's classes once: the scans below ask for them many times per token.
    classes_.resize(toks_.size());
    for (size_t i = 0; i < toks_.size(); ++i) classes_[i] = compute_cls(i);
    mark_embedded();
    // A field's label is no name ("Personalnummer:", "NAME:").
    // (But a bracket in it naming a person by a degree after a comma: "Nurse notes (Darla McGreevy, RN, …):".)
    for (const Field& f : in_.fields) {
        if (f.table_cell) continue;
        const std::string_view label = in_.text.substr(f.label_start, f.label_end - f.label_start);
        size_t open = label.find('('), close = open == std::string_view::npos ? open : label.find(')', open);
        if (close != std::string_view::npos && !credited_person(label.substr(open + 1, close - open - 1))) open = close = std::string_view::npos;
        for (size_t i = token_at_or_after(f.label_start); i < toks_.size() && toks_[i].end <= f.label_end; ++i)
            embedded_[i] = close == std::string_view::npos || toks_[i].start < f.label_start + open || toks_[i].start > f.label_start + close;
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
    mark_lower_messages();
}

// A message typed in lower case: after a time stamp and a speaker's colon within the line's first
// 48 bytes ("21/11/2026 11:15  Jacinta: col came and said …"), six words or more and not one of
// them capitalised. A wrapped line of prose has no speaker's colon before it, and a label's has no
// time stamp.
void NameScanner::mark_lower_messages() {
    for (Line& line : lines_) {
        const std::string_view text = in_.text.substr(line.start, line.end - line.start);
        size_t colon = text.substr(0, std::min<size_t>(text.size(), 48)).rfind(": ");
        if (colon == std::string_view::npos) continue;
        // A message's prefix has its time stamp; a label before prose ("Tijek liječenja: …") has none.
        const std::string_view prefix = text.substr(0, colon);
        if (std::none_of(prefix.begin(), prefix.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
        const size_t from = line.start + colon + 2;
        size_t words = 0, capitalised = 0;
        for (size_t i = token_at_or_after(from); i < toks_.size() && toks_[i].start < line.end; ++i) {
            if (toks_[i].text.size() < 2) continue;
            ++words;
            capitalised += toks_[i].capitalised || toks_[i].all_caps ? 1 : 0;
        }
        line.lower = words >= 6 && capitalised == 0;
    }
}

void NameScanner::index_lines() {
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
bool NameScanner::layout_line(std::string_view line) {
    for (size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (c == '\t' || c == '|' || (c == ' ' && i + 1 < line.size() && line[i + 1] == ' ')) return true;
    }
    return false;
}

// The end of the line holding byte pos (pos at a token's start, or just after one).
size_t NameScanner::line_end_at(size_t pos) const {
    auto it = std::lower_bound(lines_.begin(), lines_.end(), pos, [](const Line& l, size_t p) { return l.end < p; });
    return it == lines_.end() ? in_.text.size() : it->end;
}

uint16_t NameScanner::compute_cls(size_t i) const {
    uint32_t f = toks_[i].lex;
    // The Lexicon folds diacritics ("Tô" = "to"); the closed classes do not.
    // The data's titles are kept ("Señorita", "Sayın": no folded twin).
    for (char ch : toks_[i].text)
        if (static_cast<unsigned char>(ch) >= 0x80) {
            // (A capital of another script, "Мама", is looked up in lower case as the lists write it.)
            const std::string lowered = toks_[i].capitalised || toks_[i].all_caps ? lower_case(toks_[i].text) : std::string();
            std::string_view w = lowered.empty() ? toks_[i].text : std::string_view(lowered);
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

Evidence NameScanner::evidence(size_t i) const {
    if (ev_[i] < 0) ev_[i] = static_cast<int8_t>(compute_evidence(i));
    return static_cast<Evidence>(ev_[i]);
}

Evidence NameScanner::compute_evidence(size_t i) const {
    const Token& t = toks_[i];
    if (t.text.size() < 2 || embedded_[i] || (has(i, kStop) && !state_name_as_given(i))) return None;
    if (has(i, kRegion)) return (t.lex & kLexGiven) ? CommonName : None;
    // Another language's month or weekday that no name list has ("Januar", "marraskuuta") is no name.
    if ((t.lex & (kLexIntlMonth | kLexIntlWeekday)) && !(t.lex & (kLexGiven | kLexSurname))) return None;
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
    // A word's form that says what it is, whatever the lists say (name_word_forms.cpp).
    if (const auto form = form_evidence(i, listed, caps)) return *form;
    // Short capitals that are no name are abbreviations (NPI, PCP, SSRI);
    // two letters name no one unless the gazetteer knows them.
    // Hyphenated: a part that is a name or not a word makes it one ("Okafor-Lind").
    size_t hyphen = s.find('-');
    if (hyphen != std::string_view::npos && hyphen > 0) {
        // (The whole word listed as one, no name list's, is a word: "M-Pesa", "X-ray".)
        if (listed && !gaz) return None;
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
        // (A brand's coined part before a word of the language is no name: "Steri-Strips".)
        const uint32_t tail = in_.lex.flags(s.substr(s.rfind('-') + 1));
        if ((tail & kLexCommon) && !(tail & (kLexGiven | kLexSurname))) return None;
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
// "DeShawn", "McKenzie" stay names); so do a measurement's abbreviation
// ("LVIDd", "EtG") and a long stem's unknown hump ("PhilSys").
bool NameScanner::camel_brand(std::string_view s) const {
    size_t end = s.find('-');
    if (end == std::string_view::npos) end = s.size();
    const auto upper = [&](size_t k) { return std::isupper(static_cast<unsigned char>(s[k])) != 0; };
    const auto lower = [&](size_t k) { return std::islower(static_cast<unsigned char>(s[k])) != 0; };
    // A measurement's or an assay's abbreviation: capitals, then a small letter and perhaps more
    // ("LVIDd", "IVSd", "SENDCo"; not a plural, "CDs"), or a capital closing the word after a small
    // letter ("EtG").
    // (Initials around "Mc" are a typist's: "DMcK", "LMcK".)
    const bool mc = s.substr(0, end).find("Mc") != std::string_view::npos;
    if (end >= 3 && upper(0) && upper(1) && !mc) {
        // (Two small letters at most after the capitals: "GTBank" is a bank's name, "DMcK" a typist's initials.)
        size_t k = 2;
        while (k < end && !lower(k)) ++k;
        if (k < end && end - k <= 2 && !(k + 1 == end && s[k] == 's')) return true;
    }
    if (end >= 3 && upper(end - 1) && lower(end - 2) && !mc) return true;
    // A chemist's group before two or three capitals: "EtOH", "MeOH" (a name's "DeLUCA", "McKINLEY" is longer).
    if (end >= 4 && end <= 5 && upper(0) && lower(1) && !mc && s.substr(0, 2) != "De" && s.substr(0, 2) != "La" && std::all_of(s.begin() + 2, s.begin() + static_cast<ptrdiff_t>(end), [](char c) { return c >= 'A' && c <= 'Z'; }))
        return true;
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
        // A long stem before the hump, and a hump no name list has: "PhilSys", "SoberTrak" (not "MaryAnn").
        if (hump == k && k >= 4 && part.size() >= 2 && !(f & (kLexGiven | kLexSurname | kLexProper | kLexCity | kLexRegion))) return true;
    }
    return false;
}

// "Virginia", "Georgia": a state's name that is also a given name.
// "April Freer", "June Okafor": a month that is also a given name, before a capitalised word.
bool NameScanner::state_name_as_given(size_t i) const {
    if (!(toks_[i].lex & kLexGiven) || !toks_[i].capitalised) return false;
    if ((has(i, kStop) && is_us_state_name(toks_[i].text))) return true;
    // Mid-name ("Dr Anh Thu Pham") a three-letter one is a name too.
    bool mid = i > 0 && joined(i - 1, i) && (toks_[i - 1].capitalised || toks_[i - 1].all_caps) && !has(i - 1, kStop);
    return has(i, kMonth) && (toks_[i].text.size() > 3 || mid) && i + 1 < toks_.size() &&
           joined(i, i + 1) && toks_[i + 1].capitalised && !has(i + 1, kStop);
}

size_t NameScanner::letters(std::string_view s) { return count_letters(s); }

// A lone capital letter without a dot ("Mr R S Dhillon").
bool NameScanner::bare_capital(size_t i) const {
    return toks_[i].text.size() == 1 && std::isupper(static_cast<unsigned char>(toks_[i].text[0])) && !toks_[i].initial;
}

bool NameScanner::name_shape(size_t i, bool caps_ok, bool lower_ok) const {
    const Token& t = toks_[i];
    return t.capitalised || (caps_ok && t.all_caps) || (lower_ok && t.lower);
}

// A bracket's text naming a person with a degree after a comma: "Darla McGreevy, RN, Idaho license N-58213".
bool NameScanner::credited_person(std::string_view inside) const {
    const size_t comma = inside.find(", ");
    if (comma == std::string_view::npos || comma == 0) return false;
    size_t end = comma + 2;
    while (end < inside.size() && (std::isalpha(static_cast<unsigned char>(inside[end])) || inside[end] == '-')) ++end;
    return end > comma + 2 && is_degree(inside.substr(comma + 2, end - comma - 2));
}

// A state or a country at token j, in one word or two, as an address closes "Town, Region" ("Soufrière, Saint
// Lucia"): no given name after a surname's comma.
bool NameScanner::region_after_comma(size_t j) const {
    // (A country that is a given name too is the name's: "Hill, Jordan".)
    if (has(j, kRegion)) return !(toks_[j].lex & kLexGiven);
    return j + 1 < toks_.size() && joined(j, j + 1) &&
           (in_.lex.flags_folded(fold_phrase(in_.text.substr(toks_[j].start, toks_[j + 1].end - toks_[j].start))) & kLexRegion);
}

// Only spaces (and the dot of an initial or a hyphen at a line break) between tokens a and b.
bool NameScanner::joined(size_t a, size_t b, bool across_lines) const {
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
        // A tab sets columns apart (a TSV's "TOZAKA, Ellison\tM"): no name runs across one.
        if (c != ' ' && c != '\r') return false;
    }
    return newlines <= 1 && (to - from <= 2 || newlines == 1);
}

// Expect: context says a name starts here; accept any capitalised word that
// is not a stopword, lower-case words that are not words of the language.
NameScanner::Run NameScanner::extend(size_t i, bool expect, bool caps_ok, bool lower_ok, bool allow_comma, size_t limit,
           bool common_first) const {
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
        // Also after a given name in ordinary case, the surname in capitals: "EZEONWU, Chiamaka N".
        const auto value_end = [&](size_t pos) { return ends_value(pos) || degree_after(pos); };  // or "… A MD"
        bool closing_initial = j > i && bare_capital(j) && r.comma && (toks_[j - 1].all_caps || toks_[r.first].all_caps) &&
                               value_end(t.end);
        // "KING, Justice A", "MOUTON, SERAPHINE A": a given name that is a word (in capitals a rare one), then the
        // closing initial, ends the value too.
        const bool value_ends_here = value_end(t.end) || (j + 1 < toks_.size() && bare_capital(j + 1) && joined(j, j + 1) &&
                                                          value_end(toks_[j + 1].end));
        const bool rare_caps = t.all_caps && !(t.lex & kLexCommon) && letters(t.text) >= 4;
        if ((r.comma || pending_comma) && j > i && !t.initial && !closing_initial &&
            ((evidence(j) == None && !caps_unknown &&
              !(expect && (t.capitalised || t.all_caps) && !org_ahead(j) &&
                (!listed_word(j) || ((t.capitalised || rare_caps) && toks_[r.first].all_caps && value_ends_here)))) ||
             has(j, kOrgKeyword) || org_in_segment(j) || credential(j) || region_after_comma(j)))
            break;
        // "Santiago Ramírez de la O": a one-letter surname after particles.
        bool particle_letter = j > i && bare_capital(j) && particle(j - 1) && r.words > 0;
        // "ROSEMARY A KING-DELGADO": a middle initial without its dot between two words of a name in capitals.
        bool caps_middle = j > i && bare_capital(j) && r.words > 0 && toks_[j - 1].all_caps && j + 1 < toks_.size() &&
                           joined(j, j + 1) && toks_[j + 1].all_caps && evidence(j + 1) >= CommonName;
        // "Marguerite Adèle d'Entremont", "Louis d’Amours": the French particle elided onto the surname, inside a name.
        const size_t elision = t.text.starts_with("d'") || t.text.starts_with("D'") ? 2 : t.text.starts_with("d\xE2\x80\x99") ? 4 : 0;
        const bool elided_particle = elision && r.words > 0 && j > i && t.text.size() > elision + 2 &&
                                     (std::isupper(static_cast<unsigned char>(t.text[elision])) || static_cast<unsigned char>(t.text[elision]) >= 0xC3);
        if (t.initial || bare_initial || particle_letter || caps_middle || closing_initial) ok = true;
        else if (elided_particle) {
            ok = true;
            ++r.words;
            ++r.weak;
        }
        else if (particle(j) && !has(j, kStop) &&
                 (t.lower || (j + 1 < toks_.size() && joined(j, j + 1) && (toks_[j + 1].capitalised || toks_[j + 1].all_caps))))
            ok = j > i || expect;
        else {
            Evidence e = evidence(j);
            // "Farah al-Hashimi": a lower-case name part inside a capitalised name.
            // (Not a Portuguese verb with its pronoun joined: "a Idalina Pires leva-a", "disse-lhe".)
            const auto clitic_verb = [](std::string_view w) {
                static const WordSet kClitics = {"a", "o", "as", "os", "me", "te", "se", "lhe", "lhes", "nos", "vos", "la", "lo", "las", "los", "na", "no"};
                const size_t hyphen = w.rfind('-');
                return hyphen != std::string_view::npos && kClitics.count(w.substr(hyphen + 1));
            };
            bool shape = name_shape(j, caps_ok || t.all_caps, lower_ok) ||
                         (t.lower && r.words > 0 && evidence(j) == Strong && t.text.find('-') != std::string_view::npos && !clitic_verb(t.text));
            // "his son Tan Jun Hao", "Dr. April Nguyen": a month word inside a capitalised name.
            bool month_in_name = expect && t.capitalised && has(j, kMonth) && j + 1 < toks_.size() && joined(j, j + 1) &&
                                 toks_[j + 1].capitalised && !has(j + 1, kStop);
            bool stop = has(j, kStop) && !state_name_as_given(j) && !month_in_name;
            if (expect) ok = shape && !stop && (e != None || t.capitalised || (caps_ok && t.all_caps));
            else ok = shape && e >= (r.words > 0 || common_first ? CommonName : Weak);
            if (ok && !expect && t.lower && e < Strong && !(r.words > 0 && r.strong > 0)) ok = false;
            // After initials alone, a proper noun or a town's name the name lists lack is a surname
            // ("J. Leakey", "A. Lincoln"): places and languages take no initials, but streets named
            // after people do ("J. Street" no; "S. Vurğun küç." yes).
            const bool proper_after_initials = !ok && !expect && r.words == 0 && j > i && toks_[j - 1].initial &&
                                               shape && !stop && t.capitalised && !t.all_caps && letters(t.text) >= 3 &&
                                               (t.lex & (kLexProper | kLexCity)) &&
                                               !(t.lex & (kLexCommon | kLexVocab | kLexMorph)) && !has(j, kRegion) &&
                                               !has(j, kMonth) && !is_month_or_weekday(t.text) &&
                                               // Not where streets are named after people so
                                               // ("S. Vurğun küç."): English records only here.
                                               !other_language_ && !german_ &&
                                               !(j + 1 < toks_.size() && (toks_[j + 1].lex & kLexStreetAfter));
            if (proper_after_initials) ok = r.proper_after_initials = true;
            // "Rita Van Gorp", "Els De Wit": after a name and a capitalised particle, the capitalised word is the
            // surname the particle announces, a dictionary word or not ("gorp", "wit").
            const bool surname_after_particle = !ok && !expect && r.words > 0 && j > i && particle(j - 1) &&
                                                toks_[j - 1].capitalised && t.capitalised && !t.all_caps && !stop &&
                                                shape && letters(t.text) >= 3 && !has(j, kOrgKeyword);
            if (surname_after_particle) ok = true;
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
    // Trailing initials, particles and nicknames belong elsewhere ("Voss. A.", "Smith van"); but a
    // given name and the initial of the surname are how a chat or a signature names a person
    // ("Rashida W.", "Hodan C."), and so is any name a label introduces ("First name and initial: Kohen J.").
    const bool given_and_initial = r.last == r.first + 1 && toks_[r.last].initial && toks_[r.first].capitalised &&
                                   !toks_[r.first].all_caps && ((toks_[r.first].lex & kLexGiven) || expect) &&
                                   toks_[r.last].start == toks_[r.first].end + 1 && in_.text[toks_[r.first].end] == ' ' &&
                                   // not a middle initial before the surname ("Rosalind T. Two Bulls")
                                   !(r.last + 1 < toks_.size() && toks_[r.last + 1].start <= toks_[r.last].end + 2 &&
                                     (toks_[r.last + 1].capitalised || toks_[r.last + 1].all_caps));
    while (!given_and_initial && r.last > r.first &&
           (toks_[r.last].initial || (particle(r.last) && toks_[r.last].lower) || wrapped_nickname(r.last)) &&
           !(toks_[r.last].initial && r.comma))
        --r.last;
    if (particle(r.last) && r.last == r.first) r.words = 0;
    // A comma that ended up last is not part of the name.
    if (r.comma && toks_[r.last].end <= comma_pos(r)) r.comma = false;
    r.end = toks_[r.last].end;
    if (toks_[r.last].initial && r.end < in_.text.size() && in_.text[r.end] == '.') ++r.end;
    return r;
}

size_t NameScanner::comma_pos(const Run& r) const {
    for (size_t j = r.first; j < r.last; ++j)
        if (in_.text.substr(toks_[j].end, 1) == ",") return toks_[j].end;
    return 0;
}

size_t NameScanner::token_at_or_after(size_t pos) const {
    return first_token_at(toks_, pos);
}

// A name expected from token i on (after a label, an honorific, a salutation…).
bool NameScanner::expect_name(size_t i, size_t span_start, const char* rule, double conf, size_t limit, bool lower_ok,
                 bool sure) {
    if (i >= toks_.size() || toks_[i].start >= limit) return false;
    // (A currency's letters, "CI$37.00" under a table's "PATIENT", name no one.)
    if (currency_mark(i)) return false;
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
        // ("Attorney I.D. No."; after a relation word a degree's letters are a person's: "student, R.M.")
        if (j > i && abbreviation_initials(i, j, std::string_view(rule) != "name.relation")) return false;
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
        // "Emergency contact: Huia Hale": two capitalised words, the last a surname, are a given name and
        // a surname (the given name a rare word too, the Māori name of a bird; not an everyday word, as
        // in "Dependent Child", "Receiver General").
        bool surname_last = r.words == 2 && toks_[r.first].capitalised && toks_[r.last].capitalised &&
                            !(toks_[r.first].lex & kLexCommon) &&
                            (toks_[r.last].lex & kLexSurname) && !has(r.first, kOrgKeyword) && !has(r.last, kOrgKeyword);
        // "Signature: W.H. du Toit": initials, then the surname (a word too: "toit", "Street").
        // (Or in capitals, as a form's boxes take it: "Clinician: A. KENNELLY RGN".)
        bool initials_first = toks_[r.first].initial && !toks_[r.last].initial &&
                              (toks_[r.last].capitalised || (toks_[r.last].all_caps && letters(toks_[r.last].text) >= 3 && !has(r.last, kDegree))) &&
                              !has(r.last, kOrgKeyword) && !has(r.last, kStop);
        if (!one_name && !given_then_surname && !last_first && !given_first && !surname_last && !initials_first) return false;
    }
    // "By: M. Esquibel, Deputy Clerk": a name opening with its initials is whole before a comma; what follows is
    // the person's role (a surname first, "Smith, J.", is written the other way round).
    size_t end = r.end;
    if (r.comma && (toks_[i].initial || (i > 0 && toks_[i - 1].initial && toks_[i - 1].start >= span_start)))
        for (size_t k = std::max(i, r.first); k < r.last; ++k)
            if (in_.text.compare(toks_[k].end, 1, ",") == 0) {
                end = toks_[k].end;
                break;
            }
    emit(span_start, end, rule, conf);
    return true;
}

// A currency's mark before its sign, "CI$37.00", "NZ$ 40": an amount, not a word.
bool NameScanner::currency_mark(size_t i) const {
    return toks_[i].all_caps && toks_[i].text.size() <= 3 && toks_[i].end < in_.text.size() && in_.text[toks_[i].end] == '$';
}

// Tokens inside e-mail addresses and URLs, parts of snake_case or key=value words, and a currency's letters
// before its dollar sign.
void NameScanner::mark_embedded() {
    size_t n = in_.text.size();
    size_t chunk_start = 0;
    size_t ti = 0;
    for (size_t p = 0; p <= n; ++p) {
        if (p < n && in_.text[p] != ' ' && in_.text[p] != '\t' && in_.text[p] != '\n' && in_.text[p] != '\r') continue;
        if (p > chunk_start) {
            std::string_view chunk = in_.text.substr(chunk_start, p - chunk_start);
            // One pass over the chunk's bytes for an '@' or a "://" (two library searches per word cost more).
            bool embedded = chunk.substr(0, 4) == "www.";
            for (size_t i = 0; i < chunk.size() && !embedded; ++i)
                embedded = chunk[i] == '@' || (chunk[i] == ':' && chunk.substr(i + 1, 2) == "//");
            while (ti < toks_.size() && toks_[ti].start < chunk_start) ++ti;
            for (size_t k = ti; k < toks_.size() && toks_[k].start < p; ++k) {
                char before = toks_[k].start > 0 ? in_.text[toks_[k].start - 1] : ' ';
                char after = toks_[k].end < n ? in_.text[toks_[k].end] : ' ';
                embedded_[k] = embedded || currency_mark(k) || before == '_' || after == '_' || before == '=' || after == '=';
            }
        }
        chunk_start = p + 1;
    }
}

}  // namespace synsema::redact::name_scan
