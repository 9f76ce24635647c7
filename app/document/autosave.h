// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace arbiter::document {

class GameDocument;

// Keeps a recovery copy of the open game: written (atomically) after every change while the game has
// unsaved changes, removed when it is saved or closed normally. After a crash the file is still there,
// and the next start offers to restore it.
class Autosave : public QObject
{
    Q_OBJECT

  public:
    explicit Autosave(const QString &path = defaultPath(), QObject *parent = nullptr);

    // In the user's application data folder.
    static QString defaultPath();
    QString path() const { return m_path; }

    void watch(GameDocument *document);
    bool write(QString *error = nullptr);
    void discard();

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
    QPointer<GameDocument> m_document;
};

} // namespace arbiter::document
