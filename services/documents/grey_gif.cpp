#include "services/documents/grey_gif.h"

#include <algorithm>
#include <cstdint>

namespace synsema::documents {

namespace {

// LZW codes of 9 bits, least significant bit first, in sub-blocks of <= 255 bytes.
class CodeWriter {
public:
    void put(unsigned code) {
        bits_ |= uint32_t(code) << count_;
        count_ += kWidth;
        while (count_ >= 8) {
            data_ += char(bits_ & 0xff);
            bits_ >>= 8;
            count_ -= 8;
        }
    }
    QByteArray blocks() {
        if (count_ > 0) data_ += char(bits_ & 0xff);
        QByteArray out;
        for (qsizetype at = 0; at < data_.size(); at += 255) {
            const QByteArray block = data_.mid(at, 255);
            out += char(block.size());
            out += block;
        }
        out += '\0';  // block terminator
        return out;
    }
    static constexpr int kWidth = 9;

private:
    QByteArray data_;
    uint32_t bits_ = 0;
    int count_ = 0;
};

void put16(QByteArray& b, int v) {
    b += char(v & 0xff);
    b += char((v >> 8) & 0xff);
}

}  // namespace

QByteArray grey_gif(int width, int height, unsigned char grey) {
    width = std::clamp(width, 1, 65535);
    height = std::clamp(height, 1, 65535);
    QByteArray g("GIF89a");
    put16(g, width);
    put16(g, height);
    g += char(0x80);  // a global colour table of 2 entries, 1 bit per primary
    g += '\0';        // background index
    g += '\0';        // no aspect ratio
    for (int i = 0; i < 2; ++i) g += QByteArray(3, char(grey));
    g += ',';  // image descriptor: the whole screen, no local table, not interlaced
    put16(g, 0);
    put16(g, 0);
    put16(g, width);
    put16(g, height);
    g += '\0';
    // LZW with a minimum code size of 8: clear = 256, end = 257, new codes from
    // 258. Every pixel is index 0, so after a clear the dictionary holds runs
    // of 0 of length 1 (code 0), 2 (258), 3 (259)…: emitting the n-th code of
    // a group covers a run of n pixels and adds the run of n+1. A group stops
    // at 250 codes, so codes stay 9 bits wide (the width grows at 512) for the
    // encoder and the decoder alike, and a new group starts with a clear.
    constexpr unsigned kClear = 256, kEnd = 257, kFirst = 258;
    constexpr int kGroup = 250;
    g += char(8);
    CodeWriter codes;
    int64_t left = int64_t(width) * height;
    while (left > 0) {
        codes.put(kClear);
        for (int n = 1; n <= kGroup && left > 0; ++n) {
            const int64_t run = std::min<int64_t>(n, left);  // runs 1..n are known when the n-th code goes out
            codes.put(run == 1 ? 0u : kFirst + unsigned(run - 2));
            left -= run;
        }
    }
    codes.put(kEnd);
    g += codes.blocks();
    g += ';';  // trailer
    return g;
}

}  // namespace synsema::documents
