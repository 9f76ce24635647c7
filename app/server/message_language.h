// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QByteArrayView>
#include <QString>

class QHttpServerRequest;

namespace arbiter::pads {

// The languages the server answers in: those of the program's translations.
inline constexpr const char *messageLanguages[] = {"de", "fr", "en"};

// The language to answer a request in, "de", "fr" or "en": the `lang` query parameter when it names one of
// them (the page sends the language it shows itself in), else the one of them the browser prefers most in
// its Accept-Language header, as the page itself chooses, else English.
QString requestLanguage(const QHttpServerRequest &request);
QString acceptedLanguage(QByteArrayView acceptLanguage);

// While one lives, the messages this thread writes through QCoreApplication::translate (and tr()) are in
// `language` ("de", "fr" or "en", from the program's compiled translations ":/i18n/arbiter_LANG.qm"),
// whatever language the program shows itself in; other threads, and this one afterwards, are not affected.
//
// Why not install the language's translator for the request: translators are installed for the whole
// application, so another thread would write in the phone's language meanwhile, and installing or removing
// one sends every window a LanguageChange. Instead one translator is installed once, in front of the
// program's, and answers only on a thread that has a MessageLanguage, from the language's translator, which
// it holds without installing it.
class MessageLanguage
{
  public:
    explicit MessageLanguage(const QString &language);
    ~MessageLanguage();
    MessageLanguage(const MessageLanguage &) = delete;
    MessageLanguage &operator=(const MessageLanguage &) = delete;

  private:
    const void *m_outer;
};

// While one lives, this thread writes in the program's own language again, inside a MessageLanguage: a
// phone's orders entered into the game update the game master's windows there and then, and those must
// not speak the phone's language.
class ProgramLanguage
{
  public:
    ProgramLanguage();
    ~ProgramLanguage();
    ProgramLanguage(const ProgramLanguage &) = delete;
    ProgramLanguage &operator=(const ProgramLanguage &) = delete;

  private:
    const void *m_outer;
};

} // namespace arbiter::pads
