#include "services/documents/docx_rules.h"

#include <QHash>
#include <QRegularExpression>

#include <vector>

namespace synsema::documents {

namespace {

// ---- Parts: the first pattern that matches decides. Anything this table
// does not name is removed: a part no WordprocessingML consumer reads can
// only carry data out (a stray notes.txt, an altChunk's HTML, an add-in's state).
struct PartPattern {
    const char* pattern;
    DocxPart action;
    const char* what;
};
const PartPattern kParts[] = {
    {R"(^\[Content_Types\]\.xml$)", DocxPart::References, "content types"},
    {R"((^|/)_rels/[^/]*\.rels$)", DocxPart::References, "relationships"},
    {R"(^docProps/)", DocxPart::Remove, "document properties"},
    {R"((^|/)customXml/)", DocxPart::Remove, "custom XML data"},
    {R"(^word/glossary/)", DocxPart::Remove, "glossary document (building blocks)"},
    {R"(^word/comments[A-Za-z]*\.xml$)", DocxPart::ReadThenRemove, "comments"},
    {R"(^word/people\.xml$)", DocxPart::Remove, "comment authors"},
    {R"(^word/embeddings/)", DocxPart::Remove, "embedded object"},
    {R"(^word/activeX/)", DocxPart::Remove, "ActiveX control"},
    {R"(^word/(vbaProject\.bin|vbaData\.xml)$)", DocxPart::Remove, "macros"},
    {R"(^word/printerSettings/)", DocxPart::Remove, "printer settings"},
    {R"(\.(png|jpe?g|jfif|gif|bmp|dib|tiff?|emf|wmf|emz|wmz|svg|wdp|jxr|hdp|ico|webp|pcx|pict?)$)", DocxPart::Image,
     "image"},
    {R"(^word/fonts/[^/]+\.(odttf|ttf|otf|fntdata)$)", DocxPart::Keep, "embedded font"},
    {R"(^word/(document|header\d*|footer\d*|footnotes|endnotes|styles|stylesWithEffects|numbering|settings|webSettings|fontTable)\.xml$)",
     DocxPart::Clean, "WordprocessingML part"},
    {R"(^word/theme/theme\d*\.xml$)", DocxPart::Clean, "theme"},
    {R"(^word/(charts|diagrams|drawings)/[^/]+\.xml$)", DocxPart::Clean, "chart, SmartArt or drawing"},
    {R"()", DocxPart::Remove, "part this exporter does not know"},
};

// ---- Namespaces: transitional and strict URIs to one key each.
struct Namespace {
    const char* key;
    const char* uri;
};
const Namespace kNamespaces[] = {
    {"w", "http://schemas.openxmlformats.org/wordprocessingml/2006/main"},
    {"w", "http://purl.oclc.org/ooxml/wordprocessingml/main"},
    {"w14", "http://schemas.microsoft.com/office/word/2010/wordml"},
    {"w15", "http://schemas.microsoft.com/office/word/2012/wordml"},
    {"r", "http://schemas.openxmlformats.org/officeDocument/2006/relationships"},
    {"r", "http://purl.oclc.org/ooxml/officeDocument/relationships"},
    {"a", "http://schemas.openxmlformats.org/drawingml/2006/main"},
    {"a", "http://purl.oclc.org/ooxml/drawingml/main"},
    {"wp", "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"},
    {"wp", "http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing"},
    {"wp14", "http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing"},
    {"m", "http://schemas.openxmlformats.org/officeDocument/2006/math"},
    {"m", "http://purl.oclc.org/ooxml/officeDocument/math"},
    {"c", "http://schemas.openxmlformats.org/drawingml/2006/chart"},
    {"c", "http://purl.oclc.org/ooxml/drawingml/chart"},
    {"cx", "http://schemas.microsoft.com/office/drawing/2014/chartex"},
    {"dgm", "http://schemas.openxmlformats.org/drawingml/2006/diagram"},
    {"dgm", "http://purl.oclc.org/ooxml/drawingml/diagram"},
    {"dsp", "http://schemas.microsoft.com/office/drawing/2008/diagram"},
    {"v", "urn:schemas-microsoft-com:vml"},
    {"o", "urn:schemas-microsoft-com:office:office"},
    {"mc", "http://schemas.openxmlformats.org/markup-compatibility/2006"},
};

// ---- Elements ("ns:local"). Not listed: kept, with character data removed
// unless it is whitespace (so an unknown element cannot carry text out).
struct ElementEntry {
    const char* key;
    DocxElement action;
    const char* what;
};
const ElementEntry kElements[] = {
    // Visible text: detected and redacted like the body.
    {"w:t", DocxElement::Slot, "text"},
    {"a:t", DocxElement::Slot, "text"},            // text boxes, SmartArt, chart titles
    {"m:t", DocxElement::Slot, "text"},            // equations
    {"c:v", DocxElement::Slot, "text"},            // chart labels and values (cached)
    {"cx:v", DocxElement::Slot, "text"},
    {"cx:pt", DocxElement::Slot, "text"},
    // Numbers and keywords the layout needs.
    {"wp:posOffset", DocxElement::Value, ""},
    {"wp:align", DocxElement::Value, ""},
    {"wp14:pctWidth", DocxElement::Value, ""},
    {"wp14:pctHeight", DocxElement::Value, ""},
    {"c:formatCode", DocxElement::Value, ""},
    // Deleted text and change history.
    {"w:del", DocxElement::Drop, "deleted text"},
    {"w:moveFrom", DocxElement::Drop, "deleted text"},
    {"w:delText", DocxElement::Drop, "deleted text"},
    {"w:delInstrText", DocxElement::Drop, "deleted text"},
    {"w:ins", DocxElement::Unwrap, "change marks"},
    {"w:moveTo", DocxElement::Unwrap, "change marks"},
    {"w:rPrChange", DocxElement::Drop, "change history"},
    {"w:pPrChange", DocxElement::Drop, "change history"},
    {"w:sectPrChange", DocxElement::Drop, "change history"},
    {"w:tblPrChange", DocxElement::Drop, "change history"},
    {"w:tblPrExChange", DocxElement::Drop, "change history"},
    {"w:trPrChange", DocxElement::Drop, "change history"},
    {"w:tcPrChange", DocxElement::Drop, "change history"},
    {"w:tblGridChange", DocxElement::Drop, "change history"},
    {"w:numberingChange", DocxElement::Drop, "change history"},
    {"w:cellIns", DocxElement::Drop, "change history"},
    {"w:cellDel", DocxElement::Drop, "change history"},
    {"w:cellMerge", DocxElement::Drop, "change history"},
    {"w:moveFromRangeStart", DocxElement::Drop, "change history"},
    {"w:moveFromRangeEnd", DocxElement::Drop, "change history"},
    {"w:moveToRangeStart", DocxElement::Drop, "change history"},
    {"w:moveToRangeEnd", DocxElement::Drop, "change history"},
    {"w:customXmlInsRangeStart", DocxElement::Drop, "change history"},
    {"w:customXmlInsRangeEnd", DocxElement::Drop, "change history"},
    {"w:customXmlDelRangeStart", DocxElement::Drop, "change history"},
    {"w:customXmlDelRangeEnd", DocxElement::Drop, "change history"},
    {"w:customXmlMoveFromRangeStart", DocxElement::Drop, "change history"},
    {"w:customXmlMoveFromRangeEnd", DocxElement::Drop, "change history"},
    {"w:customXmlMoveToRangeStart", DocxElement::Drop, "change history"},
    {"w:customXmlMoveToRangeEnd", DocxElement::Drop, "change history"},
    // Comments live in removed parts; their anchors go too.
    {"w:commentRangeStart", DocxElement::Drop, "comment anchors"},
    {"w:commentRangeEnd", DocxElement::Drop, "comment anchors"},
    {"w:commentReference", DocxElement::Drop, "comment anchors"},
    // Fields: instructions (HYPERLINK "mailto:…" \o "tooltip", AUTHOR "…") go;
    // the result stays as plain text. (w:t inside an instruction is dropped by the walker.)
    {"w:instrText", DocxElement::Drop, "field instructions"},
    {"w:fldChar", DocxElement::Drop, "field instructions"},
    {"w:fldData", DocxElement::Drop, "field instructions"},
    {"w:ffData", DocxElement::Drop, "form-field properties"},
    {"w:fldSimple", DocxElement::Unwrap, "field instructions"},
    // Content controls: alias, tag, placeholder, data binding, list items, dates.
    {"w:sdtPr", DocxElement::Drop, "content-control properties"},
    {"w:bookmarkStart", DocxElement::Drop, "bookmarks"},
    {"w:bookmarkEnd", DocxElement::Drop, "bookmarks"},
    {"w:permStart", DocxElement::Drop, "editing permissions"},
    {"w:permEnd", DocxElement::Drop, "editing permissions"},
    {"w:docVars", DocxElement::Drop, "document variables"},
    {"w:mailMerge", DocxElement::Drop, "mail-merge settings"},
    {"w:smartTag", DocxElement::Unwrap, "smart tags"},
    {"w:smartTagPr", DocxElement::Drop, "smart tags"},
    {"w:customXml", DocxElement::Unwrap, "custom XML elements"},
    {"w:customXmlPr", DocxElement::Drop, "custom XML elements"},
    {"w:tblCaption", DocxElement::Drop, "alt text"},
    {"w:tblDescription", DocxElement::Drop, "alt text"},
    {"w:altChunk", DocxElement::Drop, "imported chunks"},
    // Embedded objects (their parts are removed) and ink.
    {"w:object", DocxElement::Drop, "embedded objects"},
    {"w:control", DocxElement::Drop, "embedded objects"},
    {"o:OLEObject", DocxElement::Drop, "embedded objects"},
    {"c:externalData", DocxElement::Drop, "embedded objects"},
    {"w:contentPart", DocxElement::Drop, "embedded objects"},
    {"w14:contentPart", DocxElement::Drop, "embedded objects"},
};

// ---- Attributes: element "*" is any element, "*:x" any namespace;
// attribute "*:x" any namespace, ":x" the empty one.
struct AttributeEntry {
    const char* element;
    const char* attribute;
    DocxAttribute action;
    const char* what;
};
const AttributeEntry kAttributes[] = {
    {"*", "*:descr", DocxAttribute::Remove, "alt text"},         // wp:docPr, pic:cNvPr, wps:cNvPr, a14:…
    {"*", "*:title", DocxAttribute::Remove, "alt text"},         // the same, and VML o:title
    {"*", ":alt", DocxAttribute::Remove, "alt text"},            // VML shapes
    {"*:docPr", ":name", DocxAttribute::Neutral, "object names"},
    {"*:cNvPr", ":name", DocxAttribute::Neutral, "object names"},
    {"*", ":tooltip", DocxAttribute::Remove, "tooltips"},         // a:hlinkClick, a:hlinkHover
    {"*", "w:tooltip", DocxAttribute::Remove, "tooltips"},        // w:hyperlink
    {"w:hyperlink", "w:anchor", DocxAttribute::Remove, "bookmark names"},
    {"w:hyperlink", "w:docLocation", DocxAttribute::Remove, "hyperlink targets"},
    {"w:hyperlink", "w:tgtFrame", DocxAttribute::Remove, "hyperlink targets"},
    {"*", ":href", DocxAttribute::Remove, "hyperlink targets"},   // VML
    {"*", "o:href", DocxAttribute::Remove, "hyperlink targets"},
    {"*", "o:althref", DocxAttribute::Remove, "hyperlink targets"},
    {"*", ":src", DocxAttribute::Remove, "linked file paths"},    // VML v:imagedata, v:fill
    {"*", "o:gfxdata", DocxAttribute::Remove, "embedded shape data"},  // base64 ZIP of the shape, text included
    {"*", "w:author", DocxAttribute::Remove, "author names"},
    {"*", "w:initials", DocxAttribute::Remove, "author names"},
    {"*", "w:ed", DocxAttribute::Remove, "editing permissions"},
    {"*", ":phldrT", DocxAttribute::Remove, "placeholder text"},  // SmartArt
    {"v:textpath", ":string", DocxAttribute::Slot, "text"},       // WordArt: visible
};

QString key(const char* ns, QStringView local) { return QString::fromLatin1(ns) + ':' + local.toString(); }

// "ns:local" split once; "*" matches any namespace (or, alone, any name).
struct Name {
    QString ns, local;
    explicit Name(const char* pattern) {
        const QString p = QString::fromLatin1(pattern);
        const qsizetype colon = p.indexOf(':');
        ns = colon < 0 ? p : p.left(colon);
        local = colon < 0 ? QString() : p.mid(colon + 1);
    }
    bool any() const { return ns == QLatin1String("*") && local.isEmpty(); }
    bool matches(const char* want_ns, QStringView want_local) const {
        return any() || ((ns == QLatin1String("*") || ns == QLatin1String(want_ns)) && local == want_local);
    }
};

}  // namespace

DocxPartRule docx_part_rule(const QString& name, const QSet<QString>& names) {
    struct Compiled {
        QRegularExpression re;
        DocxPartRule rule;
    };
    static const std::vector<Compiled> compiled = [] {
        std::vector<Compiled> out;
        for (const auto& p : kParts)
            out.push_back({QRegularExpression(p.pattern, QRegularExpression::CaseInsensitiveOption), {p.action, p.what}});
        return out;
    }();
    DocxPartRule rule;
    for (const auto& c : compiled)
        if (c.re.match(name).hasMatch()) {
            rule = c.rule;
            break;
        }
    // A .rels file belongs to its source part: "word/_rels/x.xml.rels" → "word/x.xml".
    if (rule.action == DocxPart::References && name.endsWith(".rels") && name != "_rels/.rels") {
        const qsizetype slash = name.lastIndexOf("_rels/");
        const QString source = name.left(slash) + name.mid(slash + 6).chopped(5);
        if (!names.contains(source)) return {DocxPart::Remove, "relationships of a missing part"};
        const DocxPart owner = docx_part_rule(source, names).action;
        if (owner == DocxPart::Remove || owner == DocxPart::ReadThenRemove)
            return {DocxPart::Remove, "relationships of a removed part"};
    }
    return rule;
}

const char* docx_namespace_key(QStringView uri) {
    if (uri.isEmpty()) return "";
    for (const auto& n : kNamespaces)
        if (uri == QLatin1String(n.uri)) return n.key;
    return "?";
}

DocxElementRule docx_element_rule(const char* ns, QStringView local) {
    static const QHash<QString, DocxElementRule> table = [] {
        QHash<QString, DocxElementRule> t;
        for (const auto& e : kElements) t.insert(QString::fromLatin1(e.key), {e.action, e.what});
        return t;
    }();
    return table.value(key(ns, local), DocxElementRule{});
}

DocxAttributeRule docx_attribute_rule(const char* element_ns, QStringView element, const char* ns, QStringView local) {
    struct Compiled {
        Name element, attribute;
        DocxAttributeRule rule;
    };
    static const std::vector<Compiled> table = [] {
        std::vector<Compiled> t;
        for (const auto& a : kAttributes) t.push_back({Name(a.element), Name(a.attribute), {a.action, a.what}});
        return t;
    }();
    for (const auto& a : table)
        if (a.attribute.matches(ns, local) && a.element.matches(element_ns, element)) return a.rule;
    return {};
}

}  // namespace synsema::documents
