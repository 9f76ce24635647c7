// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"

#include <QPointer>
#include <QWidget>

#include <vector>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QToolButton;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The draw votes of the current phase, as the game master takes them at the table (the Judge's draw rules,
// reference/draws.html): the game is DIAS or NoDIAS; every surviving power votes SET DRAW (in a NoDIAS game
// with the powers it accepts in the draw) or SET NODRAW, or does not vote. The panel shows which draws every
// survivor approves with the votes as entered; Record Votes records them with the phase (one undo step),
// and a draw they pass ends the game (a draw of one power is a concession). Resume Game restarts a drawn
// game.
class DrawVotesPanel : public QWidget
{
    Q_OBJECT

  public:
    enum class Choice
    {
        None,
        Draw,
        NoDraw
    };

    explicit DrawVotesPanel(QWidget *parent = nullptr);
    QSize sizeHint() const override { return {380, 520}; }

    void setDocument(document::GameDocument *document);

    // The editors (for tests and the screenshot tour).
    QComboBox *modeBox() const { return m_mode; }
    QComboBox *voteBox(int power) const;
    QToolButton *listButton(int power, int member) const;
    QPushButton *recordButton() const { return m_record; }
    QPushButton *resumeButton() const { return m_resume; }
    // Sets a power's vote in the editors (not recorded yet).
    void setVote(int power, Choice choice, PowerSet list = 0);
    // The votes as entered, and the draws they approve.
    std::vector<DrawVote> enteredVotes() const;
    QString approvedText() const; // plain text
    QString statusText() const;

  private:
    struct Row
    {
        QLabel *name = nullptr;
        QComboBox *vote = nullptr;
        QWidget *list = nullptr;
        std::vector<QToolButton *> members; // per power
    };

    void buildRows();
    void load(); // the recorded votes into the editors
    void refresh();
    void record();
    void voteEdited(int power);

    QPointer<document::GameDocument> m_document;
    QLabel *m_title;
    QComboBox *m_mode;
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
    QLabel *m_approved;
    QLabel *m_status;
    QPushButton *m_record;
    QPushButton *m_clear;
    QPushButton *m_resume;
    bool m_loading = false;
};

} // namespace arbiter::ui
