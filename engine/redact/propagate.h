// Spreading entities across a document set: once "Margaret A. Holloway" is a
// person somewhere, "Holloway", "Margaret", "HOLLOWAY's" and, in a chat,
// "holloway" are persons everywhere in the set (a part that is also a word of
// the language, "Ford", only where it is capitalised and does not open a
// sentence); a place found in an address ("Leeds") is a place everywhere; an
// organisation's distinctive first word ("Corvane" from "CORVANE MEDICAL
// DEVICES, INC.") likewise. A name broken over two lines ("Boudreaux\nGuidry")
// is joined when its parts are found on both.
#pragma once
#include <string_view>
#include <vector>

#include "recognizers.h"

namespace synsema::redact {

void propagate_entities(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                        const Lexicon& lex, std::vector<Spans>& spans);

}  // namespace synsema::redact
