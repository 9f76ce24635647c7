// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The readers' inline steps over text give what Qt's own calls give, on random texts made of pieces that
// meet every branch: the needles in both cases, spaces, line feeds, letters beyond ASCII that fold to ASCII
// ones (the long s, the Kelvin sign) and others, at every offset of the eight-character steps.
#include "record/import/text_scan.h"

#include <QRandomGenerator>
#include <QTest>

using namespace arbiter;
using namespace Qt::StringLiterals;

class TestTextScan : public QObject
{
    Q_OBJECT

  private slots:
    void findCharFindsWhatIndexOfFinds();
    void foldedSearchFindsWhatQtFinds();
    void trimmedTextTrimsAsQtTrims();

  private:
    QString randomText(QRandomGenerator &random) const;
    const QStringList m_pieces{u"draw"_s,
                               u"DRAW"_s,
                               u"Won"_s,
                               u"wo"_s,
                               u"victory"_s,
                               u"vIcToRy"_s,
                               u"d"_s,
                               u"w"_s,
                               u" "_s,
                               u"\n"_s,
                               u"\t"_s,
                               u":"_s,
                               u"a"_s,
                               u"Austria"_s,
                               u"\u017f"_s,
                               u"\u212a"_s,
                               u"\u00e9"_s,
                               u"\u00a0"_s,
                               u"supply cent"_s,
                               u"SUPPLY CENTERS"_s,
                               u"(* VICTORY!! *)"_s,
                               u"declared a draw between "_s,
                               u"Declared A Draw Between"_s,
                               u"D"_s,
                               u"@"_s,
                               u"0123456789"_s};
};

QString TestTextScan::randomText(QRandomGenerator &random) const
{
    QString text;
    const int n = int(random.bounded(0, 14));
    for (int k = 0; k < n; ++k)
        text += m_pieces[int(random.bounded(qsizetype(m_pieces.size())))];
    return text;
}

void TestTextScan::findCharFindsWhatIndexOfFinds()
{
    QRandomGenerator random(18);
    const char16_t wanted[] = {u'\n', u':', u'@', u'.', u'\u017f', u'\u212a', u'd'};
    int found = 0;
    for (int i = 0; i < 20000; ++i) {
        const QString text = randomText(random);
        for (const char16_t c : wanted) {
            const qsizetype from = text.isEmpty() ? 0 : qsizetype(random.bounded(text.size() + 1));
            const qsizetype expected = QStringView(text).indexOf(QChar(c), from);
            found += expected >= 0;
            QVERIFY2(findChar(text, c, from) == expected, qPrintable(text));
        }
    }
    QVERIFY(found > 10000); // both answers are asked often
}

void TestTextScan::foldedSearchFindsWhatQtFinds()
{
    QRandomGenerator random(19);
    const QLatin1StringView needles[] = {"draw"_L1,        "won"_L1,        "victory"_L1,
                                         "supply cent"_L1, "(* victory"_L1, "declared a draw between "_L1,
                                         "s"_L1,           "k"_L1};
    int found = 0;
    int wide = 0;
    for (int i = 0; i < 20000; ++i) {
        const QString text = randomText(random);
        wide += std::any_of(text.begin(), text.end(), [](QChar c) { return c.unicode() >= 0x80; });
        for (const QLatin1StringView needle : needles) {
            const qsizetype expected = text.indexOf(needle, 0, Qt::CaseInsensitive);
            found += expected >= 0;
            QVERIFY2(indexOfFolded(text, needle) == expected, qPrintable(text + u" / "_s + needle));
            QVERIFY2(containsFolded(text, needle) == (expected >= 0), qPrintable(text));
            QVERIFY2(startsWithFolded(text, needle) == text.startsWith(needle, Qt::CaseInsensitive),
                     qPrintable(text));
            QVERIFY2(equalsFolded(text, needle) == (text.compare(needle, Qt::CaseInsensitive) == 0),
                     qPrintable(text));
        }
    }
    QVERIFY(found > 20000);
    QVERIFY(wide > 5000);
}

void TestTextScan::trimmedTextTrimsAsQtTrims()
{
    QRandomGenerator random(20);
    for (int i = 0; i < 20000; ++i) {
        const QString text = randomText(random);
        QCOMPARE(trimmedText(QStringView(text)), QStringView(text).trimmed());
    }
}

QTEST_GUILESS_MAIN(TestTextScan)
#include "tst_text_scan.moc"
