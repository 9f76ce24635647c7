// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The main window as a GUI test's game master meets it: no recovery file left from another test, the
// window's questions answered, shown and active; and orders typed into its order line.
#pragma once

#include "document/autosave.h"
#include "main_window.h"
#include "widgets/command_line.h"

#include <QDir>
#include <QStringList>
#include <QTest>

#include <memory>

namespace arbiter::test {

// After a dialog or a second window, the main window has the keys again (no window manager gives them back
// on the offscreen platform).
inline void activateAgain(ui::MainWindow *window)
{
    window->activateWindow();
    if (!QTest::qWaitForWindowActive(window))
        qWarning("the window never became active");
}

// Answers Yes where it is offered (adjudicate anyway, end the game) and Discard otherwise (unsaved
// changes); the titles asked are added to `questions` when given.
inline std::unique_ptr<ui::MainWindow> openGameMasterWindow(std::shared_ptr<const Map> map,
                                                            QStringList *questions = nullptr)
{
    QDir(document::Autosave::recoveryFolder()).removeRecursively();
    auto window = std::make_unique<ui::MainWindow>(std::move(map));
    window->setAsker([questions](const QString &title, const QString &, QMessageBox::StandardButtons buttons,
                                 QMessageBox::StandardButton) {
        if (questions)
            *questions << title;
        return buttons.testFlag(QMessageBox::Yes) ? QMessageBox::Yes : QMessageBox::Discard;
    });
    window->resize(1400, 950);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        qWarning("the window was never shown");
    activateAgain(window.get());
    return window;
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

} // namespace arbiter::test
