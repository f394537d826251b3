#include "weights_sha256.h"

#include "engine/attest/attestation.h"
#include "engine/model/model.h"

namespace synsema::attest {

std::string weights_sha256(const model::Model& model, HashCache* cache, const HashProgress& progress) {
    std::string joined;
    for (const std::string& path : model.files().paths()) {
        const FileDigest digest = digest_file(path, cache, progress);
        joined += (joined.empty() ? "" : "+") + digest.sha256;
    }
    if (cache) cache->save();
    return joined;
}

}  // namespace synsema::attest
