// Identifiers as speech to text writes them (voicemail and dictation
// transcripts): numbers, dates and e-mail addresses spelled out in words.
//   "call me back on five five five zero four four one six"   PHONE
//   "date of birth eleventh of march thirty eight"             DATE
//   "my email is ayse.yilmaz at mail dot example"              EMAIL
//   "yılmaz y i l m a z", "B-E-G-A-Y" (a name spelled out)     PERSON
//   "my cell is 5 0 2 5 5 5 0 1 3 8", "zip code … 4 0 2 0 5"   PHONE, ZIP
//   "kentucky plate h t x 4 1 9"                               VEHICLE
// The patterns are tried only at the tokens that can open them (a digit
// word, an ordinal or a month, a word before " at "): most texts have none.
#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>

#include "calendar_words.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

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
// After a comma only with its century ("October third, nineteen thirty-five"), which a transcriber writes.
constexpr const char* kYearWords =
    "(?:,[ ](?:nineteen|twenty|two[ ]thousand(?:[ ]and)?)[ ](?:ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    "seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|oh|one|two|three|four|five|six|"
    "seven|eight|nine)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?(?![\\w-])|"
    // A deed's or a translation's "of the year two thousand twenty-six", "of the current year".
    "[ ]of[ ]the[ ]current[ ]year|"
    "(?:[ ]of[ ]the[ ]year(?=[ ](?:nineteen|two[ ]thousand)))?"
    "(?:[ ](?:nineteen|twenty|two[ ]thousand(?:[ ]and)?)(?=[ ]))?(?:[ ](?:ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|oh)(?:[ -](?:one|two|"
    "three|four|five|six|seven|eight|nine))?)?)";

const WordSet& digit_openers() {
    static const WordSet k = {"zero", "oh", "one", "two", "three", "four", "five", "six",
                                                           "seven", "eight", "nine", "double", "triple"};
    return k;
}
const WordSet& date_openers() {
    static const WordSet k = {
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh",
        "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth",
        "twentieth", "thirtieth", "twenty", "thirty", "january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december"};
    return k;
}

// The token's text in lower case, if it is short enough to be an opener.
bool lower_word(std::string_view text, char (&buf)[16], std::string_view* out) {
    if (text.size() < 2 || text.size() >= sizeof buf) return false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
        buf[i] = static_cast<char>(c | 0x20);
    }
    *out = std::string_view(buf, text.size());
    return true;
}

// A run of single digits one blank apart from `start` ("5 0 2 5 5 5 0 1 3 8"): its end and its count.
std::pair<size_t, size_t> single_digit_run(std::string_view text, size_t start) {
    auto digit = [&](size_t p) { return p < text.size() && std::isdigit(static_cast<unsigned char>(text[p])); };
    auto alone_after = [&](size_t p) { return p + 1 >= text.size() || !std::isalnum(static_cast<unsigned char>(text[p + 1])); };
    size_t end = start, count = 0;
    for (size_t p = start; digit(p) && alone_after(p); p += 2) {
        end = p + 1;
        ++count;
        if (p + 1 >= text.size() || text[p + 1] != ' ') break;
    }
    return {end, count};
}

// Whether the digits count up one by one ("0 1 2 3 4 5 6 7 8 9", a scale's marks).
bool ascending(std::string_view digits) {
    for (size_t i = 2; i < digits.size(); i += 2)
        if (digits[i] != digits[i - 2] + 1) return false;
    return true;
}

// Speech to text writes a number said digit by digit as single digits: a phone number when
// there are ten or eleven, a ZIP code when five follow the word "zip" (on the line or the
// speaker's turn before). Fewer, or other counts, are doses, scores and times.
void find_single_digit_numbers(const ScanInput& in, Spans& out) {
    const std::string_view text = in.text;
    for (size_t i = 0; i + 8 < text.size(); ++i) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])) || text[i + 1] != ' ' ||
            !std::isdigit(static_cast<unsigned char>(text[i + 2])) || (i > 0 && (std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
                                                                                  text[i - 1] == '.' || text[i - 1] == '/' ||
                                                                                  text[i - 1] == '-')))
            continue;
        const auto [end, count] = single_digit_run(text, i);
        const std::string_view run = text.substr(i, end - i);
        const bool phone = (count == 10 || (count == 11 && run[0] == '1')) && !ascending(run);
        const bool zip = count == 5 && !ascending(run) &&
                         ascii_lower(window_before(text, i, 80)).find("zip") != std::string::npos;
        if (phone) add_span(out, i, end, "PHONE", "phone.spoken_digits", 0.85);
        if (zip) add_span(out, i, end, "ZIP", "zip.spoken_digits", 0.85);
        i = end;
    }
}

// "plate h t x 4 1 9": a plate read out one character at a time, right after the word "plate".
void find_spoken_plates(const ScanInput& in, Spans& out) {
    static const Regex plate(R"((?i)\bplate(?:[ ](?:number|no|is|reads))?[ ]+([a-z0-9](?:[ ][a-z0-9]){4,7})(?![\w]))",
                             StartBytes{"pP"});
    plate.for_each_at(in.text, in.word_index.starts_of({"plate"}), [&](const Match& m) {
        const std::string_view chars = m.text(1);
        const bool digit = chars.find_first_of("0123456789") != std::string_view::npos;
        const bool letter = std::any_of(chars.begin(), chars.end(), [](char c) { return std::isalpha(static_cast<unsigned char>(c)); });
        if (digit && letter) add_span(out, m.start(1), m.end(1), "VEHICLE", "vehicle.spoken", 0.85);
        return true;
    });
}

}  // namespace

void find_spoken(const ScanInput& in, Spans& out) {
    std::vector<size_t> digit_starts, date_starts, email_starts, ninety_starts;
    for (const Token& t : in.tokens) {
        char buf[16];
        std::string_view w;
        // Said aloud, these come out of speech to text in lower case ("five five five", "the eleventh of march").
        // (Most words cannot open one: only these first letters and lengths are looked up.)
        // A compound ordinal is one token ("twenty-fourth"): its first part is looked up.
        const std::string_view head = t.text.substr(0, std::min(t.text.find('-'), t.text.size()));
        const bool may_open = t.lower && head.size() >= 2 && head.size() <= 11 &&
                              std::string_view("adefjmnostz").find(head[0]) != std::string_view::npos;
        if (may_open && lower_word(head, buf, &w)) {
            if (digit_openers().count(w)) digit_starts.push_back(t.start);
            if (date_openers().count(w)) date_starts.push_back(t.start);
        }
        if (t.text.size() >= 6 && t.text.size() <= 12 && (t.text[0] | 0x20) == 'n' && ascii_lower(t.text.substr(0, 6)) == "ninety")
            ninety_starts.push_back(t.start);
        // A transcriber capitalises the month ("October third, nineteen thirty-five"); the date forms below
        // need an ordinal word beside it, and "May" never opens the month-then-ordinal form.
        if (t.capitalised && t.text.size() >= 4 && t.text.size() <= 9 && lower_word(t.text, buf, &w) &&
            date_openers().count(w))
            date_starts.push_back(t.start);
        // An address's local part ends right before " at ": its start is where the run of
        // [a-z0-9._-] before it begins ("ayse.yilmaz at …").
        if (in.text.compare(t.end, 4, " at ") == 0) {
            size_t s = t.end;
            while (s > 0 && (std::isalnum(static_cast<unsigned char>(in.text[s - 1])) || in.text[s - 1] == '.' ||
                             in.text[s - 1] == '_' || in.text[s - 1] == '-'))
                --s;
            email_starts.push_back(s);
        }
    }
    std::sort(email_starts.begin(), email_starts.end());
    email_starts.erase(std::unique(email_starts.begin(), email_starts.end()), email_starts.end());
    // Seven or more digits said one by one ("double five" is two): a phone
    // number in a transcript. Fewer are a dose, a count or a time.
    static const Regex digits(std::string("(?i)(?<![\\w])(?:(?:double|triple)[ ])?") + kDigitWord +
                                  "(?:[ ,]+(?:(?:double|triple)[ ])?" + kDigitWord + "){6,14}(?![\\w])",
                              StartBytes{"zotfsendZOTFSEND"});
    digits.for_each_at(in.text, digit_starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "PHONE", "phone.spoken", 0.88);
        return true;
    });
    // "the eleventh of march thirty eight", "march the second": "the" before an ordinal is in the span.
    // Also "march third nineteen fifty eight", "january twelfth" (the month then its ordinal, maybe across a
    // line break); not "may" alone, which is a verb before "first".
    static const Regex date(std::string("(?i)(?<![\\w])(?:") + kOrdinal + "[ ]of[ ]" + kMonthWord + "|" + kMonthWord +
                                "[ ]the[ ]" + kOrdinal +
                                "|(?:january|february|march|april|june|july|august|september|october|november|december)"
                                "(?:[ ]|[ ]?\\n)" + kOrdinal + ")" + kYearWords + "(?![\\w])",
                            StartBytes{"fstenjmaodFSTENJMAOD"});
    date.for_each_at(in.text, date_starts, [&](const Match& m) {
        size_t start = m.start();
        if (start >= 4 && ascii_lower(in.text.substr(start - 4, 4)) == "the ") start -= 4;
        // Its weekday before it: "Sunday the twenty-second of November".
        const size_t before = first_token_at(in.tokens, start);
        if (before > 0 && in.tokens[before - 1].end + 1 == start && in.text[start - 1] == ' ' &&
            is_english_weekday_lower(ascii_lower(in.tokens[before - 1].text)))
            start = in.tokens[before - 1].start;
        add_span(out, start, m.end(), "DATE", "date.spoken", 0.88);
        return true;
    });
    // An age over 89 said aloud ("I'm ninety-one", "she's a hundred and two", "ninety-three years old"): an
    // identifier under HIPAA like its digits (find_ages). Only with a speaker's "I'm"/"she's" before it or "years
    // old" after it: "ninety" alone is a count.
    static const std::string kNinetyOdd =
        "(?:ninety|a[ ]hundred|one[ ]hundred)(?:(?:[ -]|[ ]and[ ])(?:one|two|three|four|five|six|seven|eight|nine|ten))?";
    static const Regex age(std::string("(?i)(?<![\\w])(?:(?:i['’]m|i[ ]am|s?he['’]s|s?he[ ]is|s?he[ ]was|aged|turned|turns)[ ]+(") +
                               kNinetyOdd + ")(?![\\w-])|(" + kNinetyOdd + ")(?=[ -]years?[ -]old))",
                           StartBytes{"iIsShHaAtTnNoO"});
    // ("I'm" is a token of its own; "she's" is "she" with its "'s" split off; "ninety-one" is one token.)
    std::vector<size_t> age_starts = in.word_index.starts_of(
        {"i", "i'm", "i’m", "she", "he", "aged", "turned", "turns"});
    age_starts.insert(age_starts.end(), ninety_starts.begin(), ninety_starts.end());
    std::sort(age_starts.begin(), age_starts.end());
    age.for_each_at(in.text, age_starts, [&](const Match& m) {
        const int number = m.has(1) ? 1 : 2;  // after the speaker's words, or before "years old"
        add_span(out, m.start(number), m.end(number), "AGE", "age.spoken", 0.86);
        return true;
    });
    // A name spelled out letter by letter ("yılmaz y i l m a z", "o'connell that's o apostrophe c o n n e l l"):
    // five letters or more, one blank apart; ordinary text never runs so many single letters together.
    static const Regex spelled(R"((?<![\w'])[a-z](?:[ ](?:apostrophe|hyphen|dash)?(?:[ ])?[a-z]){4,24}(?![\w']))",
                               StartBytes{"abcdefghijklmnopqrstuvwxyz"});
    std::vector<size_t> single_letters;
    for (const Token& t : in.tokens)
        if (t.text.size() == 1 && t.lower && t.end + 2 < in.text.size() && in.text[t.end] == ' ' &&
            (t.start == 0 || in.text[t.start - 1] == ' ' || in.text[t.start - 1] == '\n'))
            single_letters.push_back(t.start);
    spelled.for_each_at(in.text, single_letters, [&](const Match& m) {
        size_t letters = 0;
        for (const Token& t : tokenize_words(m.text())) letters += t.text.size() == 1 ? 1 : 0;
        if (letters >= 5) add_span(out, m.start(), m.end(), "PERSON", "name.spelled", 0.7);
        return true;
    });
    // ... and as a court reporter writes it, capitals joined by hyphens, a double name's parts joined by the
    // word said between them: "B-E-G-A-Y, hyphen, L-U-N-D-Q-U-I-S-T", "S-M-I-T-H". Four letters or more.
    static const Regex spelled_capitals(
        R"((?<![\w-])[A-Z](?:-[A-Z]){2,24}(?:,?[ ](?:hyphen|dash|space|apostrophe),?[ ][A-Z](?:-[A-Z]){1,24})*(?![\w-]))",
        StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ"});
    std::vector<size_t> hyphened_capitals;
    for (const Token& t : in.tokens)  // ("B-E-G-A-Y" is one token, a hyphenated word's)
        if (t.text.size() >= 5 && std::isupper(static_cast<unsigned char>(t.text[0])) && t.text[1] == '-' &&
            (t.start == 0 || in.text[t.start - 1] != '-'))
            hyphened_capitals.push_back(t.start);
    spelled_capitals.for_each_at(in.text, hyphened_capitals, [&](const Match& m) {
        const std::string_view t = m.text();
        if (std::count_if(t.begin(), t.end(), [](char c) { return c >= 'A' && c <= 'Z'; }) >= 4)
            add_span(out, m.start(), m.end(), "PERSON", "name.spelled", 0.8);
        return true;
    });
    find_single_digit_numbers(in, out);
    find_spoken_plates(in, out);
    // "ayse.yilmaz at mail dot example", "j smith at gmail dot com".
    static const Regex email(R"((?i)(?<![\w.])[a-z0-9][a-z0-9._-]*[ ]at[ ][a-z0-9-]+(?:[ ]dot[ ][a-z]{2,12}){1,3}(?![\w]))",
                             StartBytes{"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"});
    email.for_each_at(in.text, email_starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "EMAIL", "email.spoken", 0.9);
        return true;
    });
}

}  // namespace synsema::redact
