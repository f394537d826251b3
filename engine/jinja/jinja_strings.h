// Python string operations over TaintedText (private to engine/chat).
#pragma once
#include <string>
#include <vector>

#include "engine/jinja/tainted_text.h"
#include "engine/jinja/jinja.h"

namespace synsema::jinja {

std::vector<size_t> char_starts(const std::string& s);
bool is_py_space(char c);
// str.strip/lstrip/rstrip; chars == nullptr strips whitespace.
TaintedText strip_text(const TaintedText& t, bool left, bool right, const std::string* chars);
// str.split(sep, maxsplit); sep == nullptr splits on whitespace runs. sep must not be empty.
std::vector<TaintedText> split_text(const TaintedText& t, const std::string* sep, int64_t maxsplit);
// str.replace(old, with, count) (count < 0: all).
TaintedText replace_text(const TaintedText& t, const std::string& old, const TaintedText& with, int64_t count);
enum class CaseMode { Upper, Lower, Title, Capitalize };
// ASCII case mapping (non-ASCII letters are kept as they are).
TaintedText map_case(const TaintedText& t, CaseMode mode);

}  // namespace synsema::jinja
