// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "model/draw_vote.h"
#include "map/map.h"
#include "rules/rule_settings.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QDialog;
class QDockWidget;
class QLabel;
class QMenu;
class QUndoStack;

namespace arbiter::document {
class Autosave;
class GameDocument;
} // namespace arbiter::document

namespace arbiter::ui {

class CentreChart;
class CommandLine;
class DrawVotesPanel;
class GameReportDialog;
class HistoryPanel;
class MapArtwork;
class MapScene;
class MapView;
class OrderInput;
class OrdersPanel;
class PhaseBar;
class RecentFiles;
class ReplayController;
class SetupPanel;

// The game master's window: the phase bar, the map, the command line, the orders dock, the history dock
// (replay, branches, centre chart) and the draw votes dock around one open game (a GameDocument). Menus carry
// every action with a shortcut.
class MainWindow : public QMainWindow
{
    Q_OBJECT

  public:
    // `artworkDirectory` overrides where standard.svg and layout.csv are read (empty: the map's directory).
    explicit MainWindow(std::shared_ptr<const Map> map, const QString &artworkDirectory = {},
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // Loads the map shipped with Arbiter; nullptr and a message if it cannot be read.
    static std::shared_ptr<const Map> loadStandardMap(QString *error);

    document::GameDocument *document() const { return m_document; }
    MapView *mapView() const { return m_view; }
    MapScene *mapScene() const { return m_scene; }
    OrderInput *orderInput() const { return m_input; }
    OrdersPanel *ordersPanel() const { return m_orders; }
    CommandLine *commandLine() const { return m_commandLine; }
    PhaseBar *phaseBar() const { return m_phaseBar; }
    HistoryPanel *historyPanel() const { return m_history; }
    DrawVotesPanel *drawVotesPanel() const { return m_votes; }
    ReplayController *replay() const { return m_replay; }
    QDialog *centreChartDialog() const;
    GameReportDialog *gameReportDialog() const;
    document::Autosave *autosave() const { return m_autosave; }
    QAction *action(const QString &objectName) const;

    // Questions to the user go through this (tests answer them).
    using Asker = std::function<QMessageBox::StandardButton(const QString &title, const QString &text,
                                                            QMessageBox::StandardButtons buttons,
                                                            QMessageBox::StandardButton defaultButton)>;
    void setAsker(Asker asker) { m_asker = std::move(asker); }
    // Errors shown to the user go through this (tests record them).
    using Notifier = std::function<void(const QString &title, const QString &text)>;
    void setNotifier(Notifier notifier) { m_notifier = std::move(notifier); }

    void newGame(const RuleSettings &rules, DrawMode mode, const QString &name = {});
    bool openFile(const QString &fileName);
    bool saveFile(const QString &fileName);
    bool save();
    // Offers to restore the recovery file left by a session that did not end normally.
    bool offerRecovery();
    // Adjudicates, asking first when orders are missing (unless `confirm` is false).
    bool adjudicate(bool confirm = true);
    void openOrderSheet(const QString &text);
    QString resultsReport() const;
    void showMessage(const QString &text, bool error = false);
    // History: a what-if from the phase shown; the line through the phase shown becomes the one played.
    void playFromHere();
    void switchToShownLine();
    void showCentreChart();
    void showGameReport();
    void showDrawVotes();
    // Game → Set Up Position…: edit a position on the map (from the current one, or an empty board) and
    // start a new game from it. The open game stays as it is until Start Game Here.
    void startSetup(bool fromCurrentGame = true);
    void leaveSetup();
    bool settingUp() const;
    // Start Game Here: a new game (asking to save the open one) from the position set up, with the rules of
    // the open game.
    bool startGameFromSetup();
    SetupPanel *setupPanel() const { return m_setup; }
    // File → Open DATC Case…: a new game from a case of a DATC test file, its orders entered. With an empty
    // `caseName` the cases are offered in a dialog.
    bool openDatcCase(const QString &fileName, const QString &caseName = {});

  protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    void createActions();
    void createMenus();
    void createDocks();
    void setDocument(std::unique_ptr<document::GameDocument> document);
    void updateTitle();
    void updateActions();
    // The stack Edit → Undo and Redo act on: the set-up edits while setting up, else the game's.
    QUndoStack *undoStack() const;
    void setUndoViewStack();
    bool maybeSave();
    void readSettings();
    void writeSettings();
    void exportMap(const QString &format);
    void copyResults();
    void showRules();
    void showGameInfo();
    void pasteOrders();
    void importOrders();
    void selectNextUnordered();
    void setOverlayResults(bool results);
    void updateBanner();
    void applyView(); // the replay controller changed the phase shown
    void updateChart();
    bool shownOnCurrentLine() const;
    QMessageBox::StandardButton ask(const QString &title, const QString &text,
                                    QMessageBox::StandardButtons buttons,
                                    QMessageBox::StandardButton defaultButton);
    void notify(const QString &title, const QString &text);
    void hovered(QPointF scenePos);

    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MapArtwork> m_artwork;
    QString m_artworkDirectory;
    document::GameDocument *m_document = nullptr;
    document::Autosave *m_autosave = nullptr;
    MapScene *m_scene = nullptr;
    MapView *m_view = nullptr;
    OrderInput *m_input = nullptr;
    OrdersPanel *m_orders = nullptr;
    CommandLine *m_commandLine = nullptr;
    QLabel *m_commandPower = nullptr;
    PhaseBar *m_phaseBar = nullptr;
    HistoryPanel *m_history = nullptr;
    DrawVotesPanel *m_votes = nullptr;
    ReplayController *m_replay = nullptr;
    QDockWidget *m_ordersDock = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QDockWidget *m_votesDock = nullptr;
    QDockWidget *m_setupDock = nullptr;
    SetupPanel *m_setup = nullptr;
    QPointer<QDialog> m_chartDialog;
    QPointer<GameReportDialog> m_reportDialog;
    bool m_wasReplaying = false;
    RecentFiles *m_recent = nullptr;
    QLabel *m_zoomLabel = nullptr;
    QLabel *m_hoverLabel = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_powersMenu = nullptr;
    QActionGroup *m_modeGroup = nullptr;
    QList<QAction *> m_powerActions;
    Asker m_asker;
    Notifier m_notifier;
    QString m_lastDirectory;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportPngAction = nullptr;
    QAction *m_exportSvgAction = nullptr;
    QAction *m_exportPdfAction = nullptr;
    QAction *m_printAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_copyResultsAction = nullptr;
    QAction *m_cancelAction = nullptr;
    QAction *m_holdAction = nullptr;
    QAction *m_moveAction = nullptr;
    QAction *m_supportAction = nullptr;
    QAction *m_convoyAction = nullptr;
    QAction *m_disbandAction = nullptr;
    QAction *m_nextUnitAction = nullptr;
    QAction *m_commandAction = nullptr;
    QAction *m_adjudicateAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_gameInfoAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_showOrdersAction = nullptr;
    QAction *m_showResultsAction = nullptr;
    QAction *m_firstAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_playAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_lastAction = nullptr;
    QAction *m_afterAction = nullptr;
    QAction *m_playFromHereAction = nullptr;
    QAction *m_switchLineAction = nullptr;
    QAction *m_renameLineAction = nullptr;
    QAction *m_chartAction = nullptr;
    QAction *m_reportAction = nullptr;
    QAction *m_votesAction = nullptr;
    QAction *m_resumeAction = nullptr;
    QAction *m_setupAction = nullptr;
    QAction *m_openDatcAction = nullptr;
};

} // namespace arbiter::ui
