// The Redact tab's page view: the current PDF or scan page as export draws it
// (services::render_previews), with each span's words boxed: filled dark for
// redact, outlined red over the category colour for review, outlined grey for
// keep; and the page's OCR line (languages, mean confidence, turn, deskew).
#pragma once
#include <QImage>
#include <QWidget>

#include "services/redact/redaction_job.h"

class QLabel;
class QScrollArea;
class QSpinBox;

namespace synsema::ui {

class PagePreview : public QWidget {
    Q_OBJECT
public:
    explicit PagePreview(QWidget* parent = nullptr);

    // Shows document `doc` of `set` (which must outlive the next call); null or
    // a document without previews shows a note instead.
    void show_document(const services::RedactionSet* set, int doc);
    // Draws the boxes again (after a decision changed).
    void refresh();

    bool has_pages() const;
    int page() const;
    const QImage& drawn() const { return drawn_; }  // what is on screen (tests)

private:
    void draw();

    const services::RedactionSet* set_ = nullptr;
    int doc_ = -1;
    QImage drawn_;
    QSpinBox* page_ = nullptr;
    QLabel* info_ = nullptr;
    QLabel* image_ = nullptr;
    QScrollArea* scroll_ = nullptr;
};

}  // namespace synsema::ui
