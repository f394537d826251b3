// Spreading entities across a document set: once "Margaret A. Holloway" is a
// person somewhere, "Holloway", "Margaret" and "HOLLOWAY's" are persons
// everywhere in the set; an organisation's distinctive first word
// ("Corvane" from "CORVANE MEDICAL DEVICES, INC.") likewise.
#pragma once
#include <string_view>
#include <vector>

#include "recognizers.h"

namespace synsema::redact {

void propagate_entities(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                        const WordList& words, std::vector<Spans>& spans);

}  // namespace synsema::redact
