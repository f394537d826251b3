// Peak int8 dot-product throughput of this CPU (bench-kernels only).
#pragma once

// GOP/s of 256-bit vpdpbusd steps on `threads` threads at once (2 ops per
// byte product). Only on CPUs with AVX-VNNI.
double int8_dot_peak_gops(int threads);
// The same with 512-bit vpdpbusd steps. Only on CPUs where use_avx512().
double int8_dot_peak_zmm_gops(int threads);
