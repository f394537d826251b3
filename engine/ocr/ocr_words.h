// How a word Tesseract read joins the page's word list (tesseract_worker.cpp).
// Apart from the worker so that it can be tested without Tesseract.
#pragma once
#include <string_view>
#include <vector>

#include "engine/ocr/ocr_protocol.h"

namespace synsema::ocr {

// Appends `word` with `text` trimmed of white space. A word that is only
// white space (a speck Tesseract read as a blank "word") is dropped: kept, it
// would put two spaces between its neighbours, which the redaction reads as a
// column gap ("serial number  CMD-IP-…" would lose its label). Its line and
// block ends pass to the word before it. Returns whether a word was added.
bool append_recognised_word(std::vector<Word>& words, std::string_view text, Word word);

}  // namespace synsema::ocr
