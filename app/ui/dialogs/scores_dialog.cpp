// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/scores_dialog.h"

#include "document/draw_description.h"
#include "document/order_description.h"
#include "record/score_report.h"
#include "text/phase_text.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

ScoresDialog::ScoresDialog(const Game &game, int entry, QWidget *parent)
    : QDialog(parent), m_game(game), m_entry(entry >= 0 ? entry : game.current()),
      m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Scores"));
    setObjectName(QStringLiteral("scoresDialog"));
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(m_entry);
    const BoardStanding board = boardStanding(game, m_entry);
    auto *layout = new QVBoxLayout(this);
    const QString phase = phaseName(e.position.phase);
    auto *outcome = new QLabel(
        board.provisional ? tr("%1: the game goes on. Provisional scores, as if it ended now.").arg(phase)
                          : tr("%1: %2").arg(phase, document::gameEndSentence(map, e.end)),
        this);
    outcome->setObjectName(QStringLiteral("scoresOutcome"));
    outcome->setWordWrap(true);
    layout->addWidget(outcome);

    // The game's own system first, then the others in their usual order.
    std::vector<ScoringSystem> systems = {game.info().scoring};
    for (ScoringSystem s : allScoringSystems) {
        if (s != game.info().scoring)
            systems.push_back(s);
    }
    m_table->setObjectName(QStringLiteral("scoresTable"));
    m_table->setRowCount(map.powerCount());
    m_table->setColumnCount(int(systems.size()) + 1);
    QStringList header = {tr("Centres")};
    for (ScoringSystem s : systems)
        header << scoringSystemName(s);
    header[1] = tr("%1 (this game)").arg(header[1]);
    m_table->setHorizontalHeaderLabels(header);
    QStringList powers;
    for (int p = 0; p < map.powerCount(); ++p)
        powers << document::powerName(map, p);
    m_table->setVerticalHeaderLabels(powers);
    const auto cell = [](const QString &text) {
        auto *item = new QTableWidgetItem(text);
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
        return item;
    };
    for (int p = 0; p < map.powerCount(); ++p)
        m_table->setItem(p, 0, cell(QString::number(board.centres[std::size_t(p)])));
    for (std::size_t c = 0; c < systems.size(); ++c) {
        const std::vector<double> scores = scoreBoard(systems[c], board);
        for (int p = 0; p < map.powerCount(); ++p)
            m_table->setItem(p, int(c) + 1, cell(scoreText(scores[std::size_t(p)])));
    }
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *csv = buttons->addButton(tr("&Export CSV…"), QDialogButtonBox::ActionRole);
    csv->setObjectName(QStringLiteral("exportScoresButton"));
    connect(csv, &QPushButton::clicked, this, &ScoresDialog::exportCsv);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 360);
}

void ScoresDialog::exportCsv()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Export Scores"), tr("scores.csv"),
                                                      tr("CSV files (*.csv);;All files (*)"));
    if (file.isEmpty())
        return;
    QSaveFile out(file);
    const bool saved = out.open(QIODevice::WriteOnly | QIODevice::Text) &&
                       out.write(scoreCsv(m_game, m_entry).toUtf8()) >= 0 && out.commit();
    if (!saved)
        QMessageBox::warning(this, tr("Cannot Export Scores"),
                             tr("%1: %2").arg(QDir::toNativeSeparators(file), out.errorString()));
}

} // namespace arbiter::ui
