// The spans of one document of a redaction set, as a table the person reviews:
// a check box per span (redact or keep), category, text, position, the rule
// and its confidence, who decided, and the model's P(identifier) when a model
// reviewed it. Every change by the person is recorded as decided_by "person"
// and goes straight into the set, so export writes exactly what the table shows.
#pragma once
#include <QAbstractTableModel>

#include "services/redact/redaction_job.h"

namespace synsema::ui {

class SpanTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Redact, Category, Text, Start, End, Confidence, Rule, DecidedBy, ModelProbability, ColumnCount };
    enum Role { SortRole = Qt::UserRole + 1, NeedsReviewRole };

    explicit SpanTableModel(QObject* parent = nullptr);

    // Shows document `doc` of `set` (the caller keeps `set` alive; null: empty).
    void show_document(services::RedactionSet* set, int doc);
    int document() const { return doc_; }
    const redact::Span& span(int row) const;
    int row_of(size_t start) const;  // the row whose span starts at `start`, -1 when none

    // The person's decision for one span: redact (true) or keep it.
    void set_decision(int row, bool redact);
    // Adds a span the person marked; spans it overlaps are replaced by it.
    // Returns its row, or -1 when the range is empty or outside the text.
    int add_span(size_t start, size_t end, const QString& category);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;

signals:
    // Any span of the shown document changed (decision, added, removed).
    void spans_changed();

private:
    std::vector<redact::Span>* spans() const;
    QString span_text(const redact::Span& s) const;

    services::RedactionSet* set_ = nullptr;
    int doc_ = -1;
};

}  // namespace synsema::ui
