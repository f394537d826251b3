#include "models_page.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include "engine/gguf/gguf_file.h"
#include "ui/models/model_details.h"
#include "ui/models/model_list_model.h"

namespace synsema::ui {

ModelsPage::ModelsPage(ModelListModel* models, QWidget* parent) : QWidget(parent), models_(models) {
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(models_);
    proxy_->setSortRole(ModelListModel::SortRole);
    proxy_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    proxy_->setFilterKeyColumn(-1);  // match any column

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

    details_title_ = new QLabel(tr("Select a model to see its metadata."), this);
    details_title_->setWordWrap(true);
    details_ = new QTableWidget(0, 2, this);
    details_->setObjectName("modelDetails");
    details_->setAccessibleName(tr("Model metadata"));
    details_->setHorizontalHeaderLabels({tr("Key"), tr("Value")});
    details_->horizontalHeader()->setStretchLastSection(true);
    details_->verticalHeader()->hide();
    details_->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addStretch();
    buttons->addWidget(load_);
    buttons->addWidget(cancel_);
    auto* left = new QWidget(this);
    auto* ll = new QVBoxLayout(left);
    ll->setContentsMargins(0, 0, 0, 0);
    ll->addWidget(filter_);
    ll->addWidget(table_);
    ll->addLayout(buttons);
    auto* right = new QWidget(this);
    auto* rl = new QVBoxLayout(right);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(details_title_);
    rl->addWidget(details_);
    auto* split = new QSplitter(this);
    split->addWidget(left);
    split->addWidget(right);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
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

void ModelsPage::show_details(const QString& path) {
    details_->setRowCount(0);
    if (path.isEmpty()) return;
    try {
        const auto file = gguf::GgufFile::open(path.toStdString());
        const ModelDetails d = describe_gguf(*file);
        details_title_->setText(tr("<b>%1</b><br>%2<br>%3 parameters · %4 tensors · GGUF v%5")
                                    .arg(d.name.toHtmlEscaped(), d.path.toHtmlEscaped())
                                    .arg(d.parameters)
                                    .arg(file->tensors().size())
                                    .arg(file->version()));
        details_->setRowCount(int(d.metadata.size()));
        for (int i = 0; i < d.metadata.size(); ++i) {
            details_->setItem(i, 0, new QTableWidgetItem(d.metadata[i].first));
            details_->setItem(i, 1, new QTableWidgetItem(d.metadata[i].second));
        }
    } catch (const std::exception& e) {
        details_title_->setText(tr("<b>This file cannot be used.</b><br>%1").arg(QString::fromUtf8(e.what()).toHtmlEscaped()));
    }
}

}  // namespace synsema::ui
