// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map/csv_table.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace arbiter {

std::optional<CsvTable> CsvTable::read(const QString &path, int columns, QString *error)
{
    return read(path, columns, 0, error);
}

std::optional<CsvTable> CsvTable::read(const QString &path, int columns, int optionalColumns, QString *error)
{
    CsvTable table;
    table.fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("MapLoader", "%1: cannot open: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    const QString text = QString::fromUtf8(file.readAll());
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        CsvRow row{i + 1, line.split(u',')};
        for (QString &field : row.fields)
            field = field.trimmed();
        const int found = int(row.fields.size());
        if (found < columns || found > columns + optionalColumns) {
            const QString expected = optionalColumns == 0
                                         ? QString::number(columns)
                                         : QCoreApplication::translate("MapLoader", "%1 to %2")
                                               .arg(columns)
                                               .arg(columns + optionalColumns);
            *error =
                QCoreApplication::translate("MapLoader", "%1: expected %2 comma-separated fields, found %3")
                    .arg(table.where(row), expected)
                    .arg(found);
            return std::nullopt;
        }
        while (row.fields.size() < columns + optionalColumns)
            row.fields.append(QString());
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace arbiter
