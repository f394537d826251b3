// What the recognizers know about a word, in one lookup: a common English
// word (Debian's wamerican), a medical/legal/function word (the shipped
// vocabulary), a given name or surname, a city, a street-type word or an
// honorific (the shipped gazetteers, resources/redact/README.md). Keys are
// folded: lower case, diacritics removed, ß → ss, so "WRÓBLEWSKI",
// "Wroblewski" and "wróblewski" are one key. Loaded once per (word list,
// data folder) and shared; a missing or unreadable file throws, naming it:
// name detection never silently runs without its data.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <array>
#include <iterator>
#include <mutex>
#include <unordered_set>
#include <vector>

#include "word_table.h"

namespace synsema::redact {

enum LexFlag : uint32_t {
    kLexCommon = 1u << 0,        // a lower-case wamerican word ("smith", "grace", "will")
    kLexProper = 1u << 1,        // in wamerican only capitalised ("Eleanor", "Chicago")
    kLexVocab = 1u << 2,         // a medical, legal or function word (vocabulary-*.txt)
    kLexGiven = 1u << 3,         // given-names.txt
    kLexSurname = 1u << 4,       // surnames.txt
    kLexCity = 1u << 5,          // a one-word city, or a whole multi-word city key ("ann arbor")
    kLexCityHead = 1u << 6,      // the first word of a multi-word city ("ann")
    kLexStreetAfter = 1u << 7,   // "Street", "Mount", "straat": after the street's name
    kLexStreetBefore = 1u << 8,  // "rue", "Calle", "Rua": before the street's name
    kLexGermanWord = 1u << 9,    // in Debian's wngerman list (read when installed): a German record's noun, not a name
    kLexParticle = 1u << 10,     // "van", "der", "dos", "bin", "al": inside a name, lower case
    kLexMorph = 1u << 11,        // not listed, but a known word's inflection or a clinical coinage
    // Closed classes of the name recognizer (vocabulary.cpp, add_closed_classes).
    kLexStop = 1u << 12,           // never part of a name (honorifics, degrees, months, states, org words)
    kLexHonorificWord = 1u << 13,  // a title before a name ("Dr", "Mrs", "Frau", "M")
    kLexWeakHonorific = 1u << 14,  // a title that is also a job word ("Nurse", "Officer")
    kLexRelation = 1u << 15,       // "son", "wife", "interpreter", "deponent"
    kLexSalutation = 1u << 16,     // "Dear", "Hi", "Geachte"
    kLexReporting = 1u << 17,      // "said", "reports", "denies"
    kLexEponym = 1u << 18,         // "disease", "syndrome", "sign"
    kLexPlaceFollow = 1u << 19,    // "County", "Parish", "River"
    kLexMonth = 1u << 20,          // months and weekdays
    kLexRegion = 1u << 21,         // states, provinces, countries
    kLexOrgKeyword = 1u << 22,     // "Hospital", "Inc", "Clinic"
    kLexDegree = 1u << 23,         // "MD", "RN", "LCSW"
    kLexForeignFunction = 1u << 24,  // a function word of another language ("også", "til", "który"): function-words-intl.txt
    // Calendar words of the other languages (calendar_words.h), so the date recognizers try their
    // patterns only at tokens that can open them; not stop words (names such as "Mai" stay names).
    kLexIntlMonth = 1u << 25,        // "września", "marraskuuta", "november"
    kLexIntlMonthAbbr = 1u << 26,    // "févr", "lis", "okt"
    kLexIntlWeekday = 1u << 27,      // "mandag", "sábado", "jueves"
    kLexRelativeDay = 1u << 28,      // another language's "yesterday" or "tomorrow" ("ontem", "včera"): relative-days.txt
    kLexSurnameEnding = 1u << 29,    // listed nowhere, a surname by its ending alone ("Petrauskienė"; with kLexSurname)
    // With kLexIntlMonth: a month of a language outside the curated list, so a date only beside a
    // number ("14 fevriye 2012"), never alone after a preposition ("i moja sestra").
    kLexWideMonth = 1u << 30,
    // With kLexForeignFunction: the function word is one only with its diacritics ("néha", Hungarian
    // "sometimes"; "mình", Vietnamese "self"); its ASCII spelling is also a given name ("Neha", "Minh").
    kLexAccentedFunction = 1u << 31,
};

inline constexpr const char* kDefaultWordListPath = "/usr/share/dict/american-english";
// British spellings ("cheque", "colour", "aeroplane"), from Debian's wbritish (read when installed, with
// the default list): English records from Britain, Ireland and the Commonwealth write them.
inline constexpr const char* kBritishWordListPath = "/usr/share/dict/british-english";
// German capitalises every noun, so in a German record a capital says nothing: the words of Debian's
// wngerman list are its words. Read when installed (a Recommends of the package); without it German
// nouns are told from names only by the shipped function words, as before.
inline constexpr const char* kGermanWordListPath = "/usr/share/dict/ngerman";
// Spanish, French, Portuguese and Dutch, from Debian's wspanish, wfrench, wportuguese and wdutch (read when
// installed): only their words that a surname list also has are kept ("perfecto", "bon", "posso"), so
// that such a word opening a sentence of those languages is read as the word.
inline constexpr const char* kRomanceDutchWordListPaths[] = {"/usr/share/dict/spanish", "/usr/share/dict/french",
                                                             "/usr/share/dict/portuguese", "/usr/share/dict/dutch"};

class Lexicon {
public:
    // Throws synsema::Error (NotFound / Io / Format / Limit) naming the file.
    // data_dir "" = the first folder of data_search_dirs(RedactionData) that
    // holds the gazetteers.
    static std::shared_ptr<const Lexicon> load(const std::string& word_list_path, const std::string& data_dir = "");
    static std::shared_ptr<const Lexicon> shared(const std::string& word_list_path = kDefaultWordListPath,
                                                 const std::string& data_dir = "");

    // The flags of `word` as written (any case, diacritics ignored), with
    // kLexMorph added when it is not listed but is an inflection of a listed
    // common word ("diuresed", "haemodynamically") or a clinical coinage
    // (a medicine's INN stem, "-itis", "-ectomy").
    uint32_t flags(std::string_view word) const;
    // Listed flags only, for a key already folded.
    uint32_t flags_folded(std::string_view folded) const;
    // Common, vocabulary or inflected: the word is part of the language.
    bool is_word(std::string_view word) const { return (flags(word) & (kLexCommon | kLexVocab | kLexMorph)) != 0; }
    bool is_name(std::string_view word) const { return (flags(word) & (kLexGiven | kLexSurname)) != 0; }
    // A surname (and no given name) that is also a word of the language of kRomanceDutchWordListPaths[list]
    // (0 Spanish, 1 French, 2 Portuguese, 3 Dutch), for a key already folded. The list is read on the
    // first question about it, so a process that meets no record of that language never reads it.
    bool surname_is_word_of(size_t list, std::string_view folded) const;
    // A multi-word city given as its folded words joined by single spaces.
    bool is_city(std::string_view folded_phrase) const { return (flags_folded(folded_phrase) & kLexCity) != 0; }
    // A month's name with a case ending, in a language whose calendar names the
    // Lexicon lists ("novembril", "detsembril", "Σεπτέμβριο"): not flagged by
    // flags(), since outside a date such a stem starts ordinary words too.
    bool is_month_inflection(std::string_view word) const;
    // Endings of compound street names as written ("straße", "strasse", "laan", "weg").
    const std::vector<std::string>& compound_street_endings() const { return compound_endings_; }
    // The words of street-types.txt with the given position flag, as written there.
    const std::vector<std::string>& street_words(LexFlag position) const;

    const std::string& data_dir() const { return data_dir_; }
    size_t size() const { return table_.size(); }

private:
    void add(std::string_view folded, uint32_t flag);
    void load_table(const std::string& path, uint32_t flag, bool split_words);
    bool inflected(const std::string& folded) const;
    void add_month_stems(const std::string& folded_month);

    std::string data_dir_;
    WordTable table_;
    std::vector<std::string> compound_endings_;
    std::unordered_set<std::string> month_stems_;  // folded intl months less 0-2 letters
    // Per list of kRomanceDutchWordListPaths: the folded surnames it has as words, read once on first use.
    struct SurnameWords {
        std::once_flag read;
        std::unordered_set<std::string> words;
    };
    mutable std::array<SurnameWords, std::size(kRomanceDutchWordListPaths)> surname_words_;
    std::vector<std::string> street_after_, street_before_;
};

// Lower case without diacritics, ß → ss (utf8proc case folding and mark
// stripping for non-ASCII text; plain ASCII lowering otherwise).
std::string fold_word(std::string_view word);
// Lower case, diacritics kept ("Мама" → "мама", "Tía" → "tía"): the closed word lists are written so.
std::string lower_case(std::string_view word);
// A phrase as the gazetteers key it: each blank-separated word folded, one blank between ("El Paso" → "el paso").
std::string fold_phrase(std::string_view phrase);
// The folder the gazetteers are read from: the first of the search folders
// holding them. Throws Error(NotFound) naming every folder looked in.
std::string find_redaction_data_dir();

}  // namespace synsema::redact
