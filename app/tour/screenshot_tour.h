// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>

namespace arbiter::ui {

class MainWindow;

// Plays the first game year of a short scripted game in the window (orders typed and clicked, adjudication,
// a retreat, builds), the history of `clubGame` (a game script, tests/games/club_game.txt) and case 6.E.15 of
// `headToHeadCases` (a DATC file), and saves a PNG of the window at each step into `directory`, so that the
// look of the client can be checked without a person at the screen. Returns the process exit code.
int runScreenshotTour(MainWindow *window, const QString &directory, const QString &clubGame,
                      const QString &headToHeadCases);

// The pictures of how the map and the panels look (issue 14): the club game in mid-game under the
// colour-blind-safe palette, the high-contrast palette, and with the panels in a dark desktop palette
// (Fusion with dark colours, as a desktop in dark mode hands Qt). `prefix` starts each file name.
int runLooksTour(MainWindow *window, const QString &directory, const QString &clubGame,
                 const QString &prefix);

// The picture of a slip typed in slip mode (issue 27): a new game, France's slip chosen with its key, its
// orders typed as the game master types them (a support completed with Tab, a misspelling, a line refused),
// the echo list under the order line. Saved as slip-mode.png in `directory`.
int runSlipTour(MainWindow *window, const QString &directory);

} // namespace arbiter::ui
