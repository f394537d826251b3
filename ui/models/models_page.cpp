#include "models_page.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "engine/gguf/gguf_set.h"
#include "ui/models/model_details.h"
#include "ui/models/model_list_model.h"

namespace synsema::ui {

ModelsPage::ModelsPage(ModelListModel* models, QWidget* parent) : QWidget(parent), models_(models) {
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(models_);
    proxy_->setSortRole(ModelListModel::SortRole);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1);  // match any column
    proxy_->setFilterRole(ModelListModel::SearchRole);

    filter_ = new QLineEdit(this);
    filter_->setPlaceholderText(tr("Filter by name, source, architecture, quantization…"));
    filter_->setAccessibleName(tr("Filter models"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, proxy_, &QSortFilterProxyModel::setFilterFixedString);

    table_ = new QTableView(this);
    table_->setObjectName("modelsTable");
    table_->setAccessibleName(tr("Models"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(ModelListModel::Name, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->horizontalHeader()->setSectionResizeMode(ModelListModel::Name, QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    connect(table_, &QTableView::doubleClicked, this, [this] {
        if (!selected_path().isEmpty()) emit load_requested(selected_path());
    });
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { show_details(selected_path()); });

    auto* add = new QPushButton(tr("&Add model file…"), this);
    add->setAccessibleName(tr("Add model file"));
    connect(add, &QPushButton::clicked, this, &ModelsPage::add_file_requested);
    load_ = new QPushButton(tr("&Load"), this);
    load_->setObjectName("loadButton");
    load_->setAccessibleName(tr("Load selected model"));
    connect(load_, &QPushButton::clicked, this, [this] {
        if (!selected_path().isEmpty()) emit load_requested(selected_path());
    });
    cancel_ = new QPushButton(tr("Cancel"), this);
    cancel_->setAccessibleName(tr("Cancel loading"));
    cancel_->setEnabled(false);
    connect(cancel_, &QPushButton::clicked, this, &ModelsPage::cancel_requested);

    // The details pane: a fixed one-line title, then one table with the
    // summary first and the file's raw keys after it. Nothing in it sizes
    // the pane, so choosing a model never moves the splitter or the buttons.
    details_title_ = new QLabel(tr("Select a model to see its details."), this);
    details_title_->setObjectName("detailsTitle");
    details_title_->setTextFormat(Qt::PlainText);
    details_title_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    details_ = new QTableWidget(0, 2, this);
    details_->setObjectName("modelDetails");
    details_->setAccessibleName(tr("Model details"));
    details_->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    details_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);  // full key names
    details_->horizontalHeader()->setStretchLastSection(true);
    details_->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    details_->setWordWrap(false);
    details_->verticalHeader()->hide();
    details_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    details_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);

    // With no model anywhere, the table gives way to what was searched and
    // how to add one.
    empty_state_ = new QLabel(this);
    empty_state_->setObjectName("modelsEmptyState");
    empty_state_->setWordWrap(true);
    empty_state_->setAlignment(Qt::AlignCenter);
    empty_state_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    empty_state_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Expanding);
    list_stack_ = new QStackedWidget(this);
    list_stack_->addWidget(table_);
    list_stack_->addWidget(empty_state_);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(models_, signal, this, &ModelsPage::update_empty_state);
    connect(models_, &QAbstractItemModel::modelReset, this, &ModelsPage::update_empty_state);
    set_search_places({});

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addStretch();
    buttons->addWidget(load_);
    buttons->addWidget(cancel_);
    auto* left = new QWidget(this);
    auto* ll = new QVBoxLayout(left);
    ll->setContentsMargins(0, 0, 0, 0);
    ll->addWidget(filter_);
    ll->addWidget(list_stack_);
    ll->addLayout(buttons);
    auto* right = new QWidget(this);
    auto* rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(details_title_);
    rl->addWidget(details_);
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setObjectName("modelsSplitter");
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    // The details pane asks for no width of its own (so that its content
    // cannot push the splitter); it starts at two fifths and never below this.
    right->setMinimumWidth(320);
    split->setSizes({600, 400});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);
}

QString ModelsPage::selected_path() const {
    const QModelIndex idx = table_->currentIndex();
    return idx.isValid() ? idx.data(ModelListModel::PathRole).toString() : QString();
}

void ModelsPage::select_path(const QString& path) {
    const int row = models_->row_of(path);
    if (row < 0) return;
    const QModelIndex idx = proxy_->mapFromSource(models_->index(row, 0));
    table_->setCurrentIndex(idx);
    table_->scrollTo(idx);
    show_details(path);
}

void ModelsPage::set_loading(bool loading) {
    load_->setEnabled(!loading);
    cancel_->setEnabled(loading);
}

void ModelsPage::set_search_places(const QStringList& places) {
    places_ = places;
    QString text = tr("<p><b>No models found on this computer.</b></p>");
    if (!places_.isEmpty()) {
        text += tr("<p>Searched:</p><p>");
        for (const QString& p : places_) text += p.toHtmlEscaped() + "<br>";
        text += "</p>";
    }
    text += tr("<p>Drop a .gguf file here, or use <b>Add model file…</b>. Synsema never downloads a model.</p>");
    empty_state_->setText(text);
    update_empty_state();
}

void ModelsPage::update_empty_state() {
    list_stack_->setCurrentWidget(models_->rowCount() == 0 ? static_cast<QWidget*>(empty_state_) : table_);
}

void ModelsPage::show_details(const QString& path) {
    details_->setRowCount(0);
    if (path.isEmpty()) return;
    const int row = models_->row_of(path);
    try {
        ModelDetails d = describe_gguf(*gguf::GgufSet::open(path.toStdString()));
        if (row >= 0) d.found_as = models_->entry(row).name;
        details_title_->setText(d.found_as.isEmpty() || d.found_as == d.name ? d.name : d.found_as + " — " + d.name);
        const auto summary = summary_rows(d);
        details_->setRowCount(int(summary.size() + d.metadata.size()));
        int r = 0;
        for (const auto& [key, value] : summary) {
            auto* k = new QTableWidgetItem(key);
            QFont bold = k->font();
            bold.setBold(true);
            k->setFont(bold);
            details_->setItem(r, 0, k);
            details_->setItem(r++, 1, new QTableWidgetItem(value));
        }
        for (const auto& [key, value] : d.metadata) {
            auto* k = new QTableWidgetItem(key);
            k->setToolTip(key);
            auto* v = new QTableWidgetItem(value);
            v->setToolTip(value);
            details_->setItem(r, 0, k);
            details_->setItem(r++, 1, v);
        }
    } catch (const std::exception& e) {
        details_title_->setText(tr("This file cannot be used."));
        details_->setRowCount(1);
        details_->setItem(0, 0, new QTableWidgetItem(tr("Problem")));
        details_->setItem(0, 1, new QTableWidgetItem(QString::fromUtf8(e.what())));
        details_->item(0, 1)->setToolTip(QString::fromUtf8(e.what()));
    }
}

}  // namespace synsema::ui
