#include "proof_egress.h"

#include <QDateTime>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace synsema::ui {
namespace {

QLabel* selectable_label(QWidget* parent, const QString& object_name, const QString& accessible_name) {
    auto* l = new QLabel(parent);
    l->setObjectName(object_name);
    l->setAccessibleName(accessible_name);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    l->setWordWrap(true);
    return l;
}

QString yes_no(bool b) { return b ? QObject::tr("yes") : QObject::tr("no"); }

}  // namespace

EgressLockText describe_egress_lock(const egress::LockStatus& s) {
    EgressLockText t;
    t.locked = s.locked();
    if (!s.attempted)
        t.brief = QObject::tr("Network: NOT LOCKED (the lock was not installed in this process)");
    else if (s.disabled)
        t.brief = QObject::tr("Network: NOT LOCKED (turned off by %1)").arg(QString::fromStdString(s.disabled_by));
    else if (!s.seccomp)
        t.brief = QObject::tr("Network: NOT LOCKED (the seccomp filter failed: %1)").arg(QString::fromStdString(s.seccomp_error));
    else
        t.brief = s.landlock_net ? QObject::tr("Network: locked (seccomp + Landlock)") : QObject::tr("Network: locked (seccomp)");
    QStringList lines;
    lines << QObject::tr("seccomp filter refusing network sockets: %1").arg(yes_no(s.seccomp));
    if (!s.seccomp_error.empty()) lines << QObject::tr("seccomp error: %1").arg(QString::fromStdString(s.seccomp_error));
    lines << QObject::tr("no_new_privs: %1").arg(yes_no(s.no_new_privs));
    if (s.landlock_abi > 0)
        lines << QObject::tr("Landlock ABI %1; TCP bind and connect restricted: %2").arg(s.landlock_abi).arg(yes_no(s.landlock_net));
    else
        lines << QObject::tr("Landlock: not used");
    if (!s.landlock_note.empty()) lines << QObject::tr("Landlock note: %1").arg(QString::fromStdString(s.landlock_note));
    if (s.attempted) lines << QObject::tr("threads when the lock was installed: %1").arg(s.threads_at_install);
    if (const std::string w = egress::lock_warning(s); !w.empty()) lines << QString::fromStdString(w);
    t.detail = lines.join('\n');
    return t;
}

ProofEgressBox::ProofEgressBox(QWidget* parent) : QGroupBox(tr("Network egress"), parent) {
    lock_ = selectable_label(this, "proofEgressLock", tr("Egress lock status"));
    lock_detail_ = selectable_label(this, "proofEgressLockDetail", tr("Egress lock details"));
    kernel_ = selectable_label(this, "proofKernelSeccomp", tr("The kernel's seccomp state and the filter's rules"));
    unix_and_io_uring_ = selectable_label(this, "proofUnixAndIoUring", tr("Unix sockets and io_uring"));
    inet_sockets_ = selectable_label(this, "proofOpenInetSockets", tr("Open network sockets"));
    libraries_ = selectable_label(this, "proofNetworkLibraries", tr("Networking libraries mapped"));
    verdict_ = selectable_label(this, "proofSelfCheckVerdict", tr("Self-check verdict"));
    again_ = new QPushButton(tr("Run self-check &again"), this);
    again_->setObjectName("proofSelfCheckAgain");
    again_->setAccessibleName(tr("Run the egress self-check again"));

    const EgressLockText lock = describe_egress_lock(egress::lock_status());
    lock_->setText("<b>" + lock.brief.toHtmlEscaped() + "</b>");
    lock_->setStyleSheet(lock.locked ? QString() : QStringLiteral("color: #c62828;"));
    lock_detail_->setText(lock.detail);

    auto* form = new QFormLayout;
    form->addRow(tr("Kernel, filter rules:"), kernel_);
    form->addRow(tr("Unix sockets, io_uring:"), unix_and_io_uring_);
    form->addRow(tr("Open network sockets:"), inet_sockets_);
    form->addRow(tr("Networking libraries mapped:"), libraries_);
    form->addRow(tr("Self-check:"), verdict_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(lock_);
    layout->addWidget(lock_detail_);
    layout->addLayout(form);
    layout->addWidget(again_, 0, Qt::AlignLeft);
    verdict_->setText(tr("Not run yet."));

    connect(again_, &QPushButton::clicked, this, &ProofEgressBox::run_self_check);
    connect(&watcher_, &QFutureWatcher<egress::SelfCheck>::finished, this, [this] {
        again_->setEnabled(true);
        // The check reads /proc and tries harmless system calls; it does not throw, but a
        // failed future must not take the window down either.
        try {
            last_ = watcher_.result();
        } catch (const std::exception& e) {
            verdict_->setText(tr("The self-check failed: %1").arg(QString::fromUtf8(e.what())));
            return;
        }
        show_check(*last_);
        emit self_check_ready();
    });
}

ProofEgressBox::~ProofEgressBox() { watcher_.waitForFinished(); }

void ProofEgressBox::run_self_check() {
    if (watcher_.isRunning()) return;
    again_->setEnabled(false);
    verdict_->setText(tr("Checking…"));
    // Off the GUI thread: it reads /proc and tries a write, an exec and a signal.
    watcher_.setFuture(QtConcurrent::run([] { return egress::run_self_check(); }));
}

void ProofEgressBox::show_check(const egress::SelfCheck& c) {
    // The kernel's own report on this process, then the rules the lock loaded.
    QStringList kernel{QString::fromStdString(c.kernel.describe())};
    for (const auto& rule : c.lock.seccomp_rules) kernel << QString::fromStdString(rule);
    kernel_->setText(kernel.join('\n'));
    unix_and_io_uring_->setText(tr("new Unix sockets refused: %1 · io_uring refused: %2")
                                    .arg(yes_no(c.lock.unix_sockets_refused), yes_no(c.io_uring.refused)));
    inet_sockets_->setText(tr("%1 open inet sockets (%2 non-Unix sockets)").arg(c.open_inet_sockets).arg(c.open_non_unix_sockets));
    QStringList libs;
    for (const auto& l : c.network_libraries) libs << QString::fromStdString(l);
    libraries_->setText(libs.isEmpty() ? tr("none") : libs.join('\n'));
    const QString when = QLocale().toString(QDateTime::currentDateTime(), QLocale::LongFormat);
    verdict_->setText(c.ok() ? tr("passed, %1").arg(when)
                             : tr("FAILED, %1: the process can reach or holds network resources").arg(when));
    verdict_->setStyleSheet(c.ok() ? QString() : QStringLiteral("color: #c62828; font-weight: bold;"));
}

}  // namespace synsema::ui
