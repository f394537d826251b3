// Short forms of a name that records make on purpose: a staff key's
// initials ("PK = Pavneet Kaur RN", "M. Gallant (MG)", "AAn = Adaeze Anyanwu")
// and a login built from the name ("pkaur2", "jactive", "nalshamsi" for Noura
// Al Shamsi). Once a name is sure, its initials (where the record defines them)
// and its logins are the person wherever they occur in the set; an organisation's
// acronym ("KEMH" for King Edward VII Memorial Hospital) is the organisation in its record.
#pragma once
#include <string_view>
#include <vector>

#include "recognizers.h"

namespace synsema::redact {

void propagate_name_aliases(const std::vector<std::string_view>& texts, const std::vector<std::vector<Token>>& tokens,
                            const Lexicon& lex, std::vector<Spans>& spans);

}  // namespace synsema::redact
