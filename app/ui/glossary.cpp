// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "glossary.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace arbiter::ui {

namespace {

// Where in `html` the text between tags outside links starts and ends.
struct TextRun
{
    qsizetype start;
    qsizetype end;
};

std::vector<TextRun> textOutsideLinks(const QString &html)
{
    std::vector<TextRun> runs;
    bool inLink = false;
    qsizetype i = 0;
    while (i < html.size()) {
        const qsizetype tag = html.indexOf(u'<', i);
        const qsizetype end = tag < 0 ? html.size() : tag;
        if (!inLink && end > i)
            runs.push_back({i, end});
        if (tag < 0)
            break;
        const qsizetype close = html.indexOf(u'>', tag);
        if (close < 0)
            break;
        const QStringView name = QStringView(html).mid(tag + 1, close - tag - 1).trimmed();
        if (name.startsWith(u"a ", Qt::CaseInsensitive) || name.compare(u"a", Qt::CaseInsensitive) == 0)
            inLink = true;
        else if (name.compare(u"/a", Qt::CaseInsensitive) == 0)
            inLink = false;
        i = close + 1;
    }
    return runs;
}

} // namespace

std::vector<GlossaryTerm> glossaryTerms()
{
    // A term's words are those the explanations use (context "Explanation"), "|" between them: each
    // translation lists them as its own explanations write them.
    return {
        {QStringLiteral("hold-strength"), QCoreApplication::translate("Glossary", "hold strength"),
         QCoreApplication::translate("Glossary",
                                     "How firmly a unit keeps its province when others move into it: one "
                                     "for the unit, and one more for each support to hold it that is not "
                                     "cut. A unit that was ordered to move and failed still counts one, but "
                                     "no support to hold helps it; an empty province counts nothing. A move "
                                     "into the province succeeds only with an attack stronger than this."),
         QStringLiteral("6.D.1"), QCoreApplication::translate("Glossary", "hold").split(u'|')},
        {QStringLiteral("attack-strength"), QCoreApplication::translate("Glossary", "attack strength"),
         QCoreApplication::translate("Glossary",
                                     "What a move brings against the province it goes to: one for the unit, "
                                     "and one more for each support for that very move that is not cut. "
                                     "Supports given by the power whose unit stands there do not count "
                                     "against that unit, and nothing dislodges a unit of one's own power. "
                                     "The move succeeds when its attack is stronger than the hold or defend "
                                     "strength it meets and than the prevent strength of every other move "
                                     "to the same province."),
         QStringLiteral("6.D.12"), QCoreApplication::translate("Glossary", "attack").split(u'|')},
        {QStringLiteral("defend-strength"), QCoreApplication::translate("Glossary", "defend strength"),
         QCoreApplication::translate("Glossary",
                                     "When two units try to swap places without a convoy, a head-to-head "
                                     "battle, each one's attack meets the other's defend strength instead "
                                     "of its hold: one for the unit and one for each support of its own "
                                     "move that is not cut. A move wins it with an attack stronger than the "
                                     "other's defence, and dislodges that unit unless something else keeps "
                                     "it out; when neither is stronger, both stay."),
         QStringLiteral("6.E.1"), QCoreApplication::translate("Glossary", "defend|head-to-head").split(u'|')},
        {QStringLiteral("prevent-strength"), QCoreApplication::translate("Glossary", "prevent strength"),
         QCoreApplication::translate("Glossary",
                                     "How strongly a move keeps every other unit out of the province it "
                                     "goes to, even when it does not get in itself: one for the unit and "
                                     "one for each support that is not cut. It counts nothing when the move "
                                     "has no convoy route, or lost a head-to-head battle to a unit that did "
                                     "move in. Of several moves to one province, only one stronger than all "
                                     "the others' prevent strengths gets in."),
         QStringLiteral("6.E.4"), QCoreApplication::translate("Glossary", "prevent").split(u'|')},
        {QStringLiteral("cut-support"), QCoreApplication::translate("Glossary", "cut support"),
         QCoreApplication::translate("Glossary",
                                     "A support stops counting when the supporting unit is attacked, even "
                                     "by a move that fails, from anywhere but the province the support is "
                                     "aimed at; an attack from there cuts it only by dislodging the "
                                     "supporter. A unit does not cut a support of its own power, a convoyed "
                                     "army whose convoy fails cuts nothing, and a supporter that is "
                                     "dislodged gives no support."),
         QStringLiteral("6.D.2"), QCoreApplication::translate("Glossary", "cut|cuts").split(u'|')},
        {QStringLiteral("dislodged"), QCoreApplication::translate("Glossary", "dislodged"),
         QCoreApplication::translate("Glossary",
                                     "A unit is dislodged when a move into its province succeeds against "
                                     "it. It leaves the board for the retreat phase: it may go to an empty "
                                     "neighbouring province, but not to the one the attacker came from nor "
                                     "to one left empty by a standoff, or it is disbanded. A dislodged unit "
                                     "gives no support."),
         QStringLiteral("6.D.17"),
         QCoreApplication::translate("Glossary", "dislodged|Dislodged").split(u'|')},
        {QStringLiteral("standoff"), QCoreApplication::translate("Glossary", "standoff (bounce)"),
         QCoreApplication::translate("Glossary",
                                     "Moves to the same province that no one wins all fail, and the units "
                                     "stay where they were: they bounce. It happens between equal moves, or "
                                     "when a move is not stronger than the unit holding the province. A "
                                     "province left empty by a standoff stays empty, and no dislodged unit "
                                     "may retreat into it that turn."),
         QStringLiteral("6.A.11"), QCoreApplication::translate("Glossary", "standoff|bounced").split(u'|')},
        {QStringLiteral("convoy-paradox"), QCoreApplication::translate("Glossary", "convoy paradox"),
         QCoreApplication::translate("Glossary",
                                     "Orders whose outcome contradicts itself through a convoy: if the "
                                     "convoyed army arrives it cuts a support, which saves the convoying "
                                     "fleet; if it does not, the support stands and dislodges the fleet, "
                                     "which breaks the convoy. The basic rules give no answer, so a rule "
                                     "choice decides (DATC 4.A.2): by default the Szykman rule, under which "
                                     "the convoyed army stays where it is and cuts nothing."),
         QStringLiteral("6.F.14"),
         QCoreApplication::translate("Glossary", "convoy paradox|paradox rule").split(u'|')},
    };
}

QString glossaryScheme()
{
    return QStringLiteral("glossary");
}

QString linkGlossaryWords(const QString &html)
{
    QString out = html;
    for (const GlossaryTerm &term : glossaryTerms()) {
        bool linked = false;
        for (const QString &word : term.words) {
            if (linked || word.trimmed().isEmpty())
                continue;
            // Letters with accents are letters too: "coupé" is not linked inside "découpé".
            const QRegularExpression whole(
                QStringLiteral("(?<!\\w)%1(?!\\w)").arg(QRegularExpression::escape(word.toHtmlEscaped())),
                QRegularExpression::UseUnicodePropertiesOption);
            for (const TextRun &run : textOutsideLinks(out)) {
                const QRegularExpressionMatch m = whole.match(out, run.start);
                if (!m.hasMatch() || m.capturedEnd() > run.end)
                    continue;
                out.replace(
                    m.capturedStart(), m.capturedLength(),
                    QStringLiteral("<a href=\"%1:%2\">%3</a>").arg(glossaryScheme(), term.id, m.captured()));
                linked = true;
                break;
            }
        }
    }
    return out;
}

} // namespace arbiter::ui
