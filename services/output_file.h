// One output file from the CLI or a GUI page (a judge CSV, a plot, an
// attestation report, a preset): written as a new file through
// engine/util/new_file.h, never over an existing file, a link or an input.
#pragma once
#include <QByteArray>
#include <QString>

namespace synsema::services {

// Returns the path written: `path`, or "NAME (2).EXT"… when `path` was
// taken. With no_clobber a taken name throws Error(Exists) naming it.
QString write_new_output(const QString& path, const QByteArray& bytes, bool no_clobber = false);

}  // namespace synsema::services
