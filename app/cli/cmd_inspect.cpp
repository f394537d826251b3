// synsema-cli inspect FILE [--json]: a GGUF file's header, metadata and tensor
// table. Long arrays (a vocabulary) are summarised as their first entries and a
// count; the file is validated by the reader first, so a broken file is an error.
#include <QCommandLineParser>

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "app/cli/cli_common.h"
#include "app/cli/commands.h"
#include "app/cli/model_name.h"
#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_summary.h"

namespace synsema::cli {
namespace {

using gguf::GgufFile;
using gguf::Value;
using gguf::ValueType;
using Json = nlohmann::ordered_json;

constexpr uint64_t kFullArrayMax = 16;  // arrays up to this length are shown whole
constexpr uint64_t kArrayPreview = 8;   // longer ones show this many entries
constexpr size_t kTextPreview = 120;    // human output cuts long strings (chat templates)

// Shortest text that reads back as the same float (1e-05, not 9.99999974738e-06).
std::string float_text(double v, bool is_f32) {
    char buf[64];
    const auto r = is_f32 ? std::to_chars(buf, buf + sizeof buf, float(v)) : std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

// The same shortest form as a JSON number (locale-independent parse).
Json float_json(double v, bool is_f32) {
    const std::string text = float_text(v, is_f32);
    double d = v;
    std::from_chars(text.data(), text.data() + text.size(), d);
    return d;
}

std::string type_text(const Value& v) {
    if (v.type != ValueType::Array) return gguf::value_type_name(v.type);
    return std::string("array[") + gguf::value_type_name(v.array_type) + "]";
}

// A string for a terminal: quoted, control bytes escaped, long text cut.
std::string quoted(std::string_view s, size_t max_len) {
    static const char* hex = "0123456789abcdef";
    std::string out = "\"";
    for (size_t i = 0; i < s.size() && i < max_len; ++i) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += char(c);
        } else if (c == '\n') {
            out += "\\n";
        } else if (c < 0x20 || c == 0x7f) {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        } else {
            out += char(c);
        }
    }
    out += '"';
    if (s.size() > max_len) out += "... (" + std::to_string(s.size()) + " bytes)";
    return out;
}

// Element k of an array, as JSON or as text for a terminal.
Json element_json(const Value& v, uint64_t k) {
    if (v.array_type == ValueType::String) return std::string(v.strings[k]);
    const double x = *gguf::array_number(v, k);
    switch (v.array_type) {
        case ValueType::Bool: return x != 0;
        case ValueType::F32: return float_json(x, true);
        case ValueType::F64: return x;
        default: break;
    }
    // Integers: re-read exactly (a double loses 64-bit values).
    const uint8_t* p = v.array_data + k * gguf::value_type_size(v.array_type);
    if (v.array_type == ValueType::U64) { uint64_t u; std::memcpy(&u, p, 8); return u; }
    if (v.array_type == ValueType::I64) { int64_t i; std::memcpy(&i, p, 8); return i; }
    return int64_t(x);
}

std::string element_text(const Value& v, uint64_t k) {
    if (v.array_type == ValueType::String) return quoted(v.strings[k], 40);
    if (v.array_type == ValueType::F32 || v.array_type == ValueType::F64)
        return float_text(*gguf::array_number(v, k), v.array_type == ValueType::F32);
    return element_json(v, k).dump();
}

std::string value_text(const Value& v) {
    switch (v.type) {
        case ValueType::U8: case ValueType::U16: case ValueType::U32: case ValueType::U64:
            return std::to_string(v.u);
        case ValueType::I8: case ValueType::I16: case ValueType::I32: case ValueType::I64:
            return std::to_string(v.i);
        case ValueType::F32: return float_text(v.f, true);
        case ValueType::F64: return float_text(v.f, false);
        case ValueType::Bool: return v.u ? "true" : "false";
        case ValueType::String: return quoted(v.str, kTextPreview);
        case ValueType::Array: break;
    }
    const uint64_t shown = v.array_size > kFullArrayMax ? kArrayPreview : v.array_size;
    std::string s = "[";
    for (uint64_t k = 0; k < shown; ++k) s += (k ? ", " : "") + element_text(v, k);
    if (v.array_size > shown) return s + ", ...] (" + std::to_string(v.array_size) + " items)";
    return s + "]";
}

Json value_json(const Value& v) {
    switch (v.type) {
        case ValueType::U8: case ValueType::U16: case ValueType::U32: case ValueType::U64: return v.u;
        case ValueType::I8: case ValueType::I16: case ValueType::I32: case ValueType::I64: return v.i;
        case ValueType::F32: return float_json(v.f, true);
        case ValueType::F64: return v.f;
        case ValueType::Bool: return v.u != 0;
        case ValueType::String: return std::string(v.str);
        case ValueType::Array: break;
    }
    Json items = Json::array();
    const uint64_t shown = v.array_size > kFullArrayMax ? kArrayPreview : v.array_size;
    for (uint64_t k = 0; k < shown; ++k) items.push_back(element_json(v, k));
    if (shown == v.array_size) return items;
    return Json{{"array", gguf::value_type_name(v.array_type)}, {"count", v.array_size}, {"first", items}};
}

std::string shape_text(const gguf::TensorInfo& t) {
    std::string s = "[";
    for (uint32_t d = 0; d < t.n_dims; ++d) s += (d ? ", " : "") + std::to_string(t.ne[d]);
    return s + "]";
}

void print_json(const GgufFile& f) {
    Json out;
    out["file"] = f.path();
    out["version"] = f.version();
    out["file_size"] = f.file_size();
    out["alignment"] = f.alignment();
    out["data_offset"] = f.data_offset();
    Json meta = Json::object(), types = Json::object();
    for (const auto& kv : f.metadata()) {
        meta[kv.key] = value_json(kv.value);
        types[kv.key] = type_text(kv.value);
    }
    out["metadata"] = std::move(meta);
    out["metadata_types"] = std::move(types);
    Json tensors = Json::array();
    for (const auto& t : f.tensors()) {
        Json shape = Json::array();
        for (uint32_t d = 0; d < t.n_dims; ++d) shape.push_back(t.ne[d]);
        tensors.push_back({{"name", t.name},
                           {"type", kernels::dtype_name(uint32_t(t.type))},
                           {"shape", shape},
                           {"offset", t.offset},
                           {"bytes", t.n_bytes}});
    }
    out["tensors"] = std::move(tensors);
    // Token strings may hold partial UTF-8; replace such bytes rather than fail.
    const std::string text = out.dump(2, ' ', false, Json::error_handler_t::replace);
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
}

// The summary every front end shows (gguf::GgufSummary), before the raw header.
void print_summary(const GgufFile& f) {
    const gguf::GgufSummary s = gguf::summarize(f);
    const auto or_absent = [](const std::string& v) { return v.empty() ? std::string("(not stated)") : v; };
    // Labels in one column, as the header's below.
    const auto line = [](const char* label, const std::string& value) { std::printf("%-14s %s\n", label, value.c_str()); };
    line("name:", or_absent(s.name));
    line("architecture:", or_absent(s.architecture));
    line("parameters:", gguf::parameters_text(s.parameters) + " (" + std::to_string(s.parameters) + ")");
    line("quantization:", s.quant_mix());
    line("context:", s.context_length > 0 ? std::to_string(s.context_length) + " tokens" : "(not stated)");
    line("chat template:", s.chat_template ? "yes" : "none in the file");
    line("licence:", or_absent(s.license));
    std::printf("\n");
}

void print_table(const GgufFile& f) {
    print_summary(f);
    std::printf("file:        %s\n", f.path().c_str());
    std::printf("version:     %u\n", f.version());
    std::printf("file size:   %llu bytes\n", static_cast<unsigned long long>(f.file_size()));
    std::printf("alignment:   %llu\n", static_cast<unsigned long long>(f.alignment()));
    std::printf("data offset: %llu\n", static_cast<unsigned long long>(f.data_offset()));

    size_t key_width = 3;
    for (const auto& kv : f.metadata()) key_width = std::max(key_width, std::min<size_t>(kv.key.size(), 48));
    std::printf("\nmetadata (%zu keys):\n", f.metadata().size());
    for (const auto& kv : f.metadata())
        std::printf("  %-*s  %-14s %s\n", int(key_width), kv.key.c_str(), type_text(kv.value).c_str(),
                    value_text(kv.value).c_str());

    size_t name_width = 4;
    uint64_t total = 0;
    for (const auto& t : f.tensors()) {
        name_width = std::max(name_width, std::min<size_t>(t.name.size(), 48));
        total += t.n_bytes;
    }
    std::printf("\ntensors (%zu, %llu bytes):\n", f.tensors().size(), static_cast<unsigned long long>(total));
    if (f.tensors().empty()) return;
    std::printf("  %-*s  %-8s %-22s %12s %12s\n", int(name_width), "name", "type", "shape", "bytes", "offset");
    for (const auto& t : f.tensors())
        std::printf("  %-*s  %-8s %-22s %12llu %12llu\n", int(name_width), t.name.c_str(),
                    kernels::dtype_name(uint32_t(t.type)).c_str(), shape_text(t).c_str(),
                    static_cast<unsigned long long>(t.n_bytes), static_cast<unsigned long long>(t.offset));

}

}  // namespace

int run_inspect(const QStringList& args) {
    QCommandLineParser parser;
    parser.addPositionalArgument("file", "the GGUF file to inspect");
    parser.addOption({"json", "print JSON instead of a table"});
    if (const int rc = parse_or_exit(parser, "inspect", args); rc >= 0) return rc;
    if (parser.positionalArguments().size() != 1) {
        std::fprintf(stderr, "synsema-cli inspect: expected exactly one FILE\n%s", qPrintable(parser.helpText()));
        return 2;
    }
    const std::string path = to_std(parser.positionalArguments().front());
    std::unique_ptr<GgufFile> file;
    try {
        file = GgufFile::open(first_file_of(QString::fromStdString(path)));
    } catch (const gguf::GgufError& e) {
        return fail(e.what());
    }
    if (parser.isSet("json")) print_json(*file);
    else print_table(*file);
    return 0;
}

}  // namespace synsema::cli
