// Where the characters of a text ended up in an OCR'd copy of it, so that
// gold spans annotated on the text can be scored on the OCR result (issue 22:
// "the gold spans carry over by their text positions").
//
// Both texts are aligned character by character, globally, by edit distance:
// OCR misreads (0/O, l/1, rn/m) are substitutions, dropped and inserted
// characters are gaps. Whitespace does not count: every run of spaces, tabs
// and line breaks is one space on both sides before aligning, so reflowed
// lines, indentation and tab stops cost nothing. Text moved as a block (a
// column read before another) is not followed: it aligns as a deletion and an
// insertion, and its spans project to nothing or little.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "gold_eval.h"

namespace synsema::redact {

// Texts longer than this (bytes) are refused (Error Limit): the alignment
// costs about n * m / 64 steps.
constexpr size_t kMaxAlignedText = 1u << 20;

class TextAlignment {
public:
    // Throws Error(Limit) when a text is longer than kMaxAlignedText.
    TextAlignment(std::string_view original, std::string_view ocr);

    struct Range {
        size_t start = 0, end = 0;  // bytes in the OCR text; start == end: nothing of it was read
    };
    // The OCR bytes that original[start, end) became: from the first to the
    // last OCR character aligned with one of its non-space characters (what OCR inserted
    // between them included), widened to whole UTF-8 characters. Empty, at the
    // place it would have been, when every character of it was dropped.
    Range project(size_t start, size_t end) const;

    // Edit distance between the whitespace-normalised texts.
    size_t edit_distance() const { return distance_; }

private:
    // A text with whitespace runs collapsed: kept[i] is the byte of the
    // original text that normalised byte i stands for.
    struct Normalised {
        std::string text;
        std::vector<size_t> kept;
    };
    static Normalised normalise(std::string_view text);

    std::string_view ocr_;
    Normalised original_n_, ocr_n_;
    std::vector<long> aligned_;  // per normalised original byte: normalised OCR byte, or -1 (dropped)
    size_t distance_ = 0;
};

// The gold document as it reads in the OCR text: `ocr_text` with every span
// (IGNORE included) projected onto it. A span OCR dropped entirely stays, empty
// (start == end), and so counts as missed. `name` names the scanned file.
GoldDocument project_gold(const GoldDocument& gold, const std::string& name, std::string ocr_text);

}  // namespace synsema::redact
