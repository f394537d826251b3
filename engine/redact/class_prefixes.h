// The hyphen of a Bantu noun-class or locative prefix glued to a name or a
// number, read as a blank. Xhosa, Zulu, Ndebele and Shona write such a prefix
// in lower case with a hyphen before a capital or a digit ("ku-Mutare
// Provincial Hospital", "e-Ngangelizwe Junior Secondary School", "Inombolo
// yesazisi sam ngu-6108230412087"), and the guide keeps the prefix outside the
// span. With the hyphen a blank, the recognizers see the name or the number
// on its own. The text keeps its length, so every offset still holds.
#pragma once
#include <string>
#include <string_view>

namespace synsema::redact {

// False (and *out untouched) unless the text has at least two such prefixes:
// one alone is as likely an English "e-Filing".
bool split_class_prefixes(std::string_view text, std::string* out);

}  // namespace synsema::redact
