#include "model_list_model.h"

#include <QFileInfo>
#include <QLocale>

#include "engine/arch/arch_registry.h"
#include "engine/gguf/gguf_file.h"
#include "ui/models/model_details.h"

namespace synsema::ui {

int ModelListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(entries_.size()); }

int ModelListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ModelListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size() || index.column() >= ColumnCount) return {};
    const ModelEntry& e = entries_[index.row()];
    if (role == PathRole) return e.path;
    if (role == RunnableRole) return e.runnable;
    if (role == Qt::ToolTipRole) return e.note.isEmpty() ? e.path : e.path + "\n" + e.note;
    if (role == Qt::TextAlignmentRole && (index.column() == Size || index.column() == Context))
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == SortRole) {
        switch (index.column()) {
            case Size: return e.size;
            case Context: return e.context_length;
            case ArchFile: return e.arch_found;
            default: break;
        }
    }
    if (role != Qt::DisplayRole && role != SortRole && role != Qt::AccessibleTextRole) return {};
    switch (index.column()) {
        case Name: return e.name;
        case Source: return e.source;
        case Architecture: return e.architecture;
        case Size: return human_size(e.size);
        case Quantization: return e.quantization;
        case Context: return e.context_length > 0 ? QLocale().toString(e.context_length) : QString();
        case ArchFile: return e.runnable ? (e.arch_found ? tr("yes") : tr("no")) : tr("not runnable");
        default: return {};
    }
}

QVariant ModelListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
        case Name: return tr("Name");
        case Source: return tr("Source");
        case Architecture: return tr("Architecture");
        case Size: return tr("Size");
        case Quantization: return tr("Quantization");
        case Context: return tr("Context");
        case ArchFile: return tr("Arch file");
        default: return {};
    }
}

int ModelListModel::row_of(const QString& path) const {
    for (int i = 0; i < entries_.size(); ++i)
        if (entries_[i].path == path) return i;
    return -1;
}

int ModelListModel::add_or_update(const ModelEntry& entry) {
    const int existing = row_of(entry.path);
    if (existing >= 0) {
        entries_[existing] = entry;
        emit dataChanged(index(existing, 0), index(existing, ColumnCount - 1));
        return existing;
    }
    const int row = int(entries_.size());
    beginInsertRows({}, row, row);
    entries_.push_back(entry);
    endInsertRows();
    return row;
}

void ModelListModel::replace_all(const QVector<ModelEntry>& entries) {
    beginResetModel();
    entries_ = entries;
    endResetModel();
}

ModelEntry describe_model_file(const QString& path, const QString& source) {
    ModelEntry e;
    e.path = QFileInfo(path).absoluteFilePath();
    e.source = source;
    e.name = QFileInfo(path).fileName();
    e.size = QFileInfo(path).size();
    try {
        const auto file = gguf::GgufFile::open(e.path.toStdString());
        const ModelDetails d = describe_gguf(*file);
        e.name = d.name.isEmpty() ? e.name : d.name;
        e.architecture = d.architecture;
        e.quantization = d.quantization;
        e.context_length = d.context_length;
        e.arch_found = arch::arch_file_exists(d.architecture.toStdString(), arch::default_arch_dirs());
        if (!e.arch_found) e.note = QObject::tr("No architecture file for '%1'.").arg(d.architecture);
    } catch (const std::exception& ex) {
        e.runnable = false;
        e.note = QString::fromUtf8(ex.what());
    }
    return e;
}

QString human_size(qint64 bytes) { return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat); }

}  // namespace synsema::ui
