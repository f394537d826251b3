// Organisations: a capitalised name ending in a legal form (Inc., LLC, LLP…)
// or an institution word (Hospital, Clinic, University, Credit Union…), or a
// capitalised name after an employer/insurer label.
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {
constexpr const char* kWord = "(?:[A-Z][\\w'’.-]*|&)";
constexpr const char* kWordStarts = "ABCDEFGHIJKLMNOPQRSTUVWXYZ&";  // kWord's first byte
constexpr const char* kJoin = "(?:[A-Z][\\w'’.-]*|&|of|and|the|for|de|du|la)";

std::string legal_form_pattern() {
    return std::string("(?<![\\w&])(") + kWord + "(?:[ ]" + kJoin + "){0,6}),?[ ]" +
           "(Inc\\.?|INC\\.?|LLC|L\\.L\\.C\\.|LLP|L\\.L\\.P\\.|Ltd\\.?|LTD\\.?|Limited|Corp\\.?|CORP\\.?|"
           "Corporation|CORPORATION|Co\\.|Company|COMPANY|PLLC|P\\.C\\.|P\\.A\\.|PC|GmbH|PLC|plc|LP|L\\.P\\.|"
           "N\\.A\\.|S\\.A\\.|AG|B\\.V\\.)(?![\\w])";
}

std::string institution_pattern() {
    return std::string("(?<![\\w&])(") + kWord + "(?:[ ]" + kJoin + "){0,5})[ ]" +
           "(Hospitals?|HOSPITAL|Clinics?|CLINIC|Medical Center|Medical Group|Health System|Health Plan|"
           "Healthcare|Health|Practice|University|UNIVERSITY|College|School|Academy|Bank|Credit Union|"
           "Insurance|Foundation|Institute|Laboratories|Laboratory|Labs|Pharmacy|Associates|Partners|Group|"
           "Logistics|Services|Systems|Solutions|Technologies|Industries|Holdings|Enterprises|Law Firm|"
           "Agency|Center|Centre|Mutual|Trust|Society)(?:[ ]of(?:[ ][A-Z][\\w'’-]*){1,3})?(?![\\w])";
}

// "The Acme Clinic" → "Acme Clinic"; leading articles are not part of a name.
size_t skip_article(std::string_view text, size_t start) {
    for (std::string_view art : {"The ", "THE "})
        if (text.compare(start, art.size(), art) == 0) return start + art.size();
    return start;
}

}  // namespace

void find_organizations(const ScanInput& in, Spans& out) {
    static const Regex legal(legal_form_pattern(), StartBytes{kWordStarts});
    static const Regex institution(institution_pattern(), StartBytes{kWordStarts});
    static const Regex labelled(R"((?i:\b(?:employer|employed[ ](?:by|at)|works[ ](?:at|for)|company|insurer|insurance|carrier))[ \t]*[:,]?[ \t]+([A-Z][\w'’.&-]*(?:[ ](?:[A-Z][\w'’.&-]*|of|and|&)){0,5}))");
    std::string_view text = in.text;
    legal.for_each_at(text, in.starts, [&](const Match& m) {
        add_span(out, skip_article(text, m.start()), m.end(), "ORGANIZATION", "org.legal_form", 0.9);
        return true;
    });
    institution.for_each_at(text, in.starts, [&](const Match& m) {
        std::string_view name = m.text(1);
        // One generic word before the keyword ("Mental Health") is not a name.
        bool several = name.find(' ') != std::string_view::npos;
        bool distinctive = !in.lex.is_word(name) && name.find(' ') == std::string_view::npos;
        if (!several && !distinctive) return true;
        add_span(out, skip_article(text, m.start()), m.end(), "ORGANIZATION", "org.institution", 0.85);
        return true;
    });
    labelled.for_each(text, [&](const Match& m) {
        // A sentence's full stop is not part of the name (unless "Inc." / "Co.").
        size_t end = m.end(1);
        std::string_view name = m.text(1);
        bool abbreviation = name.size() > 4 && (name.substr(name.size() - 4) == "Inc." || name.substr(name.size() - 3) == "Co." ||
                                                name.substr(name.size() - 4) == "Ltd." || name.substr(name.size() - 5) == "Corp.");
        if (!abbreviation && name.back() == '.') --end;
        add_span(out, m.start(1), end, "ORGANIZATION", "org.labelled", 0.8);
        return true;
    });
}

}  // namespace synsema::redact
