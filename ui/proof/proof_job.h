// The engine job behind the Proof panel: resolves the loaded model the way
// `synsema-cli attest --model NAME` does and hashes its weights, arch file and
// the running binary (attest::attest_model), with progress and cancel.
#pragma once
#include <QString>
#include <QStringList>

#include "ui/engine/engine_job.h"

namespace synsema::ui {

inline const QString kProofJobKind = QStringLiteral("proof");

struct ProofRequest {
    // The name to resolve: a source's model name, or the loaded file's path.
    QString reference;
    QStringList arch_dirs;  // where the loaded model's arch file was looked for (empty: defaults)
    bool use_cache = true;  // false: "Verify again" rehashes every byte
};

// The job returns a ProofReport; it throws Error(Cancelled) when stopped.
EngineJob make_proof_job(const ProofRequest& request);

}  // namespace synsema::ui
