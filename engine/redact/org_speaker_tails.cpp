// A chat's sender saved as the last words of an organisation the record names in full: "Nā Kūpuna Legal
// Project" in the export's heading, then "Legal Project: Aloha Kahealani, …" on each of its messages. The
// tail alone is no name any list has; the full name found first is what makes it the organisation. (And a
// firm named for its lawyer in such brackets keeps the lawyer's title: "(Atty. Jamiri Law Office)".)
#include <cctype>
#include <string>
#include <unordered_set>

#include "recognizers.h"

namespace synsema::redact {

void find_org_speaker_tails(std::string_view text, Spans& out) {
    std::unordered_set<std::string_view> tails;
    for (Candidate& c : out) {
        // A firm named for its lawyer, saved so in a sender's brackets: "Jonalyn (Atty. Jamiri Law Office): …"; the
        // title is the firm's name's first word.
        if (std::string_view(c.category) == "ORGANIZATION" && c.start >= 6) {
            for (std::string_view title : {"(Atty. ", "(Atty ", "(Dr. ", "(Adv. ", "(Abog. "})
                if (c.start >= title.size() && text.compare(c.start - title.size(), title.size(), title) == 0) {
                    c.start -= title.size() - 1;
                    break;
                }
        }
        if (std::string_view(c.category) != "ORGANIZATION" || c.confidence < 0.8) continue;
        const std::string_view name = text.substr(c.start, c.end - c.start);
        // The last two words, both capitalised, of a name of three words or more.
        const size_t last = name.rfind(' ');
        if (last == std::string_view::npos || last == 0) continue;
        const size_t second = name.rfind(' ', last - 1);
        if (second == std::string_view::npos) continue;
        const std::string_view tail = name.substr(second + 1);
        if (tail.size() < 7 || !std::isupper(static_cast<unsigned char>(tail[0])) ||
            !std::isupper(static_cast<unsigned char>(tail[last - second])))
            continue;
        tails.insert(tail);
    }
    if (tails.empty()) return;
    // The tail opening a line, then the sender's colon: the words before a line's first colon, looked up.
    for (size_t p = 0; p < text.size();) {
        size_t eol = text.find('\n', p);
        if (eol == std::string_view::npos) eol = text.size();
        const size_t colon = text.substr(p, std::min<size_t>(eol - p, 64)).find(':');
        if (colon != std::string_view::npos && tails.count(text.substr(p, colon)))
            add_span(out, p, p + colon, "ORGANIZATION", "org.speaker_tail", 0.84);
        p = eol + 1;
    }
}

}  // namespace synsema::redact
