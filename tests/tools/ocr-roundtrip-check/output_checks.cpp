#include "output_checks.h"

#include <QFile>
#include <QImageReader>

#include <poppler-qt6.h>

#include <cctype>
#include <memory>

namespace synsema::roundtrip {

namespace {

std::unique_ptr<Poppler::Document> open(const QString& path) {
    auto doc = Poppler::Document::load(path);
    if (!doc || doc->isLocked()) throw std::runtime_error("ocr-roundtrip-check: " + path.toStdString() + " is not a readable PDF");
    return doc;
}

// Info keys a writer may set without telling anything about the input.
bool harmless_key(const QString& key) { return key == "Producer" || key == "CreationDate" || key == "ModDate"; }

QByteArray read_all(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("ocr-roundtrip-check: cannot read " + path.toStdString());
    return f.readAll();
}

// A PDF's bytes with the numbers of its object syntax blanked: object and
// generation numbers, lengths, widths and the xref table's zero-padded
// offsets. Those are the writer's, not the input's, and a gold number such as
// "00419" otherwise turns up inside an offset like "0000419510". Stream
// contents (the page images) and literal or hex strings are kept as written,
// so an identifier in a string or a stream is still found.
QByteArray without_pdf_numbers(const QByteArray& pdf) {
    QByteArray out = pdf;
    qsizetype i = 0;
    const qsizetype n = out.size();
    auto is_delimiter = [](char c) { return c <= ' ' || QByteArray("()<>[]{}/%").contains(c); };
    while (i < n) {
        const char c = out[i];
        if (out.mid(i, 6) == "stream" && (i == 0 || is_delimiter(out[i - 1]))) {
            const qsizetype end = out.indexOf("endstream", i + 6);
            i = end < 0 ? n : end + 9;
        } else if (c == '(') {
            int depth = 0;
            for (; i < n; ++i) {
                if (out[i] == '\\') { ++i; continue; }
                if (out[i] == '(') ++depth;
                if (out[i] == ')' && --depth == 0) break;
            }
            ++i;
        } else if (c == '<' && i + 1 < n && out[i + 1] == '<') {
            i += 2;  // a dictionary, not a hex string
        } else if (c == '<') {
            const qsizetype end = out.indexOf('>', i);
            i = end < 0 ? n : end + 1;
        } else if (c == '%') {
            while (i < n && out[i] != '\n' && out[i] != '\r') ++i;
        } else if ((std::isdigit(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '+') && (i == 0 || is_delimiter(out[i - 1]))) {
            qsizetype end = i;
            while (end < n && (std::isdigit(static_cast<unsigned char>(out[end])) || QByteArray(".-+").contains(out[end]))) ++end;
            if (end == n || is_delimiter(out[end]))
                for (qsizetype k = i; k < end; ++k) out[k] = ' ';
            i = end == i ? i + 1 : end;
        } else {
            ++i;
        }
    }
    return out;
}

}  // namespace

bool is_tiff(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("ocr-roundtrip-check: cannot read " + path.toStdString());
    const QByteArray head = f.read(4);
    return head == QByteArray("II*\0", 4) || head == QByteArray("MM\0*", 4);
}

QStringList text_layer_findings(const QString& pdf_path) {
    auto doc = open(pdf_path);
    QStringList out;
    for (int p = 0; p < doc->numPages(); ++p) {
        std::unique_ptr<Poppler::Page> page = doc->page(p);
        const QString text = page ? page->text(QRectF()).trimmed() : QString();
        if (!text.isEmpty()) out << QString("page %1 has a text layer: %2 characters").arg(p + 1).arg(text.size());
    }
    return out;
}

QStringList metadata_findings(const QString& pdf_path) {
    auto doc = open(pdf_path);
    QStringList out;
    for (const QString& key : doc->infoKeys())
        if (!harmless_key(key) && !doc->info(key).trimmed().isEmpty())
            out << QString("metadata %1 = \"%2\"").arg(key, doc->info(key).left(80));
    if (!doc->metadata().trimmed().isEmpty()) out << QString("an XMP metadata stream (%1 characters)").arg(doc->metadata().size());
    if (doc->hasEmbeddedFiles()) out << QString("%1 embedded files").arg(doc->embeddedFiles().size());
    if (!doc->outline().isEmpty()) out << "an outline (bookmarks)";
    for (int p = 0; p < doc->numPages(); ++p) {
        std::unique_ptr<Poppler::Page> page = doc->page(p);
        if (page && !page->annotations().empty()) out << QString("page %1 has %2 annotations").arg(p + 1).arg(page->annotations().size());
    }
    return out;
}

QStringList input_metadata(const QString& input_path) {
    QStringList values;
    if (input_path.endsWith(".pdf", Qt::CaseInsensitive)) {
        auto doc = open(input_path);
        for (const QString& key : doc->infoKeys())
            if (!harmless_key(key)) values << doc->info(key).trimmed();
        values << doc->metadata().trimmed();
    } else {
        QImageReader reader(input_path);
        for (const QString& key : reader.textKeys()) values << reader.text(key).trimmed();
    }
    QStringList out;
    for (const QString& v : values)
        if (v.size() >= 4) out << v;
    return out;
}

QStringList verbatim_findings(const QString& output_path, const QStringList& needles, const char* what) {
    QByteArray bytes = read_all(output_path);
    QString info;
    if (!is_tiff(output_path)) {
        bytes = without_pdf_numbers(bytes);
        auto doc = open(output_path);
        for (const QString& key : doc->infoKeys()) info += doc->info(key) + "\n";
        info += doc->metadata();
    }
    QStringList out;
    for (const QString& n : needles) {
        if (bytes.contains(n.toUtf8()) || info.contains(n))
            out << QString("%1 \"%2\" is in the output file as written").arg(what, n.left(80));
    }
    return out;
}

QStringList gold_identifiers(const redact::GoldDocument& gold) {
    QStringList out;
    for (const auto& g : gold.spans) {
        const QString text = QString::fromStdString(g.text).simplified();
        if (g.type != "IGNORE" && text.size() >= 4 && !out.contains(text)) out << text;
    }
    return out;
}

}  // namespace synsema::roundtrip
