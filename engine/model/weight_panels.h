// Weight panels at load: every matrix the model multiplies and whose type has
// a panel form on this CPU (kernels/panel_q4k.h and the others) is repacked
// once, 8 rows interleaved, so the decode GEMV reads one stream and skips the
// per-block unpacking. A tied embedding table is packed too when its rows can
// be read back from the panels, which then serve its lookups. Results are
// bit-identical to the file's layout; the file's pages of the packed rows are
// then released, so the resident size stays about the file's size.
#pragma once
#include "engine/gguf/gguf_set.h"
#include "engine/model/plan.h"

namespace synsema::model {

// Packs with `threads` threads (0: all cores) and points the plan's Linear
// steps at the panels, which the plan then owns.
void pack_weight_panels(Plan& plan, const gguf::GgufSet& files, int threads = 0);

}  // namespace synsema::model
