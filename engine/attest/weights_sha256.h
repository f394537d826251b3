// The identity of a loaded model's weights for outputs that must say which
// model took part (redaction reviews, judge results): the sha256 of every
// byte of its GGUF file, or of each split joined by "+" in split order.
#pragma once
#include <string>

#include "engine/attest/hash_cache.h"
#include "engine/util/sha256.h"

namespace synsema::model { class Model; }

namespace synsema::attest {

// Uses `cache` (lookup, then store) when given, so that a second call on the
// same unchanged files is instant. Throws Error(Io) when a file cannot be
// read, Error(Cancelled) when progress returns false.
std::string weights_sha256(const model::Model& model, HashCache* cache = nullptr, const HashProgress& progress = {});

}  // namespace synsema::attest
