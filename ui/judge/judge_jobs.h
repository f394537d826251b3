// The Judge tab's work on the engine thread, as EngineJob closures over value
// types (ui/engine_job.h). Both keep one JudgeService per loaded model in the
// job's state slot, so the session's KV cache — and with it the preset's
// instruction prefix — is reused across documents, runs and calibrations.
#pragma once
#include <QString>
#include <QStringList>

#include "services/judge/judge_service.h"
#include "engine/judge/preset.h"
#include "ui/engine/engine_job.h"

namespace synsema::ui {

// Judges `paths` in order with `preset`; the result is a JudgeBatch. Stop
// ends the run between (or inside) documents and returns what was judged.
// A document that cannot be read or scored gets its error in its row.
ui::EngineJob make_judge_job(const QStringList& paths, const judge::Preset& preset);

// Fits `preset`'s calibration and gate on a labeled CSV; the result is a
// CalibrationOutcome. Stop cancels it (job_cancelled).
ui::EngineJob make_calibrate_job(const QString& csv_path, const judge::Preset& preset, const QString& preset_path,
                                 const services::CalibrateOptions& options);

}  // namespace synsema::ui
