// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter: the desktop client. Parses the command line, installs the translators, shows the window.
#include "dialogs/about_dialog.h"
#include "language.h"
#include "main_window.h"
#include "map/map.h"
#include "record/game_file.h"
#include "widgets/map_view.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QTextStream>
#include <QTimer>
#include <QWidget>

#include <cstdio>

namespace {

// ARBITER_STARTUP_TIMING=1 prints, at the first paint of the map after the game given on the command line
// (if any) is open, the milliseconds since main() began and the wall clock in ms since the epoch (for the
// time from the process start, compare it with the launcher's clock): docs/performance.md.
class FirstPaintReporter : public QObject
{
  public:
    FirstPaintReporter(const QElapsedTimer &sinceMain, bool waitForGame)
        : m_sinceMain(sinceMain), m_waitForGame(waitForGame)
    {
    }
    void gameOpened() { m_waitForGame = false; }

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_waitForGame) {
            std::fprintf(stderr,
                         "arbiter: first paint of the map %lld ms after main(), at %lld ms since the epoch\n",
                         m_sinceMain.elapsed(), QDateTime::currentMSecsSinceEpoch());
            watched->removeEventFilter(this);
        }
        return false;
    }

  private:
    const QElapsedTimer &m_sinceMain;
    bool m_waitForGame;
};

// The program's names, and the translations of the user's language (installed into the running application).
void setUpApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Arbiter"));
    QCoreApplication::setApplicationName(QStringLiteral("arbiter"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    arbiter::ui::installTranslations(arbiter::ui::chosenLocale());
}

struct CommandLineOptions
{
    QCommandLineOption map;
    QCommandLineOption artwork;
    QCommandLineOption screenshot;
};

CommandLineOptions describeCommandLine(QCommandLineParser &parser)
{
    parser.setApplicationDescription(
        QCoreApplication::translate("main", "Diplomacy map client and adjudicator."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("game"),
                                 QCoreApplication::translate("main", "A game file to open."),
                                 QStringLiteral("[GAME.json]"));
    CommandLineOptions options{
        QCommandLineOption(QStringLiteral("map"),
                           QCoreApplication::translate(
                               "main",
                               "The map: a map's name (e.g. standard) or the folder <map> of its tables. "
                               "Otherwise the map of the game opened, or the standard map."),
                           QStringLiteral("map")),
        QCommandLineOption(
            QStringLiteral("artwork"),
            QCoreApplication::translate("main", "Read standard.svg and layout.csv from <dir>."),
            QStringLiteral("dir")),
        QCommandLineOption(QStringLiteral("screenshot"),
                           QCoreApplication::translate(
                               "main",
                               "Save a picture of the window to <file> (PNG) once the game is open, and "
                               "quit. Messages go to the terminal instead of dialogs."),
                           QStringLiteral("file"))};
    parser.addOption(options.map);
    parser.addOption(options.artwork);
    parser.addOption(options.screenshot);
    return options;
}

// --help and --version print their text and quit; they need no display (over ssh, in a script).
bool asksOnlyForText(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray word(argv[i]);
        if (word == "-h" || word == "--help" || word == "-?" || word == "--help-all" || word == "-v" ||
            word == "--version")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksOnlyForText(argc, argv)) {
        QCoreApplication app(argc, argv);
        setUpApplication();
        QCommandLineParser parser;
        describeCommandLine(parser);
        parser.process(app); // prints and exits
        return 0;
    }
    QElapsedTimer sinceMain;
    sinceMain.start();
    QApplication app(argc, argv);
    setUpApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Arbiter"));
    QApplication::setWindowIcon(arbiter::ui::applicationIcon());
    // The desktop entry's name, so that window managers find the icon and group the windows.
    QGuiApplication::setDesktopFileName(QStringLiteral(ARBITER_APP_ID));

    QCommandLineParser parser;
    const CommandLineOptions options = describeCommandLine(parser);
    const QCommandLineOption &mapOption = options.map;
    const QCommandLineOption &artwork = options.artwork;
    const QCommandLineOption &screenshot = options.screenshot;
    parser.process(app);

    QTextStream err(stderr);
    const bool screenshotOnly = parser.isSet(screenshot);
    const auto fail = [&](const QString &text) {
        if (screenshotOnly)
            err << text << '\n';
        else
            QMessageBox::critical(nullptr, QApplication::translate("main", "Arbiter"), text);
        return 1;
    };
    QString error;
    std::shared_ptr<const arbiter::Map> map;
    const QString artworkFolder = parser.value(artwork);
    const QStringList games = parser.positionalArguments();
    if (parser.isSet(mapOption)) {
        map = arbiter::ui::openMap(parser.value(mapOption), &error);
    } else {
        // A game opened at the start brings its map (a file that is no game is reported when it is opened).
        QString mapName = QStringLiteral("standard");
        QFile game(games.isEmpty() ? QString() : games.first());
        if (!games.isEmpty() && game.open(QIODevice::ReadOnly)) {
            QString notAGame;
            mapName = arbiter::gameMapName(game.readAll(), &notAGame).value_or(mapName);
        }
        map = arbiter::ui::openMap(mapName, &error);
        if (!map && mapName != u"standard")
            map = arbiter::ui::MainWindow::loadStandardMap(&error);
    }
    if (!map)
        return fail(QApplication::translate("main", "The map cannot be read:\n\n%1").arg(error));

    arbiter::ui::MainWindow window(map, artworkFolder);
    if (screenshotOnly) {
        // A check or a picture for the documentation: nobody is there to answer a dialog, and the user's
        // recovery files are not this run's business.
        window.setNotifier([&err](const QString &title, const QString &text) {
            err << title << ": " << text << '\n';
            err.flush();
        });
        window.setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                           QMessageBox::StandardButton) { return QMessageBox::No; });
        window.show();
        const bool opened =
            games.isEmpty() || window.openFile(QDir::current().absoluteFilePath(games.first()));
        QTimer::singleShot(200, &window, [&] {
            const QString file = parser.value(screenshot);
            if (!window.grab().save(file, "PNG")) {
                err << QApplication::translate("main", "Cannot write %1.").arg(file) << '\n';
                app.exit(1);
                return;
            }
            app.exit(opened ? 0 : 1);
        });
        return app.exec();
    }
    FirstPaintReporter firstPaint(sinceMain, !games.isEmpty());
    if (qEnvironmentVariableIntValue("ARBITER_STARTUP_TIMING") != 0)
        window.mapView()->viewport()->installEventFilter(&firstPaint);
    window.show();
    QTimer::singleShot(0, &window, [&window, &games, &firstPaint] {
        // A game that cannot be opened is reported in a message box; the new game stays open.
        window.start(games.isEmpty() ? QString() : QDir::current().absoluteFilePath(games.first()));
        firstPaint.gameOpened();
    });
    return app.exec();
}
