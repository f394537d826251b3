// Check-digit and range validators for structured identifiers. Each takes the
// identifier as written (separators allowed where the format has them) and
// says whether it is a well-formed, checksum-valid number of that kind.
#pragma once
#include <string>
#include <string_view>

namespace synsema::redact {

std::string digits_only(std::string_view s);          // keeps 0-9
std::string alnum_upper(std::string_view s);          // keeps A-Z/0-9, upper-cased

bool luhn_valid(std::string_view digits);             // digits only
bool valid_ssn(std::string_view s);                   // area 001-665,667-899; group 01-99; serial 0001-9999
bool valid_itin(std::string_view s);                  // 9xx-[50-65,70-88,90-92,94-99]-xxxx
bool valid_credit_card(std::string_view s);           // known prefix + length + Luhn
bool valid_iban(std::string_view s);                  // country length + mod 97 == 1
bool valid_npi(std::string_view s);                   // 10 digits, Luhn over "80840" + digits
bool valid_dea(std::string_view s);                   // 2 letters + 7 digits, check digit
bool valid_nhs(std::string_view s);                   // 10 digits, mod 11
bool valid_aba(std::string_view s);                   // 9 digits, 3-7-1 weighted checksum
bool valid_ipv4(std::string_view s);                  // dotted quad, each 0-255, no leading zeros
bool valid_ipv6(std::string_view s);                  // RFC 4291 text forms (with ::, optional v4 tail)
bool valid_mac(std::string_view s);                   // 6 hex pairs with ':' or '-', or 3 groups of 4 with '.'

// National and health identifiers by country. Each takes the number as
// written (spaces, dashes, dots allowed where the format has them).
bool verhoeff_valid(std::string_view digits);         // digits only
bool valid_aadhaar(std::string_view s);               // IN: 12 digits, first 2-9, Verhoeff
bool valid_pan(std::string_view s);                   // IN: AAAPA9999A, 4th letter the holder type
bool valid_nino(std::string_view s);                  // UK: 2 letters (allowed prefixes), 6 digits, A-D
bool valid_chi(std::string_view s);                   // Scotland: DDMMYY + 4 digits, mod 11
bool valid_ppsn(std::string_view s);                  // IE: 7 digits + check letter (+ A/B/H/W), mod 23
bool valid_sin(std::string_view s);                   // CA: 9 digits, Luhn, first digit not 0 or 8
bool valid_steuer_id(std::string_view s);             // DE: 11 digits, ISO 7064 MOD 11,10
bool valid_rvnr(std::string_view s);                  // DE: pension insurance number, 12 characters, check digit
bool valid_nir(std::string_view s);                   // FR: 13 characters + key, 97 - n mod 97
bool valid_bsn(std::string_view s);                   // NL: 9 digits, 11-test
bool valid_nric(std::string_view s);                  // SG: S/T/F/G/M + 7 digits + check letter
bool valid_za_id(std::string_view s);                 // ZA: YYMMDD + 7 digits, Luhn
bool valid_cpf(std::string_view s);                   // BR: 11 digits, two mod-11 check digits
bool valid_mbi(std::string_view s);                   // US: Medicare Beneficiary Identifier format
bool valid_au_medicare(std::string_view s);           // AU: 10 digits (+ IRN), weighted check digit
bool valid_tfn(std::string_view s);                   // AU: 9 digits, weighted mod 11
bool valid_nhi(std::string_view s);                   // NZ: AAA9999 (mod 11) or AAA99AA (mod 23)
bool valid_date_ddmmyy(std::string_view six);         // DDMMYY a real day (any century)
bool valid_be_national_number(std::string_view s);    // BE: YYMMDD + 3 digits + 97 - n mod 97 (NISS/INSZ)
bool valid_ch_ahv(std::string_view s);                // CH: 756 + 10 digits, EAN-13 check digit (AHV/AVS)
bool valid_se_personnummer(std::string_view s);       // SE: (YY)YYMMDD-NNNC, Luhn
bool valid_hkid(std::string_view s);                  // HK: 1-2 letters + 6 digits + (check), weighted mod 11

}  // namespace synsema::redact
