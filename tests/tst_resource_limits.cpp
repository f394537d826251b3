// Resource limits: a model larger than the memory available is refused before
// it is mapped, with both sizes in the message; a context longer than the KV
// cache budget allows is clamped, and the clamp is reported.
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <unistd.h>

#include "engine/gguf/gguf_writer.h"
#include "engine/model/kv_cache.h"
#include "engine/model/model.h"
#include "engine/model/model_maker.h"
#include "engine/session/session.h"
#include "engine/util/memory.h"

using namespace synsema;

class TestResourceLimits : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

    std::string tiny_model_path() {
        model::ModelSpec spec;
        spec.n_layer = 2;
        spec.n_embd = 64;
        spec.n_ctx_train = 512;
        // A new name each time: outputs never replace a file.
        return model::make_random_model(spec).write_file(dir_.filePath("tiny.gguf").toStdString(), false);
    }

private slots:
    void modelLargerThanMemoryIsRefusedBeforeMapping() {
        const uint64_t available = available_memory_bytes();
        QVERIFY2(available > 0, "/proc/meminfo has no MemAvailable");
        // A sparse file: as large as the memory plus 1 GiB, costing no disk.
        // Its bytes are zeros, so had it been mapped and parsed the error
        // would be a GGUF format error, not a limit.
        const uint64_t size = available + (uint64_t(1) << 30);
        const QString path = dir_.filePath("huge.gguf");
        const int fd = ::open(qPrintable(path), O_CREAT | O_WRONLY | O_TRUNC, 0600);
        QVERIFY(fd >= 0);
        QVERIFY2(::ftruncate(fd, off_t(size)) == 0, "the file system cannot hold a sparse file this large");
        ::close(fd);
        try {
            model::Model::load(path.toStdString());
            QFAIL("a model larger than the available memory was loaded");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Limit);
            const QString message = e.what();
            QVERIFY2(message.startsWith(path + ": the model needs "), e.what());
            QVERIFY2(message.contains(QString::fromStdString(format_bytes(size))), e.what());
            QVERIFY2(message.contains(QString::number(size) + " bytes"), e.what());
            QVERIFY2(message.contains("is available"), e.what());
        }
    }

    void modelThatFitsLoads() {
        const auto m = model::Model::load(tiny_model_path());
        QCOMPARE(m->plan().n_layer, int64_t(2));
    }

    void contextAboveTheBudgetIsClamped() {
        const auto m = model::Model::load(tiny_model_path());
        SessionOptions options;
        const kernels::DType kv = model::default_kv_type(m->plan());
        const uint64_t per_position = model::KvCache::bytes_per_position(m->plan(), kv);
        QVERIFY(per_position > 0);
        options.n_ctx = 1 << 20;
        options.n_threads = 1;
        options.kv_memory_budget = 1 << 20;  // 1 MiB for the cache
        const Session s(*m, options);
        // The longest context that fits: its keys padded to whole blocks, the values per position.
        const int64_t fits = model::KvCache::fitting_positions(m->plan(), kv, uint64_t(1) << 20);
        QVERIFY(fits > 0 && fits <= int64_t((uint64_t(1) << 20) / per_position));
        QVERIFY(model::KvCache::bytes_needed(m->plan(), fits + 1, kv) > (uint64_t(1) << 20));
        QCOMPARE(s.n_ctx(), fits);
        const QString notice = QString::fromStdString(s.context_notice());
        QVERIFY2(notice.startsWith(QString("context clamped from 1048576 to %1 tokens").arg(fits)), qPrintable(notice));
        QVERIFY2(notice.contains("1.0 MiB is available"), qPrintable(notice));
        QVERIFY(model::KvCache::bytes_needed(m->plan(), s.n_ctx(), kv) <= (uint64_t(1) << 20));
    }

    void contextWithinTheBudgetIsKept() {
        const auto m = model::Model::load(tiny_model_path());
        SessionOptions options;
        options.n_ctx = 256;
        options.n_threads = 1;
        const Session s(*m, options);  // the real budget: half the available memory
        QCOMPARE(s.n_ctx(), int64_t(256));
        QVERIFY(s.context_notice().empty());
    }

    // A cache the address space cannot hold (here 2^40 positions, petabytes) is refused with a
    // message naming its size, not a crash; a cache that fits is mapped, zeroed and its views
    // distinct and aligned for the kernels.
    void cacheBeyondTheAddressSpaceIsRefused() {
        const auto m = model::Model::load(tiny_model_path());
        const kernels::DType kv = model::default_kv_type(m->plan());
        try {
            model::KvCache cache(m->plan(), int64_t(1) << 40, kv);
            QFAIL("a KV cache of 2^40 positions was mapped");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Limit);
            QVERIFY2(QString(e.what()).contains("KV cache of 1099511627776 positions"), e.what());
        }
        model::KvCache small(m->plan(), 100, kv);
        QVERIFY(small.bytes() >= model::KvCache::bytes_needed(m->plan(), 100, kv));
        const kernels::KvLayerView a = small.layer(0), b = small.layer(1);
        QVERIFY(a.k != b.k && a.v != b.v && a.k != a.v);
        QCOMPARE(reinterpret_cast<uintptr_t>(a.k) % 64, uintptr_t(0));
        QCOMPARE(static_cast<const uint8_t*>(b.v)[0], uint8_t(0));
    }

    void budgetBelowOnePositionStillGivesOne() {
        const auto m = model::Model::load(tiny_model_path());
        SessionOptions options;
        options.n_ctx = 64;
        options.n_threads = 1;
        options.kv_memory_budget = 1;
        const Session s(*m, options);
        QCOMPARE(s.n_ctx(), int64_t(1));
        QVERIFY(!s.context_notice().empty());
    }
};

QTEST_GUILESS_MAIN(TestResourceLimits)
#include "tst_resource_limits.moc"
