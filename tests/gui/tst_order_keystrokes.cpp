// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The keystroke benchmark of the order line (docs/performance.md): the 34 orders of a busy movement phase,
// written as players write their slips (abbreviations, full names, lower case, two misspellings, supports
// and convoys restating the move), typed by the game master into the real order line, slip by slip. Each
// order must land as the player meant it; the keys pressed per order are counted and printed. Keys are
// counted as presses: a letter, a space, Return or Tab is one, a capital letter one (Shift is not counted),
// a shortcut with its modifiers one.
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"
#include "widgets/command_line.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>

using namespace arbiter;
using arbiter::ui::MainWindow;

namespace {

// The order line, with the keys pressed on it counted.
class Typist
{
  public:
    explicit Typist(ui::CommandLine *line) : m_line(line) {}
    void type(const QString &text)
    {
        QTest::keyClicks(m_line, text);
        m_keys += int(text.size());
    }
    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_line, key, modifiers);
        ++m_keys;
    }
    int keys() const { return m_keys; }

  private:
    ui::CommandLine *m_line;
    int m_keys = 0;
};

// A player's slip order, written in one of the ways players write them, chosen by `style`.
class SlipWriter
{
  public:
    SlipWriter(const Map &map, const Position &position) : m_map(map), m_position(position), m_parser(map) {}

    // style 0: "A Mun - Ruh"; 1: full names, "Army Munich to Ruhr"; 2: "a mun-ruh"; 3: "army mun to ruh".
    // With `misspell`, the first full name of six letters or more is written with a slip the order line
    // reads anyway.
    QString write(const Order &order, int style, bool misspell) const
    {
        m_misspell = misspell && style == 1;
        const bool lower = style == 2 || style == 3;
        const QString to = style == 1 || style == 3 ? QStringLiteral(" to ")
                           : style == 2             ? QStringLiteral("-")
                                                    : QStringLiteral(" - ");
        const QString unit = unitText(order.unit.location, style);
        switch (order.type) {
        case OrderType::Hold:
            return unit + (style == 1 ? QStringLiteral(" holds")
                           : lower    ? QStringLiteral(" h")
                                      : QStringLiteral(" H"));
        case OrderType::Move:
            return unit + to + place(order.target.location, style);
        case OrderType::Support:
        case OrderType::Convoy: {
            const bool support = order.type == OrderType::Support;
            QString verb = style == 1 ? (support ? QStringLiteral(" supports ") : QStringLiteral(" convoys "))
                                      : (support ? QStringLiteral(" S ") : QStringLiteral(" C "));
            if (lower)
                verb = verb.toLower();
            QString text = unit + verb + unitText(order.other.location, style);
            if (order.otherTarget.location >= 0)
                text += to + place(order.otherTarget.location, style);
            return text;
        }
        default:
            return formatOrder(m_map, order);
        }
    }

  private:
    QString unitText(int location, int style) const
    {
        const int province = m_map.location(location).province;
        const int index = m_position.unitIn(m_map, province);
        const UnitType type = index >= 0 ? m_position.units[std::size_t(index)].type : UnitType::Army;
        const bool army = type == UnitType::Army;
        const QString letter = army ? QStringLiteral("A") : QStringLiteral("F");
        switch (style) {
        case 1:
            return (army ? QStringLiteral("Army ") : QStringLiteral("Fleet ")) + place(location, style);
        case 2:
            return letter.toLower() + u' ' + place(location, style);
        case 3:
            return (army ? QStringLiteral("army ") : QStringLiteral("fleet ")) + place(location, style);
        default:
            return letter + u' ' + place(location, style);
        }
    }

    QString place(int location, int style) const
    {
        const Location &where = m_map.location(location);
        const QString coast = where.coast;
        if (style == 1) {
            QString name = m_map.provinceName(where.province);
            if (m_misspell)
                name = misspelt(name, where.province);
            if (!coast.isEmpty())
                name += coast == u"nc"   ? QStringLiteral(" (north coast)")
                        : coast == u"sc" ? QStringLiteral(" (south coast)")
                                         : QStringLiteral(" (east coast)");
            return name;
        }
        QString id = m_map.province(where.province).id;
        if (style == 0)
            id[0] = id[0].toUpper();
        return coast.isEmpty() ? id : id + u'/' + coast;
    }

    // A one-word name of six letters or more with one vowel changed, as a hurried hand writes it, where
    // the parser reads it as the province meant (else the name as it is).
    QString misspelt(const QString &name, int province) const
    {
        if (name.size() < 6 || name.contains(u' '))
            return name;
        for (qsizetype i = name.size() - 2; i > 0; --i) {
            if (!QStringView(u"aeiou").contains(name[i]))
                continue;
            QString wrong = name;
            wrong[i] = name[i] == u'a' ? u'e' : u'a';
            bool ambiguous = false;
            if (m_map.findProvince(wrong) < 0 && m_parser.matchProvince(wrong, &ambiguous) == province) {
                m_misspell = false; // one slip an order
                return wrong;
            }
        }
        return name;
    }

    const Map &m_map;
    const Position &m_position;
    OrderParser m_parser;
    mutable bool m_misspell = false;
};

// What a player meant by an order, as the judge needs it: the same unit, kind, places and power.
bool sameIntent(const Map &map, const Order &a, const Order &b)
{
    auto province = [&map](int location) { return location < 0 ? -1 : map.location(location).province; };
    return a.type == b.type && a.power == b.power && province(a.unit.location) == province(b.unit.location) &&
           a.target.location == b.target.location &&
           province(a.other.location) == province(b.other.location) &&
           province(a.otherTarget.location) == province(b.otherTarget.location);
}

} // namespace

class TestOrderKeystrokes : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void init();
    void cleanup();
    void slipsAsWritten();
    void slipsTypedTersely();
    void slipsWithCompletion();

  private:
    // Keys of the slips as written, typed whole with Return.
    int keysAsWritten() const;
    // The orders of the phase, slip by slip (one per power, in the map's order of the powers).
    std::vector<std::vector<Order>> slips() const;
    void checkEveryOrderLanded(const std::vector<Order> &meant);

    std::shared_ptr<const Map> m_map;
    QTemporaryDir m_dir;
    QString m_file;             // the game at the busy phase, no order entered
    std::vector<Order> m_meant; // the phase's orders as the players meant them
    std::unique_ptr<MainWindow> m_window;
};

void TestOrderKeystrokes::initTestCase()
{
    test::isolateFromUserData(QStringLiteral("arbiter-order-keystrokes-test"));
    QString error;
    m_map = MainWindow::loadStandardMap(&error);
    QVERIFY2(m_map, qPrintable(error));
    // The busiest 34-unit movement phase of the benchmark's five random games (tests/games/random_*.txt):
    // the one with the most supports and convoys.
    QFile file(QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/random_5.txt"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(u'\n');
    const QString code = QStringLiteral("S1919M");
    const qsizetype at = lines.indexOf(QStringLiteral("PHASE ") + code);
    QVERIFY(at > 0);
    const std::optional<Game> game = playGameScript(lines.mid(0, at).join(u'\n'), m_map, &error);
    QVERIFY2(game, qPrintable(error));
    QStringList sheet;
    for (qsizetype i = at + 1; i < lines.size() && !lines[i].startsWith(QLatin1String("PHASE ")); ++i)
        sheet << lines[i];
    const OrderSheet orders = readOrderSheet(*m_map, sheet.join(u'\n'), &game->currentEntry().position);
    for (const SheetLine &l : orders.orders)
        m_meant.push_back(l.parsed.order);
    QCOMPARE(int(m_meant.size()), 34);
    const auto count = [this](OrderType type) {
        return std::count_if(m_meant.begin(), m_meant.end(),
                             [type](const Order &o) { return o.type == type; });
    };
    QCOMPARE(count(OrderType::Support), 6);
    QCOMPARE(count(OrderType::Convoy), 2);
    m_file = m_dir.filePath(QStringLiteral("busy_phase.json"));
    QVERIFY2(saveGame(*game, m_file, &error), qPrintable(error));
}

void TestOrderKeystrokes::init()
{
    m_window = test::openGameMasterWindow(m_map);
    QVERIFY(m_window->openFile(m_file));
    QVERIFY(m_window->document()->orders().empty());
    m_window->commandLine()->setFocus();
}

void TestOrderKeystrokes::cleanup()
{
    m_window->close();
    m_window.reset();
}

std::vector<std::vector<Order>> TestOrderKeystrokes::slips() const
{
    std::vector<std::vector<Order>> bySlip(std::size_t(m_map->powerCount()));
    for (const Order &o : m_meant)
        bySlip[std::size_t(o.power)].push_back(o);
    return bySlip;
}

void TestOrderKeystrokes::checkEveryOrderLanded(const std::vector<Order> &meant)
{
    const std::vector<EnteredOrder> &entered = m_window->document()->orders();
    QCOMPARE(entered.size(), meant.size());
    for (const Order &m : meant) {
        const bool landed = std::any_of(entered.begin(), entered.end(), [&](const EnteredOrder &e) {
            return sameIntent(*m_map, e.order, m);
        });
        QVERIFY2(landed, qPrintable(QStringLiteral("not entered as meant: ") + formatOrder(*m_map, m)));
    }
}

void TestOrderKeystrokes::slipsAsWritten()
{
    // Each slip's orders typed as the player wrote them, one a line with Return; the units say whose they
    // are, so no power is typed.
    const SlipWriter writer(*m_map, m_window->document()->position());
    Typist typist(m_window->commandLine());
    int index = 0;
    int misspellings = 0;
    QStringList written;
    for (const std::vector<Order> &slip : slips()) {
        for (const Order &order : slip) {
            const QString text = writer.write(order, index % 4, index % 4 == 1 && misspellings < 2);
            if (text != writer.write(order, index % 4, false))
                ++misspellings;
            written << text;
            typist.type(text);
            typist.press(Qt::Key_Return);
            QVERIFY2(m_window->commandLine()->text().isEmpty(),
                     qPrintable(QStringLiteral("refused: ") + text));
            ++index;
        }
    }
    QCOMPARE(misspellings, 2);
    checkEveryOrderLanded(m_meant);
    qInfo().noquote() << QStringLiteral("slips as written:\n  ") + written.join(QStringLiteral("\n  "));
    qInfo("as written: %d keys for %d orders, %.1f per order", typist.keys(), index,
          double(typist.keys()) / index);
}

void TestOrderKeystrokes::slipsTypedTersely()
{
    // The shortest the order line read before it completed anything: abbreviations in lower case, no unit
    // types (the units say whose they are), "-" without spaces, supports and convoys naming the whole move.
    Typist typist(m_window->commandLine());
    int index = 0;
    for (const std::vector<Order> &slip : slips()) {
        for (const Order &order : slip) {
            QString text = formatOrder(*m_map, order).toLower();
            text.remove(QRegularExpression(QStringLiteral("\\b[af] ")))
                .replace(QStringLiteral(" - "), QStringLiteral("-"));
            typist.type(text);
            typist.press(Qt::Key_Return);
            QVERIFY2(m_window->commandLine()->text().isEmpty(),
                     qPrintable(QStringLiteral("refused: ") + text));
            ++index;
        }
    }
    checkEveryOrderLanded(m_meant);
    qInfo("tersely: %d keys for %d orders, %.1f per order", typist.keys(), index,
          double(typist.keys()) / index);
}

int TestOrderKeystrokes::keysAsWritten() const
{
    const SlipWriter writer(*m_map, m_window->document()->position());
    int keys = 0;
    int index = 0;
    int misspellings = 0;
    for (const std::vector<Order> &slip : slips()) {
        for (const Order &order : slip) {
            const QString text = writer.write(order, index % 4, index % 4 == 1 && misspellings < 2);
            misspellings += text != writer.write(order, index % 4, false);
            keys += int(text.size()) + 1;
            ++index;
        }
    }
    return keys;
}

void TestOrderKeystrokes::slipsWithCompletion()
{
    // Slip by slip: the power's key (Ctrl+1 ... Ctrl+7), then each order with what the line completes. The
    // game master types a word letter by letter and presses Tab as soon as the first line offered is the
    // one meant (as read off the list); a word typed whole needs no Tab.
    ui::CommandLine *line = m_window->commandLine();
    const OrderParser parser(*m_map);
    Typist typist(line);
    int index = 0;
    // Types `letters` one by one until the line Tab would take is `wanted`; then Tab. True when it was taken.
    auto typeUntil = [&](const QString &letters, const std::function<bool(const QString &)> &wanted) {
        if (wanted(line->lineTakenByTab())) {
            typist.press(Qt::Key_Tab);
            return true;
        }
        for (QChar c : letters) {
            typist.type(QString(c));
            if (wanted(line->lineTakenByTab())) {
                typist.press(Qt::Key_Tab);
                return true;
            }
        }
        return false;
    };
    auto province = [this](int location) { return location < 0 ? -1 : m_map->provinceOf(location); };
    const std::vector<std::vector<Order>> bySlip = slips();
    for (int power = 0; power < int(bySlip.size()); ++power) {
        if (bySlip[std::size_t(power)].empty())
            continue;
        typist.press(Qt::Key(Qt::Key_1 + power), Qt::ControlModifier);
        QCOMPARE(line->defaultPower(), power);
        for (const Order &order : bySlip[std::size_t(power)]) {
            const QString unit = m_map->province(province(order.unit.location)).id;
            typeUntil(unit, [&](const QString &taken) {
                const ParsedOrder read = parser.parseUnit(taken, power);
                return read.ok() && province(read.order.unit.location) == province(order.unit.location);
            });
            const auto space = [&] {
                if (!line->text().endsWith(u' '))
                    typist.type(QStringLiteral(" "));
            };
            switch (order.type) {
            case OrderType::Hold:
                space();
                typist.type(QStringLiteral("h"));
                break;
            case OrderType::Move:
                typist.type(QStringLiteral("-"));
                typeUntil(m_map->location(order.target.location).id, [&](const QString &taken) {
                    const ParsedOrder read = parser.parse(taken, power);
                    return read.ok() && read.order.type == OrderType::Move &&
                           read.order.target.location == order.target.location;
                });
                break;
            case OrderType::Support:
            case OrderType::Convoy: {
                space();
                typist.type(order.type == OrderType::Support ? QStringLiteral("s") : QStringLiteral("c"));
                QString rest = u' ' + m_map->province(province(order.other.location)).id;
                if (order.otherTarget.location >= 0)
                    rest += u'-' + m_map->province(province(order.otherTarget.location)).id;
                typeUntil(rest, [&](const QString &taken) {
                    const ParsedOrder read = parser.parse(taken, power);
                    return read.ok() && sameIntent(*m_map, read.order, order);
                });
                break;
            }
            default:
                QFAIL("a movement phase has no other orders");
            }
            const QString typed = line->text();
            typist.press(Qt::Key_Return);
            QVERIFY2(line->text().isEmpty(), qPrintable(QStringLiteral("refused: ") + typed));
            ++index;
        }
    }
    checkEveryOrderLanded(m_meant);
    const int before = keysAsWritten();
    qInfo("with completion: %d keys for %d orders, %.1f per order (as written: %d, %.1f per order)",
          typist.keys(), index, double(typist.keys()) / index, before, double(before) / index);
    QVERIFY2(typist.keys() * 2 <= before, "not half the keys of the slips as written");
}

QTEST_MAIN(TestOrderKeystrokes)
#include "tst_order_keystrokes.moc"
