// Short forms of the people a document names, which no rule can see on their
// own because they carry no name-like letters: the initials a record uses for
// its staff ("co-signed KO'H / BNT", "CCTV shows MK pointing at HA",
// "Supervisor Rhonda King (RK)") and the user names a system prints
// ("Printed by MSANDHU", "under user mkowalski"). They are derived from the
// PERSON candidates already found in the same document, so a bare "MS" is a
// person only where someone named M… S… is in the record. Also the initials a
// log signs its lines with after the time ("09:12 TB  First notice…").
#pragma once
#include "recognizers.h"

namespace synsema::redact {

// Appends a PERSON candidate for every word of the document that is the
// initials or a user name of a person among the document's candidates. An
// initials form that is also a word or an abbreviation of the language
// ("MS", "HA", "NB") goes to review rather than to redaction.
void find_person_forms(const ScanInput& in, Spans& out);

}  // namespace synsema::redact
