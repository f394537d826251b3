// What a redacted DOCX keeps, as tables: per package part (by name), per XML
// element and per XML attribute (by namespace and local name). Text a reader
// sees (w:t, a:t in text boxes, SmartArt and charts, m:t in equations, VML
// WordArt) is a "slot": imported with its offsets, detected and redacted like
// the body. Text a reader does not see (alt text, tooltips, field
// instructions, content-control properties, bookmark names, document
// variables, the glossary, embedded objects, custom XML) is removed. The
// tables are in docx_rules.cpp; docs/redaction.md lists them for people.
#pragma once
#include <QSet>
#include <QString>
#include <QStringView>

namespace synsema::documents {

enum class DocxPart {
    Clean,           // XML walked through the element and attribute tables; its slots are read and redacted
    ReadThenRemove,  // read for detection (comments), not written
    Remove,          // not written; references to it removed
    Image,           // replaced by a grey box (or re-encoded without metadata)
    Keep,            // copied unchanged (embedded fonts)
    References,      // [Content_Types].xml and .rels: references to removed parts dropped, external targets blanked
};

struct DocxPartRule {
    DocxPart action = DocxPart::Remove;
    const char* what = "";  // for the audit log, e.g. "glossary document"
};

// The rule for a part; `names` is every entry of the package (a .rels file
// goes with the part it belongs to: removed when that part is, or is missing).
DocxPartRule docx_part_rule(const QString& name, const QSet<QString>& names);

enum class DocxElement {
    Keep,    // written; character data inside it is removed unless it is whitespace
    Value,   // written with its character data (numbers and keywords the layout needs)
    Slot,    // visible text: read, detected and redacted
    Drop,    // removed with everything inside
    Unwrap,  // its tags removed, its content kept
};

struct DocxElementRule {
    DocxElement action = DocxElement::Keep;
    const char* what = "";
};

enum class DocxAttribute {
    Keep,
    Remove,
    Neutral,  // replaced by a fixed word (a required attribute, e.g. a drawing's name)
    Slot,     // visible text held in an attribute (VML WordArt): read and redacted
};

struct DocxAttributeRule {
    DocxAttribute action = DocxAttribute::Keep;
    const char* what = "";
};

// Namespace URIs (transitional and strict) to the usual prefixes: "w", "a", "m"…;
// "" for the empty namespace, "?" for one the tables do not know.
const char* docx_namespace_key(QStringView uri);

DocxElementRule docx_element_rule(const char* ns, QStringView local);
DocxAttributeRule docx_attribute_rule(const char* element_ns, QStringView element, const char* ns, QStringView local);

// The value a Neutral attribute gets.
inline constexpr const char* kDocxNeutralName = "Object";

}  // namespace synsema::documents
