// Messenger's copy of a thread as a phone shares it (and Instagram's): each message under its sender's name alone
// on its line, with no time beside it ("هناء عبد الراضي" over "ياخوي ابوك تعب تاني…", "Tavita Leota" over "I'm at
// the wharf"). A form's or a letter's headings repeat alone on their lines too ("Assessment", "Plan"), so a name
// line counts only where two of them or more take turns, each over a message at least three times, and only as
// capitalised words that name no service or role (as a sender before a colon must), or words of a script without
// case.
#include <algorithm>
#include <cctype>
#include <map>
#include <string_view>
#include <vector>

#include "name_scanner.h"

namespace synsema::redact::name_scan {

namespace {
constexpr size_t kMinTurns = 3;      // messages under each sender
constexpr size_t kMaxNameWords = 4;  // "María José Quispe Mamani"
}  // namespace

void NameScanner::sender_lines() {
    struct Turn {
        size_t first, last, line;  // the name's tokens, its line
    };
    std::map<std::string_view, std::vector<Turn>> by_name;
    for (size_t i = 0; i < toks_.size();) {
        const size_t line = line_of_[i];
        size_t last = i;
        while (last + 1 < toks_.size() && line_of_[last + 1] == line) ++last;
        const size_t next = last + 1;
        const Line& l = lines_[line];
        const std::string_view rest = in_.text.substr(toks_[last].end, l.end - toks_[last].end);
        bool name = toks_[i].start == l.start && last - i < kMaxNameWords && rest.find_first_not_of(" \t\r") == std::string_view::npos;
        const bool caseless = uncased_script(toks_[i]);
        for (size_t k = i; name && k <= last; ++k)
            name = (caseless ? uncased_script(toks_[k]) : (toks_[k].capitalised || toks_[k].all_caps)) && (k == i || joined(k - 1, k));
        if (name) {
            by_name[in_.text.substr(toks_[i].start, toks_[last].end - toks_[i].start)].push_back({i, last, line});
        }
        i = next;
    }
    // The lines a name repeated often enough stands on. (A short message is such a line too, "تمام", "ان شاء الله", but
    // under a sender's, not between two messages.)
    std::vector<bool> name_line(lines_.size(), false);
    for (const auto& [sender, at] : by_name)
        if (at.size() >= kMinTurns)
            for (const Turn& t : at) name_line[t.line] = true;
    // A sender's turn: a message under the name (a line with text that is no such name) and none over it.
    const auto turn = [&](const Turn& t) {
        const size_t below = t.line + 1;
        if (below >= lines_.size() || name_line[below] || (t.line > 0 && name_line[t.line - 1])) return false;
        const std::string_view text = in_.text.substr(lines_[below].start, lines_[below].end - lines_[below].start);
        return text.find_first_not_of(" \t\r") != std::string_view::npos;
    };
    std::vector<std::pair<size_t, std::string_view>> turns;  // (line, sender) of every sender's message
    for (const auto& [sender, at] : by_name) {
        if (static_cast<size_t>(std::count_if(at.begin(), at.end(), turn)) < kMinTurns) continue;
        if (!uncased_script(toks_[at.front().first]) && !person_sender(sender, at.front().first, at.front().last)) continue;
        for (const Turn& t : at) turns.emplace_back(t.line, sender);
    }
    // Two senders or more, taking turns: the sender changes from one message to the next at least twice.
    std::sort(turns.begin(), turns.end());
    size_t changes = 0;
    for (size_t k = 1; k < turns.size(); ++k) changes += turns[k].second != turns[k - 1].second;
    if (changes < 2) return;
    for (const auto& [line, sender] : turns) emit(lines_[line].start, lines_[line].start + sender.size(), "name.chat_sender", 0.86);
    // A sender's full name is the same person wherever the thread writes it.
    for (const auto& [sender, at] : by_name) {
        if (at.front().first == at.front().last) continue;
        const std::string_view name = sender;  // (a lambda may not capture a structured binding before C++20's clang 16)
        if (std::none_of(turns.begin(), turns.end(), [&](const auto& t) { return t.second == name; })) continue;
        const auto word_char = [&](size_t p) { return p < in_.text.size() && std::isalnum(static_cast<unsigned char>(in_.text[p])); };
        for (size_t p = in_.text.find(sender); p != std::string_view::npos; p = in_.text.find(sender, p + sender.size()))
            if (!(p > 0 && word_char(p - 1)) && !word_char(p + sender.size())) emit(p, p + sender.size(), "name.propagated", 0.84);
    }
}

}  // namespace synsema::redact::name_scan
