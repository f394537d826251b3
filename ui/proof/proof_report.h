// The Proof panel's result: the attestation of the loaded model, computed on
// the engine thread and sent to the GUI as a value (a queued QVariant).
#pragma once
#include <QMetaType>
#include <QString>

#include "engine/attest/attestation.h"

namespace synsema::ui {

struct ProofReport {
    QString reference;    // what was resolved: a source name ("qwen2.5:0.5b") or the loaded path
    QString loaded_path;  // the file the engine has loaded
    QString note;         // why the reference was not used, when it was not ("" otherwise)
    attest::Attestation attestation;
};

}  // namespace synsema::ui

Q_DECLARE_METATYPE(synsema::ui::ProofReport)
