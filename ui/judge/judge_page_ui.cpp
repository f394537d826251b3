// The Judge tab's widgets and their layout (judge_page.cpp holds the behaviour).
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/judge/judge_page.h"
#include "ui/judge/judge_preset_picker.h"
#include "ui/judge/judge_table_model.h"

namespace synsema::ui {
namespace {

QPushButton* make_button(const QString& text, const char* object_name, const QString& accessible, QWidget* parent) {
    auto* b = new QPushButton(text, parent);
    b->setObjectName(object_name);
    b->setAccessibleName(accessible);
    return b;
}

}  // namespace

void JudgePage::build_controls() {
    presets_ = new JudgePresetPicker(this);
    connect(presets_, &JudgePresetPicker::preset_changed, this, &JudgePage::on_preset_changed);
    connect(presets_, &JudgePresetPicker::failed, this, &JudgePage::show_message);

    no_model_ = new QLabel(tr("No model is loaded: load one on the Models tab to judge documents."), this);
    no_model_->setObjectName("judgeNoModel");
    no_model_->setAccessibleName(tr("No model loaded"));

    model_ = new JudgeTableModel(this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(JudgeTableModel::SortRole);
    proxy_->setFilterRole(JudgeTableModel::VerdictRole);
    table_ = new QTableView(this);
    table_->setObjectName("judgeTable");
    table_->setAccessibleName(tr("Judged documents"));
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();

    add_ = make_button(tr("&Add documents…"), "judgeAddButton", tr("Add documents"), this);
    clear_ = make_button(tr("C&lear"), "judgeClearButton", tr("Clear the document list"), this);
    run_ = make_button(tr("J&udge"), "judgeRunButton", tr("Judge the documents"), this);
    stop_ = make_button(tr("&Stop"), "judgeStopButton", tr("Stop judging"), this);
    calibrate_ = make_button(tr("&Calibrate…"), "judgeCalibrateButton", tr("Calibrate on a labeled CSV"), this);
    export_ = make_button(tr("E&xport CSV…"), "judgeExportButton", tr("Export the results as CSV"), this);
    add_->setToolTip(tr("Add .txt, .md, .pdf or .docx files (Ctrl+D), or drop them here"));
    run_->setToolTip(tr("Judge every listed document (Ctrl+Return)"));
    stop_->setToolTip(tr("Stop (Esc)"));
    export_->setToolTip(tr("Write the results to a new CSV file (Ctrl+E)"));
    review_only_ = new QCheckBox(tr("&Needs review only"), this);
    review_only_->setObjectName("judgeReviewOnly");
    review_only_->setAccessibleName(tr("Show only documents that need review"));

    alpha_ = new QDoubleSpinBox(this);
    alpha_->setObjectName("judgeAlpha");
    alpha_->setAccessibleName(tr("Gate target error rate alpha"));
    alpha_->setToolTip(tr("The error rate allowed among automatic decisions"));
    delta_ = new QDoubleSpinBox(this);
    delta_->setObjectName("judgeDelta");
    delta_->setAccessibleName(tr("Gate confidence delta"));
    delta_->setToolTip(tr("The allowed probability that the error bound is wrong"));
    for (QDoubleSpinBox* box : {alpha_, delta_}) {
        box->setRange(0.001, 0.5);
        box->setDecimals(3);
        box->setSingleStep(0.01);
        box->setValue(0.1);
    }
    method_ = new QComboBox(this);
    method_->setObjectName("judgeMethod");
    method_->setAccessibleName(tr("Calibration method"));
    method_->addItems({"temperature", "contextual+temperature", "vector", "contextual+vector", "contextual", "none"});

    progress_ = new QProgressBar(this);
    progress_->setObjectName("judgeProgress");
    progress_->setAccessibleName(tr("Judging progress"));
    progress_->setFormat(tr("%v of %m"));
    status_ = new QLabel(this);
    status_->setObjectName("judgeStatus");
    status_->setAccessibleName(tr("Judge status"));
    message_ = new QLabel(this);
    message_->setObjectName("judgeMessage");
    message_->setAccessibleName(tr("Judge error message"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setStyleSheet("color: #c02020");

    auto* actions = new QHBoxLayout;
    for (QWidget* w : std::initializer_list<QWidget*>{add_, clear_, run_, stop_, export_}) actions->addWidget(w);
    actions->addStretch(1);
    actions->addWidget(review_only_);
    auto* calibration = new QHBoxLayout;
    auto add_labeled = [&](const QString& text, QWidget* buddy) {
        auto* label = new QLabel(text, this);
        label->setBuddy(buddy);
        calibration->addWidget(label);
        calibration->addWidget(buddy);
    };
    add_labeled(tr("Gate α:"), alpha_);
    add_labeled(tr("δ:"), delta_);
    add_labeled(tr("Method:"), method_);
    calibration->addWidget(calibrate_);
    calibration->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(presets_);
    layout->addLayout(calibration);
    layout->addWidget(no_model_);
    layout->addLayout(actions);
    layout->addWidget(table_, 1);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    layout->addWidget(message_);

    connect(add_, &QPushButton::clicked, this, &JudgePage::choose_documents);
    connect(clear_, &QPushButton::clicked, this, [this] {
        model_->clear();
        update_controls();
    });
    connect(run_, &QPushButton::clicked, this, &JudgePage::run);
    connect(stop_, &QPushButton::clicked, this, &JudgePage::stop);
    connect(calibrate_, &QPushButton::clicked, this, &JudgePage::choose_calibration_data);
    connect(export_, &QPushButton::clicked, this, &JudgePage::choose_export_file);
    connect(review_only_, &QCheckBox::toggled, this, [this](bool on) {
        proxy_->setFilterKeyColumn(model_->verdict_column());
        proxy_->setFilterFixedString(on ? QString(judge::verdict_name(judge::Verdict::NeedsReview)) : QString());
    });
    // Page shortcuts: active only while this tab is shown.
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this), &QShortcut::activated, this, &JudgePage::run);
    connect(new QShortcut(QKeySequence(Qt::Key_Escape), this), &QShortcut::activated, this, &JudgePage::stop);
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_D), this), &QShortcut::activated, this, &JudgePage::choose_documents);
    connect(new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_E), this), &QShortcut::activated, this, &JudgePage::choose_export_file);
}

}  // namespace synsema::ui
