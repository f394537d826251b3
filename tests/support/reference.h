// Reference logits from ../shared/reference/<model>.json and the tolerance
// rules of ../shared/README.md.
#pragma once
#include <QJsonObject>
#include <QString>
#include <QVector>

namespace synsema::test {

struct ReferenceCase {
    QVector<int> tokens;
    QString text;                          // stories260K only
    QVector<QVector<QPair<int, double>>> top20;  // exact: per position
    QVector<double> last_logits;           // exact
    QVector<int> greedy;                   // exact
    QString greedy_text;                   // llama_cpp (stories260K only)
};

struct Reference {
    QString model;
    QVector<ReferenceCase> cases;
};

// Loads reference/<model>.json; on failure returns false with `error` set.
bool load_reference(const QString& path, Reference* ref, QString* error);

struct LogitCheck {
    double max_top_error = 0;     // over every exact top-20 entry of every position
    double max_last_error = 0;    // over all of last_logits
    double rms_last_error = 0;
    int top1_disagreements = 0;   // where exact top-1 leads top-2 by >= 0.3
    QString first_problem;        // a human-readable description of the worst spot
};

// Compares `synsema-cli logits --json` output with an exact case.
LogitCheck check_logits(const ReferenceCase& ref, const QJsonObject& cli_output);
// `synsema-cli logits --json` output of `tokens` as a case to compare other
// output with (its first 20 logits per position as top20): e.g. the logits
// with an F16 KV cache against those with an F32 one.
ReferenceCase case_from_output(const QVector<int>& tokens, const QJsonObject& cli_output);

// README tolerance: float models every logit within 0.01; quantized models
// RMS <= 0.10, max <= 0.40 and top-1 agreement where the margin is >= 0.3.
bool within_float_tolerance(const LogitCheck& c);
bool within_quant_tolerance(const LogitCheck& c);

}  // namespace synsema::test
