// Replays, through the same entry functions the libFuzzer targets call (but
// without libFuzzer), every crash input saved under regressions/<target>/ and
// every generated seed. An entry must return normally: a crash, a sanitizer
// report (in the ASan+UBSan build) or an escaping non-synsema exception fails.
#include <QDir>
#include <QtTest>

#include <exception>

#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_seeds.h"

using namespace synsema::fuzz;

namespace {

QString regressions_dir(std::string_view target) {
    return QString(SYNSEMA_FUZZ_REGRESSIONS_DIR) + "/" + QString::fromUtf8(target.data(), qsizetype(target.size()));
}

Entry entry_named(const QString& name) {
    for (const auto& e : all_entries())
        if (name == QString::fromUtf8(e.name.data(), qsizetype(e.name.size()))) return e.entry;
    return nullptr;
}

// Runs one input; returns an empty string or what went wrong.
QString run_input(Entry entry, const QByteArray& bytes) {
    try {
        const int rc = entry(reinterpret_cast<const uint8_t*>(bytes.constData()), size_t(bytes.size()));
        return rc == 0 ? QString() : QString("returned %1").arg(rc);
    } catch (const std::exception& e) {
        return QString("escaping exception: ") + e.what();
    }
}

}  // namespace

class TestFuzzRegressions : public QObject {
    Q_OBJECT

private slots:
    void seedsRunClean_data() {
        QTest::addColumn<QString>("target");
        for (const auto& e : all_entries()) {
            const QString name = QString::fromUtf8(e.name.data(), qsizetype(e.name.size()));
            QTest::newRow(qPrintable(name)) << name;
        }
    }
    void seedsRunClean() {
        QFETCH(QString, target);
        std::vector<Seed> seeds;
        try {
            seeds = seeds_for(target.toStdString());
        } catch (const std::exception& e) {
            QFAIL(e.what());
        }
        QVERIFY2(!seeds.empty(), "a fuzz target without seeds");
        for (const auto& seed : seeds) {
            const QByteArray bytes = QByteArray::fromStdString(seed.bytes);
            const QString problem = run_input(entry_named(target), bytes);
            QVERIFY2(problem.isEmpty(), qPrintable(QString::fromStdString(seed.name) + ": " + problem));
        }
    }

    void regressionInputsRunClean_data() { seedsRunClean_data(); }
    void regressionInputsRunClean() {
        QFETCH(QString, target);
        const QDir dir(regressions_dir(target.toStdString()));
        const QStringList files = dir.entryList(QDir::Files, QDir::Name);
        for (const QString& file : files) {
            QFile f(dir.filePath(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(f.fileName()));
            const QString problem = run_input(entry_named(target), f.readAll());
            QVERIFY2(problem.isEmpty(), qPrintable(target + "/" + file + ": " + problem));
        }
        qInfo("%s: %lld regression inputs replayed", qPrintable(target), static_cast<long long>(files.size()));
    }

    void everyRegressionFolderIsATarget() {
        // A misspelt folder would silently never be replayed.
        const QDir root(SYNSEMA_FUZZ_REGRESSIONS_DIR);
        QVERIFY2(root.exists(), SYNSEMA_FUZZ_REGRESSIONS_DIR);
        for (const QString& sub : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(entry_named(sub) != nullptr, qPrintable("regressions/" + sub + " names no fuzz target"));
    }
};

QTEST_MAIN(TestFuzzRegressions)
#include "tst_fuzz_regressions.moc"
