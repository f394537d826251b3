// One highlight colour per identifier category, the same in the text view,
// the span table and the legend. Light enough to read black text on.
#pragma once
#include <QColor>
#include <QString>

namespace synsema::ui {

QColor category_color(const QString& category);

}  // namespace synsema::ui
