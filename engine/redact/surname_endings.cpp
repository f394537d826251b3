#include "engine/redact/surname_endings.h"

#include <array>

namespace synsema::redact {

namespace {

struct Ending {
    std::string_view letters;  // folded
    size_t min_word;           // bytes: a shorter word is no surname of this kind ("Ratne" alone)
};

// Written by hand: no list of surname morphology ships in Debian. Each is a suffix that makes
// surnames, not words: Lithuanian married and maiden forms and the cases of -auskas and -evičius;
// South Slavic -ović/-ević, Polish -owski/-ewska/-wicz, Ukrainian -enko/-chuk; Russian patronymics
// in transliteration and in Cyrillic, Turkmen ones in Latin; Greek -opoulos/-akis; Turkish -oğlu; Georgian -shvili/-dze;
// Armenian -yan; Sinhalese -singhe/-sekara/-nayake/-wardena; Icelandic and Swedish -dóttir/-sson;
// Finnish -inen.
constexpr Ending kEndings[] = {
    {"iene", 7}, {"ienei", 8}, {"ienes", 8}, {"aite", 6}, {"aitei", 7}, {"aites", 7}, {"yte", 6}, {"ytei", 7},
    {"iute", 6}, {"auskas", 7}, {"auska", 7}, {"auskui", 8}, {"ausko", 7}, {"auskis", 7}, {"evicius", 8},
    {"avicius", 8}, {"eviciu", 8}, {"eviciui", 8}, {"aitis", 7}, {"aiciui", 8},
    {"ovic", 6}, {"evic", 6}, {"ovica", 7}, {"ovich", 7}, {"evich", 7}, {"ovna", 7}, {"evna", 7},
    {"owski", 7}, {"ewski", 7}, {"owska", 7}, {"ewska", 7}, {"inski", 7}, {"ynski", 7}, {"wicz", 6},
    {"czyk", 6}, {"enko", 6}, {"chuk", 6},
    // Turkmen patronymics, folded ("Kakabaýewna", "Orazowiç"); not the surnames' "-ow"/"-owa", which
    // Polish plurals and adjectives share ("pacjentów", "wojskowa").
    {"owna", 7}, {"ewna", 7}, {"owic", 7}, {"ewic", 7},
    {"\xD0\xBE\xD0\xB2\xD0\xB8\xD1\x87", 10},  // -ович
    {"\xD0\xB5\xD0\xB2\xD0\xB8\xD1\x87", 10},  // -евич
    {"\xD0\xBE\xD0\xB2\xD0\xBD\xD0\xB0", 10},  // -овна
    {"\xD0\xB5\xD0\xB2\xD0\xBD\xD0\xB0", 10},  // -евна
    {"\xD0\xB5\xD0\xBD\xD0\xBA\xD0\xBE", 10},  // -енко
    {"opoulos", 9}, {"opoulou", 9}, {"akis", 7}, {"oglu", 7}, {"shvili", 8}, {"dze", 6}, {"yan", 6},
    {"singhe", 9}, {"sekara", 8}, {"sekera", 8}, {"nayake", 8}, {"wardena", 9}, {"dottir", 8}, {"inen", 7},
};

bool ends_in(std::string_view word, std::string_view end) {
    return word.size() >= end.size() && word.compare(word.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

bool has_surname_ending(std::string_view folded) {
    for (const Ending& e : kEndings)
        if (folded.size() >= e.min_word && ends_in(folded, e.letters)) return true;
    // Malagasy surnames open with the honorific "Ra-"/"Andria-" joined to a name element ("Rakotondrabe",
    // "Randrianarisoa", "Razafindrakoto", "Ramanantsoa", "Andrianaivo"): long words no list holds that open
    // with one of these productive elements. (By hand, like the endings above.)
    if (folded.size() >= 9)
        for (std::string_view head : {"rakoto", "randria", "andria", "razafi", "razaka", "rasoa", "ravelo", "ranaivo",
                                      "rajaona", "ramanan", "ratsima", "ratsira", "rahari", "rabear", "rabemanan"})
            if (folded.substr(0, head.size()) == head) return true;
    // "-sson" after a consonant: "Karlsson", "Magnússon" (not "lesson", which the word lists hold).
    return folded.size() >= 7 && ends_in(folded, "sson");
}

}  // namespace synsema::redact
