#include "screenshot_tour.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

#include "ui/judge/judge_page.h"
#include "ui/judge/judge_preset_picker.h"
#include "ui/redact/redact_page.h"
#include "ui/engine/engine_controller.h"
#include "ui/shell/main_window.h"
#include "ui/proof/proof_page.h"
#include "ui/proof/proof_verify_box.h"

namespace synsema::ui {
namespace {

// Made-up sample documents for the Judge and Redact tabs: no real person's data.
const char* const kStories[] = {
    "Tom had a little dog. The dog liked to run in the park and bark at the ball.",
    "The cat sat on the mat. It was a soft cat and it liked to sleep in the sun.",
    "A bird sang in the tree. The bird had blue wings and flew over the house.",
};
const char* const kRecord =
    "DISCHARGE SUMMARY\n\nPatient: Jane Q. Example    MRN: 4820-1177\nDOB: 03/14/1961    Admitted: 11/02/2026\n"
    "Address: 42 Sample Lane, Springfield, IL 62704\nPhone: (217) 555-0142    Email: jane.example@example.org\n\n"
    "Ms. Example was seen by Dr. Alan Placeholder for chest pain. Troponin was negative. She was discharged home "
    "on 11/04/2026 with follow-up at the Springfield Heart Clinic. Insurance ID XJ-5521-0093.\n";

QString write_file(const QDir& dir, const QString& name, const QByteArray& text) {
    QFile f(dir.filePath(name));
    if (f.open(QIODevice::WriteOnly)) f.write(text);
    return f.fileName();
}

// The record as a slightly crooked 200-dpi scan, for the OCR page view.
QString write_scan(const QDir& dir, const QString& name, const char* text) {
    const int dpi = 200;
    QImage page(int(8.5 * dpi), 11 * dpi, QImage::Format_RGB32);
    page.fill(Qt::white);
    {
        QPainter p(&page);
        QFont font("DejaVu Serif");
        font.setPixelSize(dpi * 11 / 72);
        p.setFont(font);
        p.translate(page.width() / 2.0, page.height() / 2.0);
        p.rotate(1.2);
        p.translate(-page.width() / 2.0, -page.height() / 2.0);
        p.drawText(QRect(dpi, dpi, int(6.5 * dpi), 9 * dpi), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, QString::fromUtf8(text));
    }
    page.setDotsPerMeterX(int(dpi / 0.0254));
    page.setDotsPerMeterY(int(dpi / 0.0254));
    page.save(dir.filePath(name), "png");
    return dir.filePath(name);
}

void save_tabs(ui::MainWindow& w, const QString& out_dir) {
    QDir().mkpath(out_dir);
    for (int i = 0; i < w.tabs()->count(); ++i) {
        w.tabs()->setCurrentIndex(i);
        QApplication::processEvents();
        const QString name = w.tabs()->tabText(i).remove('&').toLower().replace(' ', '-');
        w.grab().save(QDir(out_dir).filePath(name + ".png"));
    }
    QApplication::quit();
}

// The Proof tab's "Verify a report…" table, saved as proof-verify.png: the
// attestation just exported (which passes) and a copy with one digest edited
// (its signature fails and that file mismatches), then every tab is saved.
void verify_then_save(ui::MainWindow& w, ui::ProofPage* proof, const QString& out_dir, const QDir& dir) {
    const QString exported = dir.filePath("attestation.json");
    if (!proof->export_report(exported).isEmpty()) {
        proof->verify(false);  // hashes from the cache are not exported: hash again, then back here
        return;
    }
    QFile in(exported);
    QByteArray edited = in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray();
    const qsizetype at = edited.indexOf("\"sha256\": \"") + 11;
    if (at > 11) edited[at] = edited[at] == '0' ? '1' : '0';
    const QString edited_path = write_file(dir, "attestation-edited.json", edited);
    ui::ProofVerifyBox* box = proof->verify_box();
    auto* scroll = proof->findChild<QScrollArea*>(QString(), Qt::FindDirectChildrenOnly);
    QObject::connect(box, &ui::ProofVerifyBox::verification_ready, &w, [&w, box, scroll, out_dir] {
        const int height = box->table()->minimumHeight();
        box->table()->setMinimumHeight(440);  // more rows than the panel's default in the picture
        // After the layout has grown: the box at the top of the tab.
        QTimer::singleShot(300, &w, [&w, box, scroll, out_dir, height] {
            if (scroll) scroll->verticalScrollBar()->setValue(box->y());
            QApplication::processEvents();
            QDir().mkpath(out_dir);
            w.grab().save(QDir(out_dir).filePath("proof-verify.png"));
            box->table()->setMinimumHeight(height);
            if (scroll) scroll->verticalScrollBar()->setValue(0);
            QTimer::singleShot(300, &w, [&w, out_dir] { save_tabs(w, out_dir); });
        });
    }, Qt::SingleShotConnection);
    box->verify_reports({edited_path, exported});  // the failing rows first, where the picture shows them
}

// The steps after the prompt run: judge three stories, redact a made-up
// discharge summary, hash the model on the Proof tab, verify its exported
// report, then save every tab.
void judge_redact_proof(ui::MainWindow& w, const QString& out_dir, QTemporaryDir* samples) {
    auto* judge = w.findChild<JudgePage*>();
    auto* redact = w.findChild<RedactPage*>();
    auto* proof = w.findChild<ui::ProofPage*>();
    const QDir dir(samples->path());
    QObject::connect(redact, &RedactPage::detection_finished, &w, [&w, redact, proof, out_dir] {
        // The scan under review: its page view, saved as redact-scan.png.
        auto* documents = redact->findChild<QListWidget*>("redactDocuments");
        auto* views = redact->findChild<QTabWidget*>("redactViews");
        if (documents && views && documents->count() > 1) {
            documents->setCurrentRow(1);
            views->setCurrentIndex(1);
            QApplication::processEvents();
            QDir().mkpath(out_dir);
            w.grab().save(QDir(out_dir).filePath("redact-scan.png"));
            views->setCurrentIndex(0);
            documents->setCurrentRow(0);
        }
        w.tabs()->setCurrentWidget(proof);  // showing the tab starts the hashing
    }, Qt::SingleShotConnection);
    QObject::connect(proof, &ui::ProofPage::proof_ready, &w, [&w, proof, out_dir, dir] {
        QTimer::singleShot(300, &w, [&w, proof, out_dir, dir] { verify_then_save(w, proof, out_dir, dir); });
    });
    QObject::connect(w.engine(), &ui::EngineController::job_finished, &w, [&w, redact, dir](const QString& kind) {
        if (kind != "judge") return;
        w.tabs()->setCurrentWidget(redact);
        redact->add_documents({write_file(dir, "discharge-summary.txt", kRecord), write_scan(dir, "faxed-summary.png", kRecord)});
    });
    w.tabs()->setCurrentWidget(judge);
    QComboBox* presets = judge->presets()->combo();
    for (int i = 0; i < presets->count(); ++i)
        if (presets->itemText(i) == "stories") judge->presets()->select_file(presets->itemData(i).toString());
    QStringList stories;
    for (int i = 0; i < 3; ++i) stories << write_file(dir, QString("story-%1.txt").arg(i + 1), kStories[i]);
    judge->add_documents(stories);
    judge->run();
}

}  // namespace

void run_screenshot_tour(ui::MainWindow& w, const QString& out_dir, const QString& model) {
    // A tour that stalls (a failed step) still ends, with what it has, and says so.
    QTimer::singleShot(180000, &w, [&w, out_dir] {
        std::fprintf(stderr, "synsema: screenshot tour timed out; saving the tabs as they are\n");
        save_tabs(w, out_dir);
    });
    if (model.isEmpty()) {
        QTimer::singleShot(500, &w, [&w, out_dir] { save_tabs(w, out_dir); });
        return;
    }
    auto* samples = new QTemporaryDir();  // removed when the window goes
    QObject::connect(&w, &QObject::destroyed, [samples] { delete samples; });
    QObject::connect(&w, &ui::MainWindow::model_ready, &w, [&w] {
        w.findChild<QPlainTextEdit*>("systemPrompt")->setPlainText("You write short stories for children.");
        w.findChild<QPlainTextEdit*>("userPrompt")->setPlainText("Once upon a time");
        w.findChild<QPushButton*>("runButton")->click();
    }, Qt::SingleShotConnection);
    QObject::connect(w.engine(), &ui::EngineController::generation_finished, &w, [&w, out_dir, samples] {
        QTimer::singleShot(300, &w, [&w, out_dir, samples] { judge_redact_proof(w, out_dir, samples); });
    }, Qt::SingleShotConnection);
    QTimer::singleShot(300, &w, [&w, model] {
        w.add_model_file(model);
        w.load_model(model);
    });
}

}  // namespace synsema::ui
