// synsema-cli serve --stdio end to end, on stories260K through a real child
// process: a hundred mixed requests all answered (and answered as the
// one-shot commands answer them), a cancel that stops a long run within
// 250 ms, malformed lines that get error objects while the server goes on,
// prefix reuse shown by the judge's token counts, and a stdout that carries
// only responses while stderr never carries a prompt.
#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

#include <nlohmann/json.hpp>

#include "engine/model/model_maker.h"
#include "tests/support/test_data.h"

using nlohmann::json;

namespace {

// A server child process and its response lines.
class ServeClient {
public:
    explicit ServeClient(const QStringList& extra_args, const QProcessEnvironment& env = synsema::test::isolated_environment()) {
        process_.setProcessEnvironment(env);
        process_.start(synsema::test::cli_path(), QStringList{"serve", "--stdio", "--threads", "2"} + extra_args);
    }
    ~ServeClient() {
        if (process_.state() != QProcess::NotRunning) {
            process_.kill();
            process_.waitForFinished(5000);
        }
    }
    QProcess& process() { return process_; }
    void send_line(const QByteArray& line) {
        process_.write(line + "\n");
        process_.waitForBytesWritten(5000);
    }
    void send(const json& request) { send_line(QByteArray::fromStdString(request.dump())); }
    // The next response line (parsed); a line that is not a JSON object fails via `error`.
    std::optional<json> next(int timeout_ms, QString* error) {
        QElapsedTimer t;
        t.start();
        while (!process_.canReadLine()) {
            const int left = timeout_ms - int(t.elapsed());
            if (left <= 0 || (!process_.waitForReadyRead(std::min(left, 200)) && process_.state() == QProcess::NotRunning &&
                              !process_.canReadLine())) {
                *error = "no response line; stderr: " + QString::fromUtf8(process_.readAllStandardError().right(2000));
                return std::nullopt;
            }
        }
        const QByteArray line = process_.readLine();
        json j = json::parse(line.toStdString(), nullptr, false);
        if (!j.is_object()) {
            *error = "stdout carried a line that is not a JSON object: " + QString::fromUtf8(line.left(300));
            return std::nullopt;
        }
        return j;
    }

private:
    QProcess process_;
};

#define NEXT_RESPONSE(var, client, timeout)                 \
    QString var##_error;                                    \
    auto var##_opt = (client).next(timeout, &var##_error);  \
    QVERIFY2(var##_opt.has_value(), qPrintable(var##_error)); \
    const json var = *var##_opt

const char* kStories[] = {
    "One day, a little dog named Max ran to the park. Max liked to bark and play with his ball.",
    "There was a small cat who liked to sleep in the sun. The cat purred and licked her paws.",
    "A bird sat on a tree and sang a happy song. The bird flew high in the blue sky.",
    "Tom had a big brown dog. The dog wagged its tail and ran after the ball all day.",
};

QString stories_preset() { return QString::fromStdString(std::string(SYNSEMA_TESTS_DIR) + "/../resources/judge/stories.json"); }

}  // namespace

class CliServe : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void hundred_mixed_requests_are_answered();
    void cancel_stops_a_long_run_within_250_ms();
    void malformed_lines_get_error_objects_and_the_server_goes_on();
    void second_identical_judge_evaluates_only_document_tokens();
    void a_streamed_run_sends_its_text_before_the_answer();
    void stderr_never_carries_prompts_and_shutdown_ends_cleanly();
    void the_egress_lock_holds_and_redact_writes_only_under_out();
    void needs_stdio_and_a_model();

private:
    QString gguf_;
    QTemporaryDir dir_;
};

void CliServe::initTestCase() {
    SYNSEMA_REQUIRE_DATA(gguf, "models/stories260K.gguf");
    gguf_ = gguf;
    QVERIFY(dir_.isValid());
}

void CliServe::hundred_mixed_requests_are_answered() {
    // What the one-shot commands say, to compare the server's answers with.
    const auto tokenized = synsema::test::run_cli({"tokenize", "--model", gguf_, "--json", kStories[0]});
    QCOMPARE(tokenized.exit_code, 0);
    const json expected_ids = json::parse(tokenized.out.toStdString())["ids"];
    const auto ran = synsema::test::run_cli({"run", "--model", gguf_, "--prompt", "Once upon a time", "-n", "12", "--temp", "0", "--threads", "2"});
    QCOMPARE(ran.exit_code, 0);
    const std::string expected_text = ran.out.chopped(1).toStdString();  // run prints a final newline
    const QString doc = dir_.filePath("story.txt");
    {
        QFile f(doc);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(kStories[1]);
    }
    const auto judged = synsema::test::run_cli({"judge", "--preset", stories_preset(), "--model", gguf_, "--json", "--threads", "2", doc});
    QCOMPARE(judged.exit_code, 0);
    const json expected_judge = json::parse(judged.out.toStdString())["documents"][0];
    QFile weights(gguf_);
    QVERIFY(weights.open(QIODevice::ReadOnly));
    const std::string weights_sha = QCryptographicHash::hash(weights.readAll(), QCryptographicHash::Sha256).toHex().toStdString();
    const QString letter = dir_.filePath("letter.txt");
    {
        QFile f(letter);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Dear Dr. Whitfield,\nPlease call Margaret Ellison at (415) 555-0142 or write to m.ellison@example.org.\n");
    }
    const QString out_dir = dir_.filePath("redacted");

    ServeClient client({"--model", gguf_, "--out", out_dir});
    NEXT_RESPONSE(ready, client, 60000);
    QCOMPARE(ready["op"], json("ready"));

    // 100 requests, written at once: the server queues them and answers each.
    std::map<int, std::string> kinds;
    for (int i = 0; i < 100; ++i) {
        json r = {{"id", i}};
        if (i == 10 || i == 60) r["op"] = "attest";
        else if (i == 20 || i == 70) r.update({{"op", "redact"}, {"files", {letter.toStdString()}}});
        else if (i % 3 == 0) r.update({{"op", "tokenize"}, {"text", kStories[0]}});
        else if (i % 3 == 1) r.update({{"op", "run"}, {"prompt", "Once upon a time"}, {"max_tokens", 12}, {"temperature", 0}});
        else if (i % 2 == 0) r.update({{"op", "judge"}, {"preset", stories_preset().toStdString()}, {"text", kStories[1]}});
        else r.update({{"op", "judge"}, {"preset", stories_preset().toStdString()}, {"file", doc.toStdString()}});
        kinds[i] = r["op"];
        client.send(r);
    }
    std::map<int, json> answers;
    for (int n = 0; n < 100; ++n) {
        NEXT_RESPONSE(a, client, 120000);
        QVERIFY2(a["id"].is_number_integer(), a.dump().c_str());
        const int id = a["id"];
        QVERIFY2(!answers.count(id), ("answered twice: " + a.dump()).c_str());
        QVERIFY2(a["ok"] == true, a.dump().c_str());
        QCOMPARE(a["op"].get<std::string>(), kinds[id]);
        answers[id] = a["result"];
    }
    QCOMPARE(int(answers.size()), 100);
    for (const auto& [id, result] : answers) {
        const std::string& kind = kinds[id];
        if (kind == "tokenize") {
            QCOMPARE(result["ids"], expected_ids);
        } else if (kind == "run") {
            QCOMPARE(result["text"].get<std::string>(), expected_text);
            QCOMPARE(result["generated_tokens"], json(12));
        } else if (kind == "judge") {
            const json& d = result["document"];
            QCOMPARE(d["decision"], expected_judge["decision"]);
            QCOMPARE(d["scores"].size(), size_t(3));
            for (size_t k = 0; k < 3; ++k)
                QVERIFY2(std::abs(d["scores"][k]["probability"].get<double>() -
                                  expected_judge["scores"][k]["probability"].get<double>()) < 1e-4,
                         d.dump().c_str());
        } else if (kind == "attest") {
            QCOMPARE(result["model"]["sha256"].get<std::string>(), weights_sha);
        } else if (kind == "redact") {
            const json& d = result["documents"][0];
            QVERIFY2(d.contains("output"), result.dump().c_str());
            QFile out(QString::fromStdString(d["output"]));
            QVERIFY(out.open(QIODevice::ReadOnly));
            const QByteArray text = out.readAll();
            QVERIFY2(!text.contains("555-0142") && !text.contains("m.ellison@example.org"), text.constData());
        }
    }
    client.send({{"id", "bye"}, {"op", "shutdown"}});
    NEXT_RESPONSE(bye, client, 30000);
    QCOMPARE(bye["id"], json("bye"));
    QVERIFY(client.process().waitForFinished(30000));
    QCOMPARE(client.process().exitCode(), 0);
}

void CliServe::cancel_stops_a_long_run_within_250_ms() {
    // A model big enough that a long run takes many seconds (written with
    // the project's GGUF writer): greedy decoding up to its 2048 context.
    synsema::model::ModelSpec spec;
    spec.n_layer = 8;
    spec.n_embd = 512;
    spec.n_ff = 1536;
    spec.n_head = 8;
    spec.n_head_kv = 4;
    spec.n_vocab = 8192;
    spec.matrix_type = synsema::kernels::DType::Q8_0;
    const QString slow = dir_.filePath("slow.gguf");
    synsema::model::make_random_model(spec).write_file(slow.toStdString(), false);

    ServeClient client({"--model", slow});
    NEXT_RESPONSE(ready, client, 60000);
    client.send({{"id", "long"}, {"op", "run"}, {"prompt", "Once upon a time"}, {"max_tokens", 100000}, {"temperature", 0}});
    QTest::qWait(700);  // well into the decode
    QElapsedTimer since_cancel;
    since_cancel.start();
    client.send({{"id", "stop"}, {"op", "cancel"}, {"target", "long"}});
    std::map<std::string, json> got;
    qint64 run_answered_ms = -1;
    while (got.size() < 2) {
        NEXT_RESPONSE(a, client, 30000);
        got[a["id"].get<std::string>()] = a;
        if (a["id"] == "long") run_answered_ms = since_cancel.elapsed();
    }
    QVERIFY2(got["stop"]["ok"] == true && got["stop"]["result"]["state"] == "running", got["stop"].dump().c_str());
    const json& run = got["long"];
    QVERIFY2(run["ok"] == false && run["error"]["kind"] == "cancelled", run.dump().c_str());
    qInfo("the run answered %lld ms after the cancel", run_answered_ms);
    QVERIFY2(run_answered_ms <= 250, qPrintable(QString("the run answered %1 ms after the cancel").arg(run_answered_ms)));

    // The server goes on: the next request is answered, and a cancel of an id
    // that is no longer running is an error naming it.
    client.send({{"id", "stop-again"}, {"op", "cancel"}, {"target", "long"}});
    NEXT_RESPONSE(again, client, 10000);
    QVERIFY2(again["ok"] == false && again["error"]["kind"] == "not-found", again.dump().c_str());
    client.send({{"id", "after"}, {"op", "tokenize"}, {"text", "hello"}});
    NEXT_RESPONSE(after, client, 30000);
    QVERIFY2(after["id"] == "after" && after["ok"] == true, after.dump().c_str());
}

void CliServe::malformed_lines_get_error_objects_and_the_server_goes_on() {
    ServeClient client({"--model", gguf_});
    NEXT_RESPONSE(ready, client, 60000);
    struct Bad {
        QByteArray line;
        json id;           // the id the error must name (null: none)
        const char* kind;
    };
    const Bad bad[] = {
        {"this is not json", nullptr, "format"},
        {"{\"id\": 1, \"op\": \"tokenize\", \"text\": \"unterminated", nullptr, "format"},
        {"[1, 2, 3]", nullptr, "format"},
        {"\xff\xfe{\"id\":2}", nullptr, "format"},
        {"{\"op\": \"tokenize\", \"text\": \"no id\"}", nullptr, "invalid"},
        {"{\"id\": 3, \"op\": \"fly\"}", 3, "invalid"},
        {"{\"id\": 4, \"op\": \"run\"}", 4, "invalid"},
        {"{\"id\": 5, \"op\": \"run\", \"prompt\": \"x\", \"max_tokens\": -1}", 5, "invalid"},
        {"{\"id\": \"j\", \"op\": \"judge\", \"preset\": \"no-such-preset\", \"text\": \"x\"}", "j", "not-found"},
        {"{\"id\": 6, \"op\": \"judge\", \"preset\": \"stories\", \"file\": \"/nonexistent/doc.txt\"}", 6, "io"},
    };
    int line = 0;
    for (const auto& b : bad) {
        ++line;
        client.send_line(b.line);
        NEXT_RESPONSE(e, client, 30000);
        QVERIFY2(e["ok"] == false, e.dump().c_str());
        QCOMPARE(e["id"], b.id);
        QVERIFY2(e["error"]["kind"] == b.kind, e.dump().c_str());
        QVERIFY2(!e["error"]["message"].get<std::string>().empty(), e.dump().c_str());
        if (b.id.is_null()) QCOMPARE(e["line"], json(line));  // a line without a usable id is named by its number
    }
    client.send({{"id", 7}, {"op", "run"}, {"prompt", "Once upon a time"}, {"max_tokens", 4}, {"temperature", 0}});
    NEXT_RESPONSE(ok, client, 30000);
    QVERIFY2(ok["id"] == 7 && ok["ok"] == true && ok["result"]["generated_tokens"] == 4, ok.dump().c_str());
    QCOMPARE(client.process().state(), QProcess::Running);
}

void CliServe::second_identical_judge_evaluates_only_document_tokens() {
    ServeClient client({"--model", gguf_});
    NEXT_RESPONSE(ready, client, 60000);
    const json request = {{"op", "judge"}, {"preset", "stories"}, {"text", kStories[2]}};
    std::vector<json> results;
    for (int i = 0; i < 3; ++i) {
        json r = request;
        r["id"] = i;
        if (i == 2) r["text"] = kStories[3];  // another document, same preset
        client.send(r);
        NEXT_RESPONSE(a, client, 30000);
        QVERIFY2(a["ok"] == true, a.dump().c_str());
        results.push_back(a["result"]);
    }
    const auto evaluated = [&](int i) { return results[size_t(i)]["evaluated_tokens"].get<int64_t>(); };
    const auto prompt = [&](int i) { return results[size_t(i)]["document"]["prompt_tokens"].get<int64_t>(); };
    const auto document = [&](int i) { return results[size_t(i)]["document_tokens"].get<int64_t>(); };
    const QByteArray counts = QByteArray::fromStdString(
        "evaluated " + std::to_string(evaluated(0)) + " / " + std::to_string(evaluated(1)) + " / " + std::to_string(evaluated(2)) +
        ", prompt " + std::to_string(prompt(0)) + " / " + std::to_string(prompt(2)) + ", document " +
        std::to_string(document(0)) + " / " + std::to_string(document(2)));
    // The first request evaluates its whole prompt (and the labels' continuations).
    QVERIFY2(evaluated(0) >= prompt(0), counts.constData());
    // The identical second one: nothing of the instruction, no more than the document.
    QVERIFY2(evaluated(1) <= document(0), counts.constData());
    QCOMPARE(results[1]["document"]["scores"], results[0]["document"]["scores"]);
    // Another document: its own tokens, the template's few after it, the
    // labels' continuations and a token or two where the document meets the
    // instruction (tokenization across the join); never the instruction again.
    const int64_t fixed = prompt(2) - document(2);  // BOS, instruction and the text after the document
    QVERIFY2(fixed > 30, counts.constData());
    QVERIFY2(evaluated(2) < document(2) + fixed / 2, counts.constData());
}

void CliServe::a_streamed_run_sends_its_text_before_the_answer() {
    ServeClient client({"--model", gguf_});
    NEXT_RESPONSE(ready, client, 60000);
    client.send({{"id", "s"}, {"op", "run"}, {"prompt", "Once upon a time"}, {"max_tokens", 24}, {"temperature", 0}, {"stream", true}});
    std::string streamed;
    int events = 0;
    for (;;) {
        NEXT_RESPONSE(line, client, 30000);
        QCOMPARE(line["id"], json("s"));
        if (line.contains("event")) {
            QVERIFY2(line["event"] == "text" && !line.contains("ok"), line.dump().c_str());
            streamed += line["text"].get<std::string>();
            ++events;
            continue;
        }
        QVERIFY2(line["ok"] == true, line.dump().c_str());
        QCOMPARE(streamed, line["result"]["text"].get<std::string>());  // every piece came before the answer
        break;
    }
    QVERIFY2(events >= 12, qPrintable(QString::number(events)));  // piece by piece, not all at once
    // Without "stream", no events: the answer is the next line.
    client.send({{"id", "q"}, {"op", "run"}, {"prompt", "Once upon a time"}, {"max_tokens", 4}, {"temperature", 0}});
    NEXT_RESPONSE(quiet, client, 30000);
    QVERIFY2(quiet["id"] == "q" && quiet["ok"] == true, quiet.dump().c_str());
}

void CliServe::stderr_never_carries_prompts_and_shutdown_ends_cleanly() {
    ServeClient client({"--model", gguf_});
    NEXT_RESPONSE(ready, client, 60000);
    const std::string secret = "Quirinus Zebediah Featherstonehaugh";
    client.send({{"id", 1}, {"op", "run"}, {"prompt", secret}, {"max_tokens", 8}, {"temperature", 0}});
    client.send({{"id", 2}, {"op", "judge"}, {"preset", "stories"}, {"text", secret}});
    client.send({{"id", 3}, {"op", "tokenize"}, {"text", secret}});
    std::string outputs;
    for (int i = 0; i < 3; ++i) {
        NEXT_RESPONSE(a, client, 30000);
        QVERIFY2(a["ok"] == true, a.dump().c_str());
        if (a["id"] == 1) outputs = a["result"]["text"];
    }
    client.process().closeWriteChannel();  // end of input: the server finishes and exits
    QVERIFY(client.process().waitForFinished(30000));
    QCOMPARE(client.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(client.process().exitCode(), 0);
    QVERIFY(client.process().readAllStandardOutput().isEmpty());
    const QByteArray err = client.process().readAllStandardError();
    QVERIFY2(err.contains("serve:"), err.constData());  // it does log, just not the text
    QVERIFY2(!err.contains("Featherstonehaugh") && !err.contains("Quirinus"), err.constData());
    QVERIFY(outputs.size() > 3);
    QVERIFY2(!err.contains(QByteArray::fromStdString(outputs)), err.constData());
}

void CliServe::the_egress_lock_holds_and_redact_writes_only_under_out() {
    // Folders outside /tmp, so that only --out can make them writable.
    QTemporaryDir outside(QDir::currentPath() + "/serve-lock-XXXXXX");
    QVERIFY(outside.isValid());
    const QString allowed = outside.filePath("allowed"), elsewhere = outside.filePath("elsewhere");
    QVERIFY(QDir().mkpath(elsewhere));
    const QString letter = dir_.filePath("lock-letter.txt");
    {
        QFile f(letter);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Call Margaret Ellison at (415) 555-0142.\n");
    }
    ServeClient client({"--model", gguf_, "--out", allowed});
    NEXT_RESPONSE(ready, client, 60000);
    QFile status(QString("/proc/%1/status").arg(client.process().processId()));
    QVERIFY(status.open(QIODevice::ReadOnly));
    const QByteArray proc = status.readAll();
    QVERIFY2(proc.contains("Seccomp:\t2") && proc.contains("NoNewPrivs:\t1"), proc.constData());

    client.send({{"id", 1}, {"op", "attest"}});
    NEXT_RESPONSE(attest, client, 60000);
    QVERIFY2(attest["ok"] == true, attest.dump().c_str());
    const json& lock = attest["result"]["egress"];
    QVERIFY2(lock["locked"] == true && lock["seccomp"] == true && lock["unix_sockets_refused"] == true, lock.dump().c_str());
    const auto& writable = lock["writable_dirs"];
    QVERIFY2(std::find(writable.begin(), writable.end(), json(QDir(allowed).absolutePath().toStdString())) != writable.end(),
             lock.dump().c_str());

    client.send({{"id", 2}, {"op", "redact"}, {"files", {letter.toStdString()}}});
    NEXT_RESPONSE(inside, client, 60000);
    QVERIFY2(inside["ok"] == true && inside["result"]["documents"][0].contains("output"), inside.dump().c_str());
    QVERIFY(QFileInfo(QString::fromStdString(inside["result"]["documents"][0]["output"])).absolutePath().startsWith(allowed));
    if (lock["landlock_files"] == true) {
        // Anywhere else is refused by the lock, as an error naming the request.
        client.send({{"id", 3}, {"op", "redact"}, {"files", {letter.toStdString()}}, {"out", elsewhere.toStdString()}});
        NEXT_RESPONSE(refused, client, 60000);
        QCOMPARE(refused["id"], json(3));
        const bool failed = refused["ok"] == false || refused["result"]["documents"][0].contains("error");
        QVERIFY2(failed, refused.dump().c_str());
        QVERIFY2(QDir(elsewhere).isEmpty(), qPrintable(QDir(elsewhere).entryList().join(", ")));
    }
}

void CliServe::needs_stdio_and_a_model() {
    auto env = synsema::test::isolated_environment();
    env.remove("SYNSEMA_MODEL");
    const auto no_stdio = synsema::test::run_cli_env({"serve", "--model", gguf_}, env);
    QVERIFY(no_stdio.exit_code != 0);
    QVERIFY2(no_stdio.err.contains("--stdio"), no_stdio.err.constData());
    const auto no_model = synsema::test::run_cli_env({"serve", "--stdio"}, env);
    QVERIFY(no_model.exit_code != 0);
    QVERIFY2(no_model.err.contains("SYNSEMA_MODEL"), no_model.err.constData());
}

QTEST_MAIN(CliServe)
#include "tst_cli_serve.moc"
