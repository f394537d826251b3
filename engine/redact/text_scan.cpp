#include "text_scan.h"

#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>

#include "ascii_bytes.h"
#include "engine/util/error.h"
#include "engine/util/utf8_check.h"

namespace synsema::redact {

std::string ascii_lower(std::string_view s) {
    std::string out(s);
    // ASCII only, whatever the C locale: UTF-8 bytes >= 0x80 stay as they are.
    for (char& c : out)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
    return out;
}

size_t count_letters(std::string_view s) {
    size_t n = 0;
    for (char c : s) n += ascii_alpha(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0xC0;
    return n;
}

size_t count_digits(std::string_view s) {
    size_t n = 0;
    for (char c : s) n += (c >= '0' && c <= '9') ? 1 : 0;
    return n;
}

bool is_word_byte(unsigned char c) { return ascii_alpha(c) || ascii_digit(c) || c >= 0x80; }

bool has_caseless_script(std::string_view text) {
    for (const char c : text)
        if (caseless_lead(static_cast<unsigned char>(c))) return true;
    return false;
}

size_t skip_leading(std::string_view text, size_t start, size_t end, std::initializer_list<std::string_view> leading, size_t min_after) {
    for (bool trimmed = true; trimmed;) {
        trimmed = false;
        for (std::string_view lead : leading)
            if (end >= start + lead.size() + min_after && text.compare(start, lead.size(), lead) == 0) {
                start += lead.size();
                trimmed = true;
                break;
            }
    }
    return start;
}

// The length of a blank or a punctuation mark written outside ASCII that separates words as a
// space does, at text[i], or 0: the no-break space (C2 A0), "¡" and "¿", the spaces U+2000-200B, U+202F and
// U+205F, and the ideographic space and CJK marks (U+3000-3003, 3008-3011, 3014-301F: "、。「」【】")
// and full-width ASCII punctuation (U+FF01-FF0F, FF1A-FF20, FF3B-FF40, FF5B-FF65: "，：（）"). A
// Japanese form writes "氏名：佐藤　ハナ　　性別：女"; without these its words would be one token.
size_t wide_separator_length(std::string_view text, size_t i) {
    const auto b = [&](size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0; };
    // The no-break space, Spanish's opening marks ("¿Tiene", "¡Gracias") and guillemets ("«Зиновия соцработник»").
    if (b(0) == 0xC2 && (b(1) == 0xA0 || b(1) == 0xA1 || b(1) == 0xBF || b(1) == 0xAB || b(1) == 0xBB)) return 2;
    // Wide spaces, curly double quotes (“ ” „ ‟) and single guillemets. Not the single quotes: ’ joins a word's
    // parts, and Uzbek writes ‘ inside words ("o‘g‘li").
    if (b(0) == 0xE2 && b(1) == 0x80 && (b(2) <= 0x8B || b(2) == 0xAF || (b(2) >= 0x9C && b(2) <= 0x9F) || b(2) == 0xB9 || b(2) == 0xBA))
        return 3;
    if (b(0) == 0xE2 && b(1) == 0x81 && b(2) == 0x9F) return 3;
    if (b(0) == 0xE3 && b(1) == 0x80 && (b(2) <= 0x83 || (b(2) >= 0x88 && b(2) <= 0x91) || (b(2) >= 0x94 && b(2) <= 0x9F))) return 3;
    if (b(0) == 0xEF && b(1) == 0xBC && ((b(2) >= 0x81 && b(2) <= 0x8F) || (b(2) >= 0x9A && b(2) <= 0xA0) || (b(2) >= 0xBB)))
        return 3;
    if (b(0) == 0xEF && b(1) == 0xBD && (b(2) <= 0x80 || (b(2) >= 0x9B && b(2) <= 0xA5))) return 3;
    return 0;
}

std::vector<Token> tokenize_words(std::string_view text) {
    std::vector<Token> tokens;
    // Prose has about one token per 6 bytes. Reserving enough up front avoids
    // a reallocation, which copies every token into freshly faulted pages;
    // pages reserved but never written cost nothing.
    tokens.reserve(text.size() / 5 + 16);
    size_t i = 0, n = text.size();
    while (i < n) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (!is_letter_byte(c) || (i > 0 && ascii_digit(static_cast<unsigned char>(text[i - 1])))) {
            ++i;
            continue;
        }
        if (c >= 0xC2) {
            if (const size_t wide = wide_separator_length(text, i)) {
                i += wide;
                continue;
            }
        }
        size_t start = i;
        // Letters, with single inner apostrophes (', ’) or hyphens joining letter runs.
        while (i < n) {
            unsigned char d = static_cast<unsigned char>(text[i]);
            if (d >= 0xC2 && wide_separator_length(text, i)) break;
            if (is_letter_byte(d)) { ++i; continue; }
            size_t joiner = 0;
            if (d == '\'' || d == '-') joiner = 1;
            else if (d == 0xE2 && text.compare(i, 3, "\xE2\x80\x99") == 0) joiner = 3;
            // A letter of any script after the joiner ("MARIE-ÈVE", "O'Ó…").
            if (joiner && i + joiner < n && (ascii_alpha(static_cast<unsigned char>(text[i + joiner])) ||
                                             static_cast<unsigned char>(text[i + joiner]) >= 0xC0)) {
                i += joiner;
                continue;
            }
            break;
        }
        // A digit glued to the word makes it an identifier, not a word.
        if (i < n && ascii_digit(static_cast<unsigned char>(text[i]))) {
            while (i < n && is_word_byte(static_cast<unsigned char>(text[i]))) ++i;
            continue;
        }
        size_t end = i;
        // Split a possessive 's / ’s off the word.
        if (end - start > 2 && text[end - 1] == 's' && text[end - 2] == '\'') end -= 2;
        else if (end - start > 4 && text[end - 1] == 's' && text.compare(end - 4, 3, "\xE2\x80\x99") == 0) end -= 4;
        Token t;
        t.start = start;
        t.end = end;
        t.text = text.substr(start, end - start);
        // Letter case of every character: ASCII inline, other scripts through
        // utf8proc's general category ("Ólafur", "ŞAHIN", "élodie").
        int first_case = 0;
        bool any_lower = false;
        size_t letters = 0;
        for (size_t k = 0; k < t.text.size();) {
            unsigned char ch = static_cast<unsigned char>(t.text[k]);
            int c = 0;
            if (ch < 0x80) {
                c = ascii_upper(ch) ? 1 : ascii_lower_letter(ch) ? -1 : 0;
                ++k;
            } else {
                utf8proc_int32_t cp = 0;
                utf8proc_ssize_t len = utf8proc_iterate(reinterpret_cast<const utf8proc_uint8_t*>(t.text.data() + k),
                                                        static_cast<utf8proc_ssize_t>(t.text.size() - k), &cp);
                if (len <= 0) break;
                utf8proc_category_t cat = utf8proc_category(cp);
                c = cat == UTF8PROC_CATEGORY_LU || cat == UTF8PROC_CATEGORY_LT ? 1 : cat == UTF8PROC_CATEGORY_LL ? -1 : 0;
                k += static_cast<size_t>(len);
            }
            if (letters == 0 && c != 0) first_case = c;
            letters += c != 0;
            any_lower = any_lower || (c < 0 && letters > 1);
        }
        // An Irish surname's h before its vowel after "Ó" ("Ó hUallacháin", "Ó hAodha") keeps the name's capital.
        if (first_case < 0 && t.text.size() >= 4 && t.text[0] == 'h' && start >= 3 && text.compare(start - 3, 3, "\xC3\x93 ") == 0 &&
            (std::string_view("AEIOU").find(t.text[1]) != std::string_view::npos ||
             (static_cast<unsigned char>(t.text[1]) == 0xC3 && std::string_view("\x81\x89\x8D\x93\x9A").find(t.text[2]) != std::string_view::npos)))
            first_case = 1;
        bool upper_first = first_case > 0;
        t.capitalised = upper_first && any_lower;
        t.all_caps = upper_first && !any_lower && letters >= 2;
        t.initial = upper_first && letters == 1 && end < n && text[end] == '.';
        t.lower = first_case < 0;
        tokens.push_back(t);
    }
    return tokens;
}

namespace {
// The positions of bytes in `starts` not preceded by an ASCII word byte.
std::vector<size_t> starts_where(std::string_view text, const bool (&starts)[256], size_t expected) {
    static const auto kAsciiWord = [] {
        std::array<bool, 256> t{};
        for (int c = 0; c < 256; ++c) t[c] = ascii_alpha(c) || ascii_digit(c) || c == '_';
        return t;
    }();
    std::vector<size_t> out;
    out.reserve(expected + 16);
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    bool after_word = false;
    for (size_t i = 0, n = text.size(); i < n; ++i) {
        unsigned char c = bytes[i];
        if (starts[c] && !after_word) out.push_back(i);
        after_word = kAsciiWord[c];
    }
    return out;
}
}  // namespace

std::vector<size_t> identifier_starts(std::string_view text) {
    static const auto kStarts = [] {
        struct { bool t[256]; } s{};
        for (int c = 0; c < 256; ++c) s.t[c] = ascii_digit(c) || ascii_upper(c) || c == '+' || c == '(' || c == '&' || c >= 0xC0;
        return s;
    }();
    return starts_where(text, kStarts.t, text.size() / 16);
}

std::vector<size_t> letter_starts(std::string_view text) {
    static const auto kStarts = [] {
        struct { bool t[256]; } s{};
        for (int c = 0; c < 256; ++c) s.t[c] = ascii_alpha(c) || c >= 0xC0;
        return s;
    }();
    return starts_where(text, kStarts.t, text.size() / 6);
}

DigitBits::DigitBits(std::string_view text)
    : ascii_((text.size() + 63) / 64, 0), any_script_((text.size() + 63) / 64, 0), size_(text.size()) {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    for (size_t w = 0; w < ascii_.size(); ++w) {
        uint64_t digits = 0, wide = 0;
        const size_t base = w * 64, n = std::min<size_t>(64, size_ - base);
        for (size_t i = 0; i < n; ++i) {
            digits |= uint64_t{ascii_digit(bytes[base + i])} << i;
            wide |= uint64_t{bytes[base + i] >= 0x80} << i;
        }
        ascii_[w] = digits;
        any_script_[w] = digits | wide;
    }
}

size_t DigitBits::count(size_t from, size_t to, DigitKind kind) const {
    if (from >= to) return 0;
    const std::vector<uint64_t>& words = kind == DigitKind::Ascii ? ascii_ : any_script_;
    // The partial first and last words, and the whole ones between them.
    // Most windows hold no digit at all: a word of zeros skips the popcount,
    // which without -mpopcnt is a library call.
    auto bits = [](uint64_t w) { return w == 0 ? size_t{0} : static_cast<size_t>(std::popcount(w)); };
    const size_t first = from / 64, last = (to - 1) / 64;
    const uint64_t head = ~uint64_t{0} << (from % 64);
    const uint64_t tail = ~uint64_t{0} >> (63 - (to - 1) % 64);
    if (first == last) return bits(words[first] & head & tail);
    size_t n = bits(words[first] & head) + bits(words[last] & tail);
    for (size_t w = first + 1; w < last; ++w) n += bits(words[w]);
    return n;
}

StartIndex digit_dense_starts(const DigitBits& digits, const StartIndex& starts, size_t window, size_t min_digits,
                              DigitKind kind) {
    std::vector<size_t> out;
    std::vector<unsigned char> first;
    for (size_t i = 0; i < starts.size(); ++i) {
        const size_t p = starts[i];
        if (p < digits.size() && digits.count(p, std::min(digits.size(), p + window), kind) >= min_digits) {
            out.push_back(p);
            first.push_back(starts.first_bytes()[i]);
        }
    }
    return StartIndex(std::move(out), std::move(first));
}

std::vector<size_t> starts_of_words(const std::vector<Token>& tokens, std::initializer_list<std::string_view> words) {
    // For each first byte, the lengths its words have and the words themselves: most tokens fail
    // the length check, the rest compare with a handful of words.
    std::array<uint32_t, 256> lengths{};
    std::array<std::vector<std::string_view>, 256> by_first;
    for (std::string_view w : words) {
        if (w.empty() || w.size() > 31) continue;
        const auto c = static_cast<unsigned char>(w[0]);
        const auto upper = static_cast<unsigned char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        lengths[c] |= 1u << w.size();
        by_first[c].push_back(w);
        if (upper != c) {
            lengths[upper] |= 1u << w.size();
            by_first[upper].push_back(w);
        }
    }
    std::vector<size_t> out;
    for (const Token& t : tokens) {
        const auto c = static_cast<unsigned char>(t.text.empty() ? 0 : t.text[0]);
        if (t.text.empty() || t.text.size() > 31 || !(lengths[c] & (1u << t.text.size()))) continue;
        for (std::string_view w : by_first[c]) {
            if (w.size() != t.text.size()) continue;
            bool same = true;
            for (size_t i = 1; i < w.size() && same; ++i) {
                const char x = t.text[i];
                same = (x >= 'A' && x <= 'Z' ? static_cast<char>(x - 'A' + 'a') : x) == w[i];
            }
            if (same) {
                out.push_back(t.start);
                break;
            }
        }
    }
    return out;
}

std::string window_before(std::string_view text, size_t pos, size_t n) {
    size_t from = pos > n ? pos - n : 0;
    return ascii_lower(text.substr(from, pos - from));
}

size_t first_token_at(const std::vector<Token>& tokens, size_t pos) {
    // A guess from the tokens' mean width, then a search outward from it that doubles its step until it
    // brackets the answer, then a binary search inside the bracket: the answer lower_bound gives, found
    // in a few nearby reads instead of twenty reads spread over every token of a large text (each a
    // cache miss; the recognizers call this for every span).
    const size_t n = tokens.size();
    const auto before = [&](size_t i) { return tokens[i].start < pos; };  // true for a prefix of the tokens
    if (n == 0 || !before(0)) return 0;
    if (before(n - 1)) return n;
    const size_t width = tokens[n - 1].start + 1;
    size_t guess = pos >= width ? n - 1 : static_cast<size_t>(static_cast<double>(pos) / static_cast<double>(width) * static_cast<double>(n));
    if (guess >= n) guess = n - 1;
    // lo: a token before pos; hi: a token at or after it.
    size_t lo, hi;
    if (before(guess)) {
        lo = guess;
        size_t step = 1;
        hi = lo + step;
        while (hi < n && before(hi)) {
            lo = hi;
            step *= 2;
            hi = lo + step;
        }
        if (hi >= n) hi = n - 1;  // tokens[n - 1] is at or after pos
    } else {
        hi = guess;
        size_t step = 1;
        lo = hi >= step ? hi - step : 0;
        while (lo > 0 && !before(lo)) {
            hi = lo;
            step *= 2;
            lo = hi >= step ? hi - step : 0;
        }
    }
    // before(lo) and !before(hi): the answer is in (lo, hi].
    while (hi - lo > 1) {
        const size_t mid = lo + (hi - lo) / 2;
        (before(mid) ? lo : hi) = mid;
    }
    return hi;
}

std::string window_after(std::string_view text, size_t pos, size_t n) {
    if (pos >= text.size()) return {};
    return ascii_lower(text.substr(pos, n));
}

static bool is_blank(char c) { return c == ' ' || c == '\t'; }
static bool is_ascii_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }

std::string word_before(std::string_view text, size_t pos) {
    size_t end = std::min(pos, text.size());
    while (end > 0 && is_blank(text[end - 1])) --end;
    size_t start = end;
    while (start > 0 && is_ascii_letter(text[start - 1])) --start;
    return ascii_lower(text.substr(start, end - start));
}

std::string word_after(std::string_view text, size_t pos) {
    size_t start = std::min(pos, text.size());
    while (start < text.size() && is_blank(text[start])) ++start;
    size_t end = start;
    while (end < text.size() && is_ascii_letter(text[end])) ++end;
    return ascii_lower(text.substr(start, end - start));
}

static bool contains_word(std::string_view window, std::string_view kw) {
    size_t at = 0;
    while ((at = window.find(kw, at)) != std::string_view::npos) {
        bool left_ok = at == 0 || !is_word_byte(static_cast<unsigned char>(window[at - 1]));
        size_t after = at + kw.size();
        bool right_ok = after >= window.size() || !is_word_byte(static_cast<unsigned char>(window[after])) ||
                        !is_word_byte(static_cast<unsigned char>(kw.back()));
        if (left_ok && right_ok) return true;
        ++at;
    }
    return false;
}

bool has_word(std::string_view lowered_window, std::initializer_list<std::string_view> keywords) {
    for (auto kw : keywords)
        if (contains_word(lowered_window, kw)) return true;
    return false;
}

bool has_word(std::string_view lowered_window, const std::vector<std::string>& keywords) {
    for (const auto& kw : keywords)
        if (contains_word(lowered_window, kw)) return true;
    return false;
}

size_t line_start(std::string_view text, size_t pos) {
    size_t p = text.rfind('\n', pos == 0 ? 0 : pos - 1);
    return (p == std::string_view::npos || pos == 0) ? 0 : p + 1;
}

size_t line_end(std::string_view text, size_t pos) {
    size_t p = text.find('\n', pos);
    return p == std::string_view::npos ? text.size() : p;
}

bool same_line(std::string_view text, size_t a, size_t b) {
    for (size_t i = a; i < b && i < text.size(); ++i)
        if (text[i] != ' ' && text[i] != '\t') return false;
    return true;
}

void require_valid_utf8(std::string_view text, const std::string& what) {
    if (const size_t bad = utf8::first_invalid_byte(text); bad != utf8::kValid)
        throw Error(ErrorKind::Format, what + ": invalid UTF-8 at byte " + std::to_string(bad));
}

}  // namespace synsema::redact
