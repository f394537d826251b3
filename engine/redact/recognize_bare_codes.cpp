// Numbers and codes that stand alone, whatever their label: the net under the
// labelled and checksummed identifiers. Their label is often in a language or
// a form no rule knows ("হিসাব নং", "CRIB", a CSV column), or there is none.
// In the records this engine is for, three shapes are an identifier almost
// every time (counted over the dev and blind sets):
// - a solid run of seven digits or more: 329 of 330 marked (one MedDRA code);
// - a solid code of capitals and five digits or more ("N0172641", "723451188V",
//   "AZE14418827"): 262 of 265 (a case number, a taxonomy code, a DNA locus);
// - digit groups joined by hyphens, seven digits or more ("11-0418-2277-5"):
//   all but ranges of years or pages, statute sections and batch numbers.
// Below nine digits such a number goes to review; from nine it is redacted. A
// category another rule finds (a phone, a date, an account by its label) wins
// the merge: these are weaker.
#include <algorithm>
#include <cstdlib>
#include <string>
#include <unordered_set>

#include "labels.h"
#include "recognizers.h"
#include "regex.h"
#include "validators.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Sums of money written without grouping ("USD 1500000", "₦ 25000000").
bool after_currency(std::string_view text, size_t pos) {
    const std::string before = window_before(text, pos, 6);
    static constexpr std::string_view kSigns[] = {"$", "€", "£", "¥", "₹", "₦", "₱", "₩", "₪", "₺", "₽", "₴", "₸"};
    std::string_view b = before;
    while (!b.empty() && (b.back() == ' ' || b.back() == '.')) b.remove_suffix(1);
    for (std::string_view s : kSigns)
        if (b.size() >= s.size() && b.substr(b.size() - s.size()) == s) return true;
    // A currency code right before, or a currency's own letters ("Rs.", "R", "kr", "Ksh").
    size_t letters = 0;
    while (letters < b.size() && std::isalpha(static_cast<unsigned char>(b[b.size() - 1 - letters]))) ++letters;
    const std::string_view word = b.substr(b.size() - letters);
    static constexpr std::string_view kSymbols[] = {"rs", "r", "kr", "fr", "ksh", "rp", "rm", "tk"};
    return is_currency_code(word) || std::find(std::begin(kSymbols), std::end(kSymbols), word) != std::end(kSymbols);
}

// Not a person's number: a code of a clinical or billing terminology (MedDRA, SNOMED CT, LOINC,
// ICD, CPT, NDC), a sum under its label ("Balance: 1250000"), or a number whose label on the same
// line is a public one: a court's docket or case, a law, a form, a code, a page. (Only the case
// is left to labels.h's is_public_number_label, which tells a court's case from a claim's or a
// patient's; its other words are too wide with no label of the number's own to weigh: "ACT" is
// also a territory, whose driver licences these are.)
bool not_personal(std::string_view text, size_t pos) {
    if (has_word(window_before(text, pos, 48),
                 {"meddra", "snomed", "snomed ct", "sct", "loinc", "icd", "icd-10", "cpt", "ndc", "pt", "llt", "soc", "hlt"}))
        return true;
    std::string near = window_before(text, pos, 32);
    if (const size_t newline = near.rfind('\n'); newline != std::string::npos) near.erase(0, newline + 1);
    // Any of these words on the line before, not only as the label's last word (labels.h's
    // is_quantity_label): "registration fee\tLand Titles Office\tCHQ 4412" is a payment's.
    if (has_word(near, {"balance", "amount", "total", "due", "fee", "fees", "price", "cost", "paid", "payment", "salary",
                        "sum", "rent"}))
        return true;
    // (The window is lower-cased in ASCII only: the Cyrillic law words are listed as written.)
    return has_word(near, {"закон", "закону", "закона", "Закон", "Закону", "Закона", "docket", "court", "civil action",
                           "cause", "statute", "section", "sec", "law", "ley", "loi", "lei", "legge", "gesetz", "decree",
                           "decreto", "regulation", "art", "article", "form", "code", "page", "pages", "pp", "exhibit",
                           "rev", "revision", "version", "batch", "box", "§"}) ||
           (has_word(near, {"case"}) && is_public_number_label(near));
}

// "2021-2025", "1201-1318": a range of years or of numbered things, ascending.
bool is_range(std::string_view s) {
    const size_t dash = s.find('-');
    if (dash == std::string_view::npos || s.find('-', dash + 1) != std::string_view::npos) return false;
    const std::string_view a = s.substr(0, dash), b = s.substr(dash + 1);
    return a.size() == b.size() && a < b;
}

// A payment card's shape: 13 to 19 digits in groups of four (the last may be shorter). The card
// rule owns it, and checks the Luhn digit.
bool card_shape(std::string_view s) {
    const size_t digits = count_digits(s);
    if (digits < 13 || digits > 19) return false;
    size_t group = 0;
    for (size_t i = 0; i <= s.size(); ++i) {
        if (i == s.size() || s[i] == ' ' || s[i] == '-') {
            if (group != 4 && i != s.size()) return false;
            group = 0;
        } else {
            ++group;
        }
    }
    return true;
}

// A DNA marker ("D8S1179"): a chromosome, "S", a number.
bool is_dna_locus(std::string_view s) {
    return s.size() >= 4 && s[0] == 'D' && s.find('S') != std::string_view::npos && s.find_first_not_of("D0123456789S") == std::string_view::npos;
}

}  // namespace

void find_bare_codes(const ScanInput& in, Spans& out) {
    const auto emit = [&](const Match& m, size_t digits) {
        if (after_currency(in.text, m.start()) || not_personal(in.text, m.start())) return;
        add_span(out, m.start(), m.end(), "ID", "id.bare_code", digits >= 9 ? 0.86 : 0.7);
    };
    // A comma before or after is a CSV cell's, unless it groups or ends a number ("1,234", "12,50").
    // Solid digits. \d is any script's digit (UCP): "৫৫০২৯১৭৪৩৮" as well as
    // "5502917438". Not part of a decimal, a grouped amount or a code with letters.
    static const Regex number(R"((?<![\w./+-])(?<![0-9],)\d{7,40}(?![\w/-]|\.[0-9]|,[0-9]{1,2}(?![0-9])))", StartBytes{"0123456789"});
    number.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 7, 7, DigitKind::AnyScript), [&](const Match& m) {
        size_t digits = 0;
        for (size_t i = m.start(); i < m.end(); ++i) digits += (static_cast<unsigned char>(in.text[i]) & 0xC0) != 0x80;
        emit(m, digits);
        return true;
    });
    // Capitals and digits in one token, five digits or more, a capital somewhere.
    static const Regex code(R"((?<![\w./+-])(?<![0-9],)(?=[A-Z0-9]*[A-Z])(?=(?:[A-Z]*[0-9]){5})[A-Z0-9]{6,20}(?![\w/-]|\.[0-9]|,[0-9]{1,2}(?![0-9])))",
                            StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    code.for_each_at(in.text, in.starts, [&](const Match& m) {
        // Seventeen characters are a VIN's shape: its own rule checks the check digit.
        if (!is_dna_locus(m.text()) && m.end() - m.start() != 17) emit(m, count_digits(m.text()));
        return true;
    });
    // Digit groups joined by hyphens. A date or a phone of this shape is found
    // by its own rule, and wins.
    static const Regex grouped(R"((?<![\w./+-])(?<![0-9],)[0-9]+(?:-[0-9]+){1,4}(?![\w/-]|\.[0-9]|,[0-9]{1,2}(?![0-9])))", StartBytes{"0123456789"});
    // Seven digits are within a match's first 11 bytes: it has four hyphens at most.
    grouped.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 11, 7), [&](const Match& m) {
        const size_t digits = count_digits(m.text());
        // An SSN's shape (ddd-dd-dddd) is its own rule's, which checks the number's areas.
        static const Regex ssn_shape(R"(^[0-9]{3}-[0-9]{2}-[0-9]{4}$)");
        if (digits < 7 || is_range(m.text()) || ssn_shape.match_at(m.text(), 0) || card_shape(m.text())) return true;
        if (has_word(window_before(in.text, m.start(), 24), {"ann", "regs"})) return true;  // "Tenn. Code Ann. § 66-28-301"
        // Phones are written so too: the least sure, so a phone's own rule wins the merge.
        if (!after_currency(in.text, m.start()) && !not_personal(in.text, m.start()))
            add_span(out, m.start(), m.end(), "ID", "id.bare_code", 0.5);
        return true;
    });
    // A short code of capitals, a blank, four digits or more: a licence, a plate, a card or a
    // register number under its issuer's letters ("MP 0654321", "DL 20914", "AIC 0177284",
    // "F 2190"). Not a state or province and its postcode ("OH 43215"), a year or an hour after
    // an abbreviation ("CABG 2009", "SROM 0340"), or a dose ("D 1000 IU").
    // (A group of digits after it makes a longer number, a tracking one's: "MAIL 9589 0710 5270".)
    static const Regex lettered(R"((?<![\w./+-])([A-Z]{1,5})[ ]([0-9]{4,9})(?![\w/-]|\.[0-9]|,[0-9]{1,2}(?![0-9])|[ ][0-9]))", StartBytes{kUpper});
    lettered.for_each_at(in.text, in.starts, [&](const Match& m) {
        const std::string_view letters = m.text(1), digits = m.text(2);
        static const WordSet kProvinces = {"ON", "QC", "BC", "AB", "MB", "SK", "NS", "NB", "NL",
                                                                       "PE", "YT", "NT", "NU", "ACT", "NSW", "VIC", "QLD",
                                                                       "TAS", "WA", "SA"};
        if (is_us_state_abbreviation(letters) || kProvinces.count(letters)) return true;
        if (digits.size() == 4) {
            const int value = std::atoi(std::string(digits).c_str());
            const bool year = value >= 1900 && value <= 2099;
            const bool hour = value / 100 <= 23 && value % 100 <= 59;
            if (year || hour) return true;
        }
        // A dose's unit, or a Bates range's "through" ("HMC 000231 through 000245").
        const std::string next = word_after(in.text, m.end());
        if (next == "iu" || next == "mg" || next == "mcg" || next == "ml" || next == "units" || next == "kg" || next == "g" ||
            next == "through" || next == "thru" || next == "to")
            return true;
        if (after_currency(in.text, m.start(2)) || not_personal(in.text, m.start(2))) return true;
        add_span(out, m.start(), m.end(), "ID", "id.bare_code", 0.6);
        return true;
    });
    // A Portuguese citizen card's number, "CC 13846275 0 ZX7", its check digits agreeing.
    static const Regex pt_citizen_card(R"((?<![\w-])(\d{8}[ ]?\d[ ]?[A-Z]{2}\d)(?![\w-]))", StartBytes{"0123456789"});
    pt_citizen_card.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 9, 8), [&](const Match& m) {
        if (valid_pt_citizen_card(m.text(1))) add_span(out, m.start(1), m.end(1), "ID", "id.pt_citizen_card", 0.92);
        return true;
    });
    // A police officer's rank and number, which names the officer as a collar number does:
    // "PC 688", "PS 4", "Cpl. 412", "Sgt 1187" (not "PC 17 mg" or a rank before a year).
    static const Regex rank_number(R"((?<![\w.])(?:W?PC|PS|DC|DS|Sgt|Cpl|Const|Insp|Det|Ofc)\.?[ ]([0-9]{1,5})(?![\w/.-]|,[0-9]))",
                                   StartBytes{"WPDSCIO"});
    rank_number.for_each_at(in.text, in.starts, [&](const Match& m) {
        const std::string next = word_after(in.text, m.end());
        if (next == "mg" || next == "ml" || next == "kg" || next == "units") return true;
        if (m.text(1).size() == 4 && m.text(1) >= "1900" && m.text(1) <= "2099") return true;
        add_span(out, m.start(), m.end(), "ID", "id.rank_number", 0.8);
        // The officer's name after the number, as a report signs: "PC 2291 Orlando Cocom", "Sgt. 1144 Leonie
        // Flowers" (two or three capitalised words; not one, "PC 1860 Mobile" is a unit).
        static const Regex name_after(R"([ ](\p{Lu}[\p{Ll}'’-]+(?:[ ]\p{Lu}[\p{Ll}'’-]+){1,2})(?![\p{L}]))");
        Match n;
        if (name_after.match_at(in.text, m.end(), &n) && !(in.lex.flags(n.text(1).substr(0, n.text(1).find(' '))) & (kLexStop | kLexMonth | kLexOrgKeyword))) {
            add_span(out, n.start(1), n.end(1), "PERSON", "name.after_rank_number", 0.86);
            return true;
        }
        // One surname closing the line or the sentence, as a statement's footer signs: "Read over by: WPC 233 Jarvis",
        // "Officer: PC 881 Mancienne." (a listed surname, or a word no list has).
        static const Regex surname_after(R"([ ](\p{Lu}[\p{Ll}'’-]{2,})(?=[ \t]*(?:\r?\n|$)|[.,;](?:[ \t\r\n]|$)))");
        if (surname_after.match_at(in.text, m.end(), &n)) {
            const uint32_t f = in.lex.flags(n.text(1));
            if (((f & kLexSurname) || !in.lex.is_word(n.text(1))) && !(f & (kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexOrgKeyword)))
                add_span(out, n.start(1), n.end(1), "PERSON", "name.after_rank_number", 0.84);
        }
        return true;
    });
    // Digit groups joined by single blanks, seven digits or more ("6 80 55 61 09", "0813 3555 0291"):
    // 433 of 434 such runs in the dev and blind sets are marked, mostly phones; the one that is
    // not is a sum ("R 1 240 000").
    static const Regex spaced(R"((?<![\w.,/+:-])[0-9]{1,4}(?:[ ][0-9]{2,4}){1,4}(?![\w/:-]|[.,][0-9]|[ ][0-9]))",
                              StartBytes{"0123456789"});
    spaced.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 11, 7), [&](const Match& m) {
        if (count_digits(m.text()) < 7 || card_shape(m.text()) || after_currency(in.text, m.start()) ||
            not_personal(in.text, m.start()))
            return true;
        // A house number and a numbered street ("8274 128 St"): the address rules'.
        const std::string next = word_after(in.text, m.end());
        if (!next.empty() && (in.lex.flags(next) & kLexStreetAfter)) return true;
        add_span(out, m.start(), m.end(), "ID", "id.bare_code", 0.5);
        return true;
    });
}

}  // namespace synsema::redact
