// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/phase_bar.h"
#include "scene/power_palette.h"
#include "widgets/progress_line.h"

#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "document/rules_description.h"
#include "judge/adjustment_adjudicator.h"
#include "text/phase_text.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

PhaseBar::PhaseBar(QAction *adjudicate, QWidget *parent)
    : QWidget(parent), m_phase(new QLabel(this)), m_progress(new ProgressLine(this)),
      m_rules(new QLabel(this)), m_adjudicate(new QToolButton(this)), m_back(new QToolButton(this))
{
    connect(PowerPalette::instance(), &PowerPalette::changed, this, [this] {
        if (m_document)
            refresh();
    });
    setObjectName(QStringLiteral("phaseBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    QFont big = m_phase->font();
    big.setPointSizeF(big.pointSizeF() * 1.35);
    big.setBold(true);
    m_phase->setFont(big);
    m_phase->setObjectName(QStringLiteral("phaseLabel"));
    // A long phase ("Replay: Spring 1903 Movement", a what-if's name) wraps rather than widen the window
    // past its screen beside the clock and the docks.
    m_phase->setWordWrap(true);
    m_progress->setObjectName(QStringLiteral("progressLine"));
    text->addWidget(m_phase);
    text->addWidget(m_progress);
    layout->addLayout(text, 1);
    m_rules->setObjectName(QStringLiteral("rulesLabel"));
    m_rules->setWordWrap(true);
    m_rules->setTextFormat(Qt::RichText);
    m_rules->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    connect(m_rules, &QLabel::linkActivated, this, &PhaseBar::rulesClicked);
    layout->addWidget(m_rules);
    m_adjudicate->setDefaultAction(adjudicate);
    m_adjudicate->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_adjudicate->setObjectName(QStringLiteral("adjudicateButton"));
    m_adjudicate->setMinimumHeight(34);
    QFont bold = m_adjudicate->font();
    bold.setBold(true);
    m_adjudicate->setFont(bold);
    layout->addWidget(m_adjudicate);
    m_back->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_back->setObjectName(QStringLiteral("backToCurrentButton"));
    m_back->setMinimumHeight(34);
    m_back->setFont(bold);
    m_back->hide();
    layout->addWidget(m_back);
    refresh();
}

void PhaseBar::addClock(QWidget *clock)
{
    auto *row = static_cast<QHBoxLayout *>(layout());
    row->insertWidget(row->indexOf(m_rules), clock);
}

void PhaseBar::setBackAction(QAction *back)
{
    m_backAction = back;
    m_back->setToolTip(back->toolTip());
    connect(m_back, &QToolButton::clicked, back, &QAction::trigger);
}

void PhaseBar::setReplay(int entry, bool after, int lineEnd)
{
    m_replay = entry;
    m_replayAfter = after;
    m_replayLineEnd = lineEnd;
    refresh();
}

void PhaseBar::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::ordersChanged, this, &PhaseBar::refresh);
        connect(document, &GameDocument::phaseChanged, this, &PhaseBar::refresh);
        connect(document, &GameDocument::phaseAdjudicated, this, &PhaseBar::refresh);
        connect(document, &GameDocument::adjudicationUndone, this, &PhaseBar::refresh);
        connect(document, &GameDocument::rulesChanged, this, &PhaseBar::refresh);
        connect(document, &GameDocument::votesChanged, this, &PhaseBar::refresh);
    }
    m_replay = -1;
    refresh();
}

QString PhaseBar::phaseText() const
{
    return m_phase->text();
}

QString PhaseBar::progressText() const
{
    return m_progress->text();
}

void PhaseBar::refresh()
{
    if (!m_document) {
        m_phase->clear();
        m_progress->clear();
        m_rules->clear();
        return;
    }
    const Map &map = m_document->map();
    const Game &game = m_document->game();
    if (m_replay >= game.phaseCount())
        m_replay = -1;
    m_adjudicate->setVisible(m_replay < 0);
    m_back->setVisible(m_replay >= 0);
    m_back->setText(tr("Back to %1").arg(seasonName(game.currentEntry().position.phase)));
    if (m_replay >= 0) {
        const PhaseEntry &e = game.entry(m_replay);
        m_phase->setText(tr("Replay: %1").arg(phaseName(e.position.phase)));
        const std::vector<int> line = game.line(m_replayLineEnd >= 0 && m_replayLineEnd < game.phaseCount()
                                                    ? m_replayLineEnd
                                                    : game.lastOfLine(m_replay));
        const auto at = std::find(line.begin(), line.end(), m_replay) - line.begin();
        QString where = tr("Phase %1 of %2 of this line, read-only.").arg(at + 1).arg(line.size());
        if (e.adjudicated)
            where +=
                u' ' + (m_replayAfter ? tr("The position after the phase, with its orders and results.")
                                      : tr("The position before the phase, with its orders and results."));
        else
            where += u' ' + tr("Not adjudicated.");
        if (e.end.kind != GameEndKind::None)
            where += u' ' + document::gameEndSentence(map, e.end);
        m_progress->setSentence(where);
        // An adjudicated phase names the rules it was judged under, not the ones in force now.
        const RuleSettings &rules = e.adjudicated ? e.rules : m_document->rules();
        m_rules->setText(tr("Rules: <a href=\"rules\">%1</a><br>Draws: %2")
                             .arg(document::rulesTitle(rules).toHtmlEscaped(),
                                  document::drawModeTitle(m_document->drawMode())));
        return;
    }
    const Position &position = m_document->position();
    const PhaseEntry &entry = game.currentEntry();
    if (entry.end.kind == GameEndKind::Victory) {
        QStringList winners;
        for (int p = 0; p < map.powerCount(); ++p) {
            if (entry.end.powers & (PowerSet(1) << p))
                winners << document::powerName(map, p);
        }
        m_phase->setText(
            tr("%1 — %2 wins").arg(seasonName(position.phase), winners.join(QStringLiteral(", "))));
    } else if (entry.end.kind == GameEndKind::Draw && powerCount(entry.end.powers) == 1) {
        m_phase->setText(
            tr("%1 — conceded to %2")
                .arg(seasonName(position.phase), document::powerListText(map, entry.end.powers)));
    } else if (entry.end.kind == GameEndKind::Draw) {
        m_phase->setText(tr("%1 — the game is drawn").arg(seasonName(position.phase)));
    } else if (entry.end.kind == GameEndKind::Called) {
        m_phase->setText(tr("%1 — the game has ended").arg(seasonName(position.phase)));
    } else {
        m_phase->setText(phaseName(position.phase));
    }
    std::vector<ProgressLine::Item> parts;
    for (int p = 0; p < map.powerCount(); ++p) {
        const int due = m_document->ordersDue(p);
        const int given = m_document->ordersGiven(p);
        QString count;
        if (position.phase.kind == PhaseKind::Adjustment) {
            const int balance = adjustmentCount(position, p);
            if (balance == 0)
                continue;
            count = balance > 0 ? tr("builds %1/%2").arg(given).arg(due)
                                : tr("removes %1/%2").arg(given).arg(due);
        } else {
            if (due == 0)
                continue;
            count = QStringLiteral("%1/%2").arg(given).arg(due);
        }
        parts.push_back(progressItem(p, count, given >= due));
    }
    if (entry.end.kind != GameEndKind::None)
        m_progress->setSentence(document::gameEndSentence(map, entry.end));
    else if (parts.empty())
        m_progress->setSentence(tr("No orders are due."));
    else
        m_progress->setItems(std::move(parts));
    m_rules->setText(tr("Rules: <a href=\"rules\">%1</a><br>Draws: %2")
                         .arg(document::rulesTitle(m_document->rules()).toHtmlEscaped(),
                              document::drawModeTitle(m_document->drawMode())));
}

ProgressLine::Item PhaseBar::progressItem(int power, const QString &count, bool done) const
{
    const Map &map = m_document->map();
    return {document::powerName(map, power) + u' ' + count, PowerPalette::instance()->colour(map, power),
            !done};
}

} // namespace arbiter::ui
