// Singapore's vehicle plates carry a check letter: "SNJ 4127 Z", "SBA 88 K". The prefix's last two letters
// (A = 1 … Z = 26; a prefix of one letter counts a 0 before it) and the number padded to four digits, weighted
// 9 4 5 4 3 2, summed mod 19, index "AZYXUTSRPMLKJHGEDCB". A shape that passes its own check is a plate
// wherever it stands, as a card number is.
#include <string_view>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

bool valid_singapore_plate(std::string_view prefix, std::string_view number, char check) {
    if (prefix.empty() || prefix.size() > 3 || number.empty() || number.size() > 4 || number[0] == '0') return false;
    const int first = prefix.size() >= 2 ? prefix[prefix.size() - 2] - 'A' + 1 : 0;
    const int second = prefix.back() - 'A' + 1;
    int digits[4] = {0, 0, 0, 0};
    for (size_t k = 0; k < number.size(); ++k) digits[4 - number.size() + k] = number[k] - '0';
    const int sum = first * 9 + second * 4 + digits[0] * 5 + digits[1] * 4 + digits[2] * 3 + digits[3] * 2;
    return "AZYXUTSRPMLKJHGEDCB"[sum % 19] == check;
}

void find_singapore_plates(const ScanInput& in, Spans& out) {
    // (Two letters of prefix at least and two digits: "SBA 1 A" exists, but so do "FIG 3 B" and "Q 1 A"; and no unit
    // after it: "ALT 38 U/L" is a liver enzyme.)
    static const Regex plate(R"((?<![\w-])([A-HJ-NP-Z]{2,3})[ ]?([1-9]\d{1,3})[ ]?([A-HJ-MPR-Z])(?![\w/-]))",
                             StartBytes{"ABCDEFGHJKLMNPQRSTUVWXYZ"});
    plate.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (valid_singapore_plate(m.text(1), m.text(2), m.text(3)[0]))
            add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.sg_plate", 0.9);
        return true;
    });
}

}  // namespace synsema::redact
