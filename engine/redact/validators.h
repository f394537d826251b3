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

}  // namespace synsema::redact
