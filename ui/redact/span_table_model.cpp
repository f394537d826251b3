#include "span_table_model.h"

#include <QBrush>

#include <algorithm>

#include "ui/redact/category_colors.h"

namespace synsema::ui {

namespace {

constexpr int kMaxShownText = 80;

bool is_redacted(const redact::Span& s) { return s.decision != "keep"; }

}  // namespace

SpanTableModel::SpanTableModel(QObject* parent) : QAbstractTableModel(parent) {}

std::vector<redact::Span>* SpanTableModel::spans() const {
    if (!set_ || doc_ < 0 || size_t(doc_) >= set_->spans.size()) return nullptr;
    return &set_->spans[size_t(doc_)];
}

void SpanTableModel::show_document(services::RedactionSet* set, int doc) {
    beginResetModel();
    set_ = set;
    doc_ = set && doc >= 0 && size_t(doc) < set->spans.size() ? doc : -1;
    endResetModel();
    emit spans_changed();
}

const redact::Span& SpanTableModel::span(int row) const { return spans()->at(size_t(row)); }

int SpanTableModel::row_of(size_t start) const {
    const auto* list = spans();
    if (!list) return -1;
    for (size_t i = 0; i < list->size(); ++i)
        if ((*list)[i].start == start) return int(i);
    return -1;
}

QString SpanTableModel::span_text(const redact::Span& s) const {
    const std::string& text = set_->docs[size_t(doc_)].text;
    if (s.end > text.size() || s.start > s.end) return {};
    QString t = QString::fromUtf8(text.data() + s.start, qsizetype(s.length())).simplified();
    return t.size() > kMaxShownText ? t.left(kMaxShownText - 1) + QChar(0x2026) : t;
}

void SpanTableModel::set_decision(int row, bool redact) {
    auto* list = spans();
    if (!list || row < 0 || size_t(row) >= list->size()) return;
    redact::Span& s = (*list)[size_t(row)];
    s.decision = redact ? "redact" : "keep";
    s.decided_by = "person";
    s.needs_review = false;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    emit spans_changed();
}

int SpanTableModel::add_span(size_t start, size_t end, const QString& category) {
    auto* list = spans();
    if (!list || start >= end || end > set_->docs[size_t(doc_)].text.size() || category.isEmpty()) return -1;
    // Spans the new one overlaps are replaced by it, so the set stays
    // sorted and non-overlapping (export relies on that).
    for (int row = int(list->size()) - 1; row >= 0; --row) {
        const auto& s = (*list)[size_t(row)];
        if (s.start < end && start < s.end) {
            beginRemoveRows({}, row, row);
            list->erase(list->begin() + row);
            endRemoveRows();
        }
    }
    redact::Span added;
    added.start = start;
    added.end = end;
    added.category = category.toStdString();
    added.rule = "person";
    added.confidence = 1.0;
    added.decision = "redact";
    added.decided_by = "person";
    const auto at = std::lower_bound(list->begin(), list->end(), start,
                                     [](const redact::Span& s, size_t pos) { return s.start < pos; });
    const int row = int(at - list->begin());
    beginInsertRows({}, row, row);
    list->insert(at, std::move(added));
    endInsertRows();
    emit spans_changed();
    return row;
}

int SpanTableModel::rowCount(const QModelIndex& parent) const {
    const auto* list = spans();
    return parent.isValid() || !list ? 0 : int(list->size());
}

int SpanTableModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant SpanTableModel::data(const QModelIndex& index, int role) const {
    const auto* list = spans();
    if (!list || !index.isValid() || index.row() >= int(list->size())) return {};
    const redact::Span& s = (*list)[size_t(index.row())];
    if (role == NeedsReviewRole) return s.needs_review;
    if (role == Qt::CheckStateRole && index.column() == Redact) return is_redacted(s) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::BackgroundRole && index.column() == Category)
        return QBrush(category_color(QString::fromStdString(s.category)));
    if (role == Qt::ToolTipRole && index.column() == Redact)
        return s.decision == "review" ? tr("Redacted until you decide") : QVariant();
    if (role == SortRole) {
        switch (index.column()) {
            case Redact: return is_redacted(s) ? 1 : 0;
            case Start: return qulonglong(s.start);
            case End: return qulonglong(s.end);
            case Confidence: return s.confidence;
            case ModelProbability: return s.review_probability;
            default: return data(index, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
        case Redact: return s.decision == "review" ? tr("review") : QString::fromStdString(s.decision);
        case Category: return QString::fromStdString(s.category);
        case Text: return span_text(s);
        case Start: return qulonglong(s.start);
        case End: return qulonglong(s.end);
        case Confidence: return QString::number(s.confidence, 'f', 2);
        case Rule: return QString::fromStdString(s.rule);
        case DecidedBy: return QString::fromStdString(s.decided_by);
        case ModelProbability: return s.review_probability < 0 ? QString() : QString::number(s.review_probability, 'f', 3);
        default: return {};
    }
}

QVariant SpanTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
        case Redact: return tr("Redact");
        case Category: return tr("Category");
        case Text: return tr("Text");
        case Start: return tr("Start");
        case End: return tr("End");
        case Confidence: return tr("Confidence");
        case Rule: return tr("Found by");
        case DecidedBy: return tr("Decided by");
        case ModelProbability: return tr("Model P(identifier)");
        default: return {};
    }
}

Qt::ItemFlags SpanTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid()) return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == Redact) f |= Qt::ItemIsUserCheckable;
    return f;
}

bool SpanTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.column() != Redact || role != Qt::CheckStateRole || index.row() >= rowCount()) return false;
    set_decision(index.row(), value.toInt() == Qt::Checked);
    return true;
}

}  // namespace synsema::ui
