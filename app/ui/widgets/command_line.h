// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "widgets/line_echo.h"

#include <QLineEdit>
#include <QPointer>
#include <QStringList>

class QCompleter;
class QLabel;
class QModelIndex;
class QStandardItemModel;
class QStringListModel;

namespace arbiter {
struct LinePart;
namespace document {
class GameDocument;
}
} // namespace arbiter

namespace arbiter::ui {

// The keyboard way in: type an order in any notation the parser reads ("A ven - tri", "Italy: army venice
// moves to trieste", "F nth C A lon - bel", "build F stp/nc", "waive"), press Enter. A line with only a
// power's name ("England:") sets the power for the lines after it; an order that starts with one ("France:
// build A par") lends it to the lines after it that do not say whose they are ("waive"). Province names
// complete as you type; Up and Down recall earlier lines. A line in error stays, selected, and the message
// names the word. Several orders on one line, separated by ';' or ',' as in mails, are entered one after the
// other, and undone as one step; one that cannot be entered stays on the line with those after it.
//
// Whole orders complete from the position and the orders entered (completeOrderLine): after "A mun S" the
// supports Munich can give, the one of a move already entered first ("A mun S bur" → "A mun S A par - bur");
// after "mun -" the places it can move to; in a slip, the first word from the slip's power's units. Tab
// takes the first (or the chosen) line of the list, Return enters the line as typed.
//
// A slip (startSlip, a key per power in the window) is the orders of one power typed down from its paper:
// its units need no type and no power, a build or waive is its own, and each line's outcome is echoed
// (echoed) for the list under the line.
class CommandLine : public QLineEdit
{
    Q_OBJECT

  public:
    explicit CommandLine(QWidget *parent = nullptr);

    void setDocument(document::GameDocument *document);
    int defaultPower() const { return m_power; }
    // Reads and enters one line; false (with a message) when it cannot.
    bool submit(const QString &line);
    // While `reason` is not empty, a line can be typed but not entered: Enter tells the reason and keeps the
    // line (a replay is shown, say). Typing stays here rather than going to some other widget.
    void setRefusal(const QString &reason);
    QString refusal() const { return m_refusal; }
    QCompleter *wordCompleter() const { return m_completer; }
    // Starts the slip of `power`: the lines after it are its orders, until another slip or phase.
    void startSlip(int power);
    // The line Tab would make of the one typed now, or an empty string when no whole order is offered.
    QString lineTakenByTab() const;

  signals:
    void message(const QString &text, bool error);
    void defaultPowerChanged(int power);
    // A new slip begins (startSlip, or a line with only a power's name).
    void slipStarted(int power);
    // What became of one order typed.
    void echoed(const arbiter::ui::LineEcho &echo);

  protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

  private:
    class LineStep;
    // Enters one order of the line as part of `step`; false when it cannot. *outcome says what became of it
    // either way: the message, its kind, and the order entered.
    bool enter(const arbiter::LinePart &part, int index, LineStep &step, LineEcho *outcome);
    void updateWords();
    void textWasEdited();
    // Offers whole lines for the text typed; false when it has none to offer.
    bool offerLines();
    void insertCompletion(const QString &completion);
    void takeLine(const QModelIndex &index);
    QString wordBeforeCursor(int *start) const;

    QPointer<document::GameDocument> m_document;
    QString m_refusal;
    QString m_placeholder;
    QCompleter *m_completer;
    QStringListModel *m_words;
    QStandardItemModel *m_lines; // whole lines offered: shown text, and the line in Qt::UserRole
    bool m_offeringLines = false;
    QStringList m_history;
    int m_historyPos = -1;
    int m_power = -1;               // the power of the order sheet being typed, -1 for none yet
    bool m_powerFromHeader = false; // set by a line of its own ("France:"), not carried from an order
};

} // namespace arbiter::ui
