// The Qt window works under the egress lock: the lock is installed first
// thing in main(), before QApplication, exactly as app/gui/main.cpp does, and
// then the main window shows (offscreen) while the kernel keeps the filter in force.
#include <QApplication>
#include <QLabel>
#include <QtTest>

#include "engine/egress/egress_check.h"
#include "engine/egress/egress_lock.h"
#include "ui/shell/main_window.h"

class UiEgress : public QObject {
    Q_OBJECT
private slots:
    void window_shows_under_the_lock() {
        QVERIFY(synsema::egress::lock_status().locked());
        synsema::ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.windowTitle().startsWith("Synsema"));
        QVERIFY(w.findChild<QLabel*>("versionLabel"));
        QTest::qWait(50);  // let the event loop run under the filter
        QVERIFY(w.isVisible());
    }

    void network_still_refused_with_qt_running() {
        QCOMPARE(synsema::egress::kernel_seccomp().mode, 2);
        const auto c = synsema::egress::run_self_check();
        QVERIFY(c.ok());
        QCOMPARE(c.open_non_unix_sockets, 0);
    }
};

int main(int argc, char** argv) {
    synsema::egress::install_egress_lock();
    QApplication app(argc, argv);
    UiEgress test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ui_egress.moc"
