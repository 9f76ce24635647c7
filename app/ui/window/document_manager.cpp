// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "window/document_manager.h"

#include "dialogs/datc_case_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "language.h"
#include "map/data_folders.h"
#include "map/map.h"
#include "recent_files.h"
#include "record/datc_game.h"
#include "record/formats/judge_transcript_writer.h"
#include "record/formats/mila_game_writer.h"
#include "record/formats/printed_orders.h"
#include "record/game_file.h"
#include "record/import/game_import.h"
#include "record/lesson_collection_file.h"
#include "record/results_report.h"
#include "text/datc_reader.h"
#include "text/phase_text.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <utility>

namespace arbiter::ui {

using document::GameDocument;

DocumentManager::DocumentManager(std::shared_ptr<const Map> map, QWidget *window, QMenu *recentMenu)
    : QObject(window), m_map(std::move(map)), m_window(window)
{
    setObjectName(QStringLiteral("documentManager"));
    m_autosave = new document::Autosave({}, this);
    m_recent = new RecentFiles(recentMenu, this);
    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString &fileName) {
        if (isLessonCollectionFile(fileName) || maybeSave()) // a lesson collection leaves the game open
            openFile(fileName);
    });
}

DocumentManager::~DocumentManager()
{
    m_autosave->watch(nullptr);
    delete m_document;
}

QMessageBox::StandardButton DocumentManager::ask(const QString &title, const QString &text,
                                                 QMessageBox::StandardButtons buttons,
                                                 QMessageBox::StandardButton defaultButton)
{
    if (m_asker)
        return m_asker(title, text, buttons, defaultButton);
    return QMessageBox::question(m_window, title, text, buttons, defaultButton);
}

void DocumentManager::notify(const QString &title, const QString &text)
{
    if (m_notifier) {
        m_notifier(title, text);
        return;
    }
    QMessageBox::warning(m_window, title, text);
}

void DocumentManager::setDocument(std::unique_ptr<GameDocument> document)
{
    GameDocument *previous = m_document;
    m_document = document.release();
    m_document->setParent(this);
    emit documentChanged(m_document, previous);
    // Views may still refer to the old game from queued events: it goes when they are done.
    if (previous)
        previous->deleteLater();
    m_autosave->watch(m_document);
}

void DocumentManager::newGame(const RuleSettings &rules, DrawMode mode, const QString &name,
                              const QString &startVariant)
{
    Game game(m_map, rules, mode, Position::initial(*m_map, startVariant));
    game.setStartVariant(startVariant);
    game.info().name = name;
    setDocument(GameDocument::fromGame(std::move(game)));
    emit message(tr("New game: %1.").arg(phaseName(m_document->phase())), false);
}

bool DocumentManager::openFile(const QString &fileName)
{
    if (isLessonCollectionFile(fileName)) {
        const QStringList problems = lessonCollectionProblems(*m_map, fileName);
        if (!problems.isEmpty()) {
            notify(tr("Cannot Open Lesson Collection"),
                   tr("%1 is no lesson collection Arbiter can read:\n\n%2")
                       .arg(QDir::toNativeSeparators(fileName), problems.mid(0, 10).join(u'\n')));
            emit message(tr("Could not open %1.").arg(QFileInfo(fileName).fileName()), true);
            return false;
        }
        m_recent->add(fileName);
        m_lastDirectory = QFileInfo(fileName).absolutePath();
        emit lessonCollectionOpened(fileName);
        emit message(tr("Opened the lessons of %1 (Help → Lessons).").arg(QFileInfo(fileName).fileName()),
                     false);
        return true;
    }
    QString error;
    QFile file(fileName);
    std::optional<QString> mapName;
    if (file.open(QIODevice::ReadOnly))
        mapName = gameMapName(file.readAll(), &error);
    error.clear(); // a file that is no game is reported by the reader below, with the place of the problem
    if (mapName && *mapName != m_map->name()) {
        std::shared_ptr<const Map> map = openMap(*mapName, &error);
        if (map) {
            emit otherMapWanted(std::move(map),
                                [fileName](DocumentManager *there) { there->openFile(fileName); });
            return true;
        }
        error = tr("The game is played on the map '%1', which cannot be read: %2").arg(*mapName, error);
    }
    std::unique_ptr<GameDocument> doc =
        error.isEmpty() ? GameDocument::open(fileName, m_map, &error) : nullptr;
    if (!doc) {
        notify(tr("Cannot Open Game"),
               tr("The game %1 cannot be opened:\n\n%2").arg(QDir::toNativeSeparators(fileName), error));
        emit message(tr("Could not open %1.").arg(QFileInfo(fileName).fileName()), true);
        return false;
    }
    setDocument(std::move(doc));
    m_recent->add(fileName);
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    emit message(tr("Opened %1: %2.").arg(QFileInfo(fileName).fileName(), phaseName(m_document->phase())),
                 false);
    return true;
}

bool DocumentManager::saveFile(const QString &fileName)
{
    QString error;
    if (!m_document->save(fileName, &error)) {
        notify(tr("Cannot Save Game"),
               tr("The game could not be saved to %1:\n\n%2").arg(QDir::toNativeSeparators(fileName), error));
        return false;
    }
    m_recent->add(fileName);
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    emit message(tr("Saved %1.").arg(QDir::toNativeSeparators(fileName)), false);
    return true;
}

bool DocumentManager::save()
{
    if (m_document->fileName().isEmpty()) {
        chooseFileToSaveAs();
        return !m_document->isModified();
    }
    return saveFile(m_document->fileName());
}

bool DocumentManager::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const auto answer =
        ask(tr("Unsaved Changes"),
            tr("The game \"%1\" has changes that are not saved. Save them?").arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

bool DocumentManager::offerRecovery()
{
    // Each recovery file a crash left is offered in turn, newest first, until one is restored: the window
    // holds one game, so every one after that is offered as a file to open later.
    const QStringList orphans = document::Autosave::orphanedRecoveries();
    for (qsizetype i = 0; i < orphans.size(); ++i) {
        const QString &path = orphans[i];
        QString error;
        const std::optional<document::Autosave::Recovery> recovery = document::Autosave::read(path, &error);
        if (!recovery) {
            notify(tr("Recovery File Damaged"),
                   tr("A recovery file was found but cannot be read (%1). It is discarded.").arg(error));
            document::Autosave::discardOrphan(path);
            continue;
        }
        const QString when =
            translationLocale().toString(recovery->saved.toLocalTime(), QLocale::ShortFormat);
        const auto answer =
            ask(tr("Restore Game"),
                tr("Arbiter did not close normally. Restore the game \"%1\" as it was at %2, with every "
                   "order entered? (Save keeps it as a file in %3 to open later; Discard throws it away.)")
                    .arg(recovery->name, when, QDir::toNativeSeparators(recoveredGamesFolder())),
                QMessageBox::Yes | QMessageBox::Save | QMessageBox::Discard, QMessageBox::Yes);
        // Only an explicit Discard loses the game: closing the question keeps it as a file.
        if (answer == QMessageBox::Discard) {
            document::Autosave::discardOrphan(path);
            continue;
        }
        if (answer != QMessageBox::Yes) {
            QStringList kept;
            if (keepAsFile(path, *recovery, &kept))
                emit message(tr("Kept as files to open: %1.").arg(kept.join(QStringLiteral(", "))), false);
            continue;
        }
        // A game of another map is restored in a window of that map.
        const std::optional<QString> mapName = gameMapName(recovery->game, &error);
        std::shared_ptr<const Map> otherMap =
            mapName && *mapName != m_map->name() ? openMap(*mapName, &error) : nullptr;
        if (mapName && *mapName != m_map->name() && !otherMap) {
            notify(tr("Cannot Restore Game"),
                   tr("The game is played on the map '%1', which cannot be read: %2").arg(*mapName, error));
            continue;
        }
        if (otherMap) {
            const QStringList kept = keepOrphansAsFiles(orphans.mid(i + 1));
            const QString startFile = std::exchange(m_startFile, QString());
            emit otherMapWanted(std::move(otherMap),
                                [path, recovery = *recovery, kept, startFile](DocumentManager *there) {
                                    if (there->restore(path, recovery))
                                        there->announceRestored(recovery.name, kept);
                                    if (!startFile.isEmpty())
                                        there->openAfterRestore(startFile);
                                });
            return true;
        }
        if (!restore(path, *recovery))
            continue;
        announceRestored(recovery->name, keepOrphansAsFiles(orphans.mid(i + 1)));
        return true;
    }
    return false;
}

bool DocumentManager::restore(const QString &path, const document::Autosave::Recovery &recovery)
{
    QString error;
    std::unique_ptr<GameDocument> doc =
        GameDocument::fromData(recovery.game, recovery.fileName, m_map, &error);
    if (!doc) {
        notify(tr("Cannot Restore Game"), tr("The recovery file cannot be read:\n\n%1").arg(error));
        return false;
    }
    doc->setClockReadings(recovery.clocks);
    setDocument(std::move(doc));
    // The game's own recovery file takes over; the old one goes only once the new one is written.
    if (m_autosave->write())
        document::Autosave::discardOrphan(path);
    return true;
}

void DocumentManager::announceRestored(const QString &name, const QStringList &kept)
{
    QString text = tr("Restored \"%1\": %2.").arg(name, phaseName(m_document->phase()));
    if (!kept.isEmpty())
        text += u' ' + tr("Kept as files to open: %1.").arg(kept.join(QStringLiteral(", ")));
    emit message(text, false);
}

void DocumentManager::start(const QString &fileName)
{
    m_startFile = fileName;
    const bool restored = offerRecovery(); // a game restored in another map's window takes the file along
    const QString file = std::exchange(m_startFile, QString());
    if (file.isEmpty())
        return;
    if (restored)
        openAfterRestore(file);
    else
        openFile(file);
}

void DocumentManager::openAfterRestore(const QString &fileName)
{
    // Whether the file opens here or in a window of its own map, this window's game makes way for it.
    if (!maybeSave()) {
        emit message(
            tr("%1 was not opened: the restored game stays open.").arg(QDir::toNativeSeparators(fileName)),
            true);
        return;
    }
    openFile(fileName);
}

QString DocumentManager::recoveredGamesFolder()
{
    // Beside the recovery files, in the user's data folder: the questions name it.
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovered games");
}

bool DocumentManager::keepAsFile(const QString &path, const document::Autosave::Recovery &recovery,
                                 QStringList *kept)
{
    const QString folder = recoveredGamesFolder();
    const QString stamp = recovery.saved.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH-mm-ss"));
    QString name = recovery.name;
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("_"));
    const QString file = folder + u'/' + name + u' ' + stamp + QStringLiteral(".arbiter.json");
    QSaveFile out(file);
    if (!QDir().mkpath(folder) || !out.open(QIODevice::WriteOnly) || out.write(recovery.game) < 0 ||
        !out.commit()) {
        notify(tr("Cannot Keep Recovered Game"), tr("%1: %2\n\nIt is offered again at the next start.")
                                                     .arg(QDir::toNativeSeparators(file), out.errorString()));
        return false;
    }
    *kept << QDir::toNativeSeparators(file);
    document::Autosave::discardOrphan(path);
    return true;
}

QStringList DocumentManager::keepOrphansAsFiles(const QStringList &orphans)
{
    QStringList kept;
    for (const QString &path : orphans) {
        const std::optional<document::Autosave::Recovery> recovery = document::Autosave::read(path);
        if (!recovery) {
            document::Autosave::discardOrphan(path);
            continue;
        }
        const QString when =
            translationLocale().toString(recovery->saved.toLocalTime(), QLocale::ShortFormat);
        const auto answer =
            ask(tr("Another Recovered Game"),
                tr("Another game was not closed normally: \"%1\" as it was at %2. Keep it as a "
                   "file in %3 to open later? (Ignore offers it again at the next start.)")
                    .arg(recovery->name, when, QDir::toNativeSeparators(recoveredGamesFolder())),
                QMessageBox::Save | QMessageBox::Discard | QMessageBox::Ignore, QMessageBox::Save);
        if (answer == QMessageBox::Ignore)
            continue;
        if (answer == QMessageBox::Save)
            keepAsFile(path, *recovery, &kept);
        else
            document::Autosave::discardOrphan(path);
    }
    return kept;
}

bool DocumentManager::openDatcCase(const QString &fileName, const QString &caseName)
{
    const DatcFile file = DatcReader(*m_map, RuleSettings()).readFile(fileName);
    if (file.cases.empty()) {
        notify(tr("Cannot Open DATC Case"),
               tr("%1 holds no test case that can be read.%2")
                   .arg(QDir::toNativeSeparators(fileName),
                        file.errors.isEmpty() ? QString()
                                              : QStringLiteral("\n\n") + file.errors.mid(0, 10).join(u'\n')));
        return false;
    }
    const DatcCase *chosen = nullptr;
    if (caseName.isEmpty()) {
        DatcCaseDialog dialog(file, m_window);
        if (dialog.exec() != QDialog::Accepted || dialog.chosenCase() < 0)
            return false;
        chosen = &file.cases[std::size_t(dialog.chosenCase())];
    } else {
        chosen = findDatcCase(file, caseName);
        if (!chosen) {
            emit message(tr("%1 has no case named %2.").arg(QFileInfo(fileName).fileName(), caseName), true);
            return false;
        }
    }
    DatcGame made = datcGame(m_map, *chosen, m_document->drawMode());
    if (!made.game) {
        notify(tr("Cannot Open DATC Case"), made.error);
        return false;
    }
    if (!maybeSave())
        return false;
    const DatcCase &c = *chosen;
    const QStringList unread = made.unreadOrders;
    const int removed = int(made.removed.size());
    setDocument(GameDocument::fromGame(std::move(*made.game)));
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    QString text = tr("DATC case %1: %2 with %n order(s) entered; adjudicate to see the results.", nullptr,
                      int(m_document->orders().size()))
                       .arg(c.name, phaseName(m_document->phase()));
    if (!unread.isEmpty())
        text += u' ' + tr("%n order line(s) left out: %1.", nullptr, int(unread.size()))
                           .arg(unread.join(QStringLiteral("; ")));
    if (removed > 0)
        text +=
            u' ' + tr("%n unit(s) that cannot be on the board were removed (DATC 4.E.6).", nullptr, removed);
    emit message(text, !unread.isEmpty() || removed > 0);
    return true;
}

void DocumentManager::closed()
{
    m_autosave->discard();
}

void DocumentManager::chooseNewGame()
{
    if (!maybeSave())
        return;
    NewGameDialog dialog(m_map, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::shared_ptr<const Map> map = dialog.map();
    const RuleSettings rules = dialog.rules();
    const DrawMode mode = dialog.drawMode();
    const QString name = dialog.gameName();
    const QString start = dialog.startVariant();
    if (map == m_map) {
        newGame(rules, mode, name, start);
        return;
    }
    emit otherMapWanted(map, [=](DocumentManager *there) { there->newGame(rules, mode, name, start); });
}

void DocumentManager::chooseFileToOpen()
{
    const QString file = QFileDialog::getOpenFileName(
        m_window, tr("Open Game"), m_lastDirectory,
        tr("Arbiter games and lessons (*.json *%1);;Lesson collections (*%1 *.txt);;All files (*)")
            .arg(QLatin1StringView(lessonCollectionSuffix)));
    // A lesson collection is shown in the Lessons window: the open game stays, with nothing to save.
    if (!file.isEmpty() && (isLessonCollectionFile(file) || maybeSave()))
        openFile(file);
}

void DocumentManager::chooseFileToSaveAs()
{
    QString suggestion = m_document->fileName();
    if (suggestion.isEmpty())
        suggestion =
            QDir(m_lastDirectory).filePath(m_document->displayName() + QStringLiteral(".arbiter.json"));
    const QString file =
        QFileDialog::getSaveFileName(m_window, tr("Save Game"), suggestion, tr("Arbiter games (*.json)"));
    if (!file.isEmpty())
        // The desktop knows Arbiter's games by their full suffix.
        saveFile(file.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                     ? file
                     : file + QStringLiteral(".arbiter.json"));
}

void DocumentManager::chooseDatcFile()
{
    // The case library installed with Arbiter; a file dialog cannot show the copy built into the program.
    const QString library = datcLibraryFolder();
    const QString file = QFileDialog::getOpenFileName(m_window, tr("Open DATC Test File"),
                                                      library.startsWith(u':') ? m_lastDirectory : library,
                                                      tr("DATC test files (*.txt);;All files (*)"));
    if (!file.isEmpty())
        openDatcCase(file);
}

bool DocumentManager::importFile(const QString &fileName)
{
    // A game of another map is imported in a window of that map.
    QFile file(fileName);
    const std::optional<QString> mapName =
        file.open(QIODevice::ReadOnly) ? recordedMapName(file.readAll()) : std::nullopt;
    if (mapName && *mapName != m_map->name()) {
        QString error;
        if (std::shared_ptr<const Map> map = openMap(*mapName, &error)) {
            emit otherMapWanted(std::move(map),
                                [fileName](DocumentManager *there) { there->importFile(fileName); });
            return true;
        }
        notify(tr("Cannot Import Game"),
               tr("The game is played on the map '%1', which cannot be read: %2").arg(*mapName, error));
        return false;
    }
    ImportedGame result = importGameFile(fileName, m_map);
    if (!result.game) {
        QStringList why;
        for (const ImportProblem &p : result.report.problems)
            why << (p.place.isEmpty() ? p.problem : tr("%1: %2").arg(p.place, p.problem));
        notify(tr("Cannot Import Game"),
               tr("%1 holds no game Arbiter can read.\n\n%2")
                   .arg(QDir::toNativeSeparators(fileName), why.mid(0, 10).join(u'\n')));
        emit message(tr("Could not import %1.").arg(QFileInfo(fileName).fileName()), true);
        return false;
    }
    if (!maybeSave())
        return false;
    const ImportReport &report = result.report;
    GameInfo info = result.game->info();
    if (info.name.isEmpty())
        info.name = QFileInfo(fileName).completeBaseName();
    // The notes say where the game came from and what the check found; the report itself is kept with the
    // game (its file too), for the marks in the history and History → Import Report.
    info.notes =
        tr("Imported from %1 (%2). Arbiter's second opinion under the rules %3: %n phase(s) differ "
           "from the recorded adjudication.",
           nullptr, int(report.differences.size()))
            .arg(QFileInfo(fileName).fileName(), recordFormatName(report.format), rulesText(report.rules));
    result.game->info() = info;
    auto document = GameDocument::fromGame(std::move(*result.game));
    setDocument(std::move(document));
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    QString text = tr("Imported %1: %n phase(s) judged again", nullptr, report.phasesChecked)
                       .arg(QFileInfo(fileName).fileName());
    text += u' ' + (report.differences.empty() ? tr("— all agree with the record.")
                                               : tr("— %n differ from the record (History → Import Report).",
                                                    nullptr, int(report.differences.size())));
    if (!report.problems.empty())
        text += u' ' + tr("%n part(s) could not be read.", nullptr, int(report.problems.size()));
    emit message(text, report.differs() || !report.problems.empty());
    emit imported();
    return true;
}

bool DocumentManager::exportFile(const QString &fileName, bool mila)
{
    const Game &game = m_document->game();
    const QByteArray data = mila ? milaGameJson(game) : judgeTranscript(game).toUtf8();
    QSaveFile out(fileName);
    if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size() || !out.commit()) {
        notify(tr("Cannot Export Game"), tr("The game could not be written to %1:\n\n%2")
                                             .arg(QDir::toNativeSeparators(fileName), out.errorString()));
        return false;
    }
    m_lastDirectory = QFileInfo(fileName).absolutePath();
    emit message(tr("Exported %1.").arg(QDir::toNativeSeparators(fileName)), false);
    return true;
}

void DocumentManager::chooseFileToImport()
{
    if (!maybeSave())
        return;
    const QString file =
        QFileDialog::getOpenFileName(m_window, tr("Import Game"), m_lastDirectory,
                                     tr("Games of other judges (*.json *.txt);;MILA game JSON "
                                        "(*.json);;Judge transcripts (*.txt);;All files "
                                        "(*)"));
    if (!file.isEmpty())
        importFile(file);
}

void DocumentManager::chooseExportFile(bool mila)
{
    // Both formats record results: a game with none would be exported as an empty record.
    if (!hasAdjudicatedPhase(m_document->game())) {
        notify(tr("Nothing to Export"),
               tr("No phase of this game is adjudicated yet, so there are no results to export."));
        return;
    }
    const QString suffix = mila ? QStringLiteral(".mila.json") : QStringLiteral(".judge.txt");
    const QString suggestion = QDir(m_lastDirectory.isEmpty() ? QDir::homePath() : m_lastDirectory)
                                   .filePath(m_document->displayName() + suffix);
    const QString file = QFileDialog::getSaveFileName(
        m_window, mila ? tr("Export Game as MILA JSON") : tr("Export Game as Judge Transcript"), suggestion,
        mila ? tr("MILA game JSON (*.json)") : tr("Text files (*.txt)"));
    if (!file.isEmpty())
        exportFile(file, mila);
}

} // namespace arbiter::ui
