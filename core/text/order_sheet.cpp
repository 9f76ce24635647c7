// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/order_sheet.h"

#include "text/excerpt.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

QString describeParseError(const ParseError &e)
{
    // Named so that lupdate reads the QT_TRANSLATE_NOOP inside, not a tr() call.
    auto translated = [](const char *text) { return QCoreApplication::translate("ParseError", text); };
    // The word quoted is at most a few dozen characters of it: a pasted line may be one word of thousands.
    const QString word = excerpt(e.word, 30);
    switch (e.kind) {
    case ParseErrorKind::Empty:
        return translated(QT_TRANSLATE_NOOP("ParseError", "the order is empty"));
    case ParseErrorKind::UnknownPower:
        return translated(QT_TRANSLATE_NOOP("ParseError", "unknown power '%1'")).arg(word);
    case ParseErrorKind::AmbiguousPower:
        return translated(QT_TRANSLATE_NOOP("ParseError", "'%1' could be more than one power")).arg(word);
    case ParseErrorKind::UnknownPlace:
        if (!e.suggestion.isEmpty())
            //: "unknown place 'Munchn' (Munich?)": a close name is suggested, never read in its place
            return translated(QT_TRANSLATE_NOOP("ParseError", "unknown place '%1' (%2?)"))
                .arg(word, e.suggestion);
        return translated(QT_TRANSLATE_NOOP("ParseError", "unknown place '%1'")).arg(word);
    case ParseErrorKind::AmbiguousPlace:
        return translated(QT_TRANSLATE_NOOP("ParseError", "'%1' could be more than one place")).arg(word);
    case ParseErrorKind::MissingUnit:
        return translated(QT_TRANSLATE_NOOP("ParseError", "a unit is missing"));
    case ParseErrorKind::MissingVerb:
        return translated(QT_TRANSLATE_NOOP("ParseError", "the order says nothing after the unit"));
    case ParseErrorKind::UnknownVerb:
        return translated(QT_TRANSLATE_NOOP("ParseError", "'%1' is not an order")).arg(word);
    case ParseErrorKind::MissingDestination:
        return translated(QT_TRANSLATE_NOOP("ParseError", "the destination is missing"));
    case ParseErrorKind::TrailingWords:
        return translated(QT_TRANSLATE_NOOP("ParseError", "unexpected '%1'")).arg(word);
    case ParseErrorKind::None:
        break;
    }
    return {};
}

QString describeSheetError(const SheetLine &line)
{
    if (line.part == 0)
        return describeParseError(line.parsed.error);
    //: "order 2 on the line: unknown place 'Moon'", when a line holds several orders separated by ';' or ','
    return QCoreApplication::translate("ParseError", "order %1 on the line: %2")
        .arg(line.part)
        .arg(describeParseError(line.parsed.error));
}

QString describeCorrection(const Map &map, const ParsedOrder &parsed)
{
    QStringList read;
    if (!parsed.misspelledPower.isEmpty() && parsed.order.power >= 0)
        read << QCoreApplication::translate("ParseError", "'%1' read as %2")
                    .arg(parsed.misspelledPower, map.powerName(parsed.order.power));
    for (const auto &[written, province] : parsed.misspelledPlaces)
        read << QCoreApplication::translate("ParseError", "'%1' read as %2")
                    .arg(written, map.provinceName(province));
    //: between two corrections of one order: "'Germnay' read as Germany; 'Burgandy' read as Burgundy"
    return read.join(QCoreApplication::translate("ParseError", "; "));
}

int powerHeader(const OrderParser &parser, const QString &line, QString *misspelled)
{
    QString head = line.trimmed();
    if (head.endsWith(u':'))
        head.chop(1);
    head = head.trimmed();
    if (misspelled)
        misspelled->clear();
    // One word only: "Turkey A con H" is an order, and a two-word misspelling would be guesswork.
    if (head.isEmpty() || head.contains(u' '))
        return -1;
    const int power = parser.matchPower(head);
    if (power >= 0 && misspelled && parser.map().findPower(head) < 0)
        *misspelled = head;
    return power;
}

QString withoutComment(const QString &line)
{
    const auto hash = line.indexOf(u'#');
    return (hash >= 0 ? line.left(hash) : line).trimmed();
}

namespace {

// Two different orders for one unit are both kept (the rule of 4.D.3 decides what they mean), but a slip
// copied twice is more often a typing mistake than a player's intent: the game master hears of it.
void warnAboutSecondOrders(const Map &map, OrderSheet &sheet)
{
    for (std::size_t k = 0; k < sheet.orders.size(); ++k) {
        const Order &order = sheet.orders[k].parsed.order;
        if (order.unit.location < 0)
            continue;
        const int province = map.location(order.unit.location).province;
        for (std::size_t j = 0; j < k; ++j) {
            const Order &earlier = sheet.orders[j].parsed.order;
            if (earlier.unit.location < 0 || map.location(earlier.unit.location).province != province ||
                earlier == order)
                continue;
            sheet.warnings.push_back(
                {sheet.orders[k].line,
                 QCoreApplication::translate("ParseError",
                                             "a second order for the unit in %1 (the first is on line %2): "
                                             "the rule for several orders to one unit (4.D.3) decides")
                     .arg(map.provinceName(province))
                     .arg(sheet.orders[j].line)});
            break;
        }
    }
    std::stable_sort(sheet.warnings.begin(), sheet.warnings.end(),
                     [](const SheetWarning &a, const SheetWarning &b) { return a.line < b.line; });
}

} // namespace

OrderSheet readOrderSheet(const Map &map, const QString &text, const Position *position)
{
    OrderSheet sheet;
    OrderParser parser(map);
    int power = -1;
    const QStringList lines = text.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = withoutComment(lines[i]);
        if (line.isEmpty())
            continue;
        // "England:" or "ENGLAND" alone starts that power's orders.
        QString misspelled;
        const int header = powerHeader(parser, line, &misspelled);
        if (header >= 0) {
            power = header;
            if (!misspelled.isEmpty())
                sheet.warnings.push_back({i + 1, QCoreApplication::translate("ParseError", "'%1' read as %2")
                                                     .arg(misspelled, map.powerName(header))});
            continue;
        }
        const std::vector<LinePart> parts = parser.parseLine(line, power);
        for (std::size_t k = 0; k < parts.size(); ++k) {
            SheetLine entry{i + 1, parts[k].text, parts[k].parsed, parts.size() > 1 ? int(k) + 1 : 0};
            const QString correction = describeCorrection(map, entry.parsed);
            if (!correction.isEmpty())
                sheet.warnings.push_back({i + 1, correction});
            if (entry.parsed.ok() && entry.parsed.order.power >= 0)
                power = entry.parsed.order.power; // "France: A par - bur" also heads the lines after it
            if (entry.parsed.ok() && entry.parsed.order.power < 0 && position &&
                entry.parsed.order.unit.location >= 0) {
                const int province = map.location(entry.parsed.order.unit.location).province;
                int unit = position->unitIn(map, province);
                if (unit >= 0) {
                    entry.parsed.order.power = position->units[std::size_t(unit)].power;
                } else if ((unit = position->dislodgedIn(map, province)) >= 0) {
                    entry.parsed.order.power = position->dislodged[std::size_t(unit)].unit.power;
                }
            }
            (entry.parsed.ok() ? sheet.orders : sheet.unreadable).push_back(std::move(entry));
        }
    }
    warnAboutSecondOrders(map, sheet);
    return sheet;
}

} // namespace arbiter
