// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Units and order marks as the map draws them: a dislodged unit inside the map wherever it stands, clear of
// the unit arriving in its province and of the province's name, and a removal's cross above the unit removed.
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/unit_item.h"

#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using arbiter::ui::MainWindow;

namespace {

// To the retreats of Fall 1902: Turkey dislodges the Russian fleet in Sevastopol, at the map's right edge.
constexpr const char *sevastopol = R"(
PHASE S1901M
Turkey:
F ank - bla
A smy - arm
PHASE F1901M
PHASE S1902M
PHASE F1902M
Turkey:
A arm - sev
F bla S A arm - sev
)";

} // namespace

class TestMapDrawing : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QTemporaryDir m_dir;

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-map-drawing-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        m_window = test::openGameMasterWindow(
            m_map, test::WindowSettings{.asker = test::answerAlways(QMessageBox::Discard),
                                        .notifier = test::failOnError()});
    }

    void cleanup()
    {
        if (m_window)
            m_window->close();
        m_window.reset();
    }

    // Every place a dislodged unit is drawn keeps the whole unit inside the map.
    void dislodgedUnitsInsideTheMap()
    {
        m_window->newGame({}, DrawMode::Dias);
        ui::MapScene *scene = m_window->mapScene();
        const QRectF map = scene->sceneRect();
        const qreal reach = ui::UnitItem::reach(true);
        QStringList outside;
        for (int loc = 0; loc < m_map->locationCount(); ++loc) {
            const QPointF c = scene->unitPlace(loc, true);
            if (!map.contains(QRectF(c - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach))))
                outside << m_map->location(loc).id;
        }
        QVERIFY2(outside.isEmpty(), qPrintable(outside.join(u", ")));
    }

    // The Russian fleet dislodged from Sevastopol, at the map's right edge, is drawn whole.
    void dislodgedFleetInSevastopolDrawnWhole()
    {
        QString error;
        QVERIFY2(test::openScriptedGame(m_window.get(), m_map, QString::fromLatin1(sevastopol),
                                        m_dir.filePath(QStringLiteral("sevastopol.json")), &error),
                 qPrintable(error));
        QCOMPARE(m_window->document()->game().currentEntry().position.phase.code(), QStringLiteral("F1902R"));
        ui::MapScene *scene = m_window->mapScene();
        const int sev = m_map->findLocation(u"sev");
        const ui::UnitItem *fleet = nullptr;
        for (const ui::UnitItem *item : scene->unitItems()) {
            if (item->isDislodged() && item->location() == sev)
                fleet = item;
        }
        QVERIFY(fleet);
        const qreal reach = ui::UnitItem::reach(true);
        const QRectF drawing(fleet->scenePos() - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach));
        QVERIFY2(scene->sceneRect().contains(drawing),
                 qPrintable(QStringLiteral("%1,%2").arg(drawing.right()).arg(scene->sceneRect().right())));
    }

    // A removal's cross lies on top of the unit removed.
    void removalMarkIsDrawnAboveItsUnit()
    {
        QVERIFY(m_window->openDatcCase(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6j_civil_disorder.txt"),
                                       QStringLiteral("6.J.1")));
        QCOMPARE(m_window->document()->phase().kind, PhaseKind::Adjustment);
        ui::MapScene *scene = m_window->mapScene();
        const QPointF pic = scene->unitPlace(m_map->findLocation(u"pic"));
        const QList<QGraphicsItem *> here = scene->items(pic, Qt::IntersectsItemShape, Qt::DescendingOrder);
        QVERIFY(!here.isEmpty());
        QVERIFY2(dynamic_cast<ui::OrderItem *>(here.front()), "the unit hides its removal");

        // And it is seen: the centre of the unit is painted in the cross's red.
        QImage image(200, 200, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        scene->render(&painter, QRectF(0, 0, 200, 200), QRectF(pic - QPointF(25, 25), QSizeF(50, 50)));
        painter.end();
        const QColor centre = image.pixelColor(100, 100);
        QVERIFY2(centre.red() > 150 && centre.green() < 90 && centre.blue() < 90, qPrintable(centre.name()));
    }

    // A dislodged unit is drawn clear of the unit arriving in its province and of the province name.
    void dislodgedUnitsClearOfArrivalsAndLabels()
    {
        ui::MapScene *scene = m_window->mapScene();
        ui::MapArtwork artwork;
        artwork.load(*m_map, Map::standardMapDirectory());
        QVERIFY(!artwork.isPlaceholder());
        QGraphicsScene probe;
        QStringList overlaps;
        for (int loc = 0; loc < m_map->locationCount(); ++loc) {
            const int province = m_map->location(loc).province;
            // A fleet stands by the coast of a coastal province, an army nearer its centre: both kinds of
            // dislodged unit keep clear of both kinds of arrival.
            for (UnitType dislodgedType : {UnitType::Army, UnitType::Fleet}) {
                auto *dislodged = new ui::UnitItem(dislodgedType, Qt::red, true);
                dislodged->setPos(scene->unitPlace(loc, dislodgedType, true));
                probe.addItem(dislodged);
                std::vector<int> arrivals{province};
                for (int coast : m_map->province(province).coasts)
                    arrivals.push_back(coast);
                for (int arrival : arrivals) {
                    for (UnitType type : {UnitType::Army, UnitType::Fleet}) {
                        auto *unit = new ui::UnitItem(type, Qt::blue, false);
                        unit->setPos(scene->unitPlace(arrival, type));
                        probe.addItem(unit);
                        if (dislodged->collidesWithItem(unit))
                            overlaps << m_map->location(loc).id + QStringLiteral(" on ") +
                                            m_map->location(arrival).id;
                        delete unit;
                    }
                }
                const QString label = QStringLiteral("label-%1").arg(m_map->province(province).id);
                QVERIFY(artwork.renderer()->elementExists(label));
                QPainterPath name;
                name.addRect(artwork.renderer()->boundsOnElement(label));
                if (dislodged->collidesWithPath(dislodged->mapFromScene(name)))
                    overlaps << m_map->location(loc).id + QStringLiteral(" on its name");
                delete dislodged;
            }
        }
        QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(u", ")));
    }
};

QTEST_MAIN(TestMapDrawing)
#include "tst_map_drawing.moc"
