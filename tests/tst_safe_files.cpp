// engine/util/input_file.h and new_file.h, the two doors every user file goes
// through: inputs are regular files opened once (a named link resolved, a
// FIFO, device, socket or folder refused at once, never blocking), and
// outputs are new files that never replace a file, a link or an input.
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstring>

#include "engine/gguf/gguf_file.h"
#include "engine/util/error.h"
#include "engine/util/input_file.h"
#include "engine/util/new_file.h"

using namespace synsema;

namespace {

void write(const QString& path, const QByteArray& bytes) {
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray read(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The error of `fn`, or "" when it did not throw.
template <typename Fn>
std::pair<ErrorKind, QString> error_of(Fn fn) {
    try {
        fn();
    } catch (const Error& e) {
        return {e.kind(), QString::fromUtf8(e.what())};
    }
    return {ErrorKind::Invalid, QString()};
}

}  // namespace

class SafeFiles : public QObject {
    Q_OBJECT
private slots:
    void regular_file_is_read_whole() {
        QTemporaryDir dir;
        write(dir.filePath("a.txt"), "hello");
        const InputFile in = open_input(dir.filePath("a.txt").toStdString());
        QVERIFY(!in.named_link);
        QCOMPARE(in.identity.size, uint64_t(5));
        QCOMPARE(QString::fromStdString(read_input_bytes(in, 100)), QString("hello"));
        const auto [kind, message] = error_of([&] { read_input_bytes(in, 4); });
        QCOMPARE(kind, ErrorKind::Limit);
        QVERIFY(message.contains("a.txt"));
    }

    void special_files_are_refused_without_blocking_data() {
        QTest::addColumn<QString>("kind");
        QTest::newRow("fifo") << "FIFO";
        QTest::newRow("folder") << "folder";
        QTest::newRow("device") << "character device";
        QTest::newRow("socket") << "socket";
        QTest::newRow("link to a fifo") << "FIFO";
    }
    void special_files_are_refused_without_blocking() {
        QFETCH(QString, kind);
        QTemporaryDir dir;
        QString path = dir.filePath("special");
        const QByteArray local = path.toLocal8Bit();
        const QString tag = QTest::currentDataTag();
        if (tag == "fifo" || tag == "link to a fifo") QVERIFY(::mkfifo(local.constData(), 0600) == 0);
        if (tag == "folder") QVERIFY(QDir().mkpath(path));
        if (tag == "device") path = "/dev/zero";
        // A socket's file, made as the file system node it is (no socket needed).
        if (tag == "socket") QVERIFY(::mknod(local.constData(), S_IFSOCK | 0600, 0) == 0);
        if (tag == "link to a fifo") {
            QVERIFY(QFile::link(path, dir.filePath("link")));
            path = dir.filePath("link");
        }
        const auto start = std::chrono::steady_clock::now();
        const auto [error_kind, message] = error_of([&] { open_input(path.toStdString()); });
        QVERIFY(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
        QCOMPARE(error_kind, ErrorKind::Unsupported);
        QVERIFY2(message.contains(path) && message.contains(kind) && message.contains("not a regular file"),
                 qPrintable(message));
        // A model file gets the same answer, in the GGUF reader's words.
        const auto [gguf_kind, gguf_message] = error_of([&] { gguf::GgufFile::open(path.toStdString()); });
        QVERIFY2(gguf_message.contains(kind), qPrintable(gguf_message));
    }

    void named_link_is_resolved() {
        QTemporaryDir dir, other;
        write(other.filePath("real.txt"), "x");
        QVERIFY(QFile::link(other.filePath("real.txt"), dir.filePath("named.txt")));
        const InputFile in = open_input(dir.filePath("named.txt").toStdString());
        QVERIFY(in.named_link);
        QCOMPARE(QString::fromStdString(in.real_path), QFileInfo(other.filePath("real.txt")).canonicalFilePath());
        QCOMPARE(QString::fromStdString(in.named_path), dir.filePath("named.txt"));
        const auto [kind, message] = error_of([&] {
            QVERIFY(QFile::link(dir.filePath("missing"), dir.filePath("dangling")));
            open_input(dir.filePath("dangling").toStdString());
        });
        QCOMPARE(kind, ErrorKind::Io);
        QVERIFY(message.contains("dangling"));
    }

    void numbered_names() {
        QCOMPARE(numbered_name("a.redacted.txt", 1), std::string("a.redacted.txt"));
        QCOMPARE(numbered_name("a.redacted.txt", 2), std::string("a.redacted (2).txt"));
        QCOMPARE(numbered_name("README", 3), std::string("README (3)"));
        QCOMPARE(numbered_name(".hidden", 2), std::string(".hidden (2)"));
    }

    void new_files_never_replace_anything() {
        QTemporaryDir dir;
        const QString path = dir.filePath("out.json");
        write(path, "mine");
        // An existing file, a link to a file, and a dangling link all hold their names.
        QVERIFY(QFile::link(path, dir.filePath("out (2).json")));
        QVERIFY(QFile::link(dir.filePath("nowhere"), dir.filePath("out (3).json")));
        const std::string written = write_new_file(path.toStdString(), "new");
        QCOMPARE(QString::fromStdString(written), dir.filePath("out (4).json"));
        QCOMPARE(read(path), QByteArray("mine"));
        QVERIFY(!QFileInfo::exists(dir.filePath("nowhere")));
        QCOMPARE(read(dir.filePath("out (4).json")), QByteArray("new"));
        // No temporary file is left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::System).size(), 4);
    }

    void no_clobber_names_the_input() {
        QTemporaryDir dir;
        const QString input = dir.filePath("a.redacted.txt");
        write(input, "an input");
        NewFileOptions options;
        options.no_clobber = true;
        options.inputs.push_back(*identity_of_path(input.toStdString()));
        const auto [kind, message] = error_of([&] { write_new_file(input.toStdString(), "x", options); });
        QCOMPARE(kind, ErrorKind::Exists);
        QVERIFY2(message.contains("input of this run") && message.contains("a.redacted.txt"), qPrintable(message));
        QCOMPARE(read(input), QByteArray("an input"));
    }

    void a_set_of_names_moves_together() {
        QTemporaryDir dir;
        write(dir.filePath("a.audit.csv"), "taken");
        const OutputFolder folder(dir.path().toStdString());
        const auto names = folder.free_names({"a.redacted.txt", "a.audit.json", "a.audit.csv"});
        QCOMPARE(names, (std::vector<std::string>{"a.redacted (2).txt", "a.audit (2).json", "a.audit (2).csv"}));
        QVERIFY_THROWS_EXCEPTION(Error, folder.free_names({"../escape.txt"}));
        // Written exclusively: a name taken since it was picked is an error, not a replacement.
        write(dir.filePath(QString::fromStdString(names[0])), "raced");
        const auto [kind, message] = error_of([&] { folder.write_new(names[0], "mine"); });
        QCOMPARE(kind, ErrorKind::Exists);
        QCOMPARE(read(dir.filePath(QString::fromStdString(names[0]))), QByteArray("raced"));
    }

    void output_folder_that_is_a_link_is_refused() {
        QTemporaryDir dir, elsewhere;
        QVERIFY(QFile::link(elsewhere.path(), dir.filePath("out")));
        const auto [kind, message] = error_of([&] { OutputFolder folder(dir.filePath("out").toStdString()); });
        QCOMPARE(kind, ErrorKind::Io);
        QVERIFY2(message.contains("symbolic link"), qPrintable(message));
        const auto [kind2, message2] = error_of([&] { OutputFolder folder(dir.filePath("out/").toStdString()); });
        QCOMPARE(kind2, ErrorKind::Io);  // a trailing slash does not make it followed
    }

    void messages_are_cut_at_a_character() {
        const std::string text = std::string(499, 'a') + "é" + std::string(1000, 'b');
        const std::string cut = cut_for_message(text, 500);
        QVERIFY(cut.rfind(std::string(499, 'a') + "… (", 0) == 0);  // é would straddle the limit: cut before it
        QVERIFY(cut.find("1002 more bytes") != std::string::npos);
        QCOMPARE(cut_for_message("short", 500), std::string("short"));
    }
};

QTEST_MAIN(SafeFiles)
#include "tst_safe_files.moc"
