// The words the Proof panel's report verification shows: each signature's and
// each file's status, and the verdict with its reasons, written for the
// reviewer who is not an engineer (the CLI's terse "valid" / "mismatch" are
// kept as the machine-readable state, VerifyTableModel::StateRole).
#pragma once
#include <QString>

#include "services/verify/report_check.h"

namespace synsema::ui {

// "valid", "invalid", "unknown key", "unsigned", "malformed", or "unreadable".
QString signature_state(const verify::ReportCheck& report);
// "signature valid — this installation's key", "INVALID SIGNATURE — …", …
QString signature_status_text(const verify::ReportCheck& report, const verify::KnownKeys& keys);
// "match", "MISMATCH — …", "missing — …"
QString file_status_text(const verify::FileCheck& file);

struct VerdictText {
    bool ok = false;
    QString text;  // "PASSED — …" or "FAILED — " and every reason
};
VerdictText verdict_text(const verify::Verification& v);

}  // namespace synsema::ui
