// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/phase_text.h"

#include <QCoreApplication>

namespace arbiter {

QString seasonName(const Phase &phase)
{
    switch (phase.season) {
    case Season::Spring:
        return QCoreApplication::translate("Phase", "Spring %1").arg(phase.year);
    case Season::Fall:
        return QCoreApplication::translate("Phase", "Fall %1").arg(phase.year);
    case Season::Winter:
        return QCoreApplication::translate("Phase", "Winter %1").arg(phase.year);
    }
    return QString::number(phase.year);
}

QString phaseKindName(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Movement:
        return QCoreApplication::translate("Phase", "Movement");
    case PhaseKind::Retreat:
        return QCoreApplication::translate("Phase", "Retreats");
    case PhaseKind::Adjustment:
        return QCoreApplication::translate("Phase", "Adjustments");
    }
    return {};
}

QString phaseName(const Phase &phase)
{
    //: A season with its year, then the kind of phase: "Spring 1901 Movement"
    return QCoreApplication::translate("Phase", "%1 %2").arg(seasonName(phase), phaseKindName(phase.kind));
}

QString phaseOrderKinds(PhaseKind kind)
{
    switch (kind) {
    case PhaseKind::Movement:
        return QCoreApplication::translate("Phase", "holds, moves, supports and convoys");
    case PhaseKind::Retreat:
        return QCoreApplication::translate("Phase", "retreats and disbands");
    case PhaseKind::Adjustment:
        return QCoreApplication::translate("Phase", "builds, removals and waives");
    }
    return {};
}

} // namespace arbiter
