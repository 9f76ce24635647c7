// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "model/phase.h"

namespace arbiter {

QString Phase::code() const
{
    static constexpr char16_t seasons[] = u"SFW";
    static constexpr char16_t kinds[] = u"MRA";
    return QString(QChar(seasons[int(season)])) + QString::number(year) + QChar(kinds[int(kind)]);
}

bool Phase::fromCode(QStringView code, Phase *phase)
{
    if (code.size() < 3)
        return false;
    Phase p;
    const QChar s = code.front().toUpper();
    const QChar k = code.back().toUpper();
    if (s == u'S')
        p.season = Season::Spring;
    else if (s == u'F')
        p.season = Season::Fall;
    else if (s == u'W')
        p.season = Season::Winter;
    else
        return false;
    if (k == u'M')
        p.kind = PhaseKind::Movement;
    else if (k == u'R')
        p.kind = PhaseKind::Retreat;
    else if (k == u'A')
        p.kind = PhaseKind::Adjustment;
    else
        return false;
    if ((p.season == Season::Winter) != (p.kind == PhaseKind::Adjustment))
        return false;
    bool ok = false;
    p.year = code.mid(1, code.size() - 2).toInt(&ok);
    if (!ok || p.year < Phase::firstYear || p.year > Phase::lastYear)
        return false;
    *phase = p;
    return true;
}

Phase Phase::next() const
{
    switch (kind) {
    case PhaseKind::Movement:
        return {season, year, PhaseKind::Retreat};
    case PhaseKind::Retreat:
        return season == Season::Spring ? Phase{Season::Fall, year, PhaseKind::Movement}
                                        : Phase{Season::Winter, year, PhaseKind::Adjustment};
    case PhaseKind::Adjustment:
        break;
    }
    return {Season::Spring, year + 1, PhaseKind::Movement};
}

} // namespace arbiter
