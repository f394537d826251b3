#include "ocr_protocol.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstring>

#include "engine/util/error.h"

namespace synsema::ocr {

namespace {

constexpr std::array<char, 8> kMagic = {'S', 'Y', 'O', 'C', 'R', '1', '\n', '\0'};

void put_u32(std::string& out, uint32_t v) {
    for (int i = 0; i < 4; ++i) out.push_back(char((v >> (8 * i)) & 0xff));
}

bool get_bytes(std::istream& in, char* out, size_t n) {
    in.read(out, std::streamsize(n));
    return size_t(in.gcount()) == n;
}

uint32_t get_u32(std::istream& in) {
    unsigned char b[4];
    if (!get_bytes(in, reinterpret_cast<char*>(b), 4)) throw Error(ErrorKind::Format, "OCR request: truncated frame");
    return uint32_t(b[0]) | uint32_t(b[1]) << 8 | uint32_t(b[2]) << 16 | uint32_t(b[3]) << 24;
}

nlohmann::json parse_reply(const std::string& line) {
    nlohmann::json j = nlohmann::json::parse(line, nullptr, false);
    if (j.is_discarded() || !j.is_object() || !j.contains("ok") || !j["ok"].is_boolean())
        throw Error(ErrorKind::Format, "the OCR helper sent a malformed reply");
    if (!j["ok"].get<bool>())
        throw Error(ErrorKind::Unsupported, j.value("error", std::string("the OCR helper failed")));
    return j;
}

}  // namespace

bool valid_languages(const std::string& languages) {
    if (languages.empty() || languages.size() > kMaxLanguagesLength) return false;
    bool part_start = true;
    for (char c : languages) {
        if (c == '+') {
            if (part_start) return false;
            part_start = true;
            continue;
        }
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
        if (!ok) return false;
        part_start = false;
    }
    return !part_start;
}

std::string encode_request(const Request& r) {
    std::string out(kMagic.begin(), kMagic.end());
    put_u32(out, uint32_t(r.op));
    put_u32(out, r.image.width);
    put_u32(out, r.image.height);
    put_u32(out, r.dpi);
    put_u32(out, uint32_t(r.languages.size()));
    out += r.languages;
    out.append(reinterpret_cast<const char*>(r.image.pixels.data()), r.image.pixels.size());
    return out;
}

std::optional<Request> read_request(std::istream& in) {
    std::array<char, 8> magic{};
    in.read(magic.data(), magic.size());
    if (in.gcount() == 0) return std::nullopt;
    if (size_t(in.gcount()) != magic.size() || magic != kMagic) throw Error(ErrorKind::Format, "OCR request: bad magic");
    Request r;
    const uint32_t op = get_u32(in);
    if (op != uint32_t(Op::Orientation) && op != uint32_t(Op::Recognize) && op != uint32_t(Op::RecognizeBlock))
        throw Error(ErrorKind::Format, "OCR request: unknown operation " + std::to_string(op));
    r.op = Op(op);
    r.image.width = get_u32(in);
    r.image.height = get_u32(in);
    r.dpi = get_u32(in);
    const uint32_t language_length = get_u32(in);
    if (r.image.width == 0 || r.image.height == 0 || uint64_t(r.image.width) * r.image.height > kMaxPixels)
        throw Error(ErrorKind::Limit, "OCR request: image of " + std::to_string(r.image.width) + " x " +
                                          std::to_string(r.image.height) + " pixels is empty or over the cap");
    if (r.dpi < 50 || r.dpi > 2400) throw Error(ErrorKind::Format, "OCR request: resolution out of range");
    if (language_length == 0 || language_length > kMaxLanguagesLength)
        throw Error(ErrorKind::Format, "OCR request: bad languages length");
    r.languages.resize(language_length);
    if (!get_bytes(in, r.languages.data(), language_length)) throw Error(ErrorKind::Format, "OCR request: truncated frame");
    if (!valid_languages(r.languages)) throw Error(ErrorKind::Format, "OCR request: bad language list");
    r.image.pixels.resize(size_t(r.image.width) * r.image.height);
    if (!get_bytes(in, reinterpret_cast<char*>(r.image.pixels.data()), r.image.pixels.size()))
        throw Error(ErrorKind::Format, "OCR request: truncated frame");
    return r;
}

std::string encode_orientation(const Orientation& o) {
    return nlohmann::json{{"ok", true}, {"degrees", o.degrees}, {"confidence", o.confidence}}.dump();
}

std::string encode_recognition(const Recognition& r) {
    nlohmann::json words = nlohmann::json::array();
    for (const auto& w : r.words)
        words.push_back({{"x", w.x}, {"y", w.y}, {"w", w.w}, {"h", w.h}, {"text", w.text},
                         {"confidence", w.confidence}, {"line_end", w.line_end}, {"block_end", w.block_end}});
    // Replace: Tesseract's text is UTF-8, but a reply must never fail to encode.
    return nlohmann::json{{"ok", true}, {"mean_confidence", r.mean_confidence}, {"words", words}}.dump(
        -1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string encode_error(const std::string& message) {
    return nlohmann::json{{"ok", false}, {"error", message}}.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

Orientation decode_orientation(const std::string& line) {
    const nlohmann::json j = parse_reply(line);
    Orientation o;
    try {
        o.degrees = j.at("degrees").get<int>();
        o.confidence = j.at("confidence").get<double>();
    } catch (const nlohmann::json::exception&) {
        throw Error(ErrorKind::Format, "the OCR helper sent a malformed orientation");
    }
    if (o.degrees != 0 && o.degrees != 90 && o.degrees != 180 && o.degrees != 270)
        throw Error(ErrorKind::Format, "the OCR helper sent an orientation of " + std::to_string(o.degrees) + " degrees");
    return o;
}

Recognition decode_recognition(const std::string& line) {
    const nlohmann::json j = parse_reply(line);
    Recognition r;
    try {
        r.mean_confidence = j.at("mean_confidence").get<double>();
        for (const auto& w : j.at("words")) {
            Word word;
            word.x = w.at("x").get<int>();
            word.y = w.at("y").get<int>();
            word.w = w.at("w").get<int>();
            word.h = w.at("h").get<int>();
            word.text = w.at("text").get<std::string>();
            word.confidence = w.at("confidence").get<double>();
            word.line_end = w.at("line_end").get<bool>();
            word.block_end = w.at("block_end").get<bool>();
            r.words.push_back(std::move(word));
        }
    } catch (const nlohmann::json::exception&) {
        throw Error(ErrorKind::Format, "the OCR helper sent malformed words");
    }
    return r;
}

}  // namespace synsema::ocr
