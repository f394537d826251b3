#include "calendar_words.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

#include "calendar_names.inc"
#include "lexicon.h"
#include "word_set.h"

namespace synsema::redact {

const std::string& intl_months() {
    // A few spellings glibc does not list: without accents ("fevrier", "aout",
    // "maerz", "marco") and Spanish "setiembre"; the English names other
    // languages share, in their lower case ("3. april", "7 december 2024").
    static const std::string months = std::string("(?i:") + kMonthNamesIntl +
                                      "|fevrier|aout|decembre|maerz|marco|setiembre|april|august|september|november|december"
                                      // Russian and Ukrainian say "in January" in the locative, a form glibc
                                      // does not list: "в январе", "у січні" (after their preposition).
                                      "|январе|феврале|марте|апреле|мае|июне|июле|августе|сентябре|октябре|ноябре|декабре"
                                      "|січні|лютому|березні|квітні|травні|червні|липні|серпні|вересні|жовтні|листопаді|грудні"
                                      // Finnish says it in the inessive ("huhtikuussa", in April), a case glibc does not list either.
                                      "|tammikuussa|helmikuussa|maaliskuussa|huhtikuussa|toukokuussa|kesäkuussa|heinäkuussa|elokuussa"
                                      "|syyskuussa|lokakuussa|marraskuussa|joulukuussa)";
    return months;
}

const std::string& intl_month_abbreviations() {
    static const std::string abbreviations = std::string("(?i:") + kMonthAbbreviationsIntl + ")";
    return abbreviations;
}

namespace {
// Portuguese weekdays in full ("segunda-feira"; glibc lists "segunda"), Hungarian ones in the superessive.
const std::string& intl_weekday_names() {
    // Hungarian "on Thursday" in the superessive ("csütörtökön"), which needs no word before it.
    static const std::string names = std::string("(?i:segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|"
                                                 "hétfőn|kedden|szerdán|csütörtökön|pénteken|szombaton|"
                                                 // Lithuanian "on Thursday" in the accusative ("ketvirtadienį"), which
                                                 // needs no word before it either.
                                                 "pirmadienį|antradienį|trečiadienį|ketvirtadienį|penktadienį|šeštadienį|sekmadienį|"
                                                 // Bengali (and Sylheti) and Dhivehi weekdays as chats romanise them
                                                 // (glibc has their own scripts only): "Mongolbar dupure", "Aadheetha (2 Nov)".
                                                 // (Not Sylheti "rebar", an English word, nor Dhivehi "Budha", a name.)
                                                 "robibar|rabibar|sombar|shombar|mongolbar|mangalbar|budhbar|brihospotibar|brihoshpotibar|"
                                                 "bishudbar|shukrobar|sukrobar|shonibar|sanibar|aadheetha|angaara|buraasfathi|hukuru|honihiru|"
                                                 // Lombard and Romansh Saturday as the Bregaglia writes it ("sabet (13 marz)").
                                                 "sabet|"
                                                 // Aranese (Occitan of the Val d'Aran) and Plautdietsch, which glibc lacks
                                                 // ("dilhuns", "Mondach 15 de marzo"). (Not Aranese "dimars", "dissabte" and
                                                 // "dimenge": Catalan's, already listed.)
                                                 "dilhuns|dimèrcles|dijaus|diuendres|mondach|dinjsdach|meddeweakj|donnadach|friedach|"
                                                 "sinnowent|sindach|"
                                                 // Gronings Saturday ("zotterdag 1 febrewoari"), and Twents' and
                                                 // Achterhoeks' ("Zaoterdag kump e thuus").
                                                 "zotterdag|zoaterdag|zaoterdag|"
                                                 // The West Slavic feminine weekdays in the accusative, after "v", "ve", "w"
                                                 // ("v sobotu", "ve středu", "w środę", "v nedeľu"): glibc lists the nominative.
                                                 "stredu|sobotu|nedeľu|středu|neděli|środę|sobotę|niedzielę|"
                                                 // ... and the South Slavic ones after "u" ("u subotu", "u sredu",
                                                 // "u nedelju", "u nedjelju").
                                                 "subotu|sredu|srijedu|nedelju|nedjelju|"
                                                 // Georgian's weekdays in the dative, "on Thursday" ("ხუთშაბათს
                                                 // მოვალ"): glibc lists the nominative ("ხუთშაბათი").
                                                 "ორშაბათს|სამშაბათს|ოთხშაბათს|ხუთშაბათს|პარასკევს|შაბათს|კვირას|"
                                                 // Assamese weekdays in the locative ("শনিবাৰে", on Saturday), and
                                                 // Saturday as Awadhi and Bhojpuri say it ("सनीचर"): the fold keeps
                                                 // these scripts' vowel signs, so each form is listed.
                                                 "দেওবাৰে|সোমবাৰে|মঙলবাৰে|বুধবাৰে|বৃহস্পতিবাৰে|শুক্ৰবাৰে|শনিবাৰে|"
                                                 "सनीचर|सनिचर|शनीचर|") +
                                     kWeekdayNamesIntl + ")";
    return names;
}
}  // namespace

const std::string& intl_weekdays() {
    static const std::string weekdays = std::string("(?i:(?:") + kWelshWeekdayLead + ")?" + intl_weekday_names() + ")";
    return weekdays;
}

namespace {

// The words of a "(?i:a|b\\-c|d[ ]e)" group, escapes removed.
void split_alternation(std::string_view group, uint32_t kind, const std::function<void(std::string_view, uint32_t)>& take) {
    if (group.substr(0, 4) == "(?i:") group.remove_prefix(4);
    std::string word, last;
    bool skipping = false;  // past a blank: the rest of a name of two words or more
    // A name of two words flags neither ("dydd Llun", "deireadh fómhair": "dydd" is no month);
    // nor does a word under three letters. But a month written with its article or the word
    // "month" ("an t-Samhain", "am Faoilleach", "mí na Samhna") flags its last word, when that is
    // five bytes or more: the date patterns are tried only near a flagged word.
    const auto flush = [&] {
        if (!skipping && word.size() >= 3) take(word, kind);
        if (skipping && (kind & kLexIntlMonth) && word.size() <= 3 && last.size() >= 5) take(last, kind);
        word.clear();
        last.clear();
        skipping = false;
    };
    for (size_t i = 0; i < group.size(); ++i) {
        const char c = group[i];
        if (c == '|' || c == ')' || c == '(') {
            flush();
        } else if (c == '\\' && i + 1 < group.size()) {
            (skipping ? last : word) += group[++i];
        } else if (c == '[') {
            i = group.find(']', i);  // "[ ]": a blank
            if (i == std::string_view::npos) break;
            skipping = true;
            last.clear();
        } else if (c == '?' || c == ':') {
            // "(?:" of a nested group
        } else {
            (skipping ? last : word) += c;
        }
    }
    flush();
}

}  // namespace

namespace {

// The names of a generated alternation ("aso[ ]gafua|lun"), unescaped and folded as fold_phrase folds a
// text's words ("Mié" and "mie" both "mie"): views into `storage`, which the caller keeps as long.
std::vector<std::string_view> folded_alternation(std::string_view all, std::vector<std::string>& storage) {
    std::string name;
    for (size_t i = 0; i <= all.size(); ++i) {
        if (i == all.size() || all[i] == '|') {
            if (!name.empty()) storage.push_back(fold_phrase(name));
            name.clear();
        } else if (all.compare(i, 3, "[ ]") == 0) {
            name += ' ';
            i += 2;
        } else if (all[i] == '\\' && i + 1 < all.size()) {
            name += all[++i];
        } else {
            name += all[i];
        }
    }
    return {storage.begin(), storage.end()};  // (views taken once the storage is complete)
}

}  // namespace

bool is_wide_weekday(std::string_view phrase) {
    static std::vector<std::string> names;
    static const WordSet set(folded_alternation(kWeekdayNamesWide, names));
    return set.contains(fold_phrase(phrase));
}

bool is_weekday_abbreviation(std::string_view word) {
    static std::vector<std::string> names;
    static const WordSet set(folded_alternation(kWeekdayAbbreviationsIntl, names));
    return set.contains(fold_phrase(word));
}

bool is_arabic_two_word_month(std::string_view phrase) {
    static constexpr std::string_view kMonths[] = {"تشرين الأول", "تشرين الثاني", "كانون الأول", "كانون الثاني", "ربيع الأول",
                                                   "ربيع الآخر", "ربيع الثاني", "جمادى الأولى", "جمادى الآخرة", "جمادى الثانية",
                                                   "ذو القعدة", "ذو الحجة"};
    return std::find(std::begin(kMonths), std::end(kMonths), phrase) != std::end(kMonths);
}

void for_each_calendar_word(const std::function<void(std::string_view word, uint32_t kind)>& take) {
    split_alternation(intl_months(), kLexIntlMonth, take);
    split_alternation(intl_month_abbreviations(), kLexIntlMonthAbbr, take);
    // (The names alone: Welsh "dydd" and "nos" before them are no weekdays, and "Nos." numbers.)
    split_alternation(intl_weekday_names(), kLexIntlWeekday, take);
    split_alternation(kMonthNamesWide, kLexIntlMonth | kLexWideMonth, take);
}

namespace {

bool capitalised_or_caps(std::string_view w) { return !w.empty() && w[0] >= 'A' && w[0] <= 'Z'; }

std::string ascii_lowered(std::string_view w) {
    std::string out(w);
    for (char& c : out) c = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
}

}  // namespace

namespace {
constexpr std::string_view kEnglishMonths[] = {"jan", "january", "feb", "february", "mar", "march", "apr", "april", "may",
                                               "jun", "june", "jul", "july", "aug", "august", "sep", "sept", "september",
                                               "oct", "october", "nov", "november", "dec", "december"};
constexpr std::string_view kEnglishWeekdays[] = {"mon", "monday", "tue", "tues", "tuesday", "wed", "weds", "wednesday", "thu",
                                                 "thur", "thurs", "thursday", "fri", "friday", "sat", "saturday", "sun", "sunday"};
}  // namespace

bool is_english_month_lower(std::string_view w) {
    return std::find(std::begin(kEnglishMonths), std::end(kEnglishMonths), w) != std::end(kEnglishMonths);
}

bool is_english_weekday_lower(std::string_view w) {
    return std::find(std::begin(kEnglishWeekdays), std::end(kEnglishWeekdays), w) != std::end(kEnglishWeekdays);
}

const std::vector<std::string_view>& english_months_and_weekdays() {
    static const std::vector<std::string_view> all = [] {
        std::vector<std::string_view> v(std::begin(kEnglishMonths), std::end(kEnglishMonths));
        v.insert(v.end(), std::begin(kEnglishWeekdays), std::end(kEnglishWeekdays));
        return v;
    }();
    return all;
}

bool is_english_month(std::string_view word) { return capitalised_or_caps(word) && is_english_month_lower(ascii_lowered(word)); }

bool is_month_in_any_language(const Lexicon& lex, std::string_view word, bool english_any_case) {
    if (english_any_case ? is_english_month_lower(ascii_lowered(word)) : is_english_month(word)) return true;
    return (lex.flags(word) & kLexIntlMonth) != 0;
}

bool is_weekday_in_any_language(const Lexicon& lex, std::string_view word) {
    if (capitalised_or_caps(word) && is_english_weekday_lower(ascii_lowered(word))) return true;
    return (lex.flags(word) & kLexIntlWeekday) != 0;
}

}  // namespace synsema::redact
