// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/line_comparison_dialog.h"
#include "widgets/status_colours.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "place_naming_setting.h"
#include "record/game_lines.h"
#include "record/line_comparison.h"
#include "text/order_formatter.h"
#include "text/phase_text.h"
#include "text/place_naming.h"
#include "text/reason_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

// Per row: the phase's entry in each line (-1 when that line has no such phase).
constexpr int firstEntryRole = Qt::UserRole + 1;
constexpr int secondEntryRole = Qt::UserRole + 2;

// A province as the label of a row: its name, or its id when places are abbreviated.
QString placeLabel(const Map &map, int province, PlaceNaming naming)
{
    return naming == PlaceNaming::WrittenOut ? map.provinceName(province) : map.province(province).id;
}

QString unitText(const Map &map, const std::optional<Unit> &unit, PlaceNaming naming)
{
    if (!unit)
        return LineComparisonDialog::tr("no unit");
    return document::powerName(map, unit->power) + QStringLiteral(": ") + unitInText(map, *unit, naming);
}

QString ownerText(const Map &map, int owner)
{
    return owner < 0 ? LineComparisonDialog::tr("neutral") : document::powerName(map, owner);
}

// The order as written and, where the line adjudicated the phase, how it ended there.
QString outcomeText(const Game &game, int entry, const std::optional<OrderOutcome> &outcome,
                    PlaceNaming naming)
{
    if (!outcome)
        return LineComparisonDialog::tr("no order");
    const Map &map = game.map();
    const PhaseEntry &e = game.entry(entry);
    QString text = formatOrder(map, outcome->order, false, e.position.phase.kind);
    if (outcome->result)
        text += QStringLiteral(": ") + resultText(map, e.position, *outcome->result, e.after, naming);
    else if (!e.adjudicated)
        text += QStringLiteral(": ") + LineComparisonDialog::tr("not adjudicated yet");
    return text;
}

QString missingText(MissingPhase missing, PhaseKind kind)
{
    if (missing == MissingPhase::Ended)
        return LineComparisonDialog::tr("the line ends before it");
    switch (kind) {
    case PhaseKind::Retreat:
        return LineComparisonDialog::tr("skipped: nothing to retreat");
    case PhaseKind::Adjustment:
        return LineComparisonDialog::tr("skipped: nothing to adjust");
    case PhaseKind::Movement:
        break;
    }
    return LineComparisonDialog::tr("not in this line");
}

// How the phase stands in one line, for its row: played, to play, or why the line has no such phase.
QString phaseState(const Game &game, int entry, MissingPhase missing, PhaseKind kind)
{
    if (entry < 0)
        return missingText(missing, kind);
    return game.entry(entry).adjudicated ? LineComparisonDialog::tr("played")
                                         : LineComparisonDialog::tr("to play");
}

QTreeWidgetItem *addDifference(QTreeWidgetItem *phase, const QString &what, const QString &first,
                               const QString &second)
{
    auto *item = new QTreeWidgetItem(phase, {what, first, second});
    item->setData(0, firstEntryRole, phase->data(0, firstEntryRole));
    item->setData(0, secondEntryRole, phase->data(0, secondEntryRole));
    for (int c = 0; c < 3; ++c)
        item->setToolTip(c, item->text(c));
    return item;
}

} // namespace

LineComparisonDialog::LineComparisonDialog(document::GameDocument *document, int firstEnd, int secondEnd,
                                           QWidget *parent)
    : QDialog(parent), m_document(document), m_first(new QComboBox(this)), m_second(new QComboBox(this)),
      m_summary(new QLabel(this)), m_tree(new QTreeWidget(this)), m_showFirst(new QPushButton(this)),
      m_showSecond(new QPushButton(this))
{
    setObjectName(QStringLiteral("lineComparisonDialog"));
    setWindowTitle(tr("Compare Lines"));
    auto *layout = new QVBoxLayout(this);

    auto *choice = new QFormLayout;
    m_first->setObjectName(QStringLiteral("firstLineBox"));
    m_second->setObjectName(QStringLiteral("secondLineBox"));
    choice->addRow(tr("&Compare:"), m_first);
    choice->addRow(tr("&With:"), m_second);
    layout->addLayout(choice);

    m_summary->setObjectName(QStringLiteral("lineComparisonSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_tree->setObjectName(QStringLiteral("lineComparisonTree"));
    m_tree->setColumnCount(3);
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(WhatColumn, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(FirstColumn, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(SecondColumn, QHeaderView::Stretch);
    layout->addWidget(m_tree, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_showFirst->setObjectName(QStringLiteral("showFirstLineButton"));
    m_showSecond->setObjectName(QStringLiteral("showSecondLineButton"));
    m_showFirst->setToolTip(
        tr("Show the chosen phase of the first line on the map (or double-click its column)"));
    m_showSecond->setToolTip(
        tr("Show the chosen phase of the second line on the map (or double-click its column)"));
    buttons->addButton(m_showFirst, QDialogButtonBox::ActionRole);
    buttons->addButton(m_showSecond, QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_showFirst, &QPushButton::clicked, this, [this] { showChosen(FirstColumn); });
    connect(m_showSecond, &QPushButton::clicked, this, [this] { showChosen(SecondColumn); });
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this,
            [this](QTreeWidgetItem *, int column) { showChosen(column); });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &LineComparisonDialog::updateButtons);
    connect(m_first, &QComboBox::currentIndexChanged, this, &LineComparisonDialog::compare);
    connect(m_second, &QComboBox::currentIndexChanged, this, &LineComparisonDialog::compare);
    connect(PlaceNamingSetting::instance(), &PlaceNamingSetting::changed, this,
            &LineComparisonDialog::compare);
    if (document) {
        auto follow = [this] { setLines(this->firstEnd(), this->secondEnd()); };
        connect(document, &document::GameDocument::phaseChanged, this, follow);
        connect(document, &document::GameDocument::phaseAdjudicated, this, follow);
        connect(document, &document::GameDocument::adjudicationUndone, this, follow);
        connect(document, &document::GameDocument::branchRenamed, this, follow);
    }
    setLines(firstEnd, secondEnd);
    resize(1000, 560);
}

int LineComparisonDialog::firstEnd() const
{
    return m_first->currentData().isValid() ? m_first->currentData().toInt() : -1;
}

int LineComparisonDialog::secondEnd() const
{
    return m_second->currentData().isValid() ? m_second->currentData().toInt() : -1;
}

void LineComparisonDialog::fillLineBoxes()
{
    const Game &game = m_document->game();
    for (QComboBox *box : {m_first, m_second}) {
        const QSignalBlocker quiet(box);
        box->clear();
        for (int end : lineEnds(game)) {
            const QString title = branchTitle(game, branchStart(game, end));
            box->addItem(tr("%1 (to %2)").arg(title, seasonName(game.entry(end).position.phase)), end);
        }
    }
}

void LineComparisonDialog::setLines(int firstEnd, int secondEnd)
{
    if (!m_document)
        return;
    const Game &game = m_document->game();
    // A line that grew since (a phase adjudicated on it) is still the line through its old end.
    auto lineOf = [&game](int end) {
        return end >= 0 && end < game.phaseCount() ? game.lastOfLine(end) : -1;
    };
    const int first = lineOf(firstEnd);
    const int second = lineOf(secondEnd);
    fillLineBoxes();
    for (auto [box, end] : {std::pair{m_first, first}, {m_second, second}}) {
        const QSignalBlocker quiet(box);
        const int index = box->findData(end);
        box->setCurrentIndex(index >= 0 ? index : 0);
    }
    compare();
}

void LineComparisonDialog::compare()
{
    m_tree->clear();
    const int firstLine = firstEnd();
    const int secondLine = secondEnd();
    if (!m_document || firstLine < 0 || secondLine < 0) {
        updateButtons();
        return;
    }
    const Game &game = m_document->game();
    const Map &map = game.map();
    const PlaceNaming naming = PlaceNamingSetting::instance()->naming();
    const QString firstTitle = m_first->currentText();
    const QString secondTitle = m_second->currentText();
    m_tree->setHeaderLabels({tr("Phase"), firstTitle, secondTitle});
    m_showFirst->setText(tr("Show in &First Line"));
    m_showSecond->setText(tr("Show in &Second Line"));

    const LineComparison comparison = compareLines(game, firstLine, secondLine);
    QFont bold = m_tree->font();
    bold.setBold(true);
    const QBrush muted(statusColour(StatusColour::Muted));
    int sharedPhases = 0;
    int differing = 0;
    int lastShared = -1;
    for (const PhaseComparison &phase : comparison.phases) {
        if (phase.shared()) {
            ++sharedPhases;
            lastShared = phase.first;
            continue;
        }
        const bool differs = phase.differs();
        differing += differs ? 1 : 0;
        QStringList counts;
        if (!phase.units.empty())
            counts << tr("%n unit(s)", nullptr, int(phase.units.size()));
        if (!phase.centres.empty())
            counts << tr("%n centre(s)", nullptr, int(phase.centres.size()));
        if (!phase.results.empty())
            counts << tr("%n order(s)", nullptr, int(phase.results.size()));
        QString what = phaseName(phase.phase);
        if (!phase.inBoth())
            what = tr("%1: in one line only").arg(what);
        else if (!counts.isEmpty())
            what = tr("%1: differs in %2").arg(what, counts.join(QStringLiteral(", ")));
        else if (!differs)
            what = tr("%1: no difference").arg(what);
        const PhaseKind kind = phase.phase.kind;
        auto *row =
            new QTreeWidgetItem(m_tree, {what, phaseState(game, phase.first, phase.missingInFirst, kind),
                                         phaseState(game, phase.second, phase.missingInSecond, kind)});
        row->setData(0, firstEntryRole, phase.first);
        row->setData(0, secondEntryRole, phase.second);
        for (int c = 0; c < 3; ++c) {
            row->setToolTip(c, row->text(c));
            if (differs)
                row->setFont(c, bold);
            else
                row->setForeground(c, muted);
        }
        for (const UnitDifference &d : phase.units) {
            const QString place = placeLabel(map, d.province, naming);
            addDifference(row, d.dislodged ? tr("%1 (dislodged)").arg(place) : place,
                          unitText(map, d.first, naming), unitText(map, d.second, naming));
        }
        for (const CentreDifference &d : phase.centres)
            addDifference(row, tr("%1 (centre)").arg(placeLabel(map, d.province, naming)),
                          ownerText(map, d.firstOwner), ownerText(map, d.secondOwner));
        for (const ResultDifference &d : phase.results) {
            const QString subject =
                d.province >= 0 ? placeLabel(map, d.province, naming) : tr("waived build");
            addDifference(row, tr("%1: %2").arg(document::powerName(map, d.power), subject),
                          outcomeText(game, phase.first, d.first, naming),
                          outcomeText(game, phase.second, d.second, naming));
        }
        if (phase.firstAdjudicatedOnly || phase.secondAdjudicatedOnly)
            addDifference(row, tr("adjudicated"), phase.firstAdjudicatedOnly ? tr("yes") : tr("not yet"),
                          phase.secondAdjudicatedOnly ? tr("yes") : tr("not yet"));
        row->setExpanded(differs);
    }
    if (sharedPhases > 0) {
        // The phases both lines share come first in the record: one row above the rest.
        const Phase from = game.entry(comparison.phases.front().first).position.phase;
        const Phase to = game.entry(lastShared).position.phase;
        auto *row = new QTreeWidgetItem;
        row->setText(WhatColumn,
                     sharedPhases == 1
                         ? tr("%1: the same phase in both lines").arg(phaseName(from))
                         : tr("%1 to %2: the same %n phase(s) in both lines", nullptr, sharedPhases)
                               .arg(phaseName(from), phaseName(to)));
        row->setData(0, firstEntryRole, lastShared);
        row->setData(0, secondEntryRole, lastShared);
        row->setForeground(WhatColumn, muted);
        m_tree->insertTopLevelItem(0, row);
        row->setFirstColumnSpanned(true);
    }
    if (firstLine == secondLine)
        m_summary->setText(tr("The same line is chosen twice: choose another line to compare with."));
    else if (differing == 0)
        m_summary->setText(tr("The two lines do not differ."));
    else
        m_summary->setText(tr("The lines share %1, then differ in %n phase(s).", nullptr, differing)
                               .arg(tr("%n phase(s)", nullptr, sharedPhases)));
    // The first phase where they part is the one to look at first.
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (item->font(0).bold()) {
            m_tree->setCurrentItem(item);
            break;
        }
    }
    updateButtons();
}

void LineComparisonDialog::updateButtons()
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    m_showFirst->setEnabled(item && item->data(0, firstEntryRole).toInt() >= 0);
    m_showSecond->setEnabled(item && item->data(0, secondEntryRole).toInt() >= 0);
}

void LineComparisonDialog::showChosen(int column)
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    if (!item)
        return;
    const bool second =
        column == SecondColumn || (column == WhatColumn && item->data(0, firstEntryRole).toInt() < 0);
    const int entry = item->data(0, second ? secondEntryRole : firstEntryRole).toInt();
    if (entry >= 0)
        emit phaseChosen(entry, second ? secondEnd() : firstEnd());
}

} // namespace arbiter::ui
