// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/rules_description.h"

#include <QCoreApplication>

namespace arbiter::document {

QString presetTitle(const QString &preset)
{
    if (preset == u"datc")
        return QCoreApplication::translate("Rules", "DATC preferences");
    if (preset == u"dptg")
        return QCoreApplication::translate("Rules", "DPTG");
    return QCoreApplication::translate("Rules", "%1 rulebook").arg(preset);
}

QString rulesTitle(const RuleSettings &rules)
{
    const QString exact = rules.matchingPreset();
    if (!exact.isEmpty())
        return presetTitle(exact);
    QString nearest;
    int fewest = ruleIssueCount + 1;
    for (const QString &name : RuleSettings::presetNames()) {
        RuleSettings preset;
        RuleSettings::preset(name, &preset);
        int differences = 0;
        for (int i = 0; i < ruleIssueCount; ++i)
            differences += preset.choice(RuleIssue(i)) != rules.choice(RuleIssue(i)) ? 1 : 0;
        if (differences < fewest) {
            fewest = differences;
            nearest = name;
        }
    }
    return QCoreApplication::translate("Rules", "%1, modified").arg(presetTitle(nearest));
}

QString drawModeTitle(DrawMode mode)
{
    return mode == DrawMode::Dias ? QCoreApplication::translate("Rules", "DIAS")
                                  : QCoreApplication::translate("Rules", "NoDIAS");
}

} // namespace arbiter::document
