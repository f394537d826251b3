#include "tests/fuzz/fuzz_seeds.h"

#include <QBuffer>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>

#include <leptonica/allheaders.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "services/documents/zip_guard.h"
#include "engine/gguf/gguf_writer.h"
#include "tests/fuzz/fuzz_fixtures.h"
#include "tests/fuzz/fuzz_support.h"

namespace synsema::fuzz {

namespace {
namespace fs = std::filesystem;
using kernels::DType;

std::string read_all(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read seed source " + path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::string as_string(const std::vector<uint8_t>& v) { return {v.begin(), v.end()}; }

std::vector<Seed> gguf_models() {
    return {
        {"tiny-llama-f32.gguf", as_string(tiny_model_bytes({}))},
        {"tiny-llama-q8_0.gguf", as_string(tiny_model_bytes({"llama", DType::Q8_0}))},
        {"tiny-llama-q4_0-tied.gguf", as_string(tiny_model_bytes({"llama", DType::Q4_0, false, true}))},
        {"tiny-qwen2-f16-bias.gguf", as_string(tiny_model_bytes({"qwen2", DType::F16, true}))},
    };
}

std::vector<Seed> gguf_metadata_files() {
    gguf::GgufWriter w;  // one value of every type, and a tensor of three types
    w.set_string("general.architecture", "llama");
    w.set_u32("general.alignment", 64);
    w.set_f32("llama.rope.freq_base", 10000.0f);
    w.set_bool("flag", true);
    w.set_array_strings("tokenizer.ggml.tokens", {"<unk>", "<s>", "</s>", "a"});
    w.set_array_f32("tokenizer.ggml.scores", std::vector<float>{0, 0, 0, -1});
    w.set_array_i32("tokenizer.ggml.token_type", std::vector<int32_t>{2, 3, 3, 1});
    w.add_tensor_from_f32("a.weight", DType::F32, {8, 2}, std::vector<float>(16, 0.5f));
    w.add_tensor_from_f32("b.weight", DType::F16, {8}, std::vector<float>(8, 1.0f));
    w.add_tensor("c.weight", DType::Q4_0, {32, 2}, std::vector<uint8_t>(36, 0x11));
    return {{"every-type.gguf", as_string(w.to_bytes())}};
}

std::vector<Seed> files_in(const std::string& dir, std::string_view extension, const std::string& prefix = {}) {
    std::vector<Seed> out;
    std::vector<fs::path> paths;
    for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == extension) paths.push_back(entry.path());
    if (paths.empty()) throw std::runtime_error("no " + std::string(extension) + " files in " + dir);
    std::sort(paths.begin(), paths.end());
    for (const auto& p : paths) out.push_back({p.filename().string(), prefix + read_all(p.string())});
    return out;
}

std::vector<Seed> tokenizer_texts() {
    // The llama.cpp test strings, each given to a different tokenizer (byte 0).
    const std::string inp = read_all(required_data("vocab/ggml-vocab-llama-spm.gguf.inp"));
    std::vector<Seed> out;
    size_t start = 0;
    for (int i = 0; start < inp.size(); ++i) {
        size_t sep = inp.find("\n__ggml_vocab_test__\n", start);
        if (sep == std::string::npos) sep = inp.size();
        out.push_back({"vocab-test-" + std::to_string(i), std::string(1, char(i)) + inp.substr(start, sep - start)});
        start = sep + 21;
    }
    out.push_back({"special", std::string(1, '\x02') + "<s>[INST] hi</s><|im_start|>user\n<|endoftext|>"});
    return out;
}

std::vector<Seed> chat_templates() {
    // Each template the repository tests against, then the messages (NUL-separated).
    const std::string messages("\0You are helpful.\0Hello\0Hi there\0Tell me {{ 7*7 }}", 50);
    auto seeds = files_in(std::string(SYNSEMA_FUZZ_SOURCE_DIR) + "/tests/data/chat_templates", ".jinja");
    for (auto& s : seeds) s.bytes += messages;
    seeds.push_back({"inline.jinja", "{% for m in messages %}{{ m.role|upper }}: {{ m.content|trim }}\n"
                                     "{% endfor %}{% if add_generation_prompt %}ASSISTANT:{% endif %}" + messages});
    return seeds;
}

std::vector<Seed> ollama_manifests() {
    const std::string zeros = "sha256:" + std::string(64, '0');
    const std::string manifest =
        "{\"schemaVersion\":2,\"config\":{\"mediaType\":\"application/vnd.docker.container.image.v1+json\","
        "\"digest\":\"" + zeros + "\",\"size\":1},\"layers\":["
        "{\"mediaType\":\"application/vnd.ollama.image.model\",\"digest\":\"" + zeros + "\",\"size\":4},"
        "{\"mediaType\":\"application/vnd.ollama.image.params\",\"digest\":\"" + zeros + "\",\"size\":2}]}";
    const std::string params = "{\"stop\":[\"<|im_end|>\"],\"temperature\":0.7,\"num_ctx\":4096}";
    return {
        {"library-model", "qwen2.5:0.5b\n" + manifest + std::string(1, '\0') + params},
        {"hosted-name", "hf.co/org/repo:Q4_K_M\n" + manifest + std::string(1, '\0') + "GGUF"},
        {"user-name", "user/model:tag\n{\"layers\":[]}"},
    };
}

std::vector<Seed> hf_refs() {
    return {
        {"tag", "fuzz/repo:Q4_K_M\n0123456789abcdef0123456789abcdef01234567\n"},
        {"file", "fuzz/repo/sub/repo-00001-of-00002.gguf\n" + std::string(40, 'f')},
        {"plain", "org/repo\n"},
    };
}

std::vector<Seed> docx_files() {
    using documents::ZipEntry;
    const QByteArray types = "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>";
    const QByteArray body =
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?><w:document xmlns:w=\"http://schemas.openxmlformats.org/"
        "wordprocessingml/2006/main\"><w:body><w:p><w:r><w:t>Patient: Wendeline Ashgrove</w:t></w:r><w:r>"
        "<w:t xml:space=\"preserve\"> SSN 401-23-9876</w:t></w:r></w:p><w:p><w:r><w:t>Seen 3/4/2024.</w:t>"
        "</w:r></w:p></w:body></w:document>";
    const QByteArray header = body;
    // The cleaning tables' cases: a field, a content control, a bookmark, a
    // drawing with alt text, VML WordArt, an image, a relationship, docVars.
    const QByteArray rich =
        "<w:document xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\" "
        "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\" "
        "xmlns:wp=\"http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing\" "
        "xmlns:a=\"http://schemas.openxmlformats.org/drawingml/2006/main\" xmlns:v=\"urn:schemas-microsoft-com:vml\"><w:body>"
        "<w:p><w:r><w:fldChar w:fldCharType=\"begin\"/></w:r><w:r><w:instrText> HYPERLINK \"mailto:a@b.c\" </w:instrText></w:r>"
        "<w:r><w:fldChar w:fldCharType=\"separate\"/></w:r><w:r><w:t>Ashgrove</w:t></w:r><w:r><w:fldChar w:fldCharType=\"end\"/></w:r></w:p>"
        "<w:sdt><w:sdtPr><w:alias w:val=\"Ashgrove\"/></w:sdtPr><w:sdtContent><w:p><w:bookmarkStart w:id=\"0\" w:name=\"b\"/>"
        "<w:r><w:drawing><wp:inline><wp:docPr id=\"1\" name=\"p\" descr=\"Ashgrove\"/><a:graphic><a:graphicData uri=\"u\">"
        "<a:blip r:embed=\"rId1\"/><a:t>Ashgrove</a:t></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>"
        "<w:r><w:pict><v:shape><v:textpath string=\"Ashgrove\"/></v:shape></w:pict></w:r></w:p></w:sdtContent></w:sdt>"
        "</w:body></w:document>";
    QImage image(3, 2, QImage::Format_RGB32);
    image.fill(Qt::red);
    image.setText("Author", "Ashgrove");
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    const QByteArray rels = "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
                            "<Relationship Id=\"rId1\" Type=\"t\" Target=\"media/image1.png\"/></Relationships>";
    const QByteArray settings = "<w:settings xmlns:w=\"http://schemas.openxmlformats.org/wordprocessingml/2006/main\">"
                                "<w:docVars><w:docVar w:name=\"n\" w:val=\"Ashgrove\"/></w:docVars></w:settings>";
    const auto zip = [](std::vector<ZipEntry> entries) { return documents::write_zip(entries).toStdString(); };
    return {
        {"minimal.docx", zip({{"[Content_Types].xml", types}, {"word/document.xml", body}})},
        {"with-header.docx", zip({{"[Content_Types].xml", types}, {"word/document.xml", body}, {"word/header1.xml", header}})},
        {"cleaning.docx", zip({{"[Content_Types].xml", types}, {"word/document.xml", rich}, {"word/_rels/document.xml.rels", rels},
                               {"word/media/image1.png", png}, {"word/settings.xml", settings}})},
    };
}

std::vector<Seed> pdf_files() {
    ensure_qt_application();
    std::vector<Seed> out;
    for (int pages : {1, 2}) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        {
            QPdfWriter writer(&buffer);
            QPainter painter(&writer);
            for (int p = 0; p < pages; ++p) {
                if (p > 0) writer.newPage();
                painter.drawText(100, 200, "Patient: Wendeline Ashgrove, SSN 401-23-9876, seen 3/4/2024.");
            }
        }
        out.push_back({"qt-" + std::to_string(pages) + "-page.pdf", bytes.toStdString()});
    }
    return out;
}

// Small scans: PNG and JPEG through Qt, a two-page bilevel TIFF (a fax's
// 200 x 100 dpi) through Leptonica.
std::vector<Seed> image_files() {
    ensure_qt_application();
    QImage page(160, 120, QImage::Format_RGB32);
    page.fill(Qt::white);
    {
        QPainter p(&page);
        p.drawText(10, 40, "Wendeline Ashgrove 3/4/2024");
    }
    std::vector<Seed> out;
    for (const char* format : {"png", "jpeg"}) {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        page.save(&buffer, format, 60);
        out.push_back({std::string("qt.") + format, bytes.toStdString()});
    }
    PIX* grey = pixCreate(160, 60, 8);
    pixSetAllArbitrary(grey, 255);
    pixRenderLine(grey, 10, 10, 150, 50, 3, L_SET_PIXELS);
    PIX* bilevel = pixConvertTo1(grey, 128);
    pixSetResolution(bilevel, 200, 100);
    l_uint8* data = nullptr;
    size_t size = 0;
    if (pixWriteMemTiff(&data, &size, bilevel, IFF_TIFF_G4) == 0) {
        out.push_back({"fax-g4.tif", std::string(reinterpret_cast<const char*>(data), size)});
        lept_free(data);
    }
    pixDestroy(&grey);
    pixDestroy(&bilevel);
    return out;
}

}  // namespace

std::vector<Seed> seeds_for(std::string_view target) {
    if (target == "gguf_reader") {
        auto seeds = gguf_models();
        for (auto& s : gguf_metadata_files()) seeds.push_back(std::move(s));
        return seeds;
    }
    if (target == "gguf_forward") return gguf_models();
    if (target == "arch") return files_in(arch_dir(), ".arch");
    if (target == "tokenizer") return tokenizer_texts();
    if (target == "chat_template") return chat_templates();
    if (target == "ollama_manifest") return ollama_manifests();
    if (target == "hf_ref") return hf_refs();
    if (target == "docx_import") return docx_files();
    if (target == "pdf_import") return pdf_files();
    if (target == "image_import") return image_files();
    if (target == "redact") {
        (void)required_data("eval/redaction/email-thread.txt");  // the dev set must be there
        auto seeds = files_in(test_data_dir() + "/eval/redaction", ".txt");
        // Records in other scripts and digits (Persian, Devanagari, CJK, Thai, Hebrew, Cyrillic): the
        // digit folding and the caseless-script rules.
        for (auto& seed : files_in(std::string(SYNSEMA_FUZZ_SOURCE_DIR) + "/tests/fuzz/seeds/redact", ".txt"))
            seeds.push_back(std::move(seed));
        return seeds;
    }
    throw std::runtime_error("no seeds for fuzz target " + std::string(target));
}

}  // namespace synsema::fuzz
