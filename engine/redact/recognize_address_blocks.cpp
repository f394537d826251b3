// A postal address written as a block of lines above its postcode, as letters and forms write it
// where no street-type word or gazetteer town says what each line is:
//   Mr Ryszard Kowalczyk-Hay
//   3 Hoofields                  <- a line with a house number: the street (ADDRESS)
//   Scalloway                    <- the line right above the postcode's: the town (LOCATION)
//   Shetland  ZE1 0UQ            <- before the postcode: the county or town (LOCATION)
// and on the postcode's own line, its comma-separated parts: "Gremista Industrial Estate, Lerwick,
// Shetland ZE1 0PX" (the first part a street or an estate, the others places). The lines above are
// taken up to a blank line, a person's or an organisation's line, or a line that is no address's
// (long, ending with a colon, in capitals, or of more than four words). Runs after the names and
// organisations, whose sure spans it reads (a run of capitalised words no context backs yields to
// the block), and the postcodes (ZIP) it starts from.
#include <algorithm>
#include <cctype>
#include <cstring>

#include "lexicon.h"
#include "recognizers.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

constexpr size_t kLineReach = 200;  // bytes: longer lines are no address block's

struct Part {
    size_t start = 0, end = 0;
};

// [start, end) without its blanks and trailing comma, and past a form's label: the value after the
// last tab or run of blanks inside it ("Address            47 Lewis Street").
Part trimmed(std::string_view text, size_t start, size_t end) {
    while (end > start && (text[end - 1] == ' ' || text[end - 1] == '\t' || text[end - 1] == ',' || text[end - 1] == '\r')) --end;
    while (start < end && (text[start] == ' ' || text[start] == '\t')) ++start;
    for (size_t i = end; i > start + 1; --i)
        if (text[i - 1] == '\t' || (text[i - 1] == ' ' && text[i - 2] == ' ')) {
            start = i;
            break;
        }
    return {start, end};
}

// One to four words, each opening with a capital or a digit, no colon, none in capitals but a short
// code ("4B"), at most one number: what an address line is made of.
bool address_words(std::string_view s, bool* has_digit) {
    if (s.empty() || s.size() > 48 || s.find(':') != std::string_view::npos) return false;
    // (Nor a Chinese postcode's label run on before it, with a chat's "is": "邮编阿是210008".)
    for (std::string_view label : {"邮编", "郵編", "邮政编码", "郵政編碼"})
        if (s.find(label) != std::string_view::npos) return false;
    int words = 0, numbers = 0;
    bool caps_word = false;
    for (size_t i = 0; i < s.size();) {
        while (i < s.size() && s[i] == ' ') ++i;
        if (i >= s.size()) break;
        size_t e = i;
        while (e < s.size() && s[e] != ' ') ++e;
        const std::string_view w = s.substr(i, e - i);
        const auto c = static_cast<unsigned char>(w[0]);
        // A place's joining word inside it ("Isle of Anglesey", "Stratford upon Avon", "Llanfair yn Neubwll").
        const bool joining = words > 0 && (w == "of" || w == "on" || w == "upon" || w == "the" || w == "de" || w == "la" ||
                                           w == "le" || w == "du" || w == "y" || w == "yn" || w == "yr" || w == "am" || w == "an");
        if (std::isdigit(c)) ++numbers;
        else if (!(std::isupper(c) || c >= 0x80 || joining)) return false;
        size_t upper = 0, lower = 0;
        for (unsigned char ch : w) upper += std::isupper(ch) ? 1 : 0, lower += std::islower(ch) ? 1 : 0;
        caps_word = caps_word || (upper >= 3 && lower == 0);
        ++words;
        i = e;
    }
    *has_digit = numbers > 0;
    return words >= 1 && words <= 4 && numbers <= 1 && !caps_word;
}

// A unit's word and its number: "Unit 7", "Flat 4B", "Suite 210".
bool unit_word(std::string_view part) {
    for (std::string_view w : {"Unit ", "Flat ", "Suite ", "Apartment ", "Apt ", "Shop ", "Office "})
        if (part.starts_with(w)) return true;
    return false;
}

// A state, province or country by the Lexicon: every word a region's, or the phrase one.
bool region(const ScanInput& in, std::string_view phrase) {
    if (in.lex.flags_folded(fold_phrase(phrase)) & kLexRegion) return true;
    // A province by its word ("Koshi Province", "Western Region"), a country by its state's style ("Republic of
    // Maldives"): the words of a style are passed over, a country's or region's name must remain.
    if (phrase.ends_with(" Province") || phrase.ends_with(" PROVINCE") || phrase.ends_with(" Region") || phrase.ends_with(" REGION"))
        return true;
    static const WordSet kStyle = {"Republic", "of", "the", "Democratic", "Federal", "Islamic", "Kingdom", "People's", "United"};
    bool all = true, named = false;
    for (size_t i = 0; i < phrase.size();) {
        size_t e = phrase.find(' ', i);
        if (e == std::string_view::npos) e = phrase.size();
        const std::string_view word = phrase.substr(i, e - i);
        const bool is_region = (in.lex.flags(word) & kLexRegion) != 0;
        named = named || is_region;
        all = all && (is_region || kStyle.count(word) != 0);
        i = e + 1;
    }
    return all && named;
}

// The sure names and organisations, by start, to ask whether one overlaps a line (a scan of every
// span for every postcode grew with the product of the two).
class NameIndex {
public:
    NameIndex(const Spans& out, size_t first, size_t last, double sure) {
        for (size_t k = first; k < last; ++k) {
            const Candidate& c = out[k];
            if (c.confidence < sure) continue;  // a guess sent to review yields to the block
            if (std::strcmp(c.category, "PERSON") != 0 && std::strcmp(c.category, "ORGANIZATION") != 0) continue;
            ranges_.push_back({c.start, c.end});
            longest_ = std::max(longest_, c.end - c.start);
        }
        std::sort(ranges_.begin(), ranges_.end(), [](const Part& a, const Part& b) { return a.start < b.start; });
    }
    bool overlaps(size_t start, size_t end) const {
        const size_t from = start > longest_ ? start - longest_ : 0;
        auto it = std::lower_bound(ranges_.begin(), ranges_.end(), from, [](const Part& r, size_t p) { return r.start < p; });
        for (; it != ranges_.end() && it->start < end; ++it)
            if (it->end > start) return true;
        return false;
    }

private:
    std::vector<Part> ranges_;
    size_t longest_ = 0;
};

}  // namespace

void find_address_blocks(const ScanInput& in, Spans& out, size_t first_span) {
    const std::string_view text = in.text;
    const size_t found = out.size();
    const NameIndex names(out, first_span, found, in.sure);
    for (size_t k = first_span; k < found; ++k) {
        const Candidate zip = out[k];  // a copy: add_span may grow out
        if (std::strcmp(zip.category, "ZIP") != 0) continue;
        // Its line, looked for within kLineReach bytes each way: a text without line ends has no blocks
        // (and an unbounded search per postcode would make such a text's cost grow with its square).
        const size_t from = zip.start > kLineReach ? zip.start - kLineReach : 0;
        const size_t newline_before = zip.start == 0 ? std::string_view::npos : text.substr(from, zip.start - from).rfind('\n');
        if (newline_before == std::string_view::npos && from > 0) continue;
        const size_t line_start = newline_before == std::string_view::npos ? 0 : from + newline_before + 1;
        const size_t newline_after = text.substr(zip.end, kLineReach).find('\n');
        if (newline_after == std::string_view::npos && zip.end + kLineReach < text.size()) continue;
        const size_t line_end = newline_after == std::string_view::npos ? text.size() : zip.end + newline_after;
        // Only a postcode that ends its line (a trailing country name aside is not handled).
        if (trimmed(text, zip.end, line_end).end != trimmed(text, zip.end, line_end).start) continue;
        // The postcode's line: its parts before the postcode, by commas.
        std::vector<Part> parts;
        for (size_t p = line_start; p < zip.start;) {
            size_t comma = text.find(',', p);
            if (comma == std::string_view::npos || comma > zip.start) comma = zip.start;
            const Part part = trimmed(text, p, comma);
            if (part.end > part.start) parts.push_back(part);
            p = comma + 1;
        }
        bool block_ok = parts.size() <= 4;
        bool numbered[4] = {false, false, false, false};  // each part holds a number
        for (size_t i = 0; i < parts.size() && block_ok; ++i)
            block_ok = address_words(text.substr(parts[i].start, parts[i].end - parts[i].start), &numbered[i]);
        if (!block_ok || names.overlaps(line_start, zip.start)) continue;
        for (size_t i = 0; i < parts.size(); ++i) {
            const std::string_view part = text.substr(parts[i].start, parts[i].end - parts[i].start);
            // A state, province or country ("Vancouver, WA 98668", "New Orleans, Louisiana 70112") is no
            // identifier; nor is a code of capitals before the postcode.
            if (!numbered[i] && (region(in, part) || (part.size() <= 3 && std::isupper(static_cast<unsigned char>(part.back()))))) continue;
            // (Nor Japan's postal mark before the code: "〒486-0844".)
            if (part == "\xE3\x80\x92") continue;
            const bool street = numbered[i] || (i == 0 && parts.size() >= 3);
            // A unit first ("Unit 7, Parc Cybi, Holyhead"): the unit and the estate or street after it are one address.
            if (i == 0 && parts.size() >= 3 && numbered[0] && !numbered[1] && unit_word(text.substr(parts[0].start, parts[0].end - parts[0].start))) {
                add_span(out, parts[0].start, parts[1].end, "ADDRESS", "address.block_line", 0.8);
                ++i;
                continue;
            }
            add_span(out, parts[i].start, parts[i].end, street ? "ADDRESS" : "LOCATION", "address.block_line", 0.8);
        }
        // The lines above, up to four.
        size_t end_above = line_start;
        for (int n = 0; n < 4 && end_above > 0; ++n) {
            const size_t above_end = end_above - 1;  // the '\n' ending the line above
            const size_t reach_from = above_end > kLineReach ? above_end - kLineReach : 0;
            const size_t nl = above_end == 0 ? std::string_view::npos : text.substr(reach_from, above_end - reach_from).rfind('\n');
            if (nl == std::string_view::npos && reach_from > 0) break;  // a line too long to be an address's
            const size_t above_start = nl == std::string_view::npos ? 0 : reach_from + nl + 1;
            const Part line = trimmed(text, above_start, above_end);
            if (line.end == line.start) break;  // a blank line
            bool digit = false;
            if (!address_words(text.substr(line.start, line.end - line.start), &digit)) break;
            if (names.overlaps(line.start, line.end)) break;
            // Right above the postcode's line, a line without a number is the town; further up only a
            // line with one is the block's (a department's or a building's name is not told from a street's).
            const bool town = n == 0 && !digit && parts.size() <= 1;
            // (A street named without a number is the block's too: its type word first, after an article perhaps, or
            // last: "La Rue du Moulin" above Jersey's parish, "Chemin des Vignes", "Moss Lane".)
            const auto street_named = [&] {
                size_t k = first_token_at(in.tokens, line.start), last = k;
                while (last + 1 < in.tokens.size() && in.tokens[last + 1].end <= line.end) ++last;
                if (k >= in.tokens.size() || in.tokens[last].end > line.end || last == k) return false;
                const std::string_view w = in.tokens[k].text;
                if ((w == "La" || w == "Le" || w == "Les" || w == "The") && k + 1 < last) ++k;
                return in.tokens[k].capitalised && ((in.tokens[k].lex & kLexStreetBefore) || (in.tokens[last].capitalised && (in.tokens[last].lex & kLexStreetAfter)));
            };
            if (!digit && !town && !(n == 1 && street_named())) break;
            add_span(out, line.start, line.end, town ? "LOCATION" : "ADDRESS", "address.block_line", 0.8);
            end_above = above_start;
        }
    }
}

}  // namespace synsema::redact
