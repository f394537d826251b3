#include "text_alignment.h"

#include <edlib.h>

#include <algorithm>
#include <memory>

#include "engine/util/error.h"

namespace synsema::redact {

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
bool is_char_start(char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }

struct EdlibResultFree {
    void operator()(EdlibAlignResult* r) const {
        edlibFreeAlignResult(*r);
        delete r;
    }
};

}  // namespace

TextAlignment::Normalised TextAlignment::normalise(std::string_view text) {
    Normalised n;
    n.text.reserve(text.size());
    n.kept.reserve(text.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (is_space(text[i])) {
            if (!n.text.empty() && n.text.back() == ' ') continue;  // one space per run
            n.text.push_back(' ');
        } else {
            n.text.push_back(text[i]);
        }
        n.kept.push_back(i);
    }
    return n;
}

// The alignment is edlib's (Myers' bit-vector edit distance with Hirschberg's
// path recovery): global mode, unit costs, on bytes.
TextAlignment::TextAlignment(std::string_view original, std::string_view ocr) : ocr_(ocr) {
    if (original.size() > kMaxAlignedText || ocr.size() > kMaxAlignedText)
        throw Error(ErrorKind::Limit, "text alignment: a text is longer than " + std::to_string(kMaxAlignedText >> 10) +
                                          " KiB (" + std::to_string(std::max(original.size(), ocr.size())) + " bytes)");
    original_n_ = normalise(original);
    ocr_n_ = normalise(ocr);
    aligned_.assign(original_n_.text.size(), -1);
    if (original_n_.text.empty() || ocr_n_.text.empty()) {  // edlib needs two non-empty sequences
        distance_ = std::max(original_n_.text.size(), ocr_n_.text.size());
        return;
    }
    std::unique_ptr<EdlibAlignResult, EdlibResultFree> result(new EdlibAlignResult(
        edlibAlign(original_n_.text.data(), int(original_n_.text.size()), ocr_n_.text.data(), int(ocr_n_.text.size()),
                   edlibNewAlignConfig(-1, EDLIB_MODE_NW, EDLIB_TASK_PATH, nullptr, 0))));
    if (result->status != EDLIB_STATUS_OK || !result->alignment)
        throw Error(ErrorKind::Limit, "text alignment: edlib could not align the texts");
    distance_ = size_t(result->editDistance);
    size_t q = 0, t = 0;  // query = original, target = OCR
    for (int k = 0; k < result->alignmentLength; ++k) {
        switch (result->alignment[k]) {
            case EDLIB_EDOP_MATCH:
            case EDLIB_EDOP_MISMATCH: aligned_[q++] = long(t++); break;
            case EDLIB_EDOP_INSERT: ++q; break;  // in the original only: dropped by OCR
            case EDLIB_EDOP_DELETE: ++t; break;  // in the OCR text only: inserted
        }
    }
}

TextAlignment::Range TextAlignment::project(size_t start, size_t end) const {
    const auto& kept = original_n_.kept;
    const size_t first = size_t(std::lower_bound(kept.begin(), kept.end(), start) - kept.begin());
    const size_t last = size_t(std::lower_bound(kept.begin(), kept.end(), end) - kept.begin());
    long lo = -1, hi = -1;
    for (size_t i = first; i < last; ++i) {
        // Whitespace carries no identifier: a span whose letters were all
        // dropped must not project onto the space that was kept between them.
        if (aligned_[i] < 0 || original_n_.text[i] == ' ') continue;
        if (lo < 0) lo = aligned_[i];
        hi = aligned_[i];
    }
    if (lo < 0) {  // all dropped: an empty range where the next aligned character went
        size_t at = ocr_.size();
        for (size_t i = last; i < aligned_.size(); ++i)
            if (aligned_[i] >= 0) {
                at = ocr_n_.kept[size_t(aligned_[i])];
                break;
            }
        while (at > 0 && at < ocr_.size() && !is_char_start(ocr_[at])) --at;
        return {at, at};
    }
    size_t s = ocr_n_.kept[size_t(lo)], e = ocr_n_.kept[size_t(hi)] + 1;
    while (s > 0 && !is_char_start(ocr_[s])) --s;
    while (e < ocr_.size() && !is_char_start(ocr_[e])) ++e;
    return {s, e};
}

GoldDocument project_gold(const GoldDocument& gold, const std::string& name, std::string ocr_text) {
    const TextAlignment alignment(gold.text, ocr_text);
    GoldDocument out;
    out.name = name;
    for (const GoldSpan& g : gold.spans) {
        const auto r = alignment.project(g.start, g.end);
        out.spans.push_back({r.start, r.end, g.type, ocr_text.substr(r.start, r.end - r.start)});
    }
    out.text = std::move(ocr_text);
    return out;
}

}  // namespace synsema::redact
