// The Judge tab on the real window with stories260K: documents dropped onto
// the page are judged on the engine thread, each row's probabilities sum to
// 1 and equal what JudgeService gives directly, the review filter shows
// exactly the needs-review rows, export writes a CSV that parses, Stop
// returns promptly, PDF/DOCX are judged from their imported text and bad
// files fail in their own row, and calibration shows metrics and plots.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QMimeData>
#include <QPainter>
#include <QPdfWriter>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include "services/documents/document.h"
#include "services/documents/zip_guard.h"
#include "ui/judge/judge_calibration_dialog.h"
#include "ui/judge/judge_page.h"
#include "ui/judge/judge_preset_picker.h"
#include "ui/judge/judge_table_model.h"
#include "services/judge/judge_io.h"
#include "services/judge/judge_service.h"
#include "engine/model/model.h"
#include "engine/util/data_dirs.h"
#include "engine/util/error.h"
#include "tests/support/drop_files.h"
#include "tests/support/test_data.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/models/models_page.h"

using namespace synsema;
using ui::JudgePage;
using ui::JudgeTableModel;

namespace {

QString stories_preset() { return QString::fromStdString(source_data_dir(DataKind::JudgePresets)) + "/stories.json"; }

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray read_all(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}


// A real window with the app pages and the model loaded.
struct Harness {
    ui::MainWindow window;
    JudgePage* page = nullptr;
};

std::unique_ptr<Harness> open_window(const QString& gguf) {
    auto h = std::make_unique<Harness>();
    
    h->window.show();
    h->page = h->window.findChild<JudgePage*>();
    if (!h->page) return nullptr;
    QSignalSpy ready(&h->window, &ui::MainWindow::model_ready);
    h->window.load_model(gguf);
    if (!ready.wait(30000)) return nullptr;
    h->window.tabs()->setCurrentWidget(h->page);
    return h;
}

// Runs the page and waits for the judge job's outcome; returns the batch.
ui::JudgeBatch run_and_wait(Harness& h) {
    QSignalSpy finished(h.window.engine(), &ui::EngineController::job_finished);
    QSignalSpy failed(h.window.engine(), &ui::EngineController::job_failed);
    QTest::mouseClick(h.page->findChild<QPushButton*>("judgeRunButton"), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return finished.count() + failed.count() > 0; }, 120000)) return {};
    if (!failed.isEmpty()) qWarning() << "judge job failed:" << failed.at(0).at(1).toString();
    return finished.isEmpty() ? ui::JudgeBatch{} : finished.at(0).at(1).value<ui::JudgeBatch>();
}

int source_row_of(JudgeTableModel* model, const QString& path) { return int(model->paths().indexOf(QFileInfo(path).absoluteFilePath())); }

QByteArray text_pdf(const QString& line) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(72);
        QPainter p(&writer);
        p.setFont(QFont("DejaVu Sans", 12));
        p.drawText(QPointF(72, 100), line);
    }
    return buffer.data();
}

QByteArray text_docx(const QString& paragraph) {
    const QByteArray xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document "
                           "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\"><w:body><w:p><w:r><w:t>" +
                           paragraph.toUtf8() + "</w:t></w:r></w:p></w:body></w:document>";
    return documents::write_zip({{"[Content_Types].xml", "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
                                 {"word/document.xml", xml}});
}

// Thirty short stories, ten per animal; every fifth is labeled with another
// animal than the one it names, so the model cannot be perfectly right and
// the fitted temperature stays finite.
QByteArray labeled_csv() {
    const char* names[] = {"Tim", "Sue", "Ben", "Mia", "Max", "Lily", "Tom", "Anna", "Sam", "Zoe"};
    const char* animals[] = {"dog", "cat", "bird"};
    QByteArray csv = "text,label\n";
    for (int i = 0; i < 10; ++i)
        for (int a = 0; a < 3; ++a) {
            const char* label = (i * 3 + a) % 5 == 0 ? animals[(a + 1) % 3] : animals[a];
            csv += QString("\"%1 found a %2 in the park. The %2 was happy.\",%3\n").arg(names[i], animals[a], label).toUtf8();
        }
    return csv;
}

}  // namespace

class AppJudgePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void without_model_run_is_disabled();
    void drop_judge_filter_export();
    void documents_are_read_by_format_data();
    void documents_are_read_by_format();
    void pdf_docx_and_bad_files_in_rows();
    void stop_returns_promptly();
    void calibrate_shows_metrics_and_saves();
    void table_model_passes_tester();

private:
    QTemporaryDir dir_;
    QStringList stories_;
};

void AppJudgePage::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(dir_.isValid());
    const QList<QByteArray> texts = {"Lily saw a big dog. The dog barked and ran to her.",
                                     "Tom had a cat. The cat liked milk and sleeping in the sun.",
                                     "# A bird\n\nA small bird sang in the tree every morning."};
    const QStringList names = {"dog.txt", "cat.txt", "bird.md"};
    for (int i = 0; i < texts.size(); ++i) {
        stories_ << dir_.filePath(names[i]);
        write(stories_.back(), texts[i]);
    }
    write(dir_.filePath("story.pdf"), text_pdf("Ben had a little dog. The dog liked to run."));
    write(dir_.filePath("story.docx"), text_docx("Sue saw a bird in the garden. The bird sang."));
    QBuffer scan;  // a page without a text layer
    scan.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&scan);
        QPainter p(&writer);
        p.fillRect(QRect(100, 100, 800, 300), Qt::gray);
    }
    write(dir_.filePath("scan.pdf"), scan.data());
    write(dir_.filePath("broken.docx"), "PK\x03\x04 this is not a zip archive");
    write(dir_.filePath("program.exe"), "MZ\x90\x00");
    write(dir_.filePath("latin1.txt"), "caf\xe9");
}

void AppJudgePage::without_model_run_is_disabled() {
    ui::MainWindow window;
    
    auto* page = window.findChild<JudgePage*>();
    QVERIFY(page);
    QCOMPARE(window.tabs()->tabText(window.tabs()->indexOf(page)), QString("&Judge"));
    window.show();
    window.tabs()->setCurrentWidget(page);
    QVERIFY(synsema::test::drop_files(page, stories_));
    QCOMPARE(page->table_model()->rowCount(), 3);
    QVERIFY(page->findChild<QLabel*>("judgeNoModel")->isVisible());
    QVERIFY(!page->findChild<QPushButton*>("judgeRunButton")->isEnabled());
    QVERIFY(!page->findChild<QPushButton*>("judgeCalibrateButton")->isEnabled());
    // A dropped model is the window's business, not the tab's: it passes
    // through to the window's models browser.
    const QString gguf = dir_.filePath("model.gguf");
    write(gguf, "GGUF not really");
    QVERIFY(synsema::test::drop_files(page, {gguf}));
    QCOMPARE(page->table_model()->rowCount(), 3);
    // Its header is read off the GUI thread; the row is selected once it is described.
    QTRY_COMPARE(window.models_page()->selected_path(), QFileInfo(gguf).absoluteFilePath());
}

void AppJudgePage::drop_judge_filter_export() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    auto h = open_window(gguf);
    QVERIFY(h);
    JudgePage* page = h->page;
    QVERIFY(!page->findChild<QLabel*>("judgeNoModel")->isVisible());
    QCOMPARE(page->presets()->select_file(stories_preset()), QString());
    QVERIFY(synsema::test::drop_files(page, stories_));
    JudgeTableModel* model = page->table_model();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(model->labels(), QStringList({"dog", "cat", "bird"}));
    QAbstractItemModelTester tester(page->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    const ui::JudgeBatch first = run_and_wait(*h);
    QCOMPARE(int(first.documents.size()), 3);
    QVERIFY(!first.stopped);

    // The same files through JudgeService directly, one session, same order.
    const judge::Preset preset = services::load_preset(stories_preset());
    const auto direct_model = model::Model::load(gguf.toStdString());
    SessionOptions so;
    so.n_threads = h->window.threads_setting();
    services::JudgeService direct(*direct_model, preset, so);
    std::vector<double> confidences;
    for (const QString& path : stories_) {
        const services::JudgedDocument expected = direct.judge_file(path);
        QVERIFY2(expected.error.isEmpty(), qPrintable(expected.error));
        const int row = source_row_of(model, path);
        QVERIFY(row >= 0);
        const services::JudgedDocument* got = model->result(row);
        QVERIFY(got && got->error.isEmpty());
        double sum = 0;
        for (int k = 0; k < 3; ++k) {
            const double p = model->index(row, model->probability_column(k)).data(JudgeTableModel::SortRole).toDouble();
            sum += p;
            // Bit for bit: the same computation, whatever the cache held before.
            QVERIFY2(p == expected.judgement.probs[size_t(k)],
                     qPrintable(QString("%1 != %2").arg(p, 0, 'g', 17).arg(expected.judgement.probs[size_t(k)], 0, 'g', 17)));
        }
        QVERIFY2(std::abs(sum - 1) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
        QCOMPARE(got->sha256, expected.sha256);
        QCOMPARE(model->index(row, model->decision_column()).data().toString(),
                 QString::fromStdString(preset.labels[size_t(expected.judgement.decision)].name));
        confidences.push_back(expected.judgement.confidence);
    }

    // A gate between the confidences: some rows are decided, some need review.
    std::sort(confidences.begin(), confidences.end());
    QVERIFY2(confidences.front() < confidences.back(), "the documents' confidences are all equal");
    judge::Preset gated = preset;
    gated.gate = judge::Gate{};
    gated.gate->threshold = (confidences.front() + confidences.back()) / 2;
    gated.gate->coverage = 0.5;
    const QString gated_path = dir_.filePath("stories-gated.json");
    gated.save(gated_path.toStdString());
    QCOMPARE(page->presets()->select_file(gated_path), QString());
    QVERIFY(!model->result(0));  // a new preset: the old results are gone
    const ui::JudgeBatch second = run_and_wait(*h);
    QCOMPARE(int(second.documents.size()), 3);

    int needs_review = 0, automatic = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString verdict = model->index(row, model->verdict_column()).data(JudgeTableModel::VerdictRole).toString();
        needs_review += verdict == "needs-review";
        automatic += verdict == "auto";
        const double confidence = model->result(row)->judgement.confidence;
        QCOMPARE(verdict, QString(confidence >= *gated.gate->threshold ? "auto" : "needs-review"));
    }
    QVERIFY(needs_review > 0 && automatic > 0);
    auto* review_only = page->findChild<QCheckBox*>("judgeReviewOnly");
    QTest::mouseClick(review_only, Qt::LeftButton);
    QVERIFY(review_only->isChecked());
    QCOMPARE(page->proxy()->rowCount(), needs_review);
    for (int r = 0; r < page->proxy()->rowCount(); ++r)
        QCOMPARE(page->proxy()->index(r, model->verdict_column()).data(JudgeTableModel::VerdictRole).toString(), QString("needs-review"));
    QTest::mouseClick(review_only, Qt::LeftButton);
    QCOMPARE(page->proxy()->rowCount(), 3);

    // Export: a new file that parses, one row per document with the table's numbers.
    QVERIFY(!page->export_csv_to(stories_[0]).isEmpty());  // never over a document
    QCOMPARE(read_all(stories_[0]), QByteArray("Lily saw a big dog. The dog barked and ran to her."));
    const QString csv_path = dir_.filePath("results.csv");
    QCOMPARE(page->export_csv_to(csv_path), QString());
    const QList<QByteArray> lines = read_all(csv_path).split('\n');
    QCOMPARE(lines.size(), 5);  // header, three rows, final line end
    QCOMPARE(lines[0].trimmed(), QByteArray("file,sha256,p_dog,p_cat,p_bird,decision,confidence,verdict,calibration,windows,error"));
    for (int i = 1; i <= 3; ++i) {
        const QList<QByteArray> fields = lines[i].trimmed().split(',');
        QCOMPARE(fields.size(), 11);
        const int row = source_row_of(model, QString::fromUtf8(fields[0]));
        QVERIFY2(row >= 0, fields[0].constData());
        double sum = 0;
        for (int k = 0; k < 3; ++k) {
            bool ok = false;
            const double p = fields[2 + k].toDouble(&ok);
            QVERIFY(ok);
            QVERIFY(std::abs(p - model->result(row)->judgement.probs[size_t(k)]) < 1e-9);
            sum += p;
        }
        QVERIFY(std::abs(sum - 1) < 1e-8);
        QCOMPARE(QString::fromUtf8(fields[7]), model->index(row, model->verdict_column()).data(JudgeTableModel::VerdictRole).toString());
        QCOMPARE(fields[9], QByteArray());
    }
}

void AppJudgePage::documents_are_read_by_format_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");  // "ok" or the error kind
    QTest::addColumn<QString>("message");   // a word the error must hold
    QTest::newRow("pdf") << "story.pdf" << "ok" << "";
    QTest::newRow("docx") << "story.docx" << "ok" << "";
    QTest::newRow("pdf without text") << "scan.pdf" << "format" << "OCR found no text";
    QTest::newRow("broken docx") << "broken.docx" << "format" << "broken.docx";
    QTest::newRow("program") << "program.exe" << "unsupported" << ".exe";
    QTest::newRow("latin-1 text") << "latin1.txt" << "format" << "UTF-8";
    QTest::newRow("missing") << "missing.pdf" << "io" << "missing.pdf";
}

void AppJudgePage::documents_are_read_by_format() {
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QFETCH(QString, message);
    const QString path = dir_.filePath(file);
    try {
        const services::JudgeDocument doc = services::read_judge_document(path);
        QCOMPARE(QString("ok"), expected);
        QCOMPARE(doc.sha256, documents::sha256_hex(read_all(path)));  // of the file, not of the text
        QCOMPARE(doc.text, documents::import_document(path).text);
        QVERIFY(QString::fromStdString(doc.text).contains(file.endsWith(".pdf") ? "little dog" : "bird sang"));
    } catch (const Error& e) {
        QVERIFY2(expected != "ok", e.what());
        QCOMPARE(QString(error_kind_name(e.kind())), expected);
        QVERIFY2(QString(e.what()).contains(message), e.what());
        QVERIFY2(QString(e.what()).contains(file), e.what());
    }
}

void AppJudgePage::pdf_docx_and_bad_files_in_rows() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    auto h = open_window(gguf);
    QVERIFY(h);
    QCOMPARE(h->page->presets()->select_file(stories_preset()), QString());
    const QStringList files = {dir_.filePath("story.pdf"), dir_.filePath("scan.pdf"), dir_.filePath("story.docx"),
                               dir_.filePath("broken.docx"), dir_.filePath("program.exe")};
    QVERIFY(synsema::test::drop_files(h->page, files));
    const ui::JudgeBatch batch = run_and_wait(*h);
    QCOMPARE(int(batch.documents.size()), 5);

    const auto direct_model = model::Model::load(gguf.toStdString());
    SessionOptions so;
    so.n_threads = h->window.threads_setting();
    services::JudgeService direct(*direct_model, services::load_preset(stories_preset()), so);
    JudgeTableModel* model = h->page->table_model();
    for (const QString& good : {files[0], files[2]}) {
        const int row = source_row_of(model, good);
        const services::JudgedDocument* got = model->result(row);
        QVERIFY(got);
        QVERIFY2(got->error.isEmpty(), qPrintable(got->error));
        const services::JudgedDocument expected = direct.judge_text(documents::import_document(good).text);
        for (size_t k = 0; k < 3; ++k) QCOMPARE(got->judgement.probs[k], expected.judgement.probs[k]);
        QCOMPARE(got->sha256, documents::sha256_hex(read_all(good)));
    }
    for (const QString& bad : {files[1], files[3], files[4]}) {
        const int row = source_row_of(model, bad);
        const QString status = model->index(row, model->status_column()).data().toString();
        QVERIFY2(status.contains(QFileInfo(bad).fileName()), qPrintable(status));
        QVERIFY(model->index(row, model->probability_column(0)).data().toString().isEmpty());
        QVERIFY(model->index(row, model->verdict_column()).data(JudgeTableModel::VerdictRole).toString().isEmpty());
    }
    QVERIFY(model->index(source_row_of(model, files[1]), model->status_column()).data().toString().contains("OCR found no text"));
}

void AppJudgePage::stop_returns_promptly() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    auto h = open_window(gguf);
    QVERIFY(h);
    QCOMPARE(h->page->presets()->select_file(stories_preset()), QString());
    // Enough distinct documents that the run lasts well beyond the stop.
    QTemporaryDir many;
    QStringList paths;
    for (int i = 0; i < 400; ++i) {
        paths << many.filePath(QString("story%1.txt").arg(i, 3, 10, QChar('0')));
        write(paths.back(), QString("Story %1. ").arg(i).toUtf8() + QByteArray("The dog and the cat played in the park all day. ").repeated(20));
    }
    h->page->add_documents(paths);
    QSignalSpy progress(h->window.engine(), &ui::EngineController::job_progress);
    QSignalSpy finished(h->window.engine(), &ui::EngineController::job_finished);
    QTest::mouseClick(h->page->findChild<QPushButton*>("judgeRunButton"), Qt::LeftButton);
    // Stop mid-run: once a few documents are done.
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty() && progress.last().at(1).toLongLong() >= 3, 60000);
    QVERIFY2(finished.isEmpty(), "the run ended before it could be stopped");
    auto* stop = h->page->findChild<QPushButton*>("judgeStopButton");
    QVERIFY(stop->isEnabled());
    QElapsedTimer timer;
    timer.start();
    QTest::mouseClick(stop, Qt::LeftButton);
    QVERIFY(finished.wait(5000));
    const qint64 ms = timer.elapsed();
    QVERIFY2(ms < 500, qPrintable(QString("stop took %1 ms").arg(ms)));
    const auto batch = finished.at(0).at(1).value<ui::JudgeBatch>();
    qInfo("stopped after %lld ms with %d of 400 documents judged", ms, int(batch.documents.size()));
    QVERIFY(batch.stopped);
    QVERIFY(batch.documents.size() >= 3 && batch.documents.size() < 400);
    QVERIFY(h->page->findChild<QLabel*>("judgeStatus")->text().startsWith("Stopped after"));
    QVERIFY(h->page->findChild<QPushButton*>("judgeRunButton")->isEnabled());
    // Rows the run reached have results; the rest stay pending.
    const int judged = int(batch.documents.size());
    QVERIFY(!h->page->table_model()->result(judged));
    if (judged > 0) QVERIFY(h->page->table_model()->result(judged - 1));
}

void AppJudgePage::calibrate_shows_metrics_and_saves() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    auto h = open_window(gguf);
    QVERIFY(h);
    const QString input = dir_.filePath("stories-input.json");
    QVERIFY(QFile::copy(stories_preset(), input));
    const QByteArray input_bytes = read_all(input);
    QCOMPARE(h->page->presets()->select_file(input), QString());
    const QString data = dir_.filePath("labeled.csv");
    write(data, labeled_csv());
    h->page->findChild<QDoubleSpinBox*>("judgeAlpha")->setValue(0.3);
    h->page->findChild<QDoubleSpinBox*>("judgeDelta")->setValue(0.2);

    QSignalSpy shown(h->page, &JudgePage::calibration_shown);
    h->page->calibrate_with(data);
    QVERIFY(shown.wait(120000));
    const auto outcome = shown.at(0).at(0).value<ui::CalibrationOutcome>();
    QCOMPARE(outcome.report.n_fit + outcome.report.n_eval, qint64(30));
    QVERIFY(outcome.report.preset.gate.has_value());
    QCOMPARE(outcome.report.preset.gate->alpha, 0.3);
    auto* dialog = h->page->findChild<ui::JudgeCalibrationDialog*>();
    QVERIFY(dialog && dialog->isVisible());
    QTableWidget* metrics = dialog->metrics_table();
    const auto& r = outcome.report;
    const double before[] = {r.before.accuracy, r.before.nll, r.before.brier, r.before.ece, r.before.aurc};
    const double after[] = {r.after.accuracy, r.after.nll, r.after.brier, r.after.ece, r.after.aurc};
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(metrics->item(i, 0)->text(), QString::number(before[i], 'f', 4));
        QCOMPARE(metrics->item(i, 1)->text(), QString::number(after[i], 'f', 4));
    }
    auto* plots = dialog->findChild<QTabWidget*>("calibrationPlots");
    QCOMPARE(plots->count(), 3);
    for (QLabel* label : plots->findChildren<QLabel*>()) QVERIFY(!label->pixmap().isNull());

    QVERIFY(!dialog->save_to(input).isEmpty());  // the input preset is never written
    QCOMPARE(read_all(input), input_bytes);
    const QString fitted = dir_.filePath("stories-fitted.json");
    QCOMPARE(dialog->save_to(fitted), QString());
    const judge::Preset saved = judge::Preset::load(fitted.toStdString());
    QCOMPARE(saved.calibration.describe(), r.preset.calibration.describe());
    QVERIFY(saved.gate.has_value());
    QCOMPARE(h->page->presets()->path(), QFileInfo(fitted).absoluteFilePath());  // now the selected preset
    dialog->close();
}

void AppJudgePage::table_model_passes_tester() {
    JudgeTableModel model;
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(JudgeTableModel::SortRole);
    proxy.setFilterRole(JudgeTableModel::VerdictRole);
    QAbstractItemModelTester t1(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester t2(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.set_labels({"yes", "no"});
    QVERIFY(model.add_document("/a.txt"));
    QVERIFY(model.add_document("/b.txt"));
    QVERIFY(model.add_document("/c.txt"));
    QVERIFY(!model.add_document("/a.txt"));
    QCOMPARE(model.columnCount(), 7);  // document, 2 labels, decision, confidence, verdict, status
    ui::JudgeBatch batch;
    batch.preset.labels = {{"yes", " Yes"}, {"no", " No"}};
    const double probs[][2] = {{0.9, 0.1}, {0.35, 0.65}};
    for (int i = 0; i < 2; ++i) {
        services::JudgedDocument d;
        d.path = i == 0 ? "/a.txt" : "/b.txt";
        d.judgement.probs = {probs[i][0], probs[i][1]};
        d.judgement.decision = i;
        d.judgement.confidence = std::max(probs[i][0], probs[i][1]);
        d.judgement.verdict = i == 0 ? judge::Verdict::Auto : judge::Verdict::NeedsReview;
        d.score.windows.resize(i == 0 ? 1 : 3);  // b.txt: judged in three windows that disagree
        d.judgement.windows_disagree = i == 1;
        batch.documents.push_back(d);
    }
    services::JudgedDocument failed;
    failed.path = "/c.txt";
    failed.error = "/c.txt: not valid UTF-8 (byte 3)";
    batch.documents.push_back(failed);
    model.apply(batch);
    QCOMPARE(model.index(0, 1).data().toString(), QString("0.9000"));
    QCOMPARE(model.index(1, model.decision_column()).data().toString(), QString("no"));
    QCOMPARE(model.index(2, model.status_column()).data().toString(), failed.error);
    QCOMPARE(model.index(0, model.status_column()).data().toString(), QString("Judged"));
    QCOMPARE(model.index(1, model.status_column()).data().toString(), QString("Judged in 3 windows that disagree"));
    // Numeric sort on a probability column; the failed row sorts below every value.
    proxy.sort(1, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, 0).data().toString(), QString("a.txt"));
    QCOMPARE(proxy.index(1, 0).data().toString(), QString("b.txt"));
    QCOMPARE(proxy.index(2, 0).data().toString(), QString("c.txt"));
    proxy.setFilterKeyColumn(model.verdict_column());
    proxy.setFilterFixedString("needs-review");
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data().toString(), QString("b.txt"));
    proxy.setFilterFixedString({});
    QCOMPARE(model.judged().size(), size_t(3));
    model.set_labels({"a", "b", "c"});  // another preset: the results go, the rows stay
    QCOMPARE(model.columnCount(), 8);
    QVERIFY(!model.result(0));
    model.apply(batch);  // results of the old labels do not fit the new columns
    QVERIFY(!model.result(0));
    model.clear();
    QCOMPARE(proxy.rowCount(), 0);
}

QTEST_MAIN(AppJudgePage)
#include "tst_ui_judge_page.moc"
