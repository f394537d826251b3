// The attestation's timestamps.
#pragma once
#include <string>

namespace synsema::attest {

// Now, UTC, ISO 8601 with seconds: "2025-01-31T12:34:56Z".
std::string utc_now_iso8601();

}  // namespace synsema::attest
