// How much slower the code runs under the sanitizer build it was compiled
// with (scripts/ci-sanitizers.sh): time bounds in tests that guard against
// runaway work (quadratic loops on hostile input) scale by this, so they keep
// catching a blow-up without failing on ASan's constant-factor slowdown.
#pragma once

namespace synsema::test {

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr int kSanitizerSlowdown = 4;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
inline constexpr int kSanitizerSlowdown = 4;
#else
inline constexpr int kSanitizerSlowdown = 1;
#endif
#else
inline constexpr int kSanitizerSlowdown = 1;
#endif

}  // namespace synsema::test
