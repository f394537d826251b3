// One libFuzzer executable: SYNSEMA_FUZZ_ENTRY names the entry function
// (fuzz_entries.h) this build of the driver fuzzes.
#include "tests/fuzz/fuzz_entries.h"

// One empty input before fuzzing starts, so that a target's fixtures (the
// tokenizers' vocabularies, the tiny model, the Qt application) are built
// outside libFuzzer's per-input timeout.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    synsema::fuzz::SYNSEMA_FUZZ_ENTRY(nullptr, 0);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    return synsema::fuzz::SYNSEMA_FUZZ_ENTRY(data, size);
}
