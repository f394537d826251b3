#include "main_window.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDirIterator>
#include <QFutureWatcher>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include "engine/arch/arch_registry.h"
#include "engine/sources/model_listing.h"
#include "engine/sources/resolver.h"
#include "engine/util/version_info.h"
#include "services/models/model_environment.h"
#include "ui/engine/engine_controller.h"
#include "ui/models/model_list_model.h"
#include "ui/models/models_page.h"
#include "ui/shell/preferences_dialog.h"
#include "ui/prompt/prompt_page.h"
#include "ui/proof/proof_egress.h"
#include "ui/judge/judge_page.h"
#include "ui/proof/proof_page.h"
#include "ui/redact/redact_page.h"

namespace synsema::ui {
namespace {

// Resident memory of this process, from /proc/self/statm.
qint64 resident_bytes() {
    QFile f("/proc/self/statm");
    if (!f.open(QIODevice::ReadOnly)) return 0;
    const QList<QByteArray> parts = f.readAll().split(' ');
    return parts.size() > 1 ? parts[1].toLongLong() * 4096 : 0;
}

bool is_gguf_url(const QUrl& url) { return url.isLocalFile() && url.toLocalFile().endsWith(".gguf", Qt::CaseInsensitive); }

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), settings_(AppSettings::load()) {
    setWindowTitle("Synsema");
    setAcceptDrops(true);
    engine_ = new EngineController(this);
    models_ = new ModelListModel(this);

    // A banner that always states the version and the no-network promise.
    auto* banner = new QWidget(this);
    auto* bl = new QVBoxLayout(banner);
    auto* version = new QLabel(QString::fromStdString(version_string()), banner);
    version->setObjectName("versionLabel");
    version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* promise = new QLabel(tr("No network: models run inside this process, on this computer. "
                                  "Nothing is downloaded and nothing you open leaves this machine."),
                               banner);
    promise->setObjectName("noNetworkPromise");
    promise->setWordWrap(true);
    promise->setAccessibleName(tr("No network promise"));
    bl->addWidget(promise);
    bl->addWidget(version);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName("mainTabs");
    models_page_ = new ModelsPage(models_, this);
    prompt_page_ = new PromptPage(this);
    tabs_->addTab(models_page_, tr("&Models"));
    tabs_->addTab(prompt_page_, tr("&Prompt"));
    proof_page_ = new ProofPage(engine_, this);
    tabs_->addTab(proof_page_, tr("Pr&oof"));  // Alt+F is the File menu's
    tabs_->addTab(new JudgePage(*this, this), tr("&Judge"));
    tabs_->addTab(new RedactPage(*this, this), tr("&Redact"));

    auto* central = new QWidget(this);
    auto* cl = new QVBoxLayout(central);
    cl->addWidget(banner);
    cl->addWidget(tabs_, 1);
    setCentralWidget(central);

    status_model_ = new QLabel(tr("No model loaded"), this);
    status_model_->setObjectName("statusModel");
    status_threads_ = new QLabel(this);
    status_memory_ = new QLabel(this);
    const EgressLockText lock = describe_egress_lock(egress::lock_status());
    status_egress_ = new QLabel(lock.brief, this);
    status_egress_->setObjectName("statusEgress");
    status_egress_->setToolTip(lock.detail);
    status_egress_->setAccessibleName(tr("Network egress lock"));
    if (!lock.locked) status_egress_->setStyleSheet("color: #c62828; font-weight: bold;");
    statusBar()->addWidget(status_model_, 1);
    statusBar()->addPermanentWidget(status_threads_);
    statusBar()->addPermanentWidget(status_memory_);
    statusBar()->addPermanentWidget(status_egress_);
    auto* timer = new QTimer(this);
    connect(timer, &QTimer::timeout, this, &MainWindow::update_status);
    timer->start(2000);

    connect(models_page_, &ModelsPage::load_requested, this, &MainWindow::load_model);
    connect(models_page_, &ModelsPage::cancel_requested, engine_, &EngineController::cancel);
    connect(models_page_, &ModelsPage::add_file_requested, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Add a model file"), QDir::homePath(),
                                                          tr("GGUF models (*.gguf);;All files (*)"));
        if (!path.isEmpty()) add_model_file(path);
    });
    connect(engine_, &EngineController::load_started, this, [this](const QString& path) {
        status_model_->setText(tr("Loading %1…").arg(QFileInfo(path).fileName()));
    });
    connect(engine_, &EngineController::model_loaded, this, [this](const ModelDetails& loaded) {
        const ModelDetails& d = loaded;  // found_as: the name the user knows it by; general.name beside it
        loaded_ = d;
        models_page_->set_loading(false);
        setWindowTitle("Synsema — " + (d.found_as == d.name ? d.found_as : d.found_as + " (" + d.name + ")"));
        status_model_->setText(d.found_as == d.name ? tr("%1 (%2, arch file %3)").arg(d.found_as, d.architecture, d.arch_file)
                                                    : tr("%1 — general.name %2 (%3, arch file %4)")
                                                          .arg(d.found_as, d.name, d.architecture, d.arch_file));
        status_model_->setToolTip(d.path);
        // The context was clamped to fit in memory: say so where the user looks.
        if (!d.context_notice.isEmpty()) statusBar()->showMessage(d.context_notice, 15000);
        prompt_page_->set_model(d.found_as);
        proof_page_->set_model(d, source_reference(d.path), arch_dirs());
        tabs_->setCurrentWidget(prompt_page_);
        emit model_ready(d.found_as);
    });
    connect(engine_, &EngineController::load_failed, this, [this](const QString& message) {
        models_page_->set_loading(false);
        status_model_->setText(tr("No model loaded"));
        QMessageBox::warning(this, tr("The model could not be loaded"), message);
    });
    connect(prompt_page_, &PromptPage::run_requested, engine_, &EngineController::generate);
    connect(prompt_page_, &PromptPage::stop_requested, engine_, &EngineController::cancel);
    connect(prompt_page_, &PromptPage::new_conversation_requested, engine_, &EngineController::clear_history);
    connect(engine_, &EngineController::prefill_progress, prompt_page_, &PromptPage::on_prefill_progress);
    connect(engine_, &EngineController::text_ready, prompt_page_, &PromptPage::on_text);
    connect(engine_, &EngineController::decode_progress, prompt_page_, &PromptPage::on_decode_progress);
    connect(engine_, &EngineController::generation_finished, prompt_page_, &PromptPage::on_finished);
    connect(engine_, &EngineController::generation_failed, prompt_page_, &PromptPage::on_failed);

    build_menus();
    apply_theme(settings_.theme);
    refresh_models();
    update_status();
    resize(1100, 720);
}

MainWindow::~MainWindow() { engine_->shutdown(1000); }

void MainWindow::build_menus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* add = file->addAction(tr("&Add model file…"));
    add->setShortcut(QKeySequence::Open);
    connect(add, &QAction::triggered, models_page_, &ModelsPage::add_file_requested);
    QAction* prefs = file->addAction(tr("&Preferences…"));
    prefs->setShortcut(QKeySequence::Preferences);
    connect(prefs, &QAction::triggered, this, &MainWindow::show_preferences);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    view_menu_ = menuBar()->addMenu(tr("&View"));
    for (int i = 0; i < tabs_->count(); ++i) add_view_action(i);
}

void MainWindow::add_view_action(int tab_index) {
    QAction* a = view_menu_->addAction(tabs_->tabText(tab_index).remove('&'));
    if (tab_index < 9) a->setShortcut(QKeySequence(Qt::ALT | Qt::Key(Qt::Key_1 + tab_index)));
    QWidget* page = tabs_->widget(tab_index);
    connect(a, &QAction::triggered, this, [this, page] { tabs_->setCurrentWidget(page); });
}

QStringList MainWindow::arch_dirs() const {
    QStringList dirs;
    if (!settings_.user_arch_dir.isEmpty()) dirs << settings_.user_arch_dir;
    for (const auto& d : arch::default_arch_dirs()) {
        const QString q = QString::fromStdString(d);
        if (!dirs.contains(q)) dirs << q;
    }
    return dirs;
}

namespace {

// The added files and the GGUF files under the model folders, each described once.
QVector<ModelEntry> describe_files(const QStringList& added, const QStringList& folders) {
    QVector<ModelEntry> entries;
    QStringList seen;
    auto add = [&](const QString& path, const QString& source) {
        const QString abs = QFileInfo(path).absoluteFilePath();
        if (seen.contains(abs) || !QFileInfo::exists(abs)) return;
        seen << abs;
        entries.push_back(describe_model_file(abs, source));
    };
    for (const QString& path : added) add(path, "file");
    for (const QString& folder : folders) {
        QDirIterator it(folder, {"*.gguf"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) add(it.next(), "folder");
    }
    return entries;
}

}  // namespace

void MainWindow::refresh_models() {
    const int listing = ++file_listing_;
    auto* watcher = new QFutureWatcher<QVector<ModelEntry>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, listing] {
        watcher->deleteLater();
        if (listing != file_listing_) return;  // a newer refresh replaced it
        QVector<ModelEntry> entries = watcher->result();
        // A file added while the listing ran was described already (add_model_file): it stays.
        for (int row = 0; row < models_->rowCount(); ++row) {
            const ModelEntry& e = models_->entry(row);
            const bool listed = std::any_of(entries.begin(), entries.end(), [&](const ModelEntry& x) { return x.path == e.path; });
            if (e.source == "file" && settings_.added_models.contains(e.path) && !listed) entries.push_back(e);
        }
        const QString selected = models_page_->selected_path();
        models_->replace_all(entries);
        if (!selected.isEmpty()) models_page_->select_path(selected);
        list_source_models();
    });
    // Every file's GGUF header is parsed: off the GUI thread, as the stores' listing is.
    const QStringList added = settings_.added_models, folders = settings_.model_folders;
    watcher->setFuture(QtConcurrent::run([added, folders] { return describe_files(added, folders); }));
    QStringList places;
    for (const auto& p : sources::model_store_places()) places << QString::fromStdString(p);
    for (const QString& folder : settings_.model_folders) places << tr("your folder %1").arg(QDir::toNativeSeparators(folder));
    models_page_->set_search_places(places);
}

void MainWindow::list_source_models() {
    std::vector<std::string> dirs;
    for (const QString& d : arch_dirs()) dirs.push_back(d.toStdString());
    const int listing = ++source_listing_;
    auto* watcher = new QFutureWatcher<std::vector<sources::ModelListing>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, listing] {
        watcher->deleteLater();
        if (listing != source_listing_) return;  // the preferences changed meanwhile
        try {
            for (const auto& m : watcher->result()) models_->add_or_update(entry_from_listing(m));
        } catch (const std::exception& e) {
            status_model_->setText(tr("The model stores could not be listed: %1").arg(QString::fromUtf8(e.what())));
        }
    });
    // Parsing every store's GGUF headers can take a moment; keep it off the GUI thread.
    watcher->setFuture(QtConcurrent::run([dirs] { return sources::list_models(dirs); }));
}

QString MainWindow::source_reference(const QString& loaded_path) const {
    const int row = models_->row_of(loaded_path);
    if (row < 0) return loaded_path;
    const ModelEntry& e = models_->entry(row);
    return e.source == "file" || e.source == "folder" ? loaded_path : e.name;
}

void MainWindow::add_model_file(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    if (!settings_.added_models.contains(abs)) {
        settings_.added_models << abs;
        settings_.save();
    }
    tabs_->setCurrentWidget(models_page_);
    // Its GGUF header is parsed off the GUI thread, as the folders' files are: a large vocabulary's
    // metadata takes a noticeable moment to read.
    auto* watcher = new QFutureWatcher<ModelEntry>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, abs] {
        watcher->deleteLater();
        models_->add_or_update(watcher->result());
        models_page_->select_path(abs);
    });
    watcher->setFuture(QtConcurrent::run([abs] { return describe_model_file(abs, "file"); }));
}

void MainWindow::load_model(const QString& path) {
    models_page_->set_loading(true);
    // The browser's row keeps what its source resolved the name to; the
    // engine loads exactly that, and the proof attests it.
    const int row = models_->row_of(path);
    if (row >= 0 && models_->entry(row).source_entry) {
        const ModelEntry& e = models_->entry(row);
        const bool by_path = e.source == "file" || e.source == "folder";
        engine_->load_model(sources::ResolvedModel{by_path ? path.toStdString() : e.name.toStdString(), *e.source_entry},
                            settings_.threads, arch_dirs());
        return;
    }
    engine_->load_model(path, settings_.threads, arch_dirs());
}

bool MainWindow::check_provider_at_start() {
    try {
        services::check_provider();
        return true;
    } catch (const std::exception& e) {
        show_start_problem(tr("No network provider"), QString::fromUtf8(e.what()));
        return false;
    }
}

bool MainWindow::load_model_from_environment() {
    if (!check_provider_at_start()) return false;
    const auto name = services::model_from_environment();
    if (!name) return false;
    const QString variable = QString::fromLatin1(services::kModelVariable);
    try {
        const sources::ResolvedModel resolved = sources::resolve_model(*name);
        std::vector<std::string> dirs;
        for (const QString& d : arch_dirs()) dirs.push_back(d.toStdString());
        const ModelEntry entry = entry_from_listing(sources::describe_entry(resolved.entry, dirs));
        models_->add_or_update(entry);
        models_page_->select_path(entry.path);
        models_page_->set_loading(true);
        engine_->load_model(resolved, settings_.threads, arch_dirs(), variable);
        return true;
    } catch (const std::exception& e) {
        show_start_problem(tr("The model named by %1 cannot be loaded").arg(variable),
                           QString("%1=%2: %3").arg(variable, QString::fromStdString(*name), QString::fromUtf8(e.what())));
        return false;
    }
}

void MainWindow::show_start_problem(const QString& title, const QString& message) {
    status_model_->setText(message);
    status_model_->setToolTip(message);
    auto* box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName("startProblem");
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::update_status() {
    const int threads = settings_.threads > 0 ? settings_.threads : QThread::idealThreadCount();
    status_threads_->setText(tr("Threads: %1").arg(threads));
    status_memory_->setText(tr("Memory: %1").arg(human_size(resident_bytes())));
}

void MainWindow::show_preferences() {
    PreferencesDialog dialog(settings_, this);
    if (dialog.exec() != QDialog::Accepted) return;
    settings_ = dialog.settings();
    settings_.save();
    apply_theme(settings_.theme);
    refresh_models();
    update_status();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const auto urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), is_gguf_url)) event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    QString last;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (!is_gguf_url(url)) continue;
        add_model_file(url.toLocalFile());
        last = QFileInfo(url.toLocalFile()).absoluteFilePath();
    }
    if (!last.isEmpty()) {
        models_page_->select_path(last);
        event->acceptProposedAction();
    }
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Closing during a prefill: stop at the next layer and join the thread.
    engine_->shutdown(1000);
    event->accept();
}

}  // namespace synsema::ui
