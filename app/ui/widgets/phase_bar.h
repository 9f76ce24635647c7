// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "widgets/progress_line.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The bar above the map: the phase ("Spring 1901 — Movement"), each power's order progress
// ("Austria 3/3 · England 1/3 ..."), the rules in force, and the Adjudicate button; in a replay, the replayed
// phase and a button back to the current phase.
class PhaseBar : public QWidget
{
    Q_OBJECT

  public:
    PhaseBar(QAction *adjudicate, QWidget *parent = nullptr);

    void setDocument(document::GameDocument *document);
    // In a replay the bar names the replayed phase, and `back` (returning to the current phase) takes the
    // place of the Adjudicate button; `lineEnd` is the last phase of the line replayed. -1 ends the replay.
    void setReplay(int entry, bool after, int lineEnd);
    void setBackAction(QAction *back);
    // The phase clock's display, between the phase and the rules.
    void addClock(QWidget *clock);
    QString phaseText() const;
    QString progressText() const; // plain text, for tests

  signals:
    void rulesClicked();

  private:
    void refresh();
    // A power's item of the progress line: its colour, its name and `count`, bold while orders are due.
    ProgressLine::Item progressItem(int power, const QString &count, bool done) const;

    QPointer<document::GameDocument> m_document;
    QLabel *m_phase;
    ProgressLine *m_progress;
    QLabel *m_rules;
    QToolButton *m_adjudicate;
    QToolButton *m_back;
    QAction *m_backAction = nullptr;
    int m_replay = -1;
    bool m_replayAfter = false;
    int m_replayLineEnd = -1;
};

} // namespace arbiter::ui
