// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The main window as a GUI test's game master meets it: no recovery file left from another test, the
// window's questions answered, shown and active; and orders typed into its order line. Every GUI suite opens
// its windows here.
#pragma once

#include "document/autosave.h"
#include "main_window.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "widgets/command_line.h"
#include "widgets/orders_panel.h"

#include <QDir>
#include <QFile>
#include <QSize>
#include <QStringList>
#include <QTabBar>
#include <QTest>
#include <QTreeView>

#include <memory>

namespace arbiter::test {

// Answers Yes where it is offered (adjudicate anyway, end the game) and Discard otherwise (unsaved
// changes); the titles asked are added to `questions` when given.
inline ui::MainWindow::Asker answerYesOrDiscard(QStringList *questions = nullptr)
{
    return [questions](const QString &title, const QString &, QMessageBox::StandardButtons buttons,
                       QMessageBox::StandardButton) {
        if (questions)
            *questions << title;
        return buttons.testFlag(QMessageBox::Yes) ? QMessageBox::Yes : QMessageBox::Discard;
    };
}

// Gives the same answer to every question (Discard: unsaved changes are dropped, a question that offers no
// Discard is refused).
inline ui::MainWindow::Asker answerAlways(QMessageBox::StandardButton answer)
{
    return [answer](const QString &, const QString &, QMessageBox::StandardButtons,
                    QMessageBox::StandardButton) { return answer; };
}

// Fails the test on any error the window would show the game master.
inline ui::MainWindow::Notifier failOnError()
{
    return [](const QString &title, const QString &text) {
        QFAIL(qPrintable(title + QStringLiteral(": ") + text));
    };
}

// What a suite's window has of its own.
struct WindowSettings
{
    // Answers the window's questions; nullptr leaves them to the window's own dialogs.
    ui::MainWindow::Asker asker = answerYesOrDiscard();
    // Told the errors the window would show; nullptr leaves them to the window's own message boxes.
    ui::MainWindow::Notifier notifier = nullptr;
    // An empty size keeps the size the window gives itself.
    QSize size{1400, 950};
    QString artworkDirectory = {};
    // For a test of what the window does with a recovery file it finds as it opens.
    bool keepRecoveryFile = false;
};

// After a dialog or a second window, the main window has the keys again (no window manager gives them back
// on the offscreen platform).
inline void activateAgain(ui::MainWindow *window)
{
    window->activateWindow();
    QVERIFY2(QTest::qWaitForWindowActive(window), "the window never became active");
}

inline std::unique_ptr<ui::MainWindow> openGameMasterWindow(std::shared_ptr<const Map> map,
                                                            const WindowSettings &settings)
{
    if (!settings.keepRecoveryFile)
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
    auto window = std::make_unique<ui::MainWindow>(std::move(map), settings.artworkDirectory);
    window->setAsker(settings.asker);
    if (settings.notifier)
        window->setNotifier(settings.notifier);
    if (!settings.size.isEmpty())
        window->resize(settings.size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        QTest::qFail("the window was never shown", __FILE__, __LINE__);
    else
        activateAgain(window.get());
    return window;
}

// The game master's usual window, the titles of the questions it asks added to `questions` when given.
inline std::unique_ptr<ui::MainWindow> openGameMasterWindow(std::shared_ptr<const Map> map,
                                                            QStringList *questions = nullptr)
{
    return openGameMasterWindow(std::move(map), WindowSettings{.asker = answerYesOrDiscard(questions)});
}

// Opens in `window` the game a game script (the format of tests/games) plays on `map`, saved first as `file`;
// else says why it could not.
inline bool openScriptedGame(ui::MainWindow *window, std::shared_ptr<const Map> map, const QString &script,
                             const QString &file, QString *error)
{
    const std::optional<Game> played = playGameScript(script, std::move(map), error);
    if (!played || !saveGame(*played, file, error))
        return false;
    if (window->openFile(file))
        return true;
    *error = QStringLiteral("the window did not open ") + file;
    return false;
}

// Opens in `window` the game the script tests/data/<name>.txt plays on `map`, saved first as `file`; else
// says why it could not.
inline bool openScriptFile(ui::MainWindow *window, std::shared_ptr<const Map> map, const QString &name,
                           const QString &file, QString *error)
{
    QFile script(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/") + name + QStringLiteral(".txt"));
    if (!script.open(QIODevice::ReadOnly)) {
        *error = script.fileName() + QStringLiteral(": ") + script.errorString();
        return false;
    }
    return openScriptedGame(window, std::move(map), QString::fromUtf8(script.readAll()), file, error);
}

// Types into the order line as the game master does: focus, keys, Return.
inline void typeOrder(ui::MainWindow *window, const QString &text)
{
    ui::CommandLine *line = window->commandLine();
    line->setFocus();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Escape); // closes a completion popup if one is open
    if (line->text() != text)              // Escape without a popup cleared the line
        QTest::keyClicks(line, text);
    QTest::keyClick(line, Qt::Key_Return);
}

// A window where France attacked Burgundy with support and Germany tried it too: France's attack 2 beats
// Germany's prevent 1. Typed and adjudicated by Ctrl+Return; the window shows Fall 1901.
inline void playSupportedAttackOnBurgundy(std::unique_ptr<ui::MainWindow> *window,
                                          std::shared_ptr<const Map> map)
{
    *window = openGameMasterWindow(std::move(map));
    for (const char *line : {"France: A par - bur", "A mar S A par - bur", "Germany: A mun - bur"})
        typeOrder(window->get(), QString::fromLatin1(line));
    QCOMPARE((*window)->document()->orders().size(), std::size_t(3));
    QTest::keyClick(window->get(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE((*window)->document()->phase().code(), QStringLiteral("F1901M"));
}

// The title of the dock in front of those tabbed with the Orders dock, as the tab bar of their dock area
// shows it; empty when the Orders dock is tabbed with none.
inline QString dockInFrontBesideOrders(ui::MainWindow *window)
{
    QCoreApplication::processEvents(); // the dock area laid out after the change, as the event loop would
    const QString orders = window->ordersPanel()->parentWidget()->windowTitle();
    for (const QTabBar *bar : window->findChildren<QTabBar *>()) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            if (bar->tabText(i) == orders)
                return bar->tabText(bar->currentIndex());
        }
    }
    return {};
}

// Clicks, in the Orders dock, the row of the order whose text starts with `text` (its power's group opened
// and the row scrolled to); false when there is none.
inline bool clickOrderRow(ui::MainWindow *window, const QString &text)
{
    QTreeView *view = window->ordersPanel()->view();
    QAbstractItemModel *model = view->model();
    for (int g = 0; g < model->rowCount(); ++g) {
        const QModelIndex group = model->index(g, 0);
        view->expand(group);
        for (int r = 0; r < model->rowCount(group); ++r) {
            const QModelIndex row = model->index(r, 0, group);
            if (row.data().toString().startsWith(text)) {
                view->scrollTo(row);
                QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier,
                                  view->visualRect(row).center());
                return true;
            }
        }
    }
    return false;
}

} // namespace arbiter::test
