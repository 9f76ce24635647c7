// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "map/map.h"

#include "map/data_folders.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace arbiter {

QString normaliseName(QStringView name)
{
    QString out;
    out.reserve(name.size());
    for (QChar c : name) {
        if (c.isSpace() || c == u'.' || c == u'_' || c == u'-' || c == u'\'')
            continue;
        out.append(c.toLower());
    }
    return out;
}

QString withoutAccents(QStringView name)
{
    const QString decomposed = name.toString().normalized(QString::NormalizationForm_D);
    QString out;
    out.reserve(decomposed.size());
    for (QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c);
    }
    return out;
}

namespace {

// The entry of a sorted (normalised name, id) table, or -1.
int lookUp(const std::vector<std::pair<QString, int>> &names, const QString &key)
{
    auto it = std::lower_bound(names.begin(), names.end(), key,
                               [](const auto &entry, const QString &k) { return entry.first < k; });
    if (it != names.end() && it->first == key)
        return it->second;
    return -1;
}

} // namespace

namespace {

// Whether normaliseName(name) == key, without making the normalised copy: a game file names a power per
// unit and centre, and each look-up compared the key with every power's name and adjective.
bool normalisesTo(QStringView name, QStringView key)
{
    qsizetype k = 0;
    for (QChar c : name) {
        if (c.isSpace() || c == u'.' || c == u'_' || c == u'-' || c == u'\'')
            continue;
        if (k == key.size() || key[k] != c.toLower())
            return false;
        ++k;
    }
    return k == key.size();
}

} // namespace

int Map::findPower(QStringView nameOrId) const
{
    const QString key = normaliseName(nameOrId);
    for (std::size_t i = 0; i < m_powers.size(); ++i) {
        if (key == m_powers[i].id || normalisesTo(m_powers[i].name, key) ||
            normalisesTo(m_powers[i].adjective, key))
            return int(i);
    }
    return m_language < 0 ? -1 : lookUp(m_languages[std::size_t(m_language)].powerNames, key);
}

int Map::findProvince(QStringView name) const
{
    const QString key = normaliseName(name);
    const int english = lookUp(m_names, key);
    if (english >= 0 || m_language < 0)
        return english;
    return lookUp(m_languages[std::size_t(m_language)].provinceNames, key);
}

QStringList Map::languages() const
{
    QStringList codes;
    for (const MapLanguage &l : m_languages)
        codes << l.code;
    return codes;
}

bool Map::chooseLanguage(QStringView locale)
{
    const auto end =
        std::find_if(locale.begin(), locale.end(), [](QChar c) { return c == u'_' || c == u'-'; });
    const QStringView language = locale.left(end - locale.begin());
    m_language = -1;
    for (const MapLanguage &l : m_languages) {
        if (l.code.compare(locale, Qt::CaseInsensitive) == 0 ||
            l.code.compare(language, Qt::CaseInsensitive) == 0)
            m_language = int(&l - m_languages.data());
    }
    return m_language >= 0;
}

QString Map::provinceName(int province) const
{
    return locationName(province); // a province's location id is its province id
}

QString Map::locationName(int location) const
{
    if (const MapLanguage *l = chosenLanguage(); l && !l->locations[std::size_t(location)].isEmpty())
        return l->locations[std::size_t(location)];
    const Location &loc = m_locations[std::size_t(location)];
    if (!loc.coast.isEmpty())
        return QStringLiteral("%1 (%2)").arg(provinceName(loc.province), loc.coast);
    return m_provinces[std::size_t(loc.province)].name;
}

QString Map::locationNameInText(int location) const
{
    if (const MapLanguage *l = chosenLanguage(); l && !l->locationsInText[std::size_t(location)].isEmpty())
        return l->locationsInText[std::size_t(location)];
    return locationName(location);
}

QString Map::powerName(int power) const
{
    if (const MapLanguage *l = chosenLanguage(); l && !l->powers[std::size_t(power)].isEmpty())
        return l->powers[std::size_t(power)];
    return m_powers[std::size_t(power)].name;
}

QString Map::powerAdjective(int power) const
{
    if (const MapLanguage *l = chosenLanguage(); l && !l->adjectives[std::size_t(power)].isEmpty())
        return l->adjectives[std::size_t(power)];
    return m_powers[std::size_t(power)].adjective;
}

int Map::findLocation(QStringView id) const
{
    const auto slash = id.indexOf(u'/');
    const int province = findProvince(slash < 0 ? id : id.left(slash));
    if (province < 0)
        return -1;
    if (slash < 0)
        return province;
    return coastLocation(province, id.mid(slash + 1));
}

int Map::coastLocation(int province, QStringView coast) const
{
    for (int loc : m_provinces[std::size_t(province)].coasts) {
        if (m_locations[std::size_t(loc)].coast.compare(coast, Qt::CaseInsensitive) == 0)
            return loc;
    }
    for (const CoastAlias &alias : m_coastAliases) {
        if (alias.province == province && alias.coast.compare(coast, Qt::CaseInsensitive) == 0)
            return alias.location;
    }
    return -1;
}

bool Map::canHold(UnitType type, int location) const
{
    const Location &loc = m_locations[std::size_t(location)];
    const Province &prov = m_provinces[std::size_t(loc.province)];
    if (type == UnitType::Army)
        return loc.coast.isEmpty() && prov.kind != ProvinceKind::Sea;
    if (prov.kind == ProvinceKind::Land)
        return false;
    return prov.coasts.empty() || !loc.coast.isEmpty();
}

bool Map::canReachProvince(UnitType type, int fromLocation, int toProvince) const
{
    if (type == UnitType::Army)
        return armyBorder(m_locations[std::size_t(fromLocation)].province, toProvince);
    for (int to : m_fleetNeighbours[std::size_t(fromLocation)]) {
        if (m_locations[std::size_t(to)].province == toProvince)
            return true;
    }
    return false;
}

bool Map::isBuildCentre(int province, int power) const
{
    const Province &prov = m_provinces[std::size_t(province)];
    if (m_buildRule == BuildRule::AnyOwned)
        return prov.supplyCentre;
    return prov.home == power;
}

const std::vector<StartingUnit> *Map::startingUnits(QStringView variant) const
{
    if (variant.isEmpty())
        return &m_start;
    for (const StartVariant &v : m_startVariants) {
        if (v.id == variant)
            return &v.units;
    }
    return nullptr;
}

std::shared_ptr<const Map> Map::open(const QString &nameOrFolder, QString *error, QStringView language)
{
    QString folder = nameOrFolder;
    // A folder given by its path is the user's map: what is wrong with it is said by the loader.
    const bool path =
        nameOrFolder.contains(u'/') || QFileInfo::exists(folder + QStringLiteral("/provinces.csv"));
    if (!path || !QFileInfo(folder).isDir()) {
        folder = mapFolder(nameOrFolder);
        if (folder.isEmpty()) {
            *error = QCoreApplication::translate("MapLoader", "there is no map '%1' (maps found: %2)")
                         .arg(nameOrFolder, availableMaps().join(QStringLiteral(", ")));
            return nullptr;
        }
    }
    std::optional<Map> map = load(folder, error);
    if (!map)
        return nullptr;
    if (!language.isEmpty())
        map->chooseLanguage(language);
    return std::make_shared<const Map>(std::move(*map));
}

QString Map::standardMapDirectory()
{
    return standardMapFolder();
}

} // namespace arbiter
