// Reading a ZIP (DOCX) with zip-bomb protection: caps on the entry count,
// each entry's and the total uncompressed size, and the compression ratio,
// checked on the declared sizes and again on the bytes actually inflated.
#pragma once
#include <QByteArray>
#include <QString>

#include <vector>

namespace synsema::documents {

struct ZipLimits {
    int max_entries = 10000;
    qint64 max_entry_bytes = 64LL * 1024 * 1024;
    qint64 max_total_bytes = 256LL * 1024 * 1024;
    double max_ratio = 200.0;        // uncompressed : compressed
    qint64 ratio_floor = 64 * 1024;  // the ratio cap applies above this size
};

struct ZipEntry {
    QString name;
    QByteArray data;
};

// The largest DOCX file read (the uncompressed total is capped by ZipLimits).
inline constexpr qint64 kMaxZipFileBytes = 256LL * 1024 * 1024;

// Throws synsema::Error: Format (not a zip, damaged, duplicate or unsafe
// names), Limit (a cap exceeded). Directories are skipped.
// `bytes` is the file as read (documents::read_input); `path` names it in errors.
std::vector<ZipEntry> read_zip_guarded(const QByteArray& bytes, const QString& path, const ZipLimits& limits = {});
// Reads the file as an input (documents::read_input, kMaxZipFileBytes), then as above.
std::vector<ZipEntry> read_zip_guarded(const QString& path, const ZipLimits& limits = {});

// Writes entries as a new ZIP (deflated) into bytes.
QByteArray write_zip(const std::vector<ZipEntry>& entries);

}  // namespace synsema::documents
