// The Redact tab's widgets and their wiring; the behaviour is in redact_page.cpp.
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ui/redact/page_preview.h"
#include "ui/redact/redact_page.h"
#include "ui/redact/span_table_model.h"
#include "engine/redact/policy.h"
#include "engine/redact/span.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/app_settings.h"
#include "ui/shell/main_window.h"

namespace synsema::ui {

namespace {

QPushButton* make_button(const QString& text, const char* object_name, const QString& accessible, const QKeySequence& keys,
                         QWidget* parent) {
    auto* b = new QPushButton(text, parent);
    b->setObjectName(object_name);
    b->setAccessibleName(accessible);
    if (!keys.isEmpty()) {
        b->setShortcut(keys);
        b->setToolTip(accessible + " (" + keys.toString(QKeySequence::NativeText) + ")");
    }
    return b;
}

template <typename W>
W* named(W* widget, const char* object_name, const QString& accessible) {
    widget->setObjectName(object_name);
    widget->setAccessibleName(accessible);
    return widget;
}

}  // namespace

void RedactPage::build_ui() {
    setAcceptDrops(true);
    // Row 1: documents, policy, export, progress.
    add_button_ = make_button(tr("Add &documents…"), "addDocumentsButton", tr("Add documents"),
                              QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), this);
    policy_ = named(new QComboBox(this), "redactPolicy", tr("Redaction policy"));
    policy_file_ = make_button(tr("Open p&olicy…"), "openPolicyButton", tr("Open a policy file"), {}, this);
    export_button_ = make_button(tr("&Export…"), "exportRedactedButton", tr("Export redacted copies"),
                                 QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E), this);
    stop_button_ = make_button(tr("Stop"), "stopRedactButton", tr("Stop detection or export"), {}, this);
    stop_button_->setToolTip(tr("Stop detection or export (Esc)"));
    progress_ = named(new QProgressBar(this), "redactProgress", tr("Redaction progress"));
    // OCR languages for scans in this run; the default is a preference.
    ocr_languages_ = named(new QComboBox(this), "redactOcrLanguages", tr("OCR languages for scanned documents"));
    ocr_languages_->setEditable(true);
    ocr_languages_->addItems(ocr_language_choices());
    ocr_languages_->setCurrentText(AppSettings::load().ocr_languages);
    ocr_languages_->setToolTip(tr("Languages OCR reads scans in: Tesseract names joined by '+', e.g. eng+deu"));
    auto* ocr_label = new QLabel(tr("O&CR:"), this);
    ocr_label->setBuddy(ocr_languages_);
    auto* policy_label = new QLabel(tr("Po&licy:"), this);
    policy_label->setBuddy(policy_);
    auto* top = new QHBoxLayout;
    top->addWidget(add_button_);
    top->addWidget(policy_label);
    top->addWidget(policy_, 1);
    top->addWidget(policy_file_);
    top->addWidget(ocr_label);
    top->addWidget(ocr_languages_);
    top->addWidget(export_button_);
    top->addWidget(progress_, 1);
    top->addWidget(stop_button_);

    // Left: the documents. Middle: the text and its legend. Bottom: the spans.
    documents_ = named(new QListWidget(this), "redactDocuments", tr("Documents"));
    text_ = named(new QPlainTextEdit(this), "redactText", tr("Document text with identifiers highlighted"));
    text_->setReadOnly(true);
    text_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    legend_ = named(new QLabel(this), "redactLegend", tr("Highlight legend"));
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);

    review_only_ = named(new QCheckBox(tr("Only spans that &need review"), this), "needsReviewOnly",
                         tr("Show only spans that need review"));
    review_count_ = named(new QLabel(this), "reviewCount", tr("Spans that need review"));
    accept_ = make_button(tr("Redac&t"), "acceptSpanButton", tr("Redact the selected spans"),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R), this);
    reject_ = make_button(tr("&Keep"), "rejectSpanButton", tr("Keep the selected spans (not an identifier)"),
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), this);
    new_category_ = named(new QComboBox(this), "newSpanCategory", tr("Category of a span added from the selection"));
    for (const auto& c : redact::all_categories()) new_category_->addItem(QString::fromStdString(c));
    new_category_->setCurrentText("PERSON");
    add_span_ = make_button(tr("&Mark selection"), "addSpanButton", tr("Mark the selected text as an identifier"),
                            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M), this);
    auto* span_bar = new QHBoxLayout;
    span_bar->addWidget(review_only_);
    span_bar->addWidget(review_count_, 1);
    span_bar->addWidget(accept_);
    span_bar->addWidget(reject_);
    span_bar->addWidget(new_category_);
    span_bar->addWidget(add_span_);

    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(spans_);
    proxy_->setSortRole(SpanTableModel::SortRole);
    proxy_->setFilterRole(SpanTableModel::NeedsReviewRole);
    table_ = named(new QTableView(this), "redactSpans", tr("Detected spans"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(SpanTableModel::Start, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setSectionResizeMode(SpanTableModel::Text, QHeaderView::Stretch);
    table_->verticalHeader()->hide();

    auto* text_box = new QWidget(this);
    auto* text_layout = new QVBoxLayout(text_box);
    text_layout->setContentsMargins(0, 0, 0, 0);
    text_layout->addWidget(text_, 1);
    text_layout->addWidget(legend_);
    auto* spans_box = new QWidget(this);
    auto* spans_layout = new QVBoxLayout(spans_box);
    spans_layout->setContentsMargins(0, 0, 0, 0);
    spans_layout->addLayout(span_bar);
    spans_layout->addWidget(table_, 1);
    // The text, and for PDFs and scans the page as export will draw it.
    preview_ = new PagePreview(this);
    preview_->setObjectName("redactPagePreview");
    views_ = named(new QTabWidget(this), "redactViews", tr("Text or page view"));
    views_->addTab(text_box, tr("Te&xt"));
    views_->addTab(preview_, tr("&Page"));
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(views_);
    right->addWidget(spans_box);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(documents_);
    split->addWidget(right);
    split->setStretchFactor(1, 4);

    reviewer_ = named(new QLabel(this), "redactReviewer", tr("Model review"));
    message_ = named(new QLabel(this), "redactMessage", tr("Redaction messages"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addWidget(reviewer_);
    layout->addWidget(message_);

    connect(add_button_, &QPushButton::clicked, this, &RedactPage::choose_documents);
    connect(policy_file_, &QPushButton::clicked, this, &RedactPage::choose_policy_file);
    connect(export_button_, &QPushButton::clicked, this, &RedactPage::choose_export_folder);
    connect(stop_button_, &QPushButton::clicked, window_.engine(), &ui::EngineController::cancel);
    auto* stop_key = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(stop_key, &QShortcut::activated, this, [this] {
        if (running()) window_.engine()->cancel();
    });
    connect(documents_, &QListWidget::currentRowChanged, this, &RedactPage::show_document);
    connect(review_only_, &QCheckBox::toggled, this, [this](bool only) {
        proxy_->setFilterRegularExpression(only ? QStringLiteral("^true$") : QString());
    });
    connect(accept_, &QPushButton::clicked, this, [this] { decide_selected(true); });
    connect(reject_, &QPushButton::clicked, this, [this] { decide_selected(false); });
    connect(add_span_, &QPushButton::clicked, this, &RedactPage::add_span_from_selection);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { reveal_span(current); });
    connect(spans_, &SpanTableModel::spans_changed, this, [this] {
        refresh_highlights();
        preview_->refresh();
        refresh_status();
    });
    fill_policies();
}

void RedactPage::fill_policies() {
    // The shipped and the user's policies, first folder wins for a name.
    QStringList seen;
    for (const auto& dir : redact::policy_search_dirs()) {
        const QDir d(QString::fromStdString(dir));
        for (const QFileInfo& f : d.entryInfoList({"*.json"}, QDir::Files, QDir::Name)) {
            if (seen.contains(f.completeBaseName())) continue;
            seen << f.completeBaseName();
            policy_->addItem(f.completeBaseName(), f.absoluteFilePath());
        }
    }
    const int hipaa = policy_->findText(redact::kDefaultPolicy);
    if (hipaa >= 0) policy_->setCurrentIndex(hipaa);
}

}  // namespace synsema::ui
