// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pads/order_pads.h"

#include "document/game_document.h"
#include "pad_server_record.h"
#include "pads/document_pad_game.h"
#include "window/document_manager.h"

namespace arbiter::ui {

OrderPads::OrderPads(DocumentManager *documents, QObject *parent) : QObject(parent), m_documents(documents)
{
    connect(documents, &DocumentManager::documentChanged, this, &OrderPads::documentChanged);
    documentChanged();
}

OrderPads::~OrderPads()
{
    // The server goes before the game it serves. Not stop(): the window goes without closing (its close
    // stops the server), as in a crash, and the game's file keeps saying where the server was.
    m_server.reset();
}

QString OrderPads::padsFile() const
{
    const document::GameDocument *document = m_documents->document();
    return document && !document->fileName().isEmpty() ? pads::padTokensFile(document->fileName())
                                                       : QString();
}

void OrderPads::documentChanged()
{
    stop();
    m_game.reset();
    document::GameDocument *document = m_documents->document();
    if (!document)
        return;
    QString error;
    std::optional<pads::PadTokens> kept;
    if (!document->fileName().isEmpty())
        kept = pads::tokensForGame(document->map(), document->fileName(), &error);
    m_tokens = kept ? *kept : pads::PadTokens::issued(document->map().powerCount());
    // Saved under a new name: the links go with it.
    connect(document, &document::GameDocument::fileNameChanged, this, &OrderPads::keepTokens,
            Qt::UniqueConnection);
    emit changed();
    restartAfterCrash();
}

void OrderPads::restartAfterCrash()
{
    const QString file = padsFile();
    const std::optional<pads::ServedAddress> served =
        file.isEmpty() ? std::nullopt : pads::readServedAddress(file);
    if (!served)
        return;
    pads::PadServer::Settings settings;
    settings.address = served->address;
    settings.port = served->port;
    QString error;
    if (start(settings, &error)) {
        emit message(tr("The players' server was running when Arbiter stopped: it runs again on %1 port %2, "
                        "with the same links.")
                         .arg(settings.address.toString())
                         .arg(settings.port),
                     false);
    } else {
        emit message(tr("The players' server was running when Arbiter stopped but cannot start again on %1 "
                        "port %2: %3. Game → Players' Devices… starts it.")
                         .arg(settings.address.toString())
                         .arg(settings.port)
                         .arg(error),
                     true);
    }
}

void OrderPads::keepTokens()
{
    document::GameDocument *document = m_documents->document();
    if (!document || document->fileName().isEmpty())
        return;
    QString error;
    m_tokens.save(document->map(), pads::padTokensFile(document->fileName()), &error);
    // A running server's record moves with the game to its new file.
    if (isRunning() && m_servedFile != padsFile()) {
        if (!m_servedFile.isEmpty())
            pads::writeServedAddress(m_servedFile, std::nullopt, &error);
        m_servedFile = padsFile();
        pads::writeServedAddress(m_servedFile, pads::ServedAddress{m_server->address(), m_server->port()},
                                 &error);
        m_server->keepReceivedTimes(m_servedFile);
    }
}

bool OrderPads::linksKept() const
{
    const document::GameDocument *document = m_documents->document();
    return document && !document->fileName().isEmpty();
}

bool OrderPads::start(const pads::PadServer::Settings &settings, QString *error)
{
    stop();
    document::GameDocument *document = m_documents->document();
    if (!document)
        return false;
    m_game = std::make_unique<DocumentPadGame>(document, m_documents->autosave());
    m_server = std::make_unique<pads::PadServer>(m_game.get(), &m_tokens);
    connect(m_server.get(), &pads::PadServer::ordersReceived, this, &OrderPads::changed);
    if (!m_server->start(settings, error)) {
        m_server.reset();
        return false;
    }
    const QString file = padsFile();
    m_servedFile = file;
    if (!file.isEmpty()) {
        m_server->keepReceivedTimes(file);
        // The port it got, when any free port was asked for: the phones' links name that one.
        QString ignored; // not kept: after a crash the game master starts the server again by hand
        pads::writeServedAddress(file, pads::ServedAddress{settings.address, m_server->port()}, &ignored);
    }
    emit changed();
    return true;
}

void OrderPads::stop()
{
    if (!m_server)
        return;
    m_server.reset();
    // The file of the game it served: when another game is opened, the document is that one already.
    if (!m_servedFile.isEmpty()) {
        QString ignored; // not cleared: the server would start again by itself when the game is next opened
        pads::writeServedAddress(m_servedFile, std::nullopt, &ignored);
    }
    emit changed();
}

void OrderPads::reissue(int power)
{
    m_tokens.reissue(power);
    keepTokens();
    emit changed();
}

QUrl OrderPads::link(int power) const
{
    if (!isRunning())
        return {};
    return m_server->padUrl(power, pads::PadServer::linkHost(m_server->address()));
}

} // namespace arbiter::ui
