// The Models tab: a sortable, filterable table of every model found, a
// details pane with the selected file's GGUF metadata, and load / cancel.
#pragma once
#include <QWidget>

class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTableWidget;
class QLabel;

namespace synsema::ui {

class ModelListModel;

class ModelsPage : public QWidget {
    Q_OBJECT
public:
    explicit ModelsPage(ModelListModel* models, QWidget* parent = nullptr);

    // Selects the row of `path` (e.g. after a drop).
    void select_path(const QString& path);
    QString selected_path() const;
    void set_loading(bool loading);

signals:
    void load_requested(const QString& path);
    void cancel_requested();
    void add_file_requested();

private:
    void show_details(const QString& path);

    ModelListModel* models_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filter_;
    QTableView* table_;
    QTableWidget* details_;
    QLabel* details_title_;
    QPushButton* load_;
    QPushButton* cancel_;
};

}  // namespace synsema::ui
