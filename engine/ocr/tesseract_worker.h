// The OCR helper's side: Tesseract 5 through its C++ API, one engine per
// language list (kept for the process), one for orientation (OSD). Only the
// helper executable links this (ocr_protocol.h says why).
#pragma once
#include <map>
#include <memory>
#include <string>

#include "engine/ocr/ocr_protocol.h"

namespace tesseract { class TessBaseAPI; }

namespace synsema::ocr {

class TesseractWorker {
public:
    TesseractWorker();
    ~TesseractWorker();
    TesseractWorker(const TesseractWorker&) = delete;
    TesseractWorker& operator=(const TesseractWorker&) = delete;

    // Throws synsema::Error(Unsupported) naming the language and the folder
    // searched when a language's data is not installed.
    Orientation orientation(const GreyImage& image, uint32_t dpi);
    // `one_block`: read the image as one block of lines (no page layout analysis).
    Recognition recognize(const GreyImage& image, uint32_t dpi, const std::string& languages, bool one_block = false);

private:
    tesseract::TessBaseAPI& engine_for(const std::string& languages);
    std::map<std::string, std::unique_ptr<tesseract::TessBaseAPI>> engines_;
};

}  // namespace synsema::ocr
