#include "proof_verify_box.h"

#include <QCheckBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/proof/verify_table_model.h"
#include "ui/proof/verify_text.h"

namespace synsema::ui {
namespace {

QPushButton* button(QWidget* parent, const QString& text, const QString& object_name, const QString& accessible) {
    auto* b = new QPushButton(text, parent);
    b->setObjectName(object_name);
    b->setAccessibleName(accessible);
    return b;
}

std::vector<std::string> to_std(const QStringList& list) {
    std::vector<std::string> out;
    for (const QString& s : list) out.push_back(s.toStdString());
    return out;
}

}  // namespace

ProofVerifyBox::ProofVerifyBox(QWidget* parent) : QGroupBox(tr("Verify reports"), parent) {
    verify_ = button(this, tr("Verify a &report…"), "proofVerifyReport", tr("Verify signed reports and the files they name"));
    files_ = button(this, tr("Files &folder…"), "proofVerifyFiles", tr("Folder to look in for the files the reports name"));
    trust_ = button(this, tr("&Trusted key…"), "proofVerifyTrust", tr("Public keys of other installations to accept"));
    reset_ = button(this, tr("Use defaults"), "proofVerifyReset", tr("Forget the files folder and the trusted keys"));
    require_all_ = new QCheckBox(tr("Missing files fail the check"), this);
    require_all_->setObjectName("proofVerifyRequireAll");
    options_ = new QLabel(this);
    options_->setObjectName("proofVerifyOptions");
    options_->setWordWrap(true);
    options_->setTextFormat(Qt::PlainText);
    options_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    verdict_ = new QLabel(tr("Choose signed reports (attestation, redaction report, audit log) to check their "
                             "signatures and re-hash every file they name."),
                          this);
    verdict_->setObjectName("proofVerifyVerdict");
    verdict_->setAccessibleName(tr("Verification verdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextFormat(Qt::PlainText);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    model_ = new VerifyTableModel(this);
    table_ = new QTableView(this);
    table_->setObjectName("proofVerifyTable");
    table_->setAccessibleName(tr("Verification table"));
    table_->setModel(model_);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(false);
    table_->setMinimumHeight(220);
    table_->verticalHeader()->hide();
    // Five columns of paths and 64-digit hashes do not fit side by side: long
    // cells are elided in the middle (a hash's first and last digits stay
    // visible) and a cell's tooltip holds all of it; columns can be widened.
    table_->setTextElideMode(Qt::ElideMiddle);
    table_->horizontalHeader()->setStretchLastSection(true);
    for (const auto& [column, width] : {std::pair{VerifyTableModel::ReportColumn, 150}, {VerifyTableModel::StatusColumn, 330},
                                        {VerifyTableModel::ItemColumn, 240}, {VerifyTableModel::ExpectedColumn, 170}})
        table_->setColumnWidth(column, width);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(verify_);
    buttons->addWidget(files_);
    buttons->addWidget(trust_);
    buttons->addWidget(reset_);
    buttons->addWidget(require_all_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(options_);
    layout->addWidget(verdict_);
    layout->addWidget(table_);
    show_options();

    connect(verify_, &QPushButton::clicked, this, &ProofVerifyBox::choose_reports);
    connect(files_, &QPushButton::clicked, this, &ProofVerifyBox::choose_files_dir);
    connect(trust_, &QPushButton::clicked, this, &ProofVerifyBox::choose_trusted_keys);
    connect(reset_, &QPushButton::clicked, this, [this] {
        set_files_dir({});
        set_trusted_keys({});
    });
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &ProofVerifyBox::on_finished);
}

ProofVerifyBox::~ProofVerifyBox() {
    stop_ = true;  // a long hash stops at its next chunk instead of holding the window open
    watcher_.waitForFinished();
}

void ProofVerifyBox::set_files_dir(const QString& dir) {
    files_dir_ = dir;
    show_options();
}

void ProofVerifyBox::set_trusted_keys(const QStringList& key_files) {
    trusted_keys_ = key_files;
    show_options();
}

void ProofVerifyBox::set_require_all(bool require_all) { require_all_->setChecked(require_all); }

bool ProofVerifyBox::verify_reports(const QStringList& reports) {
    if (watcher_.isRunning() || reports.isEmpty()) return false;
    verify::VerifyRequest request{to_std(reports), files_dir_.toStdString(), to_std(trusted_keys_), require_all_->isChecked()};
    verify_->setEnabled(false);
    model_->clear();
    set_verdict(tr("Checking the signatures of %1 and re-hashing the files named in them…")
                    .arg(reports.size() == 1 ? QFileInfo(reports[0]).fileName() : tr("%1 reports").arg(reports.size())),
                false);
    stop_ = false;
    watcher_.setFuture(QtConcurrent::run([this, request]() -> Outcome {
        // Caught here: an exception leaving a QtConcurrent task loses its message.
        try {
            return {verify::verify_reports(request, &stop_), {}};
        } catch (const std::exception& e) {
            return {{}, QString::fromStdString(e.what())};
        }
    }));
    return true;
}

void ProofVerifyBox::on_finished() {
    verify_->setEnabled(true);
    const Outcome outcome = watcher_.result();
    if (!outcome.error.isEmpty()) {
        set_verdict(tr("The reports were not verified: %1").arg(outcome.error), true);
        emit verification_failed(outcome.error);
        return;
    }
    const VerdictText verdict = verdict_text(outcome.verification);
    set_verdict(verdict.text, !verdict.ok);
    model_->set_verification(outcome.verification);
    emit verification_ready(verdict.ok);
}

void ProofVerifyBox::set_verdict(const QString& text, bool failed) {
    verdict_->setText(text);
    verdict_->setStyleSheet(failed ? QStringLiteral("color: #c62828; font-weight: bold;") : QStringLiteral("font-weight: bold;"));
}

void ProofVerifyBox::show_options() {
    QStringList keys;
    for (const QString& k : trusted_keys_) keys << QDir::toNativeSeparators(k);
    options_->setText(tr("Files are looked for %1. Signatures are accepted from this installation's key%2.")
                          .arg(files_dir_.isEmpty() ? tr("at the paths the reports recorded")
                                                    : tr("by name in %1 first, then at the paths the reports recorded")
                                                          .arg(QDir::toNativeSeparators(files_dir_)),
                               keys.isEmpty() ? QString() : tr(" and the trusted keys %1").arg(keys.join(", "))));
    reset_->setEnabled(!files_dir_.isEmpty() || !trusted_keys_.isEmpty());
}

void ProofVerifyBox::choose_reports() {
    const QStringList reports = QFileDialog::getOpenFileNames(this, tr("Verify signed reports"), QDir::homePath(),
                                                              tr("Reports (*.json);;All files (*)"));
    if (!reports.isEmpty()) verify_reports(reports);
}

void ProofVerifyBox::choose_files_dir() {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Folder holding the files the reports name"),
                                                          files_dir_.isEmpty() ? QDir::homePath() : files_dir_);
    if (!dir.isEmpty()) set_files_dir(dir);
}

void ProofVerifyBox::choose_trusted_keys() {
    const QStringList keys = QFileDialog::getOpenFileNames(this, tr("Trusted public keys (synsema-cli key --export)"),
                                                           QDir::homePath(), tr("Public keys (*.pem);;All files (*)"));
    if (!keys.isEmpty()) set_trusted_keys(keys);
}

}  // namespace synsema::ui
