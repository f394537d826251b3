#include "model_details.h"

#include <QFileInfo>
#include <QLocale>
#include <QObject>

#include <algorithm>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_set.h"
#include "engine/gguf/gguf_summary.h"
#include "engine/util/memory.h"

namespace synsema::ui {
namespace {

QString scalar_text(const gguf::Value& v) {
    using gguf::ValueType;
    switch (v.type) {
        case ValueType::String: return QString::fromUtf8(v.str.data(), qsizetype(v.str.size()));
        case ValueType::Bool: return v.u ? "true" : "false";
        case ValueType::F32:
        case ValueType::F64: return QString::number(v.f, 'g', 8);
        case ValueType::I8:
        case ValueType::I16:
        case ValueType::I32:
        case ValueType::I64: return QString::number(v.i);
        default: return QString::number(v.u);
    }
}

QString value_text(const gguf::Value& v) {
    if (v.type != gguf::ValueType::Array) {
        QString s = scalar_text(v);
        if (s.size() > 200) s = s.left(200) + QStringLiteral("… (%1 characters)").arg(s.size());
        return s;
    }
    QStringList items;
    const uint64_t shown = std::min<uint64_t>(v.array_size, 8);
    for (uint64_t i = 0; i < shown; ++i) {
        if (v.array_type == gguf::ValueType::String)
            items << QString::fromUtf8(v.strings[size_t(i)].data(), qsizetype(v.strings[size_t(i)].size()));
        else
            items << QString::number(gguf::array_number(v, i).value_or(0), 'g', 6);
    }
    QString s = "[" + items.join(", ") + (v.array_size > shown ? ", …" : "") + "]";
    if (v.array_size > shown) s += QStringLiteral(" (%1 items)").arg(v.array_size);
    return s;
}

}  // namespace

ModelDetails describe_gguf(const gguf::GgufSet& set) {
    const gguf::GgufSummary summary = gguf::summarize(set);
    const gguf::GgufFile& file = set.first();
    ModelDetails d;
    d.path = QString::fromStdString(file.path());
    d.file_size = qint64(summary.file_bytes);
    d.architecture = QString::fromStdString(summary.architecture);
    d.name = summary.name.empty() ? QFileInfo(d.path).completeBaseName() : QString::fromStdString(summary.name);
    d.license = QString::fromStdString(summary.license);
    d.context_length = summary.context_length;
    d.parameters = qint64(summary.parameters);
    d.tensors = qint64(summary.tensors);
    d.chat_template = summary.chat_template;
    d.quantization = QString::fromStdString(summary.quant_mix());
    for (const auto& kv : file.metadata()) d.metadata.push_back({QString::fromStdString(kv.key), value_text(kv.value)});
    return d;
}

ModelDetails describe_gguf(const gguf::GgufFile& file) { return describe_gguf(*gguf::GgufSet::view(file)); }

QVector<QPair<QString, QString>> summary_rows(const ModelDetails& d) {
    QVector<QPair<QString, QString>> rows;
    const QString general = d.name;
    rows.push_back({QObject::tr("Found as"), d.found_as.isEmpty() ? QFileInfo(d.path).fileName() : d.found_as});
    rows.push_back({QObject::tr("Model name (general.name)"), general});
    rows.push_back({QObject::tr("Architecture"), d.architecture.isEmpty() ? QObject::tr("(not stated)") : d.architecture});
    rows.push_back({QObject::tr("Parameters"), QStringLiteral("%1 (%2)")
                                                   .arg(QString::fromStdString(gguf::parameters_text(uint64_t(d.parameters))))
                                                   .arg(QLocale().toString(d.parameters))});
    rows.push_back({QObject::tr("Quantization"), d.quantization});
    rows.push_back({QObject::tr("Context"), d.context_length > 0 ? QObject::tr("%1 tokens").arg(QLocale().toString(d.context_length))
                                                                 : QObject::tr("(not stated)")});
    rows.push_back({QObject::tr("Chat template"), d.chat_template ? QObject::tr("yes") : QObject::tr("none in the file")});
    rows.push_back({QObject::tr("Licence"), d.license.isEmpty() ? QObject::tr("(not stated)") : d.license});
    rows.push_back({QObject::tr("File size"), QString::fromStdString(format_bytes(uint64_t(std::max<qint64>(d.file_size, 0))))});
    if (!d.sha256.isEmpty()) rows.push_back({QObject::tr("File sha256"), d.sha256});
    rows.push_back({QObject::tr("File"), d.path});
    return rows;
}

}  // namespace synsema::ui
