// Architecture files: the text is parsed, and when it parses it is compiled
// against a tiny llama model (hyperparameters, tensor names, shapes, buffer
// assignment), which is where a deployer's file meets a model's file.
#include "engine/arch/arch_parser.h"
#include "engine/gguf/gguf_set.h"
#include "engine/model/compiler.h"
#include "tests/fuzz/fuzz_entries.h"
#include "tests/fuzz/fuzz_fixtures.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

int arch(const uint8_t* data, size_t size) {
    static const auto target = gguf::GgufSet::view(tiny_llama());
    return refusing_is_fine([&] {
        const arch::ArchDef def = arch::parse_arch(as_text(data, size), "fuzz.arch");
        (void)model::compile_plan(def, *target);
    });
}

}  // namespace synsema::fuzz
