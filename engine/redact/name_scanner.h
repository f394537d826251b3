// The person-name scanner (recognize_names.cpp runs it): one object per
// document holding its tokens' word classes and lines, with the contexts
// (name_contexts.cpp), the free scan (name_sequences.cpp) and the facts and
// runs they share (name_scanner.cpp). Internal to engine/redact.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "ascii_bytes.h"
#include "recognizers.h"

namespace synsema::redact::name_scan {

// How much a token alone says "name".
enum Evidence { None = 0, CommonName = 1, Weak = 2, Strong = 3 };

// A word of a script without letter case that chats write names in: Arabic's, Persian's, Urdu's, Hebrew's.
inline bool uncased_script(const Token& t) {
    const auto lead = static_cast<unsigned char>(t.text[0]);
    return !t.lower && !t.capitalised && !t.all_caps && lead >= 0xD7 && lead <= 0xDB;
}

class NameScanner {
public:
    NameScanner(const ScanInput& in, Spans& out);

    // Each token's line, found once: a per-token search for line ends would
    // make a long single-line text quadratic.
    struct Line {
        size_t start = 0, end = 0;
        bool layout = false;  // tabs, runs of spaces or '|': a form or table line, or a short line
        bool lower = false;   // a chat message typed in lower case (after its time stamp and speaker)
    };
    // A lower-case text at this token: the whole document, or the token's line when it is a
    // message typed in lower case inside a capitalised export ("Jacinta: i talked to dominic").
    bool lower_at(size_t i) const { return lower_doc_ || lines_[line_of_[i]].lower; }
    void index_lines();
    void mark_lower_messages();
    // A tab, a run of two spaces or a '|': in one pass (searching for "  "
    // stops at every single space of a prose line).
    static bool layout_line(std::string_view line);
    size_t tok_line_start(size_t i) const { return lines_[line_of_[i]].start; }
    size_t tok_line_end(size_t i) const { return lines_[line_of_[i]].end; }
    bool beside_mail_header(size_t line) const;
    // The end of the line holding byte pos (pos at a token's start, or just after one).
    size_t line_end_at(size_t pos) const;

    // --- token facts

    // Closed-class memberships of a token, from its Lexicon flags (one lookup
    // per token, made by the detector; vocabulary.cpp holds the classes).
    enum Class : uint16_t {
        kStop = 1, kHonorific = 2, kWeakHonorific = 4, kRelation = 8, kSalutation = 16, kReporting = 32,
        kEponym = 64, kPlaceFollow = 128, kRegion = 256, kOrgKeyword = 512, kDegree = 1024, kMonth = 2048,
        kKnown = 0x8000
    };
    uint16_t cls(size_t i) const { return classes_[i]; }
    uint16_t compute_cls(size_t i) const;
    bool has(size_t i, Class k) const { return (cls(i) & k) != 0; }

    const Token& tok(size_t i) const { return toks_[i]; }
    // A word of the language; in a record in a language the vocabulary lacks (Language::Other),
    // that language's function words too ("Til", "Dane"), but not a given name written without the
    // diacritics that alone make it one ("Neha" is no "néha", "Minh" no "mình").
    bool listed_word(size_t i) const {
        const uint32_t f = toks_[i].lex;
        const bool foreign = other_language_ && (f & kLexForeignFunction) &&
                             !((f & kLexAccentedFunction) && (f & kLexGiven) && all_ascii(toks_[i].text));
        return foreign || (f & (kLexCommon | kLexVocab | kLexMorph | (in_.language == Language::German ? kLexGermanWord : 0u))) != 0;
    }
    bool gazetteer(size_t i) const { return (toks_[i].lex & (kLexGiven | kLexSurname)) != 0; }
    // A chat message's first word after its time and sender ("08:40  Nurse: All good."): no name (name_contexts.cpp).
    bool chat_message_word(size_t i) const;
    // A chat stamp's time on the line before `pos` ("08:40", and with `dotted`, "19.05" as Indonesian phones write it).
    bool time_on_line_before(size_t pos, bool dotted) const;
    // A short form in lower case of a given name the record spells out elsewhere ("tiff" and "tiffany").
    bool short_form_of_given_name(size_t i) const;
    bool particle(size_t i) const { return (toks_[i].lex & kLexParticle) != 0 || gaelic_article_[i]; }

    Evidence evidence(size_t i) const;

    Evidence compute_evidence(size_t i) const;
    // A word whose form decides (name_word_forms.cpp): a given name's genitive, an elided article or
    // pronoun, a prefix and a hyphen before a word, a country's people. Nothing when the form says nothing.
    std::optional<Evidence> form_evidence(size_t i, bool listed, bool caps) const;

    // "EpiPen", "PhilHealth", "QuantiFERON": a capital inside a word, after a
    // stem that is no name prefix (Mc, Mac, De, La, Van…), before a word of the
    // language or a run of capitals, makes a brand, not a name ("MaryAnn",
    // "DeShawn", "McKenzie" stay names).
    bool camel_brand(std::string_view s) const;
    // "Mieterverein", "Arbeitsamt": two words of the German list joined (a linking "s" allowed), the first
    // of four letters or more, and the whole in no name or place list (name_foreign_words.cpp).
    bool german_compound(std::string_view word) const;
    // "Lic. No. CPA-0417": a short word and its dot before a number (name_sequences.cpp).
    bool abbreviation_before_number(size_t i) const;
    // Signs of a language no list holds (name_foreign_words.cpp).
    bool line_label(size_t i) const;         // a label opening its line, lower-case words and a colon after it
    bool translated_beside(size_t i) const;  // a bilingual form's word beside its English at a slash
    bool glossed_label(size_t i) const;      // a label's word before its English gloss and colon: "Dzina (Name):"
    bool unlisted_words_after(size_t i) const;  // the sentence's small words after it are in no list
    bool many_unlisted_words() const;  // a fifth of the record's lower-case words are in no list (mixed languages)
    bool paired_elsewhere(size_t i) const;  // the word stands beside another name word somewhere in the record
    bool written_lower_elsewhere(size_t i, size_t times = 1) const;  // the record has the word in lower case too
    // "MMed (Orth)": a word in the brackets of a degree (name_sequences.cpp).
    bool degree_detail(size_t i) const;

    // "Virginia", "Georgia": a state's name that is also a given name.
    // "April Freer", "June Okafor": a month that is also a given name, before a capitalised word.
    bool state_name_as_given(size_t i) const;

    static size_t letters(std::string_view s);

    // A lone capital letter without a dot ("Mr R S Dhillon").
    bool bare_capital(size_t i) const;

    bool name_shape(size_t i, bool caps_ok, bool lower_ok) const;

    // Only spaces (and the dot of an initial or a hyphen at a line break) between tokens a and b.
    bool joined(size_t a, size_t b, bool across_lines = false) const;

    bool sentence_start(size_t i) const;

    // A prose sentence's first word (not after an abbreviation, a colon or a line break; after a line
    // break that ends a sentence too where the sentence is in a language of no list).
    bool prose_sentence_start(size_t i, bool unlisted_language) const;

    // Token i opens a chat message: after its time and sender ("[21/2/28, 7:41:52 AM] Nduta: Baba"), or after
    // a CSV export's phone field ("16/02/2026,19:29,Μαρία,+30 694 555 0123,Σωστά").
    bool chat_message_start(size_t i) const;

    // --- runs of name tokens

    struct Run {
        size_t first = 0, last = 0;  // token indexes, inclusive
        int words = 0, strong = 0, weak = 0, common = 0, given = 0, surname = 0;
        bool comma = false;  // "LAST, FIRST"
        bool proper_after_initials = false;  // "J. Leakey": a proper noun or town taken as a surname
        size_t end = 0;      // byte end (with an initial's dot)
    };

    // Expect: context says a name starts here; accept any capitalised word that
    // is not a stopword, lower-case words that are not words of the language.
    Run extend(size_t i, bool expect, bool caps_ok, bool lower_ok, bool allow_comma, size_t limit,
               bool common_first = false) const;

    // "Josh Nguyen, LAC": a short word in capitals that no name list has, standing alone after a
    // name's comma, is a role or a credential ("PARK, JI HOON" has two words after it).
    // A name list may have it ("Lac"): then two names in ordinary case before the comma say
    // "First Last, CREDENTIAL", not "LAST, FIRST" ("DE LA CRUZ, ANA" is in capitals).
    bool credential(size_t j) const;

    // "s/o", "d/o", "S/O": tokens j ("s") and j + 1 ("o") between two capitalised words.
    bool patronymic_link(size_t j) const;

    // A capitalised word in quotes or brackets between two words of a name, one blank on each side:
    // 'Jihoon "Jay" Park', "Avraham (Avi) Ben-Haim".
    bool wrapped_nickname(size_t j) const;

    // An organisation word among the next words written on together ("Priya Chaudhary, Bright Paths
    // Support Coordination Pty Ltd"): what follows a name's comma is then no given name.
    bool org_in_segment(size_t j) const;

    // An organisation word within the next few words on the line ("Dhillon Family Law … Corporation").
    bool org_ahead(size_t j) const;

    size_t comma_pos(const Run& r) const;

    void emit(size_t start, size_t end, const char* rule, double conf) { add_span(out_, start, end, "PERSON", rule, conf); }
    void take_caps_given_names(Candidate& name, size_t limit);  // "HALE, MERE ANAHERA" after a label

    size_t token_at_or_after(size_t pos) const;

    // A name expected from token i on (after a label, an honorific, a salutation…).
    bool expect_name(size_t i, size_t span_start, const char* rule, double conf, size_t limit, bool lower_ok = true,
                     bool sure = false);

    // --- contexts

    void fields();
    bool middle_initial_label(const Field& f) const;
    bool initials_after_by_label(const Field& f);  // emits the initials of "Entered by: KM"

    void honorifics();
    bool dr_is_article() const;

    // "TE RANGI-PARATA, Mereana Huia   DOB": the value ends at a line end or a wide gap, so a word of
    // the language closing a "LAST, First" header in a form is a given name too.
    bool ends_value(size_t pos) const;

    // A comma, a full stop, a bracket or a line end right after pos.
    bool ends_phrase(size_t pos) const;

    bool joined_or_dot(size_t a, size_t b) const;
    bool closes_message_alone(size_t k) const;
    bool region_after_comma(size_t j) const;
    bool credited_person(std::string_view inside) const;
    bool romance_preposition(size_t k) const;
    bool german_article(std::string_view w) const;

    // "Dear Mr. Ashby:", "Hi Kevin,", "hey maria", "Sehr geehrte Frau Yılmaz,".
    void salutations();

    // The line(s) after "Sincerely," / "Mit freundlichen Grüßen": the signature.
    void sign_offs();

    // "his son Gregory", "interpreter Filipe Rocha", "partner, Kayleigh Brennan".
    void relations();

    // "signed by", "seen by", "c/o", "spoke with", "per".
    void phrases();

    // "MR. KAPLAN:", "Maria Lopez: ok", "[10:42] maria: hi": a speaker opening its line.
    void speakers();
    void repeated_chat_senders();
    bool person_sender(std::string_view sender, size_t first, size_t last) const;
    // Messenger's copy of a thread: each message under its sender's name, alone on its line.
    void sender_lines();
    // LINE's export, "21:14<TAB>喜屋武 翔太<TAB>はいさい！": the sender between the time's tab and the message's.
    void tabbed_chat_senders();
    // A sender heading its message with the date and time after it, as Messenger and Teams export them.
    bool chat_header_sender(size_t i, size_t& last, size_t& bracket_end) const;
    void bracketed_chat_sender_parts(const std::vector<std::pair<size_t, size_t>>& at);

    // A nickname in quotes or brackets right after a name: 'Mr. Wróblewski ("Stan")'.
    void nicknames();

    // A name in Han, Hangul or Kana in brackets after a name: "ZHANG, Wei (张伟)".
    void native_script_names();

    // A name with a word of respect after it: "Kusum ji", "Verma sahab".
    void respect_words();

    // An answer line of a transcript that is only a name: "A.  José Luis Hernández Castillo."
    // A "Q." opening a line (after a line number or blanks): the text is a question-and-answer transcript.
    bool has_question_lines() const;

    void transcript_answers();

    // Free-standing runs: the allow-list inversion.
    void sequences();

    // The last of the initials written together from i ("A.O.", "J.T.W.").
    size_t last_initial(size_t i) const;

    // "U.S.", "M.S.", "I.D.": initials that spell an English word, a degree or an
    // abbreviation are no person. Two letters that only a foreign function word
    // of the vocabulary spells ("A.O." — Portuguese "ao") still are.
    // Initials that spell a word, a degree or a stop word ("I.D.", "M.D."); after a relation word (`degrees`
    // false) two or three stand for a person whatever they spell ("another student, R.M., was hurt").
    bool abbreviation_initials(size_t i, size_t j, bool degrees = true) const;

    void initials(size_t i);

    bool line_has_layout(size_t i) const { return lines_[line_of_[i]].layout; }

    void score_free(const Run& r);

    bool comma_names(const Run& r) const;

    bool city_run(const Run& r) const;

    bool degree_after(size_t end) const;

    // "Quervain's tenosynovitis", "Hashimoto's thyroiditis": a diagnosis' ending after a possessive.
    bool clinical_noun(size_t i) const;

    bool followed_by_dose(size_t end) const;

    // "12 Elm …": a house number before the run (a time, "09:12  ZHANG", is not one).
    bool preceded_by_number(size_t first) const;

    // "Delacroix v. Ashby", and a party line above "Plaintiff," / "Defendant."
    void parties();

private:
    // Tokens inside e-mail addresses and URLs, and parts of snake_case or key=value words.
    void mark_embedded();
    bool currency_mark(size_t i) const;
    bool in_bracket_with_kin(size_t kin, size_t next);

    const ScanInput& in_;
    const std::vector<Token>& toks_;
    Spans& out_;
    bool german_;
    bool other_language_;  // Language::Other
    bool lower_doc_ = false;
    std::vector<bool> embedded_;
    // Irish and Scottish Gaelic "an" (the) inside a surname after Mac, Nic, Ó, Ní and their kin ("Mac an
    // Bhreithiún", "Nic an Bhaird"): a particle there, though "an" is an English word everywhere else.
    std::vector<bool> gaelic_article_;
    std::vector<uint16_t> classes_;  // cls() of each token
    mutable std::vector<int8_t> ev_;
    mutable std::vector<std::string> given_names_;  // short_form_of_given_name's list, lower case, built on first use
    mutable bool given_names_built_ = false;
    mutable std::vector<std::string> paired_words_;  // paired_elsewhere's words, lower case, sorted; built on first use
    mutable bool paired_words_built_ = false;
    mutable std::vector<std::string> lower_words_;  // written_lower_elsewhere's words, sorted; built on first use
    mutable bool lower_words_built_ = false;
    mutable int many_unlisted_ = -1;  // many_unlisted_words, computed on first use
    std::vector<Line> lines_;
    std::vector<size_t> line_of_;
};

}  // namespace synsema::redact::name_scan
