// OCR's confusions of letters, digits and punctuation, undone before the
// recognizers run (detector.cpp), so "B0UDREAUX" and "No, 1187" are found as
// what they are. Rules in ocr_confusions.cpp, one function each.
#pragma once
#include <functional>
#include <string>
#include <string_view>

namespace synsema::redact {

// The same text with OCR confusions undone in mixed tokens, byte for byte
// the same length (so every offset still holds): in a token of digits whose
// only letters are O/o/l/I, those letters become 0/1 ("47OO" → "4700",
// "O2/l8/2025" → "02/18/2025"); in a word whose only digits are 0/1, those
// become letters ("B0UDREAUX" → "BOUDREAUX", "Mem0rial" → "Memorial"); a
// lower-case l inside an all-capitals word becomes I ("ASSOClATES").
// A short capitalised word with a 0 or 1 ("FR0M", "T0", "0H") is undone only
// when known_word says the letter form is a word ("FROM", "TO", "OH"): short
// codes ("SW1A", "B0X7") stay as written. A zero opening a word before an
// apostrophe and a capital is an O ("0'Sullivan"); after a Canadian
// province's code, a postcode's places get their letters and digits back
// ("ON MSV OR4" → "ON M5V 0R4"); "No, 1187" is "No. 1187", and so is an
// abbreviation's comma before it ("Reg, No." → "Reg. No."), and "no,;"
// before a code is "no.:" ("Passport no,; A09384712"); a '[' opening a code
// of a capital and digits is an I ("[P2425-07741"); two or more dashes and
// quotes glued after a blank to a digit are blanks ("F-1 —‘1-94 no.:",
// OCR's reading of a wide gap); a UK postcode's
// inward O or 0 is a Q ("LS5 3HO" → "LS5 3HQ"); a '>' after a capitals label
// opening its line and before a code is a colon ("UHID > VHM/24/118392"), a
// brace inside a code of letters and digits is a hyphen ("8K{MX214"), and
// so is a ';' after a line's first one to three words before a capital or a
// digit ("Our client; Simone Delacroix").
// Returns false (and leaves *corrected empty) when there is nothing to undo.
bool undo_ocr_confusions(std::string_view text, std::string* corrected,
                         const std::function<bool(std::string_view)>& known_word = {});

}  // namespace synsema::redact
