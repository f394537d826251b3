// TaintedText: keeping content ranges intact through concatenation and slicing.
#include "engine/jinja/tainted_text.h"

#include <algorithm>

namespace synsema::jinja {

void TaintedText::append_range(std::string_view s, size_t begin, size_t end) {
    const size_t base = text.size();
    text.append(s);
    if (begin >= end) return;
    // Merge with the previous range when they touch, so ranges stay maximal.
    if (!untrusted.empty() && untrusted.back().end == base + begin) {
        untrusted.back().end = base + end;
    } else {
        untrusted.push_back({base + begin, base + end});
    }
}

void TaintedText::append(const TaintedText& other) {
    const size_t base = text.size();
    text.append(other.text);
    for (const ByteRange& r : other.untrusted) {
        if (!untrusted.empty() && untrusted.back().end == base + r.begin) {
            untrusted.back().end = base + r.end;
        } else {
            untrusted.push_back({base + r.begin, base + r.end});
        }
    }
}

TaintedText TaintedText::substr(size_t pos, size_t len) const {
    TaintedText out;
    pos = std::min(pos, text.size());
    len = std::min(len, text.size() - pos);
    out.text = text.substr(pos, len);
    const size_t stop = pos + len;
    for (const ByteRange& r : untrusted) {
        const size_t b = std::max(r.begin, pos);
        const size_t e = std::min(r.end, stop);
        if (b < e) out.untrusted.push_back({b - pos, e - pos});
    }
    return out;
}

void TaintedText::taint_all() {
    untrusted.clear();
    if (!text.empty()) untrusted.push_back({0, text.size()});
}

}  // namespace synsema::jinja
