// Words before a capitalised word that belong to the sentence, not to the name after them: a German article
// before a German noun, a Romance "of" after a lower-case word. Asked by the name sequences (name_sequences.cpp).
#include <string_view>

#include "name_scanner.h"
#include "word_set.h"

namespace synsema::redact::name_scan {

bool NameScanner::german_article(std::string_view w) const {
    // (Saxon and Tyrolean write "der" as "Dor": "Dor Gartenverein".)
    static const WordSet kArticles = {"Da", "Der", "Die", "Das", "Den", "Dem", "Des", "Dor"};
    return kArticles.count(w) != 0;
}

// A Romance particle in lower case after a lower-case word is that language's "of", not the name's: "mulher de
// Cícero Bezerra", "la casa di Marco Rossi" (while "dos Santos" and "van der Linde" open their names).
bool NameScanner::romance_preposition(size_t k) const {
    static const WordSet kOf = {"de", "da", "do", "dos", "das", "di", "del", "della", "du", "des", "d"};
    return toks_[k].lower && kOf.count(toks_[k].text) && k > 0 && toks_[k - 1].lower && joined(k - 1, k);
}

}  // namespace synsema::redact::name_scan
