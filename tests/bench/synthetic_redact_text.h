// The synthetic clinical/legal text bench-redact measures: ordinary prose
// with an identifier every ~115 bytes (a name, a phone, a date, a claim
// number), varied per copy. Shared with redact-dump so the spans compared
// are those of the text that is timed.
#pragma once
#include <string>

inline void append_synthetic_redact_text(std::string& text, size_t bytes) {
    for (unsigned i = 0; text.size() < bytes; ++i) {
        text += "The patient was seen in clinic today for follow-up of hypertension and reported feeling well. "
                "Blood pressure was controlled on the current regimen and no changes were made to the plan. "
                "Mr. Tobias Wrenfield called (503) 555-0" + std::to_string(100 + i % 800) + " on March " +
                std::to_string(1 + i % 28) + ", 2024 about claim " + std::to_string(40000 + i) +
                ". The court granted the motion in part and denied it in part for the reasons stated on the record.\n";
    }
}
