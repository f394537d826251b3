// The Prompt tab: system and user prompts, sampling settings (saved per
// model), Run / Stop, the streamed transcript, and prefill/decode progress.
#pragma once
#include <QElapsedTimer>
#include <QWidget>

#include "ui/engine/engine_types.h"

class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace synsema::ui {

class PromptPage : public QWidget {
    Q_OBJECT
public:
    explicit PromptPage(QWidget* parent = nullptr);

    // Loads the sampling defaults saved for this model (or the built-in ones).
    void set_model(const QString& model_name);
    GenerationRequest request() const;
    QString transcript() const;
    // Writes the conversation to `path` atomically; returns an error or "".
    QString export_to(const QString& path) const;
    // Clears the transcript and asks the engine to forget the history
    // (new_conversation_requested); ignored while a reply is being generated.
    void new_conversation();

public slots:
    void generation_started();
    void on_prefill_progress(qint64 done, qint64 total, double fraction);
    void on_text(const QString& text);
    void on_decode_progress(qint64 generated, double tokens_per_second);
    void on_finished(const synsema::ui::GenerationStats& stats);
    void on_failed(const QString& message);
    void set_busy(bool busy);

signals:
    void run_requested(const synsema::ui::GenerationRequest& request);
    void stop_requested();
    void new_conversation_requested();

private:
    void save_sampling() const;
    void run();
    void export_dialog();

    QString model_name_;
    QPlainTextEdit* system_;
    QPlainTextEdit* prompt_;
    QPlainTextEdit* transcript_;
    QDoubleSpinBox* temperature_;
    QSpinBox* top_k_;
    QDoubleSpinBox* top_p_;
    QDoubleSpinBox* min_p_;
    QDoubleSpinBox* repeat_penalty_;
    QSpinBox* seed_;
    QSpinBox* max_tokens_;
    QPushButton* run_;
    QPushButton* stop_;
    QPushButton* export_;
    QPushButton* new_conversation_;
    QProgressBar* progress_;
    QLabel* status_;
    QElapsedTimer prefill_clock_;
    bool model_loaded_ = false;
};

}  // namespace synsema::ui
