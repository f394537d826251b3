// redact-eval's tables, shared by the text and the scan evaluations.
#pragma once
#include "engine/redact/gold_eval.h"

namespace synsema::cli {

// "<title>: <count> <unit>", then per category and per group: gold, caught,
// recall, found, false positives, precision.
void print_eval_table(const char* title, size_t count, const char* unit, const redact::EvalReport& report);
// One line per missed gold span and per false positive (with their text when asked).
void print_eval_misses(const redact::EvalReport& report, bool with_text);

}  // namespace synsema::cli
