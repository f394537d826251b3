// A chat message's greeting taken into the name it greets: "Mwaramutse Pacifique", "Adishatz Clarisse".
// The rules read a capitalised word no list has before a name as the name's first part; where the name after
// it is a sender of the same chat, the word before is the greeting.
#include <set>
#include <string>
#include <string_view>

#include "person_joins.h"
#include "text_scan.h"

namespace synsema::redact {

namespace {
// The span opens a message: right after "Sender: " on its line.
bool opens_message(std::string_view text, size_t start) {
    return start >= 2 && text[start - 1] == ' ' && text[start - 2] == ':';
}
}  // namespace

void trim_greetings_before_senders(std::string_view text, const std::vector<Token>& tokens, Spans& spans) {
    // The first word of every chat sender the rules found: "Pacifique" of "Pacifique Irakoze".
    std::set<std::string_view> senders;
    for (const Candidate& s : spans) {
        if (std::string_view(s.rule).rfind("name.chat_sender", 0) != 0) continue;
        const size_t k = first_token_at(tokens, s.start);
        if (k < tokens.size() && tokens[k].start == s.start) senders.insert(tokens[k].text);
    }
    if (senders.empty()) return;
    for (Candidate& s : spans) {
        if (std::string_view(s.category) != "PERSON" || !opens_message(text, s.start)) continue;
        const size_t k = first_token_at(tokens, s.start);
        if (k >= tokens.size() || tokens[k].start != s.start || senders.count(tokens[k].text)) continue;
        // The greeting is one or two words no name list has, not in capitals (a surname, "Amazina: HAVYARIMANA
        // Goreth"), single blanks between, before the sender's name: "Mwaramutse Pacifique".
        size_t name = 0;
        for (size_t j = k; j < k + 2 && j + 1 < tokens.size() && tokens[j + 1].end <= s.end; ++j) {
            if ((tokens[j].lex & (kLexGiven | kLexSurname)) || tokens[j].all_caps || tokens[j + 1].start != tokens[j].end + 1) break;
            if (senders.count(tokens[j + 1].text)) {
                name = j + 1;
                break;
            }
        }
        if (name == 0) continue;
        s.start = tokens[name].start;
    }
}

}  // namespace synsema::redact
