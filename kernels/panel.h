// Panels: weight rows interleaved in groups of kPanelRows for the matrices
// that are only multiplied (TypeKernels::pack_panel, matmul.h's pack_panels).
#pragma once

namespace synsema::kernels {

constexpr int kPanelRows = 8;  // rows per panel: the 8 float lanes of an AVX2 vector

}  // namespace synsema::kernels
