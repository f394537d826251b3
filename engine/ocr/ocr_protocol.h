// The pipe protocol between the engine and its OCR helper process
// (synsema-ocr). Tesseract lives in that separate process, under its own
// egress lock (ocr_helper.h), linked in statically so that the URL library
// Debian's shared libtesseract5 depends on is never loaded
// (engine/CMakeLists.txt), and no Synsema process maps network code.
//
// One request is a binary frame on the helper's stdin:
//   "SYOCR1\n\0"  8 bytes of magic
//   u32 op        1: orientation (OSD), 2: recognize, 3: recognize as one
//                 block of text (no page layout analysis)
//   u32 width, height, dpi
//   u32 languages length, then that many bytes ("eng+deu")
//   width*height bytes of 8-bit grey pixels, row by row
// (all u32 little-endian). One reply is one JSON line on its stdout:
//   {"ok":true,"degrees":90,"confidence":4.2}                        (orientation)
//   {"ok":true,"mean_confidence":87,"words":[{"x":..,"y":..,"w":..,"h":..,
//     "text":"..","confidence":91.5,"line_end":false,"block_end":false}]}  (recognize, 2 and 3)
//   {"ok":false,"error":"..."}
#pragma once
#include <cstdint>
#include <istream>
#include <optional>
#include <string>
#include <vector>

namespace synsema::ocr {

// The largest page either side accepts: 60 megapixels is a 26 x 26 inch page
// at 300 dpi, and bounds the helper's memory for a hostile frame.
constexpr uint64_t kMaxPixels = 60'000'000;
constexpr uint32_t kMaxLanguagesLength = 256;

// RecognizeBlock reads the image as one block of lines, without Tesseract's
// page layout analysis: for print that analysis left out of a page's first
// reading (services/documents/unread_print.h), which it may leave out again.
enum class Op : uint32_t { Orientation = 1, Recognize = 2, RecognizeBlock = 3 };

struct GreyImage {
    uint32_t width = 0;
    uint32_t height = 0;
    std::vector<uint8_t> pixels;  // width * height, row by row
};

struct Request {
    Op op = Op::Recognize;
    uint32_t dpi = 300;
    std::string languages = "eng";
    GreyImage image;
};

struct Word {
    int x = 0, y = 0, w = 0, h = 0;  // pixels of the image sent
    std::string text;                // UTF-8
    double confidence = 0;           // 0..100, Tesseract's word confidence
    bool line_end = false;           // last word of its text line
    bool block_end = false;          // last word of its block (paragraph gap after it)
};

struct Orientation {
    int degrees = 0;        // clockwise rotation the page was scanned with: 0, 90, 180, 270
    double confidence = 0;  // Tesseract's OSD confidence (above ~2 is reliable)
};

struct Recognition {
    std::vector<Word> words;
    double mean_confidence = 0;  // 0..100
};

// Languages: '+'-joined names of letters, digits, '_' and '-' ("eng+deu").
bool valid_languages(const std::string& languages);

std::string encode_request(const Request& r);
// Reads one frame; std::nullopt at a clean end of input. Throws
// synsema::Error(Format) on a malformed frame (bad magic, op, size, languages).
std::optional<Request> read_request(std::istream& in);

// Replies, one line each (no newline inside).
std::string encode_orientation(const Orientation& o);
std::string encode_recognition(const Recognition& r);
std::string encode_error(const std::string& message);
// Parses a reply line. Throws synsema::Error(Format) when the line is not a
// reply, Error(Unsupported) carrying the helper's message when ok is false.
Orientation decode_orientation(const std::string& line);
Recognition decode_recognition(const std::string& line);

}  // namespace synsema::ocr
