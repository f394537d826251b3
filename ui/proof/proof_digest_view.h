// One hashed file on the Proof panel: what it is, its path, its sha256 in a
// selectable field with a Copy button, whether the hash was computed now or
// reused from the hash cache (and when), and for content-addressed blobs
// (Ollama, Hugging Face) whether the bytes match the name.
#pragma once
#include <QWidget>

#include "engine/attest/attestation.h"

class QLabel;
class QLineEdit;
class QPushButton;

namespace synsema::ui {

class ProofDigestView : public QWidget {
    Q_OBJECT
public:
    // `id` names the controls tests drive: "<id>Sha256", "<id>Copy", "<id>Provenance", "<id>ContentAddress".
    ProofDigestView(const QString& title, const QString& id, bool content_addressed, QWidget* parent = nullptr);

    void show_digest(const attest::FileDigest& digest);
    // No hash to show (not computed yet, or no such file); `why` says which.
    void show_absent(const QString& why);
    QString sha256() const;

private:
    bool content_addressed_;
    QLabel* path_;
    QLineEdit* sha256_;
    QPushButton* copy_;
    QLabel* provenance_;
    QLabel* content_address_;
};

// "2024-05-01T10:00:00Z" in the user's locale and time zone (the ISO text when it does not parse).
QString local_time_text(const std::string& iso8601_utc);

}  // namespace synsema::ui
