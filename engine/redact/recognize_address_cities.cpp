// Cities and towns, for the address scanner (address_scanner.h): which place names the rules
// may mark (place_ok), the city, postcode and places right after a street (after_street), a
// city line above a postcode (city_line_before) and the gazetteer's cities in a place's
// context (cities).
#include <algorithm>
#include <cctype>
#include <cstring>
#include <string>
#include <utility>

#include "address_scanner.h"
#include "calendar_words.h"
#include "recognizers.h"
#include "regex.h"
#include "text_scan.h"
#include "word_set.h"

namespace synsema::redact::address_detail {

namespace {

// ", City[,] [ST] [ZIP]" or " City ST ZIP" right after a street; after a street
// and a city, four digits are a postcode too ("Bridge Rd, Westmead 2145").
std::string tail_pattern() {
    return std::string("[ \\t]?,?[ \\t]*\\n?[ \\t]*") + kCity + "(?:,?[ \\t]*\\n?[ \\t]*(" + kStates + "|" + kProvinces +
           ")(?![\\w]))?" + "(?:,?[ \\t]+(" + kZip + "|" + kCaPostcode + "|" + kUkPostcode + "|\\d{4}))?(?![\\w-])";
}

// A contact line: the town, then its phone ("Pyke Fontaine Law, Kenora (807-555-0193)", "Kwame
// Asante-Boateng, Oak Ridge, (865) 555-0159", "Noeline Parfitt (mother-in-law), Childers, (07) 5550
// 4871", "son Mr Gareth Pritchard-Ellis, Ledbury, mobile 07700 900418"), after a comma that closes a name.
bool phone_after_town(std::string_view text, size_t s, size_t e) {
    size_t p = e;
    const bool comma_after = p < text.size() && text[p] == ',';
    if (comma_after) ++p;
    while (p < text.size() && text[p] == ' ') ++p;
    // The phone's word, after the town's comma: "mobile", "tel.", "ph:".
    if (comma_after) {
        size_t w = p;
        while (w < text.size() && std::isalpha(static_cast<unsigned char>(text[w]))) ++w;
        static const WordSet kPhoneWords = {"mobile", "mob", "tel", "phone", "ph", "cell", "telephone"};
        if (w > p && kPhoneWords.count(ascii_lower(text.substr(p, w - p)))) {
            p = w;
            while (p < text.size() && (text[p] == '.' || text[p] == ':' || text[p] == ' ')) ++p;
        }
    }
    size_t digits = 0;
    if (p < text.size() && text[p] == '(') {
        size_t q = p + 1;
        if (q < text.size() && text[q] == '+') ++q;
        while (q < text.size() && std::isdigit(static_cast<unsigned char>(text[q]))) ++q, ++digits;
        // An area code of two digits in its brackets, the number after it: "(07) 5550 4871".
        if (digits == 2 && q + 2 < text.size() && text[q] == ')' && text[q + 1] == ' ' &&
            std::isdigit(static_cast<unsigned char>(text[q + 2])))
            digits = 3;
    } else if (comma_after) {
        // A number of six digits or more, spaces and dashes between: "07700 900418".
        size_t q = p, seen = 0;
        while (q < text.size() && q < p + 16 && (std::isdigit(static_cast<unsigned char>(text[q])) || text[q] == ' ' || text[q] == '-'))
            seen += std::isdigit(static_cast<unsigned char>(text[q++])) ? 1 : 0;
        if (seen >= 6 && std::isdigit(static_cast<unsigned char>(text[p]))) digits = seen;
    }
    size_t c = s;
    while (c > 0 && text[c - 1] == ' ') --c;
    return digits >= 3 && c > 0 && text[c - 1] == ',';
}

}  // namespace

// A place name the rules may mark: not a region, not a word of the
// language unless the gazetteer has it as a city.
bool AddressScanner::place_ok(std::string_view w) const {
    if (w.empty() || is_region_name(w) || is_us_state_abbreviation(w)) return false;
    // A province or a state in dotted capitals ("Castlegar, B.C. V1N 2Y4", "N.S.W."): a region, no town.
    if (w.size() <= 6 && w.find('.') != std::string_view::npos &&
        std::all_of(w.begin(), w.end(), [](char c) { return c == '.' || (c >= 'A' && c <= 'Z'); }))
        return false;
    // "Honda Civic, Illinois plate …": a make and a model before a state.
    if (size_t space = w.find(' '); space != std::string_view::npos && is_vehicle_make(w.substr(0, space))) return false;
    uint32_t f = in_.lex.flags(w);
    if ((f & (kLexCommon | kLexVocab)) && !(f & kLexCity)) return false;
    // "Thurgood T. Honeycutt, Esq., Florida Bar No.": a lawyer's degree before a state, no town.
    if ((f | in_.lex.flags(w.ends_with('.') ? w.substr(0, w.size() - 1) : w)) & kLexDegree) return false;
    return !is_month_or_weekday(w) && !is_org_keyword(w);
}

bool AddressScanner::model_after_make(size_t s, std::string_view cat) const {
    if (cat != "LOCATION" || s < 3 || text_[s - 1] != ' ') return false;
    size_t b = s - 1;
    while (b > 0 && (std::isalpha(static_cast<unsigned char>(text_[b - 1])) || text_[b - 1] == '-')) --b;
    return b < s - 1 && is_vehicle_make(text_.substr(b, s - 1 - b));
}

// The words after a town that make it a public body's name.
static bool is_public_body_seat_word(std::string_view w) {
    static const WordSet k = {"Police", "POLICE", "Garda", "Council", "COUNCIL", "Kommune", "Kommun", "Gemeinde", "Magistrates",
                              "Coroner", "Coroner's", "Sheriff", "Sheriff's", "Municipality", "Municipal", "Constabulary"};
    return k.contains(w);
}

bool AddressScanner::city_phrase(std::string_view phrase) const { return in_.lex.is_city(fold_phrase(phrase)); }

void AddressScanner::after_street(size_t end) {
    static const Regex tail(tail_pattern());
    // A Polish or Japanese postcode right after the street, without its city: "(ul. Długa 5, 50-011)".
    static const Regex bare_code(R"(,[ \t]*(\d{2}-\d{3}|\d{3}-\d{4})(?=[ \t]*(?:$|\n|\r|[,.;)])))");
    Match t;
    if (bare_code.match_at(text_, end, &t)) {
        emit(t.start(1), t.end(1), "ZIP", "address.bare_code", 0.88);
        return;
    }
    if (tail.match_at(text_, end, &t) && t.has(1)) {
        std::string_view city = t.text(1);
        // "Fort Street,\nBulawayo. Tel …": a sentence's full stop ends the city.
        if (const size_t stop = city.find(". "); stop != std::string_view::npos && !city_phrase(city) &&
                                                 city_phrase(city.substr(0, stop)))
            city = city.substr(0, stop);
        bool has_zip = t.has(3);
        // "… Alder Creek Way City: Sacramento", "… Ashford Ln           City/State/ZIP: …": a form's next
        // label, not a city.
        const bool label = t.end(1) < text_.size() && (text_[t.end(1)] == ':' || text_[t.end(1)] == '/');
        if ((has_zip || t.has(2) || city_phrase(city)) && !label) {
            if (place_ok(city)) emit(t.start(1), t.start(1) + city.size(), "LOCATION", "address.city", 0.88);
            if (has_zip) emit(t.start(3), t.end(3), "ZIP", "address.zip", 0.95);
            // "14 Fife Avenue, Avondale, Harare.": a suburb, then the city the gazetteer knows.
            static const Regex next_city(R"(,[ \t]*([A-Z][\p{L}'’-]+(?:[ ][A-Z][\p{L}'’-]+)?)(?=[ \t]*(?:$|\n|\r|[,;)]|\.(?:\s|$))))");
            Match n;
            if (!has_zip && !t.has(2) && next_city.match_at(text_, t.start(1) + city.size(), &n) && city_phrase(n.text(1)) &&
                place_ok(n.text(1)))
                emit(n.start(1), n.end(1), "LOCATION", "address.city", 0.86);
            return;
        }
    }
    // ", Jayanagar, Bengaluru - 560011": the places between a street and its postcode or region.
    size_t p = end;
    std::vector<std::pair<size_t, size_t>> places;
    for (int k = 0; k < 3; ++k) {
        size_t q = p;
        while (q < text_.size() && (text_[q] == ',' || text_[q] == ' ' || text_[q] == '\t')) ++q;
        if (q == p || q >= text_.size() || text_.substr(p, q - p).find(',') == std::string_view::npos) break;
        size_t e = q;
        while (e < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[e])) || text_[e] == ' ' ||
                                    text_[e] == '-' || static_cast<unsigned char>(text_[e]) >= 0x80))
            ++e;
        // (A spaced dash ends the place: "Zakho - from 1 March" goes on in prose.)
        if (const size_t dash = text_.substr(q, e - q).find(" - "); dash != std::string_view::npos) e = q + dash;
        while (e > q && (text_[e - 1] == ' ' || text_[e - 1] == '-')) --e;
        // A state or province code after the place ("Parramatta NSW") is not part of it.
        size_t sp = text_.substr(q, e - q).rfind(' ');
        if (sp != std::string_view::npos) {
            std::string_view code = text_.substr(q + sp + 1, e - q - sp - 1);
            bool upper = code.size() >= 2 && code.size() <= 3 &&
                         code.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ") == std::string_view::npos;
            if (upper) {
                p = e;
                e = q + sp;
            }
        }
        std::string_view v = text_.substr(q, e - q);
        if (v.empty() || !std::isupper(static_cast<unsigned char>(v[0])) || v.size() > 30) break;
        if (is_region_name(v)) {
            places.emplace_back(0, 0);  // a region ends the list: the places before it stand
            break;
        }
        if (!place_ok(v)) break;
        places.emplace_back(q, e);
        p = std::max(p, e);
    }
    // Closed by a region, or by a city the gazetteer knows ending the line or the phrase.
    bool closed = !places.empty() && places.back().second == 0;
    if (!closed && !places.empty()) {
        const auto [s, e] = places.back();
        size_t q = e;
        while (q < text_.size() && (text_[q] == ' ' || text_[q] == '\t')) ++q;
        // (A dot only as a sentence's end: "Guadalajara, Jal., C.P." abbreviates a state.)
        const bool sentence_end = q < text_.size() && text_[q] == '.' && (q + 1 >= text_.size() || std::isspace(static_cast<unsigned char>(text_[q + 1])));
        closed = (q >= text_.size() || text_[q] == '\n' || text_[q] == '\r' || sentence_end || text_[q] == ';') &&
                 city_phrase(text_.substr(s, e - s));
    }
    if (!closed && p < text_.size()) {
        // Closed by a postcode: "- 560011", " 12055".
        size_t q = p;
        while (q < text_.size() && (text_[q] == ' ' || text_[q] == '-' || text_[q] == ',')) ++q;
        closed = q < text_.size() && std::isdigit(static_cast<unsigned char>(text_[q]));
    }
    if (!closed) return;
    for (auto [s, e] : places)
        if (e > s) emit(s, e, "LOCATION", "address.locality", 0.88);
}

// "Leeds\nLS5 3HQ": a line holding only a place, right above a postcode.
void AddressScanner::city_line_before(size_t pos) {
    size_t ls = pos;
    while (ls > 0 && text_[ls - 1] != '\n') --ls;
    if (ls != pos && text_.substr(ls, pos - ls).find_first_not_of(" \t") != std::string_view::npos) return;
    if (ls == 0) return;
    size_t pe = ls - 1, ps = pe;
    while (ps > 0 && text_[ps - 1] != '\n') --ps;
    std::string_view line = text_.substr(ps, pe - ps);
    size_t a = line.find_first_not_of(" \t"), b = line.find_last_not_of(" \t,");
    if (a == std::string_view::npos) return;
    std::string_view place = line.substr(a, b - a + 1);
    if (place.size() > 30 || !std::isupper(static_cast<unsigned char>(place[0])) || !place_ok(place)) return;
    for (char c : place)
        if (!(std::isalpha(static_cast<unsigned char>(c)) || c == ' ' || c == '-' || static_cast<unsigned char>(c) >= 0x80)) return;
    emit(ps + a, ps + b + 1, "LOCATION", "address.city_line", 0.88);
}

// Cities from the gazetteer in a place context.
void AddressScanner::cities() {
    const auto& toks = in_.tokens;
    for (size_t i = 0; i < toks.size(); ++i) {
        const Token& t = toks[i];
        // The gazetteer spells a saint's town out ("Saint Albans"); records abbreviate it ("St. Albans", "Ste Rose").
        // (Compared as written, not folded: this runs at every token.)
        const char* saint = !t.capitalised ? nullptr : t.text == "St" ? "saint" : t.text == "Ste" ? "sainte" : nullptr;
        if ((!(t.lex & (kLexCity | kLexCityHead)) && !saint) || !(t.capitalised || t.all_caps)) continue;
        // The longest gazetteer city from here (up to 3 words).
        size_t last = i;
        std::string phrase = fold_word(t.text);
        bool city = (t.lex & kLexCity) != 0;
        std::string grow = phrase, spelled_out = saint ? saint : "";
        size_t possessive_end = 0;  // "St. John's": the gazetteer's name ends in "'s"
        for (size_t j = i + 1; j < toks.size() && j < i + 3; ++j) {
            // One blank between the words, or an abbreviation's dot and a blank ("St. John's", "Mt. Vernon").
            const size_t gap = toks[j].start - toks[j - 1].end;
            const bool dotted = gap == 2 && text_.compare(toks[j - 1].end, 2, ". ") == 0;
            if (!dotted && (gap != 1 || !same_line(text_, toks[j - 1].end, toks[j].start))) break;
            grow += (dotted ? ". " : " ") + fold_word(toks[j].text);
            if (saint) spelled_out += " " + fold_word(toks[j].text);
            // (A saint's bare given name is as often the saint's church, ambulance or school, "St John
            // ambulance met us": such a town only after a comma or "in", "to", "from", "near".)
            const bool after_place_word = i > 0 && (text_[t.start - 1] == ',' || (t.start >= 2 && text_[t.start - 2] == ',') ||
                                                    has_word(toks[i - 1].text, {"in", "to", "from", "near"}));
            const bool saint_town = saint && in_.lex.is_city(spelled_out) && (j > i + 1 || !(toks[j].lex & kLexGiven) || after_place_word);
            if (text_.compare(toks[j].end, 2, "'s") == 0 && in_.lex.is_city(grow + "'s")) {
                last = j;
                city = true;
                possessive_end = toks[j].end + 2;
            } else if (in_.lex.is_city(grow) || saint_town) {
                last = j;
                city = true;
            }
        }
        if (!city) continue;
        size_t s = t.start, e = std::max(toks[last].end, possessive_end);
        std::string_view name = text_.substr(s, e - s);
        uint32_t f = t.lex;
        // A person's name or a word of the language is a place only in a strong context;
        // short capitals are abbreviations ("IP", "DOB").
        bool person = (f & (kLexGiven | kLexSurname)) && last == i;
        bool word = (f & (kLexCommon | kLexVocab | kLexMorph)) && last == i;
        // An English word is never written with marks, so a town's marks say it is no such word: "ga Malé gai", not
        // "male" (but "Äre", "Për": another language's function word, "your", "for").
        if (word && !(f & (kLexVocab | kLexMorph | kLexForeignFunction)) &&
            std::any_of(t.text.begin(), t.text.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
            word = false;
        // (Nor the last word of a country's two, "Sri Lanka", "Sierra Leone": a town of India is named "Lanka".)
        const bool country_tail = i > 0 && toks[i - 1].end + 1 == s && text_[toks[i - 1].end] == ' ' &&
                                  is_region_name(text_.substr(toks[i - 1].start, e - toks[i - 1].start));
        if (is_region_name(name) || country_tail || (last == i && !place_ok(name)) || name.size() < 3 || (t.all_caps && name.size() <= 5) ||
            is_name_stopword(name)) {
            i = last;
            continue;
        }
        // "a grey Toyota Sienna": a make before a capitalised model is a vehicle, even where the
        // make is also a town.
        // (The model may wrap to the next line: "a grey Toyota\nAuris".)
        // So is a make after an article or a make's word, or in brackets: "bought a Toyota\n   Hilux",
        // "bromfiets, merk Honda, type Wave", "Two-wheeler key (Honda)".
        if (is_vehicle_make(text_.substr(s, e - s))) {
            size_t n = e;
            while (n < text_.size() && (text_[n] == ' ' || text_[n] == '\n' || text_[n] == '\t') && n - e < 12) ++n;
            const bool model_after = n > e && n < text_.size() && std::isupper(static_cast<unsigned char>(text_[n]));
            const bool bracketed = s > 0 && text_[s - 1] == '(' && e < text_.size() && text_[e] == ')';
            const bool make_word = i > 0 && has_word(ascii_lower(toks[i - 1].text), {"a", "an", "his", "her", "my", "their", "merk", "marca",
                                                                                     "marque", "make", "brand", "old", "new", "used"});
            if (model_after || bracketed || make_word) {
                i = last;
                continue;
            }
        }
        // A lawyer's style: "Attorney at Law", "Counselor at Law".
        if (t.text == "Law" && i >= 2 && toks[i - 1].text == "at") {
            i = last;
            continue;
        }
        double conf = 0;
        std::string before = window_before(text_, s, 24);
        // A preposition in the sentence before says nothing: "My van. Toyota Sienna" (a full
        // stop after a lower-case word of three letters or more ends a sentence).
        for (size_t dot = before.rfind(". "); dot != std::string::npos && dot >= 3;) {
            size_t w = dot;
            while (w > 0 && std::islower(static_cast<unsigned char>(before[w - 1]))) --w;
            if (dot - w >= 3 && (w == 0 || before[w - 1] == ' ')) before.erase(0, dot + 2);
            break;
        }
        std::string after = window_after(text_, e, 24);
        bool prep = has_word(before, {"in", "at", "from", "near", "to", "à", "a", "en", "aus", "bei", "nach", "te",
                                      "uit", "van", "em", "de", "city of", "town of", "lives in", "born in",
                                      "moved to", "fait à", "towards", "toward", "via",
                                      // "i Stavanger", "w Gdańsku", "v Brně", "în Cluj": Nordic, Polish, Czech
                                      // and Slovak, Romanian "in"; Tagalog's "nasa" (at, in).
                                      "i", "w", "v", "ve", "în", "nasa"});
        bool region_after = false;
        {
            size_t p = e;
            while (p < text_.size() && (text_[p] == ',' || text_[p] == ' ')) ++p;
            size_t q = p;
            while (q < text_.size() && (std::isalpha(static_cast<unsigned char>(text_[q])) || text_[q] == ' ' ||
                                        static_cast<unsigned char>(text_[q]) >= 0x80))
                ++q;
            while (q > p && text_[q - 1] == ' ') --q;
            std::string_view next = text_.substr(p, q - p);
            if (p > e && text_[e] == ',') {
                // "Kumasi, Ghana", "Toronto, Ontario", "Ibadan, Oyo State".
                for (size_t len = next.size(); len > 0; --len) {
                    if (len < next.size() && next[len] != ' ') continue;
                    if (is_region_name(next.substr(0, len)) || is_us_state_abbreviation(next.substr(0, len))) {
                        region_after = true;
                        break;
                    }
                }
                if (next.size() > 6 && next.substr(next.size() - 6) == " State") region_after = true;
            }
            // An Indian state's dotted initials in brackets: "Mandi (H.P.)", "Bareilly (U.P.)".
            static const Regex state_initials(R"(^[ ]\((?:[A-Z]\.){2,3}\))");
            if (state_initials.match_at(text_.substr(e, 10), 0)) region_after = true;
        }
        // After an institution: "Ness Valley Hospital, Inverness".
        bool after_org = false;
        {
            size_t p = s;
            while (p > 0 && text_[p - 1] == ' ') --p;
            if (p > 0 && text_[p - 1] == ',') {
                // "… Hospital, Inverness", "… Processing Ltd., Tema", "… Lauridsen A/S, Hasselager".
                size_t w = p - 1, we = w;
                if (we > 0 && text_[we - 1] == '.') --we, --w;
                while (w > 0 && (std::isalpha(static_cast<unsigned char>(text_[w - 1])) || text_[w - 1] == '/')) --w;
                const std::string_view head = text_.substr(w, we - w);
                // (Or a public office's seat: "Divisional Police Headquarters, Ikot Ekpene", "High Court Registry, …".)
                after_org = we > w && (is_org_keyword(head) || head == "A/S" || head == "ApS" || head == "AB" || head == "Oy" ||
                                       head == "ASA" || head == "AS" || head == "Headquarters" || head == "Registry");
            }
        }
        // A dateline: "Berlin, den 27. Februar 2025", "Lyon, le 3 février", "Leeds, 18 March 2025".
        // ("Willemstad, djaweps, 3 di desèmber 2026", "London, Monday, 3 March 2026": the weekday first.)
        bool dateline = after.size() > 2 && after[0] == ',' &&
                        (has_word(after, {"den", "le", "el", "de"}) || std::isdigit(static_cast<unsigned char>(after[2])));
        if (!dateline && after.size() > 2 && after[0] == ',' && after[1] == ' ') {
            const size_t word_end = after.find_first_of(", ", 2);
            if (word_end != std::string::npos && word_end + 2 < after.size() &&
                is_weekday_in_any_language(in_.lex, std::string_view(after).substr(2, word_end - 2))) {
                const size_t digit = after.find_first_not_of(", ", word_end);
                dateline = digit != std::string::npos && std::isdigit(static_cast<unsigned char>(after[digit]));
            }
        }
        // "doença de Parkinson", "sinal de Murphy": an eponym, not a place.
        {
            // The word before a position, in any script's letters ("doença").
            const auto previous_word = [&](size_t at, size_t* word_start) {
                while (at > 0 && text_[at - 1] == ' ') --at;
                size_t w = at;
                while (w > 0 && (std::isalpha(static_cast<unsigned char>(text_[w - 1])) || static_cast<unsigned char>(text_[w - 1]) >= 0x80)) --w;
                *word_start = w;
                return ascii_lower(text_.substr(w, at - w));
            };
            size_t lead_at = s;
            std::string lead = previous_word(s, &lead_at);
            if (lead == "de" || lead == "di" || lead == "du") lead = previous_word(lead_at, &lead_at);
            if (is_eponym_leader(lead)) {
                i = last;
                continue;
            }
        }
        // Born or living there: a strong enough context for a city that is also a word ("nata a
        // Bologna", "born in Mobile", "wohnhaft in Essen").
        const bool birth_or_home = has_word(before, {"born in", "born at", "nata a", "nato a", "nati a", "née à", "né à",
                                                     "nacido en", "nacida en", "nascido em", "nascida em", "geboren in",
                                                     "geboren te", "residente in", "residente a", "sita in", "sito in",
                                                     "domiciliato a", "domiciliata a", "lives in", "living in", "resides in",
                                                     "resident of", "wohnhaft in", "woonachtig te", "domicilié à",
                                                     "domiciliée à", "demeurant à"});
        // In sentence case, a capital on a word of the language right after a lower-case
        // preposition, itself after a lower-case word, marks the proper noun: "her mom is in
        // Billings", "moved out to Mobile" (a heading in title case capitalises every word). Not a
        // relative's home ("nights at Dad's").
        const auto lower_word = [&](size_t k) { return k < toks.size() && toks[k].lower; };
        const bool sentence_case_place =
            word && t.capitalised && !(t.lex & kLexRelation) && i >= 2 && lower_word(i - 1) && lower_word(i - 2) &&
            text_.substr(toks[i - 1].end, t.start - toks[i - 1].end).find_first_not_of(" \t\r\n") == std::string_view::npos &&
            text_.substr(toks[i - 2].end, toks[i - 1].start - toks[i - 2].end) == " " &&
            // (Or the Romance languages' "of", "in", "near": "perto de Pelotas", "un abogado de Pelotas", "mora em Bagé".)
            has_word(ascii_lower(toks[i - 1].text), {"in", "at", "from", "near", "to", "de", "em", "en", "perto", "cerca"}) &&
            !(last + 1 < toks.size() && is_org_keyword(toks[last + 1].text));
        // "son Jude Broussard of Pensacola": a person's name, then "of" and the place they are from.
        const bool person_of = !word && !person && i >= 2 && toks[i - 1].text == "of" && toks[i - 2].capitalised &&
                               (toks[i - 2].lex & (kLexSurname | kLexGiven)) && !(toks[i - 2].lex & kLexOrgKeyword) &&
                               !is_org_keyword(toks[i - 2].text);
        // "(Bernie Maguire, Lisnaskea)": a person's name, a comma and the town, closing a bracket.
        const bool person_bracket = !word && i >= 1 && e < text_.size() && text_[e] == ')' && s >= 2 &&
                                    text_.compare(s - 2, 2, ", ") == 0 && toks[i - 1].end == s - 2 && toks[i - 1].capitalised &&
                                    (toks[i - 1].lex & (kLexSurname | kLexGiven)) &&
                                    text_.substr(s > 60 ? s - 60 : 0, s > 60 ? 60 : s).find('(') != std::string_view::npos;
        // "Leonding und Traun", "Masset and Port Clements": a town joined to another by "and".
        const auto town_at = [&](size_t k) {
            return k < toks.size() && toks[k].capitalised && (toks[k].lex & kLexCity) && !(toks[k].lex & (kLexCommon | kLexGiven));
        };
        const auto conjunction = [&](size_t k) {
            static const WordSet kAnd = {"and", "und", "et", "y", "e", "en", "og", "och", "i", "a", "ja", "és"};
            return k < toks.size() && kAnd.count(toks[k].text) != 0;
        };
        const bool coordinated = !word && ((i >= 2 && conjunction(i - 1) && town_at(i - 2)) ||
                                           (last + 2 < toks.size() && conjunction(last + 1) && town_at(last + 2)));
        const bool phone_after = phone_after_town(text_, s, e);
        // The last parts of an address written without a house number: a town after a comma, on a line
        // that names a street before it ("Ashmun Street, 2nd Floor, Karpeh Bldg, Monrovia", "Cow Path, Longwood").
        bool after_street = false;
        {
            size_t c = s;
            while (c > 0 && (text_[c - 1] == ' ' || text_[c - 1] == '\t')) --c;
            // (The town may open the next line after the comma, when it ends its part of the text there:
            // "Erf 118, Nickel Street, Prosperita,\n   Windhoek;", not "…,\nElroy thinks".)
            if (c > 1 && text_[c - 1] == '\n' && text_[c - 2] == ',' && (e >= text_.size() || std::strchr(";.,\n", text_[e])))
                --c;
            if (c > 0 && text_[c - 1] == ',') {
                const size_t line_start = text_.rfind('\n', c - 1) == std::string_view::npos ? 0 : text_.rfind('\n', c - 1) + 1;
                // The street's word closes its part of the address ("Ashmun Street,"), and is no court's
                // ("Master of the High Court, Johannesburg": the court's seat, not an address); or a box,
                // an erf, a plot or a lot has its number there ("PO Box 1874, PC 112, Ruwi, Muscat").
                for (size_t k = i; k-- > 0 && toks[k].start >= line_start;) {
                    if (toks[k].capitalised && (toks[k].lex & (kLexStreetAfter | kLexStreetBefore)) && k + 1 < i &&
                        text_.compare(toks[k].end, 1, ",") == 0 && toks[k].text != "Court") {
                        after_street = true;
                        break;
                    }
                    const std::string_view w = toks[k].text;
                    if ((w == "Box" || w == "BOX" || w == "Erf" || w == "Plot" || w == "Lot" || w == "Stand") && k + 1 < i &&
                        toks[k + 1].start == toks[k].end + 1 && std::isdigit(static_cast<unsigned char>(toks[k + 1].text[0]))) {
                        after_street = true;
                        break;
                    }
                }
            }
        }
        // A form's comment in capitals: "SATELLITE SHOP AT INNISFAIL CLOSED", "TRANSFER TO RED DEER SHOP".
        // (Not a court's seat, "HIGH COURT OF UGANDA AT KAMPALA": the body, which the guide leaves unmarked.)
        const auto court_line = [&] {
            const size_t from = line_start(text_, s);
            const std::string_view line = text_.substr(from, s - from);
            return line.find("COURT") != std::string_view::npos || line.find("TRIBUNAL") != std::string_view::npos;
        };
        const bool caps_after_prep = t.all_caps && !word && !person && i > 0 && toks[i - 1].all_caps && toks[i - 1].end + 1 == s &&
                                     has_word(ascii_lower(toks[i - 1].text), {"at", "to", "in", "from", "near"}) && !court_line();
        const bool street_town = after_street && !word && !t.all_caps && count_letters(t.text) >= 4 &&
                                 !is_region_name(t.text) && !(t.lex & kLexRegion);
        // A bank's branch or a college's campus named by its town: "Bank: AIB, Navan branch", "Blanchardstown campus".
        const bool branch_town = !word && !t.all_caps && last + 1 < toks.size() && toks[last + 1].start == e + 1 && text_[e] == ' ' &&
                                 (toks[last + 1].text == "branch" || toks[last + 1].text == "Branch" || toks[last + 1].text == "campus");
        // (A town in capitals after an institution in capitals: "VANUA LEVU DIVISIONAL HOSPITAL, LABASA".)
        // A town that is also a word, after an institution's comma and closing its part ("Cook Inlet Native Medical
        // Center, Anchorage, accepting"): the institution's seat.
        const bool word_town_after_org = word && !person && after_org && t.capitalised && e < text_.size() &&
                                         (text_[e] == ',' || text_[e] == '\n' || text_[e] == ';');
        if ((word && birth_or_home && !t.all_caps) || (t.all_caps && !word && after_org) || street_town || caps_after_prep || branch_town ||
            word_town_after_org)
            conf = 0.86;
        else if (sentence_case_place && !region_after) conf = 0.8;
        else if (person_of || (phone_after && !word && !t.all_caps) || person_bracket || (coordinated && !t.all_caps)) conf = 0.84;
        else if (word || t.all_caps) conf = region_after ? 0.86 : 0;
        else if (region_after || after_org || dateline) conf = 0.9;
        // "moved to Shrewsbury": a surname too (so a little lower), but the preposition says place.
        else if (prep) conf = person ? 0.86 : 0.88;
        // A gazetteer's town that is no word and no person's name, capitalised inside a sentence, with no
        // preposition the rules know ("office ne Noida transfer kar diya", "Noida ka abhi fix nahi"): a place,
        // for review.
        else if (!person && t.capitalised && i > 0 && toks[i - 1].lower && same_line(text_, toks[i - 1].end, s)) conf = 0.7;
        // A public body's seat, named before its word ("Milwaukee Police Department", "Swansea Council",
        // "Aarhus Kommune", "Tralee Garda Station"): the body acting as such, which the guide leaves unmarked.
        if (conf > 0 && last + 1 < toks.size() && toks[last + 1].start == e + 1 && text_[e] == ' ' &&
            is_public_body_seat_word(toks[last + 1].text))
            conf = 0;
        // A feast that is also a town's name ("annual leave at Christmas", "home for Easter") says when, not where.
        static const WordSet kFeasts = {"Christmas", "Easter", "Thanksgiving", "Halloween", "Hogmanay", "Diwali", "Passover", "Hanukkah"};
        if (conf > 0 && last == i && kFeasts.count(t.text)) conf = 0;
        if (conf > 0) emit(s, e, "LOCATION", "address.city_context", conf);
        i = last;
    }
}

}  // namespace synsema::redact::address_detail
