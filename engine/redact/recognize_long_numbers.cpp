// A long run of digits standing alone, whatever its label: the net under the
// labelled and checksummed identifiers. In the records this engine is for, a
// solid number of seven digits or more is a record, account, card, licence or
// document number almost every time (of 330 such numbers in the dev and blind
// sets, one was not: a MedDRA code), and its label is often in a language or a
// form no rule knows ("হিসাব নং", "CRIB", a CSV column). Such a number goes to
// review; from nine digits on it is redacted. A category found by another rule
// (a phone, an NPI, an account by its label) wins the merge: this one is
// weaker than theirs.
#include "recognizers.h"
#include "regex.h"

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
    // A currency code or "Rs." right before (the window is lower-cased).
    size_t letters = 0;
    while (letters < b.size() && std::isalpha(static_cast<unsigned char>(b[b.size() - 1 - letters]))) ++letters;
    const std::string_view word = b.substr(b.size() - letters);
    static constexpr std::string_view kCodes[] = {"usd", "eur", "gbp", "inr", "ngn", "kes", "zar", "aud", "cad", "nzd",
                                                  "php", "pkr", "bdt", "rs", "jpy", "cny", "chf", "sek", "nok",
                                                  "dkk", "pln", "czk", "huf", "try", "rub", "uah", "kzt", "azn", "xcd"};
    for (std::string_view c : kCodes)
        if (word == c) return true;
    return false;
}

// A code of a clinical or billing terminology (MedDRA, SNOMED CT, LOINC, ICD, CPT, NDC), a sum
// under its label ("Balance: 1250000"), or a law's number ("Закону № 2011123"): not a person's.
bool not_personal(std::string_view text, size_t pos) {
    const std::string before = window_before(text, pos, 48);
    if (has_word(before, {"meddra", "snomed", "snomed ct", "sct", "loinc", "icd", "icd-10", "cpt", "ndc", "pt", "llt", "soc", "hlt"}))
        return true;
    // (The window is lower-cased in ASCII only: Cyrillic capitals are listed as written.)
    const std::string near = window_before(text, pos, 24);
    return has_word(near, {"balance", "amount", "total", "due", "fee", "fees", "price", "cost", "paid", "payment", "salary",
                           "sum", "rent", "law", "закон", "закону", "закона", "Закон", "Закону", "Закона", "zakon", "ley", "loi", "gesetz", "decree",
                           "regulation"});
}

}  // namespace

void find_long_numbers(const ScanInput& in, Spans& out) {
    // \d is any script's digit (UCP): "৭০০০২৯" as well as "700029". Not part of a
    // decimal, a grouped amount, a date or a code with letters or dashes.
    static const Regex number(R"((?<![\w.,/+-])\d{7,40}(?![\w/-]|[.,]\d))", StartBytes{"0123456789"});
    const std::vector<size_t> starts = digit_dense_starts(in.digits, in.starts, 7, 7, DigitKind::AnyScript);
    number.for_each_at(in.text, starts, [&](const Match& m) {
        if (after_currency(in.text, m.start()) || not_personal(in.text, m.start())) return true;
        size_t digits = 0;
        for (size_t i = m.start(); i < m.end(); ++i) digits += (static_cast<unsigned char>(in.text[i]) & 0xC0) != 0x80;
        add_span(out, m.start(), m.end(), "ID", "id.long_number", digits >= 9 ? 0.86 : 0.7);
        return true;
    });
}

}  // namespace synsema::redact
