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
    QString found_as;      // the name it was found by ("storyteller:tiny", the file name); "" until known
    QString name;          // general.name or the file name
    QString path;          // the GGUF file (the first split)
    QString architecture;  // general.architecture
    QString arch_file;     // the .arch file used
    QString license;       // general.license, or ""
    qint64 file_size = 0;  // every split
    qint64 parameters = 0;
    qint64 tensors = 0;
    qint64 context_length = 0;
    bool chat_template = false;  // tokenizer.chat_template present
    QString quantization;  // e.g. "Q4_K:169 F32:121 Q6_K:25", most frequent first (gguf::GgufSummary)
    QString sha256;        // of the weights, once the proof panel has it; "" before
    QVector<QPair<QString, QString>> metadata;  // key, value (long arrays summarised)
    QString context_notice;  // why the context is shorter than asked (memory clamp), or ""
    QString origin;          // what chose it when no person did: "SYNSEMA_MODEL" (the variable); "" otherwise
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
