// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/docks.h"

#include "widgets/analysis_panel.h"
#include "widgets/dock_title_style.h"
#include "widgets/draw_votes_panel.h"
#include "widgets/explanation_panel.h"
#include "widgets/history_panel.h"
#include "widgets/orders_panel.h"
#include "widgets/quiz_panel.h"
#include "widgets/setup_panel.h"
#include "window/action_manager.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QUndoView>

namespace arbiter::ui {

Docks::Docks(QMainWindow *window, std::shared_ptr<const Map> map, const MapArtwork *artwork,
             const ActionManager &actions, QUndoGroup *undoGroup)
    : QObject(window)
{
    ordersDock = new QDockWidget(tr("Orders"), window);
    ordersDock->setObjectName(QStringLiteral("ordersDock"));
    orders = new OrdersPanel(ordersDock);
    orders->setMinimumWidth(360);
    ordersDock->setWidget(orders);
    ordersDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    window->addDockWidget(Qt::RightDockWidgetArea, ordersDock);

    votesDock = new QDockWidget(tr("Draw Votes"), window);
    votesDock->setObjectName(QStringLiteral("drawVotesDock"));
    votesDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
    votes = new DrawVotesPanel(votesDock);
    votesDock->setWidget(votes);
    window->addDockWidget(Qt::RightDockWidgetArea, votesDock);
    window->tabifyDockWidget(ordersDock, votesDock);
    ordersDock->raise();

    historyDock = new QDockWidget(tr("History"), window);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    HistoryPanel::Actions historyActions;
    historyActions.first = actions.first;
    historyActions.previous = actions.previous;
    historyActions.play = actions.play;
    historyActions.next = actions.next;
    historyActions.last = actions.last;
    historyActions.after = actions.after;
    historyActions.playFromHere = actions.playFromHere;
    historyActions.switchLine = actions.switchLine;
    historyActions.renameLine = actions.renameLine;
    historyActions.report = actions.report;
    historyActions.chart = actions.chart;
    historyActions.compareLines = actions.compareLines;
    history = new HistoryPanel(historyActions, historyDock);
    history->setMinimumWidth(280);
    historyDock->setWidget(history);
    historyDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    window->addDockWidget(Qt::LeftDockWidgetArea, historyDock);

    explanationDock = new QDockWidget(tr("Explanation"), window);
    explanationDock->setObjectName(QStringLiteral("explanationDock"));
    explanationDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_X));
    explanation = new ExplanationPanel(explanationDock);
    explanationDock->setWidget(explanation);
    window->addDockWidget(Qt::LeftDockWidgetArea, explanationDock);
    window->splitDockWidget(historyDock, explanationDock, Qt::Vertical);

    setupDock = new QDockWidget(tr("Set Up Position"), window);
    setupDock->setObjectName(QStringLiteral("setupDock"));
    setupDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_U));
    setup = new SetupPanel(map, setupDock);
    setup->setArtwork(artwork);
    setupDock->setWidget(setup);
    window->addDockWidget(Qt::RightDockWidgetArea, setupDock);
    window->tabifyDockWidget(ordersDock, setupDock);
    ordersDock->raise();
    setupDock->hide();

    undoDock = new QDockWidget(tr("Undo History"), window);
    undoDock->setObjectName(QStringLiteral("undoDock"));
    auto *undoView = new QUndoView(undoGroup, undoDock);
    undoView->setObjectName(QStringLiteral("undoView"));
    undoView->setEmptyLabel(tr("<start of game>"));
    undoDock->setWidget(undoView);
    undoDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    window->addDockWidget(Qt::RightDockWidgetArea, undoDock);
    undoDock->hide();

    analysisDock = new QDockWidget(tr("Analysis"), window);
    analysisDock->setObjectName(QStringLiteral("analysisDock"));
    analysisDock->toggleViewAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));
    analysis = new AnalysisPanel(std::move(map), analysisDock);
    analysisDock->setWidget(analysis);
    window->addDockWidget(Qt::RightDockWidgetArea, analysisDock);
    window->tabifyDockWidget(ordersDock, analysisDock);
    ordersDock->raise();
    analysisDock->hide();

    quizDock = new QDockWidget(tr("Quiz"), window);
    quizDock->setObjectName(QStringLiteral("quizDock"));
    quiz = new QuizPanel(quizDock);
    quiz->setMinimumWidth(440); // an order, its answer and a guess side by side
    quizDock->setWidget(quiz);
    window->addDockWidget(Qt::RightDockWidgetArea, quizDock);
    window->tabifyDockWidget(ordersDock, quizDock);
    ordersDock->raise();
    quizDock->hide();

    // Shown from the View menu or its key, a dock tabbed behind the orders comes to the front with the
    // keyboard in it; otherwise nothing would seem to happen.
    for (QDockWidget *tabbed : {setupDock, analysisDock}) {
        connect(tabbed->toggleViewAction(), &QAction::triggered, tabbed, [tabbed](bool shown) {
            if (!shown)
                return;
            tabbed->raise();
            tabbed->widget()->setFocus(Qt::ShortcutFocusReason);
        });
    }
    // The set-up and the quiz pass: their dock closed (Start Game Here, Cancel, a quiz ended), the dock
    // area would show whichever tab Qt takes next (Draw Votes); the table goes on with the orders.
    for (QDockWidget *passing : {setupDock, quizDock}) {
        connect(passing, &QDockWidget::visibilityChanged, this, [this, passing](bool visible) {
            if (!visible && passing->isHidden() && !ordersDock->isHidden())
                ordersDock->raise();
        });
    }

    // The View menu's entry of each dock, with its key: a dock shown behind another's tab is brought to the
    // front by it (its toggle would close it instead), one not shown is shown, one in front is closed.
    for (QDockWidget *dock : all()) {
        QAction *toggle = dock->toggleViewAction();
        auto *entry = new QAction(toggle->text(), this);
        entry->setObjectName(dock->objectName() + QStringLiteral("Entry"));
        entry->setCheckable(true);
        entry->setChecked(toggle->isChecked());
        entry->setShortcut(toggle->shortcut());
        toggle->setShortcut({});
        connect(toggle, &QAction::toggled, entry, &QAction::setChecked);
        connect(toggle, &QAction::changed, entry, [entry, toggle] { entry->setText(toggle->text()); });
        connect(entry, &QAction::triggered, dock, [dock, toggle, entry] {
            if (toggle->isChecked() && dock->visibleRegion().isEmpty()) {
                dock->raise();
                dock->widget()->setFocus(Qt::ShortcutFocusReason);
            } else {
                toggle->trigger();
            }
            entry->setChecked(toggle->isChecked());
        });
        window->addAction(entry);
        m_viewEntries << entry;
    }

    auto *titleStyle = new DockTitleStyle(window);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly))
        dock->setStyle(titleStyle);
}

QList<QAction *> Docks::viewEntries() const
{
    return m_viewEntries;
}

QList<QDockWidget *> Docks::all() const
{
    return {ordersDock, votesDock, historyDock, explanationDock, setupDock, undoDock, analysisDock};
}

void Docks::showDrawVotes()
{
    votesDock->show();
    votesDock->raise();
    votes->setFocus();
}

void Docks::showHistory()
{
    historyDock->show();
    historyDock->raise();
}

} // namespace arbiter::ui
