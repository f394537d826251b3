// A date filled into a paper form's boxes, one digit each, read back with a blank between digits:
// "0 9 / 0 4 / 1 9 6 8", "1 4 - 0 3 - 2 0 2 6". (Not a card's expiry, "exp 09/27": the annotation
// guide's own records leave it unmarked.)
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_form_dates(const ScanInput& in, Spans& out) {
    // Day, month and year in boxes: two digits, two digits, four digits, a blank after each digit.
    static const Regex boxed(R"((?<!\d)(?<!\d[ ])([0-3][ ]?\d)[ ]?([/.-])[ ]?([01][ ]?\d)[ ]?\2[ ]?([12][ ]?\d[ ]?\d[ ]?\d)(?![ ]?\d))",
                             StartBytes{"0123"});
    boxed.for_each_at(in.text, in.starts, [&](const Match& m) {
        // Only the boxed form: a blank inside the day, the month and the year (the plain forms are found elsewhere).
        if (m.text(1).size() != 3 || m.text(3).size() != 3 || m.text(4).size() != 7) return true;
        const int day = (m.text(1)[0] - '0') * 10 + (m.text(1)[2] - '0');
        const int month = (m.text(3)[0] - '0') * 10 + (m.text(3)[2] - '0');
        // Day first, or month first as in the United States.
        if ((day >= 1 && day <= 31 && month >= 1 && month <= 12) || (day >= 1 && day <= 12 && month >= 1 && month <= 31))
            add_span(out, m.start(), m.end(), "DATE", "date.boxed", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
