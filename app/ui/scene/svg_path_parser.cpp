// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/svg_path_parser.h"

#include <QtMath>

#include <charconv>
#include <cmath>

namespace arbiter::ui {

namespace {

// Reads the commands and numbers of an SVG path's data, skipping the separators between them.
class PathDataReader
{
  public:
    explicit PathDataReader(QStringView data) : m_data(data) {}

    void skipSeparators()
    {
        while (m_pos < m_data.size() && (m_data[m_pos].isSpace() || m_data[m_pos] == u','))
            ++m_pos;
    }
    bool atEnd()
    {
        skipSeparators();
        return m_pos >= m_data.size();
    }
    bool atCommand()
    {
        skipSeparators();
        return m_pos < m_data.size() && m_data[m_pos].isLetter() && m_data[m_pos] != u'e' &&
               m_data[m_pos] != u'E';
    }
    QChar command() { return m_data[m_pos++]; }

    bool number(qreal *value)
    {
        skipSeparators();
        const qsizetype start = m_pos;
        auto digits = [this] {
            const qsizetype from = m_pos;
            while (m_pos < m_data.size() && m_data[m_pos].isDigit())
                ++m_pos;
            return m_pos > from;
        };
        if (m_pos < m_data.size() && (m_data[m_pos] == u'-' || m_data[m_pos] == u'+'))
            ++m_pos;
        bool any = digits();
        if (m_pos < m_data.size() && m_data[m_pos] == u'.') {
            ++m_pos;
            any = digits() || any;
        }
        if (!any) {
            m_pos = start;
            return false;
        }
        if (m_pos < m_data.size() && (m_data[m_pos] == u'e' || m_data[m_pos] == u'E')) {
            const qsizetype mark = m_pos;
            ++m_pos;
            if (m_pos < m_data.size() && (m_data[m_pos] == u'-' || m_data[m_pos] == u'+'))
                ++m_pos;
            if (!digits())
                m_pos = mark;
        }
        return convert(m_data.mid(start, m_pos - start), value);
    }
    // The number's text, checked above, read with std::from_chars: QStringView::toDouble took most of the
    // time of loading the map's outlines (docs/performance.md).
    static bool convert(QStringView text, qreal *value)
    {
        if (!text.isEmpty() && text.front() == u'+')
            text = text.sliced(1); // from_chars takes no plus sign
        char ascii[64];
        if (text.size() >= qsizetype(sizeof ascii)) {
            bool ok = false;
            *value = text.toDouble(&ok);
            return ok;
        }
        for (qsizetype i = 0; i < text.size(); ++i) {
            if (text[i].unicode() > 0x7f) { // a digit of another script: Qt reads it
                bool ok = false;
                *value = text.toDouble(&ok);
                return ok;
            }
            ascii[i] = char(text[i].unicode());
        }
        double d = 0;
        const auto [end, error] = std::from_chars(ascii, ascii + text.size(), d);
        *value = d;
        return error == std::errc() && end == ascii + text.size();
    }
    bool flag(bool *value)
    {
        skipSeparators();
        if (m_pos < m_data.size() && (m_data[m_pos] == u'0' || m_data[m_pos] == u'1')) {
            *value = m_data[m_pos++] == u'1';
            return true;
        }
        return false;
    }

  private:
    QStringView m_data;
    qsizetype m_pos = 0;
};

// SVG elliptical arc (F.6.5 of SVG 1.1) approximated by cubic Béziers.
void arcTo(QPainterPath &path, QPointF from, qreal rx, qreal ry, qreal angle, bool large, bool sweep,
           QPointF to)
{
    if (from == to)
        return;
    rx = std::abs(rx);
    ry = std::abs(ry);
    if (rx == 0 || ry == 0) {
        path.lineTo(to);
        return;
    }
    const qreal phi = qDegreesToRadians(angle);
    const qreal cosPhi = std::cos(phi);
    const qreal sinPhi = std::sin(phi);
    const qreal dx = (from.x() - to.x()) / 2;
    const qreal dy = (from.y() - to.y()) / 2;
    const qreal x1 = cosPhi * dx + sinPhi * dy;
    const qreal y1 = -sinPhi * dx + cosPhi * dy;
    const qreal lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
    if (lambda > 1) {
        rx *= std::sqrt(lambda);
        ry *= std::sqrt(lambda);
    }
    const qreal num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
    const qreal den = rx * rx * y1 * y1 + ry * ry * x1 * x1;
    qreal coef = den == 0 ? 0 : std::sqrt(std::max<qreal>(0, num / den));
    if (large == sweep)
        coef = -coef;
    const qreal cx1 = coef * rx * y1 / ry;
    const qreal cy1 = -coef * ry * x1 / rx;
    const qreal cx = cosPhi * cx1 - sinPhi * cy1 + (from.x() + to.x()) / 2;
    const qreal cy = sinPhi * cx1 + cosPhi * cy1 + (from.y() + to.y()) / 2;
    auto angleOf = [](qreal ux, qreal uy, qreal vx, qreal vy) {
        return std::atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    };
    const qreal theta1 = angleOf(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
    qreal delta = angleOf((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
    if (!sweep && delta > 0)
        delta -= 2 * M_PI;
    else if (sweep && delta < 0)
        delta += 2 * M_PI;
    const int segments = int(std::ceil(std::abs(delta) / (M_PI / 2)));
    const qreal step = delta / segments;
    const qreal k = 4.0 / 3.0 * std::tan(step / 4);
    qreal t = theta1;
    auto point = [&](qreal a, qreal scale, bool derivative) {
        const qreal ex = derivative ? -rx * std::sin(a) : rx * std::cos(a);
        const qreal ey = derivative ? ry * std::cos(a) : ry * std::sin(a);
        const qreal px = cosPhi * ex - sinPhi * ey;
        const qreal py = sinPhi * ex + cosPhi * ey;
        return derivative ? QPointF(px * scale, py * scale) : QPointF(cx + px, cy + py);
    };
    for (int i = 0; i < segments; ++i) {
        const qreal t2 = t + step;
        const QPointF p1 = point(t, 1, false);
        const QPointF p2 = point(t2, 1, false);
        path.cubicTo(p1 + point(t, k, true), p2 - point(t2, k, true), i + 1 == segments ? to : p2);
        t = t2;
    }
}

} // namespace

QPainterPath parseSvgPath(QStringView data, bool *ok)
{
    PathDataReader in(data);
    QPainterPath path;
    path.setFillRule(Qt::OddEvenFill);
    QPointF current;
    QPointF start;
    QPointF lastControl;
    QChar previous;
    QChar command;
    auto fail = [ok] {
        if (ok)
            *ok = false;
        return QPainterPath();
    };
    while (!in.atEnd()) {
        if (in.atCommand())
            command = in.command();
        else if (command.isNull())
            return fail();
        const bool relative = command.isLower();
        const QPointF origin = relative ? current : QPointF();
        auto readPoint = [&](QPointF *p) {
            qreal x = 0;
            qreal y = 0;
            if (!in.number(&x) || !in.number(&y))
                return false;
            *p = origin + QPointF(x, y);
            return true;
        };
        const QChar upper = command.toUpper();
        bool good = true;
        if (upper == u'Z') {
            path.closeSubpath();
            current = start;
            previous = command;
            command = QChar(); // Z takes no arguments; a number after it is an error
            if (!in.atEnd() && !in.atCommand())
                return fail();
            continue;
        }
        if (upper == u'M') {
            QPointF p;
            good = readPoint(&p);
            if (good) {
                path.moveTo(p);
                current = start = p;
                command = relative ? QChar(u'l') : QChar(u'L'); // further pairs are line-tos
            }
        } else if (upper == u'L') {
            QPointF p;
            good = readPoint(&p);
            if (good) {
                path.lineTo(p);
                current = p;
            }
        } else if (upper == u'H' || upper == u'V') {
            qreal v = 0;
            good = in.number(&v);
            if (good) {
                if (upper == u'H')
                    current.setX(relative ? current.x() + v : v);
                else
                    current.setY(relative ? current.y() + v : v);
                path.lineTo(current);
            }
        } else if (upper == u'C' || upper == u'S') {
            QPointF c1;
            QPointF c2;
            QPointF p;
            if (upper == u'C') {
                good = readPoint(&c1);
            } else {
                const QChar prev = previous.toUpper();
                c1 = (prev == u'C' || prev == u'S') ? 2 * current - lastControl : current;
            }
            good = good && readPoint(&c2) && readPoint(&p);
            if (good) {
                path.cubicTo(c1, c2, p);
                lastControl = c2;
                current = p;
            }
        } else if (upper == u'Q' || upper == u'T') {
            QPointF c;
            QPointF p;
            if (upper == u'Q') {
                good = readPoint(&c);
            } else {
                const QChar prev = previous.toUpper();
                c = (prev == u'Q' || prev == u'T') ? 2 * current - lastControl : current;
            }
            good = good && readPoint(&p);
            if (good) {
                path.quadTo(c, p);
                lastControl = c;
                current = p;
            }
        } else if (upper == u'A') {
            qreal rx = 0;
            qreal ry = 0;
            qreal angle = 0;
            bool large = false;
            bool sweep = false;
            QPointF p;
            good = in.number(&rx) && in.number(&ry) && in.number(&angle) && in.flag(&large) &&
                   in.flag(&sweep) && readPoint(&p);
            if (good) {
                arcTo(path, current, rx, ry, angle, large, sweep, p);
                current = p;
            }
        } else {
            good = false;
        }
        if (!good)
            return fail();
        previous = command;
    }
    if (ok)
        *ok = true;
    return path;
}

} // namespace arbiter::ui
