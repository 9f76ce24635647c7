// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/results_report.h"

#include "document/order_description.h"
#include "document/phase_names.h"
#include "judge/retreat_adjudicator.h"
#include "text/order_formatter.h"

#include <QCoreApplication>

namespace arbiter::document {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ResultsReport", text);
}

QString statusWord(OrderStatus status)
{
    switch (status) {
    case OrderStatus::Succeeded:
        return tr("succeeded");
    case OrderStatus::Failed:
        return tr("FAILED");
    case OrderStatus::Invalid:
        return tr("ILLEGAL, ignored");
    }
    return {};
}

} // namespace

QString resultsReport(const Game &game, int phase)
{
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(phase);
    const Position &before = e.position;
    QString out;
    out += tr("%1: results").arg(phaseName(before.phase)) + u'\n';
    out += QString(out.size() - 1, u'=') + u'\n';
    if (!e.adjudicated) {
        out += tr("Not adjudicated yet.") + u'\n';
        return out;
    }
    int width = 0;
    for (const EnteredOrder &o : e.orders)
        width = std::max(width, int(formatOrder(map, o.order).size()));
    for (int p = 0; p < map.powerCount(); ++p) {
        QStringList lines;
        for (std::size_t i = 0; i < e.orders.size(); ++i) {
            const EnteredOrder &o = e.orders[i];
            if (o.order.power != p)
                continue;
            const OrderResult &r = i < e.results.size() ? e.results[i] : OrderResult{};
            QString line = QStringLiteral("  ") + formatOrder(map, o.order).leftJustified(width + 2);
            line += statusWord(r.status);
            if (r.status != OrderStatus::Succeeded || r.reason == OrderReason::Dislodged)
                line += QStringLiteral(": ") + resultText(map, before, r);
            lines << line;
        }
        if (before.phase.kind == PhaseKind::Movement) {
            for (const Unit &u : before.units) {
                if (u.power != p)
                    continue;
                const int province = map.location(u.location).province;
                bool ordered = false;
                for (const EnteredOrder &o : e.orders) {
                    ordered = ordered || (o.order.unit.location >= 0 && o.order.power == p
                                          && map.location(o.order.unit.location).province == province);
                }
                if (!ordered)
                    lines << QStringLiteral("  ") + (shortUnit(map, u) + QStringLiteral(" H")).leftJustified(width + 2)
                                 + tr("no order: holds");
            }
        }
        if (!lines.isEmpty()) {
            out += u'\n' + map.power(p).name + u'\n';
            out += lines.join(u'\n') + u'\n';
        }
    }
    const Position &after = e.after;
    if (!after.dislodged.empty()) {
        out += u'\n' + tr("Dislodged:") + u'\n';
        for (int d = 0; d < int(after.dislodged.size()); ++d) {
            const Unit &u = after.dislodged[std::size_t(d)].unit;
            QStringList options;
            for (int loc : retreatOptions(map, game.rules(), after, d))
                options << map.location(loc).id;
            out += QStringLiteral("  ") + map.power(u.power).adjective + u' ' + shortUnit(map, u) + QStringLiteral(": ")
                   + (options.isEmpty() ? tr("no retreat, must disband")
                                        : tr("may retreat to %1 or disband").arg(options.join(QStringLiteral(", "))))
                   + u'\n';
        }
    }
    QStringList changes;
    for (int p = 0; p < map.provinceCount(); ++p) {
        const int was = before.owner.empty() ? -1 : before.owner[std::size_t(p)];
        const int now = after.owner.empty() ? -1 : after.owner[std::size_t(p)];
        if (was != now && now >= 0)
            changes << tr("%1 takes %2").arg(map.power(now).name, map.province(p).name);
    }
    if (!changes.isEmpty()) {
        out += u'\n' + tr("Supply centres:") + u'\n';
        for (const QString &c : changes)
            out += QStringLiteral("  ") + c + u'\n';
        QStringList counts;
        for (int p = 0; p < map.powerCount(); ++p)
            counts << QStringLiteral("%1 %2").arg(map.power(p).name).arg(after.centreCount(p));
        out += QStringLiteral("  ") + counts.join(QStringLiteral(", ")) + u'\n';
    }
    for (const Phase &s : e.skipped)
        out += u'\n' + tr("%1 skipped: nothing to do.").arg(phaseName(s)) + u'\n';
    if (e.end.kind == GameEndKind::Victory) {
        for (int p = 0; p < map.powerCount(); ++p) {
            if (e.end.powers & (PowerSet(1) << p))
                out += u'\n' + tr("%1 wins the game.").arg(map.power(p).name) + u'\n';
        }
    } else if (e.end.kind != GameEndKind::Victory) {
        out += u'\n' + tr("Next: %1").arg(phaseName(after.phase)) + u'\n';
    }
    return out;
}

} // namespace arbiter::document
