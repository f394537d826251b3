// One person, one entity: links the forms of a name across a document set
// ("Jane Q. Example", "Ms. Example", "EXAMPLE, JANE", "Jane", "J. Example")
// so the placeholder book gives them one number. A full name (two or more
// words) joins the entity whose words contain its own; a short form (one
// word, possibly with initials) joins the one entity that has it. A short form
// that fits two or more entities is not guessed: it goes to review (decision
// "review", decided_by "pending") with a note naming the candidates.
#pragma once
#include <string_view>
#include <vector>

#include "span.h"

namespace synsema::redact {

void link_entities(const std::vector<std::string_view>& texts, std::vector<std::vector<Span>>& spans);

// The lower-cased words of a person span that identify the person (no
// honorifics, degrees, particles or initials), and its initials ("J" of "J.").
struct NameForm {
    std::vector<std::string> words;
    std::vector<char> initials;
};
NameForm name_form(std::string_view span_text);

}  // namespace synsema::redact
