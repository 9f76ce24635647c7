// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "judge/explanation.h"

#include <QPointer>
#include <QWidget>

class QTextBrowser;

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The Explanation dock: why the selected order of an adjudicated phase succeeded or failed, with the
// strengths side by side ("attack 2: A par with support from A pic and A gas; against prevent 2: A mun
// with support from A ruh"), places written out or abbreviated as View → Full Place Names says. Every unit
// named is a link; following it asks the map to highlight the unit. The words of the rules (hold, cut,
// standoff…) link to their Glossary entry.
class ExplanationPanel : public QWidget
{
    Q_OBJECT

  public:
    explicit ExplanationPanel(QWidget *parent = nullptr);

    void setDocument(document::GameDocument *document);
    // Explains order `order` of phase `entry`, whose explanation is `explanation` (null when the phase is not
    // adjudicated, which the panel then says). `order` -1: nothing selected.
    void showOrder(int entry, const PhaseExplanation *explanation, int order);
    // The text shown, without the markup (for tests and the clipboard).
    QString text() const;
    QTextBrowser *browser() const { return m_browser; }

  signals:
    // A unit named in the explanation was clicked: its province, and whether it is a dislodged unit.
    void unitActivated(int province, bool dislodged);
    // A word of the rules was clicked: the id of its glossary term (GlossaryTerm::id).
    void glossaryRequested(const QString &term);

  private:
    void showHint(const QString &hint);
    void showHtml(const QString &html);

    QPointer<document::GameDocument> m_document;
    QTextBrowser *m_browser;
    int m_entry = -1;
    QString m_html; // what the browser shows
};

} // namespace arbiter::ui
