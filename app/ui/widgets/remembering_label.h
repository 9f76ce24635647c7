// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QLabel>

#include <vector>

namespace arbiter::ui {

// A label that remembers the height it measured for each width, as long as its text and looks stay the
// same. QLabel keeps its size hints but lays a word-wrapped text out again at every heightForWidth(), and a
// window's layout asks it many times for a few widths after any change beside it (the phase bar's progress
// line: about nineteen layouts of its rich text after an adjudication).
class RememberingLabel : public QLabel
{
  public:
    using QLabel::QLabel;

    int heightForWidth(int width) const override;

  protected:
    void changeEvent(QEvent *event) override;

  private:
    // Everything besides the font and style (changeEvent forgets the heights then) that the measure reads.
    struct Setting
    {
        QString text;
        int margin = 0;
        int indent = 0;
        int alignment = 0;
        bool wordWrap = false;
        QMargins contents;
        bool operator==(const Setting &) const = default;
    };
    Setting setting() const;

    mutable Setting m_measured;                         // the setting the heights were measured with
    mutable std::vector<std::pair<int, int>> m_heights; // width, height
};

} // namespace arbiter::ui
