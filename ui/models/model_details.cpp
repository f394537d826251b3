#include "model_details.h"

#include <QFileInfo>

#include <map>

#include "engine/gguf/gguf_file.h"
#include "kernels/dtype.h"

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

ModelDetails describe_gguf(const gguf::GgufFile& file) {
    ModelDetails d;
    d.path = QString::fromStdString(file.path());
    d.file_size = qint64(file.file_size());
    const auto arch = file.get_string("general.architecture").value_or("");
    d.architecture = QString::fromUtf8(arch.data(), qsizetype(arch.size()));
    const auto name = file.get_string("general.name");
    d.name = name ? QString::fromUtf8(name->data(), qsizetype(name->size())) : QFileInfo(d.path).completeBaseName();
    if (!arch.empty())
        d.context_length = qint64(file.get_uint(std::string(arch) + ".context_length").value_or(0));
    std::map<std::string, int> mix;
    for (const auto& t : file.tensors()) {
        d.parameters += qint64(t.n_elements);
        ++mix[kernels::dtype_name(uint32_t(t.type))];
    }
    QStringList parts;
    for (const auto& [type, count] : mix) parts << QStringLiteral("%1:%2").arg(QString::fromStdString(type)).arg(count);
    d.quantization = parts.join(' ');
    for (const auto& kv : file.metadata()) d.metadata.push_back({QString::fromStdString(kv.key), value_text(kv.value)});
    return d;
}

}  // namespace synsema::ui
