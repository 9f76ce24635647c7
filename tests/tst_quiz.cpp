// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// A quiz on a phase: what is asked of each order (its success, and whether its unit is dislodged where an
// order moves into its province), the answers the judge gives, the scores of the guesses as they are
// revealed; the scores kept beside the lessons and written as CSV.
#include "record/datc_game.h"
#include "record/quiz.h"
#include "record/quiz_scores.h"
#include "text/datc_reader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestQuiz : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void questionsFollowTheOrdersAndAnswersTheJudge();
    void scoresCountTheRightGuessesOfWhatIsRevealed();
    void guessesAfterTheRevealAreRefused();
    void classAsOneWhenNoStudentIsNamed();
    void scoresAreKeptAndReadBack();
    void unreadableScoresAreNotWrittenOver();
    void csvQuotesWhatNeedsIt();
    void guessesCarriedOverWhereTheirOrderStays();
    void studentWithoutGuessesIsNotScored();

  private:
    // DATC 6.D.2 (a supported attack on Venice, whose hold support is cut) as a game, not adjudicated.
    Game cuttingAHoldSupport() const;
    int orderOf(const Game &game, const QString &text) const;

    std::shared_ptr<const Map> m_map;
    DatcFile m_supports;
};

void TestQuiz::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
    m_supports = DatcReader(*m_map, RuleSettings())
                     .readFile(QStringLiteral(ARBITER_SOURCE_DIR "/tests/datc/6d_supports.txt"));
    QVERIFY(findDatcCase(m_supports, QStringLiteral("6.D.2")));
}

Game TestQuiz::cuttingAHoldSupport() const
{
    DatcGame made = datcGame(m_map, *findDatcCase(m_supports, QStringLiteral("6.D.2")), DrawMode::Dias);
    if (!made.game)
        qFatal("6.D.2: %s", qPrintable(made.error));
    return std::move(*made.game);
}

int TestQuiz::orderOf(const Game &game, const QString &text) const
{
    const std::vector<EnteredOrder> &orders = game.currentEntry().orders;
    for (std::size_t i = 0; i < orders.size(); ++i) {
        if (orders[i].text.contains(text))
            return int(i);
    }
    return -1;
}

void TestQuiz::questionsFollowTheOrdersAndAnswersTheJudge()
{
    const Game game = cuttingAHoldSupport();
    const Quiz quiz(game, game.current(), {QStringLiteral("Anna")}, QStringLiteral("Class"));
    QCOMPARE(quiz.questions().size(), game.currentEntry().orders.size());
    QVERIFY(!game.currentEntry().adjudicated); // the quiz does not adjudicate the game

    // The answers are the judge's: adjudicating a copy gives the same fates, and the units dislodged are
    // the ones its position after holds.
    Game judged = game;
    QVERIFY(judged.adjudicate());
    const PhaseEntry &after = judged.entry(0);
    for (const QuizQuestion &q : quiz.questions()) {
        QCOMPARE(q.succeeds, after.results[std::size_t(q.order)].status == OrderStatus::Succeeded);
        const int location = after.orders[std::size_t(q.order)].order.unit.location;
        const bool dislodged =
            std::any_of(after.after.dislodged.begin(), after.after.dislodged.end(),
                        [location](const DislodgedUnit &d) { return d.unit.location == location; });
        if (q.asksDislodged)
            QCOMPARE(q.dislodged, dislodged);
        else
            QVERIFY2(!dislodged, "a unit dislodged was not asked about");
    }
    // Asked only where an order moves into the unit's province: Venice (from Trieste), Tyrolia (from Vienna).
    const QuizQuestion *venice = quiz.question(orderOf(game, QStringLiteral("A ven H")));
    const QuizQuestion *tyrolia = quiz.question(orderOf(game, QStringLiteral("A tyr S")));
    const QuizQuestion *trieste = quiz.question(orderOf(game, QStringLiteral("A tri - ven")));
    QVERIFY(venice && tyrolia && trieste);
    QVERIFY(venice->asksDislodged && venice->dislodged && !venice->succeeds);
    QVERIFY(tyrolia->asksDislodged && !tyrolia->dislodged && !tyrolia->succeeds); // cut, not dislodged
    QVERIFY(!trieste->asksDislodged && trieste->succeeds);
    // The explanation is the judge's record of the same phase.
    QCOMPARE(quiz.explanation().orders.size(), quiz.questions().size());
}

void TestQuiz::scoresCountTheRightGuessesOfWhatIsRevealed()
{
    const Game game = cuttingAHoldSupport();
    Quiz quiz(game, game.current(), {QStringLiteral("Anna"), QStringLiteral("Ben")}, QStringLiteral("Class"));
    int worth = 0;
    for (const QuizQuestion &q : quiz.questions()) {
        worth += q.points();
        // Anna guesses every answer; Ben says every order succeeds and no unit is dislodged.
        quiz.predict(0, q.order,
                     QuizPrediction{q.succeeds, q.asksDislodged ? std::optional(q.dislodged) : std::nullopt});
        quiz.predict(1, q.order, QuizPrediction{true, false});
    }
    QCOMPARE(worth, 7);               // five orders, two of them with a unit attacked
    QCOMPARE(quiz.score(0).outOf, 0); // nothing revealed, nothing scored

    const int venice = orderOf(game, QStringLiteral("A ven H"));
    quiz.reveal(venice);
    QCOMPARE(quiz.score(0).points, 2);
    QCOMPARE(quiz.score(0).outOf, 2);
    QCOMPARE(quiz.score(1).points, 0); // Venice fails and is dislodged: both of Ben's guesses wrong
    QVERIFY(!quiz.allRevealed());

    quiz.revealAll();
    QVERIFY(quiz.allRevealed());
    QCOMPARE(quiz.score(0).points, 7);
    QCOMPARE(quiz.score(0).outOf, 7);
    // Ben: the two Austrian orders that succeed (support and attack) and Tyrolia not dislodged.
    int benRight = 0;
    for (const QuizQuestion &q : quiz.questions())
        benRight += (q.succeeds ? 1 : 0) + (q.asksDislodged && !q.dislodged ? 1 : 0);
    QCOMPARE(benRight, 3);
    QCOMPARE(quiz.score(1).points, benRight);
}

void TestQuiz::guessesAfterTheRevealAreRefused()
{
    const Game game = cuttingAHoldSupport();
    Quiz quiz(game, game.current(), {QStringLiteral("Anna")}, QStringLiteral("Class"));
    const int trieste = orderOf(game, QStringLiteral("A tri - ven"));
    quiz.predict(0, trieste, QuizPrediction{false, true});
    QCOMPARE(quiz.prediction(0, trieste).dislodged, std::nullopt); // not asked: not kept
    quiz.reveal(trieste);
    quiz.predict(0, trieste, QuizPrediction{true, std::nullopt});
    QCOMPARE(quiz.prediction(0, trieste).succeeds, std::optional(false));
    QCOMPARE(quiz.score(0).points, 0);
}

void TestQuiz::classAsOneWhenNoStudentIsNamed()
{
    const Game game = cuttingAHoldSupport();
    const Quiz quiz(game, game.current(), {}, QStringLiteral("The class"));
    QCOMPARE(quiz.students(), QStringList{QStringLiteral("The class")});
}

void TestQuiz::scoresAreKeptAndReadBack()
{
    QTemporaryDir folder;
    const QString path = quizScoresPath(folder.filePath(QStringLiteral("lessons")));
    QVERIFY(!path.endsWith(QStringLiteral(".txt"))); // never read as a lesson collection
    QString error;
    QVERIFY(readQuizScores(path, &error).empty() && error.isEmpty()); // no file yet: no scores
    const QuizScoreRecord anna{QDate(2026, 11, 27),
                               QStringLiteral("Anna"),
                               QStringLiteral("Week 3"),
                               QStringLiteral("6.D.2: Cutting a hold support"),
                               7,
                               7};
    const QuizScoreRecord ben{QDate(2026, 11, 27),
                              QStringLiteral("Ben"),
                              QStringLiteral("Week 3"),
                              QStringLiteral("6.D.2: Cutting a hold support"),
                              3,
                              7};
    QVERIFY2(keepQuizScores(path, {anna}, &error), qPrintable(error));
    QVERIFY2(keepQuizScores(path, {ben}, &error), qPrintable(error));
    const std::vector<QuizScoreRecord> kept = readQuizScores(path, &error);
    QVERIFY(error.isEmpty());
    QCOMPARE(kept.size(), std::size_t(2));
    QCOMPARE(kept[0], anna);
    QCOMPARE(kept[1], ben);
}

void TestQuiz::unreadableScoresAreNotWrittenOver()
{
    QTemporaryDir folder;
    const QString path = quizScoresPath(folder.path());
    QFile damaged(path);
    QVERIFY(damaged.open(QIODevice::WriteOnly));
    damaged.write("{ not json");
    damaged.close();
    QString error;
    QVERIFY(!keepQuizScores(path, {QuizScoreRecord{QDate(2026, 1, 1), QStringLiteral("A"), {}, {}, 1, 1}},
                            &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(damaged.open(QIODevice::ReadOnly));
    QCOMPARE(damaged.readAll(), QByteArray("{ not json"));
}

void TestQuiz::csvQuotesWhatNeedsIt()
{
    const std::vector<QuizScoreRecord> records{
        {QDate(2026, 11, 27), QStringLiteral("Anna"), QStringLiteral("Week 3: convoys"),
         QStringLiteral("6.F.14: Simple convoy paradox, \"the\" classic"), 5, 7},
        {QDate(2026, 11, 28), QStringLiteral("Ben, Jr."), QStringLiteral("Game"),
         QStringLiteral("Spring 1901"), 0, 3}};
    const QStringList lines = quizScoresCsv(records).split(QStringLiteral("\r\n"));
    QCOMPARE(lines.size(), 4); // header, two records, the empty rest after the last line break
    QCOMPARE(lines[0], QStringLiteral("date,student,collection,lesson,score,out of"));
    QCOMPARE(lines[1], QStringLiteral("2026-11-27,Anna,Week 3: convoys,\"6.F.14: Simple convoy paradox, "
                                      "\"\"the\"\" classic\",5,7"));
    QCOMPARE(lines[2], QStringLiteral("2026-11-28,\"Ben, Jr.\",Game,Spring 1901,0,3"));
    QVERIFY(lines[3].isEmpty());
}

// The attack that cuts the Tyrolian support is taken back: the quiz made again keeps each guess on an order
// still given, its "dislodged" part only where that is still asked, the reveals whose answer is the same;
// the guess on the order taken back is dropped and named.
void TestQuiz::guessesCarriedOverWhereTheirOrderStays()
{
    Game game = cuttingAHoldSupport();
    const QStringList students{QStringLiteral("Anna"), QStringLiteral("Ben")};
    Quiz before(game, game.current(), students, QStringLiteral("Class"));
    const int cut = orderOf(game, QStringLiteral("vie - tyr"));
    const int support = orderOf(game, QStringLiteral("tyr S"));
    const int fleet = orderOf(game, QStringLiteral("adr S"));
    const int hold = orderOf(game, QStringLiteral("ven H"));
    QVERIFY(cut >= 0 && support >= 0 && fleet >= 0 && hold >= 0);
    QVERIFY(before.question(support)->asksDislodged);
    for (int order = 0; order < int(before.questions().size()); ++order)
        before.predict(0, order,
                       {true, before.question(order)->asksDislodged ? std::optional(false) : std::nullopt});
    before.predict(1, fleet, {false, std::nullopt});
    before.reveal(fleet);
    before.reveal(hold);
    QVERIFY(before.question(hold)->dislodged);

    const Order taken = game.takeOrder(game.current(), cut).order;
    Quiz after(game, game.current(), students, QStringLiteral("Class"));
    const std::vector<QuizDroppedGuess> dropped = after.carryOver(before);
    QCOMPARE(dropped.size(), std::size_t(1)); // Ben guessed nothing on it
    QCOMPARE(dropped[0].student, 0);
    QVERIFY(dropped[0].order == taken);

    QCOMPARE(after.questions().size(), before.questions().size() - 1);
    for (const QuizQuestion &q : after.questions()) {
        QCOMPARE(after.prediction(0, q.order).succeeds, std::optional(true));
        // The support is no longer attacked: "dislodged?" is not asked of it, and its guess goes.
        QCOMPARE(after.prediction(0, q.order).dislodged,
                 q.asksDislodged ? std::optional(false) : std::optional<bool>());
    }
    const int supportNow = orderOf(game, QStringLiteral("tyr S"));
    QVERIFY(!after.question(supportNow)->asksDislodged);
    const int fleetNow = orderOf(game, QStringLiteral("adr S"));
    QCOMPARE(after.prediction(1, fleetNow).succeeds, std::optional(false));
    // The fleet's answer is the same: still revealed. Venice now holds: its answer changed, not revealed.
    QVERIFY(after.isRevealed(fleetNow));
    const int holdNow = orderOf(game, QStringLiteral("ven H"));
    QVERIFY(!after.question(holdNow)->dislodged);
    QVERIFY(!after.isRevealed(holdNow));
}

// Ben guesses nothing: he is not scored (guessed is false), while Anna's one guess is.
void TestQuiz::studentWithoutGuessesIsNotScored()
{
    const Game game = cuttingAHoldSupport();
    Quiz quiz(game, game.current(), {QStringLiteral("Anna"), QStringLiteral("Ben")}, QStringLiteral("Class"));
    const int hold = orderOf(game, QStringLiteral("ven H"));
    QVERIFY(!quiz.score(0).guessed);
    quiz.predict(0, hold, {false, std::nullopt});
    QVERIFY(quiz.score(0).guessed); // a guess of "fails" is a guess
    quiz.revealAll();
    QVERIFY(quiz.score(0).guessed);
    QVERIFY(quiz.score(0).outOf > 0);
    QVERIFY(!quiz.score(1).guessed);
    QCOMPARE(quiz.score(1).points, 0);
}

QTEST_GUILESS_MAIN(TestQuiz)
#include "tst_quiz.moc"
