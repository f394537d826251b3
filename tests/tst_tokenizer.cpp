// Tokenizer behaviour beyond the llama.cpp vectors: special tokens only when
// asked for, UTF-8 validation with the byte offset, the streaming decoder's
// character boundaries, end-of-generation tokens, bounded work on huge words,
// and vocabulary errors that name the file and the key.
#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_writer.h"
#include "engine/tokenizer/tokenizer.h"
#include "engine/util/error.h"
#include "tests/support/test_data.h"
#include "tests/support/sanitizers.h"

using synsema::TokenId;
using synsema::Tokenizer;

// A change that breaks a vocabulary (data-driven rows).
using VocabEdit = std::function<void(synsema::gguf::GgufWriter&)>;
Q_DECLARE_METATYPE(VocabEdit)

namespace {

std::unique_ptr<Tokenizer> load(const QString& path) {
    const auto file = synsema::gguf::GgufFile::open(path.toStdString());
    return Tokenizer::from_gguf(*file);
}

bool contains(const std::vector<TokenId>& ids, TokenId id) { return std::find(ids.begin(), ids.end(), id) != ids.end(); }

bool is_valid_utf8(const std::string& s) { return QString::fromUtf8(s).toUtf8() == QByteArray::fromStdString(s); }

// The id of a token whose piece is exactly one given byte (byte-level or <0xXX>).
TokenId token_for_byte(const Tokenizer& t, unsigned char byte) {
    for (size_t id = 0; id < t.vocab_size(); ++id) {
        const std::string piece = t.token_to_piece(static_cast<TokenId>(id));
        if (piece.size() == 1 && static_cast<unsigned char>(piece[0]) == byte) return static_cast<TokenId>(id);
    }
    return -1;
}

// A small SentencePiece vocabulary as GGUF bytes; `edit` breaks it on purpose.
std::vector<uint8_t> tiny_vocab(const VocabEdit& edit) {
    synsema::gguf::GgufWriter w;
    w.set_string("tokenizer.ggml.model", "llama");
    w.set_array_strings("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "\xE2\x96\x81" "a", "\xE2\x96\x81" "b"});
    const std::vector<float> scores{0, 0, 0, -1, -2};
    w.set_array_f32("tokenizer.ggml.scores", scores);
    const std::vector<int32_t> types{2, 3, 3, 1, 1};
    w.set_array_i32("tokenizer.ggml.token_type", types);
    w.set_u32("tokenizer.ggml.bos_token_id", 1);
    w.set_u32("tokenizer.ggml.eos_token_id", 2);
    edit(w);
    return w.to_bytes();
}

}  // namespace

class TokenizerTest : public QObject {
    Q_OBJECT

private slots:
    void spm_special_tokens();
    void bpe_special_tokens();
    void markup_user_defined_tokens_need_parse_special();
    void plain_user_defined_tokens_always_match();
    void bpe_vocabulary_without_byte_tokens();
    void decode_drops_only_the_added_space();
    void invalid_utf8_rejected_data();
    void invalid_utf8_rejected();
    void streaming_decoder_keeps_characters_whole_data();
    void streaming_decoder_keeps_characters_whole();
    void streaming_decoder_flushes_replacement();
    void end_of_generation();
    void huge_single_word_is_bounded_data();
    void huge_single_word_is_bounded();
    void vocabulary_errors_name_file_and_key_data();
    void vocabulary_errors_name_file_and_key();
    void unknown_pre_tokenizer_warns();
};

void TokenizerTest::spm_special_tokens() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto t = load(path);
    QCOMPARE(t->bos(), 1);
    QCOMPARE(t->eos(), 2);
    QCOMPARE(t->token_text(1), std::string_view("<s>"));
    QVERIFY(t->add_bos());

    // User text spelling a control token never yields it.
    const std::string text = "<s>Once upon a time</s>";
    const auto plain = t->encode(text, {false, false});
    QVERIFY(!plain.empty());
    QVERIFY(!contains(plain, 1));
    QVERIFY(!contains(plain, 2));
    QCOMPARE(t->decode(plain), text);

    // Parsed: <s> and </s> become their ids; the text between is ordinary text.
    const auto parsed = t->encode(text, {false, true});
    QCOMPARE(parsed.front(), 1);
    QCOMPARE(parsed.back(), 2);
    const auto inner = t->encode("Once upon a time", {false, false});
    QCOMPARE(std::vector<TokenId>(parsed.begin() + 1, parsed.end() - 1), inner);

    // add_special adds BOS (the file asks for it) and no EOS.
    const auto with_bos = t->encode("Once upon a time", {true, false});
    QCOMPARE(with_bos.front(), 1);
    QCOMPARE(std::vector<TokenId>(with_bos.begin() + 1, with_bos.end()), inner);
    QVERIFY(t->encode("", {false, false}).empty());
    QCOMPARE(t->encode("", {true, false}), std::vector<TokenId>{1});
}

void TokenizerTest::bpe_special_tokens() {
    SYNSEMA_REQUIRE_DATA(path, "vocab/ggml-vocab-qwen2.gguf");
    const auto t = load(path);
    const TokenId im_start = t->find_token("<|im_start|>");
    const TokenId im_end = t->find_token("<|im_end|>");
    QVERIFY(im_start >= 0 && im_end >= 0);
    QCOMPARE(t->token_type(im_end), synsema::TokenType::Control);

    const std::string text = "<|im_start|>user\nHello<|im_end|>";
    const auto plain = t->encode(text, {false, false});
    QVERIFY(!contains(plain, im_start));
    QVERIFY(!contains(plain, im_end));
    QCOMPARE(t->decode(plain), text);

    const auto parsed = t->encode(text, {false, true});
    QCOMPARE(parsed.front(), im_start);
    QCOMPARE(parsed.back(), im_end);
    QCOMPARE(std::vector<TokenId>(parsed.begin() + 1, parsed.end() - 1), t->encode("user\nHello", {false, false}));
    // Rendering: control tokens only on request.
    QCOMPARE(t->decode(parsed), std::string("user\nHello"));
    QCOMPARE(t->decode(parsed, true), text);
    // Qwen2 adds no BOS.
    QCOMPARE(t->encode("Hello", {true, false}), t->encode("Hello", {false, false}));
}

// Qwen2's <think>/<tool_call> and phi-3's "</s>" are user-defined tokens that
// look like markup: a document spelling them must not produce them.
void TokenizerTest::markup_user_defined_tokens_need_parse_special() {
    SYNSEMA_REQUIRE_DATA(qwen2, "vocab/ggml-vocab-qwen2.gguf");
    SYNSEMA_REQUIRE_DATA(phi3, "vocab/ggml-vocab-phi-3.gguf");
    const auto bpe = load(qwen2);
    for (const char* markup : {"<think>", "<tool_call>", "<|fim_prefix|>"}) {
        const TokenId id = bpe->find_token(markup);
        QVERIFY(id >= 0);
        QCOMPARE(bpe->token_type(id), synsema::TokenType::UserDefined);
        const std::string text = std::string("a ") + markup + " b";
        QVERIFY(!contains(bpe->encode(text, {false, false}), id));
        QVERIFY(contains(bpe->encode(text, {false, true}), id));
        QCOMPARE(bpe->decode(bpe->encode(text, {false, false})), text);
    }
    const auto spm = load(phi3);
    QCOMPARE(spm->token_type(2), synsema::TokenType::UserDefined);
    QCOMPARE(spm->token_text(2), std::string_view("</s>"));
    QVERIFY(!contains(spm->encode("end </s> here", {false, false}), 2));
    QVERIFY(contains(spm->encode("end </s> here", {false, true}), 2));
}

// A user-defined word (not markup) is an added vocabulary entry: it is matched
// in ordinary text, as llama.cpp and Hugging Face tokenizers do.
void TokenizerTest::plain_user_defined_tokens_always_match() {
    synsema::gguf::GgufWriter w;
    w.set_string("tokenizer.ggml.model", "llama");
    w.set_array_strings("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "\xE2\x96\x81" "a", "hello", "<tag>"});
    const std::vector<float> scores{0, 0, 0, -1, 0, 0};
    w.set_array_f32("tokenizer.ggml.scores", scores);
    const std::vector<int32_t> types{2, 3, 3, 1, 4, 4};
    w.set_array_i32("tokenizer.ggml.token_type", types);
    const std::vector<uint8_t> bytes = w.to_bytes();
    const auto file = synsema::gguf::GgufFile::from_memory("user-defined.gguf", bytes);
    const auto t = Tokenizer::from_gguf(*file);
    // "a" then the added word; after it, SentencePiece adds its prefix space again (llama.cpp).
    QCOMPARE(t->encode("ahello", {false, false}), (std::vector<TokenId>{3, 4}));
    QCOMPARE(t->encode("hello<tag>", {false, false}), (std::vector<TokenId>{4, 0, 0, 0, 0, 0, 0}));
    QCOMPARE(t->encode("hello<tag>", {false, true}), (std::vector<TokenId>{4, 5}));
}

// A hostile byte-level vocabulary lacking most byte tokens: bytes it cannot
// express are dropped (no UNK here), the rest still merges.
void TokenizerTest::bpe_vocabulary_without_byte_tokens() {
    synsema::gguf::GgufWriter w;
    w.set_string("tokenizer.ggml.model", "gpt2");
    w.set_string("tokenizer.ggml.pre", "gpt-2");
    w.set_array_strings("tokenizer.ggml.tokens", {"a", "b", "ab"});
    w.set_array_strings("tokenizer.ggml.merges", {"a b"});
    const std::vector<uint8_t> bytes = w.to_bytes();
    const auto file = synsema::gguf::GgufFile::from_memory("few-bytes.gguf", bytes);
    const auto t = Tokenizer::from_gguf(*file);
    QCOMPARE(t->encode("abc ab", {false, false}), (std::vector<TokenId>{2, 2}));
    QCOMPARE(t->encode("acb", {false, false}), (std::vector<TokenId>{0, 1}));
    QCOMPARE(t->encode(std::string(100000, 'z'), {false, false}), std::vector<TokenId>{});
}

void TokenizerTest::decode_drops_only_the_added_space() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto t = load(path);
    const auto ids = t->encode("Hello  world", {true, false});
    QCOMPARE(t->decode(ids), std::string("Hello  world"));
    QCOMPARE(t->decode(ids, true), std::string("<s> Hello  world"));
    QCOMPARE(t->decode(t->encode(" leading", {false, false})), std::string(" leading"));
}

void TokenizerTest::invalid_utf8_rejected_data() {
    QTest::addColumn<QString>("vocab");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("offset");
    const QStringList vocabs{"models/stories260K.gguf", "vocab/ggml-vocab-qwen2.gguf"};
    for (const QString& v : vocabs) {
        const QByteArray tag = v.section('/', 1).toUtf8();
        QTest::newRow(tag + " lone 0xFF") << v << QByteArray("\xff") << 0;
        QTest::newRow(tag + " truncated") << v << QByteArray("ab\xc3") << 2;
        QTest::newRow(tag + " overlong") << v << QByteArray("abc\xc0\xaf") << 3;
        QTest::newRow(tag + " surrogate") << v << QByteArray("x\xed\xa0\x80y") << 1;
        QTest::newRow(tag + " above U+10FFFF") << v << QByteArray("ok \xf4\x90\x80\x80") << 3;
        QTest::newRow(tag + " stray continuation") << v << QByteArray("caf\xc3\xa9\x80") << 5;
    }
}

void TokenizerTest::invalid_utf8_rejected() {
    QFETCH(QString, vocab);
    QFETCH(QByteArray, input);
    QFETCH(int, offset);
    SYNSEMA_REQUIRE_DATA(path, vocab);
    const auto t = load(path);
    for (bool parse_special : {false, true}) {
        try {
            t->encode(input.toStdString(), {true, parse_special});
            QFAIL("invalid UTF-8 was accepted");
        } catch (const synsema::Error& e) {
            QCOMPARE(e.kind(), synsema::ErrorKind::Tokenizer);
            const std::string expected = "invalid UTF-8 at byte " + std::to_string(offset) + " of the input";
            QCOMPARE(std::string(e.what()), expected);
        }
    }
}

void TokenizerTest::streaming_decoder_keeps_characters_whole_data() {
    QTest::addColumn<QString>("vocab");
    QTest::newRow("spm byte tokens") << "models/stories260K.gguf";
    QTest::newRow("byte-level bpe") << "vocab/ggml-vocab-qwen2.gguf";
}

// An emoji fed as four single-byte tokens: nothing comes out until the last byte.
void TokenizerTest::streaming_decoder_keeps_characters_whole() {
    QFETCH(QString, vocab);
    SYNSEMA_REQUIRE_DATA(path, vocab);
    const auto t = load(path);
    const std::string emoji = "\xF0\x9F\x98\x80";  // U+1F600
    std::vector<TokenId> bytes;
    for (unsigned char c : emoji) bytes.push_back(token_for_byte(*t, c));
    QVERIFY(!contains(bytes, -1));

    const auto hello = t->encode("Hi", {false, false});
    synsema::StreamingDecoder decoder(*t);
    std::string streamed;
    for (TokenId id : hello) streamed += decoder.push(id);
    QCOMPARE(streamed, std::string("Hi"));
    for (size_t i = 0; i < bytes.size(); ++i) {
        const std::string out = decoder.push(bytes[i]);
        QVERIFY(is_valid_utf8(out));
        if (i + 1 < bytes.size()) QCOMPARE(out, std::string());
        else QCOMPARE(out, emoji);
    }
    QCOMPARE(decoder.flush(), std::string());

    // The whole stream equals decode() of the same ids.
    std::vector<TokenId> all = t->encode("Tiny \xE2\x82\xAC and \xC3\xA9", {false, false});
    all.insert(all.end(), bytes.begin(), bytes.end());
    synsema::StreamingDecoder again(*t);
    std::string joined;
    for (TokenId id : all) {
        const std::string out = again.push(id);
        QVERIFY(is_valid_utf8(out));
        joined += out;
    }
    joined += again.flush();
    QCOMPARE(joined, t->decode(all));
}

void TokenizerTest::streaming_decoder_flushes_replacement() {
    SYNSEMA_REQUIRE_DATA(path, "models/stories260K.gguf");
    const auto t = load(path);
    synsema::StreamingDecoder decoder(*t);
    QCOMPARE(decoder.push(token_for_byte(*t, 0xF0)), std::string());
    QCOMPARE(decoder.push(token_for_byte(*t, 0x9F)), std::string());
    QCOMPARE(decoder.flush(), std::string("\xEF\xBF\xBD"));
    // A byte that can never start a character is replaced at once.
    QCOMPARE(decoder.push(token_for_byte(*t, 0xFF)), std::string("\xEF\xBF\xBD"));
    // A continuation byte that breaks a pending sequence: both are replaced, the
    // next character is intact.
    QCOMPARE(decoder.push(token_for_byte(*t, 0xC3)), std::string());
    QCOMPARE(decoder.push(token_for_byte(*t, 'A')), std::string("\xEF\xBF\xBD" "A"));
}

void TokenizerTest::end_of_generation() {
    SYNSEMA_REQUIRE_DATA(stories, "models/stories260K.gguf");
    SYNSEMA_REQUIRE_DATA(qwen2, "vocab/ggml-vocab-qwen2.gguf");
    const auto spm = load(stories);
    QVERIFY(spm->is_end_of_generation(2));
    QVERIFY(!spm->is_end_of_generation(1));
    QVERIFY(!spm->is_end_of_generation(spm->encode("the", {false, false}).front()));
    QVERIFY(!spm->is_end_of_generation(-1));
    QVERIFY(!spm->is_end_of_generation(static_cast<TokenId>(spm->vocab_size())));

    const auto bpe = load(qwen2);
    const TokenId im_end = bpe->find_token("<|im_end|>");
    const TokenId endoftext = bpe->find_token("<|endoftext|>");
    const TokenId im_start = bpe->find_token("<|im_start|>");
    QVERIFY(bpe->is_end_of_generation(im_end));
    QVERIFY(bpe->is_end_of_generation(endoftext));
    QVERIFY(!bpe->is_end_of_generation(im_start));
    QVERIFY(bpe->eos() < 0 || bpe->is_end_of_generation(bpe->eos()));
    const auto eog = bpe->end_of_generation_ids();
    QVERIFY(contains(eog, im_end) && contains(eog, endoftext) && !contains(eog, im_start));
}

void TokenizerTest::huge_single_word_is_bounded_data() {
    QTest::addColumn<QString>("vocab");
    QTest::newRow("spm") << "models/stories260K.gguf";
    QTest::newRow("spm llama") << "vocab/ggml-vocab-llama-spm.gguf";
    QTest::newRow("bpe qwen2") << "vocab/ggml-vocab-qwen2.gguf";
}

// A 2 MB word without spaces: the merge queue keeps the work O(n log n).
void TokenizerTest::huge_single_word_is_bounded() {
    QFETCH(QString, vocab);
    SYNSEMA_REQUIRE_DATA(path, vocab);
    const auto t = load(path);
    std::string word;
    while (word.size() < 2'000'000) word += "abracadabra";
    QElapsedTimer timer;
    timer.start();
    const auto ids = t->encode(word, {false, false});
    const qint64 ms = timer.elapsed();
    qInfo("%zu bytes -> %zu tokens in %lld ms", word.size(), ids.size(), static_cast<long long>(ms));
    QVERIFY(ids.size() > 1000);
    QCOMPARE(t->decode(ids), word);
    QVERIFY2(ms < 4000 * synsema::test::kSanitizerSlowdown, qPrintable(QString("encoding took %1 ms").arg(ms)));
}

void TokenizerTest::vocabulary_errors_name_file_and_key_data() {
    using W = synsema::gguf::GgufWriter;
    QTest::addColumn<VocabEdit>("edit");
    QTest::addColumn<QString>("key");
    QTest::newRow("missing tokens") << VocabEdit([](W& w) {
        w.set_string("tokenizer.ggml.tokens", "not an array");
    }) << "tokenizer.ggml.tokens";
    QTest::newRow("scores length") << VocabEdit([](W& w) {
        const std::vector<float> s{0, 0};
        w.set_array_f32("tokenizer.ggml.scores", s);
    }) << "tokenizer.ggml.scores";
    QTest::newRow("types length") << VocabEdit([](W& w) {
        const std::vector<int32_t> s{1, 1, 1};
        w.set_array_i32("tokenizer.ggml.token_type", s);
    }) << "tokenizer.ggml.token_type";
    QTest::newRow("bad type value") << VocabEdit([](W& w) {
        const std::vector<int32_t> s{1, 1, 1, 1, 99};
        w.set_array_i32("tokenizer.ggml.token_type", s);
    }) << "tokenizer.ggml.token_type";
    QTest::newRow("bos out of range") << VocabEdit([](W& w) {
        w.set_u32("tokenizer.ggml.bos_token_id", 5);
    }) << "tokenizer.ggml.bos_token_id";
    QTest::newRow("eos out of range") << VocabEdit([](W& w) {
        w.set_u32("tokenizer.ggml.eos_token_id", 4000000000u);
    }) << "tokenizer.ggml.eos_token_id";
    QTest::newRow("no model") << VocabEdit([](W& w) {
        w.set_u32("tokenizer.ggml.model", 7);
    }) << "tokenizer.ggml.model";
    QTest::newRow("unknown model") << VocabEdit([](W& w) {
        w.set_string("tokenizer.ggml.model", "t5");
    }) << "tokenizer.ggml.model";
    QTest::newRow("gpt2 without merges") << VocabEdit([](W& w) {
        w.set_string("tokenizer.ggml.model", "gpt2");
    }) << "tokenizer.ggml.merges";
    QTest::newRow("merge of unknown token") << VocabEdit([](W& w) {
        w.set_string("tokenizer.ggml.model", "gpt2");
        w.set_array_strings("tokenizer.ggml.merges", {"\xE2\x96\x81" "a b", "x y"});
    }) << "tokenizer.ggml.merges";
    QTest::newRow("merge without space") << VocabEdit([](W& w) {
        w.set_string("tokenizer.ggml.model", "gpt2");
        w.set_array_strings("tokenizer.ggml.merges", {"ab"});
    }) << "tokenizer.ggml.merges";
}

void TokenizerTest::vocabulary_errors_name_file_and_key() {
    using W = synsema::gguf::GgufWriter;
    QFETCH(VocabEdit, edit);
    QFETCH(QString, key);
    // The unbroken vocabulary loads and works.
    const std::vector<uint8_t> good = tiny_vocab([](W&) {});
    const auto good_file = synsema::gguf::GgufFile::from_memory("good.gguf", good);
    QCOMPARE(Tokenizer::from_gguf(*good_file)->encode("a b", {true, false}), (std::vector<TokenId>{1, 3, 4}));

    const std::vector<uint8_t> bytes = tiny_vocab(edit);
    const auto file = synsema::gguf::GgufFile::from_memory("broken-vocab.gguf", bytes);
    try {
        Tokenizer::from_gguf(*file);
        QFAIL("a broken vocabulary was accepted");
    } catch (const synsema::Error& e) {
        const QString message = QString::fromUtf8(e.what());
        QVERIFY2(message.contains("broken-vocab.gguf"), qPrintable(message));
        QVERIFY2(message.contains(key), qPrintable(message));
    }
}

void TokenizerTest::unknown_pre_tokenizer_warns() {
    SYNSEMA_REQUIRE_DATA(path, "vocab/ggml-vocab-gpt-2.gguf");
    const auto file = synsema::gguf::GgufFile::open(path.toStdString());
    const auto known = Tokenizer::from_gguf(*file);
    QVERIFY(known->warning().empty());
    QCOMPARE(known->pre_name(), std::string_view("gpt-2"));

    // The same vocabulary with an unknown pre-tokenizer name: loads, warns.
    synsema::gguf::GgufWriter w;
    for (const auto& kv : file->metadata()) {
        if (!kv.key.starts_with("tokenizer.ggml.")) continue;
        if (kv.key == "tokenizer.ggml.tokens" || kv.key == "tokenizer.ggml.merges")
            w.set_array_strings(kv.key, std::vector<std::string>(kv.value.strings.begin(), kv.value.strings.end()));
    }
    w.set_string("tokenizer.ggml.model", "gpt2");
    w.set_string("tokenizer.ggml.pre", "no-such-pre");
    const std::vector<uint8_t> bytes = w.to_bytes();
    const auto odd_file = synsema::gguf::GgufFile::from_memory("odd-pre.gguf", bytes);
    const auto odd = Tokenizer::from_gguf(*odd_file);
    QVERIFY(odd->warning().find("no-such-pre") != std::string::npos);
    QVERIFY(odd->warning().find("odd-pre.gguf") != std::string::npos);
    QCOMPARE(odd->decode(odd->encode("Hello world", {false, false})), std::string("Hello world"));
}

QTEST_MAIN(TokenizerTest)
#include "tst_tokenizer.moc"
