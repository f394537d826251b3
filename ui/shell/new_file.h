// Saving from a dialog: the file is new (engine/util/new_file.h), so the
// dialogs do not offer to replace one (kNewFileDialogOptions) and a taken
// name, a link or a folder the egress lock keeps this process out of gets a
// message that says what to do.
#pragma once
#include <QByteArray>
#include <QFileDialog>
#include <QString>

namespace synsema::ui {

// For QFileDialog::getSaveFileName: no "replace?" question, since nothing is replaced.
inline constexpr QFileDialog::Options kNewFileDialogOptions = QFileDialog::DontConfirmOverwrite;

// "" when `folder` can hold outputs under the egress lock, else a message
// naming the folders that can.
QString folder_write_problem(const QString& folder);

// Writes `bytes` as the new file `path`; returns "" or the message to show.
QString save_new_file(const QString& path, const QByteArray& bytes);

}  // namespace synsema::ui
