// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QColor>
#include <QString>
#include <QWidget>

#include <vector>

namespace arbiter::ui {

// The phase bar's second line: each power's order progress (a square in the power's colour, its name and
// count, in bold while orders are missing, the items separated by dots) or a sentence, wrapped between items
// only, so that "Turkey builds 1/2" never breaks in two. Measured and drawn from the font's metrics: the
// window's layout asks for the line's height at several widths after every change beside it, and a
// rich-text label laid a text document out for each of those questions (about a sixth of the work of a
// frame after an adjudication).
class ProgressLine : public QWidget
{
  public:
    struct Item
    {
        QString text;
        QColor colour; // the square before the text; none when invalid
        bool strong = false;
    };

    explicit ProgressLine(QWidget *parent = nullptr);

    // Items separated by dots.
    void setItems(std::vector<Item> items);
    // A sentence, wrapped between its words.
    void setSentence(const QString &sentence);
    void clear();

    // What the line says, as a reader would say it ("Austria 0/3 · England 1/3").
    QString text() const;
    // The texts of the items, each kept on one line.
    QStringList itemTexts() const;
    // The items of each line at `width`, by index.
    std::vector<std::vector<int>> lines(int width) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

  protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    void changed();
    void measure() const;
    int lineHeight() const;

    std::vector<Item> m_items;
    bool m_sentence = false;
    // Per item, its width with what follows it on its line (the dot of the separator); measured when asked.
    mutable std::vector<int> m_widths;
    mutable int m_space = 0;
    mutable bool m_measured = false;
};

} // namespace arbiter::ui
