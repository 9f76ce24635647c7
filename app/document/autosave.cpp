// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "document/autosave.h"

#include "document/game_document.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSaveFile>
#include <QStandardPaths>
#include <QStringList>

Q_LOGGING_CATEGORY(lcAutosave, "arbiter.autosave", QtWarningMsg)

namespace arbiter::document {

namespace {

constexpr auto formatName = "arbiter-recovery";

QString lockName(const QString &path)
{
    return path + QStringLiteral(".lock");
}

std::unique_ptr<QLockFile> makeLock(const QString &path)
{
    auto lock = std::make_unique<QLockFile>(lockName(path));
    // A running copy of Arbiter may keep a game open for days: only a lock whose process is gone is stale.
    lock->setStaleLockTime(0);
    return lock;
}

// The recovery file of Arbiter 0.1, one for all copies; still offered after an update.
QString legacyPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery.json");
}

} // namespace

Autosave::Autosave(const QString &path, QObject *parent) : QObject(parent), m_path(path)
{
    m_due.setSingleShot(true);
    m_due.setInterval(writeDelayMs);
    connect(&m_due, &QTimer::timeout, this, &Autosave::writeDue);
    if (!m_path.isEmpty()) {
        m_lock = makeLock(m_path);
        m_lock->tryLock(0);
        return;
    }
    const QString folder = recoveryFolder();
    QDir().mkpath(folder);
    const QString stem =
        QStringLiteral("%1/recovery-%2-").arg(folder).arg(QCoreApplication::applicationPid());
    // The process id alone is not enough: one process may have several windows, and a crashed process's
    // id may come round again while its recovery file waits to be offered.
    for (int n = 1;; ++n) {
        const QString candidate = stem + QString::number(n) + QStringLiteral(".json");
        auto lock = makeLock(candidate);
        if (!lock->tryLock(0))
            continue;
        if (QFileInfo::exists(candidate)) {
            lock->unlock();
            continue;
        }
        m_path = candidate;
        m_lock = std::move(lock);
        break;
    }
}

Autosave::~Autosave() = default;

QString Autosave::recoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QStringList Autosave::orphanedRecoveries()
{
    QStringList found;
    const QFileInfoList files =
        QDir(recoveryFolder()).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &file : files) {
        auto lock = makeLock(file.filePath());
        if (lock->tryLock(0))
            found << file.filePath();
    }
    // A process killed before it had anything to recover leaves only its lock: released, it is gone.
    const QFileInfoList locks =
        QDir(recoveryFolder()).entryInfoList({QStringLiteral("*.json.lock")}, QDir::Files);
    for (const QFileInfo &file : locks) {
        const QString game = file.filePath().chopped(int(QStringLiteral(".lock").size()));
        if (QFileInfo::exists(game))
            continue;
        auto lock = makeLock(game);
        if (lock->tryLock(0))
            lock->unlock();
    }
    if (QFileInfo::exists(legacyPath()))
        found << legacyPath();
    return found;
}

void Autosave::discardOrphan(const QString &path)
{
    QFile::remove(path);
    // The lock file of a crashed process, taken over by orphanedRecoveries() and released again.
    QFile::remove(lockName(path));
}

void Autosave::watch(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!document)
        return;
    connect(document, &GameDocument::changed, this, &Autosave::documentChanged);
    connect(document, &GameDocument::modifiedChanged, this, &Autosave::documentChanged);
    // The recovery file names the game and the file it belongs to.
    connect(document, &GameDocument::fileNameChanged, this, &Autosave::documentChanged);
    connect(document, &GameDocument::infoChanged, this, &Autosave::documentChanged);
    connect(document, &GameDocument::clockReadingChanged, this, &Autosave::documentChanged);
    // Nothing is written or removed yet: a recovery file left by a crash stays until it has been offered.
}

void Autosave::documentChanged()
{
    if (!m_document)
        return;
    if (!m_document->isModified()) {
        discard();
        return;
    }
    // Not restarted by later changes: a long run of changes is still written every writeDelayMs.
    if (!m_due.isActive())
        m_due.start();
}

void Autosave::writeDue()
{
    if (!m_document || !m_document->isModified())
        return;
    QString error;
    if (!write(&error))
        qCWarning(lcAutosave) << "cannot write the recovery file" << m_path << error;
}

bool Autosave::write(QString *error)
{
    if (!m_document)
        return false;
    QJsonObject root;
    root[u"format"] = QLatin1StringView(formatName);
    root[u"version"] = 1;
    root[u"file"] = m_document->fileName();
    root[u"name"] = m_document->displayName();
    root[u"saved"] = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    root[u"game"] = QJsonDocument::fromJson(m_document->toData()).object();
    // The phase clocks: after a crash the clock goes on from where it stood, the time the program was down
    // counted (the players kept talking).
    QJsonArray clocks;
    for (const auto &[entry, reading] : m_document->clockReadings()) {
        QJsonObject clock;
        clock[u"phase"] = entry;
        clock[u"duration"] = double(reading.durationMs);
        clock[u"elapsed"] = double(reading.elapsedMs);
        clock[u"paused"] = reading.paused;
        if (reading.runningSinceMs >= 0)
            clock[u"runningSince"] =
                QDateTime::fromMSecsSinceEpoch(reading.runningSinceMs, Qt::UTC).toString(Qt::ISODateWithMs);
        clocks.append(clock);
    }
    if (!clocks.isEmpty())
        root[u"clocks"] = clocks;
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = file.errorString();
        return false;
    }
    file.write(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    qCDebug(lcAutosave) << "wrote" << m_path;
    return true;
}

void Autosave::discard()
{
    m_due.stop();
    if (QFile::exists(m_path)) {
        QFile::remove(m_path);
        qCDebug(lcAutosave) << "removed" << m_path;
    }
}

std::optional<Autosave::Recovery> Autosave::read(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    const QJsonObject root = doc.object();
    if (doc.isNull() || root.value(u"format").toString() != QLatin1StringView(formatName) ||
        !root.value(u"game").isObject()) {
        if (error)
            *error = doc.isNull() ? parseError.errorString()
                                  : QCoreApplication::translate("Autosave", "not a recovery file");
        return std::nullopt;
    }
    Recovery r;
    r.game = QJsonDocument(root.value(u"game").toObject()).toJson(QJsonDocument::Compact);
    r.fileName = root.value(u"file").toString();
    r.name = root.value(u"name").toString();
    r.saved = QDateTime::fromString(root.value(u"saved").toString(), Qt::ISODate);
    for (const QJsonValue &value : root.value(u"clocks").toArray()) {
        const QJsonObject clock = value.toObject();
        const int entry = clock.value(u"phase").toInt(-1);
        if (entry < 0)
            continue; // a damaged reading: that phase's clock starts afresh
        PhaseClockReading reading;
        reading.durationMs = std::int64_t(clock.value(u"duration").toDouble());
        reading.elapsedMs = std::int64_t(clock.value(u"elapsed").toDouble());
        reading.paused = clock.value(u"paused").toBool();
        const QDateTime since =
            QDateTime::fromString(clock.value(u"runningSince").toString(), Qt::ISODateWithMs);
        reading.runningSinceMs = since.isValid() ? since.toMSecsSinceEpoch() : -1;
        r.clocks[entry] = reading;
    }
    return r;
}

} // namespace arbiter::document
