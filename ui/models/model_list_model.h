// The models browser's item model: one row per model found in any source.
// Every change is wrapped in begin…/end… so views and proxies stay consistent.
#pragma once
#include <QAbstractTableModel>
#include <QVector>

#include <memory>

namespace synsema::sources {
struct ModelListing;
struct SourceEntry;
}  // namespace synsema::sources

namespace synsema::ui {

struct ModelEntry {
    QString name;          // the name it was found by: "qwen2.5:0.5b", "org/repo/f.gguf", the file name
    QString general_name;  // general.name from the header ("" when absent)
    QString source;        // "file", "ollama", "huggingface", "lmstudio", "folder"
    QString path;
    QString architecture;
    qint64 size = 0;
    QString quantization;
    qint64 context_length = 0;
    bool arch_found = false;
    bool runnable = true;
    QString note;          // why it is not runnable, or a warning
    // What loading it opens: the source's entry (its files, splits included,
    // and for a store the content address). Kept from the listing to the proof.
    std::shared_ptr<const sources::SourceEntry> source_entry;
};

class ModelListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Name, Source, Architecture, Size, Quantization, Context, ArchFile, ColumnCount };
    enum Role { PathRole = Qt::UserRole + 1, SortRole, RunnableRole, SearchRole };

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
// The row of a model found in a store (engine/sources/model_listing).
ModelEntry entry_from_listing(const sources::ModelListing& m);

QString human_size(qint64 bytes);

}  // namespace synsema::ui
