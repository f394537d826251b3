// What a newcomer meets on the Models tab (#21): with no model anywhere, an
// empty state that names every place searched and how to add one; a model
// shown by the name it was found by, general.name beside it, in the browser,
// the details pane and the status bar; a details pane that opens with a
// summary in words and full key names; and a layout that does not move when
// a model is selected.
#include <QDir>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "tests/support/model_rows.h"
#include "ui/models/model_list_model.h"
#include "ui/models/models_page.h"
#include "ui/shell/main_window.h"

using namespace synsema;
using Col = ui::ModelListModel::Column;
using test::row_named;

namespace {

// The details pane's value for `key`, or "<no KEY>".
QString detail(const QTableWidget& t, const QString& key) {
    for (int r = 0; r < t.rowCount(); ++r)
        if (t.item(r, 0) && t.item(r, 0)->text() == key) return t.item(r, 1)->text();
    return "<no " + key + ">";
}

int detail_row(const QTableWidget& t, const QString& key) {
    for (int r = 0; r < t.rowCount(); ++r)
        if (t.item(r, 0) && t.item(r, 0)->text() == key) return r;
    return -1;
}

}  // namespace

class UiModelsPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void empty_state_names_the_places_searched();
    void found_name_first_general_name_beside();
    void details_open_with_a_summary_and_whole_keys();
    void selecting_a_model_does_not_move_the_layout();
    void model_folders_are_described_off_the_gui_thread();

private:
    test::FakeHome home_;
    QTemporaryDir files_;
};

void UiModelsPage::initTestCase() {
    QVERIFY(home_.ok());
    QVERIFY(files_.isValid());
    home_.apply_to_process();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
}

void UiModelsPage::empty_state_names_the_places_searched() {
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* empty = w.findChild<QLabel*>("modelsEmptyState");
    QVERIFY(empty);
    // The store listing runs off the GUI thread; nothing is found in the empty home.
    QTest::qWait(300);
    QTRY_VERIFY(empty->isVisible());
    QVERIFY(!w.findChild<QTableView*>("modelsTable")->isVisible());
    const QString text = empty->text();
    for (const QString& place : {home_.ollama_store(), home_.hf_cache(), home_.lmstudio()})
        QVERIFY2(text.contains(place.toHtmlEscaped()), qPrintable(place + " not in: " + text));
    QVERIFY(text.contains("Ollama") && text.contains("Hugging Face") && text.contains("LM Studio"));
    QVERIFY2(text.contains("Drop a .gguf file here") && text.contains("Add model file…"), qPrintable(text));
    QVERIFY(text.contains("never downloads"));

    // A model added: the table comes back.
    const QString path = files_.filePath("first.gguf");
    QVERIFY(test::write_file(path, test::small_model_bytes(11, "First Model")));
    w.add_model_file(path);
    QTRY_VERIFY(w.findChild<QTableView*>("modelsTable")->isVisible());
    QVERIFY(!empty->isVisible());
}

void UiModelsPage::found_name_first_general_name_beside() {
    // Found as "storyteller:tiny"; its header calls it something else.
    home_.add_ollama("registry.ollama.ai", "library", "storyteller", "tiny", test::small_model_bytes(12, "TinyStories 260K"));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* table = w.findChild<QTableView*>("modelsTable");
    QTRY_VERIFY_WITH_TIMEOUT(row_named(*table->model(), "storyteller:tiny").isValid(), 10000);
    const QModelIndex row = row_named(*table->model(), "storyteller:tiny");
    QVERIFY(row.data(Qt::ToolTipRole).toString().contains("general.name: TinyStories 260K"));
    // The filter finds it by either name.
    auto* filter = w.models_page()->findChild<QLineEdit*>();
    filter->setText("TinyStories");
    QVERIFY(row_named(*table->model(), "storyteller:tiny").isValid());
    filter->clear();

    table->setCurrentIndex(row_named(*table->model(), "storyteller:tiny"));
    auto* details = w.findChild<QTableWidget*>("modelDetails");
    QCOMPARE(detail(*details, "Found as"), QString("storyteller:tiny"));
    QCOMPARE(detail(*details, "Model name (general.name)"), QString("TinyStories 260K"));
    QCOMPARE(w.findChild<QLabel*>("detailsTitle")->text(), QString("storyteller:tiny — TinyStories 260K"));

    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    QTest::mouseClick(w.findChild<QPushButton*>("loadButton"), Qt::LeftButton);
    QVERIFY(ready.wait(30000));
    QCOMPARE(ready.takeFirst().at(0).toString(), QString("storyteller:tiny"));
    const QString status = w.findChild<QLabel*>("statusModel")->text();
    QVERIFY2(status.startsWith("storyteller:tiny") && status.contains("general.name TinyStories 260K"), qPrintable(status));
    QVERIFY(w.windowTitle().contains("storyteller:tiny"));
    QCOMPARE(w.loaded_model().found_as, QString("storyteller:tiny"));
    QCOMPARE(w.loaded_model().name, QString("TinyStories 260K"));
}

void UiModelsPage::details_open_with_a_summary_and_whole_keys() {
    const QString path = files_.filePath("summary.gguf");
    QVERIFY(test::write_file(path, test::small_model_bytes(13, "Summary Model")));
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.add_model_file(path);
    auto* details = w.findChild<QTableWidget*>("modelDetails");
    QTRY_VERIFY(details->rowCount() > 10);
    // The summary first, in words, in this order.
    const QStringList summary{"Found as", "Model name (general.name)", "Architecture", "Parameters", "Quantization",
                              "Context", "Chat template", "Licence", "File size", "File"};
    for (int i = 0; i < summary.size(); ++i) QCOMPARE(details->item(i, 0)->text(), summary[i]);
    QCOMPARE(detail(*details, "Found as"), QString("summary.gguf"));
    QCOMPARE(detail(*details, "Architecture"), QString("llama"));
    QCOMPARE(detail(*details, "Quantization"), QString("Q8_0:16 F32:5"));
    QVERIFY(detail(*details, "Context").startsWith("2"));
    QCOMPARE(detail(*details, "Chat template"), QString("none in the file"));
    QCOMPARE(detail(*details, "File"), path);
    // Then the raw keys, each readable whole.
    const int tokens = detail_row(*details, "tokenizer.ggml.tokens");
    QVERIFY(tokens >= summary.size());
    QCOMPARE(detail_row(*details, "general.architecture"), int(summary.size()));  // the first raw key
    const QFontMetrics fm(details->item(tokens, 0)->font());
    int widest = 0;
    for (int r = summary.size(); r < details->rowCount(); ++r)
        widest = std::max(widest, fm.horizontalAdvance(details->item(r, 0)->text()));
    QVERIFY2(details->columnWidth(0) >= widest, qPrintable(QString("key column %1 px < %2 px").arg(details->columnWidth(0)).arg(widest)));
}

void UiModelsPage::selecting_a_model_does_not_move_the_layout() {
    // A long file name and a long general.name: neither may widen the pane.
    const QString long_path = files_.filePath(QString("a-model-file-with-a-very-long-name-").repeated(4) + ".gguf");
    QVERIFY(test::write_file(long_path, test::small_model_bytes(14, "An Extremely Long General Name That Goes On And On And On For Quite A While")));
    const QString broken = files_.filePath("broken.gguf");
    QVERIFY(test::write_file(broken, QByteArray("GGUF\x03\0\0\0", 8)));
    ui::MainWindow w;
    w.resize(1100, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.add_model_file(long_path);
    w.add_model_file(broken);
    auto* table = w.findChild<QTableView*>("modelsTable");
    // Both files are described off the GUI thread: wait for their rows.
    QTRY_VERIFY(row_named(*table->model(), "broken.gguf").isValid());
    QTRY_VERIFY(table->model()->rowCount() >= 2);
    table->clearSelection();
    table->setCurrentIndex({});
    QTest::qWait(100);
    auto* split = w.findChild<QSplitter*>("modelsSplitter");
    auto* load = w.findChild<QPushButton*>("loadButton");
    QVERIFY(split && load);
    const QList<int> sizes = split->sizes();
    const QRect load_at(load->mapTo(&w, QPoint(0, 0)), load->size());
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        table->setCurrentIndex(table->model()->index(r, 0));
        QTest::qWait(50);
        QCOMPARE(split->sizes(), sizes);
        QCOMPARE(QRect(load->mapTo(&w, QPoint(0, 0)), load->size()), load_at);
    }
}

// The model folders' files and an added file are described (every GGUF header parsed) off the GUI
// thread: the window is built, and add_model_file returns, before any of them is in the list, which
// fills once the event loop runs; the folder's file keeps its source, and a file added meanwhile stays.
void UiModelsPage::model_folders_are_described_off_the_gui_thread() {
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    QVERIFY(QDir(folder.path()).mkpath("nested"));
    const QString in_folder = folder.filePath("nested/in-folder.gguf");
    QVERIFY(test::write_file(in_folder, test::small_model_bytes(14, "Folder Model")));
    {
        QSettings s;
        s.setValue("models/folders", QStringList{folder.path()});
        s.setValue("models/added", QStringList{});
    }
    ui::MainWindow w;
    auto* table = w.findChild<QTableView*>("modelsTable");
    QVERIFY(!row_named(*table->model(), "in-folder.gguf").isValid());  // nothing described on the GUI thread
    const QString added = files_.filePath("added-meanwhile.gguf");
    QVERIFY(test::write_file(added, test::small_model_bytes(15, "Added Model")));
    w.add_model_file(added);
    QVERIFY(!row_named(*table->model(), "added-meanwhile.gguf").isValid());  // an added file's header too
    QTRY_VERIFY_WITH_TIMEOUT(row_named(*table->model(), "in-folder.gguf").isValid(), 10000);
    QCOMPARE(row_named(*table->model(), "in-folder.gguf").siblingAtColumn(Col::Source).data().toString(), QString("folder"));
    QTRY_VERIFY_WITH_TIMEOUT(row_named(*table->model(), "added-meanwhile.gguf").isValid(), 10000);
    QTRY_COMPARE(w.models_page()->selected_path(), QFileInfo(added).absoluteFilePath());
    QSettings().clear();
}

QTEST_MAIN(UiModelsPage)
#include "tst_ui_models_page.moc"
