// Check sums of cryptocurrency addresses, which a claim or a sworn statement names as a payee's account:
// Bitcoin's Base58Check (the last four bytes are the first four of SHA-256 of SHA-256 of the rest, OpenSSL's)
// and bech32/bech32m (BIP 173, BIP 350: a BCH code over five-bit groups, a few lines of the published
// reference). Written out: no Debian library decodes either.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/util/sha256.h"
#include "validators.h"

namespace synsema::redact {

namespace {

std::string hex_to_bytes(std::string_view hex) {
    std::string out;
    for (size_t i = 0; i + 1 < hex.size(); i += 2) out += static_cast<char>(std::stoi(std::string(hex.substr(i, 2)), nullptr, 16));
    return out;
}

}  // namespace

bool valid_btc_base58(std::string_view s) {
    static constexpr std::string_view kAlphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    if (s.size() < 26 || s.size() > 35 || (s[0] != '1' && s[0] != '3')) return false;
    // The number, base 58, into 25 big-endian bytes.
    std::array<uint32_t, 25> bytes{};
    for (char c : s) {
        const size_t digit = kAlphabet.find(c);
        if (digit == std::string_view::npos) return false;
        uint32_t carry = static_cast<uint32_t>(digit);
        for (size_t i = bytes.size(); i-- > 0;) {
            carry += 58 * bytes[i];
            bytes[i] = carry & 0xFF;
            carry >>= 8;
        }
        if (carry != 0) return false;  // longer than 25 bytes
    }
    std::string payload;
    for (size_t i = 0; i < 21; ++i) payload += static_cast<char>(bytes[i]);
    const std::string check = hex_to_bytes(sha256_bytes(hex_to_bytes(sha256_bytes(payload))));
    for (size_t i = 0; i < 4; ++i)
        if (static_cast<uint8_t>(check[i]) != bytes[21 + i]) return false;
    return bytes[0] == 0x00 || bytes[0] == 0x05;  // a key's or a script's address
}

bool valid_bech32_address(std::string_view s) {
    static constexpr std::string_view kCharset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
    if (s.size() < 14 || s.size() > 74) return false;
    const size_t sep = s.rfind('1');
    if (sep == std::string_view::npos || sep == 0 || sep + 7 > s.size()) return false;
    bool lower = false, upper = false;
    for (char c : s) lower |= c >= 'a' && c <= 'z', upper |= c >= 'A' && c <= 'Z';
    if (lower && upper) return false;
    std::string text(s);
    for (char& c : text) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    const std::string_view hrp = std::string_view(text).substr(0, sep);
    if (hrp != "bc" && hrp != "tb") return false;
    std::vector<uint8_t> values;
    for (char c : hrp) values.push_back(static_cast<uint8_t>(c >> 5));
    values.push_back(0);
    for (char c : hrp) values.push_back(static_cast<uint8_t>(c & 31));
    for (size_t i = sep + 1; i < text.size(); ++i) {
        const size_t v = kCharset.find(text[i]);
        if (v == std::string_view::npos) return false;
        values.push_back(static_cast<uint8_t>(v));
    }
    uint32_t chk = 1;
    static constexpr uint32_t kGenerator[] = {0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3};
    for (uint8_t v : values) {
        const uint32_t top = chk >> 25;
        chk = ((chk & 0x1ffffff) << 5) ^ v;
        for (int i = 0; i < 5; ++i)
            if ((top >> i) & 1) chk ^= kGenerator[i];
    }
    return chk == 1 || chk == 0x2bc830a3;  // bech32 (witness version 0) or bech32m (version 1 and up)
}

}  // namespace synsema::redact
