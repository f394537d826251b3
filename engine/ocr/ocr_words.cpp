#include "ocr_words.h"

#include <utility>

namespace synsema::ocr {

bool append_recognised_word(std::vector<Word>& words, std::string_view text, Word word) {
    constexpr std::string_view kSpace = " \t\r\n";
    const size_t first = text.find_first_not_of(kSpace);
    if (first == std::string_view::npos) {
        if (!words.empty()) {
            words.back().line_end |= word.line_end;
            words.back().block_end |= word.block_end;
        }
        return false;
    }
    const size_t last = text.find_last_not_of(kSpace);
    word.text = std::string(text.substr(first, last + 1 - first));
    words.push_back(std::move(word));
    return true;
}

}  // namespace synsema::ocr
