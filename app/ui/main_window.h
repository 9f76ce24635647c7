// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "map/map.h"
#include "model/draw_vote.h"
#include "record/lesson_choices.h"
#include "record/lesson_library.h"
#include "record/lesson_writer.h"
#include "rules/rule_settings.h"
#include "window/docks.h"
#include "window/document_manager.h"
#include "window/play_mode.h"
#include "window/quiz_mode.h"
#include "window/replay_mode.h"
#include "window/setup_mode.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>

#include <memory>

class QAction;
class QDialog;
class QDockWidget;
class QLabel;
class QUndoGroup;

namespace arbiter::document {
class Autosave;
class GameDocument;
} // namespace arbiter::document

namespace arbiter::ui {

class ActionManager;
class AnalysisPanel;
class BoardViewModel;
class CommandLine;
class EchoList;
class DrawVotesPanel;
class ExplanationPanel;
class GameReportDialog;
class ImportReportDialog;
class LineComparisonDialog;
class SaveLessonDialog;
class HistoryPanel;
class LessonPanel;
class LessonsDialog;
class GlossaryDialog;
class MapArtwork;
class MapScene;
class MapView;
class OrderInput;
class OrdersPanel;
class PhaseBar;
class PhaseClockController;
class TableDisplay;
class OrderPads;
class PlayersDevicesDialog;
class QuizPanel;
class ReplayController;
class SetupPanel;
class ToolManager;

// The game master's window: the phase bar, the map, the command line, the orders dock, the history dock
// (replay, branches, centre chart) and the draw votes dock around one open game (a GameDocument). It only
// puts the parts together; the jobs are done by the parts in window/: the commands and menus
// (ActionManager), the game's life (DocumentManager), the docks (Docks), and one controller per mode:
// playing (PlayMode), the history (ReplayMode), setting up (SetupMode). What the map shows is the board's
// (BoardViewModel), and the map's input goes to its tools (ToolManager).
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
    const Map &map() const { return *m_map; }

    document::GameDocument *document() const { return m_documents->document(); }
    MapView *mapView() const { return m_view; }
    BoardViewModel *board() const { return m_board; }
    MapScene *mapScene() const { return m_scene; }
    OrderInput *orderInput() const { return m_input; }
    OrdersPanel *ordersPanel() const { return m_docks->orders; }
    CommandLine *commandLine() const { return m_commandLine; }
    EchoList *echoList() const { return m_echoList; }
    PhaseBar *phaseBar() const { return m_phaseBar; }
    PhaseClockController *phaseClock() const { return m_clock; }
    TableDisplay *tableDisplay() const { return m_tableDisplay; }
    // The players' devices window, once opened (Game → Players' Devices…).
    PlayersDevicesDialog *playersDevices() const { return m_playersDevices; }
    OrderPads *phonePads() const { return m_orderPads; }
    HistoryPanel *historyPanel() const { return m_docks->history; }
    DrawVotesPanel *drawVotesPanel() const { return m_docks->votes; }
    ExplanationPanel *explanationPanel() const { return m_docks->explanation; }
    SetupPanel *setupPanel() const { return m_docks->setup; }
    AnalysisPanel *analysisPanel() const { return m_docks->analysis; }
    QDockWidget *analysisDock() const { return m_docks->analysisDock; }
    ToolManager *toolManager() const { return m_tools; }
    QuizMode *quizMode() const { return m_quizMode; }
    QuizPanel *quizPanel() const { return m_docks->quiz; }
    QDockWidget *quizDock() const { return m_docks->quizDock; }
    ReplayController *replay() const { return m_replay; }
    QDialog *centreChartDialog() const { return m_replayMode->centreChartDialog(); }
    GameReportDialog *gameReportDialog() const { return m_replayMode->gameReportDialog(); }
    ImportReportDialog *importReportDialog() const { return m_replayMode->importReportDialog(); }
    LineComparisonDialog *lineComparisonDialog() const { return m_replayMode->lineComparisonDialog(); }
    document::Autosave *autosave() const { return m_documents->autosave(); }
    QAction *action(const QString &objectName) const;

    // Questions to the user go through this (tests answer them).
    using Asker = DocumentManager::Asker;
    void setAsker(Asker asker) { m_documents->setAsker(std::move(asker)); }
    // Errors shown to the user go through this (tests record them).
    using Notifier = DocumentManager::Notifier;
    void setNotifier(Notifier notifier) { m_documents->setNotifier(std::move(notifier)); }

    void newGame(const RuleSettings &rules, DrawMode mode, const QString &name = {})
    {
        m_documents->newGame(rules, mode, name);
    }
    bool openFile(const QString &fileName) { return m_documents->openFile(fileName); }
    bool saveFile(const QString &fileName) { return m_documents->saveFile(fileName); }
    bool save() { return m_documents->save(); }
    // Offers to restore the recovery files left by sessions that did not end normally (each in turn, until
    // one is restored).
    bool offerRecovery() { return m_documents->offerRecovery(); }
    // Recovery first, then the game given on the command line (DocumentManager::start).
    void start(const QString &fileName) { m_documents->start(fileName); }
    // Adjudicates, asking first when orders are missing (unless `confirm` is false).
    bool adjudicate(bool confirm = true) { return m_playMode->adjudicate(confirm); }
    void openOrderSheet(const QString &text) { m_playMode->openOrderSheet(text); }
    QString resultsReport() const { return m_playMode->resultsReport(); }
    void showMessage(const QString &text, bool error = false);
    // History: a what-if from the phase shown; the line through the phase shown becomes the one played.
    void playFromHere() { m_replayMode->playFromHere(); }
    void switchToShownLine() { m_replayMode->switchToShownLine(); }
    void showCentreChart() { m_replayMode->showCentreChart(); }
    void showGameReport() { m_replayMode->showGameReport(); }
    void showDrawVotes() { m_docks->showDrawVotes(); }
    // Game → Set Up Position…: edit a position on the map (from the current one, or an empty board) and
    // start a new game from it. The open game stays as it is until Start Game Here.
    void startSetup(bool fromCurrentGame = true) { m_setupMode->start(fromCurrentGame); }
    bool settingUp() const { return m_setupMode->isActive(); }
    // Start Game Here: a new game (asking to save the open one) from the position set up, with the rules of
    // the open game.
    bool startGameFromSetup() { return m_setupMode->startGame(); }
    // File → Open DATC Case…: a new game from a case of a DATC test file, its orders entered. With an empty
    // `caseName` the cases are offered in a dialog.
    bool openDatcCase(const QString &fileName, const QString &caseName = {})
    {
        return m_documents->openDatcCase(fileName, caseName);
    }

    // Help → Lessons: the library of lessons (read when first shown); Open makes a lesson window.
    LessonsDialog *showLessons();
    // Help → Glossary, or a word of the rules clicked in the Explanation dock: the glossary at `term`
    // (GlossaryTerm::id; empty: where it was). Its lesson links open the lesson in Help → Lessons.
    GlossaryDialog *showGlossary(const QString &term = {});
    // File → Save as Lesson: asks for a title, description and section, then keeps the phase shown (while
    // setting up, the position set up).
    SaveLessonDialog *showSaveLesson();
    SaveLessonDialog *saveLessonDialog() const;
    // A window of its own for the lesson (the game of this window is not touched), judged under the case's
    // own rules; it closes with this window.
    MainWindow *openLesson(const Lesson &lesson);
    // In a lesson's window: the rule choices the lesson offers, and the one the board is judged under. A
    // choice makes the game again from the case under those rules, adjudicated if the board showed results.
    bool isLesson() const { return m_lesson.has_value(); }
    LessonPanel *lessonPanel() const { return m_lessonPanel; }
    const std::vector<LessonChoice> &lessonChoices() const { return m_lessonChoices; }
    void chooseLessonRules(int index);
    // The Lesson dock's Quiz: the lesson as it starts (not adjudicated) under the rule choice shown, and a
    // quiz on it.
    bool quizLesson();

  signals:
    // A game on another map was chosen (New Game) or opened: `window`, a window of that map (deleted when it
    // closes), has it, and this window closes.
    void otherMapWindowOpened(MainWindow *window);

  protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    // Asks whether to save the game of every lesson opened from this window, and then its own; false when
    // one answer is Cancel.
    bool askToSaveGames();
    QWidget *createCentralWidget();
    void connectActions();
    void connectViews();
    // Accessible names and descriptions of the map, the order line, the orders and the history; their tab
    // order.
    void describeForAssistiveTechnology();
    // The open game was replaced: a new board, its scene and its tools, every view on the new game.
    void documentChanged(document::GameDocument *document, document::GameDocument *previous);
    void updateTitle();
    void updateActions();
    void readSettings();
    void writeSettings();
    void exportMap(const QString &format);
    void printMap();
    void printOrderPads();
    void printResultsSheet();
    void keepLesson(LessonDraft draft);
    // The board shows another phase, position, orders or results: the Results action, the explanation and
    // the banner follow.
    void boardChanged();
    void updateBanner();
    void applyView(); // the replay controller changed the phase shown
    // Shows the explanation of the order selected in the orders dock (of the results shown).
    void explainSelectedOrder();
    // A window for another map does `then` there and takes this one's place.
    void openOtherMapWindow(std::shared_ptr<const Map> map,
                            const std::function<void(DocumentManager *)> &then);

    void startLesson(const Lesson &lesson);
    // The lesson of this window's quiz scores: its collection and its name as the lesson's file has them.
    void setQuizSubject(const Lesson &lesson);
    // One's own lesson edited in Help → Lessons (beforeFile and beforeName: where and how it was named):
    // if this window shows it, its title, description and quiz scores follow.
    void followLessonEdit(const QString &beforeFile, const QString &beforeName, const Lesson &after);
    // The lesson's game made again under rule choice `index`, adjudicated `adjudications` times.
    void makeLessonGame(int index, int adjudications);
    // A lesson with a retreat half (6.H): once its movement is adjudicated, the case's retreat orders are
    // entered in the retreat phase, ready to adjudicate.
    void enterLessonRetreats();

    std::shared_ptr<const Map> m_map;
    QString m_artworkDirectory;
    std::unique_ptr<MapArtwork> m_artwork;
    LessonsDialog *m_lessonsDialog = nullptr;
    GlossaryDialog *m_glossaryDialog = nullptr;
    std::optional<Lesson> m_lesson;
    std::vector<LessonChoice> m_lessonChoices;
    LessonPanel *m_lessonPanel = nullptr;
    // The game the lesson made last; null once another game was opened in the window.
    const document::GameDocument *m_lessonDocument = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    ActionManager *m_actions = nullptr;
    ReplayController *m_replay = nullptr;
    QPointer<SaveLessonDialog> m_saveLessonDialog;
    DocumentManager *m_documents = nullptr;
    Docks *m_docks = nullptr;
    PlayMode *m_playMode = nullptr;
    ReplayMode *m_replayMode = nullptr;
    SetupMode *m_setupMode = nullptr;
    QuizMode *m_quizMode = nullptr;
    BoardViewModel *m_board = nullptr; // with the scene as its child
    MapScene *m_scene = nullptr;
    MapView *m_view = nullptr;
    OrderInput *m_input = nullptr;
    ToolManager *m_tools = nullptr;
    CommandLine *m_commandLine = nullptr;
    EchoList *m_echoList = nullptr;
    QLabel *m_commandPower = nullptr;
    PhaseBar *m_phaseBar = nullptr;
    PhaseClockController *m_clock = nullptr;
    TableDisplay *m_tableDisplay = nullptr;
    OrderPads *m_orderPads = nullptr;
    PlayersDevicesDialog *m_playersDevices = nullptr;
    bool m_handedOver = false;   // another map's window took this one's place; its game was offered to save
    bool m_saveAnswered = false; // closing with its owner, which has asked already whether to save the game
    QLabel *m_zoomLabel = nullptr;
    QLabel *m_hoverLabel = nullptr;
};

} // namespace arbiter::ui
