// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/import/import_report.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <array>
#include <utility>

namespace arbiter {

namespace {

// The formats by the names the file gives them (stable: not the words shown to the user).
constexpr std::array<std::pair<RecordFormat, const char *>, 4> formatNames{{
    {RecordFormat::MilaJson, "mila"},
    {RecordFormat::JudgeText, "judge"},
    {RecordFormat::DPjudgeText, "dpjudge"},
    {RecordFormat::None, "none"},
}};

QJsonArray stringsToJson(const QStringList &strings)
{
    return QJsonArray::fromStringList(strings);
}

bool stringsFromJson(const QJsonValue &value, QStringList *strings)
{
    strings->clear();
    if (value.isUndefined())
        return true;
    if (!value.isArray())
        return false;
    for (const QJsonValue &v : value.toArray()) {
        if (!v.isString())
            return false;
        strings->push_back(v.toString());
    }
    return true;
}

} // namespace

QJsonObject importReportToJson(const ImportReport &report)
{
    QJsonObject json;
    json[u"file"] = report.file;
    for (const auto &[format, name] : formatNames) {
        if (format == report.format)
            json[u"format"] = QString::fromLatin1(name);
    }
    json[u"rules"] = report.rules.toString();
    json[u"phasesRead"] = report.phasesRead;
    json[u"phasesChecked"] = report.phasesChecked;
    json[u"ordersRead"] = report.ordersRead;
    QJsonArray problems;
    for (const ImportProblem &p : report.problems)
        problems.append(QJsonObject{{QStringLiteral("place"), p.place},
                                    {QStringLiteral("text"), p.text},
                                    {QStringLiteral("problem"), p.problem}});
    json[u"problems"] = problems;
    QJsonArray differences;
    for (const PhaseDifference &d : report.differences) {
        QJsonObject difference{{QStringLiteral("phase"), d.phase.code()},
                               {QStringLiteral("place"), d.place},
                               {QStringLiteral("entry"), d.entry},
                               {QStringLiteral("orders"), stringsToJson(d.orders)},
                               {QStringLiteral("board"), stringsToJson(d.board)}};
        if (!d.reproducedBy.isEmpty())
            difference[u"reproducedBy"] = d.reproducedBy;
        differences.append(difference);
    }
    json[u"differences"] = differences;
    json[u"notRead"] = stringsToJson(report.notRead);
    json[u"notes"] = stringsToJson(report.notes);
    return json;
}

bool importReportFromJson(const QJsonObject &json, int phaseCount, ImportReport *report, QString *error)
{
    *report = ImportReport();
    report->file = json[u"file"].toString();
    const QString format = json[u"format"].toString();
    bool formatKnown = false;
    for (const auto &[f, name] : formatNames) {
        if (format == QLatin1StringView(name)) {
            report->format = f;
            formatKnown = true;
        }
    }
    if (!formatKnown) {
        *error = (QCoreApplication::translate("GameFile", "'%1' is no format of another judge").arg(format));
        return false;
    }
    QString rulesError;
    if (!RuleSettings::fromString(json[u"rules"].toString(), &report->rules, &rulesError)) {
        *error = rulesError;
        return false;
    }
    report->phasesRead = json[u"phasesRead"].toInt();
    report->phasesChecked = json[u"phasesChecked"].toInt();
    report->ordersRead = json[u"ordersRead"].toInt();
    for (const QJsonValue &v : json[u"problems"].toArray()) {
        const QJsonObject p = v.toObject();
        report->problems.push_back({p[u"place"].toString(), p[u"text"].toString(), p[u"problem"].toString()});
    }
    for (const QJsonValue &v : json[u"differences"].toArray()) {
        const QJsonObject d = v.toObject();
        PhaseDifference difference;
        const QString code = d[u"phase"].toString();
        if (!Phase::fromCode(code, &difference.phase)) {
            *error = (QCoreApplication::translate("GameFile", "'%1' is not a phase like S1901M").arg(code));
            return false;
        }
        difference.place = d[u"place"].toString();
        difference.entry = d[u"entry"].toInt(-1);
        if (difference.entry < -1 || difference.entry >= phaseCount) {
            *error = (QCoreApplication::translate("GameFile",
                                                  "there is no phase %1 (the file has %2, counted from 0)")
                          .arg(difference.entry)
                          .arg(phaseCount));
            return false;
        }
        if (!stringsFromJson(d[u"orders"], &difference.orders) ||
            !stringsFromJson(d[u"board"], &difference.board)) {
            *error = (QCoreApplication::translate("GameFile", "a difference's orders and board "
                                                              "are lists of texts"));
            return false;
        }
        difference.reproducedBy = d[u"reproducedBy"].toString();
        report->differences.push_back(std::move(difference));
    }
    if (!stringsFromJson(json[u"notRead"], &report->notRead) ||
        !stringsFromJson(json[u"notes"], &report->notes)) {
        *error = (QCoreApplication::translate("GameFile", "'notRead' and 'notes' are lists of texts"));
        return false;
    }
    return true;
}

} // namespace arbiter
