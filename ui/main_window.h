// The Synsema main window.
#pragma once
#include <QMainWindow>

class QLabel;

namespace synsema::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

private:
    QLabel* promise_ = nullptr;
};

}  // namespace synsema::ui
