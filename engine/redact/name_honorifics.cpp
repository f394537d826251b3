// A title of address, a rank or a job title before a name: "Dr. Alan Placeholder", "Frau Dr. von Stetten",
// "mbak Dewi", "Sig.ra Bianchi", "dott. Screm" (the rest of the contexts: name_contexts.cpp).
#include "name_scanner.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string>

#include "word_set.h"

namespace synsema::redact::name_scan {

// Alemannic and Bavarian write the article "der" as "dr": "dr Zug", "dr Krankekasse", "uff dr Ufwachstation". A record
// that writes "dr" without a dot before three or more different capitalised words no name list has is in such a dialect.
bool NameScanner::dr_is_article() const {
    std::set<std::string_view> unnamed_after;
    for (size_t i = 0; i + 1 < toks_.size(); ++i)
        if (toks_[i].text == "dr" && in_.text.compare(toks_[i].end, 1, ".") != 0 && toks_[i + 1].capitalised &&
            !(toks_[i + 1].lex & (kLexGiven | kLexSurname)))
            unnamed_after.insert(toks_[i + 1].text);
    return unnamed_after.size() >= 3;
}

void NameScanner::honorifics() {
    const bool dr_article = dr_is_article();
    for (size_t i = 0; i + 1 < toks_.size(); ++i) {
        const Token& t = toks_[i];
        if (t.text.size() > 11 || !has(i, kHonorific)) continue;
        // (There "dr" is a title only before a name the lists have: "vo dr Praxis" is no doctor's.)
        if (dr_article && t.text == "dr" && !(toks_[i + 1].lex & (kLexGiven | kLexSurname))) continue;
        // Kin and job words that are titles only capitalised: "Sister Araba Dadzie", "Coach Rylee" ("his sister Ruta",
        // "the coach Mike" name a relative and a role, found as such).
        static const WordSet kCapitalisedTitles = {"sister", "coach", "counsel", "late"};
        if (t.lower && kCapitalisedTitles.count(t.text)) continue;
        // (Romanian "dl" is no title in capitals: "DL No. DLW4418273" is a driving licence's.)
        if (t.text == "DL") continue;
        // (Turkish "Bay" and "Bayan", Mr and Mrs, only before the name, never after a capitalised word or before a
        // dot: "Stake Bay. My grandmother", "from Spot Bay towards" are places.)
        if ((t.text == "Bay" || t.text == "Bayan" || t.text == "BAY") &&
            ((i > 0 && toks_[i - 1].capitalised && joined(i - 1, i)) || in_.text.compare(t.end, 1, ".") == 0))
            continue;
        // "the nurse gave", "a judge alone"; but "doctor chandrasekaran" in speech to text. A title
        // abbreviated with a hyphen ("д-р", "г-жа") is no job word and is written in lower case.
        const bool abbreviated = t.text.find('-') != std::string_view::npos;
        // So is a capitalised name no list has as a word after such a title in lower case: "mbak Dewi", "nurse Okafor".
        // (Not past a sentence's end: "… mas. Pembalute"; and a word closing a sentence after it is a name
        // only where the name lists have it: "eng Kopie." is a noun, "mbak Ratri." a name.)
        const Token& after_title = toks_[i + 1];
        const bool closes_sentence = after_title.end < in_.text.size() && in_.text[after_title.end] == '.';
        const bool unlisted_capital_after = t.lower && has(i, kWeakHonorific) && after_title.capitalised && !listed_word(i + 1) &&
                                            !has(i + 1, kStop) && after_title.start == t.end + 1 && in_.text[t.end] == ' ' &&
                                            (!closes_sentence || (after_title.lex & (kLexGiven | kLexSurname)));
        // (A job word in lower case before a lower-case name only where English dictates one, "doctor chandrasekaran";
        // not another language's title the data adds, before a word of its language: Swedish "sista siffrorna";
        // nor an English one in a record of a language no list holds, before its words: Saraiki "doctor aakhya".)
        if (t.lower && has(i, kWeakHonorific) && !abbreviated && !unlisted_capital_after &&
            !(!other_language_ && letters(t.text) >= 4 && (is_weak_honorific(t.text) || (t.lex & kLexCommon)) && toks_[i + 1].lower && !listed_word(i + 1) && !has(i + 1, kStop) &&
              letters(toks_[i + 1].text) >= 3))
            continue;
        // Titles that are also everyday words of their language ("seu" his, "dona" owner, "pan" sir in
        // Czech) take a name only in capitals: "seu Ricardo", not "seu marit".
        // (Portuguese and Spanish "senhor"/"señor" are also "you" and "the gentleman": "o senhor que pegou o caso";
        // Italian "dottore", "signora" the doctor and the lady: "U dottore dice ca forse …".)
        static const WordSet kCapitalNameOnly = {"seu", "dona", "pan", "pani", "pana", "panu", "dl", "dna", "const",
                                                 "senhor", "senhora", "señor", "señora", "dottore", "dottoressa", "signore",
                                                 "signora", "sciura", "sciur", "sior", "siora", "dotor", "dotoressa"};
        // (A name in capitals after a title in lower case takes no lower-case words after it: "mbak Dewi istirahat".)
        // (Unless a second title follows, then a capitalised name: "senhora doutora Filipa".)
        const bool title_then_name = i + 2 < toks_.size() && has(i + 1, kHonorific) && toks_[i + 2].capitalised;
        bool lower = t.lower && (!kCapitalNameOnly.count(t.text) || title_then_name) && !unlisted_capital_after;
        // (Nor one opening with a particle: "il dottore di scrivere" is no name.)
        if (lower && i + 1 < toks_.size() && toks_[i + 1].lower && particle(i + 1)) lower = false;
        // (Nor after a capitalised name's first word: "O senhor Antônio precisa de duas testemunhas".)
        if (lower && toks_[i + 1].capitalised) lower = false;
        // Vietnamese titles are told by their marks ("bà", "ông", "chị", "cô"); folded, the bare letters are
        // other languages' words (Tetum "ba", to; "co", "chi").
        static const WordSet kMarkedOnly = {"ba", "ong", "chi", "co"};
        if (t.text.size() <= 3 && kMarkedOnly.count(ascii_lower(t.text))) continue;
        size_t gap_from = t.end;
        if (gap_from < in_.text.size() && in_.text[gap_from] == '.') ++gap_from;
        // A title written out in lower case, then a dot, ends its sentence: "dice lu dottore. Tocca operà" (the
        // abbreviations a dot closes are short: "dott.", "sig.", "prof.").
        if (t.lower && gap_from > t.end && t.text.size() > 4) continue;
        // Portuguese writes a title's feminine or masculine ending as an ordinal indicator: "Dr.ª", "Enf.ª", "Eng.º".
        const bool ordinal_ending = gap_from > t.end && (in_.text.compare(gap_from, 2, "\xC2\xAA") == 0 || in_.text.compare(gap_from, 2, "\xC2\xBA") == 0);
        if (ordinal_ending) gap_from += 2;
        // The name's first token (past the ending, where "ª" is a token of its own).
        const size_t first = ordinal_ending && toks_[i + 1].start < gap_from && i + 2 < toks_.size() ? i + 2 : i + 1;
        if (toks_[first].start < gap_from || !same_line(in_.text, gap_from, toks_[first].start) || toks_[first].start - gap_from > 2) continue;
        // "M." is French for Monsieur only before a word ("M. Benali"), not in "M.S.".
        if (t.text == "m" || (t.text == "M" && (toks_[i + 1].start == gap_from || toks_[i + 1].initial))) continue;
        const Token& next = toks_[first];
        // "Doctor Name and Degree:", "Officer Name": a form's label for the name, not a name.
        if (const std::string label = ascii_lower(next.text); label == "name" || label == "names") continue;
        // "Sig.ra", "Dott.ssa", "Gent.ma": an Italian title's feminine or superlative ending after its dot.
        size_t k = first;
        if (toks_[k].start == gap_from && gap_from > t.end && toks_[k].lower && toks_[k].text.size() <= 3 && k + 1 < toks_.size() &&
            same_line(in_.text, toks_[k].end, toks_[k + 1].start))
            ++k;
        // "Frau Dr. von Stetten": honorifics chain.
        while (k + 1 < toks_.size() && has(k, kHonorific) && joined_or_dot(k - 1, k)) ++k;
        if (!(toks_[k].capitalised || toks_[k].all_caps || toks_[k].initial || particle(k) ||
              (bare_capital(k) && k + 1 < toks_.size() && joined(k, k + 1) &&
               (toks_[k + 1].capitalised || toks_[k + 1].all_caps || bare_capital(k + 1))) ||
              (lower && toks_[k].lower && (!listed_word(k) || gazetteer(k)))))
            continue;
        if (next.lower && !lower && !particle(k) && k == first) continue;
        // A capitalised name after the title's dot takes no words in lower case after it: "dott. Screm andrà inviato".
        if (gap_from > t.end && (toks_[k].capitalised || toks_[k].all_caps)) lower = false;
        // "in Kachemak Bay. He was": a title's word (Turkish "Bay", Mr) that ends a capitalised place's name
        // before its dot, a pronoun or an article opening the next sentence ("He" is a surname too), is that place's word.
        static const WordSet kSentenceOpeners = {"He", "She", "It", "They", "We", "I", "The", "This", "That", "His", "Her",
                                                 "There", "Then", "How", "What", "When", "Where", "Why", "Is", "Are", "Can",
                                                 "Thank", "Thanks", "Yes", "Ok", "OK"};
        const bool opener_after_dot = gap_from > t.end && kSentenceOpeners.count(toks_[k].text);
        if (opener_after_dot && (t.lex & kLexCommon) && i > 0 && toks_[i - 1].capitalised && joined(i - 1, i) && !has(i - 1, kHonorific))
            continue;
        // ... and a title written whole ends its sentence at that dot: "Ni marungi Nyabo. How is Enock now?"
        if (opener_after_dot && letters(t.text) >= 5) continue;
        // (A number's label after it is none: "MR No. ITH-24-11-0763", a medical record's.)
        if ((toks_[k].text == "No" || toks_[k].text == "NO") && in_.text.compare(toks_[k].end, 1, ".") == 0) continue;
        Run r = extend(k, true, true, lower, false, in_.text.size());
        if (r.words == 0) {
            // "Ms. Do, you remain…", "Mr. Will.": after a title of address, a capitalised
            // function word that ends the phrase is the surname.
            if (!has(i, kWeakHonorific) && toks_[k].capitalised && has(k, kStop) && ends_phrase(toks_[k].end) &&
                !(gap_from > t.end && letters(t.text) >= 5))  // "Judge. He takes me": the word's dot ends its sentence
                emit(t.start, toks_[k].end, "name.honorific", 0.95);
            // "Dr. W." alone on a signature's line: the title and the initial sign for a person.
            if (!has(i, kWeakHonorific) && toks_[k].initial && k == first && t.capitalised) {
                size_t end = toks_[k].end;
                if (end < in_.text.size() && in_.text[end] == '.') ++end;
                const size_t ls = tok_line_start(i);
                const bool own_line = in_.text.substr(ls, t.start - ls).find_first_not_of(" \t-") == std::string_view::npos &&
                                      (end >= in_.text.size() || in_.text[end] == '\n' || in_.text[end] == '\r');
                if (own_line) emit(t.start, end, "name.honorific_initial", 0.86);
            }
            continue;
        }
        // "Atty. Reg. No.", "SAPOL Tumby Bay Police Station": a title that is also a word of the language (Turkish
        // "Bay", Mr) before words of the language only, or before an organisation's word, is that word.
        const bool org_after = r.last + 1 < toks_.size() && joined(r.last, r.last + 1) && !toks_[r.last + 1].lower &&
                               has(r.last + 1, kOrgKeyword);
        if ((t.lex & kLexCommon) && !t.all_caps && !toks_[k].initial &&
            (org_after || (!has(i, kWeakHonorific) && gap_from == t.end && letters(t.text) >= 3 &&
                           r.strong + r.weak + r.given + r.surname == 0)))
            continue;
        // (Nor a name at all: an abbreviation before its number, "Atty. Reg. No. 0318847".)
        if (abbreviation_before_number(k)) continue;
        // "Advocate High Court": the court a title is of, under an advocate's name, is no name.
        if (toks_[r.last].text == "Court" || toks_[r.last].text == "COURT") continue;
        // "Nurse Reviewer", "Officer Training": a title before a word needs a name after it.
        if (has(i, kWeakHonorific) && r.strong + r.weak + r.given + r.surname == 0) continue;
        // "DOCTOR FEE", "CHIEF COMPLAINT": in capitals, words of the language after a job title are a heading.
        if (has(i, kWeakHonorific) && t.all_caps && r.common == r.words) continue;
        const bool name_evidence = r.strong + r.weak + r.given + r.surname > 0 || toks_[k].initial;
        // "Immigration Officer.  Fees": a whole word's dot ends its sentence (a title's
        // abbreviation is short: "Dr.", "Sgt.", "Prof.").
        if (gap_from > t.end && (letters(t.text) >= 5 || has(i, kWeakHonorific)) && !name_evidence) continue;
        // A title that is a whole word of the language ends its sentence at its dot whatever follows
        // ("Akpe, Madame. Bien reçu": "Bien" is a surname too).
        if (gap_from > t.end && letters(t.text) >= 5 && (t.lex & kLexCommon)) continue;
        // "Salamat po Ma'am. Ano": a title written whole with its apostrophe takes no dot of abbreviation.
        if (gap_from > t.end && t.text.find('\'') != std::string_view::npos) continue;
        // "MS Medicaid", "ME Case No.", "DL GA 058219943": two or three capitals are as often an abbreviation;
        // a title so written, without its dot ("MS. OYELARAN" has one), takes a name the lists have.
        if (t.all_caps && letters(t.text) <= 3 && gap_from == t.end && !name_evidence) continue;
        // "Sex M  Hair brn", "Sr  Name": a column's gap between them, and no name after it.
        if (toks_[k].start >= gap_from + 2 && !name_evidence) continue;
        // "Sri Lanka": the title's word and the next make a country or a town.
        // ("Sri Lankan": the country's adjective.)
        if (k == first && ((in_.lex.flags_folded(fold_phrase(in_.text.substr(t.start, toks_[k].end - t.start))) & (kLexRegion | kLexCity)) ||
                           (toks_[k].text.size() > 4 && toks_[k].text.back() == 'n' &&
                            (in_.lex.flags_folded(fold_phrase(in_.text.substr(t.start, toks_[k].end - 1 - t.start))) & kLexRegion))))
            continue;
        // "our Safety Officer Mr Lau": a job title written whole before a courtesy title stays outside the name (an
        // academic one, "Prof. Dr.", "Prim. dr.", stays inside).
        const bool job_before_title = has(i, kWeakHonorific) && gap_from == t.end && letters(t.text) >= 5 && has(first, kHonorific) &&
                                      !has(first, kWeakHonorific);
        // "Chief Inspector Alemnesh Girma": a police rank of two titles stays outside the name but for its last word,
        // as that word alone before a name is inside it ("Inspector Halvorsen").
        static const WordSet kPoliceRanks = {"inspector", "superintendent", "sergeant", "constable", "commissioner", "commander"};
        const bool rank = k >= first + 1 && kPoliceRanks.count(ascii_lower(toks_[k - 1].text)) && in_.text[toks_[k - 1].end] == ' ';
        emit(rank ? toks_[k - 1].start : job_before_title ? toks_[first].start : t.start, r.end, "name.honorific", 0.95);
    }
}

}  // namespace synsema::redact::name_scan
