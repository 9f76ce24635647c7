// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/analysis_panel.h"

#include "analysis_run.h"
#include "board/board_view_model.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "scene/analysis_overlay.h"
#include "scene/map_scene.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "widgets/analysis_text.h"

#include <QAction>
#include <QCheckBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

std::vector<int> checkedPowers(const std::vector<QCheckBox *> &boxes)
{
    std::vector<int> powers;
    for (std::size_t p = 0; p < boxes.size(); ++p)
        if (boxes[p]->isChecked())
            powers.push_back(int(p));
    return powers;
}

// The powers' boxes in rows of four, named "<prefix>_<power id>" for tests and assistive technology.
QWidget *powerBoxes(const Map &map, const QString &prefix, std::vector<QCheckBox *> *boxes, QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *grid = new QGridLayout(widget);
    grid->setContentsMargins(0, 0, 0, 0);
    for (int p = 0; p < map.powerCount(); ++p) {
        auto *box = new QCheckBox(document::powerName(map, p), widget);
        box->setObjectName(prefix + u'_' + map.power(p).id);
        grid->addWidget(box, p / 4, p % 4);
        boxes->push_back(box);
    }
    return widget;
}

} // namespace

AnalysisPanel::AnalysisPanel(std::shared_ptr<const Map> map, QWidget *parent)
    : QWidget(parent), m_map(std::move(map))
{
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createSides());
    layout->addWidget(createGoals());
    layout->addWidget(createSearch());
    layout->addWidget(createAnswer(), 1);
    setFocusProxy(m_ours.front()); // the dock raised gives it focus: our side is ticked first
    m_progressTimer = new QTimer(this);
    m_progressTimer->setInterval(200);
    connect(m_progressTimer, &QTimer::timeout, this, &AnalysisPanel::showProgress);
    updateButtons();
}

AnalysisPanel::~AnalysisPanel() = default;

QWidget *AnalysisPanel::createSides()
{
    auto *box = new QGroupBox(tr("Sides"), this);
    auto *form = new QVBoxLayout(box);
    form->addWidget(new QLabel(tr("Our side:"), box));
    form->addWidget(powerBoxes(*m_map, QStringLiteral("ours"), &m_ours, box));
    m_everyOther = new QCheckBox(tr("Their side: every other power with units"), box);
    m_everyOther->setObjectName(QStringLiteral("everyOtherPower"));
    m_everyOther->setChecked(true);
    form->addWidget(m_everyOther);
    QWidget *theirs = powerBoxes(*m_map, QStringLiteral("theirs"), &m_theirs, box);
    theirs->setEnabled(false);
    form->addWidget(theirs);
    connect(m_everyOther, &QCheckBox::toggled, theirs, [theirs](bool every) { theirs->setEnabled(!every); });
    return box;
}

QWidget *AnalysisPanel::createGoals()
{
    auto *box = new QGroupBox(tr("Goals, all to be met together"), this);
    auto *layout = new QVBoxLayout(box);
    m_goalList = new QListWidget(box);
    m_goalList->setObjectName(QStringLiteral("analysisGoals"));
    m_goalList->setMaximumHeight(90);
    m_goalList->setAccessibleName(tr("Goals"));
    layout->addWidget(m_goalList);
    auto *typed = new QHBoxLayout;
    m_goalLine = new QLineEdit(box);
    m_goalLine->setObjectName(QStringLiteral("analysisGoalLine"));
    m_goalLine->setAccessibleName(tr("New goal"));
    m_goalLine->setPlaceholderText(tr("take mun, hold bel, dislodge kie, keep war"));
    m_addGoal = new QPushButton(tr("Add"), box);
    typed->addWidget(m_goalLine, 1);
    typed->addWidget(m_addGoal);
    layout->addLayout(typed);
    auto *buttons = new QHBoxLayout;
    m_pick = new QPushButton(tr("Pick on Map"), box);
    m_pick->setCheckable(true);
    m_pick->setToolTip(tr("Click a province on the map to take it; right-click for hold, dislodge or keep."));
    m_remove = new QPushButton(tr("Remove Goal"), box);
    buttons->addWidget(m_pick);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    connect(m_goalLine, &QLineEdit::returnPressed, this, &AnalysisPanel::addTypedGoal);
    connect(m_addGoal, &QPushButton::clicked, this, &AnalysisPanel::addTypedGoal);
    connect(m_remove, &QPushButton::clicked, this, &AnalysisPanel::removeSelectedGoal);
    auto *removeKey = new QAction(m_goalList);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    m_goalList->addAction(removeKey);
    connect(removeKey, &QAction::triggered, this, &AnalysisPanel::removeSelectedGoal);
    connect(m_pick, &QPushButton::toggled, this, [this](bool on) {
        emit pickingGoalsChanged(on);
        if (on)
            emit message(m_pick->toolTip());
    });
    connect(m_goalList, &QListWidget::currentRowChanged, this, &AnalysisPanel::updateButtons);
    return box;
}

QWidget *AnalysisPanel::createSearch()
{
    auto *widget = new QWidget(this);
    auto *layout = new QVBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    auto *limitLabel = new QLabel(tr("Time &limit:"), widget);
    m_limit = new QSpinBox(widget);
    m_limit->setRange(0, 3600);
    m_limit->setValue(30);
    m_limit->setSuffix(tr(" s"));
    m_limit->setSpecialValueText(tr("none"));
    limitLabel->setBuddy(m_limit);
    m_ask = new QPushButton(tr("&Ask"), widget);
    m_ask->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"), widget);
    row->addWidget(limitLabel);
    row->addWidget(m_limit);
    row->addStretch(1);
    row->addWidget(m_ask);
    row->addWidget(m_cancel);
    layout->addLayout(row);
    m_progress = new QProgressBar(widget);
    m_progress->setRange(0, 0); // the number of adjudications is not known before the end
    m_progress->setTextVisible(false);
    m_progress->hide();
    layout->addWidget(m_progress);
    m_progressLabel = new QLabel(widget);
    m_progressLabel->setObjectName(QStringLiteral("analysisProgress"));
    layout->addWidget(m_progressLabel);
    m_message = new QLabel(widget);
    m_message->setObjectName(QStringLiteral("analysisMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    connect(m_ask, &QPushButton::clicked, this, &AnalysisPanel::ask);
    connect(m_cancel, &QPushButton::clicked, this, &AnalysisPanel::cancel);
    return widget;
}

QWidget *AnalysisPanel::createAnswer()
{
    auto *box = new QGroupBox(tr("Answer"), this);
    m_answerBox = box;
    auto *layout = new QVBoxLayout(box);
    m_verdict = new QLabel(box);
    m_verdict->setObjectName(QStringLiteral("analysisVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setAccessibleName(tr("Verdict"));
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    m_orders = new QTreeWidget(box);
    m_orders->setObjectName(QStringLiteral("analysisOrders"));
    m_orders->setHeaderHidden(true);
    m_orders->setAccessibleName(tr("Orders of the answer"));
    m_orders->setRootIsDecorated(false);
    layout->addWidget(m_orders, 1);
    m_whatIf = new QPushButton(tr("Play as &What-If"), box);
    m_whatIf->setToolTip(tr("Enter these orders in a new what-if line from the phase asked about; "
                            "adjudicate it to see why in the Explanation dock."));
    layout->addWidget(m_whatIf);
    connect(m_whatIf, &QPushButton::clicked, this, &AnalysisPanel::playAsWhatIf);
    return box;
}

void AnalysisPanel::setBoard(BoardViewModel *board, MapScene *scene)
{
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    if (GameDocument *previous = m_board ? m_board->document() : nullptr)
        disconnect(previous, nullptr, this, nullptr);
    m_run.reset();
    m_progressTimer->stop();
    m_progress->hide();
    m_progressLabel->clear();
    m_answer.reset();
    m_askedEntry = -1;
    // Another game: the goals and the last word were about the one before.
    if (board && board->document() != m_goalsGame) {
        if (m_goalsGame) {
            m_goals.clear();
            m_goalList->clear();
            say(QString());
        }
        m_goalsGame = board->document();
    }
    m_board = board;
    m_overlay = scene ? std::make_unique<AnalysisOverlay>(scene) : nullptr;
    if (board) {
        connect(board, &BoardViewModel::shownChanged, this, &AnalysisPanel::updateButtons);
        connect(board, &BoardViewModel::overlayChanged, this, &AnalysisPanel::updateOverlay);
        GameDocument *doc = board->document();
        connect(doc, &GameDocument::phaseChanged, this, &AnalysisPanel::forgetAnswerOfAnotherPhase);
        connect(doc, &GameDocument::phaseAdjudicated, this, &AnalysisPanel::forgetAnswerOfAnotherPhase);
        connect(doc, &GameDocument::adjudicationUndone, this, &AnalysisPanel::forgetAnswerOfAnotherPhase);
    }
    showAnswer();
}

void AnalysisPanel::addGoal(const Goal &goal)
{
    if (std::find(m_goals.begin(), m_goals.end(), goal) != m_goals.end()) {
        say(tr("\"%1\" is a goal already.").arg(goalText(*m_map, goal)));
        return;
    }
    m_goals.push_back(goal);
    auto *item = new QListWidgetItem(goalText(*m_map, goal), m_goalList);
    item->setToolTip(AnalysisText::goal(*m_map, goal));
    say(QString());
    updateButtons();
}

bool AnalysisPanel::addTypedGoal()
{
    QString error;
    const std::optional<Goal> goal = parseGoal(*m_map, m_goalLine->text(), &error);
    if (!goal) {
        say(error);
        m_goalLine->selectAll();
        return false;
    }
    m_goalLine->clear();
    addGoal(*goal);
    return true;
}

void AnalysisPanel::removeSelectedGoal()
{
    const int row = m_goalList->currentRow();
    if (row < 0 || row >= int(m_goals.size()))
        return;
    m_goals.erase(m_goals.begin() + row);
    delete m_goalList->takeItem(row);
    updateButtons();
}

bool AnalysisPanel::ask()
{
    GameDocument *doc = m_board ? m_board->document() : nullptr;
    if (!doc || m_run)
        return false;
    Question question;
    question.position = doc->position();
    question.rules = doc->rules();
    question.ourPowers = checkedPowers(m_ours);
    if (!m_everyOther->isChecked())
        question.theirPowers = checkedPowers(m_theirs);
    question.goals = m_goals;
    if (!m_everyOther->isChecked() && question.theirPowers.empty()) {
        say(tr("Tick the powers of their side, or every other power with units."));
        return false;
    }
    const QString problem = checkQuestion(*m_map, question);
    if (!problem.isEmpty()) {
        // The answer below would be read as this question's.
        forgetAnswer();
        say(problem);
        return false;
    }
    say(QString());
    SearchLimits limits;
    limits.seconds = m_limit->value();
    m_question = question;
    m_askedEntry = doc->game().current();
    m_answer.reset();
    m_cancelled = false;
    m_run = std::make_unique<AnalysisRun>(m_map, std::move(question), limits);
    showAnswer(); // "Searching…", under the phase asked about
    connect(m_run.get(), &AnalysisRun::finished, this, &AnalysisPanel::searchFinished);
    m_progress->show();
    showProgress();
    m_progressTimer->start();
    updateButtons();
    return true;
}

void AnalysisPanel::cancel()
{
    if (m_run) {
        m_cancelled = true;
        m_run->cancel();
    }
}

void AnalysisPanel::searchFinished(const Answer &answer)
{
    m_progressTimer->stop();
    m_progress->hide();
    const qint64 ms = m_run->elapsedMilliseconds();
    // Called from the run's own signal: it goes once that returns (its thread has ended).
    AnalysisRun *finishedRun = m_run.release();
    finishedRun->setParent(this);
    finishedRun->deleteLater();
    m_progressLabel->setText(
        tr("%L1 adjudications in %L2 s.").arg(answer.evaluations).arg(ms / 1000.0, 0, 'f', 1));
    // The phase changed while the search ran (adjudicated, undone, another line): the answer is not this
    // phase's, and shown under it, it would be read as if it were.
    const GameDocument *doc = m_board ? m_board->document() : nullptr;
    if (doc && !(doc->position() == m_question.position)) {
        m_progressLabel->clear();
        m_askedEntry = -1;
        say(tr("The answer for %1 came after the phase had changed, and is dropped: ask again.")
                .arg(seasonName(m_question.position.phase)));
        showAnswer();
        updateButtons();
        return;
    }
    m_answer = answer;
    showAnswer();
    updateButtons();
}

void AnalysisPanel::showProgress()
{
    if (!m_run)
        return;
    m_progressLabel->setText(tr("Searching: %L1 adjudications, %L2 s…")
                                 .arg(m_run->adjudications())
                                 .arg(m_run->elapsedMilliseconds() / 1000.0, 0, 'f', 1));
}

std::int64_t AnalysisPanel::adjudications() const
{
    return m_run ? m_run->adjudications() : 0;
}

QString AnalysisPanel::sideNames(bool ours) const
{
    if (ours)
        return AnalysisText::powers(*m_map, checkedPowers(m_ours));
    const GameDocument *doc = m_board ? m_board->document() : nullptr;
    if (!m_everyOther->isChecked() || !doc)
        return m_everyOther->isChecked() ? QString() : AnalysisText::powers(*m_map, checkedPowers(m_theirs));
    Question question;
    question.position = doc->position();
    question.ourPowers = checkedPowers(m_ours);
    if (question.ourPowers.empty())
        return {}; // every power with units, ours to be among them
    return AnalysisText::powers(*m_map, AnalysisText::theirPowers(*m_map, question));
}

QString AnalysisPanel::verdictText() const
{
    return m_verdict->text();
}

QString AnalysisPanel::messageText() const
{
    return m_message->text();
}

void AnalysisPanel::forgetAnswer()
{
    if (m_run)
        return;
    m_answer.reset();
    m_askedEntry = -1;
    m_progressLabel->clear();
    showAnswer();
    updateButtons();
}

void AnalysisPanel::forgetAnswerOfAnotherPhase()
{
    const GameDocument *doc = m_board ? m_board->document() : nullptr;
    const bool left = doc && !(doc->position() == m_question.position);
    // A search still running for the phase left is of no use any more: stopped, its answer is dropped when
    // it comes (searchFinished), and Ask is free again at once.
    if (left && m_run)
        cancel();
    if (m_answer && left)
        forgetAnswer();
    else
        updateButtons();
}

void AnalysisPanel::showAnswer()
{
    m_orders->clear();
    // The answer names the phase it is for.
    m_answerBox->setTitle(m_answer || m_run ? tr("Answer for %1").arg(seasonName(m_question.position.phase))
                                            : tr("Answer"));
    if (!m_answer) {
        m_verdict->setText(m_run ? tr("Searching…") : QString());
        updateOverlay();
        return;
    }
    const Answer &a = *m_answer;
    m_verdict->setText(AnalysisText::verdict(*m_map, m_question, a, m_cancelled));
    auto addSection = [this](const QString &title, const std::vector<Order> &orders) {
        if (orders.empty())
            return;
        auto *section = new QTreeWidgetItem(m_orders, QStringList{title});
        QFont bold = section->font(0);
        bold.setBold(true);
        section->setFont(0, bold);
        section->setFlags(Qt::ItemIsEnabled);
        for (const Order &o : orders)
            new QTreeWidgetItem(m_orders,
                                QStringList{document::describeOrder(*m_map, o, PhaseKind::Movement)});
    };
    const QString ours = AnalysisText::powers(*m_map, m_question.ourPowers);
    const QString theirs = AnalysisText::powers(*m_map, AnalysisText::theirPowers(*m_map, m_question));
    if (a.verdict == Verdict::Guaranteed) {
        addSection(tr("Guaranteeing orders: %1").arg(ours), a.orders);
    } else {
        addSection(a.complete ? tr("Best attempt: %1").arg(ours) : tr("Best attempt found: %1").arg(ours),
                   a.orders);
        addSection(tr("Refutation by %1").arg(theirs), a.refutation);
        addSection(tr("Safe defence of %1").arg(theirs), a.safeDefence);
    }
    updateOverlay();
}

void AnalysisPanel::updateOverlay()
{
    if (!m_overlay)
        return;
    const bool asked = m_answer && m_board && m_board->shownEntry() == m_askedEntry &&
                       m_board->showsCurrentOrders() && !m_board->settingUp();
    if (!asked) {
        m_overlay->clear();
        return;
    }
    // A defence shown safe by strength beats every attack: drawn as a refutation is.
    m_overlay->show(m_question.position, m_answer->orders,
                    m_answer->byStrength ? m_answer->byStrength->defence : m_answer->refutation);
}

bool AnalysisPanel::playAsWhatIf()
{
    GameDocument *doc = m_board ? m_board->document() : nullptr;
    if (!doc || !m_answer || m_answer->orders.empty() || m_askedEntry < 0 ||
        m_askedEntry >= doc->game().phaseCount() ||
        !(doc->game().entry(m_askedEntry).position == m_question.position))
        return false;
    std::vector<Order> orders = m_answer->orders;
    orders.insert(orders.end(), m_answer->refutation.begin(), m_answer->refutation.end());
    // The units that take no part hold, as the analysis has them: said, so that nothing is missing.
    const Position &position = m_question.position;
    for (const Unit &unit : position.units) {
        const int province = m_map->provinceOf(unit.location);
        const bool ordered = std::any_of(orders.begin(), orders.end(), [&](const Order &o) {
            return m_map->provinceOf(o.unit.location) == province;
        });
        if (ordered)
            continue;
        Order hold;
        hold.power = unit.power;
        hold.unit.location = unit.location;
        hold.unit.type = unit.type;
        hold.unit.typeGiven = true;
        orders.push_back(hold);
    }
    QList<EnteredOrder> entered;
    for (const Order &o : orders)
        entered.append({formatOrder(*m_map, o, false, PhaseKind::Movement), o});
    const QString theirs = AnalysisText::powers(*m_map, AnalysisText::theirPowers(*m_map, m_question));
    const QString name = tr("Analysis: %1").arg(AnalysisText::goals(*m_map, m_question.goals, theirs));
    QUndoStack *stack = doc->undoStack();
    stack->beginMacro(tr("Play the analysis as a what-if"));
    doc->branchFrom(m_askedEntry, name);
    doc->clearOrders(-1);
    doc->addOrders(entered, name);
    stack->endMacro();
    say(tr("A what-if with the orders of the analysis: adjudicate it to see why in the Explanation dock."));
    emit message(messageText());
    updateButtons();
    return true;
}

void AnalysisPanel::updateButtons()
{
    const bool running = m_run != nullptr;
    // A position being set up is not the game's phase the question would be asked of, and a what-if line
    // made then would be hidden behind it: both wait for the set-up to end. It also takes the map's clicks:
    // Pick on Map ends rather than stay down doing nothing (or, before set-up took the clicks, turning units
    // placed into goals).
    const bool settingUp = m_board && m_board->settingUp();
    m_ask->setEnabled(!running && m_board && !m_goals.empty() && !settingUp);
    m_cancel->setEnabled(running);
    m_remove->setEnabled(m_goalList->currentRow() >= 0);
    if (settingUp)
        m_pick->setChecked(false);
    m_pick->setEnabled(!settingUp);
    const GameDocument *doc = m_board ? m_board->document() : nullptr;
    m_whatIf->setEnabled(!running && !settingUp && doc && m_answer && !m_answer->orders.empty() &&
                         m_askedEntry >= 0 && m_askedEntry < doc->game().phaseCount());
    updateOverlay();
}

void AnalysisPanel::say(const QString &text)
{
    m_message->setText(text);
}

} // namespace arbiter::ui
