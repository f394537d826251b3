// Issue 22's round trip: after a redacted page is read back by OCR, no gold
// identifier of at least 4 characters may be found in the text, exactly or
// at edit distance <= 1. This is that search.
//
// Whitespace runs count as one space on both sides (an identifier broken over
// two lines is still found). An identifier matches anywhere in the text, as a
// substring (edlib's infix alignment: the best place in the text, at most
// `max_distance` insertions, deletions or substitutions away). IGNORE spans
// are not identifiers.
//
// An exact match counts wherever it is ("Reno" in "Renoir"). A match one edit
// away counts only where it stands as whole words, with no letter or digit
// just before or after it: otherwise every four-letter name would be "found"
// one edit away inside some longer word ("Lina" as "fina" in "finalised"),
// which says nothing about whether the name can be read. Such near misses are
// still returned, marked `inside_word`, so a report can show them.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "gold_eval.h"

namespace synsema::redact {

struct LeakSearch {
    size_t min_chars = 4;   // identifiers shorter than this (in characters) are not searched
    int max_distance = 1;
    bool ignore_case = false;  // ASCII letters only
};

struct Leak {
    std::string type, identifier;  // the gold span
    std::string found;             // what matched in the text (whitespace-normalised)
    int distance = 0;
    bool inside_word = false;      // a fuzzy match with a letter or digit at an edge: not a leak
};

// Every gold identifier found in `text`, once each, in gold order: at the
// first place it stands as whole words if there is one, else (inside_word) at
// the first place it matches at all.
std::vector<Leak> find_leaks(std::string_view text, const std::vector<GoldSpan>& gold, const LeakSearch& how = {});

}  // namespace synsema::redact
