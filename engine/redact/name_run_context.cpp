// What stands around a run of capitalised words and says it is no name, or is one: an abbreviation before a
// number, a degree's field in brackets, a degree after the name, a diagnosis' noun after a possessive, a
// medicine's dose, a house number before it.
#include "name_scanner.h"

#include <cctype>
#include <string>

#include "regex.h"

namespace synsema::redact::name_scan {

// "Lic. No. CPA-0417", "Regn. No. 74125", "Adm. no. 011582", "Cust. # RGH-204417", "SC Lic. MD-41187": a
// short word with its dot before a number or a number word is an abbreviation, not a name.
bool NameScanner::abbreviation_before_number(size_t i) const {
    const Token& t = toks_[i];
    if (letters(t.text) > 5 || t.end + 2 >= in_.text.size() || in_.text[t.end] != '.' || in_.text[t.end + 1] != ' ') return false;
    const std::string_view after = in_.text.substr(t.end + 2, 24);
    if (after.empty()) return false;
    if (after[0] == '#' || std::isdigit(static_cast<unsigned char>(after[0]))) return true;
    if (after.substr(0, 3) == "No." || after.substr(0, 3) == "no." || after.substr(0, 3) == "No " || after.substr(0, 3) == "Nr.") return true;
    // A code of capitals and digits: "MD-41187".
    size_t k = 0;
    bool digit = false;
    for (; k < after.size(); ++k) {
        const auto c = static_cast<unsigned char>(after[k]);
        if (!std::isupper(c) && !std::isdigit(c) && c != '-' && c != '/') break;
        digit = digit || std::isdigit(c);
    }
    return digit && k >= 4;
}

// "MMed (Orth)", "MBChB (Nbi)", "(FRACS, Orth)": a word in the brackets of a degree is its field or its
// university, not a name.
bool NameScanner::degree_detail(size_t i) const {
    // (Both brackets looked for next to the word only: a search over the text would cost every run.)
    const size_t start = toks_[i].start, end = toks_[i].end;
    if (end >= in_.text.size() || in_.text[end] != ')') return false;
    const size_t from = start >= 24 ? start - 24 : 0;
    const size_t open = in_.text.substr(from, start - from).rfind('(');
    if (open == std::string_view::npos) return false;
    const size_t open_at = from + open;
    for (size_t k = i; k-- > 0 && toks_[k].end + 2 >= open_at;) {
        if (has(k, kDegree) || is_degree(ascii_lower(toks_[k].text))) return true;
        if (toks_[k].end <= open_at && toks_[k].end + 2 < open_at) break;
    }
    return false;
}

bool NameScanner::degree_after(size_t end) const {
    size_t p = end;
    const bool comma = p < in_.text.size() && in_.text[p] == ',';
    if (comma) ++p;
    while (p < in_.text.size() && in_.text[p] == ' ') ++p;
    size_t i = token_at_or_after(p);
    if (i >= toks_.size() || toks_[i].start != p) return false;
    // A degree in lower case only after its comma ("Ann Lee, rn"): "Nditafika pa mlatho" is Chichewa's
    // "at", not a physician assistant.
    if (toks_[i].lower && !comma) return false;
    return has(i, kDegree) && (toks_[i].all_caps || toks_[i].text.size() <= 4 || toks_[i].capitalised);
}

// "Quervain's tenosynovitis", "Hashimoto's thyroiditis": a diagnosis' ending after a possessive.
bool NameScanner::clinical_noun(size_t i) const {
    if (!toks_[i].lower) return false;
    static const char* kEndings[] = {"itis", "osis", "oma", "emia", "aemia", "pathy", "algia", "ism", "plasty", "ectomy", "otomy"};
    std::string_view w = toks_[i].text;
    for (const char* e : kEndings) {
        std::string_view ending(e);
        if (w.size() > ending.size() + 2 && w.substr(w.size() - ending.size()) == ending) return true;
    }
    return false;
}

bool NameScanner::followed_by_dose(size_t end) const {
    // Also a brand in brackets before its dose: "(Aricept D) 5 mg", "(Thyradin-S) 50 ug".
    static const Regex dose(R"((?:[ \t]+[A-Z]{1,3})?\)?[ \t]+\d+(?:[.,]\d+)?[ \t]*(?:mg|mcg|micrograms?|µg|ug|ml|mL|g|units?|iu|IU|%|mmol|tabs?|tablets?|puffs?|caps?|capsules?|drops?)\b)");
    return dose.match_at(in_.text, end);
}

// "12 Elm …": a house number before the run (a time, "09:12  ZHANG", is not one).
bool NameScanner::preceded_by_number(size_t first) const {
    size_t p = toks_[first].start;
    size_t gap_end = p;
    while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t')) --p;
    if (p == 0 || !std::isdigit(static_cast<unsigned char>(in_.text[p - 1])) || gap_end - p > 2) return false;
    size_t q = p;
    while (q > 0 && std::isdigit(static_cast<unsigned char>(in_.text[q - 1]))) --q;
    return !(q > 0 && (in_.text[q - 1] == ':' || in_.text[q - 1] == '/' || in_.text[q - 1] == '.'));
}

}  // namespace synsema::redact::name_scan
