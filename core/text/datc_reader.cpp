// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/datc_reader.h"

#include "text/order_sheet.h"
#include "text/printable_text.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

namespace arbiter {

namespace {

enum class Section
{
    None,
    SupplyCentres,
    Units,
    Dislodged,
    Results,
    Orders,
    Poststate,
    PoststateDislodged,
    ExpectedResults,
    RetreatOrders
};

// The verdicts of POSTSTATE_RESULTS; jDip's SUCCESS and FAILURE, and words for the fates the DATC names.
bool parseVerdict(const QString &word, DatcVerdict *verdict)
{
    static const std::pair<const char16_t *, DatcVerdict> words[] = {
        {u"SUCCESS", DatcVerdict::Success},     {u"FAILURE", DatcVerdict::Failure},
        {u"INVALID", DatcVerdict::Invalid},     {u"ILLEGAL", DatcVerdict::Invalid},
        {u"VOID", DatcVerdict::Invalid},        {u"CUT", DatcVerdict::Cut},
        {u"DISLODGED", DatcVerdict::Dislodged},
    };
    for (const auto &[name, v] : words) {
        if (word == QStringView(name)) {
            *verdict = v;
            return true;
        }
    }
    return false;
}

bool parsePhase(QStringView text, Phase *phase)
{
    // "Spring 1901, Movement" / "Fall 1901, Adjustment" (the format writes Winter as Fall ..., Adjustment).
    const QString t = text.toString().replace(u',', u' ').simplified().toLower();
    const QStringList parts = t.split(u' ');
    if (parts.size() != 3)
        return false;
    Phase p;
    if (parts[0] == u"spring")
        p.season = Season::Spring;
    else if (parts[0] == u"fall" || parts[0] == u"autumn" || parts[0] == u"winter")
        p.season = Season::Fall;
    else
        return false;
    bool ok = false;
    p.year = parts[1].toInt(&ok);
    if (!ok || p.year < Phase::firstYear || p.year > Phase::lastYear)
        return false;
    if (parts[2].startsWith(u"move"))
        p.kind = PhaseKind::Movement;
    else if (parts[2].startsWith(u"retreat"))
        p.kind = PhaseKind::Retreat;
    else if (parts[2].startsWith(u"adjust") || parts[2].startsWith(u"build"))
        p.kind = PhaseKind::Adjustment;
    else
        return false;
    if (p.kind == PhaseKind::Adjustment)
        p.season = Season::Winter;
    *phase = p;
    return true;
}

// The retreat rules need to know where attackers came from and where standoffs happened; a retreat case
// gives them as the previous phase's results (PRESTATE_RESULTS).
void restoreRetreatFacts(const Map &map, const DatcCase &c, Position *position)
{
    position->contested.assign(std::size_t(map.provinceCount()), false);
    std::vector<bool> entered(std::size_t(map.provinceCount()), false);
    for (const DatcOrderLine &line : c.previousResults) {
        if (line.parsed.ok() && line.parsed.order.type == OrderType::Move && line.succeeded)
            entered[std::size_t(map.location(line.parsed.order.target.location).province)] = true;
    }
    for (DislodgedUnit &d : position->dislodged) {
        const int province = map.location(d.unit.location).province;
        for (const DatcOrderLine &line : c.previousResults) {
            const Order &o = line.parsed.order;
            if (!line.parsed.ok() || !line.succeeded || o.type != OrderType::Move ||
                map.location(o.target.location).province != province)
                continue;
            const int origin = map.location(o.unit.location).province;
            d.attackerOrigin = origin;
            bool convoyOrdered = false;
            for (const DatcOrderLine &other : c.previousResults) {
                const Order &f = other.parsed.order;
                convoyOrdered =
                    convoyOrdered || (other.parsed.ok() && other.succeeded && f.type == OrderType::Convoy &&
                                      map.location(f.other.location).province == origin);
            }
            d.dislodgedByConvoy = o.unit.type == UnitType::Army &&
                                  (o.viaConvoy || !map.armyBorder(origin, province) || convoyOrdered);
        }
    }
    for (const DatcOrderLine &line : c.previousResults) {
        const Order &o = line.parsed.order;
        if (!line.parsed.ok() || line.succeeded || o.type != OrderType::Move)
            continue;
        const int target = map.location(o.target.location).province;
        // A unit that lost a head-to-head battle stands nothing off (6.H.9).
        const int origin = map.location(o.unit.location).province;
        const int self = position->dislodgedIn(map, origin);
        if (self >= 0 && position->dislodged[std::size_t(self)].attackerOrigin == target)
            continue;
        if (!entered[std::size_t(target)] && position->unitIn(map, target) < 0)
            position->contested[std::size_t(target)] = true;
    }
}

// The word where a unit line ("Power: A place") gives the unit type, when it is no unit type: "X" in
// "France: X Paris", "G" in "G par". Empty when the word is a type, or when the line has only one word
// after the power (a place without a type, which the parser reports).
QString unitTypeWord(const Map &map, QStringView entry)
{
    const qsizetype colon = entry.indexOf(u':');
    QStringList words = (colon >= 0 ? entry.mid(colon + 1) : entry).toString().simplified().split(u' ');
    if (colon < 0 && words.size() > 2 && map.findPower(words.front()) >= 0)
        words.removeFirst(); // "France A par"
    if (words.size() < 2)
        return {};
    const QString word = words.front();
    for (const QStringView type : {u"a", u"army", u"f", u"fleet"}) {
        if (word.compare(type, Qt::CaseInsensitive) == 0)
            return {};
    }
    return word;
}

} // namespace

Position datcStartPosition(const Map &map, const DatcCase &c)
{
    Position position = c.position;
    if (position.phase.kind == PhaseKind::Retreat)
        restoreRetreatFacts(map, c, &position);
    return position;
}

std::optional<QString> caseFileText(const QByteArray &bytes)
{
    if (bytes.contains('\0'))
        return std::nullopt;
    QStringDecoder utf8(QStringDecoder::Utf8);
    QString text = utf8(bytes);
    if (utf8.hasError())
        return std::nullopt;
    return text;
}

DatcFile DatcReader::readFile(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        DatcFile f;
        f.fileName = path;
        f.errors
            << QCoreApplication::translate("DatcReader", "%1: cannot open: %2").arg(path, file.errorString());
        return f;
    }
    const std::optional<QString> text = caseFileText(file.readAll());
    if (!text) {
        DatcFile f;
        f.fileName = path;
        f.errors << QCoreApplication::translate("DatcReader", "%1: not a text file").arg(path);
        return f;
    }
    return read(*text, path);
}

DatcFile DatcReader::read(const QString &text, const QString &fileName) const
{
    DatcFile file;
    file.fileName = fileName;
    RuleSettings fileRules = m_baseRules;
    DatcCase *current = nullptr;
    Section section = Section::None;
    bool ownersGiven = false;
    const QStringList lines = text.split(u'\n');
    auto where = [&](int line) { return QStringLiteral("%1:%2").arg(fileName).arg(line); };
    auto error = [&](int line, const QString &message) {
        // The message quotes the file's words: a binary file's bytes are not sent on raw.
        const QString full = where(line) + QStringLiteral(": ") + printableText(message);
        if (current)
            current->errors << full;
        else
            file.errors << full;
    };
    // Lines outside any case (a broken CASE line, say) are one error for the run, not one a line.
    int strayFrom = -1;
    int strayTo = -1;
    QString strayWord;
    auto endStrayRun = [&] {
        if (strayFrom < 0)
            return;
        error(strayFrom, strayFrom == strayTo
                             ? QCoreApplication::translate("DatcReader", "'%1' outside a case").arg(strayWord)
                             : QCoreApplication::translate(
                                   "DatcReader", "'%1' and the lines after it, to line %2, outside a case")
                                   .arg(strayWord)
                                   .arg(strayTo));
        strayFrom = -1;
    };
    // Dislodged fleets are often written without their coast. In a position the retreat needs one, so the
    // first coast stands in; in an expected result the unit matches a fleet on any coast of the province.
    enum class MissingCoast : std::uint8_t
    {
        Error,
        FirstCoast,
        AnyCoast
    };
    auto readUnit = [&](int line, QStringView entry, std::vector<Unit> *into, MissingCoast missingCoast) {
        const ParsedOrder p = m_parser.parseUnit(entry);
        if (!p.ok() || p.order.power < 0 || !p.order.unit.typeGiven) {
            const QString type = unitTypeWord(m_map, entry);
            if (!type.isEmpty())
                error(line, QCoreApplication::translate(
                                "DatcReader", "unknown unit type '%1' (A for an army, F for a fleet)")
                                .arg(type));
            else
                error(line, p.ok() ? QCoreApplication::translate("DatcReader", "expected 'Power: A|F place'")
                                   : describeParseError(p.error));
            return;
        }
        Unit u{p.order.power, p.order.unit.type, p.order.unit.location};
        if (!m_map.canHold(u.type, u.location)) {
            const Province &prov = m_map.province(m_map.location(u.location).province);
            if (u.type == UnitType::Fleet && !prov.coasts.empty() && missingCoast != MissingCoast::Error) {
                if (missingCoast == MissingCoast::FirstCoast)
                    u.location = prov.coasts.front();
            } else {
                error(line, (u.type == UnitType::Army
                                 ? QCoreApplication::translate("DatcReader", "an army cannot stand on '%1'")
                                 : QCoreApplication::translate("DatcReader", "a fleet cannot stand on '%1'"))
                                .arg(m_map.location(u.location).id));
                return;
            }
        }
        into->push_back(u);
    };

    for (int i = 0; i < lines.size(); ++i) {
        const int lineNo = i + 1;
        const QString line = withoutComment(lines[i]);
        if (line.isEmpty())
            continue;
        const QString keyword = line.section(u' ', 0, 0).section(u'\t', 0, 0);
        const QString rest = line.mid(keyword.size()).trimmed();
        if (keyword == u"VARIANT_ALL") {
            file.variant = rest;
            continue;
        }
        if (keyword == u"COLLECTION") {
            if (current || rest.isEmpty())
                error(lineNo, QCoreApplication::translate("DatcReader",
                                                          "COLLECTION names the file's lessons, before the "
                                                          "first CASE"));
            else
                file.collection = rest;
            continue;
        }
        if (keyword == u"RULES") {
            RuleSettings &target = current ? current->rules : fileRules;
            QString message;
            if (!RuleSettings::fromString(rest, &target, &message))
                error(lineNo, message);
            continue;
        }
        if (keyword == u"CASE") {
            endStrayRun();
            if (current)
                error(lineNo, QCoreApplication::translate("DatcReader", "CASE before END of case '%1'")
                                  .arg(current->name));
            file.cases.emplace_back();
            current = &file.cases.back();
            current->name = rest;
            current->line = lineNo;
            current->rules = fileRules;
            current->position = Position::initial(m_map);
            current->position.units.clear();
            section = Section::None;
            ownersGiven = false;
            continue;
        }
        if (keyword == u"TITLE" || keyword == u"DESCRIPTION" || keyword == u"TOPICS") {
            if (!current) {
                error(lineNo, QCoreApplication::translate(
                                  "DatcReader", "%1 outside a case (it belongs between CASE and END)")
                                  .arg(keyword));
                continue;
            }
            // An empty DESCRIPTION line between two with text starts a new paragraph.
            const bool paragraphBreak = keyword == u"DESCRIPTION" && !current->description.isEmpty();
            if (rest.isEmpty() && paragraphBreak) {
                current->description += QStringLiteral("\n\n");
                continue;
            }
            if (rest.isEmpty()) {
                error(lineNo, QCoreApplication::translate("DatcReader", "%1 without text").arg(keyword));
                continue;
            }
            if (keyword == u"TOPICS") {
                // "convoy, convoy paradox": what the lesson is about, for the library's search.
                for (const QString &topic : rest.split(u',', Qt::SkipEmptyParts)) {
                    const QString t = topic.simplified();
                    if (!t.isEmpty() && !current->topics.contains(t))
                        current->topics << t;
                }
            } else if (keyword == u"TITLE") {
                if (!current->title.isEmpty())
                    error(lineNo, QCoreApplication::translate("DatcReader", "a case has one TITLE"));
                else
                    current->title = rest;
            } else {
                // A long paragraph is written over several DESCRIPTION lines, joined with a space.
                const bool joins = !current->description.isEmpty() && !current->description.endsWith(u'\n');
                current->description += (joins ? QStringLiteral(" ") : QString()) + rest;
            }
            continue;
        }
        if (!current) {
            if (strayFrom < 0) {
                strayFrom = lineNo;
                strayWord = keyword;
            }
            strayTo = lineNo;
            continue;
        }
        if (keyword == u"END") {
            current->description = current->description.trimmed();
            if (!current->hasExpectation && !m_expectationOptional)
                error(lineNo, QCoreApplication::translate("DatcReader", "case '%1' has no POSTSTATE")
                                  .arg(current->name));
            if (current->retreat && !current->retreat->hasExpectation)
                error(lineNo,
                      QCoreApplication::translate("DatcReader", "the retreats of case '%1' have no POSTSTATE")
                          .arg(current->name));
            if (current->retreat && current->position.phase.kind != PhaseKind::Movement)
                error(
                    current->retreat->line,
                    QCoreApplication::translate("DatcReader", "RETREAT_ORDERS must follow a movement phase"));
            current = nullptr;
            section = Section::None;
            continue;
        }
        if (keyword == u"PRESTATE_SETPHASE") {
            if (!parsePhase(rest, &current->position.phase))
                error(lineNo, QCoreApplication::translate("DatcReader", "cannot read phase '%1'").arg(rest));
            continue;
        }
        if (keyword == u"PRESTATE_SUPPLYCENTER_OWNERS") {
            section = Section::SupplyCentres;
            if (!ownersGiven)
                std::fill(current->position.owner.begin(), current->position.owner.end(), -1);
            ownersGiven = true;
            continue;
        }
        static const std::pair<const char16_t *, Section> sections[] = {
            {u"PRESTATE", Section::Units},
            {u"PRESTATE_DISLODGED", Section::Dislodged},
            {u"PRESTATE_RESULTS", Section::Results},
            {u"ORDERS", Section::Orders},
            {u"POSTSTATE", Section::Poststate},
            {u"POSTSTATE_DISLODGED", Section::PoststateDislodged},
            {u"POSTSTATE_RESULTS", Section::ExpectedResults},
            {u"RETREAT_ORDERS", Section::RetreatOrders},
        };
        // After RETREAT_ORDERS the expectations are those of the retreat phase.
        DatcRetreatHalf *retreat = current->retreat ? &*current->retreat : nullptr;
        bool isSection = false;
        for (const auto &[name, s] : sections) {
            if (keyword == QStringView(name)) {
                section = s;
                isSection = true;
                if (s == Section::Poststate || s == Section::PoststateDislodged)
                    (retreat ? retreat->hasExpectation : current->hasExpectation) = true;
                if (s == Section::PoststateDislodged && retreat)
                    error(lineNo,
                          QCoreApplication::translate("DatcReader", "a retreat phase dislodges no unit"));
                if (s == Section::RetreatOrders) {
                    if (retreat) {
                        error(lineNo, QCoreApplication::translate("DatcReader",
                                                                  "a case has one RETREAT_ORDERS section"));
                    } else {
                        if (!current->hasExpectation)
                            error(lineNo,
                                  QCoreApplication::translate(
                                      "DatcReader", "RETREAT_ORDERS must follow the movement's POSTSTATE"));
                        current->retreat.emplace();
                        current->retreat->line = lineNo;
                    }
                }
            }
        }
        if (keyword == u"POSTSTATE_SAME") {
            (retreat ? retreat->expectSame : current->expectSame) = true;
            (retreat ? retreat->hasExpectation : current->hasExpectation) = true;
            section = Section::None;
            continue;
        }
        if (isSection) {
            if (!rest.isEmpty())
                error(lineNo,
                      QCoreApplication::translate("DatcReader", "unexpected text after %1").arg(keyword));
            continue;
        }
        switch (section) {
        case Section::None:
            error(lineNo, QCoreApplication::translate("DatcReader", "unknown keyword '%1'").arg(keyword));
            break;
        case Section::SupplyCentres: {
            const ParsedOrder p = m_parser.parseUnit(line);
            const int province = p.ok() ? m_map.location(p.order.unit.location).province : -1;
            if (!p.ok() || p.order.power < 0)
                error(lineNo, p.ok() ? QCoreApplication::translate("DatcReader", "expected 'Power: place'")
                                     : describeParseError(p.error));
            else if (!m_map.province(province).supplyCentre)
                error(lineNo, QCoreApplication::translate("DatcReader", "'%1' is not a supply centre")
                                  .arg(m_map.province(province).id));
            else
                current->position.owner[std::size_t(province)] = p.order.power;
            break;
        }
        case Section::Units:
            readUnit(lineNo, line, &current->position.units, MissingCoast::Error);
            break;
        case Section::Dislodged: {
            std::vector<Unit> units;
            readUnit(lineNo, line, &units, MissingCoast::FirstCoast);
            for (const Unit &u : units)
                current->position.dislodged.push_back({u, -1, false});
            break;
        }
        case Section::Poststate:
            readUnit(lineNo, line, retreat ? &retreat->expectedUnits : &current->expectedUnits,
                     MissingCoast::Error);
            break;
        case Section::PoststateDislodged:
            readUnit(lineNo, line, &current->expectedDislodged, MissingCoast::AnyCoast);
            break;
        case Section::Results:
        case Section::ExpectedResults:
        case Section::Orders:
        case Section::RetreatOrders: {
            DatcOrderLine entry;
            entry.line = lineNo;
            QString orderText = line;
            if (section == Section::Results || section == Section::ExpectedResults) {
                const QString verdict = line.section(u':', 0, 0).trimmed().toUpper();
                if (section == Section::Results && verdict != u"SUCCESS" && verdict != u"FAILURE") {
                    error(lineNo, QCoreApplication::translate(
                                      "DatcReader", "a result must start with SUCCESS: or FAILURE:"));
                    break;
                }
                if (section == Section::ExpectedResults && !parseVerdict(verdict, &entry.verdict)) {
                    error(lineNo, QCoreApplication::translate(
                                      "DatcReader", "an expected result must start with SUCCESS:, FAILURE:, "
                                                    "INVALID:, CUT: or DISLODGED:"));
                    break;
                }
                entry.succeeded = verdict == u"SUCCESS";
                orderText = line.section(u':', 1).trimmed();
            }
            entry.text = orderText;
            entry.parsed = m_parser.parse(orderText);
            if (!entry.parsed.ok())
                current->unreadable << QStringLiteral("%1: %2 (%3)")
                                           .arg(where(lineNo), describeParseError(entry.parsed.error),
                                                orderText);
            else if (entry.parsed.order.power < 0)
                error(lineNo, QCoreApplication::translate("DatcReader", "the order names no power"));
            std::vector<DatcOrderLine> *into = &current->orders;
            if (section == Section::Results)
                into = &current->previousResults;
            else if (section == Section::RetreatOrders)
                into = &retreat->orders;
            else if (section == Section::ExpectedResults)
                into = retreat ? &retreat->expectedResults : &current->expectedResults;
            into->push_back(entry);
            break;
        }
        }
    }
    endStrayRun();
    if (current) // named at the file's last line (the split leaves an empty one after a final newline)
        error(int(lines.size()) - (text.endsWith(u'\n') ? 1 : 0),
              QCoreApplication::translate("DatcReader", "case '%1' has no END").arg(current->name));
    return file;
}

} // namespace arbiter
