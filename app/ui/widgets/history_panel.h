// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QSplitter;
class QTreeView;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

class CentreChart;
class HistoryModel;

// The history dock: the replay controls (first, previous, play at a chosen speed, next, current; the
// position after the phase; play from here), the phases of the game as a tree (HistoryModel) and the
// supply-centre chart of the line being looked at. Selecting a row asks to show that phase.
class HistoryPanel : public QWidget
{
    Q_OBJECT

  public:
    struct Actions
    {
        QAction *first = nullptr;
        QAction *previous = nullptr;
        QAction *play = nullptr;
        QAction *next = nullptr;
        QAction *last = nullptr;
        QAction *after = nullptr;
        QAction *playFromHere = nullptr;
        QAction *switchLine = nullptr;
        QAction *renameLine = nullptr;
        QAction *report = nullptr;
        QAction *chart = nullptr;
        QAction *compareLines = nullptr; // the context menu's Compare with…, for the line of the row
    };

    explicit HistoryPanel(const Actions &actions, QWidget *parent = nullptr);

    void setDocument(document::GameDocument *document);
    HistoryModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    CentreChart *chart() const { return m_chart; }
    QComboBox *speedBox() const { return m_speed; }
    int interval() const; // milliseconds per phase when playing
    QSize sizeHint() const override { return {340, 600}; }

    // Selects the row of the phase shown (without asking to show it again).
    void setShownEntry(int entry);
    // Starts editing the name of the line that `entry` is shown in.
    void editLineName(int entry);

  signals:
    // `lineEnd`: the last phase of the line the row is shown in; `afterPhase`: the row is about the position
    // after the phase (a phase it skipped, what changed hands in it).
    void entrySelected(int entry, bool afterPhase, int lineEnd);
    void intervalChanged(int milliseconds);
    // Text typed on the list of phases: meant for the order line, not a search that moves the replay.
    void typed(const QString &text);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void restoreView();
    void showContextMenu(const QPoint &pos);

    Actions m_actions;
    QPointer<document::GameDocument> m_document;
    HistoryModel *m_model;
    QTreeView *m_view;
    CentreChart *m_chart;
    QComboBox *m_speed;
    QSplitter *m_splitter;
    int m_shownEntry = -1;
    bool m_selecting = false;
    std::vector<int> m_expandedLines; // branch starts of the alternative lines left open
};

} // namespace arbiter::ui
