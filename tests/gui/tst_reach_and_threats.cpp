// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The reach and support map and the threat view in the window (View → Reach and Support, View → Threats
// Against), on the Munich problem of issue 25 (tests/data/analysis/munich.txt): Germany (A mun, A ber,
// F kie) against France (A bur, A pic, A bel, F hol) and Russia (A war, A sil). The tool is turned on by its
// key, Munich and Ruhr clicked on the map, the rings read from the scene's overlay; Escape clears; the threat
// view's numbers read from its plates. The sets are those worked out by hand in tests/tst_reach_map.cpp.
#include "board/board_view_model.h"
#include "board/tool_manager.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "language.h"
#include "scene/map_legend.h"
#include "scene/map_scene.h"
#include "scene/power_palette.h"
#include "scene/reach_overlay.h"
#include "scene/threat_overlay.h"
#include "widgets/map_view.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QGraphicsEllipseItem>
#include <QGraphicsSimpleTextItem>
#include <QMouseEvent>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;
using Role = arbiter::ui::ReachOverlay::Role;

class TestReachAndThreats : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    const ui::ReachOverlay *reach() const { return m_window->mapScene()->reachOverlay(); }
    const ui::ThreatOverlay *threats() const { return m_window->mapScene()->threatOverlay(); }

    void clickProvince(const QString &location)
    {
        const QPointF scene = m_window->mapScene()->unitPlace(m_map->findLocation(location));
        QTest::mouseClick(m_window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(scene));
    }

    // "Germany: A ber" for each unit ringed for the role, sorted.
    QStringList ringed(Role role) const
    {
        const Position &position = m_window->mapScene()->board()->shownPosition();
        QStringList out;
        for (int unit : reach()->units(role)) {
            const Unit &u = position.units[std::size_t(unit)];
            out << QStringLiteral("%1: %2 %3")
                       .arg(m_map->power(u.power).name, u.type == UnitType::Army ? u"A" : u"F",
                            m_map->location(u.location).id);
        }
        out.sort();
        return out;
    }

    static QStringList sorted(QStringList list)
    {
        list.sort();
        return list;
    }

  private slots:
    void initTestCase()
    {
        ui::installTranslations(QLocale(QLocale::English)); // the English plurals, as the program has them
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(m_map);
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/analysis/munich.txt"),
                                       QStringLiteral("munich")));
        QCOMPARE(m_window->document()->position().units.size(), std::size_t(9));
        m_window->mapView()->fitToWindow();
    }

    void cleanup() { m_window.reset(); }

    void reachOfMunichClickedOnTheMap()
    {
        QAction *tool = m_window->action(QStringLiteral("reachAction"));
        QVERIFY(tool);
        QTest::keyClick(m_window.get(), Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(tool->isChecked());
        QVERIFY(m_window->toolManager()->reaching());
        QVERIFY(reach()->marks().empty()); // nothing until a province is clicked

        clickProvince(QStringLiteral("mun"));
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), m_map->findProvince(u"mun"));
        const QStringList neighbours =
            sorted({QStringLiteral("Germany: A ber"), QStringLiteral("France: A bur"),
                    QStringLiteral("Russia: A sil")});
        // Each can move there and support the others' moves or the hold of A mun; none can only move.
        QCOMPARE(ringed(Role::MoverAndSupporter), neighbours);
        QVERIFY(ringed(Role::MoverOnly).isEmpty());
        // Berlin and Silesia cut each other's support; A mun cuts those of bur and sil only by dislodging.
        QCOMPARE(ringed(Role::Cutter),
                 sorted({QStringLiteral("Germany: A ber"), QStringLiteral("Russia: A sil")}));
        QCOMPARE(ringed(Role::DislodgingCutter), QStringList{QStringLiteral("Germany: A mun")});
        QCOMPARE(reach()->cutLineCount(), 4);
        // Each ring in its unit's power's colour.
        const Position &position = m_window->mapScene()->board()->shownPosition();
        for (const ui::ReachOverlay::Mark &mark : reach()->marks()) {
            // The halo's edge, its pale band, then the ring itself.
            const QList<QGraphicsItem *> bands = mark.item->childItems();
            QCOMPARE(bands.size(), 1);
            const QList<QGraphicsItem *> rings = bands.constFirst()->childItems();
            QCOMPARE(rings.size(), 1);
            const auto *ring = dynamic_cast<const QGraphicsEllipseItem *>(rings.constFirst());
            QVERIFY(ring);
            QCOMPARE(ring->pen().color(), ui::PowerPalette::instance()->colour(
                                              *m_map, position.units[std::size_t(mark.unit)].power));
            QVERIFY(mark.item->scene() == m_window->mapScene());
        }
        QVERIFY(reach()->legend());
        const QStringList legend = reach()->legend()->lines();
        QVERIFY2(legend.constFirst().contains(QStringLiteral("Munich")), qPrintable(legend.join(u'|')));
        QVERIFY2(legend.join(u'|').contains(QStringLiteral("(3 units)")), qPrintable(legend.join(u'|')));
        // The click entered no order and chose no unit.
        QVERIFY(m_window->document()->orders().empty());

        const QByteArray shot = qgetenv("ARBITER_REACH_SCREENSHOT");
        if (!shot.isEmpty()) {
            m_window->mapView()->setZoom(3.0);
            m_window->mapView()->centreOn(m_window->mapScene()->unitPlace(m_map->findLocation(u"mun")) +
                                          QPointF(-20, -60));
            QVERIFY(m_window->grab().save(QString::fromLocal8Bit(shot)));
        }

        // Escape clears the map; the tool stays on for the next click.
        QTest::keyClick(m_window->mapView(), Qt::Key_Escape);
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), -1);
        QVERIFY(reach()->marks().empty());
        QCOMPARE(reach()->cutLineCount(), 0);
        QVERIFY(!reach()->legend());
        QVERIFY(tool->isChecked());

        // Ruhr: the armies in mun, bur and bel move or support; A bur and A sil could cut A mun's support,
        // A mun that of A bur; nothing of another power reaches Belgium.
        clickProvince(QStringLiteral("ruh"));
        QCOMPARE(ringed(Role::MoverAndSupporter),
                 sorted({QStringLiteral("Germany: A mun"), QStringLiteral("France: A bur"),
                         QStringLiteral("France: A bel")}));
        QCOMPARE(ringed(Role::Cutter),
                 sorted({QStringLiteral("Germany: A mun"), QStringLiteral("France: A bur"),
                         QStringLiteral("Russia: A sil")}));
        QVERIFY(ringed(Role::DislodgingCutter).isEmpty());

        // With Shift held the reach follows the pointer, without a click.
        const QPointF kiel = m_window->mapScene()->unitPlace(m_map->findLocation(u"kie"));
        const QPoint at = m_window->mapView()->mapFromScene(kiel);
        QMouseEvent shiftMove(QEvent::MouseMove, at, m_window->mapView()->viewport()->mapToGlobal(at),
                              Qt::NoButton, Qt::NoButton, Qt::ShiftModifier);
        QApplication::sendEvent(m_window->mapView()->viewport(), &shiftMove);
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), m_map->findProvince(u"kie"));
        // Kiel: A mun, A ber and F hol border it (F hol by the coast); F kie stands there.
        QCOMPARE(ringed(Role::MoverAndSupporter),
                 sorted({QStringLiteral("Germany: A mun"), QStringLiteral("Germany: A ber"),
                         QStringLiteral("France: F hol")}));
        // Without Shift, moving the pointer leaves it.
        QTest::mouseMove(
            m_window->mapView()->viewport(),
            m_window->mapView()->mapFromScene(m_window->mapScene()->unitPlace(m_map->findLocation(u"mun"))));
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), m_map->findProvince(u"kie"));

        // Turned off: the reach goes, and a click on Munich is order entry again (it selects the army).
        QTest::keyClick(m_window.get(), Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(!tool->isChecked());
        QVERIFY(reach()->marks().empty());
        clickProvince(QStringLiteral("mun"));
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), -1);
        QVERIFY(reach()->marks().empty());
    }

    void reachFollowsTheHistory()
    {
        // Munich's reach stays chosen across an adjudication and is worked out for the new position: after
        // A sil - pru, Silesia is empty and the Russian army in Prussia no longer borders Munich.
        m_window->action(QStringLiteral("reachAction"))->trigger();
        clickProvince(QStringLiteral("mun"));
        QCOMPARE(ringed(Role::MoverAndSupporter).size(), 3);
        test::typeOrder(m_window.get(), QStringLiteral("Russia: A sil - pru"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(m_window->mapScene()->board()->reachProvince(), m_map->findProvince(u"mun"));
        QCOMPARE(ringed(Role::MoverAndSupporter),
                 sorted({QStringLiteral("Germany: A ber"), QStringLiteral("France: A bur")}));
    }

    void threatsAgainstGermany()
    {
        QVERIFY(threats()->labels().empty());
        QAction *germany = m_window->action(QStringLiteral("threatsAgainst_germany"));
        QVERIFY(germany);
        germany->trigger();
        QCOMPARE(m_window->mapScene()->board()->threatPower(), m_map->findPower(u"germany"));
        // Burgundy: France holds it with A pic and A bel supporting = 3, in France's colour.
        const ui::ThreatOverlay::Label *burgundy = threats()->labelOf(m_map->findProvince(u"bur"));
        QVERIFY(burgundy);
        QCOMPARE(burgundy->strength, 3);
        QCOMPARE(burgundy->text->text(), QStringLiteral("3"));
        QCOMPARE(burgundy->power, m_map->findPower(u"france"));
        // Munich: France's A bur or Russia's A sil alone = 1; Germany's own hold is not a threat.
        const ui::ThreatOverlay::Label *munich = threats()->labelOf(m_map->findProvince(u"mun"));
        QVERIFY(munich);
        QCOMPARE(munich->text->text(), QStringLiteral("1"));
        // Berlin: only Russia's A sil borders it = 1; Prussia: A war and A sil = 2.
        QCOMPARE(threats()->labelOf(m_map->findProvince(u"ber"))->strength, 1);
        QCOMPARE(threats()->labelOf(m_map->findProvince(u"pru"))->strength, 2);
        // Far from every unit of another power: no plate.
        QVERIFY(!threats()->labelOf(m_map->findProvince(u"den")));
        QVERIFY(threats()->legend());
        QVERIFY(threats()->legend()->lines().constFirst().contains(QStringLiteral("Germany")));

        const QByteArray shot = qgetenv("ARBITER_THREAT_SCREENSHOT");
        if (!shot.isEmpty()) {
            m_window->mapView()->setZoom(1.6);
            m_window->mapView()->centreOn(m_window->mapScene()->unitPlace(m_map->findLocation(u"ruh")));
            QVERIFY(m_window->grab().save(QString::fromLocal8Bit(shot)));
        }

        m_window->action(QStringLiteral("threatsAgainstNobody"))->trigger();
        QVERIFY(threats()->labels().empty());
        QVERIFY(!threats()->legend());
    }
};

QTEST_MAIN(TestReachAndThreats)
#include "tst_reach_and_threats.moc"
