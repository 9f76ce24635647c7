// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The order line with orders as players write them in mails, typed key by key: several orders on one line
// separated by ';' or ',', a misspelled power's name (entered, with a note naming the correction) and the
// other programs' spellings of places and coasts; the power a line names carried to the next, an unreadable
// line kept with its reason in view, and the line emptied for a new game.
#include "dialogs/import_orders_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_script.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace arbiter;
using arbiter::ui::MainWindow;

namespace {

// To Winter 1901: France takes Belgium and Portugal, and may build in Paris and Brest.
constexpr const char *france = R"(
PHASE S1901M
France:
A par - pic
F bre - mao
PHASE F1901M
France:
A pic - bel
F mao - por
)";

} // namespace

class TestOrderLineMulti : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    document::GameDocument *doc() const { return m_window->document(); }
    ui::CommandLine *line() const { return m_window->commandLine(); }

    // Types a line into the order line and presses Enter; returns what the status bar then says.
    QString type(const QString &text)
    {
        line()->setFocus();
        line()->clear();
        QTest::keyClicks(line(), text);
        QTest::keyClick(line(), Qt::Key_Escape); // closes a completion popup if one is open
        if (line()->text() != text)              // Escape with no popup cleared the line
            QTest::keyClicks(line(), text);
        QTest::keyClick(line(), Qt::Key_Return);
        return m_window->statusBar()->currentMessage();
    }
    bool statusIsError() const
    {
        return m_window->statusBar()->styleSheet().contains(QStringLiteral("#b00000"));
    }
    // The entered orders, as the orders panel writes them.
    QStringList entered() const
    {
        QStringList out;
        for (const EnteredOrder &e : doc()->orders())
            out << formatOrder(*m_map, e.order);
        return out;
    }
    void grab(const char *name)
    {
        const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            m_window->grab().save(dir + u'/' + QString::fromLatin1(name) + QStringLiteral(".png"));
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-order-line-multi-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard)});
        m_window->mapView()->fitToWindow();
    }

    void cleanup()
    {
        m_window->close();
        m_window.reset();
    }

    void twoOrdersOnOneLineAreBothEntered()
    {
        const QString said = type(QStringLiteral("Germany: A mun - ruh; A ber - kie"));
        QCOMPARE(entered(), QStringList({QStringLiteral("A mun - ruh"), QStringLiteral("A ber - kie")}));
        QVERIFY2(said.contains(QStringLiteral("Entered Germany: A mun - ruh.")) &&
                     said.contains(QStringLiteral("Entered Germany: A ber - kie.")),
                 qPrintable(said));
        QVERIFY(line()->text().isEmpty());
        // Germany's power is shown on the line now; a Russian unit's order is Russia's, and the note says so.
        const QString other = type(QStringLiteral("A war - gal"));
        QVERIFY2(other.contains(QStringLiteral("Entered Russia: A war - gal. Note: the unit is Russia's, not "
                                               "Germany's.")),
                 qPrintable(other));
        doc()->undoStack()->undo();
        // A second order for a unit replaces the first, and says so.
        const QString again = type(QStringLiteral("A ber - sil"));
        QVERIFY2(
            again.contains(QStringLiteral("Entered Germany: A ber - sil. It replaces Germany: A ber - kie.")),
            qPrintable(again));
        QCOMPARE(entered(), QStringList({QStringLiteral("A mun - ruh"), QStringLiteral("A ber - sil")}));
        doc()->undoStack()->undo();
        // Commas as well, and the power of the first order is the power of the rest.
        type(QStringLiteral("France: A par - bur, A mar - spa, F bre - mao"));
        QCOMPARE(int(doc()->orders().size()), 5);
        for (std::size_t k = 2; k < 5; ++k)
            QCOMPARE(doc()->orders()[k].order.power, m_map->findPower(u"france"));
        QCOMPARE(doc()->orders().back().text, QStringLiteral("F bre - mao"));
        grab("order_line_multi");
    }

    void aPartThatCannotBeReadStaysOnTheLine()
    {
        const QString said = type(QStringLiteral("A vie - gal; A bud - sxr; F tri - alb"));
        // The first is entered; the second is named and stays, with the one after it, for correction.
        QCOMPARE(entered(), QStringList({QStringLiteral("A vie - gal")}));
        QVERIFY2(said.contains(QStringLiteral("Entered Austria: A vie - gal.")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Order 2: Cannot read \"A bud - sxr\": unknown place 'sxr'.")),
                 qPrintable(said));
        QVERIFY(statusIsError());
        QCOMPARE(line()->text(), QStringLiteral("A bud - sxr; F tri - alb"));
        QCOMPARE(line()->selectedText(), line()->text());
        grab("order_line_part_error");
        // Corrected and entered again: the rest of the line goes in.
        QTest::keyClicks(line(), QStringLiteral("A bud - ser; F tri - alb"));
        QTest::keyClick(line(), Qt::Key_Return);
        QCOMPARE(entered(), QStringList({QStringLiteral("A vie - gal"), QStringLiteral("A bud - ser"),
                                         QStringLiteral("F tri - alb")}));
    }

    // One line typed is one step to undo (Ctrl+Z), however many orders it held; a line that enters nothing
    // leaves what can be redone alone.
    void aLineIsUndoneInOneStep()
    {
        type(QStringLiteral("A lvp - yor"));
        type(QStringLiteral("France: A par - bur; A mar - spa; F bre - mao"));
        QCOMPARE(int(doc()->orders().size()), 4);
        m_window->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(entered(), QStringList({QStringLiteral("A lvp - yor")}));
        const QString undone = m_window->statusBar()->currentMessage();
        QVERIFY2(undone.startsWith(QStringLiteral("Undone: Enter \"France: A par - bur;")),
                 qPrintable(undone));

        // Nothing of this line can be entered: the step undone stays there to be redone.
        const QString refused = type(QStringLiteral("A bud - sxr; F tri - alb"));
        QVERIFY2(refused.contains(QStringLiteral("unknown place 'sxr'")), qPrintable(refused));
        QVERIFY(doc()->undoStack()->canRedo());
        m_window->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(entered(), QStringList({QStringLiteral("A lvp - yor"), QStringLiteral("A par - bur"),
                                         QStringLiteral("A mar - spa"), QStringLiteral("F bre - mao")}));

        // Half a line entered is one step as well.
        type(QStringLiteral("A vie - gal; A bud - ser; F tri - xyz"));
        QCOMPARE(int(doc()->orders().size()), 6);
        m_window->setFocus();
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(int(doc()->orders().size()), 4);
    }

    // A slip that gives a unit the wrong type: under the DATC's rule (4.C.2 b) the order stands for the unit
    // on the board, and the game master is told which unit that is.
    void wrongUnitTypeIsEnteredWithANote()
    {
        const QString fleet = type(QStringLiteral("A nap - apu"));
        QVERIFY2(
            fleet.contains(QStringLiteral("Entered Italy: A nap - apu. Note: the unit in Naples is a fleet, "
                                          "not an army.")),
            qPrintable(fleet));
        const QString army = type(QStringLiteral("F par - bur"));
        QVERIFY2(army.contains(QStringLiteral("Note: the unit in Paris is an army, not a fleet.")),
                 qPrintable(army));
        const QString right = type(QStringLiteral("F bre - mao"));
        QVERIFY2(!right.contains(QStringLiteral("Note")), qPrintable(right));
    }

    void misspelledPowerIsEnteredWithANote()
    {
        const QString said = type(QStringLiteral("Germnay: A mun - ruh"));
        QCOMPARE(entered(), QStringList({QStringLiteral("A mun - ruh")}));
        QCOMPARE(doc()->orders().front().order.power, m_map->findPower(u"germany"));
        QVERIFY2(said.contains(QStringLiteral("Note: 'Germnay' read as Germany.")), qPrintable(said));
        QVERIFY(!statusIsError());
        grab("order_line_misspelled_power");

        // A header line of its own, misspelled: it heads the lines after it, and says what it was read as.
        const QString header = type(QStringLiteral("Englnad:"));
        QVERIFY2(header.contains(QStringLiteral("Orders of England")) &&
                     header.contains(QStringLiteral("'Englnad' read as England")),
                 qPrintable(header));
        type(QStringLiteral("F lon - nth"));
        QCOMPARE(doc()->orders().back().order.power, m_map->findPower(u"england"));

        // Too far from any power, or as close to two: refused, naming the word; the line stays.
        const QString far = type(QStringLiteral("Gremlins: A vie - gal"));
        QVERIFY2(far.contains(QStringLiteral("unknown power 'Gremlins'")), qPrintable(far));
        QVERIFY(statusIsError());
        QCOMPARE(line()->text(), QStringLiteral("Gremlins: A vie - gal"));
        const QString two = type(QStringLiteral("Rusiria: A war - gal"));
        QVERIFY2(two.contains(QStringLiteral("'Rusiria' could be more than one power")), qPrintable(two));
        QCOMPARE(int(doc()->orders().size()), 2);
    }

    void otherProgramsSpellings()
    {
        type(QStringLiteral("F stp(sc) - gob; F sev - bls"));
        // "bls" is no spelling of the Black Sea in any judge: the first order is entered, the second stays.
        QCOMPARE(entered(), QStringList({QStringLiteral("F stp/sc - bot")}));
        QCOMPARE(line()->text(), QStringLiteral("F sev - bls"));
        type(QStringLiteral("F SEV - BLA; F bre - mid; F NAP - TYS, F lon - ech"));
        QCOMPARE(entered(), QStringList({QStringLiteral("F stp/sc - bot"), QStringLiteral("F sev - bla"),
                                         QStringLiteral("F bre - mao"), QStringLiteral("F nap - tyn"),
                                         QStringLiteral("F lon - eng")}));
    }

    // A sheet pasted from a mail (Orders → Paste Order Sheet): every order of a line is entered, a misspelled
    // power is listed as a note that does not count as a line skipped, and an unreadable part is named.
    void pastedSheetFromAMail()
    {
        QApplication::clipboard()->setText(QStringLiteral("Germnay: A mun - ruh; A ber - kie\n"
                                                          "Austria: A vie - gal, A bud - sxr\n"));
        QStringList listed;
        QString button;
        int ready = -1;
        test::whenDialogShows<ui::ImportOrdersDialog>([&](ui::ImportOrdersDialog *dialog) {
            dialog->reread();
            for (int k = 0; k < dialog->problems()->count(); ++k)
                listed << dialog->problems()->item(k)->text();
            button = dialog->enterButton()->text();
            ready = int(dialog->orders().size());
            const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
            if (!dir.isEmpty())
                dialog->grab().save(dir + QStringLiteral("/order_sheet_dialog.png"));
            dialog->enterButton()->click();
        });
        m_window->action(QStringLiteral("pasteOrdersAction"))->trigger();
        QCOMPARE(
            listed,
            QStringList({QStringLiteral("Line 2: A bud - sxr — order 2 on the line: unknown place 'sxr'"),
                         QStringLiteral("Line 1: note: 'Germnay' read as Germany")}));
        QCOMPARE(ready, 3);
        QCOMPARE(button, QStringLiteral("Enter 3 Order(s), Skip 1 Line(s)"));
        QCOMPARE(entered(), QStringList({QStringLiteral("A mun - ruh"), QStringLiteral("A ber - kie"),
                                         QStringLiteral("A vie - gal")}));
    }

    // An unreadable long line does not push the reason off the status bar.
    void longUnreadableLineKeepsTheReason()
    {
        QString junk;
        for (int i = 0; i < 12; ++i)
            junk += QStringLiteral("xq%1zz vv ").arg(i);
        const QString message = type(QStringLiteral("A par qq ") + junk);
        QVERIFY2(message.startsWith(QStringLiteral("Cannot read")), qPrintable(message));
        QVERIFY2(!message.contains(junk.trimmed()), qPrintable(message));
        const int room = m_window->statusBar()->width();
        QVERIFY2(m_window->statusBar()->fontMetrics().horizontalAdvance(message) < room * 3 / 4,
                 qPrintable(message));
    }

    // A pasted line of 200,000 characters: its problem quotes only its beginning, and the reason stays in
    // view, for an unknown place as long as the line and for words after a whole order.
    void veryLongLineKeepsItsReasonInView()
    {
        const QString longWord(200000, u'x');
        QApplication::clipboard()->setText(QStringLiteral("A mun - ") + longWord +
                                           QStringLiteral("\nF lon - nth ") + longWord + u'\n');
        QStringList listed;
        bool inView = false;
        test::whenDialogShows<ui::ImportOrdersDialog>([&](ui::ImportOrdersDialog *dialog) {
            dialog->reread();
            QListWidget *problems = dialog->problems();
            inView = problems->count() == 2;
            for (int k = 0; k < problems->count(); ++k) {
                listed << problems->item(k)->text();
                const QRect shown = problems->visualItemRect(problems->item(k));
                inView = inView && shown.right() <= problems->viewport()->width();
            }
            const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
            if (!dir.isEmpty())
                dialog->grab().save(dir + QStringLiteral("/order_sheet_long_line.png"));
            dialog->reject();
        });
        m_window->action(QStringLiteral("pasteOrdersAction"))->trigger();
        QCOMPARE(listed.size(), 2);
        QVERIFY2(listed[0].startsWith(QStringLiteral("Line 1: A mun - xxx")),
                 qPrintable(listed[0].left(200)));
        QVERIFY2(listed[0].contains(QStringLiteral("… — unknown place 'xxx")),
                 qPrintable(listed[0].left(200)));
        QVERIFY2(listed[1].startsWith(QStringLiteral("Line 2: F lon - nth xxx")),
                 qPrintable(listed[1].left(200)));
        QVERIFY2(listed[1].contains(QStringLiteral("… — unexpected 'xxx")), qPrintable(listed[1].left(200)));
        for (const QString &item : listed)
            QVERIFY2(item.size() < 120 && item.endsWith(QStringLiteral("…'")), qPrintable(item.left(200)));
        QVERIFY(inView);
    }

    // A slip with two orders for Paris, pasted: what is entered is what the game's rule for several orders to
    // one unit (4.D.3) makes of them, and the dialog says so; the adjudication follows.
    void twoOrdersForAUnitOnASheetFollowTheRule_data()
    {
        QTest::addColumn<char>("choice");
        QTest::addColumn<QString>("order");
        QTest::addColumn<QString>("said");
        QTest::addColumn<QString>("parisAfter"); // where the army from Paris stands after Spring
        QTest::newRow("c, the DATC's") << 'c' << QStringLiteral("A par H")
                                       << QStringLiteral("neither order is used and the unit holds") << "par";
        QTest::newRow("a") << 'a' << QStringLiteral("A par - bur")
                           << QStringLiteral("the first order is used") << "bur";
        QTest::newRow("b") << 'b' << QStringLiteral("A par - pic") << QStringLiteral("the last order is used")
                           << "pic";
    }
    void twoOrdersForAUnitOnASheetFollowTheRule()
    {
        QFETCH(char, choice);
        QFETCH(QString, order);
        QFETCH(QString, said);
        QFETCH(QString, parisAfter);
        RuleSettings rules;
        QVERIFY(rules.set(RuleIssue::MultipleOrdersToOneUnit, choice).isEmpty());
        doc()->setRules(rules);
        QApplication::clipboard()->setText(
            QStringLiteral("France:\nA par - bur\nF bre - mao\nA par - pic\n"));
        QStringList listed;
        test::whenDialogShows<ui::ImportOrdersDialog>([&](ui::ImportOrdersDialog *dialog) {
            dialog->reread();
            for (int k = 0; k < dialog->problems()->count(); ++k)
                listed << dialog->problems()->item(k)->text();
            const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR");
            if (!dir.isEmpty() && choice == 'c')
                dialog->grab().save(dir + QStringLiteral("/order_sheet_two_orders.png"));
            dialog->enterButton()->click();
        });
        m_window->action(QStringLiteral("pasteOrdersAction"))->trigger();
        QVERIFY2(listed.contains(QStringLiteral("Line 4: under this game's rules (4.D.3 %1) %2: %3")
                                     .arg(QChar::fromLatin1(choice), said, order)),
                 qPrintable(listed.join(u'\n')));
        QCOMPARE(entered(), QStringList({order, QStringLiteral("F bre - mao")}));
        if (choice == 'c')
            QCOMPARE(doc()->orders().front().text, QStringLiteral("A par - bur / A par - pic"));
        QVERIFY(m_window->adjudicate(false)); // the other powers' units hold, unordered
        QCOMPARE(doc()->phase().season, Season::Fall);
        const Position &after = doc()->position();
        const int at = after.unitIn(*m_map, m_map->findProvince(parisAfter));
        QVERIFY(at >= 0);
        QCOMPARE(after.units[std::size_t(at)].power, m_map->findPower(u"france"));
    }

    // The game scripts that make the other GUI tests' games read sheets the same way and say what they
    // corrected.
    void gameScriptsReadMailSheets()
    {
        QString error;
        QStringList warnings;
        const std::optional<Game> game = playGameScript(QStringLiteral("RULES 4.A.5=a\n"
                                                                       "PHASE S1901M\n"
                                                                       "Germnay: A mun - ruh; A ber - kie\n"
                                                                       "Austria: A vie - gal, A bud - ser\n"),
                                                        m_map, &error, {}, DrawMode::Dias, &warnings);
        QVERIFY2(game, qPrintable(error));
        QCOMPARE(warnings, QStringList({QStringLiteral("line 3: 'Germnay' read as Germany")}));
        QCOMPARE(int(game->entry(0).orders.size()), 4);
        QVERIFY(game->rules().is(RuleIssue::RetreatAfterConvoyDislodge, 'a'));
        QVERIFY(!playGameScript(QStringLiteral("PHASE S1901M\nA vie - gal; A bud - sxr\n"), m_map, &error));
        QCOMPARE(error, QStringLiteral("line 2: order 2 on the line: unknown place 'sxr'"));
    }

    // A line's "France:" carries to the next line after a build; a power-less waive is told so; an
    // unreadable line is replaced by what is typed next.
    void powerCarriesAfterABuild()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY2(test::openScriptedGame(m_window.get(), m_map, QString::fromLatin1(france),
                                        dir.filePath(QStringLiteral("france.json")), &error),
                 qPrintable(error));
        QCOMPARE(doc()->game().currentEntry().position.phase.code(), QStringLiteral("W1901A"));
        ui::CommandLine *command = m_window->commandLine();
        const auto typeLine = [command](const QString &text) {
            command->setFocus();
            QTest::keyClicks(command, text);
            QTest::keyClick(command, Qt::Key_Return);
        };
        const auto status = [this] { return m_window->statusBar()->currentMessage(); };
        auto *label = m_window->findChild<QLabel *>(QStringLiteral("commandPower"));
        QVERIFY(label);
        const int frenchPower = m_map->findPower(u"france");

        // No power known yet: the message fits a waive, and the line waits, selected, to be replaced.
        typeLine(QStringLiteral("waive"));
        QVERIFY(m_window->document()->orders().empty());
        QVERIFY2(status().contains(QStringLiteral("waive")), qPrintable(status()));
        QVERIFY2(!status().contains(QStringLiteral("no unit there")), qPrintable(status()));
        QCOMPARE(command->selectedText(), QStringLiteral("waive"));

        typeLine(QStringLiteral("France: build A par"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QCOMPARE(m_window->document()->orders()[0].order.type, OrderType::Build);
        QCOMPARE(command->defaultPower(), frenchPower);
        QCOMPARE(label->text(), QStringLiteral("France:"));

        typeLine(QStringLiteral("waive"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QCOMPARE(m_window->document()->orders()[1].order.type, OrderType::Waive);
        QCOMPARE(m_window->document()->orders()[1].order.power, frenchPower);
        QVERIFY(command->text().isEmpty());

        // An unreadable line: the message names the word; the next line typed replaces it.
        typeLine(QStringLiteral("build F moon"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(2));
        QVERIFY2(status().contains(QStringLiteral("moon")), qPrintable(status()));
        QCOMPARE(command->text(), QStringLiteral("build F moon"));
        QTest::keyClicks(command, QStringLiteral("build F bre"));
        QCOMPARE(command->text(), QStringLiteral("build F bre"));
    }

    // A newly opened game starts with an empty order line.
    void orderLineStartsEmptyInANewGame()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(m_window->saveFile(file));

        line()->setFocus();
        QTest::keyClicks(line(), QStringLiteral("A par - bx"));
        QCOMPARE(line()->text(), QStringLiteral("A par - bx"));
        test::whenDialogShows<ui::NewGameDialog>([](ui::NewGameDialog *dialog) { dialog->accept(); });
        QTest::keyClick(line(), Qt::Key_N, Qt::ControlModifier);
        QCOMPARE(line()->text(), QString());
        QVERIFY(!line()->isUndoAvailable()); // its context menu's Undo cannot bring the old line back

        QTest::keyClicks(line(), QStringLiteral("F bre - mx"));
        QCOMPARE(line()->text(), QStringLiteral("F bre - mx"));
        QVERIFY(m_window->openFile(file));
        QCOMPARE(line()->text(), QString());
    }
};

QTEST_MAIN(TestOrderLineMulti)
#include "tst_order_line_multi.moc"
