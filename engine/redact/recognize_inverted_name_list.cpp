// A list of people written surname first and set apart by semicolons, as minutes and attendance
// notes write them: "Attendees: Hoareau, Marie-Claire (organiser); Dubignon, Jean-Paul; Payet,
// Roland; Esparon, Victoria". Each item is one person, also where a part is a word or a place
// ("Victoria"): the list's shape names them, not the words.
#include <algorithm>
#include <string_view>

#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"

namespace synsema::redact {

void find_inverted_name_lists(const ScanInput& in, Spans& out) {
    // An item: "Surname[ Surname], Given[ Given| I.]", opening after "; " or a label's ": " (or a line),
    // ending at ';', a bracketed role, or the line's end.
    static const Regex item(
        R"((?m)(?<=;[ ]|;\n|:[ ]|^)(\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’-]+)?,[ ]\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’-]+|[ ]\p{Lu}\.)?))"
        R"((?=[ ]?\([^)\n]{1,40}\)[ ]?(;)|(;)|[ ]?\([^)\n]{1,40}\)[ ]*$|[ ]*$))");
    // Only the lines that hold a semicolon, each scanned once (a list may wrap: the next line too).
    size_t scanned_to = 0;
    for (size_t semi = in.text.find(';'); semi != std::string_view::npos; semi = in.text.find(';', semi + 1)) {
        if (semi < scanned_to) continue;
        const size_t from = std::max(scanned_to, line_start(in.text, semi));
        const size_t next_line = line_end(in.text, semi);
        const size_t to = next_line < in.text.size() ? line_end(in.text, next_line + 1) : next_line;
        scanned_to = to;
        item.for_each(in.text.substr(0, to), [&](const Match& m) {
            // In a semicolon list: one right before the item or right after it.
            const bool after_semicolon = m.start() >= 2 && in.text[m.start() - 2] == ';';
            const bool before_semicolon = m.has(2) || m.has(3);
            if (!after_semicolon && !before_semicolon) return true;
            // Not words of the language both ("Oranges, Apples"): one part at least is no word.
            const std::string_view whole = m.text(1);
            bool unknown = false;
            size_t w = 0;
            while (w < whole.size()) {
                size_t e = w;
                while (e < whole.size() && whole[e] != ' ' && whole[e] != ',') ++e;
                if (e > w && !(in.lex.flags(whole.substr(w, e - w)) & (kLexCommon | kLexVocab))) unknown = true;
                w = e + 1;
            }
            if (unknown) add_span(out, m.start(1), m.end(1), "PERSON", "name.inverted_list", 0.9);
            return true;
        }, from);
    }
}

}  // namespace synsema::redact
