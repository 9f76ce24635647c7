// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "board/board_view_model.h"
#include "document/game_document.h"
#include "judge/explanation.h"
#include "record/game.h"

#include <QGraphicsScene>
#include <QHash>

#include <memory>
#include <optional>
#include <span>
#include <vector>

class QGraphicsPathItem;
class QGraphicsEllipseItem;
class QGraphicsSimpleTextItem;

namespace arbiter::ui {

class MapArtwork;
class OrderItem;
class ReachOverlay;
class ThreatOverlay;
class LabelBackingItem;
class MapLegend;
class UnitItem;

// The map: the SVG artwork as the (cached) background with supply-centre ownership tinted in, the units,
// and the orders or the results that the board view-model says are shown (of the current phase, of the
// last adjudicated one, of a replayed phase, or a position being set up). It only draws what the board
// shows, with the View menu's filters; clicks are the map tools' (board/map_tool.h).
class MapScene : public QGraphicsScene
{
    Q_OBJECT

  public:
    enum class Highlight
    {
        Destination,
        Unit,
        Convoy
    };

    MapScene(BoardViewModel *board, const MapArtwork *artwork, QObject *parent = nullptr);
    ~MapScene() override;

    BoardViewModel *board() const { return m_board; }
    document::GameDocument *document() const { return m_board->document(); }
    const MapArtwork &artwork() const { return *m_artwork; }

    // The lines of the title plate ("Fall 1901", "Movement"), naming the board's shown phase; none when the
    // artwork has no plate.
    QStringList titleText() const;
    // Where the title plate's lines are, in scene coordinates (empty when the artwork has no plate).
    QRectF titleRect() const;
    bool ordersVisible() const { return m_ordersVisible; }
    void setOrdersVisible(bool visible);
    bool powerVisible(int power) const;
    void setPowerVisible(int power, bool visible);

    // The strengths on the results: each move arrow's attack, each contested province's hold or prevent.
    void setStrengthsVisible(bool visible);
    const std::vector<QGraphicsSimpleTextItem *> &strengthLabels() const { return m_strengthLabels; }
    // Highlights the unit in a province (dislodged or not), as a link in an explanation asks.
    void highlightUnit(int province);

    // Order entry feedback.
    void setSelectedProvince(int province); // the unit being ordered, -1 for none
    void setHighlights(const std::vector<int> &provinces, Highlight kind);
    void clearHighlights();
    void setHoverProvince(int province);
    void setHighlightedOrder(int index); // index into the shown phase's orders, -1 for none
    int highlightedOrder() const { return m_highlightedOrder; }

    // The province clicked: that of a unit drawn under the point, else the province shape there.
    int provinceAt(QPointF scenePos) const;
    // The order (index in the shown phase) drawn under the point, or -1.
    int orderAt(QPointF scenePos) const;
    // Where the unit standing at the location (dislodged: the one dislodged there) is drawn, dislodged
    // units beside it; an army's place when there is none.
    QPointF unitPlace(int location, bool dislodged = false) const;
    // Where a unit of that type is drawn at the location: a fleet by the coast of a coastal province.
    QPointF unitPlace(int location, UnitType type, bool dislodged = false) const;

    // Statistics for the benchmark; the items for tests.
    int unitItemCount() const { return int(m_units.size()); }
    int orderItemCount() const { return int(m_orderItems.size()); }
    const std::vector<UnitItem *> &unitItems() const { return m_units; }
    // The province names written again above the units that cover them.
    const std::vector<LabelBackingItem *> &labelBackings() const { return m_labelBackings; }
    const std::vector<OrderItem *> &orderItems() const { return m_orderItems; }
    int dislodgeMarkCount() const { return m_dislodgeMarks; }
    // The study tools the board asks for (docs/analysis.md): the reach and support map, the threat view.
    const ReachOverlay *reachOverlay() const { return m_reachOverlay.get(); }
    const ThreatOverlay *threatOverlay() const { return m_threatOverlay.get(); }
    // Puts the overlays' legends in the corners of the first view's visible part (the map's corners without
    // a view): the view calls it as it scrolls and zooms, the overlays as they draw a legend.
    void pinLegends();
    int changeMarkCount() const { return m_changeMarks; } // units removed or disbanded without an order

    // Rebuilds every item (public for the benchmark; normally driven by the document's signals).
    void rebuild();

    // Paints the artwork with the ownership tints (the scene's background) in scene coordinates. Views
    // that cache it as a picture compare `artworkGeneration()` to know when to paint it again.
    void paintArtwork(QPainter *painter, const QRectF &rect);
    int artworkGeneration() const { return m_artworkGeneration; }

  protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;

  private:
    void rebuildUnits();
    void rebuildOrders();
    void rebuildCentres();
    void updateTitle();
    void addOrderItems(const Position &position, const std::vector<EnteredOrder> &orders,
                       const std::vector<OrderResult> *results, bool checkLegality);
    // One item for order `index` (none for an order that draws nothing), added to the scene.
    OrderItem *makeOrderItem(const Position &position, const std::vector<EnteredOrder> &orders, int index,
                             const std::vector<OrderResult> *results, bool checkLegality);
    // One order of the current phase given or taken out: its items only, and the others' legality.
    void setOrder(int index, bool added);
    void removeOrder(int index);
    void ordersEdited();
    void addRetreatHints(const Position &position);
    void addBounceMarks(const PhaseEntry &entry);
    void addDislodgeMarks(const PhaseEntry &entry);
    void addChangeMarks(const PhaseEntry &entry);
    void addStrengthLabels(const PhaseEntry &entry, const PhaseExplanation &explanation);
    // At the first of `places` where the plate covers none of `names` (the provinces' names) and no other
    // plate.
    void addStrengthLabel(const QString &text, std::initializer_list<QPointF> places, const QColor &edge,
                          std::span<const QRectF> names);
    void explainUnits(const PhaseEntry &entry, const PhaseExplanation &explanation);
    void drawPlaceholder(QPainter *painter);
    void applyVisibility();
    QColor powerColour(int power) const;
    QPointF dislodgedPlace(int location, UnitType type) const;

    // Not owned: the board lives as long as the scene (MainWindow, TableDisplay).
    BoardViewModel *m_board;
    const MapArtwork *m_artwork;
    int m_dislodgeMarks = 0;
    int m_changeMarks = 0;
    bool m_ordersVisible = true;
    std::vector<bool> m_powerVisible;
    int m_selectedProvince = -1;
    int m_hoverProvince = -1;
    int m_highlightedOrder = -1;
    bool m_strengthsVisible = false;
    std::vector<QGraphicsSimpleTextItem *> m_strengthLabels; // children of plates kept in m_marks

    std::vector<UnitItem *> m_units;
    std::vector<LabelBackingItem *> m_labelBackings; // names covered by units, written above them
    std::vector<OrderItem *> m_orderItems;
    std::vector<QGraphicsItem *> m_marks; // bounce marks and retreat hints
    std::vector<int> m_backedProvinces;   // the province of each label backing
    // While rebuildOrders() draws the orders again: the items drawn last, taken back in order when an order
    // is drawn alike (null once taken), and which items of the new drawing were added.
    std::vector<OrderItem *> m_reusable;
    std::size_t m_reuseFrom = 0;
    std::vector<bool> m_addedOrderItems;
    std::vector<QGraphicsEllipseItem *> m_centres;
    std::vector<int> m_centreOwners;    // of each marker
    std::vector<int> m_centreProvinces; // of each marker
    std::vector<QGraphicsPathItem *> m_highlights;
    QGraphicsPathItem *m_hover = nullptr;
    std::vector<QGraphicsSimpleTextItem *> m_title; // the lines of the title plate
    std::vector<int> m_tintOwner;                   // per province: the owner drawn in the background
    int m_artworkGeneration = 0;
    mutable std::vector<std::optional<QPointF>> m_dislodgedPlaces; // per location and type, found when needed
    std::unique_ptr<ReachOverlay> m_reachOverlay;
    std::unique_ptr<ThreatOverlay> m_threatOverlay;
};

} // namespace arbiter::ui
