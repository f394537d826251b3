// Words of a language no list of ours holds. The name lists and dictionaries cover
// a few dozen languages; in any other, a capitalised word the lists lack is as
// likely a form's label or a sentence's first word as a name. These checks find
// the signs that a word is that language's, not someone's.
#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>

#include "name_scanner.h"

namespace synsema::redact::name_scan {

// A bilingual form gives each label and answer in two languages, a slash between: "Pekerjaan /
// Occupation:", "Gaji bulanan / Monthly wages:", "Pengendali tanur / kiln operator", "Occupation /
// Pekerjaan". A word no list has, with at most lower-case words after it, beside a slash that an
// English word stands at the other side of, is the other language's word for it, not a name.
bool NameScanner::translated_beside(size_t i) const {
    const std::string_view text = in_.text;
    const auto english = [&](size_t k) { return (toks_[k].lex & (kLexCommon | kLexVocab)) != 0; };
    size_t k = i + 1;
    while (k < toks_.size() && toks_[k].lower && line_of_[k] == line_of_[i] && k - i <= 3) ++k;
    const size_t before_slash = toks_[k - 1].end;
    if (k < toks_.size() && line_of_[k] == line_of_[i] && text.substr(before_slash, toks_[k].start - before_slash) == " / " && english(k))
        return true;
    return i > 0 && line_of_[i - 1] == line_of_[i] && text.substr(toks_[i - 1].end, toks_[i].start - toks_[i - 1].end) == " / " && english(i - 1);
}

// "Akashaya musi wa: 3 Gumiguru", "Zuva: …": a form's label opening its line, the word no list has
// followed by lower-case words (or nothing) and its colon. A name before a colon is a speaker's, and
// speakers() decides those by the name lists.
bool NameScanner::line_label(size_t i) const {
    const std::string_view text = in_.text;
    if (tok_line_start(i) != toks_[i].start) return false;
    size_t p = toks_[i].end;
    while (p < text.size() && p < toks_[i].end + 40 &&
           (text[p] == ' ' || std::islower(static_cast<unsigned char>(text[p])) || static_cast<unsigned char>(text[p]) >= 0x80))
        ++p;
    return p < text.size() && text[p] == ':';
}

// "Dzina (Name): …", "Nambala ya Chiphaso (National ID): …", "Mwamuna/Mkazi (Sex): …": a form's label
// in another language with its English gloss in brackets before the colon. Every word before the gloss
// is the label's, not a name.
bool NameScanner::glossed_label(size_t i) const {
    const std::string_view text = in_.text;
    const auto label_char = [&](size_t p) {
        const auto c = static_cast<unsigned char>(text[p]);
        return std::isalpha(c) || c >= 0x80 || c == '\'' || c == '/' || (c == ' ' && text[p + 1] != ' ' && text[p - 1] != ' ');
    };
    // The label opens its field: its line (after a list number) or a form's gap of spaces or a tab.
    // A chat's "09:05 Nkemdirim (Billing): …" is a sender and a role, not a label.
    size_t f = toks_[i].start;
    while (f > 1 && f + 40 > toks_[i].start && label_char(f - 1)) --f;
    const auto list_mark = [&](size_t p) {
        return std::isdigit(static_cast<unsigned char>(text[p])) || text[p] == '.' || text[p] == ')' || text[p] == ' ' || text[p] == '\t';
    };
    size_t lead = tok_line_start(i);
    while (lead < f && list_mark(lead)) ++lead;
    const bool field_start = lead == f || (f >= 2 && text[f - 1] == ' ' && text[f - 2] == ' ') || (f >= 1 && text[f - 1] == '\t');
    if (!field_start) return false;
    // From the word to the bracket: letters, spaces, apostrophes and slashes only.
    size_t p = toks_[i].start;
    while (p < text.size() && p < toks_[i].start + 40 && text[p] != '(') {
        const auto c = static_cast<unsigned char>(text[p]);
        if (!(std::isalpha(c) || c >= 0x80 || c == ' ' || c == '\'' || c == '/')) return false;
        if (c == ' ' && p + 1 < text.size() && text[p + 1] == ' ') return false;  // a form's gap ends the field
        ++p;
    }
    if (p >= text.size() || text[p] != '(' || p <= toks_[i].start) return false;
    // The gloss: English words of letters, spaces and slashes, then ")" and the colon.
    size_t q = p + 1;
    bool letter = false;
    while (q < text.size() && q < p + 40 && text[q] != ')') {
        const auto c = static_cast<unsigned char>(text[q]);
        if (!(std::isalpha(c) || c == ' ' || c == '/' || c == '-')) return false;
        letter = letter || std::isalpha(c);
        ++q;
    }
    if (!letter || q >= text.size() || text[q] != ')') return false;
    ++q;
    while (q < text.size() && text[q] == ' ') ++q;
    return q < text.size() && text[q] == ':';
}

// "Nditafika pa mlatho wa Likangala …", "Abeera mu nnyumba ye ku …": the lower-case words that
// follow word i in its sentence (three or more) are mostly words no list of ours has, so the sentence
// is in a language we do not hold (English, or any listed language, has its small words in the lists).
bool NameScanner::unlisted_words_after(size_t i) const {
    constexpr uint32_t kKnown = kLexCommon | kLexVocab | kLexMorph | kLexForeignFunction | kLexGermanWord |
                                kLexAccentedFunction | kLexParticle | kLexStop | kLexRelation | kLexReporting;
    int words = 0, unlisted = 0;
    for (size_t k = i + 1; k < toks_.size() && k <= i + 12; ++k) {
        // The sentence ends at its stop or a blank line.
        const std::string_view gap = in_.text.substr(toks_[k - 1].end, toks_[k].start - toks_[k - 1].end);
        if (gap.find_first_of(".!?") != std::string_view::npos || gap.find("\n\n") != std::string_view::npos) break;
        if (!toks_[k].lower || toks_[k].text.size() < 2) continue;
        ++words;
        if (!(toks_[k].lex & kKnown)) ++unlisted;
    }
    return words >= 3 && 2 * unlisted > words;
}

// A record in two languages, one of them no list holds (a Gĩkũyũ family's chat with English in it, a Hmong
// and English discharge sheet): the language guess says English, but a fifth or more of the words in
// lower case are in no list. A capitalised word opening a sentence there is as likely a word as a name.
bool NameScanner::many_unlisted_words() const {
    if (many_unlisted_ < 0) {
        constexpr uint32_t kKnown = kLexCommon | kLexVocab | kLexMorph | kLexForeignFunction | kLexGermanWord |
                                    kLexAccentedFunction | kLexParticle | kLexStop | kLexRelation | kLexReporting;
        size_t words = 0, unlisted = 0;
        for (const Token& t : toks_) {
            if (!t.lower || letters(t.text) < 3) continue;
            ++words;
            if (!(t.lex & kKnown)) ++unlisted;
        }
        many_unlisted_ = words >= 40 && 5 * unlisted >= words ? 1 : 0;
    }
    return many_unlisted_ == 1;
}

// "Simbarashe Mutasa" in the list of heirs, then "Simbarashe achamubatsira …" opening a Shona sentence:
// a word that stands beside another capitalised word no list has, or a name, somewhere in the record
// is a name where it opens a sentence too.
bool NameScanner::paired_elsewhere(size_t i) const {
    if (!paired_words_built_) {
        for (size_t k = 0; k + 1 < toks_.size(); ++k) {
            const Token &a = toks_[k], &b = toks_[k + 1];
            if (!a.capitalised || !b.capitalised || in_.text.substr(a.end, b.start - a.end) != " ") continue;
            if (evidence(k) < Weak || evidence(k + 1) < Weak) continue;
            paired_words_.push_back(ascii_lower(a.text));
            paired_words_.push_back(ascii_lower(b.text));
        }
        std::sort(paired_words_.begin(), paired_words_.end());
        paired_words_built_ = true;
    }
    return std::binary_search(paired_words_.begin(), paired_words_.end(), ascii_lower(toks_[i].text));
}

// "gũkũ mũciĩ ũmũthĩ" and then "Mũciĩ ũrĩ o hau": a word no list has, written in lower case elsewhere in
// the record, is a word of its language where a sentence opens with it, not a name (names keep their
// capital everywhere). `times`: how often at least.
bool NameScanner::written_lower_elsewhere(size_t i, size_t times) const {
    if (!lower_words_built_) {
        const std::string_view text = in_.text;
        // A word of prose, not part of an address or a handle ("grainne.ui.bhraonain@…").
        const auto in_prose = [&](const Token& t) {
            const char before = t.start > 0 ? text[t.start - 1] : ' ';
            const char after = t.end < text.size() ? text[t.end] : ' ';
            const char after2 = t.end + 1 < text.size() ? text[t.end + 1] : ' ';
            const bool open = before == ' ' || before == '\n' || before == '\t' || before == '(' || before == '"';
            const bool close = after == ' ' || after == '\n' || after == '\r' || after == ',' || after == ';' || after == ')' ||
                               after == '!' || after == '?' || after == '"' || ((after == '.' || after == ':') && (after2 == ' ' || after2 == '\n'));
            return open && close;
        };
        for (const Token& t : toks_)
            if (t.lower && t.text.size() >= 2 && in_prose(t)) lower_words_.push_back(fold_word(t.text));
        std::sort(lower_words_.begin(), lower_words_.end());
        lower_words_built_ = true;
    }
    const auto [from, to] = std::equal_range(lower_words_.begin(), lower_words_.end(), fold_word(toks_[i].text));
    return static_cast<size_t>(to - from) >= times;
}

bool NameScanner::german_compound(std::string_view word) const {
    if (word.size() < 8 || (in_.lex.flags(word) & (kLexGiven | kLexSurname | kLexCity))) return false;
    const auto german = [&](std::string_view part) { return (in_.lex.flags(part) & kLexGermanWord) != 0; };
    for (size_t cut = 4; cut + 3 <= word.size(); ++cut) {
        if ((static_cast<unsigned char>(word[cut]) & 0xC0) == 0x80) continue;  // inside a letter of two bytes or more
        const std::string_view head = word.substr(0, cut), tail = word.substr(cut);
        if (!german(tail)) continue;
        if (german(head) || (head.size() > 4 && head.back() == 's' && german(head.substr(0, head.size() - 1)))) return true;
    }
    return false;
}

}  // namespace synsema::redact::name_scan
