// Georgian records' own forms, in a script without case and without a name list of ours: a relative named with the kin
// word before the name ("ბიძია გია", uncle Gia), a street in the genitive before its word and number ("ჭავჭავაძის ქ.
// 27", Chavchavadze Street 27; "რუსთაველის გამზ. 12", Rustaveli Avenue), and a mobile number as Georgians group it,
// five and eight more digits in threes and twos ("595 33 71 04").
#include <string_view>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {
constexpr std::string_view kKinBefore[] = {"ბიძია", "ბიძა", "დეიდა", "მამიდა", "ძია", "ბიცოლა", "ნათლია", "ბებია", "ბაბუა"};
}  // namespace

bool is_georgian_kin_word(std::string_view word) {
    for (std::string_view k : kKinBefore)
        if (word == k) return true;
    return false;
}

void find_georgian_forms(const ScanInput& in, Spans& out) {
    if (!in.caseless_scripts || in.text.find("\xE1\x83") == std::string_view::npos) return;  // U+10C0-U+10FF
    static const Regex kin(R"((?<![\p{L}\p{M}])(?:ბიძია|ბიძა|დეიდა|მამიდა|ძია|ბიცოლა|ნათლია|ბებია|ბაბუა)[ ]([\x{10D0}-\x{10FF}]{2,}))");
    kin.for_each(in.text, [&](const Match& m) {
        if (!is_georgian_kin_word(m.text(1))) add_span(out, m.start(), m.end(), "PERSON", "name.kin_georgian", 0.86);
        return true;
    });
    static const Regex street(R"((?<![\p{L}\p{M}])[\x{10D0}-\x{10FF}]{2,}ის[ ](?:ქ\.|ქუჩა|გამზ\.|გამზირი|ჩიხი|შესახვევი)[ ]?\d{1,4}[ა-ჰ]?(?![\d]))");
    add_matches(out, street, in.text, "ADDRESS", "address.georgian_street", 0.86);
    static const Regex mobile(R"((?<![\d+])(5\d{2}[ ]\d{2}[ ]\d{2}[ ]\d{2})(?![\d]))");
    mobile.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "PHONE", "phone.georgian_mobile", 0.82);
        return true;
    });
}

}  // namespace synsema::redact
