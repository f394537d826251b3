// Positions in a document's UTF-8 text (the detector's byte offsets) and in
// the QString the text view shows (UTF-16 code units), converted both ways.
// The view's string has exactly one code unit sequence per character of the
// text (carriage returns are shown as spaces so that Qt does not merge
// "\r\n" into one block break), so the mapping is exact.
#pragma once
#include <QString>

#include <cstddef>
#include <string>
#include <vector>

namespace synsema::ui {

class TextOffsets {
public:
    explicit TextOffsets(const std::string& utf8 = {});

    // The string to show in a QPlainTextEdit.
    const QString& display() const { return display_; }
    // A byte offset (at a character boundary) to a display position.
    int to_display(size_t byte) const;
    // A display position to a byte offset; a position inside a surrogate
    // pair moves to the start of its character.
    size_t to_utf8(int position) const;

private:
    // At the start and at the end of each multi-byte character: its byte
    // offset and display position. Between a character's end and the next
    // one's start the text is ASCII and both advance together.
    struct Mark {
        size_t byte = 0;
        int unit = 0;
        bool inside = false;  // from here up to the next mark: one multi-byte character
    };
    std::vector<Mark> marks_;
    size_t size_ = 0;
    QString display_;
};

}  // namespace synsema::ui
