// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "place_naming_setting.h"

#include <QSettings>

namespace arbiter::ui {

PlaceNamingSetting *PlaceNamingSetting::instance()
{
    static PlaceNamingSetting *setting = new PlaceNamingSetting;
    return setting;
}

PlaceNamingSetting::PlaceNamingSetting()
{
    m_naming =
        QSettings().value(settingsKey(), true).toBool() ? PlaceNaming::WrittenOut : PlaceNaming::Abbreviated;
}

void PlaceNamingSetting::setWrittenOut(bool writtenOut)
{
    QSettings().setValue(settingsKey(), writtenOut);
    const PlaceNaming naming = writtenOut ? PlaceNaming::WrittenOut : PlaceNaming::Abbreviated;
    if (naming == m_naming)
        return;
    m_naming = naming;
    emit changed();
}

} // namespace arbiter::ui
