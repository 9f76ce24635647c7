// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "print/paper.h"

#include "board/board_view_model.h"
#include "document/draw_description.h"
#include "document/order_description.h"
#include "judge/adjustment_adjudicator.h"
#include "judge/order_options.h"
#include "judge/retreat_adjudicator.h"
#include "map_export.h"
#include "place_naming_setting.h"
#include "record/results_report.h"
#include "record/score_report.h"
#include "record/scoring.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"

#include <QCoreApplication>
#include <QPagedPaintDevice>
#include <QTextDocument>
#include <QUrl>

namespace arbiter::ui {

namespace {

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

// A line to write an order on.
const QString writingLine =
    QStringLiteral("<td width=\"65%\" style=\"border-bottom: 1px solid black\">&nbsp;</td>");

QString padFor(const Game &game, const PhaseEntry &e, int power, bool firstPage)
{
    const Map &map = game.map();
    const Position &position = e.position;
    const RuleSettings &rules = game.rules();
    QString html = QStringLiteral("<div%1>").arg(
        firstPage ? QString() : QStringLiteral(" style=\"page-break-before: always\""));
    html +=
        QStringLiteral("<h1>%1</h1>")
            .arg(escaped(
                QCoreApplication::translate("Paper", "Orders of %1").arg(document::powerName(map, power))));
    QString subtitle = escaped(phaseName(position.phase));
    if (!game.info().name.isEmpty())
        subtitle = escaped(game.info().name) + QStringLiteral(" — ") + subtitle;
    const QString player = game.info().players.value(power);
    if (!player.isEmpty())
        subtitle +=
            QStringLiteral(" — ") + escaped(QCoreApplication::translate("Paper", "played by %1").arg(player));
    html += QStringLiteral("<p><b>%1</b></p>").arg(subtitle);
    html += QStringLiteral("<table width=\"100%\" cellpadding=\"8\">");
    switch (position.phase.kind) {
    case PhaseKind::Movement:
        for (const Unit &u : position.units) {
            if (u.power == power)
                html += QStringLiteral("<tr><td>%1</td>%2</tr>")
                            .arg(escaped(document::unitWithPower(map, u)), writingLine);
        }
        break;
    case PhaseKind::Retreat:
        for (std::size_t i = 0; i < position.dislodged.size(); ++i) {
            const DislodgedUnit &d = position.dislodged[i];
            if (d.unit.power != power)
                continue;
            QStringList places;
            for (int location : retreatOptions(map, rules, position, int(i)))
                places << map.location(location).id;
            const QString options = places.isEmpty()
                                        ? QCoreApplication::translate("Paper", "nowhere to go: disbanded")
                                        : QCoreApplication::translate("Paper", "may retreat to %1")
                                              .arg(places.join(QStringLiteral(", ")));
            html += QStringLiteral("<tr><td>%1<br><small>%2</small></td>%3</tr>")
                        .arg(escaped(document::unitWithPower(map, d.unit)), escaped(options), writingLine);
        }
        break;
    case PhaseKind::Adjustment: {
        const int balance = adjustmentCount(position, power);
        if (balance > 0) {
            QStringList free;
            for (const BuildOption &b : buildOptions(map, position, power)) {
                const QString province = map.province(map.location(b.location).province).id;
                if (!free.contains(province))
                    free << province;
            }
            free.sort();
            html +=
                QStringLiteral("<tr><td colspan=\"2\">%1<br>%2</td></tr>")
                    .arg(escaped(QCoreApplication::translate("Paper", "Builds due: %n", nullptr, balance)),
                         escaped(QCoreApplication::translate("Paper", "Home centres free to build in: %1")
                                     .arg(free.isEmpty() ? QCoreApplication::translate("Paper", "none")
                                                         : free.join(QStringLiteral(", ")))));
        } else {
            QStringList units;
            for (const Unit &u : position.units) {
                if (u.power == power)
                    units << document::unitWithPower(map, u);
            }
            html +=
                QStringLiteral("<tr><td colspan=\"2\">%1<br>%2</td></tr>")
                    .arg(escaped(QCoreApplication::translate("Paper", "Removals due: %n", nullptr, -balance)),
                         escaped(QCoreApplication::translate("Paper", "Units: %1")
                                     .arg(units.join(QStringLiteral(", ")))));
        }
        for (int line = 0; line < std::abs(balance); ++line)
            html += QStringLiteral("<tr><td>%1</td>%2</tr>").arg(line + 1).arg(writingLine);
        break;
    }
    }
    // Room for what a player adds: supports of other powers' units, notes to the game master.
    for (int line = 0; line < 4; ++line)
        html += QStringLiteral("<tr><td>&nbsp;</td>%1</tr>").arg(writingLine);
    html += QStringLiteral("</table></div>");
    return html;
}

bool hasOrdersToGive(const Position &position, int power)
{
    switch (position.phase.kind) {
    case PhaseKind::Movement:
        return position.unitCount(power) > 0;
    case PhaseKind::Retreat:
        return std::any_of(position.dislodged.begin(), position.dislodged.end(),
                           [power](const DislodgedUnit &d) { return d.unit.power == power; });
    case PhaseKind::Adjustment:
        return adjustmentCount(position, power) != 0;
    }
    return false;
}

// The centres each power holds after phase `entry`, and when the game ended there (or in the phase after it,
// by a vote or at the game master's call) the final scores under the game's scoring system.
QString centresAndScores(const Game &game, int entry)
{
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(entry);
    int endEntry = -1;
    if (e.end.kind != GameEndKind::None)
        endEntry = entry;
    for (int child : e.children) {
        if (game.entry(child).end.kind != GameEndKind::None && !game.entry(child).adjudicated)
            endEntry = child;
    }
    std::vector<double> scores;
    if (endEntry >= 0)
        scores = scoreBoard(game.info().scoring, boardStanding(game, endEntry));
    auto translated = [](const char *text) { return QCoreApplication::translate("Paper", text); };
    QString html = QStringLiteral("<h2>%1</h2><table cellpadding=\"3\"><tr><th align=\"left\">%2</th>"
                                  "<th align=\"right\">%3</th>")
                       .arg(escaped(translated(QT_TRANSLATE_NOOP("Paper", "Supply centres"))),
                            escaped(translated(QT_TRANSLATE_NOOP("Paper", "Power"))),
                            escaped(translated(QT_TRANSLATE_NOOP("Paper", "Centres"))));
    if (!scores.empty())
        html += QStringLiteral("<th align=\"right\">%1</th>")
                    .arg(escaped(translated(QT_TRANSLATE_NOOP("Paper", "Final score (%1)"))
                                     .arg(scoringSystemName(game.info().scoring))));
    html += QStringLiteral("</tr>");
    const Position &after = e.adjudicated ? e.after : e.position;
    for (int p = 0; p < map.powerCount(); ++p) {
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td>")
                    .arg(escaped(document::powerName(map, p)))
                    .arg(after.centreCount(p));
        if (!scores.empty())
            html += QStringLiteral("<td align=\"right\">%1</td>").arg(scoreText(scores[std::size_t(p)]));
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    if (endEntry >= 0)
        html += QStringLiteral("<p>%1</p>")
                    .arg(escaped(document::gameEndSentence(map, game.entry(endEntry).end)));
    return html;
}

} // namespace

std::unique_ptr<QTextDocument> orderPads(const Game &game, int entry)
{
    const PhaseEntry &e = game.entry(entry);
    QString html;
    if (e.end.kind != GameEndKind::None || e.adjudicated) {
        // No pads to write on for a game that has ended, or a phase already played: a page that says so.
        const QString why =
            e.end.kind != GameEndKind::None
                ? QCoreApplication::translate("Paper", "The game has ended (%1): no orders are due.")
                      .arg(document::gameEndText(game.map(), e.end))
                : QCoreApplication::translate("Paper", "%1 has been adjudicated: no orders are due.")
                      .arg(phaseName(e.position.phase));
        auto document = std::make_unique<QTextDocument>();
        document->setHtml(
            QStringLiteral("<body style=\"font-size: 13pt\"><p>%1</p></body>").arg(escaped(why)));
        return document;
    }
    for (int p = 0; p < game.map().powerCount(); ++p) {
        if (hasOrdersToGive(e.position, p))
            html += padFor(game, e, p, html.isEmpty());
    }
    if (html.isEmpty())
        html = QStringLiteral("<p>%1</p>")
                   .arg(escaped(QCoreApplication::translate("Paper", "No orders are due.")));
    auto document = std::make_unique<QTextDocument>();
    // Large enough to read across a table and to write beside.
    document->setHtml(QStringLiteral("<body style=\"font-size: 13pt\">%1</body>").arg(html));
    return document;
}

std::unique_ptr<QTextDocument> resultsSheet(const Game &game, int entry, const QImage &map)
{
    auto document = std::make_unique<QTextDocument>();
    document->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("arbiter:map")), map);
    const PhaseEntry &e = game.entry(entry);
    QString html =
        QStringLiteral("<h1>%1</h1>")
            .arg(escaped(
                QCoreApplication::translate("Paper", "Results of %1").arg(phaseName(e.position.phase))));
    if (!game.info().name.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(escaped(game.info().name));
    html += QStringLiteral("<p><img src=\"arbiter:map\" width=\"640\"></p>");
    // The centres under the map, on its page: after the outcomes, which run long in a busy phase, the table
    // broke across pages.
    html += centresAndScores(game, entry);
    html += QStringLiteral("<pre>%1</pre>")
                .arg(escaped(resultsReport(game, entry, false, PlaceNamingSetting::instance()->naming())));
    document->setHtml(html);
    return document;
}

QImage resultsMap(document::GameDocument *document, const MapArtwork *artwork, int entry)
{
    BoardViewModel board(document);
    board.setReplay(entry);
    MapScene results(&board, artwork);
    return renderMapImage(&results, 1.5);
}

void printDocument(QTextDocument &document, QPagedPaintDevice *device)
{
    document.print(device);
}

} // namespace arbiter::ui
