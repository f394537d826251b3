// The engine job behind the Proof panel: hashes the loaded model's weights
// (through the descriptors that were mapped), its arch file and the running
// binary, for the model as the browser found it (JobContext::resolved, the
// name `synsema-cli attest --model NAME` would be given), with progress and
// cancel.
#pragma once
#include <QString>
#include <QStringList>

#include "ui/engine/engine_job.h"

namespace synsema::ui {

inline const QString kProofJobKind = QStringLiteral("proof");

struct ProofRequest {
    QStringList arch_dirs;  // where the loaded model's arch file was looked for (empty: defaults)
    bool use_cache = true;  // false: "Verify again" rehashes every byte
};

// The job returns a ProofReport; it throws Error(Cancelled) when stopped.
EngineJob make_proof_job(const ProofRequest& request);

}  // namespace synsema::ui
