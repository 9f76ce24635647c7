// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"

#include <QColor>
#include <QObject>
#include <QString>

namespace arbiter::ui {

// View → Colours: how the powers are coloured on the map and in the panels.
enum class Palette : std::uint8_t
{
    Map,         // the map's own colours (powers.csv)
    ColourSafe,  // told apart under deuteranopia, protanopia and tritanopia (Okabe–Ito based), with a
                 // letter on each unit and owned centre and a hatching per power on owned provinces
    HighContrast // saturated colours far apart in lightness, with the letters and hatchings too
};

// The palette in use, for the whole program: chosen in View → Colours and kept in QSettings
// ("view/palette"). Views that draw powers listen to changed().
class PowerPalette : public QObject
{
    Q_OBJECT

  public:
    static PowerPalette *instance();

    Palette palette() const { return m_palette; }
    // Changes the palette and remembers it in QSettings.
    void setPalette(Palette palette);

    // The colour of `power` (-1: nobody, a neutral colour) on `map` under the palette in use.
    QColor colour(const Map &map, int power) const { return colourIn(m_palette, map, power); }
    static QColor colourIn(Palette palette, const Map &map, int power);
    // Whether the palette also marks the powers by letter and hatching.
    bool marksPowers() const { return m_palette != Palette::Map; }
    // The letter(s) that stand for `power`: its name's first letter, or first two where two powers of the
    // map share the first.
    static QString mark(const Map &map, int power);
    // The hatching of `power`'s provinces when marksPowers(): a different line pattern for each power.
    static Qt::BrushStyle hatching(int power);

    static QString settingsKey() { return QStringLiteral("view/palette"); }

  signals:
    void changed();

  private:
    PowerPalette();
    Palette m_palette = Palette::Map;
};

} // namespace arbiter::ui
