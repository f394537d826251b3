// The Proof tab, the panel a reviewer looks at: for the loaded model the
// sha256 of every weights file, of the arch file and of the engine binary
// (each copyable, each saying whether it was verified now or reused from the
// hash cache, and when), the content-address check of Ollama / Hugging Face
// blobs, the egress lock and a live self-check, and an export of the JSON
// attestation report (the same JSON as `synsema-cli attest --json`, signed
// with this installation's key, whose fingerprint the panel shows), and
// "Verify a report…" for signed reports (ui/proof/proof_verify_box.h).
//
// Hashing a multi-GB model takes seconds, so it runs as an engine job with
// progress and cancel. It starts when the panel is on screen and the engine is
// idle, so loading a model never delays the user's first prompt.
#pragma once
#include <QWidget>

#include <optional>

#include "ui/engine/engine_types.h"
#include "ui/proof/proof_report.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace synsema::ui {

class EngineController;
class ProofDigestView;
class ProofEgressBox;
class ProofVerifyBox;

class ProofPage : public QWidget {
    Q_OBJECT
public:
    explicit ProofPage(EngineController* engine, QWidget* parent = nullptr);

    // A model was loaded: `reference` is what `synsema-cli attest --model` would
    // be given for it (a source's name, or the path); `arch_dirs` where its arch
    // file was found. Clears the old hashes and hashes again when on screen.
    void set_model(const ModelDetails& model, const QString& reference, const QStringList& arch_dirs);
    // Hashes again; use_cache == false reads every byte ("Verify again").
    void verify(bool use_cache);
    // Writes the JSON report as a new file; refuses a report with cached
    // hashes. Returns an error message or "".
    QString export_report(const QString& path) const;
    // Exports to `path`, hashing everything again first when the report
    // shown took any hash from the cache (the export then follows proof_ready).
    void export_when_fresh(const QString& path);
    const std::optional<ProofReport>& report() const { return report_; }
    ProofEgressBox* egress_box() const { return egress_; }
    ProofVerifyBox* verify_box() const { return verify_box_; }

signals:
    void proof_ready();
    void proof_failed(const QString& message);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void start_if_due();
    void on_finished(const ProofReport& report);
    void on_stopped(const QString& message);
    void show_report(const ProofReport& report);
    void clear_digests(const QString& why);
    void export_dialog();
    void set_running(bool running);
    void show_signing_key();

    EngineController* engine_;
    QString reference_;
    QStringList arch_dirs_;
    QString model_name_;
    bool due_ = false;            // the shown hashes are not those of the loaded model
    bool use_cache_next_ = true;  // for the next start
    bool running_ = false;
    quint64 generation_ = 0;          // bumped by each set_model()
    quint64 running_generation_ = 0;  // the model the running job hashes
    std::optional<ProofReport> report_;
    QString pending_export_;  // export here once the fresh hashes arrive

    QLabel* model_;
    QLabel* origin_;
    QLabel* status_;
    QProgressBar* progress_;
    QPushButton* cancel_;
    QPushButton* verify_;
    QPushButton* export_;
    QVBoxLayout* weights_layout_;
    QList<ProofDigestView*> weights_;
    ProofDigestView* arch_;
    QLabel* engine_version_;
    ProofDigestView* engine_binary_;
    QLabel* warnings_;
    ProofEgressBox* egress_;
    QLabel* key_;  // the signing key's fingerprint, or why reports cannot be signed
    ProofVerifyBox* verify_box_;
};

}  // namespace synsema::ui
