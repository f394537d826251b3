// Number plates after the word for a vehicle or for its plate, in any country's plate shape:
// "light vehicle LCB 418", "registrasie CL 45812", "(plakang 482 RTE)", "ambulance T 418 DKM",
// "moj auto NS 118-LD", "(registration N 44172 W)" after "Toyota Hilux"; plates of shapes nothing else
// has, wherever they stand (British, East African, Indian, Bangladeshi). Labelled plates ("Plate:
// ABC1234") are found with the other labelled identifiers (recognize_ids.cpp); these have no colon,
// and their label is often no label at all but the vehicle itself.
#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <unordered_set>
#include <vector>

#include "labels.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// Words for a vehicle, or its plate, after which a plate-shaped group is the plate. Folded to
// lower case. English, then Afrikaans, Tagalog, Swahili and the European languages.
const WordSet& vehicle_words() {
    static const WordSet k = {
        "car", "vehicle", "van", "truck", "lorry", "bakkie", "ute", "pickup", "pick-up", "suv", "taxi", "minibus", "bus", "ambulance",
        "quad", "quadbike", "atv", "tractor",
        // East Africa's and South Asia's motorbike and three-wheeler taxis.
        "boda", "bodaboda", "matatu", "tuktuk", "bajaj", "rickshaw", "autorickshaw", "jeepney", "okada", "keke",
        "tricycle", "motorcycle", "motorbike", "bike", "scooter", "moped", "trailer", "plate", "plates", "plated", "reg", "rego",
        "registrasie", "voertuig", "motor", "plakang", "plaka", "sasakyan", "gari", "pikipiki", "auto", "automobil", "vozilo",
        "kennzeichen", "kenteken", "kentekenplaat", "nummerplaat", "numberplate", "plet", "immatriculation", "immatriculé", "immatriculée", "matrícula", "matricula", "targa",
        "targato", "tablice", "tablica", "rejestracyjny", "spz", "ečv", "rendszám", "voiture", "wagen", "coche", "carro",
        // Spanish and Portuguese plates and vehicles of Latin America ("placa P 418HGK", "patente AB 123 CD").
        "placa", "placas", "patente", "chapa", "camioneta", "camión", "furgoneta", "moto", "vehículo", "vehiculo", "veículo",
        // Russian, Ukrainian and Kazakh: the state number, the car.
        "госномер", "госномером", "госномера", "держномер", "автомобиль", "автомобиля", "автомобиле", "автомобілі", "автомобіль",
        // Mongolian: the car.
        "машин", "машины",
        // Turkish "its plate", Croatian and Serbian registration, and an aircraft's registration, which
        // the documents count among vehicle identifiers ("plakası 08 AH 417", "registracija RI 417-KB",
        // "aircraft A2-KLB", "floatplane (N4217K)").
        "plakası", "plakasi", "registracija", "registracije", "registracijom", "aircraft", "airplane", "aeroplane", "plane",
        "floatplane", "helicopter", "cessna", "beechcraft", "pilatus",
        // A raft's or a boat's registration ("raft RG-112"); West and East Africa's minibuses and shared taxis
        // ("Le n° du gbaka c'est 4417 HB 01").
        "raft", "boat", "skiff", "dinghy", "gbaka", "trotro", "danfo", "daladala", "dala-dala",
        // Polish registration in its cases ("musimy podać rejestrację. DW 4K812"); Greek car, pickup, motorbike
        // and plate ("με το αγροτικό, ΗΡΧ 4417").
        "rejestracja", "rejestrację", "rejestracji", "rejestracją", "αυτοκίνητο", "αυτοκινήτου", "αγροτικό", "αγροτικού",
        "φορτηγό", "μηχανάκι", "μηχανή", "πινακίδα", "πινακίδες", "πινακίδας"};
    return k;
}

// Whether the text holds any CJK, Hangul or Cyrillic letter (lead bytes D0-D1 and E3-ED): the scripts whose plates
// east_asian below reads; a text without them is not searched.
bool has_east_asian_or_cyrillic(std::string_view text) {
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (b == 0xD0 || b == 0xD1 || (b >= 0xE3 && b <= 0xED)) return true;
    }
    return false;
}

// A token lowered in ASCII into `buffer` without allocating (this runs for every token of a text).
std::string_view lowered(std::string_view word, std::array<char, 16>& buffer) {
    if (word.size() > buffer.size()) return {};
    for (size_t i = 0; i < word.size(); ++i) buffer[i] = static_cast<char>(word[i] >= 'A' && word[i] <= 'Z' ? word[i] + 32 : word[i]);
    return {buffer.data(), word.size()};
}

bool is_plate(std::string_view p) {
    size_t letters = 0, digits = 0;
    for (char c : p) {
        if (std::isdigit(static_cast<unsigned char>(c))) ++digits;
        else if (std::isupper(static_cast<unsigned char>(c)) || static_cast<unsigned char>(c) >= 0xC0) ++letters;  // a capital of any script
    }
    if (letters + digits < 4 || letters + digits > 10 || digits == 0) return false;
    // An amount after its currency's code ("car EUR 210", "fuel USD 85"): money, not a plate.
    if (p.size() > 4 && p[3] == ' ' && is_currency_code(p.substr(0, 3))) return false;
    // Digits alone only as a long number ("vehicle 4417" is a year or a count as often as a plate).
    if (letters == 0 && digits < 5) return false;
    return true;
}

}  // namespace

void find_plates(const ScanInput& in, Spans& out) {
    // After the word (and its abbreviation's dot, "reg. no. UBK 482Q", or a comma, "με το αγροτικό, ΗΡΧ 4417"):
    // perhaps "no.", "number", "#" or a colon, then one to four groups of capitals and digits joined by a blank or a
    // hyphen, and no word going on after it.
    // (A line may break between the word and the plate: "госномер\n417 AKL 02".)
    // (Capitals of any script: Cyrillic plates, "1247 УНА".)
    // (And "is" or "was" between: "the boda is UFK 418Q", "le gbaka c'est 4417 HB 01".)
    static const Regex plate(R"([.,]?[ \t]*\n?[ \t]*(?:(?:is|was|c'est|est)[ ])?(?:(?:[Nn]o\.?|[Nn]r\.?|[Nn]umber|#|:|\()[ \t]*){0,2}([\p{Lu}0-9]{1,4}(?:[ -]?[\p{Lu}0-9]{1,5}){0,3})(?![\w-]))");
    const auto& toks = in.tokens;
    for (size_t i = 0; i + 1 < toks.size(); ++i) {
        const Token& t = toks[i];
        std::array<char, 16> buffer;
        if (t.text.size() < 2 || !vehicle_words().count(lowered(t.text, buffer))) continue;
        Match m;
        if (!plate.match_at(in.text.substr(0, std::min(in.text.size(), t.end + 40)), t.end, &m) || !is_plate(m.text(1))) continue;
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.plate_after_word", 0.86);
    }
    // An aircraft's registration, its country's prefix, a hyphen and letters ("C-GUTK", "ZK-HFQ", "8R-GTK"), near a
    // word of flying before it on its line or the line above: letters only, which a road plate never is.
    static const Regex aircraft(R"((?<![\w-])((?:[A-Z]{1,2}|[0-9][A-Z]|[A-Z][0-9])-[A-Z]{3,4})(?![\w-]))",
                                StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    static const Regex flying(R"((?i)\b(?:aircraft|air[ ]?plane|aeroplane|floatplane|plane|helicopter|heli|aviation|airways|airlines|)"
                              R"(air[ ]charter|air[ ]ambulance|medevac|air[ ]link|cessna|beechcraft|pilatus|king[ ]air|twin[ ]otter|islander|flown)\b)");
    // (Tried only where a hyphen stands second or third: few places in a text.)
    std::vector<size_t> hyphen_at;
    for (size_t p = in.text.find('-'); p != std::string_view::npos; p = in.text.find('-', p + 1)) {
        if (p >= 2 && (std::isupper(static_cast<unsigned char>(in.text[p - 2])) || std::isdigit(static_cast<unsigned char>(in.text[p - 2]))))
            hyphen_at.push_back(p - 2);
        if (p >= 1 && std::isupper(static_cast<unsigned char>(in.text[p - 1]))) hyphen_at.push_back(p - 1);
    }
    std::sort(hyphen_at.begin(), hyphen_at.end());
    hyphen_at.erase(std::unique(hyphen_at.begin(), hyphen_at.end()), hyphen_at.end());
    aircraft.for_each_at(in.text, hyphen_at, [&](const Match& m) {
        size_t from = m.start() > 90 ? m.start() - 90 : 0;
        const size_t line = in.text.rfind('\n', m.start() == 0 ? 0 : m.start() - 1);
        if (line != std::string_view::npos && line > 0) {
            const size_t above = in.text.rfind('\n', line - 1);
            from = std::max(from, above == std::string_view::npos ? 0 : above + 1);
        }
        bool near = false;
        flying.for_each(in.text.substr(0, m.start()), [&](const Match&) { return !(near = true); }, from);
        if (near) add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.aircraft", 0.84);
        return true;
    });
    // A make and its model, then the plate: "Toyota Premio, PRR 8841", "Nissan Hilux ABC-123". Letters
    // and digits both (a model's year or engine size has no letters).
    static const Regex after_model(R"((?:[ ][A-Z][A-Za-z0-9-]{1,12}){1,2},?[ ]([A-Z]{1,4}[ -]?\d{2,5}(?:[ -]?[A-Z]{1,3})?)(?![\w-]))");
    for (const Token& t : toks) {
        if (!(t.capitalised || t.all_caps) || t.text.size() < 2 || !is_vehicle_make(t.text)) continue;
        Match m;
        if (after_model.match_at(in.text.substr(0, std::min(in.text.size(), t.end + 50)), t.end, &m) && is_plate(m.text(1)))
            add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.plate_after_model", 0.86);
    }
    // A plate-shaped group of capitals and digits next to a make, a word or two between, in either
    // order: languages that put the modifier first write "90-KT-217 nişanlı Hyundai Accent" and
    // "Toyota Camry markalı, 10-RV-418". Letters and digits both, and not a date or a phone.
    static const Regex shaped(R"((?<![\w-])((?:[\p{Lu}]{1,3}|[0-9]{1,4})(?:[ -](?:[\p{Lu}]{1,3}|[0-9]{2,4})){1,2})(?![\w-]))",
                              StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    shaped.for_each_at(in.text, in.starts, [&](const Match& m) {
        const std::string_view p = m.text(1);
        const bool letters = std::any_of(p.begin(), p.end(), [](char c) { return (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0xC0; });
        const bool digits = std::any_of(p.begin(), p.end(), [](char c) { return c >= '0' && c <= '9'; });
        size_t alnum = 0;
        for (char c : p) alnum += c != ' ' && c != '-';
        if (!letters || !digits || !is_plate(p) || alnum < 5) return true;
        // The make within three words after the plate, or within three words before it.
        const auto first = std::lower_bound(toks.begin(), toks.end(), m.end(), [](const Token& t, size_t at) { return t.start < at; });
        bool make = false;
        for (auto it = first; it != toks.end() && it - first < 3 && it->start < m.end() + 40 && !make; ++it)
            make = (it->capitalised || it->all_caps) && is_vehicle_make(it->text);
        const auto at = std::lower_bound(toks.begin(), toks.end(), m.start(), [](const Token& t, size_t pos) { return t.start < pos; });
        for (auto it = at; it != toks.begin() && at - it < 4 && it[-1].end + 40 > m.start() && !make;) {
            --it;
            // Right after the make is the model's place ("Ford F-150"), not the plate's.
            if (it + 1 == at && it->end + 1 == m.start()) break;
            make = (it->capitalised || it->all_caps) && is_vehicle_make(it->text);
        }
        if (make) add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.plate_by_make", 0.84);
        return true;
    });
    // A British plate of the current format, wherever it stands: two letters, the age identifier (the
    // year's last two digits from March, plus 50 from September: 02-26, 51-76 for 2001-2026), then
    // three letters ("Quad CX19 KTF"). Its letters are never I or Q, its first never Z; nothing
    // else written is that shape but a code a document would define.
    // (Tried only where two digits stand in the first four bytes: digit_dense_starts.)
    static const Regex gb_plate(R"((?<![\w-])([A-HJ-PR-Y][A-HJ-PR-Z](\d{2})[ ]?[A-HJ-PR-Z]{3})(?![\w-]))",
                                StartBytes{"ABCDEFGHJKLMNOPRSTUVWXY"});
    gb_plate.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 4, 2), [&](const Match& m) {
        const int age = (m.text(2)[0] - '0') * 10 + (m.text(2)[1] - '0');
        if ((age >= 2 && age <= 26) || (age >= 51 && age <= 76)) add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.gb_plate", 0.8);
        return true;
    });
    // Plates of shapes nothing else written has, wherever they stand. East Africa's: the country's letter
    // (Kenya K, Uganda U, Rwanda R), two letters, three digits and a letter ("UFK 418Q", "KDA 221B"). India's:
    // the state's code, the district's two digits, a series of one to three letters, four digits ("SK 01 J 4471",
    // "MH 12 AB 1234").
    static const Regex east_africa(R"((?<![\w-])([KUR][A-Z]{2}[ ]?\d{3}[A-Z])(?![\w-]))", StartBytes{"KUR"});
    east_africa.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.east_african_plate", 0.82);
        return true;
    });
    // Kazakhstan's since 2012: three digits, three letters, the region's two digits, 01 to 20 ("418 ABK 05");
    // Belarus's: four digits, two letters of those Cyrillic shares with Latin, the region's digit, 1 to 7
    // ("4418 AK-3").
    static const Regex kazakh_belarus(R"((?<![\w-])(\d{3}[ ][A-Z]{3}[ ](?:0[1-9]|1\d|20)|\d{4}[ ][ABEIKMHOPCTX]{2}-[1-7])(?![\w-]))",
                                      StartBytes{"0123456789"});
    kazakh_belarus.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.kz_by_plate", 0.8);
        return true;
    });
    // Russia's: a letter, three digits, two letters, the region's two or three digits, in the twelve Cyrillic
    // letters that Latin shares ("Х 418 ОК 102"); Thailand's: a digit perhaps, two Thai consonants, up to four
    // digits ("1กข 4417").
    static const Regex russia_thailand(R"((?<![\w-])([АВЕКМНОРСТУХ][ ]?\d{3}[ ]?[АВЕКМНОРСТУХ]{2}[ ]?(?:\d{2}|[179]\d{2})|\d?[ก-ฮ]{2}[ ]?[1-9]\d{0,3})(?![\w-]))",
                                       StartBytes{"0123456789\xD0\xE0"});
    russia_thailand.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.ru_th_plate", 0.8);
        return true;
    });
    // Saudi Arabia's: three of the seventeen Arabic letters its plates use, written apart, and up to four digits ("ر ص ب
    // 4417"); Egypt's: two or three of its seventeen (with "ج" and "ف"), apart, and up to four digits, Western or
    // Arabic-Indic ("ن ج ط 4831", "س ص ٧٢١٤"). Single letters so spaced are no words, but "و" (and) and a post box's
    // "ص ب 1234" (صندوق بريد) are.
    static const Regex saudi_egypt(
        R"((?<![\p{L}\d])((?!ص[ ]ب[ ]|و[ ])(?:[ابجحدرسصطعفقكلمنهوىأ][ ]){2,3}[0-9\x{0660}-\x{0669}]{1,4})(?![\p{L}\d]))", StartBytes{"\xD8\xD9\xDB"});
    // Iran's: two digits, a letter, three digits, then "ایران" and the province's two digits ("53 ص 471 ایران 13"), in
    // Western or Persian digits.
    static const Regex iran(R"((?<![\p{L}\d])([0-9\x{06F0}-\x{06F9}]{2}[ ]?\p{Arabic}[ ]?[0-9\x{06F0}-\x{06F9}]{3}[ ]?ایران[ ]?[0-9\x{06F0}-\x{06F9}]{2})(?![\p{L}\d]))");
    if (in.caseless_scripts) {
        saudi_egypt.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.saudi_plate", 0.84);
            return true;
        });
        iran.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.iranian_plate", 0.86);
            return true;
        });
    }
    // Vietnam's: the province's two digits, a series letter (and a digit on a motorbike's), a dash, then three digits,
    // a dot and two ("92H1-423.17", "43A-123.45").
    static const Regex vietnam(R"((?<![\w.-])(\d{2}[A-Z][A-Z0-9]?-\d{3}\.\d{2})(?![\w.-]|\.\d))", StartBytes{"0123456789"});
    vietnam.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.vietnamese_plate", 0.86);
        return true;
    });
    // Japan's: the registering office's name in kanji (or kana), the class's three digits, one hiragana, and the
    // number, two digits, a dash and two more ("水戸 500 さ 12-34", "品川300あ1234"), the dot for a missing digit too.
    static const Regex japan(R"((?<![\d])([\p{Han}\p{Katakana}]{1,4}[ ]?\d{2,3}[ ]?\p{Hiragana}[ ]?[\d・.]{1,2}-?\d{2})(?![\d]))");
    if (in.caseless_scripts)
        japan.for_each(in.text, [&](const Match& m) {
            add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.japanese_plate", 0.84);
            return true;
        });
    static const Regex india(
        R"((?<![\w-])((?:AN|AP|AR|AS|BR|CH|CG|DD|DL|DN|GA|GJ|HR|HP|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS|UK|UP|WB))"
        R"([ -]?\d{2}[ -]?[A-Z]{1,3}[ -]?\d{4})(?![\w-]))",
        StartBytes{"ABCDGHJKLMNOPRSTUW"});
    india.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.indian_plate", 0.82);
        return true;
    });
    // Bangladesh's: the district (or metropolitan area) and its series letter, then the class's two digits and
    // four more ("Sylhet-Dha 11-4472", "Dhaka Metro-Ga 13-2291"): a shape nothing else written has.
    static const Regex bangladesh(
        R"((?<![\w-])((?:Dhaka|Chattogram|Chittagong|Sylhet|Khulna|Rajshahi|Barishal|Barisal|Rangpur|Mymensingh|Cumilla|Comilla|)"
        R"(Gazipur|Narayanganj|Bogura|Bogra|Moulvibazar|Habiganj|Sunamganj|Jashore|Jessore|Cox's[ ]Bazar)(?:[ -]Metro)?[ -]\p{L}{1,3}[ -]\d{2}[ -]\d{4})(?![\w-]))",
        StartBytes{"BCDGHJKMNRS"});
    bangladesh.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.bangladeshi_plate", 0.82);
        return true;
    });
    // France's plates since 2009 (SIV: two letters, three digits, two letters, hyphens between, never I, O or U:
    // "GK-418-TR") and the Mercosur plates of Brazil (three letters, a digit, a letter, two digits: "IWK2D71"):
    // shapes nothing else written has; and the shapes below, two of them checked after the match.
    static const Regex european_and_mercosur(
        R"((?<![\w-])([A-HJ-NP-TV-Z]{2}-\d{3}-[A-HJ-NP-TV-Z]{2}|[A-Z]{3}\d[A-Z]\d{2}|)"
        // Germany's (district, hyphen, letters and number: "C-HK 4827", "B-KT 2207") and Austria's (district,
        // number and letters: "SZ-418 KL"), Italy's since 1994 and Argentina's Mercosur plates ("FT 418 KZ", "AE 517
        // KD"), and Spain's since 2000 (four digits and three consonants: "4729 JXN"; checked below).
        R"([A-ZÄÖÜ]{1,3}-[A-Z]{1,2}[ ]\d{1,4}[EH]?|[A-Z]{1,2}-\d{1,5}[ ][A-Z]{1,3}|[A-HJ-NPR-TV-Z]{2}[ ]\d{3}[ ][A-HJ-NPR-TV-Z]{2}|)"
        R"(\d{4}[ -]?[BCDFGHJKLMNPRSTVWXYZ]{3}|)"
        // Nigeria's (three letters, three digits, two letters: "UGH 418 DA"), Portugal's and Cape Verde's (pairs of
        // letters and digits joined by hyphens: "58-RT-41", "ST-41-PK") and Tunisia's ("187 TU 4418").
        R"([A-Z]{3}[ ]\d{3}[ ][A-Z]{2}|[A-Z]{2}-\d{2}-(?:\d{2}|[A-Z]{2})|\d{2}-[A-Z]{2}-\d{2}|\d{2}-\d{2}-[A-Z]{2}|\d{1,3}[ ]TU[ ]\d{1,4}|)"
        // Belgium's since 2010 (a digit, three letters, three digits: "1-KTP-418") and Switzerland's (the canton's
        // code, then the number in groups of three: "BS 48 118", "ZH 412 557").
        R"([1-9]-[A-Z]{3}-\d{3}|(?:A[GIR]|B[ELS]|FR|G[ELR]|JU|LU|N[EW]|OW|S[GHOZ]|T[GI]|UR|V[DS]|Z[GH])[ ]\d{1,3}[ ]\d{3})(?![\w-]))",
        StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3"});
    // (A German plate's digits may start ten bytes on: "OF-HW 372".)
    european_and_mercosur.for_each_at(in.text, digit_dense_starts(in.digits, in.starts, 10, 2), [&](const Match& m) {
        // (Spain's shape only where its letters are no word or abbreviation a list has and its digits no year: a
        // time and its "HRS", a lab's "0030 CMP", "2028 PFD".)
        const std::string_view plate = m.text(1);
        if (std::isdigit(static_cast<unsigned char>(plate[0]))) {
            const std::string_view letters = plate.substr(plate.size() - 3);
            if (in.lex.flags(letters) != 0 || plate.starts_with("19") || plate.starts_with("20")) return true;
        }
        // (Austria's letters after the number likewise: a claim's "CO-197 NO AUTH" is a code and a word.)
        const size_t hyphen = plate.find('-'), blank = plate.rfind(' ');
        if (hyphen != std::string_view::npos && hyphen + 1 < plate.size() && std::isdigit(static_cast<unsigned char>(plate[hyphen + 1])) &&
            blank != std::string_view::npos && in.lex.flags(plate.substr(blank + 1)) != 0)
            return true;
        add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.plate_shape", 0.82);
        return true;
    });
    // East Asia's and Ukraine's plates, shapes nothing else written has: Japan's (the office's name, the class's
    // number, a kana, the serial: "福岡 480 あ 37-21"), mainland China's (the province's character, a letter, five
    // or six: "沪N·5K8T3"), Korea's ("부산70자 4418", "12가 3456") and Ukraine's ("ВІ 4471 АК").
    static const Regex east_asian(
        R"((?<![\p{L}\d])([\p{Han}]{1,4}[ ]?\d{2,3}[ ]?[\p{Hiragana}][ ]?\d{1,2}-\d{2}|)"
        // (Korea's letter is one of its plates' syllables, never a date's 월 or 일.)
        R"((?:[\p{Hangul}]{2})?\d{2,3}[가나다라마거너더러머버서어저고노도로모보소오조구누두루무부수우주바사아자배하허호][ ]?\d{4}|)"
        R"([АВЕІКМНОРСТХ]{2}[ ]\d{4}[ ][АВЕІКМНОРСТХ]{2})(?![\p{L}\d]))",
        StartBytes{"123456789\xD0\xE3\xE4\xE5\xE6\xE7\xE8\xE9\xEA\xEB\xEC\xED"});
    // Mainland China's between any Han characters: "伊个车牌粤D·4H827，" writes no blank around it.
    static const Regex china(R"((?<![A-Za-z\d])[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-Z][·・]?[A-Z0-9]{5,6}(?![A-Za-z\d]))",
                             StartBytes{"\xE4\xE5\xE6\xE7\xE8\xE9"});
    // (Searched through the text: Chinese and Japanese write no blank before a plate, so no token opens it.)
    if (has_east_asian_or_cyrillic(in.text))
        for (const Regex* re : {&east_asian, &china})
            re->for_each(in.text, [&](const Match& m) {
                add_span(out, m.start(m.has(1) ? 1 : 0), m.end(m.has(1) ? 1 : 0), "VEHICLE", "vehicle.plate_shape", 0.84);
                return true;
            });
    // "(registration N 44172 W)": "registration" says plate where a make is named before it.
    for (size_t i = 1; i + 1 < toks.size(); ++i) {
        const Token& t = toks[i];
        std::array<char, 16> buffer;
        if (t.text.size() != 12 || lowered(t.text, buffer) != "registration") continue;
        bool make = false;
        for (size_t k = i; k-- > 0 && toks[i].start - toks[k].end < 60 && !make;) make = is_vehicle_make(toks[k].text);
        Match m;
        if (!plate.match_at(in.text.substr(0, std::min(in.text.size(), t.end + 40)), t.end, &m) || !is_plate(m.text(1))) continue;
        // Without a make, a plate's letters and digits both ("registration F 4472"), not a number alone.
        const std::string_view p = m.text(1);
        const bool letters = std::any_of(p.begin(), p.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
        if (make || letters) add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.plate_after_word", make ? 0.88 : 0.84);
    }
}

}  // namespace synsema::redact
