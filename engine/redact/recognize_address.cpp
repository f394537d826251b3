// Addresses: the street part (ADDRESS), the city or district (LOCATION) and
// the postcode (ZIP), in the forms of the countries the records come from.
//   Streets: "12 Elm Street, Apt 3B", "Flat 3, 22 Moor Lane", "No. 27, 11th
//   Main Road, 4th Block" (number first; the street-type words come from
//   street-types.txt), "Lahnstraße 58, Hinterhaus 3. OG", "Jan van
//   Goyenlaan 31" (compound, number after), "8, rue Paul-Bert, bâtiment B",
//   "Calle Mayor 12" (type word first), PO boxes.
//   After a street: ", City, ST 12345", "City LS6 3EL", "12055 Berlin",
//   "Toronto ON M5V 0R4", "Bengaluru - 560011".
//   Postcodes of the US, UK, Canada, Ireland (Eircode), the Netherlands,
//   Germany/France (5 digits before a city), India (PIN), Australia.
//   "Address:" fields split into street, places and postcode.
//   Cities from the gazetteer where context ties them to a place: "lives in
//   Lagos", "City of Toronto", "Kumasi, Ghana", a city line in a letterhead.
// States, provinces and countries are never emitted (not identifiers).
#include <algorithm>
#include <string>

#include "address_units.h"
#include "ascii_bytes.h"
#include "calendar_words.h"
#include "recognizers.h"
#include "regex.h"
#include "word_alternation.h"

namespace synsema::redact {

namespace {

constexpr const char* kStates =
    "(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|"
    "V[TAI]|W[AVIY]|PR|GU|AS|MP|Guam|Puerto Rico|American Samoa|Northern Mariana Islands|Virgin Islands|Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|"
    "Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|"
    "Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|"
    "New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|"
    "South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)";
// Canadian provinces and Australian states, as written in addresses.
constexpr const char* kProvinces = "(?:ON|QC|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU|NSW|VIC|QLD|WA|SA|TAS|ACT)";
// A city of one to three capitalised words; a later word is never a state or province code
// ("Columbus OH 43229": the city is "Columbus").
constexpr const char* kCity =
    "([A-Z][\\p{L}'’.-]*(?:[ ](?!(?:[A-Z]{2}|NSW|VIC|QLD|TAS|ACT)(?![\\w]))[A-Z][\\p{L}'’.-]*){0,2})";
constexpr const char* kZip = "(\\d{5}(?:-\\d{4})?)";
// With the British overseas territories' single codes in the same shape ("STHL 1ZZ", St Helena;
// "TKCA 1ZZ", Turks and Caicos; "FIQQ 1ZZ", the Falklands).
constexpr const char* kUkPostcode =
    "(?:(?:[A-Z]{1,2}\\d[A-Z\\d]?|GIR)[ ]?\\d[ABD-HJLNP-UW-Z]{2}|(?:ASCN|BBND|BIQQ|FIQQ|PCRN|SIQQ|STHL|TDCU|TKCA)[ ]1ZZ)";
constexpr const char* kCaPostcode = "[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z][ ]?\\d[ABCEGHJ-NPRSTV-Z]\\d";
// The words as title-case branches (and in capitals with `caps`), plus `extra` literal branches,
// grouped by first letter (word_alternation.h).
std::string join_words(const std::vector<std::string>& words, bool caps, std::initializer_list<const char*> extra = {}) {
    std::vector<std::string> alt;
    for (const auto& w : words) {
        if (w.empty() || w.find_first_of(".()[]\\|?*+^$") != std::string::npos) continue;
        std::string cap = w;
        cap[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(cap[0])));
        alt.push_back(cap);
        if (caps) {
            std::string up = ascii_lower(w);
            for (char& c : up) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            if (up != cap) alt.push_back(up);
        }
    }
    for (const char* e : extra) alt.emplace_back(e);
    return grouped_alternation(alt);
}

// Number first: [unit,] 12[-3][A][,] [N|S|E|W] name words Type[.] [N|S|E|W] [, units].
std::string street_pattern(const Lexicon& lex) {
    const std::string types = join_words(lex.street_words(kLexStreetAfter), true,
                                         {"St", "Ave", "Av", "Rd", "Blvd", "Dr", "Ln", "Ct", "Pl", "Ter", "Terr", "Cir", "Pkwy",
                                          "Hwy", "Sq", "Trl", "Plz", "Aly", "Cres", "Expy", "Fwy", "Tpke", "Pt", "Xing", "Hts",
                                          "Rte", "Tce", "Cl", "Gdns", "Gr"});
    return std::string("(?<![\\w#./-])(?:(?i:flat|apartment|apt\\.?|unit|suite|no\\.?|door[ ]no\\.?)[ \\t]*\\d{1,5}[A-Za-z]?(?:,?[ \\t]+|/))?") +
           // At most three blanks after the number: a wider gap is layout, not an address
           // (a transcript's line number before "THE COURT:").
           // Blanks, not tabs: a tab is a cell break ("13:00\tSN\tHill, Jordan" is no street).
           "(?:\\d{1,4}/)?\\d{1,6}(?:-\\d{1,4})?[A-Za-z]?,?[ ]{1,3}" +
           "(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?[ ]+)?" +
           "(?:(?:\\d{1,3}(?:st|nd|rd|th)|[A-Z][\\p{L}'’-]*\\.?)[ ]+){0,4}(?:" + types + ")" +
           // A direction after the type: "Main St NW"; spelled out only before a comma or the line's end
           // ("5 Currong St South, Reid"), not "Main St South of the river".
           "\\b\\.?(?:[ \\t]+(?:(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?|(?:North|South|East|West)(?=[ \\t]*(?:,|\\n|$))))?" + kAddressUnit;
}

// Compound street name, then the number: "Lahnstraße 58", "Jan van Goyenlaan 31", "Berliner Straße 12".
std::string compound_pattern(const Lexicon& lex) {
    std::string endings;
    for (const auto& e : lex.compound_street_endings()) endings += (endings.empty() ? "" : "|") + e;
    return std::string("(?<![\\w])(?:[A-ZÄÖÜ][\\p{L}'-]*[ ](?:(?:van|de|der|den|von|am|an|auf|im|in|zum|zur|ter|ten)[ ]){0,2}){0,2}") +
           "[A-ZÄÖÜ][\\p{L}'-]*?(?i:" + endings + "|str\\.)[ \\t]+\\d{1,4}[a-zA-Z]?(?:[-/]\\d{1,4}[a-zA-Z]?|-[IVX]{1,4}|[ ](?:hs|bis|huis)|-(?:bis|ter))?" +
           "(?![\\w])" + kAddressUnit;
}

// The type word first: "rue Paul-Bert", "Calle Mayor 12", "Rua Augusta, 45", with a number before or after
// ("Kaya Mirto #27", "Calle 45 #12-34": the Caribbean's and Colombia's number sign).
std::string prefix_pattern(const Lexicon& lex) {
    std::string types;
    for (const auto& w : lex.street_words(kLexStreetBefore)) {
        if (w.find_first_of(".()[]\\|?*+^$") != std::string::npos) continue;
        types += (types.empty() ? "" : "|") + w;
    }
    // Joined to its name by "de" and its kin, Welsh "yr", Swahili "ya"/"wa" ("Barabara ya Morogoro");
    // the house's number perhaps behind its word ("вул. Городоцька, буд. 174", "Mtaa wa X, Nyumba Na. 27").
    return std::string("(?<![\\w])(?:(?<![\\w-])(\\d{1,4})(?:[ ]?(?:bis|ter))?,?[ \\t]+)?(?i:") + types + "|av|bd)[.'׳]?[ \\t]+" +
           "(?:(?:de|du|des|de la|del|da|do|dos|das|d'|l'|yr|y|di|della|ya|wa)[ \\t]*)*[„“\"«]?[\\p{Lu}\\p{Lo}0-9][\\p{L}\\p{M}'’-]*(?:[ -](?:(?:de|du|des|la|del|da|do|dos|yr|y|di|della)[ ])?[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’-]*){0,3}" +
           // A quoted name's close ("ул. „Партизански одреди“"); a lower-case word of the name right
           // before the house's number ("ул. Жанкожа батыра, д. 118").
           "(?:[ ]\\p{Ll}[\\p{L}\\p{M}'’-]*)?[”“\"»]?(?:[ ]\\p{Ll}[\\p{L}\\p{M}'’-]*(?=,?[ \\t]+(?i:д\\.|дом|бр\\.|nr\\.|№)?[ \\t]*\\d))?" +
           "([,،]?[ \\t]+(?:(?i:буд\\.|будинок|д\\.|дом|nyumba[ ]na\\.|nyumba|nr\\.|br\\.|бр\\.|پلاک|کوچه|رقم)[ \\t]*|#[ ]?)?\\d{1,5}(?:/\\d{1,4}|-\\d{1,4})?[a-zA-Z]?(?![\\w]))?" + kAddressUnit +
           // A Mexican colonia after the street: "Calle Pedro Moreno 1448,\nCol. Americana".
           "(?:,?[ \\t]*\\n?[ \\t]*Col\\.[ \\t]+[A-Z][\\p{L}'’-]+(?:[ ][A-Z][\\p{L}'’-]+)?)?";
}

// ", City[,] [ST] [ZIP]" or " City ST ZIP" right after a street; after a street
// and a city, four digits are a postcode too ("Bridge Rd, Westmead 2145").
std::string tail_pattern() {
    return std::string("[ \\t]?,?[ \\t]*\\n?[ \\t]*") + kCity + "(?:,?[ \\t]*\\n?[ \\t]*(" + kStates + "|" + kProvinces +
           ")(?![\\w]))?" + "(?:,?[ \\t]+(" + kZip + "|" + kCaPostcode + "|" + kUkPostcode + "|\\d{4}))?(?![\\w-])";
}

// A street without a number is one where an address chain holds it: a capitalised place right
// after its comma ("Convent Street, Apia"), or a number in the comma's item before it ("No. 12,
// Simpang 271-41, Jalan Muara").
bool in_address_chain(std::string_view text, size_t start, size_t end) {
    size_t a = end;
    while (a < text.size() && (text[a] == ' ' || text[a] == '\t')) ++a;
    if (a < text.size() && text[a] == ',') {
        ++a;
        while (a < text.size() && (text[a] == ' ' || text[a] == '\t' || text[a] == '\n')) ++a;
        if (a < text.size() && std::isupper(static_cast<unsigned char>(text[a]))) return true;
    }
    size_t b = start;
    while (b > 0 && (text[b - 1] == ' ' || text[b - 1] == '\t')) --b;
    if (b == 0 || text[b - 1] != ',') return false;
    for (size_t i = b - 1; i > 0 && text[i - 1] != ',' && text[i - 1] != '\n' && b - i < 40; --i)
        if (std::isdigit(static_cast<unsigned char>(text[i - 1]))) return true;
    return false;
}

std::string city_state_pattern() {
    return std::string("(?<![\\w])") + kCity + ",[ \\t]*\\n?[ \\t]*(" + kStates + ")(?:,?[ \\t]+" + kZip + ")?(?![\\w-])";
}

bool is_postcode_word(std::string_view w) {
    for (char c : w)
        if (std::isdigit(static_cast<unsigned char>(c))) return true;
    return false;
}

class AddressScanner {
public:
    AddressScanner(const ScanInput& in, Spans& out) : in_(in), text_(in.text), out_(out) {}

    void emit(size_t s, size_t e, const char* cat, const char* rule, double conf) { add_span(out_, s, e, cat, rule, conf); }

    // A street found: its span, and the city and postcode that may follow it.
    void street_found(size_t s, size_t e, const char* rule, double conf = 0.9) {
        // "No. 12, Jalan Damansara Indah 3", "No. 7, Ogunlana Drive": the house's number word.
        for (std::string_view no : {"No. ", "NO. ", "No ", "no. "})
            if (s >= no.size() && text_.compare(s - no.size(), no.size(), no) == 0 &&
                (s == no.size() || !std::isalnum(static_cast<unsigned char>(text_[s - no.size() - 1])))) {
                s -= no.size();
                break;
            }
        // "Section 54, Lot 12, Taurama Road": the lots and units before the street, on its line.
        static const Regex units_before(kUnitsBefore);
        size_t ls = s;
        while (ls > 0 && text_[ls - 1] != '\n' && s - ls < 60) --ls;
        units_before.for_each(text_.substr(0, s), [&](const Match& m) {
            if (m.start() < s && (m.start() == 0 || !std::isalnum(static_cast<unsigned char>(text_[m.start() - 1])))) s = m.start();
            return false;
        }, ls);
        emit(s, e, "ADDRESS", rule, conf);
        street_ends_.push_back(e);
        after_street(e);
    }

    // A place name the rules may mark: not a region, not a word of the
    // language unless the gazetteer has it as a city.
    bool place_ok(std::string_view w) const {
        if (w.empty() || is_region_name(w) || is_us_state_abbreviation(w)) return false;
        // "Honda Civic, Illinois plate …": a make and a model before a state.
        if (size_t space = w.find(' '); space != std::string_view::npos && is_vehicle_make(w.substr(0, space))) return false;
        uint32_t f = in_.lex.flags(w);
        if ((f & (kLexCommon | kLexVocab)) && !(f & kLexCity)) return false;
        return !is_month_or_weekday(w) && !is_org_keyword(w);
    }

    bool city_phrase(std::string_view phrase) const { return in_.lex.is_city(fold_phrase(phrase)); }

    void after_street(size_t end) {
        static const Regex tail(tail_pattern());
        // A Polish or Japanese postcode right after the street, without its city: "(ul. Długa 5, 50-011)".
        static const Regex bare_code(R"(,[ \t]*(\d{2}-\d{3}|\d{3}-\d{4})(?=[ \t]*(?:$|\n|\r|[,.;)])))");
        Match t;
        if (bare_code.match_at(text_, end, &t)) {
            emit(t.start(1), t.end(1), "ZIP", "address.bare_code", 0.88);
            return;
        }
        if (tail.match_at(text_, end, &t) && t.has(1)) {
            std::string_view city = t.text(1);
            // "Fort Street,\nBulawayo. Tel …": a sentence's full stop ends the city.
            if (const size_t stop = city.find(". "); stop != std::string_view::npos && !city_phrase(city) &&
                                                     city_phrase(city.substr(0, stop)))
                city = city.substr(0, stop);
            bool has_zip = t.has(3);
            // "… Alder Creek Way City: Sacramento": a form's next label, not a city.
            const bool label = t.end(1) < text_.size() && text_[t.end(1)] == ':';
            if ((has_zip || t.has(2) || city_phrase(city)) && !label) {
                if (place_ok(city)) emit(t.start(1), t.start(1) + city.size(), "LOCATION", "address.city", 0.88);
                if (has_zip) emit(t.start(3), t.end(3), "ZIP", "address.zip", 0.95);
                // "14 Fife Avenue, Avondale, Harare.": a suburb, then the city the gazetteer knows.
                static const Regex next_city(R"(,[ \t]*([A-Z][\p{L}'’-]+(?:[ ][A-Z][\p{L}'’-]+)?)(?=[ \t]*(?:$|\n|\r|[,;)]|\.(?:\s|$))))");
                Match n;
                if (!has_zip && !t.has(2) && next_city.match_at(text_, t.start(1) + city.size(), &n) && city_phrase(n.text(1)) &&
                    place_ok(n.text(1)))
                    emit(n.start(1), n.end(1), "LOCATION", "address.city", 0.86);
                return;
            }
        }
        // ", Jayanagar, Bengaluru - 560011": the places between a street and its postcode or region.
        size_t p = end;
        std::vector<std::pair<size_t, size_t>> places;
        for (int k = 0; k < 3; ++k) {
            size_t q = p;
            while (q < text_.size() && (text_[q] == ',' || text_[q] == ' ' || text_[q] == '\t')) ++q;
            if (q == p || q >= text_.size() || text_.substr(p, q - p).find(',') == std::string_view::npos) break;
            size_t e = q;
            while (e < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[e])) || text_[e] == ' ' ||
                                        text_[e] == '-' || static_cast<unsigned char>(text_[e]) >= 0x80))
                ++e;
            while (e > q && (text_[e - 1] == ' ' || text_[e - 1] == '-')) --e;
            // A state or province code after the place ("Parramatta NSW") is not part of it.
            size_t sp = text_.substr(q, e - q).rfind(' ');
            if (sp != std::string_view::npos) {
                std::string_view code = text_.substr(q + sp + 1, e - q - sp - 1);
                bool upper = code.size() >= 2 && code.size() <= 3 &&
                             code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string_view::npos;
                if (upper) {
                    p = e;
                    e = q + sp;
                }
            }
            std::string_view v = text_.substr(q, e - q);
            if (v.empty() || !std::isupper(static_cast<unsigned char>(v[0])) || v.size() > 30) break;
            if (is_region_name(v)) {
                places.emplace_back(0, 0);  // a region ends the list: the places before it stand
                break;
            }
            if (!place_ok(v)) break;
            places.emplace_back(q, e);
            p = std::max(p, e);
        }
        // Closed by a region, or by a city the gazetteer knows ending the line or the phrase.
        bool closed = !places.empty() && places.back().second == 0;
        if (!closed && !places.empty()) {
            const auto [s, e] = places.back();
            size_t q = e;
            while (q < text_.size() && (text_[q] == ' ' || text_[q] == '\t')) ++q;
            // (A dot only as a sentence's end: "Guadalajara, Jal., C.P." abbreviates a state.)
            const bool sentence_end = q < text_.size() && text_[q] == '.' && (q + 1 >= text_.size() || std::isspace(static_cast<unsigned char>(text_[q + 1])));
            closed = (q >= text_.size() || text_[q] == '\n' || text_[q] == '\r' || sentence_end || text_[q] == ';') &&
                     city_phrase(text_.substr(s, e - s));
        }
        if (!closed && p < text_.size()) {
            // Closed by a postcode: "- 560011", " 12055".
            size_t q = p;
            while (q < text_.size() && (text_[q] == ' ' || text_[q] == '-' || text_[q] == ',')) ++q;
            closed = q < text_.size() && std::isdigit(static_cast<unsigned char>(text_[q]));
        }
        if (!closed) return;
        for (auto [s, e] : places)
            if (e > s) emit(s, e, "LOCATION", "address.locality", 0.88);
    }

    void streets() {
        static const Regex street(street_pattern(in_.lex), StartBytes{"0123456789FAUSNDfausnd"});
        // Compound and type-first streets open with a capital or a number and hold
        // a number within their first 48 bytes: tried only where that is so.
        static const Regex compound(compound_pattern(in_.lex), StartBytes{kUpper});
        static const Regex prefix(prefix_pattern(in_.lex), StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\xCE\xCF\xD0\xD1\xD7\xD8\xD9\xDA\xDB"});
        // Post-office boxes, and the bags of New Zealand and Australia ("Private Bag 3", "Locked Bag 7").
        static const Regex po_box(R"((?<![\w])(?:P\.?[ ]?O\.?[ ]*(?i:box)|PO[ ]BOX|Post[ ]Office[ ]Box|G\.?P\.?O\.?[ ](?i:box)|(?:Private|Locked|PO|P\.O\.)[ ](?i:bag)|PRIVATE[ ]BAG|LOCKED[ ]BAG|Private[ ]Mail[ ]Bag|PMB|Postfach|B\.?P\.|Apartado|Caixa[ ]Postal)[ \t]+(?:[A-Z]{1,2}[ -]?)?\d{1,8}(?![\w]))",
                                  StartBytes{"PBACGL"});
        const StartIndex numbered = digit_dense_starts(in_.digits, in_.starts, 48, 1);
        // Compound streets: only where a word ending in a street word ("-straße", "-laan") follows
        // within three words; type-first streets: only at a type word or a number before one.
        std::vector<size_t> compound_at, prefix_at;
        {
            const auto& toks = in_.tokens;
            const auto& endings = in_.lex.compound_street_endings();
            for (size_t i = 0; i < toks.size(); ++i) {
                // A compound street name is a capitalised word the dictionary lacks ("Lahnstraße").
                if (toks[i].capitalised && toks[i].text.size() >= 5 && !(toks[i].lex & (kLexCommon | kLexVocab))) {
                    std::string lower = ascii_lower(toks[i].text);
                    bool compound = false;
                    for (const auto& e : endings)
                        if (lower.size() > e.size() && lower.compare(lower.size() - e.size(), e.size(), e) == 0) compound = true;
                    if (compound)
                        for (size_t k = i >= 3 ? i - 3 : 0; k <= i; ++k) compound_at.push_back(toks[k].start);
                } else if (toks[i].text == "Str" || toks[i].text == "str") {
                    for (size_t k = i >= 3 ? i - 3 : 0; k <= i; ++k) compound_at.push_back(toks[k].start);
                }
                // A type word first: capitalised ("Calle Mayor 12"), or after a number ("8, rue …").
                bool abbreviated = toks[i].lower && toks[i].end < text_.size() && text_[toks[i].end] == '.';
                // A script without case (Hebrew, Arabic, Persian) has no capital to open it; a Greek
                // "οδό" in running text opens a capitalised name.
                const bool caseless = caseless_word(toks[i]);
                const bool before_capital = toks[i].lower && i + 1 < toks.size() && toks[i + 1].capitalised &&
                                            static_cast<unsigned char>(toks[i].text[0]) >= 0x80;
                if ((toks[i].lex & kLexStreetBefore) && (toks[i].capitalised || abbreviated || caseless || before_capital || (i > 0 && toks[i].start >= 3 &&
                                                                                   (std::isdigit(static_cast<unsigned char>(text_[toks[i].start - 2])) ||
                                                                                    std::isdigit(static_cast<unsigned char>(text_[toks[i].start - 3])))))) {
                    prefix_at.push_back(toks[i].start);
                    // "8, rue …": the number before the type word.
                    size_t p = toks[i].start;
                    while (p > 0 && (text_[p - 1] == ' ' || text_[p - 1] == ',' || text_[p - 1] == '\t')) --p;
                    size_t q = p;
                    while (q > 0 && std::isdigit(static_cast<unsigned char>(text_[q - 1]))) --q;
                    if (q < p && toks[i].start - p <= 3) prefix_at.push_back(q);
                }
            }
            std::sort(compound_at.begin(), compound_at.end());
            compound_at.erase(std::unique(compound_at.begin(), compound_at.end()), compound_at.end());
            std::sort(prefix_at.begin(), prefix_at.end());
            prefix_at.erase(std::unique(prefix_at.begin(), prefix_at.end()), prefix_at.end());
        }
        // A unit and a building before the street: "Apartment 12, Seaview Court, 41 Strand Road".
        // Also a unit alone ("Flat 2, 18 Heol …") and a floor of a building ("3/F Cruz Bldg., 118 Shaw Blvd.").
        static const Regex unit_building(R"((?:(?i:apartment|apt\.?|flat|unit|suite)[ \t]*\d{1,5}[A-Za-z]?,[ \t]*(?:(?:[A-Z][\p{L}'’-]*[ \t]?){1,4},[ \t]*)?|\d{1,3}/F[ \t]+(?:[A-Z][\p{L}'’.-]*[ \t]?){1,4},[ \t]*)$)");
        auto with_unit_before = [&](size_t start) {
            size_t ls = start;
            while (ls > 0 && text_[ls - 1] != '\n' && start - ls < 80) --ls;
            unit_building.for_each(text_.substr(0, start), [&](const Match& x) {
                start = x.start();
                return false;
            }, ls);
            return start;
        };
        // "1400 blk Chicago Ave", and an intersection after a street: "… at Greenwood St".
        static const Regex block(R"((?<![\w#.-])\d{1,6}[ \t]+(?:blk|block(?:[ \t]+of)?)[ \t]+(?:(?:N|S|E|W)\.?[ \t]+)?(?:[A-Z][\p{L}'’-]*[ \t]+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Way|Pl|Ct|Pkwy|Hwy)\b\.?)",
                                 StartBytes{"0123456789"});
        static const Regex building_street(std::string(R"(,[ \t]*(?:[A-Z][\p{L}'’-]*[ \t]){1,3}(?:)") +
                                               join_words(in_.lex.street_words(kLexStreetAfter), false) + R"()\b\.?)");
        static const Regex crossing(R"([ \t]+(?:at|and|&|/)[ \t]+(?:[A-Z][\p{L}'’-]*[ \t]+){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Way|Pl|Ct)\b\.?)");
        block.for_each_at(text_, in_.starts, [&](const Match& m) {
            size_t end = m.end();
            Match c;
            if (crossing.match_at(text_, end, &c)) end = c.end();
            emit(m.start(), end, "ADDRESS", "address.block", 0.9);
            return true;
        });
        street.for_each_at(text_, in_.starts, [&](const Match& m) {
            // "No. 1187, 11th Circuit": after a number and a comma, a street needs a name word.
            std::string_view v = m.text();
            size_t comma = v.find(',');
            size_t digit_end = v.find_first_not_of("0123456789/-");
            if (comma != std::string_view::npos && comma == digit_end) {
                bool named = false;
                for (const Token& t : tokenize_words(v.substr(comma))) named = named || (t.capitalised && !(t.lex & kLexStreetAfter) && !(in_.lex.flags(t.text) & kLexStreetAfter));
                if (!named) return true;
            }
            // "a 2019 Ford F-150": a model year and a make, not a house number and a street.
            if (size_t sp = v.find_first_of(" \t"); sp == 4 && (v.substr(0, 2) == "19" || v.substr(0, 2) == "20")) {
                size_t w = v.find_first_not_of(" \t", sp), we = v.find_first_of(" \t,", w);
                if (w != std::string_view::npos && is_vehicle_make(v.substr(w, we == std::string_view::npos ? std::string_view::npos : we - w)))
                    return true;
            }
            size_t start = with_unit_before(m.start()), end = m.end();
            Match c;
            if (crossing.match_at(text_, end, &c)) end = c.end();
            // "Unit 6, Brackmills Court, Caswell Road": a unit's number and its building, then the street.
            if (comma != std::string_view::npos && comma == digit_end && start == m.start()) {
                std::string before = window_before(text_, start, 8);
                for (std::string_view unit : {"unit ", "flat ", "suite ", "apt "})
                    if (before.size() >= unit.size() && before.compare(before.size() - unit.size(), unit.size(), unit) == 0 &&
                        (before.size() == unit.size() || !std::isalnum(static_cast<unsigned char>(before[before.size() - unit.size() - 1]))))
                        start -= unit.size();
                if (start < m.start() && building_street.match_at(text_, end, &c)) end = c.end();
            }
            // "1450 County Road B2 W", "Highway 61 N": a road's designator after it.
            static const Regex designator(R"([ \t]+[A-Z]{0,2}\d{1,4}[A-Z]?(?:[ \t]+(?:N|S|E|W))?(?![\w-]))");
            std::string_view type_end = text_.substr(m.start(), end - m.start());
            for (std::string_view road : {"Road", "Highway", "Route", "Hwy", "Rte"})
                if (type_end.size() > road.size() && type_end.substr(type_end.size() - road.size()) == road &&
                    designator.match_at(text_, end, &c))
                    end = c.end();
            street_found(start, end, "address.street");
            return true;
        });
        // Units (and a building) before a street without a house number: "Apartment 22, The
        // Maltings, Lower Glanmire Road", "Plot 14, Block C, Adeniyi Jones Avenue".
        // ("Level 1, Lotemau Centre, Convent Street", "2nd floor, Wickhams Cay House, 14 Main Street".)
        static const Regex unit_street(std::string(R"((?<![\w])(?:(?:(?i:apartment|apt\.?|flat|unit|suite|plot|block|level|floor)[ \t]*[0-9A-Z]{1,5}|)"
                                                       R"(\d{1,2}(?:st|nd|rd|th)[ ](?i:floor)),[ \t]*){1,2})") +
                                           R"((?:(?:The[ ])?[A-Z][\p{L}'’-]+(?:[ ][A-Z][\p{L}'’-]+){0,2},[ \t]*)?(?:\d{1,5}[A-Za-z]?[ ])?(?:[A-Z][\p{L}'’-]+[ ]){1,3}(?:)" +
                                           join_words(in_.lex.street_words(kLexStreetAfter), false) + R"()\b\.?)",
                                       StartBytes{"AFUSPBLafuspbl0123456789"});
        unit_street.for_each_at(text_, in_.starts, [&](const Match& m) {
            street_found(m.start(), m.end(), "address.unit_street", 0.88);
            return true;
        });
        compound.for_each_at(text_, compound_at, [&](const Match& m) {
            street_found(m.start(), m.end(), "address.street_compound");
            return true;
        });
        prefix.for_each_at(text_, prefix_at, [&](const Match& m) {
            // A number before or after the name makes it an address ("8, rue …", "Calle Mayor 12"); so
            // does a place in an address's chain ("No. 12, Simpang 271-41, Jalan Muara, Kampong …").
            if (!m.has(1) && !m.has(2)) {
                if (std::isupper(static_cast<unsigned char>(text_[m.start()])) && in_address_chain(text_, m.start(), m.end()))
                    street_found(m.start(), m.end(), "address.street_prefix", 0.8);
                return true;
            }
            // A type word in lower case opens a street only as an abbreviation with its number ("ul. Długa 5").
            if (std::islower(static_cast<unsigned char>(text_[m.start()])) && !m.has(2)) return true;
            // "Jalan Telipok Lama, 88450 Tuaran": five digits after the comma, then a town, are the
            // postcode before its town (find_city_postcodes), not the house's number.
            if (m.has(2) && m.text(2).find(',') != std::string_view::npos && m.end(2) + 1 < text_.size() &&
                text_[m.end(2)] == ' ' && std::isupper(static_cast<unsigned char>(text_[m.end(2) + 1])) &&
                count_digits(m.text(2)) == 5) {
                street_found(with_unit_before(m.start()), m.start(2), "address.street_prefix");
                return true;
            }
            street_found(with_unit_before(m.start()), m.end(), "address.street_prefix");
            return true;
        });
        // A Singapore HDB block: "Blk 12 Bedok North Avenue 3, #05-112" (a street word or a unit number).
        // A Philippine block and lot before its street: "Blk 7 Lot 12, Sampaguita St.".
        static const Regex hdb(R"((?<![\w])(?:Blk|BLK|Block)[ ]\d{1,4}[A-Z]?(?:[ ][A-Z][\p{L}'’-]*){1,4}(?:[ ]\d{1,3})?(,?[ ]#\d{1,3}-\d{1,5}[A-Z]?)?(,[ \t]*(?:[A-Z][\p{L}'’-]*[ \t]){1,3}(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Way)\b\.?)?(?![\w-]))",
                               StartBytes{"B"});
        hdb.for_each_at(text_, in_.starts, [&](const Match& m) {
            bool street_word = m.has(1) || m.has(2);
            for (const Token& t : tokenize_words(m.text()))
                street_word = street_word || (in_.lex.flags(t.text) & kLexStreetAfter) != 0;
            if (!street_word) return true;
            street_found(m.start(), m.end(), "address.hdb_block");
            return true;
        });
        // Indian cross-and-main addresses: "No. 4, 1st Floor, 3rd Cross, 9th Main": two or more
        // ordinal parts, one of them a cross, main, stage, phase, sector or layout.
        static const Regex cross_main(R"((?<![\w])(?:No\.?[ ]?\d{1,5}[A-Z]?,[ \t]*)?\d{1,3}(?:st|nd|rd|th)[ ](?i:floor|cross|main|stage|phase|sector|block|layout)(?:[ ](?i:road|street))?(?:,?[ \t]*\d{1,3}(?:st|nd|rd|th)[ ](?i:floor|cross|main|stage|phase|sector|block|layout)(?:[ ](?i:road|street))?)+)",
                                      StartBytes{"N0123456789"});
        cross_main.for_each_at(text_, in_.starts, [&](const Match& m) {
            std::string lower = ascii_lower(m.text());
            bool indian = false;
            for (const char* w : {"cross", "main", "stage", "phase", "sector", "layout"}) indian = indian || lower.find(w) != std::string::npos;
            if (!indian) return true;
            street_found(m.start(), m.end(), "address.cross_main");
            return true;
        });
        // Kenyan and other boxes carry the post office's code, then its town: "P.O. Box 24873-00502 Nairobi",
        // "P.O. Box 1822-20100,\nNakuru".
        static const Regex box_code(R"(-(\d{5})(?:,?[ \t]*\n?[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?)(?![\w])|(?![\w-])))");
        po_box.for_each_at(text_, numbered, [&](const Match& m) {
            Match code;
            if (box_code.match_at(text_, m.end(), &code)) {
                emit(code.start(1), code.end(1), "ZIP", "address.box_code", 0.9);
                if (code.has(2) && place_ok(code.text(2))) emit(code.start(2), code.end(2), "LOCATION", "address.box_code", 0.85);
            }
            street_found(m.start(), m.end(), "address.po_box", 0.95);
            return true;
        });
    }

    bool near_street(size_t pos, size_t reach = 120) const {
        for (size_t e : street_ends_)
            if (e <= pos && pos - e <= reach) return true;
        return false;
    }

    void postcodes() {
        static const Regex city_state(city_state_pattern(), StartBytes{kUpper});
        static const Regex state_zip(std::string("(?<![\\w])") + kStates + "[ \\t]+" + kZip + "(?![\\w-])", StartBytes{kUpper});
        // "Toronto ON M5V 0R4", "Leeds LS6 3EL", "Sydney NSW 2000": city, [province,] postcode.
        static const Regex city_postcode(std::string("(?<![\\w])") + kCity + ",?[ \\t]+(?:" + kProvinces + "[ \\t]+)?(" +
                                             kUkPostcode + "|" + kCaPostcode + ")(?![\\w])", StartBytes{kUpper});
        static const Regex au_postcode(R"((?<![\w])(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]+(\d{4})(?![\w-]))", StartBytes{kUpper});
        static const Regex uk_postcode(std::string("(?<![\\w])") + kUkPostcode + "(?![\\w])", StartBytes{kUpper});
        static const Regex ca_postcode(std::string("(?<![\\w])") + kCaPostcode + "(?![\\w])", StartBytes{kUpper});
        // "12055 Berlin", "69007 Lyon", "1017 AB Amsterdam", "1000-001 Lisboa": postcode then city.
        // After a comma, at a line's start or after a column's gap also "8004 Zürich", "1060 Saint-Gilles" (Belgium,
        // Switzerland, Austria, Denmark, Norway) and "753 33 Uppsala" (Sweden); "80-890 Gdańsk" (Poland).
        static const Regex code_city(R"((?<![\w-])(\d{5}|\d{4}[ ]?[A-Z]{2}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}|(?<=, |^|\n|  |\t)(?:\d{4}|\d{3}[ ]\d{2}))[ \t]+([A-ZÄÖÜÉ][\p{L}'’-]+(?:[ -][A-ZÄÖÜÉ][\p{L}'’-]+)?)(?![\w]))",
                                     StartBytes{"0123456789", {"0123456789", "0123456789-"}});
        // "L-9050 Ettelbréck", "CH-8004 Zürich", "D-10115 Berlin": a postcode behind its country's letters
        // (Luxembourg writes it so; letterheads across Europe too), then its town.
        static const Regex prefixed_code_city(
            R"((?<![\w-])((?:L|D|F|B|A|I|E|P|S|N|H|CH|NL|DK|FI|FIN|SK|CZ|PL|SI|SLO|HR|LT|LV|EE|RO|BG|GR|IS|FL|MC|AT|DE|FR|BE|IT|ES|PT|SE|NO|HU|LU)-\d{4,5})[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)(?![\w]))",
            // Offset 1: the hyphen or a code's second letter; offset 2: the hyphen, a digit, or FIN's, SLO's third.
            StartBytes{kUpper, {"-HLKIZRTVEOGSCU", "-0123456789NO"}});
        // "Bengaluru - 560011", "Karnataka - 560003": an Indian PIN after a place.
        static const Regex pin(R"((?<![\w])([A-Z][\p{L}]+)[ \t]*[-–][ \t]*(\d{6}|\d{3}[ ]\d{3})(?![\w-]))", StartBytes{kUpper});
        // "Auckland 1010", "Singapore 018956": a city, then a four- or six-digit postcode that ends the
        // line or the phrase, in an address (after a street or a box).
        // A US ZIP may stand as its own phrase after the city when spoken: "in Fresno. 93701.".
        // Also seven digits (Israel), NNN-NNNN (Japan) and NN-NNN (Poland) after the city.
        static const Regex city_code(std::string("(?<![\\w])") + kCity + "(?:,?[ \\t]+(\\d{4}|\\d{6}|\\d{7}|\\d{3}-\\d{4}|\\d{2}-\\d{3})|[,.]?[ \\t]+(\\d{5}))(?=[ \\t]*(?:$|\\n|\\r|[,.;)]))",
                                     StartBytes{kUpper});
        // "C.P. 44160", "CEP 01310-100", "PLZ 10115": a postcode after its abbreviation, inside a line.
        static const Regex code_label(R"((?<![\w])(?:C\.[ ]?P\.|CP|CEP|PLZ)[ \t]*:?[ \t]*(\d{5}(?:-\d{3})?|\d{4})(?![\w-]))",
                                      StartBytes{"CP"});
        static const Regex eircode(R"((?<![\w])(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[ ]?[0-9AC-FHKNPRTV-Y]{4}(?![\w]))", StartBytes{kUpper});

        city_state.for_each_at(text_, in_.starts, [&](const Match& m) {
            std::string_view state = m.text(2);
            bool zip = m.has(3);
            // "Raman, MD" is a name and a degree: a bare two-letter state needs a ZIP or a street before it.
            bool ok = zip || near_street(m.start()) || (state.size() > 2 && is_us_state_name(state));
            if (!ok) return true;
            if (place_ok(m.text(1))) emit(m.start(1), m.end(1), "LOCATION", "address.city_state", zip ? 0.9 : 0.86);
            if (zip) emit(m.start(3), m.end(3), "ZIP", "address.zip", 0.95);
            return true;
        });
        state_zip.for_each_at(text_, in_.starts, [&](const Match& m) {
            emit(m.start(1), m.end(1), "ZIP", "address.zip", 0.93);
            // "Portland OR 97232": the city before the state.
            size_t p = m.start();
            while (p > 0 && (text_[p - 1] == ' ' || text_[p - 1] == ',')) --p;
            size_t w = p;
            while (w > 0 && (std::isalpha(static_cast<unsigned char>(text_[w - 1])) || static_cast<unsigned char>(text_[w - 1]) >= 0x80)) --w;
            if (w < p && std::isupper(static_cast<unsigned char>(text_[w])) && place_ok(text_.substr(w, p - w)) &&
                (city_phrase(text_.substr(w, p - w)) || near_street(w)))
                emit(w, p, "LOCATION", "address.city_state", 0.88);
            return true;
        });
        // "Tay Lettings Ltd, 61 Nethergate, Dundee DD1 4DH": before a town and its postcode, a number and
        // one to three capitalised words alone between commas (or a line's start) are the street, whatever
        // its name ends in ("Nethergate", "Ard na Gréine").
        static const Regex street_before_town(R"((?:^|\n|,[ \t]*|\|[ \t]*)(\d{1,5}[A-Za-z]?[ ](?:\p{Lu}[\p{L}'’-]+|na|an|de|la|le)(?:[ ](?:\p{Lu}[\p{L}'’-]+|na|an|de|la|le)){0,3}),[ \t]*$)");
        city_postcode.for_each_at(text_, in_.starts, [&](const Match& m) {
            emit(m.start(2), m.end(2), "ZIP", "address.postcode", 0.93);
            if (place_ok(m.text(1)) && (city_phrase(m.text(1)) || near_street(m.start()))) {
                emit(m.start(1), m.end(1), "LOCATION", "address.city_postcode", 0.9);
                const size_t line = text_.rfind('\n', m.start() == 0 ? 0 : m.start() - 1);
                const size_t from = line == std::string_view::npos ? 0 : line;
                street_before_town.for_each(text_.substr(0, m.start()), [&](const Match& st) {
                    emit(st.start(1), st.end(1), "ADDRESS", "address.street_before_town", 0.85);
                    return false;
                }, from);
            }
            return true;
        });
        au_postcode.for_each_at(text_, in_.starts, [&](const Match& m) {
            // The Australian Capital Territory's postcodes are 0200-0299, 2600-2618 and 2900-2920: "ACT 2000"
            // and "ACT 1989" close a statute's title ("(SCOTLAND) ACT 2000").
            if (text_.substr(m.start(), 3) == "ACT") {
                const int code = std::stoi(std::string(m.text(1)));
                if (!((code >= 200 && code <= 299) || (code >= 2600 && code <= 2618) || (code >= 2900 && code <= 2920)))
                    return true;
            }
            emit(m.start(1), m.end(1), "ZIP", "address.au_postcode", 0.88);
            return true;
        });
        // Tried only where a digit (\d: any script) is among the first bytes a postcode
        // must have (digit_dense_starts says when that is exact): not at every capital.
        auto with_digits = [&](size_t window, size_t min_digits) {
            return digit_dense_starts(in_.digits, in_.starts, window, min_digits, DigitKind::AnyScript);
        };
        uk_postcode.for_each_at(text_, with_digits(5, 1), [&](const Match& m) {  // "AA9A ", "GIR 0"
            emit(m.start(), m.end(), "ZIP", "address.uk_postcode", 0.88);
            city_line_before(m.start());
            return true;
        });
        ca_postcode.for_each_at(text_, with_digits(6, 2), [&](const Match& m) {  // "A9A 9A"
            emit(m.start(), m.end(), "ZIP", "address.ca_postcode", 0.9);
            return true;
        });
        code_city.for_each_at(text_, in_.starts, [&](const Match& m) {
            bool city = city_phrase(m.text(2));
            if (!city && !near_street(m.start())) return true;
            emit(m.start(1), m.end(1), "ZIP", "address.postcode_city", 0.92);
            if (place_ok(m.text(2))) emit(m.start(2), m.end(2), "LOCATION", "address.postcode_city", 0.9);
            return true;
        });
        prefixed_code_city.for_each_at(text_, in_.starts, [&](const Match& m) {
            if (!place_ok(m.text(2))) return true;
            emit(m.start(1), m.end(1), "ZIP", "address.prefixed_postcode", 0.9);
            emit(m.start(2), m.end(2), "LOCATION", "address.prefixed_postcode", 0.88);
            return true;
        });
        pin.for_each_at(text_, in_.starts, [&](const Match& m) {
            bool city = city_phrase(m.text(1)) || is_region_name(m.text(1));
            if (!city && !near_street(m.start())) return true;
            emit(m.start(2), m.end(2), "ZIP", "address.pin", 0.9);
            if (place_ok(m.text(1))) emit(m.start(1), m.end(1), "LOCATION", "address.pin", 0.88);
            return true;
        });
        // A city of three words at most and its code hold four digits within 64 bytes: tried only there.
        city_code.for_each_at(text_, digit_dense_starts(in_.digits, in_.starts, 64, 4), [&](const Match& m) {
            // The city's words may take a full stop ("St. Albans"); one ending the sentence is not the city's.
            std::string_view city = m.text(1);
            if (!city.empty() && city.back() == '.') city.remove_suffix(1);
            const int code = m.has(2) ? 2 : 3;
            // A city and its code before the country ("Osaka 541-0041, Japan") is an address line on its own.
            size_t after = m.end(code);
            while (after < text_.size() && (text_[after] == ',' || text_[after] == ' ')) ++after;
            size_t word_end = after;
            while (word_end < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[word_end])) || text_[word_end] == ' ')) ++word_end;
            while (word_end > after && text_[word_end - 1] == ' ') --word_end;
            bool country_after = word_end > after && is_region_name(text_.substr(after, word_end - after));
            if (!(near_street(m.start()) || country_after) || !city_phrase(city)) return true;
            emit(m.start(code), m.end(code), "ZIP", "address.city_code", 0.9);
            if (place_ok(city)) emit(m.start(1), m.start(1) + city.size(), "LOCATION", "address.city_code", 0.88);
            return true;
        });
        code_label.for_each_at(text_, digit_dense_starts(in_.digits, in_.starts, 16, 4), [&](const Match& m) {
            emit(m.start(1), m.end(1), "ZIP", "address.code_label", 0.9);
            return true;
        });
        eircode.for_each_at(text_, with_digits(3, 1), [&](const Match& m) {  // "A99", "D6W"
            // Eircodes look like other codes: only in an address (after a street or a county line).
            // Or right after a town: "Bishopstown, Cork T12 X8P4".
            const std::string town = word_before(text_, m.start());
            bool address = near_street(m.start(), 160) || (town.size() >= 3 && city_phrase(town)) ||
                           has_word(window_before(text_, m.start(), 40), {"co", "county", "dublin", "eircode"});
            if (address) emit(m.start(), m.end(), "ZIP", "address.eircode", 0.9);
            return true;
        });
    }

    // "Leeds\nLS5 3HQ": a line holding only a place, right above a postcode.
    void city_line_before(size_t pos) {
        size_t ls = pos;
        while (ls > 0 && text_[ls - 1] != '\n') --ls;
        if (ls != pos && text_.substr(ls, pos - ls).find_first_not_of(" \t") != std::string_view::npos) return;
        if (ls == 0) return;
        size_t pe = ls - 1, ps = pe;
        while (ps > 0 && text_[ps - 1] != '\n') --ps;
        std::string_view line = text_.substr(ps, pe - ps);
        size_t a = line.find_first_not_of(" \t"), b = line.find_last_not_of(" \t,");
        if (a == std::string_view::npos) return;
        std::string_view place = line.substr(a, b - a + 1);
        if (place.size() > 30 || !std::isupper(static_cast<unsigned char>(place[0])) || !place_ok(place)) return;
        for (char c : place)
            if (!(std::isalpha(static_cast<unsigned char>(c)) || c == ' ' || c == '-' || static_cast<unsigned char>(c) >= 0x80)) return;
        emit(ps + a, ps + b + 1, "LOCATION", "address.city_line", 0.88);
    }

    // "Address: Flat 302, Sai Krupa Residency, 5th Cross, Malleswaram,\n Bengaluru, Karnataka - 560003".
    void address_fields() {
        for (const Field& f : in_.fields) {
            std::string_view cat = f.meaning.category;
            if (cat == "LOCATION") {
                size_t e = f.value_start;
                while (e < f.value_end && text_[e] != ',' && text_[e] != '(' && text_[e] != ';') ++e;
                while (e > f.value_start && text_[e - 1] == ' ') --e;
                std::string_view v = text_.substr(f.value_start, e - f.value_start);
                if (!v.empty() && !is_postcode_word(v) && !is_region_name(v) && std::isupper(static_cast<unsigned char>(v[0])))
                    emit(f.value_start, e, "LOCATION", "address.city_field", 0.9);
                continue;
            }
            if (cat == "ZIP") {
                size_t e = f.value_start;
                while (e < f.value_end && (std::isalnum(static_cast<unsigned char>(text_[e])) || text_[e] == '-' ||
                                           (text_[e] == ' ' && e - f.value_start < 4)))
                    ++e;
                while (e > f.value_start && text_[e - 1] == ' ') --e;
                if (is_postcode_word(text_.substr(f.value_start, e - f.value_start)))
                    emit(f.value_start, e, "ZIP", "address.zip_field", 0.95);
                continue;
            }
            if (cat != "ADDRESS" || f.table_cell) continue;
            // In a script without letter case and without the commas of Western addresses ("住所：東京都新宿区
            // 西新宿2-8-1", "כתובת: רחוב הרצל 12, תל אביב"), no rule here tells street from city: the whole value.
            size_t v = f.value_start;
            while (v < f.value_end && (text_[v] == ' ' || text_[v] == '\t')) ++v;
            if (v < f.value_end && caseless_lead(static_cast<unsigned char>(text_[v]))) {
                size_t e = f.value_end;
                while (e > v && (text_[e - 1] == ' ' || text_[e - 1] == '.' || text_[e - 1] == ',' || text_[e - 1] == '\r')) --e;
                if (e > v) emit(v, e, "ADDRESS", "address.field_caseless", 0.9);
                continue;
            }
            address_value(f.value_start, f.value_end);
        }
    }

    void address_value(size_t start, size_t end) {
        // A value ending in ',' goes on at the next line.
        size_t stop = end;
        while (stop < text_.size() && stop > start && text_[stop - 1] == ',') {
            size_t nl = text_.find('\n', stop);
            if (nl == std::string_view::npos || text_.substr(stop, nl - stop).find_first_not_of(" \t") != std::string_view::npos) break;
            size_t next_end = text_.find('\n', nl + 1);
            if (next_end == std::string_view::npos) next_end = text_.size();
            stop = next_end;
            while (stop > nl && (text_[stop - 1] == ' ' || text_[stop - 1] == '\r')) --stop;
        }
        // Components split at commas.
        struct Part { size_t s, e; };
        std::vector<Part> parts;
        size_t p = start;
        while (p < stop) {
            size_t c = p;
            while (c < stop && text_[c] != ',') ++c;
            size_t s = p, e = c;
            while (s < e && (text_[s] == ' ' || text_[s] == '\n' || text_[s] == '\t')) ++s;
            while (e > s && (text_[e - 1] == ' ' || text_[e - 1] == '\n' || text_[e - 1] == '\t')) --e;
            if (e > s) parts.push_back({s, e});
            p = c + 1;
        }
        // The street: from the first part with a digit or a street word to the last such part. A
        // value's first part may be the number alone ("C-411, Nisarg Heights CHS, ..."): a postcode
        // never comes first.
        const auto street_word = [&](std::string_view v) {
            for (const Token& t : tokenize_words(v))
                if (in_.lex.flags(t.text) & (kLexStreetAfter | kLexStreetBefore)) return true;
            return false;
        };
        int first = -1, last = -1;
        for (size_t i = 0; i < parts.size(); ++i) {
            std::string_view v = text_.substr(parts[i].s, parts[i].e - parts[i].s);
            const bool number_first = i == 0 && parts.size() >= 3 && is_postcode_word(v) && v.size() <= 8;
            const bool streety = (is_postcode_word(v) && !postcode_only(v)) || street_word(v) || number_first;
            if (streety && (!postcode_only(v) || number_first)) {
                if (first < 0) first = static_cast<int>(i);
                last = static_cast<int>(i);
            } else if (first >= 0) {
                break;
            }
        }
        // A building's or an estate's name between the number and the street is part of it: "Room 4,
        // Shree Sai PG, Baner Road", "B-702, Sai Aangan CHS, Survey No. 41/2". A street's word or a
        // numbered part ("No. 41/2", "#12") says so, one or two parts on; not a place and its
        // postcode ("Pune - 411045").
        const auto numbered = [](std::string_view v) {
            for (std::string_view mark : {"No. ", "No.", "No ", "no. ", "#"}) {
                const size_t at = v.find(mark);
                if (at != std::string_view::npos && at + mark.size() < v.size() &&
                    std::isdigit(static_cast<unsigned char>(v[at + mark.size()])))
                    return true;
            }
            return false;
        };
        for (int j = last + 2; first >= 0 && j <= last + 3 && j < static_cast<int>(parts.size()); ++j) {
            const std::string_view v = text_.substr(parts[static_cast<size_t>(j)].s, parts[static_cast<size_t>(j)].e - parts[static_cast<size_t>(j)].s);
            if ((street_word(v) || numbered(v)) && !postcode_only(v)) last = j;
        }
        // No part with a number or a street's word: where houses have neither, the address is a landmark
        // ("house next to the Catholic church, Salybia", "Back road, near the CICC hall, Ngatangiia"): the
        // value's first part, of two words or more, before the places after it.
        if (first < 0 && parts.size() >= 2) {
            const std::string_view head = text_.substr(parts[0].s, parts[0].e - parts[0].s);
            if (head.find(' ') != std::string_view::npos && head.size() <= 60) first = last = 0;
        }
        if (first >= 0) emit(parts[static_cast<size_t>(first)].s, parts[static_cast<size_t>(last)].e, "ADDRESS", "address.field", 0.92);
        // The rest: places and a postcode ("Leeds LS6 3EL", "Karnataka - 560003").
        for (size_t i = last < 0 ? 0 : static_cast<size_t>(last) + 1; i < parts.size(); ++i) {
            size_t s = parts[i].s, e = parts[i].e;
            std::string_view v = text_.substr(s, e - s);
            // Split off a trailing postcode.
            size_t code = v.find_first_of("0123456789");
            if (code != std::string_view::npos) {
                size_t cs = s + code;
                while (cs > s && std::isupper(static_cast<unsigned char>(text_[cs - 1]))) --cs;  // "LS6"
                emit(cs, e, "ZIP", "address.field_postcode", 0.92);
                e = cs;
                while (e > s && (text_[e - 1] == ' ' || text_[e - 1] == '-')) --e;
            }
            std::string_view place = text_.substr(s, e - s);
            if (!place.empty() && std::isupper(static_cast<unsigned char>(place[0])) && place_ok(place) && place.size() <= 40)
                emit(s, e, "LOCATION", "address.field_place", 0.88);
        }
    }

    static bool postcode_only(std::string_view v) {
        // "LS6 3EL", "560003", "M5V 0R4": no word of 3+ letters.
        size_t run = 0;
        for (char c : v) {
            run = std::isalpha(static_cast<unsigned char>(c)) ? run + 1 : 0;
            if (run >= 3) return false;
        }
        return true;
    }

    // Cities from the gazetteer in a place context.
    void cities() {
        const auto& toks = in_.tokens;
        for (size_t i = 0; i < toks.size(); ++i) {
            const Token& t = toks[i];
            if (!(t.lex & (kLexCity | kLexCityHead)) || !(t.capitalised || t.all_caps)) continue;
            // The longest gazetteer city from here (up to 3 words).
            size_t last = i;
            std::string phrase = fold_word(t.text);
            bool city = (t.lex & kLexCity) != 0;
            std::string grow = phrase;
            size_t possessive_end = 0;  // "St. John's": the gazetteer's name ends in "'s"
            for (size_t j = i + 1; j < toks.size() && j < i + 3; ++j) {
                // One blank between the words, or an abbreviation's dot and a blank ("St. John's", "Mt. Vernon").
                const size_t gap = toks[j].start - toks[j - 1].end;
                const bool dotted = gap == 2 && text_.compare(toks[j - 1].end, 2, ". ") == 0;
                if (!dotted && (gap != 1 || !same_line(text_, toks[j - 1].end, toks[j].start))) break;
                grow += (dotted ? ". " : " ") + fold_word(toks[j].text);
                if (in_.lex.is_city(grow)) {
                    last = j;
                    city = true;
                } else if (text_.compare(toks[j].end, 2, "'s") == 0 && in_.lex.is_city(grow + "'s")) {
                    last = j;
                    city = true;
                    possessive_end = toks[j].end + 2;
                }
            }
            if (!city) continue;
            size_t s = t.start, e = std::max(toks[last].end, possessive_end);
            std::string_view name = text_.substr(s, e - s);
            uint32_t f = t.lex;
            // A person's name or a word of the language is a place only in a strong context;
            // short capitals are abbreviations ("IP", "DOB").
            bool person = (f & (kLexGiven | kLexSurname)) && last == i;
            bool word = (f & (kLexCommon | kLexVocab | kLexMorph)) && last == i;
            if (is_region_name(name) || (last == i && !place_ok(name)) || name.size() < 3 || (t.all_caps && name.size() <= 5) ||
                is_name_stopword(name)) {
                i = last;
                continue;
            }
            // "a grey Toyota Sienna": a make before a capitalised model is a vehicle, even where the
            // make is also a town.
            if (is_vehicle_make(text_.substr(s, e - s)) && e + 1 < text_.size() && text_[e] == ' ' &&
                std::isupper(static_cast<unsigned char>(text_[e + 1]))) {
                i = last;
                continue;
            }
            double conf = 0;
            std::string before = window_before(text_, s, 24);
            // A preposition in the sentence before says nothing: "My van. Toyota Sienna" (a full
            // stop after a lower-case word of three letters or more ends a sentence).
            for (size_t dot = before.rfind(". "); dot != std::string::npos && dot >= 3;) {
                size_t w = dot;
                while (w > 0 && std::islower(static_cast<unsigned char>(before[w - 1]))) --w;
                if (dot - w >= 3 && (w == 0 || before[w - 1] == ' ')) before.erase(0, dot + 2);
                break;
            }
            std::string after = window_after(text_, e, 24);
            bool prep = has_word(before, {"in", "at", "from", "near", "to", "à", "a", "en", "aus", "bei", "nach", "te",
                                          "uit", "van", "em", "de", "city of", "town of", "lives in", "born in",
                                          "moved to", "fait à",
                                          // "i Stavanger", "w Gdańsku", "v Brně", "în Cluj": Nordic, Polish, Czech
                                          // and Slovak, Romanian "in".
                                          "i", "w", "v", "ve", "în"});
            bool region_after = false;
            {
                size_t p = e;
                while (p < text_.size() && (text_[p] == ',' || text_[p] == ' ')) ++p;
                size_t q = p;
                while (q < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[q])) || text_[q] == ' ' ||
                                            static_cast<unsigned char>(text_[q]) >= 0x80))
                    ++q;
                while (q > p && text_[q - 1] == ' ') --q;
                std::string_view next = text_.substr(p, q - p);
                if (p > e && text_[e] == ',') {
                    // "Kumasi, Ghana", "Toronto, Ontario", "Ibadan, Oyo State".
                    for (size_t len = next.size(); len > 0; --len) {
                        if (len < next.size() && next[len] != ' ') continue;
                        if (is_region_name(next.substr(0, len)) || is_us_state_abbreviation(next.substr(0, len))) {
                            region_after = true;
                            break;
                        }
                    }
                    if (next.size() > 6 && next.substr(next.size() - 6) == " State") region_after = true;
                }
            }
            // After an institution: "Ness Valley Hospital, Inverness".
            bool after_org = false;
            {
                size_t p = s;
                while (p > 0 && text_[p - 1] == ' ') --p;
                if (p > 0 && text_[p - 1] == ',') {
                    // "… Hospital, Inverness", "… Processing Ltd., Tema", "… Lauridsen A/S, Hasselager".
                    size_t w = p - 1, we = w;
                    if (we > 0 && text_[we - 1] == '.') --we, --w;
                    while (w > 0 && (std::isalpha(static_cast<unsigned char>(text_[w - 1])) || text_[w - 1] == '/')) --w;
                    const std::string_view head = text_.substr(w, we - w);
                    after_org = we > w && (is_org_keyword(head) || head == "A/S" || head == "ApS" || head == "AB" || head == "Oy" ||
                                           head == "ASA" || head == "AS");
                }
            }
            // A dateline: "Berlin, den 27. Februar 2025", "Lyon, le 3 février", "Leeds, 18 March 2025".
            // ("Willemstad, djaweps, 3 di desèmber 2026", "London, Monday, 3 March 2026": the weekday first.)
            bool dateline = after.size() > 2 && after[0] == ',' &&
                            (has_word(after, {"den", "le", "el", "de"}) || std::isdigit(static_cast<unsigned char>(after[2])));
            if (!dateline && after.size() > 2 && after[0] == ',' && after[1] == ' ') {
                const size_t word_end = after.find_first_of(", ", 2);
                if (word_end != std::string::npos && word_end + 2 < after.size() &&
                    is_weekday_in_any_language(in_.lex, std::string_view(after).substr(2, word_end - 2))) {
                    const size_t digit = after.find_first_not_of(", ", word_end);
                    dateline = digit != std::string::npos && std::isdigit(static_cast<unsigned char>(after[digit]));
                }
            }
            // "doença de Parkinson", "sinal de Murphy": an eponym, not a place.
            {
                // The word before a position, in any script's letters ("doença").
                const auto previous_word = [&](size_t at, size_t* word_start) {
                    while (at > 0 && text_[at - 1] == ' ') --at;
                    size_t w = at;
                    while (w > 0 && (std::isalpha(static_cast<unsigned char>(text_[w - 1])) || static_cast<unsigned char>(text_[w - 1]) >= 0x80)) --w;
                    *word_start = w;
                    return ascii_lower(text_.substr(w, at - w));
                };
                size_t lead_at = s;
                std::string lead = previous_word(s, &lead_at);
                if (lead == "de" || lead == "di" || lead == "du") lead = previous_word(lead_at, &lead_at);
                if (is_eponym_leader(lead)) {
                    i = last;
                    continue;
                }
            }
            // Born or living there: a strong enough context for a city that is also a word ("nata a
            // Bologna", "born in Mobile", "wohnhaft in Essen").
            const bool birth_or_home = has_word(before, {"born in", "born at", "nata a", "nato a", "nati a", "née à", "né à",
                                                         "nacido en", "nacida en", "nascido em", "nascida em", "geboren in",
                                                         "geboren te", "residente in", "residente a", "sita in", "sito in",
                                                         "domiciliato a", "domiciliata a", "lives in", "living in", "resides in",
                                                         "resident of", "wohnhaft in", "woonachtig te", "domicilié à",
                                                         "domiciliée à", "demeurant à"});
            // In sentence case, a capital on a word of the language right after a lower-case
            // preposition, itself after a lower-case word, marks the proper noun: "her mom is in
            // Billings", "moved out to Mobile" (a heading in title case capitalises every word).
            const auto lower_word = [&](size_t k) { return k < toks.size() && toks[k].lower; };
            const bool sentence_case_place =
                word && t.capitalised && i >= 2 && lower_word(i - 1) && lower_word(i - 2) &&
                text_.substr(toks[i - 1].end, t.start - toks[i - 1].end).find_first_not_of(" \t\r\n") == std::string_view::npos &&
                text_.substr(toks[i - 2].end, toks[i - 1].start - toks[i - 2].end) == " " &&
                has_word(ascii_lower(toks[i - 1].text), {"in", "at", "from", "near", "to"}) &&
                !(last + 1 < toks.size() && is_org_keyword(toks[last + 1].text));
            // "son Jude Broussard of Pensacola": a person's name, then "of" and the place they are from.
            const bool person_of = !word && !person && i >= 2 && toks[i - 1].text == "of" && toks[i - 2].capitalised &&
                                   (toks[i - 2].lex & (kLexSurname | kLexGiven)) && !(toks[i - 2].lex & kLexOrgKeyword) &&
                                   !is_org_keyword(toks[i - 2].text);
            // A contact line: the town, then its phone in brackets ("Pyke Fontaine Law, Kenora (807-555-0193)",
            // "Kwame Asante-Boateng, Oak Ridge, (865) 555-0159"), after a comma that closes a name.
            bool phone_after = false;
            {
                size_t p = e;
                if (p < text_.size() && text_[p] == ',') ++p;
                while (p < text_.size() && text_[p] == ' ') ++p;
                size_t digits = 0;
                if (p < text_.size() && text_[p] == '(') {
                    size_t q = p + 1;
                    if (q < text_.size() && text_[q] == '+') ++q;
                    while (q < text_.size() && std::isdigit(static_cast<unsigned char>(text_[q]))) ++q, ++digits;
                }
                size_t c = s;
                while (c > 0 && text_[c - 1] == ' ') --c;
                phone_after = digits >= 3 && c > 0 && text_[c - 1] == ',';
            }
            // The last parts of an address written without a house number: a town after a comma, on a line
            // that names a street before it ("Ashmun Street, 2nd Floor, Karpeh Bldg, Monrovia", "Cow Path, Longwood").
            bool after_street = false;
            {
                size_t c = s;
                while (c > 0 && text_[c - 1] == ' ') --c;
                if (c > 0 && text_[c - 1] == ',') {
                    const size_t line_start = text_.rfind('\n', s) == std::string_view::npos ? 0 : text_.rfind('\n', s) + 1;
                    // The street's word closes its part of the address ("Ashmun Street,"), and is no court's
                    // ("Master of the High Court, Johannesburg": the court's seat, not an address).
                    for (size_t k = i; k-- > 0 && toks[k].start >= line_start;)
                        if (toks[k].capitalised && (toks[k].lex & (kLexStreetAfter | kLexStreetBefore)) && k + 1 < i &&
                            text_.compare(toks[k].end, 1, ",") == 0 && toks[k].text != "Court") {
                            after_street = true;
                            break;
                        }
                }
            }
            const bool street_town = after_street && !word && !t.all_caps && count_letters(t.text) >= 4 &&
                                     !is_region_name(t.text) && !(t.lex & kLexRegion);
            // (A town in capitals after an institution in capitals: "VANUA LEVU DIVISIONAL HOSPITAL, LABASA".)
            if ((word && birth_or_home && !t.all_caps) || (t.all_caps && !word && after_org) || street_town) conf = 0.86;
            else if (sentence_case_place && !region_after) conf = 0.8;
            else if (person_of || (phone_after && !word && !t.all_caps)) conf = 0.84;
            else if (word || t.all_caps) conf = region_after ? 0.86 : 0;
            else if (region_after || after_org || dateline) conf = 0.9;
            // "moved to Shrewsbury": a surname too (so a little lower), but the preposition says place.
            else if (prep) conf = person ? 0.86 : 0.88;
            if (conf > 0) emit(s, e, "LOCATION", "address.city_context", conf);
            i = last;
        }
    }

private:
    const ScanInput& in_;
    std::string_view text_;
    Spans& out_;
    std::vector<size_t> street_ends_;
};

// A house's name before its street, as British and Channel Island addresses put it: "Old School House,
// 3 Chapel Lane", "Carrick House, 27 Upper Queen Street". Taken only where it opens the line or a
// field's value, so "the Town Hall, 3 Main Street" in a sentence stays out.
void extend_by_house_names(std::string_view text, Spans& out, size_t first_span) {
    static const Regex house(R"((?:^|\n|:[ \t]+)[ \t]*((?:[A-Z][\p{L}'’-]+[ ]){1,3}(?:House|Cottage|Farm|Farmhouse|Lodge|Barn|)"
                             R"(Mill|Villa|Manor|Bungalow|Croft|Grange|Chambers|Mansions|Rectory|Vicarage|Schoolhouse)),[ ]$)");
    for (size_t k = first_span; k < out.size(); ++k) {
        Candidate& a = out[k];
        if (std::string_view(a.category) != "ADDRESS" || a.start < 2) continue;
        const size_t from = a.start > 64 ? a.start - 64 : 0;
        size_t start = a.start;
        house.for_each(text.substr(0, a.start), [&](const Match& m) {
            start = m.start(1);
            return false;
        }, from);
        a.start = start;
    }
}

}  // namespace

void find_addresses(const ScanInput& in, Spans& out) {
    const size_t first_span = out.size();
    AddressScanner scan(in, out);
    scan.streets();
    scan.postcodes();
    scan.address_fields();
    scan.cities();
    find_european_streets(in, out);
    find_address_lines(in, out);
    find_grid_streets(in, out);
    find_plot_addresses(in, out);
    find_asian_addresses(in, out);
    // Streets typed in lower case ("57 elm st apt 4", "12 harbour road"): a number,
    // one to three lower-case words and a street-type word.
    static const Regex lower_street(R"((?<![\w#.-])\d{1,5}[a-z]?[ \t]+(?:[nsew]\.?[ \t]+)?(?:[a-z][a-z'-]+[ \t]+){1,3}(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|blvd|way|ct|court|pl|place|cres|crescent|close|terrace|tce|hwy|pkwy|straat|laan|weg|strasse|straße)\b\.?(?:[ \t]+(?:apt|unit|flat|ste|suite|#)[ \t]*[a-z0-9-]{1,5})?(?![\w]))",
                                    StartBytes{"0123456789", {"0123456789abcdefghijklmnopqrstuvwxyz \t"}});
    // Chicago style without a type word: "4417 n kenmore apt 2w".
    static const Regex lower_grid(R"((?<![\w#.-])\d{3,5}[ \t]+[nsew][ \t]+[a-z]{3,}(?:[ \t]+(?:apt|unit|ste|#)[ \t]*[a-z0-9-]{1,5})?(?![\w]))",
                                  StartBytes{"0123456789", {"0123456789", "0123456789"}});
    lower_grid.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_lower", 0.86);
        return true;
    });
    // In a chat the unit, the town and the postcode are in lower case too: "flat 3, 41 cranbrook road,
    // ilford ig1 4pu".
    static const Regex lower_unit(R"((?<![\w])(?:flat|apt|unit)[ \t]*\d{1,4}[a-z]?,?[ \t]+$)");
    static const Regex lower_town(R"(,?[ \t]+([a-z][a-z'-]{2,}(?:[ ][a-z][a-z'-]{2,})?)(?:,?[ \t]+([a-z]{1,2}\d[a-z\d]?[ ]?\d[abd-hjlnp-uw-z]{2}))?(?![\w]))");
    lower_street.for_each_at(in.text, in.starts, [&](const Match& m) {
        size_t start = m.start();
        lower_unit.for_each(in.text.substr(0, start), [&](const Match& u) {
            start = u.start();
            return false;
        }, start > 14 ? start - 14 : 0);
        add_span(out, start, m.end(), "ADDRESS", "address.street_lower", 0.86);
        Match town;
        if (lower_town.match_at(in.text, m.end(), &town)) {
            bool city = (in.lex.flags(town.text(1)) & kLexCity) != 0 && !in.lex.is_word(town.text(1));
            if (town.has(2) || city) add_span(out, town.start(1), town.end(1), "LOCATION", "address.town_lower", 0.86);
            if (town.has(2)) add_span(out, town.start(2), town.end(2), "ZIP", "address.postcode_lower", 0.88);
        }
        return true;
    });
    for (size_t i = 1; i < in.tokens.size(); ++i) {
        const Token& t = in.tokens[i];
        if (!t.lower || !(t.lex & kLexCity) || (t.lex & (kLexCommon | kLexVocab | kLexMorph | kLexGiven | kLexSurname)) ||
            t.text.size() < 4)
            continue;
        std::string prev = ascii_lower(in.tokens[i - 1].text);
        if ((prev == "in" || prev == "at" || prev == "from" || prev == "to" || prev == "near") && t.start - in.tokens[i - 1].end == 1)
            add_span(out, t.start, t.end, "LOCATION", "address.city_lower", 0.86);
    }
    find_counties_and_districts(in, out);
    // A street without a house number on an address line of its own ("Elm Park Avenue",
    // "Beckett Street") or after "on"/"off" ("lived on Shields Avenue").
    static const Regex bare_street(R"((?<![\w])(?:[A-Z][\p{L}'’-]+[ \t]){1,3}(?:Street|St\.|Avenue|Ave\.?|Road|Rd\.?|Lane|Drive|Boulevard|Blvd\.?|Court|Place|Terrace|Crescent|Close|Way|Parade|Square|Grove|Gardens|Mews|Row|Highway|Parkway|Marg|Line|Path)(?![\w]))",
                                   StartBytes{kUpper});
    std::vector<size_t> before_type;
    for (size_t i = 1; i < in.tokens.size(); ++i)
        if ((in.tokens[i].lex & kLexStreetAfter) && in.tokens[i].capitalised)
            for (size_t k = i >= 3 ? i - 3 : 0; k < i; ++k) before_type.push_back(in.tokens[k].start);
    std::sort(before_type.begin(), before_type.end());
    before_type.erase(std::unique(before_type.begin(), before_type.end()), before_type.end());
    bare_street.for_each_at(in.text, before_type, [&](const Match& m) {
        size_t ls = m.start();
        while (ls > 0 && in.text[ls - 1] != '\n') --ls;
        size_t le = m.end();
        while (le < in.text.size() && in.text[le] != '\n') ++le;
        std::string_view before = in.text.substr(ls, m.start() - ls);
        std::string_view after = in.text.substr(m.end(), le - m.end());
        bool own_line = before.find_first_not_of(" \t") == std::string_view::npos &&
                        (after.empty() || after.find_first_not_of(" \t,") == std::string_view::npos);
        std::string w = window_before(in.text, m.start(), 8);
        // After a preposition of place ("lived on Shields Avenue", "at the corner of Harrison Road", "parked in
        // Philomel Street"), a field's colon ("Location: Lagoon Road by the gas station") or a comma that a comma
        // or the line's end follows ("from Co-op, Holderness Road, to sell").
        std::string_view tail = w;
        while (!tail.empty() && tail.back() == ' ') tail.remove_suffix(1);
        const size_t word_at = tail.find_last_of(" \t\n(");
        const std::string prev = ascii_lower(word_at == std::string_view::npos ? tail : tail.substr(word_at + 1));
        bool prep = w.size() >= 2 && w.back() == ' ' &&
                    (prev == "on" || prev == "off" || prev == "at" || prev == "in" || prev == "near" || prev == "along" ||
                     prev == "of" || prev == "from" || prev == "to" || prev == "into" || prev == "onto" || prev == "via");
        const std::string_view before_trim = before.substr(0, before.find_last_not_of(" \t") + 1);
        prep = prep || (!before_trim.empty() && before_trim.back() == ':') ||
               (!before_trim.empty() && before_trim.back() == ',' && (after.empty() || after[0] == ','));
        // Opening its line with a comma after ("Hangard Street, the green house…"), or a link of an
        // address's chain ("Level 1, Lotemau Centre, Convent Street, Apia").
        const bool opens_line = before.find_first_not_of(" \t") == std::string_view::npos && after.substr(0, 1) == ",";
        // A court of law is no street ("the Supreme Court", "High Court").
        static const Regex law_court(R"((?:Supreme|High|District|Magistrates?['’]?|Family|Crown|County|Circuit|Appeals?|Federal|Probate|Coroner['’]s|Superior|Juvenile|Small[ ]Claims|Land|Labour|Labor|Tax)[ ]Court$)");
        bool court_of_law = false;
        law_court.for_each(m.text(), [&](const Match&) { return court_of_law = true, false; });
        if (court_of_law) return true;
        // Nor the street that names an institution ("Main Street Clinic", "Church Road Surgery").
        {
            size_t q = m.end();
            while (q < in.text.size() && in.text[q] == ' ') ++q;
            size_t r = q;
            while (r < in.text.size() && std::isalpha(static_cast<unsigned char>(in.text[r]))) ++r;
            if (q > m.end() && r > q && std::isupper(static_cast<unsigned char>(in.text[q])) && is_org_keyword(ascii_lower(in.text.substr(q, r - q))))
                return true;
        }
        // A house number written with '#' before it: "#7 Cemetery Road".
        static const Regex hash_number(R"(#[ ]?\d{1,5}[A-Za-z]?[ ]$)");
        size_t start = m.start();
        hash_number.for_each(in.text.substr(0, m.start()), [&](const Match& h) {
            start = h.start();
            return false;
        }, m.start() > 10 ? m.start() - 10 : 0);
        // After "in", "on", "at" and their kin the street outranks a name the same words could make ("parked in
        // Marlow Street": Street is also a surname); after "to", "from" or "of" a person is as likely.
        const bool place_preposition = prev == "on" || prev == "off" || prev == "at" || prev == "in" || prev == "near" ||
                                       prev == "along" || prev == "into" || prev == "onto" || prev == "via";
        if (own_line || prep || start < m.start())
            add_span(out, start, m.end(), "ADDRESS", "address.street_name", place_preposition ? 0.92 : 0.86);
        else if (opens_line || in_address_chain(in.text, m.start(), m.end()))
            add_span(out, m.start(), m.end(), "ADDRESS", "address.street_name", 0.8);
        return true;
    });
    // "our Glenview office": a place name used as a site.
    static const Regex office(R"((?<=\bour |\bthe |\btheir |\byour |\bhis |\bher |\bits )([A-Z][a-z]+(?:[ ][A-Z][a-z]+)?)[ \t]+(?:office|branch|campus|location|site|facility|store)(?![\w]))",
                              StartBytes{kUpper});
    // Tried only right after one of the look-behind's words and its blank.
    std::vector<size_t> after_determiner;
    for (size_t p : in.starts) {
        if (p < 4 || in.text[p - 1] != ' ') continue;
        size_t q = p - 1;
        while (q > 0 && in.text[q - 1] >= 'a' && in.text[q - 1] <= 'z' && p - 1 - q < 5) --q;
        const std::string_view word = in.text.substr(q, p - 1 - q);
        const auto before = static_cast<unsigned char>(q == 0 ? ' ' : in.text[q - 1]);
        const bool boundary = !ascii_alnum(before) && before != '_';  // \b (a non-ASCII byte: the pattern decides)
        if (boundary && (word == "our" || word == "the" || word == "their" || word == "your" || word == "his" ||
                         word == "her" || word == "its"))
            after_determiner.push_back(p);
    }
    office.for_each_at(in.text, after_determiner, [&](const Match& m) {
        if (!in.lex.is_word(m.text(1))) add_span(out, m.start(1), m.end(1), "LOCATION", "address.site", 0.6);
        return true;
    });
    // A street without a number that names a branch or an office: "Kaveri Bank, Sampige Road branch".
    static const Regex street_branch(R"((?<![\w])((?:[A-Z][\p{L}'’-]+[ \t]){1,3}(?:Road|Street|Avenue|Lane|Marg|Nagar|Circle|Cross))[ \t]+(?:branch|office)(?![\w]))",
                                     StartBytes{kUpper});
    // Tried only up to four words before "branch" or "office".
    std::vector<size_t> before_branch;
    for (size_t i = 1; i < in.tokens.size(); ++i)
        if (in.tokens[i].text == "branch" || in.tokens[i].text == "office")
            for (size_t k = i >= 4 ? i - 4 : 0; k < i; ++k) before_branch.push_back(in.tokens[k].start);
    std::sort(before_branch.begin(), before_branch.end());
    before_branch.erase(std::unique(before_branch.begin(), before_branch.end()), before_branch.end());
    street_branch.for_each_at(in.text, before_branch, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ADDRESS", "address.street_branch", 0.86);
        return true;
    });
    extend_by_house_names(in.text, out, first_span);
    find_postcodes_after_towns(in.text, out, first_span);
}

}  // namespace synsema::redact
