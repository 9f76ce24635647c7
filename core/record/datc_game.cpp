// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/datc_game.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace arbiter {

namespace {

QString translated(const char *text)
{
    return QCoreApplication::translate("DatcGame", text);
}

} // namespace

const DatcCase *findDatcCase(const DatcFile &file, const QString &name)
{
    // Case names are written "6.E.15" in the files and typed "6.e.15" as often as not.
    const auto it = std::find_if(file.cases.begin(), file.cases.end(), [&name](const DatcCase &c) {
        return c.name.compare(name, Qt::CaseInsensitive) == 0;
    });
    return it == file.cases.end() ? nullptr : &*it;
}

DatcGame datcGame(std::shared_ptr<const Map> map, const DatcCase &testCase, DrawMode drawMode)
{
    DatcGame made;
    if (!testCase.errors.isEmpty()) {
        made.error = translated(QT_TRANSLATE_NOOP("DatcGame", "The case %1 cannot be read:\n%2"))
                         .arg(testCase.name, testCase.errors.join(u'\n'));
        return made;
    }
    Position start = datcStartPosition(*map, testCase);
    // A game never starts with a unit that cannot be on the board (4.E.6 a: removed as soon as found).
    made.removed = removeFlyingDutchmen(*map, &start);
    std::vector<EnteredOrder> orders;
    for (const DatcOrderLine &line : testCase.orders) {
        if (line.parsed.ok())
            orders.push_back({line.text, line.parsed.order});
    }
    made.unreadOrders = testCase.unreadable;
    Game &game = made.game.emplace(std::move(map), testCase.rules, drawMode, std::move(start));
    game.info().name = translated(QT_TRANSLATE_NOOP("DatcGame", "DATC %1")).arg(testCase.name);
    game.setOrders(game.current(), std::move(orders));
    return made;
}

DatcGame datcGame(std::shared_ptr<const Map> map, const DatcFile &file, const QString &name,
                  DrawMode drawMode)
{
    const DatcCase *found =
        name.isEmpty() ? (file.cases.empty() ? nullptr : &file.cases.front()) : findDatcCase(file, name);
    if (found)
        return datcGame(std::move(map), *found, drawMode);
    DatcGame missing;
    const QString fileName = QFileInfo(file.fileName).fileName();
    missing.error =
        name.isEmpty()
            ? translated(QT_TRANSLATE_NOOP("DatcGame", "%1 holds no test case that can be read."))
                  .arg(fileName)
            : translated(QT_TRANSLATE_NOOP("DatcGame", "%1 has no case named %2.")).arg(fileName, name);
    return missing;
}

} // namespace arbiter
