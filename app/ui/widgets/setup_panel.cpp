// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/setup_panel.h"
#include "scene/power_palette.h"

#include "document/order_description.h"
#include "document/setup_document.h"
#include "order_input.h"
#include "scene/map_artwork.h"
#include "text/phase_text.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QCursor>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPixmap>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace arbiter::ui {

namespace {

struct PhaseChoice
{
    Season season;
    PhaseKind kind;
};

constexpr PhaseChoice phaseChoices[] = {
    {Season::Spring, PhaseKind::Movement},   {Season::Spring, PhaseKind::Retreat},
    {Season::Fall, PhaseKind::Movement},     {Season::Fall, PhaseKind::Retreat},
    {Season::Winter, PhaseKind::Adjustment},
};

} // namespace

SetupPanel::SetupPanel(std::shared_ptr<const Map> map, QWidget *parent)
    : QWidget(parent), m_map(std::move(map))
{
    setObjectName(QStringLiteral("setupPanel"));
    m_setup = new document::SetupDocument(emptyPosition(*m_map, Position::initial(*m_map).phase), this);
    connect(m_setup, &document::SetupDocument::positionChanged, this, [this] {
        refresh();
        emit positionChanged();
    });
    auto *layout = new QVBoxLayout(this);
    auto *help =
        new QLabel(tr("Click the map to place a unit of the chosen power; click a unit to remove it. "
                      "With Supply Centre, a click gives the centre to the power, a second click "
                      "leaves it unowned."),
                   this);
    help->setWordWrap(true);
    layout->addWidget(help);

    auto *form = new QFormLayout;
    m_power = new QComboBox(this);
    m_power->setObjectName(QStringLiteral("setupPower"));
    for (int p = 0; p < m_map->powerCount(); ++p) {
        QPixmap swatch(12, 12);
        swatch.fill(PowerPalette::instance()->colour(*m_map, p));
        m_power->addItem(QIcon(swatch), document::powerName(*m_map, p), p);
    }
    form->addRow(tr("&Power:"), m_power);
    setFocusProxy(m_power); // the dock raised gives it focus: the first choice before clicking the map

    auto *toolRow = new QHBoxLayout;
    m_tools = new QButtonGroup(this);
    const std::pair<Tool, QString> tools[] = {
        {Tool::Army, tr("&Army")}, {Tool::Fleet, tr("&Fleet")}, {Tool::Centre, tr("Supply &centre")}};
    for (const auto &[tool, text] : tools) {
        auto *button = new QRadioButton(text, this);
        m_tools->addButton(button, int(tool));
        toolRow->addWidget(button);
    }
    m_tools->button(int(Tool::Army))->setChecked(true);
    form->addRow(tr("Click places:"), toolRow);

    m_season = new QComboBox(this);
    m_season->setObjectName(QStringLiteral("setupSeason"));
    m_season->addItem(tr("Spring, movement"));
    m_season->addItem(tr("Spring, retreats"));
    m_season->addItem(tr("Fall, movement"));
    m_season->addItem(tr("Fall, retreats"));
    m_season->addItem(tr("Winter, adjustments"));
    form->addRow(tr("P&hase:"), m_season);
    m_year = new QSpinBox(this);
    m_year->setObjectName(QStringLiteral("setupYear"));
    m_year->setRange(Phase::firstYear, Phase::lastYear);
    form->addRow(tr("&Year:"), m_year);
    layout->addLayout(form);
    connect(m_season, &QComboBox::currentIndexChanged, this, &SetupPanel::phaseEdited);
    connect(m_year, &QSpinBox::valueChanged, this, &SetupPanel::phaseEdited);

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("setupSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    layout->addWidget(m_summary);

    auto *fromRow = new QHBoxLayout;
    auto *empty = new QPushButton(tr("&Empty Board"), this);
    empty->setObjectName(QStringLiteral("setupEmptyButton"));
    empty->setToolTip(tr("Start again from a board without units or owners"));
    auto *current = new QPushButton(tr("From the &Game"), this);
    current->setObjectName(QStringLiteral("setupCurrentButton"));
    current->setToolTip(tr("Start again from the current position of the open game"));
    fromRow->addWidget(empty);
    fromRow->addWidget(current);
    layout->addLayout(fromRow);
    connect(empty, &QPushButton::clicked, this, &SetupPanel::emptyBoardRequested);
    connect(current, &QPushButton::clicked, this, &SetupPanel::currentGameRequested);

    auto *startRow = new QHBoxLayout;
    auto *startButton = new QPushButton(tr("&Start Game Here"), this);
    startButton->setObjectName(QStringLiteral("setupStartButton"));
    startButton->setDefault(true);
    startButton->setToolTip(tr("A new game from this position, with the rules of the open game"));
    auto *cancel = new QPushButton(tr("Cancel"), this);
    cancel->setObjectName(QStringLiteral("setupCancelButton"));
    startRow->addWidget(startButton, 1);
    startRow->addWidget(cancel);
    layout->addLayout(startRow);
    layout->addStretch(1);
    connect(startButton, &QPushButton::clicked, this, &SetupPanel::startRequested);
    connect(cancel, &QPushButton::clicked, this, &SetupPanel::cancelRequested);

    refresh();
}

const Position &SetupPanel::position() const
{
    return m_setup->position();
}

QUndoStack *SetupPanel::undoStack() const
{
    return m_setup->undoStack();
}

int SetupPanel::power() const
{
    return m_power->currentData().toInt();
}

void SetupPanel::setPower(int power)
{
    const int index = m_power->findData(power);
    if (index >= 0)
        m_power->setCurrentIndex(index);
}

SetupPanel::Tool SetupPanel::tool() const
{
    return Tool(m_tools->checkedId());
}

void SetupPanel::setTool(Tool tool)
{
    m_tools->button(int(tool))->setChecked(true);
}

QStringList SetupPanel::removeDutchmen(Position *position) const
{
    // DATC 4.E.6 (a): a unit that cannot be on the board is removed as soon as it is found.
    QStringList what;
    for (const FlyingDutchman &d : flyingDutchmen(*m_map, *position))
        what << dutchmanText(d, *position);
    removeFlyingDutchmen(*m_map, position);
    return what;
}

void SetupPanel::reportDutchmen(const QStringList &what)
{
    if (what.isEmpty())
        return;
    emit message(
        tr("Removed %n unit(s) that cannot be on the board (DATC 4.E.6): %1", nullptr, int(what.size()))
            .arg(what.join(QStringLiteral("; "))),
        true);
}

void SetupPanel::start(Position position)
{
    const QStringList what = removeDutchmen(&position);
    m_setup->start(position);
    reportDutchmen(what);
}

void SetupPanel::replace(Position position, const QString &undoText)
{
    const QStringList what = removeDutchmen(&position);
    m_setup->edit(std::move(position), undoText);
    reportDutchmen(what);
}

bool SetupPanel::setPhase(const Phase &phase)
{
    Position after = position();
    const EditResult r = arbiter::setPhase(&after, phase);
    if (!r.ok()) {
        emit message(refusalText(r.refusal, -1), true);
        refresh();
        return false;
    }
    if (after != position())
        m_setup->edit(std::move(after), tr("Change Phase"), true);
    return true;
}

void SetupPanel::phaseEdited()
{
    if (m_updating)
        return;
    const PhaseChoice c = phaseChoices[std::size_t(std::max(0, m_season->currentIndex()))];
    if (setPhase({c.season, m_year->value(), c.kind}))
        emit message(tr("The game will start in %1.").arg(phaseName(position().phase)), false);
}

void SetupPanel::refresh()
{
    m_updating = true;
    for (std::size_t i = 0; i < std::size(phaseChoices); ++i) {
        if (phaseChoices[i].season == position().phase.season &&
            phaseChoices[i].kind == position().phase.kind)
            m_season->setCurrentIndex(int(i));
    }
    m_year->setValue(position().phase.year);
    m_updating = false;
    QStringList rows;
    for (int p = 0; p < m_map->powerCount(); ++p) {
        const int units = position().unitCount(p);
        const int centres = position().centreCount(p);
        if (units == 0 && centres == 0)
            continue;
        rows << tr("<span style=\"color:%1\">■</span> %2: %n unit(s)", nullptr, units)
                        .arg(PowerPalette::instance()->colour(*m_map, p).name(),
                             document::powerName(*m_map, p).toHtmlEscaped()) +
                    tr(", %n centre(s)", nullptr, centres);
    }
    m_summary->setText(rows.isEmpty() ? tr("The board is empty.") : rows.join(QStringLiteral("<br>")));
}

void SetupPanel::edited(const QString &text)
{
    emit message(text, false);
}

int SetupPanel::pickCoast(int province, QPointF scenePos)
{
    const std::vector<int> &coasts = m_map->province(province).coasts;
    if (coasts.empty())
        return province;
    if (m_artwork) {
        // The coast nearest the click, when the click is clearly nearer one of them (as for orders).
        std::vector<std::pair<qreal, int>> byDistance;
        for (int loc : coasts) {
            const QPointF d = m_artwork->unitPosition(loc) - scenePos;
            byDistance.emplace_back(std::hypot(d.x(), d.y()), loc);
        }
        std::sort(byDistance.begin(), byDistance.end());
        if (byDistance.size() == 1 || byDistance[0].first < 0.6 * byDistance[1].first)
            return byDistance[0].second;
    }
    QStringList names;
    for (int loc : coasts)
        names << coastName(m_map->location(loc).coast);
    const QString title = tr("Which coast?");
    int index = -1;
    if (m_chooser) {
        index = m_chooser(title, names, scenePos);
    } else {
        QMenu menu(this);
        menu.addSection(title);
        QList<QAction *> actions;
        for (const QString &n : names)
            actions << menu.addAction(n);
        index = int(actions.indexOf(menu.exec(QCursor::pos())));
    }
    return index < 0 ? -1 : coasts[std::size_t(index)];
}

void SetupPanel::click(int province, QPointF scenePos, Qt::MouseButton button)
{
    if (province < 0)
        return;
    const Province &prov = m_map->province(province);
    const int unit = position().unitIn(*m_map, province);
    if (tool() == Tool::Centre || (button == Qt::RightButton && unit < 0)) {
        if (!prov.supplyCentre) {
            emit message(refusalText(EditRefusal::NotACentre, province), true);
            return;
        }
        const int owner = position().owner[std::size_t(province)];
        const int next = button == Qt::RightButton || owner == power() ? -1 : power();
        Position after = position();
        const EditResult r = setCentreOwner(*m_map, &after, province, next);
        if (!r.ok()) {
            emit message(refusalText(r.refusal, province), true);
            return;
        }
        const QString name = m_map->provinceName(province);
        m_setup->edit(std::move(after), tr("Owner of %1").arg(name));
        edited(next < 0 ? tr("%1 has no owner now.").arg(name)
                        : tr("%1 belongs to %2 now.").arg(name, document::powerName(*m_map, next)));
        return;
    }
    if (unit >= 0) {
        Position after = position();
        Unit removed;
        if (arbiter::removeUnit(*m_map, &after, province, &removed).ok()) {
            const QString what = document::describeUnit(*m_map, removed);
            m_setup->edit(std::move(after), tr("Remove %1").arg(what));
            edited(tr("Removed %1.").arg(what));
        }
        return;
    }
    if (button == Qt::RightButton)
        return;
    const UnitType type = tool() == Tool::Fleet ? UnitType::Fleet : UnitType::Army;
    int location = province;
    if (type == UnitType::Fleet && prov.kind != ProvinceKind::Land) {
        location = pickCoast(province, scenePos);
        if (location < 0)
            return;
    }
    const Unit placed{power(), type, location};
    Position after = position();
    const EditResult r = placeUnit(*m_map, &after, placed);
    if (!r.ok()) {
        emit message(refusalText(r.refusal, province), true);
        return;
    }
    const QString what = document::describeUnit(*m_map, placed);
    m_setup->edit(std::move(after), tr("Place %1").arg(what));
    edited(tr("Placed %1.").arg(what));
}

QString SetupPanel::refusalText(EditRefusal refusal, int province) const
{
    const QString name = province >= 0 ? m_map->provinceName(province) : QString();
    switch (refusal) {
    case EditRefusal::None:
        return {};
    case EditRefusal::UnknownPower:
        return tr("There is no such power on this map.");
    case EditRefusal::UnknownLocation:
        return tr("There is no such place on this map.");
    case EditRefusal::ArmyAtSea:
        return tr("An army cannot stand at sea (%1): choose Fleet.").arg(name);
    case EditRefusal::ArmyOnCoast:
        return tr("An army stands in the whole of %1, not on one of its coasts.").arg(name);
    case EditRefusal::FleetInland:
        return tr("A fleet cannot stand inland (%1): choose Army.").arg(name);
    case EditRefusal::CoastNeeded:
        return tr("A fleet in %1 stands on one of its coasts: click nearer the coast.").arg(name);
    case EditRefusal::Occupied:
        return tr("%1 is occupied: click the unit there to remove it first.").arg(name);
    case EditRefusal::NoUnit:
        return tr("There is no unit in %1.").arg(name);
    case EditRefusal::NotACentre:
        return tr("%1 is not a supply centre.").arg(name);
    case EditRefusal::BadPhase:
        return tr("Winter has only the adjustment phase; Spring and Fall have movement and retreats.");
    case EditRefusal::BadYear:
        return tr("The year must be between %1 and %2.").arg(Phase::firstYear).arg(Phase::lastYear);
    }
    return {};
}

QString SetupPanel::dutchmanText(const FlyingDutchman &d, const Position &position) const
{
    const Map &map = *m_map;
    const bool knownPlace = d.what.location >= 0 && d.what.location < map.locationCount();
    const bool knownPower = d.what.power >= 0 && d.what.power < map.powerCount();
    switch (d.reason) {
    case DutchmanReason::UnknownPower:
        return knownPlace ? tr("a unit of no known power in %1")
                                .arg(map.provinceName(map.location(d.what.location).province))
                          : tr("a unit of no known power");
    case DutchmanReason::UnknownLocation:
        return knownPower ? tr("a unit of %1 in no known place").arg(document::powerName(map, d.what.power))
                          : tr("a unit in no known place");
    case DutchmanReason::WrongPlace:
        return tr("%1 (%2)").arg(document::describeUnit(map, d.what), d.what.type == UnitType::Army
                                                                          ? tr("an army cannot stand there")
                                                                          : tr("a fleet cannot stand there"));
    case DutchmanReason::SharedProvince:
        return tr("%1 (%2 stands there)")
            .arg(document::describeUnit(map, d.what),
                 document::describeUnit(map, position.units[std::size_t(d.other)]));
    }
    return {};
}

} // namespace arbiter::ui
