// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "record/game_history.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <limits>
#include <vector>

namespace arbiter::ui {

// The supply centres of every power at the end of each year of a line of play (centreHistory), as a line
// chart in the powers' colours with a legend of the last counts and the number of centres that wins. A year
// can be marked (the one being replayed).
class CentreChart : public QWidget
{
    Q_OBJECT

  public:
    explicit CentreChart(QWidget *parent = nullptr);

    void setData(std::vector<CentreCounts> years, std::vector<QColor> colours, QStringList names,
                 int victoryCentres);
    // No year marked (any int can be a year: the Ancient Mediterranean starts before year 1).
    static constexpr int noYear = std::numeric_limits<int>::min();
    void setMarkedYear(int year);
    int markedYear() const { return m_markedYear; }
    const std::vector<CentreCounts> &years() const { return m_years; }
    // The label under a year's point: the first point is the position the game started from.
    QString yearLabel(int year) const;

    QSize sizeHint() const override { return {330, 230}; }
    QSize minimumSizeHint() const override { return {220, 150}; }

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    std::vector<CentreCounts> m_years;
    std::vector<QColor> m_colours;
    QStringList m_names;
    int m_victory = 18;
    int m_markedYear = noYear;
};

} // namespace arbiter::ui
