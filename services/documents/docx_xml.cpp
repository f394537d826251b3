#include "services/documents/docx_xml.h"

#include <QUrl>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <algorithm>
#include <cstring>
#include <vector>

#include "services/documents/docx_rules.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {

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

bool whitespace(QStringView s) {
    for (QChar c : s)
        if (!c.isSpace()) return false;
    return true;
}

using Declarations = std::vector<std::pair<QString, QString>>;  // prefix ("" = default), URI

QString xmlns(const QString& prefix) { return prefix.isEmpty() ? QString("xmlns") : "xmlns:" + prefix; }

// The start tag as read: its qualified name and namespace declarations,
// verbatim, plus `carried` ones (of unwrapped ancestors, whose own tags are
// not written) that the element does not redeclare. The caller writes the
// attributes it keeps.
void write_start(QXmlStreamWriter& w, const QXmlStreamReader& r, const Declarations& carried = {}) {
    w.writeStartElement(r.qualifiedName().toString());
    Declarations own;
    for (const auto& d : r.namespaceDeclarations()) own.emplace_back(d.prefix().toString(), d.namespaceUri().toString());
    for (auto it = carried.rbegin(); it != carried.rend(); ++it) {  // innermost first
        const bool shadowed = std::any_of(own.begin(), own.end(), [&](const auto& o) { return o.first == it->first; });
        if (!shadowed) own.push_back(*it);
    }
    for (const auto& [prefix, uri] : own) w.writeAttribute(xmlns(prefix), uri);
}

bool is(const char* ns, QStringView local, const char* want_ns, const char* want_local) {
    return std::strcmp(ns, want_ns) == 0 && local == QLatin1String(want_local);
}

// One walk over a part, for import (doc set) or export (new_text set).
class PartWalker {
public:
    PartWalker(const QString& part, const QByteArray& xml, ImportedDocument* doc,
               const std::function<QString(int, const QString&)>* new_text)
        : part_(part), r_(xml), w_(&out_), doc_(doc), new_text_(new_text) {}

    QByteArray run() {
        while (!r_.atEnd()) {
            r_.readNext();
            check_token(r_, part_);
            switch (r_.tokenType()) {
                case QXmlStreamReader::StartDocument: w_.writeCurrentToken(r_); break;
                case QXmlStreamReader::EndDocument: w_.writeEndDocument(); break;
                case QXmlStreamReader::StartElement: start_element(); break;
                case QXmlStreamReader::EndElement: end_element(); break;
                case QXmlStreamReader::Characters: characters(); break;
                case QXmlStreamReader::Comment: ++removed_["XML comments"]; break;
                case QXmlStreamReader::ProcessingInstruction: ++removed_["processing instructions"]; break;
                default: break;  // NoToken, Invalid (an error, reported below); DTD and entities refused above
            }
        }
        if (r_.hasError()) xml_fail(part_, "malformed XML: " + r_.errorString());
        if (doc_ && read_any_) doc_->text += '\n';
        return out_;
    }

    DocxRemovals removed() const { return removed_; }

private:
    void start_element() {
        const char* ns = docx_namespace_key(r_.namespaceUri());
        const QStringView local = r_.name();
        // Fields: what lies between begin and separate is the instruction.
        if (is(ns, local, "w", "fldChar")) {
            const QStringView type = r_.attributes().value(r_.namespaceUri().toString(), "fldCharType");
            if (type == QLatin1String("begin")) fields_.push_back(false);
            else if (type == QLatin1String("separate") && !fields_.empty()) fields_.back() = true;
            else if (type == QLatin1String("end") && !fields_.empty()) fields_.pop_back();
        }
        const DocxElementRule rule = docx_element_rule(ns, local);
        // Inside any open field's instruction (a nested field's result is part of the outer instruction).
        const bool in_instruction = std::find(fields_.begin(), fields_.end(), false) != fields_.end();
        if (rule.action == DocxElement::Drop || (rule.action == DocxElement::Slot && in_instruction)) {
            ++removed_[rule.action == DocxElement::Drop ? rule.what : "field instructions"];
            skip_subtree(r_, part_);
            return;
        }
        stack_.push_back(rule.action);
        if (rule.action == DocxElement::Unwrap) {
            ++removed_[rule.what];
            // Its namespace declarations move down to the children it leaves behind.
            const size_t before = carried_.size();
            for (const auto& d : r_.namespaceDeclarations())
                carried_.emplace_back(d.prefix().toString(), d.namespaceUri().toString());
            carried_counts_.push_back(carried_.size() - before);
            return;
        }
        if (is(ns, local, "w", "p") || is(ns, local, "a", "p")) ++paragraph_;
        if (doc_) {
            if (is(ns, local, "w", "tab")) doc_->text += '\t';
            else if (is(ns, local, "w", "br") || is(ns, local, "w", "cr") || is(ns, local, "a", "br")) doc_->text += '\n';
        }
        // Directly under an unwrapped element (its tag not written), the declarations come along.
        const bool under_unwrapped = stack_.size() >= 2 && stack_[stack_.size() - 2] == DocxElement::Unwrap;
        write_start(w_, r_, under_unwrapped ? carried_ : Declarations{});
        bool has_space = false;
        for (const auto& a : r_.attributes()) {
            const char* ans = docx_namespace_key(a.namespaceUri());
            has_space = has_space || a.qualifiedName() == QLatin1String("xml:space");
            const DocxAttributeRule ar = docx_attribute_rule(ns, local, ans, a.name());
            switch (ar.action) {
                case DocxAttribute::Keep: w_.writeAttribute(a.qualifiedName().toString(), a.value().toString()); break;
                case DocxAttribute::Remove: ++removed_[ar.what]; break;
                case DocxAttribute::Neutral:
                    ++removed_[ar.what];
                    w_.writeAttribute(a.qualifiedName().toString(), kDocxNeutralName);
                    break;
                case DocxAttribute::Slot:
                    w_.writeAttribute(a.qualifiedName().toString(), slot(a.value().toString(), true));
                    break;
            }
        }
        if (rule.action != DocxElement::Slot) return;
        // A text slot: its characters, then its end. (w:t keeps its spaces.)
        if (is(ns, local, "w", "t") && !has_space) w_.writeAttribute("xml:space", "preserve");
        QString original;
        while (!r_.atEnd()) {
            r_.readNext();
            check_token(r_, part_);
            if (r_.isCharacters()) original += r_.text();
            else if (r_.isEndElement()) break;
            else if (r_.isStartElement()) skip_subtree(r_, part_);
        }
        const bool own_line = std::strcmp(ns, "c") == 0 || std::strcmp(ns, "cx") == 0;  // chart values stand alone
        w_.writeCharacters(slot(original, own_line));
        w_.writeEndElement();
        stack_.pop_back();
    }

    // Reads (import) or replaces (export) one slot's text.
    QString slot(const QString& original, bool own_line) {
        const int index = slot_++;
        if (doc_) {
            DocxText t{part_, paragraph_, index, doc_->text.size(), 0};
            doc_->text += original.toUtf8().toStdString();
            t.end = doc_->text.size();
            doc_->runs.push_back(t);
            if (own_line) doc_->text += '\n';
            read_any_ = true;
            return original;
        }
        return (*new_text_)(index, original);
    }

    void end_element() {
        if (stack_.empty()) return;  // unbalanced: QXmlStreamReader reports it as an error
        const DocxElement action = stack_.back();
        stack_.pop_back();
        if (action == DocxElement::Unwrap) {
            carried_.resize(carried_.size() - carried_counts_.back());
            carried_counts_.pop_back();
            return;
        }
        if (doc_) {
            const char* ns = docx_namespace_key(r_.namespaceUri());
            if (is(ns, r_.name(), "w", "p") || is(ns, r_.name(), "a", "p")) doc_->text += '\n';
            else if (is(ns, r_.name(), "w", "tc")) doc_->text += '\t';
        }
        w_.writeEndElement();
    }

    // Character data outside a slot: whitespace and the Value elements' data
    // stay; any other text is removed, so an element the tables do not know
    // cannot carry text out.
    void characters() {
        if (whitespace(r_.text()) || (!stack_.empty() && stack_.back() == DocxElement::Value)) {
            w_.writeCurrentToken(r_);
            return;
        }
        ++removed_["other text"];
    }

    const QString& part_;
    QXmlStreamReader r_;
    QByteArray out_;
    QXmlStreamWriter w_;
    ImportedDocument* doc_;
    const std::function<QString(int, const QString&)>* new_text_;
    std::vector<DocxElement> stack_;  // open elements written or unwrapped
    std::vector<bool> fields_;        // open fields: false in the instruction, true in the result
    Declarations carried_;              // namespace declarations of open unwrapped elements
    std::vector<size_t> carried_counts_;  // per open unwrapped element: how many it added
    DocxRemovals removed_;
    int paragraph_ = -1, slot_ = 0;
    bool read_any_ = false;
};

QString normalize(const QString& path) {
    QStringList out;
    for (const QString& seg : path.split('/', Qt::SkipEmptyParts)) {
        if (seg == "..") {
            if (!out.isEmpty()) out.removeLast();
        } else if (seg != ".") {
            out << seg;
        }
    }
    return out.join('/');
}

}  // namespace

void read_docx_part(const QString& part, const QByteArray& xml, ImportedDocument& doc) {
    PartWalker(part, xml, &doc, nullptr).run();
}

QByteArray clean_docx_part(const QString& part, const QByteArray& xml,
                           const std::function<QString(int, const QString&)>& new_text, DocxRemovals* removed) {
    PartWalker walker(part, xml, nullptr, &new_text);
    QByteArray out = walker.run();
    if (removed) *removed = walker.removed();
    return out;
}

QByteArray filter_docx_references(const QString& part, const QByteArray& xml,
                                  const std::function<bool(const QString&)>& is_removed,
                                  const std::map<QString, QString>& renamed) {
    // The folder a relationship's Target is relative to: "word/_rels/x.rels" → "word/".
    const QString base = part.endsWith(".rels") ? part.left(part.lastIndexOf("_rels/")) : QString();
    auto resolve = [&](const QString& target) {
        const QString t = QUrl::fromPercentEncoding(target.toUtf8());
        return normalize(t.startsWith('/') ? t : base + t);
    };
    QXmlStreamReader r(xml);
    QByteArray out;
    QXmlStreamWriter w(&out);
    while (!r.atEnd()) {
        r.readNext();
        check_token(r, part);
        if (r.isStartElement()) {
            const auto attrs = r.attributes();
            const bool relationship = r.name() == QLatin1String("Relationship");
            const bool override_ = r.name() == QLatin1String("Override");
            const bool external = attrs.value("TargetMode") == QLatin1String("External");
            QString resolved;
            if (relationship && !external) resolved = resolve(attrs.value("Target").toString());
            if (override_) resolved = normalize(attrs.value("PartName").toString());
            if (!resolved.isEmpty() && (is_removed(resolved) || (override_ && renamed.count(resolved)))) {
                skip_subtree(r, part);  // a renamed part's Override is written anew below
                continue;
            }
            write_start(w, r);
            for (const auto& a : attrs) {
                QString value = a.value().toString();
                if (relationship && a.qualifiedName() == QLatin1String("Target")) {
                    // External targets (hyperlinks, mailto:, linked files) can hold identifiers.
                    if (external) value = "https://redacted.invalid/";
                    else if (auto it = renamed.find(resolved); it != renamed.end())
                        value = value.left(value.lastIndexOf('/') + 1) +
                                QString::fromUtf8(QUrl::toPercentEncoding(it->second.section('/', -1)));
                }
                w.writeAttribute(a.qualifiedName().toString(), value);
            }
            continue;
        }
        if (r.isEndElement() && r.name() == QLatin1String("Types"))
            for (const auto& [from, to] : renamed) {
                (void)from;
                w.writeStartElement("Override");
                w.writeAttribute("PartName", "/" + to);
                w.writeAttribute("ContentType", "image/png");
                w.writeEndElement();
            }
        if (r.isEndElement()) {
            w.writeEndElement();
            continue;
        }
        if (r.isComment() || r.isProcessingInstruction() || (r.isCharacters() && !whitespace(r.text()))) continue;
        if (r.tokenType() == QXmlStreamReader::Invalid) break;
        w.writeCurrentToken(r);
    }
    if (r.hasError()) xml_fail(part, "malformed XML: " + r.errorString());
    return out;
}

}  // namespace synsema::documents
