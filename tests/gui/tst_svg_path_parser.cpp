// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "scene/svg_path_parser.h"

#include <QTest>

using arbiter::ui::parseSvgPath;

class TestSvgPathParser : public QObject
{
    Q_OBJECT

  private slots:
    void relativeLines()
    {
        bool ok = false;
        const QPainterPath p = parseSvgPath(u"M10 10l10 0 0 10-10 0z", &ok);
        QVERIFY(ok);
        QCOMPARE(p.boundingRect(), QRectF(10, 10, 10, 10));
        QVERIFY(p.contains(QPointF(15, 15)));
        QVERIFY(!p.contains(QPointF(25, 15)));
    }
    void absoluteCommands()
    {
        bool ok = false;
        const QPainterPath p = parseSvgPath(u"M0,0 H100 V50 L0,50 Z", &ok);
        QVERIFY(ok);
        QCOMPARE(p.boundingRect(), QRectF(0, 0, 100, 50));
    }
    void holesAndSubpaths()
    {
        // A ring: the hole is not inside (even-odd).
        bool ok = false;
        const QPainterPath p = parseSvgPath(u"M0 0h100v100h-100zM25 25h50v50h-50z", &ok);
        QVERIFY(ok);
        QVERIFY(p.contains(QPointF(10, 10)));
        QVERIFY(!p.contains(QPointF(50, 50)));
    }
    void curvesAndArcs()
    {
        bool ok = false;
        QPainterPath p = parseSvgPath(u"M0 0C10 0 20 10 20 20S30 40 40 40Q50 40 50 50T60 60", &ok);
        QVERIFY(ok);
        QCOMPARE(p.currentPosition(), QPointF(60, 60));
        p = parseSvgPath(u"M10 0A10 10 0 1 1 10 20A10 10 0 1 1 10 0z", &ok);
        QVERIFY(ok);
        QVERIFY(p.contains(QPointF(10, 10)));
        QVERIFY(qAbs(p.boundingRect().width() - 20) < 0.5);
    }
    void numbersWithoutSeparators()
    {
        bool ok = false;
        const QPainterPath p = parseSvgPath(u"M1.5-2.5l.5.5-1e1 0", &ok);
        QVERIFY(ok);
        QCOMPARE(p.currentPosition(), QPointF(-8, -2));
    }
    void malformed()
    {
        bool ok = true;
        QVERIFY(parseSvgPath(u"M10 10 L", &ok).isEmpty());
        QVERIFY(!ok);
        ok = true;
        QVERIFY(parseSvgPath(u"10 10", &ok).isEmpty());
        QVERIFY(!ok);
        ok = true;
        parseSvgPath(u"M0 0 X 1", &ok);
        QVERIFY(!ok);
    }
};

QTEST_GUILESS_MAIN(TestSvgPathParser)
#include "tst_svg_path_parser.moc"
