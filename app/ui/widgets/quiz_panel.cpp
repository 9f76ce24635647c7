// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/quiz_panel.h"

#include "document/order_description.h"
#include "document/quiz_text.h"
#include "place_naming_setting.h"
#include "record/quiz.h"
#include "widgets/remembering_item_delegate.h"
#include "widgets/status_colours.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

namespace {

QPushButton *makeButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    return button;
}

// The next guess when a click goes round: nothing, yes, no, nothing again.
std::optional<bool> nextGuess(std::optional<bool> guess)
{
    if (!guess)
        return true;
    if (*guess)
        return false;
    return std::nullopt;
}

} // namespace

QuizPanel::QuizPanel(QWidget *parent) : QWidget(parent), m_pages(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("quizPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_pages);
    m_pages->addWidget(createAskPage());
    m_pages->addWidget(createQuizPage());
}

QWidget *QuizPanel::createAskPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    m_askText = new QLabel(page);
    m_askText->setWordWrap(true);
    layout->addWidget(m_askText);
    auto *label = new QLabel(tr("&Students:"), page);
    m_studentsEdit = new QLineEdit(page);
    m_studentsEdit->setObjectName(QStringLiteral("quizStudents"));
    m_studentsEdit->setPlaceholderText(tr("e.g. Anna, Ben (empty: the class as one)"));
    label->setBuddy(m_studentsEdit);
    layout->addWidget(label);
    layout->addWidget(m_studentsEdit);
    m_start = makeButton(tr("Start the &Quiz"), QStringLiteral("quizStart"), page);
    m_start->setDefault(true);
    layout->addWidget(m_start);
    layout->addStretch(1);
    auto start = [this] {
        QStringList students;
        for (const QString &name : m_studentsEdit->text().split(u','))
            if (!name.trimmed().isEmpty())
                students << name.trimmed();
        emit startRequested(students);
    };
    connect(m_start, &QPushButton::clicked, this, start);
    connect(m_studentsEdit, &QLineEdit::returnPressed, this, start);
    return page;
}

QWidget *QuizPanel::createQuizPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    auto *hint = new QLabel(tr("Each order: does it succeed, and is its unit dislodged where it is attacked? "
                               "Click the order on the map (left button: succeeds or fails; right button: "
                               "dislodged or not), or choose it in the list and press a button."),
                            page);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    auto *turn = new QHBoxLayout;
    auto *label = new QLabel(tr("&Predicting:"), page);
    m_student = new QComboBox(page);
    m_student->setObjectName(QStringLiteral("quizStudent"));
    label->setBuddy(m_student);
    auto *next = makeButton(tr("&Next Student"), QStringLiteral("quizNextStudent"), page);
    turn->addWidget(label);
    turn->addWidget(m_student, 1);
    turn->addWidget(next);
    layout->addLayout(turn);
    m_orders = new QTreeWidget(page);
    m_orders->setObjectName(QStringLiteral("quizOrders"));
    m_orders->setRootIsDecorated(false);
    m_orders->setSelectionMode(QAbstractItemView::SingleSelection);
    // The order as wide as it is; an answer or a guess ("fails, not dislodged") longer than its half of the
    // rest goes on over a second line.
    auto *delegate = new RememberingItemDelegate(m_orders);
    m_orders->setItemDelegate(delegate);
    m_orders->setColumnCount(3);
    m_orders->header()->setStretchLastSection(false);
    m_orders->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int column : {1, 2}) {
        m_orders->header()->setSectionResizeMode(column, QHeaderView::Stretch);
        delegate->wrapColumn(m_orders, column);
    }
    m_orders->setAccessibleName(tr("Quiz orders"));
    layout->addWidget(m_orders, 2);
    m_notice = new QLabel(page);
    m_notice->setObjectName(QStringLiteral("quizNotice"));
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->hide();
    layout->addWidget(m_notice);
    auto *guesses = new QHBoxLayout;
    auto *succeeds = makeButton(tr("&Succeeds"), QStringLiteral("quizSucceeds"), page);
    auto *fails = makeButton(tr("&Fails"), QStringLiteral("quizFails"), page);
    auto *dislodged = makeButton(tr("&Dislodged"), QStringLiteral("quizDislodged"), page);
    auto *kept = makeButton(tr("N&ot Dislodged"), QStringLiteral("quizNotDislodged"), page);
    for (QPushButton *b : {succeeds, fails, dislodged, kept})
        guesses->addWidget(b);
    layout->addLayout(guesses);
    auto *reveals = new QHBoxLayout;
    auto *revealOne = makeButton(tr("&Reveal Order"), QStringLiteral("quizReveal"), page);
    auto *revealEvery = makeButton(tr("Reveal &All"), QStringLiteral("quizRevealAll"), page);
    reveals->addWidget(revealOne);
    reveals->addWidget(revealEvery);
    layout->addLayout(reveals);
    m_verdict = new QTextBrowser(page);
    m_verdict->setObjectName(QStringLiteral("quizVerdict"));
    m_verdict->setAccessibleName(tr("Verdict"));
    layout->addWidget(m_verdict, 1);
    m_scores = new QLabel(page);
    m_scores->setObjectName(QStringLiteral("quizScores"));
    m_scores->setWordWrap(true);
    layout->addWidget(m_scores);
    auto *ending = new QHBoxLayout;
    auto *exportScores = makeButton(tr("&Export Scores…"), QStringLiteral("quizExport"), page);
    auto *end = makeButton(tr("End Qui&z"), QStringLiteral("quizEnd"), page);
    ending->addWidget(exportScores);
    ending->addWidget(end);
    layout->addLayout(ending);

    connect(m_student, &QComboBox::currentIndexChanged, this, &QuizPanel::refresh);
    connect(next, &QPushButton::clicked, this, [this] {
        if (m_student->count() > 0)
            m_student->setCurrentIndex((m_student->currentIndex() + 1) % m_student->count());
        selectOrder(0);
    });
    connect(succeeds, &QPushButton::clicked, this, [this] { guess(true, std::nullopt); });
    connect(fails, &QPushButton::clicked, this, [this] { guess(false, std::nullopt); });
    connect(dislodged, &QPushButton::clicked, this, [this] { guess(std::nullopt, true); });
    connect(kept, &QPushButton::clicked, this, [this] { guess(std::nullopt, false); });
    connect(revealOne, &QPushButton::clicked, this, [this] { reveal(false); });
    connect(revealEvery, &QPushButton::clicked, this, [this] { reveal(true); });
    connect(exportScores, &QPushButton::clicked, this, &QuizPanel::exportRequested);
    connect(end, &QPushButton::clicked, this, &QuizPanel::endRequested);
    connect(m_orders, &QTreeWidget::currentItemChanged, this, [this] {
        showVerdict();
        updateButtons();
    });
    return page;
}

QPushButton *QuizPanel::button(const QString &objectName) const
{
    return findChild<QPushButton *>(objectName);
}

void QuizPanel::askStudents(const QString &phase)
{
    m_quiz = nullptr;
    m_game = nullptr;
    m_askText->setText(tr("A quiz on %1: the students predict what becomes of each order before it is "
                          "revealed. Type their names, separated by commas, to let each predict in turn; "
                          "leave the field empty for the class as one.")
                           .arg(phase));
    m_pages->setCurrentIndex(0);
    m_studentsEdit->setFocus();
}

void QuizPanel::setQuiz(Quiz *quiz, const Game *game)
{
    // Made anew before the quiz is shown: the student box's changes refresh nothing meanwhile.
    m_quiz = nullptr;
    m_game = game;
    m_student->clear();
    m_orders->clear();
    setNotice({});
    if (!quiz) {
        m_pages->setCurrentIndex(0);
        return;
    }
    m_student->addItems(quiz->students());
    // The guesses of the student whose turn it is (a narrow dock has no room for every student's).
    const Map &map = game->map();
    const PhaseEntry &phase = game->entry(quiz->entry());
    for (const QuizQuestion &q : quiz->questions()) {
        auto *item = new QTreeWidgetItem(m_orders);
        item->setText(0, document::describeOrder(map, phase.orders[std::size_t(q.order)].order,
                                                 phase.position.phase.kind));
    }
    m_pages->setCurrentIndex(1);
    m_quiz = quiz;
    refresh();
    selectOrder(0);
}

void QuizPanel::setNotice(const QString &text, bool warning)
{
    m_notice->setText(text);
    m_notice->setStyleSheet(warning ? QStringLiteral("color: #b00000") : QString());
    m_notice->setVisible(!text.isEmpty());
}

QString QuizPanel::noticeText() const
{
    return m_notice->text();
}

int QuizPanel::currentStudent() const
{
    return m_student->currentIndex();
}

int QuizPanel::selectedOrder() const
{
    return m_orders->currentItem() ? m_orders->indexOfTopLevelItem(m_orders->currentItem()) : -1;
}

void QuizPanel::selectOrder(int order)
{
    if (QTreeWidgetItem *item = m_orders->topLevelItem(order))
        m_orders->setCurrentItem(item);
}

void QuizPanel::cycleGuess(int order, bool dislodgedQuestion)
{
    if (!m_quiz || !m_quiz->question(order) || currentStudent() < 0)
        return;
    selectOrder(order);
    QuizPrediction p = m_quiz->prediction(currentStudent(), order);
    if (dislodgedQuestion)
        p.dislodged = nextGuess(p.dislodged);
    else
        p.succeeds = nextGuess(p.succeeds);
    m_quiz->predict(currentStudent(), order, p);
    refresh();
    emit changed();
}

void QuizPanel::guess(std::optional<bool> succeeds, std::optional<bool> dislodged)
{
    const int order = selectedOrder();
    if (!m_quiz || order < 0 || currentStudent() < 0)
        return;
    QuizPrediction p = m_quiz->prediction(currentStudent(), order);
    if (succeeds)
        p.succeeds = succeeds;
    if (dislodged)
        p.dislodged = dislodged;
    m_quiz->predict(currentStudent(), order, p);
    refresh();
    // On to the next order once this one is guessed whole.
    const QuizQuestion *q = m_quiz->question(order);
    if (p.succeeds && (!q->asksDislodged || p.dislodged))
        selectOrder(order + 1);
    emit changed();
}

void QuizPanel::reveal(bool all)
{
    if (!m_quiz)
        return;
    if (all)
        m_quiz->revealAll();
    else if (selectedOrder() >= 0)
        m_quiz->reveal(selectedOrder());
    refresh();
    showVerdict();
    emit changed();
}

void QuizPanel::refresh()
{
    if (!m_quiz)
        return;
    const int student = currentStudent();
    m_orders->setHeaderLabels({tr("Order"), tr("Answer"),
                               student >= 0 ? tr("%1 guesses").arg(m_quiz->students()[student]) : QString()});
    for (const QuizQuestion &q : m_quiz->questions()) {
        QTreeWidgetItem *item = m_orders->topLevelItem(q.order);
        const bool revealed = m_quiz->isRevealed(q.order);
        item->setText(1, revealed ? document::answerText(q) : QString());
        item->setToolTip(1, item->text(1));
        if (student < 0)
            continue;
        const QuizPrediction &p = m_quiz->prediction(student, q.order);
        item->setText(2, document::predictionText(p, q.asksDislodged));
        item->setToolTip(2, item->text(2)); // in full where the column is too narrow
        const bool right = p.succeeds == q.succeeds && (!q.asksDislodged || p.dislodged == q.dislodged);
        item->setForeground(2, revealed ? statusColour(right ? StatusColour::Good : StatusColour::Bad)
                                        : palette().color(QPalette::Text));
    }
    const bool any = std::any_of(m_quiz->questions().begin(), m_quiz->questions().end(),
                                 [this](const QuizQuestion &q) { return m_quiz->isRevealed(q.order); });
    m_scores->setText(any ? tr("Scores: %1").arg(document::scoresText(*m_quiz)) : QString());
    updateButtons();
}

void QuizPanel::showVerdict()
{
    const int order = selectedOrder();
    if (!m_quiz || !m_quiz->isRevealed(order)) {
        m_verdict->setPlainText(m_quiz ? tr("Not revealed yet.") : QString());
        emit verdictShown(-1);
        return;
    }
    m_verdict->setPlainText(
        document::verdictLines(*m_game, *m_quiz, order, PlaceNamingSetting::instance()->naming())
            .join(u'\n'));
    emit verdictShown(order);
}

void QuizPanel::updateButtons()
{
    const int order = selectedOrder();
    const QuizQuestion *q = m_quiz ? m_quiz->question(order) : nullptr;
    const bool open = q && !m_quiz->isRevealed(order);
    button(QStringLiteral("quizSucceeds"))->setEnabled(open);
    button(QStringLiteral("quizFails"))->setEnabled(open);
    button(QStringLiteral("quizDislodged"))->setEnabled(open && q->asksDislodged);
    button(QStringLiteral("quizNotDislodged"))->setEnabled(open && q->asksDislodged);
    button(QStringLiteral("quizReveal"))->setEnabled(open);
    button(QStringLiteral("quizRevealAll"))->setEnabled(m_quiz && !m_quiz->allRevealed());
}

QString QuizPanel::verdictText() const
{
    return m_verdict->toPlainText();
}

QString QuizPanel::scoresText() const
{
    return m_scores->text();
}

} // namespace arbiter::ui
