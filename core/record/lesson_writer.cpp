// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/lesson_writer.h"

#include "judge/phase_adjudication.h"
#include "text/datc_reader.h"
#include "text/order_formatter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

namespace arbiter {

namespace {

// The format's phase line: "Spring 1901, Movement", Winter written "Fall 1901, Adjustment".
QString phaseLine(const Phase &phase)
{
    const QString season = phase.season == Season::Spring ? QStringLiteral("Spring") : QStringLiteral("Fall");
    const QString kind = phase.kind == PhaseKind::Movement  ? QStringLiteral("Movement")
                         : phase.kind == PhaseKind::Retreat ? QStringLiteral("Retreat")
                                                            : QStringLiteral("Adjustment");
    return QStringLiteral("%1 %2, %3").arg(season).arg(phase.year).arg(kind);
}

// DESCRIPTION lines of at most about 100 characters; an empty DESCRIPTION line between paragraphs.
void writeDescription(const QString &description, QString *out)
{
    static const QRegularExpression blankLines(QStringLiteral("\\n\\s*\\n"));
    bool first = true;
    for (const QString &paragraph : description.split(blankLines, Qt::SkipEmptyParts)) {
        const QString text = lessonLineText(paragraph);
        if (text.isEmpty())
            continue;
        if (!first)
            *out += QStringLiteral("DESCRIPTION\n");
        first = false;
        QString line;
        for (const QString &word : text.split(u' ')) {
            if (!line.isEmpty() && line.size() + 1 + word.size() > 100) {
                *out += QStringLiteral("DESCRIPTION ") + line + u'\n';
                line.clear();
            }
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
        }
        if (!line.isEmpty())
            *out += QStringLiteral("DESCRIPTION ") + line + u'\n';
    }
}

void writeUnits(const Map &map, const std::vector<Unit> &units, QString *out)
{
    for (const Unit &u : units)
        *out += QStringLiteral("    ") + formatUnit(map, u) + u'\n';
}

// The word of POSTSTATE_RESULTS that says how the order ended (the runner's reading of each, inverted).
const char *verdictWord(const Order &order, const OrderResult &result, bool unitDislodged)
{
    switch (result.status) {
    case OrderStatus::Succeeded:
        return "SUCCESS";
    case OrderStatus::Invalid:
        return "INVALID";
    case OrderStatus::Failed:
        break;
    }
    if (result.reason == OrderReason::SupportCut ||
        (result.reason == OrderReason::Dislodged && order.type == OrderType::Support))
        return "CUT";
    return unitDislodged ? "DISLODGED" : "FAILURE";
}

} // namespace

LessonDraft lessonDraftOf(const Game &game, int entry)
{
    const PhaseEntry &e = game.entry(entry);
    LessonDraft draft;
    draft.rules = e.adjudicated ? e.rules : game.rules();
    draft.position = e.position;
    draft.orders = game.ordersToAdjudicate(e, draft.rules);
    return draft;
}

QString lessonLineText(QString text)
{
    text.replace(u'#', u'\uff03');
    return text.simplified();
}

QString freeLessonName(const Map &map, const QString &path, const QString &wanted)
{
    QStringList taken;
    if (QFileInfo::exists(path)) {
        DatcReader reader(map, RuleSettings());
        reader.setExpectationOptional(true);
        for (const DatcCase &c : reader.readFile(path).cases)
            taken << c.name;
    }
    const QString base = lessonLineText(wanted).isEmpty() ? QStringLiteral("Lesson") : lessonLineText(wanted);
    QString name = base;
    for (int n = 2; taken.contains(name); ++n)
        name = QStringLiteral("%1 (%2)").arg(base).arg(n);
    return name;
}

QString lessonTextLines(const QString &title, const QString &description)
{
    QString out;
    if (!lessonLineText(title).isEmpty())
        out += QStringLiteral("TITLE ") + lessonLineText(title) + u'\n';
    writeDescription(description, &out);
    return out;
}

QString lessonCaseText(const Map &map, const LessonDraft &draft, QString *error)
{
    const Position &position = draft.position;
    if (position.phase.kind == PhaseKind::Retreat) {
        *error =
            QCoreApplication::translate("Lessons", "a retreat phase cannot be kept as a lesson: keep the "
                                                   "movement phase before it, whose lesson shows the "
                                                   "dislodged units");
        return {};
    }
    const PhaseOutcome judged = adjudicatePhase(map, draft.rules, position, draft.orders);

    QString out = QStringLiteral("CASE ") + lessonLineText(draft.name) + u'\n';
    const bool namedByTitle = lessonLineText(draft.title) == lessonLineText(draft.name);
    out += lessonTextLines(namedByTitle ? QString() : draft.title, draft.description);
    if (!draft.rules.isDefault())
        out += QStringLiteral("RULES ") + draft.rules.toString() + u'\n';
    out += QStringLiteral("PRESTATE_SETPHASE ") + phaseLine(position.phase) + u'\n';
    // The owners always: a lesson's centres are those of the position, not the opening's.
    out += QStringLiteral("PRESTATE_SUPPLYCENTER_OWNERS\n");
    for (int province = 0; province < map.provinceCount(); ++province) {
        const int owner = position.owner[std::size_t(province)];
        if (map.province(province).supplyCentre && owner >= 0)
            out += QStringLiteral("    %1: %2\n").arg(map.power(owner).name, map.province(province).id);
    }
    out += QStringLiteral("PRESTATE\n");
    writeUnits(map, position.units, &out);
    out += QStringLiteral("ORDERS\n");
    for (const Order &o : draft.orders)
        out += QStringLiteral("    ") + formatOrder(map, o, true, position.phase.kind) + u'\n';

    out += QStringLiteral("POSTSTATE\n");
    writeUnits(map, judged.after.units, &out);
    std::vector<Unit> dislodged;
    for (const DislodgedUnit &d : judged.after.dislodged)
        dislodged.push_back(d.unit);
    if (!dislodged.empty()) {
        out += QStringLiteral("POSTSTATE_DISLODGED\n");
        writeUnits(map, dislodged, &out);
    }
    if (!draft.orders.empty()) {
        out += QStringLiteral("POSTSTATE_RESULTS\n");
        for (std::size_t k = 0; k < draft.orders.size(); ++k) {
            const Order &o = draft.orders[k];
            const int province = o.unit.location >= 0 ? map.location(o.unit.location).province : -1;
            const bool unitDislodged = position.phase.kind == PhaseKind::Movement &&
                                       std::any_of(dislodged.begin(), dislodged.end(), [&](const Unit &u) {
                                           return map.location(u.location).province == province;
                                       });
            out += QStringLiteral("    %1: %2\n")
                       .arg(QLatin1StringView(verdictWord(o, judged.results[k], unitDislodged)),
                            formatOrder(map, o, true, position.phase.kind));
        }
    }
    out += QStringLiteral("END\n");
    return out;
}

QString lessonCollectionPath(const QString &folder, const QString &collection)
{
    static const QRegularExpression unsafe(QStringLiteral("[\\\\/:*?\"<>|\\x00-\\x1f]"));
    QString name = QString(collection).replace(unsafe, QStringLiteral(" ")).simplified();
    while (name.startsWith(u'.'))
        name.remove(0, 1);
    if (name.isEmpty())
        name = QStringLiteral("lessons");
    return QDir(folder).filePath(name + QStringLiteral(".txt"));
}

namespace {

// Each collection file of the folder with its name (its COLLECTION, else its file's name), in file order.
std::vector<std::pair<QString, QString>> collectionFiles(const QString &folder)
{
    std::vector<std::pair<QString, QString>> files;
    const QDir dir(folder);
    for (const QString &file : dir.entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name)) {
        QFile text(dir.filePath(file));
        QString name = QFileInfo(file).completeBaseName();
        if (text.open(QIODevice::ReadOnly)) {
            while (!text.atEnd()) {
                const QString line = QString::fromUtf8(text.readLine()).trimmed();
                if (line.startsWith(u"CASE"))
                    break;
                if (line.startsWith(u"COLLECTION ")) {
                    name = line.mid(11).section(u'#', 0, 0).trimmed();
                    break;
                }
            }
        }
        if (!name.isEmpty())
            files.emplace_back(dir.filePath(file), name);
    }
    return files;
}

} // namespace

QStringList lessonCollections(const QString &folder)
{
    QStringList names;
    for (const auto &[file, name] : collectionFiles(folder)) {
        if (!names.contains(name))
            names << name;
    }
    return names;
}

QString lessonCollectionFile(const QString &folder, const QString &collection)
{
    for (const auto &[file, name] : collectionFiles(folder)) {
        if (name == collection)
            return file;
    }
    return lessonCollectionPath(folder, collection);
}

bool addLessonToCollection(const Map &map, const QString &path, const QString &collection,
                           const QString &caseText, QString *error)
{
    QByteArray contents;
    QFile existing(path);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly)) {
            *error = QCoreApplication::translate("Lessons", "cannot read %1: %2")
                         .arg(path, existing.errorString());
            return false;
        }
        contents = existing.readAll();
        existing.close();
        if (!contents.isEmpty() && !contents.endsWith('\n'))
            contents += '\n';
    } else {
        QDir().mkpath(QFileInfo(path).absolutePath());
        contents =
            QStringLiteral("# Lessons kept with Arbiter (the DATC test-file format, docs/datc-format.md)\n"
                           "VARIANT_ALL %1\nCOLLECTION %2\n")
                .arg(map.name() == u"standard" ? QStringLiteral("Standard") : map.name(),
                     lessonLineText(collection))
                .toUtf8();
    }
    contents += '\n' + caseText.toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size() || !file.commit()) {
        *error = QCoreApplication::translate("Lessons", "cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace arbiter
