#include "soft_wraps.h"

#include <algorithm>
#include <cctype>
#include <map>

namespace synsema::documents {

namespace {

struct Line {
    size_t first = 0, last = 0;  // indexes into doc.words
    double left = 0, right = 0;
};

// "Patient:", "Date of birth:", "MRN #:": the line starts a field of its own.
bool starts_with_label(const std::string& text, size_t start, size_t line_end) {
    const size_t colon = text.find(':', start);
    if (colon == std::string::npos || colon >= line_end || colon == start) return false;
    if (!std::isalpha(static_cast<unsigned char>(text[start]))) return false;
    int words = 1;
    for (size_t i = start; i < colon; ++i) {
        if (text[i] == ' ') ++words;
        if (std::isdigit(static_cast<unsigned char>(text[i]))) return false;
    }
    return words <= 4;
}

bool bullet(const std::string& text, size_t start) {
    static const char* const marks[] = {"- ", "* ", "\u2022", "\u25aa", "\u2013 "};
    for (const char* m : marks)
        if (text.compare(start, std::char_traits<char>::length(m), m) == 0) return true;
    return false;
}

}  // namespace

std::string text_for_detection(const ImportedDocument& doc) {
    std::string out = doc.text;
    const auto& words = doc.words;
    if (words.size() < 2) return out;
    // Step 1: lines — runs of words that end where the text has a newline.
    std::vector<Line> lines;
    for (size_t i = 0; i < words.size(); ++i) {
        const bool new_line = i == 0 || words[i].page != words[i - 1].page || words[i - 1].end > words[i].start ||
                              doc.text.find('\n', words[i - 1].end) < words[i].start;
        if (new_line) {
            lines.push_back({i, i, words[i].box.left(), words[i].box.right()});
        } else {
            lines.back().last = i;
            lines.back().left = std::min(lines.back().left, words[i].box.left());
            lines.back().right = std::max(lines.back().right, words[i].box.right());
        }
    }
    // Step 2: each page's text column ends at its longest line.
    std::map<int, double> column_right;
    for (const Line& l : lines) {
        double& r = column_right[words[l.first].page];
        r = std::max(r, l.right);
    }
    // Step 3: a single newline between two lines of one column is soft when
    // the next line's first word would not have fitted after this line.
    for (size_t k = 0; k + 1 < lines.size(); ++k) {
        const Line& line = lines[k];
        const Line& next = lines[k + 1];
        const PdfWord& last = words[line.last];
        const PdfWord& first = words[next.first];
        // The next page's first line continues this page's last one when the
        // sentence ran over the page's end ("Harrisburg, PA" / "17105-4480, or").
        const bool over_page = first.page == last.page + 1;
        if (first.page != last.page && !over_page) continue;
        // One newline between, or two when OCR closed a block where the line
        // merely wrapped (the geometry below says whether it did); over a
        // page, the page's blank line too.
        const size_t between = first.start - last.end;
        if (between < 1 || between > (over_page ? 3u : 2u) ||
            doc.text.compare(last.end, between, std::string(between, '\n')) != 0)
            continue;
        const double height = std::max(1.0, first.box.height());
        if (std::abs(next.left - line.left) > 2.5 * height) continue;             // another column or an indent
        // The next line down; after a blank line in the text, only when the
        // page shows no gap (OCR's block, not a paragraph).
        const double gap = first.box.top() - last.box.bottom();
        if (!over_page && (first.box.top() < last.box.top() || gap > (between == 1 ? 1.5 : 0.8) * height)) continue;
        const size_t next_line_end = words[next.last].end;
        if (starts_with_label(doc.text, first.start, next_line_end) || bullet(doc.text, first.start)) continue;
        // A delimited record ("08:50,20,100239118,…"): a table's row joins its
        // own wrapped lines (redact/structure.cpp), not its neighbour's.
        if (std::count_if(doc.text.begin() + ptrdiff_t(first.start), doc.text.begin() + ptrdiff_t(first.end),
                          [](char c) { return c == ',' || c == ';' || c == '|' || c == '\t'; }) >= 2)
            continue;
        const double room = column_right[last.page] - line.right;
        // A "Label: value" line keeps its end: a field's value runs to the end
        // of its line, and a form's next line is rarely the same field's.
        const bool field_line = starts_with_label(doc.text, words[line.first].start, last.end);
        if (room < first.box.width() + height && !field_line) {
            // The next word would not have fitted: the line wrapped.
            for (size_t b = last.end; b < first.start; ++b) out[b] = ' ';
        } else if (between == 2 && !over_page) {
            // A hard break, but the blank line is OCR's (no gap on the page):
            // one line break, as the page shows ("account" / "0093318824").
            out[last.end] = ' ';
        }
    }
    return out;
}

}  // namespace synsema::documents
