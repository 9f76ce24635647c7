// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "order_submission.h"

#include "judge/order_entry.h"
#include "text/excerpt.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QCoreApplication>

namespace arbiter::pads {

namespace {

// A line echoed in a message, cut short as the order line cuts it.
QString echo(const QString &line)
{
    return excerpt(line, 40);
}

class Judge
{
  public:
    Judge(const Game &game, const Map &map, int power)
        : m_game(game), m_map(map), m_position(game.currentEntry().position), m_power(power), m_parser(map)
    {
        for (const EnteredOrder &o : game.currentEntry().orders)
            m_orders.push_back(o.order);
    }

    void line(int number, const QString &text, Submission *out)
    {
        const QString trimmed = withoutComment(text).trimmed();
        if (trimmed.isEmpty())
            return;
        // "France:" heading the orders, as on paper: the pad's own power says nothing new.
        const int header = powerHeader(m_parser, trimmed);
        if (header >= 0) {
            if (header != m_power)
                out->verdicts.push_back({number, trimmed, false, {}, notYours(header)});
            return;
        }
        for (const LinePart &part : m_parser.parseLine(trimmed, m_power))
            out->verdicts.push_back(judge(number, part, out));
    }

  private:
    QString notYours(int power) const
    {
        return QCoreApplication::translate("OrderSubmission", "Not entered: you give %1's orders, not %2's.")
            .arg(m_map.powerName(m_power), m_map.powerName(power));
    }

    OrderVerdict judge(int number, const LinePart &part, Submission *out)
    {
        OrderVerdict verdict{number, part.text, false, {}, {}};
        const ParsedOrder &parsed = part.parsed;
        if (!parsed.ok()) {
            verdict.message = QCoreApplication::translate("OrderSubmission", "Cannot read \"%1\": %2.")
                                  .arg(echo(part.text), describeParseError(parsed.error));
            return verdict;
        }
        if (parsed.order.power != m_power) {
            verdict.message = notYours(parsed.order.power);
            return verdict;
        }
        const Order order = completeOrder(m_map, m_game.rules(), m_position, parsed.order);
        if (!orderFitsPhase(order.type, m_position.phase.kind)) {
            //: "Not entered: "A par - bur" is no order for Winter 1901 Adjustments, which takes only builds,
            //: ..."
            verdict.message =
                QCoreApplication::translate("OrderSubmission",
                                            "Not entered: \"%1\" is no order for %2, which takes only %3.")
                    .arg(echo(part.text), phaseName(m_position.phase),
                         phaseOrderKinds(m_position.phase.kind));
            return verdict;
        }
        if (order.type != OrderType::Build && order.type != OrderType::Waive) {
            const int province = m_map.location(order.unit.location).province; // parsed: a place
            // In a retreat only a dislodged unit has an order to give: where core's orderedUnit finds none
            // it answers with the unit standing there, which the order line then calls illegal; a phone's
            // order for it is refused outright.
            const bool mayBeOrdered =
                m_position.phase.kind != PhaseKind::Retreat || m_position.dislodgedIn(m_map, province) >= 0;
            const Unit *unit = mayBeOrdered ? orderedUnit(m_map, m_position, order.unit.location) : nullptr;
            if (!unit) {
                verdict.message = QCoreApplication::translate("OrderSubmission",
                                                              "Not entered: there is no unit of yours in %1.")
                                      .arg(m_map.provinceName(province));
                return verdict;
            }
            if (unit->power != m_power) {
                verdict.message = QCoreApplication::translate(
                                      "OrderSubmission", "Not entered: the unit in %1 is %2's, not yours.")
                                      .arg(m_map.provinceName(province), m_map.powerName(unit->power));
                return verdict;
            }
        }
        const OrderCheck check = checkCandidate(m_map, m_game.rules(), m_position, m_orders, order);
        const int replaced = replacedOrder(m_map, m_position, m_orders, order);
        if (replaced >= 0)
            m_orders[std::size_t(replaced)] = order;
        else
            m_orders.push_back(order);
        out->accepted.push_back({part.text, order, QStringLiteral("pad")});
        verdict.accepted = true;
        verdict.order = formatOrder(m_map, order, false, m_position.phase.kind);
        if (!check.legal)
            verdict.message = QCoreApplication::translate(
                                  "OrderSubmission", "Entered %1, but it is illegal and will be ignored: %2.")
                                  .arg(verdict.order, reasonSentence(check.reason));
        else if (!check.matched)
            verdict.message = QCoreApplication::translate("OrderSubmission", "Entered %1. Note: %2.")
                                  .arg(verdict.order, reasonSentence(check.reason));
        else
            verdict.message =
                QCoreApplication::translate("OrderSubmission", "Entered %1.").arg(verdict.order);
        const QString correction = describeCorrection(m_map, parsed);
        if (!correction.isEmpty())
            verdict.message +=
                u' ' + QCoreApplication::translate("OrderSubmission", "Note: %1.").arg(correction);
        return verdict;
    }

    const Game &m_game;
    const Map &m_map;
    const Position &m_position;
    int m_power;
    OrderParser m_parser;
    std::vector<Order> m_orders; // the phase's orders with those accepted so far in place
};

} // namespace

Submission judgeSubmission(const Game &game, const Map &map, int power, const QString &text)
{
    Submission submission;
    Judge judge(game, map, power);
    const QStringList lines = text.split(u'\n');
    for (qsizetype k = 0; k < lines.size(); ++k)
        judge.line(int(k) + 1, lines[k], &submission);
    return submission;
}

} // namespace arbiter::pads
