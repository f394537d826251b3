// Reported case citations ("Kuzel v Roche Products Ltd [2008] EWCA Civ 380",
// "Roe v. Wade, 410 U.S. 113 (1973)"). Their parties are public authority a
// judgment or a brief relies on, not people, firms or places of the record:
// the detector drops person, organisation and place spans inside them, before names
// spread over the set (so "Jones" of a cited case does not make every Jones a
// name) and after.
#pragma once
#include <utility>
#include <vector>

#include "recognizers.h"

namespace synsema::redact {

using ByteRange = std::pair<size_t, size_t>;  // [first, second)

// The citations of a text, in order, from the first party to the year.
std::vector<ByteRange> find_case_citations(const ScanInput& in);

// Drops PERSON, ORGANIZATION and LOCATION candidates that lie wholly inside a range.
void drop_parties_of_citations(const std::vector<ByteRange>& citations, Spans& spans);

}  // namespace synsema::redact
