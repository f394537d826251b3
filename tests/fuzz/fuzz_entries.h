// The fuzz targets' entry functions. Each takes one input and must return
// normally for every input: a crash, a sanitizer report, a hang or an
// exception other than synsema::Error is a bug. fuzz_driver.cpp turns one of
// them into a libFuzzer executable; tst_fuzz_regressions replays saved inputs
// through the same functions without libFuzzer.
#pragma once
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

namespace synsema::fuzz {

using Entry = int (*)(const uint8_t* data, size_t size);

int gguf_reader(const uint8_t* data, size_t size);      // header → tensor table → validation → getters
int gguf_forward(const uint8_t* data, size_t size);     // a GGUF loaded and run for one token
int arch(const uint8_t* data, size_t size);             // arch text parsed and compiled
int tokenizer(const uint8_t* data, size_t size);        // byte 0 picks the tokenizer; encode + decode
int chat_template(const uint8_t* data, size_t size);    // a Jinja template rendered in the sandbox
int ollama_manifest(const uint8_t* data, size_t size);  // an Ollama name and manifest
int hf_ref(const uint8_t* data, size_t size);           // a Hugging Face name and refs/main
int docx_import(const uint8_t* data, size_t size);      // a .docx imported
int pdf_import(const uint8_t* data, size_t size);       // a .pdf imported
int redact(const uint8_t* data, size_t size);           // text through every recognizer
int image_import(const uint8_t* data, size_t size);     // a scan (PNG, JPEG, TIFF) decoded, as OCR would get it

struct NamedEntry {
    std::string_view name;
    Entry entry;
};
// Every target, by the name used for fuzz_<name>, the dictionaries and regressions/<name>/.
std::span<const NamedEntry> all_entries();

}  // namespace synsema::fuzz
