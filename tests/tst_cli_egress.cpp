// synsema-cli egress --json: the lock installed by main() refuses AF_INET,
// AF_INET6 and AF_NETLINK with EPERM, leaves AF_UNIX working, refuses
// io_uring, and finds no open network socket or networking library; with
// --allow-network-unsafe the report says the lock is off and exits non-zero.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cerrno>

#include "tests/support/test_data.h"

class CliEgress : public QObject {
    Q_OBJECT
private slots:
    void self_check_under_the_lock() {
        const auto r = synsema::test::run_cli({"egress", "--json"});
        QVERIFY2(r.exit_code == 0, r.out + r.err);
        const auto j = QJsonDocument::fromJson(r.out).object();
        QVERIFY(j["ok"].toBool());
        QVERIFY(j["lock"].toObject()["seccomp"].toBool());
        QCOMPARE(j["lock"].toObject()["threads_at_install"].toInt(), 1);
        QStringList calls;
        for (const auto& v : j["probes"].toArray()) {
            const auto p = v.toObject();
            calls << p["call"].toString();
            QVERIFY2(p["refused"].toBool(), qPrintable(p["call"].toString()));
            QCOMPARE(p["errno"].toInt(), EPERM);
        }
        for (const char* family : {"AF_INET,", "AF_INET6", "AF_NETLINK"})
            QVERIFY2(calls.join(' ').contains(family), qPrintable(calls.join(' ')));
        QVERIFY(j["io_uring"].toObject()["refused"].toBool());
        QCOMPARE(j["io_uring"].toObject()["errno"].toInt(), EPERM);
        QVERIFY(j["unix_socket_works"].toBool());
        QCOMPARE(j["open_non_unix_sockets"].toInt(), 0);
        QVERIFY(j["network_libraries"].toArray().isEmpty());
    }

    void text_report() {
        const auto r = synsema::test::run_cli({"egress"});
        QCOMPARE(r.exit_code, 0);
        QVERIFY2(r.out.contains("refused: EPERM") && r.out.contains("OK:"), r.out.constData());
    }

    void unlocked_is_reported() {
        const auto r = synsema::test::run_cli({"egress", "--json", "--allow-network-unsafe"});
        QCOMPARE(r.exit_code, 3);
        QVERIFY2(r.err.contains("DISABLED"), r.err.constData());
        const auto lock = QJsonDocument::fromJson(r.out).object()["lock"].toObject();
        QVERIFY(lock["disabled"].toBool());
        QVERIFY(!lock["seccomp"].toBool());
        QCOMPARE(lock["allow_network_flag"].toString(), QString("--allow-network-unsafe"));
    }
};

QTEST_MAIN(CliEgress)
#include "tst_cli_egress.moc"
