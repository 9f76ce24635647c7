// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <span>

namespace arbiter {

// The disputed rule issues of DATC v3.0 chapter 4. Each is a choice lettered a, b, c, ... in the order the
// DATC lists the interpretations; issues the DATC states without a list get our own lettering, documented in
// docs/rules.md. The defaults are the DATC's preferences.
enum class RuleIssue : std::uint8_t
{
    MultiRouteConvoyDisruption,           // 4.A.1
    ConvoyParadox,                        // 4.A.2
    ConvoyToAdjacent,                     // 4.A.3
    SupportCutByOwnConvoyedAttack,        // 4.A.4
    RetreatAfterConvoyDislodge,           // 4.A.5
    ConvoyPathSpecification,              // 4.A.6
    DislodgedUnitBounceWithoutHeadToHead, // 4.A.7
    OmittedCoastTwoPossible,              // 4.B.1
    OmittedCoastOnePossible,              // 4.B.2
    MoveToImpossibleCoast,                // 4.B.3
    CoastInSupport,                       // 4.B.4
    WrongCoastOfOrderedUnit,              // 4.B.5
    UnknownCoast,                         // 4.B.6
    CoastInBuild,                         // 4.B.7
    MissingUnitType,                      // 4.C.1
    WrongUnitType,                        // 4.C.2
    MissingUnitTypeInBuild,               // 4.C.3
    FleetBuildInLand,                     // 4.C.4
    MissingNationalityInSupport,          // 4.C.5
    WrongNationalityInSupport,            // 4.C.6
    MultipleOrderSetsDefined,             // 4.D.1
    MultipleOrderSetsUndefined,           // 4.D.2
    MultipleOrdersToOneUnit,              // 4.D.3
    TooManyBuilds,                        // 4.D.4
    TwoBuildsInOneProvince,               // 4.D.5
    TooManyDisbands,                      // 4.D.6
    WaivingBuilds,                        // 4.D.7
    CivilDisorderRemoval,                 // 4.D.8
    HoldSupportInCivilDisorder,           // 4.D.9
    IllegalOrders,                        // 4.E.1
    PoorlyWrittenOrders,                  // 4.E.2
    ImplicitOrders,                       // 4.E.3
    PerpetualOrders,                      // 4.E.4
    ProxyOrders,                          // 4.E.5
    FlyingDutchman,                       // 4.E.6
    Count
};

inline constexpr int ruleIssueCount = int(RuleIssue::Count);

// A set of rule issues, a bit per issue.
using RuleIssueSet = std::uint64_t;
static_assert(ruleIssueCount <= 64);
constexpr RuleIssueSet ruleIssueBit(RuleIssue issue)
{
    return RuleIssueSet(1) << int(issue);
}

struct RuleIssueInfo
{
    RuleIssue issue;
    const char *number;                  // "4.A.2"
    const char *title;                   // English, for QT_TRANSLATE_NOOP-style lookup in the app
    char defaultChoice;                  // 'a', 'b', ...
    std::array<const char *, 6> choices; // one-sentence explanations, nullptr past the last choice

    int choiceCount() const;
};

std::span<const RuleIssueInfo> ruleIssues();
const RuleIssueInfo &ruleIssueInfo(RuleIssue issue);
// "4.A.2" -> issue; false if unknown.
bool ruleIssueFromNumber(QStringView number, RuleIssue *issue);

class RuleSettings
{
  public:
    RuleSettings(); // DATC preferences

    char choice(RuleIssue issue) const { return m_choices[std::size_t(issue)]; }
    bool is(RuleIssue issue, char c) const { return choice(issue) == c; }
    // The issues on which these settings and `other` choose differently.
    RuleIssueSet differingIssues(const RuleSettings &other) const
    {
        RuleIssueSet set = 0;
        for (std::size_t i = 0; i < m_choices.size(); ++i) {
            if (m_choices[i] != other.m_choices[i])
                set |= RuleIssueSet(1) << i;
        }
        return set;
    }
    // Returns an error message, empty on success. Accepts "4.A.2=b" style.
    QString set(RuleIssue issue, char choice);
    QString apply(QStringView assignment);

    // Named presets: "datc", "2023", "2000", "1982", "1971", "dptg".
    static QStringList presetNames();
    static bool preset(QStringView name, RuleSettings *settings);
    // The preset these settings equal, or empty.
    QString matchingPreset() const;
    bool isDefault() const { return *this == RuleSettings(); }

    // Compact text form for files: "4.A.2=f 4.A.3=c ..." listing only choices that differ from the DATC.
    QString toString() const;
    static bool fromString(QStringView text, RuleSettings *settings, QString *error);

    bool operator==(const RuleSettings &) const = default;

  private:
    std::array<char, ruleIssueCount> m_choices{};
};

} // namespace arbiter
