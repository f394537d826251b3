// Small text helpers shared by the recognizers: word tokens with their shape,
// and context-word lookups in a window before or after a position.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "start_index.h"

namespace synsema::redact {

// A word: letters (ASCII or any UTF-8 multi-byte character) with inner
// apostrophes or hyphens ("O'Rourke", "Holloway-Baptiste"). A possessive 's
// is left out of the token.
struct Token {
    size_t start = 0, end = 0;
    std::string_view text;
    bool capitalised = false;  // first letter upper case, some lower case after
    bool all_caps = false;     // two or more letters, all upper case
    bool initial = false;      // one upper-case letter followed by '.'
    bool lower = false;        // starts with a lower-case letter
    uint32_t lex = 0;          // Lexicon flags (lexicon.h), set by the detector
};

std::vector<Token> tokenize_words(std::string_view text);

// Scripts without letter case (Hebrew, Arabic, the Indic scripts, Thai, Georgian, CJK) start at U+0590,
// whose UTF-8 lead byte is 0xD6; Latin, Greek, Cyrillic and Armenian are below it.
inline bool caseless_lead(unsigned char byte) { return byte >= 0xD6; }
// Greek, Cyrillic and Armenian (U+0370-U+058F, lead bytes 0xCD-0xD5): scripts with case that are not
// Latin, whose words no list of ours holds.
inline bool other_cased_script_lead(unsigned char byte) { return byte >= 0xCD && byte <= 0xD5; }
// A word of such a script: no case seen in it.
inline bool caseless_word(const Token& t) {
    return !t.text.empty() && caseless_lead(static_cast<unsigned char>(t.text[0])) && !t.capitalised && !t.all_caps && !t.lower && !t.initial;
}
// Any character of such a script in the text.
bool has_caseless_script(std::string_view text);
// Whether the text holds Hungarian's own letters, ő or ű: the rules for Hungarian's joined case endings
// (recognize_suffixed_towns.cpp, recognize_intl_dates.cpp) read only such a text.
inline bool has_hungarian_letters(std::string_view text) {
    return text.find("\xC5\x91") != std::string_view::npos || text.find("\xC5\xB1") != std::string_view::npos;
}
// The start of text[start, end) past the words of `leading` that open it, one after another, as long as
// at least `min_after` bytes stay: the words Chinese writes joined to a name, a place or an institution
// ("由王醫師", "他住在台北市…", "在台北榮民總醫院").
size_t skip_leading(std::string_view text, size_t start, size_t end, std::initializer_list<std::string_view> leading, size_t min_after);

// The index of the first token (sorted by start) that starts at or after pos; tokens.size() when none.
size_t first_token_at(const std::vector<Token>& tokens, size_t pos);

// Positions where a number, a capitalised word or a '+', '(' or '&' can begin:
// the byte is an ASCII digit, A-Z, '+', '(', '&' or starts a non-ASCII
// character, and the byte before it (if any) is not ASCII [A-Za-z0-9_]. A
// pattern that opens with a look-behind excluding \w can only match at these
// positions (see Regex::for_each_at and StartBytes).
std::vector<size_t> identifier_starts(std::string_view text);

// Positions where a word can begin: the byte is an ASCII letter (either case)
// or starts a non-ASCII character, and the byte before it (if any) is not
// ASCII [A-Za-z0-9_]. A pattern that opens with \b or a look-behind excluding
// \w before a letter can only match at these positions, caseless ones too.
std::vector<size_t> letter_starts(std::string_view text);

std::string ascii_lower(std::string_view s);  // ASCII letters only; UTF-8 bytes stay

// Which bytes count as digits: ASCII digits only, or also every byte of a
// non-ASCII character (one may be a digit of another script, which \d
// matches under UCP; counting its bytes over-counts, never under-counts).
enum class DigitKind { Ascii, AnyScript };

// One bit per byte of a text for each DigitKind. Built once per document so
// every recognizer that needs digit counts in a window (digit_dense_starts)
// reads them with a popcount or two instead of rescanning the text; a
// quarter of the text's size.
class DigitBits {
public:
    explicit DigitBits(std::string_view text);
    size_t size() const { return size_; }  // the text's length
    // Digits in [from, to), to <= size().
    size_t count(size_t from, size_t to, DigitKind kind = DigitKind::Ascii) const;

private:
    std::vector<uint64_t> ascii_, any_script_;
    size_t size_ = 0;
};

// The candidates of `starts` with at least `min_digits` digits in the
// `window` bytes from them: where a pattern that needs that many digits can
// begin. Lets long patterns skip most of a text cheaply.
// With DigitKind::AnyScript it is exact for a pattern whose \d may match any
// script's digit, when `window` is at most the length of its shortest match
// written in ASCII, `min_digits` the fewest digits among the first `window`
// bytes of any such ASCII match, and its other characters there are ASCII:
// a wider digit pushes bytes out of the window only by adding counted ones.
// Each candidate keeps its first byte.
StartIndex digit_dense_starts(const DigitBits& digits, const StartIndex& starts, size_t window, size_t min_digits,
                              DigitKind kind = DigitKind::Ascii);

// The start offsets, in text order, of the tokens that are one of `words` (given in lower case;
// ASCII case is ignored): where a pattern that opens with one of those words is worth trying,
// instead of letting the regex engine try it at every such letter of a text.
std::vector<size_t> starts_of_words(const std::vector<Token>& tokens, std::initializer_list<std::string_view> words);

bool is_word_byte(unsigned char c);  // ASCII alnum or part of a UTF-8 sequence
size_t count_digits(std::string_view s);  // ASCII digits 0-9
size_t count_letters(std::string_view s);  // ASCII letters and non-ASCII characters (their lead bytes)
// Lower-cased bytes of text[max(0,pos-n) .. pos).
std::string window_before(std::string_view text, size_t pos, size_t n);
std::string window_after(std::string_view text, size_t pos, size_t n);
// The ASCII word right before `pos` (blanks between allowed) or right after
// it, lower-cased; empty when a non-letter comes first ("on the 9th": the
// word before "the" is "on").
std::string word_before(std::string_view text, size_t pos);
std::string word_after(std::string_view text, size_t pos);
// True when any keyword occurs as a whole word in the lower-cased window.
bool has_word(std::string_view lowered_window, std::initializer_list<std::string_view> keywords);
bool has_word(std::string_view lowered_window, const std::vector<std::string>& keywords);

size_t line_start(std::string_view text, size_t pos);
size_t line_end(std::string_view text, size_t pos);
// True when only spaces/tabs lie between a and b.
bool same_line(std::string_view text, size_t a, size_t b);

// Throws synsema::Error(Format) naming the byte offset of the first invalid
// UTF-8 sequence; the recognizers work on valid UTF-8 only.
void require_valid_utf8(std::string_view text, const std::string& what);

}  // namespace synsema::redact
