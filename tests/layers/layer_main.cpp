// An empty program linked against one engine layer's whole archive and only
// the layers below it (tests/layers/CMakeLists.txt): every object of the
// layer is linked, so a call from it into a layer above is an undefined
// reference and the build fails.
int main() { return 0; }
