// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "rules/rule_settings.h"

#include <QCoreApplication>
#include <QtGlobal>

#include <algorithm>

namespace arbiter {

namespace {

#define C QT_TRANSLATE_NOOP("RuleChoice", x)
// clang-format off
constexpr RuleIssueInfo issueTable[] = {
    {RuleIssue::MultiRouteConvoyDisruption, "4.A.1", QT_TRANSLATE_NOOP("RuleIssue", "Multi-route convoy disruption"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "A convoy fails when any one of its routes is disrupted (1971)."),
      QT_TRANSLATE_NOOP("RuleChoice", "A convoy fails only when every route is disrupted."), nullptr}},
    {RuleIssue::ConvoyParadox, "4.A.2", QT_TRANSLATE_NOOP("RuleIssue", "Convoy disruption paradoxes"), 'f',
     {QT_TRANSLATE_NOOP("RuleChoice", "1971: a convoyed army does not cut a support for an attack on a fleet of its convoy, when that support is given by a fleet."),
      QT_TRANSLATE_NOOP("RuleChoice", "1982: a convoyed army does not cut a support for any action in a sea holding a convoying fleet."),
      QT_TRANSLATE_NOOP("RuleChoice", "2000/2023: a convoyed army does not cut a support for an attack on a fleet its convoy needs."),
      QT_TRANSLATE_NOOP("RuleChoice", "'All hold': every move in a paradox fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "Causal rules (not used by any rulebook; treated like the Szykman rule)."),
      QT_TRANSLATE_NOOP("RuleChoice", "Szykman: in a paradox the convoying fleets hold, so the convoy fails.")}},
    {RuleIssue::ConvoyToAdjacent, "4.A.3", QT_TRANSLATE_NOOP("RuleIssue", "Convoying to an adjacent province"), 'c',
     {QT_TRANSLATE_NOOP("RuleChoice", "1971: the convoy is used only when the unit at the destination moves the other way and the convoy succeeds."),
      QT_TRANSLATE_NOOP("RuleChoice", "1982: the convoy is used when the army's own power orders a fleet to convoy it."),
      QT_TRANSLATE_NOOP("RuleChoice", "2000/2023: the convoy is used when the army is ordered 'via convoy' or its own power convoys it; no fall-back to the land route."),
      QT_TRANSLATE_NOOP("RuleChoice", "DPTG: the convoy is used only when the army is ordered 'via convoy'."),
      QT_TRANSLATE_NOOP("RuleChoice", "2000/2023 as read in DATC v2: 'via convoy' or an own convoying fleet, but the army takes the land route when no convoy carries it."), nullptr}},
    {RuleIssue::SupportCutByOwnConvoyedAttack, "4.A.4", QT_TRANSLATE_NOOP("RuleIssue", "Support cut by a convoyed attack from the supported target"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "The support is not cut: the army attacks from where it started."),
      QT_TRANSLATE_NOOP("RuleChoice", "The support is cut: the army attacks from the sea."), nullptr}},
    {RuleIssue::RetreatAfterConvoyDislodge, "4.A.5", QT_TRANSLATE_NOOP("RuleIssue", "Retreat when dislodged by a convoyed army"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The unit may not retreat to the attacker's starting province."),
      QT_TRANSLATE_NOOP("RuleChoice", "The unit may retreat to the attacker's starting province when the attack came by convoy (2023)."), nullptr}},
    {RuleIssue::ConvoyPathSpecification, "4.A.6", QT_TRANSLATE_NOOP("RuleIssue", "Convoy path specification"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "A path written in a move order is ignored."),
      QT_TRANSLATE_NOOP("RuleChoice", "A path may be written and is then followed."),
      QT_TRANSLATE_NOOP("RuleChoice", "A convoyed move must give its path, or it fails."), nullptr}},
    {RuleIssue::DislodgedUnitBounceWithoutHeadToHead, "4.A.7", QT_TRANSLATE_NOOP("RuleIssue", "Dislodged unit bouncing a third unit"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "A dislodged unit never affects the province its attacker came from."),
      QT_TRANSLATE_NOOP("RuleChoice", "A dislodged unit has no effect on its attacker's province only after a head-to-head battle."), nullptr}},
    {RuleIssue::OmittedCoastTwoPossible, "4.B.1", QT_TRANSLATE_NOOP("RuleIssue", "Move without coast when two coasts are possible"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "The move fails."), nullptr}},
    {RuleIssue::OmittedCoastOnePossible, "4.B.2", QT_TRANSLATE_NOOP("RuleIssue", "Move without coast when one coast is possible"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "The fleet moves to the only coast it can reach."),
      QT_TRANSLATE_NOOP("RuleChoice", "The move fails."), nullptr}},
    {RuleIssue::MoveToImpossibleCoast, "4.B.3", QT_TRANSLATE_NOOP("RuleIssue", "Move to an unreachable coast"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The coast is ignored and the fleet moves to the coast it can reach."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is illegal."), nullptr}},
    {RuleIssue::CoastInSupport, "4.B.4", QT_TRANSLATE_NOOP("RuleIssue", "Coast in a support order"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "A support may leave out the coast of the supported move, whoever's unit it is."),
      QT_TRANSLATE_NOOP("RuleChoice", "The coast may be left out only when supporting one's own unit (Calhamer)."),
      QT_TRANSLATE_NOOP("RuleChoice", "A support of a move to a split-coast province must give the coast."), nullptr}},
    {RuleIssue::WrongCoastOfOrderedUnit, "4.B.5", QT_TRANSLATE_NOOP("RuleIssue", "Wrong coast of the ordered unit"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "The written coast is ignored."), nullptr}},
    {RuleIssue::UnknownCoast, "4.B.6", QT_TRANSLATE_NOOP("RuleIssue", "Unknown or irrelevant coasts"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "The written coast is ignored."), nullptr}},
    {RuleIssue::CoastInBuild, "4.B.7", QT_TRANSLATE_NOOP("RuleIssue", "Coast in a build order"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "A fleet built in a split-coast province needs a coast, or the build fails."), nullptr}},
    {RuleIssue::MissingUnitType, "4.C.1", QT_TRANSLATE_NOOP("RuleIssue", "Missing unit type"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order is invalid (the unit holds)."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid unless another order names the unit correctly."), nullptr}},
    {RuleIssue::WrongUnitType, "4.C.2", QT_TRANSLATE_NOOP("RuleIssue", "Wrong unit type"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order is invalid (the unit holds)."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid; the written type is ignored."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid unless another order names the unit correctly."), nullptr}},
    {RuleIssue::MissingUnitTypeInBuild, "4.C.3", QT_TRANSLATE_NOOP("RuleIssue", "Missing unit type in a build"), 'c',
     {QT_TRANSLATE_NOOP("RuleChoice", "The build fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "An army is built in an inland province; elsewhere the build fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "An army inland, a fleet when a coast is written; otherwise the build fails."), nullptr}},
    {RuleIssue::FleetBuildInLand, "4.C.4", QT_TRANSLATE_NOOP("RuleIssue", "Fleet built in an inland province"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "The build fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "An army is built instead."), nullptr}},
    {RuleIssue::MissingNationalityInSupport, "4.C.5", QT_TRANSLATE_NOOP("RuleIssue", "Missing nationality in a support"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order is invalid."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid unless another order gives the nationality."), nullptr}},
    {RuleIssue::WrongNationalityInSupport, "4.C.6", QT_TRANSLATE_NOOP("RuleIssue", "Wrong nationality in a support"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The order is invalid."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid; the nationality is ignored."),
      QT_TRANSLATE_NOOP("RuleChoice", "The order is valid unless another order gives the right nationality."), nullptr}},
    {RuleIssue::MultipleOrderSetsDefined, "4.D.1", QT_TRANSLATE_NOOP("RuleIssue", "Several order sets, latest known"), 'c',
     {QT_TRANSLATE_NOOP("RuleChoice", "All sets are combined."),
      QT_TRANSLATE_NOOP("RuleChoice", "All sets are combined unless the latest clearly replaces them."),
      QT_TRANSLATE_NOOP("RuleChoice", "Only the latest set counts unless it clearly adds to earlier ones."),
      QT_TRANSLATE_NOOP("RuleChoice", "Only the latest set counts."), nullptr}},
    {RuleIssue::MultipleOrderSetsUndefined, "4.D.2", QT_TRANSLATE_NOOP("RuleIssue", "Several order sets, order unknown"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "All units hold."),
      QT_TRANSLATE_NOOP("RuleChoice", "All sets are combined."), nullptr}},
    {RuleIssue::MultipleOrdersToOneUnit, "4.D.3", QT_TRANSLATE_NOOP("RuleIssue", "Several orders to one unit"), 'c',
     {QT_TRANSLATE_NOOP("RuleChoice", "The first order counts."),
      QT_TRANSLATE_NOOP("RuleChoice", "The last order counts."),
      QT_TRANSLATE_NOOP("RuleChoice", "The unit holds (and may receive hold support)."), nullptr}},
    {RuleIssue::TooManyBuilds, "4.D.4", QT_TRANSLATE_NOOP("RuleIssue", "Too many builds"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "All builds are invalid."),
      QT_TRANSLATE_NOOP("RuleChoice", "The first legal builds are used."),
      QT_TRANSLATE_NOOP("RuleChoice", "The last legal builds are used."), nullptr}},
    {RuleIssue::TwoBuildsInOneProvince, "4.D.5", QT_TRANSLATE_NOOP("RuleIssue", "Two builds in one province"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "Both builds fail."),
      QT_TRANSLATE_NOOP("RuleChoice", "The first build is used."),
      QT_TRANSLATE_NOOP("RuleChoice", "The last build is used."), nullptr}},
    {RuleIssue::TooManyDisbands, "4.D.6", QT_TRANSLATE_NOOP("RuleIssue", "Too many removals"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "Removals are chosen by the civil disorder rule."),
      QT_TRANSLATE_NOOP("RuleChoice", "The first legal removals are used."),
      QT_TRANSLATE_NOOP("RuleChoice", "The last legal removals are used."), nullptr}},
    {RuleIssue::WaivingBuilds, "4.D.7", QT_TRANSLATE_NOOP("RuleIssue", "Waiving builds"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "A power may waive builds."),
      QT_TRANSLATE_NOOP("RuleChoice", "Waives are not allowed."), nullptr}},
    {RuleIssue::CivilDisorderRemoval, "4.D.8", QT_TRANSLATE_NOOP("RuleIssue", "Removal in civil disorder"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "2023: remove the unit farthest from the power's nearest owned centre, counting moves over land and sea for every unit."),
      QT_TRANSLATE_NOOP("RuleChoice", "Before 2023: remove the unit farthest from a home centre; fleets move as fleets, armies over land and sea."), nullptr}},
    {RuleIssue::HoldSupportInCivilDisorder, "4.D.9", QT_TRANSLATE_NOOP("RuleIssue", "Hold support for a power in civil disorder"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "The support fails."),
      QT_TRANSLATE_NOOP("RuleChoice", "The support succeeds."), nullptr}},
    {RuleIssue::IllegalOrders, "4.E.1", QT_TRANSLATE_NOOP("RuleIssue", "Illegal orders"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "An illegal order is ignored: the unit holds and may receive hold support (2023)."), nullptr}},
    {RuleIssue::PoorlyWrittenOrders, "4.E.2", QT_TRANSLATE_NOOP("RuleIssue", "Poorly written orders"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "Each order is read on its own."),
      QT_TRANSLATE_NOOP("RuleChoice", "A player's orders are read together; one may clarify another."), nullptr}},
    {RuleIssue::ImplicitOrders, "4.E.3", QT_TRANSLATE_NOOP("RuleIssue", "Implicit orders"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "A missing move may be deduced from its own power's support or convoy."),
      QT_TRANSLATE_NOOP("RuleChoice", "Orders are never deduced."), nullptr}},
    {RuleIssue::PerpetualOrders, "4.E.4", QT_TRANSLATE_NOOP("RuleIssue", "Perpetual orders"), 'b',
     {QT_TRANSLATE_NOOP("RuleChoice", "A player may leave standing orders that repeat every phase."),
      QT_TRANSLATE_NOOP("RuleChoice", "Standing orders are not allowed."), nullptr}},
    {RuleIssue::ProxyOrders, "4.E.5", QT_TRANSLATE_NOOP("RuleIssue", "Proxy orders"), 'c',
     {QT_TRANSLATE_NOOP("RuleChoice", "Proxies are allowed when announced to the game master beforehand."),
      QT_TRANSLATE_NOOP("RuleChoice", "Proxies may be given within an order set."),
      QT_TRANSLATE_NOOP("RuleChoice", "Proxy orders are not allowed."), nullptr}},
    {RuleIssue::FlyingDutchman, "4.E.6", QT_TRANSLATE_NOOP("RuleIssue", "Illegal unit on the board (Flying Dutchman)"), 'a',
     {QT_TRANSLATE_NOOP("RuleChoice", "The unit is removed as soon as it is found when editing the position."), nullptr}},
};
// clang-format on
#undef C

static_assert(std::size(issueTable) == std::size_t(RuleIssue::Count));

struct Preset
{
    const char *name;
    const char *assignments; // differences from the DATC preferences
};

// How each preset was derived is documented in docs/rules.md.
constexpr Preset presets[] = {
    {"datc", ""},
    {"2023", "4.A.2=c"},
    {"2000", "4.A.2=c 4.D.8=b"},
    {"1982", "4.A.2=b 4.A.3=b 4.D.8=b"},
    {"1971", "4.A.1=a 4.A.2=a 4.A.3=a 4.D.8=b"},
    {"dptg", "4.A.3=d"},
};

} // namespace

int RuleIssueInfo::choiceCount() const
{
    return int(std::count_if(choices.begin(), choices.end(), [](const char *c) { return c != nullptr; }));
}

std::span<const RuleIssueInfo> ruleIssues()
{
    return issueTable;
}

const RuleIssueInfo &ruleIssueInfo(RuleIssue issue)
{
    return issueTable[std::size_t(issue)];
}

bool ruleIssueFromNumber(QStringView number, RuleIssue *issue)
{
    for (const RuleIssueInfo &info : issueTable) {
        if (number.compare(QLatin1StringView(info.number), Qt::CaseInsensitive) == 0) {
            *issue = info.issue;
            return true;
        }
    }
    return false;
}

RuleSettings::RuleSettings()
{
    for (const RuleIssueInfo &info : issueTable)
        m_choices[std::size_t(info.issue)] = info.defaultChoice;
}

QString RuleSettings::set(RuleIssue issue, char choice)
{
    const RuleIssueInfo &info = ruleIssueInfo(issue);
    if (choice < 'a' || choice >= 'a' + info.choiceCount())
        return QCoreApplication::translate("RuleSettings", "issue %1 has choices a to %2, not '%3'")
            .arg(QLatin1StringView(info.number), QChar(char16_t(u'a' + info.choiceCount() - 1)),
                 QChar(char16_t(choice)));
    m_choices[std::size_t(issue)] = choice;
    return {};
}

QString RuleSettings::apply(QStringView assignment)
{
    const auto eq = assignment.indexOf(u'=');
    if (eq < 0)
        return QCoreApplication::translate("RuleSettings", "'%1' is not of the form 4.A.2=b").arg(assignment);
    RuleIssue issue;
    if (!ruleIssueFromNumber(assignment.left(eq).trimmed(), &issue))
        return QCoreApplication::translate("RuleSettings", "unknown rule issue '%1'")
            .arg(assignment.left(eq).trimmed());
    const QStringView value = assignment.mid(eq + 1).trimmed();
    if (value.size() != 1 || value.front().unicode() > 0x7f)
        return QCoreApplication::translate("RuleSettings", "the choice in '%1' must be one letter")
            .arg(assignment);
    return set(issue, char(value.front().toLower().unicode()));
}

QStringList RuleSettings::presetNames()
{
    QStringList names;
    for (const Preset &p : presets)
        names << QString::fromLatin1(p.name);
    return names;
}

bool RuleSettings::preset(QStringView name, RuleSettings *settings)
{
    for (const Preset &p : presets) {
        if (name.compare(QLatin1StringView(p.name), Qt::CaseInsensitive) != 0)
            continue;
        QString error;
        RuleSettings s;
        const bool ok = fromString(QString::fromLatin1(p.assignments), &s, &error);
        Q_ASSERT(ok);
        *settings = s;
        return ok;
    }
    return false;
}

QString RuleSettings::matchingPreset() const
{
    for (const Preset &p : presets) {
        RuleSettings s;
        if (preset(QString::fromLatin1(p.name), &s) && s == *this)
            return QString::fromLatin1(p.name);
    }
    return {};
}

QString RuleSettings::toString() const
{
    QStringList parts;
    const RuleSettings defaults;
    for (const RuleIssueInfo &info : issueTable) {
        if (choice(info.issue) != defaults.choice(info.issue))
            parts << QStringLiteral("%1=%2").arg(QLatin1StringView(info.number),
                                                 QChar(char16_t(choice(info.issue))));
    }
    return parts.join(u' ');
}

bool RuleSettings::fromString(QStringView text, RuleSettings *settings, QString *error)
{
    RuleSettings s = *settings;
    for (QStringView part : text.split(u' ', Qt::SkipEmptyParts)) {
        const QString message = s.apply(part);
        if (!message.isEmpty()) {
            *error = message;
            return false;
        }
    }
    *settings = s;
    return true;
}

} // namespace arbiter
