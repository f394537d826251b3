#include "output_file.h"

#include <string_view>

#include "engine/util/new_file.h"

namespace synsema::services {

QString write_new_output(const QString& path, const QByteArray& bytes, bool no_clobber) {
    NewFileOptions options;
    options.no_clobber = no_clobber;
    return QString::fromStdString(
        write_new_file(path.toStdString(), std::string_view(bytes.constData(), size_t(bytes.size())), options));
}

}  // namespace synsema::services
