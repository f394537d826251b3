// Street addresses (number + street name + suffix, directionals, units,
// PO boxes), "City, ST 12345" lines, ZIP / ZIP+4 and UK postcodes, and city or
// postcode fields of forms. A state alone is not an identifier under HIPAA
// Safe Harbor, so states are never emitted.
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

constexpr const char* kSuffix =
    "(?:Street|St|Avenue|Ave|Av|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Terrace|Ter|Terr|"
    "Circle|Cir|Parkway|Pkwy|Highway|Hwy|Square|Sq|Trail|Trl|Plaza|Plz|Loop|Row|Alley|Aly|Crescent|Cres|Close|"
    "Pike|Run|Path|Walk|Expressway|Expy|Freeway|Fwy|Turnpike|Tpke|Broadway|Point|Pt|Crossing|Xing|Commons|"
    "Cove|Heights|Hts|Landing|Ridge|Glen|Hollow|Meadows?|Mews|Gardens|Green|Grove|Ranch|Route|Rte|"
    "STREET|ST|AVENUE|AVE|ROAD|RD|BOULEVARD|BLVD|DRIVE|DR|LANE|LN|WAY|COURT|CT|PLACE|PL|TERRACE|CIRCLE|"
    "PARKWAY|PKWY|HIGHWAY|HWY)";
constexpr const char* kUnit =
    "(?:,?[ \\t]*(?:(?:Suite|Ste\\.?|Apt\\.?|Apartment|Unit|Room|Rm\\.?|Floor|Fl\\.?|Bldg\\.?|Building|Lot|"
    "Space|Box|SUITE|STE|APT|UNIT|#)[ \\t]*#?[ \\t]*[A-Za-z0-9-]{1,6}(?![\\w])|\\d{1,3}(?:st|nd|rd|th)[ \\t]+"
    "(?:Floor|FLOOR|Fl\\.?)))?";
constexpr const char* kStates =
    "(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|"
    "V[TA]|W[AVIY]|PR|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|"
    "Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
    "Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|"
    "New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
    "South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)";
constexpr const char* kCity = "([A-Z][a-z]+(?:[ ][A-Z][a-z]+){0,2})";
constexpr const char* kZip = "(\\d{5}(?:-\\d{4})?)";
constexpr const char* kUpper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

std::string street_pattern() {
    return std::string("(?<![\\w#.-])\\d{1,6}(?:-\\d{1,4})?[A-Z]?[ \\t]+") +
           "(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?[ \\t]+)?" +
           "(?:(?:\\d{1,3}(?:st|nd|rd|th)|[A-Z][A-Za-z'’-]*\\.?)[ \\t]+){0,4}" + kSuffix +
           "\\b\\.?(?:[ \\t]+(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?)?" + kUnit;
}

// ", City[, ST] [ZIP]" right after a street address.
std::string tail_pattern() {
    return std::string(",?[ \\t]*\\n?[ \\t]*") + kCity + "(?:,[ \\t]*\\n?[ \\t]*(" + kStates + ")(?![\\w]))?" +
           "(?:,?[ \\t]+" + kZip + ")?(?![\\w-])";
}

std::string city_state_pattern() {
    return std::string("(?<![\\w])") + kCity + ",[ \\t]*\\n?[ \\t]*(" + kStates + ")(?:,?[ \\t]+" + kZip +
           ")?(?![\\w-])";
}

}  // namespace

void find_addresses(const ScanInput& in, Spans& out) {
    static const Regex street(street_pattern(), StartBytes{"0123456789"});
    static const Regex tail(tail_pattern());
    static const Regex po_box(R"((?i)(?<![\w])P\.?[ ]?O\.?[ ]*Box[ \t]+\d{1,8}(?![\w]))");
    static const Regex city_state(city_state_pattern(), StartBytes{kUpper});
    static const Regex state_zip(std::string("(?<![\\w])") + kStates + "[ \\t]+" + kZip + "(?![\\w-])",
                                 StartBytes{kUpper});  // every state name or code opens with a capital
    static const Regex zip_label(R"((?i)\b(?:zip(?:[ ]?code)?|postal[ ]code|post[ ]?code)[ \t]*[:#]?[ \t]*(\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ ]?\d[A-Z]{2})(?![\w-]))");
    static const Regex city_label(R"((?i:\b(?:city|town|county|place[ ]of[ ]birth|birthplace|city/town))[ \t]*:[ \t]*([A-Z][A-Za-z.'’-]+(?:[ ][A-Z][A-Za-z.'’-]+){0,2}))");
    static const Regex office(R"((?<![\w])(?:our|the|their|your|his|her|its)[ \t]+([A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ \t]+(?:office|branch|campus|location|site|facility|store)(?![\w]))");
    static const Regex uk_postcode(R"((?<![\w])(?:[A-Z]{1,2}\d[A-Z\d]?|GIR)[ ]?\d[ABD-HJLNP-UW-Z]{2}(?![\w]))", StartBytes{kUpper});
    std::string_view text = in.text;
    std::vector<size_t> street_ends;

    street.for_each_at(text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street", 0.9);
        street_ends.push_back(m.end());
        Match t;
        if (tail.match_at(text, m.end(), &t) && t.has(1) && (t.has(2) || t.has(3))) {
            add_span(out, t.start(1), t.end(1), "LOCATION", "address.city", 0.88);
            if (t.has(3)) add_span(out, t.start(3), t.end(3), "ZIP", "address.zip", 0.95);
        }
        return true;
    });
    po_box.for_each(text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.po_box", 0.95);
        street_ends.push_back(m.end());
        return true;
    });
    auto after_street = [&](size_t pos) {
        for (size_t e : street_ends)
            if (e <= pos && pos - e <= 80) return true;
        return false;
    };
    city_state.for_each_at(text, in.starts, [&](const Match& m) {
        std::string_view state = m.text(2);
        bool zip = m.has(3);
        // "Raman, MD" is a name and a degree: a bare two-letter state needs a ZIP or a street before it.
        bool ok = zip || after_street(m.start()) || (state.size() > 2 && is_us_state_name(state));
        if (!ok) return true;
        add_span(out, m.start(1), m.end(1), "LOCATION", "address.city_state", zip ? 0.9 : 0.8);
        if (zip) add_span(out, m.start(3), m.end(3), "ZIP", "address.zip", 0.95);
        return true;
    });
    state_zip.for_each_at(text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.zip", 0.93);
        return true;
    });
    zip_label.for_each(text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.zip_field", 0.95);
        return true;
    });
    city_label.for_each(text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "LOCATION", "address.city_field", 0.9);
        return true;
    });
    // "our Glenview office": a place name used as a site.
    office.for_each(text, [&](const Match& m) {
        if (!in.lex.is_word(m.text(1))) add_span(out, m.start(1), m.end(1), "LOCATION", "address.site", 0.6);
        return true;
    });
    uk_postcode.for_each_at(text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ZIP", "address.uk_postcode", 0.8);
        return true;
    });
}

}  // namespace synsema::redact
