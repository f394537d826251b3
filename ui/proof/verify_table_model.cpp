#include "verify_table_model.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>
#include <QFont>

#include "ui/proof/verify_text.h"

namespace synsema::ui {
namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

}  // namespace

VerifyTableModel::VerifyTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int VerifyTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int VerifyTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant VerifyTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case ReportColumn: return tr("Report");
        case StatusColumn: return tr("Status");
        case ItemColumn: return tr("Signature or file");
        case ExpectedColumn: return tr("Expected sha256");
        case FoundColumn: return tr("Found sha256");
        default: return {};
    }
}

QVariant VerifyTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const Row& row = rows_[size_t(index.row())];
    switch (role) {
        case Qt::DisplayRole: return display(row, index.column());
        case Qt::ToolTipRole: return display(row, index.column()) + "\n\n" + tooltip(row);  // the elided cell in full
        case StateRole: return state(row);
        case FailedRole: return failed(row);
        case Qt::ForegroundRole: return failed(row) ? QVariant(QBrush(QColor(0xc6, 0x28, 0x28))) : QVariant();
        case Qt::FontRole: {
            if (!failed(row)) return {};
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        default: return {};
    }
}

void VerifyTableModel::set_verification(verify::Verification v) {
    beginResetModel();
    rows_.clear();
    for (size_t r = 0; r < v.reports.size(); ++r) {
        rows_.push_back({r, std::nullopt});
        for (size_t f = 0; f < v.reports[r].files.size(); ++f) rows_.push_back({r, f});
    }
    verification_ = std::move(v);
    endResetModel();
}

void VerifyTableModel::clear() {
    beginResetModel();
    rows_.clear();
    verification_.reset();
    endResetModel();
}

QString VerifyTableModel::display(const Row& row, int column) const {
    const verify::ReportCheck& report = verification_->reports[row.report];
    if (column == ReportColumn) return QFileInfo(q(report.report)).fileName();
    if (!row.file) {  // the signature row
        switch (column) {
            case ItemColumn:
                return report.signature.key_fingerprint.empty()
                           ? tr("signature")
                           : tr("signature by key %1…").arg(q(report.signature.key_fingerprint.substr(0, 16)));
            case StatusColumn: return signature_status_text(report, verification_->keys);
            default: return {};
        }
    }
    const verify::FileCheck& f = report.files[*row.file];
    switch (column) {
        case ItemColumn: return q(f.file.path);
        case StatusColumn: return file_status_text(f);
        case ExpectedColumn: return q(f.file.expected_sha256);
        case FoundColumn: return f.found_sha256.empty() ? tr("—") : q(f.found_sha256);
        default: return {};
    }
}

// The details a cell has no room for: full paths, where a file was found,
// the signature's own sentence and the key's full fingerprint.
QString VerifyTableModel::tooltip(const Row& row) const {
    const verify::ReportCheck& report = verification_->reports[row.report];
    if (!row.file) {
        if (!report.readable) return q(report.report) + "\n" + q(report.read_error);
        return tr("%1\n%2").arg(q(report.report), q(report.signature.detail));
    }
    const verify::FileCheck& f = report.files[*row.file];
    QString tip = tr("Named in %1 as %2").arg(q(report.report), q(f.file.path));
    if (!f.found_at.empty()) tip += tr("\nFound at %1").arg(q(f.found_at));
    if (!f.error.empty()) tip += "\n" + q(f.error);
    return tip;
}

QString VerifyTableModel::state(const Row& row) const {
    const verify::ReportCheck& report = verification_->reports[row.report];
    return row.file ? QString::fromLatin1(verify::file_state_name(report.files[*row.file].state)) : signature_state(report);
}

bool VerifyTableModel::failed(const Row& row) const {
    const verify::ReportCheck& report = verification_->reports[row.report];
    return row.file ? report.files[*row.file].state == verify::FileState::Mismatch : !report.signature_valid();
}

}  // namespace synsema::ui
