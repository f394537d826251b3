// A name with the word of respect that South Asia writes after it: "Kusum ji refused the notice",
// "Verma sahab said", "Ram Prasad ji". The word marks a person as a title before a name does, and
// the gold (and the reader) takes it with the name.
#include "name_scanner.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

void NameScanner::respect_words() {
    // (And the elder brother's and sister's words that Urdu and the Turkic languages write after a name the
    // same way: "Imran bhai", "Nasreen baji", Uyghur "Mutellip akam", "Gülnisa hedem", Uzbek "Dilnoza opa"; not "apa", Malay's "what": "Tak apa".)
    static const WordSet kAfterName = {"ji", "jee", "sahab", "saheb", "sahib", "bhai", "bhaiya", "baji", "aka", "akam",
                                       "hedem", "hede", "opa", "abla", "abi", "xanim", "khanum"};
    // Kin and calling words take the same word and name no one: "Mata ji", "Bhai sahab", "Guru ji".
    static const WordSet kKinOrCalling = {"mata", "pita", "maa", "ma", "bhai", "bhaiya", "didi", "behen", "guru",
                                          "baba", "bapu", "dada", "dadi", "nana", "nani", "chacha", "chachi", "mama",
                                          "mami", "bua", "bhabhi", "beta", "beti", "babu", "bauji", "swami",
                                          "pandit", "master", "doctor", "sir", "madam", "mataji", "pitaji"};
    for (size_t i = 0; i + 1 < toks_.size(); ++i) {
        const Token& t = toks_[i];
        const Token& word = toks_[i + 1];
        if (!t.capitalised || letters(t.text) < 3 || !word.lower || !kAfterName.count(word.text)) continue;
        if (word.start != t.end + 1 || (in_.text[t.end] != ' ' && in_.text[t.end] != '-')) continue;
        // A name, not a kin word or an everyday word before it ("Mata ji", "Guru ji"), unless the
        // lists give it as a given name too.
        if (evidence(i) == None || ((t.lex & (kLexCommon | kLexVocab)) && !(t.lex & kLexGiven)) || has(i, kRelation) ||
            kKinOrCalling.count(ascii_lower(t.text)))
            continue;
        // Nor a word the record writes in lower case elsewhere, before Sindhi's "ji" (of): "Ghar ji chaabi" is the
        // house's key, "ghar 27" the house.
        if (written_lower_elsewhere(i)) continue;
        const auto name_word = [&](size_t k) { return evidence(k) >= Weak || (toks_[k].lex & kLexGiven); };
        const size_t first = i > 0 && toks_[i - 1].capitalised && joined(i - 1, i) && name_word(i - 1) ? i - 1 : i;
        emit(toks_[first].start, word.end, "name.respect_word", 0.86);
    }
}

}  // namespace synsema::redact::name_scan
