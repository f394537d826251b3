// str_cat(a, b, ...): one string from several pieces, with one allocation.
// Used where a message is built inside a loop (clang-tidy's
// performance-inefficient-string-concatenation): `a + b + c` makes a
// temporary per `+`.
#pragma once
#include <string>
#include <string_view>

namespace synsema {

template <class... Parts>
std::string str_cat(const Parts&... parts) {
    const std::string_view views[] = {std::string_view(parts)...};
    size_t total = 0;
    for (const auto v : views) total += v.size();
    std::string out;
    out.reserve(total);
    for (const auto v : views) out.append(v);
    return out;
}

}  // namespace synsema
