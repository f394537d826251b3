// The one lookup order for architecture files, judge presets and redaction
// policies (engine/util/data_dirs.h): the user's folder, then the installed
// share/synsema beside the running executable, then the source tree.
#include <QCoreApplication>
#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <vector>

#include "engine/arch/arch_registry.h"
#include "engine/redact/policy.h"
#include "engine/util/data_dirs.h"
#include "engine/util/version_info.h"
#include "tests/support/saved_env.h"

using synsema::DataKind;

Q_DECLARE_METATYPE(synsema::DataKind)

class DataDirsTest : public QObject {
    Q_OBJECT
    synsema::test::SavedEnv saved_env_{"HOME", "XDG_DATA_HOME"};

private slots:
    void cleanup() { saved_env_.restore(); }

    void order_data() {
        QTest::addColumn<DataKind>("kind");
        QTest::addColumn<QString>("subdir");
        QTest::addColumn<QString>("source");
        const QString src = QString::fromStdString(synsema::source_resources_dir());
        QTest::newRow("archs") << DataKind::Archs << "archs" << QString::fromStdString(synsema::source_arch_dir());
        QTest::newRow("judge") << DataKind::JudgePresets << "judge" << src + "/judge";
        QTest::newRow("policies") << DataKind::RedactionPolicies << "policies" << src + "/policies";
        QTest::newRow("redaction data") << DataKind::RedactionData << "redact" << src + "/redact";
    }
    void order() {
        QFETCH(DataKind, kind);
        QFETCH(QString, subdir);
        QFETCH(QString, source);
        QTemporaryDir home;
        QVERIFY(home.isValid());
        qputenv("HOME", home.path().toUtf8());
        qunsetenv("XDG_DATA_HOME");

        const QString exe_dir = QCoreApplication::applicationDirPath();
        const std::vector<std::string> expected = {
            (home.path() + "/.local/share/synsema/" + subdir).toStdString(),
            QDir::cleanPath(exe_dir + "/../share/synsema/" + subdir).toStdString(),
            source.toStdString()};
        QCOMPARE(synsema::data_search_dirs(kind), expected);
        QCOMPARE(QString::fromStdString(synsema::data_subdir(kind)), subdir);
        QVERIFY2(QDir(source).exists(), qPrintable(source));
    }

    void xdg_data_home_wins_over_home() {
        QTemporaryDir home, xdg;
        qputenv("HOME", home.path().toUtf8());
        qputenv("XDG_DATA_HOME", xdg.path().toUtf8());
        QCOMPARE(QString::fromStdString(synsema::user_data_dir(DataKind::Archs)), xdg.path() + "/synsema/archs");
    }

    void no_home_leaves_the_user_folder_out() {
        qunsetenv("HOME");
        qunsetenv("XDG_DATA_HOME");
        const auto dirs = synsema::data_search_dirs(DataKind::RedactionPolicies);
        QCOMPARE(dirs.size(), size_t(2));
        QCOMPARE(dirs.front(), synsema::installed_data_dir(DataKind::RedactionPolicies));
    }

    // The three users of the order agree with it.
    void arch_policy_lookups_use_it() {
        QCOMPARE(synsema::arch::default_arch_dirs(), synsema::data_search_dirs(DataKind::Archs));
        QCOMPARE(synsema::redact::policy_search_dirs(), synsema::data_search_dirs(DataKind::RedactionPolicies));
    }

    // A user's file shadows the shipped one of the same name.
    void user_policy_shadows_shipped_one() {
        QTemporaryDir xdg;
        qputenv("XDG_DATA_HOME", xdg.path().toUtf8());
        QVERIFY(QDir().mkpath(xdg.path() + "/synsema/policies"));
        const QString mine = xdg.path() + "/synsema/policies/hipaa-safe-harbor.json";
        QFile f(mine);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"name": "hipaa-safe-harbor", "rules": []})");
        f.close();
        QCOMPARE(QString::fromStdString(synsema::redact::find_policy("hipaa-safe-harbor")), mine);
        qunsetenv("XDG_DATA_HOME");
        qputenv("HOME", "/nonexistent-home");
        QCOMPARE(QString::fromStdString(synsema::redact::find_policy("hipaa-safe-harbor")),
                 QString::fromStdString(synsema::source_resources_dir()) + "/policies/hipaa-safe-harbor.json");
    }
};

QTEST_GUILESS_MAIN(DataDirsTest)
#include "tst_data_dirs.moc"
