// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/centre_chart.h"
#include "widgets/status_colours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <numeric>

namespace arbiter::ui {

namespace {

// Power colours as lines on a light background: light ones (yellow) a little darker.
QColor lineColour(const QColor &c)
{
    return c.lightness() > 150 ? c.darker(125) : c;
}

} // namespace

CentreChart::CentreChart(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("centreChart"));
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void CentreChart::setData(std::vector<CentreCounts> years, std::vector<QColor> colours, QStringList names,
                          int victoryCentres)
{
    // The counts change only when a year ends: after any other phase the chart is not painted again.
    if (years == m_years && colours == m_colours && names == m_names && victoryCentres == m_victory)
        return;
    m_years = std::move(years);
    m_colours = std::move(colours);
    m_names = std::move(names);
    m_victory = victoryCentres;
    update();
}

QString CentreChart::yearLabel(int year) const
{
    if (!m_years.empty() && year == m_years.front().year)
        return tr("start");
    return QString::number(year);
}

void CentreChart::setMarkedYear(int year)
{
    if (year == m_markedYear)
        return;
    m_markedYear = year;
    update();
}

void CentreChart::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    const QColor text = pal.color(QPalette::Text);
    QColor faint = text;
    faint.setAlpha(40);
    QColor mid = text;
    mid.setAlpha(130);

    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(small);
    const QFontMetrics bfm(bold);

    p.setFont(bold);
    p.setPen(text);
    p.drawText(QRectF(8, 4, width() - 16, bfm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               tr("Supply centres per year"));
    if (m_years.empty() || m_names.isEmpty()) {
        p.setFont(small);
        p.setPen(mid);
        p.drawText(rect(), Qt::AlignCenter, tr("No year played yet"));
        return;
    }

    const int powers = int(m_names.size());
    const std::vector<int> &last = m_years.back().centres;
    // The legend on the right: the powers by their last count, most first.
    std::vector<int> order(static_cast<std::size_t>(powers));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&last](int a, int b) { return last[std::size_t(a)] > last[std::size_t(b)]; });
    int legendWidth = 0;
    for (int i = 0; i < powers; ++i)
        legendWidth = std::max(legendWidth, fm.horizontalAdvance(m_names[i] + QStringLiteral(" 00")));
    legendWidth += 22;

    int maxCount = m_victory;
    for (const CentreCounts &y : m_years)
        maxCount = std::max(maxCount, *std::max_element(y.centres.begin(), y.centres.end()));
    maxCount += 2; // room for the label of the winning line
    const QRectF plot(8 + fm.horizontalAdvance(QStringLiteral("00")) + 6, 10 + bfm.height(),
                      width() - legendWidth - 16 - fm.horizontalAdvance(QStringLiteral("00")) - 10,
                      height() - bfm.height() - fm.height() - 22);
    if (plot.width() < 40 || plot.height() < 40)
        return;
    const int firstYear = m_years.front().year;
    const int lastYear = std::max(m_years.back().year, firstYear + 1);
    auto x = [&](int year) {
        return plot.left() + plot.width() * (year - firstYear) / (lastYear - firstYear);
    };
    auto y = [&](int count) { return plot.bottom() - plot.height() * count / maxCount; };

    // Grid and axes.
    p.setFont(small);
    const int step = maxCount > 12 ? 3 : 2;
    for (int c = 0; c <= maxCount; c += step) {
        p.setPen(QPen(faint, 1));
        p.drawLine(QPointF(plot.left(), y(c)), QPointF(plot.right(), y(c)));
        p.setPen(mid);
        p.drawText(QRectF(0, y(c) - fm.height() / 2.0, plot.left() - 4, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(c));
    }
    const int labelWidth =
        std::max(fm.horizontalAdvance(QStringLiteral("0000")), fm.horizontalAdvance(tr("start"))) + 6;
    const int years = lastYear - firstYear;
    int every = 1;
    while (every < years && plot.width() * every / std::max(1, years) < labelWidth)
        ++every;
    for (int yr = firstYear; yr <= lastYear; ++yr) {
        if ((yr - firstYear) % every != 0)
            continue;
        p.setPen(mid);
        const QString label = yearLabel(yr);
        p.drawText(QRectF(x(yr) - labelWidth / 2.0, plot.bottom() + 3, labelWidth, fm.height()),
                   Qt::AlignCenter, label);
    }
    // The year being replayed.
    if (m_markedYear >= firstYear && m_markedYear <= lastYear) {
        QColor band(0x1d, 0x5f, 0xc8, 50);
        p.setPen(QPen(QColor(0x1d, 0x5f, 0xc8, 160), 1.5));
        p.setBrush(band);
        p.drawRect(QRectF(x(m_markedYear) - 3, plot.top(), 6, plot.height()));
    }
    // The centres that win.
    const QColor winning = statusColour(StatusColour::Bad, palette());
    p.setPen(QPen(winning, 1.2, Qt::DashLine));
    p.drawLine(QPointF(plot.left(), y(m_victory)), QPointF(plot.right(), y(m_victory)));
    p.setPen(winning);
    p.drawText(QRectF(plot.left() + 4, y(m_victory) - fm.height() - 1, plot.width() - 8, fm.height()),
               Qt::AlignLeft | Qt::AlignBottom, tr("%1 to win").arg(m_victory));
    p.setPen(QPen(mid, 1));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());

    // One line per power (the largest last, on top). Powers with the same counts would hide one another
    // (every power starts with three), so each line is drawn a little apart, by its power's place.
    const double spread = std::min(1.5, plot.height() / maxCount / double(std::max(1, powers)));
    const auto lineY = [&](int power, int centres) {
        return std::clamp(y(centres) + (power - (powers - 1) / 2.0) * spread, plot.top(),
                          plot.bottom() - 1.0);
    };
    for (auto it = order.rbegin(); it != order.rend(); ++it) {
        const int power = *it;
        const QColor colour = lineColour(m_colours.at(std::size_t(power)));
        QPainterPath path;
        for (std::size_t i = 0; i < m_years.size(); ++i) {
            const QPointF pt(x(m_years[i].year), lineY(power, m_years[i].centres[std::size_t(power)]));
            if (i == 0)
                path.moveTo(pt);
            else
                path.lineTo(pt);
        }
        p.setPen(QPen(colour, 2.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        p.setBrush(colour);
        p.setPen(Qt::NoPen);
        for (const CentreCounts &yc : m_years)
            p.drawEllipse(QPointF(x(yc.year), lineY(power, yc.centres[std::size_t(power)])), 2.4, 2.4);
    }

    // Legend.
    const qreal lx = width() - legendWidth - 4;
    qreal ly = plot.top();
    const qreal lineHeight = std::max<qreal>(fm.height() + 3, (plot.height()) / std::max(powers, 1));
    for (int power : order) {
        const QColor colour = lineColour(m_colours.at(std::size_t(power)));
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRoundedRect(QRectF(lx, ly + fm.height() / 2.0 - 5, 12, 10), 2, 2);
        p.setPen(text);
        p.drawText(QRectF(lx + 16, ly, legendWidth - 18, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   m_names[power]);
        p.drawText(QRectF(lx + 16, ly, legendWidth - 18, fm.height()), Qt::AlignRight | Qt::AlignVCenter,
                   QString::number(last[std::size_t(power)]));
        ly += std::min<qreal>(lineHeight, fm.height() + 6);
    }
}

} // namespace arbiter::ui
