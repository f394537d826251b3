// The marks a record's staff leave instead of their names: a system's user
// name after "by", and initials where a note is signed or a task is done.
//   "Exported 28/11/2025 08:02 by bpatel", "SECURE MSG from jactive"   PERSON (login)
//   "printed 03/12/2026 16:48 by jlam" (after a time, any login)
//   "By: RY", "asst KT", "Refused lactulose, recheck. -MB"             PERSON (initials)
// The cue makes the meaning: a login is a token no dictionary has, after a
// word that says who did something; initials are two or three capitals after a
// signing word or a signature's dash, that are no degree, state or unit.
// (name_aliases.cpp links initials and logins to a name the record spells out;
// these need no such name.)
#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <string>
#include <unordered_set>

#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

bool login_shaped(const Token& t, std::string_view text, size_t min_size) {
    // Lower-case letters with digits, dots or underscores glued on: "bpatel", "pkaur2", "j.smith".
    if (!t.lower || t.text.size() < min_size || t.text.size() > 20) return false;
    for (char c : t.text)
        if (!(std::islower(static_cast<unsigned char>(c)))) return false;
    size_t e = t.end;
    while (e < text.size() && (std::isalnum(static_cast<unsigned char>(text[e])) || text[e] == '_')) ++e;
    return e - t.end <= 3;
}

// A login is built from a name: an initial or two and a surname ("bpatel", "pvenkataraman",
// "nbrandvold"), or a name with digits ("pkaur2"). A word no list has is not enough
// ("telehealth", a Swedish genitive).
bool built_from_a_name(const Lexicon& lex, std::string_view login, std::string_view after) {
    if (!after.empty() && std::isdigit(static_cast<unsigned char>(after[0]))) return true;
    for (size_t skip = 1; skip <= 2 && login.size() - skip >= 4; ++skip)
        if (lex.flags(login.substr(skip)) & (kLexSurname | kLexGiven)) return true;
    return false;
}

// A date or a time of day right before `at`, then a blank or " - ": "02/12/2026 - ", "02:15 ".
// (Not a time zone or the half of the day: "14:12 PM", "09:00 UTC".)
bool dated_before(std::string_view text, size_t at) {
    static const Regex date_or_time(R"((?:(?<![\d/.-])\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|(?<![\d:])\d{1,2}:\d{2})(?:[ ][-–][ ]|[ \t]{1,8})$)");
    const size_t from = at > 24 ? at - 24 : 0;
    const std::string_view before = text.substr(from, at - from);
    static const WordSet kNotInitials = {"AM", "PM", "HRS", "HR", "UTC", "GMT", "ET", "PT", "CT", "MT", "EST", "EDT", "PST", "PDT",
                                         "CST", "CDT", "MST", "MDT", "AST", "ADT", "HST", "NST", "NDT", "AKST", "BST", "IST", "WET",
                                         "WEST", "CET", "CEST", "EET", "EEST", "MSK", "WAT", "CAT", "EAT", "SAST", "PKT", "WIB",
                                         "WITA", "WIT", "SGT", "MYT", "PHT", "HKT", "JST", "KST", "AEST", "AEDT", "ACST", "AWST",
                                         "NZT", "NZST", "NZDT", "ART", "BRT", "CLT", "COT", "PET"};
    size_t e = at;
    while (e < text.size() && std::isalpha(static_cast<unsigned char>(text[e]))) ++e;
    if (kNotInitials.count(text.substr(at, e - at))) return false;
    bool found = false;
    date_or_time.for_each(before, [&](const Match&) {
        found = true;
        return false;
    });
    return found;
}

// Two words written as one ("telehealth", "videocall"): a service, not a login.
bool two_words(const Lexicon& lex, std::string_view w) {
    for (size_t k = 3; k + 3 <= w.size(); ++k)
        if (lex.is_word(w.substr(0, k)) && lex.is_word(w.substr(k))) return true;
    return false;
}

// A time of day right before `at`, one blank between: "11:42 by", "16:02:37 by".
bool timed_before(std::string_view text, size_t at) {
    if (at < 6 || text[at - 1] != ' ') return false;
    size_t p = at - 1;
    size_t digits = 0;
    while (p > 0 && (std::isdigit(static_cast<unsigned char>(text[p - 1])) || text[p - 1] == ':')) --p, ++digits;
    const std::string_view time = text.substr(p, at - 1 - p);
    return digits >= 4 && time.size() >= 4 && time[time.size() - 3] == ':';
}

// "4/12 ", "04.12 ": one or two digits, a slash or dot, one or two digits, the blank.
bool bare_day_month(std::string_view s) {
    const auto digits = [&](size_t& p) {
        const size_t from = p;
        while (p < s.size() && p - from < 3 && std::isdigit(static_cast<unsigned char>(s[p]))) ++p;
        return p - from >= 1 && p - from <= 2;
    };
    size_t p = 0;
    if (!digits(p) || p >= s.size() || (s[p] != '/' && s[p] != '.')) return false;
    ++p;
    return digits(p) && s.substr(p) == " ";
}

// The stamp that opens a log's line, and nothing else before `at`: "12/01/2026 09:12 ", "2026-11-30 16:02 ".
bool stamp_opens_line(std::string_view text, size_t at) {
    size_t p = at, digits = 0;
    while (p > 0 && text[p - 1] != '\n') {
        const char c = text[p - 1];
        if (std::isdigit(static_cast<unsigned char>(c))) ++digits;
        else if (c != '/' && c != ':' && c != '.' && c != '-' && c != ' ') return false;
        --p;
    }
    // A date (ISO or day and month) and perhaps its time, a blank after it: "2026-10-06 ", "12/01/2026 09:12 ",
    // or a bare day and month ("04/12 "), as a file's running notes date their entries.
    const std::string_view stamp = text.substr(p, at - p);
    return (digits >= 6 || bare_day_month(stamp)) && at >= 2 && text[at - 1] == ' ' &&
           std::isdigit(static_cast<unsigned char>(text[at - 2])) && stamp.find_first_of("/-.") != std::string_view::npos;
}

// Nothing after `at` on its line.
bool closes_line(std::string_view text, size_t at) { return at == text.size() || text[at] == '\n' || text[at] == '\r'; }

// What a note's author did, as the note's first word: a past tense ("called", "rang", "spoke").
bool log_verb(std::string_view w) {
    static const WordSet kIrregular = {"rang", "spoke", "saw", "sent", "left", "met", "took", "gave", "wrote",
                                       "told", "heard", "got", "made", "went", "came", "paid", "read"};
    return !w.empty() && std::islower(static_cast<unsigned char>(w[0])) &&
           (kIrregular.count(w) || (w.size() >= 5 && w.ends_with("ed")));
}

bool no_vowel(std::string_view w) { return w.find_first_of("aeiouy") == std::string_view::npos; }

// A line's closing status, in capitals like initials: "… 02/12 - OK", "… done. NAD".
const WordSet& status_word() {
    static const WordSet k = {"OK", "NA", "NO", "YES", "ND", "NR", "TBC", "TBA", "NIL", "DNA", "NAD", "RIP", "END"};
    return k;
}

bool initials_shaped(std::string_view w) {
    if (w.size() < 2 || w.size() > 3) return false;
    for (char c : w)
        if (c < 'A' || c > 'Z') return false;
    return true;
}

// A note signed after its last sentence, at the end of its line: "Booked today's last slot 15:30. KH",
// "copy handed to him. KAD 20/11/26" (initials, then the date signed), "faxed to the lab today. -bw",
// "Filing Monday. - phenare". Capitals bare at a line's end only where the same initials sign two
// notes or more (one "… done. OK" is a status); a date after them, or a dash before lower case that
// is no word of the language (or two or three consonants), signs once.
void signatures_closing_notes(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    static const Regex date_closing(R"([ ]\d{1,2}[/.]\d{1,2}[/.]\d{2,4}[ \t]*(?:\r?\n|$))", StartBytes{" "});
    std::map<std::string_view, std::vector<size_t>> bare;
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& t = toks[i];
        if (t.start < 3) continue;
        const bool after_sentence = text.compare(t.start - 2, 2, ". ") == 0;
        if (!t.lower && after_sentence && initials_shaped(t.text) && !(t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexOrgKeyword)) &&
            !is_degree(t.text) && !is_us_state_abbreviation(t.text) && !is_region_name(t.text)) {
            Match m;
            if (closes_line(text, t.end)) bare[t.text].push_back(i);
            else if (date_closing.match_at(text, t.end, &m)) add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
            continue;
        }
        if (!t.lower || t.text.size() < 2 || t.text.size() > 10 || !closes_line(text, t.end)) continue;
        const bool dashed = text.compare(t.start - 3, 3, ". -") == 0 || (t.start >= 4 && text.compare(t.start - 4, 4, ". - ") == 0);
        const bool no_word = t.text.size() <= 3 ? no_vowel(t.text)
                                                 : !(t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexCity | kLexRegion | kLexMonth |
                                                              kLexIntlMonth | kLexIntlWeekday | kLexForeignFunction | kLexParticle));
        if (dashed && no_word) add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
    }
    for (const auto& [initials, at] : bare)
        if (at.size() >= 2 && !status_word().count(initials))
            for (size_t i : at) add_span(out, toks[i].start, toks[i].end, "PERSON", "name.staff_initials", 0.7);
}

}  // namespace

// Initials as a log's author writes them: two to four letters, all capitals ("BR"), lower-case
// consonants ("cd", "nb"), or capitals around lower-case particles ("SvdM").
bool stamp_initials_shaped(std::string_view w) {
    if (w.size() < 2 || w.size() > 4) return false;
    for (char c : w)
        if (!std::isalpha(static_cast<unsigned char>(c))) return false;
    const auto upper = [](char c) { return c >= 'A' && c <= 'Z'; };
    if (std::all_of(w.begin(), w.end(), upper)) return true;
    if (std::none_of(w.begin(), w.end(), upper)) return no_vowel(w);
    return upper(w.front()) && upper(w.back()) && w.size() == 4;
}

void find_staff_marks(const ScanInput& in, Spans& out) {
    static const WordSet kLoginCue = {"by", "user", "userid", "login", "operator", "author", "from"};
    static const WordSet kInitialsCue = {"by", "asst", "assistant", "initials", "scribe",
                                                                      "checked", "witness", "witnessed", "signed", "cosign",
                                                                      "co-signed", "verified", "entered"};
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& t = toks[i];
        // Most tokens are neither shape: they need no cue and no lower-cased copy.
        constexpr uint32_t kWordFlags = kLexCommon | kLexVocab | kLexMorph;
        const bool maybe_login = t.lower && t.text.size() >= 3 && t.text.size() <= 20 && !(t.lex & kWordFlags);
        const bool maybe_initials = !t.lower && initials_shaped(t.text) && !(t.lex & kWordFlags);
        // Initials closing a dated line, as a log's entry is signed: "Record distributed 02/12/2026 - KW",
        // "Re-triage due 02:13 - done 02:15 MS". The place says initials, even of letters that spell a
        // word or a unit ("MS", "KW"); not a status ("… 02/12 - OK").
        if (!t.lower && initials_shaped(t.text) && closes_line(text, t.end) &&
            dated_before(text, t.start)) {
            if (!status_word().count(t.text) && !is_us_state_abbreviation(t.text)) add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
            continue;
        }
        // A note's author after the stamp that opens its line, then a colon and the note ("2026-11-26 cd:
        // Plan reviewed…", "27/11/2026 BR: Certificate copy…", "03/12 11:20 SvdM: 108 and 208 extracted"), or,
        // in capitals, what they did with no colon ("03/12 RK rang Leanne", "04/12 JT called back").
        // Not a reading's label ("2026-11-26 08:00 BP: 142/80", "HR: 88": capitals the dictionary has); lower-case
        // consonants may be a dictionary's word and initials here ("cd").
        const uint32_t not_initials = t.all_caps ? kWordFlags : (kLexVocab | kLexMorph | kLexMonth);
        const bool colon_after = t.end + 2 < text.size() && text[t.end] == ':' && text[t.end + 1] == ' ';
        const bool deed_after = t.all_caps && i + 1 < toks.size() && toks[i + 1].start == t.end + 1 && text[t.end] == ' ' &&
                                log_verb(toks[i + 1].text);
        if ((colon_after || deed_after) && stamp_initials_shaped(t.text) && !(t.lex & not_initials) &&
            stamp_opens_line(text, t.start) && !status_word().count(t.text)) {
            add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
            continue;
        }
        if (!maybe_login && !maybe_initials) continue;
        // A log's entry names its user after the stamp that opens the line, the entry two blanks, a tab,
        // a colon or a dash on: "12/01/2026 09:12 jmcandrew  10-day notice mailed", "12/01/2026
        // lhenninger: Intake at center", "12/02/2026 jmontoya3 - renewal received".
        // (A login with digits glued on, "jmontoya3", is no token: the numbered logins below.)
        if (maybe_login && t.end + 2 <= text.size() &&
            (text.compare(t.end, 2, "  ") == 0 || text[t.end] == '\t' || text.compare(t.end, 2, ": ") == 0 ||
             text.compare(t.end, 3, " - ") == 0) &&
            login_shaped(t, text, 4) && stamp_opens_line(text, t.start) && !two_words(in.lex, t.text) &&
            !(t.lex & (kLexCity | kLexRegion | kLexForeignFunction | kLexMonth | kLexIntlMonth | kLexIntlWeekday | kLexParticle))) {
            add_span(out, t.start, t.end, "PERSON", "name.login", 0.8);
            continue;
        }
        // (" = ", " — ": a tab between a printed form's label and its value, as a scan's OCR reads it; a
        // dash of UTF-8 is a token of its own.)
        const bool dash_between = i >= 2 && (toks[i - 1].text == "\xE2\x80\x94" || toks[i - 1].text == "\xE2\x80\x93") &&
                                  text.substr(toks[i - 2].end, t.start - toks[i - 2].end).size() == toks[i - 1].text.size() + 2;
        const Token& prev = toks[dash_between ? i - 2 : i - 1];
        // One blank or ": " between the cue and the mark, on one line.
        const std::string_view gap = text.substr(prev.end, t.start - prev.end);
        const bool joined = gap == " " || gap == ": " || gap == ":  " || gap == ":\t" || gap == " = " || gap == " - " || dash_between;
        const std::string cue = joined ? ascii_lower(prev.text) : std::string();
        // A system's footer names its user after the time: "printed 16/11/2026 11:42 by ndossary",
        // "(exported 2026-11-30 16:02 by jkaoni)". There the login need not be built from a listed name.
        const bool timed = cue == "by" && timed_before(text, prev.start);
        // (Three letters after the time when they can only be initials: "15:22 by crf".)
        if (!cue.empty() && kLoginCue.count(cue) && login_shaped(t, text, timed ? (no_vowel(t.text) ? 3 : 4) : 5) &&
            !(t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexCity | kLexRegion | kLexForeignFunction | kLexMonth |
                       kLexIntlMonth | kLexIntlWeekday | kLexParticle)) &&
            (timed ? !two_words(in.lex, t.text) : built_from_a_name(in.lex, t.text, text.substr(t.end, 3)))) {
            add_span(out, t.start, t.end, "PERSON", "name.login", 0.8);
            continue;
        }
        // Initials in lower case where a clerk signs ("Probate Court, clerk tjs)", "checked by rk;"): two or
        // three consonants, closing the note or its bracket.
        if (!cue.empty() && (kInitialsCue.count(cue) || cue == "clerk" || cue == "typist") && t.lower && t.text.size() <= 3 &&
            t.text.size() >= 2 && no_vowel(t.text) && (t.end == text.size() || std::strchr(");,\r\n", text[t.end]))) {
            add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
            continue;
        }
        if (!initials_shaped(t.text) || is_degree(t.text) || is_us_state_abbreviation(t.text) || is_region_name(t.text)) continue;
        // Not an abbreviation of the language ("PT", "EMS", "DON") nor an agency's acronym before its
        // word ("by EFD Ambulance", "by SCI Gateway").
        if (t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexOrgKeyword)) continue;
        // Nor the means a message or a payment went by ("informed by SMS to …", "paid by EFT").
        static const WordSet kMeans = {"SMS", "MMS", "EFT", "ATM", "POS", "OTP", "USSD"};
        if (kMeans.count(t.text)) continue;
        const bool word_after = t.end + 2 < text.size() && text[t.end] == ' ' && std::isupper(static_cast<unsigned char>(text[t.end + 1]));
        const bool cued = !cue.empty() && kInitialsCue.count(cue) && (prev.lower || prev.capitalised) && !word_after;
        // A signature's dash: "… recheck. -MB" at the end of a line.
        // (Or after the sentence and a spaced dash: "Copied DL and Medicaid card. - LH".)
        const bool dashed = t.start >= 2 && closes_line(text, t.end) &&
                            ((text[t.start - 1] == '-' && (text[t.start - 2] == ' ' || text[t.start - 2] == '\n')) ||
                             (t.start >= 4 && text.compare(t.start - 4, 4, ". - ") == 0));
        if (cued || dashed) add_span(out, t.start, t.end, "PERSON", "name.staff_initials", 0.7);
    }
    signatures_closing_notes(in, out);
    // A numbered login after the stamp that opens the line ("12/02/2026 jmontoya3 - renewal received"):
    // no token, since a word with digits glued on is an identifier to the tokenizer. Not a word of the
    // language numbered ("2026-12-01 room12: cleaned").
    // (Tried only where lower-case letters run into a digit: the regex at every word cost the dense
    // text 5% of its speed.)
    static const Regex numbered_login(R"(([a-z]{4,16})\d{1,3}(?=[ ]{2}|\t|:[ ]|[ ]-[ ]))");
    for (const size_t at : in.letter_starts) {
        // (A stamp ends in a digit, a bracket or a dash before the blank: "12/02/2026 ", "[09:14] ".)
        if (at < 2 || text[at - 1] != ' ' || !(std::isdigit(static_cast<unsigned char>(text[at - 2])) || text[at - 2] == ']' ||
                                              text[at - 2] == ')' || text[at - 2] == '-'))
            continue;
        size_t e = at;
        while (e < text.size() && text[e] >= 'a' && text[e] <= 'z') ++e;
        if (e - at < 4 || e == text.size() || text[e] < '0' || text[e] > '9') continue;
        Match m;
        if (numbered_login.match_at(text, at, &m) && stamp_opens_line(text, at) &&
            !(in.lex.flags(m.text(1)) & (kLexCommon | kLexVocab | kLexMorph | kLexMonth | kLexCity)))
            add_span(out, m.start(), m.end(), "PERSON", "name.login", 0.8);
    }
    // Initials in lower case after the time a note was entered, closing the entry: "entered in SMS
    // 19/11/2026 3:52pm ph; parent phoned". Two or three consonants, no unit of measure.
    static const Regex after_time(R"((?<![\d:.])\d{1,2}[:.]\d{2}(?:[ ]?(?:am|pm))?[ ]([b-df-hj-np-tv-z]{2,3})(?=[;,)]|[ \t]*\r?\n|$))",
                                  StartBytes{"0123456789"});
    static const WordSet kUnits = {"hrs", "hr", "mg", "ml", "kg", "cm", "mm", "km", "gm", "ng", "dl", "pt", "pts", "bp", "hb",
                                   "st", "nd", "rd", "th", "wk", "wks", "yr", "yrs", "mth", "mn", "ms", "sx", "hx", "dx", "rx", "tx", "pm"};
    after_time.for_each_at(text, in.starts, [&](const Match& m) {
        if (!kUnits.count(m.text(1))) add_span(out, m.start(1), m.end(1), "PERSON", "name.staff_initials", 0.7);
        return true;
    });
    // A letter's reference closing a line: the author's initials in capitals, the typist's in lower case
    // ("file HK-2026-0415 LMH/ok", "JDS/mk").
    static const Regex reference(R"((?<![\w/])([A-Z]{2,3})/([a-z]{2,3})(?=[ \t]*(?:\r?\n|$)))", StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    reference.for_each_near(text, '/', 3, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PERSON", "name.staff_initials", 0.7);
        add_span(out, m.start(2), m.end(2), "PERSON", "name.staff_initials", 0.7);
        return true;
    });
}

}  // namespace synsema::redact
