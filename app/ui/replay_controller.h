// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QObject>
#include <QPointer>

#include <vector>

class QTimer;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// Which phase of the record the window shows. Normally the current phase, which the game master edits; in a
// replay any other phase, read-only, with the position before it (or after it) and its orders and results.
// A replay follows one line of play: the phases before a what-if leaves its original line belong to both, so
// the line is kept with the phase shown and navigation, playing and the views follow it. The current phase
// ends the replay. Playing steps forward at a chosen interval to the end of the line (or the current phase).
// Any change of the phase tree or of the current orders (an adjudication, a branch, an undo) ends the replay.
class ReplayController : public QObject
{
    Q_OBJECT

  public:
    explicit ReplayController(QObject *parent = nullptr);

    void setDocument(document::GameDocument *document);

    int viewedEntry() const { return m_entry; } // -1: the current phase
    bool isReplaying() const { return m_entry >= 0; }
    bool showsAfter() const { return m_after; }
    // The phase shown: the replayed one, or the current one.
    int shownEntry() const;
    // The last phase of the line of play followed: the replayed line, or the line being played.
    int lineEnd() const;
    // The phases of that line, from its first.
    std::vector<int> navigationLine() const;
    bool canGoBack() const;
    bool canGoForward() const;
    bool isPlaying() const;
    int interval() const;

    // Shows `entry` on the line through `lineEnd` (along the first children after it). Without a line (-1),
    // or with one that does not pass through `entry`, the line followed so far when it passes through
    // `entry`, or else the line through `entry` along the first children. The current phase, or -1: back to
    // editing.
    void view(int entry, int lineEnd = -1);
    void setAfter(bool after);
    void first();
    void previous();
    void next();
    void last(); // the current phase
    void setPlaying(bool playing);
    void setInterval(int milliseconds);

  signals:
    void viewChanged();
    void playingChanged(bool playing);

  private:
    int position() const; // of the phase shown in navigationLine()
    void tick();

    QPointer<document::GameDocument> m_document;
    int m_entry = -1;
    int m_lineEnd = -1; // in a replay
    bool m_after = false;
    QTimer *m_timer;
};

} // namespace arbiter::ui
