// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/power_palette.h"

#include <QSettings>

#include <array>

namespace arbiter::ui {

namespace {

// Okabe–Ito colours (Okabe and Ito, "Color Universal Design", 2008) with a grey and a wine red in place of
// the greens and the orange that come too close to others under deuteranopia, protanopia or tritanopia
// (tst_colour_palettes measures it), in the order the powers of a map take them: on the standard map
// Austria vermillion, England blue, France sky blue, Germany black, Italy grey, Russia wine, Turkey yellow;
// bluish green for an eighth power.
constexpr std::array<QRgb, 8> colourSafe = {0xd55e00, 0x0072b2, 0x56b4e9, 0x000000,
                                            0x999999, 0x882255, 0xf0e442, 0x009e73};
// Full colours, alternating dark and light, so that neighbours in the list differ in lightness too.
constexpr std::array<QRgb, 8> highContrast = {0xe00000, 0x0028d0, 0x00d8ff, 0x000000,
                                              0x00b400, 0xff00e0, 0xffe600, 0xff8000};
// The powers after the eighth get the same colours again, told apart by their letters and hatchings.

QColor fromList(const std::array<QRgb, 8> &list, int power)
{
    return QColor(list[std::size_t(power) % list.size()]);
}

} // namespace

PowerPalette *PowerPalette::instance()
{
    static PowerPalette *palette = new PowerPalette;
    return palette;
}

PowerPalette::PowerPalette()
{
    const int stored = QSettings().value(settingsKey(), 0).toInt();
    if (stored >= int(Palette::Map) && stored <= int(Palette::HighContrast))
        m_palette = Palette(stored);
}

void PowerPalette::setPalette(Palette palette)
{
    QSettings().setValue(settingsKey(), int(palette));
    if (palette == m_palette)
        return;
    m_palette = palette;
    emit changed();
}

QColor PowerPalette::colourIn(Palette palette, const Map &map, int power)
{
    if (power < 0 || power >= map.powerCount())
        return QColor(0xf4, 0xf1, 0xe8);
    switch (palette) {
    case Palette::ColourSafe:
        return fromList(colourSafe, power);
    case Palette::HighContrast:
        return fromList(highContrast, power);
    case Palette::Map:
        break;
    }
    return QColor(map.power(power).colour);
}

QString PowerPalette::mark(const Map &map, int power)
{
    if (power < 0 || power >= map.powerCount())
        return {};
    const QString name = map.power(power).name;
    for (int other = 0; other < map.powerCount(); ++other) {
        if (other != power && map.power(other).name.left(1).compare(name.left(1), Qt::CaseInsensitive) == 0)
            return name.left(1).toUpper() + name.mid(1, 1).toLower();
    }
    return name.left(1).toUpper();
}

Qt::BrushStyle PowerPalette::hatching(int power)
{
    static constexpr std::array<Qt::BrushStyle, 8> styles = {
        Qt::BDiagPattern, Qt::FDiagPattern,     Qt::HorPattern,    Qt::VerPattern,
        Qt::CrossPattern, Qt::DiagCrossPattern, Qt::Dense6Pattern, Qt::Dense5Pattern};
    return styles[std::size_t(power) % styles.size()];
}

} // namespace arbiter::ui
