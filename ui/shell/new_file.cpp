#include "new_file.h"

#include <QDir>
#include <QFileInfo>
#include <QObject>

#include <string_view>

#include "engine/egress/egress_lock.h"
#include "engine/util/error.h"
#include "engine/util/new_file.h"

namespace synsema::ui {

QString folder_write_problem(const QString& folder) {
    if (egress::write_allowed(folder.toStdString())) return {};
    QStringList allowed;
    for (const auto& d : egress::lock_status().writable_dirs) allowed << QDir::toNativeSeparators(QString::fromStdString(d));
    return QObject::tr("Synsema cannot write in %1: while the network lock is on, this process may create files only in "
                       "these folders: %2. Choose a folder inside one of them.")
        .arg(QDir::toNativeSeparators(folder), allowed.join(", "));
}

QString save_new_file(const QString& path, const QByteArray& bytes) {
    if (const QString problem = folder_write_problem(QFileInfo(path).absolutePath()); !problem.isEmpty()) return problem;
    try {
        NewFileOptions options;
        options.no_clobber = true;  // the user typed this name: never a different one silently
        options.create_folder = false;  // a dialog names an existing folder
        write_new_file(path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size())), options);
        return {};
    } catch (const Error& e) {
        if (e.kind() == ErrorKind::Exists)
            return QObject::tr("%1 already exists. Synsema never replaces a file: choose a new name.")
                .arg(QDir::toNativeSeparators(path));
        return QString::fromUtf8(e.what());
    }
}

}  // namespace synsema::ui
