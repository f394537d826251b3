// Redaction recognizers: the input is one document's text (and, split at its
// first NUL byte, a set of two, for name propagation across documents). Every
// span must lie inside its text, in order, without overlap, and on character
// boundaries (spans found on a copy with other scripts' digits folded are mapped back).
#include <stdexcept>

#include "engine/redact/detector.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {
void check_spans(const std::vector<redact::Span>& spans, std::string_view text) {
    size_t previous_end = 0;
    // A UTF-8 continuation byte (10xxxxxx) at an offset: the offset splits a character.
    const auto splits = [&](size_t at) { return at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80; };
    for (const auto& s : spans) {
        if (s.start >= s.end || s.end > text.size() || s.start < previous_end)
            throw std::logic_error("span outside its text, empty, or overlapping the previous one");
        if (splits(s.start) || splits(s.end)) throw std::logic_error("span boundary inside a UTF-8 character");
        previous_end = s.end;
    }
}
}  // namespace

int redact(const uint8_t* data, size_t size) {
    static const redact::Detector detector;
    const std::string_view text = as_text(data, size);
    return refusing_is_fine([&] {
        check_spans(detector.detect(text), text);
        const size_t cut = text.find('\0');
        if (cut == std::string_view::npos) return;
        const std::vector<std::string_view> set{text.substr(0, cut), text.substr(cut + 1)};
        const auto spans = detector.detect_set(set);
        for (size_t i = 0; i < set.size(); ++i) check_spans(spans.at(i), set[i]);
    });
}

}  // namespace synsema::fuzz
