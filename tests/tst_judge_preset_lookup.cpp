// Judge presets by bare name follow the one data lookup order
// (engine/util/data_dirs.h): the user's folder shadows the shipped presets.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "services/judge/judge_service.h"
#include "engine/util/data_dirs.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"
#include "tests/support/saved_env.h"

class JudgePresetLookupTest : public QObject {
    Q_OBJECT
    synsema::test::SavedEnv saved_env_{"HOME", "XDG_DATA_HOME"};

    static QByteArray shipped(const QString& name) {
        QFile f(QString::fromStdString(synsema::source_resources_dir()) + "/judge/" + name + ".json");
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

private slots:
    void cleanup() { saved_env_.restore(); }

    void shipped_preset_by_name() {
        QTemporaryDir home;
        qputenv("HOME", home.path().toUtf8());
        qunsetenv("XDG_DATA_HOME");
        const auto preset = synsema::services::load_preset("triage-urgency");
        QCOMPARE(QString::fromStdString(preset.name), QString("triage-urgency"));
    }

    void user_preset_shadows_shipped_one() {
        const QByteArray original = shipped("triage-urgency");
        QVERIFY(!original.isEmpty());
        auto mine = synsema::judge::Preset::parse(original.toStdString(), "triage-urgency.json");
        mine.description = "the user's own copy";
        QTemporaryDir xdg;
        qputenv("XDG_DATA_HOME", xdg.path().toUtf8());
        const QString dir = QString::fromStdString(synsema::user_data_dir(synsema::DataKind::JudgePresets));
        QCOMPARE(dir, xdg.path() + "/synsema/judge");
        QVERIFY(QDir().mkpath(dir));
        QFile f(dir + "/triage-urgency.json");
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(mine.to_json().dump(2)));
        f.close();
        QCOMPARE(QString::fromStdString(synsema::services::load_preset("triage-urgency").description),
                 QString("the user's own copy"));
    }

    void unknown_name_is_not_found() {
        try {
            synsema::services::load_preset("no-such-preset");
            QFAIL("an unknown preset name loaded");
        } catch (const synsema::Error& e) {
            QCOMPARE(e.kind(), synsema::ErrorKind::NotFound);
        }
    }
};

QTEST_GUILESS_MAIN(JudgePresetLookupTest)
#include "tst_judge_preset_lookup.moc"
