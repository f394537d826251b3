// synsema-cli chat-template: the rendered prompt and the path used, from a
// model's own template or a --template override, and clean failures.
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include "tests/support/test_data.h"

using synsema::test::run_cli;

class TestChatCli : public QObject {
    Q_OBJECT

private slots:
    void model_template_via_jinja() {
        SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-phi-3.gguf");
        const auto r = run_cli({"chat-template", "--model", model, "--system", "Be brief.", "--user", "Hello", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["method"].toString(), QString("jinja"));
        QCOMPARE(o["text"].toString(), QString("<s><|user|>\nHello<|end|>\n<|assistant|>\n"));
        QVERIFY(o["stop"].toArray().contains(QJsonValue("<|end|>")));
        // "Hello" is the one untrusted range.
        const QJsonArray ranges = o["untrusted"].toArray();
        QCOMPARE(ranges.size(), 1);
        QCOMPARE(ranges[0].toArray()[0].toInt(), 12);
        QCOMPARE(ranges[0].toArray()[1].toInt(), 17);
    }

    void family_override_and_plain_output() {
        SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-qwen2.gguf");
        const auto r = run_cli({"chat-template", "--model", model, "--user", "Hi", "--template", "qwen2"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        QCOMPARE(QString::fromUtf8(r.out),
                 QString("<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n"
                         "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n\n"));
        QVERIFY2(r.err.contains("native:qwen2"), r.err.constData());
    }

    void template_file_override() {
        SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-qwen2.gguf");
        QTemporaryDir dir;
        const QString path = dir.filePath("t.jinja");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{% for m in messages %}<{{ m.role }}>{{ m.content }}{% endfor %}");
        f.close();
        const auto r = run_cli({"chat-template", "--model", model, "--user", "Hi", "--template", path, "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["method"].toString(), QString("jinja"));
        QCOMPARE(o["text"].toString(), QString("<user>Hi"));
    }

    void no_template_uses_vocabulary_family() {
        SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-qwen2.gguf");
        const auto r = run_cli({"chat-template", "--model", model, "--user", "Hi", "--json"});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o["method"].toString(), QString("native:chatml"));
        QVERIFY(o["note"].toString().contains("vocabulary"));
    }

    void failures() {
        SYNSEMA_REQUIRE_DATA(model, "vocab/ggml-vocab-qwen2.gguf");
        const auto missing = run_cli({"chat-template", "--model", model, "--user", "Hi", "--template", "/nonexistent/t.jinja"});
        QCOMPARE(missing.exit_code, 1);
        QVERIFY2(missing.err.contains("/nonexistent/t.jinja"), missing.err.constData());
        const auto usage = run_cli({"chat-template", "--model", model});
        QVERIFY(usage.exit_code != 0);
        QVERIFY(usage.err.contains("--user"));
    }
};

QTEST_MAIN(TestChatCli)
#include "tst_chat_cli.moc"
