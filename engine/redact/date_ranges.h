// Two dates written as one range ("2026-11-01 to 2026-11-29", "3 May – 9 June
// 2026", "Monday through Friday 7 Dec") are one span: a reader sees one period,
// and the placeholder should stand for it whole.
#pragma once

#include <string_view>

#include "recognizers.h"

namespace synsema::redact {

// Joins each pair of DATE spans (sorted, not overlapping) that only a range's
// word or dash separates. Other spans are left as they are.
void join_date_ranges(std::string_view text, Spans& spans);

// "1978-1984", "2012–2016": two years of the last two centuries, the second
// later and within a lifetime, as a range of years is written. Such a number
// is a period, not a telephone's two halves or an identifier after its label.
bool is_year_range(std::string_view s);

}  // namespace synsema::redact
