// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Orders by mouse in each kind of phase, clicked on the real map view: a retreat phase, an adjustment phase,
// and the context menu of a movement phase, which offers only what the engine allows.
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "order_input.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"

#include <QDir>
#include <QStatusBar>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestOrderInput : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    // What the chooser was offered, by title, and the label it picks from each list.
    QMap<QString, QStringList> m_offered;
    QStringList m_picks;

    document::GameDocument *doc() const { return m_window->document(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }

    void click(const QString &location, Qt::MouseButton button = Qt::LeftButton, bool dislodged = false)
    {
        const QPointF scene = m_window->mapScene()->unitPlace(m_map->findLocation(location), dislodged);
        QTest::mouseClick(m_window->mapView()->viewport(), button, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(scene));
    }

    QStringList orderTexts() const
    {
        QStringList texts;
        for (const EnteredOrder &o : doc()->orders())
            texts << formatOrder(*m_map, o.order);
        return texts;
    }

    const Order *orderIn(const char *province) const
    {
        const int i = doc()->orderForProvince(m_map->findProvince(QString::fromLatin1(province)));
        return i < 0 ? nullptr : &doc()->orders()[std::size_t(i)].order;
    }

    // Records what is offered instead of showing a menu (a new document comes with a new OrderInput).
    void installChooser()
    {
        m_window->orderInput()->setChooser([this](const QString &title, const QStringList &choices, QPointF) {
            m_offered[title] = choices;
            for (const QString &pick : m_picks) {
                if (choices.contains(pick))
                    return int(choices.indexOf(pick));
            }
            return -1;
        });
    }

    void openCase(const char *file, const char *name)
    {
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/") +
                                           QString::fromLatin1(file),
                                       QString::fromLatin1(name)));
        doc()->clearOrders(-1); // the case's own orders; the test clicks its own
        installChooser();
        QVERIFY(doc()->orders().empty());
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-order-input-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard)});
        m_window->mapView()->fitToWindow();
        m_offered.clear();
        m_picks.clear();
        installChooser();
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void retreatPhaseByClicks()
    {
        // Austria's F tri (attacked from tyr) and Turkey's F gre (attacked from ion) are dislodged.
        openCase("../data/datc_hand_fed_retreats.txt", "6.H.1 retreat"); // the retreat half alone
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1901R"));
        // A unit that was not dislodged does not answer.
        click(QStringLiteral("ser"));
        QCOMPARE(m_window->orderInput()->selectedProvince(), -1);
        QVERIFY2(status().contains(QStringLiteral("not dislodged")), qPrintable(status()));
        // The dislodged fleet in Greece: the engine refuses the attacker's origin and says why.
        click(QStringLiteral("gre"), Qt::LeftButton, true);
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"gre"));
        click(QStringLiteral("ion"));
        QVERIFY(doc()->orders().empty());
        QVERIFY2(status().contains(QStringLiteral("where the attacker came from")), qPrintable(status()));
        QVERIFY2(status().startsWith(QStringLiteral("The ")), qPrintable(status()));       // a sentence
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"gre")); // still choosing
        // Bulgaria: only its south coast touches Greece, so no coast is asked.
        click(QStringLiteral("bul/sc"));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F gre - bul/sc")});
        QVERIFY(m_offered.isEmpty());
        // The fleet in Trieste clicked twice disbands.
        click(QStringLiteral("tri"), Qt::LeftButton, true);
        click(QStringLiteral("tri"), Qt::LeftButton, true);
        QVERIFY(orderIn("tri"));
        QCOMPARE(orderIn("tri")->type, OrderType::Disband);
        // Its context menu: retreat instead, to Albania.
        m_picks = {QStringLiteral("Retreat…")};
        click(QStringLiteral("tri"), Qt::RightButton, true);
        QVERIFY(m_offered.value(QStringLiteral("the Austrian fleet in Trieste"))
                    .contains(QStringLiteral("Disband")));
        click(QStringLiteral("alb"));
        QCOMPARE(formatOrder(*m_map, *orderIn("tri")), QStringLiteral("F tri - alb"));
        QCOMPARE(m_window->orderInput()->selectedProvince(), -1);
    }

    void adjustmentPhaseByClicks()
    {
        // France has one centre and two armies: one removal. England owns four centres and has no unit.
        openCase("6j_civil_disorder.txt", "6.J.1");
        QCOMPARE(doc()->position().phase.kind, PhaseKind::Adjustment);
        click(QStringLiteral("pic"));
        QVERIFY(orderIn("pic"));
        QCOMPARE(orderIn("pic")->type, OrderType::Disband);
        // Brest is a French home centre, but France removes: the engine's reason is shown.
        click(QStringLiteral("bre"));
        QVERIFY(!orderIn("bre"));
        QVERIFY2(status().contains(QStringLiteral("no builds left")), qPrintable(status()));
        // London: army or fleet, asked; and England may waive a build.
        m_picks = {QStringLiteral("Build…"), QStringLiteral("Build fleet")};
        click(QStringLiteral("lon"), Qt::RightButton);
        QVERIFY(
            m_offered.value(QStringLiteral("London")).contains(QStringLiteral("Waive a build of England")));
        QCOMPARE(m_offered.value(QStringLiteral("Build in London")),
                 (QStringList{QStringLiteral("Build army"), QStringLiteral("Build fleet")}));
        QCOMPARE(formatOrder(*m_map, *orderIn("lon")), QStringLiteral("Build F lon"));
        // Liverpool by a left click, the army chosen.
        m_picks = {QStringLiteral("Build army")};
        click(QStringLiteral("lvp"));
        QCOMPARE(formatOrder(*m_map, *orderIn("lvp")), QStringLiteral("Build A lvp"));
        // Under rules that forbid waiving (4.D.7 b) the menu no longer offers it.
        RuleSettings rules = doc()->rules();
        QVERIFY(rules.set(RuleIssue::WaivingBuilds, 'b').isEmpty());
        doc()->setRules(rules);
        m_offered.clear();
        m_picks.clear();
        click(QStringLiteral("edi"), Qt::RightButton);
        QVERIFY(m_offered.value(QStringLiteral("Edinburgh")).contains(QStringLiteral("Build…")));
        QVERIFY(!m_offered.value(QStringLiteral("Edinburgh"))
                     .contains(QStringLiteral("Waive a build of England")));
    }

    void convoyOfferedOnlyWhenTheFleetCanConvoy()
    {
        for (const char *line : {"England: F lon - nth", "England: A lvp - yor", "Italy: F nap - ion"})
            QVERIFY(m_window->commandLine()->submit(QString::fromLatin1(line)));
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        // The Ionian fleet is at sea, but no army stands on a coast it could carry from.
        click(QStringLiteral("ion"), Qt::RightButton);
        const QStringList ionian = m_offered.value(QStringLiteral("the Italian fleet in Ionian Sea"));
        QVERIFY2(ionian.contains(QStringLiteral("Move…")), qPrintable(ionian.join(u',')));
        QVERIFY2(!ionian.contains(QStringLiteral("Convoy…")), qPrintable(ionian.join(u',')));
        // The North Sea fleet can carry the army in Yorkshire.
        m_picks = {QStringLiteral("Convoy…")};
        click(QStringLiteral("nth"), Qt::RightButton);
        QVERIFY(m_offered.value(QStringLiteral("the English fleet in North Sea"))
                    .contains(QStringLiteral("Convoy…")));
        QCOMPARE(m_window->orderInput()->mode(), ui::OrderInput::Mode::Convoy);
        click(QStringLiteral("yor"));
        click(QStringLiteral("nwy"));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F nth C A yor - nwy")});
        // The convoy is checked on its own: that the army's move is not ordered yet makes it no illegal
        // order.
        QVERIFY2(!status().contains(QStringLiteral("illegal")), qPrintable(status()));
    }
};

QTEST_MAIN(TestOrderInput)
#include "tst_order_input.moc"
