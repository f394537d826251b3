// Reference codes that no label names: a case's, a claim's, a sample's or a file's number written
// as capitals and digits in groups ("HON-DEN-26-0411", "DSA-PAC-26-01873", "NRH-SER-26-3318",
// "STP-40018827", "LFC-HTS-2017/1290", "ST26-M04412"). Records key a person's case, claim, sample
// or file by such a code, so one is taken wherever it stands, but only for review: a form's, a
// standard's or a product's code has the same shape ("CMS-1500", "ISO-9001"), and no rule can tell
// them apart without its label. A code with its label is found surer elsewhere (recognize_ids.cpp).
#include <string>
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "validators.h"

namespace synsema::redact {

namespace {

// Prefixes of codes that name a standard, a form, a disease or a product line, not a person's file.
bool public_prefix(std::string_view code) {
    static constexpr std::string_view kPrefixes[] = {
        "ISO", "IEC", "EN", "DIN", "RFC", "ICD", "CPT", "HCPCS", "HL7", "SARS", "COVID", "ASTM", "ANSI", "BS", "CMS", "HCFA",
        "UB", "SF", "DS", "FDA", "NDC", "ATC", "SNOMED", "LOINC", "MEDDRA", "IEEE", "USB", "HDMI", "IP", "NFPA", "OSHA",
        "ANZSCO", "NIST", "FIPS", "GDPR", "HIPAA", "COV", "MERS", "H1N1", "H5N1", "HPV", "HIV", "BRCA", "CYP", "IL", "TNF",
        "PD", "CD", "HLA", "EGFR", "KRAS", "ECOG", "NYHA", "ASA", "GCS", "ATLS", "CPR", "BLS", "ACLS", "PALS", "A4", "A3"};
    const std::string_view head = code.substr(0, code.find_first_of("-/"));
    for (std::string_view p : kPrefixes)
        if (head == p) return true;
    return false;
}

}  // namespace

void find_reference_codes(const ScanInput& in, Spans& out) {
    // Capitals (perhaps with digits) first, then one to four groups after '-' or '/'; or capitals and
    // digits joined, then a group ("ST26-M04412").
    // (Or digits first, where a group of capitals follows: "2027-DV-0931".)
    static const Regex code(R"((?<![\w/.-])(?:[A-Z][A-Z0-9]{1,7}|\d{2,8}(?=[-/][A-Z]{2}))(?:[-/][A-Z0-9]{1,10}){1,4}(?![\w/-]|\.\w))",
                            StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"});
    code.for_each_at(in.text, in.starts, [&](const Match& m) {
        const std::string_view v = m.text();
        const size_t digits = digits_only(v).size();
        size_t letters = 0;
        for (char c : v) letters += c >= 'A' && c <= 'Z';
        // Enough of a number to key a file: four digits at least, eight characters at least, two
        // capitals at least (not "A-1234", an apartment; not "2026-11-30", a date).
        if (digits < 4 || v.size() < 8 || letters < 2 || public_prefix(v)) return true;
        // Digits first: six at least, and not a court's case ("Case No. 2026-LM-004417"), nor a form's
        // number ("01/BV-01").
        const bool digits_first = v[0] >= '0' && v[0] <= '9';
        if (digits_first && (digits < 6 || has_word(window_before(in.text, m.start(), 28), {"case", "case no", "case number"})))
            return true;
        // Not a range of years or a date with a word ("FY2025-2026", "Q3-2026").
        static const Regex year_range(R"([A-Z]{1,4}(?:19|20)\d\d-(?:19|20)\d\d)");
        Match y;
        if (year_range.match_at(v, 0, &y) && y.end() == v.size()) return true;
        // A court's file or case number is public (the guide leaves dockets unmarked): a court's word
        // before it, or a case whose code opens with a court's division ("Case No. CV01-26-19774");
        // an assistance, a claim or a laboratory case is a person's.
        const std::string before = window_before(in.text, m.start(), 28);
        if (has_word(before, {"court", "court file", "docket", "action no", "cause no", "index no"})) return true;
        static constexpr std::string_view kDivisions[] = {"CV", "CR", "CIV", "CRIM", "FL", "FS", "DR", "JV", "PR"};
        const std::string_view head = v.substr(0, v.find_first_of("-/0123456789"));
        for (std::string_view division : kDivisions)
            if (head == division && has_word(before, {"case", "case no", "case number"})) return true;
        add_span(out, m.start(), m.end(), "ID", "id.reference_code", 0.65);
        return true;
    });
}

}  // namespace synsema::redact
