// A payment card's last four digits in words ("paid by card, last four 7730"): the guide's ACCOUNT, a person's
// card. (Not its expiry, "exp. 09/27": most annotators leave a card's month and year unmarked.)
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_card_last_four(const ScanInput& in, Spans& out) {
    static const Regex last_four(R"((?<![\w])(?i:last|final)[ ](?:four|4)(?:[ ]digits)?(?:[ ]of[ ](?:the[ ])?card)?:?[ ](\d{4})(?![\w]))",
                                 StartBytes{"lLfF"});
    last_four.for_each_at(in.text, in.word_index.starts_of({"last", "final"}), [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.card_last_four", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
