// Ages over 89, which HIPAA's Safe Harbor and the annotation guide treat as identifying: a number and
// a word for "years" in many languages ("93 years old", "91-vuotiaana", "92 éves"), after "age" or its
// label in another language ("Age: 93", "Edad: 92"), after a verb ("died at 94"), a form's age field, a
// name's comma or brackets ("Huda Mansour, 91,", "Donald Reid (91)") and a name's "is" ("Beverley
// Goomes is 94;"). (Moved out of recognize_dates.cpp, which holds the dates.)
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>

#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

constexpr const char* kDigits = "0123456789";

int num(std::string_view s) { return s.empty() ? -1 : std::atoi(std::string(s).c_str()); }

}  // namespace

void find_ages(const ScanInput& in, Spans& out) {
    // Also other languages' "years" after the number: "93 anys", "91-vuotiaana", "92 éves", "90 let".
    static const Regex age_after(
        R"((?i)(?<![\w.])(\d{1,3})(?:\s*-?\s*(?:years?|yrs?)[\s-]*old|\s*(?:y/o|y\.o\.|yo|yof|yom)(?![\w])|\s+years?\s+of\s+age|)"
        R"([ ](?:anys|años|anos|ans|jahre|jaar|ani|år|lat|let|roků|rokov|yaşında|urte|éves\w*|godina|godine|god\.|)"
        R"(година|години|года|лет|гады|гадоў|років|роки|жаста|жас|tuổi|tahun|taon)(?![\w])|-(?:vuotia\w*|éves\w*)|[ ]?(?:歳|岁|歲|세|살)))",
        StartBytes{kDigits});
    // "Age: 93", "aged 91", "at the age of 94", a form's "Age ............ 93"; another language's
    // "age" as a form's label ("Umri: 91", "Edad: 92", "Возраст: 90").
    static const Regex age_before(R"((?i)\b(?:aged?(?:[ \t]*\.{3,})?|age:|age[ ]of|age[ ]at[ ](?:death|admission|onset|diagnosis|interview)[ \t]*:)\s*:?\s*(\d{1,3})(?![\w]|\.\d))");
    static const Regex age_label(
        R"((?i)(?<![\w])(?:umri|umur|edad|edat|idade|alter|âge|età|leeftijd|wiek|věk|vek|starost|vârst[aă]|yaş|ålder|alder|ikä|)"
        R"(kor|vecums|amžius|vanus|mosha|aldur|dob|возраст|вік|възраст|ηλικία|גיל|العمر|عمر|سن|उम्र|आयु|อายุ|বয়স|வயது|年齢|年龄|年齡|나이|нас|насы)[ \t]*:[ \t]*(\d{1,3})(?![\w]|\.\d))");
    // "now 90", "died at 93", "turned 91": an age after its verb, tried at those words only.
    static const Regex age_verb(R"((?i:now|died[ ]at|dies[ ]at|turned|turns)[ ]+(\d{1,3})(?![\w.%]|[.,]\d|[ ]?(?:%|mg|kg|cm|mm|bpm|mmhg|°)))",
                                StartBytes{"NnDdTt"});
    auto emit = [&](const Match& m) {
        int years = num(m.text(1));
        // Ages over 89 are identifiers under HIPAA; a younger age identifies
        // no one (the annotation guide marks none), so it is not a span.
        if (years < 90 || years > 130) return true;
        add_span(out, m.start(1), m.end(1), "AGE", "age.over_89", 0.92);
        return true;
    };
    age_after.for_each_at(in.text, in.starts, emit);
    age_before.for_each(in.text, emit);
    age_label.for_each_near(in.text, ':', 20, emit);
    age_verb.for_each_at(in.text, in.word_index.starts_of({"now", "died", "dies", "turned", "turns"}), emit);
    // A value under an age label or in an age column ("Age" header, "Edad", "Alter"): the number alone.
    for (const Field& f : in.fields) {
        if (std::string_view(f.meaning.category) != "AGE") continue;
        size_t e = f.value_start;
        while (e < f.value_end && std::isdigit(static_cast<unsigned char>(in.text[e]))) ++e;
        if (e == f.value_start || e - f.value_start > 3 || (e < f.value_end && std::isalnum(static_cast<unsigned char>(in.text[e]))))
            continue;
        const int years = num(in.text.substr(f.value_start, e - f.value_start));
        if (years >= 90 && years <= 130) add_span(out, f.value_start, e, "AGE", "age.over_89", f.table_cell ? 0.9 : 0.92);
    }
    // "She is 90 and says he helps", "He is 91." at a clause's end: no unit or noun after the number.
    // Also after a name's "who": "my mother, Astrid Lindqvist, who is 91 and lives with us".
    // And a note's "Patient is 92 with a fall".
    // And the person's own "I am 91." in a statement or an advance decision.
    static const Regex age_is(R"((?<![\w])(?:[Ss]he|[Hh]e|who|[Pp]atient|[Pp]t\.?|I)(?:['’]s|['’]m|[ ]+is|[ ]+was|[ ]+am)[ ]+(9\d|1[0-2]\d))"
                              R"((?=[ ]*(?:[.,;!)]|\r?\n|$)|[ ]+(?:and|but|now|today|this[ ]year|years|yrs|with)(?![\w])))",
                              StartBytes{"SsHhwPpI"});
    age_is.for_each_at(in.text, in.word_index.starts_of({"she", "he", "who", "patient", "pt", "i"}), emit);
    // An age in brackets after a date of birth: "DOB 04/19/1934 (92 y)", "22 March 1932 (94 years)", "1936-09-14 (90)".
    static const Regex after_birth_date(R"((?<=\d{4}|\d{4}[-./]\d\d[-./]\d\d)[ \t]*\((9\d|1[0-2]\d)(?:[ \t]*(?:y|yo|y/o|yrs?|years?)\.?)?\))");
    after_birth_date.for_each_near(in.text, '(', 0, emit);
    // "she's 94 now", "he is 91 this year": a person's age before the word that dates it.
    static const Regex age_now(R"((?<![\w])(?:[Ss]he|[Hh]e)(?:['’]s|[ ]+is)[ ]+(\d{2,3})[ ]+(?:now|today|this[ ]year)(?![\w]))",
                               StartBytes{"SsHh"});
    std::vector<size_t> before_now;
    for (const size_t w : in.word_index.starts_of({"now", "today", "this"}))
        for (size_t p = w > 12 ? w - 12 : 0; p < w; ++p) before_now.push_back(p);
    std::sort(before_now.begin(), before_now.end());
    before_now.erase(std::unique(before_now.begin(), before_now.end()), before_now.end());
    age_now.for_each_at(in.text, before_now, emit);
    // "Huda Mansour, 91, lives with…": an age set off by commas after a name.
    // (The name may be in capitals: "Thérèse MUKAMURENZI, 93, who…".)
    static const Regex after_name(R"((?<=\p{L}),[ \t]+(9\d|1[0-2]\d)[ \t]*[,;)](?![\d]))");
    after_name.for_each_near(in.text, ',', 0, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "AGE", "age.over_89", 0.86);
        return true;
    });
    // "Donald Reid (91) cares for her": an age in brackets right after a capitalised name word.
    static const Regex bracketed_after_name(R"((?<=[A-Za-z])[ \t]\((9\d|1[0-2]\d)(?:[ \t]*(?:y|yrs?|years?)\.?)?\))");
    bracketed_after_name.for_each_near(in.text, '(', 0, [&](const Match& m) {
        // The word before is a capitalised name: "Reid (91)", not "room (91)" or "Table (95)".
        size_t w = m.start();
        while (w > 0 && std::isalpha(static_cast<unsigned char>(in.text[w - 1]))) --w;
        uint32_t f = w < m.start() ? in.lex.flags(in.text.substr(w, m.start() - w)) : 0;
        bool word = (f & (kLexCommon | kLexVocab)) != 0 && (f & (kLexGiven | kLexSurname)) == 0;
        if (w < m.start() && std::isupper(static_cast<unsigned char>(in.text[w])) && !word)
            add_span(out, m.start(1), m.end(1), "AGE", "age.over_89", 0.86);
        return true;
    });
    // A form's value in years after its separator: "Date of birth / Age : 03/02/1934 / 92 years"; a heading's after
    // its dash, a record's after "as" ("REFERRAL OF MADAM … - 93 YEARS?", "recorded on her card as 93 years").
    static const Regex years_value(R"((?<=[/:(][ \t]|[/:(]|[ ]-[ ]|[ ]as[ ])(9\d|1[0-2]\d)[ \t]*(?:years?|yrs?|YEARS|YRS)(?![\w]))",
                                   StartBytes{kDigits});
    years_value.for_each_at(in.text, in.starts, emit);
    // "Beverley Goomes is 94; lives at …": a name, then its age at a clause's end, as "She is 94." is.
    static const Regex name_is(R"([ ]+is[ ]+(9\d|1[0-2]\d)(?=[ ]*(?:[.,;!)]|\r?\n|$)|[ ]+(?:and|but|now|today|this[ ]year|years|yrs|with)(?![\w])))");
    // (Also the name between commas, "His grandfather, Percy Blackmore, is 91 and", and a kin word, "Daddy is 90".)
    for (const Token& t : in.tokens) {
        if (t.end + 6 > in.text.size()) continue;
        const size_t at = in.text.compare(t.end, 4, " is ") == 0 ? t.end : in.text.compare(t.end, 5, ", is ") == 0 ? t.end + 1 : 0;
        if (at == 0 || !t.capitalised) continue;
        const uint32_t f = t.lex;
        const bool kin = (f & kLexRelation) != 0;
        if (!kin && (f & (kLexCommon | kLexVocab | kLexMorph | kLexStop | kLexMonth | kLexRegion)) && !(f & (kLexGiven | kLexSurname))) continue;
        Match m;
        if (name_is.match_at(in.text, at, &m)) emit(m);
    }
    // An age of 90 or more with the word for years of age after it, in the languages the records mix in: "Είναι 93
    // χρονών", "ka 93 vjet", "tiene 94 años", "ha 91 anni", "ist 92 Jahre alt", "93 years old"; Fala's, Lithuanian's and
    // Dhivehi's ("ten 91 anus", "ji 92 metų", "90 aharu").
    static const Regex years_word(
        R"((?<![\d.,/-])(9\d|1[01]\d)[ ](?:years[ ]old|year-old|χρονών|χρονων|ετών|vjet|vjeç|años|anos|anni|ans|Jahre[ ]alt|jaar[ ]oud|år[ ]gammal|år[ ]gammel|лет|років|éves|yaşında|tuổi|)"
        R"(anus|metų|aharu)(?![\w]))",
        StartBytes{kDigits});
    years_word.for_each_at(in.text, in.starts, emit);
}

}  // namespace synsema::redact
