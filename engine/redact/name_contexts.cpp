// The contexts that say a name follows or stands here: fields and table
// columns, sign-offs, relation words, phrases ("seen by", "I,"), nicknames,
// native scripts, transcript answers and the parties of a case (speaker lines
// and chat senders: name_speakers.cpp; titles: name_honorifics.cpp;
// salutations: name_salutations.cpp).
#include "name_scanner.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>

#include "regex.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

namespace {
// A field's label in lower case, without the colon or dot after it ("M.I.:" → "m.i").
std::string label_words(std::string_view text, const Field& f) {
    std::string label = ascii_lower(text.substr(f.label_start, f.label_end - f.label_start));
    while (!label.empty() && !std::isalpha(static_cast<unsigned char>(label.back()))) label.pop_back();
    return label;
}
}  // namespace

// "MI", "M.I.", "Middle initial", "Middle": a form's label for one letter of the name.
bool NameScanner::middle_initial_label(const Field& f) const {
    const std::string label = label_words(in_.text, f);
    if (label == "middle initial" || label == "mi" || label == "m.i" || label == "m i" || label == "middle" || label == "middle name")
        return true;
    // A table's header "MI Rel": two columns' labels one blank apart, read as one cell.
    return f.table_cell && (label.rfind("mi ", 0) == 0 || label.rfind("m.i. ", 0) == 0);
}

// "Entered by: KM", a "By" column's "JR", "Initials: A.M.": after a label that says who did something
// (its last word "by") or asks for initials, two or three capitals, or two or three dotted letters,
// standing alone are a person's initials. Not a degree ("RN", "MD") or an institution's word.
// One capital after a middle initial's label.
bool NameScanner::initials_after_by_label(const Field& f) {
    const std::string label = label_words(in_.text, f);
    const bool by = label == "by" || (label.size() > 3 && label.compare(label.size() - 3, 3, " by") == 0) || label == "initials";
    // A form's middle initial: "MI: E", "Middle initial: L", "M.I.: R." (one letter; two fall to the rules below).
    const bool middle = middle_initial_label(f);
    if (!by && !middle) return false;
    std::string_view value = in_.text.substr(f.value_start, f.value_end - f.value_start);
    const size_t gap = value.find("  ");
    if (gap != std::string_view::npos) value = value.substr(0, gap);
    while (!value.empty() && (value.back() == ' ' || value.back() == '\t')) value.remove_suffix(1);
    if (middle) {
        const bool letter = (value.size() == 1 || (value.size() == 2 && value[1] == '.')) && value[0] >= 'A' && value[0] <= 'Z';
        if (letter) emit(f.value_start, f.value_start + value.size(), "name.initials_field", 0.86);
        return letter;
    }
    static const Regex shape(R"((?:[A-Z]{2,3}|(?:[A-Z]\.){2,3}))");
    Match m;
    if (value.empty() || !shape.match_at(value, 0, &m) || m.end() != value.size()) return false;
    const size_t i = token_at_or_after(f.value_start);
    // "JR" and "SR" follow a name as its suffix; standing alone they are someone's initials.
    const bool suffix = value == "JR" || value == "SR";
    if (i < toks_.size() && ((has(i, kDegree) && !suffix) || has(i, kOrgKeyword) || has(i, kRegion))) return false;
    emit(f.value_start, f.value_start + value.size(), "name.initials_field", 0.86);
    return true;
}

bool NameScanner::short_form_of_given_name(size_t i) const {
    const std::string_view w = toks_[i].text;
    if (!toks_[i].lower || w.size() < 4 || w.size() > 6) return false;
    if (!given_names_built_) {
        given_names_built_ = true;
        for (const Token& t : toks_)
            if ((t.lex & kLexGiven) && t.text.size() >= 6) given_names_.push_back(ascii_lower(t.text));
    }
    const std::string lower = ascii_lower(w);
    return std::any_of(given_names_.begin(), given_names_.end(), [&](const std::string& g) {
        return g.size() >= lower.size() + 2 && g.compare(0, lower.size(), lower) == 0;
    });
}

void NameScanner::fields() {
    for (const Field& f : in_.fields) {
        if (std::string_view(f.meaning.category) != "PERSON") continue;
        size_t i = token_at_or_after(f.value_start);
        if (i >= toks_.size()) continue;
        // A count before a word in lower case is no name's value: "GP visits: 2 per month" (but
        // "Witnesses: 1) Jane Roe" is).
        if (!f.table_cell && toks_[i].lower && toks_[i].start > f.value_start && toks_[i].start <= f.value_end) {
            const std::string_view lead = in_.text.substr(f.value_start, toks_[i].start - f.value_start);
            if (std::any_of(lead.begin(), lead.end(), [](char c) { return c >= '0' && c <= '9'; })) continue;
        }
        // A cell of a column that names people is a name, whole, when it has a name's shape: letters,
        // blanks, dots, hyphens, apostrophes and a comma, five words at most ("MISSICK", "Delano K.",
        // "DELA CRUZ"). The column says what it is; the words need not.
        // (A middle initial's column holds one letter a row, or none: not a name's words, and its cell's
        // bounds may take the next column's value, "L  HOH".)
        if (f.table_cell && middle_initial_label(f)) {
            initials_after_by_label(f);
            continue;
        }
        if (f.table_cell) {
            std::string_view cell = in_.text.substr(f.value_start, f.value_end - f.value_start);
            while (!cell.empty() && (cell.back() == ' ' || cell.back() == '\t')) cell.remove_suffix(1);
            size_t lead = 0;
            while (lead < cell.size() && (cell[lead] == ' ' || cell[lead] == '\t')) ++lead;
            cell.remove_prefix(lead);
            // (A CSV export quotes its cells: "한정민".)
            if (cell.size() >= 3 && cell.front() == '"' && cell.back() == '"') {
                cell = cell.substr(1, cell.size() - 2);
                ++lead;
            }
            // "(huella digital)" under a signature's role: a remark in brackets, no name.
            if (!cell.empty() && cell[0] == '(') continue;
            // A kin word alone, a contact saved as "Мама" or "Mamá", names no one.
            if (toks_[i].start == f.value_start + lead && toks_[i].end == f.value_start + lead + cell.size() && has(i, kRelation)) continue;
            size_t words = cell.empty() ? 0 : 1;
            bool shaped = !cell.empty() && cell.size() <= 48 && cell != "-" && cell != "--";
            for (const char c : cell) {
                const auto u = static_cast<unsigned char>(c);
                if (c == ' ') ++words;
                else if (!(u >= 0x80 || std::isalpha(u) || c == '.' || c == '-' || c == '\'' || c == ',')) shaped = false;
            }
            // ... and a name's words: one at least that no word list has but a name list may ("Virgil", not
            // "YES", "DEFERRED" or "Land Titles Office"), no institution's word, no letter alone but an
            // initial after a name ("X, Y" is a genotype).
            bool name_word = false;
            for (size_t k = i; shaped && k < toks_.size() && toks_[k].end <= f.value_end; ++k) {
                const Token& w = toks_[k];
                if ((w.lex & (kLexOrgKeyword | kLexStop)) || (w.text.size() == 1 && k == i)) shaped = false;
                if (!(w.lex & (kLexCommon | kLexVocab)) || (w.lex & (kLexGiven | kLexSurname))) name_word = name_word || w.text.size() > 1;
            }
            if (shaped && name_word && words <= 5 && std::any_of(cell.begin(), cell.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0x80; })) {
                const size_t start = f.value_start + lead;
                emit(start, start + cell.size(), "name.table_column", 0.9);
                continue;
            }
        }
        if (initials_after_by_label(f)) continue;
        // No capital says where such a name starts and ends: the label does. The value's first one to
        // four words, joined by single blanks on its line ("שם: משה כהן", "नाम: राम कुमार", "氏名：山田 太郎").
        if (caseless_word(toks_[i]) && in_.text.substr(f.value_start, toks_[i].start - f.value_start).find_first_not_of(" \t") == std::string_view::npos) {
            size_t j = i;
            while (j + 1 < toks_.size() && j - i < 3 && toks_[j + 1].end <= f.value_end && caseless_word(toks_[j + 1]) &&
                   in_.text.substr(toks_[j].end, toks_[j + 1].start - toks_[j].end).find_first_not_of(' ') == std::string_view::npos &&
                   toks_[j + 1].start - toks_[j].end <= 2)
                ++j;
            emit(toks_[i].start, toks_[j].end, f.table_cell ? "name.table_column" : "name.label", 0.9);
            continue;
        }
        // A chat's sender after the message's time, before its text ("28/11/26 08:40  Nurse: All good.",
        // "… Nurse: Kia ora Aroha"): the label is who wrote, the value a message; a capitalised word of a
        // language with the sentence going on in lower case is no name there.
        if (!f.table_cell && chat_message_word(i)) continue;
        // "From: O.C.S. Nyali Police Station": an office's word in the value's first run of capitalised words
        // (blanks and dots between them) makes it no person ("Re: Delacroix v. Ashby Property Management" is).
        bool office = false;
        for (size_t k = i; k < toks_.size() && k < i + 6 && toks_[k].end <= f.value_end && !office; ++k) {
            if (!(toks_[k].capitalised || toks_[k].all_caps || toks_[k].initial)) break;
            if (k > i && in_.text.substr(toks_[k - 1].end, toks_[k].start - toks_[k - 1].end).find_first_not_of(". ") != std::string_view::npos)
                break;
            office = has(k, kOrgKeyword);
        }
        if (office) continue;
        // "Pt 7: son Kalolo rang …": a relation in lower case opens the value; the relation names the person after it.
        if (toks_[i].lower && has(i, kRelation)) continue;
        // "CHILDREN AFFECTED: My daughter, Linnea …": a possessive opens a phrase of the language, no name.
        static const WordSet kPossessives = {"my", "our", "his", "her", "their", "your"};
        if (toks_[i].capitalised && kPossessives.count(ascii_lower(toks_[i].text)) && i + 1 < toks_.size() && toks_[i + 1].lower) continue;
        // "cc: Client; Ministry of Labour": a role alone, the value's item ending with it, names no one.
        if (has(i, kRelation) && !(toks_[i].lex & kLexGiven) &&
            (i + 1 >= toks_.size() || toks_[i + 1].start >= f.value_end || in_.text[toks_[i].end] == ';' || in_.text[toks_[i].end] == ','))
            continue;
        // A surname's own label before one word that a word list has but no everyday English word is ("Surname:
        // THWAITE", a dialect word): the label says it is the name.
        if (!f.table_cell && (toks_[i].capitalised || toks_[i].all_caps) && letters(toks_[i].text) >= 3 &&
            !(toks_[i].lex & (kLexCommon | kLexStop | kLexMonth | kLexRegion | kLexOrgKeyword)) && (toks_[i].lex & kLexVocab) &&
            (i + 1 >= toks_.size() || toks_[i + 1].start >= f.value_end)) {
            const std::string label = label_words(in_.text, f);
            if (label == "surname" || label == "last name" || label == "family name" || label == "nachname" || label == "apellido" ||
                label == "apellidos" || label == "nom" || label == "cognome" || label == "achternaam") {
                emit(toks_[i].start, toks_[i].end, "name.label", 0.9);
                continue;
            }
        }
        if (expect_name(i, toks_[i].start, f.table_cell ? "name.table_column" : "name.label", 0.93, f.value_end))
            take_caps_given_names(out_.back(), f.value_end);
    }
}

// "Spouse: HALE, MERE ANAHERA, DOB …": a surname in capitals after a label, then its comma and the
// given names in capitals up to the next comma or the line's end, which are names whatever else
// they are ("MERE", "ROSE", "HOPE": the label and the form's order say so).
void NameScanner::take_caps_given_names(Candidate& name, size_t limit) {
    const std::string_view surname = in_.text.substr(name.start, name.end - name.start);
    if (surname.find_first_of(", ") != std::string_view::npos || name.end + 2 >= limit || in_.text.compare(name.end, 2, ", ") != 0)
        return;
    const size_t first = token_at_or_after(name.end + 2);
    if (first >= toks_.size() || toks_[first].start != name.end + 2 || first == 0 || !toks_[first - 1].all_caps) return;
    size_t last = first;
    while (last < toks_.size() && last < first + 3 && toks_[last].all_caps && toks_[last].end <= limit &&
           !has(last, kOrgKeyword) && !has(last, kStop) && letters(toks_[last].text) >= 2) {
        const std::string_view gap = in_.text.substr(toks_[last].end, 2);
        if (gap.empty() || gap[0] == ',' || gap[0] == '\n' || gap == "\r\n" || toks_[last].end == limit) {
            name.end = toks_[last].end;
            return;
        }
        if (gap[0] != ' ' || last + 1 >= toks_.size() || toks_[last + 1].start != toks_[last].end + 1) return;
        ++last;
    }
}

// "TE RANGI-PARATA, Mereana Huia   DOB": the value ends at a line end, a wide gap or a CSV cell's
// closing quote, so a word of the language closing a "LAST, First" header in a form is a given name too.
bool NameScanner::ends_value(size_t pos) const {
    // A CSV cell's closing quote ends it too: "KING, Justice",2009-10-02.
    return pos >= in_.text.size() || in_.text[pos] == '\n' || in_.text[pos] == '\r' || in_.text[pos] == '\t' ||
           in_.text.compare(pos, 2, "  ") == 0 || in_.text.compare(pos, 2, "\",") == 0 || in_.text.compare(pos, 2, "\"\n") == 0;
}

// A comma, a full stop, a bracket or a line end right after pos.
bool NameScanner::ends_phrase(size_t pos) const {
    if (pos >= in_.text.size()) return true;
    char c = in_.text[pos];
    return c == ',' || c == '.' || c == ';' || c == ':' || c == '?' || c == '!' || c == ')' || c == '\n' || c == '\r';
}

bool NameScanner::joined_or_dot(size_t a, size_t b) const {
    size_t from = toks_[a].end;
    if (from < in_.text.size() && in_.text[from] == '.') ++from;
    return same_line(in_.text, from, toks_[b].start) && toks_[b].start - from <= 2;
}

// The line(s) after "Sincerely," / "Mit freundlichen Grüßen": the signature.
void NameScanner::sign_offs() {
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

namespace {
// Kin in the plural before the first of their names ("her children Taliesin (aged 7) and Efa").
bool plural_kin_word(std::string_view w) {
    static const WordSet k = {"children", "kids", "sons", "daughters", "grandchildren", "grandsons", "granddaughters", "twins"};
    return k.count(ascii_lower(w)) != 0;
}
// Family members, whose names a record gives after the kin word ("her sister Huia").
bool kin_word(std::string_view w) {
    static const WordSet k = {"son", "daughter", "wife", "husband", "mother", "father", "brother", "sister", "grandson",
                              "granddaughter", "grandmother", "grandfather", "aunt", "uncle", "cousin", "nephew", "niece",
                              "stepson", "stepdaughter", "baby"};
    return k.count(ascii_lower(w)) != 0 || plural_kin_word(w);
}
}  // namespace

// "his son Gregory", "interpreter Filipe Rocha", "partner, Kayleigh Brennan".
void NameScanner::relations() {
    for (size_t i = 0; i < toks_.size(); ++i) {
        // (In capitals only a nurse's or carer's grade: "Peds RN Ana Cantú"; a word in capitals is a heading's.)
        static const WordSet kGrades = {"RN", "LPN", "RGN", "CNA", "EMT", "LCSW"};
        if (toks_[i].text.size() > 13 || (toks_[i].all_caps && !kGrades.count(toks_[i].text)) || !has(i, kRelation)) continue;
        // (Kin in the plural only in a sentence: "Missed Children Register" is a heading.)
        if (!toks_[i].lower && plural_kin_word(toks_[i].text)) continue;
        size_t k = i + 1;
        // "Alt. cell (wife, Gcebile): …", "(Ishmael Zongahite, husband)": the kin word and the name alone in brackets.
        if (in_bracket_with_kin(i, k) || k == toks_.size()) continue;
        size_t from = toks_[i].end, to = toks_[k].start;
        std::string_view gap = in_.text.substr(from, to - from);
        bool line_break = gap.find('\n') != std::string_view::npos && gap.find_first_not_of(" \t\r\n") == std::string_view::npos &&
                          std::count(gap.begin(), gap.end(), '\n') == 1;
        // (The comma's apposition wrapped to the next line: "your son,\nRhodri, was at school".)
        const std::string_view after_comma = gap.substr(gap.empty() ? 0 : 1);
        const bool comma_break = !gap.empty() && gap[0] == ',' && after_comma.find_first_not_of(" \t\r\n") == std::string_view::npos &&
                                 std::count(after_comma.begin(), after_comma.end(), '\n') == 1;
        line_break = line_break || comma_break;
        if (!(gap == " " || gap == ", " || gap == ": " || gap == " (" || gap == ",  " || line_break)) continue;
        // A chat's contact saved by the kin word, after the message's time stamp: "22/09/2024 21:41 - Mãe: Isso tá
        // …", "[06/05/25, 07:49:40] Mamma: Madonna mì!!": the words after its colon are the message's.
        if (gap == ": ") {
            const std::string_view lead = in_.text.substr(tok_line_start(i), toks_[i].start - tok_line_start(i));
            // (A Finnish phone's stamp says "klo" before the time: "22.1.2025 klo 7.41 - Äiti: Huomenta".)
            // (Or a dotted one, as Indonesian phones write the time: "[14/03/25 09.20.03] Mama: Ada di lemari".)
            if ((lead.find(':') != std::string_view::npos || lead.find(" klo ") != std::string_view::npos ||
                 time_on_line_before(toks_[i].start, true)) &&
                lead.find_first_not_of("0123456789/:.,[]- APMapmklo\t") == std::string_view::npos)
                continue;
        }
        // A grade after the name it closes ("…, LCSW (MI lic. 680…)") names no one after it.
        if (toks_[i].all_caps && (gap != " " || !toks_[k].capitalised)) continue;
        // "his son" then a name: capitalised (or lower case in a lower-case text) and not a word.
        if (toks_[k].lower) {
            // In lower-case text: a name the gazetteer has, not a word, or a given name and a surname.
            // ("the doctor will call": a surname that is also a word does not make "will" a name.)
            bool next_name = k + 1 < toks_.size() && joined(k, k + 1) && (toks_[k + 1].lex & kLexSurname) &&
                             toks_[k + 1].lower && !listed_word(k + 1);
            // ("the manager tiff at …", with "tiffany" further on: a short form of a given name the record has.)
            const bool short_form = toks_[i].lower && short_form_of_given_name(k);
            // (Three letters at least: "Votre maman va bien" has a verb after the relation, not a name.)
            if (!short_form && !(toks_[i].lower && gazetteer(k) && letters(toks_[k].text) >= 3 &&
                                 (!listed_word(k) || ((toks_[k].lex & kLexGiven) && next_name))))
                continue;
            if (short_form) {
                emit(toks_[k].start, toks_[k].end, "name.short_form", 0.8);
                continue;
            }
        }
        if (has(k, kStop) && !has(k, kHonorific) && !toks_[k].initial) continue;
        // "the nurse (Kiri)": one capitalised word alone in brackets after the role names the person, a
        // dictionary's proper noun too ("Dad (Gareth)"); a town's or a month's name is left to the tests below.
        const uint32_t lex = toks_[k].lex;
        bool bracketed = gap == " (" && toks_[k].capitalised && letters(toks_[k].text) >= 3 && evidence(k) == None &&
                         in_.text.compare(toks_[k].end, 1, ")") == 0 && !(lex & (kLexCity | kLexRegion | kLexMonth));
        if (bracketed) {
            emit(toks_[k].start, toks_[k].end, "name.relation", 0.86);
            continue;
        }
        // "her sister Huia", "her daughter Kōwhai (8)": a family member's name may be a rare word of the
        // dictionary (a bird, a tree); capitalised inside a sentence after the kin word, it is the name.
        const bool rare_word_after_kin = gap == " " && toks_[k].capitalised && letters(toks_[k].text) >= 3 && !sentence_start(i) &&
                                         (toks_[i].lex & kLexRelation) && kin_word(toks_[i].text) && (lex & (kLexVocab | kLexProper)) &&
                                         !(lex & (kLexCommon | kLexStop | kLexCity | kLexRegion | kLexMonth | kLexOrgKeyword));
        if (!has(k, kHonorific) && evidence(k) == None && !toks_[k].initial && !rare_word_after_kin) continue;
        // "08:40  Nurse: Kia ora Aroha": a role as a chat's sender, then its message.
        if (gap == ": " && chat_message_word(k)) continue;
        // "ISD caseworker\nFile": on the next line only a word that is no word of the language.
        if (line_break && !has(k, kHonorific) && evidence(k) < Weak) continue;
        if (rare_word_after_kin && evidence(k) == None) expect_name(k, toks_[k].start, "name.relation", 0.92, tok_line_end(k), false, true);
        else expect_name(k, toks_[k].start, "name.relation", 0.9, tok_line_end(k));
    }
    // "…Taliesin (aged 7) and Efa (aged 3)": one capitalised word with an age in brackets after it is a
    // person, even a word of the dictionary (the first of a list after its kin word is found above).
    for (size_t k = 1; k < toks_.size(); ++k) {
        const Token& t = toks_[k];
        if (!t.capitalised || letters(t.text) < 2 || embedded_[k] || (joined(k - 1, k) && (toks_[k - 1].capitalised || toks_[k - 1].all_caps)))
            continue;
        const std::string_view after = in_.text.substr(t.end, 9);
        const size_t digits = after.starts_with(" (aged ") ? 7 : after.starts_with(" (age ") ? 6 : 0;
        if (digits == 0 || t.end + digits >= in_.text.size() || !std::isdigit(static_cast<unsigned char>(in_.text[t.end + digits]))) continue;
        if ((t.lex & (kLexCommon | kLexStop | kLexCity | kLexRegion | kLexMonth | kLexOrgKeyword | kLexRelation)) && !(t.lex & kLexGiven))
            continue;
        emit(t.start, t.end, "name.aged", 0.92);
    }
}

namespace {
// Whether the phrase patterns below could end right before `start` (after its blanks): the
// ASCII letters that end the text there, less one final '.' or ',', in lower case, are one of
// `last_words`, which must hold every phrase's possible last letters ("a.k.a." ends in "a",
// "c/o" in "o", "I," in "i"). A run that is empty or meets a non-ASCII byte ("née", "&")
// cannot be judged: the pattern is tried. This skips the pattern's search at nearly every
// capitalised word of a text, for the same matches.
bool may_end_phrase(std::string_view text, size_t start, const WordSet& last_words) {
    size_t p = start;
    while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t')) --p;
    if (p > 0 && (text[p - 1] == '.' || text[p - 1] == ',')) --p;
    size_t q = p;
    char word[16];
    size_t n = 0;
    while (q > 0 && std::isalpha(static_cast<unsigned char>(text[q - 1]))) {
        --q;
        if (p - q > sizeof word) return false;  // longer than any last word
    }
    if (q == p || (q > 0 && static_cast<unsigned char>(text[q - 1]) >= 0x80)) return true;
    for (size_t k = q; k < p; ++k) word[n++] = static_cast<char>(std::tolower(static_cast<unsigned char>(text[k])));
    return last_words.count(std::string_view(word, n)) != 0;
}
}  // namespace

// "signed by", "seen by", "c/o", "spoke with", "per".
void NameScanner::phrases() {
    // Tried backwards from each token that could open a name (few in prose),
    // not forwards over the whole text: the phrase must end right before it.
    static const Regex re(R"((?i)(?<![\w])(?:(?:my|his|her|their|the[ ]patient's|patient's)[ ]name[ ]is|name[ ]is|named|nicknamed|known[ ]as|goes[ ]by|a\.?k\.?a\.?|calls[ ](?:him|her|them|me)|called[ ](?:him|her|them|me)|(?:electronically[ ])?signed[ ]by|reviewed[ ](?:with|by)|referred[ ]by|seen[ ]by|examined[ ]by|evaluated[ ]by|transcribed[ ]by|witnessed[ ]by|called[ ]by|served[ ]on|spoke[ ]with|spoke[ ]to|talked[ ]to|met[ ]with|deposition[ ]of|testimony[ ]of|affidavit[ ]of|declaration[ ]of|estate[ ]of|c/o|care[ ]of|attn\.?|per|on[ ]behalf[ ]of|accompanied[ ]by|brought[ ]in[ ]by|n[ée]e|geb\.|geborene|(?:^|\n|[.;:][ ])I,|(?-i:si|ni|kay|sina|nina|kina))[ \t]+$)"
                          // How a caller or a writer names themselves in the other languages ("aqui é Zefinha", "soy
                          // Mailén", "le escribe Marbelys", "ich bin die Anja", "jeg hedder Birthe").
                          R"(|(?i)(?<![\w])(?:aqui[ ]é|aqui[ ]fala|sou[ ][ao]|soy|[lt]es?[ ]escribe|me[ ]llamo|mi[ ]nombre[ ]es|ich[ ]bin(?:[ ]die|[ ]der)?|)"
                          R"(ich[ ]heiße|je[ ]suis|je[ ]m'appelle|mi[ ]chiamo|ik[ ]ben|mijn[ ]naam[ ]is|jeg[ ]hedder|jeg[ ]heter|jag[ ]heter|)"
                          R"(jag[ ]är|this[ ]is|)"
                          // Malay's and Indonesian's "in the name of", before a card's or an account's holder ("atas nama
                          // ROJALI BIN MURSID", shortened "a.n."); Swahili's "kwa jina la".
                          R"(atas[ ]nama|a\.[ ]?n\.|kwa[ ]jina[ ]la|)"
                          // ... and Dutch's, before an account's holders ("op naam van G.H. Nijhuis", "t.n.v. J. de Vries").
                          R"(op[ ]naam[ ]van|ten[ ]name[ ]van|t\.[ ]?n\.[ ]?v\.)[ \t]+$)");
    // (Tagalog, Bikol and Cebuano mark a person's name with its own articles, in lower case: "Kumusta si
    // Renante?", "sabi ni Clarisse", "ibigay kay Jun".)
    static const WordSet kLastWords = {
        "is", "named", "nicknamed", "as", "by", "a", "aka", "ka", "him", "her", "them", "me", "with", "on", "to",
        "of", "o", "attn", "per", "nee", "geb", "geborene", "i", "si", "ni", "kay", "sina", "nina", "kina",
        "soy", "escribe", "llamo", "es", "bin", "die", "der", "suis", "appelle", "chiamo", "ben", "hedder", "heter", "fala",
        "nama", "n", "la", "van", "v"};
    for (size_t i = 0; i < toks_.size(); ++i) {
        if (!(toks_[i].capitalised || toks_[i].all_caps || toks_[i].initial || has(i, kHonorific))) continue;
        if (evidence(i) == None && !has(i, kHonorific) && !toks_[i].initial) continue;
        // (A kin word alone after the article names no one: "ni Mama", "kay Lola".)
        if (has(i, kRelation) && !(i + 1 < toks_.size() && joined(i, i + 1) && toks_[i + 1].capitalised)) continue;
        size_t start = toks_[i].start, from = start > 40 ? start - 40 : 0;
        if (start == 0 || (in_.text[start - 1] != ' ' && in_.text[start - 1] != '\t')) continue;
        if (!may_end_phrase(in_.text, start, kLastWords)) continue;
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
    static const WordSet kLowerLastWords = {
        "is", "names", "are", "named", "and", "s", "its", "am", "for", "to", "with", "husband", "wife", "son",
        "daughter", "partner", "mum", "mom", "dad", "mother", "father", "brother", "sister"};
    for (size_t i = 0; i < toks_.size(); ++i) {
        if (!toks_[i].lower || listed_word(i) || has(i, kStop) || letters(toks_[i].text) < 3) continue;
        size_t start = toks_[i].start, from = start > 48 ? start - 48 : 0;
        if (start == 0 || in_.text[start - 1] != ' ') continue;
        bool found = false;
        if (may_end_phrase(in_.text, start, kLowerLastWords)) lower_re.for_each(in_.text.substr(0, start), [&](const Match& m) {
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
        // "my manager is jen", "her caseworker lucy": a possessive, a relation or role word, perhaps "is".
        if (!found && i >= 2) {
            size_t k = i - 1;
            if (ascii_lower(toks_[k].text) == "is" && k >= 2) --k;
            const std::string owner = ascii_lower(toks_[k - 1].text);
            found = has(k, kRelation) && toks_[k].lower && (owner == "my" || owner == "his" || owner == "her" ||
                                                             owner == "our" || owner == "their" || owner == "your");
        }
        if (found) expect_name(i, start, "name.context", 0.86, tok_line_end(i), true);
    }
}

// A nickname in quotes or brackets right after a name: 'Mr. Wróblewski ("Stan")'.
void NameScanner::nicknames() {
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
        // A word of the language in bare brackets is a role or a department ("Ruvimbo Chikomba (Billing)"), unless
        // it is a given name or a town too ("(Rose)", "(Taber)"); a nickname is quoted.
        if (gap == " (" && listed_word(i) && !(t.lex & (kLexGiven | kLexCity))) continue;
        // "Sevgi Aydın (Mieterverein)", "(Wmo-konsulint)": a German compound of two words of the language, or a
        // hyphenated word with a part in lower case, names an office or a role.
        const size_t hyphen = t.text.find('-');
        const bool lower_part = hyphen != std::string_view::npos && hyphen + 1 < t.text.size() &&
                                std::islower(static_cast<unsigned char>(t.text[hyphen + 1]));
        if (lower_part || german_compound(t.text)) continue;
        // "Dzina (Name):", "Mlandu (Offence):": a label's English gloss before its colon.
        size_t after = end + 1;
        while (after < in_.text.size() && in_.text[after] == ' ') ++after;
        if (in_.text[end] == ')' && after < in_.text.size() && in_.text[after] == ':') continue;
        emit(t.start, end, "name.nickname", 0.86);
    }
}

// A name in Han, Hangul or Kana in brackets after a name: "ZHANG, Wei (张伟)".
void NameScanner::native_script_names() {
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
bool NameScanner::has_question_lines() const {
    for (size_t i = 0; i < toks_.size(); ++i) {
        if (!(toks_[i].initial && toks_[i].text == "Q")) continue;
        size_t ls = tok_line_start(i);
        if (in_.text.substr(ls, toks_[i].start - ls).find_first_not_of(" \t0123456789") == std::string_view::npos) return true;
    }
    return false;
}

void NameScanner::transcript_answers() {
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

// "Delacroix v. Ashby", and a party line above "Plaintiff," / "Defendant."
void NameScanner::parties() {
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

}  // namespace synsema::redact::name_scan
