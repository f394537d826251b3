// The engine's side of OCR: one helper process (synsema-ocr) per program,
// started before the egress lock (which refuses execve afterwards), fed one
// page at a time through a pipe. Calls from any thread are serialised. When
// the helper cannot be found or has stopped, every call throws
// synsema::Error(Unsupported) with the reason, so a scanned page fails with a
// message and never passes as a page without identifiers.
#pragma once
#include <string>
#include <vector>

#include "engine/ocr/ocr_protocol.h"

namespace synsema::ocr {

// Where the helper is looked for, in order: $SYNSEMA_OCR_HELPER alone when
// set; else beside this executable, in ../libexec/synsema/ (installed), and in
// ../app/ (the build tree, for tests).
std::vector<std::string> helper_candidates();

// Starts the helper unless it runs already. Call it before the egress lock.
// Returns "" or why it is not available (not found, spawn failed).
std::string start_helper();

// Sends one page and waits for the reply (at most timeout_seconds; a helper
// that takes longer is stopped, and OCR stays unavailable for this process).
// Starts the helper first when it is not running and exec is still allowed.
Orientation detect_orientation(const GreyImage& image, uint32_t dpi);
Recognition recognize(const GreyImage& image, uint32_t dpi, const std::string& languages);

// The running helper's process id; -1 when none runs (for the egress self-check).
int helper_pid();

// Seconds one page may take: $SYNSEMA_OCR_PAGE_TIMEOUT, else 300.
int page_timeout_seconds();

}  // namespace synsema::ocr
