// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "document/autosave.h"
#include "map/map.h"
#include "model/draw_vote.h"
#include "rules/rule_settings.h"

#include <QMessageBox>
#include <QObject>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace arbiter::document {
class GameDocument;
} // namespace arbiter::document

namespace arbiter::ui {

class RecentFiles;

// The open game's life: new, open, save, save as, recover after a crash, asking to save before the game is
// replaced or the window closes; the recent files and the autosave follow the game open. Questions and
// errors for the user go through here, so that tests can answer them.
class DocumentManager : public QObject
{
    Q_OBJECT

  public:
    using Asker = std::function<QMessageBox::StandardButton(const QString &title, const QString &text,
                                                            QMessageBox::StandardButtons buttons,
                                                            QMessageBox::StandardButton defaultButton)>;
    using Notifier = std::function<void(const QString &title, const QString &text)>;

    // `window` is the dialogs' parent; `recentMenu` is filled with the recent files.
    DocumentManager(std::shared_ptr<const Map> map, QWidget *window, QMenu *recentMenu);
    ~DocumentManager() override;

    document::GameDocument *document() const { return m_document; }
    document::Autosave *autosave() const { return m_autosave; }
    // Where the file dialogs start: the folder of the last game opened or saved.
    QString lastDirectory() const { return m_lastDirectory; }
    void setLastDirectory(const QString &directory) { m_lastDirectory = directory; }

    void setAsker(Asker asker) { m_asker = std::move(asker); }
    void setNotifier(Notifier notifier) { m_notifier = std::move(notifier); }
    const Asker &asker() const { return m_asker; }
    const Notifier &notifier() const { return m_notifier; }
    QMessageBox::StandardButton ask(const QString &title, const QString &text,
                                    QMessageBox::StandardButtons buttons,
                                    QMessageBox::StandardButton defaultButton);
    void notify(const QString &title, const QString &text);

    // Replaces the open game (the caller has asked to save it).
    void setDocument(std::unique_ptr<document::GameDocument> document);
    // A new game on the window's map, from its own start or from its start variant `startVariant`.
    void newGame(const RuleSettings &rules, DrawMode mode, const QString &name = {},
                 const QString &startVariant = {});
    // Opens a game file. A game on another map than the window's is handed on (otherMapWanted) with its
    // map loaded; true then too.
    bool openFile(const QString &fileName);
    bool saveFile(const QString &fileName);
    bool save();
    // Offers to save the open game's changes; false if the user cancels.
    bool maybeSave();
    bool offerRecovery();
    // What the program does at its start: offers the recovery files, then opens the game given on the
    // command line (if any). A restored game is unsaved work, so it is replaced only once the user has
    // saved or discarded it; a game on another map opens in its own window beside it.
    void start(const QString &fileName);
    // A new game from a case of a DATC test file, its orders entered; with an empty `caseName` the cases
    // are offered in a dialog.
    bool openDatcCase(const QString &fileName, const QString &caseName = {});
    // Imports a game played elsewhere (record/import/game_import.h): it replaces the open game, with the
    // import report; false (and the reason told) when the file holds no game.
    bool importFile(const QString &fileName);
    // Writes the open game's line of play as MILA's game JSON (`mila`) or a Judge transcript.
    bool exportFile(const QString &fileName, bool mila);
    // The window closes normally: no recovery is needed.
    void closed();

    // The File menu's commands, with their dialogs.
    void chooseNewGame();
    void chooseFileToOpen();
    void chooseFileToSaveAs();
    void chooseDatcFile();
    void chooseFileToImport();
    void chooseExportFile(bool mila);

  signals:
    // The open game is replaced; `previous` (null at the start) is deleted later.
    void documentChanged(document::GameDocument *document, document::GameDocument *previous);
    void message(const QString &text, bool error);
    // A game was imported and is now the open document.
    void imported();
    // The user chose a new game on another map, or opened a game of another map, than this window's: a
    // window for that map is to do `then` (newGame or openFile there). The open game was offered to save.
    void otherMapWanted(std::shared_ptr<const Map> map, std::function<void(DocumentManager *)> then);
    // A lesson collection was opened (File → Open, the command line, a recent file): the Lessons window is
    // to show its lessons. The open game stays.
    void lessonCollectionOpened(const QString &path);

  private:
    // Offers each recovery file after the one restored as a game file to keep; returns the files written.
    QStringList keepOrphansAsFiles(const QStringList &orphans);
    // Writes a recovered game to recoveredGamesFolder() and drops its recovery file; adds the file to `kept`.
    bool keepAsFile(const QString &path, const document::Autosave::Recovery &recovery, QStringList *kept);
    static QString recoveredGamesFolder();
    // Puts a recovered game in this window, its recovery file at `path` replaced by the window's own.
    bool restore(const QString &path, const document::Autosave::Recovery &recovery);
    // `kept`: the other recovered games, kept as files.
    void announceRestored(const QString &name, const QStringList &kept);
    // Opens the game given on the command line after a game was restored (start).
    void openAfterRestore(const QString &fileName);
    std::shared_ptr<const Map> m_map;
    QWidget *m_window;
    document::GameDocument *m_document = nullptr;
    document::Autosave *m_autosave = nullptr;
    RecentFiles *m_recent = nullptr;
    QString m_lastDirectory;
    QString m_startFile; // the command line's game while start() offers the recovery files
    Asker m_asker;
    Notifier m_notifier;
};

} // namespace arbiter::ui
