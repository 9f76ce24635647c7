// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/excerpt.h"

#include <algorithm>

namespace arbiter {

QString excerpt(QStringView text, qsizetype most)
{
    if (text.size() <= most)
        return text.toString();
    qsizetype kept = std::max<qsizetype>(most - 1, 0);
    if (kept > 0 && text[kept - 1].isHighSurrogate()) // not half a character
        --kept;
    return text.first(kept).toString() + u'…';
}

} // namespace arbiter
