// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "board/goal_tool.h"

#include "scene/map_scene.h"

#include <QCursor>
#include <QGraphicsView>
#include <QMenu>

#include <array>

namespace arbiter::ui {

GoalTool::GoalTool(const MapScene *scene, QObject *parent) : QObject(parent), m_scene(scene) {}

void GoalTool::click(QPointF scenePos, Qt::MouseButton button)
{
    const int province = m_scene->provinceAt(scenePos);
    if (province < 0)
        return;
    if (button == Qt::LeftButton) {
        emit goalPicked(Goal{GoalKind::Take, province});
        return;
    }
    if (button != Qt::RightButton)
        return;
    static constexpr std::array kinds{GoalKind::Take, GoalKind::Hold, GoalKind::Dislodge, GoalKind::Keep};
    const QString name = m_scene->document()->map().provinceName(province);
    // The sides named: "their units" read as the asker's own.
    const QString ours = m_sideNames ? m_sideNames(true) : QString();
    const QString theirs = m_sideNames ? m_sideNames(false) : QString();
    const QStringList choices{tr("Take %1").arg(name),
                              theirs.isEmpty() ? tr("Hold %1: keep the other side's units out").arg(name)
                                               : tr("Hold %1: keep the units of %2 out").arg(name, theirs),
                              theirs.isEmpty() ? tr("Dislodge the other side's unit in %1").arg(name)
                                               : tr("Dislodge the unit in %1 (of %2)").arg(name, theirs),
                              ours.isEmpty() ? tr("Keep our unit in %1").arg(name)
                                             : tr("Keep the unit in %1 (of %2)").arg(name, ours)};
    const int chosen = choose(tr("Goal in %1").arg(name), choices);
    if (chosen >= 0 && chosen < int(kinds.size()))
        emit goalPicked(Goal{kinds[std::size_t(chosen)], province});
}

int GoalTool::choose(const QString &title, const QStringList &choices) const
{
    if (m_chooser)
        return m_chooser(title, choices);
    // A parent window for the popup (some platforms place and close menus by it).
    QMenu menu(m_scene->views().value(0));
    menu.addSection(title);
    QList<QAction *> actions;
    for (const QString &choice : choices)
        actions << menu.addAction(choice);
    QAction *chosen = menu.exec(QCursor::pos());
    return chosen ? int(actions.indexOf(chosen)) : -1;
}

} // namespace arbiter::ui
