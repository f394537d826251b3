// A name and a kin word sharing a pair of brackets, as a form's contact line writes them (name_contexts.cpp's
// relations() asks).
#include <string_view>

#include "name_scanner.h"

namespace synsema::redact::name_scan {

// A name and a kin word sharing a pair of brackets, in either order: "(wife, Gcebile)", "(Ishmael Zongahite,
// husband)", as a form's contact line writes them. The brackets hold nothing else, so the capitalised words are the
// person's, listed or not. `kin` is the kin word's token, `next` the token after it. Emits the name and says so.
bool NameScanner::in_bracket_with_kin(size_t kin, size_t next) {
    const auto person_word = [&](size_t j) {
        return (toks_[j].capitalised || toks_[j].all_caps) && letters(toks_[j].text) >= 2 &&
               !(toks_[j].lex & (kLexCity | kLexRegion | kLexMonth | kLexStop | kLexOrgKeyword | kLexRelation));
    };
    const std::string_view text = in_.text;
    const size_t kin_start = toks_[kin].start;
    // Kin first: "(wife, Gcebile Dlamini)".
    if (kin_start > 0 && text[kin_start - 1] == '(' && text.compare(toks_[kin].end, 2, ", ") == 0 && next < toks_.size()) {
        size_t last = next;
        while (last + 1 < toks_.size() && last - next < 2 && joined(last, last + 1) && person_word(last + 1)) ++last;
        if (person_word(next) && text.compare(toks_[last].end, 1, ")") == 0) {
            emit(toks_[next].start, toks_[last].end, "name.relation", 0.86);
            return true;
        }
        return false;
    }
    // Name first: "(Ishmael Zongahite, husband)".
    if (kin < 2 || text.compare(toks_[kin].end, 1, ")") != 0 || kin_start < 3 || text.compare(kin_start - 2, 2, ", ") != 0) return false;
    size_t first = kin - 1;
    while (first > 0 && kin - first < 3 && joined(first - 1, first) && person_word(first - 1)) --first;
    if (!person_word(kin - 1) || toks_[first].start == 0 || text[toks_[first].start - 1] != '(' || toks_[kin - 1].end + 2 != kin_start) return false;
    for (size_t j = first; j < kin; ++j)
        if (!person_word(j)) return false;
    emit(toks_[first].start, toks_[kin - 1].end, "name.relation", 0.86);
    return true;
}

}  // namespace synsema::redact::name_scan
