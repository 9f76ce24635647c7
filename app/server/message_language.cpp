// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "message_language.h"

#include <QCoreApplication>
#include <QHttpServerRequest>
#include <QTranslator>
#include <QUrlQuery>

#include <algorithm>

namespace arbiter::pads {

namespace {

// One language's translation, loaded once and never installed.
class LanguageTranslation
{
  public:
    explicit LanguageTranslation(const char *language)
    {
        // English has a translation too: its plural forms ("1 unit", "2 units").
        m_loaded = m_translator.load(QStringLiteral(":/i18n/arbiter_%1.qm").arg(QLatin1StringView(language)));
    }
    QString translate(const char *context, const char *source, const char *disambiguation, int n) const
    {
        const QString found =
            m_loaded ? m_translator.translate(context, source, disambiguation, n) : QString();
        // Not translated: the English source, not the program's language further down the list.
        return found.isNull() ? QString::fromUtf8(source) : found;
    }

  private:
    QTranslator m_translator;
    bool m_loaded = false;
};

const LanguageTranslation *translationOf(const QString &language)
{
    static const LanguageTranslation german("de"), french("fr"), english("en");
    if (language == u"de")
        return &german;
    if (language == u"fr")
        return &french;
    return &english;
}

// The thread's language while a MessageLanguage lives; null: the program's.
thread_local const LanguageTranslation *threadLanguage = nullptr;
// Set while checking that the translator below comes first: it then answers everything with this.
thread_local bool probing = false;
const char probeAnswer[] = "\x01message-language";

// Installed in front of the program's translators; silent unless the calling thread has a language.
class ThreadLanguageTranslator : public QTranslator
{
  public:
    QString translate(const char *context, const char *source, const char *disambiguation,
                      int n) const override
    {
        if (probing)
            return QString::fromLatin1(probeAnswer);
        return threadLanguage ? threadLanguage->translate(context, source, disambiguation, n) : QString();
    }
    bool isEmpty() const override { return false; }
};

// Puts the translator first among the application's, if it is not: it is installed on first use, and the
// program may have installed its own translation again since (a translator installed later comes first).
// Qt offers no way to see the order, so ask: only the first translator to know a string answers it, and
// every translation of the program knows this one (English's too, which holds only plural forms).
void ensureFirst()
{
    static ThreadLanguageTranslator translator;
    static bool installed = false;
    probing = true;
    const QString answer = QCoreApplication::translate("History", "%n dislodged", nullptr, 2);
    probing = false;
    if (installed && answer == QLatin1StringView(probeAnswer))
        return;
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::installTranslator(&translator);
    installed = true;
}

} // namespace

QString acceptedLanguage(QByteArrayView acceptLanguage)
{
    // "es-ES, fr;q=0.8, de;q=0.5": the known language the browser prefers most (French here), the first of
    // equals, as the page chooses among the browser's languages.
    QString best = QStringLiteral("en");
    double bestQuality = -1;
    for (const QByteArray &item : acceptLanguage.toByteArray().split(',')) {
        const QList<QByteArray> parts = item.split(';');
        const QString primary = QString::fromLatin1(parts.first().trimmed()).toLower().section(u'-', 0, 0);
        double quality = 1;
        for (qsizetype k = 1; k < parts.size(); ++k) {
            const QByteArray parameter = parts[k].trimmed();
            if (parameter.startsWith("q="))
                quality = parameter.mid(2).toDouble();
        }
        const bool known = std::any_of(std::begin(messageLanguages), std::end(messageLanguages),
                                       [&](const char *l) { return primary == QLatin1StringView(l); });
        if (known && quality > 0 && quality > bestQuality) {
            best = primary;
            bestQuality = quality;
        }
    }
    return best;
}

QString requestLanguage(const QHttpServerRequest &request)
{
    const QString asked = QUrlQuery(request.url()).queryItemValue(QStringLiteral("lang")).toLower();
    if (std::any_of(std::begin(messageLanguages), std::end(messageLanguages),
                    [&](const char *l) { return asked == QLatin1StringView(l); }))
        return asked;
    return acceptedLanguage(request.value("Accept-Language"));
}

MessageLanguage::MessageLanguage(const QString &language) : m_outer(threadLanguage)
{
    ensureFirst();
    threadLanguage = translationOf(language);
}

MessageLanguage::~MessageLanguage()
{
    threadLanguage = static_cast<const LanguageTranslation *>(m_outer);
}

ProgramLanguage::ProgramLanguage() : m_outer(threadLanguage)
{
    threadLanguage = nullptr;
}

ProgramLanguage::~ProgramLanguage()
{
    threadLanguage = static_cast<const LanguageTranslation *>(m_outer);
}

} // namespace arbiter::pads
