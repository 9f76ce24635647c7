// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>

namespace arbiter::ui {

class MainWindow;

// `arbiter --screenshots DIR`: plays the first game year of a short scripted game in the window (orders typed
// and clicked, adjudication, a retreat, builds) and saves a PNG of the window at each step, so that the
// look of the client can be checked without a person at the screen. Returns the process exit code.
int runScreenshotTour(MainWindow *window, const QString &directory);

} // namespace arbiter::ui
