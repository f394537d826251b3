// The Synsema main window: Models and Prompt tabs, a status bar with the
// model, threads, memory and egress state, drag-and-drop of .gguf files,
// preferences, and a clean stop of the engine thread on close.
#pragma once
#include <QMainWindow>

#include "ui/shell/app_settings.h"
#include "ui/engine/engine_types.h"

class QLabel;
class QMenu;
class QTabWidget;

namespace synsema::ui {

class EngineController;
class ModelListModel;
class ModelsPage;
class PromptPage;
class ProofPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Adds a model file to the browser and selects it (drop, file dialog).
    void add_model_file(const QString& path);
    void load_model(const QString& path);
    // At start-up, when no --model was given: SYNSEMA_PROVIDER must be "local"
    // (or unset), else its message is shown and nothing loads; SYNSEMA_MODEL,
    // when set, is resolved like any name, selected in the browser and loaded
    // in the background (the Proof panel says the variable chose it). Returns
    // true when a load started.
    bool load_model_from_environment();
    // SYNSEMA_PROVIDER alone: false (with the message shown) unless it is "local" or unset.
    bool check_provider_at_start();
    int threads_setting() const { return settings_.threads; }
    EngineController* engine() const { return engine_; }
    ModelsPage* models_page() const { return models_page_; }
    PromptPage* prompt_page() const { return prompt_page_; }
    ProofPage* proof_page() const { return proof_page_; }
    QTabWidget* tabs() const { return tabs_; }
    const ModelDetails& loaded_model() const { return loaded_; }

signals:
    void model_ready(const QString& name);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void build_menus();
    void add_view_action(int tab_index);
    // Describes the added files and the files of the model folders off the GUI thread (every
    // file's GGUF header is parsed), then lists the stores.
    void refresh_models();
    // Lists the Ollama, Hugging Face and LM Studio models off the GUI thread.
    void list_source_models();
    // What `synsema-cli attest --model` would be given for the loaded file.
    QString source_reference(const QString& loaded_path) const;
    void update_status();
    void show_preferences();
    // A problem found at start-up: in the status bar and a window-modal message that blocks nothing.
    void show_start_problem(const QString& title, const QString& message);
    QStringList arch_dirs() const;

    AppSettings settings_;
    EngineController* engine_;
    ModelListModel* models_;
    QTabWidget* tabs_;
    QMenu* view_menu_ = nullptr;
    ModelsPage* models_page_;
    PromptPage* prompt_page_;
    ProofPage* proof_page_;
    int source_listing_ = 0;  // the latest listing; older ones are dropped
    int file_listing_ = 0;    // the latest refresh of files and folders; older ones are dropped
    QLabel* status_model_;
    QLabel* status_threads_;
    QLabel* status_memory_;
    QLabel* status_egress_;
    ModelDetails loaded_;
};

}  // namespace synsema::ui
