// Adding documents re-detects the whole set (names found in one document are
// found in all, and placeholders are numbered over the set). What a person
// already decided on documents that were in the set before must survive that.
#pragma once
#include "services/redact/redaction_job.h"

namespace synsema::ui {

// For every document of `after` that was in `before` with the same path and
// sha256: spans a person accepted or rejected keep that decision, and spans a
// person added are added again (replacing what they overlap).
void carry_person_decisions(const services::RedactionSet& before, services::RedactionSet& after);

}  // namespace synsema::ui
