// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>

#include <functional>

class QWidget;

namespace arbiter::ui {

class ActionManager;
class BoardViewModel;
class DocumentManager;
class MapView;
class OrderInput;
class ReplayController;

// Playing the open game: entering orders (the Orders menu, order sheets), adjudicating, and the game's
// settings (rules, game info, resuming a draw).
class PlayMode : public QObject
{
    Q_OBJECT

  public:
    PlayMode(DocumentManager *documents, ReplayController *replay, MapView *view,
             const ActionManager &actions, QWidget *window);

    // The open game's board and its order input.
    void setBoard(BoardViewModel *board, OrderInput *input)
    {
        m_board = board;
        m_input = input;
    }

    // Adjudicates, asking first when orders are missing (unless `confirm` is false).
    bool adjudicate(bool confirm = true);
    // Asked before an adjudication that `confirm`s (a quiz's guesses would go unscored); false: not now.
    void setAdjudicationCheck(std::function<bool()> check) { m_mayAdjudicate = std::move(check); }
    // Whether missing orders are asked about before an adjudication (a game's yes; a lesson's no).
    void setAsksForMissingOrders(bool ask) { m_asksForMissingOrders = ask; }
    void openOrderSheet(const QString &text);
    // The report of the last adjudication, as sent to the players; empty before the first.
    QString resultsReport() const;

  signals:
    void message(const QString &text, bool error = false);

  private:
    void pasteOrders();
    void importOrders();
    void copyResults();
    void selectNextUnordered();
    void showRules();
    void showGameInfo();
    void resume();
    void endGame();
    void showScores();

    DocumentManager *m_documents;
    ReplayController *m_replay;
    MapView *m_view;
    QWidget *m_window;
    BoardViewModel *m_board = nullptr;
    OrderInput *m_input = nullptr;
    std::function<bool()> m_mayAdjudicate;
    bool m_asksForMissingOrders = true;
};

} // namespace arbiter::ui
