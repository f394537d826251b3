// The Prompt tab's conversation: each prompt is rendered with the history
// before it, "New conversation" (button or Ctrl+Shift+N) forgets it in the
// engine and clears the transcript, and the exported file holds the transcript.
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "engine/model/model_maker.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/prompt/prompt_page.h"

using namespace synsema;

class UiConversation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void new_conversation_forgets_the_history_data();
    void new_conversation_forgets_the_history();

private:
    QTemporaryDir dir_;
    QString model_path_;
};

void UiConversation::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(dir_.isValid());
    model::ModelSpec spec;
    spec.name = "conversation-test-model";
    model_path_ = dir_.filePath("conversation.gguf");
    model::make_random_model(spec).write_file(model_path_.toStdString());
}

namespace {

// Runs `prompt` through the real widgets; returns the prompt's token count (-1 on failure).
qint64 run_prompt(ui::MainWindow& w, const QString& prompt) {
    auto* input = w.findChild<QPlainTextEdit*>("userPrompt");
    input->setPlainText(prompt);
    QSignalSpy done(w.engine(), &ui::EngineController::generation_finished);
    QSignalSpy failed(w.engine(), &ui::EngineController::generation_failed);
    QTimer closer;  // a failure opens a message box; close it so the test reports it
    QObject::connect(&closer, &QTimer::timeout, [] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) box->accept();
    });
    closer.start(20);
    QTest::mouseClick(w.findChild<QPushButton*>("runButton"), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return done.count() + failed.count() > 0; }, 30000) || !failed.isEmpty()) return -1;
    return done.at(0).at(0).value<ui::GenerationStats>().prompt_tokens;
}

}  // namespace

void UiConversation::new_conversation_forgets_the_history_data() {
    QTest::addColumn<bool>("by_shortcut");
    QTest::newRow("button") << false;
    QTest::newRow("Ctrl+Shift+N") << true;
}

void UiConversation::new_conversation_forgets_the_history() {
    QFETCH(bool, by_shortcut);
    ui::MainWindow w;
    w.show();
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    w.add_model_file(model_path_);
    w.load_model(model_path_);
    QVERIFY(ready.wait(20000));
    // Short replies keep the test quick; the history still grows with each turn.
    for (auto* box : w.prompt_page()->findChildren<QSpinBox*>())
        if (box->accessibleName() == "Maximum tokens") box->setValue(8);

    const qint64 first = run_prompt(w, "a b c");
    QVERIFY(first > 0);
    const qint64 second = run_prompt(w, "a b c");
    QVERIFY2(second > first, "the second turn should carry the first one");
    QVERIFY(w.prompt_page()->transcript().count("You: a b c") == 2);

    // The export holds the transcript as shown.
    const QString out = dir_.filePath(QString("conversation-%1.txt").arg(QTest::currentDataTag()));
    QCOMPARE(w.prompt_page()->export_to(out), QString());
    QFile exported(out);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(exported.readAll()), w.prompt_page()->transcript() + "\n");

    if (by_shortcut)
        QTest::keyClick(w.findChild<QPlainTextEdit*>("userPrompt"), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier);
    else
        QTest::mouseClick(w.findChild<QPushButton*>("newConversationButton"), Qt::LeftButton);
    QCOMPARE(w.prompt_page()->transcript(), QString());
    // The same prompt again costs what it cost first: the history is gone.
    QCOMPARE(run_prompt(w, "a b c"), first);
    QVERIFY(w.prompt_page()->transcript().startsWith("You: a b c"));
}

QTEST_MAIN(UiConversation)
#include "tst_ui_conversation.moc"
