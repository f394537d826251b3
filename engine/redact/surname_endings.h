// Surnames told by their ending: the patronymic, family and married-name suffixes of languages whose
// surnames the shipped lists (faker-js locales, the US Census) hardly hold, or hold only in one
// grammatical form ("Petrauskienė", "Jankauskui", "Wickramasinghe", "Beridze", "Þórsdóttir"), and the
// Malagasy ones by their opening ("Rakotondrabe").
#pragma once
#include <string_view>

namespace synsema::redact {

// Whether a folded word (fold_word: lower case, no diacritics) ends (or, Malagasy, opens) as only a surname does. Only
// endings no common word of the languages shares are listed; the Lexicon asks this of words no list
// holds.
bool has_surname_ending(std::string_view folded);

}  // namespace synsema::redact
