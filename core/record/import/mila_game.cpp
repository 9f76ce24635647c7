// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/mila_game.h"

#include "record/formats/mila_result_words.h"
#include "record/import/foreign_names.h"
#include "record/import/json_scanner.h"
#include "record/import/mila_rules.h"
#include "record/json_location.h"
#include "text/order_parser.h"

#include <QCoreApplication>
#include <QVarLengthArray>

#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>

namespace arbiter {

namespace {

using Utf16Buffer = QVarLengthArray<QChar, 64>;

// A word of the package as a string without an allocation (static data): most results with a word have one
// of these alone. Null for any other text.
QString packageWord(QByteArrayView code)
{
    if (code == "bounce")
        return QStringLiteral("bounce");
    if (code == "cut")
        return QStringLiteral("cut");
    if (code == "dislodged")
        return QStringLiteral("dislodged");
    if (code == "void")
        return QStringLiteral("void");
    if (code == "disband")
        return QStringLiteral("disband");
    if (code == "no convoy")
        return QStringLiteral("no convoy");
    return {};
}

// Each string of the array the scanner is at to `read`, with whether it is ASCII; other values skipped.
template <typename Read> void eachString(JsonScanner &json, Read read)
{
    if (json.skipEmptyArray()) // most results: [] in one step, without entering and leaving it
        return;
    json.enterArray();
    for (;;) {
        QByteArrayView value;
        if (json.nextPlainString(&value)) {
            read(value, true);
            continue;
        }
        if (!json.nextElement())
            break;
        if (!json.atString() || !json.readString(&value)) {
            json.skipValue();
            continue;
        }
        read(value, json.lastStringAscii());
    }
}

class MilaReader
{
  public:
    MilaReader(const Map &map, RecordedGame *game)
        : m_map(map), m_names(map), m_parser(map, OrderParser::Suggestions::Skipped), m_game(game),
          m_outcomes(std::size_t(map.provinceCount()) + 1), m_taken(std::size_t(map.provinceCount()), 0)
    {
    }

    void read(QByteArrayView json);

  private:
    // The slot of the outcome of the unit in a province; the last one is "WAIVE"'s.
    struct Slot
    {
        bool set = false;
        bool disband = false; // "disband" is among the words
        RecordedOutcome outcome;
    };

    void problem(const QString &place, const QString &text, const QString &why)
    {
        m_game->problems.push_back({place, text, why});
    }
    // The part of a phase a value is in.
    enum class Part : std::uint8_t
    {
        State,
        Orders,
        Results,
    };
    // A value that reads as JSON but not as a game (a unit that is none, a number where orders belong):
    // named by the phase, its part and the line in the file where m_valueAt stands.
    void valueProblem(const QString &place, Part part, const QString &text, const QString &why);
    void notAList(const QString &place, Part part, QByteArrayView key, QByteArrayView value);
    void notAnObject(const QString &place, Part part, QByteArrayView key, QByteArrayView value);
    bool enteredOrNull(const QString &place, Part part, JsonScanner &json);
    int lineOf(const char *at);
    // Malformed JSON: named by its line in the file (a part read later is a slice of the file's text).
    void jsonProblem(const JsonScanner &json, const QString &where)
    {
        const qsizetype at = json.position() - m_document.data();
        const int line = lineAt(m_document, at);
        problem(QCoreApplication::translate("Import", "%1, line %2").arg(where).arg(line),
                QCoreApplication::translate("Import", "offset %1").arg(at), json.error());
    }
    QStringView text(QByteArrayView raw);
    void keepAscii(RecordedOrder *order, QByteArrayView text);
    void readMetadata(JsonScanner &json);
    void readPhase(JsonScanner &json, int index);
    void readEnd(QStringView note);
    void nameThePowersOfTheEnd(const Position &ended);
    int power(const JsonScanner &json, QByteArrayView name);
    const RecordedPhase *lastOfKind(PhaseKind kind) const;
    template <typename Read>
    void eachPowerString(const QString &place, Part part, JsonScanner &json, Read read);
    bool readUnit(const QString &place, QByteArrayView raw, bool ascii, int power, Unit *unit,
                  bool *dislodged);
    bool readUnit(const QString &place, QStringView text, int power, Unit *unit, bool *dislodged);
    bool fits(const Unit &unit, bool dislodged);
    void readState(const QString &place, QByteArrayView raw, RecordedPhase *phase);
    void readState(const QString &place, JsonScanner &json, RecordedPhase *phase);
    void readStateKeys(const QString &place, JsonScanner &json, RecordedPhase *phase);
    void readResults(const QString &place, QByteArrayView raw);
    void readResults(const QString &place, JsonScanner &json);
    void readOrders(const QString &place, QByteArrayView raw, RecordedPhase *phase);
    void readOrders(const QString &place, JsonScanner &json, RecordedPhase *phase);
    void giveOutcomes(RecordedPhase *phase) const;
    int slotOf(QStringView key) const;
    int slotOf(QByteArrayView key) const;

    const Map &m_map;
    ForeignNames m_names;
    OrderParser m_parser;
    RecordedGame *m_game;
    QByteArrayView m_document; // the file's whole text
    std::vector<Slot> m_outcomes;
    std::vector<int> m_touched;
    // Per province while a state is read: 1 when a unit stands there, 2 when a dislodged unit does.
    std::vector<std::uint8_t> m_taken;
    Utf16Buffer m_buffer;
    QString m_wide;
    // The problems of the orders and results read in place, until the state's are listed.
    std::vector<ImportProblem> m_heldOrders;
    std::vector<ImportProblem> m_heldResults;
    int m_messages = 0; // the press of every phase, counted for the report
    // Where the value being read stands in the file (valueProblem), and the line last counted to.
    const char *m_valueAt = nullptr;
    qsizetype m_countedTo = 0;
    int m_countedLine = 1;
    // "phase %1 (%2)", translated once for the reader instead of for every phase.
    const QString m_phasePlace = QCoreApplication::translate("Import", "phase %1 (%2)");
    // The power keys looked up last, with their answers (power()).
    struct RecentPower
    {
        std::array<char, 16> name{};
        qsizetype size = -1;
        int power = -1;
    };
    std::array<RecentPower, 8> m_recentPowers{};
    std::size_t m_nextRecent = 0;
    std::size_t m_lastFound = 0; // where the last key was found among them
};

// The number of values in the array the scanner is at, each skipped unread.
int countElements(JsonScanner &json)
{
    int count = 0;
    json.enterArray();
    while (json.nextElement()) {
        json.skipValue();
        ++count;
    }
    return count;
}

// The bytes of a JSON string as UTF-16, into the reader's buffer (valid until the next call).
QStringView MilaReader::text(QByteArrayView raw)
{
    // One pass: widened as ASCII, the high bits gathered on the way; UTF-8 only when one was set.
    m_buffer.resize(raw.size());
    QChar *out = m_buffer.data();
    uchar high = 0;
    for (qsizetype i = 0; i < raw.size(); ++i) {
        const uchar c = uchar(raw[i]);
        high |= c;
        out[i] = QChar(char16_t(c));
    }
    if (high & 0x80) {
        m_wide = QString::fromUtf8(raw);
        return m_wide;
    }
    return QStringView(m_buffer.constData(), m_buffer.size());
}

// RecordedGame::keepText for ASCII bytes, widened here: QString::append of Latin-1 text is a call with its
// own checks for each order, and the texts grow by doubling from a first guess by the file's size (the
// orders are about an eighth of a real file).
void MilaReader::keepAscii(RecordedOrder *order, QByteArrayView text)
{
    QString &texts = m_game->orderTexts;
    const qsizetype from = texts.size();
    const qsizetype size = from + text.size();
    if (texts.capacity() < size)
        texts.reserve(std::max({size, 2 * texts.capacity(), m_document.size() / 8}));
    texts.resize(size);
    char16_t *out = reinterpret_cast<char16_t *>(texts.data()) + from;
    for (qsizetype i = 0; i < text.size(); ++i)
        out[i] = uchar(text[i]);
    order->textFrom = from;
    order->textSize = text.size();
}

// The last phase read of this kind, whose orders and units the next is sized by.
const RecordedPhase *MilaReader::lastOfKind(PhaseKind kind) const
{
    for (auto p = m_game->phases.rbegin(); p != m_game->phases.rend(); ++p) {
        if (p->phase.kind == kind)
            return &*p;
    }
    return nullptr;
}

// A power's name as the JSON key or value spells it, read as bytes when it is ASCII.
int MilaReader::power(const JsonScanner &json, QByteArrayView name)
{
    if (!json.lastStringAscii())
        return m_names.power(text(name));
    if (name.isEmpty())
        return m_names.power(name);
    // The same few keys ("AUSTRIA" ... "TURKEY") name the powers of every state, order list and so on, in
    // the same order: the last ones looked up answer again without comparing with every spelling.
    // They come in the same order in every object: the entry after the last one found is tried first.
    for (std::size_t k = 1; k <= m_recentPowers.size(); ++k) {
        const std::size_t at = (m_lastFound + k) % m_recentPowers.size();
        const RecentPower &r = m_recentPowers[at];
        if (r.size == name.size() && std::memcmp(r.name.data(), name.data(), std::size_t(name.size())) == 0) {
            m_lastFound = at;
            return r.power;
        }
    }
    const int power = m_names.power(name);
    if (name.size() <= qsizetype(RecentPower{}.name.size())) {
        m_lastFound = m_nextRecent++ % m_recentPowers.size();
        RecentPower &r = m_recentPowers[m_lastFound];
        r.size = name.size();
        std::memcpy(r.name.data(), name.data(), std::size_t(name.size()));
        r.power = power;
    }
    return power;
}

// Each string of the object the scanner has entered, arrays keyed by power ({"FRANCE": ["A PAR", ...]}), to
// `read` with its power. A key that is no power is reported, and so is a value that is no array (but for
// the null of a power without orders); such a value is skipped.
template <typename Read>
void MilaReader::eachPowerString(const QString &place, Part part, JsonScanner &json, Read read)
{
    QByteArrayView powerName;
    while (json.nextKey(&powerName)) {
        m_valueAt = json.position();
        const int power = this->power(json, powerName);
        if (power < 0) {
            valueProblem(place, part, QString::fromUtf8(powerName),
                         QCoreApplication::translate("Import", "no power of this map"));
            json.skipValue();
            continue;
        }
        if (!json.atArray()) {
            QByteArrayView value;
            json.rawValue(&value);
            if (part != Part::Orders || value != "null")
                notAList(place, part, powerName, value);
            continue;
        }
        eachString(json, [&](QByteArrayView value, bool ascii) {
            m_valueAt = json.position();
            read(power, powerName, value, ascii);
        });
    }
}

void MilaReader::valueProblem(const QString &place, Part part, const QString &text, const QString &why)
{
    const QString where =
        place + (part == Part::State    ? QCoreApplication::translate("Import", ", state")
                 : part == Part::Orders ? QCoreApplication::translate("Import", ", orders")
                                        : QCoreApplication::translate("Import", ", results"));
    problem(QCoreApplication::translate("Import", "%1, line %2").arg(where).arg(lineOf(m_valueAt)), text,
            why);
}

// A power's value that is no list: "FRANCE": "banana" (the value as written, cut to a line's length).
void MilaReader::notAList(const QString &place, Part part, QByteArrayView key, QByteArrayView value)
{
    const QString expected =
        part == Part::State    ? QCoreApplication::translate("Import", "a list of units or centres")
        : part == Part::Orders ? QCoreApplication::translate("Import", "a list of orders")
                               : QCoreApplication::translate("Import", "a list of results");
    constexpr qsizetype shown = 40;
    valueProblem(place, part,
                 QString::fromUtf8(key) + QStringLiteral(": ") +
                     QString::fromUtf8(value.first(std::min(value.size(), shown))) +
                     (value.size() > shown ? QStringLiteral("…") : QString()),
                 QCoreApplication::translate("Import", "%1 is expected here").arg(expected));
}

// A value that should be an object keyed by power: "units": 7.
void MilaReader::notAnObject(const QString &place, Part part, QByteArrayView key, QByteArrayView value)
{
    constexpr qsizetype shown = 40;
    valueProblem(place, part,
                 QString::fromUtf8(key) + QStringLiteral(": ") +
                     QString::fromUtf8(value.first(std::min(value.size(), shown))) +
                     (value.size() > shown ? QStringLiteral("…") : QString()),
                 QCoreApplication::translate("Import", "an object keyed by power is expected here"));
}

// Enters the object of a phase's orders or results; null is none (a phase not played yet), anything else
// is reported and skipped.
bool MilaReader::enteredOrNull(const QString &place, Part part, JsonScanner &json)
{
    m_valueAt = json.position();
    if (json.atObject())
        return json.enterObject();
    QByteArrayView value;
    json.rawValue(&value);
    if (value != "null" && !json.failed())
        notAnObject(place, part, part == Part::Orders ? "orders" : "results", value);
    return false;
}

// The line of `at` in the file, counted on from the last one asked (problems come in the file's order).
int MilaReader::lineOf(const char *at)
{
    const qsizetype offset = std::clamp<qsizetype>(at ? at - m_document.data() : 0, 0, m_document.size());
    if (offset < m_countedTo) {
        m_countedTo = 0;
        m_countedLine = 1;
    }
    m_countedLine += int(std::count(m_document.begin() + m_countedTo, m_document.begin() + offset, '\n'));
    m_countedTo = offset;
    return m_countedLine;
}

// "A PAR", "*F STP/NC" read from the bytes when they are ASCII and the package's own spelling; anything
// else as text.
bool MilaReader::readUnit(const QString &place, QByteArrayView raw, bool ascii, int power, Unit *unit,
                          bool *dislodged)
{
    if (ascii) {
        QByteArrayView t = trimmedText(raw);
        const bool star = t.startsWith('*');
        if (star)
            t = t.sliced(1);
        if (t.size() >= 5 && (t[0] == 'A' || t[0] == 'F') && t[1] == ' ') {
            const int location = m_names.abbreviation(t.sliced(2));
            const UnitType type = t[0] == 'A' ? UnitType::Army : UnitType::Fleet;
            if (location >= 0 && m_map.canHold(type, location)) {
                *dislodged = star;
                *unit = {power, type, location};
                return true;
            }
        }
    }
    return readUnit(place, text(raw), power, unit, dislodged);
}

// Whether the unit read may join the state's units (or dislodged units): what fitsAmong says, through the
// provinces marked in m_taken instead of a pass over the units read before it.
bool MilaReader::fits(const Unit &unit, bool dislodged)
{
    const std::uint8_t mark = dislodged ? 2 : 1;
    std::uint8_t &taken = m_taken[std::size_t(m_map.location(unit.location).province)];
    if (taken & mark)
        return false;
    taken |= mark;
    return true;
}

// "A PAR", "*F STP/NC": the unit, and whether the star marks it dislodged.
bool MilaReader::readUnit(const QString &place, QStringView text, int power, Unit *unit, bool *dislodged)
{
    QStringView t = text.trimmed();
    *dislodged = t.startsWith(u'*');
    if (*dislodged)
        t = t.mid(1);
    // The package's own spelling, "A PAR", read directly; anything else through the parser.
    if (t.size() >= 5 && (t[0] == u'A' || t[0] == u'F') && t[1] == u' ') {
        const int location = m_names.abbreviation(t.mid(2));
        const UnitType type = t[0] == u'A' ? UnitType::Army : UnitType::Fleet;
        if (location >= 0 && m_map.canHold(type, location)) {
            *unit = {power, type, location};
            return true;
        }
    }
    const ParsedOrder parsed = m_parser.parseUnit(t, power);
    if (!parsed.ok() || !parsed.order.unit.typeGiven || parsed.order.unit.location < 0 ||
        !m_map.canHold(parsed.order.unit.type, parsed.order.unit.location)) {
        valueProblem(place, Part::State, text.toString(),
                     QCoreApplication::translate("Import", "not a unit on this map"));
        return false;
    }
    *unit = {power, parsed.order.unit.type, parsed.order.unit.location};
    return true;
}

void MilaReader::readState(const QString &place, QByteArrayView raw, RecordedPhase *phase)
{
    JsonScanner json(raw);
    readState(place, json, phase);
}

void MilaReader::readState(const QString &place, JsonScanner &json, RecordedPhase *phase)
{
    Position &p = phase->position;
    p.phase = phase->phase;
    p.owner.assign(std::size_t(m_map.provinceCount()), -1);
    p.contested.assign(std::size_t(m_map.provinceCount()), false);
    if (!json.enterObject()) {
        jsonProblem(json, place + QCoreApplication::translate("Import", ", state"));
        return;
    }
    if (const RecordedPhase *last = lastOfKind(phase->phase.kind))
        p.units.reserve(last->position.units.size()); // about as many again
    // A repeated "units" adds to the units before it, as each unit is checked against those.
    for (const Unit &u : p.units)
        fits(u, false);
    for (const DislodgedUnit &d : p.dislodged)
        fits(d.unit, true);
    const std::size_t problemsBefore = m_game->problems.size();
    readStateKeys(place, json, phase);
    phase->positionIncomplete =
        phase->positionIncomplete || json.failed() || m_game->problems.size() > problemsBefore;
    for (const Unit &u : p.units)
        m_taken[std::size_t(m_map.location(u.location).province)] = 0;
    for (const DislodgedUnit &d : p.dislodged)
        m_taken[std::size_t(m_map.location(d.unit.location).province)] = 0;
    if (json.failed())
        jsonProblem(json, place + QCoreApplication::translate("Import", ", state"));
    phase->hasPosition = true;
}

void MilaReader::readStateKeys(const QString &place, JsonScanner &json, RecordedPhase *phase)
{
    Position &p = phase->position;
    QByteArrayView key;
    while (json.nextKey(&key)) {
        const bool units = key == "units";
        const bool centres = key == "centers";
        if (key == "note" && json.atString()) {
            QByteArrayView note;
            if (json.readString(&note))
                readEnd(text(note));
            continue;
        }
        if (!units && !centres) {
            json.skipValue();
            continue;
        }
        m_valueAt = json.position();
        if (!json.atObject()) {
            QByteArrayView value;
            json.rawValue(&value);
            notAnObject(place, Part::State, key, value);
            continue;
        }
        json.enterObject();
        eachPowerString(
            place, Part::State, json, [&](int power, QByteArrayView, QByteArrayView value, bool ascii) {
                if (units) {
                    Unit u;
                    bool dislodged = false;
                    if (!readUnit(place, value, ascii, power, &u, &dislodged))
                        return;
                    if (!fits(u, dislodged)) {
                        valueProblem(place, Part::State, QString::fromUtf8(value),
                                     QCoreApplication::translate("Import", "a second unit in the province"));
                        return;
                    }
                    if (dislodged)
                        p.dislodged.push_back({u, -1, false});
                    else
                        p.units.push_back(u);
                    return;
                }
                int province = ascii ? m_names.abbreviation(value) : -1;
                if (province < 0) {
                    const QStringView t = text(value);
                    province = m_names.abbreviation(t);
                    if (province < 0)
                        province = m_map.findProvince(t);
                }
                if (province < 0 || !m_map.province(province).supplyCentre)
                    valueProblem(place, Part::State, QString::fromUtf8(value),
                                 QCoreApplication::translate("Import", "not a supply centre of this map"));
                else
                    p.owner[std::size_t(province)] = power;
            });
    }
}

// The results are keyed by the unit as the order starts ("A PAR"; a build by the unit built), a waive by
// "WAIVE": here by the unit's province.
int MilaReader::slotOf(QStringView key) const
{
    if (key == u"WAIVE")
        return m_map.provinceCount();
    const QStringView t = key.trimmed();
    if (t.size() < 3 || t[1] != u' ')
        return -1;
    const int location = m_names.abbreviation(t.mid(2).trimmed());
    return location < 0 ? -1 : m_map.location(location).province;
}

int MilaReader::slotOf(QByteArrayView key) const
{
    if (key == "WAIVE")
        return m_map.provinceCount();
    const QByteArrayView t = trimmedText(key);
    if (t.size() < 3 || t[1] != ' ')
        return -1;
    const int location = m_names.abbreviation(trimmedText(t.sliced(2)));
    return location < 0 ? -1 : m_map.location(location).province;
}

void MilaReader::readResults(const QString &place, QByteArrayView raw)
{
    JsonScanner json(raw);
    readResults(place, json);
}

void MilaReader::readResults(const QString &place, JsonScanner &json)
{
    for (int touched : m_touched)
        m_outcomes[std::size_t(touched)] = {};
    m_touched.clear();
    if (!enteredOrNull(place, Part::Results, json))
        return;
    QByteArrayView key;
    while (json.nextKey(&key)) {
        m_valueAt = json.position();
        const int slot = json.lastStringAscii() ? slotOf(key) : slotOf(text(key));
        if (slot < 0) {
            valueProblem(place, Part::Results, QString::fromUtf8(key),
                         QCoreApplication::translate("Import", "not a unit on this map"));
            json.skipValue();
            continue;
        }
        if (!json.atArray()) {
            QByteArrayView value;
            json.rawValue(&value);
            notAList(place, Part::Results, key, value);
            continue;
        }
        Slot &s = m_outcomes[std::size_t(slot)];
        s = {true, false, {true, true, false, {}}};
        m_touched.push_back(slot);
        eachString(json, [&](QByteArrayView code, bool ascii) {
            // The package records a build or removal carried out as [""]: no word, as [] for a move.
            if (code.isEmpty())
                return;
            QString word;
            if (s.outcome.text.isEmpty() && ascii && !(word = packageWord(code)).isNull()) {
                s.outcome.text = std::move(word); // a string of its own per result was 470 instructions
            } else {
                if (!s.outcome.text.isEmpty())
                    s.outcome.text += QStringLiteral(", ");
                if (ascii)
                    s.outcome.text += QLatin1StringView(code);
                else
                    s.outcome.text += QString::fromUtf8(code);
            }
            if (code == milaResultWord::dislodged)
                s.outcome.dislodged = true;
            // "disband" on a disband order says it was carried out; see readOrders.
            if (code == milaResultWord::disband)
                s.disband = true;
            else
                s.outcome.succeeded = false;
        });
    }
    if (json.failed())
        jsonProblem(json, place + QCoreApplication::translate("Import", ", results"));
}

void MilaReader::readOrders(const QString &place, QByteArrayView raw, RecordedPhase *phase)
{
    JsonScanner json(raw);
    readOrders(place, json, phase);
}

// The orders without their outcomes: the results may come after them (giveOutcomes).
void MilaReader::readOrders(const QString &place, JsonScanner &json, RecordedPhase *phase)
{
    phase->orders.clear(); // a repeated key: the last one counts, as for the other parts
    if (!enteredOrNull(place, Part::Orders, json))
        return;
    if (const RecordedPhase *last = lastOfKind(phase->phase.kind))
        phase->orders.reserve(last->orders.size()); // about as many again
    eachPowerString(
        place, Part::Orders, json,
        [&](int power, QByteArrayView powerName, QByteArrayView value, bool ascii) {
            RecordedOrder o;
            const bool read = ascii ? m_names.milaOrder(value, power, &o.order)
                                    : m_names.milaOrder(text(value), power, &o.order);
            if (!read) {
                const QStringView t = text(value);
                const ParsedOrder parsed = m_parser.parse(t, power);
                if (!parsed.ok() || parsed.order.power != power) {
                    valueProblem(
                        place, Part::Orders,
                        QString::fromUtf8(powerName) + QStringLiteral(": ") + QString::fromUtf8(value),
                        parsed.ok() ? QCoreApplication::translate("Import", "an order of another power")
                                    : QCoreApplication::translate("Import", "not an order ('%1')")
                                          .arg(parsed.error.word));
                    return;
                }
                o.order = parsed.order;
            }
            if (ascii)
                keepAscii(&o, value);
            else
                m_game->keepText(&o, text(value));
            phase->orders.push_back(std::move(o));
        });
    if (json.failed())
        jsonProblem(json, place + QCoreApplication::translate("Import", ", orders"));
}

// Each order gets the outcome recorded for its unit's province.
void MilaReader::giveOutcomes(RecordedPhase *phase) const
{
    for (RecordedOrder &o : phase->orders) {
        const int slot = o.order.type == OrderType::Waive ? m_map.provinceCount()
                         : o.order.unit.location >= 0     ? m_map.location(o.order.unit.location).province
                                                          : -1;
        if (slot >= 0 && m_outcomes[std::size_t(slot)].set) {
            const Slot &s = m_outcomes[std::size_t(slot)];
            o.outcome = s.outcome;
            // A disband reported as "disband" worked; any other order with it did not.
            if (o.order.type != OrderType::Disband && s.disband)
                o.outcome.succeeded = false;
        }
    }
}

// The package ends a game in the phase named "COMPLETED"; its note says how ("DRAW: FRANCE, ENGLAND",
// "VICTORY: FRANCE" as Arbiter writes it).
void MilaReader::readEnd(QStringView note)
{
    const bool draw = note.contains(u"DRAW", Qt::CaseInsensitive);
    const bool victory =
        note.contains(u"VICTORY", Qt::CaseInsensitive) || note.contains(u"WON", Qt::CaseInsensitive);
    if (!draw && !victory)
        return;
    PowerSet powers = 0;
    for (int p = 0; p < m_map.powerCount(); ++p) {
        if (note.contains(m_map.power(p).id, Qt::CaseInsensitive))
            powers |= PowerSet(1) << p;
    }
    m_game->end = {draw ? GameEndKind::Draw : GameEndKind::Victory, powers};
}

// A note that names no power of ours ("Victory by: F", in the package's one-letter abbreviations) still
// ends the game: a victory is the largest owner's, a draw the survivors'.
void MilaReader::nameThePowersOfTheEnd(const Position &ended)
{
    if (m_game->end.kind == GameEndKind::None || m_game->end.powers != 0)
        return;
    std::vector<int> centres(std::size_t(m_map.powerCount()), 0);
    for (int owner : ended.owner) {
        if (owner >= 0)
            ++centres[std::size_t(owner)];
    }
    for (const Unit &u : ended.units)
        centres[std::size_t(u.power)] += m_game->end.kind == GameEndKind::Draw ? 1 : 0;
    const int most = *std::max_element(centres.begin(), centres.end());
    for (int p = 0; p < m_map.powerCount(); ++p) {
        const bool named = m_game->end.kind == GameEndKind::Draw
                               ? centres[std::size_t(p)] > 0
                               : most > 0 && centres[std::size_t(p)] == most;
        if (named)
            m_game->end.powers |= PowerSet(1) << p;
    }
}

void MilaReader::readMetadata(JsonScanner &json)
{
    if (!json.enterObjectOrSkip())
        return;
    QByteArrayView key;
    while (json.nextKey(&key)) {
        QByteArrayView value;
        if (!json.atString() || !json.readString(&value)) {
            json.skipValue();
            continue;
        }
        const QString v = QString::fromUtf8(value);
        if (key == "name") {
            m_game->name = v;
            continue;
        }
        const int power = m_names.power(text(key));
        if (power >= 0) {
            if (m_game->players.isEmpty())
                m_game->players = QStringList(m_map.powerCount(), QString());
            m_game->players[power] = v;
        }
    }
}

void MilaReader::readPhase(JsonScanner &json, int index)
{
    QString code;
    QString place; // "phase 3 (F1901M)", once the name is known
    QByteArrayView state;
    QByteArrayView orders;
    QByteArrayView results;
    bool named = false;
    bool known = false; // the name is a phase's code, read into phase.phase
    RecordedPhase phase;
    bool stateRead = false; // read in place: the name came before it, as the package writes a phase
    // The orders and results are read in place too when the name before them is a phase this game takes
    // next; their problems are held back, to be listed after the state's as when they are read afterwards.
    bool accepted = false;
    bool ordersRead = false;
    bool resultsRead = false;
    const auto readInPlace = [&](auto readPart, QByteArrayView *raw, bool *read,
                                 std::vector<ImportProblem> *held) {
        // A part that does not scan is cut out and read again on its own, as every part was before: the
        // rest of the file is still read.
        const JsonScanner before = json;
        const std::size_t problems = m_game->problems.size();
        readPart();
        const auto from = m_game->problems.begin() + std::ptrdiff_t(problems);
        held->clear();
        if (!json.failed()) {
            *read = true;
            held->insert(held->end(), std::make_move_iterator(from),
                         std::make_move_iterator(m_game->problems.end()));
            m_game->problems.erase(from, m_game->problems.end());
            return;
        }
        m_game->problems.erase(from, m_game->problems.end());
        json = before;
        *read = false;
        json.rawValue(raw);
    };
    if (!json.atObject()) {
        problem(QCoreApplication::translate("Import", "phase %1").arg(index + 1), QString(),
                QCoreApplication::translate("Import", "a phase is an object"));
        json.skipValue();
        return;
    }
    json.enterObject();
    QByteArrayView key;
    while (json.nextKey(&key)) {
        if (key == "name" && json.atString()) {
            QByteArrayView name;
            named = json.readString(&name);
            if (named) {
                code = QString::fromUtf8(name);
                place = m_phasePlace.arg(QString::number(index + 1), code); // one pass over the pattern
                // Read once: the state and the checks after the phase's keys ask it again.
                known = code != QStringLiteral("COMPLETED") && Phase::fromCode(code, &phase.phase);
                accepted = known &&
                           (m_game->phases.empty() || playedBefore(m_game->phases.back().phase, phase.phase));
            }
        } else if (key == "state" && named && known && json.atObject()) {
            readState(place, json, &phase);
            stateRead = true;
        } else if (key == "state") {
            json.rawValue(&state);
        } else if (key == "orders" && accepted) {
            readInPlace([&] { readOrders(place, json, &phase); }, &orders, &ordersRead, &m_heldOrders);
        } else if (key == "orders") {
            json.rawValue(&orders);
            ordersRead = false;
        } else if (key == "results" && accepted) {
            readInPlace([&] { readResults(place, json); }, &results, &resultsRead, &m_heldResults);
        } else if (key == "results") {
            json.rawValue(&results);
            resultsRead = false;
        } else if (key == "messages" && json.atArray()) {
            m_messages += countElements(json);
        } else {
            json.skipValue();
        }
    }
    if (json.failed())
        return;
    if (!named) {
        problem(QCoreApplication::translate("Import", "phase %1").arg(index + 1), QString(),
                QCoreApplication::translate("Import", "the phase has no name"));
        return;
    }
    if (code == QStringLiteral("COMPLETED")) {
        if (!state.isEmpty()) {
            RecordedPhase ended;
            readState(place, state, &ended);
            nameThePowersOfTheEnd(ended.position);
        }
        return;
    }
    if (!known) {
        problem(place, code, QCoreApplication::translate("Import", "not a phase name like S1901M"));
        return;
    }
    if (!m_game->phases.empty() && !playedBefore(m_game->phases.back().phase, phase.phase)) {
        problem(place, code, QCoreApplication::translate("Import", "not after the phase before it"));
        return;
    }
    phase.place = place;
    if (!stateRead && !state.isEmpty())
        readState(place, state, &phase);
    // The state's problems, then the results', then the orders', each part read in place or now.
    std::vector<ImportProblem> &problems = m_game->problems;
    if (resultsRead)
        problems.insert(problems.end(), m_heldResults.begin(), m_heldResults.end());
    else
        readResults(place, results);
    if (ordersRead)
        problems.insert(problems.end(), m_heldOrders.begin(), m_heldOrders.end());
    else
        readOrders(place, orders, &phase);
    giveOutcomes(&phase);
    m_game->phases.push_back(std::move(phase));
}

void MilaReader::read(QByteArrayView bytes)
{
    m_document = bytes;
    JsonScanner json(bytes);
    if (!json.enterObject()) {
        jsonProblem(json, QCoreApplication::translate("Import", "the file"));
        return;
    }
    QByteArrayView key;
    while (json.nextKey(&key)) {
        if (key == "id" && json.atString()) {
            QByteArrayView id;
            if (json.readString(&id) && m_game->name.isEmpty())
                m_game->name = QString::fromUtf8(id);
        } else if (key == "map" && json.atString()) {
            QByteArrayView map;
            if (json.readString(&map) && QString::fromUtf8(map) != m_map.name()) {
                // Read on another board, every province and power would be wrong: nothing is imported.
                problem(QStringLiteral("map"), QString::fromUtf8(map),
                        QCoreApplication::translate(
                            "Import", "the game is played on this map, not on the map '%1' it is read with")
                            .arg(m_map.name()));
                m_game->phases.clear();
                return;
            }
        } else if (key == "metadata") {
            readMetadata(json);
        } else if (key == "rules" && json.atArray()) {
            eachString(json, [&](QByteArrayView option, bool) { takeMilaRuleOption(text(option), m_game); });
        } else if (key == "phases" && json.atArray()) {
            json.enterArray();
            int index = 0;
            while (json.nextElement())
                readPhase(json, index++);
        } else {
            json.skipValue();
        }
    }
    if (json.failed())
        jsonProblem(json, QCoreApplication::translate("Import", "the file"));
    if (m_messages > 0)
        m_game->notRead << pressNotRead(m_messages);
}

} // namespace

RecordedGame readMilaGame(const QByteArray &json, const Map &map)
{
    RecordedGame game;
    game.format = RecordFormat::MilaJson;
    MilaReader(map, &game).read(json);
    return game;
}

std::optional<QString> milaMapName(const QByteArray &json)
{
    JsonScanner scanner(json);
    if (!scanner.enterObject())
        return std::nullopt;
    QByteArrayView key;
    while (scanner.nextKey(&key)) {
        QByteArrayView value;
        if (key == "map" && scanner.atString())
            return scanner.readString(&value) ? std::optional(QString::fromUtf8(value)) : std::nullopt;
        if (!scanner.skipValue())
            return std::nullopt;
    }
    return std::nullopt;
}

} // namespace arbiter
