// The Redact tab in a real MainWindow: drop documents, wait for detection on
// the engine thread, compare the highlights with the engine's detector, reject
// a span, mark one by selecting text, export, and check the files.
#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include "services/documents/document.h"
#include "ui/redact/category_colors.h"
#include "ui/redact/redact_page.h"
#include "ui/redact/span_table_model.h"
#include "ui/redact/text_offsets.h"
#include "engine/redact/detector.h"
#include "tests/support/drop_files.h"
#include "tests/support/test_data.h"
#include "ui/shell/main_window.h"

using namespace synsema;

namespace {

const char* kNote =
    "Patient: Wendeline Ashgrove, DOB 04/02/1941, phone 503-555-0142.\r\n"
    "Seen by Dr. Pellworth on May 2, 2024. SSN 536-22-8714.\r\n"
    "Her dog Biscuit came along. Café visit planned.\n";

QByteArray file_hash(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

using synsema::test::drop_files;

// UTF-16 position of a UTF-8 byte offset, computed independently of TextOffsets.
int utf16_at(const std::string& text, size_t byte) {
    return int(QString::fromUtf8(text.data(), qsizetype(byte)).size());
}

}  // namespace

class TestAppRedactPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(dir_.isValid());
    }

    void text_offsets_round_trip_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("ascii") << "plain text";
        QTest::newRow("accents") << QString::fromUtf8("Café Zoë, naïve");
        QTest::newRow("astral") << QString::fromUtf8("a 😀 b 𝔘 c");
        QTest::newRow("crlf") << QString("one\r\ntwo\r\n");
        QTest::newRow("adjacent") << QString::fromUtf8("éé😀😀x");
    }
    void text_offsets_round_trip() {
        QFETCH(QString, text);
        const std::string utf8 = text.toStdString();
        ui::TextOffsets offsets(utf8);
        QCOMPARE(offsets.display().size(), text.size());
        for (size_t byte = 0; byte <= utf8.size(); ++byte) {
            if (byte < utf8.size() && (static_cast<unsigned char>(utf8[byte]) & 0xC0) == 0x80) continue;
            QCOMPARE(offsets.to_display(byte), utf16_at(utf8, byte));
            QCOMPARE(offsets.to_utf8(offsets.to_display(byte)), byte);
        }
    }

    void drop_review_export() {
        SYNSEMA_REQUIRE_DATA(shared_doc, "eval/redaction/clinic-discharge.txt");
        const QString note = dir_.filePath("note.txt");
        {
            QFile f(note);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(kNote);
        }
        const QByteArray note_hash = file_hash(note), shared_hash = file_hash(shared_doc);

        ui::MainWindow window;
        
        auto* page = window.findChild<ui::RedactPage*>();
        QVERIFY(page);
        window.tabs()->setCurrentWidget(page);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAbstractItemModelTester tester(page->span_model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

        // A file that is neither a document nor a model is refused.
        QVERIFY(!drop_files(page, {dir_.filePath("tool.exe")}));
        QVERIFY(!page->running());
        QSignalSpy detected(page, &ui::RedactPage::detection_finished);
        QSignalSpy failed(page, &ui::RedactPage::job_failed);
        QVERIFY(drop_files(page, {note, shared_doc}));
        QVERIFY(detected.wait(120000));
        QCOMPARE(failed.count(), 0);

        // The engine's detector over the same set finds exactly what the page shows.
        const auto& set = page->redaction_set();
        QCOMPARE(set.docs.size(), size_t(2));
        QCOMPARE(set.model_used, false);
        const auto a = documents::import_document(note), b = documents::import_document(shared_doc);
        const auto expected = redact::Detector().detect_set({a.text, b.text});
        auto* view = page->findChild<QPlainTextEdit*>("redactText");
        auto* documents_list = page->findChild<QListWidget*>("redactDocuments");
        for (int d = 0; d < 2; ++d) {
            documents_list->setCurrentRow(d);
            const std::string& text = d == 0 ? a.text : b.text;
            const auto& want = expected[size_t(d)];
            QVERIFY(!want.empty());
            const auto selections = view->extraSelections();
            QCOMPARE(selections.size(), qsizetype(want.size()));
            for (size_t i = 0; i < want.size(); ++i) {
                QCOMPARE(selections[qsizetype(i)].cursor.selectionStart(), utf16_at(text, want[i].start));
                QCOMPARE(selections[qsizetype(i)].cursor.selectionEnd(), utf16_at(text, want[i].end));
                QCOMPARE(selections[qsizetype(i)].format.background().color(),
                         ui::category_color(QString::fromStdString(want[i].category)));
            }
        }
        documents_list->setCurrentRow(0);
        QCOMPARE(page->current_document(), 0);
        const std::string text = a.text;

        // The needs-review filter shows exactly the undecided spans.
        auto* table = page->findChild<QTableView*>("redactSpans");
        auto* proxy = qobject_cast<QSortFilterProxyModel*>(table->model());
        page->findChild<QCheckBox*>("needsReviewOnly")->setChecked(true);
        int pending = 0;
        for (const auto& s : set.spans[0]) pending += s.needs_review ? 1 : 0;
        QCOMPARE(proxy->rowCount(), pending);
        page->findChild<QCheckBox*>("needsReviewOnly")->setChecked(false);
        QCOMPARE(proxy->rowCount(), int(set.spans[0].size()));

        // Reject the phone number: select its row, press Keep.
        const size_t phone = text.find("503-555-0142");
        const int phone_row = page->span_model()->row_of(phone);
        QVERIFY2(phone_row >= 0, "the phone number was not detected");
        table->selectionModel()->select(proxy->mapFromSource(page->span_model()->index(phone_row, 0)),
                                        QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
        QTest::mouseClick(page->findChild<QPushButton*>("rejectSpanButton"), Qt::LeftButton);
        QCOMPARE(QString(redact::decision_name(set.spans[0][size_t(phone_row)].decision)), QString("keep"));
        QCOMPARE(QString(redact::decider_name(set.spans[0][size_t(phone_row)].decided_by)), QString("person"));
        QVERIFY(view->extraSelections()[phone_row].format.fontStrikeOut());

        // Mark "Biscuit" by selecting it in the text.
        const size_t dog = text.find("Biscuit");
        for (const auto& s : set.spans[0]) QVERIFY2(s.end <= dog || s.start >= dog + 7, "Biscuit was already a span");
        QTextCursor cursor(view->document());
        cursor.setPosition(utf16_at(text, dog));
        cursor.setPosition(utf16_at(text, dog + 7), QTextCursor::KeepAnchor);
        view->setTextCursor(cursor);
        page->findChild<QComboBox*>("newSpanCategory")->setCurrentText("PERSON");
        QTest::mouseClick(page->findChild<QPushButton*>("addSpanButton"), Qt::LeftButton);
        const int dog_row = page->span_model()->row_of(dog);
        QVERIFY(dog_row >= 0);
        QCOMPARE(page->span_model()->span(dog_row).end, dog + 7);
        QCOMPARE(QString(redact::decider_name(page->span_model()->span(dog_row).decided_by)), QString("person"));
        QCOMPARE(view->extraSelections().size(), qsizetype(set.spans[0].size()));

        // Export, and check what was written.
        const QString out = dir_.filePath("out");
        QSignalSpy exported(page, &ui::RedactPage::export_finished);
        page->export_to(out);
        QVERIFY(exported.wait(120000));
        QFile redacted(out + "/note.redacted.txt");
        QVERIFY(redacted.open(QIODevice::ReadOnly));
        const QByteArray written = redacted.readAll();
        for (const auto& s : set.spans[0]) {
            const QByteArray span_text = QByteArray::fromStdString(text.substr(s.start, s.length()));
            if (s.decision == redact::Decision::Keep) QVERIFY2(written.contains(span_text), span_text.constData());
            else QVERIFY2(!written.contains(span_text), span_text.constData());
        }
        QVERIFY(written.contains("503-555-0142"));
        QVERIFY(!written.contains("Biscuit"));
        QVERIFY(QFileInfo::exists(out + "/clinic-discharge.redacted.txt"));
        QFile audit(out + "/note.audit.json");
        QVERIFY(audit.open(QIODevice::ReadOnly));
        const QJsonObject log = QJsonDocument::fromJson(audit.readAll()).object();
        QCOMPARE(log["model_used"].toBool(), false);
        int by_person = 0;
        for (const auto& entry : log["spans"].toArray()) by_person += entry.toObject()["decided_by"].toString() == "person";
        QCOMPARE(by_person, 2);
        QVERIFY(!log.contains("text") && !QJsonDocument(log).toJson().contains("Ashgrove"));

        // The originals were only read.
        QCOMPARE(file_hash(note), note_hash);
        QCOMPARE(file_hash(shared_doc), shared_hash);
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestAppRedactPage)
#include "tst_ui_redact_page.moc"
