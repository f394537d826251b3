/* Stands in for libcurl.so.4 in the OCR helper, so that no networking code is
 * ever mapped into any Synsema process. Debian's libtesseract5 names
 * libcurl.so.4 as a dependency only for reading an image from a URL, which
 * Synsema never asks for; these five entry points are all it imports (with
 * the version node CURL_OPENSSL_4), and each one refuses. synsema-ocr links
 * this library directly, from a private folder on its RPATH, so the dynamic
 * loader satisfies libtesseract's dependency with it and never opens the
 * system's libcurl (tests/tst_cli_libraries checks the mapping). */
#include <stddef.h>

void* curl_easy_init(void) { return NULL; }
int curl_easy_setopt(void* handle, int option, ...) { (void)handle; (void)option; return 4; /* CURLE_NOT_BUILT_IN */ }
int curl_easy_perform(void* handle) { (void)handle; return 4; }
void curl_easy_cleanup(void* handle) { (void)handle; }
const char* curl_easy_strerror(int code) { (void)code; return "URL input is not part of Synsema: no network code"; }
