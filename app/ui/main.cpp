// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter: the desktop client. Parses the command line, installs the translators, shows the window.
#include "main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("arbiter"));
    QApplication::setApplicationDisplayName(QStringLiteral("Arbiter"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    const QString language = QSettings().value(QStringLiteral("language")).toString();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);
    // The English "translation" carries only the plural forms; it is the fallback for every other language.
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("arbiter"), QStringLiteral("_"), QStringLiteral(":/i18n")) ||
        translator.load(QStringLiteral(":/i18n/arbiter_en.qm")))
        QApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Diplomacy map client and adjudicator."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("game"),
                                 QApplication::translate("main", "A game file to open."));
    const QCommandLineOption artwork(
        QStringLiteral("artwork"),
        QApplication::translate("main", "Read standard.svg and layout.csv from <dir>."),
        QStringLiteral("dir"));
    parser.addOption(artwork);
    parser.process(app);

    QString error;
    const std::shared_ptr<const arbiter::Map> map = arbiter::ui::MainWindow::loadStandardMap(&error);
    if (!map) {
        QMessageBox::critical(
            nullptr, QApplication::translate("main", "Arbiter"),
            QApplication::translate("main", "The standard map cannot be read:\n\n%1").arg(error));
        return 1;
    }
    arbiter::ui::MainWindow window(map, parser.value(artwork));
    window.show();
    QTimer::singleShot(0, &window, [&window, &parser] {
        window.offerRecovery();
        if (!parser.positionalArguments().isEmpty())
            window.openFile(parser.positionalArguments().constFirst());
    });
    return app.exec();
}
