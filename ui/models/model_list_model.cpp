#include "model_list_model.h"

#include <QFileInfo>
#include <QLocale>

#include "engine/util/memory.h"
#include "engine/arch/arch_registry.h"
#include "engine/gguf/gguf_set.h"
#include "engine/gguf/gguf_summary.h"
#include "engine/sources/model_listing.h"
#include "engine/sources/resolver.h"

namespace synsema::ui {

int ModelListModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(entries_.size()); }

int ModelListModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ModelListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= entries_.size() || index.column() >= ColumnCount) return {};
    const ModelEntry& e = entries_[index.row()];
    if (role == PathRole) return e.path;
    if (role == RunnableRole) return e.runnable;
    if (role == Qt::ToolTipRole) {
        QString tip = e.general_name.isEmpty() ? e.path : tr("%1 (general.name: %2)").arg(e.path, e.general_name);
        return e.note.isEmpty() ? tip : tip + "\n" + e.note;
    }
    // The filter matches general.name too: "qwen" finds a model found as "mymodel:latest".
    if (role == SearchRole) {
        const QString shown = data(index, Qt::DisplayRole).toString();
        return index.column() == Name && !e.general_name.isEmpty() ? shown + " " + e.general_name : shown;
    }
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
    e.name = QFileInfo(path).fileName();  // the name it was found by; general.name goes beside it
    e.size = QFileInfo(path).size();
    e.source_entry = std::make_shared<const sources::SourceEntry>(sources::file_source_entry(e.path.toStdString()));
    try {
        const auto set = gguf::GgufSet::open(e.path.toStdString());
        const gguf::GgufSummary summary = gguf::summarize(*set);
        e.general_name = QString::fromStdString(summary.name);
        e.architecture = QString::fromStdString(summary.architecture);
        e.size = qint64(summary.file_bytes);
        e.quantization = QString::fromStdString(summary.quant_mix());
        e.context_length = summary.context_length;
        e.arch_found = arch::arch_file_exists(summary.architecture, arch::default_arch_dirs());
        if (!e.arch_found) e.note = QObject::tr("No architecture file for '%1'.").arg(e.architecture);
    } catch (const std::exception& ex) {
        e.runnable = false;
        e.note = QString::fromUtf8(ex.what());
    }
    return e;
}

ModelEntry entry_from_listing(const sources::ModelListing& m) {
    ModelEntry e;
    e.name = QString::fromStdString(m.entry.name);
    e.general_name = QString::fromStdString(m.general_name);
    e.source = QString::fromLatin1(sources::source_kind_name(m.entry.source));
    e.source_entry = std::make_shared<const sources::SourceEntry>(m.entry);
    // A model without weight files cannot load; its key only has to be unique.
    e.path = m.entry.files.empty() ? e.source + ":" + e.name : QString::fromStdString(m.entry.files[0].path);
    e.architecture = QString::fromStdString(m.architecture);
    e.size = qint64(m.entry.total_size());
    e.quantization = QString::fromStdString(m.quant_mix);
    e.context_length = m.context_length;
    e.arch_found = m.arch_file;
    e.runnable = m.entry.runnable && !m.entry.files.empty() && m.header_error.empty();
    if (!m.entry.runnable) e.note = QString::fromStdString(m.entry.not_runnable_reason);
    else if (!m.header_error.empty()) e.note = QString::fromStdString(m.header_error);
    else if (!m.arch_file) e.note = QObject::tr("No architecture file for '%1'.").arg(e.architecture);
    return e;
}

QString human_size(qint64 bytes) { return QString::fromStdString(format_bytes(uint64_t(std::max<qint64>(bytes, 0)))); }

}  // namespace synsema::ui
