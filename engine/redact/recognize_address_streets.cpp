// Streets, for the address scanner (address_scanner.h): the patterns of a street with its
// number first, a compound name with the number after, a type word first; streets(), which
// runs them with blocks, units, HDB blocks, cross-and-main addresses and PO boxes; and
// street_found(), which takes the units before a street and looks for what follows it.
#include <algorithm>
#include <string>

#include "address_scanner.h"
#include "address_units.h"
#include "recognizers.h"
#include "regex.h"
#include "word_alternation.h"
#include "word_set.h"

namespace synsema::redact::address_detail {

namespace {

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
                                          "Rte", "Tce", "Cl", "Gdns", "Gr",
                                          // A street named with no type word after it: "2214 Broadway NE, Suite 310".
                                          "Broadway", "BROADWAY"});
    return std::string("(?<![\\w#./:-])(?:(?i:flat|apartment|apt\\.?|unit|suite|no\\.?|door[ ]no\\.?)[ \\t]*\\d{1,5}[A-Za-z]?(?:,?[ \\t]+|/))?") +
           // At most three blanks after the number: a wider gap is layout, not an address
           // (a transcript's line number before "THE COURT:").
           // Blanks, not tabs: a tab is a cell break ("13:00\tSN\tHill, Jordan" is no street).
           // (Not an hour, "às 9h, Av. Agamenon …".)
           "(?:\\d{1,4}/)?\\d{1,6}(?:-\\d{1,4})?(?![h][, ])[A-Za-z]?,?[ ]{1,3}" +
           "(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\\.?[ ]+)?" +
           // (The last blank may be a page's line wrap, the type word then closing its part of the address:
           // "2210 Maple Crest\nDrive, Suite 140", as a scan's OCR reads it; not "… BRN\nPlace of birth".)
           // (An ordinal in capitals too: a mailing matrix's "1740 W 18TH AVE".)
           "(?:(?:\\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH)|[A-Z][\\p{L}'’-]*\\.?)(?:[ ]+|[ ]?\\n(?=(?:" + types +
           ")\\b\\.?(?:,|[ \\t]*(?:\\r?\\n|$))))){0,4}(?:" + types + ")" +
           // A direction after the type: "Main St NW"; spelled out only before a comma or the line's end
           // ("5 Currong St South, Reid"), not "Main St South of the river".
           "\\b\\.?(?:[ \\t]+(?:(?:N|S|E|W|NE|NW|SE|SW)\\b\\.?|(?:North|South|East|West)(?=[ \\t]*(?:,|\\n|$))))?" + kAddressUnit;
}

// Compound street name, then the number: "Lahnstraße 58", "Jan van Goyenlaan 31", "Berliner Straße 12".
std::string compound_pattern(const Lexicon& lex) {
    std::string endings;
    for (const auto& e : lex.compound_street_endings()) endings += (endings.empty() ? "" : "|") + e;
    return std::string("(?<![\\w])(?:[A-ZÄÖÜ][\\p{L}'-]*[ ](?:(?:van|de|der|den|von|am|an|auf|im|in|zum|zur|ter|ten)[ ]){0,2}){0,2}") +
           // (Or the type a word of its own after an adjective, "Kienitzer Str. 41"; a Viennese house, stair and door,
           // "Leopoldauer Straße 88/3/14".)
           "(?:[A-ZÄÖÜ][\\p{L}'-]*?(?i:" + endings + "|str\\.)|[A-ZÄÖÜ][\\p{L}'-]*er[ ](?=\\p{Lu})(?i:" + endings + "|str\\.))" +
           "[ \\t]+\\d{1,4}[a-zA-Z]?(?:[-/]\\d{1,4}[a-zA-Z]?(?:/\\d{1,4})?|-[IVX][IVXl]{0,3}|[ ](?:hs|bis|huis)|-(?:bis|ter))?" +
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
    // the house's number perhaps behind its word ("вул. Городоцька, буд. 174", "Mtaa wa X, Nyumba Na. 27",
    // Kinshasa's "avenue Kimbondo n°27").
    // (Not a time's minutes before the number's comma: "o 11:00, ul. Niedurnego 36".)
    return std::string("(?<![\\w])(?:(?<![\\w:-])(\\d{1,4})(?:[ ]?(?:bis|ter))?,?[ \\t]+)?(?i:") + types + "|av|bd)[.'׳]?[ \\t]+" +
           // (Maltese joins its article to the name with a hyphen: "Triq il-Kavallerija", "Xatt is-Sajjieda", "Triq ta' Xbiex".)
           "(?:(?:de|du|des|de la|del|da|do|dos|das|d'|l'|yr|y|di|della|delle|dei|degli|dera|deth|na|an|ya|wa|i[lxsżznrtdċ]-|l-|ta[lsxżzdnrtċ]-|ta'(?=[ ]))[ \\t]*)*[„“\"«]?(?:[0-9]+|[\\p{Lu}\\p{Lo}])[\\p{L}\\p{M}'’-]*(?:[ -](?:(?:de|du|des|la|del|da|do|dos|yr|y|di|della|cel|lui)[ ])?(?!(?:No|NO|Nr|Br)\\.)(?:Gg\\.|[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’-]*)){0,3}" +
           // (Indonesia's alley, "Gg.", between the street's name and its own: "Jl. Sekumpul Gg. Kenanga No. 18".)
           // A quoted name's close ("ул. „Партизански одреди“"); a lower-case word of the name right
           // before the house's number ("ул. Жанкожа батыра, д. 118"), but not the number's own word
           // ("ul. Vuka Karadžića br. 18", "Boulevard Lumumba n°1148").
           "(?:[ ](?!(?i:br|nr|no|бр|д|буд)\\.|n[°º]|n\\.[°º])\\p{Ll}[\\p{L}\\p{M}'’-]*)?[”“\"»]?(?:[ ]\\p{Ll}[\\p{L}\\p{M}'’-]*(?=,?[ \\t]+(?i:д\\.|дом|бр\\.|nr\\.|№)?[ \\t]*\\d))?" +
           // (A Brazilian house number may take a thousands dot: "Av. Agamenon Magalhães, 1.480, sala 7".)
           "([,،]?[ \\t]+(?:(?i:буд\\.|будинок|д\\.|дом|nyumba[ ]na\\.|nyumba|nr\\.|br\\.|no\\.|n°|nº|n\\.[º°]|бр\\.|پلاک|کوچه|رقم)[ \\t]*|#[ ]?)?(?:\\d{1,2}\\.\\d{3}(?![\\d.])|\\d{1,5}(?:/\\d{1,4}|-\\d{1,4}|-[A-Z](?![\\w]))?[a-zA-Z]?)(?![\\w])(?![ \\t]+(?i:étage|etage)))?" + kAddressUnit +
           // A Mexican colonia after the street: "Calle Pedro Moreno 1448,\nCol. Americana".
           "(?:,?[ \\t]*\\n?[ \\t]*Col\\.[ \\t]+[A-Z][\\p{L}'’-]+(?:[ ][A-Z][\\p{L}'’-]+)?)?";
}

}  // namespace

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

// A street found: its span, and the city and postcode that may follow it.
void AddressScanner::street_found(size_t s, size_t e, const char* rule, double conf) {
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
    // A house's name opening the address's line before the number: "Tigh na Mara, 4 Shore Road",
    // "Rose Cottage, 12 Mill Lane" (one to four capitalised words, a Gaelic or Welsh particle between).
    if (s >= 3 && text_.compare(s - 2, 2, ", ") == 0 && std::isdigit(static_cast<unsigned char>(text_[s]))) {
        size_t ls = s - 2;
        while (ls > 0 && text_[ls - 1] != '\n' && s - ls < 48) --ls;
        size_t from = ls;
        while (from < s - 2 && (text_[from] == ' ' || text_[from] == '\t')) ++from;
        const std::vector<Token> words = tokenize_words(text_.substr(from, s - 2 - from));
        static const WordSet kParticles = {"na", "an", "y", "yr", "the", "of", "a", "ar"};
        const bool house = (ls == 0 || text_[ls - 1] == '\n') && !words.empty() && words.size() <= 4 && words.front().capitalised &&
                           words.back().capitalised && words.back().end == s - 2 - from &&
                           std::all_of(words.begin(), words.end(), [&](const Token& t) { return t.capitalised || kParticles.count(t.text); }) &&
                           text_.substr(from, s - 2 - from).find_first_of("0123456789:,") == std::string_view::npos;
        if (house) s = from;
    }
    emit(s, e, "ADDRESS", rule, conf);
    street_ends_.push_back(e);
    after_street(e);
}

void AddressScanner::streets() {
    static const Regex street(street_pattern(in_.lex), StartBytes{"0123456789FAUSNDfausnd"});
    // Compound and type-first streets open with a capital or a number and hold
    // a number within their first 48 bytes: tried only where that is so.
    static const Regex compound(compound_pattern(in_.lex), StartBytes{kUpper});
    static const Regex prefix(prefix_pattern(in_.lex), StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\xCE\xCF\xD0\xD1\xD7\xD8\xD9\xDA\xDB"});
    // Post-office boxes, and the bags of New Zealand and Australia ("Private Bag 3", "Locked Bag 7"); a
    // box written without its "PO" only before its town ("Box 214, Langham"); "No." before the number too, as South
    // Asia and Africa write it ("Post Box No. 36", "Private Bag No. 12").
    // (Israel's "P.O.B. 151", the box abbreviated with its dots, beside the others.)
    static const Regex po_box(R"((?<![\w])(?:P\.?[ ]?O\.?[ ]*(?i:box)|P\.O\.B\.|PO[ ]BOX|Box(?=[ ]\d{1,6},[ ]\p{Lu})|Post[ ]Office[ ]Box|Post[ ]Box|G\.?P\.?O\.?[ ](?i:box)|(?:Private|Locked|PO|P\.O\.)[ ](?i:bag)|PRIVATE[ ]BAG|LOCKED[ ]BAG|Private[ ]Mail[ ]Bag|PMB|Postfach|B\.?P\.|Apartado|Caixa[ ]Postal)(?:[ ](?i:no)\.?)?[ \t]+(?:[A-Z]{1,2}[ -]?)?\d{1,8}(?![\w]))",
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
            } else if (toks[i].text == "Str" || toks[i].text == "str" ||
                       (toks[i].capitalised && std::find(endings.begin(), endings.end(), ascii_lower(toks[i].text)) != endings.end())) {
                // (The type a word of its own: "Kienitzer Str. 41", "Leopoldauer Straße 88/3/14".)
                for (size_t k = i >= 3 ? i - 3 : 0; k <= i; ++k) compound_at.push_back(toks[k].start);
            }
            // A type word first: capitalised ("Calle Mayor 12"), or after a number ("8, rue …").
            bool abbreviated = toks[i].lower && toks[i].end < text_.size() && text_[toks[i].end] == '.';
            // A script without case (Hebrew, Arabic, Persian) has no capital to open it; a Greek
            // "οδό" in running text opens a capitalised name.
            const bool caseless = caseless_word(toks[i]);
            // So does a whole type word in lower case before a capital, as the Romance languages write
            // it in a sentence ("vive en la calle Mayor 12", "na rua Augusta 45"); the pattern then
            // wants the house's number. (Not English "via", a route's word: "via Route 9".)
            // (Perhaps a particle between: "via delle Sette Chiese 14", "rua dos Andradas 45".)
            static const WordSet kStreetParticles = {"de", "del", "della", "delle", "dei", "degli", "di", "do", "da", "dos",
                                                     "das", "du", "des", "dera", "deth"};
            const bool particle_between = i + 2 < toks.size() && toks[i + 1].lower && kStreetParticles.count(toks[i + 1].text) &&
                                          toks[i + 1].start == toks[i].end + 1 && toks[i + 2].start == toks[i + 1].end + 1;
            const size_t name = particle_between ? i + 2 : i + 1;
            const bool before_capital = toks[i].lower && name < toks.size() && toks[name].capitalised &&
                                        toks[i + 1].start == toks[i].end + 1 &&
                                        (static_cast<unsigned char>(toks[i].text[0]) >= 0x80 ||
                                         (toks[i].text.size() >= 3 && !(in_.language == Language::English && toks[i].text == "via")));
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
    // Also a unit alone ("Flat 2, 18 Heol …"), a floor of a building ("3/F Cruz Bldg., 118 Shaw Blvd.") and
    // a building by its word opening the address ("Church Hall, 11 Roxburgh Street", "Rose Cottage, 4 Mill
    // Lane"; not "met at the Town Hall, 3 Main Street").
    static const Regex unit_building(R"((?:(?i:apartment|apt\.?|flat|unit|suite)[ \t]*\d{1,5}[A-Za-z]?,[ \t]*(?:(?:[A-Z][\p{L}'’-]*[ \t]?){1,4},[ \t]*)?|\d{1,3}/F[ \t]+(?:[A-Z][\p{L}'’.-]*[ \t]?){1,4},[ \t]*|(?<!\p{Ll}[ ])(?:[A-Z][\p{L}'’-]*[ \t]){0,3}(?:Hall|House|Cottage|Farm|Lodge|Manor|Villa|Mansions|Barn|Mill|Chambers|Buildings)[ \t]*,[ \t]*)$)");
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
        // "6720 50 AVE", "4417 46 St": the Prairies' numbered streets, the house's number before the street's.
        if (start == m.start() && start >= 2 && text_[start - 1] == ' ' && std::isdigit(static_cast<unsigned char>(text_[start - 2])) &&
            std::isdigit(static_cast<unsigned char>(v[0]))) {
            size_t h = start - 1;
            while (h > 0 && std::isdigit(static_cast<unsigned char>(text_[h - 1])) && start - 1 - h < 5) --h;
            const bool opens = h == 0 || text_[h - 1] == '\n' || text_[h - 1] == ' ' || text_[h - 1] == '\t' || text_[h - 1] == ',';
            if (opens && start - 1 - h >= 1 && (h == 0 || !std::isdigit(static_cast<unsigned char>(text_[h - 1])))) start = h;
        }
        street_found(start, end, "address.street");
        return true;
    });
    // Units (and a building) before a street without a house number: "Apartment 22, The
    // Maltings, Lower Glanmire Road", "Plot 14, Block C, Adeniyi Jones Avenue".
    // ("Level 1, Lotemau Centre, Convent Street", "2nd floor, Wickhams Cay House, 14 Main Street"; a tower's number
    // after it, "Office 1204, Qetaifan Tower 2, Lusail".)
    static const Regex unit_street(std::string(R"((?<![\w])(?:(?:(?i:apartment|apt\.?|flat|unit|suite|office|shop|plot|block|level|floor)[ \t]*[0-9A-Z]{1,5}|)"
                                                   R"(\d{1,2}(?:st|nd|rd|th)[ ](?i:floor)),[ \t]*){1,2})") +
                                       R"((?:(?:The[ ])?[A-Z][\p{L}'’-]+(?:[ ][A-Z][\p{L}'’-]+){0,2},[ \t]*)?(?:\d{1,5}[A-Za-z]?[ ])?(?:[A-Z][\p{L}'’-]+[ ]){1,3}(?:)" +
                                       join_words(in_.lex.street_words(kLexStreetAfter), false) + R"()\b\.?(?:[ ]\d{1,3}(?=,))?)",
                                   StartBytes{"AFUSPBLOafuspblo0123456789"});
    unit_street.for_each_at(text_, in_.starts, [&](const Match& m) {
        street_found(m.start(), m.end(), "address.unit_street", 0.88);
        return true;
    });
    compound.for_each_at(text_, compound_at, [&](const Match& m) {
        // "-ering" ends nouns of the Nordic languages and Dutch ("Indkvartering 14.01", "vergadering 3"),
        // not a ring road's name ("Hohenzollernring 12").
        const std::string_view street = m.text().substr(0, m.text().find_first_of("0123456789"));
        const size_t name_end = street.find_last_not_of(" \t");
        if (name_end != std::string_view::npos && name_end >= 4 && ascii_lower(street.substr(name_end - 4, 5)) == "ering") return true;
        street_found(m.start(), m.end(), "address.street_compound");
        return true;
    });
    // Jersey's and Guernsey's streets keep their article before the type: "La Rue de la Mare", "Le Clos de la Vallée".
    const auto with_article = [&](size_t at) {
        for (std::string_view type : {"Rue ", "Route ", "Chemin ", "Clos "}) {
            if (text_.compare(at, type.size(), type) != 0) continue;
            for (std::string_view article : {"La ", "Le ", "Les "})
                if (at >= article.size() && text_.compare(at - article.size(), article.size(), article) == 0 &&
                    (at == article.size() || !std::isalnum(static_cast<unsigned char>(text_[at - article.size() - 1]))))
                    return at - article.size();
        }
        return at;
    };
    prefix.for_each_at(text_, prefix_at, [&](const Match& m) {
        // A number before or after the name makes it an address ("8, rue …", "Calle Mayor 12"); so
        // does a place in an address's chain ("No. 12, Simpang 271-41, Jalan Muara, Kampong …").
        if (!m.has(1) && !m.has(2)) {
            if (std::isupper(static_cast<unsigned char>(text_[m.start()])) && in_address_chain(text_, m.start(), m.end()))
                street_found(with_article(m.start()), m.end(), "address.street_prefix", 0.8);
            // ... and so does a unit after it, the house's number in its place ("Rue des Missions, villa 27", "ZI de
            // Pariacabo, lot 18", "Rue des Manguiers, parcelle 112").
            static const Regex numbered_unit(std::string("(?:") + kAddressUnit + ")");
            Match unit;
            if (std::isupper(static_cast<unsigned char>(text_[m.start()])) && text_.compare(m.end(), 1, ",") == 0 &&
                numbered_unit.match_at(text_.substr(0, std::min(text_.size(), m.end() + 40)), m.end(), &unit) && unit.end() > m.end() + 2 &&
                std::isdigit(static_cast<unsigned char>(text_[unit.end() - 1])))
                street_found(with_article(m.start()), unit.end(), "address.street_prefix", 0.84);
            // Outside English, an abbreviated type word in lower case before a capitalised name is a
            // street even without its number, as a report's narrative names one ("pe bd. Dacia, în
            // direcția str. Grenoble").
            const size_t blank = m.text().find_first_of(" \t");
            if (in_.language != Language::English && std::islower(static_cast<unsigned char>(text_[m.start()])) &&
                blank != std::string_view::npos && blank >= 2 && m.text()[blank - 1] == '.' && blank + 1 < m.text().size() &&
                std::isupper(static_cast<unsigned char>(m.text()[blank + 1])))
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
        street_found(with_unit_before(with_article(m.start())), m.end(), "address.street_prefix");
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
        // Singapore's six-digit postal code after the unit, without "Singapore" before it: "…, #01-22, 408702".
        static const Regex postal(R"(^,?[ ](?:Singapore[ ])?(\d{6})(?![\w-]))");
        Match code;
        if (m.has(1) && postal.match_at(text_.substr(m.end(), 24), 0, &code))
            emit(m.end() + code.start(1), m.end() + code.end(1), "ZIP", "address.sg_postal_code", 0.9);
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
    // "P.O. Box 1822-20100,\nNakuru", "P.O. Box 412 - 60500, MARSABIT" (a letterhead's spaced dash).
    static const Regex box_code(R"([ ]?[-–][ ]?(\d{5})(?:,?[ \t]*\n?[ \t]*(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?)(?![\w])|(?![\w-])))");
    po_box.for_each_at(text_, numbered, [&](const Match& m) {
        Match code;
        if (box_code.match_at(text_, m.end(), &code)) {
            emit(code.start(1), code.end(1), "ZIP", "address.box_code", 0.9);
            if (code.has(2) && place_ok(code.text(2))) emit(code.start(2), code.end(2), "LOCATION", "address.box_code", 0.85);
        }
        street_found(m.start(), m.end(), "address.po_box", 0.95);
        return true;
    });
    // French-speaking Africa's and the Pacific's box without its dots ("BP 1423 Moroni", "BP 11.742 Niamey", "BP 4G,
    // 98600 Mata-Utu", "BP 4216 - 97500 Saint-Pierre"): only before its town, perhaps after a postcode (a blood
    // pressure is "BP 130/85").
    static const Regex bp_box(R"((?<![\w])BP[ ](?:\d{1,3}\.\d{3}|\d{1,5}[A-Z]?)(?=[ ,]+(?:-[ ]+)?(?:\d{5}[ ]+)?\p{Lu}\p{Ll}))",
                              StartBytes{"B"});
    static const Regex town_after(R"([ ,]+(?:-[ ]+)?(\d{5}[ ]+)?(\p{Lu}[\p{L}'’-]+))");
    bp_box.for_each_at(text_, numbered, [&](const Match& m) {
        Match town;
        if (!town_after.match_at(text_, m.end(), &town) || !(town.has(1) || city_phrase(town.text(2)))) return true;
        street_found(m.start(), m.end(), "address.po_box", 0.92);
        return true;
    });
    named_streets_in_lower_case();
}

// The Baltic and Slavic order, the name, the type word in lower case, then the number: "Brīvības iela
// 12", "Slovenska cesta 5", "Gedimino prospektas 12". (English capitalises its type word, and puts the
// number first; its lower case "street" before a number is prose.)
void AddressScanner::named_streets_in_lower_case() {
    const auto& toks = in_.tokens;
    for (size_t i = 1; i < toks.size(); ++i) {
        const Token& type = toks[i];
        // (Not a function word of another language whose folded letters are a type word's: Italian "alle" (at the),
        // as Danish "allé" folds: "Oksana alle 5".)
        if (!type.lower || !(type.lex & kLexStreetAfter) || (type.lex & (kLexCommon | kLexForeignFunction)) || type.end + 1 >= text_.size() || text_[type.end] != ' ' ||
            !std::isdigit(static_cast<unsigned char>(text_[type.end + 1])))
            continue;
        // One to three capitalised words before it, a blank apart.
        size_t first = i;
        while (first > 0 && i - first < 3 && toks[first - 1].capitalised && toks[first - 1].end + 1 == toks[first].start &&
               text_[toks[first - 1].end] == ' ' && !(toks[first - 1].lex & (kLexStop | kLexHonorificWord)))
            --first;
        if (first == i) continue;
        // The house's number: up to four digits and perhaps a letter ("12", "12A"), the word ending there.
        size_t e = type.end + 1;
        while (e < text_.size() && std::isdigit(static_cast<unsigned char>(text_[e])) && e - type.end <= 4) ++e;
        if (e < text_.size() && std::isalpha(static_cast<unsigned char>(text_[e])) &&
            (e + 1 == text_.size() || !std::isalnum(static_cast<unsigned char>(text_[e + 1]))))
            ++e;
        if ((e < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[e])) || static_cast<unsigned char>(text_[e]) >= 0x80)) ||
            e - type.end > 5)
            continue;
        street_found(toks[first].start, e, "address.street_named_first", 0.88);
    }
}

bool AddressScanner::near_street(size_t pos, size_t reach) const {
    for (size_t e : street_ends_)
        if (e <= pos && pos - e <= reach) return true;
    return false;
}

}  // namespace synsema::redact::address_detail
