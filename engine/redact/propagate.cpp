#include "propagate.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include "recognizers.h"
#include "regex.h"

namespace synsema::redact {

namespace {
constexpr double kPersonSource = 0.85;  // only names the rules are sure of spread
constexpr double kPlaceSource = 0.85;
constexpr double kOrgSource = 0.8;
constexpr double kLowerOrgSource = 0.75;  // org.lower_case's confidence: such a name is reviewed, and so are its mentions

bool listed(const Token& t) { return (t.lex & (kLexCommon | kLexVocab | kLexMorph)) != 0; }

size_t letters(std::string_view s) { return count_letters(s); }

// A title a span of a script without case opens with ("حاجي ګل اغا", "ኣቶ ኪዳነ"): not a name part.
bool caseless_title(std::string_view word) {
    static const Regex title("(?:" + caseless_titles() + ")");
    Match m;
    return title.match_at(word, 0, &m) && m.end() == word.size();
}

// A part that identifies on its own: a name or an unknown word, not a word
// of the language ("Ford", "Court"), an abbreviation ("PCP") or a title.
bool usable_part(const Token& t) {
    // (Nor a US state's two capitals, which a label may have taken for a name: "ID on file: AK driver license".)
    if (t.text.size() < 2 || t.initial || is_name_stopword(t.text) || (t.lex & kLexParticle) || is_region_name(t.text) ||
        (t.all_caps && t.text.size() == 2 && is_us_state_abbreviation(t.text)))
        return false;
    bool gazetteer = (t.lex & (kLexGiven | kLexSurname)) != 0;
    // A word of the language spreads only when a name list has it ("Frank", "Hope");
    // its mentions are then taken only capitalised and not opening a sentence.
    if ((listed(t) && !gazetteer) || (t.lex & kLexProper && !gazetteer)) return false;
    if ((!gazetteer || listed(t)) && (letters(t.text) < 3 || (t.all_caps && letters(t.text) <= 5))) return false;
    if (letters(t.text) < 2) return false;
    return true;
}

// The byte before pos, skipping blanks, opens a sentence (or a line).
bool opens_sentence(std::string_view text, size_t pos) {
    while (pos > 0 && (text[pos - 1] == ' ' || text[pos - 1] == '\t' || text[pos - 1] == '"')) --pos;
    if (pos == 0) return true;
    char c = text[pos - 1];
    // "J. Example": the dot of an initial does not end a sentence.
    if (c == '.' && pos >= 2 && std::isupper(static_cast<unsigned char>(text[pos - 2])) &&
        (pos == 2 || !std::isalpha(static_cast<unsigned char>(text[pos - 3]))))
        return false;
    return c == '.' || c == '!' || c == '?' || c == '\n' || c == ':';
}

// The word alone on its line before a comma, as a letter or an e-mail greets its reader ("Rosemary,"): the
// person the record names, though the word opens its line.
bool salutation_line(std::string_view text, const Token& t) {
    size_t a = t.start;
    while (a > 0 && (text[a - 1] == ' ' || text[a - 1] == '\t')) --a;
    if (a > 0 && text[a - 1] != '\n') return false;
    size_t e = t.end;
    if (e >= text.size() || text[e] != ',') return false;
    ++e;
    while (e < text.size() && (text[e] == ' ' || text[e] == '\t' || text[e] == '\r')) ++e;
    return e == text.size() || text[e] == '\n';
}

// The start of an initial right before pos ("J. " before "Example"), or pos.
size_t with_initial(std::string_view text, size_t pos) {
    if (pos >= 3 && text[pos - 1] == ' ' && text[pos - 2] == '.' && std::isupper(static_cast<unsigned char>(text[pos - 3])) &&
        (pos == 3 || !std::isalpha(static_cast<unsigned char>(text[pos - 4]))))
        return pos - 3;
    return pos;
}

bool identifier_category(std::string_view c) {
    return c == "MRN" || c == "HEALTH_PLAN" || c == "ACCOUNT" || c == "LICENSE" || c == "DEVICE" || c == "VEHICLE" ||
           c == "ID" || c == "SSN" || c == "NHS" || c == "NPI" || c == "DEA";
}

// ASCII letters and digits, without the C library's per-byte call: this runs
// over every byte of every document (the same answers as std::isalnum in the
// C and UTF-8 locales, where no single byte >= 0x80 is alphanumeric).
bool ascii_alnum(char c) {
    unsigned char u = static_cast<unsigned char>(c);
    return (u >= '0' && u <= '9') || ((u | 0x20) >= 'a' && (u | 0x20) <= 'z');
}

bool id_byte(char c) { return ascii_alnum(c) || c == '-' || c == '.' || c == '/'; }

// An organisation's whole name of two words or more, found where its context said so (a chat sender's brackets,
// a letterhead), is the same organisation wherever it is written again in the set ("Anjali (Keelmen Legal): …",
// then "the number for Anjali at Keelmen Legal?"), whichever words of the dictionary it is made of.
// (A word the common dictionary lacks among them: "Student Services" is any school's.)
void propagate_org_names(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                         std::vector<Spans>& spans) {
    std::unordered_set<std::string_view> names;  // views into texts, which outlive the set
    for (size_t d = 0; d < texts.size(); ++d)
        for (const Candidate& s : spans[d]) {
            if (std::string_view(s.category) != "ORGANIZATION" || s.confidence < 0.8 || s.end - s.start < 8 || s.end - s.start > 80) continue;
            bool uncommon = false;
            for (auto it = tokens[d].begin() + first_token_at(tokens[d], s.start); it != tokens[d].end() && it->end <= s.end && !uncommon; ++it)
                uncommon = !(it->lex & kLexCommon) && !is_org_keyword(it->text);
            if (!uncommon) continue;
            const std::string_view name = texts[d].substr(s.start, s.end - s.start);
            if (name.find(' ') != std::string_view::npos && name.find('\n') == std::string_view::npos) names.insert(name);
        }
    if (names.empty()) return;
    // Looked up by the name's first word at each token, not searched for name by name (one pass over the tokens).
    std::unordered_map<std::string_view, std::vector<std::string_view>> by_first_word;
    // (The word as a token holds it: without an abbreviation's dot, "Co." of "Co. Mayo Coast Guard".)
    for (std::string_view name : names) {
        std::string_view first = name.substr(0, name.find(' '));
        while (!first.empty() && (first.back() == '.' || first.back() == ',')) first.remove_suffix(1);
        by_first_word[first].push_back(name);
    }
    for (size_t d = 0; d < texts.size(); ++d) {
        const std::string_view text = texts[d];
        for (const Token& t : tokens[d]) {
            const auto it = by_first_word.find(t.text);
            if (it == by_first_word.end() || (t.start > 0 && ascii_alnum(text[t.start - 1]))) continue;
            for (std::string_view name : it->second) {
                const size_t end = t.start + name.size();
                if (text.compare(t.start, name.size(), name) != 0 || (end < text.size() && ascii_alnum(text[end]))) continue;
                spans[d].push_back(Candidate{t.start, end, "ORGANIZATION", "org.name_repeated", 0.8});
            }
        }
    }
}

// An identifier found with its label is the same identifier wherever it is
// written again in the set, also as the stem of a longer one
// ("SP25-011874" → "SP25-011874-A1", a block of that accession).
void propagate_identifiers(const std::vector<std::string_view>& texts, std::vector<Spans>& spans) {
    std::unordered_map<std::string_view, const char*> ids;  // views into texts, which outlive the map
    for (size_t d = 0; d < texts.size(); ++d)
        for (const Candidate& s : spans[d]) {
            if (s.confidence < 0.9 || !identifier_category(s.category) || s.end - s.start < 6) continue;
            std::string_view t = texts[d].substr(s.start, s.end - s.start);
            size_t digits = 0;
            bool plain = true;
            for (char c : t) {
                digits += std::isdigit(static_cast<unsigned char>(c)) ? 1 : 0;
                plain = plain && id_byte(c);
            }
            // (Two digits in seven characters or more are enough: a New Zealand NHI of the new form, "ZKM47TG".)
            if ((digits >= 3 || (digits == 2 && t.size() >= 7)) && plain) ids.emplace(t, s.category);
        }
    if (ids.empty()) return;
    for (size_t d = 0; d < texts.size(); ++d) {
        std::string_view text = texts[d];
        size_t i = 0, n = text.size();
        while (i < n) {
            if (!ascii_alnum(text[i])) {
                ++i;
                continue;
            }
            size_t start = i;
            while (i < n && id_byte(text[i])) ++i;
            size_t end = i;
            while (end > start && !ascii_alnum(text[end - 1])) --end;
            if (start > 0 && ascii_alnum(text[start - 1])) continue;
            // The whole token, or a stem of it ending at a separator.
            for (size_t cut = end; cut > start + 5; --cut) {
                if (cut != end && text[cut] != '-' && text[cut] != '/' && text[cut] != '.') continue;
                auto it = ids.find(text.substr(start, cut - start));
                if (it == ids.end()) continue;
                spans[d].push_back(Candidate{start, end, it->second, "id.propagated", 0.9});
                break;
            }
        }
    }
}

// A place name that identifies on its own: not a word of the language, an
// abbreviation or a region ("Leeds", "Berlin"; not "City", "DOB").
bool usable_place(const Token& t) {
    if (!(t.capitalised || t.all_caps) || listed(t) || is_region_name(t.text) || is_name_stopword(t.text)) return false;
    return letters(t.text) >= 3 && !(t.all_caps && letters(t.text) <= 5);
}

struct Part {
    bool person = false, place = false, org = false;
    bool titled = false;              // a word of the language named a person after a title or label ("Ms. Example")
    bool word = false;            // also a word of the language
    bool caseless = false;        // a word of a script without case (Arabic, Ethiopic, …): spreads within its record
    bool caps_only = true;        // found only in capitals (a heading's "STETMEN BLONG WITNES")
    bool only_opening = true;     // found only as one word opening a sentence ("Kula …"): the weakest finding
    std::unordered_set<size_t> docs;  // where it was found; a word part spreads only within these
};

// A person's name part in another grammatical case, as Slavic and Baltic languages write a surname
// after a preposition or a verb ("advokatu Karahasanoviću", "pani Kowalskiej", "paní Novákové",
// "с Ивановым"): the folded word less a case ending (with the nominative's "a" back, for the women's
// forms), when that stem is a part of at least five letters that is no word of the language.
const Part* inflected_part(const std::unordered_map<std::string, Part>& parts, const std::string& key) {
    static constexpr std::string_view kEndings[] = {
        "u", "a", "e", "i", "y", "m", "om", "em", "ou", "ej", "iej", "ovi", "owi", "iem", "ego", "emu",
        "\xD1\x83", "\xD0\xB0", "\xD0\xB5", "\xD0\xBE\xD0\xBC", "\xD1\x8B\xD0\xBC", "\xD0\xBE\xD0\xB9",
        "\xD0\xBE\xD0\xB3\xD0\xBE", "\xD0\xBE\xD0\xBC\xD1\x83"};  // у а е ом ым ой ого ому
    for (std::string_view ending : kEndings) {
        if (key.size() < ending.size() + 5 || key.compare(key.size() - ending.size(), ending.size(), ending) != 0) continue;
        const std::string stem = key.substr(0, key.size() - ending.size());
        for (const std::string& form : {stem, stem + "a", stem + "\xD0\xB0"}) {
            auto it = parts.find(form);
            if (it != parts.end() && it->second.person && !it->second.word && form != key && form.size() >= 5) return &it->second;
        }
    }
    return nullptr;
}
// Korean writes its particles and copula onto the name ("강순덕이고", "고영삼도", "부은지입니다"): the name found
// elsewhere, then one of them, is the name. Returns the name's length in bytes, 0 if none.
size_t korean_name_before_particle(std::string_view word, const std::unordered_map<std::string, Part>& parts, size_t d) {
    static constexpr std::string_view kParticles[] = {"입니다", "이에요", "이고", "이랑", "이가", "이는", "이도", "이를", "이의", "에게", "한테",
                                                      "하고", "께서", "이", "가", "은", "는", "을", "를", "도", "의", "와", "과", "랑", "께",
                                                      "씨", "님",
                                                      // The vocative a message calls the name with, and a family's "-네".
                                                      "야", "아", "이네", "네"};
    if (word.size() < 9 || static_cast<unsigned char>(word[0]) < 0xEA || static_cast<unsigned char>(word[0]) > 0xED) return 0;
    for (std::string_view particle : kParticles) {
        if (!word.ends_with(particle) || word.size() - particle.size() < 6) continue;
        auto c = parts.find(std::string(word.substr(0, word.size() - particle.size())));
        if (c != parts.end() && c->second.caseless && c->second.docs.count(d)) return word.size() - particle.size();
    }
    return 0;
}
}  // namespace

void propagate_entities(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                        const Lexicon& lex, std::vector<Spans>& spans) {
    // Step 1: collect name parts, places and organisation heads from confident spans.
    std::unordered_map<std::string, Part> parts;
    std::unordered_set<std::string> org_heads;
    // A lower-case organisation's first word (chats: "at northpoint residential" … "paid to northpoint"),
    // spread in lower case only within its own record.
    std::unordered_map<std::string, std::unordered_set<size_t>> lower_org_heads;
    std::unordered_set<std::string_view> org_acronyms;  // views into texts
    for (size_t d = 0; d < texts.size(); ++d) {
        const auto& toks = tokens[d];
        for (const Candidate& s : spans[d]) {
            const std::string_view category = s.category;
            bool person = category == "PERSON" && s.confidence >= kPersonSource;
            // After an honorific or a label, even a word of the language is the name ("Jane Q. Example").
            bool titled = person && s.confidence >= 0.92;
            bool place = category == "LOCATION" && s.confidence >= kPlaceSource;
            bool org = category == "ORGANIZATION" && s.confidence >= kOrgSource;
            if (category == "ORGANIZATION" && s.confidence >= kLowerOrgSource) {
                const auto head = toks.begin() + first_token_at(toks, s.start);
                if (head != toks.end() && head->lower && head->end < s.end && usable_part(*head) && !listed(*head) &&
                    head->text.size() >= 5)
                    lower_org_heads[fold_word(head->text)].insert(d);
            }
            if (!person && !place && !org) continue;
            // An organisation's abbreviation defined in brackets right after its name ("Hope Restoration
            // South Sudan (HRSS)") names it wherever it is written in the set.
            if (org && texts[d].compare(s.end, 2, " (") == 0) {
                const size_t a = s.end + 2;
                size_t b = a;
                while (b < texts[d].size() && b - a <= 8 && texts[d][b] >= 'A' && texts[d][b] <= 'Z') ++b;
                if (b - a >= 2 && b - a <= 8 && b < texts[d].size() && texts[d][b] == ')') org_acronyms.emplace(texts[d].substr(a, b - a));
            }
            auto it = toks.begin() + first_token_at(toks, s.start);
            bool first = true;
            for (; it != toks.end() && it->end <= s.end; ++it) {
                const Token& t = *it;
                if (person && caseless_word(t)) {
                    // Three letters or more, and no other language's function word: a register's child named in
                    // its table ("بلال") is the same child in the note under it. (Two Hangul syllables are a Korean
                    // given name: "현우", then "현우야" in the messages.)
                    const auto lead = static_cast<unsigned char>(t.text[0]);
                    const bool hangul = lead >= 0xEA && lead <= 0xED;
                    if (letters(t.text) >= (hangul ? 2u : 3u) && !(t.lex & (kLexStop | kLexForeignFunction)) && !caseless_title(t.text) &&
                        !is_caseless_kin_word(t.text)) {
                        Part& p = parts[std::string(t.text)];
                        p.person = true;
                        p.caseless = true;
                        p.docs.insert(d);
                    }
                    continue;
                }
                if (org) {
                    // Only a word unknown to the dictionary identifies the organisation.
                    if (first && usable_part(t) && !listed(t) && t.text.size() >= 4 && (t.capitalised || t.all_caps))
                        org_heads.insert(fold_word(t.text));
                    first = false;
                    continue;
                }
                if (!(t.capitalised || t.all_caps || t.lower)) continue;
                // A title of the list that is no name is a name's title, not its part ("Ma'am Kristel", then "Ma'am.").
                if ((t.lex & kLexHonorificWord) && !(t.lex & (kLexGiven | kLexSurname))) continue;
                // Also the surname in capitals of "TAFIA, Lagi Mele" after a label ("tafia" is a word).
                const bool caps_surname = t.all_caps && t.end < s.end && texts[d].compare(t.end, 1, ",") == 0;
                // (Or a dictionary's proper noun: "her son Taliesin", then "Taliesin was diagnosed".)
                bool word_in_title = titled && (t.capitalised || caps_surname) && (listed(t) || (t.lex & kLexProper)) && !(t.lex & (kLexGiven | kLexSurname)) &&
                                     letters(t.text) >= 4 && !is_name_stopword(t.text) && !(t.lex & kLexParticle);
                if (!word_in_title && (person ? !usable_part(t) : !usable_place(t))) continue;
                // A place's words spread only as the whole one-word place.
                if (place && (s.end - s.start) != (t.end - t.start)) continue;
                Part& p = parts[fold_word(t.text)];
                p.person = p.person || person;
                p.place = p.place || place;
                p.word = p.word || listed(t) || (t.lex & kLexProper && place);
                p.titled = p.titled || word_in_title;
                p.caps_only = p.caps_only && t.all_caps;
                p.only_opening = p.only_opening && (s.end - s.start) == (t.end - t.start) && opens_sentence(texts[d], t.start);
                p.docs.insert(d);
            }
        }
    }
    for (const auto& [key, p] : parts) org_heads.erase(key);
    (void)lex;
    propagate_identifiers(texts, spans);
    propagate_org_names(texts, tokens, spans);
    for (const auto& [key, p] : parts) lower_org_heads.erase(key);
    if (parts.empty() && org_heads.empty() && org_acronyms.empty() && lower_org_heads.empty()) return;

    // Step 2: every mention of a part anywhere in the set.
    for (size_t d = 0; d < texts.size(); ++d) {
        std::string_view text = texts[d];
        // A writer who opens sentences and messages with a capital writes names with one too: there a word
        // in lower case is the language's, even where it spells a name part found capitalised (a chat sender
        // saved as "Kang Dadan Desa", the village office, and "kantor desa" in the messages).
        // (Four in five of eight or more: at seven in ten, chats with names typed in lower case lost five.
        // Counted on the record's first lower-case mention of a part only: most records have none.)
        int capitalising = -1;  // unknown until asked
        const auto capitalising_writer = [&] {
            if (capitalising < 0) {
                size_t openings = 0, capitalised_openings = 0;
                for (const Token& t : tokens[d]) {
                    if (!(t.lower || t.capitalised) || !opens_sentence(text, t.start)) continue;
                    ++openings;
                    capitalised_openings += t.capitalised ? 1 : 0;
                }
                capitalising = openings >= 8 && capitalised_openings * 10 >= openings * 8 ? 1 : 0;
            }
            return capitalising == 1;
        };
        for (const Token& t : tokens[d]) {
            // A lower-case word of the language matches no part worth spreading (those are
            // names or unknown words, or words taken only capitalised): skip the fold and lookup.
            // Nor does another language's function word in lower case ("til", "har": Danish "to", "has").
            if (t.text.size() < 2 || (t.lower && (listed(t) || (t.lex & kLexForeignFunction))) || (t.lex & kLexStop)) continue;
            std::string key = fold_word(t.text);
            size_t end = t.end;
            // Keep a possessive with the name it belongs to.
            std::string_view rest = text.substr(end, 4);
            if (rest.substr(0, 2) == "'s") end += 2;
            else if (rest.substr(0, 4) == "\xE2\x80\x99s") end += 4;
            if (caseless_word(t)) {
                auto c = parts.find(std::string(t.text));
                if (c != parts.end() && c->second.caseless && c->second.docs.count(d))
                    spans[d].push_back(Candidate{t.start, t.end, "PERSON", "name.propagated", 0.86});
                else if (const size_t name_end = korean_name_before_particle(t.text, parts, d); name_end > 0)
                    spans[d].push_back(Candidate{t.start, t.start + name_end, "PERSON", "name.propagated", 0.86});
                continue;
            }
            auto it = parts.find(key);
            if (it != parts.end()) {
                const Part& p = it->second;
                bool shaped = t.capitalised || t.all_caps;
                // A part that is a word of the language ("Ford", "Will") spreads
                // only where it is capitalised and does not open a sentence.
                // "EXAMPLE, JANE": in capitals before ", " and another part of a name.
                bool caps_last_first = false;
                if (p.word && t.all_caps && text.compare(t.end, 2, ", ") == 0) {
                    size_t q = t.end + 2, e = q;
                    while (e < text.size() && (std::isalpha(static_cast<unsigned char>(text[e])) || static_cast<unsigned char>(text[e]) >= 0x80)) ++e;
                    caps_last_first = e > q && parts.count(fold_word(text.substr(q, e - q))) && fold_word(text.substr(q, e - q)) != key;
                }
                if (p.word && !caps_last_first && (!t.capitalised || (opens_sentence(text, t.start) && !salutation_line(text, t)) || !p.docs.count(d)))
                    continue;
                if (p.word && !p.docs.count(d)) continue;
                if (!shaped && !t.lower) continue;
                // A mention in lower case (a chat's "deshawn", a transcript's "desmond o'dwyer") of four letters or
                // more in the record that names the person, five in another: OCR noise reads as short runs ("ee",
                // "eee", "ree") that a name list may hold ("Ee").
                if (t.lower && (letters(t.text) < (p.docs.count(d) ? 4u : 5u) || capitalising_writer())) continue;
                // A part found only in capitals does not spread into lower case: a heading in an unlisted
                // language ("STETMEN BLONG WITNES") would make its function word ("blong") a name wherever
                // it is written.
                if (t.lower && p.caps_only) continue;
                // Nor does a word found only opening a sentence: "Kula …" named no one for sure, and the record's
                // "kula" in lower case is its language's word ("yung", "ella", "isch").
                if (t.lower && p.only_opening) continue;
                if (p.person) spans[d].push_back(Candidate{with_initial(text, t.start), end, "PERSON", "name.propagated", 0.86});
                else if (p.place && shaped) spans[d].push_back(Candidate{t.start, t.end, "LOCATION", "place.propagated", 0.86});
            } else if (const Part* p = (t.capitalised || t.all_caps) ? inflected_part(parts, key) : nullptr;
                       p && p->docs.count(d) && !listed(t)) {
                spans[d].push_back(Candidate{t.start, t.end, "PERSON", "name.inflected", 0.86});
            } else if ((t.capitalised || t.all_caps) && org_heads.count(key)) {
                spans[d].push_back(Candidate{t.start, end, "ORGANIZATION", "org.propagated", 0.8});
            } else if (t.all_caps && org_acronyms.count(t.text)) {
                spans[d].push_back(Candidate{t.start, t.end, "ORGANIZATION", "org.acronym", 0.8});
            } else if (t.lower) {
                if (auto h = lower_org_heads.find(key); h != lower_org_heads.end() && h->second.count(d))
                    spans[d].push_back(Candidate{t.start, end, "ORGANIZATION", "org.propagated", kLowerOrgSource});
            }
        }
    }
}

}  // namespace synsema::redact
