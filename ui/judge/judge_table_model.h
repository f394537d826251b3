// The Judge tab's table: one row per document, with a probability column per
// label of the preset, the decision, its confidence, the gate's verdict and a
// status (pending, judged, or the document's error). Display text is
// formatted; SortRole gives the raw values so numeric columns sort as
// numbers, and VerdictRole ("auto" / "needs-review") is what the review
// filter matches.
#pragma once
#include <QAbstractTableModel>
#include <QStringList>

#include <optional>
#include <vector>

#include "services/judge/judge_service.h"

namespace synsema::ui {

struct JudgeBatch;

class JudgeTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { SortRole = Qt::UserRole + 1, VerdictRole };

    explicit JudgeTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // New labels (another preset): the columns change and every result is
    // dropped, since it belongs to the old preset. The documents stay.
    void set_labels(const QStringList& labels);
    const QStringList& labels() const { return labels_; }
    // Adds a document (absolute path) unless it is already listed; returns whether it was added.
    bool add_document(const QString& path);
    void clear();
    // Takes a run's results: each judged document's row is filled in; rows
    // the run did not reach keep their previous state.
    void apply(const JudgeBatch& batch);

    QStringList paths() const;
    // The judged rows (results and errors), in table order, for export.
    std::vector<services::JudgedDocument> judged() const;
    const services::JudgedDocument* result(int row) const;
    bool has_results() const;

    int probability_column(int label) const { return 1 + label; }
    int decision_column() const { return 1 + int(labels_.size()); }
    int confidence_column() const { return decision_column() + 1; }
    int verdict_column() const { return decision_column() + 2; }
    int status_column() const { return decision_column() + 3; }

private:
    struct Row {
        QString path;
        std::optional<services::JudgedDocument> result;
    };
    QVariant display(const Row& row, int column) const;
    QVariant sort_value(const Row& row, int column) const;

    QStringList labels_;
    std::vector<Row> rows_;
};

}  // namespace synsema::ui
