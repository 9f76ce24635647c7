// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A whole club game played from a script (tests/games/club_game.txt): every phase's order sheet goes
// through the sheet reader and the game record as a game master would enter it, and the facts the script
// states after each phase are checked. The script format is described at the top of the script. Shorter
// scripts (tests/games/retreats_*.txt) play the retreats the DATC asks about in a game, under a RULES line.
#include "record/game.h"
#include "record/game_file.h"
#include "text/order_sheet.h"

#include <QFile>
#include <QMetaEnum>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <tuple>

using namespace arbiter;

namespace {

enum class CheckKind : std::uint8_t
{
    Phase,      // CHECK phase S1902M
    Skipped,    // CHECK skipped S1901R
    Unit,       // CHECK unit Austria A gal
    Empty,      // CHECK empty gal
    Dislodged,  // CHECK dislodged Turkey A bul
    Result,     // CHECK result bul failed
    Owner,      // CHECK owner bel France | none
    Centres,    // CHECK centres France 6
    Units,      // CHECK units France 6
    Position,   // CHECK position France: A bel, F bre
    Owned,      // CHECK owned France: bel, bre | CHECK owned none: bel
    Eliminated, // CHECK eliminated Germany
    Draw,       // CHECK draw Austria, England
    Victory,    // CHECK victory France
    Ongoing,    // CHECK ongoing
};

struct Check
{
    int line = 0;
    QString text;
    CheckKind kind = CheckKind::Phase;
    Phase phase;
    int power = -1; // -1 with Owner/Owned: no power
    Unit unit;
    int province = -1;
    OrderStatus status = OrderStatus::Succeeded;
    int count = 0;
    std::vector<Unit> units;    // Position
    std::vector<int> provinces; // Owned
    PowerSet powers = 0;        // Draw
};

struct ScriptLine
{
    int line = 0;
    QString text;
};

struct ScriptPhase
{
    int line = 0; // of the PHASE line
    Phase phase;
    std::vector<ScriptLine> sheet;
    std::vector<std::pair<int, DrawVote>> votes; // script line, vote
    std::vector<Check> checks;
};

// Reads the script; on a malformed line returns false and says "line N: why".
class ScriptReader
{
  public:
    explicit ScriptReader(const Map &map) : m_map(map) {}

    bool read(const QString &text, std::vector<ScriptPhase> *phases, QString *error);
    // The rules of a "RULES 4.A.5=a ..." line before the first phase; the DATC preferences without one.
    const RuleSettings &rules() const { return m_rules; }

  private:
    bool fail(const QString &why)
    {
        m_error = QStringLiteral("line %1: %2").arg(m_line).arg(why);
        return false;
    }
    bool readCheck(const QStringList &words, Check *check);
    bool readPower(const QString &word, int *power, bool noneAllowed = false);
    bool readProvince(const QString &word, int *province);
    bool readUnit(int power, const QString &type, const QString &place, Unit *unit);
    bool readPhase(const QString &word, Phase *phase);
    // "Power: item, item, ..." after the keyword.
    bool readList(const QString &rest, int *power, QStringList *items);

    const Map &m_map;
    int m_line = 0;
    QString m_error;
    RuleSettings m_rules;
};

bool ScriptReader::readPower(const QString &word, int *power, bool noneAllowed)
{
    if (noneAllowed && word.compare(u"none", Qt::CaseInsensitive) == 0) {
        *power = -1;
        return true;
    }
    *power = m_map.findPower(word);
    return *power >= 0 || fail(QStringLiteral("unknown power '%1'").arg(word));
}

bool ScriptReader::readProvince(const QString &word, int *province)
{
    *province = m_map.findProvince(word);
    return *province >= 0 || fail(QStringLiteral("unknown province '%1'").arg(word));
}

bool ScriptReader::readUnit(int power, const QString &type, const QString &place, Unit *unit)
{
    if (type != u"A" && type != u"F")
        return fail(QStringLiteral("unit type must be A or F, not '%1'").arg(type));
    unit->power = power;
    unit->type = type == u"A" ? UnitType::Army : UnitType::Fleet;
    unit->location = m_map.findLocation(place);
    if (unit->location < 0)
        return fail(QStringLiteral("unknown place '%1'").arg(place));
    if (!m_map.canHold(unit->type, unit->location))
        return fail(QStringLiteral("a %1 cannot stand on '%2'").arg(type, place));
    return true;
}

bool ScriptReader::readPhase(const QString &word, Phase *phase)
{
    return Phase::fromCode(word, phase) || fail(QStringLiteral("'%1' is no phase code").arg(word));
}

bool ScriptReader::readList(const QString &rest, int *power, QStringList *items)
{
    const auto colon = rest.indexOf(u':');
    if (colon < 0)
        return fail(QStringLiteral("expected 'Power: item, item, ...'"));
    if (!readPower(rest.left(colon).trimmed(), power, true))
        return false;
    items->clear();
    const QString list = rest.mid(colon + 1).trimmed();
    if (list.isEmpty())
        return true;
    for (const QString &item : list.split(u','))
        items->push_back(item.trimmed());
    if (items->contains(QString()))
        return fail(QStringLiteral("empty item in the list"));
    return true;
}

bool ScriptReader::readCheck(const QStringList &words, Check *check)
{
    if (words.size() < 2)
        return fail(QStringLiteral("CHECK needs a kind"));
    const QString kind = words[1].toLower();
    const int n = int(words.size());
    auto arguments = [&](int expected) {
        return n == expected + 2 || fail(QStringLiteral("CHECK %1 takes %2 word(s)").arg(kind).arg(expected));
    };
    // Everything after "CHECK kind", for the list forms.
    QString rest = check->text.trimmed();
    rest = rest.mid(rest.indexOf(words[1]) + words[1].size()).trimmed();

    if (kind == u"phase" || kind == u"skipped") {
        check->kind = kind == u"phase" ? CheckKind::Phase : CheckKind::Skipped;
        return arguments(1) && readPhase(words[2], &check->phase);
    }
    if (kind == u"unit" || kind == u"dislodged") {
        check->kind = kind == u"unit" ? CheckKind::Unit : CheckKind::Dislodged;
        return arguments(3) && readPower(words[2], &check->power) &&
               readUnit(check->power, words[3], words[4], &check->unit);
    }
    if (kind == u"empty") {
        check->kind = CheckKind::Empty;
        return arguments(1) && readProvince(words[2], &check->province);
    }
    if (kind == u"result") {
        check->kind = CheckKind::Result;
        if (!arguments(2) || !readProvince(words[2], &check->province))
            return false;
        const QString status = words[3].toLower();
        if (status == u"succeeded")
            check->status = OrderStatus::Succeeded;
        else if (status == u"failed")
            check->status = OrderStatus::Failed;
        else if (status == u"invalid")
            check->status = OrderStatus::Invalid;
        else
            return fail(
                QStringLiteral("result must be succeeded, failed or invalid, not '%1'").arg(words[3]));
        return true;
    }
    if (kind == u"owner") {
        check->kind = CheckKind::Owner;
        if (!arguments(2) || !readProvince(words[2], &check->province) ||
            !readPower(words[3], &check->power, true))
            return false;
        return m_map.province(check->province).supplyCentre ||
               fail(QStringLiteral("'%1' is no supply centre").arg(words[2]));
    }
    if (kind == u"centres" || kind == u"units") {
        check->kind = kind == u"centres" ? CheckKind::Centres : CheckKind::Units;
        if (!arguments(2) || !readPower(words[2], &check->power))
            return false;
        bool ok = false;
        check->count = words[3].toInt(&ok);
        return (ok && check->count >= 0) || fail(QStringLiteral("'%1' is no count").arg(words[3]));
    }
    if (kind == u"position") {
        check->kind = CheckKind::Position;
        QStringList items;
        if (!readList(rest, &check->power, &items))
            return false;
        if (check->power < 0)
            return fail(QStringLiteral("CHECK position needs a power"));
        for (const QString &item : std::as_const(items)) {
            const QStringList parts = item.split(u' ', Qt::SkipEmptyParts);
            Unit u;
            if (parts.size() != 2)
                return fail(QStringLiteral("'%1' is not a unit such as 'A gal' or 'F stp/nc'").arg(item));
            if (!readUnit(check->power, parts[0], parts[1], &u))
                return false;
            check->units.push_back(u);
        }
        return true;
    }
    if (kind == u"owned") {
        check->kind = CheckKind::Owned;
        QStringList items;
        if (!readList(rest, &check->power, &items))
            return false;
        for (const QString &item : std::as_const(items)) {
            int province = -1;
            if (!readProvince(item, &province))
                return false;
            if (!m_map.province(province).supplyCentre)
                return fail(QStringLiteral("'%1' is no supply centre").arg(item));
            check->provinces.push_back(province);
        }
        return true;
    }
    if (kind == u"eliminated") {
        check->kind = CheckKind::Eliminated;
        return arguments(1) && readPower(words[2], &check->power);
    }
    if (kind == u"victory") {
        check->kind = CheckKind::Victory;
        int power = -1;
        if (!readPower(rest.trimmed(), &power))
            return false;
        check->powers = PowerSet(1) << power;
        return true;
    }
    if (kind == u"draw") {
        check->kind = CheckKind::Draw;
        if (rest.isEmpty())
            return fail(QStringLiteral("CHECK draw needs the powers in the draw"));
        for (const QString &name : rest.split(u',')) {
            int power = -1;
            if (!readPower(name.trimmed(), &power))
                return false;
            check->powers |= PowerSet(1) << power;
        }
        return true;
    }
    if (kind == u"ongoing") {
        check->kind = CheckKind::Ongoing;
        return arguments(0);
    }
    return fail(QStringLiteral("unknown CHECK '%1'").arg(words[1]));
}

bool ScriptReader::read(const QString &text, std::vector<ScriptPhase> *phases, QString *error)
{
    phases->clear();
    const QStringList lines = text.split(u'\n');
    bool ok = true;
    for (int i = 0; i < lines.size() && ok; ++i) {
        m_line = i + 1;
        QString content = lines[i];
        const auto hash = content.indexOf(u'#');
        if (hash >= 0)
            content.truncate(hash);
        content = content.trimmed();
        if (content.isEmpty())
            continue;
        const QStringList words = content.split(u' ', Qt::SkipEmptyParts);
        const QString keyword = words.front();
        if (keyword == u"PHASE") {
            ScriptPhase phase;
            phase.line = m_line;
            ok = (words.size() == 2 || fail(QStringLiteral("PHASE takes one phase code"))) &&
                 readPhase(words[1], &phase.phase);
            phases->push_back(std::move(phase));
            continue;
        }
        if (keyword == u"RULES") {
            if (!phases->empty()) {
                ok = fail(QStringLiteral("RULES come before the first PHASE line"));
                continue;
            }
            for (const QString &assignment : words.mid(1)) {
                const QString why = m_rules.apply(assignment);
                if (!why.isEmpty()) {
                    ok = fail(why);
                    break;
                }
            }
            continue;
        }
        if (phases->empty()) {
            ok = fail(QStringLiteral("'%1' before the first PHASE line").arg(content));
            continue;
        }
        ScriptPhase &phase = phases->back();
        if (keyword == u"CHECK") {
            Check check;
            check.line = m_line;
            check.text = content;
            ok = readCheck(words, &check);
            phase.checks.push_back(std::move(check));
        } else if (!phase.checks.empty()) {
            ok = fail(
                QStringLiteral("orders and votes come before the CHECK lines of a phase: '%1'").arg(content));
        } else if (keyword == u"VOTE") {
            DrawVote vote;
            ok = (words.size() == 3 ||
                  fail(QStringLiteral("expected 'VOTE Power DRAW' or 'VOTE Power NODRAW'"))) &&
                 readPower(words[1], &vote.power);
            if (ok && words[2] != u"DRAW" && words[2] != u"NODRAW")
                ok = fail(QStringLiteral("a vote is DRAW or NODRAW, not '%1'").arg(words[2]));
            vote.draw = ok && words[2] == u"DRAW";
            phase.votes.push_back({m_line, vote});
        } else {
            phase.sheet.push_back({m_line, lines[i]}); // as typed; the sheet reader drops the comment
        }
    }
    if (ok && phases->empty())
        ok = fail(QStringLiteral("the script has no PHASE line"));
    if (!ok)
        *error = m_error;
    return ok;
}

QString unitText(const Map &map, const Unit &u)
{
    return QStringLiteral("%1 %2 %3")
        .arg(map.power(u.power).name, u.type == UnitType::Army ? QStringLiteral("A") : QStringLiteral("F"),
             map.location(u.location).id);
}

QString powerText(const Map &map, int power)
{
    return power < 0 ? QStringLiteral("none") : map.power(power).name;
}

QString powerSetText(const Map &map, PowerSet set)
{
    QStringList names;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (set & (PowerSet(1) << p))
            names << map.power(p).name;
    }
    return names.join(QStringLiteral(", "));
}

QString statusText(OrderStatus s)
{
    switch (s) {
    case OrderStatus::Succeeded:
        return QStringLiteral("succeeded");
    case OrderStatus::Failed:
        return QStringLiteral("failed");
    case OrderStatus::Invalid:
        break;
    }
    return QStringLiteral("invalid");
}

bool sameUnits(std::vector<Unit> a, std::vector<Unit> b)
{
    auto less = [](const Unit &x, const Unit &y) {
        return std::tie(x.power, x.location, x.type) < std::tie(y.power, y.location, y.type);
    };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return a == b;
}

// Evaluates one CHECK against the game just after the phase `played` (an entry id) was played; returns an
// empty string when it holds, otherwise what was found instead.
QString evaluate(const Game &game, int played, const Check &check)
{
    const Map &map = game.map();
    const PhaseEntry &now = game.currentEntry();
    // A victory ends the game in the phase that won it: the board is the one its orders left.
    const Position &p = now.adjudicated ? now.after : now.position;
    switch (check.kind) {
    case CheckKind::Phase:
        if (p.phase != check.phase)
            return QStringLiteral("the phase is %1").arg(p.phase.code());
        return {};
    case CheckKind::Skipped: {
        const std::vector<Phase> &skipped = game.entry(played).skipped;
        if (std::find(skipped.begin(), skipped.end(), check.phase) == skipped.end()) {
            QStringList codes;
            for (const Phase &s : skipped)
                codes << s.code();
            return QStringLiteral("skipped phases: [%1]").arg(codes.join(QStringLiteral(", ")));
        }
        return {};
    }
    case CheckKind::Unit: {
        const int province = map.location(check.unit.location).province;
        const int u = p.unitIn(map, province);
        if (u < 0)
            return QStringLiteral("no unit in %1").arg(map.province(province).id);
        if (p.units[std::size_t(u)] != check.unit)
            return QStringLiteral("found %1").arg(unitText(map, p.units[std::size_t(u)]));
        return {};
    }
    case CheckKind::Empty: {
        const int u = p.unitIn(map, check.province);
        return u < 0 ? QString() : QStringLiteral("found %1").arg(unitText(map, p.units[std::size_t(u)]));
    }
    case CheckKind::Dislodged: {
        const int province = map.location(check.unit.location).province;
        const int d = p.dislodgedIn(map, province);
        if (d < 0)
            return QStringLiteral("no dislodged unit in %1").arg(map.province(province).id);
        if (p.dislodged[std::size_t(d)].unit != check.unit)
            return QStringLiteral("found %1").arg(unitText(map, p.dislodged[std::size_t(d)].unit));
        return {};
    }
    case CheckKind::Result: {
        const PhaseEntry &e = game.entry(played);
        int found = -1;
        for (std::size_t k = 0; k < e.orders.size(); ++k) {
            const int location = e.orders[k].order.unit.location;
            if (location >= 0 && map.location(location).province == check.province) {
                if (found >= 0)
                    return QStringLiteral("more than one order for %1").arg(map.province(check.province).id);
                found = int(k);
            }
        }
        if (found < 0)
            return QStringLiteral("no order for %1").arg(map.province(check.province).id);
        if (!e.adjudicated)
            return QStringLiteral("the phase was not adjudicated");
        const OrderResult &r = e.results[std::size_t(found)];
        if (r.status != check.status) {
            return QStringLiteral("'%1' %2 (%3)")
                .arg(e.orders[std::size_t(found)].text, statusText(r.status),
                     QString::fromLatin1(QMetaEnum::fromType<OrderReason>().valueToKey(int(r.reason))));
        }
        return {};
    }
    case CheckKind::Owner: {
        const int owner = p.owner[std::size_t(check.province)];
        return owner == check.power ? QString() : QStringLiteral("owned by %1").arg(powerText(map, owner));
    }
    case CheckKind::Centres:
        return p.centreCount(check.power) == check.count
                   ? QString()
                   : QStringLiteral("%1 centres").arg(p.centreCount(check.power));
    case CheckKind::Units:
        return p.unitCount(check.power) == check.count
                   ? QString()
                   : QStringLiteral("%1 units").arg(p.unitCount(check.power));
    case CheckKind::Position: {
        std::vector<Unit> actual;
        std::copy_if(p.units.begin(), p.units.end(), std::back_inserter(actual),
                     [&](const Unit &u) { return u.power == check.power; });
        if (sameUnits(actual, check.units))
            return {};
        QStringList found;
        for (const Unit &u : actual)
            found << unitText(map, u);
        return QStringLiteral("found %1").arg(found.join(QStringLiteral(", ")));
    }
    case CheckKind::Owned: {
        std::vector<int> actual;
        for (int q = 0; q < map.provinceCount(); ++q) {
            if (map.province(q).supplyCentre && p.owner[std::size_t(q)] == check.power)
                actual.push_back(q);
        }
        std::vector<int> expected = check.provinces;
        std::sort(expected.begin(), expected.end());
        if (actual == expected)
            return {};
        QStringList found;
        for (int q : actual)
            found << map.province(q).id;
        return QStringLiteral("found %1").arg(found.join(QStringLiteral(", ")));
    }
    case CheckKind::Eliminated:
        if (p.unitCount(check.power) != 0 || p.centreCount(check.power) != 0 ||
            (game.survivors(game.current()) & (PowerSet(1) << check.power)))
            return QStringLiteral("%1 units, %2 centres")
                .arg(p.unitCount(check.power))
                .arg(p.centreCount(check.power));
        return {};
    case CheckKind::Draw:
        if (now.end.kind != GameEndKind::Draw)
            return QStringLiteral("the game has not ended in a draw");
        if (now.end.powers != check.powers)
            return QStringLiteral("the draw is of %1").arg(powerSetText(map, now.end.powers));
        return {};
    case CheckKind::Victory:
        if (now.end.kind != GameEndKind::Victory)
            return QStringLiteral("the game has not ended in a victory");
        if (now.end.powers != check.powers)
            return QStringLiteral("the victory is %1's").arg(powerSetText(map, now.end.powers));
        return {};
    case CheckKind::Ongoing:
        return now.end.kind == GameEndKind::None ? QString() : QStringLiteral("the game has ended");
    }
    return QStringLiteral("unknown check");
}

} // namespace

class TestScriptedGame : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void malformedScriptsAreReported_data();
    void malformedScriptsAreReported();
    void clubGame();
    void retreatGames_data();
    void retreatGames();
    void gameOnAnotherMap();
    void ancientMediterraneanGame();

  private:
    // Plays tests/games/<name> on `map` (the standard map if null) and checks its CHECK lines; a failure is
    // reported for the calling test.
    void playScript(const QString &name, std::shared_ptr<const Map> map = nullptr);
    std::shared_ptr<const Map> m_map;
};

void TestScriptedGame::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestScriptedGame::malformedScriptsAreReported_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("message");
    QTest::newRow("order before phase") << QStringLiteral("# c\nA vie - gal\n") << QStringLiteral("line 2:");
    QTest::newRow("bad phase code") << QStringLiteral("PHASE X1901M\n") << QStringLiteral("line 1:");
    QTest::newRow("winter movement") << QStringLiteral("\nPHASE W1901M\n") << QStringLiteral("line 2:");
    QTest::newRow("unknown check") << QStringLiteral("PHASE S1901M\nCHECK colour gal\n")
                                   << QStringLiteral("line 2:");
    QTest::newRow("unknown power") << QStringLiteral("PHASE S1901M\n\nCHECK centres Prussia 3\n")
                                   << QStringLiteral("line 3:");
    QTest::newRow("unit type") << QStringLiteral("PHASE S1901M\nCHECK unit Austria X gal\n")
                               << QStringLiteral("line 2:");
    QTest::newRow("army at sea") << QStringLiteral("PHASE S1901M\nCHECK unit Austria A adr\n")
                                 << QStringLiteral("line 2:");
    QTest::newRow("order after check")
        << QStringLiteral("PHASE S1901M\nCHECK ongoing\nA vie - gal\n") << QStringLiteral("line 3:");
    QTest::newRow("bad vote") << QStringLiteral("PHASE S1901M\nVOTE Austria MAYBE\n")
                              << QStringLiteral("line 2:");
    QTest::newRow("no centre") << QStringLiteral("PHASE S1901M\nCHECK owner gal Austria\n")
                               << QStringLiteral("line 2:");
    QTest::newRow("list without colon")
        << QStringLiteral("PHASE S1901M\nCHECK position Austria A vie\n") << QStringLiteral("line 2:");
    QTest::newRow("empty") << QStringLiteral("# nothing\n") << QStringLiteral("line");
    QTest::newRow("rules after a phase")
        << QStringLiteral("PHASE S1901M\nRULES 4.A.5=a\n") << QStringLiteral("line 2:");
    QTest::newRow("unknown rule") << QStringLiteral("RULES 4.A.5=z\n") << QStringLiteral("line 1:");
}

void TestScriptedGame::malformedScriptsAreReported()
{
    QFETCH(QString, script);
    QFETCH(QString, message);
    std::vector<ScriptPhase> phases;
    QString error;
    QVERIFY(!ScriptReader(*m_map).read(script, &phases, &error));
    QVERIFY2(error.startsWith(message), qPrintable(error));
}

void TestScriptedGame::clubGame()
{
    playScript(QStringLiteral("club_game.txt"));
}

// DATC 4.A.5 and 6.H in play: a retreat into a province left empty by a standoff is refused; a retreat to
// the origin of an attack that came by convoy is allowed under 4.A.5 b and refused under 4.A.5 a.
void TestScriptedGame::retreatGames_data()
{
    QTest::addColumn<QString>("script");
    QTest::newRow("4.A.5 b") << QStringLiteral("retreats_4a5b.txt");
    QTest::newRow("4.A.5 a") << QStringLiteral("retreats_4a5a.txt");
}

void TestScriptedGame::retreatGames()
{
    QFETCH(QString, script);
    playScript(script);
}

// Maps are data: a three-power map with its own start year, victory centres and build rule (variant.csv)
// plays a whole game to a victory, which the game file keeps with the map's name.
void TestScriptedGame::gameOnAnotherMap()
{
    QString error;
    const std::shared_ptr<const Map> triad =
        Map::open(QStringLiteral(ARBITER_SOURCE_DIR "/tests/data/maps/triad"), &error);
    QVERIFY2(triad, qPrintable(error));
    QCOMPARE(triad->name(), QStringLiteral("triad"));
    QCOMPARE(triad->startYear(), 2001);
    QCOMPARE(triad->victoryCentres(), 6);
    QCOMPARE(triad->buildRule(), BuildRule::AnyOwned);
    playScript(QStringLiteral("triad/triad_game.txt"), triad);
    if (QTest::currentTestFailed())
        return;
    // A game file of that map is refused with the standard map, naming both.
    const Game game(triad);
    QCOMPARE(game.currentEntry().position.phase.year, 2001);
    QCOMPARE(game.victoryCentres(), 6);
    const QByteArray json = gameToJson(game);
    QCOMPARE(gameMapName(json, &error), std::optional<QString>(QStringLiteral("triad")));
    QVERIFY(!gameFromJson(json, m_map, &error));
    QVERIFY2(error.contains(QStringLiteral("'triad'")) && error.contains(QStringLiteral("'standard'")),
             qPrintable(error));
}

// The second real map: three years of Ancient Mediterranean (five powers, start year 1, 18 centres win,
// builds in home centres), with a convoy, bounces, dislodgements, retreats, builds and removals; the
// finished game survives its file (playScript).
void TestScriptedGame::ancientMediterraneanGame()
{
    QString error;
    const std::shared_ptr<const Map> ancmed =
        Map::open(QStringLiteral(ARBITER_SOURCE_DIR "/maps/ancmed"), &error);
    QVERIFY2(ancmed, qPrintable(error));
    QCOMPARE(ancmed->name(), QStringLiteral("ancmed"));
    QCOMPARE(ancmed->startYear(), 1);
    QCOMPARE(ancmed->victoryCentres(), 18);
    QCOMPARE(ancmed->buildRule(), BuildRule::HomeCentres);
    const Game start(ancmed);
    QCOMPARE(int(start.currentEntry().position.units.size()), 15);
    playScript(QStringLiteral("ancmed/ancmed_game.txt"), ancmed);
}

void TestScriptedGame::playScript(const QString &name, std::shared_ptr<const Map> map)
{
    if (!map)
        map = m_map;
    const QString path = QStringLiteral(ARBITER_SOURCE_DIR "/tests/games/") + name;
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path + QStringLiteral(": ") + file.errorString()));
    std::vector<ScriptPhase> phases;
    QString error;
    ScriptReader reader(*map);
    if (!reader.read(QString::fromUtf8(file.readAll()), &phases, &error))
        QFAIL(qPrintable(name + QStringLiteral(", ") + error));

    Game game(map, reader.rules()); // DIAS
    int checks = 0;
    for (const ScriptPhase &phase : phases) {
        const QString where = QStringLiteral("%1:%2: ").arg(name).arg(phase.line);
        if (game.ended())
            QFAIL(qPrintable(where + QStringLiteral("the game has already ended")));
        const PhaseEntry &entry = game.currentEntry();
        if (entry.position.phase != phase.phase) {
            QFAIL(qPrintable(where + QStringLiteral("the script plays %1 but the game is at %2")
                                         .arg(phase.phase.code(), entry.position.phase.code())));
        }
        // The sheet as typed; sheet line n is the script line phase.sheet[n - 1].
        QStringList sheetLines;
        for (const ScriptLine &l : phase.sheet)
            sheetLines << l.text;
        const OrderSheet sheet = readOrderSheet(*map, sheetLines.join(u'\n'), &entry.position);
        for (const SheetLine &l : sheet.unreadable) {
            QFAIL(qPrintable(QStringLiteral("%1:%2: %3: %4")
                                 .arg(name)
                                 .arg(phase.sheet[std::size_t(l.line - 1)].line)
                                 .arg(describeSheetError(l), l.text)));
        }
        std::vector<EnteredOrder> orders;
        std::vector<int> orderLines; // script line of each order
        for (const SheetLine &l : sheet.orders) {
            if (l.parsed.order.power < 0) {
                QFAIL(qPrintable(QStringLiteral("%1:%2: no power gives this order: %3")
                                     .arg(name)
                                     .arg(phase.sheet[std::size_t(l.line - 1)].line)
                                     .arg(l.text)));
            }
            orders.push_back({l.text, l.parsed.order});
            orderLines.push_back(phase.sheet[std::size_t(l.line - 1)].line);
        }
        const int id = game.current();
        QVERIFY2(game.setOrders(id, std::move(orders)), qPrintable(where + QStringLiteral("orders refused")));
        if (!phase.votes.empty()) {
            std::vector<DrawVote> votes;
            for (const auto &[line, vote] : phase.votes)
                votes.push_back(vote);
            game.setVotes(votes);
        }
        if (!game.ended())
            QVERIFY2(game.adjudicate(), qPrintable(where + QStringLiteral("adjudication refused")));
        // An illegal order is a mistake in the script unless a CHECK says that it is invalid.
        const PhaseEntry &played = game.entry(id);
        for (std::size_t k = 0; k < played.results.size(); ++k) {
            if (played.results[k].status != OrderStatus::Invalid)
                continue;
            const int location = played.orders[k].order.unit.location;
            const bool expected =
                location >= 0 && std::any_of(phase.checks.begin(), phase.checks.end(), [&](const Check &c) {
                    return c.kind == CheckKind::Result && c.status == OrderStatus::Invalid &&
                           c.province == map->location(location).province;
                });
            if (!expected) {
                QFAIL(qPrintable(QStringLiteral("%1:%2: the order '%3' is invalid (%4)")
                                     .arg(name)
                                     .arg(orderLines[k])
                                     .arg(played.orders[k].text,
                                          QString::fromLatin1(QMetaEnum::fromType<OrderReason>().valueToKey(
                                              int(played.results[k].reason))))));
            }
        }
        for (const Check &check : phase.checks) {
            const QString problem = evaluate(game, id, check);
            if (!problem.isEmpty()) {
                QFAIL(qPrintable(QStringLiteral("%1:%2: after %3, %4: %5")
                                     .arg(name)
                                     .arg(check.line)
                                     .arg(phase.phase.code(), check.text, problem)));
            }
            ++checks;
        }
    }
    qInfo("%d phases played, %d checks passed; the game ends at %s", int(phases.size()), checks,
          qPrintable(game.currentEntry().position.phase.code()));

    // The finished game survives the game file unchanged.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString saved = dir.filePath(QStringLiteral("game.json"));
    QVERIFY2(saveGame(game, saved, &error), qPrintable(error));
    const std::optional<Game> back = loadGame(saved, map, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->phaseCount(), game.phaseCount());
    QCOMPARE(back->current(), game.current());
    QVERIFY(back->currentEntry().position == game.currentEntry().position);
    QVERIFY(back->currentEntry().end == game.currentEntry().end);
    QCOMPARE(back->currentEntry().votes, game.currentEntry().votes);
    QVERIFY(back->ended() == game.ended());
    for (int e = 0; e < game.phaseCount(); ++e) {
        QVERIFY2(back->entry(e).orders == game.entry(e).orders, qPrintable(QString::number(e)));
        QVERIFY2(back->entry(e).results == game.entry(e).results, qPrintable(QString::number(e)));
    }
    QCOMPARE(gameToJson(*back), gameToJson(game));
}

QTEST_GUILESS_MAIN(TestScriptedGame)
#include "tst_scripted_game.moc"
