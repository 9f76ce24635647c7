// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map/csv_table.h"

#include <QFile>
#include <QFileInfo>

namespace arbiter {

std::optional<CsvTable> CsvTable::read(const QString &path, int columns, QString *error)
{
    CsvTable table;
    table.fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1: cannot open: %2").arg(path, file.errorString());
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
        if (row.fields.size() != columns) {
            *error = QStringLiteral("%1: expected %2 comma-separated fields, found %3")
                         .arg(table.where(row))
                         .arg(columns)
                         .arg(row.fields.size());
            return std::nullopt;
        }
        table.rows.push_back(std::move(row));
    }
    return table;
}

} // namespace arbiter
