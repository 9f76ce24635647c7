// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QLockFile>
#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>

namespace arbiter::document {

class GameDocument;

// Keeps a recovery copy of the open game: written (atomically) after every change while the game has
// unsaved changes, removed when it is saved or closed normally. After a crash the file is still there,
// and the next start offers to restore it.
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

    void watch(GameDocument *document);
    bool write(QString *error = nullptr);
    void discard();
    // Removes a recovery file that is not this one's (an orphan restored or declined).
    static void discardOrphan(const QString &path);

    struct Recovery
    {
        QByteArray game;  // the game file's JSON
        QString fileName; // the file the game belongs to, empty for an unsaved game
        QString name;     // the game's display name
        QDateTime saved;
    };
    static std::optional<Recovery> read(const QString &path, QString *error = nullptr);

  private:
    void documentChanged();

    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    QPointer<GameDocument> m_document;
};

} // namespace arbiter::document
