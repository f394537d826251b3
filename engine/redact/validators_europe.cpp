// Validators for European personal numbers (and Brazil's PIS and Turkey's
// T.C. Kimlik), declared in validators.h. Each is the number's published
// check: the birth date it encodes must be a real month and day, and its
// check digit or letter must agree. The checks are a few lines each, so they
// are written here rather than taken from a library (none in Debian has them).
#include <cctype>
#include <string>

#include "validators.h"

namespace synsema::redact {

namespace {

bool digits(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s)
        if (c < '0' || c > '9') return false;
    return true;
}
int at(std::string_view d, size_t i) { return d[i] - '0'; }
int two(std::string_view d, size_t i) { return at(d, i) * 10 + at(d, i + 1); }
bool real_day(int month, int day) { return month >= 1 && month <= 12 && day >= 1 && day <= 31; }

// The characters of s without the separators a writer puts in (space, dot, dash, slash).
std::string compact(std::string_view s, std::string_view separators = " .-/") {
    std::string out;
    for (char c : s)
        if (separators.find(c) == std::string_view::npos) out += c;
    return out;
}

int weighted(std::string_view d, std::initializer_list<int> weights) {
    int sum = 0;
    size_t i = 0;
    for (int w : weights) sum += at(d, i++) * w;
    return sum;
}

}  // namespace

bool valid_fi_hetu(std::string_view s) {
    // DDMMYY, the century sign (+ 1800s; - and U-Y 1900s; A-F 2000s), three digits, the check
    // character: the nine digits as one number mod 31, indexed into this alphabet.
    if (s.size() != 11) return false;
    const std::string_view date = s.substr(0, 6), serial = s.substr(7, 3);
    if (!digits(date) || !digits(serial)) return false;
    const char sign = s[6];
    if (sign != '+' && sign != '-' && !(sign >= 'A' && sign <= 'F') && !(sign >= 'U' && sign <= 'Y')) return false;
    if (!real_day(two(date, 2), two(date, 0))) return false;
    static constexpr std::string_view kCheck = "0123456789ABCDEFHJKLMNPRSTUVWXY";
    const long number = std::stol(std::string(date) + std::string(serial));
    return s[10] == kCheck[static_cast<size_t>(number % 31)];
}

bool valid_cz_birth_number(std::string_view s) {
    // Czech and Slovak rodné číslo: YYMMDD/NNNN, the month +50 for women (+20 or +70 when a day's
    // numbers ran out); the ten digits are divisible by 11 (or the first nine leave 10 and the last
    // is 0). Nine-digit numbers (born before 1954) have no check and are not taken.
    const std::string d = compact(s, "/ ");
    if (d.size() != 10 || !digits(d)) return false;
    int month = two(d, 2);
    if (month > 70) month -= 70;
    else if (month > 50) month -= 50;
    else if (month > 20) month -= 20;
    if (!real_day(month, two(d, 4))) return false;
    const long long first9 = std::stoll(d.substr(0, 9));
    const int last = at(d, 9);
    return std::stoll(d) % 11 == 0 || (first9 % 11 == 10 && last == 0);
}

bool valid_pl_pesel(std::string_view s) {
    // YYMMDD + 4 + check; the month carries the century (+80 1800s, +20 2000s, +40, +60).
    const std::string d = compact(s, " ");
    if (d.size() != 11 || !digits(d)) return false;
    if (!real_day(two(d, 2) % 20, two(d, 4))) return false;
    const int sum = weighted(d, {1, 3, 7, 9, 1, 3, 7, 9, 1, 3});
    return (10 - sum % 10) % 10 == at(d, 10);
}

bool valid_no_fodselsnummer(std::string_view s) {
    // DDMMYY + 3 + two mod-11 check digits; a D-number adds 4 to the first digit, an H-number 4
    // to the third.
    const std::string d = compact(s, " ");
    if (d.size() != 11 || !digits(d)) return false;
    int day = two(d, 0), month = two(d, 2);
    if (day > 40) day -= 40;
    if (month > 40) month -= 40;
    if (!real_day(month, day)) return false;
    auto check = [&](int sum) { const int k = 11 - sum % 11; return k == 11 ? 0 : k; };
    const int k1 = check(weighted(d, {3, 7, 6, 1, 8, 9, 4, 5, 2}));
    const int k2 = check(weighted(d, {5, 4, 3, 2, 7, 6, 5, 4, 3, 2}));
    return k1 != 10 && k2 != 10 && k1 == at(d, 9) && k2 == at(d, 10);
}

bool valid_dk_cpr(std::string_view s) {
    // DDMMYY-SSSS. The old mod-11 check was dropped in 2007, so only the date is checked; the
    // recognizer takes it only beside its word.
    const std::string d = compact(s, "- ");
    return d.size() == 10 && digits(d) && real_day(two(d, 2), two(d, 0));
}

bool valid_is_kennitala(std::string_view s) {
    // DDMMYY-NNCC? : the ninth digit is a mod-11 check over the first eight; the tenth the century.
    const std::string d = compact(s, "- ");
    if (d.size() != 10 || !digits(d)) return false;
    int day = two(d, 0);
    if (day > 40) day -= 40;  // a company's number
    if (!real_day(two(d, 2), day) || (at(d, 9) != 0 && at(d, 9) != 8 && at(d, 9) != 9)) return false;
    const int k = 11 - weighted(d, {3, 2, 7, 6, 5, 4, 3, 2}) % 11;
    return k != 10 && (k == 11 ? 0 : k) == at(d, 8);
}

bool valid_baltic_personal_code(std::string_view s) {
    // Estonia's isikukood and Lithuania's asmens kodas: G YYMMDD NNN C, G 1-6 (century and sex);
    // the check is mod 11 with weights 1..9,1, or 3..9,1,2,3 when that leaves 10.
    const std::string d = compact(s, " ");
    if (d.size() != 11 || !digits(d) || at(d, 0) < 1 || at(d, 0) > 6) return false;
    if (!real_day(two(d, 3), two(d, 5))) return false;
    int k = weighted(d, {1, 2, 3, 4, 5, 6, 7, 8, 9, 1}) % 11;
    if (k == 10) k = weighted(d, {3, 4, 5, 6, 7, 8, 9, 1, 2, 3}) % 11;
    if (k == 10) k = 0;
    return k == at(d, 10);
}

bool valid_bg_egn(std::string_view s) {
    // YYMMDD + 3 + check; the month +20 for 1800s, +40 for 2000s.
    const std::string d = compact(s, " ");
    if (d.size() != 10 || !digits(d)) return false;
    if (!real_day(two(d, 2) % 20, two(d, 4))) return false;
    const int k = weighted(d, {2, 4, 8, 5, 10, 9, 7, 3, 6}) % 11;
    return (k == 10 ? 0 : k) == at(d, 9);
}

bool valid_ro_cnp(std::string_view s) {
    // S YYMMDD JJ NNN C: S 1-9 (sex and century), JJ a county code 01-52; the check is the
    // weighted sum mod 11 (10 counts as 1).
    const std::string d = compact(s, " ");
    if (d.size() != 13 || !digits(d) || at(d, 0) == 0) return false;
    const int county = two(d, 7);
    if (!real_day(two(d, 3), two(d, 5)) || county < 1 || county > 52) return false;
    const int k = weighted(d, {2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9}) % 11;
    return (k == 10 ? 1 : k) == at(d, 12);
}

bool valid_hr_oib(std::string_view s) {
    // Croatia's OIB: 11 digits, ISO 7064 MOD 11,10.
    const std::string d = compact(s, " ");
    if (d.size() != 11 || !digits(d)) return false;
    int product = 10;
    for (size_t i = 0; i < 10; ++i) {
        int sum = (at(d, i) + product) % 10;
        if (sum == 0) sum = 10;
        product = (sum * 2) % 11;
    }
    return (11 - product) % 10 == at(d, 10);
}

bool valid_ru_snils(std::string_view s) {
    // Russia's SNILS (insurance account number): nine digits weighted 9..1; the sum below 100 is the check,
    // 100 and 101 give 00, above that the sum mod 101 (100 again giving 00).
    const std::string d = compact(s, " -");
    if (d.size() != 11 || !digits(d)) return false;
    int sum = 0;
    for (size_t i = 0; i < 9; ++i) sum += at(d, i) * static_cast<int>(9 - i);
    const int check = sum < 100 ? sum : (sum % 101) % 100;
    return check == at(d, 9) * 10 + at(d, 10);
}

bool valid_pt_nif(std::string_view s) {
    // Portugal's NIF: 9 digits, the first not 0 or 4; weights 9..2, check 11 - sum mod 11 (10, 11 -> 0).
    const std::string d = compact(s, " ");
    if (d.size() != 9 || !digits(d) || at(d, 0) == 0 || at(d, 0) == 4) return false;
    const int k = 11 - weighted(d, {9, 8, 7, 6, 5, 4, 3, 2}) % 11;
    return (k >= 10 ? 0 : k) == at(d, 8);
}

bool valid_it_codice_fiscale(std::string_view s) {
    // Six letters (surname, name), YY, the month's letter, DD (+40 for women), a place code of a
    // letter and three digits, the check letter. Digits may be replaced by letters (omocodia).
    if (s.size() != 16) return false;
    static constexpr std::string_view kMonths = "ABCDEHLMPRST", kOmocode = "LMNPQRSTUV";
    static constexpr int kOdd[36] = {1, 0, 5, 7, 9, 13, 15, 17, 19, 21,  // '0'-'9'
                                     1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23};
    std::string v(s);
    for (char& c : v)
        if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    auto letter = [](char c) { return c >= 'A' && c <= 'Z'; };
    for (size_t i : {0u, 1u, 2u, 3u, 4u, 5u, 8u, 11u, 15u})
        if (!letter(v[i])) return false;
    // The digit places may hold a digit or its omocode letter.
    std::string plain = v;
    for (size_t i : {6u, 7u, 9u, 10u, 12u, 13u, 14u}) {
        const size_t omo = kOmocode.find(v[i]);
        if (omo != std::string_view::npos) plain[i] = static_cast<char>('0' + omo);
        else if (v[i] < '0' || v[i] > '9') return false;
    }
    int day = two(plain, 9);
    if (day > 40) day -= 40;
    if (kMonths.find(v[8]) == std::string_view::npos || day < 1 || day > 31) return false;
    int sum = 0;
    for (size_t i = 0; i < 15; ++i) {
        const char c = v[i];
        const int index = c >= '0' && c <= '9' ? c - '0' : c - 'A' + 10;
        if (i % 2 == 0) sum += kOdd[index];                       // odd places, counted from 1
        else sum += c >= '0' && c <= '9' ? c - '0' : c - 'A';     // even places: the value
    }
    return v[15] == 'A' + sum % 26;
}

bool valid_br_pis(std::string_view s) {
    // PIS/PASEP/NIT: 11 digits, weights 3,2,9..2, check 11 - sum mod 11 (10, 11 -> 0).
    const std::string d = compact(s);
    if (d.size() != 11 || !digits(d)) return false;
    const int k = 11 - weighted(d, {3, 2, 9, 8, 7, 6, 5, 4, 3, 2}) % 11;
    return (k >= 10 ? 0 : k) == at(d, 10);
}

bool valid_tr_kimlik(std::string_view s) {
    // 11 digits, the first not 0; d10 = (7 x odd places - even places) mod 10, d11 = the sum of
    // the first ten mod 10.
    const std::string d = compact(s, " ");
    if (d.size() != 11 || !digits(d) || at(d, 0) == 0) return false;
    const int odd = at(d, 0) + at(d, 2) + at(d, 4) + at(d, 6) + at(d, 8);
    const int even = at(d, 1) + at(d, 3) + at(d, 5) + at(d, 7);
    if (((odd * 7 - even) % 10 + 10) % 10 != at(d, 9)) return false;
    return (odd + even + at(d, 9)) % 10 == at(d, 10);
}

// ES: DNI (8 digits and a letter) or NIE (X, Y or Z for 0, 1 or 2, 7 digits and a letter); the letter
// is the number mod 23 in "TRWAGMYFPDXBNJZSQVHLCKE".
bool valid_es_dni(std::string_view s) {
    static constexpr std::string_view kLetters = "TRWAGMYFPDXBNJZSQVHLCKE";
    if (s.size() != 9 || s[8] < 'A' || s[8] > 'Z') return false;
    std::string digits(s.substr(0, 8));
    if (digits[0] == 'X' || digits[0] == 'Y' || digits[0] == 'Z') digits[0] = static_cast<char>('0' + (digits[0] - 'X'));
    for (char c : digits)
        if (c < '0' || c > '9') return false;
    return kLetters[static_cast<size_t>(std::stol(digits) % 23)] == s[8];
}

// ES: the social security number, PP/NNNNNNNN/CC: a province code (01-53, or 66 and over for
// numbers issued centrally), eight digits and two check digits, the province and the number mod 97.
// Below 10,000,000 the official rule drops the number's leading zero (province * 10^7 + number);
// older cards print the ten digits read straight, so either reading is accepted.
bool valid_es_nss(std::string_view s) {
    const std::string d = digits_only(s);
    if (d.size() != 12 || s.size() - d.size() > 2) return false;
    const long long province = std::stoll(d.substr(0, 2)), number = std::stoll(d.substr(2, 8)), check = std::stoll(d.substr(10, 2));
    if (province < 1 || (province > 53 && province < 66)) return false;
    const long long straight = province * 100000000LL + number;
    const long long dropped = number < 10000000LL ? province * 10000000LL + number : straight;
    return straight % 97 == check || dropped % 97 == check;
}

// PT: the citizen card's document number, "13846275 0 ZX7": the civil number's eight digits and its check digit,
// the card's two letters, a last check digit over all twelve (a Luhn sum, letters read as 10 to 35).
bool valid_pt_citizen_card(std::string_view s) {
    std::string c;
    for (char ch : s)
        if (ch != ' ') c += ch;
    if (c.size() != 12 || !digits(c.substr(0, 9)) || !std::isupper(static_cast<unsigned char>(c[9])) ||
        !std::isupper(static_cast<unsigned char>(c[10])) || !std::isdigit(static_cast<unsigned char>(c[11])))
        return false;
    int sum = 0;
    for (size_t i = 0; i < c.size(); ++i) {
        int v = std::isdigit(static_cast<unsigned char>(c[c.size() - 1 - i])) ? c[c.size() - 1 - i] - '0' : c[c.size() - 1 - i] - 'A' + 10;
        if (i % 2 == 1 && (v *= 2) > 9) v -= 9;
        sum += v;
    }
    return sum % 10 == 0;
}

}  // namespace synsema::redact
