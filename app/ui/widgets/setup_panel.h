// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/position.h"
#include "model/position_edit.h"

#include <QPointF>
#include <QWidget>

#include <functional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QUndoStack;

namespace arbiter::document {
class SetupDocument;
} // namespace arbiter::document

namespace arbiter::ui {

class MapArtwork;

// Game → Set Up Position…: the position being set up and the tools to change it. Choose a power and Army,
// Fleet or Supply Centre, then click the map: a click places a unit (a fleet on the coast nearest the
// click), a click on a unit removes it, a click on a centre gives it to the power (again: no owner). The
// season, year and phase kind are chosen above. Every edit goes through core (game/position_edit.h); what
// is refused says why. Units that cannot be on the board are removed when a position is taken over
// (DATC 4.E.6, Flying Dutchman). The position itself, with its own undo stack, is a document::SetupDocument.
class SetupPanel : public QWidget
{
    Q_OBJECT

  public:
    enum class Tool
    {
        Army,
        Fleet,
        Centre
    };

    SetupPanel(std::shared_ptr<const Map> map, QWidget *parent = nullptr);

    void setArtwork(const MapArtwork *artwork) { m_artwork = artwork; }
    // Starts editing `position` with an empty undo stack; the units that cannot be there are removed and
    // reported.
    void start(Position position);
    // Starts again from `position` (an empty board, the game's position) as one edit that can be undone.
    void replace(Position position, const QString &undoText);
    const Position &position() const;
    // The set-up edits, to undo and redo while setting up.
    QUndoStack *undoStack() const;

    int power() const;
    void setPower(int power);
    Tool tool() const;
    void setTool(Tool tool);
    bool setPhase(const Phase &phase);

    // Picks a coast when the click does not tell (tests replace the popup menu).
    using Chooser = std::function<int(const QString &title, const QStringList &choices, QPointF scenePos)>;
    void setChooser(Chooser chooser) { m_chooser = std::move(chooser); }

    // A click on the map in `province` (-1: outside every province) at a scene position.
    void click(int province, QPointF scenePos, Qt::MouseButton button = Qt::LeftButton);

    // The translated sentence for a refused edit.
    QString refusalText(EditRefusal refusal, int province) const;
    // What a Flying Dutchman found in `position` was, and why it cannot be there.
    QString dutchmanText(const FlyingDutchman &dutchman, const Position &position) const;

  signals:
    void positionChanged();
    void message(const QString &text, bool error);
    void startRequested();
    void emptyBoardRequested();
    void currentGameRequested();
    void cancelRequested();

  private:
    // Removes the units that cannot be on the board; the sentences that say what they were.
    QStringList removeDutchmen(Position *position) const;
    void reportDutchmen(const QStringList &what);
    void edited(const QString &text);
    void refresh();
    void phaseEdited();
    int pickCoast(int province, QPointF scenePos);

    std::shared_ptr<const Map> m_map;
    const MapArtwork *m_artwork = nullptr;
    document::SetupDocument *m_setup = nullptr;
    Chooser m_chooser;
    QComboBox *m_power = nullptr;
    QButtonGroup *m_tools = nullptr;
    QComboBox *m_season = nullptr;
    QSpinBox *m_year = nullptr;
    QLabel *m_summary = nullptr;
    bool m_updating = false;
};

} // namespace arbiter::ui
