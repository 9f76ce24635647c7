// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/judge_transcript.h"

#include "record/import/foreign_names.h"
#include "record/import/judge_adjustment.h"
#include "record/import/judge_heading.h"
#include "text/order_parser.h"
#include "text/phase_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QScopeGuard>

#include <algorithm>
#include <array>
#include <utility>

namespace arbiter {

using namespace Qt::StringLiterals;

namespace {

// The judge's remarks on an order, "(*bounce*)" and "(*dislodged*)", as the reader needs them.
struct Remarks
{
    bool any = false;
    bool noOrder = false;   // one of them is "no order": the unit was only listed
    bool dislodged = false; // one of them says "dislodged"
    QString text;           // their words in lower case, joined by ", "
};

bool blank(QStringView text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.isSpace(); });
}

// The next remark at or after `from`: a bracket and a star, no star inside, a star and a bracket. Gives where
// it opens and where it ends (after the bracket); false when there is none.
bool nextRemark(QStringView text, qsizetype from, qsizetype *open, qsizetype *end)
{
    while (true) {
        *open = findPair(text, u'(', u'*', from);
        if (*open < 0)
            return false;
        qsizetype star = *open + 2;
        while (star < text.size() && text[star] != u'*')
            ++star;
        if (star + 1 < text.size() && text[star + 1] == u')') {
            *end = star + 2;
            return true;
        }
        from = *open + 1;
    }
}

void addRemark(QStringView word, Remarks *remarks)
{
    if (remarks->any)
        remarks->text += QStringLiteral(", ");
    const qsizetype at = remarks->text.size();
    std::array<char16_t, 32> lower;
    if (word.size() <= qsizetype(lower.size()) &&
        std::all_of(word.begin(), word.end(), [](QChar c) { return c.unicode() < 0x80; })) {
        for (qsizetype i = 0; i < word.size(); ++i) {
            const char16_t u = word[i].unicode();
            lower[std::size_t(i)] = u >= u'A' && u <= u'Z' ? char16_t(u | 0x20) : u;
        }
        remarks->text += QStringView(lower.data(), word.size());
    } else {
        remarks->text += word.toString().toLower();
    }
    const QStringView lowered = QStringView(remarks->text).sliced(at);
    remarks->any = true;
    remarks->noOrder = remarks->noOrder || lowered == u"no order";
    remarks->dislodged = remarks->dislodged || lowered.contains(u"dislodged");
}

// The remarks of an order line, and the line without them: the part before the first when only blanks stand
// between and after them (as the judges print them), otherwise the pieces joined in `storage`. (A
// hand-written scan: a regular expression here cost a fifth of reading a transcript.)
QStringView takeRemarks(QStringView text, Remarks *remarks, QString *storage)
{
    qsizetype first = -1;
    bool blanksBetween = true;
    qsizetype copied = 0;
    qsizetype open = 0;
    qsizetype end = 0;
    for (qsizetype from = 0; nextRemark(text, from, &open, &end); from = copied = end) {
        if (first < 0)
            first = open;
        else
            blanksBetween = blanksBetween && blank(text.sliced(copied, open - copied));
        addRemark(text.sliced(open + 2, end - open - 4).trimmed(), remarks);
    }
    if (first < 0)
        return text;
    if (blanksBetween && blank(text.sliced(copied)))
        return text.first(first);
    storage->clear();
    copied = 0;
    for (qsizetype from = 0; nextRemark(text, from, &open, &end); from = copied = end)
        storage->append(text.sliced(copied, open - copied));
    storage->append(text.sliced(copied));
    return *storage;
}

enum class Section : std::uint8_t
{
    Preamble, // mail headers and anything before the first heading
    Orders,
    Dislodged,
    Ownership,
    Other, // the adjustment summary, anything else the judge adds: skipped
    Press, // a press message, to the next mail: skipped without a look (it may say anything)
};

class TranscriptReader
{
  public:
    TranscriptReader(const Map &map, RecordedGame *game)
        : m_map(map), m_names(map), m_parser(map, OrderParser::Suggestions::Skipped), m_game(game),
          m_listedIn(std::size_t(map.provinceCount()), 0)
    {
    }
    void read(const QString &text);

  private:
    void problem(int line, QStringView text, const QString &why)
    {
        m_game->problems.push_back(
            {QCoreApplication::translate("Import", "line %1").arg(line), text.toString(), why});
    }
    bool heading(int line, QStringView text);
    void rulesLine(int line, QStringView text);
    std::optional<Section> mailOrPress(QStringView text);
    void orderLine(int line, QStringView text);
    void ownershipLine(int line, QStringView text);
    void ownershipNames(int line, QStringView text, QStringView names);
    void endOwnership();
    void summaryLine(QStringView text);
    bool endLine(QStringView text);
    bool readEnd(const QString &sentence);
    PowerSet namedPowers(QStringView list) const;
    void endOfFile(int line, QStringView last, bool orders, bool terminated, bool closed);

    const Map &m_map;
    ForeignNames m_names;
    OrderParser m_parser;
    RecordedGame *m_game;
    Section m_section = Section::Preamble;
    int m_ownershipPower = -1;
    // The end of an ownership line the Judge wrapped inside a name ("St." before "Petersburg."), with its
    // line, to be read with the next line.
    QString m_ownershipCarry;
    int m_ownershipCarryLine = 0;
    QString m_endSentence;      // the start of a draw declared, wrapped before its full stop
    bool m_afterBlank = false;  // a blank line stands before the line being read
    bool m_blankInList = false; // the current list of orders has blank lines between its powers
    int m_pressMessages = 0;
    bool m_upperCase = false;
    std::vector<int> m_listedIn; // per province: the number of the phase that last listed a unit there
};

bool TranscriptReader::heading(int line, QStringView text)
{
    const QStringView t = trimmedText(text);
    // Most lines are orders: their first two letters ("mo", "re", "ad" in any case) rule out a heading
    // without a call (an Austrian order starts with "a" too). No letter beyond ASCII is one of these in
    // another case.
    const auto folded = [&t](qsizetype i) { return i < t.size() ? char16_t(t[i].unicode() | 0x20) : u'\0'; };
    const char16_t first = folded(0);
    const char16_t second = folded(1);
    if ((first != u'm' || second != u'o') && (first != u'r' || second != u'e') &&
        (first != u'a' || second != u'd'))
        return false;
    const std::optional<JudgeHeading> h = readJudgeHeading(text);
    if (!h)
        return false;
    RecordedPhase phase;
    phase.place = QCoreApplication::translate("Import", "line %1").arg(line);
    phase.phase.year = h->year;
    phase.phase.kind = h->kind;
    phase.phase.season = h->season;
    if (phase.phase.kind == PhaseKind::Adjustment)
        phase.phase.season = Season::Winter;
    else if (phase.phase.season == Season::Winter)
        phase.phase.season = Season::Fall;
    m_upperCase = m_upperCase || h->upperCase;
    if (phase.phase.year < Phase::firstYear || phase.phase.year > Phase::lastYear) {
        problem(line, text, QCoreApplication::translate("Import", "the year is out of range"));
        m_section = Section::Other;
        return true;
    }
    if (!m_game->phases.empty() && !playedBefore(m_game->phases.back().phase, phase.phase)) {
        problem(line, text,
                QCoreApplication::translate("Import", "this phase is not after the phase before it"));
        m_section = Section::Other;
        return true;
    }
    phase.listsEveryUnit = phase.phase.kind == PhaseKind::Movement;
    phase.position.phase = phase.phase;
    // Room for as many orders (and units) as the last phase of this kind had: about as many again.
    for (auto p = m_game->phases.rbegin(); p != m_game->phases.rend(); ++p) {
        if (p->phase.kind == phase.phase.kind) {
            phase.orders.reserve(p->orders.size());
            phase.position.units.reserve(p->position.units.size());
            break;
        }
    }
    m_game->phases.push_back(std::move(phase));
    m_section = Section::Orders;
    m_blankInList = false;
    return true;
}

// The envelope of the next mail ("Subject: Diplomacy results lepanto F1901M", "From judge@... Tue Mar"), or
// the header of a press message ("Broadcast message from England in 'lepanto':"): the results of a phase end
// there. Press is counted, to be said once in the report.
// "Rules: 4.A.2=d 4.A.3=c": the rule choices of a game Arbiter wrote out (the Judge writes no such line).
void TranscriptReader::rulesLine(int line, QStringView text)
{
    RuleSettings rules;
    QString error;
    if (RuleSettings::fromString(text.sliced(6).trimmed(), &rules, &error))
        m_game->rules = rules;
    else
        problem(line, text, QCoreApplication::translate("Import", "not rule choices: %1").arg(error));
}

std::optional<Section> TranscriptReader::mailOrPress(QStringView text)
{
    const Section mail = m_game->phases.empty() ? Section::Preamble : Section::Other;
    const char16_t first = text.isEmpty() ? 0 : char16_t(text[0].unicode() | 0x20);
    if (first != u'b' && first != u'm' && first != u'f' && first != u's' && first != u't' && first != u'd' &&
        first != u'r' && first != u'c' && first != u'x')
        return std::nullopt;
    // (Each phrase asked only of a line that starts with its letter: Qt's comparisons are calls.)
    const bool press =
        text.endsWith(u':') && ((first == u'b' && startsWithFolded(text, "broadcast message"_L1)) ||
                                (first == u'm' && (startsWithFolded(text, "message from"_L1) ||
                                                   startsWithFolded(text, "message to"_L1))));
    if (press) {
        ++m_pressMessages;
        return Section::Press;
    }
    // A mailbox's separator line, "From judge@example.org Tue Mar  3 21:00:00 1998", has no colon after its
    // first word.
    if (first == u'f' && startsWithFolded(text, "from "_L1) && findChar(text, u'@') > 0 &&
        findChar(text, u':') > findChar(text, u' '))
        return mail;
    static const QLatin1StringView mailHeaders[] = {"subject"_L1,
                                                    "from"_L1,
                                                    "to"_L1,
                                                    "date"_L1,
                                                    "received"_L1,
                                                    "message-id"_L1,
                                                    "reply-to"_L1,
                                                    "cc"_L1,
                                                    "return-path"_L1,
                                                    "sender"_L1,
                                                    "mime-version"_L1,
                                                    "content-type"_L1,
                                                    "content-transfer-encoding"_L1,
                                                    "x-mailer"_L1,
                                                    "status"_L1};
    const qsizetype colon = findChar(text, u':');
    if (colon <= 0)
        return std::nullopt;
    const QStringView head = text.left(colon);
    for (QLatin1StringView h : mailHeaders) {
        // Strings of different lengths are never equal in any case (Qt folds each character to one): the
        // lengths tell most apart without the call.
        if (equalsFolded(head, h))
            return mail;
    }
    return std::nullopt;
}

void TranscriptReader::orderLine(int line, QStringView text)
{
    RecordedPhase &phase = m_game->phases.back();
    const qsizetype colon = findChar(text, u':');
    int power = colon > 0 ? m_names.power(text.left(colon)) : -1;
    if (power < 0 && colon > 0)
        power = m_parser.matchPower(text.left(colon).trimmed());
    if (power < 0) {
        // The headers of the next mail, when a transcript is the judge's mails one after another.
        static const QLatin1StringView mailHeaders[] = {"subject"_L1,  "from"_L1,     "to"_L1,
                                                        "date"_L1,     "received"_L1, "message-id"_L1,
                                                        "reply-to"_L1, "cc"_L1};
        const QStringView head = colon > 0 ? text.left(colon).trimmed() : QStringView();
        for (QLatin1StringView h : mailHeaders) {
            if (equalsFolded(head, h))
                return;
        }
        // After the blank line that closes the list, the Judge's own lines ("The next phase of 'lepanto' will
        // be Movement for Fall of 1901.", "The deadline for orders will be ..."): the list has ended.
        if (m_afterBlank) {
            m_section = Section::Other;
            return;
        }
        problem(line, text, QCoreApplication::translate("Import", "not an order line ('Power: order.')"));
        return;
    }
    Remarks remarks;
    QString withoutRemarks;
    QStringView rest = takeRemarks(text.mid(colon + 1), &remarks, &withoutRemarks);
    rest = trimmedText(rest);
    while (rest.endsWith(u'.'))
        rest.chop(1);
    // (The Judge puts a retreat's remark before the full stop: "Army Galicia -> Warsaw (*bounce,
    // destroyed*).")
    rest = trimmedText(rest);
    // A unit the Judge had no order for: "Army Apulia, No Order Processed" (in a retreat, "... Processed
    // (DISBAND)"); it holds, or a dislodged unit disbands.
    static const QLatin1StringView noOrderProcessed(", no order processed");
    QString unitHolds; // the unit alone, read as holding
    for (qsizetype at = findChar(rest, u','); at >= 0; at = findChar(rest, u',', at + 1)) {
        if (at + noOrderProcessed.size() <= rest.size() &&
            equalsFolded(rest.sliced(at, noOrderProcessed.size()), noOrderProcessed)) {
            unitHolds = trimmedText(rest.first(at)).toString() + QStringLiteral(" HOLD");
            rest = unitHolds;
            remarks.noOrder = true;
            break;
        }
    }
    // "1 unusable build waived.", "2 builds pending.": builds not made, which are waived without an order.
    if (!rest.isEmpty() && rest[0].isDigit() && containsFolded(rest, "build"_L1))
        return;
    // Adjustments in words; in any phase, so that a build entered in the wrong phase reads back as written.
    bool disorder = false;
    QString adjustment;
    const char16_t first = rest.isEmpty() ? 0 : char16_t(rest[0].unicode() | 0x20);
    if (first == u'b' || first == u'r' || first == u'd' || first == u'w' || first == u'n') {
        adjustment = judgeAdjustmentOrder(rest, &disorder);
        rest = adjustment;
    }
    Order order;
    const bool known = adjustment.isEmpty() ? m_names.judgeOrder(rest, power, &order)
                                            : m_names.judgeAdjustment(rest, power, &order);
    if (!known) {
        const ParsedOrder parsed = m_parser.parse(rest, power);
        if (!parsed.ok()) {
            problem(line, text,
                    parsed.error.word.isEmpty()
                        ? QCoreApplication::translate("Import", "the order is incomplete")
                        : QCoreApplication::translate("Import", "cannot read '%1' in the order")
                              .arg(parsed.error.word));
            return;
        }
        order = parsed.order;
    }
    if (disorder) {
        const UnitRef &u = order.unit;
        phase.disorderRemovals.push_back({power, u.type, u.location});
        return;
    }
    const bool listedOnly = remarks.noOrder;
    if (phase.listsEveryUnit && order.type != OrderType::Build && order.type != OrderType::Waive) {
        const Unit listed{power, order.unit.type, order.unit.location};
        const std::vector<Unit> &units = phase.position.units;
        // A unit ordered twice is listed twice; another unit in its province cannot be. (fitsAmong, with the
        // provinces listed in this phase marked rather than looked for.)
        const int phaseNumber = int(m_game->phases.size());
        const bool fits = listed.location >= 0 && m_map.canHold(listed.type, listed.location) &&
                          m_listedIn[std::size_t(m_map.location(listed.location).province)] != phaseNumber;
        if (fits) {
            m_listedIn[std::size_t(m_map.location(listed.location).province)] = phaseNumber;
            phase.position.units.push_back(listed);
        } else if (std::find(units.begin(), units.end(), listed) == units.end()) {
            // The line is not read, its order neither: the report says so, and an order for a unit the list
            // does not hold would be judged (and written out again) as a line no judge prints.
            problem(line, text,
                    QCoreApplication::translate(
                        "Import", "no unit can stand there besides the units listed before it"));
            return;
        }
    }
    if (listedOnly)
        return; // a unit that was given no order, listed as holding
    RecordedOrder o;
    o.line = line;
    o.order = order;
    m_game->keepTextInPlace(&o, text);
    o.outcome.known = true;
    o.outcome.succeeded = !remarks.any;
    o.outcome.dislodged = remarks.dislodged;
    o.outcome.text = std::move(remarks.text);
    phase.orders.push_back(std::move(o));
}

// "Austria:   Budapest, Greece, Serbia, Trieste, Vienna." possibly continued on the next lines.
void TranscriptReader::ownershipLine(int line, QStringView text)
{
    // Before the first phase, the owners the game starts with; after a phase, the owners it leaves.
    std::vector<int> &owner = m_game->phases.empty() ? m_game->startOwner : m_game->phases.back().ownerAfter;
    if (owner.empty())
        owner.assign(std::size_t(m_map.provinceCount()), -1);
    QStringView names = text;
    const qsizetype colon = findChar(text, u':');
    if (colon > 0) {
        const QStringView who = text.left(colon).trimmed();
        const bool unowned = equalsFolded(who, "unowned"_L1);
        m_ownershipPower = m_names.power(who);
        // The parser's spellings of powers are tried last (they are slow, and no power is "Unowned").
        if (m_ownershipPower < 0 && !unowned)
            m_ownershipPower = m_parser.matchPower(who);
        if (m_ownershipPower < 0 && !unowned) {
            problem(line, text,
                    QCoreApplication::translate("Import", "'%1' is no power").arg(who.toString()));
            return;
        }
        names = text.mid(colon + 1);
        endOwnership(); // a new power: a name carried from the line before has no end
    }
    names = trimmedText(names);
    // A line that ends inside a name (the Judge before 2002 wrapped at any space: "..., St." then
    // "Petersburg."): its last words are read with the next line.
    QString joined;
    if (!m_ownershipCarry.isEmpty()) {
        joined = std::exchange(m_ownershipCarry, QString());
        joined += u' ';
        joined += names;
        names = joined;
    }
    if (!names.isEmpty() && !names.endsWith(u',')) {
        qsizetype lastComma = names.size() - 1;
        while (lastComma >= 0 && names[lastComma] != u',')
            --lastComma;
        const QStringView last = trimmedText(names.sliced(lastComma + 1));
        QStringView name = last;
        while (name.endsWith(u'.'))
            name.chop(1);
        // A full stop ends the line's names unless it is the abbreviation of a name cut in two ("St.").
        if (!last.endsWith(u'.') || (m_names.province(name) < 0 && m_parser.matchProvince(name) < 0)) {
            m_ownershipCarry = last.toString();
            m_ownershipCarryLine = line;
            names = names.first(lastComma + 1);
        }
    }
    ownershipNames(line, text, names);
}

// A name carried to a line that never came: read as it is.
void TranscriptReader::endOwnership()
{
    if (m_ownershipCarry.isEmpty())
        return;
    const QString carried = std::exchange(m_ownershipCarry, QString());
    ownershipNames(m_ownershipCarryLine, carried, carried);
}

// The centres named between commas in `names`, owned by m_ownershipPower.
void TranscriptReader::ownershipNames(int line, QStringView text, QStringView names)
{
    std::vector<int> &owner = m_game->phases.empty() ? m_game->startOwner : m_game->phases.back().ownerAfter;
    // The names between commas (without a list of them, as QStringView::split makes).
    for (qsizetype from = 0; from < names.size();) {
        qsizetype comma = findChar(names, u',', from);
        if (comma < 0)
            comma = names.size();
        QStringView name = trimmedText(names.sliced(from, comma - from));
        from = comma + 1;
        while (name.endsWith(u'.'))
            name.chop(1);
        if (name.isEmpty())
            continue;
        int province = m_names.province(name);
        if (province < 0)
            province = m_parser.matchProvince(name);
        if (province < 0 || !m_map.province(province).supplyCentre) {
            problem(line, text,
                    QCoreApplication::translate("Import", "'%1' is no supply centre").arg(name.toString()));
            continue;
        }
        owner[std::size_t(province)] = m_ownershipPower;
    }
}

// "Game 'lepanto' has been declared a draw between Austria, England and France. Congratulations on a game
// well-played." (the Judge, wrapped at 78 characters), "The game was declared a draw between ...", "The game
// was won by France." (the DPjudge), "Game 'lepanto' has ended in a victory for France.", "France has won the
// game."
bool TranscriptReader::endLine(QStringView line)
{
    if (!m_endSentence.isEmpty()) {
        m_endSentence += u' ';
        m_endSentence += line;
        if (findChar(line, u'.') >= 0)
            readEnd(std::exchange(m_endSentence, QString()));
        return true;
    }
    if (!containsFolded(line, "draw"_L1) && !containsFolded(line, "won"_L1) &&
        !containsFolded(line, "victory"_L1))
        return false;
    // A draw whose powers go on on the next line.
    static const QLatin1StringView between("declared a draw between");
    const qsizetype at = indexOfFolded(line, between);
    if (at >= 0 && findChar(line, u'.', at) < 0) {
        m_endSentence = line.toString();
        return true;
    }
    return readEnd(line.toString());
}

bool TranscriptReader::readEnd(const QString &text)
{
    static const QLatin1StringView between("declared a draw between ");
    if (const qsizetype at = indexOfFolded(text, between); at >= 0) {
        QStringView list = QStringView(text).sliced(at + between.size());
        if (const qsizetype stop = findChar(list, u'.'); stop >= 0)
            list.truncate(stop);
        m_game->end = {GameEndKind::Draw, namedPowers(list)};
        return true;
    }
    static const QRegularExpression won(
        QStringLiteral("^\\s*(\\w+) has won|\\bwon by (\\w+)|\\bvictory for (\\w+)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = won.match(text);
    if (m.hasMatch()) {
        const int p = m_parser.matchPower(m.captured(m.lastCapturedIndex()));
        if (p >= 0) {
            m_game->end = {GameEndKind::Victory, PowerSet(1) << p};
            return true;
        }
    }
    return false;
}

// The powers of a list such as "Austria, England, France and Italy": the names between commas and the word
// "and" (any case). (Read by hand: the regular expressions that split it were most of reading a short game.)
PowerSet TranscriptReader::namedPowers(QStringView list) const
{
    const auto wordCharacter = [](QChar c) { return c.isLetterOrNumber() || c == u'_'; };
    PowerSet powers = 0;
    const auto add = [&](QStringView name) {
        name = trimmedText(name);
        if (name.isEmpty())
            return;
        int p = m_names.power(name);
        if (p < 0)
            p = m_parser.matchPower(name);
        if (p >= 0)
            powers |= PowerSet(1) << p;
    };
    qsizetype from = 0;
    for (qsizetype i = 0; i <= list.size(); ++i) {
        if (i == list.size() || list[i] == u',') {
            add(list.sliced(from, i - from));
            from = i + 1;
        } else if (i + 3 <= list.size() && equalsFolded(list.sliced(i, 3), "and"_L1) &&
                   (i == 0 || !wordCharacter(list[i - 1])) &&
                   (i + 3 == list.size() || !wordCharacter(list[i + 3]))) {
            add(list.sliced(from, i - from));
            from = i + 3;
            i += 2;
        }
    }
    return powers;
}

// A line of the adjustment summary; the Judge marks the winner's: "France:   18 Supply centers,  17 Units:
// Builds   1 unit.   (* VICTORY!! *)".
void TranscriptReader::summaryLine(QStringView text)
{
    if (!containsFolded(text, "(* victory"_L1))
        return;
    const qsizetype colon = findChar(text, u':');
    const int power = colon > 0 ? m_names.power(text.left(colon)) : -1;
    if (power >= 0)
        m_game->end = {GameEndKind::Victory, PowerSet(1) << power};
}

// The end of the file at its last line `last`: `orders` when it is in a list of orders, `terminated` when a
// newline ends it, `closed` when a blank line follows it. Every line of a phase's results ends with a full
// stop or a remark's bracket, and a judge ends the last line with a newline; a last line without both is a
// file cut short (a download or a copy interrupted), and the phase it ends in is incomplete: it is left out
// rather than judged from part of its orders. A list of orders that no blank line closes may be cut short
// between two lines: the second opinion tells by the units it lists (RecordedGame::openEndLine).
void TranscriptReader::endOfFile(int line, QStringView last, bool orders, bool terminated, bool closed)
{
    if (m_game->phases.empty() || m_section == Section::Preamble || m_section == Section::Other)
        return;
    if (terminated || last.endsWith(u'.') || last.endsWith(u')')) {
        if (m_section == Section::Orders && orders && (!closed || m_blankInList) &&
            m_game->phases.back().listsEveryUnit) {
            m_game->openEndLine = line;
            m_game->openEndText = last.toString();
        }
        return;
    }
    const QString place = QCoreApplication::translate("Import", "line %1").arg(line);
    std::erase_if(m_game->problems, [&place](const ImportProblem &p) { return p.place == place; });
    RecordedPhase &phase = m_game->phases.back();
    problem(line, last,
            QCoreApplication::translate("Import", "the file ends in the middle of %1: it is cut short")
                .arg(phaseName(phase.phase)));
    if (m_section == Section::Orders)
        m_game->phases.pop_back();
    else if (m_section == Section::Ownership)
        phase.ownerAfter.clear();
}

void TranscriptReader::read(const QString &text)
{
    static const QRegularExpression gameName(QStringLiteral("^\\s*game\\s*[:']\\s*'?([^']+?)'?\\s*$"),
                                             QRegularExpression::CaseInsensitiveOption);
    int line = 0;
    int lastLine = 0; // the last line that is not blank
    QStringView lastText;
    bool orders = false;       // it is in a list of orders
    bool terminated = true;    // a newline ends it
    bool closed = false;       // a blank line follows it
    bool afterHeading = false; // it is a phase's heading
    const QStringView all(text);
    // Line by line without a list of them (QStringView::split makes one).
    for (qsizetype from = 0; from <= all.size();) {
        ++line;
        qsizetype end = findChar(all, u'\n', from);
        const bool last = end < 0;
        if (last)
            end = all.size();
        const QStringView t = all.sliced(from, end - from);
        from = end + 1;
        const QStringView trimmed = trimmedText(t);
        if (trimmed.isEmpty()) {
            // (The text after the last newline is no line; the blank line after a heading opens its list.)
            closed = closed || (!last && !afterHeading);
            m_afterBlank = true;
            if (m_section == Section::Ownership)
                endOwnership();
            continue;
        }

        lastLine = line;
        lastText = trimmed;
        terminated = !last;
        closed = false;
        orders = false;
        afterHeading = false;
        // (A blank line stands before this line when m_afterBlank is set; the line after it has none.)
        const auto nextLine = qScopeGuard([this] { m_afterBlank = false; });
        if (!m_endSentence.isEmpty() && endLine(trimmed))
            continue;
        if (heading(line, trimmed)) {
            endOwnership();
            orders = afterHeading = m_section == Section::Orders;
            continue;
        }
        if (m_section != Section::Orders || m_afterBlank) {
            if (const std::optional<Section> next = mailOrPress(trimmed)) {
                endOwnership();
                m_section = *next;
                continue;
            }
        }
        if (m_section == Section::Press)
            continue;
        if (findChar(trimmed, u':') < 0 && endLine(trimmed))
            continue;
        const char16_t first = char16_t(trimmed[0].unicode() | 0x20);
        if (first == u't' && startsWithFolded(trimmed, "the following units were dislodged"_L1)) {
            m_section = Section::Dislodged;
            continue;
        }
        if (first == u'o' && startsWithFolded(trimmed, "ownership of supply cent"_L1)) {
            m_section = Section::Ownership;
            m_ownershipPower = -1;
            continue;
        }
        switch (m_section) {
        case Section::Preamble:
            // (The pattern asked only of a line that can match it: it is a call and a copy of the line.)
            if (const QRegularExpressionMatch m = startsWithFolded(trimmed, "game"_L1)
                                                      ? gameName.match(trimmed.toString())
                                                      : QRegularExpressionMatch();
                m.hasMatch())
                m_game->name = m.captured(1);
            else if (startsWithFolded(trimmed, "rules:"_L1))
                rulesLine(line, trimmed);
            break;
        case Section::Orders:
            // The Judge puts a blank line before each power's orders: then a blank line at the end of the
            // file does not show that the list was complete.
            m_blankInList = m_blankInList || (m_afterBlank && !m_game->phases.back().orders.empty());
            orderLine(line, trimmed);
            orders = true;
            break;
        case Section::Ownership:
            // The adjustment summary ("Austria: 5 Supply centers, 4 Units: Builds 1 unit.") ends it.
            if (containsFolded(trimmed, "supply cent"_L1) && containsFolded(trimmed, "unit"_L1)) {
                endOwnership();
                summaryLine(trimmed);
                m_section = Section::Other;
            } else {
                ownershipLine(line, trimmed);
            }
            break;
        case Section::Other:
            summaryLine(trimmed);
            break;
        case Section::Dislodged:
        case Section::Press:
            break;
        }
    }
    endOwnership();
    if (!m_endSentence.isEmpty())
        readEnd(std::exchange(m_endSentence, QString()));
    if (m_pressMessages > 0)
        m_game->notRead << pressNotRead(m_pressMessages);
    if (lastLine > 0)
        endOfFile(lastLine, lastText, orders, terminated, closed);
    if (m_upperCase)
        m_game->format = RecordFormat::DPjudgeText;
}

} // namespace

bool looksLikeJudgeTranscript(QStringView text)
{
    return hasJudgeHeading(text);
}

RecordedGame readJudgeTranscript(const QString &text, const Map &map)
{
    RecordedGame game;
    game.format = RecordFormat::JudgeText;
    game.orderTexts = text; // shared, not copied: the orders' texts are read where they stand in it
    TranscriptReader(map, &game).read(game.orderTexts);
    return game;
}

} // namespace arbiter
