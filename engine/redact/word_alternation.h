// A regular-expression alternation of literal words, grouped by first letter.
// PCRE2 tries the branches of an alternation one after another, so a list of
// hundreds of street or institution words costs hundreds of failed branches at
// every position where a word could start; grouped as "(?:A(?:lley|venue)|B(?:…))"
// it costs one test of the first byte per group. The matches are the same:
// branches with different first letters can never both match at one position,
// and within a group the branches keep their order (the first that leads to an
// overall match still wins).
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace synsema::redact {

// Each word is a branch of regex text that opens with one literal character (a
// letter, or an escaped character such as "\\."), with no quantifier on it
// (throws Error(Invalid) otherwise); the rest may be any regex ("Inc\\.?"). With
// `caseless`, the groups are keyed by the ASCII lower case of the first byte
// (for a pattern under (?i)); the words opening with a non-ASCII character share
// one group, in the order given. Empty words are left out.
std::string grouped_alternation(const std::vector<std::string>& words, bool caseless = false);

}  // namespace synsema::redact
