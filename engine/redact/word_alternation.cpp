#include "word_alternation.h"

#include <cctype>
#include <map>

#include "engine/util/error.h"

namespace synsema::redact {

std::string grouped_alternation(const std::vector<std::string>& words, bool caseless) {
    // Group key: the first character (whole UTF-8 sequence), ASCII-folded when caseless.
    std::vector<std::string> keys;
    std::map<std::string, std::vector<std::string_view>> groups;
    for (const std::string& w : words) {
        if (w.empty()) continue;
        size_t lead = 1;
        const auto b = static_cast<unsigned char>(w[0]);
        if (b >= 0xC0) {
            lead = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
            if (lead > w.size()) lead = w.size();
        }
        // A leading escape ("\\.") stays whole: its group key is the escaped character.
        if (w[0] == '\\' && w.size() > 1) lead = 2;
        // The opening must be one whole character: "L?td" cannot be split after its "L".
        if (lead < w.size() && std::string_view("?*+{").find(w[lead]) != std::string_view::npos)
            throw Error(ErrorKind::Invalid, "redact: alternation branch opens with a quantified character: " + w);
        std::string key = w.substr(0, lead);
        if (caseless && lead == 1) key[0] = static_cast<char>(std::tolower(b));
        // Under (?i) "é" and "É" open the same words: every non-ASCII opening shares one group,
        // whose branches keep their order and are not factored.
        if (caseless && lead > 1) key.clear();
        auto [it, fresh] = groups.try_emplace(key);
        if (fresh) keys.push_back(key);
        it->second.push_back(w);
    }
    std::string out;
    for (const std::string& key : keys) {
        const auto& group = groups[key];
        if (!out.empty()) out += '|';
        if (key.empty()) {
            for (size_t i = 0; i < group.size(); ++i) out += (i ? "|" : "") + std::string(group[i]);
            continue;
        }
        if (group.size() == 1) {
            out += group[0];
            continue;
        }
        // The group's opening as its first word writes it: case-sensitive keys are the bytes
        // themselves, and under (?i) any spelling of the letter matches.
        const size_t lead = key.size();
        out += std::string(group[0].substr(0, lead));
        out += "(?:";
        for (size_t i = 0; i < group.size(); ++i) {
            if (i) out += '|';
            out += group[i].substr(lead);
        }
        out += ')';
    }
    return out;
}

}  // namespace synsema::redact
