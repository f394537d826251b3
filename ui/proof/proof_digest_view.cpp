#include "proof_digest_view.h"

#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

namespace synsema::ui {

QString local_time_text(const std::string& iso8601_utc) {
    const QString text = QString::fromStdString(iso8601_utc);
    const QDateTime t = QDateTime::fromString(text, Qt::ISODate);
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::LongFormat) : text;
}

ProofDigestView::ProofDigestView(const QString& title, const QString& id, bool content_addressed, QWidget* parent)
    : QWidget(parent), content_addressed_(content_addressed) {
    auto* heading = new QLabel("<b>" + title.toHtmlEscaped() + "</b>", this);
    path_ = new QLabel(this);
    path_->setObjectName(id + "Path");
    path_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    path_->setWordWrap(true);
    path_->setAccessibleName(tr("%1 path").arg(title));
    sha256_ = new QLineEdit(this);
    sha256_->setObjectName(id + "Sha256");
    sha256_->setReadOnly(true);
    sha256_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    sha256_->setAccessibleName(tr("%1 sha256").arg(title));
    sha256_->setMinimumWidth(sha256_->fontMetrics().horizontalAdvance(QString(66, '0')));
    copy_ = new QPushButton(tr("Copy"), this);
    copy_->setObjectName(id + "Copy");
    copy_->setAccessibleName(tr("Copy the %1 sha256").arg(title));
    copy_->setToolTip(tr("Copy the sha256 to the clipboard"));
    connect(copy_, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(sha256_->text()); });
    provenance_ = new QLabel(this);
    provenance_->setObjectName(id + "Provenance");
    provenance_->setAccessibleName(tr("%1: when it was hashed").arg(title));
    content_address_ = new QLabel(this);
    content_address_->setObjectName(id + "ContentAddress");
    content_address_->setAccessibleName(tr("%1: content address check").arg(title));
    content_address_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    content_address_->setWordWrap(true);
    content_address_->setVisible(content_addressed);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 4, 0, 4);
    grid->addWidget(heading, 0, 0);
    grid->addWidget(path_, 0, 1, 1, 2);
    grid->addWidget(sha256_, 1, 0, 1, 2);
    grid->addWidget(copy_, 1, 2);
    grid->addWidget(provenance_, 2, 0, 1, 3);
    grid->addWidget(content_address_, 3, 0, 1, 3);
    grid->setColumnStretch(1, 1);
    show_absent(tr("Not hashed yet."));
}

void ProofDigestView::show_digest(const attest::FileDigest& d) {
    const QString path = QString::fromStdString(d.path), real = QString::fromStdString(d.real_path);
    path_->setText(real.isEmpty() || real == path ? path : tr("%1 → %2").arg(path, real));
    sha256_->setText(QString::fromStdString(d.sha256));
    copy_->setEnabled(true);
    const QString when = local_time_text(d.computed_at);
    provenance_->setText(d.reused ? tr("Reused from the hash cache (the file's size and time are unchanged); hashed %1.").arg(when)
                                  : tr("Verified now: every byte hashed %1.").arg(when));
    if (!content_addressed_) return;
    const QString expected = QString::fromStdString(d.expected_sha256);
    if (expected.isEmpty()) {
        content_address_->setStyleSheet({});
        content_address_->setText(tr("Content address: not applicable (the file is not named by its sha256)."));
    } else if (d.content_address_mismatch) {
        content_address_->setStyleSheet("color: #c62828; font-weight: bold;");
        content_address_->setText(tr("Content address: MISMATCH — possible tampering. The file is named by sha256 %1 "
                                     "but its bytes hash to the value above.").arg(expected));
    } else {
        content_address_->setStyleSheet({});
        content_address_->setText(tr("Content address: match (the file is named by this sha256)."));
    }
}

void ProofDigestView::show_absent(const QString& why) {
    path_->setText(why);
    sha256_->clear();
    copy_->setEnabled(false);
    provenance_->clear();
    content_address_->clear();
}

QString ProofDigestView::sha256() const { return sha256_->text(); }

}  // namespace synsema::ui
