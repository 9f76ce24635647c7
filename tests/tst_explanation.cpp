// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The explanations of adjudicated orders (judge/explanation.h): their structure and numbers for chosen DATC
// cases, and for every movement case of tests/datc that the numbers agree with the results.
#include "judge/explanation.h"
#include "record/datc_case_runner.h"
#include "text/explanation_text.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <tuple>

using namespace arbiter;

class TestExplanation : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void ringStoppedByABounce();
    void supportedHoldStopsSupportedAttack();
    void ownPowerSupportDoesNotCount();
    void targetCannotCutSupportAgainstItself();
    void headToHeadLoserStillPrevents();
    void beleagueredGarrison();
    void simpleConvoyParadox();
    void swapByConvoy();
    void retreatsBounce();
    void civilDisorderRemoval();
    void sentencesCarryTheNumbers();
    void numbersAgreeWithResults_data();
    void numbersAgreeWithResults();
    void recordedStrengthsAgreeWithResults_data();
    void recordedStrengthsAgreeWithResults();

  private:
    const DatcCase &findCase(const QString &name) const;
    int unitIn(const Position &position, const char *province) const;
    PhaseExplanation explainCase(const DatcCase &c, Position *start) const;
    const OrderExplanation &ofUnit(const PhaseExplanation &ex, const Position &start,
                                   const char *province) const;

    std::optional<Map> m_map;
    std::vector<DatcFile> m_files;
};

void TestExplanation::initTestCase()
{
    QString error;
    m_map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(m_map, qPrintable(error));
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc"));
    DatcReader reader(*m_map, RuleSettings());
    for (const QString &f : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        m_files.push_back(reader.readFile(dir.filePath(f)));
    QVERIFY(m_files.size() >= 10);
}

const DatcCase &TestExplanation::findCase(const QString &name) const
{
    for (const DatcFile &f : m_files) {
        for (const DatcCase &c : f.cases) {
            if (c.name == name)
                return c;
        }
    }
    qFatal("no DATC case %s", qPrintable(name));
}

int TestExplanation::unitIn(const Position &position, const char *province) const
{
    return position.unitIn(*m_map, m_map->findProvince(QString::fromLatin1(province)));
}

PhaseExplanation TestExplanation::explainCase(const DatcCase &c, Position *start) const
{
    *start = datcStartPosition(*m_map, c);
    std::vector<Order> orders;
    for (const DatcOrderLine &line : c.orders) {
        if (line.parsed.ok())
            orders.push_back(line.parsed.order);
    }
    return explainPhase(*m_map, c.rules, *start, orders);
}

const OrderExplanation &TestExplanation::ofUnit(const PhaseExplanation &ex, const Position &start,
                                                const char *province) const
{
    const int unit = unitIn(start, province);
    return ex.units.at(std::size_t(unit));
}

namespace {

const Strength *findStrength(const std::vector<Strength> &list, StrengthKind kind, int unit)
{
    auto it = std::find_if(list.begin(), list.end(),
                           [&](const Strength &s) { return s.kind == kind && s.unit == unit; });
    return it == list.end() ? nullptr : &*it;
}

SupportFate fateOf(const Strength &s, int supporter)
{
    for (const SupportNote &n : s.supports) {
        if (n.supporter == supporter)
            return n.fate;
    }
    qFatal("supporter %d not listed", supporter);
}

} // namespace

void TestExplanation::ringStoppedByABounce()
{
    // 6.C.3: A bul bounces with F ank at con, so the ring ank-con-smy-ank cannot turn.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.C.3")), &start);
    const int bul = unitIn(start, "bul");
    const int ank = unitIn(start, "ank");
    for (const char *p : {"ank", "con", "smy", "bul"}) {
        const OrderExplanation &e = ofUnit(ex, start, p);
        QCOMPARE(e.result.status, OrderStatus::Failed);
        QCOMPARE(e.backup, BackupRule::None); // no circular movement
    }
    const OrderExplanation &fromAnk = ofUnit(ex, start, "ank");
    const Strength *bulPrevents = findStrength(fromAnk.opposition, StrengthKind::Prevent, bul);
    QVERIFY(bulPrevents);
    QCOMPARE(bulPrevents->value, 1);
    const OrderExplanation &fromBul = ofUnit(ex, start, "bul");
    const Strength *ankPrevents = findStrength(fromBul.opposition, StrengthKind::Prevent, ank);
    QVERIFY(ankPrevents);
    QCOMPARE(ankPrevents->value, 1);
    // con stays, so it holds alone with 1 against both.
    const Strength *conHolds = findStrength(fromBul.opposition, StrengthKind::Hold, unitIn(start, "con"));
    QVERIFY(conHolds);
    QCOMPARE(conHolds->value, 1);
    QCOMPARE(conHolds->limit, StrengthLimit::MoveFailed);
    // The headline is the bounce, not the unit of its own power: each move would have failed against a
    // foreign unit too (ank and bul bounce each other; con and smy stay, so the moves into them bounce).
    const int smy = unitIn(start, "smy");
    const std::pair<const char *, int> stoppedBy[] = {{"ank", bul}, {"bul", ank}, {"con", smy}, {"smy", ank}};
    const ExplanationNames names = ExplanationNames::plain(*m_map, start);
    for (const auto &[from, by] : stoppedBy) {
        const OrderExplanation &e = ofUnit(ex, start, from);
        const QString lines = explanationLines(names, PhaseKind::Movement, e).join(u'\n');
        QCOMPARE(e.result.reason, OrderReason::Bounced);
        QCOMPARE(e.result.by, by);
        QVERIFY2(!e.failedWithoutStrength(), qPrintable(lines));
        QVERIFY2(!lines.contains(QStringLiteral("so the attack counts nothing")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral("Failed: even at its full strength (1)")), qPrintable(lines));
    }
    QVERIFY(explanationLines(names, PhaseKind::Movement, fromAnk)
                .join(u'\n')
                .contains(QStringLiteral("not stronger than the prevent 1 of A bul")));
    QVERIFY(explanationLines(names, PhaseKind::Movement, ofUnit(ex, start, "con"))
                .join(u'\n')
                .contains(QStringLiteral("not stronger than the hold 1 of A smy")));
    // 6.D.10: where the attack would have dislodged the unit, its own power is the reason.
    const PhaseExplanation own = explainCase(findCase(QStringLiteral("6.D.10")), &start);
    const OrderExplanation &fromKie = ofUnit(own, start, "kie");
    QCOMPARE(fromKie.result.reason, OrderReason::CannotDislodgeOwnUnit);
    QVERIFY(fromKie.failedWithoutStrength());
}

void TestExplanation::supportedHoldStopsSupportedAttack()
{
    // 6.D.1: attack 2 (tri with adr) against hold 2 (ven with tyr).
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.D.1")), &start);
    const OrderExplanation &e = ofUnit(ex, start, "tri");
    QCOMPARE(e.type, OrderType::Move);
    QCOMPARE(e.result.status, OrderStatus::Failed);
    QCOMPARE(e.attack.value, 2);
    QCOMPARE(e.attack.supports.size(), std::size_t(1));
    QCOMPARE(e.attack.supports[0].supporter, unitIn(start, "adr"));
    QCOMPARE(e.attack.supports[0].fate, SupportFate::Counted);
    QCOMPARE(e.opposition.size(), std::size_t(1));
    QCOMPARE(e.opposition[0].kind, StrengthKind::Hold);
    QCOMPARE(e.opposition[0].unit, unitIn(start, "ven"));
    QCOMPARE(e.opposition[0].value, 2);
    QCOMPARE(fateOf(e.opposition[0], unitIn(start, "tyr")), SupportFate::Counted);
    // The held unit's side: hold 2 against attack 2, not dislodged.
    const OrderExplanation &ven = ofUnit(ex, start, "ven");
    QCOMPARE(ven.hold.value, 2);
    QCOMPARE(ven.attacksOn.size(), std::size_t(1));
    QCOMPARE(ven.attacksOn[0].value, 2);
    QCOMPARE(ven.dislodgedBy, -1);
    const OrderExplanation &tyr = ofUnit(ex, start, "tyr");
    QCOMPARE(tyr.type, OrderType::Support);
    QCOMPARE(tyr.supported, unitIn(start, "ven"));
    QCOMPARE(tyr.supportedTarget, -1);
    QCOMPARE(tyr.supportFate, SupportFate::Counted);
}

void TestExplanation::ownPowerSupportDoesNotCount()
{
    // 6.D.12: Austria's support for Italy's attack on Austria's own fleet is given but does not count.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.D.12")), &start);
    const OrderExplanation &e = ofUnit(ex, start, "ven");
    QCOMPARE(e.result.status, OrderStatus::Failed);
    QCOMPARE(e.attack.value, 1);
    QCOMPARE(fateOf(e.attack, unitIn(start, "vie")), SupportFate::DefenderPower);
    QCOMPARE(e.opposition[0].value, 1);
}

void TestExplanation::targetCannotCutSupportAgainstItself()
{
    // 6.D.15: F ank attacks F con from the province con supports into: no cut; F ank is dislodged 2 to 1.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.D.15")), &start);
    const int ank = unitIn(start, "ank");
    const OrderExplanation &con = ofUnit(ex, start, "con");
    QCOMPARE(con.supportFate, SupportFate::Counted);
    QCOMPARE(con.attacksOnSupport.size(), std::size_t(1));
    QCOMPARE(con.attacksOnSupport[0].attacker, ank);
    QCOMPARE(con.attacksOnSupport[0].verdict, CutVerdict::FromSupportedTarget);
    const OrderExplanation &bla = ofUnit(ex, start, "bla");
    QCOMPARE(bla.result.status, OrderStatus::Succeeded);
    QCOMPARE(bla.attack.value, 2);
    QCOMPARE(bla.opposition[0].value, 1);
    QCOMPARE(bla.opposition[0].limit, StrengthLimit::MoveFailed);
    const OrderExplanation &fromAnk = ofUnit(ex, start, "ank");
    QCOMPARE(fromAnk.dislodgedBy, unitIn(start, "bla"));
    QCOMPARE(fromAnk.hold.value, 1);
}

void TestExplanation::headToHeadLoserStillPrevents()
{
    // 6.E.4: F nth loses its head-to-head battle with F hol but is not dislodged (F nwg's prevent 3 stops
    // hol), so it still prevents A ruh from entering hol with 2.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.E.4")), &start);
    const int hol = unitIn(start, "hol");
    const int nth = unitIn(start, "nth");
    const int nwg = unitIn(start, "nwg");
    const OrderExplanation &fromHol = ofUnit(ex, start, "hol");
    QCOMPARE(fromHol.headToHead, nth);
    QCOMPARE(fromHol.attack.value, 3);
    const Strength *defence = findStrength(fromHol.opposition, StrengthKind::Defend, nth);
    QVERIFY(defence);
    QCOMPARE(defence->value, 2);
    const Strength *rival = findStrength(fromHol.opposition, StrengthKind::Prevent, nwg);
    QVERIFY(rival);
    QCOMPARE(rival->value, 3);
    QCOMPARE(rival->counted(), 2);
    QCOMPARE(fromHol.result.status, OrderStatus::Failed);
    const OrderExplanation &fromNth = ofUnit(ex, start, "nth");
    QCOMPARE(fromNth.headToHead, hol);
    QCOMPARE(findStrength(fromNth.opposition, StrengthKind::Defend, hol)->value, 3);
    QCOMPARE(fromNth.dislodgedBy, -1);
    const OrderExplanation &ruh = ofUnit(ex, start, "ruh");
    QCOMPARE(ruh.result.status, OrderStatus::Failed);
    QCOMPARE(ruh.attack.value, 2);
    const Strength *nthPrevents = findStrength(ruh.opposition, StrengthKind::Prevent, nth);
    QVERIFY(nthPrevents);
    QCOMPARE(nthPrevents->value, 2);
    QCOMPARE(nthPrevents->limit, StrengthLimit::None);
}

void TestExplanation::beleagueredGarrison()
{
    // 6.E.7: F nth holds against two attacks of 2 that stand each other off; England's own support for one
    // of them (F yor for F nwy) does not count against England's fleet.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.E.7")), &start);
    const OrderExplanation &nth = ofUnit(ex, start, "nth");
    QCOMPARE(nth.hold.value, 1);
    QCOMPARE(nth.dislodgedBy, -1);
    QCOMPARE(nth.attacksOn.size(), std::size_t(2));
    const Strength *fromNwy = findStrength(nth.attacksOn, StrengthKind::Attack, unitIn(start, "nwy"));
    QVERIFY(fromNwy);
    QCOMPARE(fromNwy->value, 2);
    QCOMPARE(fateOf(*fromNwy, unitIn(start, "yor")), SupportFate::DefenderPower);
    QCOMPARE(fateOf(*fromNwy, unitIn(start, "ska")), SupportFate::Counted);
    const QStringList lines =
        explanationLines(ExplanationNames::plain(*m_map, start), PhaseKind::Movement, nth);
    QVERIFY2(lines.join(u' ').contains(u"beleaguered"), qPrintable(lines.join(u'\n')));
}

void TestExplanation::simpleConvoyParadox()
{
    // 6.F.14: the paradox is settled by the Szykman rule (4.A.2 f, the DATC's choice): the convoy fails,
    // so A bre's attack cuts nothing and F eng is dislodged.
    Position start;
    const DatcCase &c = findCase(QStringLiteral("6.F.14"));
    QCOMPARE(c.rules.choice(RuleIssue::ConvoyParadox), 'f');
    const PhaseExplanation ex = explainCase(c, &start);
    const int bre = unitIn(start, "bre");
    const int eng = unitIn(start, "eng");
    const OrderExplanation &army = ofUnit(ex, start, "bre");
    QCOMPARE(army.result.status, OrderStatus::Failed);
    QCOMPARE(army.backup, BackupRule::Paradox);
    QCOMPARE(army.paradoxChoice, 'f');
    QVERIFY(army.convoy.convoyed);
    QVERIFY(!army.convoy.routeExists);
    QCOMPARE(army.convoy.broken, std::vector<int>{eng});
    QCOMPARE(army.attack.limit, StrengthLimit::NoRoute);
    QVERIFY(army.failedWithoutStrength());
    const OrderExplanation &lon = ofUnit(ex, start, "lon");
    QCOMPARE(lon.supportFate, SupportFate::Counted);
    QCOMPARE(lon.attacksOnSupport.size(), std::size_t(1));
    QCOMPARE(lon.attacksOnSupport[0].attacker, bre);
    QCOMPARE(lon.attacksOnSupport[0].verdict, CutVerdict::NoRoute);
    const OrderExplanation &fleet = ofUnit(ex, start, "eng");
    QCOMPARE(fleet.convoyFate, ConvoyFate::Disrupted);
    QCOMPARE(fleet.convoyBy, unitIn(start, "wal"));
    QCOMPARE(fleet.backup, BackupRule::Paradox);
}

void TestExplanation::swapByConvoy()
{
    // 6.G.6: England's own fleet convoys A lvp, so lvp and edi swap: no head-to-head battle, a ring of two.
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.G.6")), &start);
    const OrderExplanation &lvp = ofUnit(ex, start, "lvp");
    QCOMPARE(lvp.result.status, OrderStatus::Succeeded);
    QCOMPARE(lvp.headToHead, -1);
    QVERIFY(lvp.convoy.convoyed);
    QVERIFY(lvp.convoy.routeExists);
    QCOMPARE(lvp.convoy.fleets.size(), std::size_t(3));
    QVERIFY(lvp.convoy.broken.empty());
    QCOMPARE(lvp.backup, BackupRule::CircularMovement);
    QCOMPARE(lvp.opposition[0].limit, StrengthLimit::LeftProvince);
    QCOMPARE(lvp.opposition[0].value, 0);
    const OrderExplanation &edi = ofUnit(ex, start, "edi");
    QCOMPARE(edi.result.status, OrderStatus::Succeeded);
    QVERIFY(!edi.convoy.convoyed);
    QCOMPARE(ofUnit(ex, start, "nwg").convoyFate, ConvoyFate::PartOfRoute);
}

void TestExplanation::retreatsBounce()
{
    // 6.H.1's retreat phase: F tri and F gre both retreat to alb, bounce, and are disbanded.
    const DatcCase &c = findCase(QStringLiteral("6.H.1"));
    QVERIFY(c.retreat);
    const DatcOutcome outcome = runDatcCase(*m_map, c);
    const Position &start = outcome.retreatStart;
    QCOMPARE(start.phase.kind, PhaseKind::Retreat);
    std::vector<Order> orders;
    for (const DatcOrderLine &line : c.retreat->orders)
        orders.push_back(line.parsed.order);
    const PhaseExplanation ex = explainPhase(*m_map, c.rules, start, orders);
    QCOMPARE(ex.kind, PhaseKind::Retreat);
    const int tri = start.dislodgedIn(*m_map, m_map->findProvince(u"tri"));
    const int gre = start.dislodgedIn(*m_map, m_map->findProvince(u"gre"));
    const auto it = std::find_if(ex.orders.begin(), ex.orders.end(),
                                 [&](const OrderExplanation &e) { return e.unit == tri; });
    QVERIFY(it != ex.orders.end());
    QCOMPARE(it->result.reason, OrderReason::RetreatBounced);
    QCOMPARE(it->bouncedWith, std::vector<int>{gre});
    std::vector<int> options = it->retreatOptions;
    std::sort(options.begin(), options.end());
    std::vector<int> expected{m_map->findLocation(u"adr"), m_map->findLocation(u"alb")};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(options, expected);
}

void TestExplanation::civilDisorderRemoval()
{
    // 6.J.3: Russia owes a removal and orders none; the 2023 rule (4.D.8 a) removes A swe, farther from
    // stp than A lvn.
    Position start;
    const DatcCase &c = findCase(QStringLiteral("6.J.3"));
    const PhaseExplanation ex = explainCase(c, &start);
    QCOMPARE(ex.kind, PhaseKind::Adjustment);
    QCOMPARE(ex.changes.size(), std::size_t(1));
    const ChangeExplanation &removal = ex.changes[0];
    QCOMPARE(removal.change.reason, OrderReason::RemovedInCivilDisorder);
    QCOMPARE(removal.change.unit, unitIn(start, "swe"));
    QCOMPARE(removal.owed, -1);
    QCOMPARE(removal.removalRule, 'a');
    const QStringList lines = changeExplanationLines(ExplanationNames::plain(*m_map, start), removal);
    QVERIFY2(lines.join(u' ').contains(u"A swe") && lines.join(u' ').contains(u"4.D.8 a"),
             qPrintable(lines.join(u' ')));
}

void TestExplanation::sentencesCarryTheNumbers()
{
    Position start;
    const PhaseExplanation ex = explainCase(findCase(QStringLiteral("6.D.1")), &start);
    const ExplanationNames names = ExplanationNames::plain(*m_map, start);
    const OrderExplanation &e = ofUnit(ex, start, "tri");
    QCOMPARE(strengthText(names, e.attack), QStringLiteral("attack 2: A tri with support from F adr"));
    QCOMPARE(strengthText(names, e.opposition[0]), QStringLiteral("hold 2: A ven with support from A tyr"));
    const QStringList lines = explanationLines(names, PhaseKind::Movement, e);
    QCOMPARE(lines.value(0),
             QStringLiteral("attack 2: A tri with support from F adr; against hold 2: A ven with "
                            "support from A tyr"));
    QCOMPARE(explanationSummary(names, PhaseKind::Movement, e), lines.value(0));
    // A cut support names its cutter (6.D.2: A vie cuts A tyr's support of A ven).
    const PhaseExplanation cut = explainCase(findCase(QStringLiteral("6.D.2")), &start);
    const ExplanationNames cutNames = ExplanationNames::plain(*m_map, start);
    const OrderExplanation &tyr = ofUnit(cut, start, "tyr");
    QCOMPARE(tyr.supportFate, SupportFate::Cut);
    QCOMPARE(tyr.supportBy, unitIn(start, "vie"));
    QCOMPARE(explanationLines(cutNames, PhaseKind::Movement, tyr).value(0),
             QStringLiteral("Support cut by A vie."));
}

void TestExplanation::numbersAgreeWithResults_data()
{
    QTest::addColumn<int>("file");
    QTest::addColumn<int>("index");
    for (std::size_t f = 0; f < m_files.size(); ++f) {
        for (std::size_t i = 0; i < m_files[f].cases.size(); ++i) {
            if (m_files[f].cases[i].position.phase.kind == PhaseKind::Movement)
                QTest::newRow(qPrintable(m_files[f].cases[i].name)) << int(f) << int(i);
        }
    }
}

namespace {

// A strength is one plus the supports that count, unless a limit sets it.
bool strengthAddsUp(const Strength &s)
{
    switch (s.limit) {
    case StrengthLimit::EmptyProvince:
    case StrengthLimit::LeftProvince:
    case StrengthLimit::NoRoute:
    case StrengthLimit::OwnUnit:
    case StrengthLimit::LostHeadToHead:
    case StrengthLimit::DislodgedFromTarget:
        return s.value == 0;
    case StrengthLimit::MoveFailed:
        return s.value == 1;
    case StrengthLimit::None:
        break;
    }
    return s.value == 1 + s.counted();
}

} // namespace

void TestExplanation::numbersAgreeWithResults()
{
    QFETCH(int, file);
    QFETCH(int, index);
    const DatcCase &c = m_files[std::size_t(file)].cases[std::size_t(index)];
    Position start;
    const PhaseExplanation ex = explainCase(c, &start);
    const ExplanationNames names = ExplanationNames::plain(*m_map, start);
    QCOMPARE(ex.units.size(), start.units.size());
    for (const OrderExplanation &e : ex.units) {
        const QString what = explanationLines(names, PhaseKind::Movement, e).join(QStringLiteral(" | "));
        if (e.type == OrderType::Move) {
            QVERIFY2(strengthAddsUp(e.attack), qPrintable(what));
            int strongest = 0;
            for (const Strength &s : e.opposition) {
                QVERIFY2(strengthAddsUp(s), qPrintable(what));
                strongest = std::max(strongest, s.value);
            }
            QVERIFY2(!e.opposition.empty(), qPrintable(what));
            if (e.result.status == OrderStatus::Succeeded)
                QVERIFY2(e.attack.value > strongest, qPrintable(what));
            else if (!e.failedWithoutStrength())
                QVERIFY2(e.attack.value <= strongest, qPrintable(what));
        }
        if (e.hold.province >= 0) {
            QVERIFY2(strengthAddsUp(e.hold), qPrintable(what));
            for (const Strength &a : e.attacksOn) {
                QVERIFY2(strengthAddsUp(a), qPrintable(what));
                if (a.unit == e.dislodgedBy)
                    QVERIFY2(a.value > e.hold.value, qPrintable(what));
            }
        }
    }
}

void TestExplanation::recordedStrengthsAgreeWithResults_data()
{
    numbersAgreeWithResults_data();
}

void TestExplanation::recordedStrengthsAgreeWithResults()
{
    // The judge records each strength by asking its own decision functions with a record to fill; the
    // results name the unit that stopped a bounced move by asking the same functions. Every strength of a
    // unit must read the same wherever the explanation shows it (a move's prevent strength in each rival's
    // opposition, a unit's hold as its attackers' opposition and as its own), and the unit a bounced move's
    // result names must be the strongest of what the record shows against it.
    QFETCH(int, file);
    QFETCH(int, index);
    const DatcCase &c = m_files[std::size_t(file)].cases[std::size_t(index)];
    Position start;
    const PhaseExplanation ex = explainCase(c, &start);
    std::map<std::tuple<StrengthKind, int, int>, int> seen; // (kind, unit, province) -> value
    auto agree = [&](const Strength &s) {
        const auto key = std::make_tuple(s.kind, s.unit, s.province);
        const auto [it, inserted] = seen.emplace(key, s.value);
        if (!inserted)
            QCOMPARE(s.value, it->second);
    };
    for (const OrderExplanation &e : ex.units) {
        std::vector<Strength> shown = e.opposition;
        if (e.type == OrderType::Move)
            shown.push_back(e.attack);
        shown.insert(shown.end(), e.attacksOn.begin(), e.attacksOn.end());
        if (e.hold.province >= 0)
            shown.push_back(e.hold);
        for (const Strength &s : shown) {
            agree(s);
            if (QTest::currentTestFailed())
                return;
        }
        if (e.type != OrderType::Move || e.result.reason != OrderReason::Bounced || e.result.by < 0)
            continue;
        int strongest = 0;
        int byValue = -1;
        for (const Strength &s : e.opposition) {
            strongest = std::max(strongest, s.value);
            if (s.unit == e.result.by)
                byValue = s.value;
        }
        QCOMPARE(byValue, strongest);
    }
}

QTEST_GUILESS_MAIN(TestExplanation)
#include "tst_explanation.moc"
