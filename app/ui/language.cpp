// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "language.h"

#include "map/map.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace arbiter::ui {

namespace {

// One of each for the whole run: a translator must live as long as it is installed.
QTranslator &qtTranslator()
{
    static QTranslator translator;
    return translator;
}

QTranslator &arbiterTranslator()
{
    static QTranslator translator;
    return translator;
}

} // namespace

QLocale chosenLocale()
{
    const QString language = QSettings().value(QStringLiteral("language")).toString();
    return language.isEmpty() ? QLocale() : QLocale(language);
}

void installTranslations(const QLocale &locale)
{
    QCoreApplication::removeTranslator(&qtTranslator());
    QCoreApplication::removeTranslator(&arbiterTranslator());
    if (qtTranslator().load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator());
    if (arbiterTranslator().load(locale, QStringLiteral("arbiter"), QStringLiteral("_"),
                                 QStringLiteral(":/i18n")) ||
        arbiterTranslator().load(QStringLiteral(":/i18n/arbiter_en.qm")))
        QCoreApplication::installTranslator(&arbiterTranslator());
}

QString translationLanguage()
{
    return arbiterTranslator().language();
}

QLocale translationLocale()
{
    const QString language = translationLanguage();
    return language.isEmpty() ? QLocale() : QLocale(language);
}

std::shared_ptr<const Map> openMap(const QString &nameOrFolder, QString *error)
{
    return Map::open(nameOrFolder, error, translationLanguage());
}

} // namespace arbiter::ui
