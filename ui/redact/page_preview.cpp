#include "page_preview.h"

#include <algorithm>

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "ui/redact/category_colors.h"

namespace synsema::ui {

PagePreview::PagePreview(QWidget* parent) : QWidget(parent) {
    page_ = new QSpinBox(this);
    page_->setObjectName("previewPage");
    page_->setAccessibleName(tr("Page shown"));
    page_->setPrefix(tr("Page "));
    info_ = new QLabel(this);
    info_->setObjectName("previewInfo");
    info_->setWordWrap(true);
    image_ = new QLabel(this);
    image_->setObjectName("previewImage");
    image_->setAccessibleName(tr("Page image with the spans boxed"));
    image_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    scroll_ = new QScrollArea(this);
    scroll_->setWidget(image_);
    scroll_->setWidgetResizable(false);
    auto* bar = new QHBoxLayout;
    bar->addWidget(page_);
    bar->addWidget(info_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(scroll_, 1);
    connect(page_, &QSpinBox::valueChanged, this, [this] { draw(); });
    show_document(nullptr, -1);
}

bool PagePreview::has_pages() const {
    return set_ && doc_ >= 0 && size_t(doc_) < set_->previews.size() && !set_->previews[size_t(doc_)].empty();
}

int PagePreview::page() const { return page_->value() - 1; }

void PagePreview::show_document(const services::RedactionSet* set, int doc) {
    set_ = set;
    doc_ = doc;
    const int pages = has_pages() ? int(set_->previews[size_t(doc_)].size()) : 0;
    const QSignalBlocker block(page_);
    page_->setRange(pages ? 1 : 0, pages);
    page_->setValue(pages ? 1 : 0);
    page_->setEnabled(pages > 1);
    draw();
}

void PagePreview::refresh() { draw(); }

void PagePreview::draw() {
    if (!has_pages()) {
        drawn_ = QImage();
        image_->setPixmap(QPixmap());
        image_->resize(0, 0);
        info_->setText(tr("No page image: this document is text (or its pages could not be drawn)."));
        return;
    }
    const auto& doc = set_->docs[size_t(doc_)];
    const auto& spans = set_->spans[size_t(doc_)];
    const int p = page();
    drawn_ = set_->previews[size_t(doc_)][size_t(p)].convertToFormat(QImage::Format_RGB32);
    const double scale = services::kPreviewDpi / 72.0;
    QPainter painter(&drawn_);
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Spans are sorted by start and do not overlap (the detector merges them): the one a word
    // can touch is the last starting before the word ends, found by bisection, so a long
    // document's page draws in O(words log spans) on the GUI thread.
    for (const auto& w : doc.words) {
        if (w.page != p) continue;
        auto after = std::upper_bound(spans.begin(), spans.end(), w.end, [](size_t end, const auto& s) { return end <= s.start; });
        for (auto it = after; it != spans.begin();) {
            const auto& s = *--it;
            if (s.end <= w.start) break;
            const QRectF box(w.box.x() * scale - 1, w.box.y() * scale - 1, w.box.width() * scale + 2, w.box.height() * scale + 2);
            const QColor colour = category_color(QString::fromStdString(s.category));
            if (s.decision == redact::Decision::Keep) {
                painter.setPen(QPen(Qt::darkGray, 1, Qt::DashLine));
                painter.setBrush(Qt::NoBrush);
            } else if (s.needs_review) {
                QColor fill = colour;
                fill.setAlpha(110);
                painter.setPen(QPen(Qt::red, 2));
                painter.setBrush(fill);
            } else {
                painter.setPen(QPen(colour, 1));
                painter.setBrush(QColor(0, 0, 0, 170));
            }
            painter.drawRect(box);
            break;
        }
    }
    painter.end();
    image_->setPixmap(QPixmap::fromImage(drawn_));
    image_->resize(drawn_.size());
    const auto& info = doc.pages[size_t(p)];
    QString line = info.ocr ? tr("OCR (%1), mean confidence %2").arg(info.ocr_languages).arg(qRound(info.ocr_confidence))
                 : info.ocr_beside_text
                     ? tr("text layer, and OCR (%1) of the print beyond it, mean confidence %2").arg(info.ocr_languages).arg(qRound(info.ocr_confidence))
                     : tr("text layer");
    if (info.ocr_read() && info.ocr_confidence < documents::kLowOcrPageConfidence) line += tr(" — low: check the text against the page");
    if (info.ocr && info.prep.quarter_turns) line += tr(", turned %1°").arg(90 * info.prep.quarter_turns);
    if (info.ocr && std::abs(info.prep.deskew_degrees) >= 0.05) line += tr(", deskewed %1°").arg(info.prep.deskew_degrees, 0, 'f', 1);
    info_->setText(tr("Page %1 of %2: %3").arg(p + 1).arg(doc.pages.size()).arg(line));
}

}  // namespace synsema::ui
