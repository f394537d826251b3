#include "class_prefixes.h"

#include <algorithm>
#include <vector>

#include "ascii_bytes.h"

namespace synsema::redact {

namespace {

// Prefixes written with a hyphen before a proper noun or a number: Nguni (Xhosa, Zulu, Ndebele,
// Swati) copulatives, locatives, possessives and instrumentals, and Shona's locatives and
// possessives. Left out on purpose: English and Arabic ones a name or a word may open with
// ("al-", "el-", "ad-", "ud-", "de-", "re-", "pre-", "mid-", "non-", "anti-", "ex-", "co-"); Shona's
// possessive "re-" is one of them.
constexpr std::string_view kPrefixes[] = {
    "e",   "ku",  "kwa", "kwi", "ngu", "ngo", "nga", "nge", "we",  "wa",  "wase", "ka",  "ye",  "ze",   "le",  "lo",
    "se",  "na",  "ne",  "no",  "nase", "ba", "bo",  "pa",  "mu",  "va",  "ja",   "dze", "ra",  "kuna", "sa",
    "cha", "che", "chi", "zva", "zve", "njenge"};

bool listed(std::string_view word) {
    return std::find(std::begin(kPrefixes), std::end(kPrefixes), word) != std::end(kPrefixes);
}

}  // namespace

bool split_class_prefixes(std::string_view text, std::string* out) {
    std::vector<size_t> hyphens;
    for (size_t i = 1; i + 1 < text.size(); ++i) {
        if (text[i] != '-') continue;
        const unsigned char next = static_cast<unsigned char>(text[i + 1]);
        if (!ascii_upper(next) && !ascii_digit(next)) continue;
        size_t start = i;
        while (start > 0 && ascii_lower_letter(static_cast<unsigned char>(text[start - 1])) && i - start < 6) --start;
        // The prefix stands alone: a blank, a bracket or a line's start before it, not a longer word.
        if (start == i || (start > 0 && (ascii_alnum(static_cast<unsigned char>(text[start - 1])) ||
                                         static_cast<unsigned char>(text[start - 1]) >= 0x80 || text[start - 1] == '-')))
            continue;
        if (listed(text.substr(start, i - start))) hyphens.push_back(i);
    }
    if (hyphens.size() < 2) return false;
    out->assign(text);
    for (size_t h : hyphens) (*out)[h] = ' ';
    return true;
}

}  // namespace synsema::redact
