// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// arbiter: the desktop client. Parses the command line, installs the translators, shows the window.
#include "main_window.h"
#include "widgets/map_view.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QElapsedTimer>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QSettings>
#include <QTimer>
#include <QTranslator>
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

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer sinceMain;
    sinceMain.start();
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
    FirstPaintReporter firstPaint(sinceMain, !parser.positionalArguments().isEmpty());
    if (qEnvironmentVariableIntValue("ARBITER_STARTUP_TIMING") != 0)
        window.mapView()->viewport()->installEventFilter(&firstPaint);
    window.show();
    QTimer::singleShot(0, &window, [&window, &parser, &firstPaint] {
        window.offerRecovery();
        if (!parser.positionalArguments().isEmpty())
            window.openFile(parser.positionalArguments().constFirst());
        firstPaint.gameOpened();
    });
    return app.exec();
}
