// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The long race of core's judge against the reference judge: `refjudge_race --phases N --seed S
// [--paradox f|d] [--out DIR]`. Prints phases per second as it goes and writes every disagreement as a DATC
// case file into DIR (default: the current folder). Exit code 0 when the judges agreed on every phase.
#include "race.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTextStream>

using namespace arbiter;
using namespace refjudge;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Races core's movement judge against the reference judge."));
    parser.addHelpOption();
    const QCommandLineOption phasesOption(QStringLiteral("phases"), QStringLiteral("Phases to compare."),
                                          QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption seedOption(QStringLiteral("seed"), QStringLiteral("Seed of the generator."),
                                        QStringLiteral("S"), QStringLiteral("1"));
    const QCommandLineOption paradoxOption(QStringLiteral("paradox"),
                                           QStringLiteral("4.A.2 choice: f (Szykman) or d (all hold)."),
                                           QStringLiteral("CHOICE"), QStringLiteral("f"));
    const QCommandLineOption outOption(QStringLiteral("out"),
                                       QStringLiteral("Folder for disagreement cases."),
                                       QStringLiteral("DIR"), QStringLiteral("."));
    parser.addOptions({phasesOption, seedOption, paradoxOption, outOption});
    parser.process(app);

    QTextStream err(stderr);
    bool ok = false;
    const qint64 phases = parser.value(phasesOption).toLongLong(&ok);
    const quint64 seed = ok ? parser.value(seedOption).toULongLong(&ok) : 0;
    const QString paradoxChoice = parser.value(paradoxOption);
    if (!ok || phases < 0 || (paradoxChoice != QLatin1String("f") && paradoxChoice != QLatin1String("d"))) {
        err << "refjudge_race: --phases and --seed take numbers, --paradox f or d\n";
        return 2;
    }
    const ParadoxRule paradox =
        paradoxChoice == QLatin1String("d") ? ParadoxRule::AllHold : ParadoxRule::Szykman;
    QString error;
    const std::optional<Map> map = Map::load(Map::standardMapDirectory(), &error);
    if (!map) {
        err << "refjudge_race: " << error << '\n';
        return 2;
    }
    const QDir out(parser.value(outOption));
    PhaseGenerator generator(*map, seed);
    QElapsedTimer timer;
    timer.start();
    qint64 disagreements = 0;
    qint64 backups = 0;
    int largestGroup = 0;
    QTextStream log(stdout);
    for (qint64 i = 0; i < phases; ++i) {
        const GeneratedPhase phase = generator.next();
        const Comparison c = compareJudges(*map, phase, paradox);
        backups += c.reference.backupRules > 0;
        largestGroup = std::max(largestGroup, c.reference.largestGroup);
        if (!c.agree) {
            ++disagreements;
            const QString name = QStringLiteral("race seed %1 phase %2").arg(seed).arg(i);
            QFile file(out.filePath(QStringLiteral("disagreement-%1-%2.txt").arg(seed).arg(i)));
            if (file.open(QIODevice::WriteOnly | QIODevice::Text)) {
                QTextStream(&file) << "VARIANT_ALL Standard\n\n"
                                   << datcCaseText(*map, phase, name, paradox, c);
            }
            log << "disagreement at phase " << i << ": " << c.differences.join(QStringLiteral(" | ")) << '\n';
            log.flush();
        }
        if ((i + 1) % 100000 == 0) {
            log << (i + 1) << " phases, " << disagreements << " disagreements, "
                << qint64(double(i + 1) * 1000.0 / double(std::max<qint64>(1, timer.elapsed())))
                << " phases/s\n";
            log.flush();
        }
    }
    const double seconds = double(std::max<qint64>(1, timer.elapsed())) / 1000.0;
    log << "compared " << phases << " phases (seed " << seed << ", 4.A.2=" << paradoxChoice << ") in "
        << seconds << " s: " << qint64(double(phases) / seconds) << " phases/s; " << backups
        << " needed a backup rule; largest group of decisions enumerated: " << largestGroup << "; "
        << disagreements << " disagreements\n";
    return disagreements == 0 ? 0 : 1;
}
