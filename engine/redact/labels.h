// What a field label says its value is: "Patient:", "DOB", "Nom :",
// "Geburtsdatum", "patient_name" (a CSV header), "Chart #", "Badge",
// "Beneficiary Identifier". Shared by the form, table and identifier
// recognizers. Labels are matched by their words, in English, German, French,
// Dutch, Spanish and Portuguese; a label that names no category gives "".
#pragma once
#include <string_view>

namespace synsema::redact {

struct LabelMeaning {
    const char* category = "";  // "PERSON", "DATE", "MRN", …; "" when the label names none
    bool identifier = false;    // the label ends in No./#/ID/Number: its value is one token
    bool generic = false;       // only the No./#/ID ending said so (no word of the label named a kind)
};

// `label` is the text before the separator (":", a tab, a CSV header cell),
// any case, with '_' and '-' taken as spaces. At most 8 words are read.
LabelMeaning classify_label(std::string_view label);

// True for labels of public numbers that are not identifiers of a person
// (court file, case, docket, index, statute, form, page, exhibit).
bool is_public_number_label(std::string_view label);

// True when the label's last word names an amount or a measure ("Balance", "Total due", "Betrag"):
// its number is no one's.
bool is_quantity_label(std::string_view label);

// An ISO 4217 code written before a sum ("USD", "kzt"), any case.
bool is_currency_code(std::string_view code);

// A police rank written before an officer's name, as UK, Irish, Caribbean, South Asian and Canadian
// forms abbreviate it ("PC", "PCSO", "Sgt", "PSI", "PO", "Garda"), any case, without its dot.
bool is_police_rank(std::string_view word);

}  // namespace synsema::redact
