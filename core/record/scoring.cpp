// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/scoring.h"

#include "record/game.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace arbiter {

namespace {

struct SystemName
{
    ScoringSystem system;
    const char *id;
    const char *name;
};

constexpr SystemName systemNames[] = {
    {ScoringSystem::DrawSize, "dss", QT_TRANSLATE_NOOP("Scoring", "Draw size")},
    {ScoringSystem::SumOfSquares, "sos", QT_TRANSLATE_NOOP("Scoring", "Sum of squares")},
    {ScoringSystem::CDiplo, "cdiplo", QT_TRANSLATE_NOOP("Scoring", "C-Diplo")},
    {ScoringSystem::Carnage, "carnage", QT_TRANSLATE_NOOP("Scoring", "Carnage")},
    {ScoringSystem::Tribute, "tribute", QT_TRANSLATE_NOOP("Scoring", "Tribute")},
    {ScoringSystem::OpenTribute, "opentribute", QT_TRANSLATE_NOOP("Scoring", "OpenTribute")},
    {ScoringSystem::Manorcon, "manorcon", QT_TRANSLATE_NOOP("Scoring", "Manorcon")},
};

const SystemName &nameOf(ScoringSystem system)
{
    return *std::find_if(std::begin(systemNames), std::end(systemNames),
                         [system](const SystemName &n) { return n.system == system; });
}

QString folded(QStringView name)
{
    QString key;
    for (QChar c : name) {
        if (c.isLetterOrNumber())
            key += c.toLower();
    }
    return key;
}

bool inSet(PowerSet set, int power)
{
    return set & (PowerSet(1) << power);
}

// A solo takes the whole board; everybody else scores nothing.
std::vector<double> soloScores(const BoardStanding &board, double points)
{
    std::vector<double> scores(std::size_t(board.powerCount()), 0.0);
    scores[std::size_t(board.soloist)] = points;
    return scores;
}

// Powers in order of finish; equal keys share a place. Returns, per power, the first place its group holds
// (0-based) and the group's size.
struct Place
{
    int first = 0;
    int shared = 1;
};

template <typename Before> std::vector<Place> placesBy(int powerCount, Before before)
{
    std::vector<int> order(static_cast<std::size_t>(powerCount));
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), before);
    std::vector<Place> places(static_cast<std::size_t>(powerCount));
    for (int i = 0; i < powerCount;) {
        int j = i + 1;
        while (j < powerCount && !before(order[std::size_t(i)], order[std::size_t(j)]))
            ++j;
        for (int k = i; k < j; ++k)
            places[std::size_t(order[std::size_t(k)])] = {i, j - i};
        i = j;
    }
    return places;
}

// Tied powers share the bonuses of all the places they hold together.
double sharedBonus(const Place &place, const std::vector<double> &bonusByPlace)
{
    double sum = 0;
    for (int p = place.first; p < place.first + place.shared; ++p) {
        if (p < int(bonusByPlace.size()))
            sum += bonusByPlace[std::size_t(p)];
    }
    return sum / place.shared;
}

int topCentres(const BoardStanding &board)
{
    return *std::max_element(board.centres.begin(), board.centres.end());
}

std::vector<double> drawSize(const BoardStanding &board)
{
    if (board.soloist >= 0)
        return soloScores(board, 100);
    std::vector<double> scores(std::size_t(board.powerCount()), 0.0);
    const int size = powerCount(board.drawn);
    for (int p = 0; p < board.powerCount(); ++p) {
        if (inSet(board.drawn, p))
            scores[std::size_t(p)] = 100.0 / size;
    }
    return scores;
}

std::vector<double> sumOfSquares(const BoardStanding &board)
{
    if (board.soloist >= 0)
        return soloScores(board, 100);
    double squares = 0;
    for (int c : board.centres)
        squares += double(c) * c;
    std::vector<double> scores;
    for (int c : board.centres)
        scores.push_back(squares > 0 ? 100.0 * c * c / squares : 0.0);
    return scores;
}

std::vector<double> cDiplo(const BoardStanding &board)
{
    if (board.soloist >= 0)
        return soloScores(board, 100);
    // Places by centres among the powers that hold any; an eliminated power places nowhere.
    const std::vector<Place> places = placesBy(board.powerCount(), [&board](int a, int b) {
        return board.centres[std::size_t(a)] > board.centres[std::size_t(b)];
    });
    const std::vector<double> bonus = {38, 14, 7};
    std::vector<double> scores;
    for (int p = 0; p < board.powerCount(); ++p) {
        const int centres = board.centres[std::size_t(p)];
        scores.push_back(1 + centres + (centres > 0 ? sharedBonus(places[std::size_t(p)], bonus) : 0.0));
    }
    return scores;
}

std::vector<double> carnage(const BoardStanding &board)
{
    const int powers = board.powerCount();
    std::vector<double> rankPoints;
    for (int place = 0; place < powers; ++place)
        rankPoints.push_back(1000.0 * (powers - place));
    if (board.soloist >= 0)
        return soloScores(board,
                          std::accumulate(rankPoints.begin(), rankPoints.end(), 0.0) + board.totalCentres);
    // By centres; among the eliminated, the later out places higher; the same year shares a place.
    const auto lastedLonger = [&board](int a, int b) {
        const int ca = board.centres[std::size_t(a)];
        const int cb = board.centres[std::size_t(b)];
        if (ca != cb)
            return ca > cb;
        const int ea = board.eliminatedYear[std::size_t(a)];
        const int eb = board.eliminatedYear[std::size_t(b)];
        if ((ea == 0) != (eb == 0))
            return ea == 0;
        return ea > eb;
    };
    const std::vector<Place> places = placesBy(powers, lastedLonger);
    std::vector<double> scores;
    for (int p = 0; p < powers; ++p)
        scores.push_back(sharedBonus(places[std::size_t(p)], rankPoints) + board.centres[std::size_t(p)]);
    return scores;
}

std::vector<double> tribute(const BoardStanding &board)
{
    if (board.soloist >= 0)
        return soloScores(board, 100);
    const int powers = board.powerCount();
    int survivors = 0;
    for (int p = 0; p < powers; ++p)
        survivors += board.alive(p) ? 1 : 0;
    const double survival = 66.0 / survivors;
    const int top = topCentres(board);
    std::vector<double> scores(std::size_t(powers), 0.0);
    double collected = 0;
    int toppers = 0;
    for (int p = 0; p < powers; ++p) {
        if (!board.alive(p))
            continue;
        const int centres = board.centres[std::size_t(p)];
        if (centres == top) {
            ++toppers;
            scores[std::size_t(p)] = survival + centres;
            continue;
        }
        // One point per centre the topper holds over six, never more than the survival share.
        const double paid = std::min(survival, double(std::max(0, top - 6)));
        collected += paid;
        scores[std::size_t(p)] = survival + centres - paid;
    }
    for (int p = 0; p < powers; ++p) {
        if (board.alive(p) && board.centres[std::size_t(p)] == top)
            scores[std::size_t(p)] += collected / toppers;
    }
    return scores;
}

std::vector<double> openTribute(const BoardStanding &board)
{
    if (board.soloist >= 0)
        return soloScores(board, 10.0 * board.totalCentres);
    const int powers = board.powerCount();
    const int top = topCentres(board);
    int toppers = 0;
    double collected = 0;
    for (int p = 0; p < powers; ++p) {
        const int centres = board.centres[std::size_t(p)];
        if (centres == top)
            ++toppers;
        else
            collected += top - centres; // the eliminated pay too, from their start of one per centre
    }
    std::vector<double> scores(std::size_t(powers), 0.0);
    for (int p = 0; p < powers; ++p) {
        if (!board.alive(p))
            continue; // what an eliminated power keeps after its tribute is spoiled
        const int centres = board.centres[std::size_t(p)];
        // Every power starts from one point per centre on the board (34 on the standard map).
        const double start = board.totalCentres;
        scores[std::size_t(p)] = centres == top
                                     ? start + 3.0 * centres + collected / (double(toppers) * toppers)
                                     : start + 3.0 * centres - (top - centres);
    }
    return scores;
}

std::vector<double> manorcon(const BoardStanding &board)
{
    const int powers = board.powerCount();
    const auto yearsPlayed = [&board](int lastYear) { return 0.1 * (lastYear - board.firstYear + 1); };
    std::vector<double> scores(std::size_t(powers), 0.0);
    if (board.soloist >= 0) {
        for (int p = 0; p < powers; ++p) {
            const int out = board.alive(p) ? board.lastYear : board.eliminatedYear[std::size_t(p)];
            scores[std::size_t(p)] = p == board.soloist ? 75.0 : yearsPlayed(out);
        }
        return scores;
    }
    const auto weight = [](int s) { return double(s) * s + 4.0 * s + 16.0; };
    double boardWeight = 0;
    for (int c : board.centres)
        boardWeight += weight(c);
    for (int p = 0; p < powers; ++p) {
        scores[std::size_t(p)] = board.alive(p) ? 100.0 * weight(board.centres[std::size_t(p)]) / boardWeight
                                                : yearsPlayed(board.eliminatedYear[std::size_t(p)]);
    }
    return scores;
}

PowerSet powersOn(const Position &position)
{
    PowerSet set = 0;
    for (const Unit &u : position.units)
        set |= PowerSet(1) << u.power;
    for (int owner : position.owner) {
        if (owner >= 0)
            set |= PowerSet(1) << owner;
    }
    return set;
}

} // namespace

QString scoringSystemId(ScoringSystem system)
{
    return QString::fromLatin1(nameOf(system).id);
}

QString scoringSystemName(ScoringSystem system)
{
    return QCoreApplication::translate("Scoring", nameOf(system).name);
}

std::optional<ScoringSystem> findScoringSystem(QStringView name)
{
    const QString key = folded(name);
    for (const SystemName &n : systemNames) {
        if (key == folded(QString::fromLatin1(n.id)) || key == folded(QString::fromLatin1(n.name)))
            return n.system;
    }
    return std::nullopt;
}

std::vector<double> scoreBoard(ScoringSystem system, const BoardStanding &board)
{
    switch (system) {
    case ScoringSystem::DrawSize:
        return drawSize(board);
    case ScoringSystem::SumOfSquares:
        return sumOfSquares(board);
    case ScoringSystem::CDiplo:
        return cDiplo(board);
    case ScoringSystem::Carnage:
        return carnage(board);
    case ScoringSystem::Tribute:
        return tribute(board);
    case ScoringSystem::OpenTribute:
        return openTribute(board);
    case ScoringSystem::Manorcon:
        return manorcon(board);
    }
    return {};
}

BoardStanding boardStanding(const Game &game, int lastEntry)
{
    const int powers = game.map().powerCount();
    BoardStanding board;
    board.totalCentres = game.map().supplyCentreCount();
    board.eliminatedYear.assign(std::size_t(powers), 0);
    const std::vector<int> line = game.line(lastEntry);
    const Position &start = game.entry(line.front()).position;
    board.firstYear = start.phase.year;
    // A power missing from the start position (a study set-up) counts as out from the first year.
    PowerSet alive = powersOn(start);
    for (int p = 0; p < powers; ++p) {
        if (!inSet(alive, p))
            board.eliminatedYear[std::size_t(p)] = board.firstYear;
    }
    for (int id : line) {
        const PhaseEntry &e = game.entry(id);
        if (!e.adjudicated)
            continue;
        const PowerSet after = powersOn(e.after);
        for (int p = 0; p < powers; ++p) {
            if (inSet(alive, p) && !inSet(after, p))
                board.eliminatedYear[std::size_t(p)] = e.position.phase.year;
        }
        alive &= after;
    }
    const PhaseEntry &last = game.entry(lastEntry);
    const Position &now = last.adjudicated ? last.after : last.position;
    board.lastYear = last.position.phase.year;
    for (int p = 0; p < powers; ++p)
        board.centres.push_back(now.centreCount(p));
    switch (last.end.kind) {
    case GameEndKind::Victory:
        board.soloist = std::countr_zero(last.end.powers);
        break;
    case GameEndKind::Draw:
        // A draw of one power is a concession: tournaments score it as that power's win.
        if (powerCount(last.end.powers) == 1)
            board.soloist = std::countr_zero(last.end.powers);
        else
            board.drawn = last.end.powers;
        break;
    case GameEndKind::Called:
        board.drawn = last.end.powers;
        break;
    case GameEndKind::None:
        board.provisional = true;
        board.drawn = alive;
        break;
    }
    return board;
}

} // namespace arbiter
