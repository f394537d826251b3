#include "prompt_page.h"

#include "ui/shell/new_file.h"

#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

namespace synsema::ui {
namespace {

QDoubleSpinBox* double_box(QWidget* parent, double lo, double hi, double step, int decimals, const QString& name) {
    auto* b = new QDoubleSpinBox(parent);
    b->setRange(lo, hi);
    b->setSingleStep(step);
    b->setDecimals(decimals);
    b->setAccessibleName(name);
    return b;
}

QSpinBox* int_box(QWidget* parent, int lo, int hi, const QString& name) {
    auto* b = new QSpinBox(parent);
    b->setRange(lo, hi);
    b->setAccessibleName(name);
    return b;
}

}  // namespace

PromptPage::PromptPage(QWidget* parent) : QWidget(parent) {
    system_ = new QPlainTextEdit(this);
    system_->setObjectName("systemPrompt");
    system_->setAccessibleName(tr("System prompt"));
    system_->setPlaceholderText(tr("System prompt (optional)"));
    system_->setMaximumHeight(70);
    prompt_ = new QPlainTextEdit(this);
    prompt_->setObjectName("userPrompt");
    prompt_->setAccessibleName(tr("Prompt"));
    prompt_->setPlaceholderText(tr("Prompt. Ctrl+Return runs it."));
    transcript_ = new QPlainTextEdit(this);
    transcript_->setObjectName("transcript");
    transcript_->setAccessibleName(tr("Conversation"));
    transcript_->setReadOnly(true);

    temperature_ = double_box(this, 0, 5, 0.05, 2, tr("Temperature"));
    top_k_ = int_box(this, 0, 100000, tr("Top-k"));
    top_p_ = double_box(this, 0, 1, 0.01, 2, tr("Top-p"));
    min_p_ = double_box(this, 0, 1, 0.01, 2, tr("Min-p"));
    repeat_penalty_ = double_box(this, 0.5, 3, 0.05, 2, tr("Repeat penalty"));
    seed_ = int_box(this, 0, 2147483647, tr("Seed"));
    max_tokens_ = int_box(this, 1, 32768, tr("Maximum tokens"));
    auto* sampling = new QGroupBox(tr("Sampling"), this);
    auto* form = new QFormLayout(sampling);
    form->addRow(tr("Temperature"), temperature_);
    form->addRow(tr("Top-k"), top_k_);
    form->addRow(tr("Top-p"), top_p_);
    form->addRow(tr("Min-p"), min_p_);
    form->addRow(tr("Repeat penalty"), repeat_penalty_);
    form->addRow(tr("Seed"), seed_);
    form->addRow(tr("Max tokens"), max_tokens_);

    run_ = new QPushButton(tr("&Run"), this);
    run_->setObjectName("runButton");
    run_->setAccessibleName(tr("Run prompt"));
    run_->setToolTip(tr("Run (Ctrl+Return)"));
    stop_ = new QPushButton(tr("&Stop"), this);
    stop_->setObjectName("stopButton");
    stop_->setAccessibleName(tr("Stop generation"));
    stop_->setToolTip(tr("Stop (Esc)"));
    stop_->setEnabled(false);
    export_ = new QPushButton(tr("&Export conversation…"), this);
    export_->setAccessibleName(tr("Export conversation"));
    export_->setObjectName("exportConversationButton");
    new_conversation_ = new QPushButton(tr("&New conversation"), this);
    new_conversation_->setObjectName("newConversationButton");
    new_conversation_->setAccessibleName(tr("New conversation"));
    new_conversation_->setToolTip(tr("Forget this conversation and start a new one (Ctrl+Shift+N)"));
    connect(new_conversation_, &QPushButton::clicked, this, &PromptPage::new_conversation);
    auto* new_shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N), this);
    connect(new_shortcut, &QShortcut::activated, this, &PromptPage::new_conversation);
    connect(run_, &QPushButton::clicked, this, &PromptPage::run);
    connect(stop_, &QPushButton::clicked, this, &PromptPage::stop_requested);
    connect(export_, &QPushButton::clicked, this, &PromptPage::export_dialog);
    auto* run_shortcut = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this);
    connect(run_shortcut, &QShortcut::activated, this, &PromptPage::run);
    auto* stop_shortcut = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(stop_shortcut, &QShortcut::activated, this, &PromptPage::stop_requested);

    progress_ = new QProgressBar(this);
    progress_->setObjectName("prefillProgress");
    progress_->setAccessibleName(tr("Prompt processing progress"));
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    progress_->setFormat(tr("Idle"));
    progress_->setTextVisible(true);
    status_ = new QLabel(tr("Load a model on the Models tab to begin."), this);
    status_->setObjectName("generationStatus");

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(stop_);
    buttons->addStretch();
    buttons->addWidget(new_conversation_);
    buttons->addWidget(export_);
    auto* inputs = new QWidget(this);
    auto* il = new QVBoxLayout(inputs);
    il->setContentsMargins(0, 0, 0, 0);
    il->addWidget(system_);
    il->addWidget(prompt_);
    il->addLayout(buttons);
    auto* top = new QHBoxLayout;
    top->addWidget(inputs, 3);
    top->addWidget(sampling, 1);
    auto* topw = new QWidget(this);
    topw->setLayout(top);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(transcript_);
    split->addWidget(topw);
    split->setStretchFactor(0, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    set_model(QString());
    set_busy(false);
}

void PromptPage::set_model(const QString& model_name) {
    if (!model_name_.isEmpty()) save_sampling();
    model_name_ = model_name;
    model_loaded_ = !model_name.isEmpty();
    const SamplingSettings defaults;
    QSettings s;
    s.beginGroup("sampling/" + (model_name.isEmpty() ? QStringLiteral("default") : model_name));
    temperature_->setValue(s.value("temperature", defaults.temperature).toDouble());
    top_k_->setValue(s.value("top_k", defaults.top_k).toInt());
    top_p_->setValue(s.value("top_p", defaults.top_p).toDouble());
    min_p_->setValue(s.value("min_p", defaults.min_p).toDouble());
    repeat_penalty_->setValue(s.value("repeat_penalty", defaults.repeat_penalty).toDouble());
    seed_->setValue(s.value("seed", int(defaults.seed)).toInt());
    max_tokens_->setValue(s.value("max_tokens", defaults.max_tokens).toInt());
    if (model_loaded_) status_->setText(tr("Ready: %1").arg(model_name));
    set_busy(false);
}

void PromptPage::save_sampling() const {
    QSettings s;
    s.beginGroup("sampling/" + model_name_);
    s.setValue("temperature", temperature_->value());
    s.setValue("top_k", top_k_->value());
    s.setValue("top_p", top_p_->value());
    s.setValue("min_p", min_p_->value());
    s.setValue("repeat_penalty", repeat_penalty_->value());
    s.setValue("seed", seed_->value());
    s.setValue("max_tokens", max_tokens_->value());
}

GenerationRequest PromptPage::request() const {
    GenerationRequest r;
    r.system_prompt = system_->toPlainText();
    r.user_prompt = prompt_->toPlainText();
    r.sampling.temperature = temperature_->value();
    r.sampling.top_k = top_k_->value();
    r.sampling.top_p = top_p_->value();
    r.sampling.min_p = min_p_->value();
    r.sampling.repeat_penalty = repeat_penalty_->value();
    r.sampling.seed = quint64(seed_->value());
    r.sampling.max_tokens = max_tokens_->value();
    return r;
}

void PromptPage::run() {
    if (!run_->isEnabled() || prompt_->toPlainText().trimmed().isEmpty()) return;
    if (!model_name_.isEmpty()) save_sampling();
    const GenerationRequest r = request();
    transcript_->moveCursor(QTextCursor::End);
    if (!transcript_->toPlainText().isEmpty()) transcript_->insertPlainText("\n\n");
    transcript_->insertPlainText(tr("You: %1\n\nModel: ").arg(r.user_prompt));
    generation_started();
    emit run_requested(r);
}

void PromptPage::generation_started() {
    prefill_clock_.start();
    progress_->setValue(0);
    progress_->setFormat(tr("Reading the prompt…"));
    set_busy(true);
}

void PromptPage::on_prefill_progress(qint64 done, qint64 total, double fraction) {
    progress_->setValue(int(fraction * 1000));
    const double elapsed = double(prefill_clock_.elapsed()) / 1000.0;
    const double left = fraction > 0.01 ? elapsed * (1.0 - fraction) / fraction : 0;
    progress_->setFormat(tr("Prompt: %1 of %2 tokens · about %3 s left")
                             .arg(qMin(total, qint64(fraction * double(total) + 0.5)))
                             .arg(total)
                             .arg(left, 0, 'f', 1));
    Q_UNUSED(done);
}

void PromptPage::on_text(const QString& text) {
    transcript_->moveCursor(QTextCursor::End);
    transcript_->insertPlainText(text);
}

void PromptPage::on_decode_progress(qint64 generated, double tokens_per_second) {
    progress_->setValue(1000);
    progress_->setFormat(tr("Generating: %1 tokens · %2 tok/s").arg(generated).arg(tokens_per_second, 0, 'f', 1));
}

void PromptPage::on_finished(const GenerationStats& stats) {
    set_busy(false);
    if (stats.stop_reason == "cancelled") {
        status_->setText(tr("Stopped."));
        progress_->setFormat(tr("Stopped"));
        return;
    }
    const double prefill = stats.prefill_seconds > 0 ? double(stats.prefill_tokens) / stats.prefill_seconds : 0;
    const double decode = stats.decode_seconds > 0 ? double(stats.generated_tokens) / stats.decode_seconds : 0;
    status_->setText(tr("Prompt %1 tokens (%2 new) at %3 tok/s · %4 tokens generated at %5 tok/s · stop: %6")
                         .arg(stats.prompt_tokens)
                         .arg(stats.prefill_tokens)
                         .arg(prefill, 0, 'f', 1)
                         .arg(stats.generated_tokens)
                         .arg(decode, 0, 'f', 1)
                         .arg(stats.stop_reason));
    progress_->setFormat(tr("Done"));
}

void PromptPage::on_failed(const QString& message) {
    set_busy(false);
    status_->setText(tr("Error: %1").arg(message));
    progress_->setFormat(tr("Failed"));
    QMessageBox::warning(this, tr("Generation failed"), message);
}

void PromptPage::set_busy(bool busy) {
    run_->setEnabled(!busy && model_loaded_);
    stop_->setEnabled(busy);
    new_conversation_->setEnabled(!busy);
}

void PromptPage::new_conversation() {
    // Mid-reply the engine still appends this turn to its history; Stop first.
    if (!new_conversation_->isEnabled()) return;
    transcript_->clear();
    status_->setText(model_loaded_ ? tr("New conversation: %1").arg(model_name_) : tr("New conversation."));
    progress_->setValue(0);
    progress_->setFormat(tr("Idle"));
    emit new_conversation_requested();
}

QString PromptPage::transcript() const { return transcript_->toPlainText(); }

QString PromptPage::export_to(const QString& path) const {
    return save_new_file(path, transcript_->toPlainText().toUtf8() + "\n");
}

void PromptPage::export_dialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export conversation"), QString(),
                                                      tr("Text files (*.txt);;All files (*)"), nullptr, kNewFileDialogOptions);
    if (path.isEmpty()) return;
    const QString error = export_to(path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
}

}  // namespace synsema::ui
