// The machine-readable zone of a passport or an identity card, as a scan's OCR or a copied record
// gives it: two lines of 44 characters (TD3, passports) or three of 30 (TD1, identity cards), of
// capitals, digits and '<'. Its fields sit at fixed places, each number with a check digit (ICAO
// Doc 9303: weights 7, 3, 1; digits as themselves, A-Z as 10-35, '<' as 0), so a field that checks
// is the holder's document number, birth date or expiry date, and the names line is the holder's.
#include <string_view>

#include "recognizers.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {

int mrz_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 0;  // '<'
}

// Whether field's check digit (the character after it) agrees.
bool checks(std::string_view field, char check) {
    static constexpr int kWeights[] = {7, 3, 1};
    int sum = 0;
    for (size_t i = 0; i < field.size(); ++i) sum += mrz_value(field[i]) * kWeights[i % 3];
    return check >= '0' && check <= '9' && sum % 10 == check - '0';
}

bool mrz_line(std::string_view s, size_t width) {
    if (s.size() != width) return false;
    size_t fillers = 0;
    for (char c : s) {
        if (!((c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '<')) return false;
        fillers += c == '<';
    }
    return fillers >= 2;
}

// A field's span without its trailing fillers, when it holds anything.
void emit_field(Spans& out, size_t start, std::string_view field, const char* category, const char* rule) {
    size_t n = field.size();
    while (n > 0 && field[n - 1] == '<') --n;
    if (n > 0) add_span(out, start, start + n, category, rule, 0.95);
}

// The names of a names field ("HADDAD<<KARIM<ANTOINE<<<…"): up to the fillers that end them.
void emit_names(Spans& out, size_t start, std::string_view names) {
    size_t n = names.size();
    while (n > 0 && names[n - 1] == '<') --n;
    if (n >= 2) add_span(out, start, start + n, "PERSON", "mrz.names", 0.95);
}

}  // namespace

void find_machine_readable_zones(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    if (text.find("<<") == std::string_view::npos) return;
    // The lines, blanks around them trimmed.
    std::vector<std::pair<size_t, std::string_view>> lines;
    for (size_t p = 0; p <= text.size();) {
        const size_t e = line_end(text, p);
        size_t a = p, b = e;
        while (a < b && (text[a] == ' ' || text[a] == '\t')) ++a;
        while (b > a && (text[b - 1] == ' ' || text[b - 1] == '\t' || text[b - 1] == '\r')) --b;
        lines.emplace_back(a, text.substr(a, b - a));
        if (e >= text.size()) break;
        p = e + 1;
    }
    for (size_t i = 0; i < lines.size(); ++i) {
        const auto [at, s] = lines[i];
        // TD3, line 2: number(9) check, nationality(3), birth(6) check, sex, expiry(6) check, personal(14) check, check.
        if (mrz_line(s, 44) && checks(s.substr(0, 9), s[9]) && checks(s.substr(13, 6), s[19]) && checks(s.substr(21, 6), s[27])) {
            emit_field(out, at, s.substr(0, 9), "ID", "mrz.document_number");
            add_span(out, at + 13, at + 19, "DATE", "mrz.birth_date", 0.95);
            add_span(out, at + 21, at + 27, "DATE", "mrz.expiry_date", 0.95);
            if (s.substr(28, 14).find_first_not_of('<') != std::string_view::npos && checks(s.substr(28, 14), s[42]))
                emit_field(out, at + 28, s.substr(28, 14), "ID", "mrz.personal_number");
            // Line 1: type(2), issuer(3), names.
            if (i > 0 && mrz_line(lines[i - 1].second, 44)) emit_names(out, lines[i - 1].first + 5, lines[i - 1].second.substr(5));
        }
        // TD1: line 1 type(2), issuer(3), number(9) check, optional(15); line 2 birth(6) check, sex, expiry(6)
        // check, nationality(3), optional(11), check; line 3 names.
        if (i + 2 < lines.size() && mrz_line(s, 30) && mrz_line(lines[i + 1].second, 30) && mrz_line(lines[i + 2].second, 30)) {
            const auto [at2, s2] = lines[i + 1];
            if (checks(s.substr(5, 9), s[14]) && checks(s2.substr(0, 6), s2[6]) && checks(s2.substr(8, 6), s2[14])) {
                emit_field(out, at + 5, s.substr(5, 9), "ID", "mrz.document_number");
                add_span(out, at2, at2 + 6, "DATE", "mrz.birth_date", 0.95);
                add_span(out, at2 + 8, at2 + 14, "DATE", "mrz.expiry_date", 0.95);
                emit_names(out, lines[i + 2].first, lines[i + 2].second);
            }
        }
    }
}

}  // namespace synsema::redact
