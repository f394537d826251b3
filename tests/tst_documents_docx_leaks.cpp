// The DOCX leak test (issue #19): a DOCX built here holds one invented name in
// every place of the package that can carry text — alt text, picture
// descriptions, field codes and tooltips, simple-field instructions,
// content-control properties, bookmark names, document variables, the
// glossary, SmartArt, text boxes, VML WordArt, embedded objects, images'
// metadata, custom XML, stray parts — and the body. After redaction through
// the real pipeline (services::import → detect → export), every entry of the
// output (read by the real `unzip -p` when installed, else by the project's
// ZIP reader) holds no occurrence of the name: not in UTF-8, not in UTF-16,
// in any case. Text a reader sees (body, text boxes, SmartArt, field results,
// footnotes, headers, equations) is detected and replaced by a placeholder;
// text a reader does not see is removed.
#include <QBuffer>
#include <QGuiApplication>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include "services/documents/document.h"
#include "services/documents/export.h"
#include "services/documents/zip_guard.h"
#include "services/redact/redaction_job.h"
#include "engine/redact/detector.h"
#include "engine/redact/policy.h"
#include "engine/util/error.h"
#include "tests/support/test_data.h"

using namespace synsema;
using namespace synsema::documents;

namespace {

// Invented, and not a word of the language: "Quarrington", used first, is an
// apple in SCOWL's word lists, and a dictionary word alone on a line (the
// equation below) is not a name to the rules (docs/redaction.md).
const QString kName = "Zebulon Quarrendell";
// What must not survive anywhere: the surname (and the given name), any case.
const QStringList kNeedles = {"quarrendell", "zebulon"};

void write_bytes(const QString& path, const QByteArray& b) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(b);
}

QByteArray xml(const QString& body) {
    return ("<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n" + body).toUtf8();
}

const QString kNs =
    "xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" "
    "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
    "xmlns:wp=\"http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing\" "
    "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" "
    "xmlns:pic=\"http://schemas.openxmlformats.org/drawingml/2006/picture\" "
    "xmlns:dgm=\"http://schemas.openxmlformats.org/drawingml/2006/diagram\" "
    "xmlns:wps=\"http://schemas.microsoft.com/office/word/2010/wordprocessingShape\" "
    "xmlns:mc=\"http://schemas.openxmlformats.org/markup-compatibility/2006\" "
    "xmlns:v=\"urn:schemas-microsoft-com:vml\" xmlns:o=\"urn:schemas-microsoft-com:office:office\" "
    "xmlns:m=\"http://schemas.openxmlformats.org/officeDocument/2006/math\" "
    "xmlns:w14=\"http://schemas.microsoft.com/office/word/2010/wordml\" "
    "xmlns:w15=\"http://schemas.microsoft.com/office/word/2012/wordml\" "
    "xmlns:a14=\"http://schemas.microsoft.com/office/drawing/2010/main\" "
    "mc:Ignorable=\"w14 w15\"";

QString rel(const QString& id, const QString& type, const QString& target, bool external = false) {
    return QString("<Relationship Id=\"%1\" Type=\"%2\" Target=\"%3\"%4/>")
        .arg(id, type, target, external ? " TargetMode=\"External\"" : "");
}

QString rels(const QString& body) {
    return "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">" + body +
           "</Relationships>";
}

const QString kRel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/";

// An image of one colour whose metadata holds the name: for PNG a tEXt chunk
// (Qt writes short Latin-1 text as tEXt), for JPEG a comment (COM) segment.
QByteArray image_with_name(QSize size, QColor colour, const char* key, const char* format) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(colour);
    image.setText(key, kName);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, format);
    return bytes;
}
QByteArray png_with_text() { return image_with_name({40, 30}, QColor(200, 30, 30), "Author", "PNG"); }
QByteArray jpeg_with_comment() { return image_with_name({24, 16}, QColor(30, 200, 30), "Description", "JPEG"); }

// A 1x1 GIF89a with a comment extension holding the name (Qt cannot write
// GIF, so the bytes are spelled out: header, screen descriptor with a 2-colour
// table, the comment, one image of one pixel, trailer).
QByteArray gif_with_comment() {
    QByteArray g("GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff", 19);
    const QByteArray comment = kName.toLatin1();
    g += QByteArray("\x21\xfe", 2) + char(comment.size()) + comment + QByteArray(1, '\0');
    g += QByteArray("\x2c\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02\x44\x01\x00\x3b", 16);
    return g;
}

QByteArray utf16le(const QString& s) {
    return QByteArray(reinterpret_cast<const char*>(s.utf16()), s.size() * 2);
}

QString run(const QString& text) { return "<w:r><w:t xml:space=\"preserve\">" + text + "</w:t></w:r>"; }
QString para(const QString& runs) { return "<w:p>" + runs + "</w:p>"; }

QString inline_picture() {
    return "<w:r><w:drawing><wp:inline><wp:extent cx=\"381000\" cy=\"285750\"/>"
           "<wp:docPr id=\"1\" name=\"Quarrendell photo\" descr=\"Photo of Zebulon Quarrendell\" title=\"Zebulon Quarrendell\">"
           "<a:hlinkClick r:id=\"rIdMail\" tooltip=\"Mail Zebulon Quarrendell\"/></wp:docPr>"
           "<a:graphic><a:graphicData uri=\"http://schemas.openxmlformats.org/drawingml/2006/picture\"><pic:pic>"
           "<pic:nvPicPr><pic:cNvPr id=\"0\" name=\"Quarrendell.png\" descr=\"Portrait of Zebulon Quarrendell\" "
           "a14:descr=\"Zebulon Quarrendell (a14)\"/><pic:cNvPicPr/></pic:nvPicPr>"
           "<pic:blipFill><a:blip r:embed=\"rIdPng\"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic>"
           "</wp:inline></w:drawing></w:r>";
}

QString smartart() {
    return "<w:r><w:drawing><wp:inline><wp:extent cx=\"5486400\" cy=\"3200400\"/><wp:docPr id=\"2\" name=\"Diagram 2\"/>"
           "<a:graphic><a:graphicData uri=\"http://schemas.openxmlformats.org/drawingml/2006/diagram\">"
           "<dgm:relIds r:dm=\"rIdDm\" r:lo=\"rIdLo\" r:qs=\"rIdQs\" r:cs=\"rIdCs\"/></a:graphicData></a:graphic>"
           "</wp:inline></w:drawing></w:r>";
}

QString text_box() {
    const QString box = "<w:txbxContent><w:p><w:r><w:t>Box: Zebulon Quarrendell</w:t></w:r></w:p></w:txbxContent>";
    return "<w:r><mc:AlternateContent><mc:Choice Requires=\"wps\"><w:drawing><wp:anchor><wp:docPr id=\"3\" name=\"Text Box 3\"/>"
           "<a:graphic><a:graphicData uri=\"http://schemas.microsoft.com/office/word/2010/wordprocessingShape\">"
           "<wps:wsp><wps:cNvPr id=\"4\" name=\"Quarrendell box\" descr=\"Zebulon Quarrendell\"/><wps:txbx>" + box +
           "</wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice>"
           "<mc:Fallback><w:pict><v:shape id=\"box\" alt=\"Zebulon Quarrendell box\" title=\"Quarrendell\"><v:textbox>" + box +
           "</v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>";
}

QString document_xml() {
    QString b;
    b += para(run("Patient: Zebulon Quarrendell was seen today."));
    b += para(inline_picture());
    // A complex HYPERLINK field: mailto and tooltip in the instruction, the name in the result.
    b += para("<w:r><w:fldChar w:fldCharType=\"begin\"/></w:r>"
              "<w:r><w:instrText xml:space=\"preserve\"> HYPERLINK \"mailto:zebulon.quarrendell@mail.example\" "
              "\\o \"Write to Zebulon Quarrendell\" </w:instrText></w:r>"
              "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r>" + run("Zebulon Quarrendell") +
              "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>");
    // A simple field whose instruction names the person.
    b += para("<w:fldSimple w:instr=\" AUTHOR &quot;Zebulon Quarrendell&quot; \\* MERGEFORMAT \">" + run("the author") +
              "</w:fldSimple>");
    // A legacy text form field: name, help text and default in w:ffData.
    b += para("<w:r><w:fldChar w:fldCharType=\"begin\"><w:ffData><w:name w:val=\"Quarrendell\"/><w:enabled/>"
              "<w:helpText w:type=\"text\" w:val=\"Zebulon Quarrendell help\"/><w:textInput><w:default "
              "w:val=\"Zebulon Quarrendell\"/></w:textInput></w:ffData></w:fldChar></w:r>"
              "<w:r><w:instrText> FORMTEXT </w:instrText></w:r><w:r><w:fldChar w:fldCharType=\"separate\"/></w:r>" +
              run("form value") + "<w:r><w:fldChar w:fldCharType=\"end\"/></w:r>");
    // Content controls: alias, tag, placeholder, data binding, list items.
    b += "<w:sdt><w:sdtPr><w:alias w:val=\"Zebulon Quarrendell alias\"/><w:tag w:val=\"Quarrendell-tag\"/><w:id w:val=\"7\"/>"
         "<w:placeholder><w:docPart w:val=\"QuarrendellPlaceholder\"/></w:placeholder>"
         "<w:dataBinding w:xpath=\"/patient/Quarrendell\" w:storeItemID=\"{11111111-2222-3333-4444-555555555555}\"/>"
         "<w15:dataBinding w:xpath=\"/patient/Quarrendell15\" w:storeItemID=\"{11111111-2222-3333-4444-555555555555}\"/>"
         "<w14:checkbox/></w:sdtPr><w:sdtContent>" + para(run("Controlled content")) + "</w:sdtContent></w:sdt>";
    b += para("<w:sdt><w:sdtPr><w:alias w:val=\"Pick\"/><w:dropDownList><w:listItem w:displayText=\"Zebulon Quarrendell\" "
              "w:value=\"Quarrendell\"/></w:dropDownList></w:sdtPr><w:sdtContent>" + run("choice") + "</w:sdtContent></w:sdt>");
    // A bookmark, and hyperlinks to it and outside with tooltips.
    b += para("<w:bookmarkStart w:id=\"0\" w:name=\"Quarrendell_notes\"/>" + run("Notes, ") + "<w:bookmarkEnd w:id=\"0\"/>"
              "<w:hyperlink w:anchor=\"Quarrendell_notes\" w:tooltip=\"Zebulon Quarrendell notes\" w:docLocation=\"Quarrendell\">" +
              run("see notes") + "</w:hyperlink><w:hyperlink r:id=\"rIdMail\" w:tooltip=\"Email Quarrendell\">" +
              run(" or email") + "</w:hyperlink>");
    b += para("<w:permStart w:id=\"9\" w:ed=\"zebulon.quarrendell\"/>" + run("editable") + "<w:permEnd w:id=\"9\"/>");
    b += para(smartart());
    b += para(text_box());
    // VML WordArt (its text is the string attribute) and a VML image's title.
    b += para("<w:r><w:pict><v:shape id=\"wa\"><v:textpath string=\"Zebulon Quarrendell\"/></v:shape></w:pict></w:r>");
    b += para("<w:r><w:pict><v:shape id=\"img\"><v:imagedata r:id=\"rIdPng\" o:title=\"Quarrendell scan\"/></v:shape></w:pict></w:r>");
    // An embedded OLE object with its preview image.
    b += para("<w:r><w:object><v:shape id=\"ole\" o:ole=\"\"><v:imagedata r:id=\"rIdJpeg\" o:title=\"Quarrendell.bin\"/></v:shape>"
              "<o:OLEObject Type=\"Embed\" ProgID=\"Package\" ShapeID=\"ole\" DrawAspect=\"Icon\" ObjectID=\"_1\" r:id=\"rIdOle\"/>"
              "</w:object></w:r>");
    b += para("<w:r><w:drawing><wp:inline><wp:docPr id=\"5\" name=\"gif\"/><a:graphic><a:graphicData "
              "uri=\"http://schemas.openxmlformats.org/drawingml/2006/picture\"><pic:pic><pic:nvPicPr><pic:cNvPr id=\"0\" "
              "name=\"g\"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed=\"rIdGif\"/></pic:blipFill></pic:pic>"
              "</a:graphicData></a:graphic></wp:inline></w:drawing></w:r>");
    // A smart tag and an inline custom XML element with the name in attributes.
    b += para("<w:smartTag w:uri=\"urn:schemas-microsoft-com:office:smarttags\" w:element=\"PersonName\"><w:smartTagPr>"
              "<w:attr w:name=\"ProductID\" w:val=\"Zebulon Quarrendell\"/></w:smartTagPr>" + run("Zebulon Quarrendell") +
              "</w:smartTag>");
    b += "<w:customXml w:element=\"patient\"><w:customXmlPr><w:attr w:name=\"fullName\" w:val=\"Zebulon Quarrendell\"/>"
         "</w:customXmlPr>" + para(run("custom element")) + "</w:customXml>";
    // A table's caption and description (its alt text).
    b += "<w:tbl><w:tblPr><w:tblCaption w:val=\"Quarrendell table\"/><w:tblDescription w:val=\"About Zebulon Quarrendell\"/>"
         "</w:tblPr><w:tr><w:tc>" + para(run("cell")) + "</w:tc></w:tr></w:tbl>";
    // An equation, a footnote reference, and an imported (alt) chunk.
    b += "<w:p><m:oMath><m:r><m:t>Quarrendell</m:t></m:r></m:oMath></w:p>";
    b += para(run("See the note.") + "<w:r><w:footnoteReference w:id=\"1\"/></w:r>");
    b += "<w:altChunk r:id=\"rIdChunk\"/>";
    b += "<w:sectPr><w:headerReference w:type=\"default\" r:id=\"rIdHdr\"/></w:sectPr>";
    return "<w:document " + kNs + "><w:body>" + b + "</w:body></w:document>";
}

std::vector<ZipEntry> leaky_docx() {
    std::vector<ZipEntry> e;
    e.push_back({"[Content_Types].xml", xml(
        "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\">"
        "<Default Extension=\"rels\" ContentType=\"application/vnd.openxmlformats-package.relationships+xml\"/>"
        "<Default Extension=\"xml\" ContentType=\"application/xml\"/>"
        "<Default Extension=\"png\" ContentType=\"image/png\"/><Default Extension=\"jpeg\" ContentType=\"image/jpeg\"/>"
        "<Default Extension=\"gif\" ContentType=\"image/gif\"/><Default Extension=\"bin\" "
        "ContentType=\"application/vnd.openxmlformats-officedocument.oleObject\"/>"
        "<Default Extension=\"htm\" ContentType=\"application/xhtml+xml\"/>"
        "<Override PartName=\"/word/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml\"/>"
        "<Override PartName=\"/word/settings.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml\"/>"
        "<Override PartName=\"/word/glossary/document.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.document.glossary+xml\"/>"
        "<Override PartName=\"/word/diagrams/data1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.drawingml.diagramData+xml\"/>"
        "<Override PartName=\"/word/diagrams/drawing1.xml\" ContentType=\"application/vnd.ms-office.drawingml.diagramDrawing+xml\"/>"
        "<Override PartName=\"/word/footnotes.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.footnotes+xml\"/>"
        "<Override PartName=\"/word/header1.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.header+xml\"/>"
        "<Override PartName=\"/word/commentsExtended.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.commentsExtended+xml\"/>"
        "<Override PartName=\"/word/people.xml\" ContentType=\"application/vnd.openxmlformats-officedocument.wordprocessingml.people+xml\"/>"
        "<Override PartName=\"/docProps/core.xml\" ContentType=\"application/vnd.openxmlformats-package.core-properties+xml\"/>"
        "</Types>")});
    e.push_back({"_rels/.rels", xml(rels(
        rel("rId1", kRel + "officeDocument", "word/document.xml") +
        rel("rId2", "http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties", "docProps/core.xml")))});
    e.push_back({"docProps/core.xml", xml("<cp:coreProperties xmlns:cp=\"http://schemas.openxmlformats.org/package/2006/metadata/core-properties\" "
        "xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><dc:creator>Zebulon Quarrendell</dc:creator></cp:coreProperties>")});
    e.push_back({"word/_rels/document.xml.rels", xml(rels(
        rel("rIdSettings", kRel + "settings", "settings.xml") +
        rel("rIdGloss", kRel + "glossaryDocument", "glossary/document.xml") +
        rel("rIdPng", kRel + "image", "media/image1.png") +
        rel("rIdJpeg", kRel + "image", "media/image2.jpeg") +
        rel("rIdGif", kRel + "image", "media/image3.gif") +
        rel("rIdMail", kRel + "hyperlink", "mailto:zebulon.quarrendell@mail.example", true) +
        rel("rIdDm", kRel + "diagramData", "diagrams/data1.xml") +
        rel("rIdLo", kRel + "diagramLayout", "diagrams/layout1.xml") +
        rel("rIdQs", kRel + "diagramQuickStyle", "diagrams/quickStyle1.xml") +
        rel("rIdCs", kRel + "diagramColors", "diagrams/colors1.xml") +
        rel("rIdDd", "http://schemas.microsoft.com/office/2007/relationships/diagramDrawing", "diagrams/drawing1.xml") +
        rel("rIdFn", kRel + "footnotes", "footnotes.xml") +
        rel("rIdHdr", kRel + "header", "header1.xml") +
        rel("rIdCx", "http://schemas.microsoft.com/office/2011/relationships/commentsExtended", "commentsExtended.xml") +
        rel("rIdPeople", "http://schemas.microsoft.com/office/2011/relationships/people", "people.xml") +
        rel("rIdCustom", kRel + "customXml", "../customXml/item1.xml") +
        rel("rIdChunk", kRel + "aFChunk", "afchunk.htm") +
        rel("rIdOle", kRel + "oleObject", "embeddings/oleObject1.bin") +
        rel("rIdPrinter", kRel + "printerSettings", "printerSettings/printerSettings1.bin")))});
    e.push_back({"word/document.xml", xml(document_xml())});
    e.push_back({"word/settings.xml", xml("<w:settings " + kNs + "><w:attachedTemplate r:id=\"rIdTpl\"/>"
        "<w:mailMerge><w:mainDocumentType w:val=\"formLetters\"/><w:dataType w:val=\"native\"/>"
        "<w:connectString w:val=\"Provider=Quarrendell\"/><w:query w:val=\"SELECT * FROM Quarrendell\"/></w:mailMerge>"
        "<w:docVars><w:docVar w:name=\"PatientName\" w:val=\"Zebulon Quarrendell\"/><w:docVar w:name=\"Quarrendell\" w:val=\"x\"/></w:docVars>"
        "<w:rsids><w:rsidRoot w:val=\"00A1B2C3\"/></w:rsids></w:settings>")});
    e.push_back({"word/_rels/settings.xml.rels", xml(rels(
        rel("rIdTpl", kRel + "attachedTemplate", "file:///C:/Users/zquarrendell/Templates/Quarrendell.dotm", true)))});
    e.push_back({"word/glossary/document.xml", xml("<w:glossaryDocument " + kNs + "><w:docParts><w:docPart><w:docPartPr>"
        "<w:name w:val=\"QuarrendellPlaceholder\"/></w:docPartPr><w:docPartBody>" + para(run("Zebulon Quarrendell")) +
        "</w:docPartBody></w:docPart></w:docParts></w:glossaryDocument>")});
    e.push_back({"word/glossary/_rels/document.xml.rels", xml(rels(rel("rId1", kRel + "settings", "settings.xml")))});
    e.push_back({"word/glossary/settings.xml", xml("<w:settings " + kNs + "><w:docVars><w:docVar w:name=\"n\" "
        "w:val=\"Zebulon Quarrendell\"/></w:docVars></w:settings>")});
    e.push_back({"word/diagrams/data1.xml", xml("<dgm:dataModel " + kNs + "><dgm:ptLst><dgm:pt modelId=\"{1}\" type=\"doc\">"
        "<dgm:prSet/><dgm:spPr/><dgm:t><a:bodyPr/><a:p><a:r><a:t>Zebulon Quarrendell</a:t></a:r></a:p></dgm:t></dgm:pt>"
        "</dgm:ptLst><dgm:cxnLst/></dgm:dataModel>")});
    e.push_back({"word/diagrams/drawing1.xml", xml("<dsp:drawing xmlns:dsp=\"http://schemas.microsoft.com/office/drawing/2008/diagram\" " +
        kNs + "><dsp:spTree><dsp:sp><dsp:txBody><a:p><a:r><a:t>Zebulon Quarrendell</a:t></a:r></a:p></dsp:txBody></dsp:sp>"
        "</dsp:spTree></dsp:drawing>")});
    e.push_back({"word/diagrams/layout1.xml", xml("<dgm:layoutDef " + kNs + "><dgm:title val=\"\"/></dgm:layoutDef>")});
    e.push_back({"word/diagrams/quickStyle1.xml", xml("<dgm:styleDef " + kNs + "/>")});
    e.push_back({"word/diagrams/colors1.xml", xml("<dgm:colorsDef " + kNs + "/>")});
    e.push_back({"word/footnotes.xml", xml("<w:footnotes " + kNs + "><w:footnote w:id=\"1\">" +
        para(run("Footnote: Zebulon Quarrendell consented.")) + "</w:footnote></w:footnotes>")});
    e.push_back({"word/header1.xml", xml("<w:hdr " + kNs + ">" + para(run("Header: Zebulon Quarrendell")) + "</w:hdr>")});
    e.push_back({"word/commentsExtended.xml", xml("<w15:commentsEx " + kNs + "><w15:commentEx w15:paraId=\"0Quarrendell\" "
        "w15:done=\"0\"/></w15:commentsEx>")});
    e.push_back({"word/people.xml", xml("<w15:people " + kNs + "><w15:person w15:author=\"Zebulon Quarrendell\"/></w15:people>")});
    e.push_back({"customXml/item1.xml", xml("<patient>Zebulon Quarrendell</patient>")});
    e.push_back({"word/customXml/item2.xml", xml("<patient>Zebulon Quarrendell</patient>")});
    e.push_back({"word/afchunk.htm", "<html><body><p>Zebulon Quarrendell</p></body></html>"});
    e.push_back({"word/embeddings/oleObject1.bin", QByteArray(16, '\xd0') + utf16le("Zebulon Quarrendell") + "Quarrendell"});
    e.push_back({"word/printerSettings/printerSettings1.bin", utf16le("Quarrendell-PC") + QByteArray(64, '\0')});
    e.push_back({"word/media/image1.png", png_with_text()});
    e.push_back({"word/media/image2.jpeg", jpeg_with_comment()});
    e.push_back({"word/media/image3.gif", gif_with_comment()});
    e.push_back({"word/notes.txt", "Stray part: Zebulon Quarrendell"});
    return e;
}

// Every place the needles occur in bytes (UTF-8 any case, UTF-16LE/BE), with context.
QStringList occurrences(const QString& entry, const QByteArray& bytes) {
    QStringList found;
    const QByteArray lower = bytes.toLower();
    for (const QString& needle : kNeedles) {
        const QByteArray n8 = needle.toUtf8();
        QByteArray n16le, n16be;
        for (QChar c : needle) {
            n16le += char(c.unicode() & 0xff);
            n16le += '\0';
            n16be += '\0';
            n16be += char(c.unicode() & 0xff);
        }
        for (const QByteArray& n : {n8, n16le, n16be})
            for (qsizetype at = lower.indexOf(n); at >= 0; at = lower.indexOf(n, at + 1))
                found << entry + ": …" + QString::fromLatin1(bytes.mid(std::max<qsizetype>(0, at - 40), n.size() + 80))
                                             .replace(QRegularExpression("[^\\x20-\\x7e]"), ".") + "…";
    }
    return found;
}

// The output's entries as `unzip -p` prints them (the real tool when
// installed), checked against the project's reader entry by entry.
std::vector<ZipEntry> unzip_all(const QString& path) {
    const std::vector<ZipEntry> ours = read_zip_guarded(path);
    const QString unzip = QStandardPaths::findExecutable("unzip");
    if (unzip.isEmpty()) {
        qWarning("unzip is not installed: the entries are read with the project's ZIP reader only");
        return ours;
    }
    QProcess list;
    list.start(unzip, {"-Z1", path});
    list.waitForFinished(60000);
    std::vector<ZipEntry> out;
    for (const QByteArray& name : list.readAllStandardOutput().split('\n')) {
        if (name.isEmpty() || name.endsWith('/')) continue;
        // unzip reads [ ] * ? in a name as a wildcard: "[Content_Types].xml" needs escaping.
        QString pattern = QString::fromUtf8(name);
        pattern.replace(QRegularExpression(R"(([\[\]*?]))"), R"(\\1)");
        QProcess p;
        p.start(unzip, {"-p", path, pattern});
        p.waitForFinished(60000);
        out.push_back({QString::fromUtf8(name), p.readAllStandardOutput()});
    }
    if (out.size() != ours.size()) qWarning("unzip lists %zu entries, the reader %zu", out.size(), ours.size());
    for (const auto& e : ours) {
        bool same = false;
        for (const auto& u : out) same = same || (u.name == e.name && u.data == e.data);
        if (!same) qWarning("unzip -p differs from the reader for %s", qPrintable(e.name));
        if (!same) return {};
    }
    return out.size() == ours.size() ? out : std::vector<ZipEntry>{};
}

QByteArray entry(const std::vector<ZipEntry>& entries, const QString& name) {
    for (const auto& e : entries)
        if (e.name == name) return e.data;
    return {};
}

bool has_entry(const std::vector<ZipEntry>& entries, const QString& name) {
    for (const auto& e : entries)
        if (e.name == name) return true;
    return false;
}

}  // namespace

class TestDocumentsDocxLeaks : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

    // The leaky DOCX written as NAME.docx and redacted through the real
    // pipeline into out-NAME/; the exported record.
    services::ExportedDocument redact_leaky(const QString& name) {
        const QString path = dir_.filePath(name + ".docx");
        write_bytes(path, write_zip(leaky_docx()));
        services::RedactionSet set = services::import_documents({path});
        if (!set.failed.empty()) qWarning("import failed: %s", qPrintable(set.failed[0].message));
        static const redact::Detector detector;
        services::detect_documents(set, detector);
        services::ExportOptions options;
        options.out_dir = dir_.filePath("out-" + name);
        options.policy = redact::load_policy_file(redact::find_policy("hipaa-safe-harbor"));
        auto exported = services::export_documents(set, options);
        return exported.empty() ? services::ExportedDocument{} : exported[0];
    }

    // Every occurrence of the name in the entries, each also logged (QTest cuts long messages).
    static QStringList leaks_in(const std::vector<ZipEntry>& entries) {
        QStringList leaks;
        for (const auto& e : entries) leaks << occurrences(e.name, e.data);
        for (const QString& leak : leaks) qWarning("leak: %s", qPrintable(leak));
        return leaks;
    }

private slots:
    void the_input_holds_the_name_everywhere() {
        // The fixture itself: each place really holds the name (else the test proves nothing).
        QStringList missing;
        for (const auto& e : leaky_docx())
            if (occurrences(e.name, e.data).isEmpty()) missing << e.name;
        const QStringList allowed_without = {"_rels/.rels", "word/glossary/_rels/document.xml.rels",
                                             "word/diagrams/layout1.xml", "word/diagrams/quickStyle1.xml",
                                             "word/diagrams/colors1.xml", "[Content_Types].xml"};
        for (const QString& m : missing) QVERIFY2(allowed_without.contains(m), qPrintable(m + " holds no name"));
        QVERIFY(png_with_text().contains("tEXt"));
        QVERIFY(jpeg_with_comment().contains(kName.toLatin1()));
        QVERIFY(QImage::fromData(gif_with_comment(), "GIF").size() == QSize(1, 1));
    }

    void no_name_survives_anywhere() {
        services::ExportedDocument r = redact_leaky("leaky");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(QFileInfo::exists(r.output));

        const std::vector<ZipEntry> entries = unzip_all(r.output);
        QVERIFY(!entries.empty());
        const QStringList leaks = leaks_in(entries);
        QVERIFY2(leaks.isEmpty(), qPrintable(QString("the name survives in %1 places (listed above)").arg(leaks.size())));

        // The audit logs do not hold it either (no --log-text).
        for (const QString& log : {r.audit_json, r.audit_csv}) {
            QFile f(log);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QStringList in_log = occurrences(log, f.readAll());
            QVERIFY2(in_log.isEmpty(), qPrintable(in_log.join("\n")));
        }
    }

    void visible_text_is_redacted_not_dropped() {
        services::ExportedDocument r = redact_leaky("visible");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        const std::vector<ZipEntry> entries = read_zip_guarded(r.output);
        const QByteArray body = entry(entries, "word/document.xml");
        // Body, field result, text box (both branches), smart-tag text and the equation keep a placeholder.
        QVERIFY2(body.count("[PERSON 1]") >= 5, body.constData());
        QVERIFY(body.contains("Box: [PERSON 1]"));
        QVERIFY(body.contains("<m:t>[PERSON 1]</m:t>"));                  // the equation
        QVERIFY(body.contains("<v:textpath string=\"[PERSON 1]\"/>"));  // the WordArt
        for (const char* kept : {"see notes", "Controlled content", "form value"}) QVERIFY2(body.contains(kept), kept);
        for (const char* part : {"word/diagrams/data1.xml", "word/diagrams/drawing1.xml", "word/footnotes.xml", "word/header1.xml"})
            QVERIFY2(entry(entries, part).contains("[PERSON"), part);
        // The output is still a DOCX the import reads, with the placeholders where the name was.
        ImportedDocument again = import_docx(r.output);
        QVERIFY2(again.text.find("Patient: [PERSON 1] was seen today.") != std::string::npos, again.text.c_str());
    }

    void hidden_parts_and_objects_are_removed_and_audited() {
        services::ExportedDocument r = redact_leaky("parts");
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        const std::vector<ZipEntry> entries = read_zip_guarded(r.output);
        for (const char* gone : {"word/glossary/document.xml", "word/glossary/settings.xml", "word/embeddings/oleObject1.bin",
                                 "word/afchunk.htm", "word/printerSettings/printerSettings1.bin", "word/notes.txt",
                                 "customXml/item1.xml", "word/customXml/item2.xml", "word/people.xml",
                                 "word/commentsExtended.xml", "docProps/core.xml"})
            QVERIFY2(!has_entry(entries, gone), gone);
        const QByteArray body = entry(entries, "word/document.xml");
        for (const char* element : {"w:instrText", "w:fldSimple", "w:sdtPr", "w:bookmarkStart", "w:altChunk", "w:object",
                                    "w:ffData", "w:tooltip", "descr=", "title=", "w:tblDescription", "w:smartTagPr", "w:customXmlPr"})
            QVERIFY2(!body.contains(element), element);
        const QByteArray references = entry(entries, "word/_rels/document.xml.rels") + entry(entries, "[Content_Types].xml");
        for (const char* target : {"glossary", "oleObject1", "afchunk", "printerSettings", "customXml", "people.xml"})
            QVERIFY2(!references.contains(target), target);
        QVERIFY(!entry(entries, "word/settings.xml").contains("docVar"));
        QVERIFY(!entry(entries, "word/settings.xml").contains("mailMerge"));

        // Images: the same format and pixel size, one grey colour, no text chunks.
        for (const auto& [name, format, size] : {std::tuple{"word/media/image1.png", "png", QSize(40, 30)},
                                                 std::tuple{"word/media/image2.jpeg", "jpeg", QSize(24, 16)}}) {
            const QByteArray bytes = entry(entries, name);
            QBuffer buffer;
            buffer.setData(bytes);
            QImageReader reader(&buffer);
            QCOMPARE(reader.format(), QByteArray(format));
            QImage image = reader.read();
            QCOMPARE(image.size(), size);
            QVERIFY2(image.textKeys().isEmpty(), name);
            const QColor grey = image.pixelColor(0, 0);
            QVERIFY(qAbs(grey.red() - grey.green()) < 4 && qAbs(grey.red() - grey.blue()) < 4);
            QCOMPARE(image.pixelColor(size.width() - 1, size.height() - 1), grey);
        }
        // The GIF (which Qt cannot write) is a grey GIF too, of its size.
        const QImage gif = QImage::fromData(entry(entries, "word/media/image3.gif"), "GIF");
        QCOMPARE(gif.size(), QSize(1, 1));

        // The audit log says what was done with each image and part.
        QFile f(r.audit_json);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject log = QJsonDocument::fromJson(f.readAll()).object();
        const QJsonArray cleaning = log["docx_cleaning"].toArray();
        auto action_of = [&](const QString& part) {
            for (const auto& c : cleaning)
                if (c.toObject()["part"].toString() == part) return c.toObject()["action"].toString();
            return QString();
        };
        QCOMPARE(action_of("word/media/image1.png"), QString("grey box"));
        QCOMPARE(action_of("word/media/image2.jpeg"), QString("grey box"));
        QCOMPARE(action_of("word/media/image3.gif"), QString("grey box"));
        QCOMPARE(action_of("word/embeddings/oleObject1.bin"), QString("removed"));
        QCOMPARE(action_of("word/glossary/document.xml"), QString("removed"));
        QCOMPARE(action_of("word/notes.txt"), QString("removed"));
    }

    void cli_strip_mode_keeps_pixels_without_the_name() {
        // The same file through synsema-cli, images re-encoded instead of grey-boxed.
        const QString in = dir_.filePath("cli.docx");
        write_bytes(in, write_zip(leaky_docx()));
        const QString out = dir_.filePath("out-cli");
        auto r = test::run_cli({"redact", "--docx-images", "strip", in, "--out", out});
        QVERIFY2(r.exit_code == 0, r.err.constData());
        const std::vector<ZipEntry> entries = unzip_all(out + "/cli.redacted.docx");
        QVERIFY(!entries.empty());
        const QStringList leaks = leaks_in(entries);
        QVERIFY2(leaks.isEmpty(), qPrintable(QString("the name survives in %1 places (listed above)").arg(leaks.size())));
        const QImage png = QImage::fromData(entry(entries, "word/media/image1.png"), "PNG");
        QCOMPARE(png.pixelColor(39, 29), QColor(200, 30, 30));  // the picture itself is kept
        QFile f(out + "/cli.audit.json");
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray log = f.readAll();
        QVERIFY(log.contains("\"metadata stripped\""));
        auto bad = test::run_cli({"redact", "--docx-images", "blur", in, "--out", out});
        QCOMPARE(bad.exit_code, 1);
        QVERIFY(bad.err.contains("--docx-images must be grey or strip"));
    }

    void export_refuses_a_changed_input() {
        const QString in = dir_.filePath("changed.docx");
        write_bytes(in, write_zip(leaky_docx()));
        ImportedDocument doc = import_docx(in);
        std::vector<ZipEntry> changed = leaky_docx();
        changed[0].data += ' ';
        write_bytes(in, write_zip(changed));
        try {
            export_docx(doc, {});
            QFAIL("a DOCX changed since import was exported");
        } catch (const Error& e) {
            QCOMPARE(e.kind(), ErrorKind::Io);
            QVERIFY2(QString(e.what()).contains(in) && QString(e.what()).contains("changed since it was imported"), e.what());
        }
    }
};

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestDocumentsDocxLeaks t;
    return QTest::qExec(&t, argc, argv);
}
#include "tst_documents_docx_leaks.moc"
