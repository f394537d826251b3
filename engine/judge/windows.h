// Splitting a document too long for the context into windows: each window
// ends on the best boundary available in the second half of what fits (a
// paragraph break, else a line break, else a sentence end, else a space), and
// the next window starts again `overlap_tokens` tokens before that end (at a
// word boundary), so text near a cut is seen whole by one of the two windows.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

namespace synsema::judge {

constexpr int64_t kWindowOverlapTokens = 64;

struct TextWindow {
    size_t begin = 0, end = 0;   // bytes of the document
    int64_t overlap_tokens = 0;  // tokens of text shared with the previous window (0 for the first)
};

struct WindowRules {
    // Whether the prompt for this window's text fits the context (with the labels).
    std::function<bool(std::string_view)> fits;
    // Tokens of a piece of the document on its own.
    std::function<int64_t(std::string_view)> count_tokens;
    int64_t overlap_tokens = kWindowOverlapTokens;
};

// Windows covering all of `text` (valid UTF-8), in order; one window when the
// whole text fits. Throws Error(Limit) when no useful window fits: the
// caller checks first that the context leaves room for well over twice the
// overlap.
std::vector<TextWindow> plan_windows(std::string_view text, const WindowRules& rules);

}  // namespace synsema::judge
