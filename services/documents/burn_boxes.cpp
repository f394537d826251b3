#include "burn_boxes.h"

#include <QPainter>

namespace synsema::documents {

void burn_boxes(QImage& image, const ImportedDocument& doc, int page, const std::vector<redact::Replacement>& applied, double scale) {
    QPainter boxes(&image);
    for (const auto& w : doc.words) {
        if (w.page != page) continue;
        bool hit = false;
        for (const auto& r : applied)
            if (r.start < w.end && r.end > w.start) hit = true;
        if (!hit) continue;
        boxes.fillRect(QRectF(w.box.x() * scale - 2, w.box.y() * scale - 2, w.box.width() * scale + 4, w.box.height() * scale + 4),
                       Qt::black);
    }
}

}  // namespace synsema::documents
