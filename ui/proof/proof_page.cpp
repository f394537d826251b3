#include "proof_page.h"

#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>

#include <utility>

#include "engine/attest/signed_report.h"
#include "engine/gguf/gguf_summary.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/new_file.h"
#include "ui/proof/proof_digest_view.h"
#include "ui/proof/proof_egress.h"
#include "ui/proof/proof_job.h"
#include "ui/proof/proof_verify_box.h"

namespace synsema::ui {

ProofPage::ProofPage(EngineController* engine, QWidget* parent) : QWidget(parent), engine_(engine) {
    qRegisterMetaType<ProofReport>();
    model_ = new QLabel(tr("No model is loaded. Load one on the Models tab to see the sha256 of its weights, "
                           "its arch file and the engine."),
                        this);
    model_->setObjectName("proofModel");
    model_->setAccessibleName(tr("Attested model"));
    model_->setWordWrap(true);
    model_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Says what chose the model when no person did (the SYNSEMA_MODEL variable).
    origin_ = new QLabel(this);
    origin_->setObjectName("proofModelOrigin");
    origin_->setAccessibleName(tr("How the model was chosen"));
    origin_->setWordWrap(true);
    origin_->setTextFormat(Qt::PlainText);
    origin_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    origin_->hide();
    status_ = new QLabel(this);
    status_->setObjectName("proofStatus");
    status_->setAccessibleName(tr("Attestation status"));
    status_->setWordWrap(true);
    progress_ = new QProgressBar(this);
    progress_->setObjectName("proofProgress");
    progress_->setAccessibleName(tr("Hashing progress"));
    progress_->setRange(0, 1000);
    progress_->setVisible(false);
    cancel_ = new QPushButton(tr("&Cancel hashing"), this);
    cancel_->setObjectName("proofCancel");
    cancel_->setAccessibleName(tr("Cancel hashing"));
    cancel_->setVisible(false);
    verify_ = new QPushButton(tr("Ver&ify again"), this);
    verify_->setObjectName("proofVerifyAgain");
    verify_->setAccessibleName(tr("Verify again: hash every byte, without the hash cache"));
    verify_->setToolTip(tr("Hash every file again, without the hash cache"));
    export_ = new QPushButton(tr("E&xport attestation report…"), this);
    export_->setObjectName("proofExport");
    export_->setAccessibleName(tr("Export attestation report"));

    auto* weights_box = new QGroupBox(tr("Weights"), this);
    weights_layout_ = new QVBoxLayout(weights_box);
    auto* arch_box = new QGroupBox(tr("Architecture file"), this);
    arch_ = new ProofDigestView(tr("Arch file"), "proofArch", false, arch_box);
    (new QVBoxLayout(arch_box))->addWidget(arch_);
    auto* engine_box = new QGroupBox(tr("Engine"), this);
    engine_version_ = new QLabel(engine_box);
    engine_version_->setObjectName("proofEngineVersion");
    engine_version_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    engine_binary_ = new ProofDigestView(tr("Engine binary"), "proofEngine", false, engine_box);
    auto* el = new QVBoxLayout(engine_box);
    el->addWidget(engine_version_);
    el->addWidget(engine_binary_);
    warnings_ = new QLabel(this);
    warnings_->setObjectName("proofWarnings");
    warnings_->setAccessibleName(tr("Attestation warnings"));
    warnings_->setWordWrap(true);
    warnings_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    warnings_->setStyleSheet("color: #c62828; font-weight: bold;");
    egress_ = new ProofEgressBox(this);
    auto* key_box = new QGroupBox(tr("Signing key"), this);
    key_ = new QLabel(key_box);
    key_->setObjectName("proofKeyFingerprint");
    key_->setAccessibleName(tr("This installation's signing key"));
    key_->setWordWrap(true);
    key_->setTextFormat(Qt::PlainText);
    key_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    (new QVBoxLayout(key_box))->addWidget(key_);
    show_signing_key();
    verify_box_ = new ProofVerifyBox(this);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(progress_, 1);
    buttons->addWidget(cancel_);
    buttons->addStretch();
    buttons->addWidget(verify_);
    buttons->addWidget(export_);
    auto* content = new QWidget(this);
    auto* cl = new QVBoxLayout(content);
    cl->addWidget(model_);
    cl->addWidget(origin_);
    cl->addWidget(status_);
    cl->addLayout(buttons);
    cl->addWidget(warnings_);
    cl->addWidget(weights_box);
    cl->addWidget(arch_box);
    cl->addWidget(engine_box);
    cl->addWidget(egress_);
    cl->addWidget(key_box);
    cl->addWidget(verify_box_);
    cl->addStretch();
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    (new QVBoxLayout(this))->addWidget(scroll);

    connect(verify_, &QPushButton::clicked, this, [this] { verify(false); });
    connect(export_, &QPushButton::clicked, this, &ProofPage::export_dialog);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (running_) engine_->cancel();
    });
    connect(engine_, &EngineController::job_progress, this,
            [this](const QString& kind, qint64 done, qint64 total, const QString& what) {
                if (kind != kProofJobKind || total <= 0) return;
                progress_->setValue(int(1000.0 * double(done) / double(total)));
                progress_->setFormat(tr("%1: %p%").arg(what));
            });
    connect(engine_, &EngineController::job_finished, this, [this](const QString& kind, const QVariant& result) {
        if (kind == kProofJobKind && running_) on_finished(result.value<ProofReport>());
    });
    connect(engine_, &EngineController::job_failed, this, [this](const QString& kind, const QString& message) {
        if (kind == kProofJobKind && running_) on_stopped(tr("The hashes could not be computed: %1").arg(message));
    });
    connect(engine_, &EngineController::job_cancelled, this, [this](const QString& kind) {
        if (kind == kProofJobKind && running_) on_stopped(tr("Hashing was cancelled. Press Verify again to hash."));
    });
    // A job queued behind a prompt would wait anyway; start when the engine is free.
    connect(engine_, &EngineController::busy_changed, this, [this](bool busy) {
        if (!busy) start_if_due();
    });
    clear_digests(tr("No model is loaded."));
    set_running(false);
}

void ProofPage::set_model(const ModelDetails& model, const QString& reference, const QStringList& arch_dirs) {
    model_name_ = model.name;
    reference_ = reference;
    arch_dirs_ = arch_dirs;
    report_.reset();
    // The summary every front end shows (gguf::GgufSummary), by the name it was found by.
    model_->setText(tr("<b>%1</b> — general.name %2 · %3 · %4 parameters · attested as %5")
                        .arg((model.found_as.isEmpty() ? model.name : model.found_as).toHtmlEscaped(),
                             model.name.toHtmlEscaped(), model.quantization.toHtmlEscaped(),
                             QString::fromStdString(gguf::parameters_text(uint64_t(model.parameters))),
                             reference.toHtmlEscaped()));
    origin_->setVisible(!model.origin.isEmpty());
    origin_->setText(model.origin.isEmpty() ? QString()
                                            : tr("Chosen by the %1 environment variable (%1=%2) when this window started.")
                                                  .arg(model.origin, reference));
    clear_digests(tr("Not hashed yet."));
    status_->setText(tr("The hashes are computed when this tab is open."));
    due_ = true;
    use_cache_next_ = true;
    ++generation_;  // a job still running for the previous model is now stale
    set_running(running_);
    start_if_due();
}

void ProofPage::verify(bool use_cache) {
    if (reference_.isEmpty() || running_) return;
    due_ = true;
    use_cache_next_ = use_cache;
    start_if_due();
}

void ProofPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    egress_->run_self_check();  // live: each time the reviewer opens the tab
    start_if_due();
}

void ProofPage::start_if_due() {
    if (!due_ || running_ || reference_.isEmpty() || !isVisible()) return;
    if (engine_->busy()) {
        status_->setText(tr("Waiting for the engine to finish its current task…"));
        return;
    }
    due_ = false;
    running_generation_ = generation_;
    set_running(true);
    status_->setText(use_cache_next_ ? tr("Hashing (files unchanged since their last hash are taken from the hash cache)…")
                                     : tr("Hashing every byte again, without the hash cache…"));
    progress_->setValue(0);
    progress_->setFormat(tr("Starting…"));
    engine_->run_job(kProofJobKind, make_proof_job({arch_dirs_, use_cache_next_}));
}

void ProofPage::on_finished(const ProofReport& report) {
    set_running(false);
    if (running_generation_ != generation_) {  // another model was loaded meanwhile
        start_if_due();
        return;
    }
    report_ = report;
    show_report(report);
    emit proof_ready();
    if (!pending_export_.isEmpty()) export_when_fresh(std::exchange(pending_export_, QString()));
}

void ProofPage::on_stopped(const QString& message) {
    set_running(false);
    if (running_generation_ != generation_) {
        start_if_due();
        return;
    }
    status_->setText(message);
    pending_export_.clear();
    emit proof_failed(message);
}

void ProofPage::show_report(const ProofReport& r) {
    const auto& a = r.attestation;
    qDeleteAll(weights_);
    weights_.clear();
    for (size_t i = 0; i < a.weights.size(); ++i) {
        const QString title = a.weights.size() == 1 ? tr("Weights") : tr("Weights, file %1 of %2").arg(i + 1).arg(a.weights.size());
        auto* view = new ProofDigestView(title, QStringLiteral("proofWeights%1").arg(i), true);
        view->show_digest(a.weights[i]);
        weights_layout_->addWidget(view);
        weights_ << view;
    }
    if (a.arch_file.path.empty())
        arch_->show_absent(tr("No arch file was found for the architecture '%1'.").arg(QString::fromStdString(a.architecture)));
    else
        arch_->show_digest(a.arch_file);
    engine_binary_->show_digest(a.engine_binary);
    engine_version_->setText(tr("synsema %1 (git %2), engine %3, kernels %4")
                                 .arg(QString::fromStdString(a.engine_version), QString::fromStdString(a.git_revision),
                                      QString::fromStdString(a.engine_library), QString::fromStdString(a.kernel_path)));
    model_->setText(tr("<b>%1</b> — general.name %2, source: %3, %4 bytes, architecture %5")
                        .arg(QString::fromStdString(a.model_requested).toHtmlEscaped(),
                             QString::fromStdString(a.model_name).toHtmlEscaped(),
                             QString::fromStdString(a.model_source).toHtmlEscaped())
                        .arg(a.weights_size)
                        .arg(QString::fromStdString(a.architecture).toHtmlEscaped()));
    QStringList warnings;
    if (a.tampering_suspected) warnings << tr("POSSIBLE TAMPERING: the hashes may not describe what ran; see below.");
    for (const auto& w : a.warnings) warnings << QString::fromStdString(w);
    warnings_->setText(warnings.join('\n'));
    warnings_->setVisible(!warnings.isEmpty());
    status_->setText(tr("Attested %1.").arg(local_time_text(a.created_at)));
}

void ProofPage::clear_digests(const QString& why) {
    qDeleteAll(weights_);
    weights_.clear();
    auto* view = new ProofDigestView(tr("Weights"), "proofWeights0", true);
    view->show_absent(why);
    weights_layout_->addWidget(view);
    weights_ << view;
    arch_->show_absent(why);
    engine_binary_->show_absent(why);
    engine_version_->clear();
    warnings_->clear();
    warnings_->setVisible(false);
}

void ProofPage::set_running(bool running) {
    running_ = running;
    progress_->setVisible(running);
    cancel_->setVisible(running);
    verify_->setEnabled(!running && !reference_.isEmpty());
    export_->setEnabled(!running && report_.has_value());
}

void ProofPage::show_signing_key() {
    // Loading it creates it on first use (engine/attest/install_key.h); a key
    // file with loose permissions is refused, and the reason shown.
    try {
        const auto& key = attest::process_key();
        key_->setText(tr("Reports are signed with this installation's Ed25519 key.\nFingerprint (sha256 of the public key): "
                         "%1\nKey file: %2\nA reviewer checks them with: synsema-cli verify REPORT --trust KEYFILE "
                         "(synsema-cli key --export KEYFILE writes the public key).")
                          .arg(QString::fromStdString(key.public_key().fingerprint), QString::fromStdString(key.path())));
    } catch (const std::exception& e) {
        key_->setText(tr("Reports cannot be signed: %1").arg(QString::fromStdString(e.what())));
    }
}

QString ProofPage::export_report(const QString& path) const {
    if (!report_) return tr("There is no attestation to export yet.");
    if (!attest::all_computed_now(report_->attestation))
        return tr("The report shown has hashes from the hash cache; an exported report carries only hashes computed now. "
                  "Press Verify again first.");
    nlohmann::json report = attest::to_json(report_->attestation);
    try {
        attest::sign_report(report);  // with this installation's key
    } catch (const std::exception& e) {
        return tr("The report was not exported: it cannot be signed: %1").arg(QString::fromStdString(e.what()));
    }
    return save_new_file(path, QByteArray::fromStdString(report.dump(2) + "\n"));
}

void ProofPage::export_dialog() {
    QString stem = model_name_.isEmpty() ? QStringLiteral("model") : model_name_;
    stem.replace(QRegularExpression("[^A-Za-z0-9._-]+"), "-");
    const QString suggested = QDir::home().filePath(QStringLiteral("attestation-%1.json").arg(stem));
    const QString path = QFileDialog::getSaveFileName(this, tr("Export attestation report"), suggested,
                                                      tr("JSON files (*.json);;All files (*)"), nullptr, kNewFileDialogOptions);
    if (path.isEmpty()) return;
    export_when_fresh(path);
}

void ProofPage::export_when_fresh(const QString& path) {
    // An exported report carries hashes computed now: hash again first when
    // the report shown took any from the cache.
    if (!report_ || !attest::all_computed_now(report_->attestation)) {
        pending_export_ = path;
        verify(false);
        return;
    }
    const QString error = export_report(path);
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Export failed"), error);
    else status_->setText(tr("Attestation report saved to %1.").arg(QDir::toNativeSeparators(path)));
}

}  // namespace synsema::ui
