// The values that the Judge tab's engine jobs hand back to the GUI thread.
// They are plain data (strings, numbers, vectors) copied out of the service;
// the model, the session and the scorer never leave the engine thread.
#pragma once
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

#include "services/judge/judge_service.h"
#include "engine/judge/preset.h"

namespace synsema::ui {

// A run over a list of documents. When the user stops it, `documents` holds
// the ones judged before the stop and `stopped` is set.
struct JudgeBatch {
    judge::Preset preset;                               // what the documents were judged with
    std::vector<services::JudgedDocument> documents;    // in the order requested
    int requested = 0;
    bool stopped = false;
};

// A fitted calibration and gate with the metrics before and after.
struct CalibrationOutcome {
    services::CalibrationReport report;
    QString data_path;    // the labeled CSV
    QString preset_path;  // the preset the fit started from
    std::optional<judge::Gate> gate_before;  // that preset's gate, if it had one
};

// The job kind both jobs run under: they share one state slot, so calibrating
// and judging reuse one session and its cached instruction prefix.
inline const QString kJudgeJobKind = QStringLiteral("judge");

}  // namespace synsema::ui

Q_DECLARE_METATYPE(synsema::ui::JudgeBatch)
Q_DECLARE_METATYPE(synsema::ui::CalibrationOutcome)
