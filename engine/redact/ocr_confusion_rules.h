// The rules behind undo_ocr_confusions (ocr_confusions.h), one function
// each, by kind: misread punctuation at a byte (ocr_punctuation.cpp),
// letters and digits swapped inside a token (ocr_token_swaps.cpp), and
// postcodes whose places say what each byte must be (ocr_postcodes.cpp).
// Each rule calls put(k, c) for every byte it changes; the text keeps its
// length. Internal to engine/redact.
#pragma once
#include <cstddef>
#include <functional>
#include <string_view>

namespace synsema::redact::ocr_rules {

using PutByte = std::function<void(size_t, char)>;

// Punctuation and glyphs misread at byte i (ocr_punctuation.cpp). Those
// returning a size return the bytes they covered (0: the rule did not apply),
// which the caller skips; zero_before_apostrophe returns whether it changed i.
bool zero_before_apostrophe(std::string_view text, size_t i, const PutByte& put);
void comma_after_number_word(std::string_view text, size_t i, const PutByte& put);
void comma_after_born_or_died(std::string_view text, size_t i, const PutByte& put);
void label_semicolon_as_colon(std::string_view text, size_t i, const PutByte& put);
void number_word_comma_semicolon(std::string_view text, size_t i, const PutByte& put);
void abbreviation_comma_before_number_word(std::string_view text, size_t i, const PutByte& put);
void label_colon_as_greater(std::string_view text, size_t i, const PutByte& put);
void opening_bracket_as_i(std::string_view text, size_t i, const PutByte& put);
size_t gap_read_as_dashes(std::string_view text, size_t i, const PutByte& put);
size_t underscores_before_number(std::string_view text, size_t i, const PutByte& put);
void brace_inside_code(std::string_view text, size_t i, const PutByte& put);
void dollar_inside_word(std::string_view text, size_t i, const PutByte& put);
size_t dots_read_as_commas_in_number(std::string_view text, size_t i, const PutByte& put);
void comma_in_email_domain(std::string_view text, size_t i, const PutByte& put);
void ampersand_for_a_grave(std::string_view text, size_t i, const PutByte& put);
size_t csv_header_dots(std::string_view text, size_t i, const PutByte& put);
void colon_in_ipv4(std::string_view text, size_t i, const PutByte& put);
void colon_in_phone(std::string_view text, size_t i, const PutByte& put);

// Letters and digits swapped inside a token of ASCII letters and digits
// (ocr_token_swaps.cpp). Returns the token's end, where the caller goes on.
size_t undo_token_swaps(std::string_view text, size_t start, const std::function<bool(std::string_view)>& known_word,
                        const PutByte& put);

// Postcodes (ocr_postcodes.cpp), over the whole text.
void undo_ca_postcode_confusions(std::string_view text, const PutByte& put);
void undo_uk_postcode_confusions(std::string_view text, const PutByte& put);

}  // namespace synsema::redact::ocr_rules
