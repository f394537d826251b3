#include "services/documents/zip_guard.h"

#include <QBuffer>
#include <QSet>

#include <quazip.h>
#include <quazipfile.h>
#include <quazipfileinfo.h>
#include <quazipnewinfo.h>

#include "services/documents/document.h"
#include "engine/util/error.h"

namespace synsema::documents {

namespace {
[[noreturn]] void fail(ErrorKind kind, const QString& path, const QString& what) {
    throw Error(kind, (path + ": " + what).toStdString());
}
}  // namespace

std::vector<ZipEntry> read_zip_guarded(const QString& path, const ZipLimits& limits) {
    return read_zip_guarded(read_input(path, kMaxZipFileBytes), path, limits);
}

std::vector<ZipEntry> read_zip_guarded(const QByteArray& bytes, const QString& path, const ZipLimits& limits) {
    QBuffer device;
    device.setData(bytes);  // shares the bytes; nothing is written to them
    QuaZip zip(&device);
    if (!zip.open(QuaZip::mdUnzip)) fail(ErrorKind::Format, path, "not a ZIP/DOCX file or damaged");
    // Step 1: the central directory's entry count, before touching any entry.
    int count = zip.getEntriesCount();
    if (count < 0) fail(ErrorKind::Format, path, "damaged ZIP directory");
    if (count > limits.max_entries)
        fail(ErrorKind::Limit, path, QString("zip bomb suspected: %1 entries (limit %2)").arg(count).arg(limits.max_entries));
    std::vector<ZipEntry> entries;
    QSet<QString> names;
    qint64 total = 0;
    for (bool more = zip.goToFirstFile(); more; more = zip.goToNextFile()) {
        QuaZipFileInfo64 info;
        if (!zip.getCurrentFileInfo(&info)) fail(ErrorKind::Format, path, "damaged ZIP entry");
        if (info.name.endsWith('/')) continue;
        if (info.name.startsWith('/') || info.name.contains("..") || info.name.contains('\\'))
            fail(ErrorKind::Format, path, "unsafe entry name " + info.name);
        if (names.contains(info.name)) fail(ErrorKind::Format, path, "duplicate entry " + info.name);
        names.insert(info.name);
        if (static_cast<int>(entries.size()) >= limits.max_entries)
            fail(ErrorKind::Limit, path, "zip bomb suspected: too many entries");
        // Step 2: declared sizes and ratio.
        qint64 declared = static_cast<qint64>(info.uncompressedSize);
        qint64 packed = static_cast<qint64>(info.compressedSize);
        if (declared < 0 || declared > limits.max_entry_bytes)
            fail(ErrorKind::Limit, path, "zip bomb suspected: entry " + info.name + " declares more than the per-entry cap");
        if (total + declared > limits.max_total_bytes)
            fail(ErrorKind::Limit, path, "zip bomb suspected: total uncompressed size over the cap");
        if (declared > limits.ratio_floor && (packed <= 0 || double(declared) / double(packed) > limits.max_ratio))
            fail(ErrorKind::Limit, path, "zip bomb suspected: entry " + info.name + " has a compression ratio over the cap");
        // Step 3: inflate, counting real bytes; never trust the declared size.
        QuaZipFile file(&zip);
        if (!file.open(QIODevice::ReadOnly)) fail(ErrorKind::Format, path, "cannot read entry " + info.name);
        ZipEntry entry{info.name, {}};
        char buffer[65536];
        while (true) {
            qint64 n = file.read(buffer, sizeof buffer);
            if (n < 0) fail(ErrorKind::Format, path, "damaged data in entry " + info.name);
            if (n == 0) break;
            entry.data.append(buffer, n);
            total += n;
            if (entry.data.size() > declared || entry.data.size() > limits.max_entry_bytes)
                fail(ErrorKind::Limit, path, "zip bomb suspected: entry " + info.name + " inflates past its declared size");
            if (total > limits.max_total_bytes)
                fail(ErrorKind::Limit, path, "zip bomb suspected: total inflated size over the cap");
            if (entry.data.size() > limits.ratio_floor && double(entry.data.size()) / double(std::max<qint64>(packed, 1)) > limits.max_ratio)
                fail(ErrorKind::Limit, path, "zip bomb suspected: entry " + info.name + " inflates past the ratio cap");
        }
        file.close();
        if (file.getZipError() != UNZ_OK) fail(ErrorKind::Format, path, "CRC or data error in entry " + info.name);
        entries.push_back(std::move(entry));
    }
    if (zip.getZipError() != UNZ_OK) fail(ErrorKind::Format, path, "damaged ZIP file");
    return entries;
}

QByteArray write_zip(const std::vector<ZipEntry>& entries) {
    QBuffer buffer;
    buffer.open(QIODevice::ReadWrite);
    {
        QuaZip zip(&buffer);
        if (!zip.open(QuaZip::mdCreate)) throw Error(ErrorKind::Io, "cannot create a ZIP in memory");
        for (const auto& e : entries) {
            QuaZipFile out(&zip);
            QuaZipNewInfo info(e.name);
            info.dateTime = QDateTime(QDate(1980, 1, 1), QTime(0, 0));  // no timestamps of the original
            if (!out.open(QIODevice::WriteOnly, info) || out.write(e.data) != e.data.size())
                throw Error(ErrorKind::Io, "cannot write ZIP entry " + e.name.toStdString());
            out.close();
        }
        zip.close();
    }
    return buffer.data();
}

}  // namespace synsema::documents
