// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QImage>
#include <QString>

namespace arbiter::ui {

// The QR code of `text` (libqrencode, error correction level M), each module `moduleSize` pixels, with the
// quiet zone of four modules the standard asks for; a null image when the text is too long for a QR code.
QImage qrCode(const QString &text, int moduleSize);

} // namespace arbiter::ui
