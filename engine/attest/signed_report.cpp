#include "signed_report.h"

#include <openssl/evp.h>

#include <algorithm>

#include "engine/util/error.h"

namespace synsema::attest {
namespace {

using nlohmann::json;

std::string base64(const std::string& bytes) {
    std::string out(4 * ((bytes.size() + 2) / 3) + 1, '\0');
    const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(bytes.data()), int(bytes.size()));
    out.resize(size_t(n));
    return out;
}

// Strict: only the canonical encoding of some bytes is accepted (it must encode back to itself).
bool unbase64(const std::string& text, std::string& bytes) {
    if (text.empty() || text.size() % 4 != 0) return false;
    std::string out(text.size() / 4 * 3, '\0');
    const int n = EVP_DecodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                  reinterpret_cast<const unsigned char*>(text.data()), int(text.size()));
    if (n < 0) return false;
    size_t len = size_t(n);
    for (size_t i = text.size(); i > 0 && text[i - 1] == '='; --i) --len;  // EVP_DecodeBlock keeps padding bytes
    out.resize(len);
    if (base64(out) != text) return false;
    bytes = std::move(out);
    return true;
}

std::string string_member(const json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::string canonical_form(const json& report) {
    if (!report.is_object()) throw Error(ErrorKind::Invalid, "a signed report is a JSON object");
    json copy = report;
    copy.erase("signature");
    return copy.dump(-1, ' ', false, json::error_handler_t::replace);
}

void sign_report(json& report, const InstallKey& key) {
    // Strings with invalid UTF-8 are signed as they will be written: replaced by U+FFFD.
    json normalised = json::parse(canonical_form(report));
    const std::string signature = key.sign(canonical_form(normalised));
    normalised["signature"] = {{"algorithm", kSignatureAlgorithm},
                               {"canonical", kCanonicalForm},
                               {"key_fingerprint", key.public_key().fingerprint},
                               {"value", base64(signature)}};
    report = std::move(normalised);
}

void sign_report(json& report) { sign_report(report, process_key()); }

const char* signature_state_name(SignatureState s) {
    switch (s) {
        case SignatureState::Valid: return "valid";
        case SignatureState::Invalid: return "invalid";
        case SignatureState::UnknownKey: return "unknown key";
        case SignatureState::Unsigned: return "unsigned";
        case SignatureState::Malformed: return "malformed";
    }
    return "malformed";
}

SignatureCheck check_signature(const json& report, const std::vector<PublicKey>& known) {
    SignatureCheck c;
    if (!report.is_object() || !report.contains("signature")) {
        c.state = SignatureState::Unsigned;
        c.detail = "the report carries no signature";
        return c;
    }
    const json& sig = report["signature"];
    c.key_fingerprint = sig.is_object() ? string_member(sig, "key_fingerprint") : std::string();
    std::string value;
    if (!sig.is_object() || string_member(sig, "algorithm") != kSignatureAlgorithm ||
        string_member(sig, "canonical") != kCanonicalForm || c.key_fingerprint.empty() ||
        !unbase64(string_member(sig, "value"), value)) {
        c.state = SignatureState::Malformed;
        c.detail = std::string("the signature is not an ") + kSignatureAlgorithm + " signature over the " + kCanonicalForm +
                   " form with a key fingerprint and a base64 value";
        return c;
    }
    const auto key = std::find_if(known.begin(), known.end(),
                                  [&](const PublicKey& k) { return k.fingerprint == c.key_fingerprint; });
    if (key == known.end()) {
        c.state = SignatureState::UnknownKey;
        c.detail = "signed by an unknown key (fingerprint " + c.key_fingerprint +
                   "): neither this installation's key nor one given with --trust";
        return c;
    }
    if (verify_signature(*key, canonical_form(report), value)) {
        c.state = SignatureState::Valid;
        c.detail = "signed by key " + c.key_fingerprint + "; unchanged since";
    } else {
        c.state = SignatureState::Invalid;
        c.detail = "the signature does not match the report: it was changed after key " + c.key_fingerprint + " signed it";
    }
    return c;
}

}  // namespace synsema::attest
