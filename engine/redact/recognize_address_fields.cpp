// Postcodes and "Address:" fields, for the address scanner (address_scanner.h): the postcodes
// with their cities and states (postcodes), and a labelled field's value split into its street,
// places and postcode (address_fields, address_value).
#include <algorithm>
#include <cstring>
#include <string>

#include "address_scanner.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact::address_detail {

namespace {

std::string city_state_pattern() {
    // (The ZIP may start the next line: "Cary, North Carolina\n27519, U.S.A.".)
    return std::string("(?<![\\w])") + kCity + ",[ \\t]*\\n?[ \\t]*(" + kStates + ")(?:,?(?:[ \\t]+|[ \\t]*\\n[ \\t]*)" + kZip + ")?(?![\\w-])";
}

bool is_postcode_word(std::string_view w) {
    for (char c : w)
        if (std::isdigit(static_cast<unsigned char>(c))) return true;
    return false;
}

// An Eircode closing an address written on one line, after its town and a comma ("Main Street,
// Ballyjamesduff, A82 KX29"): Irish addresses in the country often have no house number, so no street is
// found before it. Its last four must mix letters and digits, which a count or a reference rarely does.
bool closes_address_line(std::string_view t, size_t start, size_t end) {
    if (start < 3 || t.substr(start - 2, 2) != ", " || !std::isalpha(static_cast<unsigned char>(t[start - 3]))) return false;
    size_t p = end;
    while (p < t.size() && (t[p] == ' ' || t[p] == '\t' || t[p] == '\r')) ++p;
    if (p < t.size() && t[p] != '\n') return false;
    const std::string_view unique = t.substr(end - 4, 4);
    const bool letter = std::any_of(unique.begin(), unique.end(), [](char c) { return std::isupper(static_cast<unsigned char>(c)); });
    const bool digit = std::any_of(unique.begin(), unique.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
    return letter && digit;
}

}  // namespace

void AddressScanner::postcodes() {
    static const Regex city_state(city_state_pattern(), StartBytes{kUpper});
    static const Regex state_zip(std::string("(?<![\\w])") + kStates + "[ \\t]+" + kZip + "(?![\\w-])", StartBytes{kUpper});
    // "Toronto ON M5V 0R4", "Leeds LS6 3EL", "Sydney NSW 2000": city, [province,] postcode (perhaps on the next
    // line: "22 Kirkgate, Cockermouth\nCA13 9PJ").
    static const Regex city_postcode(std::string("(?<![\\w])") + kCity + ",?(?:[ \\t]+|[ \\t]*\\n[ \\t]*)(?:" + kProvinces + "[ \\t]+)?(" +
                                         kUkPostcode + "|" + kCaPostcode + ")(?![\\w])", StartBytes{kUpper});
    static const Regex au_postcode(R"((?<![\w])(?:NSW|VIC|QLD|WA|SA|TAS|ACT|NT)[ \t]+(\d{4})(?![\w-]))", StartBytes{kUpper});
    static const Regex uk_postcode(std::string("(?<![\\w])") + kUkPostcode + "(?![\\w])", StartBytes{kUpper});
    static const Regex ca_postcode(std::string("(?<![\\w])") + kCaPostcode + "(?![\\w])", StartBytes{kUpper});
    // "12055 Berlin", "69007 Lyon", "1017 AB Amsterdam", "1000-001 Lisboa": postcode then city.
    // After a comma, a label's colon, at a line's start or after a column's gap also "8004 Zürich", "1060 Saint-Gilles" (Belgium,
    // Switzerland, Austria, Denmark, Norway) and "753 33 Uppsala" (Sweden); "80-890 Gdańsk" (Poland).
    static const Regex code_city(R"((?<![\w-])(\d{5}|\d{4}[ ]?[A-Z]{2}|\d{4}-\d{3}|\d{5}-\d{3}|\d{2}-\d{3}|(?<=, |^|\n|  |\t|: )(?:\d{4}|\d{3}[ ]\d{2}))[ \t]+([A-ZÄÖÜÉ][\p{L}'’-]+(?:[ -][A-ZÄÖÜÉ][\p{L}'’-]+)?)(?![\w]))"
                                 // A Danish city's postal district after it: "2300 København S", "8000 Aarhus C".
                                 R"((?:[ ](SV|SØ|NV|NØ|[SNVKCMØ])(?=[.,;)]?(?:$|\s)))?)",
                                 StartBytes{"0123456789", {"0123456789", "0123456789-"}});
    // "L-9050 Ettelbréck", "CH-8004 Zürich", "D-10115 Berlin": a postcode behind its country's letters
    // (Luxembourg writes it so; letterheads across Europe too), then its town; Andorra's letters are the code's
    // own, with no hyphen ("AD700 Escaldes-Engordany").
    static const Regex prefixed_code_city(
        R"((?<![\w-])((?:L|D|F|B|A|I|E|P|S|N|H|CH|NL|DK|FI|FIN|SK|CZ|PL|SI|SLO|HR|LT|LV|EE|RO|BG|GR|IS|FL|MC|AT|DE|FR|BE|IT|ES|PT|SE|NO|HU|LU)-\d{4,5}|AD\d{3})[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+)?)(?![\w]))",
        // Offset 1: the hyphen or a code's second letter; offset 2: the hyphen, a digit, or FIN's, SLO's third.
        StartBytes{kUpper, {"-HLKIZRTVEOGSCUD", "-0123456789NO"}});
    // "Bengaluru - 560011", "Karnataka - 560003": an Indian PIN after a place.
    // (The state's dotted initials in brackets may stand between, the dash then optional: "Mandi (H.P.) - 175001",
    // "Distt. Mandi (H.P.) 175019".)
    static const Regex pin(R"((?<![\w])([A-Z][\p{L}]+)(?:[ ]\((?:[A-Z]\.){2,3}\)[ \t]*[-–]?|[ \t]*[-–])[ \t]*(\d{6}|\d{3}[ ]\d{3})(?![\w-]))", StartBytes{kUpper});
    // "Auckland 1010", "Singapore 018956": a city, then a four- or six-digit postcode that ends the
    // line or the phrase, in an address (after a street or a box).
    // A US ZIP may stand as its own phrase after the city when spoken: "in Fresno. 93701.".
    // Also seven digits (Israel), NNN-NNNN (Japan) and NN-NNN (Poland) after the city.
    static const Regex city_code(std::string("(?<![\\w])") + kCity + "(?:,?[ \\t]+(\\d{4}|\\d{6}|\\d{7}|\\d{3}-\\d{4}|\\d{2}-\\d{3})|[,.]?[ \\t]+(\\d{5}))(?=[ \\t]*(?:$|\\n|\\r|[,.;)]))",
                                 StartBytes{kUpper});
    // "C.P. 44160", "CEP 01310-100", "PLZ 10115", "Code postal 15300": a postcode after its abbreviation or
    // its label's words, inside a line.
    static const Regex code_label(R"((?<![\w])(?:C\.[ ]?P\.|CP|CEP|PLZ|(?i:code[ ]postal|c[oó]digo[ ]postal|codi[ ]postal|postal[ ]code|post[ ]?code|zip[ ]?code))[ \t]*:?[ \t]*(\d{5}(?:-\d{3})?|\d{4})(?![\w-]))",
                                  StartBytes{"CPcpZz"});
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
    // A house named as rural Britain and Ireland name them, alone before the town and its postcode: "Iain
    // McEachern (son), Ardenistiel Cottage, Port Ellen PA42 7ED". It stands for the street.
    static const Regex house_before_town(
        R"((?:^|\n|,[ \t]*)((?:\p{Lu}[\p{L}'’-]+[ ]){1,3}(?:Cottage|House|Farm|Farmhouse|Lodge|Croft|Bungalow|Villa|Manor|Mill)),[ \t]*$)");
    city_postcode.for_each_at(text_, in_.starts, [&](const Match& m) {
        emit(m.start(2), m.end(2), "ZIP", "address.postcode", 0.93);
        // (A town named as a month, right before its postcode after a street: "8 Elwyndene Road, March PE15 9BQ".)
        const bool month_town = is_month_or_weekday(m.text(1)) && city_phrase(m.text(1)) && near_street(m.start());
        Match house;
        {
            const size_t line = text_.rfind('\n', m.start() == 0 ? 0 : m.start() - 1);
            house_before_town.for_each(text_.substr(0, m.start()), [&](const Match& h) {
                house = h;
                return false;
            }, line == std::string_view::npos ? 0 : line);
        }
        // (Nor a word of the language where the street before it on the line is named for it: "3810 Horsefly Rd,
        // Horsefly, BC V0L 1L0".)
        const size_t line_from = text_.rfind('\n', m.start() == 0 ? 0 : m.start() - 1);
        const std::string_view before = text_.substr(line_from == std::string_view::npos ? 0 : line_from, m.start() - (line_from == std::string_view::npos ? 0 : line_from));
        const bool street_named_for_it = m.text(1).size() >= 4 && before.find(std::string(m.text(1)) + " ") != std::string_view::npos &&
                                         near_street(m.start());
        // (Nor a word of the language alone between a street and the postcode: "Unit 2, Gonfirth Road, Brae ZE2 9QP".)
        // (Not a province or a bailiwick in that place: "B.C.", "Jersey".)
        const bool word_town_after_street = m.text(1).size() >= 3 && m.text(1).find_first_of(" .") == std::string_view::npos &&
                                            !is_region_name(m.text(1)) &&
                                            std::isupper(static_cast<unsigned char>(m.text(1)[0])) && near_street(m.start()) &&
                                            m.start() >= 2 && text_.compare(m.start() - 2, 2, ", ") == 0;
        // (Across a line break, only a town the gazetteer has: "Self Assessment\nBX9 1AS" is a department's.)
        const bool across_lines = m.text().find('\n') != std::string_view::npos;
        if ((place_ok(m.text(1)) || month_town || street_named_for_it || word_town_after_street) &&
            (city_phrase(m.text(1)) || ((near_street(m.start()) || house.has(1)) && !across_lines))) {
            emit(m.start(1), m.end(1), "LOCATION", "address.city_postcode", 0.9);
            const size_t line = text_.rfind('\n', m.start() == 0 ? 0 : m.start() - 1);
            const size_t from = line == std::string_view::npos ? 0 : line;
            street_before_town.for_each(text_.substr(0, m.start()), [&](const Match& st) {
                emit(st.start(1), st.end(1), "ADDRESS", "address.street_before_town", 0.85);
                return false;
            }, from);
            if (house.has(1)) emit(house.start(1), house.end(1), "ADDRESS", "address.house_before_town", 0.85);
        } else if (const std::string_view region = m.text(1); region.size() <= 6 && region.find('.') != std::string_view::npos) {
            // "Robson, B.C. V0G 1X0": before a province in dotted capitals, the town is the part before the comma.
            size_t e = m.start(1);
            while (e > 0 && text_[e - 1] == ' ') --e;
            if (e == 0 || text_[e - 1] != ',') return true;
            --e;
            size_t b = e;
            while (b > 0 && text_[b - 1] != ',' && text_[b - 1] != '\n' && e - b < 40) --b;
            while (b < e && text_[b] == ' ') ++b;
            const std::string_view town = text_.substr(b, e - b);
            if (!town.empty() && std::isupper(static_cast<unsigned char>(town[0])) && !std::isdigit(static_cast<unsigned char>(town.back())) &&
                town.find_first_of("0123456789") == std::string_view::npos && place_ok(town))
                emit(b, e, "LOCATION", "address.city_postcode", 0.88);
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
        // Not a form's next column after a gap ("TX 79925     Home: (915) …", "LA 70503        Page 1 of 1"),
        // a label before its colon, or a vehicle's make after its model year ("2014 Ford F-150").
        if (m.start(2) - m.end(1) > 2 || text_.compare(m.end(2), 1, ":") == 0 || is_vehicle_make(m.text(2))) return true;
        bool city = city_phrase(m.text(2));
        if (!city && !near_street(m.start())) return true;
        // After a label's colon only a listed town, and no year: "Lakcím: 6724 Szeged", not "Vehicle: 2019 Toyota Camry".
        if (m.start(1) >= 2 && text_.compare(m.start(1) - 2, 2, ": ") == 0 &&
            (!city || (m.text(1).size() == 4 && (m.text(1).starts_with("19") || m.text(1).starts_with("20")))))
            return true;
        emit(m.start(1), m.end(1), "ZIP", "address.postcode_city", 0.92);
        if (place_ok(m.text(2))) emit(m.start(2), m.has(3) ? m.end(3) : m.end(2), "LOCATION", "address.postcode_city", 0.9);
        return true;
    });
    prefixed_code_city.for_each_at(text_, in_.starts, [&](const Match& m) {
        if (!place_ok(m.text(2))) return true;
        emit(m.start(1), m.end(1), "ZIP", "address.prefixed_postcode", 0.9);
        emit(m.start(2), m.end(2), "LOCATION", "address.prefixed_postcode", 0.88);
        return true;
    });
    // A Russian (or Belarusian, Kazakh) postcode opening the address, before the town's or the village's mark:
    // "671840, г. Кяхта", "450077, с. Иглино".
    static const Regex cyrillic_postcode_first(R"((?<![\w-])(\d{6}),[ ]?(?:г\.|город|с\.|пос\.|пгт|д\.|ст\.)[ ]?\p{Lu})",
                                               StartBytes{"0123456789"});
    cyrillic_postcode_first.for_each_at(text_, in_.starts, [&](const Match& m) {
        emit(m.start(1), m.end(1), "ZIP", "address.postcode_first", 0.88);
        return true;
    });
    // Argentina's postal code (CPA): the province's letter, the town's four digits and three letters of the block,
    // then the town ("V9410CFQ Ushuaia"): a shape nothing else written has.
    // (Or its older form, the province's letter and the town's four digits, before a listed town: "Bv. Sarmiento 1462,
    // X5900 Villa María", the town closing its part; a dental procedure's code is no postcode, "D3330 Root canal".)
    static const Regex argentine_cpa(R"((?<![\w-])([A-HJ-NP-Z]\d{4}(?:[A-Z]{3})?)[ \t]+(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+)?)(?![\w]))",
                                     StartBytes{kUpper});
    argentine_cpa.for_each_at(text_, in_.starts, [&](const Match& m) {
        const bool closes = m.end(2) >= text_.size() || std::strchr(",.;)\r\n", text_[m.end(2)]) != nullptr;
        if (m.end(1) - m.start(1) == 5 && (!city_phrase(m.text(2)) || !closes)) return true;
        emit(m.start(1), m.end(1), "ZIP", "address.argentine_cpa", 0.88);
        // (Not a form's next label: "CP C1424CEB   Localidad: CABA".)
        if (place_ok(m.text(2)) && text_.compare(m.end(2), 1, ":") != 0) emit(m.start(2), m.end(2), "LOCATION", "address.argentine_cpa", 0.86);
        return true;
    });
    // Its older form, the letter and the town's four digits, in brackets after the town near a street:
    // "Av. Santamarina 1420, Tandil (B7000)".
    static const Regex argentine_cpa_short(R"((?<=\p{L}[ ]\()([A-HJ-NP-Z]\d{4})(?=\)))", StartBytes{kUpper});
    argentine_cpa_short.for_each_at(text_, in_.starts, [&](const Match& m) {
        if (near_street(m.start(), 90)) emit(m.start(1), m.end(1), "ZIP", "address.argentine_cpa", 0.86);
        return true;
    });
    // The British Virgin Islands' postcodes, VG1110 to VG1160, and Anguilla's one, AI-2640: shapes nothing else
    // written has.
    static const Regex virgin_islands_postcode(R"((?<![\w-])(VG11[1-6]0|AI-2640)(?![\w-]))", StartBytes{"VA"});
    virgin_islands_postcode.for_each_at(text_, in_.starts, [&](const Match& m) {
        emit(m.start(1), m.end(1), "ZIP", "address.postcode", 0.9);
        return true;
    });
    // Bermuda's postcodes: the parish's (or its post office's) two letters and two digits, or "BX" for its boxes
    // ("Sandys SB 01", "Devonshire DV BX"), closing an address after a town, in a record that names Bermuda (two
    // capitals and two digits are many other things elsewhere).
    static const Regex bermuda_postcode(R"((?<=\p{L}[ ])(CR|DD|DV|FL|GE|HM|HS|MA|PG|SB|SN|WK)[ ](\d{2}|BX)(?=[ \t]*(?:[,;\r\n]|$)))",
                                        StartBytes{"CDFGHMPSW"});
    if (text_.find("Bermuda") != std::string_view::npos || text_.find("BERMUDA") != std::string_view::npos)
        bermuda_postcode.for_each_at(text_, in_.starts, [&](const Match& m) {
            emit(m.start(), m.end(), "ZIP", "address.postcode", 0.88);
            return true;
        });
    // The same code closing an address after its town and a comma: "Dzeņu iela 7, Dricāni, LV-4615."
    static const Regex prefixed_code_last(
        R"((?<=, )((?:CH|NL|DK|FI|SK|CZ|SI|HR|LT|LV|EE|RO|BG|GR|IS|AT|DE|FR|BE|IT|ES|PT|SE|NO|HU|LU)-\d{4,5})(?=[.,;)]?(?:[ \t]|\r?\n|$)))",
        StartBytes{kUpper, {"HLKIZRTVEOGSCU", "-"}});
    prefixed_code_last.for_each_at(text_, in_.starts, [&](const Match& m) {
        if (near_street(m.start(), 90)) emit(m.start(1), m.end(1), "ZIP", "address.prefixed_postcode", 0.88);
        return true;
    });
    pin.for_each_at(text_, in_.starts, [&](const Match& m) {
        bool city = city_phrase(m.text(1)) || is_region_name(m.text(1));
        // (Or a place no list has, closing an address's chain after its comma, before a PIN's first digit, 1 to 8:
        // "Near Jetty, Ward 2, Agatti - 682553".)
        const bool chained = m.start() >= 2 && text_.compare(m.start() - 2, 2, ", ") == 0 && m.text(2)[0] >= '1' && m.text(2)[0] <= '8';
        // (Or a district after its abbreviation: "P.O. Dhekiajuli, Dist. Sonitpur - 784110".)
        const std::string_view before = text_.substr(m.start() >= 7 ? m.start() - 7 : 0, m.start() >= 7 ? 7 : m.start());
        const bool district = before.ends_with("Dist. ") || before.ends_with("Distt. ") || before.ends_with("Dt. ") ||
                              before.ends_with("Dist ") || before.ends_with("DIST. ");
        if (!city && !chained && !district && !near_street(m.start())) return true;
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
                       has_word(window_before(text_, m.start(), 40), {"co", "county", "dublin", "eircode"}) ||
                       closes_address_line(text_, m.start(), m.end());
        if (!address) return true;
        emit(m.start(), m.end(), "ZIP", "address.eircode", 0.9);
        // The town the gazetteer knows, right before the Eircode on its line, is the address's town.
        const size_t town_end = m.start() >= 1 && text_[m.start() - 1] == ' ' ? m.start() - 1 : m.start();
        if (town.size() >= 3 && city_phrase(town) && town_end >= town.size() &&
            std::isupper(static_cast<unsigned char>(text_[town_end - town.size()])) && place_ok(text_.substr(town_end - town.size(), town.size())))
            emit(town_end - town.size(), town_end, "LOCATION", "address.city_code", 0.88);
        return true;
    });
    // Malta's postcode, the locality's three letters and four digits, right after the locality the gazetteer knows
    // ("Birkirkara BKR 1447", "Balzan BZN 1520").
    static const Regex malta_postcode(R"((?<![\w])(\p{Lu}[\p{L}'’-]+)[ ]([A-Z]{3}[ ]?\d{4})(?![\w-]))", StartBytes{kUpper});
    malta_postcode.for_each_at(text_, with_digits(32, 4), [&](const Match& m) {
        // (The code's letters open as the locality's name does: "REFORM ACT 1989" is a law.)
        if (!city_phrase(m.text(1)) || m.text(2)[0] != m.text(1)[0] || m.text(1).size() < 3 ||
            !std::islower(static_cast<unsigned char>(m.text(1)[1])))
            return true;
        emit(m.start(1), m.end(1), "LOCATION", "address.city_code", 0.9);
        emit(m.start(2), m.end(2), "ZIP", "address.mt_postcode", 0.93);
        return true;
    });
    // A Philippine city with its word "City" and its four-digit postcode closing the address ("Cagayan de Oro City 9000",
    // "Tagbilaran City 6300"): the city the gazetteer has, with or without the word.
    static const Regex ph_city_code(R"((?<![\w])(\p{Lu}[\p{L}'’-]+(?:[ ](?:de|del|la|\p{Lu}[\p{L}'’-]+)){0,3}[ ]City)[ ](\d{4})(?=[ \t]*(?:$|\n|\r|[,.;)])))",
                                    StartBytes{kUpper});
    ph_city_code.for_each_at(text_, with_digits(40, 4), [&](const Match& m) {
        const std::string_view city = m.text(1);
        if (!city_phrase(city) && !city_phrase(city.substr(0, city.size() - 5))) return true;
        emit(m.start(1), m.end(1), "LOCATION", "address.city_code", 0.9);
        emit(m.start(2), m.end(2), "ZIP", "address.ph_postcode", 0.9);
        return true;
    });
    // A postcode alone on the line that closes an address block, within a few lines of its street, in a shape
    // no one country's pattern above may take after OCR ("AQ96 K7X3", an Eircode a fax read with a stray
    // letter): two groups of letters and digits, digits in both, nothing else on the line.
    static const Regex code_line(R"((?<=\n)[ \t]*([A-Z0-9]{2,4}[ ][A-Z0-9]{3,4})[ \t]*(?=\r?\n|$))", StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"});
    code_line.for_each_at(text_, in_.starts, [&](const Match& m) {
        const std::string_view code = m.text(1);
        const size_t blank = code.find(' ');
        if (count_digits(code.substr(0, blank)) == 0 || count_digits(code.substr(blank + 1)) == 0) return true;
        if (near_street(m.start(1), 90)) emit(m.start(1), m.end(1), "ZIP", "address.code_line", 0.86);
        return true;
    });
    // A four-digit postcode alone on the line under the town, as South African, Australian and Nordic
    // letters write the block ("Stand 2214, Zone 4\nSeshego\n0742"): the line above one to three
    // capitalised words, and the line above that a street's or a stand's, opening with its number or
    // its designator.
    static const Regex four_digit_line(R"((?<=\n)(\p{Lu}[\p{L}'’-]+(?:[ ]\p{Lu}[\p{L}'’-]+){0,2})[ \t]*\r?\n[ \t]*(\d{4})[ \t]*(?=\r?\n|$))",
                                       StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    static const Regex street_line(R"([ \t]*(?:\d{1,5}[A-Za-z]?[ ,]|(?:Stand|Plot|Erf|Unit|Flat|House|PO[ ]Box|P\.O\.[ ]Box|Private[ ]Bag)[ ]\d))");
    four_digit_line.for_each_at(text_, in_.starts, [&](const Match& m) {
        const size_t town_line = m.start(1);
        if (town_line < 2) return true;
        const size_t above = text_.rfind('\n', town_line - 2);
        const size_t above_start = above == std::string_view::npos ? 0 : above + 1;
        Match st;
        if (near_street(town_line, 90) || street_line.match_at(text_, above_start, &st))
            emit(m.start(2), m.end(2), "ZIP", "address.code_line", 0.86);
        return true;
    });
}

// "Address: Flat 302, Sai Krupa Residency, 5th Cross, Malleswaram,\n Bengaluru, Karnataka - 560003".
void AddressScanner::address_fields() {
    for (const Field& f : in_.fields) {
        std::string_view cat = f.meaning.category;
        if (cat == "LOCATION") {
            size_t b = f.value_start, e = f.value_start;
            while (e < f.value_end && text_[e] != ',' && text_[e] != '(' && text_[e] != ';') ++e;
            while (e > f.value_start && text_[e - 1] == ' ') --e;
            // Two labels joined by a slash give two values so joined, the place's last ("Tribe / LGA: Igbo / Mbaise").
            const std::string_view label = text_.substr(f.label_start, f.label_end - f.label_start);
            const size_t slash = text_.substr(b, e - b).rfind(" / ");
            if (label.find(" / ") != std::string_view::npos && slash != std::string_view::npos) b += slash + 3;
            std::string_view v = text_.substr(b, e - b);
            if (!v.empty() && !is_postcode_word(v) && !is_region_name(v) && std::isupper(static_cast<unsigned char>(v[0])))
                emit(b, e, "LOCATION", "address.city_field", 0.9);
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

void AddressScanner::address_value(size_t start, size_t end) {
    // A count of days or years under a residence's label ("Reckonable residence claimed: 1,826 days in …"):
    // no address.
    {
        size_t p = start;
        while (p < end && (std::isdigit(static_cast<unsigned char>(text_[p])) || text_[p] == ',' || text_[p] == '.')) ++p;
        static const WordSet kCounted = {"days", "day", "weeks", "months", "years", "yrs", "nights"};
        if (p > start && kCounted.count(word_after(text_, p))) return;
    }
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
    // A house named as rural Ireland and Britain name them stands for the street: "Knockroe House, Kilgraney,
    // Bagenalstown"; an Irish county before its Eircode is a place ("Co. Carlow R21 K8P4").
    const auto house_name = [](std::string_view v) {
        static const WordSet kHouse = {"House", "Cottage", "Farm", "Farmhouse", "Lodge", "Villa", "Manor", "Bungalow", "Cottages"};
        const size_t space = v.rfind(' ');
        return space != std::string_view::npos && kHouse.count(v.substr(space + 1)) && std::isupper(static_cast<unsigned char>(v[0]));
    };
    const auto county_first = [](std::string_view v) { return v.starts_with("Co. ") || v.starts_with("County "); };
    int first = -1, last = -1;
    for (size_t i = 0; i < parts.size(); ++i) {
        std::string_view v = text_.substr(parts[i].s, parts[i].e - parts[i].s);
        const bool number_first = i == 0 && parts.size() >= 3 && is_postcode_word(v) && v.size() <= 8;
        const bool streety = !county_first(v) && ((is_postcode_word(v) && !postcode_only(v)) || street_word(v) || number_first ||
                                                  (i == 0 && house_name(v)));
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
    // A New Zealand rural delivery route after the street is the address's too: "63 Tararua Road, RD 1, Levin".
    if (first >= 0 && static_cast<size_t>(last) + 1 < parts.size()) {
        const auto& next = parts[static_cast<size_t>(last) + 1];
        const std::string_view v = text_.substr(next.s, next.e - next.s);
        if (v.size() >= 4 && v.size() <= 5 && v.compare(0, 3, "RD ") == 0 && std::isdigit(static_cast<unsigned char>(v[3])) &&
            std::isdigit(static_cast<unsigned char>(v.back())))
            ++last;
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
            // A country's letters before a dash: "LV-4615", "CH-8001".
            if (cs == s + code && cs >= s + 3 && text_[cs - 1] == '-' && std::isupper(static_cast<unsigned char>(text_[cs - 2])) &&
                std::isupper(static_cast<unsigned char>(text_[cs - 3])) && (cs == s + 3 || !std::isalpha(static_cast<unsigned char>(text_[cs - 4]))))
                cs -= 3;
            // The code ends at its last group with a digit ("LS6 3EL", "M5V 0R4"), not at the value's end: a
            // sentence may follow it in a chat ("LV-4615. Tāta telefons …").
            size_t ce = s + code;
            for (;;) {
                while (ce < e && std::isalnum(static_cast<unsigned char>(text_[ce]))) ++ce;
                size_t next = ce;
                if (next < e && (text_[next] == ' ' || text_[next] == '-')) ++next;
                size_t group = next;
                while (group < e && std::isalnum(static_cast<unsigned char>(text_[group]))) ++group;
                const std::string_view more = text_.substr(next, group - next);
                if (next == ce || more.empty() || more.find_first_of("0123456789") == std::string_view::npos) break;
                ce = group;
            }
            // (Eleven digits or more are a phone's, typed into the address in a chat: "… Kec. Baguala. Ale pung HP 0821
            // 5550 9183 beta kasi par kontak".)
            const std::string_view code_text = text_.substr(cs, ce - cs);
            const bool phone = std::count_if(code_text.begin(), code_text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) > 10;
            // (Nor do words in lower case after the code belong to it: the message goes on.)
            const bool sentence_after = (ce + 1 < e && (text_[ce] == '.' || text_[ce] == ';') && text_[ce + 1] == ' ') ||
                                        (ce + 1 < e && text_[ce] == ' ' && std::islower(static_cast<unsigned char>(text_[ce + 1])));
            if (!phone) emit(cs, sentence_after ? ce : e, "ZIP", "address.field_postcode", 0.92);
            e = cs;
            while (e > s && (text_[e - 1] == ' ' || text_[e - 1] == '-')) --e;
        }
        // (A sentence may follow the place in a chat: it ends at a full stop after a word, not an abbreviation's:
        // "Kec. Baguala. Ale pung HP …".)
        for (size_t dot = text_.find(". ", s); dot != std::string_view::npos && dot < e; dot = text_.find(". ", dot + 1)) {
            size_t w = dot;
            while (w > s && std::isalpha(static_cast<unsigned char>(text_[w - 1]))) --w;
            if (dot - w >= 5) {  // (not "Pcia.", "Prov.", "Dist.")
                e = dot;
                break;
            }
        }
        std::string_view place = text_.substr(s, e - s);
        // (Nor the postcode's own abbreviation before it: "…, C.P. 73564".)
        static const WordSet kPostcodeMarks = {"C.P.", "C.P", "CP", "CEP", "PLZ", "C. P."};
        if (!place.empty() && std::isupper(static_cast<unsigned char>(place[0])) && place_ok(place) && place.size() <= 40 &&
            !kPostcodeMarks.count(place))
            emit(s, e, "LOCATION", "address.field_place", 0.88);
    }
}

bool AddressScanner::postcode_only(std::string_view v) {
    // "LS6 3EL", "560003", "M5V 0R4": no word of 3+ letters.
    size_t run = 0;
    for (char c : v) {
        run = std::isalpha(static_cast<unsigned char>(c)) ? run + 1 : 0;
        if (run >= 3) return false;
    }
    return true;
}

}  // namespace synsema::redact::address_detail
