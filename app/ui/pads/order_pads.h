// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "pad_server.h"
#include "pad_tokens.h"

#include <QObject>
#include <QUrl>

#include <memory>

namespace arbiter::ui {

class DocumentManager;
class DocumentPadGame;

// The order pads of the open game in the desktop client (Game → Players' Devices…): the server, off until
// the game master starts it, and the links. The links are kept beside the game file (GAME.pads.json) so
// that they survive a restart; an unsaved game's links last until the window closes or the game is saved.
// Opening another game stops the server: a phone never reaches a game it was not given.
// A saved game's server that was still running when the program stopped without closing (kill -9, a power
// cut: pad_server_record.h) starts again by itself when that game is opened again (Restore), on the same
// address and port, so that the phones carry on with the same links.
class OrderPads : public QObject
{
    Q_OBJECT

  public:
    explicit OrderPads(DocumentManager *documents, QObject *parent = nullptr);
    ~OrderPads() override;

    bool start(const pads::PadServer::Settings &settings, QString *error);
    // Stops the server as the game master does (Stop, another game, the window closed): it will not start
    // again by itself.
    void stop();
    bool isRunning() const { return m_server && m_server->isListening(); }
    const pads::PadServer *server() const { return m_server.get(); }
    const pads::PadTokens &tokens() const { return m_tokens; }
    // A new link for `power`: the old one opens nothing any more.
    void reissue(int power);
    // The link of `power`'s pad while the server runs; empty otherwise.
    QUrl link(int power) const;
    // Whether the links are kept with the game (it has a file).
    bool linksKept() const;

  signals:
    // Started, stopped, a link re-issued, or orders came from a pad.
    void changed();
    // For the status bar: the server started again by itself, or could not.
    void message(const QString &text, bool error);

  private:
    void documentChanged();
    void keepTokens();
    void restartAfterCrash();
    // GAME.pads.json of the open game, empty while it has no file.
    QString padsFile() const;

    DocumentManager *m_documents;
    pads::PadTokens m_tokens;
    std::unique_ptr<DocumentPadGame> m_game;
    std::unique_ptr<pads::PadServer> m_server;
    QString m_servedFile; // padsFile() of the game the server was started for
};

} // namespace arbiter::ui
