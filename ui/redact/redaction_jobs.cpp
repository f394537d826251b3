#include "redaction_jobs.h"

#include "ui/redact/redaction_values.h"
#include "engine/redact/detector.h"

namespace synsema::ui {

ui::EngineJob make_detect_job(QStringList files, QString review_preset, QString ocr_languages) {
    return [files = std::move(files), review_preset = std::move(review_preset),
            ocr_languages = std::move(ocr_languages)](const ui::JobContext& context) {
        const auto report = [&](qint64 done, qint64 total, const QString& what) {
            if (context.progress) context.progress(done, total, what);
        };
        services::RedactionSet set = services::import_documents(
            files, [&](qint64 done, qint64 total, const QString& what) { report(done, total, "reading " + what); },
            context.cancel, documents::ocr_in(ocr_languages));
        services::ReviewerSetup setup;
        setup.preset = review_preset;
        setup.threads = context.threads;
        setup.cancel = context.cancel;
        setup.progress = report;
        report(0, 0, "detecting identifiers");
        const redact::Detector detector({}, services::make_reviewer(context.model, setup));
        services::detect_documents(set, detector);
        report(0, 0, "drawing pages");
        services::render_previews(set, context.cancel);
        return QVariant::fromValue(std::move(set));
    };
}

ui::EngineJob make_export_job(services::RedactionSet set, services::ExportOptions options) {
    return [set = std::move(set), options = std::move(options)](const ui::JobContext& context) {
        RedactExportResult result;
        result.out_dir = options.out_dir;
        result.documents = services::export_documents(
            set, options,
            [&](qint64 done, qint64 total, const QString& what) {
                if (context.progress) context.progress(done, total, "writing " + what);
            },
            context.cancel);
        return QVariant::fromValue(std::move(result));
    };
}

}  // namespace synsema::ui
