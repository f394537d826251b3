// What sits between and after the words of a name for the name scanner's runs: a credential after a
// name's comma, a patronymic's link ("s/o"), a nickname in quotes or brackets, and an organisation's
// word ahead that ends a person's name.
#include "name_scanner.h"

namespace synsema::redact::name_scan {

// "Josh Nguyen, LAC": a short word in capitals that no name list has, standing alone after a
// name's comma, is a role or a credential ("PARK, JI HOON" has two words after it).
// A name list may have it ("Lac"): then two names in ordinary case before the comma say
// "First Last, CREDENTIAL", not "LAST, FIRST" ("DE LA CRUZ, ANA" is in capitals).
bool NameScanner::credential(size_t j) const {
    // Five to seven capitals ("RPSGT", "FRACP", "FRCPC") only after a name in ordinary case: "LAST,
    // FIRST" has its capitals before the comma.
    if (!toks_[j].all_caps || letters(toks_[j].text) > 7 || j < 2) return false;
    if (letters(toks_[j].text) > 4 && !toks_[j - 1].capitalised) return false;
    bool after_comma = in_.text.substr(toks_[j - 1].end, toks_[j].start - toks_[j - 1].end).find(',') != std::string_view::npos;
    if (!after_comma || (j + 1 < toks_.size() && joined(j, j + 1))) return false;
    return !gazetteer(j) || (toks_[j - 1].capitalised && joined(j - 2, j - 1));
}

// "s/o", "d/o", "S/O": tokens j ("s") and j + 1 ("o") between two capitalised words.
bool NameScanner::patronymic_link(size_t j) const {
    std::string_view t = toks_[j].text;
    if (!(t == "s" || t == "d" || t == "S" || t == "D") || toks_[j + 1].text.size() != 1) return false;
    if (toks_[j + 1].start != toks_[j].end + 1 || in_.text[toks_[j].end] != '/') return false;
    if (!(toks_[j + 1].text == "o" || toks_[j + 1].text == "O")) return false;
    return joined(j + 1, j + 2) && (toks_[j + 2].capitalised || toks_[j + 2].all_caps);
}

// A capitalised word in quotes or brackets between two words of a name, one blank on each side:
// 'Jihoon "Jay" Park', "Avraham (Avi) Ben-Haim".
bool NameScanner::wrapped_nickname(size_t j) const {
    // (In a name written in capitals, the nickname too: "ANASTASIA (NASTIA) MAKORTOFF".)
    if (j == 0 || j + 1 >= toks_.size() || !(toks_[j].capitalised || (toks_[j].all_caps && toks_[j - 1].all_caps && letters(toks_[j].text) >= 3)))
        return false;
    if (!(toks_[j - 1].capitalised || toks_[j - 1].all_caps)) return false;
    std::string_view open = in_.text.substr(toks_[j - 1].end, toks_[j].start - toks_[j - 1].end);
    if (open != " \"" && open != " (" && open != " \xE2\x80\x9C" && open != " ('" && open != " (\"") return false;
    std::string_view close = in_.text.substr(toks_[j].end, toks_[j + 1].start - toks_[j].end);
    if (close != "\" " && close != ") " && close != "\xE2\x80\x9D " && close != "') " && close != "\") ") return false;
    return toks_[j + 1].capitalised || toks_[j + 1].all_caps;
}

// An organisation word among the next words written on together ("Priya Chaudhary, Bright Paths
// Support Coordination Pty Ltd"): what follows a name's comma is then no given name.
bool NameScanner::org_in_segment(size_t j) const {
    for (size_t k = j; k < toks_.size() && k < j + 6 && line_of_[k] == line_of_[j]; ++k) {
        if (k > j && !joined(k - 1, k)) break;
        if (has(k, kOrgKeyword)) return true;
    }
    return false;
}

// An organisation word within the next few words on the line ("Dhillon Family Law … Corporation").
bool NameScanner::org_ahead(size_t j) const {
    for (size_t k = j; k < toks_.size() && k < j + 5 && line_of_[k] == line_of_[j]; ++k)
        if (has(k, kOrgKeyword)) return true;
    return false;
}

}  // namespace synsema::redact::name_scan
