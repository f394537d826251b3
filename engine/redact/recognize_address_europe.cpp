// Street forms the number-first and type-word patterns of recognize_address.cpp
// do not cover, each a country's ordinary way of writing a street:
//   Hungarian: the name, the type word in lower case, the number ("Piac u. 45.
//   II. em. 7.", "Bem tér 3.", "Szentgyörgyfalvi út 21.");
//   Czech and Slovak: the name and the two house numbers ("Údolní 512/38");
//   Romanian: the type word, the name, "nr." and the number ("str. Horea nr. 71,
//   ap. 9");
//   Spanish and Catalan "c/": "c/ del Comte Borrell, 118, 3r 2a", "C/ Mayor 12" (not "c/o");
//   a chat's lower-case Portuguese or Spanish street: "travessa são miguel 33 casa B",
//   and its lower-case postcode: "cep 52060-415".
#include <string>

#include "address_units.h"
#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {

// A capitalised word of a street's name, in any Latin script.
constexpr const char* kNameWord = "[\\p{Lu}][\\p{L}'’.-]*";

void emit_each(const Regex& pattern, const ScanInput& in, const char* rule, double confidence, Spans& out) {
    pattern.for_each_at(in.text, in.starts, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", rule, confidence);
        return true;
    });
}

}  // namespace

void find_european_streets(const ScanInput& in, Spans& out) {
    static const Regex hungarian(std::string("(?<![\\w])(?:") + kNameWord + "[ ]){1,3}" +
                                     "(?:utca|u\\.|út|útja|tér|tere|körút|krt\\.|köz|sor|fasor|sétány|rakpart|dűlő|lakótelep|ltp\\.)"
                                     "[ ]\\d{1,4}(?:/[A-Za-z0-9]{1,3})?\\.?(?![\\w])" + kAddressUnit,
                                 StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC5"});
    emit_each(hungarian, in, "address.street_hu", 0.88, out);
    // Two house numbers with a slash after one to three capitalised words: the Czech and Slovak
    // conscription and orientation numbers.
    static const Regex czech(std::string("(?<![\\w])(?:") + kNameWord + "[ ]){0,2}" + kNameWord +
                                 "[ ]\\d{1,4}/\\d{1,3}[a-z]?(?![\\w/])" + kAddressUnit,
                             StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC4\xC5"});
    // Only in a record not in English, and never after a word of the language: "BP 102/64",
    // "Apgar 8/9", "Page 1/1" are readings and pages.
    if (in.language != Language::English)
        czech.for_each_at(in.text, in.starts, [&](const Match& m) {
            const size_t space = m.text().find(' ');
            const std::string_view first = m.text().substr(0, space);
            if (first.size() >= 4 && !(in.lex.flags(first) & (kLexCommon | kLexVocab | kLexMorph | kLexStop)))
                add_span(out, m.start(), m.end(), "ADDRESS", "address.street_cz", 0.86);
            return true;
        });
    static const Regex romanian(std::string("(?<![\\w])(?i:str\\.|strada|bd\\.|bdul\\.?|bulevardul|calea|aleea|piața|piata|"
                                            "șos\\.|sos\\.|șoseaua|intrarea|splaiul)[ \\t]+(?:") + kNameWord + "[ ]?){1,4},?[ \\t]+" +
                                    "(?i:nr\\.?)[ \\t]*\\d{1,4}[A-Za-z]?(?![\\w])" + kAddressUnit,
                                StartBytes{"SsBbCcAaPpIi\xC8"});
    // The type words open in lower case, so the whole text is searched (PCRE2 skips to their letters).
    romanian.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_ro", 0.9);
        return true;
    });
    static const Regex carrer(std::string("(?<![\\w/])[Cc]/(?![Oo](?![\\p{L}]))[ ]?(?:(?:del|de la|de les|dels|de|d['’]|l['’])[ ]?)?(?:") + kNameWord +
                                  "[ ]?){1,4},?[ \\t]+\\d{1,4}[A-Za-z]?(?![\\w])" + kAddressUnit,
                              StartBytes{"Cc"});
    carrer.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_c", 0.88);
        return true;
    });
    static const Regex lower_prefix(R"((?<![\w])(?:rua|travessa|avenida|av\.|estrada|alameda|calle|carrer|avinguda)[ \t]+(?:[\p{Ll}][\p{Ll}'-]*[ \t]+){1,4}\d{1,5}[a-z]?(?![\w]))" +
                                        std::string(kAddressUnit),
                                    StartBytes{"rtaeck"});
    lower_prefix.for_each(in.text, [&](const Match& m) {
        // Surer than a chat's run of lower-case words taken for a name: a type word and a number.
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_lower", 0.92);
        return true;
    });
    static const Regex lower_cep(R"((?<![\w])cep[ \t]*:?[ \t]*(\d{5}-?\d{3})(?![\w-]))", StartBytes{"c"});
    lower_cep.for_each(in.text, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.postcode_lower", 0.9);
        return true;
    });
}

}  // namespace synsema::redact
