// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/json_location.h"

#include "record/import/json_scanner.h"

#include <algorithm>

namespace arbiter {

namespace {

// Steps the scanner, standing before a value, to the value `step` names inside it; false if there is none
// (the scanner then stands somewhere inside the container).
bool enterStep(JsonScanner &json, const JsonStep &step)
{
    if (step.index < 0) {
        if (!json.enterObject())
            return false;
        QByteArrayView key;
        while (json.nextKey(&key)) {
            if (key == step.key)
                return true;
            json.skipValue();
        }
        return false;
    }
    if (!json.enterArray())
        return false;
    for (int i = 0; json.nextElement(); ++i) {
        if (i == step.index)
            return true;
        json.skipValue();
    }
    return false;
}

} // namespace

int lineAt(QByteArrayView text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    return int(std::count(text.begin(), text.begin() + offset, '\n')) + 1;
}

int jsonLineOf(QByteArrayView json, const JsonPath &path)
{
    JsonScanner scanner(json);
    for (const JsonStep &step : path) {
        scanner.atObject(); // steps over the spaces before the value, to the line it starts on
        const char *container = scanner.position();
        if (!enterStep(scanner, step))
            return lineAt(json, container - json.data());
    }
    scanner.atObject();
    return lineAt(json, scanner.position() - json.data());
}

} // namespace arbiter
