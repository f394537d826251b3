// Where a sentence opens, for the name scanner: a capital there says less than inside a sentence (a word of
// the language opens it as often as a name), in prose, in a chat message after its stamp and sender, and in
// a list's numbered line.
#include "name_scanner.h"

#include <cctype>

namespace synsema::redact::name_scan {

bool NameScanner::sentence_start(size_t i) const {
    size_t p = toks_[i].start;
    while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t' || in_.text[p - 1] == '"' ||
                     in_.text[p - 1] == '(' || in_.text[p - 1] == '\'' || in_.text[p - 1] == '-'))
        --p;
    if (p == 0) return true;
    // Spanish opens a question or an exclamation with its mark: "¿Puede venir?", "¡Gracias!".
    if (p >= 2 && static_cast<unsigned char>(in_.text[p - 2]) == 0xC2 &&
        (static_cast<unsigned char>(in_.text[p - 1]) == 0xBF || static_cast<unsigned char>(in_.text[p - 1]) == 0xA1))
        return true;
    char c = in_.text[p - 1];
    // A chat's CSV export quotes each message after its date, time and sender.
    if (c == ',' && (in_.text[p] == '"' ? time_on_line_before(p, false) : chat_message_start(i))) return true;
    if (c == '\n' || c == '!' || c == '?' || c == ':' || c == '>' || c == '*' || c == ';') return true;
    if (c == '.') return !(i > 0 && (toks_[i - 1].initial || has(i - 1, kHonorific)));
    return false;
}

// Where a sentence of prose opens: the text's start, a blank line before, or a full stop, '!' or '?'
// after a word of three letters or more (not an abbreviation's dot: "г.", "ք.", "ш.").
bool NameScanner::prose_sentence_start(size_t i, bool unlisted_language) const {
    size_t p = toks_[i].start;
    const bool quoted = p > 0 && in_.text[p - 1] == '"';
    while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t' || in_.text[p - 1] == '"')) --p;
    if (p == 0) return true;
    const char c = in_.text[p - 1];
    // A message's text in a chat app's export: a JSON export's "text": "…" and a CSV export's quoted
    // last field after the date, time and sender ("05/03/2026,08:14:02,Алесь,+375…,"Мам, ну…").
    if (quoted && c == ':' && p >= 7 && in_.text.compare(p - 7, 6, "\"text\"") == 0) return true;
    if (quoted && c == ',' && time_on_line_before(p, false)) return true;
    // A line's start after a blank line; after a line break in a record of another language, whose lines
    // (a lab report's, a list's) open with their words, where the line before ends no sentence's part.
    if (c == '\n') {
        if (p >= 2 && (in_.text[p - 2] == '\n' || (in_.text[p - 2] == '\r' && p >= 3 && in_.text[p - 3] == '\n'))) return true;
        if (!unlisted_language) return false;
        // Not a line of prose wrapped inside its sentence: the line before ends with no letter or comma.
        size_t q = p - 1;
        while (q > 0 && (in_.text[q - 1] == ' ' || in_.text[q - 1] == '\t' || in_.text[q - 1] == '\r')) --q;
        if (q == 0) return true;
        const auto end = static_cast<unsigned char>(in_.text[q - 1]);
        return end != ',' && !std::isalpha(end) && end < 0x80;
    }
    // A chat message's start, after its time and sender ("[21/2/28, 7:41:52 AM] Nduta: Baba ndakomire").
    if (c == ':' || c == ',') return chat_message_start(i);
    if (c != '.' && c != '!' && c != '?') return false;
    // A list item's number opening its line: "2. Vana vemushakabvu".
    if (c == '.' && p >= 2 && std::isdigit(static_cast<unsigned char>(in_.text[p - 2]))) {
        size_t d = p - 2;
        while (d > 0 && std::isdigit(static_cast<unsigned char>(in_.text[d - 1]))) --d;
        while (d > 0 && (in_.text[d - 1] == ' ' || in_.text[d - 1] == '\t')) --d;
        return d == 0 || in_.text[d - 1] == '\n';
    }
    if (i == 0 || toks_[i - 1].end != p - 1) return c != '.';
    size_t letters = 0;  // code points of the word before
    for (unsigned char b : toks_[i - 1].text) letters += (b & 0xC0) != 0x80 ? 1 : 0;
    return letters >= 3 && !toks_[i - 1].initial && !has(i - 1, kHonorific);
}

bool NameScanner::chat_message_start(size_t i) const {
    size_t p = toks_[i].start;
    while (p > 0 && (in_.text[p - 1] == ' ' || in_.text[p - 1] == '\t')) --p;
    if (p < 2) return false;
    if (in_.text[p - 1] == ':') return time_on_line_before(p, true);
    // (An unquoted CSV field after the sender's phone number: a digit before the comma, no blank after it.)
    return in_.text[p - 1] == ',' && p == toks_[i].start && std::isdigit(static_cast<unsigned char>(in_.text[p - 2])) &&
           time_on_line_before(p, false);
}

}  // namespace synsema::redact::name_scan
