// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/game_import.h"

#include "record/import/json_scanner.h"
#include "record/import/judge_transcript.h"
#include "record/import/mila_game.h"
#include "text/printable_text.h"

#include <QCoreApplication>
#include <QFile>

namespace arbiter {

bool looksLikeArbiterGame(QByteArrayView contents)
{
    // Arbiter writes its keys in order: "format" comes before "phases", the key a MILA game opens with.
    JsonScanner scanner(contents);
    if (!scanner.enterObject())
        return false;
    QByteArrayView key;
    while (scanner.nextKey(&key) && key != "phases") {
        QByteArrayView value;
        if (key == "format")
            return scanner.atString() && scanner.readString(&value) && value == "arbiter-game";
        if (!scanner.skipValue())
            return false;
    }
    return false;
}

RecordedGame readRecordedGame(const QByteArray &contents, const Map &map)
{
    const auto notARecord = [](const QString &place, const QString &text, const QString &problem) {
        RecordedGame game;
        game.format = RecordFormat::None;
        game.problems.push_back({place, text, problem});
        return game;
    };
    // Views, not QByteArray::trimmed() and sliced(): those copy the whole file (trimmed() whenever it ends
    // in a newline), which was 7 % of reading a MILA game.
    const QByteArrayView bytes(contents);
    if (bytes.trimmed().isEmpty())
        return notARecord(QString(), QString(), QCoreApplication::translate("Import", "the file is empty"));
    const qsizetype start = contents.indexOf('{');
    bool json = start >= 0;
    for (qsizetype i = 0; json && i < start; ++i)
        json = QChar::isSpace(uchar(contents[i])) || uchar(contents[i]) == 0xef ||
               uchar(contents[i]) == 0xbb ||
               uchar(contents[i]) == 0xbf; // only spaces or a byte-order mark before it
    if (json && looksLikeArbiterGame(bytes.sliced(start)))
        return notARecord(
            QString(), QString(),
            QCoreApplication::translate("Import", "an Arbiter game file, not a game of another judge"));
    if (json)
        return readMilaGame(contents, map);
    const QString text = QString::fromUtf8(contents);
    if (looksLikeJudgeTranscript(text))
        return readJudgeTranscript(text, map);
    return notARecord(
        QCoreApplication::translate("Import", "line 1"), printableText(text.section(u'\n', 0, 0).left(80)),
        QCoreApplication::translate("Import", "neither a MILA game JSON nor a Judge transcript (no "
                                              "\"Movement results for ...\" heading)"));
}

std::optional<QString> recordedMapName(const QByteArray &contents)
{
    if (contents.trimmed().startsWith('{'))
        return milaMapName(contents);
    // Only the header is read, line by line, up to the first phase's heading.
    for (qsizetype from = 0; from < contents.size();) {
        qsizetype end = contents.indexOf('\n', from);
        if (end < 0)
            end = contents.size();
        const QByteArrayView line = QByteArrayView(contents).sliced(from, end - from).trimmed();
        if (line.startsWith("Map:"))
            return QString::fromUtf8(line.sliced(4).trimmed());
        if (line.toByteArray().toLower().contains("results for"))
            break;
        from = end + 1;
    }
    return std::nullopt;
}

ImportedGame importGameFile(const QString &path, std::shared_ptr<const Map> map,
                            const std::optional<RuleSettings> &rules)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportedGame failed;
        failed.report.file = path;
        failed.report.format = RecordFormat::None;
        failed.report.problems.push_back({QString(), QString(), file.errorString()});
        return failed;
    }
    const RecordedGame recorded = readRecordedGame(file.readAll(), *map);
    const RuleSettings judgedBy = rules ? *rules : recordedRules(recorded);
    ImportedGame imported = importRecordedGame(recorded, std::move(map), judgedBy);
    imported.report.file = path;
    if (imported.game)
        imported.game->setImportReport(imported.report); // kept with the game, in its file too
    return imported;
}

} // namespace arbiter
