// A salutation's name: after a greeting or thanks opening its line ("Dear Mr. Ashby:", "Hi Kevin,", "Sehr geehrte
// Frau Yılmaz,"), or after thanks closing a chat's message with the name alone ("gracias Marbelys!!").
#include <string>
#include <string_view>

#include "name_scanner.h"
#include "recognizers.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

namespace {
bool is_thanks_filler(std::string_view w) {
    static const WordSet k = {"szépen", "schön", "mille", "tante", "beaucoup", "muchas", "so", "much"};
    return k.count(w) != 0;
}
}  // namespace

// Token k, capitalised and no word a list has, closes its message: "!", "." or the line's end after it.
bool NameScanner::closes_message_alone(size_t k) const {
    if (!toks_[k].capitalised || (toks_[k].lex & (kLexCommon | kLexVocab | kLexStop | kLexMonth | kLexCity | kLexRegion)))
        return false;
    const size_t end = toks_[k].end;
    if (end >= in_.text.size()) return true;
    const char c = in_.text[end];
    return c == '!' || c == '\n' || c == '\r' || (c == '.' && (end + 1 >= in_.text.size() || in_.text[end + 1] == '\n')) ||
           (c == ' ' && end + 1 < in_.text.size() && static_cast<unsigned char>(in_.text[end + 1]) >= 0xF0);  // an emoji
}

// "Dear Mr. Ashby:", "Hi Kevin,", "hey maria", "Sehr geehrte Frau Yılmaz,".
void NameScanner::salutations() {
    for (size_t i = 0; i + 1 < toks_.size(); ++i) {
        if (toks_[i].text.size() > 12 || !has(i, kSalutation)) continue;
        // A salutation opens its line; thanks may close a chat's message too ("dale pues, chao, gracias
        // Marbelys!!", "Mil gracias Mailén!!"), with the name alone before the message's end.
        const bool opens_line = same_line(in_.text, tok_line_start(i), toks_[i].start);
        const bool thanks = is_thanks_word(ascii_lower(toks_[i].text));
        if (!opens_line && !thanks) continue;
        size_t k = i + 1;
        // "Thank you Maria", "Good morning Dr. X", "Sehr geehrte": skip fillers.
        // (And a greeting's second word: "Bon dia Amparo", "Guten Morgen Frau Schmitz"; thanks' "very much":
        // "Köszönöm szépen, Tünde!", "Danke schön Arno", "Grazie mille Lucia".)
        while (k < toks_.size() && k < i + 4 && (toks_[k].text == "you" || toks_[k].text == "geehrte" ||
                                                  toks_[k].text == "geehrter" || toks_[k].text == "Sehr" ||
                                                  is_greeting_second_word(ascii_lower(toks_[k].text)) ||
                                                  (thanks && is_thanks_filler(toks_[k].text))))
            ++k;
        // Only blanks between the words (and after thanks' filler a comma: "Thank you so much, Maria!").
        if (k >= toks_.size() || !(same_line(in_.text, toks_[k - 1].end, toks_[k].start) ||
                                   (thanks && k > i + 1 && in_.text.substr(toks_[k - 1].end, toks_[k].start - toks_[k - 1].end) == ", ")))
            continue;
        if (!opens_line && !closes_message_alone(k)) continue;
        // A kin word alone greets a relation, no name: "Bonsoir Maman.", "Hi Mum".
        const bool kin_alone = has(k, kRelation) && !(toks_[k].lex & kLexSurname) &&
                               !(k + 1 < toks_.size() && joined(k, k + 1) && toks_[k + 1].capitalised);
        if (kin_alone) continue;
        // A name in lower case only after a greeting in lower case, as a chat typed so writes it ("hi john";
        // "Hi ha un buit" is Catalan's "there is"), and never after thanks ("Gràcies per …", "Merci pour …").
        if (toks_[k].capitalised || toks_[k].all_caps || has(k, kHonorific) || (toks_[k].lower && toks_[i].lower && !thanks))
            expect_name(k, toks_[k].start, "name.salutation", 0.92, tok_line_end(k));
    }
}

}  // namespace synsema::redact::name_scan
