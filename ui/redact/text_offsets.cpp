#include "text_offsets.h"

#include <algorithm>

namespace synsema::ui {

namespace {

size_t sequence_length(unsigned char lead) {
    if (lead < 0x80) return 1;
    if ((lead & 0xE0) == 0xC0) return 2;
    if ((lead & 0xF0) == 0xE0) return 3;
    if ((lead & 0xF8) == 0xF0) return 4;
    return 1;  // a stray byte (never in imported text): shown as one replacement character
}

}  // namespace

TextOffsets::TextOffsets(const std::string& utf8) : size_(utf8.size()) {
    marks_.push_back({0, 0, false});
    int unit = 0;
    for (size_t i = 0; i < utf8.size();) {
        const size_t len = std::min(sequence_length(static_cast<unsigned char>(utf8[i])), utf8.size() - i);
        if (len == 1) {
            ++i;
            ++unit;
            continue;
        }
        marks_.push_back({i, unit, true});
        i += len;
        unit += len == 4 ? 2 : 1;  // outside the BMP: a surrogate pair
        marks_.push_back({i, unit, false});
    }
    display_ = QString::fromUtf8(utf8.data(), qsizetype(utf8.size()));
    display_.replace(QChar('\r'), QChar(' '));
}

int TextOffsets::to_display(size_t byte) const {
    byte = std::min(byte, size_);
    const auto it = std::upper_bound(marks_.begin(), marks_.end(), byte,
                                     [](size_t b, const Mark& m) { return b < m.byte; }) - 1;
    return it->inside ? it->unit : it->unit + int(byte - it->byte);
}

size_t TextOffsets::to_utf8(int position) const {
    position = std::clamp(position, 0, int(display_.size()));
    const auto it = std::upper_bound(marks_.begin(), marks_.end(), position,
                                     [](int p, const Mark& m) { return p < m.unit; }) - 1;
    return std::min(size_, it->inside ? it->byte : it->byte + size_t(position - it->unit));
}

}  // namespace synsema::ui
