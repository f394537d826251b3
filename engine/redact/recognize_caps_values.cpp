// A form's value in capitals under a label no list knows: "Bolesnik: JURIĆ BILIĆ ANTE",
// "Ονοματεπώνυμο: ΠΑΠΑΔΟΠΟΥΛΟΥ ΜΑΡΙΑ". Two to four words in capitals that no dictionary
// or gazetteer list holds as a word, a place, an organisation or a title are how forms in
// every language write a person's name; which kind the label does not say, so the span goes
// to review. (A label the lists know is find_fields' and the name scanner's.)
#include <algorithm>

#include "labels.h"
#include "recognizers.h"

namespace synsema::redact {

void find_caps_values(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    const auto& toks = in.tokens;
    constexpr uint32_t kNotName = kLexCommon | kLexVocab | kLexMorph | kLexStop | kLexRegion | kLexCity | kLexOrgKeyword |
                                  kLexMonth | kLexIntlMonth | kLexIntlWeekday | kLexDegree | kLexForeignFunction;
    for (size_t c = text.find(':'); c != std::string_view::npos; c = text.find(':', c + 1)) {
        // The label: one to three words right before the colon, on its line.
        size_t label_end = c;
        while (label_end > 0 && text[label_end - 1] == ' ') --label_end;
        size_t line = text.rfind('\n', c);
        line = line == std::string_view::npos ? 0 : line + 1;
        size_t label_start = label_end;
        for (int words = 0; words < 3 && label_start > line;) {
            size_t b = label_start;
            while (b > line && text[b - 1] != ' ' && text[b - 1] != '\t' && text[b - 1] != '|') --b;
            if (b == label_start) break;
            label_start = b;
            ++words;
            if (b == line || text[b - 1] != ' ' || (b >= 2 && text[b - 2] == ' ')) break;  // two blanks end a label
            --label_start;
        }
        while (label_start < label_end && text[label_start] == ' ') ++label_start;
        if (label_start >= label_end) continue;
        const std::string_view label = text.substr(label_start, label_end - label_start);
        const LabelMeaning known = classify_label(label);
        if (*known.category || known.identifier) continue;
        // The value: two to four words in capitals, one blank apart, ending the field.
        size_t i = first_token_at(toks, c);
        if (i >= toks.size() || toks[i].start > c + 8 || text.substr(c + 1, toks[i].start - c - 1).find('\n') != std::string_view::npos)
            continue;
        size_t j = i;
        const auto name_word = [&](const Token& t) {
            return t.all_caps && t.text.size() >= 2 && (!(t.lex & kNotName) || ((t.lex & (kLexGiven | kLexSurname)) && !(t.lex & kLexStop)));
        };
        while (j < toks.size() && j - i < 4 && name_word(toks[j]) &&
               (j == i || (toks[j].start - toks[j - 1].end == 1 && text[toks[j - 1].end] == ' ')))
            ++j;
        if (j - i < 2) continue;
        // The field ends after the words: a line's end, two blanks, a comma or a bracket.
        const size_t e = toks[j - 1].end;
        const bool ends = e >= text.size() || text[e] == '\n' || text[e] == '\r' || text[e] == ',' || text[e] == '(' ||
                          text.compare(e, 2, "  ") == 0 || text[e] == '\t';
        if (!ends || (j < toks.size() && toks[j].start == e + 1 && toks[j].all_caps)) continue;
        add_span(out, toks[i].start, e, "PERSON", "name.caps_value", 0.6);
    }
}

}  // namespace synsema::redact
