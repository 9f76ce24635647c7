// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map_language.h"

#include <QString>
#include <QStringList>
#include <QStringView>

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <typeindex>
#include <typeinfo>
#include <utility>
#include <vector>

namespace arbiter {

// Tables other parts of Arbiter derive from a map and keep with it (the import readers' name tables), one
// of each type, made on first use under a lock, then shared and never changed. A copy or move of the map,
// or a map assigned, starts without them: they may point into the map they were made from.
class MapDerivedTables
{
  public:
    MapDerivedTables() = default;
    MapDerivedTables(const MapDerivedTables &) {}
    MapDerivedTables(MapDerivedTables &&) noexcept {}
    MapDerivedTables &operator=(const MapDerivedTables &)
    {
        clear();
        return *this;
    }
    MapDerivedTables &operator=(MapDerivedTables &&) noexcept
    {
        clear();
        return *this;
    }

    template <typename T, typename Make> std::shared_ptr<const T> get(Make make) const
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        const std::type_index type(typeid(T));
        for (const auto &[held, tables] : m_tables) {
            if (held == type)
                return std::static_pointer_cast<const T>(tables);
        }
        std::shared_ptr<const T> made = make();
        m_tables.emplace_back(type, made);
        return made;
    }

  private:
    void clear()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_tables.clear();
    }

    mutable std::mutex m_mutex;
    mutable std::vector<std::pair<std::type_index, std::shared_ptr<const void>>> m_tables;
};

enum class ProvinceKind : std::uint8_t
{
    Land,
    Coast,
    Sea
};
enum class UnitType : std::uint8_t
{
    Army,
    Fleet
};

struct Power
{
    QString id; // "austria"
    QString name;
    QString adjective;
    QString colour; // "#rrggbb"
};

struct Province
{
    QString id; // standard abbreviation, "stp"
    QString name;
    ProvinceKind kind = ProvinceKind::Land;
    bool supplyCentre = false;
    int home = -1;           // power index of a home centre, -1 otherwise
    std::vector<int> coasts; // location ids of the named coasts (split-coast provinces only)
    QStringList aliases;     // from provinces.csv and aliases.csv, as written there
};

// A place a unit can stand: a whole province (location id == province id), or one named coast of a
// split-coast province (ids after the provinces).
struct Location
{
    int province = -1;
    QString coast; // "" for a whole province, "nc"/"sc"/"ec" for a coast
    QString id;    // "par", "stp/nc"
};

struct StartingUnit
{
    int power = -1;
    UnitType type = UnitType::Army;
    int location = -1;
};

// Where a power may build in the adjustment phase (variant.csv, `builds`).
enum class BuildRule : std::uint8_t
{
    HomeCentres, // `home`: vacant home centres it owns (the standard rules)
    AnyOwned     // `any_owned`: any vacant supply centre it owns (the "Chaos"/"Build anywhere" variants)
};

// Another starting position on the same map ("Fleet Rome"): starts/<id>.csv, named in variant.csv.
struct StartVariant
{
    QString id;   // "fleet_rome"
    QString name; // "Fleet Rome"
    std::vector<StartingUnit> units;
};

// An immutable map: provinces, coasts, borders and the starting position, addressed by small integer ids.
class Map
{
  public:
    // Reads the map folder `directory` (its tables and variant.csv); on failure returns nothing and says
    // why, naming the file and line.
    static std::optional<Map> load(const QString &directory, QString *error);
    // The map `nameOrFolder`: a folder holding a map's tables, or the name of a map of the data folders
    // (mapFolder), with the names of `language` where the map has them (chooseLanguage). Null and a
    // message when there is none or it cannot be read.
    static std::shared_ptr<const Map> open(const QString &nameOrFolder, QString *error,
                                           QStringView language = {});

    // The map's short name, its folder's name ("standard"): what game files record and --map accepts.
    const QString &name() const { return m_name; }
    // The folder the map was read from (its artwork is there too).
    const QString &folder() const { return m_folder; }
    // variant.csv: the name shown to people, the first year, the centres that win, where builds go.
    const QString &displayName() const { return m_displayName; }
    int startYear() const { return m_startYear; }
    int victoryCentres() const { return m_victoryCentres; }
    BuildRule buildRule() const { return m_buildRule; }
    // Whether `power` may build in `province` when it owns it and it is vacant: a home centre of the
    // power, or under BuildRule::AnyOwned any supply centre.
    bool isBuildCentre(int province, int power) const;

    int powerCount() const { return int(m_powers.size()); }
    const Power &power(int id) const { return m_powers[std::size_t(id)]; }
    // By id, name or adjective, case-insensitive; in the chosen language also by its name there.
    int findPower(QStringView nameOrId) const;

    int provinceCount() const { return int(m_provinces.size()); }
    const Province &province(int id) const { return m_provinces[std::size_t(id)]; }
    // By id, full name or alias, case-insensitive; spaces, dots and underscores are not significant. In the
    // chosen language also by the names and abbreviations its table adds (MapLanguage::provinceNames).
    int findProvince(QStringView name) const;
    // The normalised English spellings findProvince reads (ids, names, aliases), each with its province;
    // the chosen language's are in chosenLanguage()->provinceNames.
    std::span<const std::pair<QString, int>> provinceSpellings() const { return m_names; }

    // The languages of the map's names_LANG.csv tables ("de", "fr"), and the one chosen for display and
    // for reading orders: "fr_FR", "fr-CA" and "fr" choose French; a language without a table (English
    // included) chooses none, and the English names of the map's tables are used. Returns whether a table
    // was chosen. The client chooses the language of its translation; the command-line tool none.
    QStringList languages() const;
    bool chooseLanguage(QStringView locale);
    const MapLanguage *chosenLanguage() const
    {
        return m_language < 0 ? nullptr : &m_languages[std::size_t(m_language)];
    }
    // Names to show people, in the chosen language where its table gives them: "Bourgogne", "Allemagne",
    // "allemande"; a coast is "Saint-Pétersbourg (côte nord)", or in English "St Petersburg (nc)".
    QString provinceName(int province) const;
    QString locationName(int location) const;
    // The name as a sentence of the chosen language writes it: with its article where the table gives one
    // ("la Manche", "l'Espagne (côte nord)"), else locationName ("Paris", "Nordsee").
    QString locationNameInText(int location) const;
    QString powerName(int power) const;
    QString powerAdjective(int power) const;

    int locationCount() const { return int(m_locations.size()); }
    const Location &location(int id) const { return m_locations[std::size_t(id)]; }
    // The province of a location, and the kind of a province, from flat tables (the judge's hot paths).
    int provinceOf(int location) const { return m_provinceOf[std::size_t(location)]; }
    ProvinceKind kind(int province) const { return m_kinds[std::size_t(province)]; }
    int findLocation(QStringView id) const; // "stp/nc" or "par"; -1 if none
    // -1 if that province has no such coast; a coast alias of aliases.csv counts ("bul", "nc": bul/ec).
    int coastLocation(int province, QStringView coast) const;

    bool armyBorder(int provinceA, int provinceB) const { return m_army[index(provinceA, provinceB)] != 0; }
    bool fleetBorder(int locationA, int locationB) const
    {
        return m_fleet[std::size_t(locationA) * m_fleetRow + std::size_t(locationB)] != 0;
    }
    // Whether a fleet border joins any part of one province to any part of the other (convoy routes).
    bool coastsTouch(int provinceA, int provinceB) const { return m_touch[index(provinceA, provinceB)] != 0; }
    // The same as a bit set over the provinces (bit p of word p / 64), provinceWords() words a row: convoy
    // routes are searched a whole front of seas at a time.
    int provinceWords() const { return m_provinceWords; }
    std::span<const std::uint64_t> touchingProvinces(int province) const
    {
        return {m_touchBits.data() + std::size_t(province) * std::size_t(m_provinceWords),
                std::size_t(m_provinceWords)};
    }
    // True when a unit of that type may stand on the location (armies on land provinces, fleets on coasts
    // or seas, and on a named coast where a province has them).
    bool canHold(UnitType type, int location) const;
    // Whether the unit can move to any part of the target province (used by supports: 6.B.4).
    bool canReachProvince(UnitType type, int fromLocation, int toProvince) const;

    const std::vector<int> &armyNeighbours(int province) const
    {
        return m_armyNeighbours[std::size_t(province)];
    }
    const std::vector<int> &fleetNeighbours(int location) const
    {
        return m_fleetNeighbours[std::size_t(location)];
    }

    int supplyCentreCount() const { return int(m_supplyCentres.size()); }
    // The provinces that are supply centres, in province order (only they have owners).
    const std::vector<int> &supplyCentres() const { return m_supplyCentres; }
    const std::vector<StartingUnit> &startingUnits() const { return m_start; }
    // The other starting positions of the map, in the order variant.csv lists them.
    const std::vector<StartVariant> &startVariants() const { return m_startVariants; }
    // The units of start variant `id`; the map's own start (start.csv) for an empty id. Null for an
    // unknown id.
    const std::vector<StartingUnit> *startingUnits(QStringView variant) const;

    // The standard map shipped with Arbiter (maps/standard), looked up along dataSearchPath().
    static QString standardMapDirectory();

    // The tables of type T derived from this map: made by `make` (returning a std::shared_ptr<const T>) the
    // first time they are asked for, then the same ones for every caller, from any thread. A reader of a
    // collection of games builds its name tables once instead of for every file.
    template <typename T, typename Make> std::shared_ptr<const T> derived(Make make) const
    {
        return m_derived.get<T>(make);
    }

  private:
    friend class MapBuilder;
    std::size_t index(int a, int b) const { return std::size_t(a) * m_provinceRow + std::size_t(b); }

    std::vector<Power> m_powers;
    std::vector<Province> m_provinces;
    std::vector<Location> m_locations;
    // Border tables, one byte an entry: read far more often than written, and a byte reads faster than a bit.
    std::vector<std::uint8_t> m_army;
    std::vector<std::uint8_t> m_fleet;
    std::vector<std::uint8_t> m_touch;
    std::vector<std::uint64_t> m_touchBits;
    int m_provinceWords = 0;
    // The row lengths of the border tables (the province and location counts), kept as plain numbers: the
    // judge asks the tables constantly, and a vector's size is a division by the element size.
    std::size_t m_provinceRow = 0; // m_army, m_touch
    std::size_t m_fleetRow = 0;    // m_fleet
    std::vector<int> m_provinceOf;
    std::vector<ProvinceKind> m_kinds;
    std::vector<std::vector<int>> m_armyNeighbours;
    std::vector<std::vector<int>> m_fleetNeighbours;
    std::vector<StartingUnit> m_start;
    std::vector<StartVariant> m_startVariants;
    QString m_name;
    QString m_folder;
    QString m_displayName;
    int m_startYear = 0;
    int m_victoryCentres = 0;
    BuildRule m_buildRule = BuildRule::HomeCentres;
    std::vector<std::pair<QString, int>> m_names; // normalised name -> province, sorted
    struct CoastAlias
    {
        int province;
        QString coast; // lower case, as written after the slash
        int location;
    };
    std::vector<CoastAlias> m_coastAliases; // aliases.csv: "bul/nc" is bul/ec
    std::vector<MapLanguage> m_languages;   // names_LANG.csv, by file name
    int m_language = -1;                    // index into m_languages, -1: English only
    std::vector<int> m_supplyCentres;
    MapDerivedTables m_derived;
};

// Canonical form of a province name for look-up: lower case, without spaces, dots, apostrophes, hyphens
// and underscores ("St. Petersburg" == "st_petersburg" == "stpetersburg").
QString normaliseName(QStringView name);
// The name without its accents and other diacritical marks ("Bohême" -> "Boheme", "München" -> "Munchen").
QString withoutAccents(QStringView name);

} // namespace arbiter
