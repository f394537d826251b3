// A chat exported as JSON (Telegram Desktop's "result.json"): each message names its sender in a "from" field
// (`"from": "Pencho"`, `"actor": "Encarna Navarro"`), a person however short the name, and numbers itself in an
// "id" field (`"id": 1182`), the export's counter, no one's identifier (but a personal chat's own "id", the other
// person's account, is one, and so is a sender's "from_id"). Only in a text that is such an export
// (a `"type": "message"` field in it).
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {
bool json_chat_export(std::string_view text) {
    return text.find("\"type\": \"message\"") != std::string_view::npos || text.find("\"type\":\"message\"") != std::string_view::npos;
}
}  // namespace

void find_json_chat_senders(const ScanInput& in, Spans& out) {
    if (!json_chat_export(in.text)) return;
    static const Regex sender(R"re("(?:from|actor)":[ ]?"(\p{L}[\p{L}\p{M}'’.-]*(?:[ ]\p{L}[\p{L}\p{M}'’.-]*){0,3})")re", StartBytes{"\""});
    sender.for_each(in.text, [&](const Match& m) {
        // (A contact saved as a kin word alone, "Әсәй" (mum), names no one.)
        if (is_relation_word(lower_case(m.text(1)))) return true;
        add_span(out, m.start(1), m.end(1), "PERSON", "name.json_sender", 0.9);
        return true;
    });
    // A personal chat's own "id" is the other person's account number, not a message's counter.
    static const Regex chat_id(R"re("type":[ ]?"personal_chat",\s*"id":[ ]?(\d{5,15})\b)re", StartBytes{"\""});
    chat_id.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ID", "id.telegram_account", 0.86);
        return true;
    });
    // ... and every message names its sender's account beside the name ("from_id": "user5550142871").
    static const Regex sender_id(R"re("(?:from|actor)_id":[ ]?"(user\d{5,15})")re", StartBytes{"\""});
    sender_id.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ID", "id.telegram_account", 0.86);
        return true;
    });
}

void drop_json_message_ids(const ScanInput& in, Spans& out) {
    if (!json_chat_export(in.text)) return;
    std::erase_if(out, [&](const Candidate& s) {
        if (s.start < 7) return false;
        const std::string_view before = in.text.substr(s.start - 7, 7);
        return (before.ends_with("\"id\": ") || before.ends_with("\"id\":")) && std::string_view(s.category) != "PERSON" &&
               std::string_view(s.rule) != "id.telegram_account";
    });
}

}  // namespace synsema::redact
