// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter-screenshot-tour: a developer's tool, not part of the shipped program. Plays scripted games in the
// real window and saves a screenshot of every step (docs/screenshots).
#include "language.h"
#include "main_window.h"
#include "screenshot_tour.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QElapsedTimer startup;
    startup.start();
    QApplication app(argc, argv);
    // A name of its own, so the tour never touches a user's settings, recent files or recovery copies.
    QApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QApplication::setApplicationName(QStringLiteral("arbiter-screenshot-tour"));
    // Help → About shows the version of the program the pictures are of.
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    // In the language of the environment, as the program starts (LANG=fr_FR.UTF-8 for the French pictures).
    arbiter::ui::installTranslations(QLocale());

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Plays scripted games in the Arbiter window and saves a "
                                                    "screenshot of every step."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("directory"), QStringLiteral("Where the PNG files go."));
    const QCommandLineOption clubGame(QStringLiteral("club-game"),
                                      QStringLiteral("The game script replayed for the history screenshots "
                                                     "(tests/games/club_game.txt)."),
                                      QStringLiteral("file"));
    const QCommandLineOption datc(
        QStringLiteral("datc"),
        QStringLiteral("The DATC file holding case 6.E.15 (tests/datc/6e_head_to_head.txt)."),
        QStringLiteral("file"));
    const QCommandLineOption artwork(QStringLiteral("artwork"),
                                     QStringLiteral("Read standard.svg and layout.csv from <dir>."),
                                     QStringLiteral("dir"));
    const QCommandLineOption looks(
        QStringLiteral("looks"),
        QStringLiteral("Only the pictures of the palettes and the dark panels, their "
                       "names starting with <prefix>."),
        QStringLiteral("prefix"));
    const QCommandLineOption slip(QStringLiteral("slip"), QStringLiteral("Only the picture of slip mode."));
    parser.addOption(slip);
    parser.addOption(looks);
    parser.addOption(clubGame);
    parser.addOption(datc);
    parser.addOption(artwork);
    parser.process(app);
    QString error;
    if (parser.isSet(looks) && parser.positionalArguments().size() == 1 && parser.isSet(clubGame)) {
        const std::shared_ptr<const arbiter::Map> standard = arbiter::ui::MainWindow::loadStandardMap(&error);
        if (!standard) {
            QTextStream(stderr) << "The standard map cannot be read: " << error << '\n';
            return 1;
        }
        arbiter::ui::MainWindow window(standard, parser.value(artwork));
        window.show();
        return arbiter::ui::runLooksTour(&window, parser.positionalArguments().constFirst(),
                                         parser.value(clubGame), parser.value(looks));
    }
    if (parser.isSet(slip) && parser.positionalArguments().size() == 1) {
        const std::shared_ptr<const arbiter::Map> standard = arbiter::ui::MainWindow::loadStandardMap(&error);
        if (!standard) {
            QTextStream(stderr) << "The standard map cannot be read: " << error << '\n';
            return 1;
        }
        arbiter::ui::MainWindow window(standard, parser.value(artwork));
        return arbiter::ui::runSlipTour(&window, parser.positionalArguments().constFirst());
    }
    if (parser.positionalArguments().size() != 1 || !parser.isSet(clubGame) || !parser.isSet(datc)) {
        QTextStream(stderr) << "usage: arbiter-screenshot-tour --club-game FILE --datc FILE DIRECTORY\n";
        return 2;
    }

    const std::shared_ptr<const arbiter::Map> map = arbiter::ui::MainWindow::loadStandardMap(&error);
    if (!map) {
        QTextStream(stderr) << "The standard map cannot be read: " << error << '\n';
        return 1;
    }
    arbiter::ui::MainWindow window(map, parser.value(artwork));
    window.show();
    QApplication::processEvents();
    QTextStream(stdout) << "interactive map after " << startup.elapsed() << " ms\n";
    return arbiter::ui::runScreenshotTour(&window, parser.positionalArguments().constFirst(),
                                          parser.value(clubGame), parser.value(datc));
}
