// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "text/printable_text.h"

namespace arbiter {

QString printableText(QStringView text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        // A character outside the Basic Multilingual Plane is two halves, printable only together.
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            const char32_t code = QChar::surrogateToUcs4(c, text[i + 1]);
            if (QChar::isPrint(code))
                out.append(c).append(text[i + 1]);
            else
                out.append(u'?');
            ++i;
        } else if (c == u'\t') {
            out.append(u' ');
        } else if (!c.isPrint() || c == QChar::ReplacementCharacter) {
            out.append(u'?');
        } else {
            out.append(c);
        }
    }
    return out;
}

} // namespace arbiter
