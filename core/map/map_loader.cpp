// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Reads and validates a map folder (powers.csv, provinces.csv, the optional aliases.csv, borders.csv,
// start.csv, variant.csv, the start variants in starts/ and the optional names_LANG.csv; see maps/README.md).
#include "map/csv_table.h"
#include "map/map.h"

#include "map/power_set.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <limits>

namespace arbiter {

class MapBuilder
{
  public:
    explicit MapBuilder(QString directory) : m_dir(std::move(directory)) {}
    std::optional<Map> build(QString *error);

  private:
    bool fail(const QString &message)
    {
        m_error = message;
        return false;
    }
    std::optional<CsvTable> table(const char *name, int columns)
    {
        auto t = CsvTable::read(QDir(m_dir).filePath(QString::fromLatin1(name)), columns, &m_error);
        return t;
    }
    bool readPowers();
    bool readProvinces();
    bool readAliases();
    bool readBorders();
    bool readStart(const QString &fileName, std::vector<StartingUnit> *units);
    bool readVariant();
    bool checkReachability();
    bool readLanguages();
    bool readLanguage(const QString &fileName);
    bool addLanguageName(MapLanguage &language, const QString &spelling, const QString &name, int province,
                         const QString &where);
    bool addName(const QString &name, int province, const QString &where);

    QString m_dir;
    QString m_error;
    Map m_map;
};

bool MapBuilder::addName(const QString &name, int province, const QString &where)
{
    const QString key = normaliseName(name);
    if (key.isEmpty())
        return fail(QCoreApplication::translate("MapLoader", "%1: empty name").arg(where));
    for (const auto &[existing, other] : m_map.m_names) {
        if (existing == key) {
            if (other == province)
                return true; // the same province listing one of its names twice does no harm
            return fail(
                QCoreApplication::translate("MapLoader", "%1: name '%2' is already used by province '%3'")
                    .arg(where, name, m_map.m_provinces[std::size_t(other)].id));
        }
    }
    m_map.m_names.emplace_back(key, province);
    return true;
}

bool MapBuilder::readPowers()
{
    auto t = table("powers.csv", 4);
    if (!t)
        return false;
    for (const CsvRow &row : t->rows) {
        const QString id = row.fields[0].toLower();
        if (id.isEmpty())
            return fail(QCoreApplication::translate("MapLoader", "%1: power without id").arg(t->where(row)));
        if (m_map.findPower(id) >= 0)
            return fail(QCoreApplication::translate("MapLoader", "%1: power '%2' is listed twice")
                            .arg(t->where(row), id));
        if (!(row.fields[3].startsWith(u'#') && row.fields[3].size() == 7))
            return fail(QCoreApplication::translate("MapLoader", "%1: colour '%2' is not #rrggbb")
                            .arg(t->where(row), row.fields[3]));
        m_map.m_powers.push_back({id, row.fields[1], row.fields[2], row.fields[3]});
    }
    if (m_map.m_powers.empty())
        return fail(QCoreApplication::translate("MapLoader", "powers.csv: no powers"));
    if (m_map.m_powers.size() > std::size_t(std::numeric_limits<PowerSet>::digits))
        return fail(QCoreApplication::translate("MapLoader", "powers.csv: at most %1 powers are supported")
                        .arg(std::numeric_limits<PowerSet>::digits));
    return true;
}

bool MapBuilder::readProvinces()
{
    auto t = table("provinces.csv", 7);
    if (!t)
        return false;
    struct PendingCoast
    {
        int province;
        QString coast;
    };
    std::vector<PendingCoast> coasts;
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        Province p;
        p.id = row.fields[0].toLower();
        p.name = row.fields[1];
        const QString kind = row.fields[2].toLower();
        if (kind == u"land")
            p.kind = ProvinceKind::Land;
        else if (kind == u"coast")
            p.kind = ProvinceKind::Coast;
        else if (kind == u"sea")
            p.kind = ProvinceKind::Sea;
        else
            return fail(
                QCoreApplication::translate("MapLoader", "%1: kind '%2' of '%3' is not land, coast or sea")
                    .arg(where, kind, p.id));
        const QString sc = row.fields[3].toLower();
        if (!sc.isEmpty() && sc != u"yes")
            return fail(
                QCoreApplication::translate("MapLoader", "%1: supply_centre must be 'yes' or empty, not '%2'")
                    .arg(where, sc));
        p.supplyCentre = sc == u"yes";
        if (p.supplyCentre && p.kind == ProvinceKind::Sea)
            return fail(QCoreApplication::translate("MapLoader", "%1: sea '%2' cannot be a supply centre")
                            .arg(where, p.id));
        if (!row.fields[4].isEmpty()) {
            p.home = m_map.findPower(row.fields[4]);
            if (p.home < 0)
                return fail(QCoreApplication::translate("MapLoader", "%1: unknown power '%2'")
                                .arg(where, row.fields[4]));
            if (!p.supplyCentre)
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: home province '%2' is not a supply centre")
                        .arg(where, p.id));
        }
        const int id = int(m_map.m_provinces.size());
        if (!addName(p.id, id, where) || !addName(p.name, id, where))
            return false;
        for (const QString &alias : row.fields[6].split(u' ', Qt::SkipEmptyParts)) {
            p.aliases << QString(alias).replace(u'_', u' ');
            if (!addName(alias, id, where))
                return false;
        }
        const QStringList coastNames = row.fields[5].toLower().split(u' ', Qt::SkipEmptyParts);
        if (!coastNames.isEmpty() && p.kind != ProvinceKind::Coast)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: only coastal provinces can have named coasts")
                    .arg(where));
        if (coastNames.size() == 1)
            return fail(QCoreApplication::translate("MapLoader",
                                                    "%1: a split-coast province needs at least two coasts")
                            .arg(where));
        for (const QString &c : coastNames)
            coasts.push_back({id, c});
        m_map.m_provinces.push_back(std::move(p));
    }
    if (m_map.m_provinces.empty())
        return fail(QCoreApplication::translate("MapLoader", "provinces.csv: no provinces"));
    std::sort(m_map.m_names.begin(), m_map.m_names.end());
    for (const Province &p : m_map.m_provinces)
        m_map.m_locations.push_back({int(&p - m_map.m_provinces.data()), QString(), p.id});
    for (const PendingCoast &c : coasts) {
        Province &p = m_map.m_provinces[std::size_t(c.province)];
        if (m_map.coastLocation(c.province, c.coast) >= 0)
            return fail(QCoreApplication::translate("MapLoader", "provinces.csv: '%1' lists coast '%2' twice")
                            .arg(p.id, c.coast));
        p.coasts.push_back(int(m_map.m_locations.size()));
        m_map.m_locations.push_back({c.province, c.coast, p.id + u'/' + c.coast});
    }
    for (const Province &p : m_map.m_provinces) {
        if (p.supplyCentre)
            m_map.m_supplyCentres.push_back(int(&p - m_map.m_provinces.data()));
        m_map.m_kinds.push_back(p.kind);
    }
    for (const Location &l : m_map.m_locations)
        m_map.m_provinceOf.push_back(l.province);
    return true;
}

// Other programs' spellings. A map without the table is complete: it is only more names to read.
bool MapBuilder::readAliases()
{
    if (!QFileInfo::exists(QDir(m_dir).filePath(QStringLiteral("aliases.csv"))))
        return true;
    auto t = table("aliases.csv", 3);
    if (!t)
        return false;
    auto provinceById = [this](QStringView id) {
        for (const Province &p : m_map.m_provinces) {
            if (p.id.compare(id, Qt::CaseInsensitive) == 0)
                return int(&p - m_map.m_provinces.data());
        }
        return -1;
    };
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        const QString &alias = row.fields[0];
        const QString &place = row.fields[1];
        const auto slash = place.indexOf(u'/');
        const int province = provinceById(slash < 0 ? QStringView(place) : QStringView(place).left(slash));
        if (province < 0)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: unknown province '%2'").arg(where, place));
        Province &p = m_map.m_provinces[std::size_t(province)];
        if (slash >= 0) {
            const int location = m_map.coastLocation(province, QStringView(place).mid(slash + 1));
            if (location < 0)
                return fail(QCoreApplication::translate("MapLoader", "%1: '%2' has no coast '%3'")
                                .arg(where, p.id, place.mid(slash + 1)));
            const auto aliasSlash = alias.indexOf(u'/');
            if (aliasSlash < 0 || provinceById(QStringView(alias).left(aliasSlash)) != province)
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: a coast alias is written '%2/coast'")
                        .arg(where, p.id));
            const QString coast = alias.mid(aliasSlash + 1).toLower();
            if (coast.isEmpty() || coast.contains(u'/'))
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: a coast alias is written '%2/coast'")
                        .arg(where, p.id));
            const int existing = m_map.coastLocation(province, coast);
            if (existing >= 0)
                return fail(QCoreApplication::translate("MapLoader", "%1: '%2' already names %3")
                                .arg(where, alias, m_map.m_locations[std::size_t(existing)].id));
            m_map.m_coastAliases.push_back({province, coast, location});
            continue;
        }
        if (alias.contains(u'/'))
            return fail(QCoreApplication::translate(
                            "MapLoader", "%1: the alias '%2' names a coast of '%3', which is no coast")
                            .arg(where, alias, place));
        const int power = m_map.findPower(alias);
        if (power >= 0)
            return fail(QCoreApplication::translate("MapLoader", "%1: '%2' names the power '%3'")
                            .arg(where, alias, m_map.m_powers[std::size_t(power)].id));
        if (!addName(alias, province, where))
            return false;
        p.aliases << alias;
    }
    std::sort(m_map.m_names.begin(), m_map.m_names.end());
    return true;
}

bool MapBuilder::readBorders()
{
    auto t = table("borders.csv", 3);
    if (!t)
        return false;
    const std::size_t np = m_map.m_provinces.size();
    const std::size_t nl = m_map.m_locations.size();
    m_map.m_provinceRow = np;
    m_map.m_fleetRow = nl;
    m_map.m_army.assign(np * np, 0);
    m_map.m_fleet.assign(nl * nl, 0);
    m_map.m_touch.assign(np * np, 0);
    m_map.m_armyNeighbours.assign(np, {});
    m_map.m_fleetNeighbours.assign(nl, {});
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        const int a = m_map.findLocation(row.fields[0]);
        const int b = m_map.findLocation(row.fields[1]);
        if (a < 0 || b < 0)
            return fail(QCoreApplication::translate("MapLoader", "%1: unknown place '%2'")
                            .arg(where, a < 0 ? row.fields[0] : row.fields[1]));
        const QString units = row.fields[2].toLower();
        const bool army = units == u"army" || units == u"both";
        const bool fleet = units == u"fleet" || units == u"both";
        if (!army && !fleet)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: units must be army, fleet or both, not '%2'")
                    .arg(where, units));
        const Location &la = m_map.m_locations[std::size_t(a)];
        const Location &lb = m_map.m_locations[std::size_t(b)];
        if (la.province == lb.province)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: a province cannot border itself").arg(where));
        if (army) {
            if (!la.coast.isEmpty() || !lb.coast.isEmpty())
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: an army border names a coast").arg(where));
            for (int loc : {a, b}) {
                if (!m_map.canHold(UnitType::Army, loc))
                    return fail(QCoreApplication::translate("MapLoader", "%1: armies cannot enter sea '%2'")
                                    .arg(where, m_map.location(loc).id));
            }
            if (m_map.m_army[m_map.index(a, b)])
                return fail(QCoreApplication::translate("MapLoader", "%1: army border %2-%3 is listed twice")
                                .arg(where, la.id, lb.id));
            m_map.m_army[m_map.index(a, b)] = m_map.m_army[m_map.index(b, a)] = 1;
            m_map.m_armyNeighbours[std::size_t(a)].push_back(b);
            m_map.m_armyNeighbours[std::size_t(b)].push_back(a);
        }
        if (fleet) {
            for (int loc : {a, b}) {
                if (!m_map.canHold(UnitType::Fleet, loc))
                    return fail(
                        QCoreApplication::translate("MapLoader", "%1: fleets cannot stand on '%2'%3")
                            .arg(where, m_map.location(loc).id,
                                 m_map.province(m_map.location(loc).province).coasts.empty()
                                     ? QString()
                                     : QCoreApplication::translate("MapLoader", " (name the coast)")));
            }
            if (m_map.m_fleet[std::size_t(a) * nl + std::size_t(b)])
                return fail(QCoreApplication::translate("MapLoader", "%1: fleet border %2-%3 is listed twice")
                                .arg(where, la.id, lb.id));
            m_map.m_fleet[std::size_t(a) * nl + std::size_t(b)] = 1;
            m_map.m_fleet[std::size_t(b) * nl + std::size_t(a)] = 1;
            m_map.m_fleetNeighbours[std::size_t(a)].push_back(b);
            m_map.m_fleetNeighbours[std::size_t(b)].push_back(a);
            m_map.m_touch[m_map.index(la.province, lb.province)] = 1;
            m_map.m_touch[m_map.index(lb.province, la.province)] = 1;
        }
    }
    const std::size_t words = (np + 63) / 64;
    m_map.m_provinceWords = int(words);
    m_map.m_touchBits.assign(np * words, 0);
    for (std::size_t a = 0; a < np; ++a) {
        for (std::size_t b = 0; b < np; ++b) {
            if (m_map.m_touch[a * np + b])
                m_map.m_touchBits[a * words + b / 64] |= std::uint64_t(1) << (b % 64);
        }
    }
    return true;
}

bool MapBuilder::readStart(const QString &fileName, std::vector<StartingUnit> *units)
{
    auto t = CsvTable::read(QDir(m_dir).filePath(fileName), 3, &m_error);
    if (!t)
        return false;
    t->fileName = fileName;
    std::vector<bool> occupied(m_map.m_provinces.size(), false);
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        StartingUnit u;
        u.power = m_map.findPower(row.fields[0]);
        if (u.power < 0)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: unknown power '%2'").arg(where, row.fields[0]));
        const QString type = row.fields[1].toUpper();
        if (type != u"A" && type != u"F")
            return fail(QCoreApplication::translate("MapLoader", "%1: unit must be A or F, not '%2'")
                            .arg(where, row.fields[1]));
        u.type = type == u"A" ? UnitType::Army : UnitType::Fleet;
        u.location = m_map.findLocation(row.fields[2]);
        if (u.location < 0)
            return fail(
                QCoreApplication::translate("MapLoader", "%1: unknown place '%2'").arg(where, row.fields[2]));
        if (!m_map.canHold(u.type, u.location))
            return fail((type == u"A"
                             ? QCoreApplication::translate("MapLoader", "%1: an army cannot stand on '%2'")
                             : QCoreApplication::translate("MapLoader", "%1: a fleet cannot stand on '%2'"))
                            .arg(where, row.fields[2]));
        const int province = m_map.location(u.location).province;
        if (occupied[std::size_t(province)])
            return fail(QCoreApplication::translate("MapLoader", "%1: '%2' already has a unit")
                            .arg(where, m_map.province(province).id));
        occupied[std::size_t(province)] = true;
        units->push_back(u);
    }
    return true;
}

// variant.csv: what makes this map's game other than the standard one, as `key,value` rows.
bool MapBuilder::readVariant()
{
    auto t = table("variant.csv", 2);
    if (!t)
        return false;
    QStringList seen;
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        const QString key = row.fields[0].toLower();
        const QString &value = row.fields[1];
        if (key == u"key" && value.compare(u"value", Qt::CaseInsensitive) == 0 && &row == &t->rows.front())
            continue; // the optional header row
        if (seen.contains(key))
            return fail(QCoreApplication::translate("MapLoader", "%1: '%2' is given twice").arg(where, key));
        seen << key;
        if (value.isEmpty())
            return fail(QCoreApplication::translate("MapLoader", "%1: '%2' has no value").arg(where, key));
        bool number = false;
        if (key == u"name") {
            m_map.m_displayName = value;
        } else if (key == u"start_year") {
            m_map.m_startYear = value.toInt(&number);
            // The years every phase reader accepts (Phase::firstYear..lastYear), less the game's length.
            if (!number || m_map.m_startYear < 1 || m_map.m_startYear > 90000)
                return fail(QCoreApplication::translate("MapLoader",
                                                        "%1: start_year '%2' is not a year from 1 to 90000")
                                .arg(where, value));
        } else if (key == u"victory_centres") {
            m_map.m_victoryCentres = value.toInt(&number);
            if (!number || m_map.m_victoryCentres < 1 || m_map.m_victoryCentres > m_map.supplyCentreCount())
                return fail(QCoreApplication::translate(
                                "MapLoader",
                                "%1: victory_centres '%2' is not a number from 1 to %3, the map's "
                                "supply centres")
                                .arg(where, value)
                                .arg(m_map.supplyCentreCount()));
        } else if (key == u"builds") {
            if (value == u"home")
                m_map.m_buildRule = BuildRule::HomeCentres;
            else if (value == u"any_owned")
                m_map.m_buildRule = BuildRule::AnyOwned;
            else
                return fail(QCoreApplication::translate("MapLoader",
                                                        "%1: builds must be 'home' or 'any_owned', not '%2'")
                                .arg(where, value));
        } else if (key.startsWith(u"start.") && key.size() > 6) {
            StartVariant variant{key.mid(6), value, {}};
            for (QChar c : variant.id) {
                if (!(c.isLetterOrNumber() || c == u'_'))
                    return fail(
                        QCoreApplication::translate(
                            "MapLoader", "%1: start variant '%2' is not a name of letters, digits and _")
                            .arg(where, variant.id));
            }
            if (!readStart(QStringLiteral("starts/%1.csv").arg(variant.id), &variant.units))
                return false;
            m_map.m_startVariants.push_back(std::move(variant));
        } else {
            return fail(QCoreApplication::translate(
                            "MapLoader", "%1: unknown key '%2' (known: name, start_year, victory_centres, "
                                         "builds, start.ID)")
                            .arg(where, key));
        }
    }
    for (const char *required : {"name", "start_year", "victory_centres"}) {
        if (!seen.contains(QLatin1String(required)))
            return fail(QCoreApplication::translate("MapLoader", "variant.csv: '%1' is missing")
                            .arg(QLatin1String(required)));
    }
    return true;
}

// Every coast must be usable and no province cut off: a map that fails this has a typo in borders.csv.
bool MapBuilder::checkReachability()
{
    for (const Location &loc : m_map.m_locations) {
        const int id = int(&loc - m_map.m_locations.data());
        if (!loc.coast.isEmpty() && m_map.fleetNeighbours(id).empty())
            return fail(
                QCoreApplication::translate("MapLoader", "borders.csv: coast '%1' has no fleet border")
                    .arg(loc.id));
    }
    for (const Province &p : m_map.m_provinces) {
        const int id = int(&p - m_map.m_provinces.data());
        bool any = !m_map.armyNeighbours(id).empty() || !m_map.fleetNeighbours(id).empty();
        for (int c : p.coasts)
            any = any || !m_map.fleetNeighbours(c).empty();
        if (!any)
            return fail(QCoreApplication::translate("MapLoader", "borders.csv: province '%1' has no borders")
                            .arg(p.id));
    }
    return true;
}

// The names of one language (names_fr.csv): every place and power may have one, a power also an
// adjective, a province also an abbreviation, a place also its form in sentences. Their spellings are read in
// orders only where they cannot be mistaken: one that is already another province's or power's English
// spelling is left out (and listed in MapLanguage::refused), and two places of one language with the same
// spelling are an error of the table.
bool MapBuilder::readLanguages()
{
    const QStringList files =
        QDir(m_dir).entryList({QStringLiteral("names_*.csv")}, QDir::Files | QDir::Readable, QDir::Name);
    return std::all_of(files.begin(), files.end(),
                       [this](const QString &file) { return readLanguage(file); });
}

bool MapBuilder::readLanguage(const QString &fileName)
{
    MapLanguage language;
    language.code = fileName.mid(6, fileName.size() - 10).toLower(); // names_fr.csv
    if (language.code.isEmpty() || !std::all_of(language.code.begin(), language.code.end(),
                                                [](QChar c) { return c.isLetter() || c == u'_'; }))
        return fail(QCoreApplication::translate("MapLoader",
                                                "%1: the language of the file name is not a language code")
                        .arg(fileName));
    auto t = CsvTable::read(QDir(m_dir).filePath(fileName), 4, 1, &m_error);
    if (!t)
        return false;
    language.powers.assign(m_map.m_powers.size(), QString());
    language.adjectives.assign(m_map.m_powers.size(), QString());
    language.locations.assign(m_map.m_locations.size(), QString());
    language.locationsInText.assign(m_map.m_locations.size(), QString());
    struct Spelling
    {
        QString text;
        int province;
        QString where;
    };
    std::vector<Spelling> spellings;
    for (const CsvRow &row : t->rows) {
        const QString where = t->where(row);
        const QString id = row.fields[0].toLower();
        const QString &name = row.fields[1];
        const QString &adjective = row.fields[2];
        const QString &abbreviation = row.fields[3];
        const QString &inText = row.fields[4];
        if (name.isEmpty())
            return fail(QCoreApplication::translate("MapLoader", "%1: no name for '%2'").arg(where, id));
        const auto power = std::find_if(m_map.m_powers.begin(), m_map.m_powers.end(),
                                        [&](const Power &p) { return p.id == id; });
        if (power != m_map.m_powers.end()) {
            const auto index = std::size_t(power - m_map.m_powers.begin());
            if (!abbreviation.isEmpty())
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: a power has no abbreviation").arg(where));
            if (!inText.isEmpty())
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: only a place has a form in sentences")
                        .arg(where));
            if (!language.powers[index].isEmpty())
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: '%2' is named twice").arg(where, id));
            language.powers[index] = name;
            language.adjectives[index] = adjective;
            continue;
        }
        const auto location = std::find_if(m_map.m_locations.begin(), m_map.m_locations.end(),
                                           [&](const Location &l) { return l.id == id; });
        if (location == m_map.m_locations.end())
            return fail(
                QCoreApplication::translate("MapLoader", "%1: '%2' is no power, province or coast of the map")
                    .arg(where, id));
        const auto index = std::size_t(location - m_map.m_locations.begin());
        if (!adjective.isEmpty())
            return fail(
                QCoreApplication::translate("MapLoader", "%1: only a power has an adjective").arg(where));
        if (!language.locations[index].isEmpty())
            return fail(QCoreApplication::translate("MapLoader", "%1: '%2' is named twice").arg(where, id));
        language.locations[index] = name;
        language.locationsInText[index] = inText;
        if (!location->coast.isEmpty()) {
            if (!abbreviation.isEmpty())
                return fail(
                    QCoreApplication::translate("MapLoader", "%1: a coast has no abbreviation").arg(where));
            continue;
        }
        spellings.push_back({name, location->province, where});
        if (!abbreviation.isEmpty())
            spellings.push_back({abbreviation, location->province, where});
    }
    for (std::size_t p = 0; p < language.powers.size(); ++p) {
        if (language.powers[p].isEmpty())
            continue;
        const QString key = normaliseName(language.powers[p]);
        const int province = m_map.findProvince(key);
        const int power = m_map.findPower(key);
        if (province >= 0 || (power >= 0 && power != int(p)))
            language.refused << QCoreApplication::translate("MapLoader", "%1: '%2' is read as %3")
                                    .arg(fileName, language.powers[p],
                                         province >= 0 ? m_map.m_provinces[std::size_t(province)].id
                                                       : m_map.m_powers[std::size_t(power)].id);
        else if (power < 0)
            language.powerNames.emplace_back(key, int(p));
    }
    std::sort(language.powerNames.begin(), language.powerNames.end());
    for (const Spelling &s : spellings) {
        const QString &name = language.locations[std::size_t(s.province)];
        const QString plain = withoutAccents(s.text);
        if (!addLanguageName(language, s.text, name, s.province, s.where) ||
            (plain != s.text && !addLanguageName(language, plain, name, s.province, s.where)))
            return false;
    }
    std::sort(language.provinceNames.begin(), language.provinceNames.end());
    m_map.m_languages.push_back(std::move(language));
    return true;
}

bool MapBuilder::addLanguageName(MapLanguage &language, const QString &spelling, const QString &name,
                                 int province, const QString &where)
{
    const QString key = normaliseName(spelling);
    if (key.isEmpty())
        return fail(QCoreApplication::translate("MapLoader", "%1: empty name").arg(where));
    const int english = m_map.findProvince(key);
    if (english == province)
        return true; // the English spelling is read anyway
    if (english >= 0) {
        language.refused << QCoreApplication::translate("MapLoader", "%1: '%2' (%3) is read as %4 (%5)")
                                .arg(where, spelling, name, m_map.m_provinces[std::size_t(english)].id,
                                     m_map.m_provinces[std::size_t(english)].name);
        return true;
    }
    const auto power = std::find_if(language.powerNames.begin(), language.powerNames.end(),
                                    [&](const auto &entry) { return entry.first == key; });
    if (m_map.findPower(key) >= 0 || power != language.powerNames.end()) {
        language.refused << QCoreApplication::translate("MapLoader", "%1: '%2' (%3) is read as a power")
                                .arg(where, spelling, name);
        return true;
    }
    for (const auto &[existing, other] : language.provinceNames) {
        if (existing == key) {
            if (other == province)
                return true;
            return fail(
                QCoreApplication::translate("MapLoader", "%1: name '%2' is already used by province '%3'")
                    .arg(where, spelling, m_map.m_provinces[std::size_t(other)].id));
        }
    }
    language.provinceNames.emplace_back(key, province);
    return true;
}

std::optional<Map> MapBuilder::build(QString *error)
{
    m_map.m_folder = QDir::cleanPath(m_dir);
    m_map.m_name = QFileInfo(m_map.m_folder).fileName();
    if (readPowers() && readProvinces() && readAliases() && readBorders() &&
        readStart(QStringLiteral("start.csv"), &m_map.m_start) && checkReachability() && readVariant() &&
        readLanguages())
        return std::move(m_map);
    // A message about a table names the file only (borders.csv:181); which folder it is in matters as
    // much, since a user's own maps folder can shadow the installed one (data_folders.h).
    if (error) {
        const QString folder = QDir::toNativeSeparators(m_map.m_folder);
        *error = m_error.startsWith(folder)
                     ? m_error
                     : QCoreApplication::translate("MapLoader", "map folder %1: %2").arg(folder, m_error);
    }
    return std::nullopt;
}

std::optional<Map> Map::load(const QString &directory, QString *error)
{
    return MapBuilder(directory).build(error);
}

} // namespace arbiter
