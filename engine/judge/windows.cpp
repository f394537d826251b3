#include "windows.h"

#include <algorithm>

#include "engine/util/error.h"

namespace synsema::judge {
namespace {

// How good a place to cut `text` before byte `p` is (higher is better).
enum Rank { kNone = -1, kCharacter = 0, kWord = 1, kSentence = 2, kLine = 3, kParagraph = 4 };

bool is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }
bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

Rank cut_rank(std::string_view text, size_t p) {
    if (p == 0 || p >= text.size()) return kParagraph;
    if (is_continuation(static_cast<unsigned char>(text[p]))) return kNone;
    const char prev = text[p - 1];
    if (prev == '\n') {
        // A blank line ends here: "\n\n" or "\n\r\n" (the cut goes after the whole run).
        if (text[p] == '\n' || text[p] == '\r') return kCharacter;
        const bool blank_line = p >= 2 && (text[p - 2] == '\n' || (text[p - 2] == '\r' && p >= 3 && text[p - 3] == '\n'));
        return blank_line ? kParagraph : kLine;
    }
    if (is_blank(prev) && !is_blank(text[p])) {
        size_t q = p - 1;
        while (q > 0 && is_blank(text[q - 1])) --q;
        return q > 0 && (text[q - 1] == '.' || text[q - 1] == '!' || text[q - 1] == '?') ? kSentence : kWord;
    }
    return kCharacter;
}

size_t char_floor(std::string_view text, size_t p) {
    p = std::min(p, text.size());
    while (p > 0 && p < text.size() && is_continuation(static_cast<unsigned char>(text[p]))) --p;
    return p;
}

// The largest end e in (begin, text.size()] at a character boundary whose
// window [begin, e) fits; `begin` when not even one character does.
size_t largest_fitting_end(std::string_view text, size_t begin, const WindowRules& rules) {
    const auto fits_to = [&](size_t end) { return rules.fits(text.substr(begin, end - begin)); };
    // Grow until it no longer fits, then bisect: the encodes stay near the
    // window's size (never the whole rest of a long document).
    size_t good = begin, bad = text.size();
    for (size_t step = 1024;; step *= 2) {
        const size_t end = begin + step >= text.size() ? text.size() : char_floor(text, begin + step);
        if (!fits_to(end)) {
            bad = end;
            break;
        }
        good = end;
        if (end == text.size()) return end;
    }
    while (true) {
        const size_t mid = char_floor(text, good + (bad - good) / 2);
        if (mid <= good) {
            // `bad` may sit one character past `good`: that character does not fit.
            break;
        }
        (fits_to(mid) ? good : bad) = mid;
    }
    return good;
}

// The best cut in (lo, hi]: the highest rank, the latest of those.
size_t best_cut(std::string_view text, size_t lo, size_t hi) {
    size_t best = hi;
    Rank best_rank = kNone;
    for (size_t p = hi; p > lo; --p) {
        const Rank r = cut_rank(text, p);
        if (r > best_rank) {
            best_rank = r;
            best = p;
            if (r == kParagraph) break;
        }
    }
    return best;
}

// The earliest start s in (lo, end) at a word boundary (else a character
// boundary) whose text [s, end) has at most `tokens` tokens.
size_t overlap_start(std::string_view text, size_t lo, size_t end, const WindowRules& rules) {
    size_t fits = end, too_long = lo;  // [fits, end) is within the budget, [too_long, end) is not
    while (true) {
        // A character boundary strictly between the two (tokenizers take whole characters).
        size_t mid = char_floor(text, too_long + (fits - too_long) / 2);
        while (mid <= too_long || (mid < fits && is_continuation(static_cast<unsigned char>(text[mid])))) ++mid;
        if (mid >= fits) break;
        (rules.count_tokens(text.substr(mid, end - mid)) <= rules.overlap_tokens ? fits : too_long) = mid;
    }
    // Forward to a word boundary (fewer tokens still), else to a character boundary.
    for (size_t p = fits; p < end; ++p)
        if (cut_rank(text, p) >= kWord) return p;
    size_t p = fits;
    while (p < end && is_continuation(static_cast<unsigned char>(text[p]))) ++p;
    return p;
}

}  // namespace

std::vector<TextWindow> plan_windows(std::string_view text, const WindowRules& rules) {
    std::vector<TextWindow> windows;
    size_t begin = 0, previous_end = 0;
    while (true) {
        const size_t limit = largest_fitting_end(text, begin, rules);
        if (limit <= previous_end && !(windows.empty() && limit > begin))
            throw Error(ErrorKind::Limit, "the context is too small to judge this document in windows");
        TextWindow w;
        w.begin = begin;
        // Cut in the second half of what fits, and past the previous window's end.
        w.end = limit == text.size() ? limit : best_cut(text, std::max(begin + (limit - begin) / 2, previous_end), limit);
        if (!windows.empty()) w.overlap_tokens = rules.count_tokens(text.substr(begin, previous_end - begin));
        windows.push_back(w);
        if (w.end >= text.size()) return windows;
        previous_end = w.end;
        begin = overlap_start(text, begin, w.end, rules);
    }
}

}  // namespace synsema::judge
