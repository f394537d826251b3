// Chat templates: golden renderings of real templates for each family, through
// the sandboxed Jinja path and the native path (both must match exactly), the
// fallback order, user overrides, and the Jinja subset's semantics.
#include <QFile>
#include <QFileInfo>
#include <QtTest>

#include <string>
#include <vector>

#include "engine/chat/chat_native.h"
#include "engine/chat/chat_template.h"
#include "engine/gguf/gguf_file.h"
#include "engine/util/error.h"
#include "engine/util/version_info.h"
#include "tests/support/test_data.h"

using synsema::chat::ChatMessage;
using synsema::chat::ChatOptions;
using Conversation = std::vector<ChatMessage>;
Q_DECLARE_METATYPE(Conversation)

namespace {

std::string fixture(const QString& name) {
    // The source folder from CMake: __FILE__ may be relative to the build folder.
    QFile f(QStringLiteral(SYNSEMA_TESTS_DIR "/data/chat_templates/") + name);
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray bytes = f.readAll();
    return std::string(bytes.constData(), static_cast<size_t>(bytes.size()));
}

const Conversation kWithSystem = {
    {"system", "You are a helpful assistant"}, {"user", "Hello"}, {"assistant", "Hi there"}, {"user", "Who are you"}};
const Conversation kNoSystem = {{"user", "Hello"}, {"assistant", "Hi there"}, {"user", "Who are you"}};

const char* const kChatmlTurns =
    "<|im_start|>user\nHello<|im_end|>\n<|im_start|>assistant\nHi there<|im_end|>\n"
    "<|im_start|>user\nWho are you<|im_end|>\n<|im_start|>assistant\n";
const std::string kChatmlWithSystem = std::string("<|im_start|>system\nYou are a helpful assistant<|im_end|>\n") + kChatmlTurns;
const char* const kLlamaTurns =
    "<|start_header_id|>user<|end_header_id|>\n\nHello<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nHi there<|eot_id|>"
    "<|start_header_id|>user<|end_header_id|>\n\nWho are you<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n";
const char* const kGemmaFolded =
    "<bos><start_of_turn>user\nYou are a helpful assistant\n\nHello<end_of_turn>\n<start_of_turn>model\nHi there<end_of_turn>\n"
    "<start_of_turn>user\nWho are you<end_of_turn>\n<start_of_turn>model\n";

}  // namespace

class TestChatTemplate : public QObject {
    Q_OBJECT

private slots:
    void golden_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("family");
        QTest::addColumn<Conversation>("messages");
        QTest::addColumn<QString>("bos");
        QTest::addColumn<QString>("eos");
        QTest::addColumn<int>("thinking");  // -1 unset, 0 false, 1 true
        QTest::addColumn<QString>("jinja_error");  // non-empty: the template itself refuses
        QTest::addColumn<QString>("expected");
        const auto s = [](const std::string& x) { return QString::fromStdString(x); };
        QTest::newRow("qwen2.5") << "qwen2.5.jinja" << "qwen2" << kWithSystem << "" << "<|im_end|>" << -1 << "" << s(kChatmlWithSystem);
        QTest::newRow("qwen2.5 default system")
            << "qwen2.5.jinja" << "qwen2" << kNoSystem << "" << "<|im_end|>" << -1 << ""
            << s(std::string("<|im_start|>system\nYou are Qwen, created by Alibaba Cloud. You are a helpful assistant.<|im_end|>\n") + kChatmlTurns);
        QTest::newRow("qwen3") << "qwen3.jinja" << "qwen3" << kWithSystem << "" << "<|im_end|>" << -1 << "" << s(kChatmlWithSystem);
        QTest::newRow("qwen3 no thinking") << "qwen3.jinja" << "qwen3" << kWithSystem << "" << "<|im_end|>" << 0 << ""
                                           << s(kChatmlWithSystem + "<think>\n\n</think>\n\n");
        Conversation with_reasoning = kWithSystem;
        with_reasoning[2].content = "<think>\nThe user greets me.\n</think>\n\nHi there";
        QTest::newRow("qwen3 drops old reasoning") << "qwen3.jinja" << "qwen3" << with_reasoning << "" << "<|im_end|>" << -1 << ""
                                                   << s(kChatmlWithSystem);
        Conversation trailing = kNoSystem;
        trailing.push_back({"assistant", "<think>\nThinking.\n</think>\n\nI am Qwen."});
        QTest::newRow("qwen3 keeps current reasoning")
            << "qwen3.jinja" << "qwen3" << trailing << "" << "<|im_end|>" << -1 << ""
            << s(std::string(kChatmlTurns).substr(0, std::string(kChatmlTurns).size() - 22) +
                 "<|im_start|>assistant\n<think>\nThinking.\n</think>\n\nI am Qwen.<|im_end|>\n<|im_start|>assistant\n");
        QTest::newRow("smollm2") << "smollm2.jinja" << "smollm2" << kWithSystem << "" << "<|im_end|>" << -1 << "" << s(kChatmlWithSystem);
        QTest::newRow("smollm2 default system")
            << "smollm2.jinja" << "smollm2" << kNoSystem << "" << "<|im_end|>" << -1 << ""
            << s(std::string("<|im_start|>system\nYou are a helpful AI assistant named SmolLM, trained by Hugging Face<|im_end|>\n") + kChatmlTurns);
        QTest::newRow("llama3.2") << "llama3.2.jinja" << "llama3.2" << kWithSystem << "<|begin_of_text|>" << "<|eot_id|>" << -1 << ""
                                  << s(std::string("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: "
                                                   "December 2023\nToday Date: 26 Jul 2024\n\nYou are a helpful assistant<|eot_id|>") + kLlamaTurns);
        QTest::newRow("llama3.2 no system")
            << "llama3.2.jinja" << "llama3.2" << kNoSystem << "<|begin_of_text|>" << "<|eot_id|>" << -1 << ""
            << s(std::string("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nCutting Knowledge Date: "
                             "December 2023\nToday Date: 26 Jul 2024\n\n<|eot_id|>") + kLlamaTurns);
        QTest::newRow("llama3") << "llama3.jinja" << "llama3" << kWithSystem << "<|begin_of_text|>" << "<|eot_id|>" << -1 << ""
                                << s(std::string("<|begin_of_text|><|start_header_id|>system<|end_header_id|>\n\nYou are a helpful assistant<|eot_id|>") + kLlamaTurns);
        QTest::newRow("phi3.5") << "phi3.5.jinja" << "phi3" << kWithSystem << "<s>" << "<|endoftext|>" << -1 << ""
                                << "<|system|>\nYou are a helpful assistant<|end|>\n<|user|>\nHello<|end|>\n<|assistant|>\nHi there<|end|>\n"
                                   "<|user|>\nWho are you<|end|>\n<|assistant|>\n";
        QTest::newRow("gemma3") << "gemma3.jinja" << "gemma" << kWithSystem << "<bos>" << "<eos>" << -1 << "" << kGemmaFolded;
        QTest::newRow("gemma2 refuses system") << "gemma2.jinja" << "gemma" << kWithSystem << "<bos>" << "<eos>" << -1
                                               << "raise_exception: System role not supported" << kGemmaFolded;
        QTest::newRow("gemma2") << "gemma2.jinja" << "gemma" << kNoSystem << "<bos>" << "<eos>" << -1 << ""
                                << "<bos><start_of_turn>user\nHello<end_of_turn>\n<start_of_turn>model\nHi there<end_of_turn>\n"
                                   "<start_of_turn>user\nWho are you<end_of_turn>\n<start_of_turn>model\n";
        QTest::newRow("mistral-v3") << "mistral-v3.jinja" << "mistral-v3" << kWithSystem << "<s>" << "</s>" << -1 << ""
                                    << "<s>[INST] Hello[/INST] Hi there</s>[INST] You are a helpful assistant\n\nWho are you[/INST]";
        QTest::newRow("mistral-v1") << "mistral-v1.jinja" << "mistral-v1" << kWithSystem << "<s>" << "</s>" << -1 << ""
                                    << "<s> [INST] You are a helpful assistant\n\nHello [/INST] Hi there</s> [INST] Who are you [/INST]";
    }

    void golden() {
        QFETCH(QString, file);
        QFETCH(QString, family);
        QFETCH(Conversation, messages);
        QFETCH(QString, bos);
        QFETCH(QString, eos);
        QFETCH(int, thinking);
        QFETCH(QString, jinja_error);
        QFETCH(QString, expected);
        const std::string text = fixture(file);
        QVERIFY2(!text.empty(), qPrintable("missing fixture " + file));
        ChatOptions options;
        if (thinking >= 0) options.enable_thinking = thinking == 1;
        const std::string b = bos.toStdString(), e = eos.toStdString();

        // 1. The template's markers name its family.
        QCOMPARE(QString::fromStdString(synsema::chat::detect_family(text)), family);
        // 2. The Jinja path, exactly (or the template's own refusal).
        if (jinja_error.isEmpty()) {
            const auto rendered = synsema::chat::render_jinja(text, messages, options, b, e);
            QCOMPARE(QString::fromStdString(rendered.text), expected);
        } else {
            try {
                synsema::chat::render_jinja(text, messages, options, b, e);
                QFAIL("the template should have refused this conversation");
            } catch (const synsema::Error& err) {
                QVERIFY2(QString(err.what()).contains(jinja_error), err.what());
            }
        }
        // 3. The native path, exactly.
        const auto native = synsema::chat::render_native(family.toStdString(), messages, options, b, e);
        QCOMPARE(QString::fromStdString(native.text), expected);
        // 4. render_chat picks Jinja, or the native family when the template refuses.
        synsema::chat::ChatTemplateSource source;
        source.template_text = text;
        source.bos_token = b;
        source.eos_token = e;
        source.origin = "test";
        const auto result = synsema::chat::render_chat(source, messages, options);
        QCOMPARE(QString::fromStdString(result.text), expected);
        QCOMPARE(QString::fromStdString(result.method), jinja_error.isEmpty() ? QString("jinja") : "native:" + family);
        if (!jinja_error.isEmpty()) QVERIFY(QString::fromStdString(result.note).contains(jinja_error));
        QVERIFY(!result.stop.empty());
        // 5. Message content is the untrusted part: the ranges cover "Hello" but no marker.
        const size_t hello = result.text.find("Hello");
        bool covered = false;
        for (const auto& r : result.untrusted) covered |= r.begin <= hello && hello + 5 <= r.end;
        QVERIFY(covered);
        for (const auto& r : result.untrusted) QVERIFY(result.text.substr(r.begin, r.end - r.begin).find("<|") == std::string::npos);
    }

    void mistral_v7_native() {
        const auto out = synsema::chat::render_native("mistral-v7", kWithSystem, {}, "<s>", "</s>");
        QCOMPARE(QString::fromStdString(out.text),
                 QString("<s>[SYSTEM_PROMPT]You are a helpful assistant[/SYSTEM_PROMPT][INST]Hello[/INST]Hi there</s>[INST]Who are you[/INST]"));
    }

    void gguf_template_and_tokens() {
        SYNSEMA_REQUIRE_DATA(path, "vocab/ggml-vocab-phi-3.gguf");
        const auto file = synsema::gguf::GgufFile::open(path.toStdString());
        const auto source = synsema::chat::from_gguf(*file);
        QCOMPARE(QString::fromStdString(source.origin), QString("gguf"));
        QCOMPARE(QString::fromStdString(source.bos_token), QString("<s>"));
        QCOMPARE(QString::fromStdString(source.vocab_family), QString("phi3"));
        // Phi-3-mini's template drops the system message and puts BOS first.
        const auto result = synsema::chat::render_chat(source, kWithSystem);
        QCOMPARE(QString::fromStdString(result.method), QString("jinja"));
        QCOMPARE(QString::fromStdString(result.text),
                 QString("<s><|user|>\nHello<|end|>\n<|assistant|>\nHi there<|end|>\n<|user|>\nWho are you<|end|>\n<|assistant|>\n"));
    }

    void fallbacks_data() {
        QTest::addColumn<QString>("template_text");
        QTest::addColumn<QString>("vocab_family");
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("note");
        QTest::addColumn<QString>("starts_with");
        QTest::newRow("broken chatml") << "{% for m in messages %}<|im_start|>{{ m.role }{% endfor %}" << "" << "native:chatml"
                                       << "template 1:" << "<|im_start|>system\n";
        QTest::newRow("hostile llama3") << "<|start_header_id|>{{ ''.__class__ }}" << "" << "native:llama3" << "not allowed"
                                        << "<s><|start_header_id|>system";
        QTest::newRow("unknown broken") << "{% if %}" << "" << "default" << "family is unknown" << "You are a helpful assistant\n\nUser: Hello\n";
        QTest::newRow("absent, vocab gemma") << "" << "gemma" << "native:gemma" << "vocabulary" << "<s><start_of_turn>user\n";
        QTest::newRow("absent, unknown") << "" << "" << "default" << "no chat template" << "You are a helpful assistant\n\nUser:";
    }

    void fallbacks() {
        QFETCH(QString, template_text);
        QFETCH(QString, vocab_family);
        QFETCH(QString, method);
        QFETCH(QString, note);
        QFETCH(QString, starts_with);
        synsema::chat::ChatTemplateSource source;
        source.template_text = template_text.toStdString();
        source.vocab_family = vocab_family.toStdString();
        source.bos_token = "<s>";
        source.eos_token = "</s>";
        const auto result = synsema::chat::render_chat(source, kWithSystem);
        QCOMPARE(QString::fromStdString(result.method), method);
        QVERIFY2(QString::fromStdString(result.note).contains(note), result.note.c_str());
        QVERIFY2(QString::fromStdString(result.text).startsWith(starts_with), result.text.c_str());
    }

    void overrides() {
        synsema::chat::ChatTemplateSource base;
        base.template_text = fixture("qwen2.5.jinja");
        base.bos_token = "<bos>";
        const auto by_family = synsema::chat::with_override(base, "gemma", "--template");
        const auto r1 = synsema::chat::render_chat(by_family, kWithSystem);
        QCOMPARE(QString::fromStdString(r1.method), QString("native:gemma"));
        QCOMPARE(QString::fromStdString(r1.text), QString(kGemmaFolded));
        const auto by_text = synsema::chat::with_override(base, "{% for m in messages %}[{{ m.role }}]{% endfor %}", "--template");
        const auto r2 = synsema::chat::render_chat(by_text, kNoSystem);
        QCOMPARE(QString::fromStdString(r2.method), QString("jinja"));
        QCOMPARE(QString::fromStdString(r2.text), QString("[user][assistant][user]"));
        synsema::chat::ChatTemplateSource bad = base;
        bad.family = "no-such-family";
        QVERIFY_THROWS_EXCEPTION(synsema::Error, synsema::chat::render_chat(bad, kNoSystem));
    }

    void jinja_semantics_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("loop vars") << "{% for x in ['a','b','c'] %}{{ loop.index }}{{ loop.index0 }}{{ x }}{% if loop.first %}F{% endif %}{% if loop.last %}L{{ loop.length }}{% endif %},{% endfor %}"
                                   << "10aF,21b,32cL3,";
        QTest::newRow("loop filter else") << "{% for x in [1,2,3,4] if x is even %}{{ x }}{% else %}none{% endfor %}|{% for x in [] %}{% else %}empty{% endfor %}" << "24|empty";
        QTest::newRow("dict items") << "{% for k, v in {'a': 1, 'b': 2}.items() %}{{ k }}={{ v }};{% endfor %}{{ {'x': 1}.get('y', 'dflt') }}" << "a=1;b=2;dflt";
        QTest::newRow("namespace") << "{% set ns = namespace(n=0) %}{% for i in range(5) %}{% set ns.n = ns.n + i %}{% endfor %}{{ ns.n }}" << "10";
        QTest::newRow("scoping") << "{% set x = 1 %}{% for i in [1] %}{% set x = 2 %}{% endfor %}{{ x }}" << "1";
        QTest::newRow("slices") << "{{ 'abcdef'[1:4] }}{{ 'abcdef'[::-1] }}{{ [1,2,3][-1] }}{{ [1,2,3,4][::2] }}{{ 'héllo'[1] }}" << "bcdfedcba3[1, 3]é";
        QTest::newRow("arithmetic") << "{{ 7 // 2 }} {{ -7 // 2 }} {{ 7 % 3 }} {{ -7 % 3 }} {{ 7 / 2 }} {{ 2 ** 10 }} {{ 1 + 2 * 3 }}" << "3 -4 1 2 3.5 1024 7";
        QTest::newRow("strings") << "{{ '  x  '.strip() }}|{{ 'a,b'.split(',') }}|{{ 'Ab'.upper() }}{{ 'Ab'.lower() }}|{{ 'hello world'.title() }}|{{ 'x'.startswith('x') }}|{{ 'aXa'.replace('a', 'b') }}"
                                 << "x|['a', 'b']|ABab|Hello World|True|bXb";
        QTest::newRow("filters") << "{{ ' a '|trim }}{{ 'ab'|upper }}{{ [1,2]|length }}{{ x|default('d') }}{{ [1,'a']|tojson }}{{ ['a','b']|join('-') }}{{ 'abc'|first }}{{ [1,2]|last }}{{ 'hello'|capitalize }}{{ 3|string }}{{ '5'|int + 1 }}"
                                 << "aAB2d[1, \"a\"]a-ba2Hello36";
        QTest::newRow("tojson indent") << "{{ {'a': [1, 2]}|tojson(indent=2) }}" << "{\n  \"a\": [\n    1,\n    2\n  ]\n}";
        QTest::newRow("tests") << "{{ x is defined }}{{ none is none }}{{ 'a' is string }}{{ {} is mapping }}{{ [] is iterable }}{{ 1 is equalto 1 }}{{ 2 in [1,2] }}{{ 'b' not in 'abc' }}"
                               << "FalseTrueTrueTrueTrueTrueTrueFalse";
        QTest::newRow("operators") << "{{ 1 == 1.0 }}{{ 'a' ~ 1 }}{{ not true }}{{ 1 < 2 and 2 <= 2 }}{{ 0 or 'x' }}{{ 'y' if false else 'z' }}" << "Truea1FalseTruexz";
        QTest::newRow("selectattr") << "{{ [{'r':'u'},{'r':'a'},{'r':'u'}]|selectattr('r','equalto','u')|list|length }}" << "2";
        QTest::newRow("whitespace control") << "a  {{- 'b' -}}  c\n  {%- if true %}\nd{% endif %}" << "abcd";
        QTest::newRow("trim and lstrip blocks") << "x\n    {% if true %}\ny\n    {% endif %}\nz" << "x\ny\nz";
        QTest::newRow("comments") << "a{# note #}b\n{#- x -#}\nc" << "abc";
        QTest::newRow("strftime") << "{{ strftime_now('%d %b %Y %A') }}" << "26 Jul 2024 Friday";
        QTest::newRow("none prints") << "{{ none }}{{ true }}{{ undefined_thing }}" << "NoneTrue";
        QTest::newRow("block set") << "{% set x %}in{{ 1 }}{% endset %}[{{ x }}]" << "[in1]";
        QTest::newRow("break continue") << "{% for i in range(10) %}{% if i == 1 %}{% continue %}{% endif %}{% if i == 4 %}{% break %}{% endif %}{{ i }}{% endfor %}" << "023";
        QTest::newRow("escapes") << "{{ 'a\\tb\\u00e9\\n' }}" << "a\tbé\n";
        QTest::newRow("generation block") << "{% generation %}kept{% endgeneration %}" << "kept";
    }

    void jinja_semantics() {
        QFETCH(QString, source);
        QFETCH(QString, expected);
        const auto out = synsema::jinja::render_template(source.toStdString(), {});
        QCOMPARE(QString::fromStdString(out.text), expected);
    }
};

QTEST_MAIN(TestChatTemplate)
#include "tst_chat_template.moc"
