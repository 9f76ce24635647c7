// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "text/datc_reader.h"

#include <QDialog>

class QListWidget;

namespace arbiter::ui {

// File → Open DATC Case…: the cases of a DATC test file by name, with the number of units and orders of
// each; the chosen one opens as a new game.
class DatcCaseDialog : public QDialog
{
    Q_OBJECT

  public:
    DatcCaseDialog(const DatcFile &file, QWidget *parent = nullptr);

    // The index of the chosen case in file.cases, or -1.
    int chosenCase() const;
    void choose(int index);
    QListWidget *list() const { return m_list; }

  private:
    QListWidget *m_list = nullptr;
};

} // namespace arbiter::ui
