#include "tesseract_worker.h"

#include <leptonica/allheaders.h>
#include <tesseract/baseapi.h>
#include <tesseract/resultiterator.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ocr/ocr_words.h"
#include "engine/util/error.h"

namespace synsema::ocr {

namespace {

void quiet(tesseract::TessBaseAPI& api) {
    // Tesseract's own messages ("Estimating resolution …") go nowhere: the
    // helper's stderr is the user's terminal, and they are not errors.
    api.SetVariable("debug_file", "/dev/null");
}

std::vector<std::string> split_languages(const std::string& languages) {
    std::vector<std::string> out;
    std::stringstream in(languages);
    for (std::string part; std::getline(in, part, '+');) out.push_back(part);
    return out;
}

std::string installed_list(tesseract::TessBaseAPI& probe) {
    std::vector<std::string> installed;
    probe.GetAvailableLanguagesAsVector(&installed);
    std::string out;
    for (const auto& l : installed)
        if (l != "osd") out += (out.empty() ? "" : ", ") + l;
    return out.empty() ? "none" : out;
}

void set_image(tesseract::TessBaseAPI& api, const GreyImage& image, uint32_t dpi) {
    api.SetImage(image.pixels.data(), int(image.width), int(image.height), 1, int(image.width));
    api.SetSourceResolution(int(dpi));
}

}  // namespace

TesseractWorker::TesseractWorker() {
    // Leptonica's messages from inside Tesseract ("pixScanForForeground:
    // invalid box" on noisy pages) are not errors of ours; failures come back
    // as a reply.
    setMsgSeverity(L_SEVERITY_NONE);
}
TesseractWorker::~TesseractWorker() {
    for (auto& [name, api] : engines_) api->End();
}

tesseract::TessBaseAPI& TesseractWorker::engine_for(const std::string& languages) {
    if (auto it = engines_.find(languages); it != engines_.end()) return *it->second;
    auto api = std::make_unique<tesseract::TessBaseAPI>();
    const bool osd = languages == "osd";
    // OSD needs the legacy engine; recognition uses the LSTM one.
    const int rc = api->Init(nullptr, languages.c_str(), osd ? tesseract::OEM_TESSERACT_ONLY : tesseract::OEM_LSTM_ONLY);
    if (rc != 0) {
        tesseract::TessBaseAPI probe;
        probe.Init(nullptr, nullptr, tesseract::OEM_DEFAULT);  // only to list what is installed
        std::string missing;
        std::vector<std::string> installed;
        probe.GetAvailableLanguagesAsVector(&installed);
        for (const auto& l : split_languages(languages))
            if (std::find(installed.begin(), installed.end(), l) == installed.end()) missing += (missing.empty() ? "" : ", ") + l;
        const std::string folder = probe.GetDatapath() ? probe.GetDatapath() : "(unknown)";
        throw Error(ErrorKind::Unsupported,
                    "OCR language data not installed: " + (missing.empty() ? languages : missing) + " (looked in " + folder +
                        "; installed: " + installed_list(probe) + ")");
    }
    quiet(*api);
    api->SetPageSegMode(osd ? tesseract::PSM_OSD_ONLY : tesseract::PSM_AUTO);
    return *engines_.emplace(languages, std::move(api)).first->second;
}

Orientation TesseractWorker::orientation(const GreyImage& image, uint32_t dpi) {
    tesseract::TessBaseAPI& api = engine_for("osd");
    set_image(api, image, dpi);
    Orientation o;
    float confidence = 0, script_confidence = 0;
    const char* script = nullptr;
    // A page with too little text has no orientation: that is "upright, unsure".
    if (api.DetectOrientationScript(&o.degrees, &confidence, &script, &script_confidence)) o.confidence = confidence;
    else o.degrees = 0;
    api.Clear();
    return o;
}

Recognition TesseractWorker::recognize(const GreyImage& image, uint32_t dpi, const std::string& languages, bool one_block) {
    tesseract::TessBaseAPI& api = engine_for(languages);
    // The engine is kept per language list: the mode is set for this page and put back after.
    api.SetPageSegMode(one_block ? tesseract::PSM_SINGLE_BLOCK : tesseract::PSM_AUTO);
    set_image(api, image, dpi);
    Recognition r;
    const bool recognised = api.Recognize(nullptr) == 0;
    api.SetPageSegMode(tesseract::PSM_AUTO);
    if (!recognised) {
        api.Clear();
        throw Error(ErrorKind::Format, "Tesseract could not recognise the page");
    }
    std::unique_ptr<tesseract::ResultIterator> it(api.GetIterator());
    double confidence_sum = 0;
    if (it) {
        do {
            std::unique_ptr<char[]> text(it->GetUTF8Text(tesseract::RIL_WORD));
            if (!text || text[0] == 0) continue;
            Word w;
            int x1 = 0, y1 = 0, x2 = 0, y2 = 0;
            it->BoundingBox(tesseract::RIL_WORD, &x1, &y1, &x2, &y2);
            w.x = x1;
            w.y = y1;
            w.w = x2 - x1;
            w.h = y2 - y1;
            w.confidence = it->Confidence(tesseract::RIL_WORD);
            w.line_end = it->IsAtFinalElement(tesseract::RIL_TEXTLINE, tesseract::RIL_WORD);
            w.block_end = it->IsAtFinalElement(tesseract::RIL_PARA, tesseract::RIL_WORD);
            const double confidence = w.confidence;
            if (append_recognised_word(r.words, text.get(), std::move(w))) confidence_sum += confidence;
        } while (it->Next(tesseract::RIL_WORD));
    }
    r.mean_confidence = r.words.empty() ? 0 : confidence_sum / double(r.words.size());
    api.Clear();
    return r;
}

}  // namespace synsema::ocr
