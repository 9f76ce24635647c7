// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/score_report.h"

#include "record/game.h"

#include <QCoreApplication>

namespace arbiter {

QString scoreText(double points)
{
    return QString::number(points, 'f', 2);
}

QString scoreReport(const Game &game, int lastEntry)
{
    const Map &map = game.map();
    const BoardStanding board = boardStanding(game, lastEntry);
    QString out = board.provisional
                      ? QCoreApplication::translate("Report", "Scores (provisional: the game goes on):")
                      : QCoreApplication::translate("Report", "Scores:");
    out += u'\n';
    QStringList header = {QString(), QCoreApplication::translate("Report", "Centres")};
    std::vector<std::vector<double>> scores;
    for (ScoringSystem s : allScoringSystems) {
        header << scoringSystemName(s);
        scores.push_back(scoreBoard(s, board));
    }
    const auto line = [](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size(); ++i)
            text += i + 1 == cells.size() ? cells[i] : cells[i].leftJustified(i == 0 ? 10 : 16);
        return text + u'\n';
    };
    out += line(header);
    for (int p = 0; p < map.powerCount(); ++p) {
        QStringList row = {map.powerName(p), QString::number(board.centres[std::size_t(p)])};
        for (const std::vector<double> &s : scores)
            row << scoreText(s[std::size_t(p)]);
        out += line(row);
    }
    return out;
}

QString scoreCsv(const Game &game, int lastEntry)
{
    const Map &map = game.map();
    const BoardStanding board = boardStanding(game, lastEntry);
    // Names in the file stay English, so that a tournament's scripts read every director's export alike.
    QStringList header = {QStringLiteral("Power"), QStringLiteral("Centres")};
    std::vector<std::vector<double>> scores;
    for (ScoringSystem s : allScoringSystems) {
        header << scoringSystemId(s);
        scores.push_back(scoreBoard(s, board));
    }
    header << QStringLiteral("Provisional");
    QString out = header.join(u',') + u'\n';
    for (int p = 0; p < map.powerCount(); ++p) {
        QStringList row = {map.power(p).id, QString::number(board.centres[std::size_t(p)])};
        for (const std::vector<double> &s : scores)
            row << scoreText(s[std::size_t(p)]);
        row << (board.provisional ? QStringLiteral("yes") : QStringLiteral("no"));
        out += row.join(u',') + u'\n';
    }
    return out;
}

QString scoreSummary(const Game &game, int lastEntry)
{
    const Map &map = game.map();
    const ScoringSystem system = game.info().scoring;
    const std::vector<double> scores = scoreBoard(system, boardStanding(game, lastEntry));
    QStringList parts;
    for (int p = 0; p < map.powerCount(); ++p) {
        if (scores[std::size_t(p)] > 0)
            parts << QStringLiteral("%1 %2").arg(map.powerName(p), scoreText(scores[std::size_t(p)]));
    }
    return QStringLiteral("%1: %2").arg(scoringSystemName(system), parts.join(QStringLiteral(", ")));
}

} // namespace arbiter
