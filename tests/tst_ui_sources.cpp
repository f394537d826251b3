// The models browser lists every source, not only added files: a fake
// Ollama store, Hugging Face hub cache and LM Studio folder in a temporary
// HOME appear with their source, architecture, size, quantization and
// context length, under QAbstractItemModelTester; an Ollama model loads from
// the browser and the Proof tab checks its content address (match, then
// MISMATCH once the blob's bytes are replaced).
#include <QAbstractItemModelTester>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTabWidget>
#include <QtTest>

#include "tests/support/fake_stores.h"
#include "ui/shell/main_window.h"
#include "ui/models/model_list_model.h"
#include "ui/models/models_page.h"
#include "ui/proof/proof_page.h"

using namespace synsema;
using Col = ui::ModelListModel::Column;

namespace {

// The browser row whose name is `name`, or an invalid index.
QModelIndex row_named(const QAbstractItemModel& model, const QString& name) {
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, Col::Name).data().toString() == name) return model.index(r, 0);
    return {};
}

QString label(const QWidget& w, const QString& name) {
    auto* l = w.findChild<QLabel*>(name);
    return l ? l->text() : QStringLiteral("<no label %1>").arg(name);
}

}  // namespace

class UiSources : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void browser_lists_every_source_data();
    void browser_lists_every_source();
    void ollama_model_loads_and_its_blob_is_checked();

private:
    test::FakeHome home_;
    QString ollama_blob_;
};

void UiSources::initTestCase() {
    QVERIFY(home_.ok());
    home_.apply_to_process();
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    ollama_blob_ = home_.add_ollama("registry.ollama.ai", "library", "qwen2.5", "0.5b", test::small_model_bytes(1));
    test::OllamaLayers cloud;
    cloud.model_layer = false;
    home_.add_ollama("registry.ollama.ai", "library", "giant", "cloud", QByteArray(), cloud);
    home_.add_hf("org", "repo", "repo-Q4_K_M.gguf", test::small_model_bytes(2));
    home_.add_lmstudio("pub", "lm", "lm-Q8_0.gguf", test::small_model_bytes(3));
}

void UiSources::browser_lists_every_source_data() {
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("source");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<bool>("runnable");
    QTest::newRow("ollama") << "qwen2.5:0.5b" << "ollama" << qint64(test::small_model_bytes(1).size()) << true;
    QTest::newRow("huggingface") << "org/repo/repo-Q4_K_M.gguf" << "huggingface" << qint64(test::small_model_bytes(2).size()) << true;
    QTest::newRow("lmstudio") << "pub/lm/lm-Q8_0.gguf" << "lmstudio" << qint64(test::small_model_bytes(3).size()) << true;
    QTest::newRow("ollama cloud model") << "giant:cloud" << "ollama" << qint64(0) << false;
}

void UiSources::browser_lists_every_source() {
    QFETCH(QString, name);
    QFETCH(QString, source);
    QFETCH(qint64, size);
    QFETCH(bool, runnable);
    ui::MainWindow w;
    auto* table = w.findChild<QTableView*>("modelsTable");
    auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
    QVERIFY(proxy);
    QAbstractItemModel* model = proxy->sourceModel();
    // Attached before the listing arrives, so its inserts are checked too.
    QAbstractItemModelTester t1(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 4, 10000);

    const QModelIndex row = row_named(*model, name);
    QVERIFY2(row.isValid(), qPrintable(name));
    QCOMPARE(row.siblingAtColumn(Col::Source).data().toString(), source);
    QCOMPARE(row.data(ui::ModelListModel::RunnableRole).toBool(), runnable);
    QCOMPARE(row.siblingAtColumn(Col::Size).data(ui::ModelListModel::SortRole).toLongLong(), size);
    if (runnable) {
        QCOMPARE(row.siblingAtColumn(Col::Architecture).data().toString(), QString("llama"));
        QCOMPARE(row.siblingAtColumn(Col::Quantization).data().toString(), QString("Q8_0:16 F32:5"));
        QCOMPARE(row.siblingAtColumn(Col::Context).data(ui::ModelListModel::SortRole).toLongLong(), qint64(2048));
        QCOMPARE(row.siblingAtColumn(Col::ArchFile).data().toString(), QString("yes"));
    } else {
        QCOMPARE(row.siblingAtColumn(Col::ArchFile).data().toString(), QString("not runnable"));
        QVERIFY(row.data(Qt::ToolTipRole).toString().contains("no model layer"));
    }

    // The filter box finds it by source, and sorting by size keeps every row.
    auto* filter = w.models_page()->findChild<QLineEdit*>();
    filter->setText(source);
    QVERIFY(row_named(*proxy, name).isValid());
    for (int r = 0; r < proxy->rowCount(); ++r) {
        const QModelIndex i = proxy->index(r, 0);
        QVERIFY(i.data().toString().contains(source) || i.siblingAtColumn(Col::Source).data().toString().contains(source) ||
                i.siblingAtColumn(Col::Architecture).data().toString().contains(source));
    }
    filter->clear();
    proxy->sort(Col::Size, Qt::DescendingOrder);
    QCOMPARE(proxy->rowCount(), 4);
}

void UiSources::ollama_model_loads_and_its_blob_is_checked() {
    ui::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* table = w.findChild<QTableView*>("modelsTable");
    QTRY_VERIFY_WITH_TIMEOUT(row_named(*table->model(), "qwen2.5:0.5b").isValid(), 10000);
    table->setCurrentIndex(row_named(*table->model(), "qwen2.5:0.5b"));
    QCOMPARE(w.models_page()->selected_path(), ollama_blob_);

    QSignalSpy ready(&w, &ui::MainWindow::model_ready);
    QTest::mouseClick(w.findChild<QPushButton*>("loadButton"), Qt::LeftButton);
    QVERIFY(ready.wait(30000));
    QSignalSpy proof(w.proof_page(), &ui::ProofPage::proof_ready);
    w.tabs()->setCurrentWidget(w.proof_page());
    QVERIFY(proof.wait(30000));
    const ui::ProofPage& page = *w.proof_page();
    QCOMPARE(page.report()->attestation.model_requested, std::string("qwen2.5:0.5b"));
    QCOMPARE(page.report()->attestation.model_source, std::string("ollama"));
    const QString blob_sha = QFileInfo(ollama_blob_).fileName().mid(QString("sha256-").size());
    QCOMPARE(page.findChild<QLineEdit*>("proofWeights0Sha256")->text(), blob_sha);
    QVERIFY2(label(page, "proofWeights0ContentAddress").contains("match"), qPrintable(label(page, "proofWeights0ContentAddress")));
    QVERIFY(!label(page, "proofWeights0ContentAddress").contains("MISMATCH"));

    // Other bytes under the same name (a new file renamed over it: the loaded
    // mapping keeps the old one): Verify again hashes what was mapped, which
    // still matches its content address, and says loudly that the path now
    // names another file.
    QSaveFile tampered(ollama_blob_);
    QVERIFY(tampered.open(QIODevice::WriteOnly));
    tampered.write(test::small_model_bytes(7));
    QVERIFY(tampered.commit());
    QTest::mouseClick(page.findChild<QPushButton*>("proofVerifyAgain"), Qt::LeftButton);
    QVERIFY(proof.wait(30000));
    QVERIFY(page.report()->attestation.tampering_suspected);
    QVERIFY2(label(page, "proofWarnings").contains("POSSIBLE TAMPERING") &&
                 label(page, "proofWarnings").contains("renamed over"),
             qPrintable(label(page, "proofWarnings")));
    QCOMPARE(page.findChild<QLineEdit*>("proofWeights0Sha256")->text(), blob_sha);
}

QTEST_MAIN(UiSources)
#include "tst_ui_sources.moc"
