#include "category_colors.h"

#include <QHash>

namespace synsema::ui {

QColor category_color(const QString& category) {
    // Fixed colours for the frequent groups; a stable hue for the rest, so a
    // category keeps its colour from run to run.
    static const QHash<QString, QColor> fixed = {
        {"PERSON", QColor(255, 205, 120)},  {"DATE", QColor(160, 210, 255)},     {"ADDRESS", QColor(190, 235, 160)},
        {"LOCATION", QColor(170, 225, 190)}, {"ZIP", QColor(200, 240, 200)},      {"ORGANIZATION", QColor(225, 200, 255)},
        {"PHONE", QColor(255, 180, 180)},    {"FAX", QColor(255, 195, 195)},      {"EMAIL", QColor(255, 170, 220)},
        {"SSN", QColor(255, 150, 150)},      {"MRN", QColor(240, 220, 150)},      {"AGE", QColor(210, 210, 255)},
    };
    if (auto it = fixed.find(category); it != fixed.end()) return *it;
    const int hue = int(qHash(category, 7u) % 360u);
    return QColor::fromHsl(hue, 170, 205);
}

}  // namespace synsema::ui
