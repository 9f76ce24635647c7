// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/game_changes.h"

namespace arbiter::document {

void GameDocument::Changes::insertOrder(int index, const EnteredOrder &order)
{
    Game &game = *m_document.m_game;
    game.insertOrder(game.current(), index, order);
    m_document.m_checksValid = false;
    emit m_document.orderSet(game.current(), index, true);
    emit m_document.ordersChanged();
}

EnteredOrder GameDocument::Changes::takeOrder(int index)
{
    Game &game = *m_document.m_game;
    EnteredOrder taken = game.takeOrder(game.current(), index);
    m_document.m_checksValid = false;
    emit m_document.orderRemoved(game.current(), index);
    emit m_document.ordersChanged();
    return taken;
}

EnteredOrder GameDocument::Changes::replaceOrder(int index, const EnteredOrder &order)
{
    Game &game = *m_document.m_game;
    EnteredOrder replaced = game.replaceOrder(game.current(), index, order);
    m_document.m_checksValid = false;
    emit m_document.orderSet(game.current(), index, false);
    emit m_document.ordersChanged();
    return replaced;
}

void GameDocument::Changes::setRules(const RuleSettings &rules, DrawMode mode)
{
    m_document.m_game->setRules(rules);
    m_document.m_game->setDrawMode(mode);
    m_document.m_checksValid = false;
    emit m_document.rulesChanged();
    emit m_document.ordersChanged();
}

void GameDocument::Changes::setInfo(const GameInfo &info)
{
    m_document.m_game->info() = info;
    emit m_document.infoChanged();
}

void GameDocument::Changes::adjudicate()
{
    const int entry = m_document.m_game->current();
    m_document.m_game->adjudicate();
    m_document.m_checksValid = false;
    emit m_document.phaseAdjudicated(entry);
}

void GameDocument::Changes::undoAdjudication(int entry, int orderCount, int phaseCount)
{
    m_document.m_game->undoAdjudication(entry, orderCount, phaseCount);
    m_document.m_checksValid = false;
    emit m_document.adjudicationUndone(entry);
}

int GameDocument::Changes::branch(int entry, const QString &name)
{
    const int id = m_document.m_game->branch(entry, name);
    m_document.m_checksValid = false;
    emit m_document.phaseChanged();
    return id;
}

void GameDocument::Changes::undoBranch(int branchEntry, int current)
{
    m_document.m_game->dropPhasesFrom(branchEntry, current);
    m_document.m_checksValid = false;
    emit m_document.phaseChanged();
}

void GameDocument::Changes::setCurrent(int entry)
{
    m_document.m_game->setCurrent(entry);
    m_document.m_checksValid = false;
    emit m_document.phaseChanged();
}

void GameDocument::Changes::setBranchName(int start, const QString &name)
{
    m_document.m_game->setBranchName(start, name);
    emit m_document.branchRenamed(start);
}

void GameDocument::Changes::setVotes(const std::vector<DrawVote> &votes)
{
    m_document.m_game->setVotes(votes);
    emit m_document.votesChanged();
}

void GameDocument::Changes::endNow()
{
    m_document.m_game->endNow();
    emit m_document.votesChanged();
}

void GameDocument::Changes::resume()
{
    m_document.m_game->resume();
    emit m_document.votesChanged();
}

void GameDocument::Changes::restoreVotes(int entry, const std::vector<DrawVote> &votes, const GameEnd &end)
{
    m_document.m_game->restoreVotes(entry, votes, end);
    emit m_document.votesChanged();
}

} // namespace arbiter::document
