#include "judge_io.h"

#include <QFileInfo>

#include "services/documents/document.h"
#include "services/documents/document_types.h"
#include "engine/tokenizer/utf8.h"
#include "engine/util/error.h"

namespace synsema::services {
namespace {

std::string where(const QString& source, int64_t line) {
    return source.toStdString() + ":" + std::to_string(line) + ": ";
}

QByteArray read_capped(const QString& path, int64_t max_bytes) { return documents::read_input(path, max_bytes); }

// The byte offset of the first invalid UTF-8 sequence, or -1 (the engine's
// strict validator: no overlongs, surrogates or code points past U+10FFFF).
int64_t invalid_utf8_at(const QByteArray& bytes) {
    const size_t at = utf8::first_invalid_byte(std::string_view(bytes.constData(), size_t(bytes.size())));
    return at == utf8::kValid ? -1 : int64_t(at);
}

QByteArray without_bom(QByteArray bytes) {
    if (bytes.startsWith("\xEF\xBB\xBF")) bytes.remove(0, 3);
    return bytes;
}

}  // namespace

// Every format through the document importers, the same ones redaction uses
// (hostile-input hardened, size and zip-bomb capped; text as UTF-8, UTF-16
// with a byte-order mark, or Latin-1 with a notice). A PDF page without a
// text layer is an error rather than a silent gap: a decision taken on part
// of a document must not look like a decision on all of it.
JudgeDocument read_judge_document(const QString& path, const documents::ImportOptions& import) {
    if (!documents::format_of(path))
        throw Error(ErrorKind::Unsupported, path.toStdString() + ": the judge reads " + documents::supported_list().toStdString() +
                                                " files (got ." + QFileInfo(path).suffix().toStdString() + ")");
    const documents::ImportedDocument imported = documents::import_document(path, import);
    // Redaction decodes text that is not UTF-8 as Latin-1 and says so, because a
    // person reads the redacted copy. The judge does not guess: a mis-decoded
    // document could still clear the confidence gate with no one looking.
    if (imported.encoding == "Latin-1")
        throw Error(ErrorKind::Format, path.toStdString() +
                                           ": not valid UTF-8 (nor UTF-16 with a byte-order mark); the judge does not "
                                           "guess an encoding: save the file as UTF-8");
    if (imported.needs_ocr())
        throw Error(ErrorKind::Unsupported, path.toStdString() + ": " + imported.notices.join("; ").toStdString() +
                                                " (the judge needs the text of every page)");
    if (imported.used_ocr() && QString::fromStdString(imported.text).trimmed().isEmpty())
        throw Error(ErrorKind::Format, path.toStdString() + ": OCR found no text on any page (blank, a picture or handwriting?)");
    if (QString::fromStdString(imported.text).trimmed().isEmpty())
        throw Error(ErrorKind::Format, path.toStdString() + ": the document holds no text");
    if (int64_t(imported.text.size()) > kMaxJudgeDocumentBytes)
        throw Error(ErrorKind::Limit, path.toStdString() + ": text longer than " + std::to_string(kMaxJudgeDocumentBytes) + " bytes");
    if (const size_t bad = utf8::first_invalid_byte(imported.text); bad != utf8::kValid)
        throw Error(ErrorKind::Format, path.toStdString() + ": extracted text is not valid UTF-8 (byte " + std::to_string(bad) + ")");
    JudgeDocument doc;
    doc.path = path;
    doc.text = imported.text;
    doc.sha256 = imported.sha256;
    doc.notices = imported.notices;
    if (imported.used_ocr()) doc.ocr_confidence = imported.min_ocr_confidence();
    doc.ocr_pages_without_text = imported.ocr_pages_without_text();
    return doc;
}

std::vector<LabeledRow> parse_labeled_csv(const QByteArray& raw, const QString& source) {
    const QByteArray bytes = without_bom(raw);
    if (const int64_t bad = invalid_utf8_at(bytes); bad >= 0)
        throw Error(ErrorKind::Format, source.toStdString() + ": not valid UTF-8 (byte " + std::to_string(bad) + ")");
    // 1. Split into records of fields (RFC 4180; CRLF or LF line ends).
    std::vector<std::pair<int64_t, std::vector<std::string>>> records;
    std::vector<std::string> fields;
    std::string field;
    int64_t line = 1, record_line = 1;
    bool quoted = false, field_started = false, after_quote = false;
    const char* p = bytes.constData();
    const int64_t n = bytes.size();
    auto end_record = [&]() {
        fields.push_back(std::move(field));
        field.clear();
        const bool blank = fields.size() == 1 && fields[0].empty();
        if (!blank) records.emplace_back(record_line, std::move(fields));
        if (records.size() > kMaxLabeledRows + 1) throw Error(ErrorKind::Limit, source.toStdString() + ": more than 1,000,000 rows");
        fields.clear();
        field_started = false;
    };
    for (int64_t i = 0; i < n; ++i) {
        const char c = p[i];
        if (quoted) {
            if (c == '"') {
                if (i + 1 < n && p[i + 1] == '"') { field += '"'; ++i; }
                else { quoted = false; after_quote = true; }
            } else {
                if (c == '\n') ++line;
                field += c;
            }
            continue;
        }
        const bool separator = c == ',' || c == '\n' || (c == '\r' && i + 1 < n && p[i + 1] == '\n');
        if (after_quote && !separator) throw Error(ErrorKind::Format, where(source, line) + "text after a closing quote");
        after_quote = false;
        if (c == '"') {
            if (field_started) throw Error(ErrorKind::Format, where(source, line) + "a quote inside an unquoted field");
            quoted = field_started = true;
        } else if (c == ',') {
            fields.push_back(std::move(field));
            field.clear();
            field_started = false;
        } else if (c == '\r' && i + 1 < n && p[i + 1] == '\n') {
            // CRLF: the '\n' ends the record.
        } else if (c == '\n') {
            end_record();
            record_line = ++line;
        } else {
            field += c;
            field_started = true;
        }
    }
    if (quoted) throw Error(ErrorKind::Format, where(source, record_line) + "a quoted field is never closed");
    if (!field.empty() || !fields.empty() || field_started) end_record();

    // 2. The header names the columns.
    if (records.empty()) throw Error(ErrorKind::Format, source.toStdString() + ": empty CSV (expected a header text,label)");
    int text_col = -1, label_col = -1;
    const auto& header = records[0].second;
    for (size_t c = 0; c < header.size(); ++c) {
        if (header[c] == "text") text_col = int(c);
        else if (header[c] == "label") label_col = int(c);
    }
    if (text_col < 0 || label_col < 0) throw Error(ErrorKind::Format, where(source, 1) + "the header must name the columns text and label");

    // 3. Rows.
    std::vector<LabeledRow> rows;
    for (size_t r = 1; r < records.size(); ++r) {
        auto& [at, cols] = records[r];
        if (cols.size() != header.size())
            throw Error(ErrorKind::Format, where(source, at) + "expected " + std::to_string(header.size()) + " fields, found " + std::to_string(cols.size()));
        LabeledRow row{std::move(cols[size_t(text_col)]), std::move(cols[size_t(label_col)]), at};
        if (row.label.empty()) throw Error(ErrorKind::Format, where(source, at) + "empty label");
        rows.push_back(std::move(row));
    }
    if (rows.empty()) throw Error(ErrorKind::Format, source.toStdString() + ": no labeled rows");
    return rows;
}

std::vector<LabeledRow> read_labeled_csv(const QString& path, QByteArray* sha256) {
    const QByteArray bytes = read_capped(path, kMaxLabeledCsvBytes);
    if (sha256) *sha256 = documents::sha256_hex(bytes);
    return parse_labeled_csv(bytes, path);
}

QByteArray csv_field(const QString& value) {
    QByteArray text = value.toUtf8();
    if (!text.isEmpty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@')) text.prepend('\'');
    if (text.contains(',') || text.contains('"') || text.contains('\n') || text.contains('\r')) {
        text.replace("\"", "\"\"");
        text = "\"" + text + "\"";
    }
    return text;
}

}  // namespace synsema::services
