// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/phase_bar.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "document/phase_names.h"
#include "document/rules_description.h"
#include "judge/adjustment_adjudicator.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

namespace arbiter::ui {

using document::GameDocument;

PhaseBar::PhaseBar(QAction *adjudicate, QWidget *parent)
    : QWidget(parent), m_phase(new QLabel(this)), m_progress(new QLabel(this)), m_rules(new QLabel(this)),
      m_adjudicate(new QToolButton(this))
{
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
    m_progress->setObjectName(QStringLiteral("progressLabel"));
    m_progress->setTextFormat(Qt::RichText);
    m_progress->setWordWrap(true);
    text->addWidget(m_phase);
    text->addWidget(m_progress);
    layout->addLayout(text, 1);
    m_rules->setObjectName(QStringLiteral("rulesLabel"));
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
        connect(document, &GameDocument::rulesChanged, this, &PhaseBar::refresh);
    }
    refresh();
}

QString PhaseBar::phaseText() const
{
    return m_phase->text();
}

QString PhaseBar::progressText() const
{
    QString plain = m_progress->text();
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return plain.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "))
        .replace(QStringLiteral("\u25a0 "), QString());
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
    const Position &position = m_document->position();
    const PhaseEntry &entry = m_document->game().currentEntry();
    if (entry.end.kind == GameEndKind::Victory) {
        QStringList winners;
        for (int p = 0; p < map.powerCount(); ++p) {
            if (entry.end.powers & (PowerSet(1) << p))
                winners << document::powerName(map, p);
        }
        m_phase->setText(
            tr("%1 — %2 wins").arg(document::seasonName(position.phase), winners.join(QStringLiteral(", "))));
    } else if (entry.end.kind == GameEndKind::Draw) {
        m_phase->setText(tr("%1 — the game is drawn").arg(document::seasonName(position.phase)));
    } else {
        m_phase->setText(document::phaseName(position.phase));
    }
    QStringList parts;
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
        const bool done = given >= due;
        parts << QStringLiteral("<span style=\"color:%1\">\u25a0</span>&nbsp;%2%3&nbsp;%4%5")
                     .arg(map.power(p).colour, done ? QString() : QStringLiteral("<b>"),
                          document::powerName(map, p).toHtmlEscaped(), count,
                          done ? QString() : QStringLiteral("</b>"));
    }
    m_progress->setText(parts.isEmpty() ? tr("No orders are due.") : parts.join(QStringLiteral(" \u00b7 ")));
    m_rules->setText(tr("Rules: <a href=\"rules\">%1</a><br>Draws: %2")
                         .arg(document::rulesTitle(m_document->rules()).toHtmlEscaped(),
                              document::drawModeTitle(m_document->drawMode())));
}

} // namespace arbiter::ui
