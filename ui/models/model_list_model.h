// The models browser's item model: one row per model found in any source.
// Every change is wrapped in begin…/end… so views and proxies stay consistent.
#pragma once
#include <QAbstractTableModel>
#include <QVector>

namespace synsema::ui {

struct ModelEntry {
    QString name;
    QString source;        // "file", "ollama", "huggingface", "lmstudio", "folder"
    QString path;
    QString architecture;
    qint64 size = 0;
    QString quantization;
    qint64 context_length = 0;
    bool arch_found = false;
    bool runnable = true;
    QString note;          // why it is not runnable, or a warning
};

class ModelListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Source, Architecture, Size, Quantization, Context, ArchFile, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, SortRole, RunnableRole };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Adds or refreshes the row for entry.path; returns its row.
    int add_or_update(const ModelEntry& entry);
    void replace_all(const QVector<ModelEntry>& entries);
    const ModelEntry& entry(int row) const { return entries_[row]; }
    int row_of(const QString& path) const;

private:
    QVector<ModelEntry> entries_;
};

// Reads a GGUF header (no hashing, no tensor data) into an entry; a file that
// cannot be read becomes a non-runnable entry whose note says why.
ModelEntry describe_model_file(const QString& path, const QString& source);

QString human_size(qint64 bytes);

}  // namespace synsema::ui
