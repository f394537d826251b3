// Street forms the number-first and type-word patterns of recognize_address.cpp
// do not cover, each a country's ordinary way of writing a street:
//   Hungarian: the name, the type word in lower case, the number ("Piac u. 45.
//   II. em. 7.", "Bem tér 3.", "Szentgyörgyfalvi út 21.");
//   Czech and Slovak: the name and the two house numbers ("Údolní 512/38");
//   Romanian: the type word, the name, "nr." and the number ("str. Horea nr. 71,
//   ap. 9");
//   Spanish and Catalan "c/": "c/ del Comte Borrell, 118, 3r 2a", "C/ Mayor 12" (not "c/o");
//   a chat's lower-case Portuguese or Spanish street: "travessa são miguel 33 casa B",
//   and its lower-case postcode: "cep 52060-415";
//   Serbian, Croatian, Bosnian and Montenegrin: the name, "br." and the number or "bb" (no number):
//   "Njegoševa br. 12", "ul. Vuka Karadžića br. 18, stan 4", "Ulica 13. jula bb";
//   Turkish: the name, the type word, "No" and the number ("Cumhuriyet Caddesi No: 62 Kat: 3");
//   Lithuanian, Latvian and Estonian: the name, the type word after it, the number ("Karaimų g. 27").
#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>

#include "address_units.h"
#include "lexicon.h"
#include "recognizers.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact {

namespace {

// A capitalised word of a street's name, in any Latin script.
constexpr const char* kNameWord = "[\\p{Lu}][\\p{L}'’.-]*";

}  // namespace

void find_european_streets(const ScanInput& in, Spans& out) {
    // The type words every pattern below opens with or looks for, found in one pass over the tokens;
    // each pattern's first bytes then skip the others' words.
    const std::vector<size_t> type_words = in.word_index.starts_of({"utca", "u", "út", "útja", "tér", "tere", "körút", "krt", "köz", "sor", "fasor", "sétány", "rakpart", "dűlő",
                    "lakótelep", "ltp", "str", "strada", "bd", "bdul", "bulevardul", "calea", "aleea", "piața", "piata", "șos", "sos",
                    "șoseaua", "intrarea", "splaiul", "rua", "travessa", "avenida", "av", "estrada", "alameda", "calle", "carrer",
                    "avinguda", "cep"});
    static const Regex hungarian(std::string("(?<![\\w])(?:") + kNameWord + "[ ]){1,3}" +
                                     "(?:utca|u\\.|út|útja|tér|tere|körút|krt\\.|köz|sor|fasor|sétány|rakpart|dűlő|lakótelep|ltp\\.)"
                                     "[ ]\\d{1,4}(?:/[A-Za-z0-9]{1,3})?\\.?(?![\\w])" + kAddressUnit,
                                 StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC5"});
    // Tried at the one to three words before a Hungarian type word, not at every capital.
    std::vector<size_t> before_type;
    {
        static const WordSet kHungarian = {"utca", "u", "út", "útja", "tér", "tere", "körút", "krt", "köz",
                                                                        "sor", "fasor", "sétány", "rakpart", "dűlő", "lakótelep", "ltp"};
        std::vector<size_t> types;
        for (size_t p : type_words) {
            const size_t e = std::min(in.text.find_first_of(" .,\n\t", p), in.text.size());
            if (kHungarian.count(in.text.substr(p, e - p))) types.push_back(p);
        }
        size_t k = 0;
        for (size_t i = 0; i < in.tokens.size() && k < types.size(); ++i) {
            if (in.tokens[i].start != types[k]) continue;
            for (size_t j = i >= 3 ? i - 3 : 0; j < i; ++j)
                if (before_type.empty() || in.tokens[j].start > before_type.back()) before_type.push_back(in.tokens[j].start);
            ++k;
        }
    }
    hungarian.for_each_at(in.text, before_type, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_hu", 0.88);
        return true;
    });
    // Two house numbers with a slash after one to three capitalised words: the Czech and Slovak
    // conscription and orientation numbers.
    static const Regex czech(std::string("(?<![\\w])(?:") + kNameWord + "[ ]){0,2}" + kNameWord +
                                 "[ ]\\d{1,4}/\\d{1,3}[a-z]?(?![\\w/])" + kAddressUnit,
                             StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC4\xC5"});
    // Only in a record not in English (where "BP 102/64" and "Apgar 8/9" are readings), with three
    // digits at least ("Seite 1/2" is a page), and never after a word of the language. Tried at the
    // one to three words before a number with a slash, not at every capital. (A Czech record is not
    // always guessed Language::Other: its "se", "o" and "do" are Spanish and Portuguese words too.)
    if (in.language != Language::English) {
        std::vector<size_t> before_slash;
        for (size_t p = in.text.find('/'); p != std::string_view::npos; p = in.text.find('/', p + 1)) {
            if (p == 0 || p + 1 >= in.text.size() || !std::isdigit(static_cast<unsigned char>(in.text[p - 1])) ||
                !std::isdigit(static_cast<unsigned char>(in.text[p + 1])))
                continue;
            size_t q = p;
            while (q > 0 && std::isdigit(static_cast<unsigned char>(in.text[q - 1]))) --q;
            auto it = std::lower_bound(in.tokens.begin(), in.tokens.end(), q, [](const Token& t, size_t x) { return t.end < x; });
            const size_t i = static_cast<size_t>(it - in.tokens.begin());
            for (size_t j = i >= 3 ? i - 3 : 0; j < i; ++j)
                if (before_slash.empty() || in.tokens[j].start > before_slash.back()) before_slash.push_back(in.tokens[j].start);
        }
        czech.for_each_at(in.text, before_slash, [&](const Match& m) {
            const size_t space = m.text().rfind(' ', m.text().find('/'));
            const std::string_view number = m.text().substr(space + 1);
            size_t digits = 0;
            for (char c : number.substr(0, number.find_first_not_of("0123456789/"))) digits += std::isdigit(static_cast<unsigned char>(c)) ? 1 : 0;
            const std::string_view first = m.text().substr(0, m.text().find(' '));
            if (digits >= 3 && first.size() >= 4 && !(in.lex.flags(first) & (kLexCommon | kLexVocab | kLexMorph | kLexStop)))
                add_span(out, m.start(), m.end(), "ADDRESS", "address.street_cz", 0.86);
            return true;
        });
    }
    static const Regex romanian(std::string("(?<![\\w])(?i:str\\.|strada|bd\\.|bdul\\.?|bulevardul|calea|aleea|piața|piata|"
                                            "șos\\.|sos\\.|șoseaua|intrarea|splaiul)[ \\t]+(?:") + kNameWord + "[ ]?){1,4},?[ \\t]+" +
                                    "(?i:nr\\.?)[ \\t]*\\d{1,4}[A-Za-z]?(?![\\w])" + kAddressUnit,
                                StartBytes{"SsBbCcAaPpIi\xC8"});
    // The type words open in lower case: tried at those words.
    romanian.for_each_at(in.text, type_words, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_ro", 0.9);
        return true;
    });
    static const Regex carrer(std::string("(?<![\\w/])[Cc]/(?![Oo](?![\\p{L}]))[ ]?(?:(?:del|de la|de les|dels|de|d['’]|l['’])[ ]?)?(?:") + kNameWord +
                                  "[ ]?){1,4},?[ \\t]+\\d{1,4}[A-Za-z]?(?![\\w])" + kAddressUnit,
                              StartBytes{"Cc"});
    std::vector<size_t> slashes;
    for (size_t p = in.text.find('/'); p != std::string_view::npos; p = in.text.find('/', p + 1))
        if (p > 0 && (in.text[p - 1] == 'c' || in.text[p - 1] == 'C')) slashes.push_back(p - 1);
    carrer.for_each_at(in.text, slashes, [&](const Match& m) {
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_c", 0.88);
        return true;
    });
    static const Regex lower_prefix(R"((?<![\w])(?:rua|travessa|avenida|av\.|estrada|alameda|calle|carrer|avinguda)[ \t]+(?:[\p{Ll}][\p{Ll}'-]*[ \t]+){1,4}\d{1,5}[a-z]?(?![\w]))" +
                                        std::string(kAddressUnit),
                                    StartBytes{"rtaeck"});
    lower_prefix.for_each_at(in.text, type_words, [&](const Match& m) {
        // Surer than a chat's run of lower-case words taken for a name: a type word and a number.
        add_span(out, m.start(), m.end(), "ADDRESS", "address.street_lower", 0.92);
        return true;
    });
    // South Slavic: one to three capitalised words, then "br." (broj) and a house number of at most
    // three digits, or "bb"; a street named for a date ("Ulica 13. jula bb"). Only outside English,
    // and not a case's or a document's number ("Rješenje br. 12/2026").
    if (in.language != Language::English) {
        static const Regex broj(std::string("(?<![\\w])(?:(?:[Uu]lica|[Uu]l\\.|[Bb]ulevar|[Tt]rg)[ ]\\d{1,2}\\.[ ]\\p{Ll}+|(?:") + kNameWord +
                                    "[ ]){0,2}" + kNameWord + "[ ]br\\.)[ ]?(?:\\d{1,3}[a-zA-Z]?|bb)(?![\\w/-]|\\.\\d)" + kAddressUnit,
                                StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZu\xC3\xC4\xC5"});
        std::vector<size_t> before_broj;
        for (size_t i = 0; i < in.tokens.size(); ++i) {
            const std::string_view w = in.tokens[i].text;
            if (w != "br" && w != "bb" && w != "ulica" && w != "Ulica" && w != "ul" && w != "Ul") continue;
            for (size_t j = i >= 3 ? i - 3 : 0; j <= i; ++j)
                if (before_broj.empty() || in.tokens[j].start > before_broj.back()) before_broj.push_back(in.tokens[j].start);
        }
        broj.for_each_at(in.text, before_broj, [&](const Match& m) {
            const std::string_view first = m.text().substr(0, m.text().find(' '));
            if (!(in.lex.flags(first) & (kLexCommon | kLexStop)))
                add_span(out, m.start(), m.end(), "ADDRESS", "address.street_broj", 0.86);
            return true;
        });
    }
    // Turkish: one to three capitalised words, the type word after them, the house's number behind "No",
    // perhaps the floor and the flat ("Halaskargazi Cad. No. 211 Kat 4", "Simitçi Şakir Sokak No. 9",
    // "Bağdat Caddesi No: 14/3 D: 6").
    // (Or a numbered street, "1418. Sokak", and the neighbourhood before it: "Fabrika Mahallesi, 1418. Sokak No: 7".)
    static const Regex turkish(std::string("(?<![\\w])(?:(?:") + kNameWord + "[ ]){1,3}(?:Mahallesi|Mah\\.|Mh\\.),?[ ])?(?:(?:" +
                                   kNameWord + "[ ]){1,3}|\\d{1,5}\\.[ ])" +
                                   "(?:Caddesi|Cad\\.|Cd\\.|Sokak|Sokağı|Sok\\.|Sk\\.|Bulvarı|Blv\\.|Yolu)"
                                   ",?[ ](?:No|NO)[.:]?[ ]?\\d{1,4}(?:/\\d{1,3}[A-Z]?)?(?:,?[ ]Kat[:.]?[ ]?\\d{1,2})?"
                                   "(?:,?[ ](?:D|Daire)[.:]?[ ]?\\d{1,3})?(?![\\w/])",
                               StartBytes{"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC4\xC5"});
    {
        std::vector<size_t> before_type;
        for (size_t i = 0; i < in.tokens.size(); ++i) {
            const std::string_view w = in.tokens[i].text;
            if (w != "Caddesi" && w != "Cad" && w != "Cd" && w != "Sokak" && w != "Sokağı" && w != "Sok" && w != "Sk" &&
                w != "Bulvarı" && w != "Blv" && w != "Yolu")
                continue;
            for (size_t j = i >= 7 ? i - 7 : 0; j < i; ++j)
                if (before_type.empty() || in.tokens[j].start > before_type.back()) before_type.push_back(in.tokens[j].start);
        }
        turkish.for_each_at(in.text, before_type, [&](const Match& m) {
            add_span(out, m.start(), m.end(), "ADDRESS", "address.street_tr", 0.9);
            return true;
        });
    }
    // Lithuanian, Latvian and Estonian: one to three capitalised words (a genitive, as Lithuanian names its
    // streets), the type word or its abbreviation after them, the house's number and perhaps the flat's
    // ("Karaimų g. 27", "Žirmūnų g. 64-18", "Brīvības iela 12-5", "Pärnu mnt 10").
    static const Regex baltic(std::string("(?<![\\w])(?:") + kNameWord + "[ ]){1,3}" +
                                  "(?:g\\.|gatvė|pr\\.|prospektas|al\\.|alėja|pl\\.|plentas|skg\\.|skersgatvis|iela|gatve|prospekts|"
                                  "tn\\.?|tänav|mnt\\.?|maantee|pst\\.?|puiestee)"
                                  "[ ]\\d{1,4}[A-Za-z]?(?:[-/]\\d{1,4})?(?![\\w/])" + kAddressUnit,
                              StartBytes{"ABCDEFGHIJKLMNOPQRSTUVWXYZ\xC3\xC4\xC5"});
    {
        static const WordSet kBalticTypes = {"g", "gatvė", "pr", "prospektas", "al", "alėja", "pl", "plentas", "skg", "skersgatvis",
                                             "iela", "gatve", "prospekts", "tn", "tänav", "mnt", "maantee", "pst", "puiestee"};
        std::vector<size_t> before_type;
        for (size_t i = 1; i < in.tokens.size(); ++i) {
            const Token& t = in.tokens[i];
            // (The house's number is no token: the text after the word and its dot.)
            size_t after = t.end + (in.text.compare(t.end, 1, ".") == 0 ? 1 : 0);
            if (!kBalticTypes.count(t.text) || in.text.compare(after, 1, " ") != 0 || after + 1 >= in.text.size() ||
                !std::isdigit(static_cast<unsigned char>(in.text[after + 1])))
                continue;
            for (size_t j = i >= 3 ? i - 3 : 0; j < i; ++j)
                if (before_type.empty() || in.tokens[j].start > before_type.back()) before_type.push_back(in.tokens[j].start);
        }
        // The town and the postcode after the street: "Karaimų g. 27, Trakai LT-21104", "Brīvības iela 12-5, Rīga, LV-1010".
        static const Regex town_after(R"(,[ ](\p{Lu}[\p{L}-]+)(?:,?[ ]((?:LT|LV|EE)-?\d{4,5}|\d{5})(?![\w-]))?)");
        baltic.for_each_at(in.text, before_type, [&](const Match& m) {
            // (Not a label's word before the name: "Adresas Karaimų g. 27".)
            size_t start = m.start();
            for (const Token& t : in.tokens) {
                if (t.start < start) continue;
                if (t.start != start || !(t.lex & (kLexCommon | kLexVocab | kLexStop))) break;
                const size_t next = in.text.find(' ', t.end);
                if (next == std::string_view::npos || next + 1 >= m.end() || !std::isupper(static_cast<unsigned char>(in.text[next + 1]))) break;
                start = next + 1;
            }
            add_span(out, start, m.end(), "ADDRESS", "address.street_baltic", 0.88);
            static const Regex postcode_after(R"(,[ ]((?:LT|LV|EE)-\d{4,5})(?![\w-]))");
            Match town;
            if (postcode_after.match_at(in.text, m.end(), &town)) add_span(out, town.start(1), town.end(1), "ZIP", "address.street_baltic", 0.88);
            if (town_after.match_at(in.text, m.end(), &town) && (town.has(2) || in.lex.is_city(fold_phrase(town.text(1))))) {
                add_span(out, town.start(1), town.end(1), "LOCATION", "address.street_baltic", 0.86);
                if (town.has(2)) add_span(out, town.start(2), town.end(2), "ZIP", "address.street_baltic", 0.88);
            }
            return true;
        });
    }
    // A Dutch postcode right after the house's number and its comma, the town left out, as a chat gives a new address:
    // "Pascalweg 214, 3077 NP.", "…112B, 3035 KR". (Its letters are never SA, SD or SS.)
    static const Regex dutch_postcode(R"((?<=\d, |\d[A-Za-z], )([1-9]\d{3}[ ]?(?!SA|SD|SS)[A-Z]{2})(?![\w]))", StartBytes{"123456789"});
    dutch_postcode.for_each_at(in.text, in.starts, [&](const Match& m) {
        // The house's number follows its street's name, not a month's ("NOV 23, 2026 AT 8:47" is a date and a time).
        size_t p = m.start() - 2;
        while (p > 0 && std::isalnum(static_cast<unsigned char>(in.text[p - 1]))) --p;
        size_t w = p > 0 ? p - 1 : 0;
        while (w > 0 && std::isalpha(static_cast<unsigned char>(in.text[w - 1]))) --w;
        const std::string_view street = in.text.substr(w, p > w + 1 ? p - 1 - w : 0);
        if (street.size() < 3 || !std::isupper(static_cast<unsigned char>(street[0])) || (in.lex.flags(street) & kLexMonth)) return true;
        add_span(out, m.start(1), m.end(1), "ZIP", "address.nl_postcode", 0.88);
        return true;
    });
    static const Regex lower_cep(R"((?<![\w])cep[ \t]*:?[ \t]*(\d{5}-?\d{3})(?![\w-]))", StartBytes{"c"});
    lower_cep.for_each_at(in.text, type_words, [&](const Match& m) {
        add_span(out, m.start(1), m.end(1), "ZIP", "address.postcode_lower", 0.9);
        return true;
    });
}

}  // namespace synsema::redact
