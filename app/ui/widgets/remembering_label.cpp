// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/remembering_label.h"

#include <QEvent>

#include <algorithm>

namespace arbiter::ui {

RememberingLabel::Setting RememberingLabel::setting() const
{
    return {text(), margin(), indent(), int(alignment()), wordWrap(), contentsMargins()};
}

int RememberingLabel::heightForWidth(int width) const
{
    Setting now = setting();
    if (!(now == m_measured)) {
        m_measured = std::move(now);
        m_heights.clear();
    }
    const auto known = std::find_if(m_heights.begin(), m_heights.end(),
                                    [width](const std::pair<int, int> &h) { return h.first == width; });
    if (known != m_heights.end())
        return known->second;
    const int height = QLabel::heightForWidth(width);
    // A handful of widths at a time (the layout's tries and the width it settles on); a resized window
    // brings others.
    if (m_heights.size() >= 16)
        m_heights.clear();
    m_heights.emplace_back(width, height);
    return height;
}

void RememberingLabel::changeEvent(QEvent *event)
{
    // The font and the style decide the measure too.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        m_heights.clear();
    QLabel::changeEvent(event);
}

} // namespace arbiter::ui
