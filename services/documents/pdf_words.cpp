#include "services/documents/pdf_words.h"

#include <QList>

#include <algorithm>
#include <cmath>
#include <limits>

namespace synsema::documents {

namespace {

// Fractions of the glyph box height h (about the font size).
constexpr double kLetterSlack = 0.12;   // a letter gap is at most g + this
constexpr double kMinSpacing = 0.12;    // below this Poppler keeps the glyphs in one word anyway
constexpr double kSpaceMin = 0.08;      // a word gap is 2g + a space of this much…
constexpr double kSpaceMax = 0.6;       // …to this much
constexpr double kWideSpacing = 0.45;   // spacing wider than any ordinary space
constexpr double kOverlap = 0.05;       // glyphs may overlap this much
constexpr double kSpaceGap = 0.25;      // between Poppler's words, a gap this wide is a space
constexpr size_t kMaxCandidateLines = 4000;  // per page: the successor search is quadratic

using Line = std::vector<size_t>;  // indices into the page's words, left to right

// A line made only of boxes of one or two characters: what letter spacing
// leaves (two when kerning pulled a pair together).
bool glyph_line(const std::vector<PdfGlyphWord>& words, const Line& line) {
    for (size_t i : line) {
        const QString& t = words[i].text;
        const qsizetype n = t.toUcs4().size();
        if (n < 1 || n > 2 || words[i].box.height() <= 0) return false;
        for (QChar c : t)
            if (c.isSpace()) return false;
    }
    return true;
}

double gap(const QRectF& left, const QRectF& right) { return right.left() - left.right(); }

double height_of(const std::vector<PdfGlyphWord>& words, const Line& line) {
    std::vector<double> h;
    for (size_t i : line) h.push_back(words[i].box.height());
    std::nth_element(h.begin(), h.begin() + h.size() / 2, h.end());
    return h[h.size() / 2];
}

// The spacing g of a run of glyph boxes: the lower quartile of its gaps
// (word gaps are the larger ones), or -1 for a single box.
double spacing(const std::vector<PdfGlyphWord>& words, const Line& line) {
    if (line.size() < 2) return -1;
    std::vector<double> gaps;
    for (size_t k = 1; k < line.size(); ++k) gaps.push_back(gap(words[line[k - 1]].box, words[line[k]].box));
    std::sort(gaps.begin(), gaps.end());
    return gaps[(gaps.size() - 1) / 4];
}

bool letter_gap(double gap, double g, double h) { return gap >= -kOverlap * h && gap <= g + kLetterSlack * h; }

bool word_gap(double gap, double g, double h) {
    const double space = gap - 2 * g;
    return space >= kSpaceMin * h && space <= kSpaceMax * h;
}

bool same_baseline(const QRectF& a, const QRectF& b) {
    const double h = std::max(a.height(), b.height());
    return std::abs(a.bottom() - b.bottom()) <= 0.2 * h && std::abs(a.height() - b.height()) <= 0.2 * h;
}

// Whether a run of glyph boxes is letter-spaced text: its gaps come in the
// two sizes g and 2g + a space, or g is wider than any space and the glyphs
// differ in width (equal widths and equal gaps are monospaced letters).
bool letter_spaced(const std::vector<PdfGlyphWord>& words, const Line& line) {
    if (line.size() < 2) return false;
    const double h = height_of(words, line), g = spacing(words, line);
    if (g < kMinSpacing * h) return false;
    bool pair_of_sizes = false;
    double narrowest = std::numeric_limits<double>::max(), widest = 0;
    for (size_t k = 0; k < line.size(); ++k) {
        const QRectF& box = words[line[k]].box;
        if (!same_baseline(box, words[line[0]].box)) return false;
        narrowest = std::min(narrowest, box.width());
        widest = std::max(widest, box.width());
        if (k == 0) continue;
        const double d = gap(words[line[k - 1]].box, box);
        if (d < -kOverlap * h) return false;
        pair_of_sizes = pair_of_sizes || (!letter_gap(d, g, h) && word_gap(d, g, h));
    }
    return pair_of_sizes || (g >= kWideSpacing * h && widest >= 1.25 * narrowest);
}

// Poppler may cut a letter-spaced line at its (wide) word gaps into lines it
// orders like columns. Each glyph line gets the glyph line that continues it
// on the same baseline at a letter or word gap of the same spacing.
std::vector<int> successors(const std::vector<PdfGlyphWord>& words, const std::vector<Line>& lines,
                            const std::vector<bool>& glyphs) {
    std::vector<int> next(lines.size(), -1);
    std::vector<double> best(lines.size(), std::numeric_limits<double>::max());  // per successor: the gap that won it
    std::vector<size_t> candidates;
    for (size_t i = 0; i < lines.size(); ++i)
        if (glyphs[i]) candidates.push_back(i);
    if (candidates.size() > kMaxCandidateLines) return next;
    std::vector<double> g(lines.size());
    for (size_t i : candidates) g[i] = spacing(words, lines[i]);
    for (size_t i : candidates) {
        const QRectF& end = words[lines[i].back()].box;
        double chosen = std::numeric_limits<double>::max();
        int pick = -1;
        for (size_t j : candidates) {
            if (j == i) continue;
            const QRectF& start = words[lines[j].front()].box;
            if (!same_baseline(end, start)) continue;
            const double h = std::max(end.height(), start.height()), d = gap(end, start);
            const double s = g[i] < 0 ? g[j] : g[j] < 0 ? g[i] : std::min(g[i], g[j]);
            if (s < kMinSpacing * h || d < -kOverlap * h) continue;
            if (g[i] >= 0 && g[j] >= 0 && std::abs(g[i] - g[j]) > 0.15 * h) continue;  // another spacing
            if ((letter_gap(d, s, h) || word_gap(d, s, h)) && d < chosen) {
                chosen = d;
                pick = int(j);
            }
        }
        if (pick >= 0 && chosen < best[size_t(pick)]) {
            for (auto& n : next)
                if (n == pick) n = -1;  // a closer line takes it over
            next[i] = pick;
            best[size_t(pick)] = chosen;
        }
    }
    return next;
}

// Poppler's words as they are. Poppler says "no space after" between words
// whose gaps are all alike ("A B C D" alone on a line); a gap of a quarter of
// the glyph height is a space whatever it says (Helvetica's is 0.3).
void emit_poppler_line(const std::vector<PdfGlyphWord>& words, const Line& line, std::vector<PdfTextWord>& out) {
    for (size_t k = 0; k < line.size(); ++k) {
        const PdfGlyphWord& w = words[line[k]];
        PdfTextWord::After after = w.space_after ? PdfTextWord::After::Space : PdfTextWord::After::Nothing;
        if (w.line_end) after = PdfTextWord::After::Newline;
        else if (k + 1 < line.size() && gap(w.box, words[line[k + 1]].box) >= kSpaceGap * w.box.height())
            after = PdfTextWord::After::Space;
        out.push_back({w.text, w.box, after});
    }
    if (!out.empty()) out.back().after = PdfTextWord::After::Newline;
}

void emit_joined_line(const std::vector<PdfGlyphWord>& words, const Line& line, std::vector<PdfTextWord>& out) {
    const double h = height_of(words, line), g = spacing(words, line);
    PdfTextWord word{words[line[0]].text, words[line[0]].box, PdfTextWord::After::Space};
    for (size_t k = 1; k < line.size(); ++k) {
        const PdfGlyphWord& glyph = words[line[k]];
        if (letter_gap(gap(words[line[k - 1]].box, glyph.box), g, h)) {
            word.text += glyph.text;
            word.box = word.box.united(glyph.box);
        } else {
            out.push_back(word);
            word = {glyph.text, glyph.box, PdfTextWord::After::Space};
        }
    }
    word.after = PdfTextWord::After::Newline;
    out.push_back(word);
}

bool is_hyphen(QChar c) { return c == u'-' || c == QChar(0x2010) || c == QChar(0x00AD); }

// "Zebu-" at a line end and "lon" on the next line are one word: the
// hyphen leaves the text (its glyph stays in the first box) before a
// lowercase letter, and stays ("Smith-Jones") before a capital.
void join_hyphenated(std::vector<PdfTextWord>& out) {
    for (size_t i = 0; i + 1 < out.size(); ++i) {
        PdfTextWord& w = out[i];
        const QString& next = out[i + 1].text;
        if (w.after != PdfTextWord::After::Newline || w.text.size() < 2 || next.isEmpty()) continue;
        if (!is_hyphen(w.text.back()) || !w.text[w.text.size() - 2].isLetter() || !next[0].isLetter()) continue;
        if (out[i + 1].box.top() < w.box.top()) continue;  // the rest is not below: not a line break
        if (next[0].isLower() || w.text.back() == QChar(0x00AD)) w.text.chop(1);
        w.after = PdfTextWord::After::Nothing;
    }
}

}  // namespace

std::vector<PdfTextWord> lay_out_pdf_words(const std::vector<PdfGlyphWord>& words) {
    // Step 1: Poppler's lines.
    std::vector<Line> lines(1);
    for (size_t i = 0; i < words.size(); ++i) {
        if (!words[i].text.isEmpty()) lines.back().push_back(i);
        if (words[i].line_end && !lines.back().empty()) lines.emplace_back();
    }
    if (lines.back().empty()) lines.pop_back();
    // Step 2: glyph lines chained along their baseline.
    std::vector<bool> glyphs(lines.size());
    for (size_t i = 0; i < lines.size(); ++i) glyphs[i] = glyph_line(words, lines[i]);
    const std::vector<int> next = successors(words, lines, glyphs);
    std::vector<int> previous(lines.size(), -1);
    for (size_t i = 0; i < next.size(); ++i)
        if (next[i] >= 0) previous[size_t(next[i])] = int(i);
    // Step 3: each chain where its first line stood; letter-spaced ones joined.
    std::vector<PdfTextWord> out;
    std::vector<bool> done(lines.size(), false);
    for (size_t i = 0; i < lines.size(); ++i) {
        if (done[i]) continue;
        Line chain;
        // A chain is emitted from its head; a line reached first in order walks back to it.
        size_t head = i;
        for (size_t guard = 0; previous[head] >= 0 && !done[size_t(previous[head])] && guard < lines.size(); ++guard)
            head = size_t(previous[head]);
        for (int at = int(head); at >= 0 && !done[size_t(at)]; at = next[size_t(at)]) {
            done[size_t(at)] = true;
            chain.insert(chain.end(), lines[size_t(at)].begin(), lines[size_t(at)].end());
        }
        if (chain.empty()) continue;
        if (glyphs[head] && letter_spaced(words, chain)) emit_joined_line(words, chain, out);
        else emit_poppler_line(words, chain, out);
    }
    join_hyphenated(out);
    return out;
}

}  // namespace synsema::documents
