// The egress part of the Proof panel, and the words for the lock's state that
// the status bar shows too: the network lock this process installed at start
// (egress::lock_status()) and a live self-check (egress::run_self_check(),
// run off the GUI thread): refused socket families, open network sockets and
// networking libraries mapped into the process.
#pragma once
#include <QFutureWatcher>
#include <QGroupBox>

#include <optional>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"

class QLabel;
class QPushButton;

namespace synsema::ui {

struct EgressLockText {
    bool locked = false;
    QString brief;   // "Network: locked (seccomp + Landlock)" / "Network: NOT LOCKED (why)"
    QString detail;  // every part of the lock, one per line
};
EgressLockText describe_egress_lock(const egress::LockStatus& status);

class ProofEgressBox : public QGroupBox {
    Q_OBJECT
public:
    explicit ProofEgressBox(QWidget* parent = nullptr);
    ~ProofEgressBox() override;

    // Starts a self-check unless one is running; self_check_ready() follows.
    void run_self_check();
    const std::optional<egress::SelfCheck>& last_check() const { return last_; }

signals:
    void self_check_ready();

private:
    void show_check(const egress::SelfCheck& check);

    QLabel* lock_;
    QLabel* lock_detail_;
    QLabel* kernel_;
    QLabel* unix_and_io_uring_;
    QLabel* inet_sockets_;
    QLabel* libraries_;
    QLabel* verdict_;
    QPushButton* again_;
    QFutureWatcher<egress::SelfCheck> watcher_;
    std::optional<egress::SelfCheck> last_;
};

}  // namespace synsema::ui
