// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// What a desktop user meets before playing: the window's icon and Help → About, the first window's size and
// the size remembered, a game that cannot be opened, and recovery files when several copies run at once.
#include "dialogs/about_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "record/game_file.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace arbiter;
using ui::MainWindow;

class TestInstallBehaviour : public QObject
{
    Q_OBJECT

    std::shared_ptr<const Map> m_map;
    QStringList m_questions;
    QList<QMessageBox::StandardButton> m_answers;

    std::unique_ptr<MainWindow> makeWindow()
    {
        // The window's own size: the first window's size on a common screen is under test.
        return test::openGameMasterWindow(
            m_map,
            test::WindowSettings{.asker =
                                     [this](const QString &, const QString &text,
                                            QMessageBox::StandardButtons, QMessageBox::StandardButton) {
                                         m_questions << text;
                                         return m_answers.isEmpty() ? QMessageBox::Discard
                                                                    : m_answers.takeFirst();
                                     },
                                 .size = {},
                                 .keepRecoveryFile = true});
    }

    // Typed into the window's command line, as the game master does.
    static void type(MainWindow *window, const QString &line)
    {
        ui::CommandLine *command = window->commandLine();
        command->setFocus();
        command->clear();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Escape); // closes the completion popup
        if (command->text() != line)
            command->setText(line);
        QTest::keyClick(command, Qt::Key_Return);
        // The recovery file is written a moment after the change (Autosave::writeDelayMs).
        QTRY_VERIFY(!window->autosave()->writePending());
    }

    QStringList orderTexts(MainWindow *window) const
    {
        QStringList texts;
        for (const auto &o : window->document()->orders())
            texts << formatOrder(*m_map, o.order);
        return texts;
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-install-behaviour-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QSettings().clear();
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_questions.clear();
        m_answers.clear();
    }

    void windowHasTheIconAndAboutNamesVersionLicencesAndQt()
    {
        auto window = makeWindow();
        QVERIFY(!window->windowIcon().isNull());
        QVERIFY(window->windowIcon().availableSizes().contains(QSize(16, 16)));
        QCOMPARE(window->windowIcon().pixmap(16, 16).size(), QSize(16, 16));

        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QString text;
        bool iconShown = false;
        test::whenDialogShows<ui::AboutDialog>([&](ui::AboutDialog *dialog) {
            text = dialog->textLabel()->text();
            const auto *icon = dialog->findChild<QLabel *>(QStringLiteral("aboutIcon"));
            iconShown = icon && !icon->pixmap().isNull();
            QPushButton *close = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close);
            QTest::mouseClick(close, Qt::LeftButton);
        });
        QTest::keyClick(window.get(), Qt::Key_F1); // Help → About Arbiter
        QVERIFY(iconShown);
        QVERIFY(text.contains(QCoreApplication::applicationVersion()));
        QVERIFY(text.contains(QStringLiteral("GPL-3.0-or-later")));
        QVERIFY(text.contains(QStringLiteral("GSHHG")));
        QVERIFY(text.contains(QString::fromLatin1(qVersion())));
        QVERIFY(!window->findChild<ui::AboutDialog *>() ||
                !window->findChild<ui::AboutDialog *>()->isVisible());
    }

    void firstWindowFillsMostOfTheScreenAndItsSizeIsKept()
    {
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QSize chosen;
        {
            auto window = makeWindow();
            if (available.width() < window->minimumSizeHint().width() * 1.2 ||
                available.height() < window->minimumSizeHint().height() * 1.2)
                QSKIP("The screen is too small to tell (ctest gives this test a 1920×1080 screen).");
            const QRect first = window->geometry();
            QVERIFY2(available.contains(first), qPrintable(QStringLiteral("%1x%2 on %3x%4")
                                                               .arg(first.width())
                                                               .arg(first.height())
                                                               .arg(available.width())
                                                               .arg(available.height())));
            QVERIFY(first.width() >= available.width() * 8 / 10);
            QVERIFY(first.height() >= available.height() * 8 / 10);
            chosen = first.size() - QSize(40, 30);
            window->resize(chosen);
            QVERIFY(window->close());
        }
        auto again = makeWindow();
        QCOMPARE(again->size(), chosen);
        QVERIFY(again->close());
    }

    void unreadableGameIsReportedAndTheNewGameStays()
    {
        auto window = makeWindow();
        const QString missing = QDir::temp().filePath(QStringLiteral("arbiter-no-such-game.json"));
        QString message;
        test::whenDialogShows<QMessageBox>([&](QMessageBox *box) {
            message = box->text();
            QTest::mouseClick(box->button(QMessageBox::Ok), Qt::LeftButton);
        });
        QVERIFY(!window->openFile(missing));
        QVERIFY2(message.contains(QDir::toNativeSeparators(missing)), qPrintable(message));
        QCOMPARE(window->document()->phase().code(), QStringLiteral("S1901M"));
        QCOMPARE(window->mapScene()->unitItemCount(), 22);
    }

    void twoCopiesKeepTheirOwnRecoveryFiles()
    {
        auto first = makeWindow();
        auto second = makeWindow();
        type(first.get(), QStringLiteral("A par - bur"));
        type(second.get(), QStringLiteral("F lon - nth"));
        const QString firstFile = first->autosave()->path();
        const QString secondFile = second->autosave()->path();
        QVERIFY(firstFile != secondFile);
        const auto firstRecovery = document::Autosave::read(firstFile);
        const auto secondRecovery = document::Autosave::read(secondFile);
        QVERIFY(firstRecovery && secondRecovery);
        QVERIFY(firstRecovery->game.contains("par - bur"));
        QVERIFY(!firstRecovery->game.contains("lon - nth"));
        QVERIFY(secondRecovery->game.contains("lon - nth"));

        // A copy that is still running is not one that crashed: a third start offers nothing.
        auto third = makeWindow();
        QVERIFY(!third->offerRecovery());
        QVERIFY2(m_questions.isEmpty(),
                 qPrintable(m_questions.join(u'|') + u' ' +
                            QDir(document::Autosave::recoveryFolder()).entryList(QDir::Files).join(u' ')));
        QVERIFY(QFile::exists(firstFile) && QFile::exists(secondFile));

        // The first copy "crashes" (no close event): its game, and only its, is offered.
        first.reset();
        m_answers = {QMessageBox::Yes};
        QVERIFY(third->offerRecovery());
        QCOMPARE(m_questions.size(), 1);
        QCOMPARE(orderTexts(third.get()), QStringList{QStringLiteral("A par - bur")});
        QVERIFY(!QFile::exists(firstFile));
        QVERIFY(QFile::exists(secondFile));
        QVERIFY(second->close());
        QVERIFY(third->close());
    }

    void everyOrphanedRecoveryIsOffered()
    {
        {
            auto a = makeWindow();
            auto b = makeWindow();
            type(a.get(), QStringLiteral("A par - bur"));
            type(b.get(), QStringLiteral("A mun - ruh"));
        } // both "crash"
        auto window = makeWindow();
        m_answers = {QMessageBox::Discard, QMessageBox::Yes};
        QVERIFY(window->offerRecovery());
        QCOMPARE(m_questions.size(), 2);
        QCOMPARE(window->document()->orders().size(), std::size_t(1));
        // Declined or restored, nothing is offered twice.
        m_questions.clear();
        auto next = makeWindow();
        QVERIFY(!next->offerRecovery());
        QVERIFY(m_questions.isEmpty());
        QVERIFY(window->close());
        QVERIFY(next->close());
    }

    // Three games lost at once: the newest is restored in the window, the next kept as a game file, the last
    // left for the next start; none is lost.
    void crashedGamesAfterTheRestoredOneAreKeptAsFiles()
    {
        const QString kept = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                             QStringLiteral("/recovered games");
        QDir(kept).removeRecursively();
        {
            auto a = makeWindow();
            auto b = makeWindow();
            auto c = makeWindow();
            type(a.get(), QStringLiteral("A par - bur"));
            type(b.get(), QStringLiteral("A mun - ruh"));
            type(c.get(), QStringLiteral("A vie - gal"));
        } // all three "crash"
        auto window = makeWindow();
        m_answers = {QMessageBox::Yes, QMessageBox::Save, QMessageBox::Ignore};
        QVERIFY(window->offerRecovery());
        QCOMPARE(m_questions.size(), 3);
        QCOMPARE(window->document()->orders().size(), std::size_t(1));
        const QStringList files = QDir(kept).entryList({QStringLiteral("*.arbiter.json")}, QDir::Files);
        QCOMPARE(files.size(), 1);
        QString error;
        const std::optional<Game> saved = loadGame(kept + u'/' + files.front(), m_map, &error);
        QVERIFY2(saved, qPrintable(error));
        QCOMPARE(saved->currentEntry().orders.size(), std::size_t(1));
        QVERIFY(saved->currentEntry().orders.front().order != window->document()->orders().front().order);
        // The one ignored comes back, alone.
        m_questions.clear();
        m_answers = {QMessageBox::Discard};
        auto next = makeWindow();
        QVERIFY(!next->offerRecovery());
        QCOMPARE(m_questions.size(), 1);
        QVERIFY(window->close());
        QVERIFY(next->close());
    }
};

QTEST_MAIN(TestInstallBehaviour)
#include "tst_install_behaviour.moc"
