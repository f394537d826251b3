// The table under "Verify a report…" on the Proof tab, the same table
// `synsema-cli verify` prints: for each report one row for its signature,
// then one row per file it names (expected sha256, found sha256, match /
// mismatch / missing). Failures (a signature that does not hold, a file that
// mismatches) are red and bold, so they stand out in a long table.
// StateRole gives the CLI's state words ("valid", "mismatch", …) for tests
// and filters; the display text is for people (ui/proof/verify_text.h).
#pragma once
#include <QAbstractTableModel>

#include <optional>
#include <vector>

#include "services/verify/report_check.h"

namespace synsema::ui {

class VerifyTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role { StateRole = Qt::UserRole + 1, FailedRole };
    enum Column { ReportColumn, StatusColumn, ItemColumn, ExpectedColumn, FoundColumn, ColumnCount };

    explicit VerifyTableModel(QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void set_verification(verify::Verification v);
    void clear();
    const std::optional<verify::Verification>& verification() const { return verification_; }

private:
    struct Row {
        size_t report = 0;
        std::optional<size_t> file;  // none: the report's signature row
    };
    QString display(const Row& row, int column) const;
    QString tooltip(const Row& row) const;
    QString state(const Row& row) const;
    bool failed(const Row& row) const;

    std::optional<verify::Verification> verification_;
    std::vector<Row> rows_;
};

}  // namespace synsema::ui
