// Finding rows of the models browser in GUI tests.
#pragma once
#include <QAbstractItemModel>
#include <QString>

#include "ui/models/model_list_model.h"

namespace synsema::test {

// The browser row whose Name column is `name` (in a model or a proxy), or an invalid index.
inline QModelIndex row_named(const QAbstractItemModel& model, const QString& name) {
    for (int r = 0; r < model.rowCount(); ++r)
        if (model.index(r, ui::ModelListModel::Name).data().toString() == name) return model.index(r, 0);
    return {};
}

}  // namespace synsema::test
