// `make-model --like NAME`: the shapes of the families the benchmarks copy
// (the 7B-8B models people run on workstations among them), and llama.cpp's
// Q4_K_M type choice for the embedding table, which depends on whether it is
// also the output layer.
#include <QtTest>

#include "engine/model/model_presets.h"

using namespace synsema;
using kernels::DType;

class ModelPresets : public QObject {
    Q_OBJECT
private slots:
    void every_name_has_a_preset() {
        for (const auto& name : model::model_preset_names()) QVERIFY2(model::model_preset(name), name.c_str());
        QVERIFY(!model::model_preset("qwen2.5-13b"));
    }

    void shapes_data() {
        QTest::addColumn<QString>("like");
        QTest::addColumn<QString>("arch");
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("embd");
        QTest::addColumn<int>("ff");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("kv_heads");
        QTest::addColumn<int>("vocab");
        QTest::addColumn<bool>("tied");
        QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << "qwen2" << 28 << 3584 << 18944 << 28 << 4 << 152064 << false;
        QTest::newRow("llama-3.1-8b") << "llama-3.1-8b" << "llama" << 32 << 4096 << 14336 << 32 << 8 << 128256 << false;
        QTest::newRow("qwen2.5-3b") << "qwen2.5-3b" << "qwen2" << 36 << 2048 << 11008 << 16 << 2 << 151936 << true;
        QTest::newRow("llama-3.2-1b") << "llama-3.2-1b" << "llama" << 16 << 2048 << 8192 << 32 << 8 << 128256 << true;
    }
    void shapes() {
        QFETCH(QString, like);
        QFETCH(QString, arch);
        QFETCH(int, layers);
        QFETCH(int, embd);
        QFETCH(int, ff);
        QFETCH(int, heads);
        QFETCH(int, kv_heads);
        QFETCH(int, vocab);
        QFETCH(bool, tied);
        const auto s = model::model_preset(like.toStdString());
        QVERIFY(s);
        QCOMPARE(QString::fromStdString(s->arch), arch);
        QCOMPARE(s->n_layer, int64_t(layers));
        QCOMPARE(s->n_embd, int64_t(embd));
        QCOMPARE(s->n_ff, int64_t(ff));
        QCOMPARE(s->n_head, int64_t(heads));
        QCOMPARE(s->n_head_kv, int64_t(kv_heads));
        QCOMPARE(s->n_vocab, int64_t(vocab));
        QCOMPARE(s->tied_embeddings, tied);
        QCOMPARE(s->qkv_bias, arch == "qwen2");
    }

    // llama.cpp gives the output matrix Q6_K, and the embedding table too when
    // it is the output (tied); an embedding table of its own keeps Q4_K.
    void q4_k_m_embedding_type() {
        QCOMPARE(model::q4_k_m_type("output.weight", -1, 28, false), DType::Q6_K);
        QCOMPARE(model::q4_k_m_type("token_embd.weight", -1, 28, false), DType::Q4_K);
        QCOMPARE(model::q4_k_m_type("token_embd.weight", -1, 36, true), DType::Q6_K);
        QCOMPARE(model::q4_k_m_type("blk.0.ffn_down.weight", 0, 28, false), DType::Q6_K);  // first eighth: more bits
        QCOMPARE(model::q4_k_m_type("blk.4.ffn_down.weight", 4, 28, false), DType::Q4_K);
    }
};

QTEST_APPLESS_MAIN(ModelPresets)
#include "tst_model_presets.moc"
