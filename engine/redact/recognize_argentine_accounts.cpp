// Argentina's bank transfer details as a family sends them in a chat or a form: the CBU (or a wallet's CVU), 22
// digits that pass both check digits ("CBU 0200324303000055501421"), and the alias the bank lets its customer
// choose for it, words joined by dots after "alias" ("alias FLOR.GATO.LUNA"): both name the account.
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

void find_argentine_accounts(const ScanInput& in, Spans& out) {
    static const Regex cbu(R"((?<![\w-])(\d{22}|\d{8}[ -]\d{14})(?![\w-]))", StartBytes{"0123456789"});
    cbu.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (valid_ar_cbu(m.text(1))) add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.ar_cbu", 0.92);
        return true;
    });
    // The alias: six to twenty letters, digits, dots and dashes (the central bank's rule) after the word ("alias:",
    // "Alias", "mi alias es"): words joined by dots, as banks assign them ("FLOR.GATO.LUNA"), or one word the customer
    // chose ("dieguito123456") where the record names a CBU or CVU near it (English "alias Johnny" is a name's).
    static const Regex alias(R"((?i:\balias)(?:[ ]*:|[ ]+es)?[ ]+([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+){0,3})(?![\w.-]))", StartBytes{"aA"});
    alias.for_each(in.text, [&](const Match& m) {
        const size_t length = m.end(1) - m.start(1);
        const bool dotted = m.text(1).find('.') != std::string_view::npos;
        const size_t from = m.start() > 200 ? m.start() - 200 : 0;
        const std::string_view near = in.text.substr(from, m.end() + 200 - from);
        const bool cbu_near = near.find("CBU") != std::string_view::npos || near.find("CVU") != std::string_view::npos;
        if (length >= 6 && length <= 20 && (dotted || cbu_near)) add_span(out, m.start(1), m.end(1), "ACCOUNT", "account.ar_alias", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
