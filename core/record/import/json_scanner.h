// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

namespace arbiter {

// A JSON reader that walks a document in place, without building it: objects and arrays are entered and
// left, values the reader does not want are skipped unread. Game collections are read through it
// (QJsonDocument builds every value of a file first, and a MILA game holds far more than its orders and
// units). Any malformed input stops it with the offset and the reason; it never reads past the end.
class JsonScanner
{
  public:
    explicit JsonScanner(QByteArrayView json) : m_json(json) {}

    bool failed() const { return !m_error.isEmpty(); }
    const QString &error() const { return m_error; }
    qsizetype offset() const { return m_pos; }
    // The text read, of which offset() is a position (a value's raw text is a slice of the document's).
    QByteArrayView text() const { return m_json; }

    // The next value is of this kind (after spaces).
    bool atObject();
    bool atArray();
    bool atString();

    // Enters the object; then nextKey gives each key until it returns false at the closing brace.
    bool enterObject();
    bool nextKey(QByteArrayView *key);
    // Enters the array; then nextElement is true before each element, false at the closing bracket.
    bool enterArray();
    bool nextElement();
    // A string value: its bytes without the quotes, escapes resolved (into storage the scanner keeps until
    // the next string).
    bool readString(QByteArrayView *value);
    // Skips any value (nested objects and arrays included).
    bool skipValue();
    // The raw text of the next value, skipped.
    bool rawValue(QByteArrayView *value);

  private:
    void skipSpaces();
    bool fail(const char *why);
    bool expect(char c);
    bool scanString(QByteArrayView *value);

    QByteArrayView m_json;
    qsizetype m_pos = 0;
    int m_depth = 0;
    bool m_first = false; // the next key or element is the first of its container
    QString m_error;
    QByteArray m_unescaped;
};

} // namespace arbiter
