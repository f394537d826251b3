#include "judge_table_model.h"

#include <QBrush>
#include <QColor>
#include <QFileInfo>

#include <algorithm>

#include "ui/judge/judge_job_types.h"

namespace synsema::ui {
namespace {

bool judged_ok(const std::optional<services::JudgedDocument>& r) { return r && r->error.isEmpty(); }

}  // namespace

JudgeTableModel::JudgeTableModel(QObject* parent) : QAbstractTableModel(parent) {}

int JudgeTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int JudgeTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : status_column() + 1; }

QVariant JudgeTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    const Row& row = rows_[size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case SortRole:
        return sort_value(row, column);
    case VerdictRole:
        return judged_ok(row.result) ? QString(judge::verdict_name(row.result->judgement.verdict)) : QString();
    case Qt::ToolTipRole:
        if (column == 0) return row.path;
        if (column == status_column() && row.result && !row.result->error.isEmpty()) return row.result->error;
        if (column == status_column() && judged_ok(row.result))
            return tr("sha256 %1\ncalibration: %2").arg(QString::fromLatin1(row.result->sha256),
                                                         QString::fromStdString(row.result->judgement.calibration));
        return {};
    case Qt::ForegroundRole:
        if (column == status_column() && row.result && !row.result->error.isEmpty()) return QBrush(QColor(0xc0, 0x20, 0x20));
        return {};
    case Qt::TextAlignmentRole:
        if (column > 0 && column < decision_column()) return int(Qt::AlignRight | Qt::AlignVCenter);
        if (column == confidence_column()) return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant JudgeTableModel::display(const Row& row, int column) const {
    if (column == 0) return QFileInfo(row.path).fileName();
    if (column == status_column()) {
        if (!row.result) return tr("Pending");
        if (!row.result->error.isEmpty()) return row.result->error;
        const qsizetype windows = qsizetype(row.result->score.windows.size());
        if (windows <= 1) return tr("Judged");
        return row.result->judgement.windows_disagree ? tr("Judged in %1 windows that disagree").arg(windows)
                                                      : tr("Judged in %1 windows").arg(windows);
    }
    if (!judged_ok(row.result)) return {};
    const judge::Judgement& j = row.result->judgement;
    if (column < decision_column()) return QString::number(j.probs[size_t(column - 1)], 'f', 4);
    if (column == decision_column()) return labels_.value(j.decision);
    if (column == confidence_column()) return QString::number(j.confidence, 'f', 4);
    if (column == verdict_column()) return j.verdict == judge::Verdict::Auto ? tr("Auto") : tr("Needs review");
    return {};
}

QVariant JudgeTableModel::sort_value(const Row& row, int column) const {
    if (column == 0) return QFileInfo(row.path).fileName();
    if (column == status_column()) return display(row, column);
    if (!judged_ok(row.result)) {
        // Below every real value, so unjudged rows sort together at one end.
        const bool numeric = column < decision_column() || column == confidence_column();
        return numeric ? QVariant(-1.0) : QVariant(QString());
    }
    const judge::Judgement& j = row.result->judgement;
    if (column < decision_column()) return j.probs[size_t(column - 1)];
    if (column == decision_column()) return labels_.value(j.decision);
    if (column == confidence_column()) return j.confidence;
    if (column == verdict_column()) return QString(judge::verdict_name(j.verdict));
    return {};
}

QVariant JudgeTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount()) return {};
    if (role == Qt::ToolTipRole && section > 0 && section < decision_column())
        return tr("Calibrated probability of \"%1\"").arg(labels_[section - 1]);
    if (role != Qt::DisplayRole) return {};
    if (section == 0) return tr("Document");
    if (section < decision_column()) return tr("p(%1)").arg(labels_[section - 1]);
    if (section == decision_column()) return tr("Decision");
    if (section == confidence_column()) return tr("Confidence");
    if (section == verdict_column()) return tr("Verdict");
    return tr("Status");
}

void JudgeTableModel::set_labels(const QStringList& labels) {
    beginResetModel();
    labels_ = labels;
    for (Row& row : rows_) row.result.reset();
    endResetModel();
}

bool JudgeTableModel::add_document(const QString& path) {
    for (const Row& row : rows_)
        if (row.path == path) return false;
    const int at = int(rows_.size());
    beginInsertRows({}, at, at);
    rows_.push_back({path, std::nullopt});
    endInsertRows();
    return true;
}

void JudgeTableModel::clear() {
    if (rows_.empty()) return;
    beginRemoveRows({}, 0, int(rows_.size()) - 1);
    rows_.clear();
    endRemoveRows();
}

void JudgeTableModel::apply(const JudgeBatch& batch) {
    // Results of another preset cannot fill these columns.
    QStringList batch_labels;
    for (const auto& label : batch.preset.labels) batch_labels << QString::fromStdString(label.name);
    if (batch_labels != labels_) return;
    for (const services::JudgedDocument& doc : batch.documents)
        for (size_t i = 0; i < rows_.size(); ++i) {
            if (rows_[i].path != doc.path) continue;
            rows_[i].result = doc;
            emit dataChanged(index(int(i), 0), index(int(i), status_column()));
            break;
        }
}

QStringList JudgeTableModel::paths() const {
    QStringList out;
    for (const Row& row : rows_) out << row.path;
    return out;
}

std::vector<services::JudgedDocument> JudgeTableModel::judged() const {
    std::vector<services::JudgedDocument> out;
    for (const Row& row : rows_)
        if (row.result) out.push_back(*row.result);
    return out;
}

bool JudgeTableModel::has_results() const {
    return std::any_of(rows_.begin(), rows_.end(), [](const Row& row) { return row.result.has_value(); });
}

const services::JudgedDocument* JudgeTableModel::result(int row) const {
    if (row < 0 || row >= int(rows_.size()) || !rows_[size_t(row)].result) return nullptr;
    return &*rows_[size_t(row)].result;
}

}  // namespace synsema::ui
