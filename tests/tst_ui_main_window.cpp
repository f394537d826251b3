// The main window opens and shows the version and the no-network promise.
#include <QLabel>
#include <QtTest>

#include "engine/util/version_info.h"
#include "ui/shell/main_window.h"

class UiMainWindow : public QObject {
    Q_OBJECT
private slots:
    void shows_version_and_promise() {
        synsema::ui::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.windowTitle().startsWith("Synsema"));
        auto* version = w.findChild<QLabel*>("versionLabel");
        QVERIFY(version);
        QVERIFY(version->text().contains(QString::fromStdString(synsema::version())));
        auto* promise = w.findChild<QLabel*>("noNetworkPromise");
        QVERIFY(promise);
        QVERIFY(promise->text().contains("No network"));
        QVERIFY(!promise->accessibleName().isEmpty());
    }
};

QTEST_MAIN(UiMainWindow)
#include "tst_ui_main_window.moc"
