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
bool valid_iban(std::string_view s, bool labelled = false);  // country length (any length after "IBAN") + mod 97 == 1
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
bool valid_zw_national_id(std::string_view s);        // ZW: district, 6-7 digits, check letter (mod 23), district
bool valid_rw_national_id(std::string_view s);        // RW: 16 digits, 1-3, birth year, sex 7/8 (no check digit)
bool valid_cpf(std::string_view s);                   // BR: 11 digits, two mod-11 check digits
bool valid_cl_rut(std::string_view s);                // CL: 7-8 digits and a mod-11 check digit or K ("17.925.041-1")
bool valid_mbi(std::string_view s);                   // US: Medicare Beneficiary Identifier format
bool valid_au_medicare(std::string_view s);           // AU: 10 digits (+ IRN), weighted check digit
bool valid_tfn(std::string_view s);                   // AU: 9 digits, weighted mod 11
bool valid_nhi(std::string_view s);                   // NZ: AAA9999 (mod 11) or AAA99AA (mod 23)
bool valid_date_ddmmyy(std::string_view six);         // DDMMYY a real day (any century)
bool valid_be_national_number(std::string_view s);    // BE: YYMMDD + 3 digits + 97 - n mod 97 (NISS/INSZ)
bool valid_ch_ahv(std::string_view s);                // CH: 756 + 10 digits, EAN-13 check digit (AHV/AVS)
bool valid_se_personnummer(std::string_view s);       // SE: (YY)YYMMDD-NNNC, Luhn
bool valid_hkid(std::string_view s);                  // HK: 1-2 letters + 6 digits + (check), weighted mod 11
bool valid_co_nit(std::string_view s);                // CO: NIT, digits and a check digit, prime weights mod 11
bool valid_br_cnpj(std::string_view s);               // BR: CNPJ, 12 digits and two weighted mod-11 check digits
bool valid_br_cns(std::string_view s);                // BR: CNS (SUS card), 15 digits from 1, 2, 7-9, weighted mod 11
bool valid_ve_rif(std::string_view s);                // VE: RIF, V/E/J/P/G, 8 digits and a weighted mod-11 check digit
// validators_europe.cpp
bool valid_fi_hetu(std::string_view s);               // FI: DDMMYY, century sign, 3 digits, mod-31 check character
bool valid_cz_birth_number(std::string_view s);       // CZ/SK: YYMMDD/NNNN (month +50 women), divisible by 11
bool valid_pl_pesel(std::string_view s);              // PL: 11 digits, century in the month, weighted check
bool valid_no_fodselsnummer(std::string_view s);      // NO: DDMMYY + 3 + two mod-11 checks (D-numbers too)
bool valid_dk_cpr(std::string_view s);                // DK: DDMMYY-SSSS, a real date (no check since 2007)
bool valid_is_kennitala(std::string_view s);          // IS: DDMMYY-NNCC, mod-11 check and century digit
bool valid_baltic_personal_code(std::string_view s);  // EE/LT: G YYMMDD NNN C, two-stage mod 11
bool valid_bg_egn(std::string_view s);                // BG: YYMMDD + 3 + weighted mod 11
bool valid_ro_cnp(std::string_view s);                // RO: S YYMMDD JJ NNN C, county 01-52, weighted mod 11
bool valid_hr_oib(std::string_view s);                // HR: 11 digits, ISO 7064 MOD 11,10
bool valid_pt_nif(std::string_view s);                // PT: 9 digits, weighted mod 11
bool valid_pt_citizen_card(std::string_view s);       // PT: citizen card, 8 digits + check, 2 letters + check (Luhn)
bool valid_it_codice_fiscale(std::string_view s);     // IT: 16 characters, odd/even table check letter (omocodia allowed)
bool valid_br_pis(std::string_view s);                // BR: PIS/PASEP/NIT, 11 digits, weighted mod 11
bool valid_tr_kimlik(std::string_view s);             // TR: 11 digits, two checks over odd and even places
bool valid_ru_snils(std::string_view s);              // RU: SNILS NNN-NNN-NNN CC, weights 9..1 mod 101
bool valid_es_dni(std::string_view s);                 // ES: DNI or NIE (X/Y/Z), check letter = number mod 23
bool valid_es_nss(std::string_view s);                 // ES: social security number PP/NNNNNNNN/CC, mod 97
bool valid_tw_id(std::string_view s);                  // TW: letter + 1/2 (8/9) + 7 digits + check, letter as two digits
bool valid_th_id(std::string_view s);                  // TH: 13 digits, weighted mod 11 check
bool valid_il_tz(std::string_view s);                  // IL: Teudat Zehut, up to 9 digits, Luhn with weights 1-2 from the left
bool valid_ir_national_code(std::string_view s);       // IR: 10 digits, weighted mod 11 check
bool valid_jp_my_number(std::string_view s);           // JP: My Number, 12 digits, weighted mod 11 check
bool valid_cn_resident_id(std::string_view s);         // CN: resident identity number, 18, birth date, ISO 7064 MOD 11-2
bool valid_ar_cbu(std::string_view s);                 // AR: CBU/CVU, 22 digits, two weighted check digits

// Bar codes of one implant or one donation (validators_devices.cpp).
bool valid_hibc(std::string_view s);       // HIBC LIC: "+", labeler, product, unit, modulus 43 check character
bool valid_isbt_din(std::string_view s);   // ISBT 128 DIN: facility, year, sequence (13), flags, ISO 7064 MOD 37-2 check

// Cryptocurrency addresses (validators_crypto.cpp).
bool valid_btc_base58(std::string_view s);      // Bitcoin "1…"/"3…": Base58Check, 25 bytes, double SHA-256 check
bool valid_bech32_address(std::string_view s);  // Bitcoin "bc1…"/"tb1…": bech32 or bech32m checksum

}  // namespace synsema::redact
