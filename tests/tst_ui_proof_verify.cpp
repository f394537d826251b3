// The Proof panel's "Verify a report…" (issue #25), in a fake HOME (its own
// installation key; the real one is never touched): reports signed by
// `synsema-cli redact --attest` load into the panel and the table names every
// file with its expected and found sha256 and "match"; one byte changed in a
// redacted copy is a marked mismatch and a failed verdict; a changed or
// unsigned report shows its signature failing; another installation's report
// is "unknown key" until its exported key is trusted (an unreadable key file
// is named), and --files' folder is searched by name. The verification runs
// off the GUI thread: the test waits on the box's signal.
#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QLabel>
#include <QTableView>
#include <QtTest>

#include <nlohmann/json.hpp>

#include "tests/support/fake_stores.h"
#include "tests/support/test_data.h"
#include "ui/engine/engine_controller.h"
#include "ui/proof/proof_page.h"
#include "ui/proof/proof_verify_box.h"
#include "ui/proof/verify_table_model.h"

using namespace synsema;
using Model = ui::VerifyTableModel;

namespace {

// One table row as the test reads it.
struct ShownRow {
    QString report, item, status, state, expected, found;
    bool failed = false;
};

QList<ShownRow> shown_rows(const QAbstractItemModel& m) {
    QList<ShownRow> rows;
    for (int r = 0; r < m.rowCount(); ++r) {
        auto at = [&](int column, int role = Qt::DisplayRole) { return m.data(m.index(r, column), role); };
        rows << ShownRow{at(Model::ReportColumn).toString(), at(Model::ItemColumn).toString(),
                         at(Model::StatusColumn).toString(), at(Model::StatusColumn, Model::StateRole).toString(),
                         at(Model::ExpectedColumn).toString(), at(Model::FoundColumn).toString(),
                         at(Model::StatusColumn, Model::FailedRole).toBool()};
    }
    return rows;
}

// The file rows by the path the report names them by.
QMap<QString, ShownRow> file_rows(const QAbstractItemModel& m) {
    QMap<QString, ShownRow> out;
    for (const auto& row : shown_rows(m))
        if (!row.item.startsWith("signature")) out[row.item] = row;
    return out;
}

QList<ShownRow> signature_rows(const QAbstractItemModel& m) {
    QList<ShownRow> out;
    for (const auto& row : shown_rows(m))
        if (row.item.startsWith("signature")) out << row;
    return out;
}

}  // namespace

class UiProofVerify : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void signed_set_shows_every_file_matching();
    void changed_output_is_a_marked_mismatch();
    void changed_or_unsigned_report_fails_its_signature();
    void other_installation_until_trusted_and_files_folder();

private:
    // Two documents redacted with --attest into HOME/NAME (by `home`'s installation); returns the folder.
    QString redact_set(const QString& name, const test::FakeHome& home);
    // Verifies `reports` in the panel; the verdict's pass/fail, or nullopt when no result came.
    std::optional<bool> verify(const QStringList& reports);
    QString verdict() const { return box_->findChild<QLabel*>("proofVerifyVerdict")->text(); }

    test::FakeHome home_, other_;
    std::unique_ptr<ui::EngineController> engine_;
    std::unique_ptr<ui::ProofPage> page_;
    ui::ProofVerifyBox* box_ = nullptr;
    std::unique_ptr<QAbstractItemModelTester> tester_;
};

void UiProofVerify::initTestCase() {
    QVERIFY(home_.ok() && other_.ok());
    home_.apply_to_process();  // before the panel loads (and would create) this installation's key
    engine_ = std::make_unique<ui::EngineController>();
    page_ = std::make_unique<ui::ProofPage>(engine_.get());
    box_ = page_->verify_box();
    QVERIFY(box_);
    QCOMPARE(box_->findChild<QTableView*>("proofVerifyTable")->model(), box_->model());
    tester_ = std::make_unique<QAbstractItemModelTester>(box_->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    page_->show();
}

QString UiProofVerify::redact_set(const QString& name, const test::FakeHome& home) {
    const QString dir = home.home() + "/" + name;
    test::write_file(dir + "/intake.txt", "Referral for Peter Brown, phone 555-987-6543, SSN 987-65-4321.\n");
    test::write_file(dir + "/notes.txt", "Seen Anna White (MRN 7654321) on 03/04/2021; lives at 9 Elm Road.\n");
    const auto r = test::run_cli_env({"redact", dir + "/intake.txt", dir + "/notes.txt", "--out", dir + "/out", "--attest",
                                      dir + "/report.json"}, home.environment());
    if (r.exit_code != 0) qWarning("redact failed: %s", r.err.constData());
    return r.exit_code == 0 ? dir : QString();
}

std::optional<bool> UiProofVerify::verify(const QStringList& reports) {
    QSignalSpy ready(box_, &ui::ProofVerifyBox::verification_ready);
    if (!box_->verify_reports(reports) || !ready.wait(60000)) return std::nullopt;
    return ready.first().first().toBool();
}

void UiProofVerify::signed_set_shows_every_file_matching() {
    const QString dir = redact_set("set", home_);
    QVERIFY(!dir.isEmpty());
    const QStringList reports{dir + "/report.json", dir + "/out/intake.audit.json", dir + "/out/notes.audit.json"};
    QCOMPARE(verify(reports), std::optional<bool>(true));
    QVERIFY2(verdict().startsWith("PASSED"), qPrintable(verdict()));
    const auto signatures = signature_rows(*box_->model());
    QCOMPARE(signatures.size(), 3);
    for (const auto& s : signatures) {
        QCOMPARE(s.state, QString("valid"));
        QCOMPARE(s.status, QString("signature valid — this installation's key"));
        QVERIFY(!s.failed);
    }
    // The run report names both inputs, both redacted copies, the four audit files and the engine.
    const auto files = file_rows(*box_->model());
    for (const QString& f : {dir + "/intake.txt", dir + "/notes.txt", dir + "/out/intake.redacted.txt",
                             dir + "/out/notes.redacted.txt", dir + "/out/intake.audit.json", dir + "/out/intake.audit.csv",
                             dir + "/out/notes.audit.json", dir + "/out/notes.audit.csv", test::cli_path()}) {
        QVERIFY2(files.contains(f), qPrintable("the table does not name " + f));
        const QString sha = test::sha256_hex(test::read_file(f));
        QCOMPARE(files[f].status, QString("match"));
        QCOMPARE(files[f].state, QString("match"));
        QCOMPARE(files[f].expected, sha);
        QCOMPARE(files[f].found, sha);
        QVERIFY(!files[f].failed);
    }
}

void UiProofVerify::changed_output_is_a_marked_mismatch() {
    const QString dir = redact_set("changed-output", home_);
    QVERIFY(!dir.isEmpty());
    const QString copy = dir + "/out/notes.redacted.txt";
    const QString before = test::sha256_hex(test::read_file(copy));
    QVERIFY(test::flip_byte(copy, 3));
    QCOMPARE(verify({dir + "/report.json"}), std::optional<bool>(false));
    QVERIFY2(verdict().startsWith("FAILED") && verdict().contains("notes.redacted.txt"), qPrintable(verdict()));
    const auto files = file_rows(*box_->model());
    QVERIFY(files.contains(copy));
    QCOMPARE(files[copy].state, QString("mismatch"));
    QVERIFY2(files[copy].status.startsWith("MISMATCH"), qPrintable(files[copy].status));
    QVERIFY(files[copy].failed);
    QCOMPARE(files[copy].expected, before);
    QCOMPARE(files[copy].found, test::sha256_hex(test::read_file(copy)));
    // Only that row is marked; the signature still holds.
    QCOMPARE(files[dir + "/out/intake.redacted.txt"].state, QString("match"));
    QCOMPARE(signature_rows(*box_->model()).value(0).state, QString("valid"));
}

void UiProofVerify::changed_or_unsigned_report_fails_its_signature() {
    const QString dir = redact_set("changed-report", home_);
    QVERIFY(!dir.isEmpty());
    const QString report = dir + "/report.json";
    // One byte inside the policy's name: still JSON, every file still matches.
    QVERIFY(test::flip_byte(report, test::read_file(report).indexOf("\"policy\": \"") + 12));
    // The same report without its signature.
    auto unsigned_json = nlohmann::json::parse(test::read_file(dir + "/out/intake.audit.json").toStdString());
    unsigned_json.erase("signature");
    QVERIFY(test::write_file(dir + "/unsigned.json", QByteArray::fromStdString(unsigned_json.dump(2))));
    QCOMPARE(verify({report, dir + "/unsigned.json"}), std::optional<bool>(false));
    const auto signatures = signature_rows(*box_->model());
    QCOMPARE(signatures.size(), 2);
    QCOMPARE(signatures[0].state, QString("invalid"));
    QVERIFY2(signatures[0].status.startsWith("INVALID SIGNATURE"), qPrintable(signatures[0].status));
    QCOMPARE(signatures[1].state, QString("unsigned"));
    QVERIFY2(signatures[1].status.startsWith("NOT SIGNED"), qPrintable(signatures[1].status));
    QVERIFY(signatures[0].failed && signatures[1].failed);
    QVERIFY2(verdict().contains("report.json: invalid signature") && verdict().contains("unsigned.json: not signed"),
             qPrintable(verdict()));
    for (const auto& f : file_rows(*box_->model())) QCOMPARE(f.state, QString("match"));
}

void UiProofVerify::other_installation_until_trusted_and_files_folder() {
    const QString dir = redact_set("other", other_);
    QVERIFY(!dir.isEmpty());
    const QString report = dir + "/report.json";
    QCOMPARE(verify({report}), std::optional<bool>(false));
    QCOMPARE(signature_rows(*box_->model()).value(0).state, QString("unknown key"));
    QVERIFY2(verdict().contains("unknown key"), qPrintable(verdict()));
    const QString pub = dir + "/other.pub.pem";
    QCOMPARE(test::run_cli_env({"key", "--export", pub}, other_.environment()).exit_code, 0);
    // The reviewer holds the redacted copy in a folder of their own.
    const QString received = home_.home() + "/received";
    QVERIFY(QDir().mkpath(received));
    QVERIFY(QFile::rename(dir + "/out/intake.redacted.txt", received + "/intake.redacted.txt"));
    box_->set_trusted_keys({pub});
    box_->set_files_dir(received);
    QCOMPARE(verify({report}), std::optional<bool>(true));
    QCOMPARE(signature_rows(*box_->model()).value(0).status, QString("signature valid — trusted key other.pub.pem"));
    const auto moved = file_rows(*box_->model()).value(dir + "/out/intake.redacted.txt");
    QCOMPARE(moved.state, QString("match"));
    // Without the folder it is missing, which fails only when missing files must be found.
    box_->set_files_dir({});
    QCOMPARE(verify({report}), std::optional<bool>(true));
    QCOMPARE(file_rows(*box_->model()).value(dir + "/out/intake.redacted.txt").state, QString("missing"));
    box_->set_require_all(true);
    QCOMPARE(verify({report}), std::optional<bool>(false));
    QVERIFY2(verdict().contains("were not found"), qPrintable(verdict()));
    box_->set_require_all(false);
    // A trusted key file that cannot be read: no table, and the message names the file.
    box_->set_trusted_keys({dir + "/no-such-key.pem"});
    QSignalSpy failed(box_, &ui::ProofVerifyBox::verification_failed);
    QVERIFY(box_->verify_reports({report}));
    QVERIFY(failed.wait(60000));
    QVERIFY2(failed.first().first().toString().contains("no-such-key.pem"), qPrintable(failed.first().first().toString()));
    QVERIFY2(verdict().contains("no-such-key.pem"), qPrintable(verdict()));
    QCOMPARE(box_->model()->rowCount(), 0);
    box_->set_trusted_keys({});
}

QTEST_MAIN(UiProofVerify)
#include "tst_ui_proof_verify.moc"
