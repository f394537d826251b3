// make-scans: the scanned-page test material of issue 22, made from text.
//
//   make-scans [--fonts serif,sans] [--variants LIST] [--seed N] OUTDIR TEXT|DIR...
//
// Every text (a DIR gives its *.txt) is laid out on letter-size pages at
// 300 dpi (page_layout.h) in each font and written as <stem>.<font>-<variant>.<ext>:
//   clean   the pages as printed          .pdf (page images), .png
//   noise   Gaussian noise, sigma 24       .pdf, .png
//   skew    each page turned 1-3 degrees   .pdf, .png
//   jpeg60  JPEG at quality 60             .pdf (DCT pages), .jpg
//   page90  one page turned 90 degrees     .pdf, .png
//   fax     1-bit, 200 x 100 dpi, G3       .tif (multi-page)
// A PNG or JPEG holds one page, so the single-image files are written only
// for documents that fit on one page; the PDF and TIFF hold every page.
// Everything is seeded by --seed and the file's name: the same command gives
// the same bytes. manifest.json lists every file with its angles and turned page.
// The PDFs' Title and the PNGs' Description say "make-scans <stem>.<variant>":
// input metadata that a redacted output must not carry.
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <random>
#include <stdexcept>

#include "page_damage.h"
#include "page_files.h"
#include "page_layout.h"

using namespace synsema::scans;

namespace {

const QStringList kVariants = {"clean", "noise", "skew", "jpeg60", "page90", "fax"};
constexpr double kNoiseSigma = 24.0;

struct Font {
    QString name;  // serif, sans: the variant's prefix
    QFont font;
};

QStringList inputs_of(const QStringList& args) {
    QStringList files;
    for (const QString& arg : args) {
        QFileInfo info(arg);
        if (info.isDir()) {
            for (const QString& name : QDir(arg).entryList({"*.txt"}, QDir::Files, QDir::Name)) files << QDir(arg).filePath(name);
        } else if (info.isFile()) {
            files << arg;
        } else {
            throw std::runtime_error("make-scans: no such file or folder " + arg.toStdString());
        }
    }
    if (files.isEmpty()) throw std::runtime_error("make-scans: no .txt files in the inputs");
    return files;
}

QString read_text(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) throw std::runtime_error("make-scans: cannot read " + path.toStdString());
    const QByteArray bytes = file.readAll();
    QString text = QString::fromUtf8(bytes);
    if (text.toUtf8() != bytes) throw std::runtime_error("make-scans: " + path.toStdString() + " is not UTF-8");
    return text;
}

// One document in one font: every variant asked for. Returns the manifest rows.
QJsonArray make_document(const QString& out_dir, const QString& stem, const QString& text, const Font& font,
                         const QStringList& variants, uint64_t seed) {
    const std::vector<QImage> pages = render_pages(text, font.font);
    const bool one_page = pages.size() == 1;
    QJsonArray rows;
    for (const QString& variant : variants) {
        const QString base = stem + "." + font.name + "-" + variant;
        const QString description = "make-scans " + base;  // input metadata, for the round trip to look for
        std::mt19937_64 rng(seed ^ seed_of((stem + "/" + font.name + "/" + variant).toUtf8()));
        QJsonObject row{{"document", stem + ".txt"}, {"font", font.font.family()}, {"variant", variant},
                        {"pages", int(pages.size())}};
        std::vector<QImage> out;
        QStringList files;
        auto write = [&](const QString& ext, const QByteArray& bytes) {
            write_file(QDir(out_dir).filePath(base + "." + ext), bytes);
            files << base + "." + ext;
        };
        if (variant == "clean") {
            out = pages;
        } else if (variant == "noise") {
            for (const QImage& p : pages) out.push_back(add_gaussian_noise(p, kNoiseSigma, rng));
            row["sigma"] = kNoiseSigma;
        } else if (variant == "skew") {
            QJsonArray angles;
            for (const QImage& p : pages) {
                double degrees = uniform(rng, 1.0, 3.0);
                if (rng() & 1) degrees = -degrees;  // a separate statement: the draws stay in order
                angles.append(degrees);
                out.push_back(skew(p, degrees));
            }
            row["degrees"] = angles;
        } else if (variant == "page90") {
            const size_t turned = rng() % pages.size();
            out = pages;
            out[turned] = quarter_turn(pages[turned]);
            row["turned_page"] = int(turned + 1);
        } else if (variant == "jpeg60") {
            write("pdf", pdf_bytes(pages, PdfImages::Jpeg60, description));
            if (one_page) write("jpg", jpeg_bytes(pages[0], 60));
        } else if (variant == "fax") {
            std::vector<QImage> fax;
            for (const QImage& p : pages) fax.push_back(fax_page(p));
            write("tif", fax_tiff_bytes(fax));
        }
        if (!out.empty()) {
            write("pdf", pdf_bytes(out, PdfImages::Lossless, description));
            if (one_page) write("png", png_bytes(out[0], description));
        }
        row["files"] = QJsonArray::fromStringList(files);
        rows.append(row);
    }
    return rows;
}

}  // namespace

int main(int argc, char** argv) {
    // Fonts need a QGuiApplication; no window is ever shown.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription("Renders texts to scanned-looking page images (issue 22's test material).");
    parser.addHelpOption();
    parser.addOption({"fonts", "Fonts to render in: serif, sans or both (default serif,sans).", "LIST", "serif,sans"});
    parser.addOption({"serif", "Serif font family (default DejaVu Serif).", "FAMILY", "DejaVu Serif"});
    parser.addOption({"sans", "Sans-serif font family (default DejaVu Sans).", "FAMILY", "DejaVu Sans"});
    parser.addOption({"variants", "Variants to write (default: " + kVariants.join(',') + ").", "LIST", kVariants.join(',')});
    parser.addOption({"seed", "Seed of the noise, angles and turned pages (default 22).", "N", "22"});
    parser.addPositionalArgument("OUTDIR", "Folder for the images (created when missing).");
    parser.addPositionalArgument("TEXT", "Text files or folders of *.txt.", "TEXT|DIR...");
    parser.process(app);
    try {
        const QStringList args = parser.positionalArguments();
        if (args.size() < 2) throw std::runtime_error("make-scans: give OUTDIR and at least one TEXT or DIR (--help)");
        const QString out_dir = args[0];
        if (!QDir().mkpath(out_dir)) throw std::runtime_error("make-scans: cannot create " + out_dir.toStdString());
        const QStringList variants = parser.value("variants").split(',', Qt::SkipEmptyParts);
        for (const QString& v : variants)
            if (!kVariants.contains(v)) throw std::runtime_error("make-scans: unknown variant " + v.toStdString());
        bool seed_ok = false;
        const uint64_t seed = parser.value("seed").toULongLong(&seed_ok);
        if (!seed_ok) throw std::runtime_error("make-scans: --seed must be a whole number");
        std::vector<Font> fonts;
        for (const QString& name : parser.value("fonts").split(',', Qt::SkipEmptyParts)) {
            if (name != "serif" && name != "sans") throw std::runtime_error("make-scans: unknown font kind " + name.toStdString());
            fonts.push_back({name, page_font(parser.value(name))});
        }
        if (fonts.empty()) throw std::runtime_error("make-scans: --fonts names no font");

        QJsonArray manifest;
        for (const QString& path : inputs_of(args.mid(1))) {
            const QString stem = QFileInfo(path).completeBaseName();
            const QString text = read_text(path);
            for (const Font& font : fonts)
                for (const auto& row : make_document(out_dir, stem, text, font, variants, seed)) manifest.append(row);
            std::printf("%s\n", qPrintable(stem));
            std::fflush(stdout);
        }
        QJsonObject top{{"seed", QString::number(seed)}, {"dpi", kDpi}, {"files", manifest}};
        write_file(QDir(out_dir).filePath("manifest.json"), QJsonDocument(top).toJson());
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
