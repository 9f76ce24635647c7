// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/game_document.h"
#include "judge/explanation.h"
#include "record/game.h"

#include <QGraphicsScene>
#include <QHash>
#include <QPointer>

#include <optional>
#include <span>
#include <vector>

class QGraphicsPathItem;
class QGraphicsEllipseItem;
class QGraphicsSimpleTextItem;

namespace arbiter::ui {

class MapArtwork;
class OrderItem;
class LabelBackingItem;
class UnitItem;

// The map: the SVG artwork as the (cached) background with supply-centre ownership tinted in, the units,
// and an overlay with either the orders of the current phase or the results of the last adjudicated one.
// In a replay it shows any phase of the record instead: the position before it (or after it), its orders
// and their results. It only draws; clicks are interpreted by OrderInput.
class MapScene : public QGraphicsScene
{
    Q_OBJECT

  public:
    enum class Overlay
    {
        Orders,
        Results
    };
    enum class Highlight
    {
        Destination,
        Unit,
        Convoy
    };

    MapScene(document::GameDocument *document, const MapArtwork *artwork, QObject *parent = nullptr);
    ~MapScene() override;

    document::GameDocument *document() const { return m_document; }
    const MapArtwork &artwork() const { return *m_artwork; }

    Overlay overlay() const { return m_overlay; }
    void setOverlay(Overlay overlay);
    // Replays phase `entry` of the record (read-only): the position before it, or after it when `after`,
    // with its orders and results. -1 returns to the current phase.
    void setReplay(int entry, bool after = false);
    int replayEntry() const { return m_replay; }
    bool replayAfter() const { return m_replayAfter; }
    // Shows a position being set up instead of the game (no orders); nullopt returns to the game.
    void setSetupPosition(const std::optional<Position> &position);
    bool settingUp() const { return m_setup.has_value(); }
    // The position the units and centres are drawn from.
    const Position &shownPosition() const;
    // The phase whose orders (or results) are drawn: the replayed phase, the last adjudicated one under the
    // results overlay, the position being set up, or the current phase. The title plate names it.
    Phase shownPhase() const;
    // Whether the orders drawn are shown with their results.
    bool showsResults() const;
    // The lines of the title plate ("Fall 1901", "Movement"); none when the artwork has no plate.
    QStringList titleText() const;
    // Results are available only after the first adjudication.
    bool hasResults() const;
    bool ordersVisible() const { return m_ordersVisible; }
    void setOrdersVisible(bool visible);
    bool powerVisible(int power) const;
    void setPowerVisible(int power, bool visible);

    // The phase whose results are drawn (the replayed phase once adjudicated, or the last adjudicated one
    // under the results overlay), -1 for none.
    int resultsEntry() const;
    // Why each order of that phase ended as it did; computed when first asked for, null without results.
    const PhaseExplanation *explanation() const;
    // The strengths on the results: each move arrow's attack, each contested province's hold or prevent.
    void setStrengthsVisible(bool visible);
    bool strengthsVisible() const { return m_strengthsVisible; }
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
    int changeMarkCount() const { return m_changeMarks; } // units removed or disbanded without an order

    // Rebuilds every item (public for the benchmark; normally driven by the document's signals).
    void rebuild();

    // Paints the artwork with the ownership tints (the scene's background) in scene coordinates. Views
    // that cache it as a picture compare `artworkGeneration()` to know when to paint it again.
    void paintArtwork(QPainter *painter, const QRectF &rect);
    int artworkGeneration() const { return m_artworkGeneration; }

  signals:
    void overlayChanged(Overlay overlay);

  protected:
    void drawBackground(QPainter *painter, const QRectF &rect) override;

  private:
    void rebuildUnits();
    void rebuildOrders();
    void rebuildCentres();
    void updateTitle();
    void addOrderItems(const Position &position, const std::vector<EnteredOrder> &orders,
                       const std::vector<OrderResult> *results, bool checkLegality);
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

    QPointer<document::GameDocument> m_document;
    const MapArtwork *m_artwork;
    Overlay m_overlay = Overlay::Orders;
    int m_replay = -1;
    std::optional<Position> m_setup;
    bool m_replayAfter = false;
    int m_dislodgeMarks = 0;
    int m_changeMarks = 0;
    bool m_ordersVisible = true;
    std::vector<bool> m_powerVisible;
    int m_selectedProvince = -1;
    int m_hoverProvince = -1;
    int m_highlightedOrder = -1;
    bool m_strengthsVisible = false;
    mutable std::optional<PhaseExplanation> m_explanation; // of m_explainedEntry, dropped on each rebuild
    mutable int m_explainedEntry = -1;
    std::vector<QGraphicsSimpleTextItem *> m_strengthLabels; // children of plates kept in m_marks

    std::vector<UnitItem *> m_units;
    std::vector<LabelBackingItem *> m_labelBackings; // names covered by units, written above them
    std::vector<OrderItem *> m_orderItems;
    std::vector<QGraphicsItem *> m_marks; // bounce marks and retreat hints
    std::vector<QGraphicsEllipseItem *> m_centres;
    std::vector<QGraphicsPathItem *> m_highlights;
    QGraphicsPathItem *m_hover = nullptr;
    std::vector<QGraphicsSimpleTextItem *> m_title; // the lines of the title plate
    std::vector<int> m_tintOwner;                   // per province: the owner drawn in the background
    int m_artworkGeneration = 0;
    mutable std::vector<std::optional<QPointF>> m_dislodgedPlaces; // per location and type, found when needed
};

} // namespace arbiter::ui
