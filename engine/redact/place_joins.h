// Joins of a place's span with the words around it, after the spans are merged (place_joins.cpp).
#pragma once
#include <string_view>

#include "recognizers.h"

namespace synsema::redact {

// A town and the kind word after it are one place: "Montreal Lake", "Kaniere Falls".
void extend_places_by_kind_word(std::string_view text, Spans& spans);

}  // namespace synsema::redact
