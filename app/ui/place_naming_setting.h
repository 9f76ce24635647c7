// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "text/place_naming.h"

#include <QObject>
#include <QString>

namespace arbiter::ui {

// View → Full Place Names: whether the client's explanations, results, reports and the table display
// write places out in the user's language ("Wien ist leer") or keep their abbreviations ("vie"), for the
// whole program; on unless the user turns it off, and kept in QSettings ("view/fullPlaceNames"). The
// views that show such sentences listen to changed().
class PlaceNamingSetting : public QObject
{
    Q_OBJECT

  public:
    static PlaceNamingSetting *instance();

    PlaceNaming naming() const { return m_naming; }
    bool writtenOut() const { return m_naming == PlaceNaming::WrittenOut; }
    // Changes the setting and remembers it in QSettings.
    void setWrittenOut(bool writtenOut);

    static QString settingsKey() { return QStringLiteral("view/fullPlaceNames"); }

  signals:
    void changed();

  private:
    PlaceNamingSetting();
    PlaceNaming m_naming = PlaceNaming::WrittenOut;
};

} // namespace arbiter::ui
