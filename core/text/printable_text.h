// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QString>
#include <QStringView>

namespace arbiter {

// Text from a file as it may be quoted back in a message: every character that cannot be printed (the bytes
// of a binary file, control characters, bytes that were no UTF-8) as '?', a tab as a space, so that quoting
// a file never sends raw bytes to a terminal or a dialog.
QString printableText(QStringView text);

} // namespace arbiter
