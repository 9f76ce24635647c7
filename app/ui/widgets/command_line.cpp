// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/command_line.h"

#include "document/game_document.h"
#include "document/order_description.h"
#include "judge/order_entry.h"
#include "text/excerpt.h"
#include "text/order_completion.h"
#include "text/order_formatter.h"
#include "text/order_parser.h"
#include "text/order_sheet.h"
#include "text/phase_text.h"
#include "text/reason_text.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QStandardItemModel>
#include <QStringListModel>
#include <QUndoStack>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

// A line of several orders is one step to undo, as it was one line to type. The step begins with the first
// order entered, so that a line that enters nothing leaves the redo history as it was.
class CommandLine::LineStep
{
  public:
    LineStep(QUndoStack *stack, QString text, bool wanted)
        : m_stack(stack), m_text(std::move(text)), m_wanted(wanted)
    {
    }
    LineStep(const LineStep &) = delete;
    LineStep &operator=(const LineStep &) = delete;
    ~LineStep()
    {
        if (m_open)
            m_stack->endMacro();
    }
    void beforeEntering()
    {
        if (m_wanted && !m_open) {
            m_stack->beginMacro(m_text);
            m_open = true;
        }
    }

  private:
    QUndoStack *m_stack;
    QString m_text;
    bool m_wanted;
    bool m_open = false;
};

namespace {

// A line echoed in a message, cut short: a long unreadable line must not push the reason off the status bar.
QString echo(const QString &line)
{
    return excerpt(line, 40);
}

// Two opening moves of the game's own map, as the placeholder's examples: an army's, and a fleet's of
// another power with the power written.
QStringList exampleOrders(const Map &map)
{
    QStringList examples;
    int firstPower = -1;
    for (UnitType type : {UnitType::Army, UnitType::Fleet}) {
        for (const StartingUnit &u : map.startingUnits()) {
            if (u.type != type || u.power == firstPower)
                continue;
            const int province = map.location(u.location).province;
            const std::vector<int> &next =
                type == UnitType::Army ? map.armyNeighbours(province) : map.fleetNeighbours(u.location);
            // Into a province no unit starts in, as players open.
            const auto free = std::find_if(next.begin(), next.end(), [&map](int location) {
                const int there = map.location(location).province;
                return std::none_of(
                    map.startingUnits().begin(), map.startingUnits().end(),
                    [&](const StartingUnit &s) { return map.location(s.location).province == there; });
            });
            if (free == next.end())
                continue;
            Order move;
            move.type = OrderType::Move;
            move.power = u.power;
            move.unit.type = type;
            move.unit.typeGiven = true;
            move.unit.location = u.location;
            move.target.location = *free;
            // The second example names its power, as the user's language names it ("Angleterre: F lon -
            // mdn").
            const QString order = formatOrder(map, move, false, PhaseKind::Movement);
            examples << (type == UnitType::Fleet
                             ? document::powerName(map, u.power) + QStringLiteral(": ") + order
                             : order);
            firstPower = u.power;
            break;
        }
    }
    return examples;
}

} // namespace

CommandLine::CommandLine(QWidget *parent)
    : QLineEdit(parent), m_completer(new QCompleter(this)), m_words(new QStringListModel(this)),
      m_lines(new QStandardItemModel(this))
{
    setObjectName(QStringLiteral("commandLine"));
    m_placeholder = tr("Type an order and press Enter");
    setPlaceholderText(m_placeholder);
    setClearButtonEnabled(true);
    m_completer->setModel(m_words);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setWidget(this);
    connect(m_completer, qOverload<const QModelIndex &>(&QCompleter::activated), this,
            [this](const QModelIndex &index) {
                if (m_offeringLines)
                    takeLine(index);
                else
                    insertCompletion(index.data().toString());
            });
    connect(this, &QLineEdit::textEdited, this, &CommandLine::textWasEdited);
    connect(this, &QLineEdit::returnPressed, this, [this] { submit(text()); });
}

void CommandLine::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    // A line half typed for one game is no order of the next; setText also drops its text undo.
    setText(QString());
    m_power = -1;
    m_powerFromHeader = false;
    emit defaultPowerChanged(-1);
    if (document) {
        // A new phase starts a new order sheet: no power heads it yet.
        auto newSheet = [this] {
            m_power = -1;
            m_powerFromHeader = false;
            emit defaultPowerChanged(-1);
        };
        connect(document, &GameDocument::phaseChanged, this, newSheet);
        connect(document, &GameDocument::phaseAdjudicated, this, newSheet);
        connect(document, &GameDocument::adjudicationUndone, this, newSheet);
    }
    updateWords();
    const QStringList examples = document ? exampleOrders(document->map()) : QStringList();
    m_placeholder =
        examples.size() == 2
            ? tr("Type an order, e.g. \"%1\" or \"%2\", and press Enter").arg(examples[0], examples[1])
            : tr("Type an order and press Enter");
    if (m_refusal.isEmpty())
        setPlaceholderText(m_placeholder);
}

void CommandLine::setRefusal(const QString &reason)
{
    m_refusal = reason;
    setPlaceholderText(reason.isEmpty() ? m_placeholder : reason);
}

void CommandLine::startSlip(int power)
{
    if (!m_document || power < 0 || power >= m_document->map().powerCount())
        return;
    m_power = power;
    m_powerFromHeader = true;
    emit defaultPowerChanged(power);
    emit slipStarted(power);
    //: after the game master chose a power's slip, e.g. with Ctrl+4
    emit message(tr("Slip of %1: type its orders one a line, without the power or the unit types.")
                     .arg(document::powerName(m_document->map(), power)),
                 false);
}

void CommandLine::updateWords()
{
    QStringList words;
    if (m_document) {
        const Map &map = m_document->map();
        for (int p = 0; p < map.provinceCount(); ++p) {
            words << map.province(p).id << map.province(p).name;
            if (map.provinceName(p) != map.province(p).name)
                words << map.provinceName(p); // the user's language
            for (int loc : map.province(p).coasts)
                words << map.location(loc).id;
        }
        for (int p = 0; p < map.powerCount(); ++p) {
            words << map.power(p).name + u':'; // as the parser reads it
            if (map.powerName(p) != map.power(p).name)
                words << map.powerName(p) + u':';
        }
    }
    words << QStringLiteral("holds") << QStringLiteral("supports") << QStringLiteral("convoys")
          << QStringLiteral("via convoy") << QStringLiteral("build") << QStringLiteral("remove")
          << QStringLiteral("disband") << QStringLiteral("waive");
    words.removeDuplicates();
    words.sort(Qt::CaseInsensitive);
    m_words->setStringList(words);
}

QString CommandLine::wordBeforeCursor(int *start) const
{
    const QString t = text();
    int end = cursorPosition();
    int begin = end;
    while (begin > 0 && (t[begin - 1].isLetter() || t[begin - 1] == u'/' || t[begin - 1] == u'\''))
        --begin;
    *start = begin;
    return t.mid(begin, end - begin);
}

void CommandLine::textWasEdited()
{
    m_historyPos = -1;
    if (offerLines())
        return;
    m_offeringLines = false;
    int start = 0;
    const QString word = wordBeforeCursor(&start);
    if (word.size() < 2) {
        m_completer->popup()->hide();
        return;
    }
    if (m_completer->model() != m_words) {
        m_completer->setModel(m_words);
        m_completer->setCompletionMode(QCompleter::PopupCompletion);
    }
    m_completer->setCompletionPrefix(word);
    if (m_completer->completionCount() == 0 ||
        (m_completer->completionCount() == 1 &&
         m_completer->currentCompletion().compare(word, Qt::CaseInsensitive) == 0)) {
        m_completer->popup()->hide();
        return;
    }
    QRect rect = cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0) + 24);
    m_completer->complete(rect);
}

bool CommandLine::offerLines()
{
    if (!m_document || !m_document->acceptsOrders() || cursorPosition() != int(text().size()))
        return false;
    std::vector<Order> orders;
    for (const EnteredOrder &e : m_document->orders())
        orders.push_back(e.order);
    const std::vector<LineCompletion> lines =
        completeOrderLine(m_document->map(), m_document->rules(), m_document->position(), orders,
                          m_powerFromHeader ? m_power : -1, text());
    if (lines.empty())
        return false;
    m_offeringLines = true;
    // The one line offered is the line typed: nothing to finish.
    if (lines.size() == 1 &&
        lines.front().line.trimmed().compare(text().trimmed(), Qt::CaseInsensitive) == 0) {
        m_completer->popup()->hide();
        return true;
    }
    m_lines->clear();
    for (const LineCompletion &l : lines) {
        auto *item = new QStandardItem(l.shown);
        item->setData(l.line, Qt::UserRole);
        m_lines->appendRow(item);
    }
    if (m_completer->model() != m_lines) {
        m_completer->setModel(m_lines);
        m_completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    }
    m_completer->setCompletionPrefix(QString());
    QRect rect = cursorRect();
    rect.setWidth(m_completer->popup()->sizeHintForColumn(0) + 24);
    m_completer->complete(rect);
    return true;
}

QString CommandLine::lineTakenByTab() const
{
    if (!m_offeringLines || !m_completer->popup()->isVisible() || m_lines->rowCount() == 0)
        return {};
    const QModelIndex current = m_completer->popup()->currentIndex();
    return current.isValid() ? current.data(Qt::UserRole).toString()
                             : m_lines->index(0, 0).data(Qt::UserRole).toString();
}

void CommandLine::takeLine(const QModelIndex &index)
{
    const QString line = index.data(Qt::UserRole).toString();
    if (line.isEmpty())
        return;
    setText(line);
    setCursorPosition(int(line.size()));
    m_completer->popup()->hide();
    // The line taken may be the start of the next ("mun " then "-"): offer what follows as typing would.
    textWasEdited();
}

void CommandLine::insertCompletion(const QString &completion)
{
    int start = 0;
    wordBeforeCursor(&start);
    QString t = text();
    const int end = cursorPosition();
    t.replace(start, end - start, completion + u' ');
    setText(t);
    setCursorPosition(start + int(completion.size()) + 1);
}

bool CommandLine::event(QEvent *event)
{
    // Tab would move the focus; with completions shown it takes the completion instead, and on a line being
    // typed with none to take it does nothing (the keys after it would otherwise act on the map). From an
    // empty line it goes on to the echo list.
    if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Tab &&
        (m_completer->popup()->isVisible() || !text().isEmpty())) {
        if (m_completer->popup()->isVisible())
            keyPressEvent(static_cast<QKeyEvent *>(event));
        return true;
    }
    // Ctrl+Home and Ctrl+End belong to the history (first phase, current phase): on one line they would
    // only do what Home and End do.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if ((key->key() == Qt::Key_Home || key->key() == Qt::Key_End) &&
            (key->modifiers() & Qt::ControlModifier)) {
            event->ignore();
            return true;
        }
    }
    return QLineEdit::event(event);
}

void CommandLine::keyPressEvent(QKeyEvent *event)
{
    if (m_completer->popup()->isVisible()) {
        switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
            // Return enters the line as typed; Tab takes the completion.
            m_completer->popup()->hide();
            submit(text());
            return;
        case Qt::Key_Tab: {
            const QModelIndex current = m_completer->popup()->currentIndex();
            if (m_offeringLines) {
                takeLine(current.isValid() ? current : m_lines->index(0, 0));
                return;
            }
            insertCompletion(current.isValid() ? current.data().toString()
                                               : m_completer->currentCompletion());
            m_completer->popup()->hide();
            return;
        }
        case Qt::Key_Escape:
            m_completer->popup()->hide();
            return;
        default:
            break;
        }
    }
    if (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down) {
        if (m_history.isEmpty())
            return;
        if (event->key() == Qt::Key_Up)
            m_historyPos = m_historyPos < 0 ? int(m_history.size()) - 1 : std::max(0, m_historyPos - 1);
        else
            m_historyPos = m_historyPos < 0 ? -1 : m_historyPos + 1;
        if (m_historyPos >= int(m_history.size()))
            m_historyPos = -1;
        setText(m_historyPos < 0 ? QString() : m_history[m_historyPos]);
        return;
    }
    if (event->key() == Qt::Key_Escape && !text().isEmpty()) {
        clear();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

bool CommandLine::submit(const QString &line)
{
    if (!m_document)
        return false;
    const QString trimmed = line.trimmed();
    if (trimmed.isEmpty())
        return false;
    if (!m_refusal.isEmpty()) {
        emit message(m_refusal, true);
        return false;
    }
    const Map &map = m_document->map();
    OrderParser parser(map);
    QString misspelled;
    const int header = powerHeader(parser, trimmed, &misspelled);
    if (header >= 0) {
        m_power = header;
        m_powerFromHeader = true;
        emit defaultPowerChanged(header);
        emit slipStarted(header);
        QString said = tr("Orders of %1: type them one a line.").arg(document::powerName(map, header));
        if (!misspelled.isEmpty())
            //: "Note: 'Germnay' read as Germany." after a misspelled power's name
            said += u' ' + tr("Note: '%1' read as %2.").arg(misspelled, document::powerName(map, header));
        emit message(said, false);
        clear();
        return true;
    }
    if (!m_document->acceptsOrders()) {
        emit message(tr("The game has ended; no more orders."), true);
        return false;
    }
    const std::vector<LinePart> parts = parser.parseLine(trimmed);
    //: the undo step of a typed line of several orders, e.g. Enter "A par - bur; A mar - spa"
    LineStep step(m_document->undoStack(), tr("Enter \"%1\"").arg(echo(trimmed)), parts.size() > 1);
    QStringList said;
    bool anyError = false;
    for (std::size_t k = 0; k < parts.size(); ++k) {
        LineEcho echo;
        echo.typed = parts[k].text;
        const bool entered = enter(parts[k], parts.size() > 1 ? int(k) + 1 : 0, step, &echo);
        said << echo.said;
        anyError = anyError || echo.kind == LineEcho::Kind::Illegal || echo.kind == LineEcho::Kind::Refused;
        emit echoed(echo);
        if (!entered) {
            // What was entered leaves the line; the order at fault and those after it stay, selected, so
            // that the next line typed from the paper replaces them instead of running on after them.
            emit message(said.join(u' '), true);
            setText(trimmed.mid(parts[k].column));
            selectAll();
            return false;
        }
    }
    emit message(said.join(u' '), anyError);
    m_history.removeAll(trimmed);
    m_history.append(trimmed);
    m_historyPos = -1;
    clear();
    return true;
}

bool CommandLine::enter(const LinePart &part, int index, LineStep &step, LineEcho *outcome)
{
    QString *said = &outcome->said;
    outcome->kind = LineEcho::Kind::Refused;
    const Map &map = m_document->map();
    const QString &typed = part.text;
    // "Order 2: ..." when the line holds several.
    const QString which = index > 0 ? tr("Order %1: ").arg(index) : QString();
    ParsedOrder parsed = part.parsed;
    const int written = parsed.order.power; // the line's own "Power:", if any
    if (!parsed.ok()) {
        *said = which + tr("Cannot read \"%1\": %2.").arg(echo(typed), describeParseError(parsed.error));
        return false;
    }
    // A header line's power orders every unit after it (proxy orders); a power carried from an order line
    // only fills in for a line whose unit does not say whose it is (a waive, a build).
    if (written < 0 && m_powerFromHeader)
        parsed.order.power = m_power;
    const int carried = written < 0 && !m_powerFromHeader ? m_power : -1;
    Order order = m_document->completed(parsed.order);
    if (order.power < 0 && m_power >= 0) {
        parsed.order.power = m_power;
        order = m_document->completed(parsed.order);
    }
    if (order.power < 0) {
        if (order.type == OrderType::Waive)
            *said = which + tr("Whose build is waived? Write the power first (\"Austria: waive\").");
        else
            *said = which + tr("Whose order is \"%1\"? There is no unit there; write the power first "
                               "(\"Austria: ...\").")
                                .arg(echo(typed));
        return false;
    }
    if (!m_document->fitsPhase(order)) {
        const Phase phase = m_document->phase();
        //: "Not entered: "A par - bur" is no order for Winter 1901 Adjustments, which takes only builds, ..."
        *said = which + tr("Not entered: \"%1\" is no order for %2, which takes only %3.")
                            .arg(echo(typed), phaseName(phase), phaseOrderKinds(phase.kind));
        return false;
    }
    // The power written on an order line is lent to the lines after it.
    if (written >= 0 && written != m_power) {
        m_power = written;
        m_powerFromHeader = false;
        emit defaultPowerChanged(written);
    }
    // Judged before it is entered: once entered, a waive would be counted beside itself.
    const OrderCheck check = m_document->checkCandidate(order);
    // A unit's new order replaces its old one: a correction, or a slip with two orders the game master
    // should know of (a sheet pasted whole is settled by the rule of 4.D.3 instead).
    const int replaced = m_document->replacedBy(order);
    // An order of another power never takes the place of the unit's owner's: in a slip, a unit of another
    // power named by mistake ("ber-sil" in Austria's) would otherwise wipe the owner's order without a word.
    const bool forAUnit = order.type != OrderType::Build && order.type != OrderType::Waive;
    const Unit *unit = forAUnit ? orderedUnit(map, m_document->position(), order.unit.location) : nullptr;
    if (replaced >= 0 && unit && m_document->orders()[std::size_t(replaced)].order.power != order.power &&
        m_document->orders()[std::size_t(replaced)].order.power == unit->power) {
        const Order &standing = m_document->orders()[std::size_t(replaced)].order;
        //: "Not entered: Austria cannot replace Germany's order A ber - kie."
        *said = which + tr("Not entered: %1 cannot replace %2's order %3.")
                            .arg(map.powerName(order.power), map.powerName(standing.power),
                                 document::describeOrder(map, standing, m_document->phase().kind));
        return false;
    }
    const QString before =
        replaced >= 0 && m_document->orders()[std::size_t(replaced)].order != order
            ? document::describeOrder(map, m_document->orders()[std::size_t(replaced)].order,
                                      m_document->phase().kind)
            : QString();
    step.beforeEntering();
    m_document->setOrder({typed, order});
    const QString shown = document::describeOrder(map, order, m_document->phase().kind);
    outcome->order = m_document->completed(order);
    outcome->kind = !check.legal ? LineEcho::Kind::Illegal : LineEcho::Kind::Entered;
    if (!check.legal)
        *said = tr("Entered %1, but it is illegal and will be ignored: %2.")
                    .arg(shown, reasonSentence(check.reason));
    else if (!check.matched)
        *said =
            tr("Entered %1. Note: %2.")
                .arg(shown, document::partnerNote(map, m_document->position(), m_document->orders(), order));
    else
        *said = tr("Entered %1.").arg(shown);
    // The power shown on the line was not written on this one and is not the unit's: say whose it became,
    // since an order sheet would have read it as the shown power's (and judged it illegal, 6.A.6).
    if (!before.isEmpty())
        *said += u' ' + tr("It replaces %1.").arg(before);
    if (carried >= 0 && order.power != carried)
        *said +=
            u' ' +
            tr("Note: the unit is %1's, not %2's.").arg(map.powerName(order.power), map.powerName(carried));
    const QString correction = describeCorrection(map, part.parsed);
    if (!correction.isEmpty())
        //: "Note: 'Germnay' read as Germany." after a misspelled power's name
        *said += u' ' + tr("Note: %1.").arg(correction);
    // A slip that calls the fleet in Naples an army: the order stands or falls by the rule of 4.C.2, and the
    // game master should know which unit it is for.
    if (check.legal && order.type != OrderType::Build && order.unit.typeGiven && order.unit.location >= 0) {
        const Position &position = m_document->position();
        const int province = map.location(order.unit.location).province;
        const int dislodged =
            position.phase.kind == PhaseKind::Retreat ? position.dislodgedIn(map, province) : -1;
        const int standing = dislodged >= 0 ? -1 : position.unitIn(map, province);
        const Unit *unit = dislodged >= 0  ? &position.dislodged[std::size_t(dislodged)].unit
                           : standing >= 0 ? &position.units[std::size_t(standing)]
                                           : nullptr;
        if (unit && unit->type != order.unit.type)
            *said +=
                u' ' + (unit->type == UnitType::Fleet ? tr("Note: the unit in %1 is a fleet, not an army.")
                                                      : tr("Note: the unit in %1 is an army, not a fleet."))
                           .arg(map.provinceName(province));
    }
    // Anything said beyond "Entered ..." is something to look at on the slip.
    if (outcome->kind == LineEcho::Kind::Entered && *said != tr("Entered %1.").arg(shown))
        outcome->kind = LineEcho::Kind::Corrected;
    return true;
}

} // namespace arbiter::ui
