// The one source of the targets that own the tests' precompiled headers
// (tests/CMakeLists.txt): CMake builds a target's precompiled header only
// with at least one source to compile.
