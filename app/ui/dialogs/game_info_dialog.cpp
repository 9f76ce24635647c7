// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/game_info_dialog.h"
#include "scene/power_palette.h"

#include "document/order_description.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::ui {

GameInfoDialog::GameInfoDialog(const Map &map, const GameInfo &info, QWidget *parent)
    : QDialog(parent), m_name(new QLineEdit(info.name, this)), m_notes(new QPlainTextEdit(info.notes, this)),
      m_endYear(new QSpinBox(this)), m_scoring(new QComboBox(this)),
      m_clockOn(new QCheckBox(tr("&Time each phase"), this)), m_warnings(new QLineEdit(this))
{
    setWindowTitle(tr("Game Info"));
    setObjectName(QStringLiteral("gameInfoDialog"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QFormLayout;
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("Shown in the title bar instead of the file name"));
    top->addRow(tr("&Name:"), m_name);
    m_notes->setObjectName(QStringLiteral("notesEdit"));
    m_notes->setTabChangesFocus(true);
    top->addRow(tr("N&otes:"), m_notes);
    layout->addLayout(top);

    auto *playersBox = new QGroupBox(tr("Players"), this);
    auto *players = new QFormLayout(playersBox);
    for (int p = 0; p < map.powerCount(); ++p) {
        const QString name = document::powerName(map, p);
        auto *edit = new QLineEdit(info.players.value(p), playersBox);
        edit->setObjectName(QStringLiteral("player_%1").arg(map.power(p).id));
        edit->setToolTip(tr("The player of %1").arg(name));
        // The power's colour, as in the draw votes panel.
        auto *label =
            new QLabel(QStringLiteral("<span style=\"color:%1\">\u25a0</span>&nbsp;%2")
                           .arg(PowerPalette::instance()->colour(map, p).name(), name.toHtmlEscaped()),
                       playersBox);
        label->setBuddy(edit);
        players->addRow(label, edit);
        m_players.push_back(edit);
    }
    layout->addWidget(playersBox);

    auto *tournamentBox = new QGroupBox(tr("Tournament"), this);
    auto *tournament = new QFormLayout(tournamentBox);
    m_endYear->setObjectName(QStringLiteral("endYearEdit"));
    // 0 reads "None"; a year of the game otherwise.
    m_endYear->setRange(0, 9999);
    m_endYear->setSpecialValueText(tr("None"));
    m_endYear->setValue(info.endYear);
    m_endYear->setToolTip(tr("The game ends when the adjustments of this year are done, and is scored like a "
                             "draw of every power still on the board"));
    tournament->addRow(tr("&End year:"), m_endYear);
    m_scoring->setObjectName(QStringLiteral("scoringBox"));
    for (ScoringSystem s : allScoringSystems) {
        m_scoring->addItem(scoringSystemName(s), int(s));
        if (s == info.scoring)
            m_scoring->setCurrentIndex(m_scoring->count() - 1);
    }
    m_scoring->setToolTip(tr("The system the history and the game report score the game with"));
    tournament->addRow(tr("&Scoring:"), m_scoring);

    m_clockOn->setObjectName(QStringLiteral("clockBox"));
    m_clockOn->setChecked(info.clock.enabled);
    m_clockOn->setToolTip(tr("Count down the time for negotiation and orders in each phase"));
    tournament->addRow(m_clockOn);
    const std::array<std::pair<const char *, int>, 4> durations = {{
        {QT_TR_NOOP("First movement phase:"), info.clock.firstMovementMinutes},
        {QT_TR_NOOP("Other movement phases:"), info.clock.movementMinutes},
        {QT_TR_NOOP("Retreats:"), info.clock.retreatMinutes},
        {QT_TR_NOOP("Adjustments:"), info.clock.adjustmentMinutes},
    }};
    const QStringList names = {QStringLiteral("firstMovementMinutes"), QStringLiteral("movementMinutes"),
                               QStringLiteral("retreatMinutes"), QStringLiteral("adjustmentMinutes")};
    for (std::size_t i = 0; i < durations.size(); ++i) {
        auto *minutes = new QSpinBox(tournamentBox);
        minutes->setObjectName(names[qsizetype(i)]);
        minutes->setRange(1, 240);
        minutes->setSuffix(tr(" min"));
        minutes->setValue(durations[i].second);
        minutes->setEnabled(info.clock.enabled);
        connect(m_clockOn, &QCheckBox::toggled, minutes, &QWidget::setEnabled);
        tournament->addRow(tr(durations[i].first), minutes);
        m_clockMinutes[i] = minutes;
    }
    QStringList warnings;
    for (int w : info.clock.warningMinutes)
        warnings << QString::number(w);
    m_warnings->setObjectName(QStringLiteral("warningsEdit"));
    m_warnings->setText(warnings.join(QStringLiteral(", ")));
    m_warnings->setPlaceholderText(tr("e.g. 5, 1"));
    m_warnings->setToolTip(tr("Minutes left at which the clock flashes and beeps; it always does at zero"));
    m_warnings->setEnabled(info.clock.enabled);
    connect(m_clockOn, &QCheckBox::toggled, m_warnings, &QWidget::setEnabled);
    tournament->addRow(tr("&Warn at (minutes left):"), m_warnings);
    layout->addWidget(tournamentBox);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

GameInfo GameInfoDialog::info() const
{
    GameInfo info;
    info.name = m_name->text().trimmed();
    info.notes = m_notes->toPlainText();
    for (const QLineEdit *edit : m_players)
        info.players << edit->text().trimmed();
    info.endYear = m_endYear->value();
    info.scoring = ScoringSystem(m_scoring->currentData().toInt());
    info.clock.enabled = m_clockOn->isChecked();
    info.clock.firstMovementMinutes = m_clockMinutes[0]->value();
    info.clock.movementMinutes = m_clockMinutes[1]->value();
    info.clock.retreatMinutes = m_clockMinutes[2]->value();
    info.clock.adjustmentMinutes = m_clockMinutes[3]->value();
    // Whole minutes, however they are separated; anything else is left out.
    info.clock.warningMinutes.clear();
    for (const QString &word :
         m_warnings->text().split(QRegularExpression(QStringLiteral("[^0-9]+")), Qt::SkipEmptyParts))
        info.clock.warningMinutes.push_back(word.toInt());
    return info;
}

} // namespace arbiter::ui
