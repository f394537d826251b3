// The text that detection reads. On a PDF or scanned page a long line is
// wrapped where the next word did not fit, and the break lands anywhere: in
// a name after its title ("Dr.\nAnita Rao"), inside a street address, inside
// a CSV row printed from a spreadsheet. The recognizers read lines, so such
// a break hides what they would find on one line. Here each soft break (the
// next line's first word would not have fitted in the room left on the
// line, and the next line is in the same column and is not a new
// "Label:") becomes a space.
//
// The result has exactly the bytes of doc.text but those newlines, so every
// span found in it is a span of doc.text. Documents without word boxes (text,
// Markdown, DOCX) come back unchanged.
#pragma once
#include <string>

#include "services/documents/document.h"

namespace synsema::documents {

std::string text_for_detection(const ImportedDocument& doc);

}  // namespace synsema::documents
