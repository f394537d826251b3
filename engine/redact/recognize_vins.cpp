// Vehicle identification numbers anywhere: 17 characters without I, O or Q, letters and digits
// mixed, whose ninth character is the check digit of ISO 3779's North American scheme
// (49 CFR 565.15). A VIN in a Lithuanian power of attorney is the same number as in a Nebraska
// deposition; the check says what it is without a label in the record's language. A European VIN
// has no check digit: it is taken only with "VIN" written within the words before it.
#include <cctype>
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

int transliterated(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    static constexpr std::string_view kLetters = "ABCDEFGHJKLMNPRSTUVWXYZ";
    static constexpr int kValues[] = {1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9};
    const size_t at = kLetters.find(c);
    return at == std::string_view::npos ? -1 : kValues[at];
}

}  // namespace

bool vin_check_digit_valid(std::string_view vin) {
    static constexpr int kWeights[17] = {8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2};
    if (vin.size() != 17) return false;
    int sum = 0;
    for (size_t i = 0; i < 17; ++i) {
        const int v = transliterated(vin[i]);
        if (v < 0) return false;
        sum += v * kWeights[i];
    }
    const int check = sum % 11;
    return vin[8] == (check == 10 ? 'X' : static_cast<char>('0' + check));
}

void find_vins(const ScanInput& in, Spans& out) {
    static const Regex vin(R"((?<![\w-])[A-HJ-NPR-Z0-9]{17}(?![\w-]))", StartBytes{"0123456789ABCDEFGHJKLMNPRSTUVWXYZ"});
    vin.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 17, 5), [&](const Match& m) {
        const std::string_view v = m.text();
        size_t letters = 0;
        for (char c : v) letters += std::isalpha(static_cast<unsigned char>(c)) ? 1 : 0;
        if (letters < 3 || letters > 12) return true;  // a number, or a word in capitals
        const std::string before = ascii_lower(in.text.substr(m.start() > 40 ? m.start() - 40 : 0, std::min<size_t>(m.start(), 40)));
        const bool labelled = before.find("vin") != std::string::npos;
        if (vin_check_digit_valid(v)) add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.vin", 0.92);
        else if (labelled) add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.vin_labelled", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
