// National, tax and health identifiers by country, each checked by its
// validator (validators.h) where the number has a check digit, and by its
// shape where it has none. The identifier's own word nearby ("Aadhaar",
// "NINO", "BSN", "Steuer-ID") makes it sure; a distinctive shape alone (an
// MBI, a spaced NINO, a dotted CPF) is enough for most; a bare run of digits
// that merely validates is only taken next to its word.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>

#include "recognizers.h"
#include "regex.h"
#include "validators.h"

namespace synsema::redact {

namespace {

constexpr const char* kDigits = "0123456789";

struct CountryId {
    const char* pattern;
    const char* start_bytes;
    bool (*valid)(std::string_view);
    std::vector<std::string> words;  // the identifier's own words, lower case
    const char* category;
    const char* rule;
    double alone;  // confidence without its word (0: needs the word)
    bool plain_needs_word = false;  // written as bare digits, only with its word (a plain 11-digit CPF)
    uint32_t digit_runs = 0;        // bit n: the number can open with a run of exactly n digits; 0: not checked
};

// The digit_runs bits for runs of these lengths, and 0: a number opening with a non-ASCII digit
// (\d matches one under UCP) opens with no ASCII run.
constexpr uint32_t runs(std::initializer_list<int> lengths) {
    uint32_t bits = 1u;
    for (int n : lengths) bits |= 1u << n;
    return bits;
}

bool valid_nino_any_case(std::string_view s) {
    std::string up(s);
    for (char& c : up) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return valid_nino(up);
}

// SN: the year of birth inside the card number is a plausible one.
bool valid_sn_cni(std::string_view s) {
    std::string d;
    for (char c : s)
        if (c != ' ') d += c;
    if (d.size() != 13) return false;
    const int year = std::stoi(d.substr(4, 4));
    return year >= 1900 && year <= 2030;
}

// MN: the register number's digits open with a birth date (YYMMDD, the month + 20 from 2000).
bool valid_mn_register(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 8) return false;
    int month = (d[2] - '0') * 10 + (d[3] - '0');
    if (month > 20) month -= 20;
    const int day = (d[4] - '0') * 10 + (d[5] - '0');
    return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

bool valid_ontario_health(std::string_view s) {
    std::string d = digits_only(s);
    return d.size() == 10 && luhn_valid(d);
}

// US: the alien registration number (A-Number) USCIS gives, "A" and 8 or 9 digits ("A-204-117-389",
// "A204117389"). No check digit.
bool valid_us_a_number(std::string_view s) {
    const size_t n = digits_only(s).size();
    return n == 8 || n == 9;
}

const std::vector<CountryId>& ids() {
    static const std::vector<CountryId> k = {
        // US
        {R"((?<![\w-])A-?\d{3}-\d{3}-\d{3}(?![\w-])|(?<![\w-])A\d{8,9}(?![\w-]))", "A", valid_us_a_number,
         {"a#", "a-number", "a number", "alien", "alien number", "uscis", "a-file"}, "ID", "us_a_number", 0.86, true},
        {R"((?<![\w-])[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d-?[AC-HJKMNP-RT-Y]{2}\d\d(?![\w-]))",
         kDigits, valid_mbi, {"mbi", "medicare", "beneficiary"}, "HEALTH_PLAN", "mbi", 0.9, false, runs({1})},
        // UK, Scotland, Ireland
        {R"((?<![\w-])[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z][ ]?\d\d[ ]?\d\d[ ]?\d\d[ ]?[A-D](?![\w-]))", kUpper, valid_nino,
         {"nino", "national insurance", "ni number", "ni no", "ni"}, "ID", "nino", 0.88},
        {R"((?<![\w-])\d{6}[ -]?\d{4}(?![\w-]))", kDigits, valid_chi, {"chi", "chi number", "chi no"}, "ID", "chi", 0, false, runs({6, 10})},
        {R"((?<![\w-])\d{7}[ ]?[A-W][ABHTW]?(?![\w-]))", kDigits, valid_ppsn, {"ppsn", "pps", "pps number", "pps no", "personal public service"}, "ID", "ppsn", 0.75, false, runs({7})},
        // Canada
        {R"((?<![\w-])\d{3}[ -]?\d{3}[ -]?\d{3}(?![\w-]))", kDigits, valid_sin, {"sin", "social insurance", "nas"}, "ID", "sin", 0, false, runs({3, 6, 9})},
        {R"((?<![\w-])\d{4}[ -]\d{3}[ -]\d{3}[ -]?[A-Z]{2}(?![\w-]))", kDigits, valid_ontario_health,
         {"health card", "ohip", "health number", "health no"}, "HEALTH_PLAN", "ca_health_card", 0.9, false, runs({4})},
        // Australia, New Zealand
        {R"((?<![\w-])[2-6]\d{3}[ ]?\d{5}[ ]?\d(?:[ /-]?\d)?(?![\w-]))", "23456", valid_au_medicare, {"medicare", "medicare card", "medicare no"}, "HEALTH_PLAN", "au_medicare", 0, false, runs({4, 9, 10, 11})},
        {R"((?<![\w-])\d{3}[ ]?\d{3}[ ]?\d{3}(?![\w-]))", kDigits, valid_tfn, {"tfn", "tax file"}, "ID", "tfn", 0, false, runs({3, 6, 9})},
        {R"((?<![\w-])[A-HJ-NP-Z]{3}\d{4}(?![\w-])|(?<![\w-])[A-HJ-NP-Z]{3}\d\d[A-HJ-NP-Z]{2}(?![\w-]))", kUpper, valid_nhi, {"nhi", "nhi number", "nhi no"}, "ID", "nhi", 0},
        // India
        {R"((?<![\w-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\w-]))", "23456789", valid_aadhaar, {"aadhaar", "aadhar", "uidai", "uid"}, "ID", "aadhaar", 0.7, false, runs({4, 8, 12})},
        {R"((?<![\w-])[A-Z]{5}\d{4}[A-Z](?![\w-]))", kUpper, valid_pan, {"pan", "pan card", "pan no", "income tax"}, "ID", "pan", 0.85},
        // Germany
        {R"((?<![\w-])[1-9]\d[ ]?\d{3}[ ]?\d{3}[ ]?\d{3}(?![\w-]))", "123456789", valid_steuer_id,
         {"steuer", "steuer-id", "steuerid", "steueridentifikationsnummer", "idnr", "tax id", "steuernummer"}, "ID", "steuer_id", 0, false, runs({2, 5, 8, 11})},
        {R"((?<![\w-])\d\d[ ]?\d{6}[ ]?[A-Z][ ]?\d{3}(?![\w-]))", kDigits, valid_rvnr,
         {"sozialversicherungsnummer", "rentenversicherungsnummer", "sv-nummer", "svnr", "rvnr", "versicherungsnummer"}, "ID", "de_rvnr", 0.85, false, runs({2, 8})},
        // France
        // (An overseas department's three digits take two of the commune's: "2 65 03 976 11 087 74", Mayotte.)
        {R"((?<![\w-])[1-478][ ]?\d\d[ ]?\d\d[ ]?(?:(?:\d\d|2[AB])[ ]?\d{3}|9[78]\d[ ]?\d\d)[ ]?\d{3}[ ]?\d\d(?![\w-]))", "1234789", valid_nir,
         {"sécurité sociale", "securite sociale", "nir", "insee", "n° ss", "numéro de sécurité", "sécu", "secu"}, "ID", "nir", 0.9},
        // Netherlands
        {R"((?<![\w-])\d{4}[ .]?\d{2}[ .]?\d{3}(?![\w-])|(?<![\w-])\d{3}[ .]\d{3}[ .]\d{3}(?![\w-]))", kDigits, valid_bsn,
         {"bsn", "burgerservicenummer", "sofinummer", "sofi"}, "ID", "bsn", 0, false, runs({3, 4, 6, 9})},
        // Singapore, Zimbabwe, South Africa, Brazil
        {R"((?<![\w-])[STFGM]\d{7}[A-Z](?![\w-]))", "STFGM", valid_nric, {"nric", "fin", "ic"}, "ID", "nric", 0.9},
        {R"((?<![\w-])\d{2}-?\d{6,7}[ ]?[A-Z][ ]?\d{2}(?![\w-]))", kDigits, valid_zw_national_id,
         {"national registration", "registration no", "national id", "id no", "id"}, "ID", "zw_national_id", 0.9, false, runs({2, 8, 9})},
        // Rwanda: "1 1988 8 0072415 0 37" as the card prints it, or solid.
        {R"((?<![\w-])[1-3][ ]?(?:19|20)\d\d[ ]?[78][ ]?\d{7}[ ]?\d[ ]?\d\d(?![\w-]))", "123", valid_rw_national_id,
         {"indangamuntu", "national id", "nid", "id no", "id"}, "ID", "rw_national_id", 0, false, runs({1, 16})},
        {R"((?<![\w-])\d{6}[ ]?\d{4}[ ]?\d{2}[ ]?\d(?![\w-]))", kDigits, valid_za_id, {"id number", "identity number", "id no", "sa id"}, "ID", "za_id", 0.8, false, runs({6, 10, 12, 13})},
        {R"((?<![\w-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w-])|(?<![\w-])\d{11}(?![\w-]))", kDigits, valid_cpf, {"cpf"}, "ID", "cpf", 0.9, true, runs({3, 11})},
        // Chile's RUT (RUN) in its dotted form, its check digit after the dash ("17.925.041-1", "9.876.543-K").
        {R"((?<![\w.-])\d{1,2}\.\d{3}\.\d{3}-[\dkK](?![\w-]))", kDigits, valid_cl_rut, {"rut", "run", "rol único"}, "ID", "cl_rut", 0.9, false, runs({1, 2})},
        // Senegal: the national identity card's 13 digits, sex (1 or 2), a three-digit centre, the year of
        // birth and five digits, printed "1 751 1990 01855"; no check digit, but the spaced shape with a
        // year in it is distinctive.
        {R"((?<![\w-])[12][ ]?\d{3}[ ]?(?:19|20)\d\d[ ]?\d{5}(?![\w-]))", "12", valid_sn_cni,
         {"cni", "carte d'identité", "carte nationale", "nin", "id card"}, "ID", "sn_cni", 0.85, true, runs({1, 13})},
        // Belgium, Switzerland, Sweden
        {R"((?<![\w.-])\d\d[.]?\d\d[.]?\d\d[-. ]?\d{3}[-. ]?\d\d(?![\w-]))", kDigits, valid_be_national_number,
         {"niss", "insz", "rijksregister", "rijksregisternummer", "registre national", "numéro national", "rrn", "nn"},
         "ID", "be_national", 0.88, true, runs({2, 4, 6, 9, 11})},
        {R"((?<![\w.-])756[.]?\d{4}[.]?\d{4}[.]?\d\d(?![\w-]))", "7", valid_ch_ahv,
         {"ahv", "avs", "ahv-nr", "avs-nr", "sozialversicherungsnummer", "numéro avs"}, "ID", "ch_ahv", 0.95},
        {R"((?<![\w-])(?:19|20)?\d{6}[-+]\d{4}(?![\w-])|(?<![\w-])(?:19|20)\d{10}(?![\w-]))", kDigits, valid_se_personnummer,
         {"personnummer", "personnr", "pnr", "samordningsnummer"}, "ID", "se_personnummer", 0.88, true, runs({6, 8, 12})},
        // Nordic, Baltic, Central and Eastern Europe, Italy, Portugal, Turkey, Brazil's PIS.
        {R"((?<![\w-])\d{6}[-+A-FU-Y]\d{3}[0-9A-FHJ-NPR-Y](?![\w-]))", kDigits, valid_fi_hetu,
         {"henkilötunnus", "henkilotunnus", "hetu", "sotu", "personbeteckning"}, "ID", "fi_hetu", 0.92, false, 1u << 6},
        {R"((?<![\w/-])\d{6}/\d{4}(?![\w/-])|(?<![\w-])\d{10}(?![\w-]))", kDigits, valid_cz_birth_number,
         {"rč", "r\xC4\x8C", "r.č.", "rodné číslo", "rodne cislo", "rodné č.", "birth number"}, "ID", "cz_birth_number", 0.88, true, 1u << 6 | 1u << 10},
        {R"((?<![\w-])\d{11}(?![\w-]))", kDigits, valid_pl_pesel, {"pesel"}, "ID", "pl_pesel", 0, false, 1u << 11},
        {R"((?<![\w-])\d{6}[ ]?\d{5}(?![\w-]))", kDigits, valid_no_fodselsnummer,
         {"fødselsnummer", "fodselsnummer", "f.nr", "fnr", "d-nummer", "personnummer"}, "ID", "no_fodselsnummer", 0.85, true, 1u << 6 | 1u << 11},
        {R"((?<![\w-])\d{6}-?\d{4}(?![\w-]))", kDigits, valid_dk_cpr, {"cpr", "cpr-nr", "cpr-nummer", "cpr nr"}, "ID", "dk_cpr", 0, false, 1u << 6 | 1u << 10},
        {R"((?<![\w-])\d{6}-?\d{4}(?![\w-]))", kDigits, valid_is_kennitala, {"kennitala", "kt", "kt."}, "ID", "is_kennitala", 0.85, true, 1u << 6 | 1u << 10},
        {R"((?<![\w-])[1-6]\d{10}(?![\w-]))", "123456", valid_baltic_personal_code,
         {"isikukood", "asmens kodas", "a.k.", "personal code"}, "ID", "baltic_personal_code", 0, false, 1u << 11},
        {R"((?<![\w-])\d{10}(?![\w-]))", kDigits, valid_bg_egn, {"егн", "\xD0\x95\xD0\x93\xD0\x9D", "egn"}, "ID", "bg_egn", 0, false, 1u << 10},
        {R"((?<![\w-])[1-9]\d{12}(?![\w-]))", "123456789", valid_ro_cnp, {"cnp", "cod numeric personal"}, "ID", "ro_cnp", 0.9, false, 1u << 13},
        {R"((?<![\w-])\d{11}(?![\w-]))", kDigits, valid_hr_oib, {"oib"}, "ID", "hr_oib", 0, false, 1u << 11},
        {R"((?<![\w-])\d{9}(?![\w-])|(?<![\w-])\d{3} \d{3} \d{3}(?![\w-]))", "123456789", valid_pt_nif,
         {"nif", "contribuinte", "nipc", "n.º contribuinte"}, "ID", "pt_nif", 0, false, 1u << 9 | 1u << 3},
        {R"((?<![\w-])[A-Z]{6}[0-9LMNP-V]{2}[A-EHLMPR-T][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z](?![\w-]))", kUpper,
         valid_it_codice_fiscale, {"codice fiscale", "c.f.", "cf", "cod. fisc."}, "ID", "it_codice_fiscale", 0.95, false, 1u << 0},
        {R"((?<![\w-])\d{3}\.\d{5}\.\d{2}-\d(?![\w-])|(?<![\w-])\d{11}(?![\w-]))", kDigits, valid_br_pis,
         {"pis", "pasep", "pis/pasep", "pis/nit", "nit/pis", "nit", "nis"}, "ID", "br_pis", 0.9, true, 1u << 3 | 1u << 11},
        // Russia: SNILS by its dashed shape and check ("146-882-301 88"); the passport's series and number
        // ("97 04 518223") have no check, only after their word (the window is lowered in ASCII only: the
        // capitalised Cyrillic words are listed too).
        {R"((?<![\w-])\d{3}-\d{3}-\d{3}[ -]\d{2}(?![\w-])|(?<![\w-])\d{11}(?![\w-]))", kDigits, valid_ru_snils,
         {"снилс", "snils", "страховой номер"}, "ID", "ru_snils", 0.9, true, 1u << 3 | 1u << 11},
        {R"((?<![\w-])\d{2}[ ]?\d{2}[ ]\d{6}(?![\w-]))", kDigits, [](std::string_view) { return true; },
         {"паспорт", "паспорта", "паспортные", "серия", "passport", "Паспорт", "ПАСПОРТ", "Серия"}, "ID", "ru_passport", 0, false, 1u << 2 | 1u << 4},
        {R"((?<![\w-])[1-9]\d{10}(?![\w-]))", "123456789", valid_tr_kimlik,
         {"kimlik", "tc kimlik", "t.c. kimlik", "tckn", "tc no", "t.c.", "tc"}, "ID", "tr_kimlik", 0, false, 1u << 11},
        // Spain: DNI and NIE by their check letter; Pakistan's CNIC by its 5-7-1 shape (no check digit);
        // Mongolia's register number, two Cyrillic letters and eight digits (its first six the birth date).
        {R"((?<![\w-])[XYZ0-9]\d{7}-?[A-Z](?![\w-]))", "XYZ0123456789",
         [](std::string_view v) { std::string c; for (char ch : v) if (ch != '-') c += ch; return valid_es_dni(c); },
         {"dni", "nie", "nif", "nan", "documento"}, "ID", "es_dni", 0.9, false, 1u << 0 | 1u << 8},
        // Spain's social security number: with its slashes the shape and check are enough; plain
        // twelve digits only beside its words.
        {R"((?<![\w/-])\d{2}[/ -]?\d{8}[/ -]?\d{2}(?![\w/-]))", kDigits, valid_es_nss,
         {"seguridad social", "nss", "naf", "afiliación", "afiliacion", "seguretat social", "seguridá social"}, "ID", "es_nss", 0.85, true,
         1u << 2 | 1u << 12},
        // Colombia's citizenship card, written in thousands' groups after its letters ("C.C. 21.347.905"):
        // no check digit and the shape of an amount, so only right after its words or their number sign.
        {R"((?:(?<=C\.C\.[ ])|(?<=C\.C\.)|(?<=CC[ ])|(?<=No\.[ ])|(?<=N°[ ])|(?<=No[ ])|(?<=nía[ ])|(?<=ula[ ])|(?<=T\.I\.[ ])|(?<=C\.E\.[ ])|(?<=CI[ ])|(?<=C\.I\.[ ])|(?<=:[ ]))\d{1,3}(?:\.\d{3}){2,3}(?![\w-]|[.,]\d))", kDigits, [](std::string_view) { return true; },
         // (Paraguay, Bolivia and Uruguay call theirs the identity card, "CI 4.281.906".)
         {"c.c.", "c.c", "cc", "cédula", "cedula", "cédula de ciudadanía", "t.i.", "c.e.", "ci", "c.i.", "cédula de identidad"}, "ID", "co_cedula", 0, false, 1u << 1 | 1u << 2 | 1u << 3},
        // India's driving licence: the state's letters and the RTO's two digits, the year of issue and seven digits
        // ("MZ02 20150003318", "KA-05-2011-0012345").
        {R"((?<![\w-])(?:AN|AP|AR|AS|BR|CH|CG|DD|DL|DN|GA|GJ|HR|HP|JH|JK|KA|KL|LA|LD|MH|ML|MN|MP|MZ|NL|OD|OR|PB|PY|RJ|SK|TN|TR|TS|UK|UP|WB)[ -]?\d{2}[ -]?(?:19|20)\d{2}[ -]?\d{7}(?![\w-]))",
         kUpper, [](std::string_view) { return true; }, {"licence", "license", "dl", "driving licence", "driving license"}, "LICENSE",
         "in_driving_licence", 0.85, false, 1u << 0},
        // Brazil's CNPJ, a firm's number, dotted with its branch after the slash ("31.406.728/0001-41"); plain
        // fourteen digits only beside its word.
        {R"((?<![\w./-])\d{2}\.\d{3}\.\d{3}/\d{4}-\d{2}(?![\w-])|(?<![\w./-])\d{14}(?![\w-]))", kDigits, valid_br_cnpj, {"cnpj"}, "ID",
         "br_cnpj", 0.9, true, 1u << 2 | 1u << 14},
        // Colombia's NIT, a firm's or a person's tax number, dotted with its check digit after a hyphen
        // ("901.447.318-4"); plain digits only beside its word.
        {R"((?<![\w.-])\d{3}\.\d{3}\.\d{3}-\d(?![\w-])|(?<![\w.-])\d{9}-\d(?![\w-]))", kDigits, valid_co_nit,
         {"nit"}, "ID", "co_nit", 0.88, true, 1u << 3 | 1u << 9},
        {R"((?<![\w-])\d{5}-\d{7}-\d(?![\w-]))", kDigits, [](std::string_view) { return true; },
         {"cnic", "nic", "شناختی کارڈ", "شناختی", "id card"}, "ID", "pk_cnic", 0.9, false, 1u << 5},
        {R"((?<![\w-])[А-ЯЁӨҮ]{2}\d{8}(?![\w-]))", "", valid_mn_register, {"регистр", "регистрийн", "рд"}, "ID", "mn_register", 0.85, false, 1u << 0},
        // Taiwan, Thailand (by shape and check digit alone); Israel, Iran and Japan (plain digits: only
        // with their word, in the script the record is written in).
        {R"((?<![\w-])[A-Z][1289]\d{8}(?![\w-]))", kUpper, valid_tw_id, {"身分證", "身份證", "身分證字號", "統一編號", "id"}, "ID", "tw_id", 0.9, false, 1u << 0},
        {R"((?<![\w-])[1-8][ -]?\d{4}[ -]?\d{5}[ -]?\d{2}[ -]?\d(?![\w-]))", "12345678", valid_th_id,
         {"บัตรประจำตัวประชาชน", "เลขประจำตัวประชาชน", "thai id"}, "ID", "th_id", 0.9, false, 1u << 1 | 1u << 13},
        {R"((?<![\w-])\d{8,9}(?![\w-]))", kDigits, valid_il_tz,
         {"ת.ז", "ת.ז.", "ת\"ז", "ת״ז", "תעודת זהות", "מספר זהות", "teudat zehut", "tz"}, "ID", "il_tz", 0, false, 1u << 8 | 1u << 9},
        {R"((?<![\w-])\d{10}(?![\w-]))", kDigits, valid_ir_national_code, {"کد ملی", "کدملی", "شماره ملی", "national code"}, "ID",
         "ir_national_code", 0, false, 1u << 10},
        {R"((?<![\w-])\d{4}[ ]?\d{4}[ ]?\d{4}(?![\w-]))", kDigits, valid_jp_my_number, {"マイナンバー", "個人番号", "my number"}, "ID",
         "jp_my_number", 0, false, 1u << 12 | 1u << 4},
        // Zambia's National Registration Card: six digits, the district's two and a final digit ("264815/14/1"), a
        // shape no date or reference has.
        {R"((?<![\w/-])\d{6}/\d{2}/\d(?![\w/-]))", kDigits, [](std::string_view) { return true; }, {"nrc", "n.r.c."}, "ID",
         "zm_nrc", 0.86, false, 1u << 6},
        // Brazil's SUS card (CNS), in groups of three and four digits or four and three ("7081 2345 6789 016");
        // plain fifteen digits only beside its words.
        {R"((?<![\w-])[12789]\d{2}[ ]\d{4}[ ]\d{4}[ ]\d{4}(?![\w-])|(?<![\w-])[12789]\d{3}[ ]\d{4}[ ]\d{4}[ ]\d{3}(?![\w-])|(?<![\w-])[12789]\d{14}(?![\w-]))",
         "12789", valid_br_cns, {"sus", "cns", "cartão do sus", "cartão sus", "cartao sus", "cartão nacional de saúde"}, "HEALTH_PLAN",
         "br_cns", 0.85, true, 1u << 3 | 1u << 4 | 1u << 15},
        // Venezuela's RIF, a person's or a firm's tax number, by its check digit ("V-12758403-2").
        {R"((?<![\w-])[VEJPG]-?\d{8}-?\d(?![\w-]))", "VEJPG", valid_ve_rif, {"rif", "r.i.f."}, "ID", "ve_rif", 0.88, false, 0},
        // Macau's resident identity card (BIR): seven digits opening with 1, 5 or 7 and the check digit in brackets
        // ("1284573(6)").
        {R"((?<![\w-])[157]\d{6}\(\d\)(?![\w-]))", "157", [](std::string_view) { return true; },
         {"bir", "bir no", "bir n.º", "macau id", "resident identity card"}, "ID", "mo_bir", 0.86, false, 1u << 7},
        // Greece's identity card: one or two Greek capitals of the Latin shapes and six digits, after its letters
        // ("ΑΔΤ ΑΗ 418227").
        {R"((?<![\w-])[ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ]{1,2}[ -]?\d{6}(?![\w-]))", "", [](std::string_view) { return true; },
         {"αδτ", "ΑΔΤ", "Α.Δ.Τ.", "α.δ.τ.", "ταυτότητα", "ταυτότητας", "ταυτότητα του"}, "ID", "gr_id_card", 0, false, 0},
        // Myanmar's National Registration Card: the state's number, the township's syllables, the holder's kind in
        // brackets and six digits ("10/MaLaMa(N)084512", "12/KaMaYa(Naing)123456"), a shape nothing else has.
        {R"((?<![\w/-])(?:1[0-4]|[1-9])/(?:[A-Z][a-z]{0,3}){2,4}\((?:N|E|P|T|Y|S|C|AC|NC|V|M|Naing|Ei|Pyu)\)[ ]?\d{6}(?![\w/-]))",
         "123456789", [](std::string_view) { return true; }, {"nrc", "n.r.c.", "national registration"}, "ID", "mm_nrc", 0.9, false,
         1u << 1 | 1u << 2},
        // Mainland China's resident identity number: its birth date and its check character are enough alone.
        {R"((?<![\w-])[1-9]\d{5}(?:19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx](?![\w-]))", "123456789",
         valid_cn_resident_id, {"身份证", "身份证号", "身份证号码", "公民身份号码", "id"}, "ID", "cn_resident_id", 0.93, false,
         1u << 17 | 1u << 18},
        // Hong Kong: the check digit in brackets is part of the number ("Y338104(6)").
        {R"((?<![\w-])[A-Z]{1,2}\d{6}\([0-9A]\)|(?<![\w-])[A-Z]{1,2}\d{6}[0-9A](?![\w]))", kUpper, valid_hkid,
         {"hkid", "identity card", "id card", "hong kong identity"}, "ID", "hkid", 0.9},
    };
    return k;
}

bool near(const ScanInput& in, size_t pos, const std::vector<std::string>& words) {
    return has_word(window_before(in.text, pos, 48), words);
}

}  // namespace

void find_country_ids(const ScanInput& in, Spans& out) {
    static std::vector<std::unique_ptr<Regex>> compiled = [] {
        std::vector<std::unique_ptr<Regex>> v;
        for (const auto& id : ids()) v.push_back(std::make_unique<Regex>(id.pattern, StartBytes{id.start_bytes}));
        return v;
    }();
    // Every identifier here holds 4+ digits within its first 16 bytes: try the
    // patterns only where that is so (a prefix count of digits finds them).
    const StartIndex candidates = digit_dense_starts(in.digits, in.starts, 16, 4);
    // The run of digits each candidate opens with, for the patterns that say which runs they need
    // (most numbers of a text are dates and phones, which open with a run no identifier has).
    std::vector<uint32_t> run_bit(candidates.size());
    for (size_t c = 0; c < candidates.size(); ++c) {
        size_t e = candidates[c];
        while (e < in.text.size() && e - candidates[c] < 31 && in.text[e] >= '0' && in.text[e] <= '9') ++e;
        run_bit[c] = 1u << (e - candidates[c]);
    }
    for (size_t k = 0; k < ids().size(); ++k) {
        const CountryId& id = ids()[k];
        const auto emit = [&](const Match& m) {
            if (!id.valid(m.text())) return true;
            bool context = near(in, m.start(), id.words);
            bool plain = id.plain_needs_word && m.text().find_first_of(".-+ /") == std::string_view::npos;
            double conf = context ? 0.97 : (plain ? 0 : id.alone);
            if (conf > 0) add_span(out, m.start(), m.end(), id.category, id.rule, conf);
            return true;
        };
        if (id.digit_runs == 0) {
            compiled[k]->for_each_at(in.text, candidates, emit);
            continue;
        }
        std::vector<size_t> filtered;
        std::vector<unsigned char> first;
        for (size_t c = 0; c < candidates.size(); ++c)
            if (run_bit[c] & id.digit_runs) {
                filtered.push_back(candidates[c]);
                first.push_back(candidates.first_bytes()[c]);
            }
        compiled[k]->for_each_at(in.text, StartIndex(std::move(filtered), std::move(first)), emit);
    }
    // New Zealand's NHI in its new format, three letters, two digits, two letters ("NHI ZRK41AK"): too few
    // digits for the candidates above, so tried right after its word.
    static const Regex nhi_new(R"((?i:nhi)(?:[ ](?i:number|no\.?))?[ \t]*[:#]?[ \t]*([A-Z]{3}\d\d[A-Z]{2})(?![\w-]))");
    for (const Token& t : in.tokens) {
        if (t.text.size() != 3 || ascii_lower(t.text) != "nhi") continue;
        Match m;
        if (nhi_new.match_at(in.text.substr(0, std::min(in.text.size(), t.end + 24)), t.start, &m) && valid_nhi(m.text(1)))
            add_span(out, m.start(1), m.end(1), "ID", "nhi", 0.97);
    }
    // A NINO in lower case, written with its spaces ("ab 12 34 56 c" in a chat): the spaced shape
    // is distinctive. Tried two letters and a space before a run of digits (identifier starts
    // hold no lower-case letters).
    static const Regex lower_nino(R"((?<![\w-])[a-ceghj-pr-tw-z][a-ceghj-npr-tw-z][ ]\d\d[ ]\d\d[ ]\d\d[ ][a-d](?![\w-]))",
                                  StartBytes{"abceghjklmnoprstwxyz"});
    std::vector<size_t> lower_starts;
    for (size_t p : candidates)
        if (p >= 3 && in.text[p - 1] == ' ' && std::islower(static_cast<unsigned char>(in.text[p - 2])) &&
            std::islower(static_cast<unsigned char>(in.text[p - 3])))
            lower_starts.push_back(p - 3);
    lower_nino.for_each_at(in.text, lower_starts, [&](const Match& m) {
        if (valid_nino_any_case(m.text()))
            add_span(out, m.start(), m.end(), "ID", "nino", near(in, m.start(), {"nino", "national insurance", "ni number", "ni no", "ni"}) ? 0.97 : 0.85);
        return true;
    });
}

}  // namespace synsema::redact
