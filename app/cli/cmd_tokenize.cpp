// synsema-cli tokenize --model FILE [--add-special] [--parse-special] [--json]
//                      (TEXT... | --file TEXTFILE)
// Prints the token ids of a text as the model's own tokenizer produces them:
// one line of space-separated ids, or with --json {"ids":[...],"pieces":[...]}.
#include <QCommandLineParser>
#include <QFile>

#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "engine/gguf/gguf_file.h"
#include "engine/tokenizer/tokenizer.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"

namespace synsema::cli {
namespace {

constexpr uint64_t kMaxTextFileBytes = 256ULL << 20;

// The exact bytes of a text file (command-line text is already decoded by Qt,
// so --file is the way to tokenize bytes as they are).
std::string read_text_file(const QString& path) {
    return read_input_file(to_std(path), kMaxTextFileBytes);
}

void print_ids(const std::vector<TokenId>& ids) {
    std::string line;
    for (size_t i = 0; i < ids.size(); ++i) {
        if (i > 0) line += ' ';
        line += std::to_string(ids[i]);
    }
    std::printf("%s\n", line.c_str());
}

// Pieces are the bytes each token contributes (control tokens as their text);
// a byte token holding part of a character shows as U+FFFD.
void print_json(const Tokenizer& tokenizer, const std::vector<TokenId>& ids) {
    nlohmann::ordered_json out;
    out["ids"] = ids;
    nlohmann::ordered_json pieces = nlohmann::ordered_json::array();
    for (TokenId id : ids) pieces.push_back(tokenizer.token_to_piece(id, true));
    out["pieces"] = std::move(pieces);
    std::printf("%s\n", out.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace).c_str());
}

}  // namespace

int run_tokenize(const QStringList& args) {
    QCommandLineParser parser;
    parser.addOption({"model", kModelOptionHelp, "NAME"});
    parser.addOption({"add-special", "Add BOS/EOS as the vocabulary asks (off by default)."});
    parser.addOption({"parse-special", "Turn special-token text such as <s> or <|im_end|> into those tokens."});
    parser.addOption({"json", "Print {\"ids\":[...],\"pieces\":[...]} instead of a line of ids."});
    parser.addOption({"file", "Tokenize the exact bytes of this file instead of TEXT.", "TEXTFILE"});
    parser.addPositionalArgument("TEXT", "The text to tokenize (several arguments are joined by spaces).");
    const int parsed = parse_or_exit(parser, "tokenize", args);
    if (parsed >= 0) return parsed;

    const QString model_name = model_option(parser);
    if (model_name.isEmpty()) return fail("tokenize: --model NAME (or SYNSEMA_MODEL) is required");
    const bool from_file = parser.isSet("file");
    if (from_file == !parser.positionalArguments().isEmpty())
        return fail("tokenize: give either TEXT or --file TEXTFILE");

    const std::string text =
        from_file ? read_text_file(parser.value("file")) : to_std(parser.positionalArguments().join(' '));
    const auto file = gguf::GgufFile::open(first_file_of(model_name));
    const auto tokenizer = Tokenizer::from_gguf(*file);
    if (!tokenizer->warning().empty()) std::fprintf(stderr, "synsema-cli tokenize: warning: %s\n", tokenizer->warning().c_str());

    std::vector<TokenId> ids;
    try {
        ids = tokenizer->encode(text, {parser.isSet("add-special"), parser.isSet("parse-special")});
    } catch (const Error& e) {
        // Name where the text came from.
        const std::string source = from_file ? to_std(parser.value("file")) : std::string("TEXT");
        throw Error(e.kind(), source + ": " + e.what());
    }
    if (parser.isSet("json")) print_json(*tokenizer, ids);
    else print_ids(ids);
    return 0;
}

}  // namespace synsema::cli
