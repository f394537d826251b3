// Value types that cross between the GUI thread and the engine thread. Only
// these travel through queued signals; the engine's own objects never leave
// the worker thread.
#pragma once
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>

#include <cstdint>

namespace synsema::ui {

struct ModelDetails {
    QString name;          // general.name or the file name
    QString path;          // the GGUF file
    QString architecture;  // general.architecture
    QString arch_file;     // the .arch file used
    qint64 file_size = 0;
    qint64 parameters = 0;
    qint64 context_length = 0;
    QString quantization;  // e.g. "q4_K:169 q6_K:25 f32:121"
    QVector<QPair<QString, QString>> metadata;  // key, value (long arrays summarised)
    QString context_notice;  // why the context is shorter than asked (memory clamp), or ""
};

struct SamplingSettings {
    double temperature = 0.8;
    int top_k = 40;
    double top_p = 0.95;
    double min_p = 0.05;
    double repeat_penalty = 1.0;
    quint64 seed = 42;
    int max_tokens = 256;
};

struct GenerationRequest {
    QString system_prompt;
    QString user_prompt;
    SamplingSettings sampling;
};

struct GenerationStats {
    qint64 prompt_tokens = 0;
    qint64 prefill_tokens = 0;
    qint64 generated_tokens = 0;
    double prefill_seconds = 0;
    double decode_seconds = 0;
    QString stop_reason;
};

}  // namespace synsema::ui

Q_DECLARE_METATYPE(synsema::ui::ModelDetails)
Q_DECLARE_METATYPE(synsema::ui::GenerationRequest)
Q_DECLARE_METATYPE(synsema::ui::GenerationStats)
