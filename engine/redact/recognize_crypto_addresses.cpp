// Cryptocurrency addresses, which a claim, a settlement or a sworn list of assets names as a person's account:
// Bitcoin's by their check sums (Base58Check "1…"/"3…", bech32 "bc1…"), Ethereum's by their shape ("0x" and forty
// hexadecimal digits, which nothing else written has; its mixed-case checksum needs Keccak, which OpenSSL 3.0 lacks).
#include <algorithm>
#include <string_view>
#include <vector>

#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

void find_crypto_addresses(const ScanInput& in, Spans& out) {
    static const Regex base58(R"((?<![\w])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w]))", StartBytes{"13"});
    base58.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (valid_btc_base58(m.text())) add_span(out, m.start(), m.end(), "ACCOUNT", "account.bitcoin", 0.9);
        return true;
    });
    static const Regex bech32(R"((?<![\w])(?:bc1|BC1|tb1|TB1)[02-9ac-hj-np-zAC-HJ-NP-Z]{11,71}(?![\w]))", StartBytes{"bBtT"});
    // (Tried where "bc1" or "tb1" stands, in either case.)
    std::vector<size_t> bech32_at;
    for (std::string_view hrp : {"bc1", "BC1", "tb1", "TB1"})
        for (size_t p = in.text.find(hrp); p != std::string_view::npos; p = in.text.find(hrp, p + 1)) bech32_at.push_back(p);
    std::sort(bech32_at.begin(), bech32_at.end());
    bech32.for_each_at(in.text, bech32_at, [&](const Match& m) {
        if (valid_bech32_address(m.text())) add_span(out, m.start(), m.end(), "ACCOUNT", "account.bitcoin", 0.9);
        return true;
    });
    static const Regex ethereum(R"((?<![\w])0x[0-9a-fA-F]{40}(?![\w]))", StartBytes{"0"});
    ethereum.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ACCOUNT", "account.ethereum", 0.88);
        return true;
    });
}

}  // namespace synsema::redact
