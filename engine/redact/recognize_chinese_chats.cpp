// WeChat's export of a chat: a title naming both parties ("“农美玲”和“黄助理（桂西明理律师事务所）”的聊天记录"),
// then each message under its sender and the time on a line of their own ("农美玲 14:02", "娘 2025/3/4 20:12"). A sender named on
// two such lines or more is a person (as is one written before a colon after the time, "2025-03-07 17:42:15
// 陆雯洁：…"); a title after a surname stays outside the name ("黄助理": Huang, the
// assistant), and the workplace the contact is saved with, in brackets, is an organisation. A full name so
// found is the same person wherever the record writes it, inside a sentence too ("我是靖西的农美玲"): Chinese
// puts no blank around it.
#include <map>
#include <string>
#include <vector>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

constexpr std::string_view kTitles[] = {"助理", "律师", "律師", "医生", "醫生", "经理", "經理", "老师", "老師", "主任", "护士", "護士",
                                        "社工", "先生", "女士", "小姐", "姐", "哥"};

bool all_han(std::string_view s) {
    if (s.empty() || s.size() % 3 != 0) return false;
    for (size_t p = 0; p < s.size(); p += 3) {
        const auto b0 = static_cast<unsigned char>(s[p]);
        if (b0 < 0xE3 || b0 > 0xE9) return false;  // U+3400-U+9FFF open with E3 to E9
    }
    return true;
}

// The person's part of a sender's name: the name, or the surname before a title.
std::string_view person_part(std::string_view sender) {
    for (std::string_view title : kTitles)
        if (sender.size() > title.size() && sender.ends_with(title) && sender.size() - title.size() <= 9)
            return sender.substr(0, sender.size() - title.size());
    return sender.size() >= 6 && sender.size() <= 12 ? sender : std::string_view();
}

}  // namespace

void find_chinese_chat_senders(const ScanInput& in, Spans& out) {
    const std::string_view t = in.text;
    struct Mention {
        size_t start;
        std::string_view workplace;
        size_t workplace_start;
    };
    std::map<std::string_view, std::vector<Mention>> senders;
    // (The brackets full-width or plain: the text may come folded to ASCII. The date may come before the time,
    // as the phone's own export writes it: "孙振伟 2025/3/4 20:13".)
    static const Regex line(R"((?m)^([^\s\x{FF08}(\x{201C}\x{201D}:\x{FF1A}]{2,24})(?:[\x{FF08}(]([^\x{FF08}\x{FF09}()\n]{2,40})[\x{FF09})])?[ ]{1,2}(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ ])?\d{1,2}:\d{2}(?::\d{2})?[ \t]*$)");
    line.for_each(t, [&](const Match& m) {
        if (all_han(m.text(1))) senders[m.text(1)].push_back({m.start(1), m.has(2) ? m.text(2) : std::string_view(), m.has(2) ? m.start(2) : 0});
        return true;
    });
    // (Other exporters write the time first and the sender before a colon on the message's line: "2025-03-07
    // 17:42:15 陆雯洁：阿弟，…", or alone after the time, the message on the lines below: "2025-04-07 20:31:05  许佳敏".)
    static const Regex stamped(R"((?m)^\d{4}[-/.]\d{1,2}[-/.]\d{1,2}[ ]\d{1,2}:\d{2}(?::\d{2})?[ ]{1,2}([^\s\x{FF1A}:]{2,12})(?:[\x{FF1A}:]|[ \t]*$))");
    stamped.for_each(t, [&](const Match& m) {
        if (all_han(m.text(1))) senders[m.text(1)].push_back({m.start(1), std::string_view(), 0});
        return true;
    });
    static const Regex title(R"((?m)^[“"]([^”"（(\n]{2,24})(?:[（(]([^（）()\n]{2,40})[）)])?[”"]和[“"]([^”"（(\n]{2,24})(?:[（(]([^（）()\n]{2,40})[）)])?[”"]的聊天记录)");
    std::vector<Mention> in_title;
    std::vector<std::string_view> title_names;
    title.for_each(t, [&](const Match& m) {
        for (int g : {1, 3}) {
            title_names.push_back(m.text(g));
            in_title.push_back({m.start(g), m.has(g + 1) ? m.text(g + 1) : std::string_view(), m.has(g + 1) ? m.start(g + 1) : 0});
        }
        return false;
    });
    for (size_t k = 0; k < title_names.size(); ++k)
        if (auto it = senders.find(title_names[k]); it != senders.end()) it->second.push_back(in_title[k]);
    for (const auto& [sender, mentions] : senders) {
        // (A contact saved as a kin word, "妈妈", mum, names no one.)
        if (mentions.size() < 2 || is_relation_word(sender)) continue;
        const std::string_view person = person_part(sender);
        for (const Mention& m : mentions) {
            if (!person.empty()) add_span(out, m.start, m.start + person.size(), "PERSON", "name.chat_sender", 0.88);
            if (!m.workplace.empty()) add_span(out, m.workplace_start, m.workplace_start + m.workplace.size(), "ORGANIZATION", "org.chat_workplace", 0.86);
        }
        // A full name of three characters or four is the same person inside the sentences.
        if (person.size() < 9) continue;
        for (size_t p = t.find(person); p != std::string_view::npos; p = t.find(person, p + person.size()))
            add_span(out, p, p + person.size(), "PERSON", "name.propagated", 0.86);
        // Family and friends call them by the given name alone ("佳树，阿母今旦去…" to 许佳树); two characters
        // after a listed surname are rare enough as a word to take it wherever it stands.
        const size_t surname = chinese_surname_at(person, 0);
        if (surname == 0 || person.size() - surname != 6) continue;
        const std::string_view given = person.substr(surname);
        for (size_t p = t.find(given); p != std::string_view::npos; p = t.find(given, p + given.size()))
            if (p < surname || t.substr(p - surname, surname) != person.substr(0, surname))
                add_span(out, p, p + given.size(), "PERSON", "name.given_of_sender", 0.84);
    }
}

}  // namespace synsema::redact
