// A postcode right after a town the rules found, in whichever order a country
// writes them and whatever its format:
//   "Unit C, Boise,\n83706."        (a US ZIP after its city, the state left out)
//   "San Lazzaro di Savena (40068)" (an Italian CAP in brackets)
//   "St. Michael BB12038"           (Barbados)
//   "Konak/İzmir 35220"             (a district and its province, then the code)
//   "Uttara, Dhaka-1230"            (Bangladesh, joined by a hyphen)
//   "Agatti - 682553"               (India's PIN after a spaced dash)
//   "Бердск, 633010"                (six digits after a comma, closing the line)
//   "Mbabane H100"                  (Eswatini: the region's letter, three digits)
// The town found first is what makes the number a postcode; a year after a
// town is a dateline ("Lisbon, 2019"), so four digits from 1900 to 2099 count
// only in brackets. Also a postcode after its country closing an address's
// line: "Tuguegarao City, Cagayan, Philippines 3500", "Kisumu, Kenya 40100"; and
// one after its own word in a sentence: "code postal 31130", "postcode is 6221 CN".
#include <cctype>
#include <string>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

bool digit(std::string_view text, size_t p) { return p < text.size() && std::isdigit(static_cast<unsigned char>(text[p])); }

// The postcode's end when one starts at p, else 0.
size_t postcode_end(std::string_view text, size_t p, bool bracketed, bool six_ok = false) {
    size_t q = p;
    // "BB12038": a country's two letters before five digits.
    if (q + 2 < text.size() && std::isupper(static_cast<unsigned char>(text[q])) && std::isupper(static_cast<unsigned char>(text[q + 1])) &&
        digit(text, q + 2))
        q += 2;
    // "MXK 1720": Malta's three letters, a blank and four digits, the first not 0 (not "ETA 0900", a time).
    if (q == p && q + 4 < text.size() && std::isupper(static_cast<unsigned char>(text[q])) && std::isupper(static_cast<unsigned char>(text[q + 1])) &&
        std::isupper(static_cast<unsigned char>(text[q + 2])) && text[q + 3] == ' ' && digit(text, q + 4) && text[q + 4] != '0' &&
        text.compare(q, 3, "ETA") != 0 && text.compare(q, 3, "ETD") != 0)
        q += 4;
    // "LT-21104", "LV-1010", "CH-3930": a country's letters and a hyphen before the code, as Lithuania writes
    // it and Europe's international mail did.
    if (q == p && q + 3 < text.size() && std::isupper(static_cast<unsigned char>(text[q])) &&
        (std::isupper(static_cast<unsigned char>(text[q + 1])) ? text[q + 2] == '-' && digit(text, q + 3) : text[q + 1] == '-' && digit(text, q + 2)))
        q += std::isupper(static_cast<unsigned char>(text[q + 1])) ? 3 : 2;
    // "Mbabane H100": Eswatini's letter for its region (Hhohho, Lubombo, Manzini, Shiselweni) and three digits.
    if (q == p && q + 4 <= text.size() && std::string_view("HLMS").find(text[q]) != std::string_view::npos && digit(text, q + 1) &&
        digit(text, q + 2) && digit(text, q + 3) && (q + 4 == text.size() || !std::isalnum(static_cast<unsigned char>(text[q + 4]))))
        return q + 4;
    const size_t digits_from = q;
    while (digit(text, q)) ++q;
    const size_t n = q - digits_from;
    if (n < 4 || n > (six_ok ? 6u : 5u)) return 0;
    // Not part of a longer number, a decimal, a range, a time or a measure.
    if (q < text.size() && (std::isalnum(static_cast<unsigned char>(text[q])) || text[q] == '-' || text[q] == ':' || text[q] == '%' ||
                            text[q] == '/' || (text[q] == '.' && digit(text, q + 1)) || (text[q] == ',' && digit(text, q + 1))))
        return 0;
    if (n == 4 && digits_from == p && !bracketed) {
        const int year = std::stoi(std::string(text.substr(p, 4)));
        if (year >= 1900 && year <= 2099) return 0;
    }
    return q;
}

}  // namespace

void find_postcodes_after_towns(const std::string_view text, Spans& out, size_t first_span) {
    const size_t found = out.size();
    for (size_t k = first_span; k < found; ++k) {
        if (std::string_view(out[k].category) != "LOCATION") continue;
        size_t p = out[k].end;
        // "Konak/İzmir": a second place after a slash belongs to the same line.
        if (p < text.size() && text[p] == '/') {
            ++p;
            while (p < text.size() && !std::isspace(static_cast<unsigned char>(text[p])) && text[p] != ',') ++p;
        }
        bool bracketed = false;
        // "Dhaka-1208": Bangladesh joins the code to its town with a hyphen.
        const bool hyphened = p + 1 < text.size() && text[p] == '-' && digit(text, p + 1);
        if (hyphened) ++p;
        // "Agatti - 682553": India writes its six-digit PIN after a spaced dash.
        const bool dashed = !hyphened && text.compare(p, 3, " - ") == 0 && digit(text, p + 3);
        if (dashed) p += 3;
        const bool comma = !hyphened && !dashed && p < text.size() && text[p] == ',';
        if (comma) ++p;
        if (p < text.size() && (text[p] == ' ' || text[p] == '\n')) ++p;
        if (p < text.size() && text[p] == '(') {
            ++p;
            bracketed = true;
        }
        size_t e = postcode_end(text, p, bracketed, dashed);
        // Six digits after a comma close the address's line, as Russia, Romania, Kazakhstan and China
        // write the code after the town: "Бердск, 633010", "jud. Timiș, 305500".
        if (e == 0 && comma && !bracketed) {
            e = postcode_end(text, p, false, true);
            if (e != 0 && !(e == text.size() || text[e] == '\n' || text[e] == '\r' || text[e] == '"' ||
                            (text[e] == '.' && !digit(text, e + 1))))
                e = 0;
        }
        if (e == 0 || (bracketed && (e >= text.size() || text[e] != ')'))) continue;
        add_span(out, p, e, "ZIP", "address.code_after_town", 0.86);
    }
}

void find_postcodes_after_countries(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    for (const Token& t : in.tokens) {
        if (!(t.lex & kLexRegion) || !(t.capitalised || t.all_caps) || t.end + 5 > text.size() || text[t.end] != ' ') continue;
        // (Two blanks may part them, as a letterhead pads its line: "Koshi Province, Nepal  56700".)
        const size_t p = t.end + (text[t.end + 1] == ' ' ? 2 : 1);
        size_t q = p;
        while (digit(text, q)) ++q;
        // Four to six digits closing the line (or the text, or its sentence), no year.
        if (q - p < 4 || q - p > 6 || !(q == text.size() || text[q] == '\n' || text[q] == '\r' || (text[q] == '.' && !digit(text, q + 1))))
            continue;
        if (q - p == 4) {
            const int year = std::stoi(std::string(text.substr(p, 4)));
            if (year >= 1900 && year <= 2099) continue;
        }
        // The country ends a list of places: a comma before it on its line.
        const size_t line = text.rfind('\n', t.start) == std::string_view::npos ? 0 : text.rfind('\n', t.start) + 1;
        if (text.substr(line, t.start - line).find(", ") == std::string_view::npos) continue;
        add_span(out, p, q, "ZIP", "address.code_after_country", 0.86);
    }
}

void find_postcodes_after_words(const ScanInput& in, Spans& out) {
    // The postcode's word in the chat's or the letter's language, then a few words ("is", "de residenza per la
    // ASL:") on its line, then the code: four or five digits (a Dutch one with its two letters), or a Polish,
    // Portuguese or US one with its dash.
    static const Regex after_word(
        R"((?<![\w])(?i:postcode|post[ ]code|postal[ ]code|zip(?:[ ]?code)?|code[ ]postal|c[oó]digo[ ]postal|cap|plz|postleitzahl|)"
        R"(postnummer|postinumero|postnr\.?|cep)(?![\w])[^\n\d]{0,40}?(?<![\w-])(\d{4,5}(?:[ ][A-Z]{2}(?![\w]))?|\d{2}-\d{3}|)"
        R"(\d{4}-\d{3}|\d{5}-\d{4})(?![\w-]|[.,]\d))",
        StartBytes{"PZCpzc"});
    const auto starts = in.word_index.starts_of({"postcode", "post", "postal", "zip", "zipcode", "code", "codigo", "código", "cap",
                                                 "plz", "postleitzahl", "postnummer", "postinumero", "postnr", "cep"});
    after_word.for_each_at(in.text, starts, [&](const Match& m) {
        const std::string_view code = m.text(1);
        if (code.size() == 4 && (code.starts_with("19") || code.starts_with("20"))) return true;  // a year
        add_span(out, m.start(1), m.end(1), "ZIP", "address.code_after_word", 0.86);
        return true;
    });
}

}  // namespace synsema::redact
