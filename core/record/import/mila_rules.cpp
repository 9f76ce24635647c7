// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/mila_rules.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace arbiter {

namespace {

enum class Bearing : std::uint8_t
{
    None,        // nothing Arbiter judges or keeps, or what Arbiter does anyway
    DrawRule,    // the draw rule: the imported game votes under it
    Unsupported, // changes what is legal or how the game ends, and Arbiter has no such setting
};

struct MilaRule
{
    const char16_t *name;
    Bearing bearing;
};

// Every option the package documents. Press, deadlines and joining are how the game was run. NO_CHECK keeps
// invalid orders in the record, where they fail as in Arbiter; IGNORE_ERRORS drops them before the record;
// CIVIL_DISORDER and CD_DUMMIES default missing orders to holds, disbands and waives, as Arbiter does with no
// order; DONT_SKIP_PHASES records phases with nothing to order, which the reader takes either way;
// DIFFERENT_ADJUDICATION only lets the package's own validator accept one phase that its judge would not
// give, which the second opinion reports as it is.
constexpr std::array rules{
    MilaRule{u"POWER_CHOICE", Bearing::None},
    MilaRule{u"MULTIPLE_POWERS_PER_PLAYER", Bearing::None},
    MilaRule{u"NO_OBSERVATIONS", Bearing::None},
    MilaRule{u"SOLITAIRE", Bearing::None},
    MilaRule{u"START_MASTER", Bearing::None},
    MilaRule{u"NO_PRESS", Bearing::None},
    MilaRule{u"PUBLIC_PRESS", Bearing::None},
    MilaRule{u"NO_DEADLINE", Bearing::None},
    MilaRule{u"REAL_TIME", Bearing::None},
    MilaRule{u"ALWAYS_WAIT", Bearing::None},
    MilaRule{u"DONT_SKIP_PHASES", Bearing::None},
    MilaRule{u"IGNORE_ERRORS", Bearing::None},
    MilaRule{u"NO_CHECK", Bearing::None},
    MilaRule{u"CIVIL_DISORDER", Bearing::None},
    MilaRule{u"CD_DUMMIES", Bearing::None},
    MilaRule{u"DIFFERENT_ADJUDICATION", Bearing::None},
    MilaRule{u"PROPOSE_DIAS", Bearing::DrawRule},
    MilaRule{u"NO_DIAS", Bearing::DrawRule},
    MilaRule{u"BUILD_ANY", Bearing::Unsupported},
    MilaRule{u"HOLD_WIN", Bearing::Unsupported},
    MilaRule{u"SHARED_VICTORY", Bearing::Unsupported},
};

QString unsupportedReason(QStringView option)
{
    if (option == u"BUILD_ANY")
        return QCoreApplication::translate(
            "Import", "builds in any owned supply centre; on this map Arbiter builds only "
                      "in home centres, and judges other builds as illegal");
    if (option == u"HOLD_WIN")
        return QCoreApplication::translate(
            "Import", "a victory must be held two years running; Arbiter ends the game at the first");
    return QCoreApplication::translate(
        "Import", "powers reaching the victory count together share it; Arbiter has no shared victory");
}

} // namespace

void takeMilaRuleOption(QStringView option, RecordedGame *game)
{
    const QString name = option.trimmed().toString().toUpper();
    if (name.isEmpty())
        return;
    const auto rule = std::find_if(rules.begin(), rules.end(),
                                   [&name](const MilaRule &r) { return name == QStringView(r.name); });
    if (rule == rules.end()) {
        game->notRead << QCoreApplication::translate("Import",
                                                     "the rule option %1: not one the package documents")
                             .arg(name);
        return;
    }
    switch (rule->bearing) {
    case Bearing::None:
        if (!game->rulesWithoutBearing.contains(name))
            game->rulesWithoutBearing << name;
        return;
    case Bearing::DrawRule: {
        const DrawMode mode = name == u"NO_DIAS" ? DrawMode::NoDias : DrawMode::Dias;
        // Both draw rules named: the package forbids the pair, so the record cannot say which it played.
        if (game->drawMode && *game->drawMode != mode) {
            game->notRead << QCoreApplication::translate(
                "Import",
                "the rule options NO_DIAS and PROPOSE_DIAS together: the draws are voted under DIAS");
            game->drawMode = DrawMode::Dias;
            return;
        }
        game->drawMode = mode;
        return;
    }
    case Bearing::Unsupported:
        game->notRead << QCoreApplication::translate("Import", "the rule option %1 (%2)")
                             .arg(name, unsupportedReason(name));
        return;
    }
}

} // namespace arbiter
