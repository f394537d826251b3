// A chat exported with each message under a heading of its stamp in brackets and its sender's account name alone
// after it, as Discord's exporters write a channel ("[09-Feb-26 07:12 PM] mikey.wierz" over "yo did your mom tell
// you…"). The account name is a person's handle, however it is spelled (lower case, dots, digits); it counts where
// two senders or more take such headings, and the same handle elsewhere in the text ("Channel: Private / kasiawrobel")
// is the same person.
#include <cctype>
#include <map>
#include <string_view>
#include <vector>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

void find_stamped_handles(const ScanInput& in, Spans& out) {
    if (in.text.find("] ") == std::string_view::npos) return;
    // The stamp: a date ("09-Feb-26", "2026-02-09", "09/02/2026") and a time with its AM or PM; the handle: one
    // to four words of no blank or bracket, to the line's end.
    static const Regex heading(
        R"((?m)^\[(?:\d{1,2}[-/. ](?:\d{1,2}|[A-Z][a-z]{2})[-/. ]\d{2,4}|\d{4}-\d{2}-\d{2})[ ,]+\d{1,2}:\d{2}(?::\d{2})?(?:[ ]?[AaPp][Mm])?\][ ])"
        R"(([^\s\[\]:]{2,32}(?:[ ][^\s\[\]:]{1,32}){0,3})[ \t]*\r?$)");
    std::map<std::string_view, std::vector<size_t>> senders;
    heading.for_each(in.text, [&](const Match& m) {
        senders[m.text(1)].push_back(m.start(1));
        return true;
    });
    if (senders.size() < 2) return;
    for (const auto& [handle, at] : senders) {
        if (at.size() < 2) continue;
        // (Not a service's or a role's word: "System", "admin", "Mum".)
        if (handle.find(' ') == std::string_view::npos) {
            const uint32_t f = in.lex.flags(handle);
            if (((f & (kLexCommon | kLexVocab | kLexOrgKeyword)) && !(f & (kLexGiven | kLexSurname))) || is_relation_word(lower_case(handle)))
                continue;
        }
        for (const size_t start : at) add_span(out, start, start + handle.size(), "PERSON", "name.chat_handle", 0.88);
        // The same handle elsewhere, a whole word (a handle of five bytes or more: a short one may be a word).
        if (handle.size() < 5) continue;
        const auto word_byte = [&](size_t p) {
            const auto c = static_cast<unsigned char>(in.text[p]);
            return std::isalnum(c) || c == '.' || c == '_' || c >= 0x80;
        };
        for (size_t p = in.text.find(handle); p != std::string_view::npos; p = in.text.find(handle, p + handle.size())) {
            const size_t e = p + handle.size();
            if ((p > 0 && word_byte(p - 1)) || (e < in.text.size() && word_byte(e) && !(in.text[e] == '.' && (e + 1 >= in.text.size() || !word_byte(e + 1)))))
                continue;
            add_span(out, p, e, "PERSON", "name.chat_handle", 0.86);
        }
    }
}

}  // namespace synsema::redact
