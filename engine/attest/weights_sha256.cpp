#include "weights_sha256.h"

#include "engine/attest/file_digest.h"
#include "engine/model/model.h"

namespace synsema::attest {

std::string weights_sha256(const model::Model& model, HashCache* cache, const HashProgress& progress) {
    std::string joined;
    // Through the descriptors the model was mapped through: the bytes that run.
    for (const FileDigest& digest : digest_mapped(model.files(), {}, cache, progress))
        joined += (joined.empty() ? "" : "+") + digest.sha256;
    if (cache) cache->save();
    return joined;
}

}  // namespace synsema::attest
