// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "record/game_script.h"

#include "text/order_sheet.h"

namespace arbiter {

namespace {

struct ScriptPhase
{
    int line = 0;
    Phase phase;
    QStringList sheet;
    std::vector<int> sheetLines; // the script line of each sheet line
    std::vector<DrawVote> votes;
};

} // namespace

std::optional<Game> playGameScript(const QString &script, std::shared_ptr<const Map> map, QString *error,
                                   const RuleSettings &rules, DrawMode drawMode, QStringList *warnings)
{
    auto fail = [error](int line, const QString &why) {
        if (error)
            *error = QStringLiteral("line %1: %2").arg(line).arg(why);
        return std::nullopt;
    };
    std::vector<ScriptPhase> phases;
    RuleSettings played = rules;
    const QStringList lines = script.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        QString content = lines[i];
        const auto hash = content.indexOf(u'#');
        if (hash >= 0)
            content.truncate(hash);
        content = content.trimmed();
        if (content.isEmpty())
            continue;
        const QStringList words = content.split(u' ', Qt::SkipEmptyParts);
        if (words.front() == u"PHASE") {
            ScriptPhase phase;
            phase.line = i + 1;
            if (words.size() != 2 || !Phase::fromCode(words[1], &phase.phase))
                return fail(i + 1, QStringLiteral("expected 'PHASE <code>'"));
            phases.push_back(std::move(phase));
            continue;
        }
        if (words.front() == u"RULES") {
            if (!phases.empty())
                return fail(i + 1, QStringLiteral("RULES come before the first PHASE line"));
            for (const QString &assignment : words.mid(1)) {
                const QString why = played.apply(assignment);
                if (!why.isEmpty())
                    return fail(i + 1, why);
            }
            continue;
        }
        if (phases.empty())
            return fail(i + 1, QStringLiteral("'%1' before the first PHASE line").arg(content));
        if (words.front() == u"CHECK")
            continue;
        if (words.front() == u"VOTE") {
            DrawVote vote;
            vote.power = words.size() == 3 ? map->findPower(words[1]) : -1;
            if (vote.power < 0 || (words[2] != u"DRAW" && words[2] != u"NODRAW"))
                return fail(i + 1, QStringLiteral("expected 'VOTE <power> DRAW|NODRAW'"));
            vote.draw = words[2] == u"DRAW";
            phases.back().votes.push_back(vote);
            continue;
        }
        phases.back().sheet << lines[i];
        phases.back().sheetLines.push_back(i + 1);
    }
    if (phases.empty())
        return fail(lines.size(), QStringLiteral("the script has no PHASE line"));

    Game game(map, played, drawMode);
    for (const ScriptPhase &phase : phases) {
        if (game.ended())
            return fail(phase.line, QStringLiteral("the game has already ended"));
        const Position &position = game.currentEntry().position;
        if (position.phase != phase.phase)
            return fail(phase.line, QStringLiteral("the game is at %1").arg(position.phase.code()));
        const OrderSheet sheet = readOrderSheet(*map, phase.sheet.join(u'\n'), &position);
        if (!sheet.unreadable.empty()) {
            const SheetLine &bad = sheet.unreadable.front();
            return fail(phase.sheetLines[std::size_t(bad.line - 1)], describeSheetError(bad));
        }
        for (const SheetWarning &warning : sheet.warnings) {
            if (warnings)
                *warnings << QStringLiteral("line %1: %2")
                                 .arg(phase.sheetLines[std::size_t(warning.line - 1)])
                                 .arg(warning.text);
        }
        std::vector<EnteredOrder> orders;
        for (const SheetLine &l : sheet.orders)
            orders.push_back({l.text, l.parsed.order});
        game.setOrders(game.current(), std::move(orders));
        if (!phase.votes.empty())
            game.setVotes(phase.votes);
        if (!game.ended() && !game.adjudicate())
            return fail(phase.line, QStringLiteral("the phase cannot be adjudicated"));
    }
    return game;
}

} // namespace arbiter
