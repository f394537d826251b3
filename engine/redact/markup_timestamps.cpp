// A chat export's machine time stamp is no identifier: SMS Backup & Restore writes each message's time as
// milliseconds since 1970 in an attribute (`date="1778310120000"`, `backup_date="…"`), Telegram's JSON as seconds
// (`"date_unixtime": "1778310120"`). Such a number, all digits, as the value of a key naming a date or a time,
// is the message's time, which the export also writes readably; no annotator marks it as an ID.
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "recognizers.h"

namespace synsema::redact {

namespace {
// The key before `start` (past `="`, `": "`, `":"` or `: `), in lower case ASCII; empty when none.
std::string key_before(std::string_view text, size_t start) {
    size_t p = start;
    if (p > 0 && text[p - 1] == '"') --p;
    while (p > 0 && (text[p - 1] == ' ' || text[p - 1] == '\t')) --p;
    if (p == 0 || (text[p - 1] != '=' && text[p - 1] != ':')) return {};
    --p;
    if (p > 0 && text[p - 1] == '"') --p;
    size_t k = p;
    while (k > 0 && (std::isalnum(static_cast<unsigned char>(text[k - 1])) || text[k - 1] == '_' || text[k - 1] == '-')) --k;
    std::string key(text.substr(k, p - k));
    for (char& c : key) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return key;
}
}  // namespace

void drop_markup_timestamps(const ScanInput& in, Spans& out) {
    std::erase_if(out, [&](const Candidate& s) {
        const size_t len = s.end - s.start;
        if ((len != 10 && len != 13) || std::string_view(s.category) == "PHONE") return false;
        const std::string_view value = in.text.substr(s.start, len);
        if (!std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; })) return false;
        const std::string key = key_before(in.text, s.start);
        return key.find("date") != std::string::npos || key.find("time") != std::string::npos;
    });
}

}  // namespace synsema::redact
