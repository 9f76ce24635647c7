// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringList>

#include <utility>
#include <vector>

namespace arbiter {

// One language's names of a map's powers and places, from the map folder's names_LANG.csv: what the client
// shows instead of the English names, and the extra spellings the order parser reads in that language.
// An empty string means the table gives no name there (the English one is used).
struct MapLanguage
{
    QString code;                    // "fr", from names_fr.csv
    std::vector<QString> powers;     // by power id
    std::vector<QString> adjectives; // by power id, as it stands in the unit sentences of the translation
    std::vector<QString> locations;  // by location id: provinces, then coasts
    // By location id: the name as it stands in a sentence where the language puts an article before it
    // ("la Manche"); empty where that is the name itself.
    std::vector<QString> locationsInText;
    // Normalised spellings read in orders (names, names without accents, abbreviations), sorted; the
    // loader has left out every one that is already another province's or power's English spelling.
    std::vector<std::pair<QString, int>> provinceNames;
    std::vector<std::pair<QString, int>> powerNames;
    // The spellings left out, each "names_fr.csv:12: 'gal' (Pays de Galles) is read as gal (Galicia)".
    QStringList refused;
};

} // namespace arbiter
