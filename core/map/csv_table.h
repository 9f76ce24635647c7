// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace arbiter {

// One data row of a map table with the line it came from, so that errors can name it.
struct CsvRow
{
    int line = 0;
    QStringList fields;
};

// The map tables are plain comma-separated text: '#' starts a comment line, blank lines are skipped,
// fields are trimmed and never quoted.
struct CsvTable
{
    QString fileName;
    std::vector<CsvRow> rows;

    static std::optional<CsvTable> read(const QString &path, int columns, QString *error);
    // A table whose rows may also have up to `optionalColumns` more fields; missing ones read as empty, so
    // every row has columns + optionalColumns fields.
    static std::optional<CsvTable> read(const QString &path, int columns, int optionalColumns,
                                        QString *error);
    QString where(const CsvRow &row) const { return fileName + u':' + QString::number(row.line); }
};

} // namespace arbiter
