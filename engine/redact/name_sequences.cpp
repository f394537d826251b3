// Names without context: runs of capitalised (or, in a lower-case text,
// unlisted) words scored by their evidence; initials; the shapes that are
// not people (places, medicines with a dose, eponyms, numbered streets).
#include "name_scanner.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <unordered_set>

#include "institution_words.h"
#include "regex.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

namespace {

bool compass_word(std::string_view w) {
    static constexpr std::string_view kWords[] = {"North", "South", "East", "West", "New", "Northern", "Southern", "Eastern", "Western"};
    for (std::string_view k : kWords)
        if (w == k) return true;
    return false;
}

}  // namespace

// Free-standing runs: the allow-list inversion.
void NameScanner::sequences() {
    for (size_t i = 0; i < toks_.size();) {
        const Token& t = toks_[i];
        bool lower = t.lower;
        // "Q." / "A." opening a transcript line are speaker marks, not initials.
        bool qa = t.initial && (t.text == "Q" || t.text == "A") && same_line(in_.text, tok_line_start(i), t.start);
        Evidence ei = t.initial ? None : evidence(i);
        bool comma_next = i + 1 < toks_.size() && in_.text.compare(t.end, 2, ", ") == 0 && line_has_layout(i);
        // "JOHN SMITH", "Frank Miller": a given name and a surname that are both words.
        bool given_surname_next = ei == CommonName && (t.lex & kLexGiven) && !has(i, kRegion) && i + 1 < toks_.size() &&
                                  joined(i, i + 1) && (toks_[i + 1].lex & kLexSurname) &&
                                  (toks_[i + 1].capitalised || toks_[i + 1].all_caps) == (t.capitalised || t.all_caps);
        // "ZHANG, Wei": a surname in capitals the lists lack, before ", " and a given name.
        bool caps_surname = ei == None && comma_next && t.all_caps && letters(t.text) >= 3 && !listed_word(i) &&
                            !has(i, kStop) && i + 1 < toks_.size() && toks_[i + 1].capitalised &&
                            evidence(i + 1) >= CommonName;
        if (caps_surname) ei = CommonName;
        // A greeting opens no name ("Hola Marta", "Bonjour Rita"): the name starts after it.
        // (A given name too only before a greeting's second word: "Bon dia Amparo".)
        const bool greeting = has(i, kSalutation) &&
                              (!(t.lex & kLexGiven) || (i + 1 < toks_.size() && joined(i, i + 1) &&
                                                        is_greeting_second_word(ascii_lower(toks_[i + 1].text))));
        if (qa || greeting || embedded_[i] || (!t.initial && ei < Weak && !(ei == CommonName && (comma_next || given_surname_next)))) {
            // "Grace reports…", "Maria denies…": a given name alone before a reporting verb
            // (not an auxiliary: "That does not excuse…", "Will is…").
            const auto auxiliary = [](std::string_view w) {
                return w == "is" || w == "was" || w == "has" || w == "had" || w == "will" || w == "would" || w == "does" ||
                       w == "did";
            };
            if (ei == CommonName && (t.lex & kLexGiven) && t.capitalised && i + 1 < toks_.size() && joined(i, i + 1) &&
                has(i + 1, kReporting) && toks_[i + 1].lower && !auxiliary(toks_[i + 1].text))
                emit(t.start, t.end, "name.reporting", 0.86);
            // In a record of a language no list holds, an English word is no word of it: a given name
            // that is also one, capitalised inside a sentence, is the name ("Jag ringer Tore idag").
            else if (ei == CommonName && other_language_ && (t.lex & kLexGiven) && (t.lex & kLexCommon) &&
                     !(t.lex & kLexForeignFunction) && t.capitalised && letters(t.text) >= 4 && !qa && !greeting &&
                     !embedded_[i] && !sentence_start(i) && i > 0 && toks_[i - 1].lower && joined(i - 1, i))
                emit(t.start, t.end, "name.sequence", 0.6);
            ++i;
            continue;
        }
        // A lower-case word of prose is no name's start (score_free drops such runs), and must not take the
        // capitalised name after it into its run: "a sada Marinko Doričić siječe drva" ("sada", now, being
        // a given name too).
        if (lower && !particle(i) && (german_ || !lower_at(i))) {
            ++i;
            continue;
        }
        Run r = extend(i, false, t.all_caps, lower, line_has_layout(i), tok_line_end(i), ei == CommonName);
        if (r.words > 0 && ei == CommonName && !r.comma && r.words == 1 && !given_surname_next) {
            ++i;
            continue;
        }
        // Given names that are words belong to the name after them ("Mike Coskey", "Ion Prisacaru"),
        // not to a lower-case run outside a lower-case text (Norwegian "Vi viser saken": "viser" is
        // a surname too, but a lower-case word in prose is no name; score_free drops such runs).
        const bool prose_lower = toks_[r.first].lower && !particle(r.first) && (german_ || !lower_at(r.first));
        // (So does a proper noun of the dictionary no name list has before a surname the lists are sure of,
        // inside a sentence: "Co-worker Ozzie Kallio drove him".)
        const auto proper_given = [&](size_t k) {
            return toks_[k].capitalised && (toks_[k].lex & kLexProper) && letters(toks_[k].text) >= 4 &&
                   !(toks_[k].lex & (kLexCity | kLexRegion | kLexStop | kLexCommon | kLexVocab)) &&
                   !has(k, kRegion) && !sentence_start(k) && r.strong > 0 && r.first == r.last;
        };
        while (!prose_lower && r.first > 0 && joined(r.first - 1, r.first) && !embedded_[r.first - 1] &&
               ((evidence(r.first - 1) == CommonName && (toks_[r.first - 1].lex & kLexGiven)) || proper_given(r.first - 1)) &&
               name_shape(r.first - 1, t.all_caps, lower) && (r.strong + r.weak > 0)) {
            --r.first;
            ++r.words;
            ++r.common;
            ++r.given;
        }
        // A surname known only by its ending takes the capitalised word before it inside a sentence,
        // even one of the language: the given name ("Rasa Petrauskienė", "Nino Beridze").
        if (!prose_lower && r.first > 0 && r.first == r.last && joined(r.first - 1, r.first) && !embedded_[r.first - 1] &&
            (toks_[r.first].lex & kLexSurnameEnding) &&
            toks_[r.first - 1].capitalised && letters(toks_[r.first - 1].text) >= 3 && !sentence_start(r.first - 1) &&
            !(toks_[r.first - 1].lex & (kLexStop | kLexRegion | kLexMonth | kLexProper | kLexHonorificWord | kLexRelation |
                                        kLexOrgKeyword | kLexStreetAfter | kLexStreetBefore))) {
            --r.first;
            ++r.words;
            ++r.common;
        }
        size_t next = r.last + 1;
        // Before a colon: a label or a speaker (speakers() decides those); also a label's gloss
        // in brackets ("ID (Teudat Zehut):").
        bool gloss = r.first > 0 && in_.text.compare(toks_[r.first].start - 1, 1, "(") == 0 && in_.text.compare(r.end, 2, "):") == 0;
        if (gloss || (r.end < in_.text.size() && (in_.text[r.end] == ':' || (in_.text[r.end] == ' ' && r.end + 1 < in_.text.size() && in_.text[r.end + 1] == ':')))) {
            i = next;
            continue;
        }
        if (r.words == 0) {
            // Initials standing for a person: "J.T.W." (two or more, no spaces).
            if (t.initial && r.last == r.first) initials(i);
            i = next;
            continue;
        }
        // "Tue-Sat", "Mon–Fri": a range of days or months, not a name.
        bool calendar = true;
        for (size_t k = r.first; k <= r.last && calendar; ++k) {
            std::string_view w = toks_[k].text;
            size_t from = 0;
            do {
                size_t dash = w.find('-', from);
                std::string part = ascii_lower(w.substr(from, dash == std::string_view::npos ? std::string_view::npos : dash - from));
                calendar = calendar && is_month_or_weekday(part);
                from = dash == std::string_view::npos ? w.size() : dash + 1;
            } while (from < w.size() && calendar);
        }
        if (calendar) {
            i = next;
            continue;
        }
        // "the MV Mataliki", "Vessel: MV Karimata Star": a ship's name after its prefix is no person's.
        static const WordSet kShipPrefixes = {"MV", "MT", "FV", "HMS", "RMS", "USS", "HMAS", "HMNZS", "HMCS"};
        if (r.first > 0 && joined(r.first - 1, r.first) && kShipPrefixes.count(toks_[r.first - 1].text)) {
            i = next;
            continue;
        }
        // "Toyota Sienna, silver": a make and a model, not a person; nor a make alone ("a grey Toyota",
        // "(Honda)", "Toyota Hilux RAV4"), unless a name list has it as a given name ("Kia").
        if (is_vehicle_make(toks_[r.first].text) && (r.last == r.first + 1 || !(toks_[r.first].lex & kLexGiven))) {
            i = next;
            continue;
        }
        score_free(r);
        i = next;
    }
}

// The last of the initials written together from i ("A.O.", "J.T.W.").
size_t NameScanner::last_initial(size_t i) const {
    size_t j = i;
    while (j + 1 < toks_.size() && toks_[j].initial && toks_[j + 1].initial && toks_[j + 1].start == toks_[j].end + 1) ++j;
    return j;
}

// "U.S.", "M.S.", "I.D.": initials that spell an English word, a degree or an
// abbreviation are no person. Two letters that only a foreign function word
// of the vocabulary spells ("A.O." — Portuguese "ao") still are.
bool NameScanner::abbreviation_initials(size_t i, size_t j, bool degrees) const {
    std::string joined_letters;
    for (size_t k = i; k <= j; ++k) joined_letters += toks_[k].text;
    // A country's or a union's letters: "U.S.A.", "U.K.", "U.A.E."; a province's or a state's ("Castlegar, B.C.
    // V1N 2Y4", "N.S.W.").
    static const WordSet kCountryLetters = {"US", "USA", "UK", "UAE", "EU", "UN", "USSR", "ROC", "PRC"};
    if (kCountryLetters.count(joined_letters) || is_region_name(joined_letters)) return true;
    // (A province's only after its town's comma: "B.C." alone may be a person's initials.)
    static const WordSet kProvinceLetters = {"BC", "NS", "PEI", "NB", "NWT", "NSW"};
    if (kProvinceLetters.count(joined_letters) && toks_[i].start >= 2 && in_.text.compare(toks_[i].start - 2, 2, ", ") == 0) return true;
    uint32_t f = in_.lex.flags(joined_letters);
    bool word = (f & (kLexCommon | kLexMorph)) || ((f & kLexVocab) && joined_letters.size() >= 3);
    // (After a relation word, two or three dotted initials stand for a person even where their letters
    // spell a word or a degree: "another student, R.M., was hurt".)
    // (Not a label's "I.D. No." or "I.D. 4471": initials before a number's word or a number are the label.)
    if (!degrees && joined_letters.size() <= 3) {
        size_t after = toks_[j].end + 1;
        while (after < in_.text.size() && in_.text[after] == ' ') ++after;
        const std::string_view next = in_.text.substr(after, 3);
        const bool number_next = !next.empty() && (std::isdigit(static_cast<unsigned char>(next[0])) || next[0] == '#' ||
                                                   next.substr(0, 2) == "No" || next.substr(0, 2) == "NO" || next.substr(0, 2) == "Nr");
        return number_next;
    }
    return word || (degrees && is_degree(joined_letters)) || (is_name_stopword(joined_letters) && (degrees || !is_degree(joined_letters)));
}

void NameScanner::initials(size_t i) {
    size_t j = last_initial(i);
    if (j == i || abbreviation_initials(i, j)) return;
    // "C.P. 72000", "P.O. 4417": initials before a number are its label.
    size_t after = toks_[j].end + 1;
    while (after < in_.text.size() && in_.text[after] == ' ') ++after;
    if (after < in_.text.size() && std::isdigit(static_cast<unsigned char>(in_.text[after]))) return;
    // ... or before a number's word or a section's mark: "C.R. No. 88214-1", "M.L.C. No.", "O.C.G.A. § 9-11-4.1",
    // "C.A.A. N.º 7351".
    const std::string_view next = in_.text.substr(std::min(after, in_.text.size()), 3);
    if (next.substr(0, 2) == "No" || next.substr(0, 2) == "NO" || next.substr(0, 2) == "Nr" || next.substr(0, 2) == "N." ||
        next.substr(0, 3) == "N\xC2\xBA" || next.substr(0, 2) == "\xC2\xA7" || next.substr(0, 1) == "#")
        return;
    // The tail of a longer abbreviation ("F.I.R.", "U.A.E.") or four letters and more ("N.B.S.E.", "M.A.C.T."): a
    // body's or a document's letters.
    const size_t s0 = toks_[i].start;
    if ((s0 >= 2 && in_.text[s0 - 1] == '.' && std::isupper(static_cast<unsigned char>(in_.text[s0 - 2]))) || j - i + 1 >= 4) return;
    // "P.S.: Laitumkhrah", "D.O.B.: 1961": initials before a colon are a form's label.
    if (toks_[j].end + 1 < in_.text.size() && in_.text[toks_[j].end + 1] == ':') return;
    // A post office after its town, a police station's occurrence book, the West Indies after a country, a meeting's any
    // other business, an invoice's errors and omissions: "Lacovia P.O.,", "O.B. Entry: 118", "Jamaica W.I.", "5. A.O.B.",
    // "E.&O.E.".
    std::string letters;
    for (size_t k = i; k <= j; ++k) letters += toks_[k].text;
    static const WordSet kAbbreviations = {"PO", "OB", "WI", "AOB", "OE"};
    if (kAbbreviations.count(letters)) return;
    size_t end = toks_[j].end + 1;
    emit(toks_[i].start, end, "name.initials", 0.6);
}

void NameScanner::score_free(const Run& r) {
    const Token& first = toks_[r.first];
    // Lower-case names without context: only where the whole text is written in lower case
    // (chats, dictation); in ordinary prose a lower-case word is not a name.
    if (first.lower && (german_ || !lower_at(r.first))) return;
    // "doença de Parkinson", "sinal de Murphy", "maladie de Crohn", "Morbus Bechterew": an eponym
    // after its disease, sign or test, as the Romance languages and Latin write them.
    {
        size_t k = r.first;
        if (k > 0 && particle(k - 1) && toks_[k - 1].lower) --k;
        if (k > 0 && joined(k - 1, k)) {
            if (is_eponym_leader(ascii_lower(toks_[k - 1].text))) return;
        }
    }
    // "Sri Lanka", "Sierra Leone": a country's two words, the first a title or a given name, name no one.
    if (r.first > 0 && joined(r.first - 1, r.first) && is_region_name(in_.text.substr(toks_[r.first - 1].start, r.end - toks_[r.first - 1].start)))
        return;
    // "Nemocnice Kolín", "do Szpitala Miejskiego": an institution named word first, not a person.
    for (size_t k = r.first; k <= r.last; ++k) {
        if (particle(k)) continue;
        if (opens_institution_name(toks_[k].text, !german_)) return;
        break;
    }
    const Token& last = toks_[r.last];
    size_t after = r.last + 1;
    // Not a person: an organisation, a street, a medicine with a dose, an eponym.
    bool possessive = r.end + 1 < in_.text.size() && (in_.text.compare(r.end, 2, "'s") == 0 || in_.text.compare(r.end, 4, "\xE2\x80\x99s") == 0);
    if (possessive && after < toks_.size() && (has(after, kEponym) || clinical_noun(after))) return;
    // "Hoehn and Yahr stage 4", "Child and Pugh score": two eponyms joined, then the thing named.
    if (after + 2 < toks_.size() && toks_[after].text == "and" && toks_[after + 1].capitalised && joined(r.last, after) &&
        joined(after, after + 1) && joined(after + 1, after + 2) && has(after + 2, kEponym))
        return;
    // "Kerley B lines": an eponym, a letter, the thing named.
    if (after + 1 < toks_.size() && bare_capital(after) && joined(r.last, after) && joined(after, after + 1) && has(after + 1, kEponym))
        return;
    // (An organisation's word in lower case is no part of its name, "with Kalisi interpreting"; a legal
    // form's letters are, "Dakbayan sa Sugbo" being no person either way.)
    // (A street's type in lower case that is also a verb after its subject is that verb: "Maria Kallio drove
    // him", "Ana Ruiz walks"; "Sandy Cruz trail" keeps its type.)
    static const WordSet kStreetTypeVerbs = {"drove", "walk", "walks", "run", "runs", "rise", "rises", "close", "closes", "view", "views"};
    const bool street_after = after < toks_.size() && (toks_[after].lex & kLexStreetAfter) &&
                              !(toks_[after].lower && kStreetTypeVerbs.count(toks_[after].text));
    if (after < toks_.size() && joined(r.last, after) &&
        ((has(after, kOrgKeyword) && (!toks_[after].lower || toks_[after].text.size() <= 3)) || street_after || has(after, kEponym) ||
         has(after, kPlaceFollow))) {
        // A place's kind in lower case after its name, as the Baltic and Nordic languages write it: "Dricānu
        // pagasts", "Harju maakond".
        if (has(after, kPlaceFollow) && toks_[after].lower && !(toks_[after].lex & kLexCommon) && !first.all_caps)
            add_span(out_, first.start, toks_[after].end, "LOCATION", "place.kind_word", 0.7);
        return;
    }
    // "Philippine Passport", "a Ghanaian citizen": a country's adjective before its document or its people.
    if (after < toks_.size() && joined(r.last, after) && r.words == 1) {
        static const WordSet kNationalThings = {"passport", "Passport", "PASSPORT", "citizen", "citizens", "citizenship",
                                                "nationality", "national", "nationals", "embassy", "Embassy", "consulate", "Consulate"};
        if (kNationalThings.count(toks_[after].text)) return;
    }
    // The faith, not the given name: "Religion: Christian", "Child's Christian name(s)", "Mass of Christian Burial"
    // (a Christian named alone comes with a verb or a surname).
    if (r.words == 1 && (first.text == "Christian" || first.text == "CHRISTIAN") &&
        !(after < toks_.size() && joined(r.last, after) && has(after, kReporting)))
        return;
    // A place's name in a heading's capitals, its first word or its kind before it: "SAINT VINCENT AND THE
    // GRENADINES", "ST. KITTS AND NEVIS", "COUNTY OF LOS ANGELES", "COUNTY OF ALLEN", "IN THE ALLEN SUPERIOR COURT".
    if (first.all_caps && r.first > 0) {
        static const WordSet kPlaceFirst = {"SAINT", "ST", "STE", "LOS", "LAS", "SAN", "SANTA", "SAO", "PORT", "FORT", "MOUNT"};
        static const WordSet kPlaceKinds = {"COUNTY", "PARISH", "STATE", "CITY", "DISTRICT", "PROVINCE", "BOROUGH", "COMMONWEALTH"};
        const size_t p = r.first - 1;
        const bool first_word = kPlaceFirst.count(toks_[p].text) && toks_[p].end + 2 >= first.start;
        const bool of_kind = p > 0 && toks_[p].text == "OF" && (kPlaceKinds.count(toks_[p - 1].text) || (p > 1 && toks_[p - 1].text == "LOS" && kPlaceKinds.count(toks_[p - 2].text)));
        const bool court_after = after + 1 < toks_.size() && toks_[after + 1].text == "COURT" &&
                                 (toks_[after].text == "SUPERIOR" || toks_[after].text == "CIRCUIT" || toks_[after].text == "DISTRICT" ||
                                  toks_[after].text == "COUNTY" || toks_[after].text == "MAGISTRATES" || toks_[after].text == "PROBATE");
        if (first_word || of_kind || court_after) return;
    }
    // A feast alone: "any date before Christmas".
    if (r.words == 1 && (first.text == "Christmas" || first.text == "Xmas")) return;
    // "Torres Strait Islander", "Pacific Islander": a people, named after their islands.
    // "Pembroke Small Claims Court": a court or a body whose kind comes a word later.
    if (after + 1 < toks_.size() && joined(r.last, after) && toks_[after].capitalised &&
        ((toks_[after].text == "Islander" || toks_[after].text == "Islanders") ||
         (joined(after, after + 1) && toks_[after + 1].capitalised && !has(after, kStop) &&
          (has(after + 1, kOrgKeyword) || toks_[after + 1].text == "Court" || toks_[after + 1].text == "Tribunal"))))
        return;
    // "Bacolod City", "Annacis Island", "San Joaquin Valley": a place, its kind the last word (not in
    // capitals, a heading's words).
    if (r.last > r.first && has(r.last, kPlaceFollow)) {
        // (A church's parish by its denomination is the church: "St. Kizito Catholic Parish".)
        static const WordSet kDenomination = {"Catholic", "Anglican", "Methodist", "Lutheran", "Orthodox", "Presbyterian",
                                              "Baptist", "Episcopal", "Pentecostal", "Adventist", "Reformed", "Coptic"};
        // (A state's or a province's is no place the guide marks: "Bauchi State", "Morobe Province"; the town before
        // its comma is, "Auki, Malaita Province".)
        static const WordSet kFirstLevel = {"State", "Province", "Region", "Governorate", "Oblast", "Prefecture", "Territory"};
        if (kFirstLevel.count(toks_[r.last].text)) {
            if (r.comma && !first.all_caps && !(first.lex & (kLexCommon | kLexVocab)))
                add_span(out_, first.start, comma_pos(r), "LOCATION", "place.kind_word", 0.7);
            return;
        }
        if (toks_[r.last].text == "Parish" && kDenomination.count(toks_[r.last - 1].text))
            add_span(out_, saint_title_before(in_.text, first.start), r.end, "ORGANIZATION", "org.parish", 0.8);
        else if (!first.all_caps)
            add_span(out_, first.start, r.end, "LOCATION", "place.kind_word", 0.7);
        return;
    }
    if (followed_by_dose(r.end)) return;
    // "12 Smith Street" but not "BED 4B-11  KOWALCZYK, Stanisław" or "PA 2  Dariusz Kołodziejczyk": a column gap
    // before a "LAST, First" name, or a name opening with a listed given name, ends whatever the number was.
    const size_t lead = toks_[r.first].start;
    const bool column_gap = lead >= 2 && (in_.text[lead - 1] == '\t' || in_.text.compare(lead - 2, 2, "  ") == 0);
    const bool given_first = (toks_[r.first].lex & kLexGiven) && r.last > r.first;
    if (preceded_by_number(r.first) && !((r.comma || given_first) && column_gap)) return;
    // A place: every word a city and none a name ("Ann Arbor", "Leeds").
    if (r.strong == 0 && city_run(r)) return;
    // A region or a town after its compass word ("North Carolina", "South Shields"): the run is part of the place.
    if (r.first > 0 && joined(r.first - 1, r.first) && compass_word(toks_[r.first - 1].text)) {
        std::string phrase = fold_word(toks_[r.first - 1].text);
        for (size_t j = r.first; j <= r.last; ++j) phrase += " " + fold_word(toks_[j].text);
        if (in_.lex.flags_folded(phrase) & (kLexRegion | kLexCity)) return;
    }
    // A mail program's rule around its words: "-----Ursprüngliche Nachricht-----", "-----Original Message-----".
    if (first.start >= 3 && in_.text.compare(first.start - 3, 3, "---") == 0 && in_.text.compare(r.end, 3, "---") == 0) return;
    // A chat's placeholder for what it did not export, the whole message in brackets: Zalo's "[Hình ảnh]" (a picture).
    if (first.start >= 3 && in_.text.compare(first.start - 3, 3, ": [") == 0) {
        const size_t close = in_.text.find(']', r.end);
        const size_t eol = in_.text.find('\n', r.end);
        if (close != std::string_view::npos && close < r.end + 24 && (eol == std::string_view::npos || close < eol) &&
            (close + 1 >= in_.text.size() || in_.text[close + 1] == '\n' || in_.text[close + 1] == ' '))
            return;
    }
    // A car's model after its make ("Maruti Swift Dzire", "Toyota Hilux"), and the court's "HOLDEN AT ABEOKUTA" (held at).
    if ((r.first >= 1 && joined(r.first - 1, r.first) && is_vehicle_make(toks_[r.first - 1].text)) ||
        (r.first >= 2 && joined(r.first - 2, r.first - 1) && joined(r.first - 1, r.first) && is_vehicle_make(toks_[r.first - 2].text) &&
         toks_[r.first - 1].capitalised))
        return;
    if (r.words == 1 && (first.text == "HOLDEN" || first.text == "Holden") && r.last + 1 < toks_.size() &&
        (toks_[r.last + 1].text == "AT" || toks_[r.last + 1].text == "at") && joined(r.last, r.last + 1))
        return;
    // "Solway Ward", "Ward Clerk": a hospital's ward by its name, and a ward's role (the surname after a given name
    // stays: "Jessica Ward").
    if (r.words == 2 && !r.comma &&
        ((toks_[r.last].text == "Ward" && !(first.lex & kLexGiven)) ||
         (first.text == "Ward" && (toks_[r.last].lex & kLexCommon) && !(toks_[r.last].lex & kLexGiven))))
        return;
    // "the Houlton Police": a town's police, no person.
    if (r.last > r.first && (toks_[r.last].text == "Police" || toks_[r.last].text == "POLICE")) return;
    // A title of the list alone, no name list's name, calls someone without naming them ("Ni marungi Nyabo.").
    if (r.words == 1 && !first.initial && (first.lex & kLexHonorificWord) && !(first.lex & (kLexGiven | kLexSurname))) return;
    double conf = 0;
    bool at_start = sentence_start(r.first);
    bool caps = first.all_caps;
    if (r.comma) {
        // "Smith, John" / "MACLEOD, CALLUM": a surname before the comma, a given name after it.
        conf = comma_names(r) ? 0.9 : 0;
    } else if (r.words >= 2) {
        if (r.strong >= 1) conf = caps ? 0.86 : 0.9;
        else if (r.weak >= 1 && r.given + r.surname >= 1) conf = 0.8;
        else if (r.weak >= 2) conf = german_ ? 0.45 : 0.7;
        else if (r.weak == 1) conf = german_ ? 0 : 0.6;
        else if (r.given >= 1 && (first.lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && !caps)
            conf = at_start ? 0.6 : 0.7;
        // Capitals without a known name are headings and terms ("NOTTINGHAM GRADE");
        // a given name and a surname in capitals may still be a person ("JOHN SMITH").
        if (caps && r.strong == 0) {
            bool given_surname = (first.lex & kLexGiven) && (toks_[r.last].lex & kLexSurname) && r.words <= 3;
            bool alone = given_surname && tok_line_start(r.first) + 40 > first.start &&
                         line_end_at(r.end) == r.end + (in_.text.substr(r.end, 1) == " " ? 1 : 0);
            conf = given_surname ? (alone ? 0.86 : 0.7) : 0;
        }
    } else {
        // One word, perhaps after initials ("M. Delgado": an initial and a surname is a name).
        size_t w = r.first;
        while (w < r.last && toks_[w].initial) ++w;
        if (w > r.first) {
            Evidence e = evidence(w);
            // (In German a capital opens every noun: "B. Grundsatz" need not be a name. Other languages
            // outside the five capitalise names only, as English does.)
            conf = e == Strong || (e == Weak && (!german_ || other_language_)) ? 0.88 : (e == CommonName ? 0.6 : 0);
            // A proper noun or a town's name after initials (extend took it as a surname): "J. Leakey".
            if (conf == 0 && r.proper_after_initials) conf = 0.8;
            if (conf > 0)
                emit(first.start, r.end, caps ? "name.caps_sequence" : "name.sequence", degree_after(r.end) ? 0.9 : conf);
            return;
        }
        Evidence e = evidence(r.first);
        if ((e == Weak && !(first.lex & (kLexGiven | kLexSurname)) && abbreviation_before_number(r.first)) || degree_detail(r.first)) return;
        // A form's label in a language no list holds (name_foreign_words.cpp).
        if (!(first.lex & (kLexGiven | kLexSurname)) &&
            ((e == Weak && line_label(r.first)) || translated_beside(r.first) || glossed_label(r.first)))
            return;
        bool given_name = (first.lex & kLexGiven) && !listed_word(r.first);
        if (e == Strong) conf = given_name && !caps ? 0.86 : 0.7;
        else if (e == Weak) conf = german_ || caps ? 0 : (first.lower ? 0.42 : (at_start ? 0.45 : 0.6));
        // A sentence's first word no list has, in a language no list of ours holds (another language
        // in Latin letters, or Greek, Cyrillic or Armenian script: "Ранее нарушений не имел."), is as
        // likely any word as a name: where a sentence of prose opens (not after an abbreviation's dot,
        // "ш. Хуҷанд", a colon or a line break inside a block).
        // So too where the record's language is listed but this sentence's small words are in no list
        // ("Nditafika pa mlatho wa Likangala", a Chichewa statement in an English form).
        const bool unlisted_language = other_language_ || other_cased_script_lead(static_cast<unsigned char>(first.text[0])) ||
                                       (e == Weak && (unlisted_words_after(r.first) || many_unlisted_words()));
        if (e == Weak && !first.lower && at_start && unlisted_language && prose_sentence_start(r.first, unlisted_language) &&
            !paired_elsewhere(r.first))
            conf = 0;
        if (e == Weak && !first.lower && written_lower_elsewhere(r.first)) conf = 0;
        // So too a word a name list has, opening a sentence of a language no list holds and written in lower
        // case elsewhere in it: Saraiki "Haan." (yes) and "bhej dinda haan", a surname in a list.
        if (e == Strong && at_start && other_language_ && prose_sentence_start(r.first, true) && written_lower_elsewhere(r.first))
            conf = 0;
        // ... and in any language, a short word the record writes in lower case three times or more: Abruzzese "Lu
        // primario …" (the) beside "lu dottore", "lu codice", not the surname Lu.
        if (e == Strong && at_start && first.text.size() <= 3 && written_lower_elsewhere(r.first, 3))
            conf = 0;
        if (first.lower && e == Strong) conf = 0.6;
        if (german_ && first.lower) conf = 0;
        // Another language's small word opening its sentence, the sentence going on in lower case, is
        // that word even where a surname list has it: Afrikaans "Ek het …" (I), not the Swedish surname.
        if (at_start && (first.lex & kLexForeignFunction) && !(first.lex & kLexGiven) && r.last + 1 < toks_.size() &&
            joined(r.last, r.last + 1) && toks_[r.last + 1].lower)
            conf = 0;
        // So is a word of Spanish, French, Portuguese or Dutch opening its sentence in a record of one of
        // them, where a surname list has the word but no given-name list does ("Perfecto.", "Bon courage",
        // "Posso sim"): the name lists' surnames are many, and a sentence seldom opens with one alone.
        const size_t list = in_.language == Language::Spanish      ? 0
                            : in_.language == Language::French     ? 1
                            : in_.language == Language::Portuguese ? 2
                            : in_.language == Language::Dutch      ? 3
                                                                   : 4;
        if (conf > 0 && at_start && list < 4 && (first.lex & kLexSurname) && !(first.lex & kLexGiven) &&
            in_.lex.surname_is_word_of(list, fold_word(first.text)))
            conf = 0;
        // ... and in a chat in any language but English, a message's first word alone before its mark, where a
        // surname list has it but no given-name list does ("Serio??", "Gaer."): a reply's word. (Not before a
        // comma, a nickname the message addresses, "Nati, wynajmujący…"; nor before a word, a nickname as the
        // subject, "Dinho disse que…".)
        if (conf > 0 && in_.language != Language::English && (first.lex & kLexSurname) && !(first.lex & kLexGiven) &&
            chat_message_start(r.first) && r.end < in_.text.size() && std::string_view(".?!").find(in_.text[r.end]) != std::string_view::npos)
            conf = 0;
    }
    // "JOHN DOE, ESQ.", "Lena Ohlsson, MD": a degree after the name makes it one.
    if (conf <= 0 && degree_after(r.end) && (r.strong + r.weak > 0 || r.given + r.surname >= 1) && r.words >= 2)
        conf = 0.88;
    if (conf <= 0) return;
    // A kin or role word alone names no one, not even before a reporting verb: "Dtr called", "Mum rang".
    // (Even one a given-name list has, where no surname list does: "passage Maman.", Indonesian "Maman".)
    // (A surname too only inside a sentence: "Pappa kan skjutsa dig" opens one with the kin word.)
    if (r.words == 1 && (first.lex & kLexRelation) && (!(first.lex & kLexSurname) || sentence_start(r.first))) return;
    // Nor a German compound of two words of the language ("Mieterverein", "Krankenkasse"): a noun.
    if (r.words == 1 && german_compound(first.text)) return;
    // Nor a German article (or Bavarian and Viennese "Da") before a German noun: "Da Fahrer", "Der Oberarzt".
    if (r.last == r.first + 1 && german_article(first.text) && (toks_[r.last].lex & (kLexGermanWord | kLexRelation))) return;
    // Nor a country or a state of two words ("Hong Kong", "Saint Lucia").
    if (r.first != r.last && !r.comma &&
        (in_.lex.flags_folded(fold_phrase(in_.text.substr(first.start, r.end - first.start))) & kLexRegion))
        return;
    // A degree after the name ("Lena Ohlsson, MD"), a reporting verb, a possessive of a person.
    if (degree_after(r.end) || (after < toks_.size() && joined(r.last, after) && has(after, kReporting) &&
                                r.strong + r.weak > 0 && !(first.lex & kLexProper)))
        conf = std::max(conf, r.strong + r.weak > 0 ? 0.9 : 0.86);
    (void)last;
    // Particles before the run belong to it ("van der Linde", "dos Santos").
    size_t from = r.first;
    while (from > 0 && particle(from - 1) && joined(from - 1, from) && (toks_[from - 1].lower || toks_[from - 1].capitalised || caps) &&
           !romance_preposition(from - 1))
        --from;
    // (After a street's type word and a short word in lower case, a particle or an article, the name is the street's:
    // "Bóthar na Coille", "Rue du Pont".)
    if (r.first >= 2 && toks_[r.first - 1].lower && letters(toks_[r.first - 1].text) <= 4 && (toks_[r.first - 2].lex & kLexStreetBefore) &&
        joined(r.first - 2, r.first - 1) && joined(r.first - 1, r.first))
        return;
    // "TAKOR Arrey Ebot", "DUPONT Jean": the surname in capitals before the given names, as French and Cameroonian
    // paperwork writes it (not a heading's last word: the word before it is in ordinary case or ends a clause).
    if (from > 0 && from == r.first && !caps && toks_[from - 1].all_caps && letters(toks_[from - 1].text) >= 3 && joined(from - 1, from) &&
        !listed_word(from - 1) && !has(from - 1, kStop) && !has(from - 1, kHonorific) && !(toks_[from].lex & kLexForeignFunction) &&
        (from == 1 || !(toks_[from - 2].all_caps || toks_[from - 2].initial) || !same_line(in_.text, toks_[from - 2].end, toks_[from - 1].start)))
        --from;
    // "(K Dimitriou)": an initial written without its dot ("A" and "I" are words).
    if (from > 0 && bare_capital(from - 1) && joined(from - 1, from) && toks_[from - 1].text != "A" && toks_[from - 1].text != "I")
        --from;
    emit(toks_[from].start, r.end, r.comma ? "name.last_first" : (caps ? "name.caps_sequence" : "name.sequence"), conf);
}

bool NameScanner::comma_names(const Run& r) const {
    size_t comma = comma_pos(r);
    // "Labdien, Bērziņa kungs", "Hello, Maria": a greeting before the comma is no surname.
    if (has(r.first, kSalutation)) return false;
    // "County Clerk, Scotts Bluff County": an office, then its county or parish, is no "LAST, First".
    for (size_t k = r.last; k < toks_.size() && k <= r.last + 2 && (k == r.last || joined(k - 1, k)); ++k)
        if (is_place_follower(ascii_lower(toks_[k].text))) return false;
    bool left = false, right = false, left_named = false, right_named = false;
    for (size_t j = r.first; j <= r.last; ++j) {
        if (toks_[j].initial || particle(j)) continue;
        Evidence e = evidence(j);
        bool before = toks_[j].end <= comma;
        bool caps_unknown = toks_[j].all_caps && letters(toks_[j].text) >= 3 && !listed_word(j) && !has(j, kStop);
        if (!before && credential(j)) return false;
        if (e == None && caps_unknown) e = Weak;
        bool named = e == Strong || (before ? (toks_[j].lex & kLexSurname) : (toks_[j].lex & kLexGiven)) != 0;
        if (before) {
            left_named = left_named || named;
            left = left || named || e == Weak;
        } else {
            right_named = right_named || named;
            right = right || named || e == Weak;
        }
    }
    // "BULATOVIĆ, Njegoševa br. 12": a street and its house number after the comma, not a given name.
    {
        const std::string_view rest = in_.text.substr(toks_[r.last].end, 8);
        const size_t digit = rest.find_first_of("0123456789");
        if ((rest.starts_with(" br.") || rest.starts_with(" nr.")) && (digit == 4 || digit == 5)) return false;
    }
    // "Porlock, Somerset TA24 8QB": a town, then its county and a British postcode, not "LAST, First".
    if (r.last == r.first + 1) {
        static const Regex uk_postcode_after(R"([ \t]+[A-Z]{1,2}\d[A-Z\d]?[ ]\d[A-Z]{2}(?![\w]))");
        Match m;
        if (uk_postcode_after.match_at(in_.text.substr(0, std::min(in_.text.size(), toks_[r.last].end + 12)), toks_[r.last].end, &m))
            return false;
    }
    // "Soldotna, AK 99669": a town, then its state's code and a ZIP, not "LAST, First".
    if (r.last == r.first + 1 && toks_[r.last].all_caps && is_us_state_abbreviation(toks_[r.last].text)) {
        const std::string_view rest = in_.text.substr(toks_[r.last].end, 7);
        if (rest.size() >= 6 && (rest[0] == ' ' || rest[0] == '\t') && std::all_of(rest.begin() + 1, rest.begin() + 6, ::isdigit) &&
            (rest.size() == 6 || !std::isalnum(static_cast<unsigned char>(rest[6]))))
            return false;
    }
    // "Elm Street, Parramatta": a street before the comma, not a surname.
    // A street word alone is a surname ("PARK, JI HOON", "Street, Ann").
    for (size_t j = r.first + 1; j <= r.last && toks_[j].end <= comma; ++j)
        if ((toks_[j].lex & kLexStreetAfter) && toks_[j].end == comma) return false;
    // "Kowhai Grove Rest Home, Marton": an institution's two-word tail before the comma, perhaps with
    // its first word before the run (its last word, "Home", is no organisation word alone).
    for (size_t j = std::max<size_t>(r.first, 1); j <= r.last && toks_[j].end <= comma; ++j) {
        if (toks_[j].end != comma || !joined(j - 1, j)) continue;
        const std::string pair = ascii_lower(toks_[j - 1].text) + " " + ascii_lower(toks_[j].text);
        for (std::string_view tail : kInstitutionTails)
            if (tail.find(' ') != std::string_view::npos && ascii_lower(tail) == pair) return false;
    }
    // Both sides names or unknown words, one side a known name.
    return left && right && (left_named || right_named) && !(german_ && r.strong == 0);
}

bool NameScanner::city_run(const Run& r) const {
    if (r.given + r.surname > 0) return false;
    std::string phrase;
    for (size_t j = r.first; j <= r.last; ++j) phrase += (phrase.empty() ? "" : " ") + fold_word(toks_[j].text);
    return in_.lex.is_city(phrase);
}

}  // namespace synsema::redact::name_scan
