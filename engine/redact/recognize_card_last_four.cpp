// The last four digits of a number written in words: a payment card's ("paid by card, last four 7730"; the guide's
// ACCOUNT, a person's card) or a Social Security number's ("last 4 of SSN 2093"; the guide's SSN). (Not a card's
// expiry, "exp. 09/27": most annotators leave a card's month and year unmarked.) In Chinese and Japanese, the
// card's "tail number".
#include <cctype>
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_card_last_four(const ScanInput& in, Spans& out) {
    static const Regex last_four(
        R"((?<![\w])(?i:last|final)[ ](?:four|4)(?:[ ]digits)?(?:[ ]of[ ](?:the[ ]|(?:his|her|their)[ ])?)"
        R"((card|(?i:SSN|social(?:[ ]security(?:[ ](?:no\.?|number))?)?)))?:?[ ](\d{4})(?![\w]))",
        StartBytes{"lLfF"});
    last_four.for_each_at(in.text, in.word_index.starts_of({"last", "final"}), [&](const Match& m) {
        const bool ssn = m.has(1) && m.text(1) != "card";
        add_span(out, m.start(2), m.end(2), ssn ? "SSN" : "ACCOUNT", ssn ? "ssn.last_four" : "account.card_last_four", 0.88);
        return true;
    });
    // Spanish and Portuguese say it by the number's end: "Seguro social termina en 4417", "cartão … final 4417".
    static const Regex ends_in(R"((?i:seguro[ ]social|SSN|social[ ]security|tarjeta|cart[ãa]o|card)[^\n.]{0,30}?)"
                               R"((?i:termina[ ]en|terminada[ ]en|termina[ ]em|ends[ ]in|final)[ ](\d{4})(?![\w]))",
                               StartBytes{"sScCtT"});
    ends_in.for_each_at(in.text, in.word_index.starts_of({"seguro", "ssn", "social", "tarjeta", "cartão", "cartao", "card"}),
                        [&](const Match& m) {
        // (Seguro social, SSN and social security open with an "s"; a card's words do not.)
        const bool ssn = std::tolower(static_cast<unsigned char>(m.text()[0])) == 's';
        add_span(out, m.start(1), m.end(1), ssn ? "SSN" : "ACCOUNT", ssn ? "ssn.last_four" : "account.card_last_four", 0.86);
        return true;
    });
    // Chinese and Japanese say it by the card's "tail number": "工商银行卡尾号4182", "卡号末四位 4182", "下4桁 4182".
    static const Regex tail_number(R"((?:尾号|尾號|末四位|末4位|下4桁|下四桁)[:：]?[ ]?(\d{4})(?!\d))");
    if (in.caseless_scripts)
        tail_number.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.card_last_four", 0.86);
            return true;
        });
}

}  // namespace synsema::redact
