// Tesseract's URL reader, refused. Debian 12's libtesseract.a can read an
// image from a URL (TessBaseAPI::ProcessPages given "http://..."), through
// five library calls the OCR helper does not have: engine/CMakeLists.txt binds
// each of those references to this function with the linker's --defsym, so no
// networking library is linked, shipped or mapped. The helper never takes that
// path (it hands Tesseract decoded images, engine/ocr/tesseract_worker.cpp);
// were it taken, the reader's first call would get a null handle here and give
// up before any other.
extern "C" void* synsema_ocr_url_input_refused() { return nullptr; }
