// "Verify a report…" on the Proof tab: what `synsema-cli verify REPORT…
// [--files DIR] [--trust KEYFILE]… [--require-all]` does, for a reviewer who
// does not use a terminal. The reports' signatures and the files they name
// are checked by services/verify/ (the CLI's code), off the GUI thread since
// hashing large outputs takes seconds; the result is a verdict line that says
// pass or fail and why, over the table (ui/proof/verify_table_model.h).
#pragma once
#include <QFutureWatcher>
#include <QGroupBox>
#include <QStringList>

#include <atomic>

#include "services/verify/report_check.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QTableView;

namespace synsema::ui {

class VerifyTableModel;

class ProofVerifyBox : public QGroupBox {
    Q_OBJECT
public:
    explicit ProofVerifyBox(QWidget* parent = nullptr);
    ~ProofVerifyBox() override;

    // What the buttons set (the CLI's --files, --trust and --require-all).
    void set_files_dir(const QString& dir);
    void set_trusted_keys(const QStringList& key_files);
    void set_require_all(bool require_all);
    // Verifies these reports (what the file dialog returns); false when a
    // verification is still running. verification_ready() or
    // verification_failed() follows.
    bool verify_reports(const QStringList& reports);
    bool running() const { return watcher_.isRunning(); }

    VerifyTableModel* model() const { return model_; }
    QTableView* table() const { return table_; }

signals:
    void verification_ready(bool ok);
    void verification_failed(const QString& message);

private:
    // A worker's result: the verification, or why there is none (a trusted key
    // file that cannot be read).
    struct Outcome {
        verify::Verification verification;
        QString error;
    };
    void choose_reports();
    void choose_files_dir();
    void choose_trusted_keys();
    void show_options();
    void on_finished();
    void set_verdict(const QString& text, bool failed);

    QString files_dir_;
    QStringList trusted_keys_;
    QPushButton* verify_;
    QPushButton* files_;
    QPushButton* trust_;
    QPushButton* reset_;
    QCheckBox* require_all_;
    QLabel* options_;
    QLabel* verdict_;
    QTableView* table_;
    VerifyTableModel* model_;
    std::atomic<bool> stop_{false};  // set when the window closes mid-check
    QFutureWatcher<Outcome> watcher_;
};

}  // namespace synsema::ui
