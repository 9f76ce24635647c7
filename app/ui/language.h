// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QLocale>
#include <QString>

#include <memory>

namespace arbiter {
class Map;
}

namespace arbiter::ui {

// The language the user chose in View → Language (the setting "language"), or else the system's.
QLocale chosenLocale();

// Installs into the running application Qt's own translation for `locale` (qtbase, from Qt's translations
// folder) and Arbiter's (built into the program, ":/i18n"), replacing those installed before; Arbiter's
// English plural forms where it has no translation for the language. The map's names follow the language
// installed: openMap chooses the names table of translationLanguage().
void installTranslations(const QLocale &locale);

// The language of Arbiter's installed translation ("fr_FR", "de_DE", "en"); empty before any is installed.
QString translationLanguage();
// The locale of that language, for dates and numbers in sentences of the translation (a German sentence
// with "25.11.26", not "25 Nov 2026"); the system's before any translation is installed.
QLocale translationLocale();

// The map `nameOrFolder` (Map::open) with the names of the installed translation's language.
std::shared_ptr<const Map> openMap(const QString &nameOrFolder, QString *error);

} // namespace arbiter::ui
