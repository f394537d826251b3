// Drives the real widgets: drop a GGUF onto the window, load it, run a prompt
// and see the streamed text; the item models pass QAbstractItemModelTester.
#include <QAbstractItemModelTester>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/model/model_maker.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/models/model_list_model.h"
#include "ui/models/models_page.h"
#include "ui/prompt/prompt_page.h"

using namespace synsema;

class UiPromptFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void drop_load_run();
    void broken_file_shows_error_not_crash();
    void item_models_pass_tester();
    void conversation_export_is_atomic();

private:
    QTemporaryDir dir_;
    QString model_path_;
};

void UiPromptFlow::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(dir_.isValid());
    model::ModelSpec spec;
    spec.name = "flow-test-model";
    model_path_ = dir_.filePath("flow.gguf");
    model::make_random_model(spec).write_file(model_path_.toStdString());
}

static void drop_file(QWidget* target, const QString& path) {
    auto* mime = new QMimeData;
    mime->setUrls({QUrl::fromLocalFile(path)});
    const QPoint pos = target->rect().center();
    QDragEnterEvent enter(pos, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(pos), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(target, &drop);
    QVERIFY(drop.isAccepted());
    delete mime;
}

void UiPromptFlow::drop_load_run() {
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    drop_file(&w, model_path_);
    // The file's header is read off the GUI thread; the row is selected once it is described.
    QTRY_COMPARE(w.models_page()->selected_path(), QFileInfo(model_path_).absoluteFilePath());

    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    QTest::mouseClick(w.findChild<QPushButton*>("loadButton"), Qt::LeftButton);
    QVERIFY(ready.wait(20000));
    QVERIFY(w.windowTitle().startsWith("Synsema"));
    QVERIFY(w.windowTitle().contains("flow-test-model"));

    auto* prompt = w.findChild<QPlainTextEdit*>("userPrompt");
    QTest::keyClicks(prompt, "a b c");
    QSignalSpy chunks(w.engine(), &ui::EngineController::text_ready);
    QSignalSpy done(w.engine(), &ui::EngineController::generation_finished);
    QSignalSpy failed(w.engine(), &ui::EngineController::generation_failed);
    QTimer closer;  // a failure would open a message box; close it so the test reports it
    connect(&closer, &QTimer::timeout, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->accept();
    });
    closer.start(20);
    QTest::mouseClick(w.findChild<QPushButton*>("runButton"), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(done.count() + failed.count() > 0, 30000);
    QVERIFY2(failed.isEmpty(), failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).toString()));
    QVERIFY2(chunks.count() >= 2, "text did not stream in pieces");
    const QString transcript = w.prompt_page()->transcript();
    QVERIFY(transcript.startsWith("You: a b c"));
    const QString reply = transcript.mid(transcript.indexOf("Model: ") + 7);
    QVERIFY2(!reply.trimmed().isEmpty(), qPrintable(transcript));
    QString streamed;
    for (const auto& args : chunks) streamed += args.at(0).toString();
    // The random model emits raw bytes; the text view stores any line break as \n.
    streamed.replace("\r\n", "\n").replace('\r', '\n');
    QVERIFY2(reply == streamed, qPrintable("transcript: [" + reply + "] streamed: [" + streamed + "]"));
}

void UiPromptFlow::broken_file_shows_error_not_crash() {
    const QString bad = dir_.filePath("broken.gguf");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("GGUF\x03\x00\x00\x00garbage");
    f.close();
    ui::MainWindow w;
    w.show();
    drop_file(&w, bad);
    auto* models = w.findChild<QTableView*>("modelsTable");
    QTRY_VERIFY(models->currentIndex().isValid());  // described off the GUI thread, then selected
    const QModelIndex idx = models->currentIndex();
    QCOMPARE(idx.siblingAtColumn(ui::ModelListModel::ArchFile).data().toString(), QString("not runnable"));
    QVERIFY(idx.data(Qt::ToolTipRole).toString().contains("broken.gguf"));
    // Loading it reports the problem in a message box, and the app stays usable.
    QSignalSpy failed(w.engine(), &ui::EngineController::load_failed);
    QTimer::singleShot(0, [&] { w.load_model(bad); });
    QTimer closer;
    connect(&closer, &QTimer::timeout, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->accept();
    });
    closer.start(20);
    QVERIFY(failed.wait(10000));
    QVERIFY(failed.at(0).at(0).toString().contains("broken.gguf"));
}

void UiPromptFlow::item_models_pass_tester() {
    ui::ModelListModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setFilterRole(ui::ModelListModel::SearchRole);  // as the page does: general.name is searched too
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.add_or_update(ui::describe_model_file(model_path_, "file"));
    model.add_or_update(ui::describe_model_file(dir_.filePath("missing.gguf"), "file"));
    model.add_or_update(ui::describe_model_file(model_path_, "file"));  // update in place
    QCOMPARE(model.rowCount(), 2);
    proxy.setFilterFixedString("flow-test");
    QCOMPARE(proxy.rowCount(), 1);
    proxy.sort(ui::ModelListModel::Size);
    model.replace_all({});
    QCOMPARE(proxy.rowCount(), 0);
}

void UiPromptFlow::conversation_export_is_atomic() {
    ui::PromptPage page;
    const QString out = dir_.filePath("conversation.txt");
    QCOMPARE(page.export_to(out), QString());
    QVERIFY(QFile::exists(out));
    QVERIFY(!page.export_to(dir_.filePath("no/such/dir/x.txt")).isEmpty());
}

QTEST_MAIN(UiPromptFlow)
#include "tst_ui_prompt_flow.moc"
