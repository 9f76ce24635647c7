// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QWidget>

class QGraphicsView;
class QLabel;
class QTextBrowser;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class BoardViewModel;
class DocumentManager;
class FlashingLabel;
class MapArtwork;
class MapScene;
class PhaseClockController;
class ReplayController;

// View → Table Display: a second window for a projector or a television that the players watch. It follows
// the game master's window (the current phase, or the phase replayed) but never shows the orders of a phase
// that is not adjudicated, and takes no part in the game: nothing in it can be clicked or typed into. F11
// makes it full-screen; it remembers where it was.
class TableDisplay : public QWidget
{
    Q_OBJECT

  public:
    TableDisplay(DocumentManager *documents, ReplayController *replay, PhaseClockController *clock,
                 const MapArtwork *artwork, QWidget *parent = nullptr);
    ~TableDisplay() override;

    MapScene *scene() const { return m_scene; }
    QString phaseText() const;
    QString clockText() const;
    QString resultsText() const;
    bool isClockFlashing() const;

  signals:
    void closed(); // by its own window's close button

  protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

  private:
    void follow(document::GameDocument *document);
    void refresh();
    void refreshClock();
    void fitMap();

    DocumentManager *m_documents;
    ReplayController *m_replay;
    PhaseClockController *m_clock;
    const MapArtwork *m_artwork;
    BoardViewModel *m_board = nullptr; // with the scene as its child
    MapScene *m_scene = nullptr;
    QGraphicsView *m_view;
    QLabel *m_phase;
    FlashingLabel *m_clockLabel;
    QTextBrowser *m_results;
    bool m_placed = false;
};

} // namespace arbiter::ui
