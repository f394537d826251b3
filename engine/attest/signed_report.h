// Signed reports: every JSON report the product writes (attestation, the
// redaction audit log and report, the judge's JSON) carries its signature
// inside it:
//     "signature": {"algorithm": "Ed25519", "canonical": "json-sorted-compact",
//                   "key_fingerprint": "<hex sha256 of the raw public key>",
//                   "value": "<base64 of the 64-byte signature>"}
// The signature covers the report's canonical form: the JSON object without
// its "signature" member, serialised by nlohmann::json::dump() with no
// indent — object keys sorted by their UTF-8 bytes (nlohmann's default
// object is a std::map), no whitespace between tokens, strings as UTF-8
// with only '"', '\\' and control characters escaped (invalid UTF-8 is
// replaced by U+FFFD before signing), integers in decimal, floating-point
// numbers in the shortest form that reads back to the same double (e.g.
// 0.1, 1e-05, 12.0). The file itself may be indented: a verifier parses it,
// drops "signature" and serialises again. A verifier in another language
// must format numbers the same way; the reports hold few floats (audit
// confidences), all written by this code.
#pragma once
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/attest/install_key.h"

namespace synsema::attest {

inline constexpr const char* kCanonicalForm = "json-sorted-compact";
inline constexpr const char* kSignatureAlgorithm = "Ed25519";

// The bytes that are signed (see above). Throws Error(Invalid) when `report` is not an object.
std::string canonical_form(const nlohmann::json& report);

// Adds (or replaces) report["signature"], signed by `key`.
void sign_report(nlohmann::json& report, const InstallKey& key);
// The same with this installation's key (process_key()).
void sign_report(nlohmann::json& report);

enum class SignatureState {
    Valid,       // signed by a known key and unchanged since
    Invalid,     // a known key, but the report was changed (or the signature damaged)
    UnknownKey,  // signed by a key that is neither this installation's nor trusted
    Unsigned,    // no "signature" member
    Malformed,   // a "signature" member that is not one this product writes
};
const char* signature_state_name(SignatureState s);  // "valid", "invalid", "unknown key", "unsigned", "malformed"

struct SignatureCheck {
    SignatureState state = SignatureState::Unsigned;
    std::string key_fingerprint;  // as the report names it
    std::string detail;           // a sentence for people
};

// Checks report["signature"] against the key among `known` whose fingerprint it names.
SignatureCheck check_signature(const nlohmann::json& report, const std::vector<PublicKey>& known);

}  // namespace synsema::attest
