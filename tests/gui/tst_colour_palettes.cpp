// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// View → Colours: the map is rendered under each palette, the picture is transformed as people
// with deuteranopia, protanopia and tritanopia see it, and the powers' unit colours in the transformed
// picture are compared. The measure is CIE76: the Euclidean distance ΔE*ab in CIELAB (D65 white) of the
// colour each power's units are filled with. The colour-blind-safe palette must keep every two powers at
// least ΔE 20 apart under each of the three simulations (the map's own colours do not: France and Russia
// come within ΔE 10 under protanopia, which shows the check can fail); it also marks each power's units
// and centres with its letter. The high-contrast palette keeps the powers at least ΔE 40 apart for full
// colour vision. The choice is kept in QSettings.
#include "artwork_copy.h"
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "main_window.h"
#include "record/game_file.h"
#include "record/game_script.h"
#include "replay_controller.h"
#include "scene/label_backing_item.h"
#include "scene/map_scene.h"
#include "scene/power_palette.h"
#include "scene/unit_item.h"

#include <QAction>
#include <QImage>
#include <QPainter>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <cmath>
#include <map>

using namespace arbiter;
using arbiter::ui::MainWindow;
using arbiter::ui::Palette;
using arbiter::ui::PowerPalette;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color Vision
// Deficiency", the matrices for severity 1.0, applied to linear RGB.
constexpr Matrix protanopia = {
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
constexpr Matrix deuteranopia = {
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
constexpr Matrix tritanopia = {
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
constexpr Matrix fullVision = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

double toLinear(int channel)
{
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

int fromLinear(double c)
{
    c = std::clamp(c, 0.0, 1.0);
    const double s = c <= 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1 / 2.4) - 0.055;
    return int(std::lround(s * 255));
}

// The picture as seen with the deficiency: every pixel through the matrix in linear RGB.
QImage simulate(const QImage &image, const Matrix &m)
{
    std::array<double, 256> linear{};
    for (int i = 0; i < 256; ++i)
        linear[std::size_t(i)] = toLinear(i);
    QImage out(image.size(), QImage::Format_RGB32);
    std::map<QRgb, QRgb> seen; // maps have few colours: each is worked out once
    for (int y = 0; y < image.height(); ++y) {
        const auto *in = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        auto *to = reinterpret_cast<QRgb *>(out.scanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            auto [it, added] = seen.try_emplace(in[x], 0);
            if (added) {
                const std::array<double, 3> c = {linear[std::size_t(qRed(in[x]))],
                                                 linear[std::size_t(qGreen(in[x]))],
                                                 linear[std::size_t(qBlue(in[x]))]};
                std::array<int, 3> s{};
                for (std::size_t r = 0; r < 3; ++r)
                    s[r] = fromLinear(m[r][0] * c[0] + m[r][1] * c[1] + m[r][2] * c[2]);
                it->second = qRgb(s[0], s[1], s[2]);
            }
            to[x] = it->second;
        }
    }
    return out;
}

// CIELAB of an sRGB colour (D65).
std::array<double, 3> lab(QRgb rgb)
{
    const double r = toLinear(qRed(rgb));
    const double g = toLinear(qGreen(rgb));
    const double b = toLinear(qBlue(rgb));
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double deltaE76(QRgb a, QRgb b)
{
    const auto la = lab(a);
    const auto lb = lab(b);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

} // namespace

class TestColourPalettes : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    void choose(const char *actionName)
    {
        QAction *action = m_window->action(QString::fromLatin1(actionName));
        QVERIFY2(action, actionName);
        action->trigger();
        QVERIFY(action->isChecked());
    }

    // The map as the scene draws it, one scene unit a pixel.
    QImage renderMap() const
    {
        ui::MapScene *scene = m_window->mapScene();
        QImage image(scene->sceneRect().size().toSize(), QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        scene->render(&painter, QRectF(image.rect()), scene->sceneRect());
        return image;
    }

    // Per power, the colour most of its first unit's token is painted in (the fill, not its letter or edge).
    std::vector<QRgb> unitColours(const QImage &image) const
    {
        std::vector<QRgb> colours(std::size_t(m_map->powerCount()), 0);
        std::vector<bool> found(colours.size(), false);
        ui::MapScene *scene = m_window->mapScene();
        for (QGraphicsItem *item : scene->items()) {
            auto *unit = dynamic_cast<ui::UnitItem *>(item);
            if (!unit || unit->isDislodged() || found[std::size_t(unit->power())])
                continue;
            const QPainterPath token =
                unit->mapToScene(unit->shape()).translated(-scene->sceneRect().topLeft());
            std::map<QRgb, int> count;
            const QRect box = token.boundingRect().toAlignedRect().intersected(image.rect());
            for (int y = box.top(); y <= box.bottom(); ++y) {
                for (int x = box.left(); x <= box.right(); ++x) {
                    if (token.contains(QPointF(x + 0.5, y + 0.5)))
                        ++count[image.pixel(x, y)];
                }
            }
            const auto most = std::max_element(
                count.begin(), count.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
            if (most != count.end()) {
                colours[std::size_t(unit->power())] = most->first;
                found[std::size_t(unit->power())] = true;
            }
        }
        return colours;
    }

    // The least distance between two powers' colours as seen through `m`, and the two powers.
    std::tuple<double, int, int> leastDistance(const QImage &image, const Matrix &m) const
    {
        const std::vector<QRgb> colours = unitColours(simulate(image, m));
        std::tuple<double, int, int> least{1e9, -1, -1};
        for (int a = 0; a < int(colours.size()); ++a) {
            for (int b = a + 1; b < int(colours.size()); ++b) {
                const double d = deltaE76(colours[std::size_t(a)], colours[std::size_t(b)]);
                if (d < std::get<0>(least))
                    least = {d, a, b};
            }
        }
        return least;
    }

    QString describe(const std::tuple<double, int, int> &least) const
    {
        return QStringLiteral("ΔE %1 between %2 and %3")
            .arg(std::get<0>(least), 0, 'f', 1)
            .arg(m_map->power(std::get<1>(least)).name, m_map->power(std::get<2>(least)).name);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-colour-palettes-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.size = {1200, 800}});
    }

    void cleanupTestCase()
    {
        choose("paletteMapAction");
        m_window->close();
        m_window.reset();
    }

    void colourSafePaletteSurvivesColourBlindness_data()
    {
        QTest::addColumn<int>("deficiency");
        QTest::newRow("deuteranopia") << 0;
        QTest::newRow("protanopia") << 1;
        QTest::newRow("tritanopia") << 2;
    }

    void colourSafePaletteSurvivesColourBlindness()
    {
        QFETCH(int, deficiency);
        const Matrix &m = deficiency == 0 ? deuteranopia : deficiency == 1 ? protanopia : tritanopia;
        constexpr double threshold = 20.0; // CIE76 ΔE*ab
        choose("paletteColourSafeAction");
        const QImage image = renderMap();
        const auto least = leastDistance(image, m);
        QVERIFY2(std::get<0>(least) >= threshold, qPrintable(describe(least)));
        qInfo("colour-blind safe palette: least %s", qPrintable(describe(least)));
    }

    // The same measure on the map's own colours finds a pair too close: the check is not one every palette
    // passes.
    void mapColoursFailTheCheck()
    {
        choose("paletteMapAction");
        const auto least = leastDistance(renderMap(), protanopia);
        QVERIFY2(std::get<0>(least) < 20.0, qPrintable(describe(least)));
        qInfo("map colours under protanopia: least %s", qPrintable(describe(least)));
    }

    void highContrastPaletteIsFarApart()
    {
        choose("paletteHighContrastAction");
        const auto least = leastDistance(renderMap(), fullVision);
        QVERIFY2(std::get<0>(least) >= 40.0, qPrintable(describe(least)));
    }

    // Colour is not the only sign: the safe palette writes each power's letter on its units.
    void powersAreMarkedByLetter()
    {
        choose("paletteColourSafeAction");
        std::map<int, QString> marks;
        for (QGraphicsItem *item : m_window->mapScene()->items()) {
            if (auto *unit = dynamic_cast<ui::UnitItem *>(item)) {
                QVERIFY(!unit->mark().isEmpty());
                marks[unit->power()] = unit->mark();
            }
        }
        QCOMPARE(int(marks.size()), m_map->powerCount());
        QStringList distinct;
        for (const auto &[power, mark] : marks) {
            QVERIFY2(!distinct.contains(mark), qPrintable(mark));
            distinct << mark;
        }
        QCOMPARE(marks[m_map->findPower(u"england")], QStringLiteral("E"));
        choose("paletteMapAction");
        for (QGraphicsItem *item : m_window->mapScene()->items()) {
            if (auto *unit = dynamic_cast<ui::UnitItem *>(item))
                QVERIFY(unit->mark().isEmpty());
        }
    }

    // A province's name that a unit's token covers is written again above the units, on a backing: the
    // picture beside the name on its backing is pale, whatever unit is under it. The standard layout keeps
    // units off the names, so the window here draws a layout of its own (as a user's map may have) whose unit
    // places are its label places.
    void namesCoveredByUnitsAreWrittenAbove()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QVERIFY(test::copyStandardArtwork(dir.path(), [](QStringList &fields) {
            // location,unit_x,unit_y,label_x,label_y,sc_x,sc_y[,fleet_x,fleet_y]
            fields[1] = fields[3];
            fields[2] = fields[4];
            fields = fields.mid(0, 7);
        }));

        m_window->close();
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.size = {1200, 800}, .artworkDirectory = dir.path()});
        choose("paletteColourSafeAction");
        ui::MapScene *scene = m_window->mapScene();
        // Spring 1901: every unit stands on its province's name.
        QCOMPARE(int(scene->labelBackings().size()), int(m_window->document()->position().units.size()));
        const QImage image = renderMap();
        for (ui::LabelBackingItem *backing : scene->labelBackings()) {
            QVERIFY(backing->zValue() > 31); // above units and dislodged units
            // Inside the backing, left of the name, halfway down.
            const QRectF box = backing->boundingRect();
            const QPointF beside = QPointF(box.left() + 2.5, box.center().y()) - scene->sceneRect().topLeft();
            const QColor seen = image.pixelColor(beside.toPoint());
            QVERIFY2(seen.lightness() > 200, qPrintable(backing->text() + u' ' + seen.name()));
        }

        m_window->close();
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.size = {1200, 800}});
        // With the standard layout no unit covers a name in the first Spring.
        QVERIFY(m_window->mapScene()->labelBackings().empty());
    }

    void choiceIsRemembered()
    {
        choose("paletteHighContrastAction");
        QCOMPARE(QSettings().value(PowerPalette::settingsKey()).toInt(), int(Palette::HighContrast));
        choose("paletteMapAction");
        QCOMPARE(QSettings().value(PowerPalette::settingsKey()).toInt(), int(Palette::Map));
    }
};

QTEST_MAIN(TestColourPalettes)
#include "tst_colour_palettes.moc"
