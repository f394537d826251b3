// Identifiers as speech to text writes them (voicemail and dictation
// transcripts): numbers, dates and e-mail addresses spelled out in words.
//   "call me back on five five five zero four four one six"   PHONE
//   "date of birth eleventh of march thirty eight"             DATE
//   "my email is ayse.yilmaz at mail dot example"              EMAIL
#include <string>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

constexpr const char* kDigitWord = "(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)";
constexpr const char* kOrdinal =
    "(?:(?:twenty|thirty)[ -](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|first|second|third|"
    "fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|"
    "seventeenth|eighteenth|nineteenth|twentieth|thirtieth)";
constexpr const char* kMonthWord =
    "(?:january|february|march|april|may|june|july|august|september|october|november|december)";
// A year said aloud: "nineteen eighty", "thirty eight", "two thousand and five".
constexpr const char* kYearWords =
    "(?:[ ](?:nineteen|twenty|two[ ]thousand(?:[ ]and)?)(?=[ ]))?(?:[ ](?:ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|oh)(?:[ -](?:one|two|"
    "three|four|five|six|seven|eight|nine))?)?";

}  // namespace

void find_spoken(const ScanInput& in, Spans& out) {
    // Seven or more digits said one by one ("double five" is two): a phone
    // number in a transcript. Fewer are a dose, a count or a time.
    static const Regex digits(std::string("(?i)(?<![\\w])(?:(?:double|triple)[ ])?") + kDigitWord +
                              "(?:[ ,]+(?:(?:double|triple)[ ])?" + kDigitWord + "){6,14}(?![\\w])");
    digits.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "PHONE", "phone.spoken", 0.88);
        return true;
    });
    // "the eleventh of march thirty eight", "march the second".
    static const Regex date(std::string("(?i)(?<![\\w])(?:(?:the[ ])?") + kOrdinal + "[ ]of[ ]" + kMonthWord + "|" +
                            kMonthWord + "[ ]the[ ]" + kOrdinal + ")" + kYearWords + "(?![\\w])");
    date.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "DATE", "date.spoken", 0.88);
        return true;
    });
    // "ayse.yilmaz at mail dot example", "j smith at gmail dot com".
    static const Regex email(R"((?i)(?<![\w.])[a-z0-9][a-z0-9._-]*[ ]at[ ][a-z0-9-]+(?:[ ]dot[ ][a-z]{2,12}){1,3}(?![\w]))");
    email.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "EMAIL", "email.spoken", 0.9);
        return true;
    });
}

}  // namespace synsema::redact
