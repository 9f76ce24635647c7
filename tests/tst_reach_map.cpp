// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The reach and support map and the threat view (core/analysis: unit_reach, province_reach, threat_map) on
// positions worked out by hand from the standard map's borders: the opening position, the Munich problem of
// issue 25 (Germany A mun, A ber, F kie; France A bur, A pic, A bel, F hol; Russia A war, A sil) and a
// convoy.
#include "analysis/province_reach.h"
#include "analysis/threat_map.h"
#include "analysis/unit_reach.h"
#include "analysis_test_support.h"
#include "map/map.h"
#include "model/position.h"

#include <QTest>

using namespace arbiter;

class TestReachMap : public QObject
{
    Q_OBJECT

  private:
    std::optional<Map> m_map;

    const Map &map() const { return *m_map; }

    Position munichProblem() const
    {
        return test::boardOf(map(), {"Germany: A mun", "Germany: A ber", "Germany: F kie", "France: A bur",
                                     "France: A pic", "France: A bel", "France: F hol", "Russia: A war",
                                     "Russia: A sil"});
    }

    // "France: A bur" for each unit, in the order given.
    QStringList named(const Position &position, const std::vector<int> &units) const
    {
        QStringList out;
        for (int unit : units) {
            const Unit &u = position.units[std::size_t(unit)];
            out << QStringLiteral("%1: %2 %3")
                       .arg(map().power(u.power).name, u.type == UnitType::Army ? u"A" : u"F",
                            map().location(u.location).id);
        }
        return out;
    }

    // "Russia: A sil cuts Germany: A ber", with " (by dislodging)" where only a dislodgement cuts.
    QStringList namedCuts(const Position &position, const ProvinceReach &reach) const
    {
        QStringList out;
        for (const SupportCutter &cut : reach.cutters) {
            out << named(position, {cut.unit}).constFirst() + QStringLiteral(" cuts ") +
                       named(position, {cut.supporter}).constFirst() +
                       (cut.onlyByDislodging ? QStringLiteral(" (by dislodging)") : QString());
        }
        return out;
    }

    ProvinceReach reachOf(const Position &position, const char *province,
                          const RuleSettings &rules = RuleSettings()) const
    {
        const UnitReach reach(map(), position);
        return provinceReach(map(), rules, position, reach, map().findProvince(QString::fromUtf8(province)));
    }

    int threat(const Position &position, const char *against, const char *province, int *power) const
    {
        const UnitReach reach(map(), position);
        const ThreatMap threats(map(), position, reach);
        return threats.largestAgainst(map().findPower(QString::fromUtf8(against)),
                                      map().findProvince(QString::fromUtf8(province)), power);
    }

  private slots:
    void initTestCase()
    {
        QString error;
        m_map = Map::load(Map::standardMapDirectory(), &error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void munichInTheMunichProblem()
    {
        const Position position = munichProblem();
        const ProvinceReach reach = reachOf(position, "mun");
        QCOMPARE(named(position, {reach.occupant}), QStringList{QStringLiteral("Germany: A mun")});
        // Munich borders bur, ruh, kie, ber, sil, boh and tyr, all by land: the armies in bur, ber and sil
        // can move in. F kie cannot (Munich is inland); A pic, A bel and A war border none of them; no
        // fleet stands at sea, so no army is convoyed.
        const QStringList neighbours{QStringLiteral("Germany: A ber"), QStringLiteral("France: A bur"),
                                     QStringLiteral("Russia: A sil")};
        QCOMPARE(named(position, reach.movers), neighbours);
        // Each of them can support the others' moves, or the hold of A mun.
        QCOMPARE(named(position, reach.supporters), neighbours);
        // Berlin and Silesia border each other: each cuts the other's support (different powers). A mun
        // borders bur and sil, but it stands in the province those supports go into: it cuts them only by
        // dislodging (6.D.15, 6.D.17). A mun does not cut A ber's support (the same power, 6.D.20), nor does
        // F kie, which borders ber. Nothing else reaches bur, ber or sil but the French in pic and bel,
        // which cannot cut the French A bur.
        QCOMPARE(namedCuts(position, reach),
                 (QStringList{QStringLiteral("Russia: A sil cuts Germany: A ber"),
                              QStringLiteral("Germany: A mun cuts France: A bur (by dislodging)"),
                              QStringLiteral("Germany: A mun cuts Russia: A sil (by dislodging)"),
                              QStringLiteral("Germany: A ber cuts Russia: A sil")}));
        QCOMPARE(named(position, reach.cuttingUnits()),
                 (QStringList{QStringLiteral("Germany: A mun"), QStringLiteral("Germany: A ber"),
                              QStringLiteral("Russia: A sil")}));
    }

    void ruhrInTheMunichProblem()
    {
        const Position position = munichProblem();
        const ProvinceReach reach = reachOf(position, "ruh");
        // Ruhr is inland and empty; it borders bur, bel, hol, kie and mun: the three armies there move in,
        // the fleets in hol and kie cannot.
        QCOMPARE(reach.occupant, -1);
        const QStringList armies{QStringLiteral("Germany: A mun"), QStringLiteral("France: A bur"),
                                 QStringLiteral("France: A bel")};
        QCOMPARE(named(position, reach.movers), armies);
        QCOMPARE(named(position, reach.supporters), armies);
        // Munich is reached by the French A bur and the Russian A sil; Burgundy by the German A mun; Belgium
        // by no unit of another power than France (F kie does not border it).
        QCOMPARE(namedCuts(position, reach),
                 (QStringList{QStringLiteral("France: A bur cuts Germany: A mun"),
                              QStringLiteral("Russia: A sil cuts Germany: A mun"),
                              QStringLiteral("Germany: A mun cuts France: A bur")}));
    }

    void galiciaInTheOpening()
    {
        const Position position = Position::initial(map());
        const ProvinceReach reach = reachOf(position, "gal");
        // Galicia borders boh, sil, war, ukr, rum, bud and vie: Austria's armies in vie and bud and Russia's
        // in war.
        const QStringList armies{QStringLiteral("Austria: A vie"), QStringLiteral("Austria: A bud"),
                                 QStringLiteral("Russia: A war")};
        QCOMPARE(named(position, reach.movers), armies);
        QCOMPARE(named(position, reach.supporters), armies);
        // In the opening no unit of another power borders vie, bud or war: nothing can cut.
        QVERIFY2(reach.cutters.empty(), qPrintable(namedCuts(position, reach).join(u'|')));
    }

    void aLoneNeighbourHasNothingToSupport()
    {
        // In the opening Brest alone borders the Mid-Atlantic: F bre can move there but has nothing to
        // support. Picardy is bordered by F bre and A par, each of which can support the other's move.
        const Position position = Position::initial(map());
        const ProvinceReach mid = reachOf(position, "mao");
        QCOMPARE(named(position, mid.movers), QStringList{QStringLiteral("France: F bre")});
        QVERIFY(mid.supporters.empty());
        const ProvinceReach picardy = reachOf(position, "pic");
        QCOMPARE(named(position, picardy.supporters),
                 (QStringList{QStringLiteral("France: F bre"), QStringLiteral("France: A par")}));
    }

    void armyConvoyedButNotSupporting()
    {
        // A yor reaches Norway only over the North Sea's fleet: a mover, never a supporter; F nth is both.
        const Position position =
            test::boardOf(map(), {"England: F nth", "England: A yor", "Russia: F stp/nc"});
        const ProvinceReach reach = reachOf(position, "nor");
        QCOMPARE(named(position, reach.movers),
                 (QStringList{QStringLiteral("England: F nth"), QStringLiteral("England: A yor"),
                              QStringLiteral("Russia: F stp/nc")}));
        QCOMPARE(named(position, reach.supporters),
                 (QStringList{QStringLiteral("England: F nth"), QStringLiteral("Russia: F stp/nc")}));
        const UnitReach units(map(), position);
        QCOMPARE(units.approach(1, map().findProvince(u"nor")), Approach::ByConvoy);
        QCOMPARE(units.approach(0, map().findProvince(u"nor")), Approach::Adjacent);
        // The convoy adds nothing to England's strength: F nth carries the army or supports, not both.
        int power = -1;
        QCOMPARE(threat(position, "russia", "nor", &power), 1);
        QCOMPARE(power, map().findPower(u"england"));
    }

    void convoyedAttackFromTheTargetUnderRule4A4()
    {
        // DATC 6.G.13's position: Italy's A ven supports F alb - tri; Austria's A tri, in the province the
        // support goes into, borders Venice and could also be convoyed there by F adr (4.A.3).
        const Position position =
            test::boardOf(map(), {"Austria: F adr", "Austria: A tri", "Italy: A ven", "Italy: F alb"});
        const QString venetianCut = QStringLiteral("Austria: A tri cuts Italy: A ven");
        // 4.A.4 a (the DATC's preference): an attack from the target cuts only by dislodging.
        QVERIFY(namedCuts(position, reachOf(position, "tri"))
                    .contains(venetianCut + QStringLiteral(" (by dislodging)")));
        // 4.A.4 b: the convoyed attack from the target cuts like any other.
        RuleSettings rules;
        rules.set(RuleIssue::SupportCutByOwnConvoyedAttack, 'b');
        QVERIFY(namedCuts(position, reachOf(position, "tri", rules)).contains(venetianCut));
        // Without the fleet no convoy is possible: by dislodging only, whatever 4.A.4 says.
        const Position noFleet = test::boardOf(map(), {"Austria: A tri", "Italy: A ven", "Italy: F alb"});
        QVERIFY(namedCuts(noFleet, reachOf(noFleet, "tri", rules))
                    .contains(venetianCut + QStringLiteral(" (by dislodging)")));
    }

    void threatsInTheOpening()
    {
        const Position position = Position::initial(map());
        int power = -1;
        // Against Russia, Galicia: Austria's A vie and A bud (one moves, one supports) = 2; Russia's own
        // A war is not counted against Russia.
        QCOMPARE(threat(position, "russia", "gal", &power), 2);
        QCOMPARE(power, map().findPower(u"austria"));
        // Against Austria, Ukraine: Russia's A war and A mos (F sev cannot enter inland Ukraine) = 2.
        QCOMPARE(threat(position, "austria", "ukr", &power), 2);
        QCOMPARE(power, map().findPower(u"russia"));
        // Against Russia, Armenia: Turkey's F ank and A smy = 2 (A con does not border it).
        QCOMPARE(threat(position, "russia", "arm", &power), 2);
        QCOMPARE(power, map().findPower(u"turkey"));
        // Against France, Paris: no other power borders it.
        QCOMPARE(threat(position, "france", "par", &power), 0);
        QCOMPARE(power, -1);
        // Against Germany, Burgundy: France's A par and A mar = 2; Germany's A mun is Germany's own.
        QCOMPARE(threat(position, "germany", "bur", &power), 2);
        QCOMPARE(power, map().findPower(u"france"));
    }

    void threatsInTheMunichProblem()
    {
        const Position position = munichProblem();
        const UnitReach reach(map(), position);
        const ThreatMap threats(map(), position, reach);
        const auto at = [&](const char *power, const char *province) {
            return threats.strength(map().findPower(QString::fromUtf8(power)),
                                    map().findProvince(QString::fromUtf8(province)));
        };
        // Munich: France brings A bur alone, Russia A sil alone; Germany holds with A ber's support (F kie
        // cannot support inland) = 2.
        QCOMPARE(at("france", "mun"), 1);
        QCOMPARE(at("russia", "mun"), 1);
        QCOMPARE(at("germany", "mun"), 2);
        // Burgundy: France holds it with A pic and A bel supporting = 3; Germany's A mun alone = 1.
        QCOMPARE(at("france", "bur"), 3);
        QCOMPARE(at("germany", "bur"), 1);
        // Silesia: Russia holds with A war = 2; Germany's A mun and A ber = 2.
        QCOMPARE(at("russia", "sil"), 2);
        QCOMPARE(at("germany", "sil"), 2);
        // Kiel: France's F hol alone (A bel does not border Kiel) = 1.
        QCOMPARE(at("france", "kie"), 1);
        int power = -1;
        QCOMPARE(threats.largestAgainst(map().findPower(u"germany"), map().findProvince(u"bur"), &power), 3);
        QCOMPARE(power, map().findPower(u"france"));
    }
};

QTEST_GUILESS_MAIN(TestReachMap)
#include "tst_reach_map.moc"
