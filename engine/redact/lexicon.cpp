#include "lexicon.h"

#include <utf8proc.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
#include <unordered_set>

#include "ascii_bytes.h"
#include "calendar_words.h"
#include "engine/redact/surname_endings.h"
#include "engine/util/data_dirs.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "recognizers.h"

namespace synsema::redact {

namespace {

constexpr uintmax_t kMaxFile = 64u * 1024 * 1024;
const char* const kGazetteers[] = {"given-names.txt", "surnames.txt", "cities.txt", "street-types.txt",
                                   "honorifics.txt", "vocabulary-a-l.txt", "vocabulary-m-z.txt", "function-words-intl.txt",
                                   "relative-days.txt"};

// Name particles: lower-case words inside a name ("van der Linde", "dos
// Santos", "bin Saeed", "al-Hashimi"). Language facts, not document strings.
// Welsh "ap"/"ferch" (son/daughter of), Kalenjin "arap", Filipino "dela",
// Italian "lo" ("Lo Russo"), Māori "te" ("TE RANGI-PARATA"), Iban "anak" (child of: "Jimbun anak
// Nyalau") and Kabyle "ait" (sons of: "Lynda Ait Ouarab") stand inside names the same way.
// (Aranese "dera", "deth" (of the): "passeg dera Libertat", "Telecadiras deth Pòrt".)
constexpr std::array<std::string_view, 49> kParticles = {
    "van", "der", "den", "de", "del", "della", "di", "da", "das", "do", "dos", "du", "la", "le", "von",
    "zu", "ter", "ten", "bin", "binti", "binte", "bte", "bint", "ibn", "al", "el", "ben", "ní", "nic", "mac", "st", "y",
    "ó", "ua", "uí", "mhic", "mhac", "ap", "ferch", "verch", "arap", "dela", "delos", "lo", "te", "anak", "ait", "dera", "deth"};

// Endings that make an unlisted word a clinical coinage: WHO INN stems of
// medicine names and the suffixes of diagnoses and procedures. A name with
// one of these endings and 6+ letters is vanishingly rare.
constexpr std::array<std::string_view, 53> kClinicalEndings = {
    "hexidine",
    "mab", "tinib", "ciclib", "parib", "pril", "sartan", "olol", "statin", "azole", "cillin", "mycin",
    "cycline", "floxacin", "dipine", "azepam", "azolam", "prazole", "gliflozin", "gliptin", "glutide",
    "xaban", "gatran", "parin", "tidine", "setron", "triptan", "lukast", "terol", "sonide", "profen",
    "fenac", "coxib", "caine", "thiazide", "semide", "formin", "oxetine", "triptyline", "peridol",
    "itis", "osis", "ectomy", "otomy", "ostomy", "plasty", "scopy", "aemia", "emia", "uria", "algia",
    "pathy", "penia"};

std::string read_all(const std::string& path) {
    std::error_code ec;
    if (!std::filesystem::exists(path, ec))
        throw Error(ErrorKind::NotFound, "redact: data file " + path + " not found");
    return read_input_file(path, kMaxFile);  // one descriptor; a FIFO or device is refused
}

// Calls fn(first_field, second_field) for each non-comment line.
template <class Fn>
void for_each_line(const std::string& text, Fn fn) {
    size_t pos = 0;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        if (end == std::string::npos) end = text.size();
        std::string_view line(text.data() + pos, end - pos);
        pos = end + 1;
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        if (line.empty() || line.front() == '#') continue;
        size_t tab = line.find('\t');
        fn(line.substr(0, tab), tab == std::string_view::npos ? std::string_view{} : line.substr(tab + 1));
    }
}

bool ends_with(std::string_view s, std::string_view end) {
    return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
}

}  // namespace

std::string fold_phrase(std::string_view phrase) {
    std::string folded;
    size_t start = 0;
    while (start < phrase.size()) {
        size_t space = phrase.find(' ', start);
        if (space == std::string_view::npos) space = phrase.size();
        if (space > start) folded += (folded.empty() ? "" : " ") + fold_word(phrase.substr(start, space - start));
        start = space + 1;
    }
    return folded;
}

std::string lower_case(std::string_view word) {
    utf8proc_uint8_t* mapped = nullptr;
    auto options = static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_CASEFOLD);
    utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(word.data()),
                                      static_cast<utf8proc_ssize_t>(word.size()), &mapped, options);
    if (n < 0) return std::string(word);
    std::string out(reinterpret_cast<char*>(mapped), static_cast<size_t>(n));
    std::free(mapped);
    return out;
}

std::string fold_word(std::string_view word) {
    bool ascii = true;
    for (char c : word) ascii = ascii && static_cast<unsigned char>(c) < 0x80;
    if (ascii) {
        std::string out(word);
        for (char& c : out)
            if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
        return out;
    }
    // The scripts of South and Southeast Asia write their vowels as marks on the consonant: stripped, "நாளை"
    // (tomorrow) would be "நாள்" (day) and "புதன்" (Wednesday) "பதனி" (palm sap). Their marks stay; Latin's accents,
    // Arabic's and Hebrew's vowel points, which a writer may leave out, go.
    bool abugida = false;
    for (size_t i = 0; i + 1 < word.size() && !abugida; ++i) {
        const auto b0 = static_cast<unsigned char>(word[i]), b1 = static_cast<unsigned char>(word[i + 1]);
        abugida = (b0 == 0xE0 && b1 >= 0xA4 && b1 <= 0xBF) ||               // U+0900-U+0FFF: Devanagari to Tibetan
                  (b0 == 0xE1 && ((b1 >= 0x80 && b1 <= 0x82) || b1 == 0x9E || b1 == 0x9F));  // Myanmar, Khmer
    }
    utf8proc_uint8_t* mapped = nullptr;
    auto options = static_cast<utf8proc_option_t>(UTF8PROC_STABLE | UTF8PROC_DECOMPOSE | UTF8PROC_CASEFOLD |
                                                  (abugida ? 0 : UTF8PROC_STRIPMARK));
    utf8proc_ssize_t n = utf8proc_map(reinterpret_cast<const utf8proc_uint8_t*>(word.data()),
                                      static_cast<utf8proc_ssize_t>(word.size()), &mapped, options);
    if (n < 0) return std::string(word);  // invalid UTF-8 cannot reach here (the detector checks); keep as is
    std::string out(reinterpret_cast<char*>(mapped), static_cast<size_t>(n));
    std::free(mapped);
    // Typographic apostrophes fold to ASCII ones ("O’Neil" = "O'Neil").
    for (size_t at; (at = out.find("\xE2\x80\x99")) != std::string::npos;) out.replace(at, 3, "'");
    return out;
}

std::string find_redaction_data_dir() {
    std::string looked;
    for (const auto& dir : data_search_dirs(DataKind::RedactionData)) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(dir + "/surnames.txt", ec)) return dir;
        looked += " " + dir;
    }
    throw Error(ErrorKind::NotFound, "redact: gazetteers (surnames.txt, …) not found (looked in:" + looked + ")");
}

void Lexicon::add(std::string_view folded, uint32_t flag) {
    table_.add(folded, flag);
}

void Lexicon::load_table(const std::string& path, uint32_t flag, bool split_words) {
    const std::string text = read_all(path);
    for_each_line(text, [&](std::string_view name, std::string_view) {
        std::string key = fold_word(name);
        if (key.empty() || key.size() > 64) return;
        add(key, flag);
        if (!split_words) return;
        // A multi-word city is one key; its first word marks where to look for it.
        // An abbreviation's dot is no part of its token ("St. John's": the token is "St").
        size_t space = key.find(' ');
        if (space != std::string::npos) {
            std::string_view head = std::string_view(key).substr(0, space);
            if (head.size() > 1 && head.back() == '.') head.remove_suffix(1);
            add(head, kLexCityHead);
        }
    });
}

std::shared_ptr<const Lexicon> Lexicon::load(const std::string& word_list_path, const std::string& data_dir) {
    auto lex = std::make_shared<Lexicon>();
    lex->data_dir_ = data_dir.empty() ? find_redaction_data_dir() : data_dir;
    for (const char* f : kGazetteers) {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(lex->data_dir_ + "/" + f, ec))
            throw Error(ErrorKind::NotFound, "redact: data file " + lex->data_dir_ + "/" + f + " not found");
    }
    lex->table_.reserve(800000);
    // Step 1: the common-word list. Lower-case entries are common; entries
    // present only capitalised are proper nouns.
    {
        std::error_code ec;
        if (!std::filesystem::is_regular_file(word_list_path, ec))
            throw Error(ErrorKind::NotFound, "redact: word list " + word_list_path +
                                                 " not found (install Debian's wamerican package, or pass --words)");
        const std::string text = read_all(word_list_path);
        size_t common = 0;
        for_each_line(text, [&](std::string_view w, std::string_view) {
            if (w.size() > 64 || w.empty()) return;
            if (w.size() > 2 && w.substr(w.size() - 2) == "'s") return;  // possessive entries add nothing
            bool capital = w[0] >= 'A' && w[0] <= 'Z';
            lex->add(fold_word(w), capital ? kLexProper : kLexCommon);
            common += capital ? 0 : 1;
        });
        if (common < 1000)
            throw Error(ErrorKind::Format, "redact: word list " + word_list_path + " has too few words to be a dictionary");
    }
    // Step 1b: German's words, when the list is installed (see kGermanWordListPath).
    {
        std::error_code ec;
        if (std::filesystem::is_regular_file(kGermanWordListPath, ec)) {
            const std::string text = read_all(kGermanWordListPath);
            for_each_line(text, [&](std::string_view w, std::string_view) {
                if (!w.empty() && w.size() <= 64) lex->add(fold_word(w), kLexGermanWord);
            });
        }
    }
    // Step 1c: British spellings ("cheque", "colour", "labour", "jobseeker"), when Debian's wbritish list is
    // installed (see kBritishWordListPath): its lower-case words the American list lacks are common words too.
    // Only when the main list is the default one: a list passed with --words stands alone.
    if (word_list_path == kDefaultWordListPath) {
        std::error_code ec;
        if (std::filesystem::is_regular_file(kBritishWordListPath, ec)) {
            const std::string text = read_all(kBritishWordListPath);
            for_each_line(text, [&](std::string_view w, std::string_view) {
                if (w.empty() || w.size() > 64 || (w[0] >= 'A' && w[0] <= 'Z')) return;
                if (w.size() > 2 && w.substr(w.size() - 2) == "'s") return;
                // Most are the American list's words already: an ASCII word found as written needs no fold
                // (folding the list's 70,000 words cost the load a tenth more).
                const bool ascii = std::all_of(w.begin(), w.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
                if (ascii && (lex->flags_folded(w) & kLexCommon)) return;
                lex->add(fold_word(w), kLexCommon);
            });
        }
    }
    // Step 2: the shipped vocabulary and gazetteers.
    const std::string& dir = lex->data_dir_;
    // In two parts so that no committed data file passes 2 MB.
    // A language's name (source N, language-names.txt) is a proper noun as well, as the dictionary's
    // own capitalised words are ("in Chichewa", "Medium: Sinhala"): no name and no rare capitalised word.
    for (const char* part : {"/vocabulary-a-l.txt", "/vocabulary-m-z.txt"})
        for_each_line(read_all(dir + part), [&](std::string_view word, std::string_view sources) {
            const std::string key = fold_word(word);
            if (key.empty() || key.size() > 64) return;
            const bool language = sources == "N" || sources.starts_with("N,") || sources.find(",N") != std::string_view::npos;
            lex->add(key, kLexVocab | (language ? kLexProper : 0u));
        });
    lex->load_table(dir + "/given-names.txt", kLexGiven, false);
    lex->load_table(dir + "/surnames.txt", kLexSurname, false);
    lex->load_table(dir + "/cities.txt", kLexCity, true);
    // The other languages' function words, and which of them are such only with their diacritics (no
    // entry spelled without them).
    {
        std::unordered_set<std::string> plain, accented;
        for_each_line(read_all(dir + "/function-words-intl.txt"), [&](std::string_view word, std::string_view) {
            std::string key = fold_word(word);
            if (key.empty() || key.size() > 64) return;
            lex->add(key, kLexForeignFunction);
            (all_ascii(word) ? plain : accented).insert(std::move(key));
        });
        for (const std::string& key : accented)
            if (!plain.count(key)) lex->add(key, kLexAccentedFunction);
    }
    lex->load_table(dir + "/relative-days.txt", kLexRelativeDay, false);
    const std::string streets = read_all(dir + "/street-types.txt");
    for_each_line(streets, [&](std::string_view word, std::string_view tags) {
        std::string key = fold_word(word);
        if (tags.find(":after") != std::string_view::npos) {
            lex->add(key, kLexStreetAfter);
            lex->street_after_.emplace_back(word);
        }
        if (tags.find(":before") != std::string_view::npos) {
            lex->add(key, kLexStreetBefore);
            lex->street_before_.emplace_back(word);
        }
        if (tags.find(":compound") != std::string_view::npos) lex->compound_endings_.emplace_back(word);
    });
    for (auto p : kParticles) lex->add(fold_word(p), kLexParticle);
    add_closed_classes([&](std::string_view w, uint32_t flag) { lex->add(fold_word(w), flag); });
    // An abbreviated month that is also an English word ("set", "can", "ago": Portuguese, Catalan
    // and Spanish abbreviations) is left unflagged: the date patterns would be tried before every
    // one of them in English prose.
    for_each_calendar_word([&](std::string_view w, uint32_t kind) {
        const std::string key = fold_word(w);
        if (kind != kLexIntlMonthAbbr || !(lex->flags_folded(key) & kLexCommon)) lex->add(key, kind);
        if (kind & kLexIntlMonth) lex->add_month_stems(key);
    });
    // Titles the data adds to the closed class (deployers extend the file
    // without a compiler): "Engr.", "Mst.", "Fam.", "Datuk". Such a title
    // counts as a job word does: only capitalised, and only before a name.
    for_each_line(read_all(dir + "/honorifics.txt"), [&](std::string_view word, std::string_view) {
        std::string key = fold_word(word);
        if (!key.empty() && !(lex->flags_folded(key) & kLexHonorificWord)) lex->add(key, kLexHonorificWord | kLexWeakHonorific);
    });
    if (lex->table_.size() < 100000)
        throw Error(ErrorKind::Format, "redact: the gazetteers in " + dir + " are too small to be the shipped ones");
    return lex;
}

bool Lexicon::surname_is_word_of(size_t list, std::string_view folded) const {
    if (list >= surname_words_.size()) return false;
    SurnameWords& s = surname_words_[list];
    std::call_once(s.read, [&] {
        // Read from the system, not copied into the project: the lists are GPL and BSD licensed.
        std::error_code ec;
        const char* path = kRomanceDutchWordListPaths[list];
        if (!std::filesystem::is_regular_file(path, ec)) return;
        for_each_line(read_all(path), [&](std::string_view w, std::string_view) {
            if (w.empty() || w.size() > 64) return;
            std::string key = fold_word(w);
            if ((flags_folded(key) & (kLexSurname | kLexGiven)) == kLexSurname) s.words.insert(std::move(key));
        });
    });
    return s.words.count(std::string(folded)) != 0;
}

std::shared_ptr<const Lexicon> Lexicon::shared(const std::string& word_list_path, const std::string& data_dir) {
    static std::mutex mutex;
    static std::map<std::pair<std::string, std::string>, std::shared_ptr<const Lexicon>> cache;
    std::lock_guard lock(mutex);
    auto key = std::make_pair(word_list_path, data_dir);
    auto it = cache.find(key);
    if (it != cache.end()) return it->second;
    auto lex = load(word_list_path, data_dir);
    cache[key] = lex;
    return lex;
}

const std::vector<std::string>& Lexicon::street_words(LexFlag position) const {
    return position == kLexStreetBefore ? street_before_ : street_after_;
}

uint32_t Lexicon::flags_folded(std::string_view folded) const {
    return table_.find(folded);
}

// An inflection of a listed common word, a British spelling of one, or a
// clinical coinage. Written by hand (no stemmer library in Debian 12's C++
// set fits): a few suffix rules cover what clinical and legal prose uses.
bool Lexicon::inflected(const std::string& w) const {
    if (w.size() < 4) return false;
    for (auto e : kClinicalEndings)
        if (w.size() >= 6 && ends_with(w, e)) return true;
    auto common = [&](const std::string& s) { return (flags_folded(s) & (kLexCommon | kLexVocab)) != 0; };
    struct Rule { std::string_view strip, add; };
    static constexpr std::array<Rule, 26> kRules = {{
        {"s", ""}, {"ses", "s"}, {"ed", ""}, {"ed", "e"}, {"d", ""}, {"ing", ""}, {"ing", "e"}, {"ly", ""},
        {"ally", ""}, {"ily", "y"}, {"ies", "y"}, {"ied", "y"}, {"er", ""}, {"ers", ""}, {"xes", "x"},
        {"ness", ""}, {"ment", ""}, {"ches", "ch"}, {"ise", "ize"}, {"ised", "ized"}, {"ising", "izing"},
        {"isation", "ization"}, {"our", "or"}, {"tre", "ter"}, {"lled", "led"}, {"lling", "ling"}}};
    auto known = [&](const std::string& s) {
        if (common(s)) return true;
        for (const Rule& r : kRules) {
            if (s.size() <= r.strip.size() + 2 || !ends_with(s, r.strip)) continue;
            // (An adverb in "-ally" stands on an adjective of four letters or more, "epically", "basically": not a
            // three-letter word's, so the Gambian surname "Sabally" is no "sab".)
            if (r.strip == "ally" && s.size() < r.strip.size() + 4) continue;
            if (common(s.substr(0, s.size() - r.strip.size()) + std::string(r.add))) return true;
        }
        return false;
    };
    if (known(w)) return true;
    // Clinical combining forms before a known word ("lymphovascular", "cardiopulmonary").
    for (std::string_view form : {"thrombo", "lympho", "cardio", "gastro", "neuro", "hepato", "nephro", "osteo", "myo", "angio",
                                  "hemato", "haemato", "broncho", "pneumo", "cysto", "colo", "entero", "cerebro",
                                  "vaso", "pharmaco", "psycho", "endo", "retro", "para", "trans", "musculo",
                                  "thoraco", "abdomino", "uro", "immuno", "electro", "echo", "radio", "patho"}) {
        if (w.size() > form.size() + 3 && w.compare(0, form.size(), form) == 0 && known(w.substr(form.size())))
            return true;
    }
    // Prefixed forms of a known word ("unwitnessed", "nonverbal", "postoperative").
    for (std::string_view prefix : {"un", "non", "pre", "post", "re", "sub", "anti", "over", "under", "mis", "dis",
                                    "inter", "intra", "peri", "hyper", "hypo", "co", "self", "semi", "multi"}) {
        if (w.size() > prefix.size() + 3 && w.compare(0, prefix.size(), prefix) == 0) {
            std::string rest = w.substr(prefix.size());
            if (!rest.empty() && rest[0] == '-') rest.erase(0, 1);
            if (known(rest)) return true;
        }
    }
    // British spellings inside a word: "behavioural", "immunisations", "catalogued".
    for (auto [gb, us] : {std::pair<std::string_view, std::string_view>{"our", "or"}, {"isat", "izat"},
                          {"ogue", "og"}, {"tre", "ter"}}) {
        size_t at = w.find(gb);
        if (at == std::string::npos || at == 0) continue;
        std::string american = w;
        american.replace(at, gb.size(), us);
        if (known(american)) return true;
    }
    // British "ae"/"oe" spellings ("haemorrhage", "oedema", "paediatric").
    for (std::string_view digraph : {std::string_view("ae"), std::string_view("oe")}) {
        size_t at = w.find(digraph);
        if (at == std::string::npos) continue;
        std::string us = w;
        us.erase(at, 1);
        if (known(us)) return true;
    }
    return false;
}

namespace {

// The byte length of the first `n` code points of UTF-8 `s` (all of it when shorter).
size_t utf8_prefix_bytes(std::string_view s, size_t n) {
    size_t i = 0;
    for (size_t cps = 0; i < s.size() && cps < n; ++cps) {
        ++i;
        while (i < s.size() && (static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) ++i;
    }
    return i;
}

size_t utf8_length(std::string_view s) {
    size_t n = 0;
    for (char c : s) n += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    return n;
}

constexpr size_t kMinMonthStem = 5;  // code points: "marts", "detsemb"; shorter stems start too many words

}  // namespace

// A month's name less its last one or two letters, where a case ending goes
// ("detsember" -> "detsemb": "detsembril"; "σεπτεμβριος" -> "σεπτεμβρι": "σεπτεμβριο"); a long
// one less three, where the stem loses its last vowel too (Georgian "ნოემბერი" -> "ნოემბ":
// "ნოემბრის").
void Lexicon::add_month_stems(const std::string& folded_month) {
    const size_t cps = utf8_length(folded_month);
    const size_t most = cps >= 8 ? 3 : 2;
    for (size_t cut = 0; cut <= most && cps >= cut + kMinMonthStem; ++cut)
        month_stems_.insert(folded_month.substr(0, utf8_prefix_bytes(folded_month, cps - cut)));
}

// Written by hand because no stemmer in Debian 12's C++ libraries covers the
// case endings of Estonian, Greek, Latvian or Hungarian month names: a month's
// stem and at most four more letters.
bool Lexicon::is_month_inflection(std::string_view word) const {
    if (word.size() < 6 || word.size() > 48) return false;
    const std::string folded = fold_word(word);
    if (flags_folded(folded) & (kLexCommon | kLexVocab | kLexGiven | kLexSurname)) return false;
    const size_t cps = utf8_length(folded);
    for (size_t ending = 1; ending <= 4 && cps >= ending + kMinMonthStem; ++ending)
        if (month_stems_.count(folded.substr(0, utf8_prefix_bytes(folded, cps - ending)))) return true;
    return false;
}

uint32_t Lexicon::flags(std::string_view word) const {
    // Fast path: short ASCII words fold into a stack buffer.
    std::array<char, 64> buffer{};
    bool ascii = word.size() <= buffer.size();
    for (size_t i = 0; ascii && i < word.size(); ++i) {
        unsigned char c = static_cast<unsigned char>(word[i]);
        if (c >= 0x80) ascii = false;
        else buffer[i] = static_cast<char>(c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
    }
    std::string folded = ascii ? std::string(buffer.data(), word.size()) : fold_word(word);
    uint32_t f = flags_folded(folded);
    if ((f & (kLexCommon | kLexVocab)) == 0 && inflected(folded)) f |= kLexMorph;
    // A word no list holds that ends as only a surname does ("Petrauskienė", "Wickramasinghe").
    if (f == 0 && has_surname_ending(folded)) f = kLexSurname | kLexSurnameEnding;
    return f;
}

}  // namespace synsema::redact
