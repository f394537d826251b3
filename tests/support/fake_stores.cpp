#include "fake_stores.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <span>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"
#include "engine/model/model_maker.h"

namespace synsema::test {
namespace {

QJsonObject layer(const QString& type, const QByteArray& bytes) {
    return {{"mediaType", type}, {"digest", "sha256:" + sha256_hex(bytes)}, {"size", double(bytes.size())}};
}

// Copies one metadata entry into a writer.
void copy_key(const gguf::KeyValue& kv, gguf::GgufWriter& w) {
    using gguf::ValueType;
    const auto& v = kv.value;
    switch (v.type) {
        case ValueType::U8: w.set_u8(kv.key, uint8_t(v.u)); break;
        case ValueType::I8: w.set_i8(kv.key, int8_t(v.i)); break;
        case ValueType::U16: w.set_u16(kv.key, uint16_t(v.u)); break;
        case ValueType::I16: w.set_i16(kv.key, int16_t(v.i)); break;
        case ValueType::U32: w.set_u32(kv.key, uint32_t(v.u)); break;
        case ValueType::I32: w.set_i32(kv.key, int32_t(v.i)); break;
        case ValueType::U64: w.set_u64(kv.key, v.u); break;
        case ValueType::I64: w.set_i64(kv.key, v.i); break;
        case ValueType::F32: w.set_f32(kv.key, float(v.f)); break;
        case ValueType::F64: w.set_f64(kv.key, v.f); break;
        case ValueType::Bool: w.set_bool(kv.key, v.u != 0); break;
        case ValueType::String: w.set_string(kv.key, v.str); break;
        case ValueType::Array:
            if (v.array_type == ValueType::String) {
                w.set_array_strings(kv.key, std::vector<std::string>(v.strings.begin(), v.strings.end()));
            } else {
                const uint64_t n = v.array_size * gguf::value_type_size(v.array_type);
                w.set_array_raw(kv.key, v.array_type, v.array_size, std::span<const uint8_t>(v.array_data, n));
            }
            break;
    }
}

}  // namespace

bool write_file(const QString& path, const QByteArray& bytes) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QByteArray read_file(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool flip_byte(const QString& path, qsizetype at) {
    QByteArray bytes = read_file(path);
    if (at < 0 || at >= bytes.size()) return false;
    bytes[at] = char(bytes[at] ^ 0x01);
    return write_file(path, bytes);
}

QByteArray small_model_bytes(uint64_t seed, const char* name) {
    model::ModelSpec spec;
    spec.seed = seed;
    spec.name = name;
    spec.n_layer = 2;
    spec.n_embd = 32;
    spec.n_ff = 64;
    spec.n_head = 4;
    spec.n_head_kv = 2;
    spec.matrix_type = kernels::DType::Q8_0;
    const auto bytes = model::make_random_model(spec).to_bytes();
    return QByteArray(reinterpret_cast<const char*>(bytes.data()), qsizetype(bytes.size()));
}

QString sha256_hex(const QByteArray& bytes) {
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

FakeHome::FakeHome() { dir_.setAutoRemove(true); }

QString FakeHome::ollama_store() const { return home() + "/.ollama/models"; }
QString FakeHome::hf_cache() const { return home() + "/.cache/huggingface/hub"; }
QString FakeHome::lmstudio() const { return home() + "/.lmstudio/models"; }

void FakeHome::apply_to_process() const {
    qputenv("HOME", home().toUtf8());
    qputenv("XDG_CACHE_HOME", (home() + "/.cache").toUtf8());
    qputenv("XDG_DATA_HOME", (home() + "/.local/share").toUtf8());
    for (const char* v : {"OLLAMA_MODELS", "HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "HF_HOME"}) qunsetenv(v);
}

QProcessEnvironment FakeHome::environment() const {
    auto env = QProcessEnvironment::systemEnvironment();
    env.insert("HOME", home());
    env.insert("XDG_CACHE_HOME", home() + "/.cache");
    env.insert("XDG_DATA_HOME", home() + "/.local/share");
    for (const char* v : {"OLLAMA_MODELS", "HF_HUB_CACHE", "HUGGINGFACE_HUB_CACHE", "HF_HOME"}) env.remove(v);
    return env;
}

QString FakeHome::add_ollama(const QString& host, const QString& space, const QString& model, const QString& tag,
                             const QByteArray& gguf, const OllamaLayers& layers) {
    const QString blobs = ollama_store() + "/blobs/";
    QJsonArray list;
    auto add = [&](const QString& type, const QByteArray& bytes) {
        write_file(blobs + "sha256-" + sha256_hex(bytes), bytes);
        list.append(layer(type, bytes));
    };
    if (layers.model_layer) add("application/vnd.ollama.image.model", gguf);
    if (!layers.template_text.isEmpty()) add("application/vnd.ollama.image.template", layers.template_text);
    if (!layers.system_prompt.isEmpty()) add("application/vnd.ollama.image.system", layers.system_prompt);
    if (!layers.params_json.isEmpty()) add("application/vnd.ollama.image.params", layers.params_json);
    const QByteArray config = R"({"model_format":"gguf","model_family":"llama"})";
    write_file(blobs + "sha256-" + sha256_hex(config), config);  // referenced from "config", not a layer
    const QJsonObject manifest{{"schemaVersion", 2},
                               {"mediaType", "application/vnd.docker.distribution.manifest.v2+json"},
                               {"config", layer("application/vnd.docker.container.image.v1+json", config)},
                               {"layers", list}};
    write_file(ollama_store() + "/manifests/" + host + "/" + space + "/" + model + "/" + tag,
               QJsonDocument(manifest).toJson());
    return blobs + "sha256-" + sha256_hex(gguf);
}

QString FakeHome::add_hf(const QString& org, const QString& repo, const QString& file, const QByteArray& gguf) {
    const QString root = hf_cache() + "/models--" + org + "--" + repo;
    const QString sha = sha256_hex(gguf);
    write_file(root + "/blobs/" + sha, gguf);
    write_file(root + "/refs/main", kCommit);
    const QString link = root + "/snapshots/" + kCommit + "/" + file;
    QDir().mkpath(QFileInfo(link).absolutePath());
    // Relative, as huggingface_hub makes them: ../../blobs/<sha> (deeper for subfolders).
    const QString target = QDir(QFileInfo(link).absolutePath()).relativeFilePath(root + "/blobs/" + sha);
    QFile::remove(link);
    QFile::link(target, link);
    return link;
}

QString FakeHome::add_lmstudio(const QString& publisher, const QString& repo, const QString& file, const QByteArray& gguf) {
    const QString path = lmstudio() + "/" + publisher + "/" + repo + "/" + file;
    write_file(path, gguf);
    return path;
}

QStringList write_split_model(const QByteArray& gguf, const QString& prefix, int parts) {
    const auto src = gguf::GgufFile::from_memory(
        "split-source", std::span<const uint8_t>(reinterpret_cast<const uint8_t*>(gguf.constData()), size_t(gguf.size())));
    std::vector<gguf::GgufWriter> writers(static_cast<size_t>(parts));
    for (const auto& kv : src->metadata()) copy_key(kv, writers[0]);
    const auto& tensors = src->tensors();
    for (int i = 0; i < parts; ++i) {
        writers[size_t(i)].set_u16("split.no", uint16_t(i));
        writers[size_t(i)].set_u16("split.count", uint16_t(parts));
        writers[size_t(i)].set_i32("split.tensors.count", int32_t(tensors.size()));
    }
    // Consecutive runs of tensors per split, as llama-gguf-split does.
    for (size_t t = 0; t < tensors.size(); ++t) {
        const auto& info = tensors[t];
        const size_t part = t * size_t(parts) / tensors.size();
        std::vector<uint64_t> ne(info.ne.begin(), info.ne.begin() + info.n_dims);
        writers[part].add_tensor(info.name, info.type, ne, std::span<const uint8_t>(info.data, info.n_bytes));
    }
    QStringList paths;
    QDir().mkpath(QFileInfo(prefix).absolutePath());
    for (int i = 0; i < parts; ++i) {
        const QString path = prefix + QString::asprintf("-%05d-of-%05d.gguf", i + 1, parts);
        writers[size_t(i)].write_file(path.toStdString());
        paths << path;
    }
    return paths;
}

}  // namespace synsema::test

namespace synsema::test {

void rewrite_gguf(const QString& source, const QString& dest, const std::function<void(gguf::GgufWriter&)>& edit) {
    const auto src = gguf::GgufFile::open(source.toStdString());
    gguf::GgufWriter w;
    for (const auto& kv : src->metadata()) copy_key(kv, w);
    for (const auto& info : src->tensors()) {
        std::vector<uint64_t> ne(info.ne.begin(), info.ne.begin() + info.n_dims);
        w.add_tensor(info.name, info.type, ne, std::span<const uint8_t>(info.data, info.n_bytes));
    }
    edit(w);
    w.write_file(dest.toStdString());
}

}  // namespace synsema::test
