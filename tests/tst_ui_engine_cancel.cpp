// EngineController::cancel stops the request that runs and those queued
// behind it, and never a request made after it: each request has its own
// cancel flag. (With one shared flag, a new request right after Stop cleared
// the flag before the running one saw it, so the Stop was lost.)
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>
#include <QtTest>

#include "engine/util/error.h"
#include "ui/engine/engine_controller.h"

using namespace synsema;

namespace {

// Runs until its request is cancelled; gives up (and says so) after 10 s.
QVariant wait_for_cancel(const ui::JobContext& context) {
    QElapsedTimer clock;
    clock.start();
    while (!context.cancel->load()) {
        if (clock.elapsed() > 10000) return QString("never cancelled");
        QThread::msleep(1);
    }
    throw Error(ErrorKind::Cancelled, "cancelled");
}

}  // namespace

class UiEngineCancel : public QObject {
    Q_OBJECT
private slots:
    void stop_then_new_request() {
        ui::EngineController controller;
        QSignalSpy progress(&controller, &ui::EngineController::job_progress);
        QSignalSpy cancelled(&controller, &ui::EngineController::job_cancelled);
        QSignalSpy finished(&controller, &ui::EngineController::job_finished);
        controller.run_job("long", [](const ui::JobContext& c) {
            c.progress(1, 1, "started");  // done == total: never throttled
            return wait_for_cancel(c);
        });
        controller.run_job("queued", [](const ui::JobContext&) { return QVariant(1); });
        QVERIFY(progress.wait(5000));  // "long" is running, "queued" waits behind it

        controller.cancel();
        controller.run_job("after", [](const ui::JobContext&) { return QVariant(2); });

        QTRY_COMPARE_WITH_TIMEOUT(finished.size() + cancelled.size(), 3, 15000);
        QCOMPARE(cancelled.size(), 2);
        QCOMPARE(cancelled.at(0).at(0).toString(), QString("long"));
        QCOMPARE(cancelled.at(1).at(0).toString(), QString("queued"));
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.at(0).at(0).toString(), QString("after"));
        QCOMPARE(finished.at(0).at(1).toInt(), 2);
    }

    // A Stop with nothing running does not cancel the next request.
    void stop_when_idle_spares_the_next() {
        ui::EngineController controller;
        QSignalSpy finished(&controller, &ui::EngineController::job_finished);
        controller.cancel();
        controller.run_job("next", [](const ui::JobContext& c) { return QVariant(!c.cancel->load()); });
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.at(0).at(1).toBool(), true);
    }
};

QTEST_MAIN(UiEngineCancel)
#include "tst_ui_engine_cancel.moc"
