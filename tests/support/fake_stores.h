// Fake model stores in a temporary HOME for the sources, attestation and CLI
// tests: an Ollama store with real manifests and blobs named by their real
// sha256, a Hugging Face hub cache with refs, snapshots and relative symlinks
// into blobs/, and an LM Studio folder. The GGUFs come from model_maker.
#pragma once
#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QTemporaryDir>

#include <cstdint>
#include <functional>
#include <memory>

namespace synsema::gguf { class GgufWriter; }

namespace synsema::test {

// A small random llama model (the seed changes the weights and so the hash).
QByteArray small_model_bytes(uint64_t seed, const char* name = "synsema-random");
QString sha256_hex(const QByteArray& bytes);

struct OllamaLayers {
    QByteArray template_text, system_prompt, params_json;  // empty: no such layer
    bool model_layer = true;                              // false: a cloud-style manifest
};

class FakeHome {
public:
    FakeHome();
    bool ok() const { return dir_.isValid(); }
    QString home() const { return dir_.path(); }
    QString ollama_store() const;  // $HOME/.ollama/models
    QString hf_cache() const;      // $HOME/.cache/huggingface/hub
    QString lmstudio() const;      // $HOME/.lmstudio/models

    // Points HOME/XDG_* at the fake home and clears OLLAMA_MODELS/HF_* in this process.
    void apply_to_process() const;
    // The same, for a child process (synsema-cli).
    QProcessEnvironment environment() const;

    // Writes blob + manifest; returns the blob path.
    QString add_ollama(const QString& host, const QString& space, const QString& model, const QString& tag,
                       const QByteArray& gguf, const OllamaLayers& layers = {});
    // Writes blobs/<sha256>, snapshots/<commit>/<file> as a relative link, refs/main; returns the link path.
    QString add_hf(const QString& org, const QString& repo, const QString& file, const QByteArray& gguf);
    QString add_lmstudio(const QString& publisher, const QString& repo, const QString& file, const QByteArray& gguf);

    static constexpr const char* kCommit = "0123456789abcdef0123456789abcdef01234567";

private:
    QTemporaryDir dir_;
};

// Splits a GGUF image the llama.cpp way into `parts` files PREFIX-0000k-of-0000N.gguf
// (metadata in the first, tensors distributed, split.* keys in each). Returns the file paths.
QStringList write_split_model(const QByteArray& gguf, const QString& prefix, int parts);

bool write_file(const QString& path, const QByteArray& bytes);
// The whole file ("" when it cannot be read).
QByteArray read_file(const QString& path);
// Flips the lowest bit of the byte at `at` in place (a tampered report or output); false when out of range.
bool flip_byte(const QString& path, qsizetype at);

// Writes a copy of the GGUF file `source` to the new file `dest`: every key
// and tensor in order, then `edit` changes or adds keys (GgufWriter replaces
// a key's value in place). Throws as GgufFile::open / GgufWriter do.
void rewrite_gguf(const QString& source, const QString& dest, const std::function<void(gguf::GgufWriter&)>& edit);

}  // namespace synsema::test
