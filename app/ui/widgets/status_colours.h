// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QColor>
#include <QGuiApplication>
#include <QPalette>

namespace arbiter::ui {

// The colours panels write states in (an order that succeeded, failed, is missing...), readable on the
// panels' background in the desktop's light or dark mode: the dark shades on a light base, light shades of
// the same hues on a dark one.
enum class StatusColour : std::uint8_t
{
    Good,    // succeeded, complete
    Warning, // illegal, ignored, incomplete
    Bad,     // failed, changed
    Info,    // votes, not matched
    Muted    // missing, skipped, not yet played
};

inline bool darkPanels(const QPalette &palette = QGuiApplication::palette())
{
    return palette.color(QPalette::Base).lightness() < 128;
}

inline QColor statusColour(StatusColour status, const QPalette &palette = QGuiApplication::palette())
{
    const bool dark = darkPanels(palette);
    switch (status) {
    case StatusColour::Good:
        return dark ? QColor(0x7f, 0xd8, 0x8f) : QColor(0x1b, 0x7a, 0x2e);
    case StatusColour::Warning:
        return dark ? QColor(0xff, 0xb8, 0x60) : QColor(0xa0, 0x5a, 0x00);
    case StatusColour::Bad:
        return dark ? QColor(0xff, 0x86, 0x86) : QColor(0xc0, 0x10, 0x10);
    case StatusColour::Info:
        return dark ? QColor(0x8c, 0xb8, 0xff) : QColor(0x1d, 0x4f, 0x91);
    case StatusColour::Muted:
        break;
    }
    return dark ? QColor(0xa0, 0xa0, 0xa0) : QColor(0x80, 0x80, 0x80);
}

} // namespace arbiter::ui
