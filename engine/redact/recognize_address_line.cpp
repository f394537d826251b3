// The continental address line: the street's name, its number, then a comma
// and the postcode before the town. Most of Europe (and Turkey, Iceland,
// Greece) writes it this way, in any script and often with no street-type
// word at all:
//   "Riia tn 15-7, 51010 Tartu"
//   "Hafnarstræti 88, íbúð 0302,\n600 Akureyri"
//   "Αγίας Σοφίας 87, 3ος όροφος, 546 22 Θεσσαλονίκη"
//   "via Santo Stefano 38, scala B, piano 2°, interno 7, 40125"
//   "Savanorių pr. 214-17, LT-50194 Kaunas" (a country's letters before the postcode)
// The shape carries the meaning, so the rule needs no list of each language's
// street words: a name word the dictionary lacks, a house number, a comma, a
// postcode and a capitalised town. The short parts between the number and
// the postcode (flat, floor, staircase) belong to the street.
#include <algorithm>
#include <cctype>
#include <optional>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

struct Range {
    size_t start = 0, end = 0;
};

bool is_blank(char c) { return c == ' ' || c == '\t'; }

// The house number that ends a segment: "88", "15-7", "512/38", "12a", "7 B". Its start, or npos.
size_t house_number_start(std::string_view text, Range seg) {
    size_t e = seg.end;
    if (e > seg.start && std::isalpha(static_cast<unsigned char>(text[e - 1])) && e - 1 > seg.start &&
        (std::isdigit(static_cast<unsigned char>(text[e - 2])) || text[e - 2] == ' '))
        --e;  // "12a", "7 B"
    while (e > seg.start && text[e - 1] == ' ') --e;
    size_t s = e;
    for (int part = 0; part < 2; ++part) {
        size_t d = s;
        while (d > seg.start && std::isdigit(static_cast<unsigned char>(text[d - 1])) && s - d < 5) --d;
        if (d == s || s - d > 4) return part == 0 ? std::string_view::npos : s + 1;
        s = d;
        if (s > seg.start && (text[s - 1] == '-' || text[s - 1] == '/') && s - 1 > seg.start &&
            std::isdigit(static_cast<unsigned char>(text[s - 2])))
            --s;
        else
            break;
    }
    if (s == seg.start || !is_blank(text[s - 1])) return std::string_view::npos;
    return s;
}

class LineScanner {
public:
    LineScanner(const ScanInput& in, Spans& out) : in_(in), text_(in.text), toks_(in.tokens), out_(out) {}

    void run() {
        // ", 51010 Tartu", ",\n600 Akureyri", ", 546 22 Θεσσαλονίκη", ", 40125,".
        static const Regex code_town(
            R"(,[ \t]*(?:\r?\n[ \t]*)?((?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}|\d{3}[ ]\d{2}|\d{2}-\d{3}|\d{3}))(?![\w-]|[ ]\d)(?:[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2})(?![\p{L}\d]))?)");
        for (size_t c = text_.find(','); c != std::string_view::npos; c = text_.find(',', c + 1)) {
            size_t q = c + 1;
            while (q < text_.size() && (is_blank(text_[q]) || text_[q] == '\n' || text_[q] == '\r')) ++q;
            // A country's letters may come first: "LT-50194 Kaunas", "CH-8004 Zürich".
            size_t digit = q;
            while (digit < text_.size() && digit < q + 2 && std::isupper(static_cast<unsigned char>(text_[digit]))) ++digit;
            if (digit > q && (digit >= text_.size() || text_[digit] != '-')) continue;
            if (digit > q) ++digit;
            if (digit >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[digit]))) continue;
            Match m;
            if (!code_town.match_at(text_, c, &m)) continue;
            line_at(c, m);
        }
    }

private:
    // A name word of a street: capitalised in any script, not a month or weekday.
    bool name_word(const Token& t) const {
        return (t.capitalised || t.all_caps) && !(t.lex & (kLexMonth | kLexIntlMonth | kLexIntlWeekday | kLexRegion));
    }
    bool street_word(const Token& t) const { return (t.lex & (kLexStreetBefore | kLexStreetAfter)) != 0; }

    // The street before a house number: its words back to a lower-case word of the sentence, a
    // label's colon or the line's start. None when it has no name word the dictionary lacks and no
    // type word, or is only a type word ("Str. 4").
    std::optional<size_t> street_before(Range seg, size_t number) const {
        const size_t last = first_token_at(toks_, number);
        size_t first = last;
        bool proper = false, typed = false;
        while (first > 0 && toks_[first - 1].start >= seg.start) {
            const Token& t = toks_[first - 1];
            const size_t next = first == last ? number : toks_[first].start;
            bool joined = true;  // only blanks and an abbreviation's dot between the word and the next
            for (size_t i = t.end; i < next; ++i) joined = joined && (text_[i] == ' ' || text_[i] == '.');
            // "Riia tn 15-7": a short lower-case type word right before the number.
            const bool abbreviation = t.lower && first == last && t.text.size() <= 3;
            if (!joined || !(name_word(t) || street_word(t) || abbreviation || (t.lex & kLexParticle) || t.initial)) break;
            typed = typed || street_word(t) || abbreviation;
            if (name_word(t) && t.text.size() >= 3 && !(t.lex & (kLexCommon | kLexVocab | kLexStop))) proper = true;
            --first;
        }
        while (first < last && !name_word(toks_[first]) && !street_word(toks_[first])) ++first;
        bool named = false;
        for (size_t k = first; k < last; ++k) named = named || (name_word(toks_[k]) && !street_word(toks_[k]));
        if (first >= last || !named || !(proper || typed)) return std::nullopt;
        return toks_[first].start;
    }

    // A unit after the number: "íbúð 0302", "3ος όροφος", "scala B", "int. 3", "Apt 4". Short, with a
    // digit or a single letter, and no name word of four letters or more.
    bool unit_segment(Range seg) const {
        std::string_view v = text_.substr(seg.start, seg.end - seg.start);
        if (v.empty() || v.size() > 24 || v.find('\n') != std::string_view::npos) return false;
        bool mark = false;
        for (char ch : v) mark = mark || std::isdigit(static_cast<unsigned char>(ch));
        size_t words = 0;
        for (size_t k = first_token_at(toks_, seg.start); k < toks_.size() && toks_[k].start < seg.end; ++k) {
            const Token& t = toks_[k];
            ++words;
            if (t.text.size() == 1 && std::isupper(static_cast<unsigned char>(t.text[0]))) mark = true;
            if ((t.capitalised || t.all_caps) && t.text.size() >= 4 && !(t.lex & (kLexCommon | kLexVocab))) return false;
        }
        return mark && words <= 3;
    }

    // The segment of the line that ends at `end` (exclusive): back to a comma, a colon, a bracket or the line's start.
    Range segment_before(size_t end) const {
        size_t s = end;
        while (s > 0 && text_[s - 1] != ',' && text_[s - 1] != '\n' && text_[s - 1] != ':' && text_[s - 1] != '(' &&
               text_[s - 1] != ';' && text_[s - 1] != '|' && end - s < 80)
            --s;
        Range r{s, end};
        while (r.start < r.end && is_blank(text_[r.start])) ++r.start;
        while (r.end > r.start && is_blank(text_[r.end - 1])) --r.end;
        return r;
    }

    void line_at(size_t comma, const Match& m) {
        // A thousands' comma inside an amount is no address's ("Debt of 1,350,000 IQD").
        if (comma > 0 && comma + 1 < text_.size() && std::isdigit(static_cast<unsigned char>(text_[comma - 1])) &&
            std::isdigit(static_cast<unsigned char>(text_[comma + 1])))
            return;
        // The street, then up to three unit parts, before the comma.
        size_t end = comma, units_end = 0;
        std::optional<size_t> street_start;
        Range street;
        for (int k = 0; k < 4; ++k) {
            const Range seg = segment_before(end);
            if (seg.end <= seg.start) return;
            const size_t number = house_number_start(text_, seg);
            if (number != std::string_view::npos && (street_start = street_before(seg, number))) {
                street = Range{*street_start, seg.end};
                break;
            }
            // Not the street: a unit part between it and the postcode, with a comma before it.
            size_t p = seg.start;
            while (p > 0 && is_blank(text_[p - 1])) --p;
            if (!unit_segment(seg) || p == 0 || text_[p - 1] != ',') return;
            if (units_end == 0) units_end = seg.end;
            end = p - 1;
        }
        if (!street_start) return;
        const size_t address_end = units_end ? units_end : street.end;
        bool town = m.has(2) && town_ok(m.text(2));
        const std::string_view code = m.text(1);
        // A postcode without its town only after a street with its type word ("via …, 40125,"), and
        // never three digits alone.
        if (!town) {
            if (code.size() == 3 || !typed_street(street)) return;
            size_t after = m.end(1);
            if (after < text_.size() && text_[after] != ',' && text_[after] != ')' && text_[after] != '\n' && text_[after] != '.')
                return;
        }
        add_span(out_, street.start, address_end, "ADDRESS", "address.line", 0.9);
        add_span(out_, m.start(1), m.end(1), "ZIP", "address.line", 0.9);
        if (town) add_span(out_, m.start(2), m.end(2), "LOCATION", "address.line", 0.88);
    }

    bool typed_street(Range street) const {
        for (size_t k = first_token_at(toks_, street.start); k < toks_.size() && toks_[k].start < street.end; ++k)
            if (street_word(toks_[k])) return true;
        return false;
    }

    // A town: not a region, not a month, and a word of the language only where the gazetteer has it.
    bool town_ok(std::string_view town) const {
        if (is_region_name(town) || is_month_or_weekday(town) || is_org_keyword(town)) return false;
        const uint32_t f = in_.lex.flags(town);
        if ((f & (kLexCommon | kLexVocab | kLexMonth | kLexIntlMonth | kLexIntlWeekday)) && !(f & kLexCity)) return false;
        return true;
    }

    const ScanInput& in_;
    std::string_view text_;
    const std::vector<Token>& toks_;
    Spans& out_;
};

}  // namespace

void find_address_lines(const ScanInput& in, Spans& out) { LineScanner(in, out).run(); }

}  // namespace synsema::redact
