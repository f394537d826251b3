// Compiles a parsed architecture against a GGUF file into a Plan: evaluates
// the hyperparameters, resolves every tensor of every layer, checks shapes and
// types, and assigns activation buffers. All errors name the arch file's
// line:column and the tensor or key involved.
#pragma once
#include "engine/arch/arch_ast.h"
#include "engine/gguf/gguf_file.h"
#include "engine/gguf/gguf_set.h"
#include "engine/model/plan.h"

namespace synsema::model {

// Hyperparameters come from the first file; tensors from any split of `files`.
Plan compile_plan(const arch::ArchDef& def, const gguf::GgufSet& files);
// A model in one file.
Plan compile_plan(const arch::ArchDef& def, const gguf::GgufFile& file);

}  // namespace synsema::model
