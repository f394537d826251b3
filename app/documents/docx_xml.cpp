#include "app/documents/docx_xml.h"

#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include "engine/util/error.h"

namespace synsema::documents {

namespace {

const QString kW = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";

// Elements whose whole subtree is removed: deleted text and change history.
bool dropped_subtree(const QXmlStreamReader& r) {
    if (r.namespaceUri() != kW) return false;
    static const QStringList k = {"del", "moveFrom", "commentRangeStart", "commentRangeEnd", "commentReference",
                                  "rPrChange", "pPrChange", "sectPrChange", "tblPrChange", "trPrChange",
                                  "tcPrChange", "tblGridChange", "numberingChange", "moveFromRangeStart",
                                  "moveFromRangeEnd", "moveToRangeStart", "moveToRangeEnd"};
    return k.contains(r.name().toString());
}

// Inserted text stays, without the w:ins / w:moveTo wrapper.
bool unwrapped(const QXmlStreamReader& r) {
    return r.namespaceUri() == kW && (r.name() == QLatin1String("ins") || r.name() == QLatin1String("moveTo"));
}

bool is_w(const QXmlStreamReader& r, const char* name) {
    return r.namespaceUri() == kW && r.name() == QLatin1String(name);
}

[[noreturn]] void xml_fail(const QString& part, const QString& what) {
    throw Error(ErrorKind::Format, ("DOCX part " + part + ": " + what).toStdString());
}

void check_token(const QXmlStreamReader& r, const QString& part) {
    if (r.tokenType() == QXmlStreamReader::DTD || r.tokenType() == QXmlStreamReader::EntityReference)
        xml_fail(part, "DTD or entity declarations are not allowed");
}

void skip_subtree(QXmlStreamReader& r, const QString& part) {
    int depth = 1;
    while (depth > 0 && !r.atEnd()) {
        r.readNext();
        check_token(r, part);
        if (r.isStartElement()) ++depth;
        else if (r.isEndElement()) --depth;
    }
}

QString normalize(QString path) {
    QStringList out;
    for (const QString& seg : path.split('/', Qt::SkipEmptyParts)) {
        if (seg == "..") { if (!out.isEmpty()) out.removeLast(); }
        else if (seg != ".") out << seg;
    }
    return out.join('/');
}

}  // namespace

bool is_docx_text_part(const QString& name) {
    static const QRegularExpression re("^word/(document|header\\d*|footer\\d*|footnotes|endnotes|comments)\\.xml$");
    return re.match(name).hasMatch();
}

bool is_docx_dropped_part(const QString& name) {
    static const QRegularExpression re(
        "^(docProps/.*|customXml/.*|word/comments[A-Za-z]*\\.xml|word/people\\.xml|word/_rels/comments[A-Za-z]*\\.xml\\.rels)$");
    return re.match(name).hasMatch();
}

void read_docx_part(const QString& part, const QByteArray& xml, ImportedDocument& doc) {
    QXmlStreamReader r(xml);
    int paragraph = -1, element = 0;
    bool in_text = false;
    DocxText current;
    while (!r.atEnd()) {
        r.readNext();
        check_token(r, part);
        if (r.isStartElement()) {
            if (dropped_subtree(r)) { skip_subtree(r, part); continue; }
            if (is_w(r, "p")) ++paragraph;
            else if (is_w(r, "t")) {
                in_text = true;
                current = DocxText{part, paragraph, element++, doc.text.size(), doc.text.size()};
            } else if (is_w(r, "tab")) doc.text += '\t';
            else if (is_w(r, "br") || is_w(r, "cr")) doc.text += '\n';
        } else if (r.isCharacters() && in_text) {
            doc.text += r.text().toUtf8().toStdString();
        } else if (r.isEndElement()) {
            if (is_w(r, "t")) {
                in_text = false;
                current.end = doc.text.size();
                doc.runs.push_back(current);
            } else if (is_w(r, "p") || is_w(r, "tc")) {
                doc.text += is_w(r, "p") ? '\n' : '\t';
            }
        }
    }
    if (r.hasError()) xml_fail(part, "malformed XML: " + r.errorString());
    doc.text += '\n';
}

QByteArray rewrite_docx_part(const QString& part, const QByteArray& xml,
                             const std::function<QString(int, const QString&)>& new_text) {
    QXmlStreamReader r(xml);
    QByteArray out;
    QXmlStreamWriter w(&out);
    int element = 0;
    while (!r.atEnd()) {
        r.readNext();
        check_token(r, part);
        if (r.isStartElement()) {
            if (dropped_subtree(r)) { skip_subtree(r, part); continue; }
            if (unwrapped(r)) continue;
            if (is_w(r, "t")) {
                // Collect the original text, then write the replacement.
                w.writeCurrentToken(r);
                if (!r.attributes().hasAttribute("http://www.w3.org/XML/1998/namespace", "space"))
                    w.writeAttribute("http://www.w3.org/XML/1998/namespace", "space", "preserve");
                QString original;
                while (!r.atEnd()) {
                    r.readNext();
                    check_token(r, part);
                    if (r.isCharacters()) original += r.text();
                    else if (r.isEndElement()) break;
                    else if (r.isStartElement()) skip_subtree(r, part);
                }
                w.writeCharacters(new_text(element++, original));
                w.writeEndElement();
                continue;
            }
        } else if (r.isEndElement() && unwrapped(r)) {
            continue;
        }
        if (r.tokenType() == QXmlStreamReader::Invalid) break;
        w.writeCurrentToken(r);
    }
    if (r.hasError()) xml_fail(part, "malformed XML: " + r.errorString());
    return out;
}

QByteArray filter_docx_references(const QString& part, const QByteArray& xml) {
    // The folder a relationship's Target is relative to.
    QString base;
    if (part.endsWith(".rels")) {
        QString dir = part.section('/', 0, -3);  // "word/_rels/x.rels" → "word"
        base = part.count('/') >= 2 ? dir + "/" : "";
    }
    // External targets (hyperlinks, mailto:) can hold identifiers: blank them.
    static const QRegularExpression external_rel("<Relationship\\b[^>]*TargetMode=\"External\"[^>]*>");
    static const QRegularExpression target_attr("Target=\"[^\"]*\"");
    QString text = QString::fromUtf8(xml);
    QString cleaned;
    qsizetype pos = 0;
    for (auto it = external_rel.globalMatch(text); it.hasNext();) {
        auto m = it.next();
        QString tag = m.captured(0);
        tag.replace(target_attr, "Target=\"https://redacted.invalid/\"");
        cleaned += text.mid(pos, m.capturedStart() - pos) + tag;
        pos = m.capturedEnd();
    }
    cleaned += text.mid(pos);
    QXmlStreamReader r(cleaned);
    QByteArray out;
    QXmlStreamWriter w(&out);
    while (!r.atEnd()) {
        r.readNext();
        check_token(r, part);
        if (r.isStartElement() && (r.name() == QLatin1String("Relationship") || r.name() == QLatin1String("Override"))) {
            QString target = r.attributes().value("Target").toString();
            QString name = r.attributes().value("PartName").toString();
            bool external = r.attributes().value("TargetMode") == QLatin1String("External");
            QString resolved = !name.isEmpty() ? normalize(name) : normalize(target.startsWith('/') ? target : base + target);
            if (!external && is_docx_dropped_part(resolved)) {
                skip_subtree(r, part);
                continue;
            }
        }
        if (r.tokenType() == QXmlStreamReader::Invalid) break;
        w.writeCurrentToken(r);
    }
    if (r.hasError()) xml_fail(part, "malformed XML: " + r.errorString());
    return out;
}

}  // namespace synsema::documents
