// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Paper for the table: order pads for each phase kind and the results sheet, written as PDF and checked for
// their text and their pages.
#include "../game_test_support.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "print/paper.h"
#include "scene/map_scene.h"
#include "widgets/map_view.h"

#include <QAbstractTextDocumentLayout>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

using namespace arbiter;
using test::playPhase;

class TestPaper : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    QTemporaryDir m_dir;

    // Prints to a PDF file; returns the number of pages in the file (-1: no PDF written).
    int printPdf(QTextDocument &document, const QString &name)
    {
        const QString path = m_dir.filePath(name + QStringLiteral(".pdf"));
        {
            QPdfWriter writer(path);
            writer.setPageSize(QPageSize(QPageSize::A4));
            writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
            ui::printDocument(document, &writer);
        }
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return -1;
        const QByteArray pdf = file.readAll();
        if (!pdf.startsWith("%PDF"))
            return -1;
        if (const QString dir = qEnvironmentVariable("ARBITER_SCREENSHOT_DIR"); !dir.isEmpty())
            QFile::copy(path, dir + u'/' + name + QStringLiteral(".pdf"));
        // Page objects, not the page tree ("/Type /Pages").
        return int(pdf.count("/Type /Page\n")) + int(pdf.count("/Type /Page\r")) +
               int(pdf.count("/Type /Page ")) + int(pdf.count("/Type /Page/"));
    }

    // The page (from 0) each row of the sheet's first table is laid out on, the sheet paginated on A4 as
    // printPdf prints it.
    static QList<int> tableRowPages(const QTextDocument &sheet)
    {
        QPdfWriter writer(QStringLiteral("/dev/null"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        const std::unique_ptr<QTextDocument> paged(sheet.clone());
        paged->documentLayout()->setPaintDevice(&writer);
        const QSizeF page = writer.pageLayout().paintRectPixels(writer.resolution()).size();
        paged->setPageSize(page);
        QList<int> pages;
        for (QTextFrame *frame : paged->rootFrame()->childFrames()) {
            if (auto *table = qobject_cast<QTextTable *>(frame)) {
                for (int row = 0; row < table->rows(); ++row) {
                    const QTextBlock block = table->cellAt(row, 0).firstCursorPosition().block();
                    pages << int(paged->documentLayout()->blockBoundingRect(block).top() / page.height());
                }
                break;
            }
        }
        return pages;
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-paper-test"));
        QString error;
        m_map = ui::MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        QVERIFY(m_dir.isValid());
    }

    void movementPadsHaveAPagePerPower()
    {
        Game game(m_map);
        game.info().name = QStringLiteral("Board 3");
        game.info().players = QStringList(7, QString());
        game.info().players[2] = QStringLiteral("Ann");
        const std::unique_ptr<QTextDocument> pads = ui::orderPads(game, game.current());
        const QString text = pads->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Orders of France")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Board 3 — Spring 1901 Movement — played by Ann")));
        QVERIFY(text.contains(QStringLiteral("A par")) && text.contains(QStringLiteral("F stp/sc")));
        QCOMPARE(printPdf(*pads, QStringLiteral("order-pads-movement")), 7);
    }

    void adjustmentPadsNameTheBuildsAndFreeCentres()
    {
        Game game(m_map);
        QVERIFY(playPhase(game, {"France: A mar - spa", "France: A par - bur", "France: F bre - eng"}));
        QVERIFY(playPhase(game, {"France: A bur - bel"}));
        QCOMPARE(game.currentEntry().position.phase.kind, PhaseKind::Adjustment);
        const std::unique_ptr<QTextDocument> pads = ui::orderPads(game, game.current());
        const QString text = pads->toPlainText();
        // Only France adjusts: one page.
        QVERIFY2(text.contains(QStringLiteral("Builds due: 2")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Home centres free to build in: bre, mar, par")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Orders of Germany")));
        QCOMPARE(printPdf(*pads, QStringLiteral("order-pads-adjustments")), 1);
    }

    void retreatPadsGiveTheOptions()
    {
        Game game(m_map);
        QVERIFY(playPhase(game, {"Germany: A mun - bur"}));
        QVERIFY(playPhase(game, {"France: A mar - bur", "France: A par S A mar - bur", "Germany: A bur H"}));
        QCOMPARE(game.currentEntry().position.phase.kind, PhaseKind::Retreat);
        const QString text = ui::orderPads(game, game.current())->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Orders of Germany")), qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Orders of France")));
        QVERIFY2(text.contains(QStringLiteral("A bur")) && text.contains(QStringLiteral("may retreat to ")) &&
                     text.contains(QStringLiteral("mun")) && !text.contains(QStringLiteral("mar,")),
                 qPrintable(text));
    }

    void resultsSheetHasTheMapAndTheOutcomes()
    {
        // The window's own game, played a phase, and its map with the results.
        const std::unique_ptr<ui::MainWindow> window = test::openGameMasterWindow(m_map);
        document::GameDocument *doc = window->document();
        const std::vector<EnteredOrder> orders =
            test::enteredOrders(*m_map, {"France: A par - bur", "Germany: A mun - bur"});
        doc->addOrders(QList<EnteredOrder>(orders.begin(), orders.end()), QStringLiteral("orders"));
        doc->adjudicate();
        const Game &game = doc->game();
        const auto *scene = static_cast<ui::MapScene *>(window->mapView()->scene());
        const QImage map = ui::resultsMap(doc, &scene->artwork(), 0);
        QVERIFY(map.width() > 1000);
        const std::unique_ptr<QTextDocument> sheet = ui::resultsSheet(game, 0, map);
        const QString text = sheet->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Results of Spring 1901 Movement")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("A par - bur")) && text.contains(QStringLiteral("bounced")));
        QVERIFY(printPdf(*sheet, QStringLiteral("results-sheet")) >= 1);
    }

    // A busy phase: 22 orders run the outcomes past the map's page. The centres stay under the map, every
    // row of the table on the first page (they broke across two pages after the outcomes).
    void resultsSheetKeepsTheCentresWithTheMap()
    {
        const std::unique_ptr<ui::MainWindow> window = test::openGameMasterWindow(m_map);
        document::GameDocument *doc = window->document();
        const std::vector<EnteredOrder> orders = test::enteredOrders(
            *m_map,
            {"Austria: A vie - gal", "Austria: A bud - ser", "Austria: F tri - alb",   "England: F lon - nth",
             "England: F edi - nwg", "England: A lvp - yor", "France: F bre - mao",    "France: A par - bur",
             "France: A mar - spa",  "Germany: F kie - den", "Germany: A ber - kie",   "Germany: A mun - ruh",
             "Italy: F nap - ion",   "Italy: A rom - apu",   "Italy: A ven H",         "Russia: A war - gal",
             "Russia: A mos - ukr",  "Russia: F sev - bla",  "Russia: F stp/sc - bot", "Turkey: F ank - bla",
             "Turkey: A con - bul",  "Turkey: A smy - arm"});
        doc->addOrders(QList<EnteredOrder>(orders.begin(), orders.end()), QStringLiteral("orders"));
        doc->adjudicate();
        const auto *scene = static_cast<ui::MapScene *>(window->mapView()->scene());
        const std::unique_ptr<QTextDocument> sheet =
            ui::resultsSheet(doc->game(), 0, ui::resultsMap(doc, &scene->artwork(), 0));
        const QList<int> pages = tableRowPages(*sheet);
        QCOMPARE(pages.size(), 1 + m_map->powerCount()); // the heading row and a row a power
        QCOMPARE(pages, QList<int>(pages.size(), 0));
        QVERIFY(printPdf(*sheet, QStringLiteral("results-sheet-busy")) >= 2); // the outcomes go on overleaf
    }

    // France takes Spain and Belgium in 1901, and the powers agree a draw in the winter.
    Game drawnAfterFrenchGains() const
    {
        Game game(m_map);
        if (!playPhase(game, {"France: A mar - spa", "France: A par - bur", "France: F bre - eng"}) ||
            !playPhase(game, {"France: A bur - bel"}))
            return game;
        std::vector<DrawVote> votes;
        for (int p = 0; p < m_map->powerCount(); ++p)
            votes.push_back({p, true, 0});
        game.setVotes(votes);
        return game;
    }

    void noPadsOnceTheGameHasEnded()
    {
        const Game game = drawnAfterFrenchGains();
        QVERIFY(game.ended());
        const std::unique_ptr<QTextDocument> pads = ui::orderPads(game, game.current());
        const QString text = pads->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("The game has ended (drawn: Austria, England, France, Germany, "
                                              "Italy, Russia, Turkey): no orders are due.")),
                 qPrintable(text));
        QVERIFY(!text.contains(QStringLiteral("Orders of")));
        // An adjudicated phase gets none either.
        const QString played = ui::orderPads(game, 0)->toPlainText();
        QVERIFY2(
            played.contains(QStringLiteral("Spring 1901 Movement has been adjudicated: no orders are due.")),
            qPrintable(played));
    }

    void resultsSheetHasTheCentresAndTheFinalScores()
    {
        const Game game = drawnAfterFrenchGains();
        const int fall = 1;
        QCOMPARE(game.entry(fall).position.phase.code(), QStringLiteral("F1901M"));
        const QString sheet = ui::resultsSheet(game, fall, QImage())->toPlainText();
        // Rich text tables come out as a cell a line.
        QVERIFY2(sheet.contains(QStringLiteral("Supply centres")), qPrintable(sheet));
        QVERIFY2(sheet.contains(QStringLiteral("France\n5\n14.29")), qPrintable(sheet));
        QVERIFY2(sheet.contains(QStringLiteral("Russia\n4\n14.29")), qPrintable(sheet));
        QVERIFY(sheet.contains(QStringLiteral("Final score (Draw size)")));
        QVERIFY(sheet.contains(QStringLiteral("The game is drawn between")));
        // The spring's sheet, before the game ended: centres, no scores.
        const QString spring = ui::resultsSheet(game, 0, QImage())->toPlainText();
        QVERIFY2(spring.contains(QStringLiteral("France\n3\n")), qPrintable(spring));
        QVERIFY(!spring.contains(QStringLiteral("Final score")));
    }
};

QTEST_MAIN(TestPaper)
#include "tst_paper.moc"
