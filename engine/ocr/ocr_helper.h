// The engine's side of OCR: a few helper processes (synsema-ocr) per program,
// started before the egress lock (which refuses execve afterwards), each fed
// one page at a time through a pipe. Pages run in parallel across helpers
// (each helper single-threaded: Tesseract's OpenMP threads fight each other
// on a busy machine); calls for one helper `slot` are serialised. When
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

// How many helpers run: $SYNSEMA_OCR_PROCESSES (1..8), else the number of
// cores, at most 4.
int helper_count();

// Starts the helpers unless they run already. Call it before the egress
// lock. Returns "" or why OCR is not available (not found, spawn failed).
std::string start_helper();

// Sends one page and waits for the reply (at most timeout_seconds; a helper
// that takes longer is stopped, and OCR stays unavailable for this process).
// Starts the helper first when it is not running and exec is still allowed.
// `slot` picks the helper (modulo helper_count()).
Orientation detect_orientation(const GreyImage& image, uint32_t dpi, int slot = 0);
Recognition recognize(const GreyImage& image, uint32_t dpi, const std::string& languages, int slot = 0);
// The same, reading the image as one block of lines (Op::RecognizeBlock).
Recognition recognize_block(const GreyImage& image, uint32_t dpi, const std::string& languages, int slot = 0);

// The running helpers' process ids (for the egress self-check).
std::vector<int> helper_pids();

// Seconds one page may take: $SYNSEMA_OCR_PAGE_TIMEOUT, else 300.
int page_timeout_seconds();

}  // namespace synsema::ocr
