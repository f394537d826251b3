// Plates that open with the registering district's code from a country's closed list, in a shape only that
// country writes, wherever they stand: Croatia's and Serbia's (the town's two letters, three or four digits, a
// hyphen, one or two letters: "RI 418-KD", "NS 118-LD"), Indonesia's (the region's one or two letters, up to
// four digits, up to three letters: "DK 1418 FB", "B 4417 KZX") and Romania's (the county's, two digits, three
// letters: "CJ 21 LKV"). The code's list is what keeps a form's number
// ("ST 12-A") or a grid reference out.
#include <string_view>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// Croatia's 34 registration areas and Serbia's, together (several are shared).
constexpr std::string_view kBalkanCodes[] = {
    "AC", "AL", "AR", "BB", "BČ", "BĆ", "BG", "BJ", "BM", "BO", "BP", "BT", "ČA", "ČK", "ĆU", "DA", "DE", "DJ", "DU", "GL", "GM",
    "GS", "IC", "IM", "IN", "JA", "KA", "KC", "KG", "KI", "KL", "KM", "KO", "KR", "KŠ", "KT", "KU", "KV", "KŽ", "LB", "LE", "LO",
    "LU", "MA", "NA", "NG", "NI", "NP", "NS", "NV", "OG", "OS", "PA", "PB", "PI", "PK", "PN", "PO", "PP", "PR", "PT", "PU", "PZ",
    "PŽ", "RA", "RI", "RU", "SA", "SB", "SD", "SJ", "SK", "SL", "SM", "SO", "SP", "ST", "SU", "SV", "ŠA", "ŠI", "TO", "TS", "TT",
    "UB", "UE", "UR", "VA", "VB", "VK", "VL", "VP", "VR", "VS", "VT", "VU", "VŽ", "ZA", "ZD", "ZG", "ZR", "ŽA", "ŽI", "ŽU"};

// Indonesia's region codes (kode wilayah).
constexpr std::string_view kIndonesianCodes[] = {
    "A",  "AA", "AB", "AD", "AE", "AG", "B",  "BA", "BB", "BD", "BE", "BG", "BH", "BK", "BL", "BM", "BN", "BP", "D",  "DA",
    "DB", "DC", "DD", "DE", "DG", "DH", "DK", "DL", "DM", "DN", "DP", "DR", "DS", "DT", "E",  "EA", "EB", "ED", "F",  "G",
    "H",  "K",  "KB", "KH", "KT", "KU", "L",  "M",  "N",  "P",  "PA", "PB", "R",  "S",  "T",  "W",  "Z"};

// Romania's counties (and Bucharest's B).
constexpr std::string_view kRomanianCodes[] = {"AB", "AG", "AR", "B",  "BC", "BH", "BN", "BR", "BT", "BV", "BZ", "CJ", "CL", "CS",
                                               "CT", "CV", "DB", "DJ", "GJ", "GL", "GR", "HD", "HR", "IF", "IL", "IS", "MH", "MM",
                                               "MS", "NT", "OT", "PH", "SB", "SJ", "SM", "SV", "TL", "TM", "TR", "VL", "VN", "VS"};

template <size_t N>
bool listed(const std::string_view (&codes)[N], std::string_view code) {
    for (std::string_view c : codes)
        if (c == code) return true;
    return false;
}

}  // namespace

void find_district_plates(const ScanInput& in, Spans& out) {
    static const Regex balkan(R"((?<![\w-])([A-ZČĆŠŽ]{2})[ ]\d{3,4}-[A-ZČĆŠŽ]{1,2}(?![\w-]))", StartBytes{"ABCDGIJKLMNOPRSTUVZ\xC4\xC5"});
    balkan.for_each_at(in.text, in.starts, [&](const Match& m) {
        if (listed(kBalkanCodes, m.text(1))) add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.district_plate", 0.84);
        return true;
    });
    // (A code of one letter only before three digits or four and two letters or three: "B 12 A" is anything.)
    static const Regex indonesia(R"((?<![\w-])([A-Z]{1,2})[ ](\d{1,4})[ ]([A-Z]{1,3})(?![\w-]))", StartBytes{"ABDEFGHKLMNPRSTWZ"});
    indonesia.for_each_at(in.text, in.starts, [&](const Match& m) {
        const bool single = m.text(1).size() == 1;
        if (!listed(kIndonesianCodes, m.text(1)) || (single && (m.text(2).size() < 3 || m.text(3).size() < 2))) return true;
        // (The region's two letters with four digits or two letters after them: "DA 8418 TK", "DK 418 FB"; "KA 12 B"
        // is a list's item.)
        if (!single && m.text(2).size() < 4 && m.text(3).size() < 2) return true;
        // (A lexicon word after the number is a sentence going on or a unit, "B 2025 WAS", "D 1000 IU"; two letters
        // after a region's two are a plate's series, "DH 4721 KB".)
        if ((single || m.text(3).size() >= 3) && in.lex.flags(m.text(3)) != 0) return true;
        add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.district_plate", 0.82);
        return true;
    });
    // Romania's: the county's letters, two digits (Bucharest's three) and three letters ("CJ 21 LKV", "B 104 XRT").
    static const Regex romania(R"((?<![\w-])([A-Z]{1,2})[ ](\d{2,3})[ ]([A-Z]{3})(?![\w-]))", StartBytes{"ABCDGHIMNOPSTV"});
    romania.for_each_at(in.text, in.starts, [&](const Match& m) {
        // (The three letters may spell a name in a list, "DJ 27 ROX", not a word: "CJ 21 CAT" is a cat's.)
        if (!listed(kRomanianCodes, m.text(1)) || (m.text(2).size() == 3) != (m.text(1) == "B") ||
            (in.lex.flags(m.text(3)) & (kLexCommon | kLexVocab | kLexStop | kLexOrgKeyword)))
            return true;
        add_span(out, m.start(), m.end(), "VEHICLE", "vehicle.district_plate", 0.82);
        return true;
    });
}

}  // namespace synsema::redact
