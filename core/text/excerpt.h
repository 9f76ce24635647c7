// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringView>

namespace arbiter {

// At most `most` characters of `text` to quote in a message: the text itself when it is short enough, else
// its beginning and "…", so that what a message says after a quote of a pasted line stays in view.
QString excerpt(QStringView text, qsizetype most);

} // namespace arbiter
