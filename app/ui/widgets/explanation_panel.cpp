// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/explanation_panel.h"

#include "document/game_document.h"
#include "glossary.h"
#include "place_naming_setting.h"
#include "record/game.h"
#include "text/explanation_text.h"
#include "text/order_formatter.h"
#include "text/reason_text.h"

#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

// "Allemagne: A mun - bur": the power in the user's language, the order as it is written.
QString orderWithPower(const Map &map, const Order &order, PhaseKind phase)
{
    const QString text = formatOrder(map, order, false, phase);
    return order.power >= 0 ? ExplanationPanel::tr("%1: %2").arg(map.powerName(order.power), text) : text;
}

const QString unitScheme = QStringLiteral("unit");

} // namespace

ExplanationPanel::ExplanationPanel(QWidget *parent) : QWidget(parent), m_browser(new QTextBrowser(this))
{
    m_browser->setObjectName(QStringLiteral("explanationText"));
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_browser);
    connect(m_browser, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == glossaryScheme()) {
            emit glossaryRequested(url.path());
            return;
        }
        // "unit:PROVINCE" or "unit:PROVINCE/dislodged"
        if (url.scheme() != unitScheme)
            return;
        const QStringList parts = url.path().split(u'/');
        bool ok = false;
        const int province = parts.value(0).toInt(&ok);
        if (ok)
            emit unitActivated(province, parts.size() > 1);
    });
    showHint(tr("Select an order of an adjudicated phase to see why it succeeded or failed."));
}

void ExplanationPanel::setDocument(document::GameDocument *document)
{
    m_document = document;
    m_entry = -1;
    showHint(tr("Select an order of an adjudicated phase to see why it succeeded or failed."));
}

void ExplanationPanel::showHint(const QString &hint)
{
    showHtml(QStringLiteral("<p><i>%1</i></p>").arg(hint.toHtmlEscaped()));
}

void ExplanationPanel::showHtml(const QString &html)
{
    // The same text again (the hint, after every change of the board) is neither laid out nor painted again.
    if (html == m_html)
        return;
    m_html = html;
    m_browser->setHtml(html);
}

void ExplanationPanel::showOrder(int entry, const PhaseExplanation *explanation, int order)
{
    m_entry = entry;
    if (!m_document || entry < 0 || !explanation) {
        showHint(tr("The orders are explained once the phase is adjudicated."));
        return;
    }
    const PhaseEntry &phase = m_document->game().entry(entry);
    const bool ordered =
        order >= 0 && order < int(explanation->orders.size()) && order < int(phase.orders.size());
    if (!ordered && explanation->changes.empty()) {
        showHint(tr("Select an order of an adjudicated phase to see why it succeeded or failed."));
        return;
    }
    const Map &map = m_document->map();
    const Position &position = phase.position;
    const bool retreat = position.phase.kind == PhaseKind::Retreat;
    const PlaceNaming naming = PlaceNamingSetting::instance()->naming();
    ExplanationNames names;
    names.unit = [&map, &position, retreat, naming](int unit) {
        const Unit *u = nullptr;
        if (retreat && unit >= 0 && unit < int(position.dislodged.size()))
            u = &position.dislodged[std::size_t(unit)].unit;
        else if (!retreat && unit >= 0 && unit < int(position.units.size()))
            u = &position.units[std::size_t(unit)];
        if (!u)
            return QString();
        const int province = map.location(u->location).province;
        return QStringLiteral("<a href=\"%1:%2%3\">%4</a>")
            .arg(unitScheme, QString::number(province), retreat ? QStringLiteral("/dislodged") : QString(),
                 unitInText(map, *u, naming).toHtmlEscaped());
    };
    names.location = [&map, naming](int location) {
        return placeInText(map, location, naming).toHtmlEscaped();
    };
    if (!ordered) {
        // No order selected: the changes no order made (a civil-disorder removal, a disband).
        QString html = QStringLiteral("<p><b>%1</b></p>").arg(tr("Changes no order made").toHtmlEscaped());
        for (const ChangeExplanation &change : explanation->changes) {
            for (const QString &line : changeExplanationLines(names, change))
                html += QStringLiteral("<p>%1</p>").arg(line);
        }
        showHtml(linkGlossaryWords(html));
        return;
    }
    const OrderExplanation &e = explanation->orders[std::size_t(order)];
    QString html = QStringLiteral("<p><b>%1</b><br>%2</p>")
                       .arg(orderWithPower(map, phase.orders[std::size_t(order)].order, position.phase.kind)
                                .toHtmlEscaped(),
                            resultText(map, position, e.result, phase.after, naming).toHtmlEscaped());
    QStringList lines = explanationLines(names, explanation->kind, e);
    if (explanation->kind == PhaseKind::Movement && e.type == OrderType::Move && !lines.isEmpty()) {
        // The numbers side by side: the attack on the left, every strength against it on the right. (They
        // replace the first line, which says the same in one sentence.)
        QStringList against;
        for (const Strength &s : e.opposition)
            against << strengthText(names, s);
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\" style=\"background:#f2efe6\" "
                               "width=\"100%\"><tr><td valign=\"top\" width=\"50%\">%1</td>"
                               "<td valign=\"top\"><b>%2</b><br>%3</td></tr></table>")
                    .arg(strengthText(names, e.attack), tr("against"), against.join(QStringLiteral("<br>")));
        lines.removeFirst();
    }
    for (const QString &line : lines)
        html += QStringLiteral("<p>%1</p>").arg(line);
    showHtml(linkGlossaryWords(html));
}

QString ExplanationPanel::text() const
{
    return m_browser->toPlainText();
}

} // namespace arbiter::ui
