// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArrayView>

#include <vector>

namespace arbiter {

// One step of the way to a value in a JSON document: a member of an object by its key, or an element of an
// array by its index (from 0).
struct JsonStep
{
    JsonStep(const char *memberKey) : key(memberKey) {}
    JsonStep(QByteArrayView memberKey) : key(memberKey) {}
    JsonStep(int elementIndex) : index(elementIndex) {}
    JsonStep(qsizetype elementIndex) : index(int(elementIndex)) {}

    QByteArrayView key; // for a member
    int index = -1;     // for an element
};
using JsonPath = std::vector<JsonStep>;

// The path to a value inside the one `path` leads to.
inline JsonPath operator+(JsonPath path, const JsonPath &more)
{
    path.insert(path.end(), more.begin(), more.end());
    return path;
}

// The line (from 1) of the value at `path` in `json`, for a message about a file that was read through
// QJsonDocument (which keeps no places): the text is walked again with JsonScanner, skipping what is not on
// the way. As far as the path leads: a missing member gives the line of the object it is missing from.
int jsonLineOf(QByteArrayView json, const JsonPath &path);
// The line (from 1) of the byte at `offset` in `text`.
int lineAt(QByteArrayView text, qsizetype offset);

} // namespace arbiter
