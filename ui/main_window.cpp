#include "main_window.h"

#include <QLabel>
#include <QStatusBar>
#include <QVBoxLayout>

#include "engine/util/version_info.h"

namespace synsema::ui {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle("Synsema");
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);

    auto* title = new QLabel(QStringLiteral("<h1>Synsema</h1>"), central);
    auto* version = new QLabel(QString::fromStdString(version_string()), central);
    version->setObjectName("versionLabel");
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    promise_ = new QLabel(tr("No network: models run inside this process, on this computer. "
                             "Nothing is downloaded and nothing you open leaves this machine."),
                          central);
    promise_->setObjectName("noNetworkPromise");
    promise_->setWordWrap(true);
    promise_->setAccessibleName(tr("No network promise"));

    layout->addWidget(title);
    layout->addWidget(version);
    layout->addWidget(promise_);
    layout->addStretch();
    setCentralWidget(central);
    statusBar()->showMessage(tr("No model loaded"));
    resize(900, 600);
}

}  // namespace synsema::ui
