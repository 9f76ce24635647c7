// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Orders typed in the Winter of a game played from the start: waives judged among the orders entered, and
// orders of the wrong kind for the phase refused without touching what was entered.
#include "document/autosave.h"
#include "document/game_document.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestEveningEntry : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    document::GameDocument *doc() const { return m_window->document(); }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    bool statusIsError() const
    {
        return m_window->statusBar()->styleSheet().contains(QStringLiteral("#b00000"));
    }

    // Types a line into the command line and presses Enter; returns what the status bar then says.
    QString type(const QString &line)
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        command->clear();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Escape); // closes a completion popup if one is open
        if (command->text() != line)              // Escape with no popup cleared the line
            QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Return);
        return status();
    }

    void adjudicate(const QString &expectedNext)
    {
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(doc()->phase().code(), expectedNext);
    }

    QStringList orderTexts() const
    {
        QStringList texts;
        for (const EnteredOrder &o : doc()->orders())
            texts << formatOrder(*m_map, o.order);
        return texts;
    }

    // Winter 1901: France gained Spain and Portugal (two builds, Paris, Marseilles and Brest vacant), Italy
    // gained Tunis (one build).
    void playToWinter()
    {
        type(QStringLiteral("France: A par - bur"));
        type(QStringLiteral("France: A mar - spa"));
        type(QStringLiteral("France: F bre - mao"));
        type(QStringLiteral("Italy: F nap - ion"));
        adjudicate(QStringLiteral("F1901M"));
        type(QStringLiteral("France: F mao - por"));
        type(QStringLiteral("Italy: F ion - tun"));
        adjudicate(QStringLiteral("W1901A"));
        QCOMPARE(doc()->ordersDue(m_map->findPower(QStringLiteral("France"))), 2);
        QCOMPARE(doc()->ordersDue(m_map->findPower(QStringLiteral("Italy"))), 1);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-evening-entry-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_window = std::make_unique<MainWindow>(m_map);
        m_window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                              QMessageBox::StandardButton) { return QMessageBox::Discard; });
        m_window->resize(1400, 950);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        playToWinter();
    }

    void cleanup()
    {
        m_window->close();
        m_window.reset();
    }

    void waiveOfTheOnlyBuildIsLegal()
    {
        QCOMPARE(type(QStringLiteral("Italy: waive")), QStringLiteral("Entered Italy: Waive."));
        QVERIFY(!statusIsError());
        QCOMPARE(doc()->ordersGiven(m_map->findPower(QStringLiteral("Italy"))), 1);
        QVERIFY(doc()->check(0).legal);
    }

    void waiveAfterABuildIsLegal()
    {
        QCOMPARE(type(QStringLiteral("France: build A par")), QStringLiteral("Entered France: Build A par."));
        QCOMPARE(type(QStringLiteral("France: waive")), QStringLiteral("Entered France: Waive."));
        QVERIFY(!statusIsError());
        // A third order is one too many: that one is told so.
        const QString third = type(QStringLiteral("France: waive"));
        QVERIFY2(third.contains(QStringLiteral("no builds left")), qPrintable(third));
        QVERIFY(statusIsError());
    }

    void moveInWinterIsRefused()
    {
        type(QStringLiteral("France: build A par"));
        const QStringList before = orderTexts();
        QCOMPARE(before, QStringList{QStringLiteral("Build A par")});
        const QString line = QStringLiteral("France: A par - bur");
        QCOMPARE(type(line),
                 QStringLiteral("Not entered: \"France: A par - bur\" is no order for Winter 1901 "
                                "Adjustments, which takes only builds, removals and waives."));
        QVERIFY(statusIsError());
        QCOMPARE(orderTexts(), before);
        QCOMPARE(m_window->commandLine()->text(), line); // kept, to be corrected
        // The document refuses it too, whoever gives it.
        Order move = doc()->orders()[0].order;
        move.type = OrderType::Move;
        move.target.location = m_map->findLocation(QStringLiteral("bur"));
        QVERIFY(!doc()->setOrder({line, move}));
        QCOMPARE(orderTexts(), before);
        // A unit of the board ordered to hold or support is no adjustment order either.
        type(QStringLiteral("Italy: A ven S A rom"));
        QVERIFY(statusIsError());
        QCOMPARE(orderTexts(), before);
    }

    void buildInSpringIsRefused()
    {
        // Back to a movement phase: a build typed there is refused the same way.
        type(QStringLiteral("France: build A par"));
        type(QStringLiteral("France: waive"));
        type(QStringLiteral("Italy: waive"));
        adjudicate(QStringLiteral("S1902M"));
        QCOMPARE(type(QStringLiteral("France: build A bre")),
                 QStringLiteral("Not entered: \"France: build A bre\" is no order for Spring 1902 Movement, "
                                "which takes only holds, moves, supports and convoys."));
        QVERIFY(statusIsError());
        QVERIFY(doc()->orders().empty());
    }

    void datcCaseNamesTheLinesLeftOut()
    {
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/datc_typo.txt"),
                                       QStringLiteral("T.1")));
        QVERIFY2(status().contains(QStringLiteral(
                     "order line(s) left out: " ARBITER_SOURCE_DIR
                     "/tests/data/datc_typo.txt:12: unknown place 'kei' (Kiel?) (England: A ruh - kei).")),
                 qPrintable(status()));
        QVERIFY(statusIsError());
        QCOMPARE(doc()->orders().size(), std::size_t(2));
    }
};

QTEST_MAIN(TestEveningEntry)
#include "tst_evening_entry.moc"
