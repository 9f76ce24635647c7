// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "pads/order_pads.h"

#include "document/game_document.h"
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
    // The server goes before the game it serves.
    m_server.reset();
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
}

void OrderPads::keepTokens()
{
    document::GameDocument *document = m_documents->document();
    if (!document || document->fileName().isEmpty())
        return;
    QString error;
    m_tokens.save(document->map(), pads::padTokensFile(document->fileName()), &error);
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
    emit changed();
    return true;
}

void OrderPads::stop()
{
    if (!m_server)
        return;
    m_server.reset();
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
