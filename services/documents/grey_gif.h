// A one-colour GIF89a of a given size. Written by hand because Qt reads GIF
// but cannot write it, and giflib is not among the project's dependencies; a
// uniform image needs only the LZW codes for runs of one colour index.
#pragma once
#include <QByteArray>

namespace synsema::documents {

// width, height in 1..65535; grey is the colour's R = G = B.
QByteArray grey_gif(int width, int height, unsigned char grey);

}  // namespace synsema::documents
