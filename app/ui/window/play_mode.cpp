// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/play_mode.h"

#include "board/board_view_model.h"
#include "dialogs/game_info_dialog.h"
#include "dialogs/import_orders_dialog.h"
#include "dialogs/rules_dialog.h"
#include "dialogs/scores_dialog.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "order_input.h"
#include "place_naming_setting.h"
#include "record/results_report.h"
#include "replay_controller.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "widgets/map_view.h"
#include "window/action_manager.h"
#include "window/document_manager.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QUndoStack>

namespace arbiter::ui {

PlayMode::PlayMode(DocumentManager *documents, ReplayController *replay, MapView *view,
                   const ActionManager &actions, QWidget *window)
    : QObject(window), m_documents(documents), m_replay(replay), m_view(view), m_window(window)
{
    connect(actions.adjudicate, &QAction::triggered, this, [this] { adjudicate(true); });
    connect(actions.pasteOrders, &QAction::triggered, this, &PlayMode::pasteOrders);
    connect(actions.importOrders, &QAction::triggered, this, &PlayMode::importOrders);
    connect(actions.copyResults, &QAction::triggered, this, &PlayMode::copyResults);
    connect(actions.nextUnit, &QAction::triggered, this, &PlayMode::selectNextUnordered);
    connect(actions.rules, &QAction::triggered, this, &PlayMode::showRules);
    connect(actions.gameInfo, &QAction::triggered, this, &PlayMode::showGameInfo);
    connect(actions.resume, &QAction::triggered, this, &PlayMode::resume);
    connect(actions.endGame, &QAction::triggered, this, &PlayMode::endGame);
    connect(actions.scores, &QAction::triggered, this, &PlayMode::showScores);
    for (QAction *a : actions.orderModes()->actions()) {
        connect(a, &QAction::triggered, this, [this, mode = OrderInput::Mode(a->data().toInt())] {
            if (m_input)
                m_input->setMode(mode);
        });
    }
}

bool PlayMode::adjudicate(bool confirm)
{
    document::GameDocument *game = m_documents->document();
    if (!game->acceptsOrders())
        return false;
    if (confirm && m_mayAdjudicate && !m_mayAdjudicate())
        return false;
    m_replay->view(-1); // the current phase is the one adjudicated
    const Map &map = game->map();
    if (confirm && m_asksForMissingOrders && game->hasMissingOrders()) {
        const PhaseKind kind = game->phase().kind;
        QStringList missing;
        for (int p = 0; p < map.powerCount(); ++p) {
            const int due = game->ordersDue(p);
            const int given = game->ordersGiven(p);
            if (given < due)
                missing << tr("%1: %2 of %3").arg(document::powerName(map, p)).arg(given).arg(due);
            // An illegal order is no order: the game master sees which ones will not be carried out.
            const std::vector<EnteredOrder> &orders = game->orders();
            for (std::size_t i = 0; i < orders.size(); ++i) {
                if (orders[i].order.power != p || game->check(int(i)).legal)
                    continue;
                const QString order = formatOrder(map, orders[i].order, false, kind);
                if (game->check(int(i)).reason == OrderReason::NoUnit) {
                    missing << tr("    %1: no such unit, ignored").arg(order);
                    continue;
                }
                missing << (kind == PhaseKind::Movement  ? tr("    %1: illegal, will hold").arg(order)
                            : kind == PhaseKind::Retreat ? tr("    %1: illegal, will disband").arg(order)
                                                         : tr("    %1: illegal, ignored").arg(order));
            }
        }
        QString consequence;
        switch (kind) {
        case PhaseKind::Movement:
            consequence = tr("Units without orders hold.");
            break;
        case PhaseKind::Retreat:
            consequence = tr("Dislodged units without orders are disbanded.");
            break;
        case PhaseKind::Adjustment:
            consequence = tr(
                "Builds not ordered are waived; removals not ordered are chosen by the civil disorder rule.");
            break;
        }
        const auto answer = m_documents->ask(
            tr("Orders Missing"),
            tr("Not every order is in:\n\n%1\n\n%2 Adjudicate anyway?").arg(missing.join(u'\n'), consequence),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    const Phase phase = game->phase();
    m_input->cancel();
    m_board->adjudicate();
    const PhaseEntry *results = game->lastResults();
    int failed = 0;
    if (results) {
        for (const OrderResult &r : results->results)
            failed += r.status != OrderStatus::Succeeded ? 1 : 0;
    }
    QString next =
        game->acceptsOrders() ? tr("Next: %1.").arg(phaseName(game->phase())) : tr("The game has ended.");
    emit message(
        tr("Adjudicated %1: %n order(s) failed or ignored. %2", nullptr, failed).arg(phaseName(phase), next));
    return true;
}

void PlayMode::showRules()
{
    document::GameDocument *game = m_documents->document();
    RulesDialog dialog(game->rules(), game->drawMode(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    game->undoStack()->beginMacro(tr("Change rules"));
    game->setRules(dialog.rules());
    game->setDrawMode(dialog.drawMode());
    game->undoStack()->endMacro();
}

void PlayMode::showGameInfo()
{
    document::GameDocument *game = m_documents->document();
    GameInfoDialog dialog(game->map(), game->game().info(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    game->setInfo(dialog.info());
}

void PlayMode::resume()
{
    document::GameDocument *game = m_documents->document();
    game->resume();
    emit message(tr("The game goes on: %1.").arg(phaseName(game->phase())));
}

void PlayMode::endGame()
{
    document::GameDocument *game = m_documents->document();
    if (!game->canEndGame())
        return;
    const auto answer = m_documents->ask(
        tr("End the Game"),
        tr("End the game in %1? It is scored like a draw of every power still on the board. Undo or "
           "Game → Resume the Game take it back.")
            .arg(phaseName(game->phase())),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    game->endGame();
    emit message(tr("The game has ended in %1.").arg(phaseName(game->phase())));
}

void PlayMode::showScores()
{
    const document::GameDocument *game = m_documents->document();
    ScoresDialog dialog(game->game(), m_replay->viewedEntry(), m_window);
    dialog.exec();
}

void PlayMode::openOrderSheet(const QString &text)
{
    document::GameDocument *game = m_documents->document();
    if (!game->acceptsOrders())
        return;
    ImportOrdersDialog dialog(game, text, m_window);
    if (dialog.exec() != QDialog::Accepted || dialog.orders().isEmpty())
        return;
    const QList<EnteredOrder> orders = dialog.orders();
    game->addOrders(orders, tr("Enter %n order(s) from a sheet", nullptr, int(orders.size())));
    m_board->setOverlay(BoardViewModel::Overlay::Orders);
    emit message(tr("%n order(s) entered.", nullptr, int(orders.size())));
}

void PlayMode::pasteOrders()
{
    openOrderSheet(QApplication::clipboard()->text());
}

void PlayMode::importOrders()
{
    const QString file =
        QFileDialog::getOpenFileName(m_window, tr("Import Order Sheet"), m_documents->lastDirectory(),
                                     tr("Text files (*.txt);;All files (*)"));
    if (file.isEmpty())
        return;
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly | QIODevice::Text)) {
        m_documents->notify(
            tr("Cannot Import Orders"),
            tr("%1 cannot be read: %2").arg(QDir::toNativeSeparators(file), in.errorString()));
        return;
    }
    openOrderSheet(QString::fromUtf8(in.readAll()));
}

QString PlayMode::resultsReport() const
{
    const document::GameDocument *game = m_documents->document();
    const int id = game->lastResultsId();
    return id < 0 ? QString()
                  : arbiter::resultsReport(game->game(), id, false, PlaceNamingSetting::instance()->naming());
}

void PlayMode::copyResults()
{
    const QString report = resultsReport();
    if (report.isEmpty()) {
        emit message(tr("Nothing has been adjudicated yet."), true);
        return;
    }
    QApplication::clipboard()->setText(report);
    emit message(tr("The results report is on the clipboard."));
}

void PlayMode::selectNextUnordered()
{
    const document::GameDocument *game = m_documents->document();
    if (!game->acceptsOrders() || m_replay->isReplaying())
        return;
    const Map &map = game->map();
    const Position &position = game->position();
    std::vector<int> provinces;
    if (position.phase.kind == PhaseKind::Retreat) {
        for (const DislodgedUnit &d : position.dislodged)
            provinces.push_back(map.location(d.unit.location).province);
    } else {
        for (const Unit &u : position.units)
            provinces.push_back(map.location(u.location).province);
    }
    const int current = m_input->selectedProvince();
    std::size_t start = 0;
    for (std::size_t i = 0; i < provinces.size(); ++i) {
        if (provinces[i] == current)
            start = i + 1;
    }
    for (std::size_t k = 0; k < provinces.size(); ++k) {
        const int p = provinces[(start + k) % provinces.size()];
        if (game->orderForProvince(p) < 0) {
            m_board->setOverlay(BoardViewModel::Overlay::Orders);
            m_input->selectProvince(p);
            m_view->setFocus();
            return;
        }
    }
    emit message(tr("Every unit has an order."));
}

} // namespace arbiter::ui
