// The kernel path the attestation names follows the CPU and the switches that
// force a path: the best the CPU has by default ("avx512" with AVX-512
// F/BW/VL/DQ/VNNI), "avx2+vnni" or "avx2" with SYNSEMA_NO_AVX512=1, "avx2" with
// SYNSEMA_NO_VNNI=1, "scalar" with SYNSEMA_FORCE_SCALAR=1.
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QtTest>

#include "kernels/cpu_features.h"
#include "tests/support/test_data.h"

using namespace synsema;

class CliKernelPath : public QObject {
    Q_OBJECT
private slots:
    void attestation_names_the_path_data();
    void attestation_names_the_path();
};

void CliKernelPath::attestation_names_the_path_data() {
    QTest::addColumn<QString>("variable");
    QTest::addColumn<QString>("expected");
    const auto& f = kernels::cpu_features();
    const bool avx2 = f.avx2 && f.fma && f.f16c;
    const bool avx512 = avx2 && f.avx512f && f.avx512bw && f.avx512vl && f.avx512dq && f.avx512vnni && f.os_saves_zmm;
    const QString below_avx512 = !avx2 ? "scalar" : f.avx_vnni ? "avx2+vnni" : "avx2";
    QTest::newRow("default") << QString() << (avx512 ? QString("avx512") : below_avx512);
    QTest::newRow("SYNSEMA_NO_AVX512") << "SYNSEMA_NO_AVX512" << below_avx512;
    QTest::newRow("SYNSEMA_NO_VNNI") << "SYNSEMA_NO_VNNI" << QString(avx2 ? "avx2" : "scalar");
    QTest::newRow("SYNSEMA_FORCE_SCALAR") << "SYNSEMA_FORCE_SCALAR" << "scalar";
}

void CliKernelPath::attestation_names_the_path() {
    QFETCH(QString, variable);
    QFETCH(QString, expected);
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    QProcessEnvironment env = test::isolated_environment();
    for (const char* v : {"SYNSEMA_NO_AVX512", "SYNSEMA_NO_VNNI", "SYNSEMA_FORCE_SCALAR"}) env.remove(v);
    if (!variable.isEmpty()) env.insert(variable, "1");
    const auto r = test::run_cli_env({"attest", "--model", gguf, "--json", "--no-cache"}, env);
    QVERIFY2(r.exit_code == 0, r.err.constData());
    const auto j = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(j["engine"].toObject()["kernels"].toString(), expected);
}

QTEST_MAIN(CliKernelPath)
#include "tst_cli_kernel_path.moc"
