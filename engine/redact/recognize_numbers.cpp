// Checksum-validated numbers: SSN, ITIN, UK NHS, credit cards, IBAN, ABA
// routing, US NPI and DEA. A valid checksum alone gives a medium score; the
// number's own keyword nearby ("SSN", "NPI", "routing") raises it.
#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

namespace {
constexpr const char* kDigits = "0123456789";

bool near_words(const ScanInput& in, size_t pos, size_t window, std::initializer_list<std::string_view> kws) {
    return has_word(window_before(in.text, pos, window), kws);
}
bool near_words(const ScanInput& in, size_t pos, size_t window, const std::vector<std::string>& kws) {
    return has_word(window_before(in.text, pos, window), kws);
}
// Where a pattern with at least min_digits digits (\d: any script) in its
// first `window` bytes can begin (digit_dense_starts says when that is exact):
// each pattern below is tried only there, not at every capital and digit.
StartIndex starts_with_digits(const ScanInput& in, size_t window, size_t min_digits) {
    return digit_dense_starts(in.digits, in.starts, window, min_digits, DigitKind::AnyScript);
}
}  // namespace

void find_national_ids(const ScanInput& in, Spans& out) {
    static const Regex dashed(R"((?<![\w-])\d{3}-\d{2}-\d{4}(?![\w-]))", StartBytes{kDigits});
    static const Regex loose(R"((?<![\w-])\d{3}(?:[ .]\d{2}[ .]\d{4}|\d{6})(?![\w-]|\.\d))", StartBytes{kDigits});
    static const Regex nhs(R"((?<![\w-])\d{3}[ -]?\d{3}[ -]?\d{4}(?![\w-]))", StartBytes{kDigits});
    const std::vector<std::string> ssn_words = {"ssn", "ss#", "ss", "social security", "social security no", "soc sec", "ssa",
                            "itin", "taxpayer", "tin", "tax id"};
    auto emit = [&](const Match& m, bool context) {
        std::string_view s = m.text();
        if (valid_itin(s))
            add_span(out, m.start(), m.end(), "SSN", "itin", context ? 0.97 : 0.8);
        else if (valid_ssn(s))
            add_span(out, m.start(), m.end(), "SSN", "ssn", context ? 0.98 : 0.88);
    };
    dashed.for_each_at(in.text, starts_with_digits(in, 11, 9), [&](const Match& m) {  // ddd-dd-dddd
        emit(m, near_words(in, m.start(), 40, ssn_words));
        return true;
    });
    // Spaced or solid nine digits are SSNs only next to an SSN word.
    loose.for_each_at(in.text, starts_with_digits(in, 9, 7), [&](const Match& m) {  // ddd dd dd…, ddddddddd
        if (near_words(in, m.start(), 40, ssn_words)) emit(m, true);
        return true;
    });
    // An SSN printed with its first five digits masked ("***-**-4471", "XXX-XX-2208"): the last four still
    // identify a person next to a name, and the mask's 3-2 shape is the SSN's own. No checksum is left to test,
    // so the SSN word nearby raises it; the shape alone is enough to keep.
    static const Regex masked(R"((?<![\w*#-])(?:\*{3}|XXX|xxx|#{3})-(?:\*{2}|XX|xx|#{2})-\d{4}(?![\w-]))");
    masked.for_each_near(in.text, '-', 3, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "SSN", "ssn.masked", near_words(in, m.start(), 40, ssn_words) ? 0.95 : 0.8);
        return true;
    });
    nhs.for_each_at(in.text, starts_with_digits(in, 10, 8), [&](const Match& m) {  // ddd-ddd-dd…, dddddddddd
        if (valid_nhs(m.text()) && near_words(in, m.start(), 40, {"nhs", "nhs no", "nhs number"}))
            add_span(out, m.start(), m.end(), "NHS", "nhs", 0.97);
        return true;
    });
}

void find_financial(const ScanInput& in, Spans& out) {
    static const Regex card(R"((?<![\w-])\d(?:[ -]?\d){11,18}(?![\w-]))", StartBytes{kDigits});
    // Groups of any length ("UA43 305299 0000026209417730584" as the bank prints it), each taken
    // whole (possessive: no other split to backtrack into); the checksum and the country's length decide.
    // Each group ends where a word does: a capitalised word after the number ("… 4187 33 Sparkasse
    // Vilshofen") is not taken into it; the possessive groups could not give its first letter back.
    static const Regex iban(R"((?<![\w])[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{1,34}+(?![\w])){1,9}+)", StartBytes{kUpper});
    static const Regex aba(R"((?<![\w-])\d{9}(?![\w-]))", StartBytes{kDigits});
    card.for_each_at(in.text, starts_with_digits(in, 12, 6), [&](const Match& m) {  // d-d-d-d-d-d-…, 12+ digits
        if (!valid_credit_card(m.text())) return true;
        bool context = near_words(in, m.start(), 40, {"card", "visa", "mastercard", "amex", "credit", "debit", "cc"});
        add_span(out, m.start(), m.end(), "CREDIT_CARD", "credit_card", context ? 0.98 : 0.9);
        return true;
    });
    // A card's last digits after the card: "Visa ending\n7716", "Amex ending 41009", "card ending in 4821".
    // Tried at "ending" and "ends" only; the card's word within the 24 bytes before.
    static const Regex card_ending(R"((?i:ending|ending[ ]in|ends[ ]in)[ \t\n]*(?:\*+|x+|-)?(\d{4,5})(?![\w]))", StartBytes{"eE"});
    card_ending.for_each_at(in.text, in.word_index.starts_of({"ending", "ends"}), [&](const Match& m) {
        if (near_words(in, m.start(), 24, {"visa", "mastercard", "master card", "amex", "card", "debit card", "credit card"}))
            add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.card_ending", 0.9);
        return true;
    });
    iban.for_each_at(in.text, starts_with_digits(in, 4, 2), [&](const Match& m) {  // AAdd…
        // The greedy match may have taken a following group: shorten until valid.
        std::string_view s = m.text();
        const bool labelled = near_words(in, m.start(), 24, {"iban"});
        while (s.size() >= 15) {
            if (valid_iban(s, labelled)) {
                add_span(out, m.start(), m.start() + s.size(), "IBAN", "iban", 0.97);
                break;
            }
            size_t cut = s.find_last_of(' ');
            if (cut == std::string_view::npos) break;
            s = s.substr(0, cut);
        }
        return true;
    });
    aba.for_each_at(in.text, starts_with_digits(in, 9, 9), [&](const Match& m) {
        if (valid_aba(m.text()) && near_words(in, m.start(), 30, {"routing", "aba", "rtn", "transit", "routing number"}))
            add_span(out, m.start(), m.end(), "ACCOUNT", "aba_routing", 0.97);
        return true;
    });
}

void find_provider_ids(const ScanInput& in, Spans& out) {
    static const Regex npi(R"((?<![\w-])[12]\d{9}(?![\w-]))", StartBytes{"12"});
    static const Regex dea(R"((?<![\w-])[A-Z][A-Z9]\d{7}(?![\w-]))", StartBytes{kUpper});
    npi.for_each_at(in.text, starts_with_digits(in, 10, 10), [&](const Match& m) {
        if (!valid_npi(m.text())) return true;
        bool context = near_words(in, m.start(), 30, {"npi", "provider", "national provider"});
        // A Luhn-valid ten-digit number without "NPI" nearby may be anything: review it.
        add_span(out, m.start(), m.end(), "NPI", "npi", context ? 0.98 : 0.6);
        return true;
    });
    dea.for_each_at(in.text, starts_with_digits(in, 9, 7), [&](const Match& m) {  // AAddddddd
        if (!valid_dea(m.text())) return true;
        bool context = near_words(in, m.start(), 30, {"dea", "prescriber", "registration"});
        add_span(out, m.start(), m.end(), "DEA", "dea", context ? 0.98 : 0.85);
        return true;
    });
}

}  // namespace synsema::redact
