// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include "model/phase_clock.h"

#include <map>
#include <memory>
#include <optional>

namespace arbiter::document {

class GameDocument;

// Keeps a recovery copy of the open game: written (atomically) a moment after a change while the game has
// unsaved changes (writeDelayMs: the whole game is written, which takes tens of milliseconds for a long
// game, so the window shows the change first and a burst of changes is written once), removed when it is
// saved or closed normally. After a crash the file is still there, and the next start offers to restore it.
//
// Every open game has a recovery file of its own in recoveryFolder(), locked (QLockFile, "<file>.lock")
// for as long as its Autosave lives, so two copies of Arbiter running at once never write the same file
// and a running copy's recovery is never taken for one a crash left behind.
class Autosave : public QObject
{
    Q_OBJECT

  public:
    // An empty `path`: a new file of its own in recoveryFolder().
    explicit Autosave(const QString &path = {}, QObject *parent = nullptr);
    ~Autosave() override;

    // In the user's application data folder.
    static QString recoveryFolder();
    // The recovery files no living Autosave holds (left by a crash), newest first; also the single
    // recovery.json of Arbiter 0.1.
    static QStringList orphanedRecoveries();
    QString path() const { return m_path; }

    // How long after a change the recovery file is written at the latest.
    static constexpr int writeDelayMs = 200;

    void watch(GameDocument *document);
    // Whether a change waits to be written.
    bool writePending() const { return m_due.isActive(); }
    bool write(QString *error = nullptr);
    // Removes the recovery file, and forgets a write that was due.
    void discard();
    // Removes a recovery file that is not this one's (an orphan restored or declined).
    static void discardOrphan(const QString &path);

    struct Recovery
    {
        QByteArray game;  // the game file's JSON
        QString fileName; // the file the game belongs to, empty for an unsaved game
        QString name;     // the game's display name
        QDateTime saved;
        std::map<int, PhaseClockReading> clocks; // by phase entry (GameDocument::clockReadings)
    };
    static std::optional<Recovery> read(const QString &path, QString *error = nullptr);

  private:
    void documentChanged();
    void writeDue();

    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QPointer<GameDocument> m_document;
    QTimer m_due;
};

} // namespace arbiter::document
