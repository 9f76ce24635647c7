// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A game played elsewhere imported by keyboard (File → Import Game, Ctrl+Alt+I): its phases in the history,
// the phases where Arbiter's second opinion differs marked there, stepped through with the history keys,
// and the import report opened (Ctrl+Shift+J) to show a differing phase; games exported in both formats, and
// a game with no phase adjudicated refused for export.
#include "dialogs/import_report_dialog.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "text/phase_text.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>
#include <QTreeWidget>

using namespace arbiter;
using namespace arbiter::ui;

class TestImportGui : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    // Answers the next file dialog by typing `path` into its name field and accepting it.
    void typeIntoFileDialog(const QString &path, bool *answered)
    {
        auto *poll = new QTimer(this);
        poll->setInterval(20);
        connect(poll, &QTimer::timeout, this, [poll, path, answered] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            poll->stop();
            poll->deleteLater();
            auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
            if (!name) {
                dialog->reject();
                return;
            }
            *answered = true;
            // In place of typing (the completion popup of a busy machine could take keys).
            name->setText(path);
            // QFileDialog::accept, as its Open or Save button: Return could go to the completion popup that
            // typing a path opens, and leave the dialog waiting.
            static_cast<QDialog *>(dialog)->accept();
        });
        poll->start();
    }

    int entryOf(const QString &code) const
    {
        const Game &game = m_window->document()->game();
        for (int id = 0; id < game.phaseCount(); ++id) {
            if (game.entry(id).position.phase.code() == code)
                return id;
        }
        return -1;
    }

    // Another import over an imported game (the report of the one before is replaced).
    void importByKeysAgain(const QString &file)
    {
        const document::GameDocument *before = m_window->document();
        bool answered = false;
        typeIntoFileDialog(file, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(answered);
        QTRY_VERIFY(m_window->document() != before);
        test::activateAgain(m_window.get());
    }

    void importByKeys(const QString &file)
    {
        bool answered = false;
        typeIntoFileDialog(file, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(answered);
        QTRY_VERIFY(m_window->document()->importReport() != nullptr);
        test::activateAgain(m_window.get());
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-import-gui-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        // A message the window would show in a box is a failure here (a box would wait for an answer).
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.notifier = test::failOnError()});
    }
    void cleanup() { m_window.reset(); }

    // File → Export Game as MILA JSON (Ctrl+Alt+M) and as Judge Transcript (Ctrl+Alt+J): the files hold the
    // game, and import again as the same phases.
    void exportByKeys()
    {
        importByKeys(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/import/handmade_mila.json"));
        const int phases = m_window->document()->game().phaseCount();
        QTemporaryDir dir;
        const QString mila = dir.filePath(QStringLiteral("exported.json"));
        const QString judge = dir.filePath(QStringLiteral("exported.txt"));
        bool answered = false;
        typeIntoFileDialog(mila, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_M, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(answered);
        QTRY_VERIFY(QFileInfo::exists(mila));
        test::activateAgain(m_window.get());
        answered = false;
        typeIntoFileDialog(judge, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_J, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(answered);
        QTRY_VERIFY(QFileInfo::exists(judge));
        test::activateAgain(m_window.get());

        for (const QString &file : {mila, judge}) {
            importByKeysAgain(file);
            const document::GameDocument *doc = m_window->document();
            QVERIFY2(!doc->importReport()->differs(), qPrintable(file));
            QVERIFY2(doc->importReport()->problems.empty(), qPrintable(file));
            QCOMPARE(doc->game().phaseCount(), phases);
            QCOMPARE(doc->phase().code(), QStringLiteral("S1906M"));
        }
    }

    // An export of a game with no phase adjudicated would be an empty record: the menu says so instead of
    // asking for a file.
    void exportOfAnUnplayedGameSaysSo()
    {
        for (const char *action : {"exportJudgeAction", "exportMilaAction"}) {
            QStringList said;
            m_window->setNotifier(
                [&said](const QString &title, const QString &text) { said << title << text; });
            bool askedForAFile = false;
            QTimer poll;
            poll.setInterval(20);
            connect(&poll, &QTimer::timeout, this, [&askedForAFile] {
                if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
                    askedForAFile = true;
                    dialog->reject();
                }
            });
            poll.start();
            m_window->action(QString::fromLatin1(action))->trigger();
            poll.stop();
            QVERIFY(!askedForAFile);
            QCOMPARE(said.value(0), QStringLiteral("Nothing to Export"));
            QVERIFY2(said.value(1).contains(QStringLiteral("No phase of this game is adjudicated yet")),
                     qPrintable(said.join(u'\n')));
        }
    }

    // A transcript of an Ancient Mediterranean game, imported from the standard map's window: a window of
    // that map takes it, and every phase agrees.
    void anotherMapsTranscriptImportsOnItsMap()
    {
        QString error;
        const std::shared_ptr<const Map> ancmed =
            Map::open(QStringLiteral(ARBITER_SOURCE_DIR "/maps/ancmed"), &error);
        QVERIFY2(ancmed, qPrintable(error));
        QFile script(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/ancmed/ancmed_game.txt"));
        QVERIFY(script.open(QIODevice::ReadOnly));
        const std::optional<Game> played =
            playGameScript(QString::fromUtf8(script.readAll()), ancmed, &error);
        QVERIFY2(played, qPrintable(error));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ancmed.txt"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(judgeTranscript(*played).toUtf8());
        out.close();

        QSignalSpy opened(m_window.get(), &MainWindow::otherMapWindowOpened);
        bool answered = false;
        typeIntoFileDialog(file, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(answered);
        QTRY_COMPARE(opened.count(), 1);
        auto *other = opened.first().first().value<MainWindow *>();
        QCOMPARE(other->map().name(), QStringLiteral("ancmed"));
        QTRY_VERIFY(other->document()->importReport() != nullptr);
        const ImportReport &report = *other->document()->importReport();
        QVERIFY(report.problems.empty());
        QVERIFY(!report.differs());
        QVERIFY(report.phasesChecked > 5);
        other->close();
    }

    void importStepAndReport()
    {
        QVERIFY(!m_window->action(QStringLiteral("importReportAction"))->isEnabled());
        importByKeys(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/import/differs_mila.json"));
        const document::GameDocument *doc = m_window->document();
        QCOMPARE(doc->game().info().name, QStringLiteral("differs"));
        QVERIFY(doc->game().info().notes.contains(QStringLiteral("differs_mila.json")));
        QCOMPARE(doc->importReport()->differences.size(), std::size_t(2));
        QCOMPARE(doc->phase().code(), QStringLiteral("S1902M"));

        // The history shows every phase; the two that differ are marked.
        const int spring = entryOf(QStringLiteral("S1901M"));
        const int fall = entryOf(QStringLiteral("F1901M"));
        QVERIFY(spring >= 0 && fall >= 0);
        HistoryModel *model = m_window->historyPanel()->model();
        const QModelIndex springRow = model->indexForEntry(spring);
        QVERIFY(springRow.isValid());
        QVERIFY(springRow.data(HistoryModel::SecondOpinionDiffersRole).toBool());
        QVERIFY(springRow.data(Qt::DisplayRole).toString().contains(QStringLiteral("(differs)")));
        QVERIFY(model->indexForEntry(fall).data(HistoryModel::SecondOpinionDiffersRole).toBool());
        // The mark follows the phase's name, before the rest of the summary (the rules changed here), so
        // that a narrow dock shows it.
        QVERIFY(model->indexForEntry(fall)
                    .data(Qt::DisplayRole)
                    .toString()
                    .startsWith(phaseName({Season::Fall, 1901, PhaseKind::Movement}) +
                                QStringLiteral(" (differs) — ")));
        QVERIFY(!model->indexForEntry(entryOf(QStringLiteral("S1902M")))
                     .data(HistoryModel::SecondOpinionDiffersRole)
                     .toBool());

        // Stepping through the history by keys: first phase, then the next.
        QTest::keyClick(m_window.get(), Qt::Key_Home, Qt::ControlModifier);
        QTRY_COMPARE(m_window->replay()->shownEntry(), spring);
        QTest::keyClick(m_window.get(), Qt::Key_PageDown, Qt::ControlModifier);
        QTRY_COMPARE(m_window->replay()->shownEntry(), fall);
        QTest::keyClick(m_window.get(), Qt::Key_End, Qt::ControlModifier);
        QTRY_VERIFY(!m_window->replay()->isReplaying());
        test::saveScreenshot(m_window.get(), QStringLiteral("imported-game"));

        // The report: Ctrl+Shift+J; the second difference chosen and shown.
        QVERIFY(m_window->action(QStringLiteral("importReportAction"))->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_J, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(m_window->importReportDialog() && m_window->importReportDialog()->isVisible());
        ImportReportDialog *dialog = m_window->importReportDialog();
        QVERIFY(dialog->summary()->text().contains(
            QStringLiteral("differs from the recorded adjudication in 2 phase")));
        QTreeWidget *tree = dialog->tree();
        QVERIFY(tree->topLevelItemCount() >= 2);
        QVERIFY(tree->topLevelItem(0)->text(0).startsWith(
            phaseName({Season::Spring, 1901, PhaseKind::Movement})));
        QStringList lines;
        for (int i = 0; i < tree->topLevelItem(0)->childCount(); ++i)
            lines << tree->topLevelItem(0)->child(i)->text(0);
        QVERIFY(lines.join(u'\n').contains(
            QStringLiteral("England: A nwy - swe — recorded: bounce; Arbiter: succeeded: moved")));
        QVERIFY(lines.join(u'\n').contains(QStringLiteral("the preset 'dptg'")));
        test::saveScreenshot(dialog, QStringLiteral("import-report"));

        // Every line is there to read in full: a note wider than the dialog wraps onto more lines.
        dialog->resize(520, dialog->height());
        QTRY_VERIFY(tree->viewport()->width() < 520);
        QTreeWidgetItem *notes = tree->topLevelItem(tree->topLevelItemCount() - 1);
        QCOMPARE(notes->text(0), QStringLiteral("Notes"));
        QTreeWidgetItem *note = notes->child(0);
        QVERIFY(tree->fontMetrics().horizontalAdvance(note->text(0)) > tree->viewport()->width());
        QTRY_VERIFY2(tree->visualItemRect(note).height() >= 2 * tree->fontMetrics().lineSpacing(),
                     qPrintable(QStringLiteral("%1 px high").arg(tree->visualItemRect(note).height())));
        QVERIFY(tree->visualItemRect(note).right() <= tree->viewport()->width());

        tree->setFocus();
        tree->setCurrentItem(tree->topLevelItem(1));
        QTest::mouseClick(dialog->showButton(), Qt::LeftButton);
        QTRY_COMPARE(m_window->replay()->shownEntry(), fall);
        dialog->close();
    }

    // A game in the layout MILA's engine really writes (builds recorded as [""], a unit with nowhere to
    // retreat left out of the next state, press): imported by keys, no phase marked in the history, and the
    // report opened by keys says what was not read.
    // The imported game saved (Ctrl+S, a name typed) and opened again (Ctrl+O): the phases that differ are
    // still marked, and History → Import Report still shows the report.
    void importedGameKeepsItsMarksWhenSavedAndOpened()
    {
        importByKeys(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/import/differs_mila.json"));
        const ImportReport imported = *m_window->document()->importReport();
        QTemporaryDir dir;
        const QString saved = dir.filePath(QStringLiteral("differs-saved.json"));
        bool answered = false;
        typeIntoFileDialog(saved, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_S, Qt::ControlModifier);
        QTRY_VERIFY(answered);
        QTRY_VERIFY(!m_window->document()->isModified());

        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.notifier = test::failOnError()});
        QVERIFY(!m_window->action(QStringLiteral("importReportAction"))->isEnabled());
        answered = false;
        typeIntoFileDialog(saved, &answered);
        QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
        QTRY_VERIFY(answered);
        QTRY_COMPARE(m_window->document()->fileName(), QFileInfo(saved).absoluteFilePath());
        test::activateAgain(m_window.get());
        const ImportReport *reopened = m_window->document()->importReport();
        QVERIFY(reopened);
        QVERIFY(*reopened == imported);
        HistoryModel *model = m_window->historyPanel()->model();
        const QModelIndex spring = model->indexForEntry(entryOf(QStringLiteral("S1901M")));
        QVERIFY(spring.data(HistoryModel::SecondOpinionDiffersRole).toBool());
        QVERIFY(spring.data(Qt::DisplayRole).toString().contains(QStringLiteral("(differs)")));
        QVERIFY(!model->indexForEntry(entryOf(QStringLiteral("S1902M")))
                     .data(HistoryModel::SecondOpinionDiffersRole)
                     .toBool());
        QVERIFY(m_window->action(QStringLiteral("importReportAction"))->isEnabled());
    }

    void realMilaGameShowsNoDifference()
    {
        importByKeys(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/real/mila/club_game_draw.json"));
        const document::GameDocument *doc = m_window->document();
        QVERIFY(!doc->importReport()->differs());
        QVERIFY(doc->importReport()->problems.empty());
        HistoryModel *model = m_window->historyPanel()->model();
        const Game &game = doc->game();
        for (int id = 0; id < game.phaseCount(); ++id) {
            const QModelIndex row = model->indexForEntry(id);
            QVERIFY(row.isValid());
            QVERIFY2(!row.data(HistoryModel::SecondOpinionDiffersRole).toBool(),
                     qPrintable(row.data(Qt::DisplayRole).toString()));
            QVERIFY(!row.data(Qt::DisplayRole).toString().contains(QStringLiteral("(differs)")));
        }
        QTest::keyClick(m_window.get(), Qt::Key_J, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(m_window->importReportDialog() && m_window->importReportDialog()->isVisible());
        ImportReportDialog *dialog = m_window->importReportDialog();
        QVERIFY(dialog->summary()->text().contains(QStringLiteral("agrees with the recorded adjudication")));
        QStringList lines;
        QTreeWidget *tree = dialog->tree();
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            lines << tree->topLevelItem(i)->text(0);
            for (int c = 0; c < tree->topLevelItem(i)->childCount(); ++c)
                lines << tree->topLevelItem(i)->child(c)->text(0);
        }
        QVERIFY2(lines.contains(QStringLiteral("Not read")), qPrintable(lines.join(u'\n')));
        QVERIFY2(lines.join(u'\n').contains(QStringLiteral("press (61 messages)")),
                 qPrintable(lines.join(u'\n')));
        dialog->close();
    }

    void importedGameAgrees()
    {
        importByKeys(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/import/handmade_judge.txt"));
        const document::GameDocument *doc = m_window->document();
        QVERIFY(!doc->importReport()->differs());
        QCOMPARE(doc->importReport()->problems.size(), std::size_t(2));
        QCOMPARE(doc->phase().code(), QStringLiteral("S1902M"));
        // A what-if from an imported phase, as from any phase of a game played in Arbiter.
        QTest::keyClick(m_window.get(), Qt::Key_Home, Qt::ControlModifier);
        QTRY_VERIFY(m_window->replay()->isReplaying());
        const int first = m_window->replay()->shownEntry();
        m_window->playFromHere();
        QVERIFY(m_window->document()->game().current() != first);
        QCOMPARE(m_window->document()->phase().code(), QStringLiteral("S1901M"));
    }
};

QTEST_MAIN(TestImportGui)
#include "tst_import_gui.moc"
