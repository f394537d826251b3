// From Poppler's words to the words of the text, per page: letter-spaced
// text joined, and words hyphenated at a line end joined to their rest.
//
// Text drawn with character spacing (`9 Tc`) comes out of Poppler one glyph
// per word ("P a t i e n t :"), and its word gaps are wide enough that
// Poppler even cuts one line into several "columns". Glyph boxes on one
// baseline are joined when their gaps tell letter spacing apart from word
// spacing: inside a word every gap is the spacing g (boxes span a glyph's
// advance, so the gap is exactly the Tc added after it), and between words
// the gap is 2g plus a space (the space glyph gets g too). Ordinary text is
// left alone: single letters separated by ordinary spaces ("A B C D") have no
// such pair of gap sizes, and monospaced letters (equal widths) are never
// joined on gap size alone.
#pragma once
#include <QRectF>
#include <QString>

#include <vector>

namespace synsema::documents {

// One Poppler TextBox, in Poppler's reading order.
struct PdfGlyphWord {
    QString text;
    QRectF box;                // points, origin top-left
    bool space_after = false;  // Poppler's hasSpaceAfter()
    bool line_end = false;     // nextWord() == nullptr
};

// A word of the document text and what follows it there.
struct PdfTextWord {
    enum class After { Nothing, Space, Newline };
    QString text;   // a hyphen removed when the word continues on the next line
    QRectF box;     // the union of its glyphs (the hyphen included)
    After after = After::Space;
};

std::vector<PdfTextWord> lay_out_pdf_words(const std::vector<PdfGlyphWord>& words);

}  // namespace synsema::documents
