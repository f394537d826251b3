// The structure of a record: labelled fields and table cells. Found once per
// document, before the recognizers run, and handed to each of them, so the
// name recognizer sees "Patient:" and the table column "patient_name" the
// same way, and the identifier recognizer sees "Chart #" and "Badge".
//   Label: value          (":" after 1-6 words; several fields per line when
//                          separated by a tab, 2+ spaces or " | "; the value
//                          on the next line when the label ends its line)
//   Label<TAB>value       (key-value rows of tab-separated exports)
//   CSV / TSV / pipe / semicolon tables: a header row of labels, then rows;
//                          each cell is a field labelled by its column
#pragma once
#include <cstddef>
#include <string_view>
#include <vector>

#include "labels.h"

namespace synsema::redact {

struct Field {
    size_t label_start = 0, label_end = 0;  // the label's bytes (a header cell for a table)
    size_t value_start = 0, value_end = 0;  // the value's bytes, trimmed, without quotes
    LabelMeaning meaning;
    bool table_cell = false;
};

// Fields sorted by value_start.
std::vector<Field> find_fields(std::string_view text);

}  // namespace synsema::redact
