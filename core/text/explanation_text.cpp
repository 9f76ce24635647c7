// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/explanation_text.h"

#include "text/reason_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace arbiter {

namespace {

// A text marked with QT_TRANSLATE_NOOP("Explanation", ...), translated.
QString translated(const char *text)
{
    return QCoreApplication::translate("Explanation", text);
}

// Between the strengths of one sentence: "hold 0: bur is empty; prevent 1: A ven" (French spaces it).
QString strengthSeparator()
{
    return QCoreApplication::translate("Explanation", "; ");
}

// "A", "A and B", "A, B and C"
QString listOf(const QStringList &items)
{
    if (items.size() <= 1)
        return items.value(0);
    return QCoreApplication::translate("Explanation", "%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

const char *kindName(StrengthKind kind)
{
    switch (kind) {
    case StrengthKind::Attack:
        return QT_TRANSLATE_NOOP("Explanation", "attack %1");
    case StrengthKind::Hold:
        return QT_TRANSLATE_NOOP("Explanation", "hold %1");
    case StrengthKind::Defend:
        return QT_TRANSLATE_NOOP("Explanation", "defend %1");
    case StrengthKind::Prevent:
        return QT_TRANSLATE_NOOP("Explanation", "prevent %1");
    }
    return "";
}

const char *limitText(StrengthLimit limit)
{
    switch (limit) {
    case StrengthLimit::None:
    case StrengthLimit::EmptyProvince:
        return nullptr;
    case StrengthLimit::LeftProvince:
        return QT_TRANSLATE_NOOP("Explanation", "it moved away");
    case StrengthLimit::MoveFailed:
        return QT_TRANSLATE_NOOP("Explanation", "its move failed, so it holds alone");
    case StrengthLimit::NoRoute:
        return QT_TRANSLATE_NOOP("Explanation", "no convoy route");
    case StrengthLimit::OwnUnit:
        return QT_TRANSLATE_NOOP("Explanation", "a unit of its own power is there");
    case StrengthLimit::LostHeadToHead:
        return QT_TRANSLATE_NOOP("Explanation", "it lost its head-to-head battle");
    case StrengthLimit::DislodgedFromTarget:
        return QT_TRANSLATE_NOOP("Explanation", "dislodged by a unit from where it was going, 4.A.7");
    }
    return nullptr;
}

QString ruleChoiceText(RuleIssue issue, char choice)
{
    const RuleIssueInfo &info = ruleIssueInfo(issue);
    const int index = choice - 'a';
    const char *text = index >= 0 && index < info.choiceCount() ? info.choices[std::size_t(index)] : "";
    return QCoreApplication::translate("Explanation", "rule %1 %2: %3")
        .arg(QLatin1StringView(info.number), QString(QChar::fromLatin1(choice)),
             QCoreApplication::translate("RuleChoice", text));
}

QString notCounted(const ExplanationNames &names, const SupportNote &s)
{
    const QString who = names.unit(s.supporter);
    switch (s.fate) {
    case SupportFate::Counted:
        return who;
    case SupportFate::Cut:
        return s.by >= 0
                   ? QCoreApplication::translate("Explanation", "%1, cut by %2").arg(who, names.unit(s.by))
                   : QCoreApplication::translate("Explanation", "%1, cut").arg(who);
    case SupportFate::Dislodged:
        return QCoreApplication::translate("Explanation", "%1, dislodged by %2").arg(who, names.unit(s.by));
    case SupportFate::DefenderPower:
        return QCoreApplication::translate("Explanation", "%1, of the power attacked").arg(who);
    case SupportFate::NotMatched:
        return QCoreApplication::translate("Explanation",
                                           "%1, void: the supported unit was ordered otherwise")
            .arg(who);
    case SupportFate::Illegal:
        return QCoreApplication::translate("Explanation", "%1, illegal: %2")
            .arg(who, reasonSentence(s.reason));
    }
    return who;
}

QString unitOrPlace(const ExplanationNames &names, const Strength &s)
{
    return s.unit >= 0 ? names.unit(s.unit) : names.location(s.province);
}

// The strongest opposition: the one the result names when it is among the strongest, else the first of
// equals (the hold or defence before the rivals).
const Strength *strongest(const std::vector<Strength> &opposition, int namedByResult)
{
    const Strength *best = nullptr;
    for (const Strength &s : opposition) {
        if (!best || s.value > best->value ||
            (s.value == best->value && s.unit >= 0 && s.unit == namedByResult))
            best = &s;
    }
    return best;
}

QString shortStrength(const ExplanationNames &names, const Strength &s)
{
    return QCoreApplication::translate("Explanation", "%1 of %2")
        .arg(translated(kindName(s.kind)).arg(s.value), unitOrPlace(names, s));
}

void explainMove(const ExplanationNames &names, const OrderExplanation &e, QStringList *lines)
{
    QStringList against;
    for (const Strength &s : e.opposition)
        against << strengthText(names, s);
    *lines << QCoreApplication::translate("Explanation", "%1; against %2")
                  .arg(strengthText(names, e.attack), against.join(strengthSeparator()));
    if (e.headToHead >= 0)
        *lines
            << QCoreApplication::translate(
                   "Explanation",
                   "A head-to-head battle with %1: it defends with its own strength, not its hold (5.B.6).")
                   .arg(names.unit(e.headToHead));
    const ConvoyRoute &c = e.convoy;
    if (c.walked && !c.fleets.empty()) {
        *lines << QCoreApplication::translate("Explanation",
                                              "It went over land: no convoy route carried it (4.A.3).");
    } else if (c.convoyed) {
        QStringList fleets;
        for (int f : c.fleets)
            fleets << names.unit(f);
        if (c.fleets.empty())
            *lines << QCoreApplication::translate("Explanation", "No fleet was ordered to convoy it.");
        else if (c.routeExists)
            *lines << QCoreApplication::translate("Explanation", "Convoyed by %1.").arg(listOf(fleets));
        for (std::size_t i = 0; i < c.broken.size(); ++i) {
            if (c.brokenBy[i] >= 0)
                *lines << QCoreApplication::translate("Explanation",
                                                      "The convoy route was broken: %1 was dislodged by %2.")
                              .arg(names.unit(c.broken[i]), names.unit(c.brokenBy[i]));
            else
                *lines << QCoreApplication::translate(
                              "Explanation", "The convoy route was broken: %1 was held by the paradox rule.")
                              .arg(names.unit(c.broken[i]));
        }
        if (!c.routeExists && !c.fleets.empty() && c.broken.empty())
            *lines << QCoreApplication::translate("Explanation",
                                                  "The fleets ordered to convoy it (%1) form no route.")
                          .arg(listOf(fleets));
    }
    const bool moved = e.result.status == OrderStatus::Succeeded;
    const Strength *top = strongest(e.opposition, e.result.by);
    if (e.attack.limit == StrengthLimit::OwnUnit && e.failedWithoutStrength())
        *lines << QCoreApplication::translate(
            "Explanation",
            "A unit cannot dislodge a unit of its own power (6.D.10), so the attack counts nothing.");
    if (moved) {
        *lines << QCoreApplication::translate(
                      "Explanation", "Moved: the attack (%1) is stronger than everything against it.")
                      .arg(e.attack.value);
    } else if (e.attack.limit == StrengthLimit::OwnUnit && !e.failedWithoutStrength() && top) {
        // 6.C.3: the unit of its own power stayed because of another bounce, and the move fails on strength.
        *lines << QCoreApplication::translate("Explanation",
                                              "Failed: even at its full strength (%1), not counted against a "
                                              "unit of its own power (6.D.10), the attack is not stronger "
                                              "than the %2.")
                      .arg(QString::number(1 + e.attack.counted()), shortStrength(names, *top));
    } else if (e.result.status == OrderStatus::Failed && !e.failedWithoutStrength() && top) {
        *lines << QCoreApplication::translate("Explanation",
                                              "Failed: the attack (%1) is not stronger than the %2.")
                      .arg(QString::number(e.attack.value), shortStrength(names, *top));
    }
    if (e.standoffLeft)
        *lines << QCoreApplication::translate("Explanation",
                                              "A standoff: %1 stays empty and takes no retreats.")
                      .arg(names.location(e.attack.province));
    if (e.backup == BackupRule::CircularMovement)
        *lines << QCoreApplication::translate(
            "Explanation", "Circular movement: the moves of a ring succeed together (5.C).");
    else if (e.backup == BackupRule::Paradox)
        *lines << QCoreApplication::translate("Explanation", "A convoy paradox, settled by %1")
                      .arg(ruleChoiceText(RuleIssue::ConvoyParadox, e.paradoxChoice));
}

const char *cutVerdictText(CutVerdict verdict)
{
    switch (verdict) {
    case CutVerdict::Cut:
        return QT_TRANSLATE_NOOP("Explanation", "%1 cuts it.");
    case CutVerdict::SamePower:
        return QT_TRANSLATE_NOOP("Explanation",
                                 "%1 does not cut it: a unit does not cut its own power's support.");
    case CutVerdict::FromSupportedTarget:
        return QT_TRANSLATE_NOOP(
            "Explanation", "%1 does not cut it: it attacks from the province the support is aimed at and "
                           "did not dislodge the supporter (6.D.15).");
    case CutVerdict::ParadoxRule:
        return QT_TRANSLATE_NOOP(
            "Explanation", "%1 does not cut it: the paradox rule keeps this convoyed attack from cutting.");
    case CutVerdict::NoRoute:
        return QT_TRANSLATE_NOOP("Explanation", "%1 does not cut it: its convoy route failed.");
    }
    return "";
}

void explainSupport(const ExplanationNames &names, const OrderExplanation &e, QStringList *lines)
{
    const QString supported = names.unit(e.supported);
    switch (e.supportFate) {
    case SupportFate::Counted:
    case SupportFate::DefenderPower:
        *lines << (e.supportedTarget >= 0
                       ? QCoreApplication::translate("Explanation", "Support given to %1 moving to %2.")
                             .arg(supported, names.location(e.supportedTarget))
                       : QCoreApplication::translate("Explanation", "Support given to %1 holding.")
                             .arg(supported));
        break;
    case SupportFate::Cut:
        *lines << QCoreApplication::translate("Explanation", "Support cut by %1.")
                      .arg(e.supportBy >= 0 ? names.unit(e.supportBy) : QString());
        break;
    case SupportFate::Dislodged:
        *lines << QCoreApplication::translate("Explanation",
                                              "Support cut: the supporting unit was dislodged by %1.")
                      .arg(names.unit(e.supportBy));
        break;
    case SupportFate::NotMatched:
    case SupportFate::Illegal:
        break;
    }
    for (const AttackOnSupport &a : e.attacksOnSupport) {
        if (a.verdict != CutVerdict::Cut || a.attacker != e.supportBy)
            *lines << translated(cutVerdictText(a.verdict)).arg(names.unit(a.attacker));
    }
}

void explainConvoy(const ExplanationNames &names, const OrderExplanation &e, QStringList *lines)
{
    const QString army = names.unit(e.convoyedArmy);
    switch (e.convoyFate) {
    case ConvoyFate::NotApplicable:
        break;
    case ConvoyFate::PartOfRoute:
        *lines << QCoreApplication::translate("Explanation", "Part of the route that carried %1.").arg(army);
        break;
    case ConvoyFate::Disrupted:
        *lines << QCoreApplication::translate("Explanation",
                                              "Disrupted: the fleet was dislodged by %1 and convoys nothing.")
                      .arg(names.unit(e.convoyBy));
        break;
    case ConvoyFate::ParadoxHeld:
        *lines << QCoreApplication::translate("Explanation",
                                              "The fleet convoys nothing: the paradox rule held it.");
        break;
    case ConvoyFate::RouteBroken:
        *lines << QCoreApplication::translate("Explanation",
                                              "The fleet held, but the route of %1 was broken elsewhere.")
                      .arg(army);
        break;
    case ConvoyFate::NotUsed:
        *lines << QCoreApplication::translate("Explanation", "Not used: %1 did not go by convoy.").arg(army);
        break;
    }
    if (e.backup == BackupRule::Paradox)
        *lines << QCoreApplication::translate("Explanation", "A convoy paradox, settled by %1")
                      .arg(ruleChoiceText(RuleIssue::ConvoyParadox, e.paradoxChoice));
}

void explainStay(const ExplanationNames &names, const OrderExplanation &e, QStringList *lines)
{
    if (e.hold.province < 0)
        return;
    if (e.attacksOn.empty()) {
        if (e.type == OrderType::Hold)
            *lines << QCoreApplication::translate("Explanation", "%1; nothing attacked it")
                          .arg(strengthText(names, e.hold));
        return;
    }
    QStringList attacks;
    for (const Strength &s : e.attacksOn)
        attacks << strengthText(names, s);
    *lines << QCoreApplication::translate("Explanation", "%1; attacked by %2")
                  .arg(strengthText(names, e.hold), attacks.join(strengthSeparator()));
    if (e.dislodgedBy >= 0) {
        int attack = 0;
        for (const Strength &s : e.attacksOn)
            attack = s.unit == e.dislodgedBy ? s.value : attack;
        *lines << QCoreApplication::translate("Explanation",
                                              "Dislodged by %1: its attack (%2) beats the hold (%3).")
                      .arg(names.unit(e.dislodgedBy), QString::number(attack), QString::number(e.hold.value));
    } else {
        int stronger = 0;
        for (const Strength &s : e.attacksOn) // a head-to-head attack met the unit's defence, not its hold
            stronger += s.value > e.hold.value && s.unit != e.headToHead ? 1 : 0;
        // A beleaguered garrison: attacks that would each dislodge it stand each other off (6.E.9).
        if (stronger >= 2)
            *lines << QCoreApplication::translate(
                          "Explanation", "Not dislodged: %1 attacks stronger than its hold stopped each "
                                         "other, a beleaguered garrison.")
                          .arg(stronger);
        else
            *lines << QCoreApplication::translate("Explanation", "Not dislodged: no attack on it succeeded.");
    }
}

QString locationList(const ExplanationNames &names, const std::vector<int> &locations)
{
    QStringList items;
    for (int l : locations)
        items << names.location(l);
    return listOf(items);
}

} // namespace

ExplanationNames ExplanationNames::plain(const Map &map, const Position &position, PlaceNaming naming)
{
    ExplanationNames names;
    const bool retreat = position.phase.kind == PhaseKind::Retreat;
    names.unit = [&map, &position, retreat, naming](int unit) {
        if (retreat)
            return unit >= 0 && unit < int(position.dislodged.size())
                       ? unitInText(map, position.dislodged[std::size_t(unit)].unit, naming)
                       : QString();
        return unit >= 0 && unit < int(position.units.size())
                   ? unitInText(map, position.units[std::size_t(unit)], naming)
                   : QString();
    };
    names.location = [&map, naming](int location) { return placeInText(map, location, naming); };
    return names;
}

QString strengthText(const ExplanationNames &names, const Strength &s)
{
    QString text = translated(kindName(s.kind)).arg(s.value);
    if (s.unit < 0) {
        text = QCoreApplication::translate("Explanation", "%1: %2 is empty")
                   .arg(text, names.location(s.province));
    } else {
        QStringList counted;
        QStringList other;
        for (const SupportNote &n : s.supports) {
            if (n.fate == SupportFate::Counted)
                counted << names.unit(n.supporter);
            else
                other << notCounted(names, n);
        }
        // A limit that makes the strength nothing makes the supports useless too; say so rather than count
        // them.
        const bool useless = s.value == 0 && !counted.isEmpty();
        text = counted.isEmpty() || useless
                   ? QCoreApplication::translate("Explanation", "%1: %2").arg(text, names.unit(s.unit))
                   : QCoreApplication::translate("Explanation", "%1: %2 with support from %3")
                         .arg(text, names.unit(s.unit), listOf(counted));
        if (const char *limit = limitText(s.limit))
            text += useless
                        ? QCoreApplication::translate("Explanation", " (%1: support from %2 does not help)")
                              .arg(translated(limit), listOf(counted))
                        : QCoreApplication::translate("Explanation", " (%1)").arg(translated(limit));
        if (!other.isEmpty())
            text += QCoreApplication::translate("Explanation", " (not counted: %1)")
                        .arg(other.join(strengthSeparator()));
    }
    return text;
}

QStringList explanationLines(const ExplanationNames &names, PhaseKind phase, const OrderExplanation &e)
{
    QStringList lines;
    if (e.result.status == OrderStatus::Invalid)
        lines << QCoreApplication::translate("Explanation", "Ignored: %1.")
                     .arg(reasonSentence(e.result.reason));
    switch (phase) {
    case PhaseKind::Movement:
        if (e.unit < 0)
            break;
        switch (e.type) {
        case OrderType::Move:
            explainMove(names, e, &lines);
            break;
        case OrderType::Support:
            explainSupport(names, e, &lines);
            break;
        case OrderType::Convoy:
            explainConvoy(names, e, &lines);
            break;
        default:
            break;
        }
        if (e.type != OrderType::Move || e.result.status != OrderStatus::Succeeded)
            explainStay(names, e, &lines);
        break;
    case PhaseKind::Retreat:
        if (e.unit < 0)
            break;
        if (e.retreatOptions.empty())
            lines << QCoreApplication::translate("Explanation", "It had nowhere to retreat to.");
        else
            lines << QCoreApplication::translate("Explanation", "It could retreat to %1.")
                         .arg(locationList(names, e.retreatOptions));
        if (!e.bouncedWith.empty()) {
            QStringList others;
            for (int u : e.bouncedWith)
                others << names.unit(u);
            lines << QCoreApplication::translate(
                         "Explanation",
                         "Bounced with %1: retreats to the same province all fail, and the units are "
                         "disbanded (6.H.8).")
                         .arg(listOf(others));
        }
        break;
    case PhaseKind::Adjustment:
        if (e.owed > 0)
            lines
                << QCoreApplication::translate("Explanation", "The power was owed %1 build(s).").arg(e.owed);
        else if (e.owed < 0)
            lines << QCoreApplication::translate("Explanation", "The power had to remove %1 unit(s).")
                         .arg(-e.owed);
        else
            lines << QCoreApplication::translate("Explanation", "The power had nothing to adjust.");
        if (e.type == OrderType::Build || !e.buildOptions.empty())
            lines << (e.buildOptions.empty()
                          ? QCoreApplication::translate("Explanation",
                                                        "No home centre of the power was owned and empty.")
                          : QCoreApplication::translate("Explanation", "Home centres open for a build: %1.")
                                .arg(locationList(names, e.buildOptions)));
        break;
    }
    return lines;
}

QString explanationSummary(const ExplanationNames &names, PhaseKind phase, const OrderExplanation &e)
{
    const QStringList lines = explanationLines(names, phase, e);
    return lines.value(0);
}

QStringList changeExplanationLines(const ExplanationNames &names, const ChangeExplanation &c)
{
    QStringList lines;
    switch (c.change.reason) {
    case OrderReason::DisbandedNoRetreat:
        lines << QCoreApplication::translate("Explanation", "%1 was disbanded: it had nowhere to retreat to.")
                     .arg(names.unit(c.change.unit));
        break;
    case OrderReason::DisbandedWithoutOrder:
        lines << QCoreApplication::translate(
                     "Explanation",
                     "%1 was disbanded: no retreat was ordered, though it could have gone to %2.")
                     .arg(names.unit(c.change.unit), locationList(names, c.retreatOptions));
        break;
    case OrderReason::RemovedInCivilDisorder:
        lines << QCoreApplication::translate(
                     "Explanation",
                     "%1 was removed in civil disorder: the power had to remove %2 unit(s) and did not order "
                     "them all; the unit was chosen by %3")
                     .arg(names.unit(c.change.unit), QString::number(-c.owed),
                          ruleChoiceText(RuleIssue::CivilDisorderRemoval, c.removalRule));
        break;
    default:
        lines << QCoreApplication::translate("OrderReason", reasonText(c.change.reason));
        break;
    }
    return lines;
}

} // namespace arbiter
