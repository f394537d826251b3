#include "speckle.h"

#include <leptonica/allheaders.h>

#include "services/documents/leptonica_pix.h"
#include "services/documents/page_image.h"

namespace synsema::documents {

double threshold_specks_per_megapixel(const QImage& grey) {
    if (grey.width() < 16 || grey.height() < 16) return 0;
    silence_leptonica();
    PixPtr pix = pix_of(to_grey(grey));
    PIX* binary = nullptr;
    // One tile the size of the page, no smoothing of the threshold, score
    // fraction 0: Leptonica's plain global Otsu.
    if (!pix || pixOtsuAdaptiveThreshold(pix.get(), grey.width(), grey.height(), 0, 0, 0.0f, nullptr, &binary) != 0 || !binary)
        return 0;
    const PixPtr owned(binary);
    l_int32 specks = 0;
    if (pixCountConnComp(binary, 8, &specks) != 0) return 0;
    return double(specks) / (double(grey.width()) * double(grey.height()) / 1e6);
}

}  // namespace synsema::documents
