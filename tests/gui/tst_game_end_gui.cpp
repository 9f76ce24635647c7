// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A tournament board at the table: the game master types the end year and the scoring system into Game Info,
// plays to the end year, reads the scores and exports them; and ends a game by command, then takes it back.
#include "dialogs/game_info_dialog.h"
#include "dialogs/scores_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "widgets/command_line.h"
#include "widgets/history_panel.h"
#include "widgets/phase_bar.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;
using test::whenDialogShows;

class TestGameEndGui : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_questions;

    document::GameDocument *doc() const { return m_window->document(); }

    void adjudicateByKey() { QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier); }

    QStringList historyTexts() const
    {
        QStringList texts;
        const QAbstractItemModel *model = m_window->historyPanel()->view()->model();
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex i = model->index(r, 0, parent);
                texts << i.data().toString();
                walk(i);
            }
        };
        walk({});
        return texts;
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-game-end-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_questions.clear();
        m_window = test::openGameMasterWindow(m_map, &m_questions);
        QVERIFY(m_window->isActiveWindow());
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    void endYearTypedInGameInfoEndsAndScoresTheGame()
    {
        bool shown = false;
        whenDialogShows<ui::GameInfoDialog>([&shown](ui::GameInfoDialog *dialog) {
            shown = true;
            QSpinBox *year = dialog->endYearEdit();
            year->setFocus();
            year->selectAll();
            QTest::keyClicks(year, QStringLiteral("1901"));
            QComboBox *scoring = dialog->scoringBox();
            scoring->setFocus();
            QTest::keyClicks(scoring, QStringLiteral("Sum"));
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(shown);
        QCOMPARE(doc()->game().info().endYear, 1901);
        QCOMPARE(doc()->game().info().scoring, ScoringSystem::SumOfSquares);
        // The dialog gone, the game master is back in the main window.
        test::activateAgain(m_window.get());

        test::typeOrder(m_window.get(), QStringLiteral("France: A mar - spa"));
        adjudicateByKey();
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        test::typeOrder(m_window.get(), QStringLiteral("France: F bre - pic"));
        adjudicateByKey();
        QCOMPARE(doc()->phase().code(), QStringLiteral("W1901A"));
        test::typeOrder(m_window.get(), QStringLiteral("France: Build A mar"));
        adjudicateByKey();

        QCOMPARE(doc()->game().currentEntry().end.kind, GameEndKind::Called);
        QVERIFY2(m_window->phaseBar()->phaseText().contains(QStringLiteral("the game has ended")),
                 qPrintable(m_window->phaseBar()->phaseText()));
        QVERIFY(!m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
        QVERIFY(m_window->action(QStringLiteral("resumeGameAction"))->isEnabled());
        const QStringList history = historyTexts();
        QVERIFY2(history.filter(QStringLiteral("game ended")).size() == 1, qPrintable(history.join(u'\n')));
        QVERIFY2(history.filter(QStringLiteral("Sum of squares: ")).size() == 1,
                 qPrintable(history.join(u'\n')));

        // The scores at the end, the game's own system first; then exported.
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(QStringLiteral("board3.csv"));
        QStringList header;
        QString franceCentres;
        QString outcome;
        whenDialogShows<ui::ScoresDialog>([&](ui::ScoresDialog *dialog) {
            QTableWidget *table = dialog->table();
            for (int c = 0; c < table->columnCount(); ++c)
                header << table->horizontalHeaderItem(c)->text();
            franceCentres = table->item(2, 0)->text();
            outcome = dialog->findChild<QLabel *>(QStringLiteral("scoresOutcome"))->text();
            test::saveScreenshot(dialog, QStringLiteral("scores"));
            QTimer poll;
            poll.setInterval(20);
            bool answered = false;
            QObject::connect(&poll, &QTimer::timeout, [&] {
                auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
                if (!files || answered)
                    return;
                answered = true;
                files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(csvPath);
                static_cast<QDialog *>(files)->accept();
            });
            poll.start();
            QTest::mouseClick(dialog->findChild<QPushButton *>(QStringLiteral("exportScoresButton")),
                              Qt::LeftButton);
            poll.stop();
            dialog->reject();
        });
        QTest::keyClick(m_window.get(), Qt::Key_K, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!header.isEmpty());
        QCOMPARE(header.value(0), QStringLiteral("Centres"));
        QCOMPARE(header.value(1), QStringLiteral("Sum of squares (this game)"));
        QCOMPARE(franceCentres, QStringLiteral("4"));
        QVERIFY2(outcome.contains(QStringLiteral("ended")), qPrintable(outcome));
        QFile csv(csvPath);
        QVERIFY2(csv.open(QIODevice::ReadOnly), qPrintable(csvPath));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 8);
        QVERIFY2(lines[3].startsWith(QStringLiteral("france,4,")), qPrintable(lines[3]));
    }

    void gameMasterEndsTheGameAndTakesItBack()
    {
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        adjudicateByKey();
        QAction *end = m_window->action(QStringLiteral("endGameAction"));
        QVERIFY(end->isEnabled());
        end->trigger(); // as the Game menu's item does
        QCOMPARE(m_questions.value(m_questions.size() - 1), QStringLiteral("End the Game"));
        QCOMPARE(doc()->game().currentEntry().end.kind, GameEndKind::Called);
        QVERIFY(!end->isEnabled());
        QVERIFY(!m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());

        QTest::keyClick(m_window->commandLine(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->game().currentEntry().end.kind, GameEndKind::None);
        QVERIFY(m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
        QTest::keyClick(m_window->commandLine(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(doc()->game().currentEntry().end.kind, GameEndKind::Called);

        // Resume (Ctrl+Alt+R) and play on.
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier | Qt::AltModifier);
        QCOMPARE(doc()->game().currentEntry().end.kind, GameEndKind::None);
        QVERIFY(m_window->action(QStringLiteral("adjudicateAction"))->isEnabled());
    }
};

QTEST_MAIN(TestGameEndGui)
#include "tst_game_end_gui.moc"
