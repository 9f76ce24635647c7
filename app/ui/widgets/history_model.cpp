// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/history_model.h"
#include "widgets/status_colours.h"

#include "document/game_document.h"
#include "place_naming_setting.h"
#include "record/game_history.h"
#include "record/game_lines.h"
#include "record/results_report.h"
#include "record/turning_points.h"
#include "text/phase_text.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QPixmap>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

// The texts phaseSummaryText() (core/game/game_history.cpp) translates in the context "History". lupdate
// does not find all of them through the helper there, so they are marked here as well (and the counts with
// their plural forms).
[[maybe_unused]] constexpr const char *historyTexts[] = {
    QT_TRANSLATE_NOOP("History", "to play"),
    QT_TRANSLATE_N_NOOP("History", "%n dislodged"),
    QT_TRANSLATE_N_NOOP("History", "%n centres changed"),
    QT_TRANSLATE_N_NOOP("History", "%n built"),
    QT_TRANSLATE_N_NOOP("History", "%n removed"),
    QT_TRANSLATE_N_NOOP("History", "%n draw votes"),
    QT_TRANSLATE_NOOP("History", "won by %1"),
    QT_TRANSLATE_NOOP("History", "conceded to %1"),
    QT_TRANSLATE_NOOP("History", "drawn: %1"),
};

QIcon branchIcon()
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x3a, 0x5a, 0x8c), 1.8, Qt::SolidLine, Qt::RoundCap));
    QPainterPath fork;
    fork.moveTo(4, 2);
    fork.lineTo(4, 14);
    fork.moveTo(4, 9);
    fork.cubicTo(4, 6, 12, 7, 12, 3);
    p.drawPath(fork);
    p.setBrush(QColor(0x3a, 0x5a, 0x8c));
    p.drawEllipse(QPointF(12, 3), 1.6, 1.6);
    p.drawEllipse(QPointF(4, 14), 1.6, 1.6);
    return QIcon(pixmap);
}

// A phase where the second opinion of an import differs from the recorded adjudication: an amber
// "not equal" sign.
QIcon differsIcon()
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xd9, 0x8c, 0x00));
    p.drawEllipse(QRectF(1, 1, 14, 14));
    p.setPen(QPen(Qt::white, 1.6));
    p.drawLine(QPointF(4.5, 6.5), QPointF(11.5, 6.5));
    p.drawLine(QPointF(4.5, 9.5), QPointF(11.5, 9.5));
    p.drawLine(QPointF(10, 3.5), QPointF(6, 12.5));
    return QIcon(pixmap);
}

// What changed hands: a small pennant on its pole, in the Info colour of the rows' text.
QIcon markerIcon()
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colour = statusColour(StatusColour::Info);
    p.setPen(QPen(colour, 1.4, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(4.5, 2.5), QPointF(4.5, 14));
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    p.drawPolygon(QPolygonF({QPointF(5, 2.5), QPointF(13, 5.5), QPointF(5, 8.5)}));
    return QIcon(pixmap);
}

QIcon currentIcon()
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1b, 0x7a, 0x2e));
    p.drawPolygon(QPolygonF({QPointF(4, 3), QPointF(13, 8), QPointF(4, 13)}));
    return QIcon(pixmap);
}

} // namespace

HistoryModel::HistoryModel(QObject *parent) : QAbstractItemModel(parent)
{
    // The turning points name places as the user asked.
    connect(PlaceNamingSetting::instance(), &PlaceNamingSetting::changed, this, &HistoryModel::refreshAll);
}

void HistoryModel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &GameDocument::phaseChanged, this, &HistoryModel::rebuild);
        connect(document, &GameDocument::phaseAdjudicated, this, &HistoryModel::appendPhase);
        connect(document, &GameDocument::adjudicationUndone, this, &HistoryModel::dropAdjudicatedRows);
        connect(document, &GameDocument::votesChanged, this, &HistoryModel::refreshAll);
        connect(document, &GameDocument::branchRenamed, this, &HistoryModel::refreshAll);
    }
    rebuild();
}

int HistoryModel::addNode(Node node, int parent)
{
    const int id = int(m_nodes.size());
    node.parent = parent;
    std::vector<int> &siblings = parent < 0 ? m_top : m_nodes[std::size_t(parent)].children;
    node.row = int(siblings.size());
    siblings.push_back(id);
    m_nodes.push_back(std::move(node));
    return id;
}

void HistoryModel::addPhases(int lineNode, const std::vector<int> &entries, bool firstHasAlternatives)
{
    const Game &game = m_document->game();
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const int e = entries[i];
        Node phase;
        phase.kind = Kind::Phase;
        phase.entry = e;
        const int node = addNode(phase, lineNode);
        m_phaseNode[std::size_t(e)] = node;
        if (i > 0 || firstHasAlternatives) {
            for (int other : alternatives(game, e)) {
                std::vector<int> chain{other};
                while (!game.entry(chain.back()).children.empty())
                    chain.push_back(game.entry(chain.back()).children.front());
                Node line;
                line.kind = Kind::Line;
                line.entry = other;
                line.end = chain.back();
                line.start = branchStart(game, line.end);
                line.count = int(chain.size());
                const int lineId = addNode(line, node);
                addPhases(lineId, chain, false);
            }
        }
        addMarker(lineNode, e);
        addSkipped(lineNode, e);
    }
}

void HistoryModel::addMarker(int lineNode, int entry)
{
    if (turningPoints(m_document->game(), entry).empty())
        return;
    Node marker;
    marker.kind = Kind::Marker;
    marker.entry = entry;
    addNode(marker, lineNode);
}

void HistoryModel::addSkipped(int lineNode, int entry)
{
    const std::size_t count = m_document->game().entry(entry).skipped.size();
    for (std::size_t k = 0; k < count; ++k) {
        Node skipped;
        skipped.kind = Kind::Skipped;
        skipped.entry = entry;
        skipped.skipped = int(k);
        addNode(skipped, lineNode);
    }
}

void HistoryModel::rebuild()
{
    beginResetModel();
    m_nodes.clear();
    m_top.clear();
    m_phaseNode.clear();
    if (m_document) {
        const Game &game = m_document->game();
        m_phaseNode.assign(std::size_t(game.phaseCount()), -1);
        const int end = game.lastOfLine(game.current());
        const std::vector<int> line = game.line(end);
        Node top;
        top.kind = Kind::Line;
        top.entry = line.front();
        top.end = end;
        top.start = branchStart(game, end);
        top.count = int(line.size());
        const int topId = addNode(top, -1);
        addPhases(topId, line, true);
    }
    endResetModel();
}

void HistoryModel::appendPhase(int entry)
{
    const Game &game = m_document->game();
    // The phase adjudicated is the last row of the line being played (the top row), as the current phase
    // always is: the rows of what it skipped and of the phase after it go below it.
    const int top = m_top.empty() ? -1 : m_top.front();
    const int node = entry < int(m_phaseNode.size()) ? m_phaseNode[std::size_t(entry)] : -1;
    if (top < 0 || node < 0 || m_nodes[std::size_t(top)].children.back() != node) {
        rebuild();
        return;
    }
    m_phaseNode.resize(std::size_t(game.phaseCount()), -1);
    const PhaseEntry &adjudicated = game.entry(entry);
    const QModelIndex line = indexOf(top);
    const int first = int(m_nodes[std::size_t(top)].children.size());
    const int markers = turningPoints(game, entry).empty() ? 0 : 1;
    const int added = markers + int(adjudicated.skipped.size()) + (adjudicated.children.empty() ? 0 : 1);
    if (added > 0) {
        beginInsertRows(line, first, first + added - 1);
        addMarker(top, entry);
        addSkipped(top, entry);
        if (!adjudicated.children.empty()) {
            // A new phase has no other lines beside it.
            Node next;
            next.kind = Kind::Phase;
            next.entry = adjudicated.children.back();
            m_phaseNode[std::size_t(next.entry)] = addNode(next, top);
        }
        endInsertRows();
    }
    Node &played = m_nodes[std::size_t(top)];
    played.end = game.lastOfLine(game.current());
    played.count += adjudicated.children.empty() ? 0 : 1;
    emit dataChanged(line, line);
    const QModelIndex row = indexOf(node); // its results, and no longer the current phase
    emit dataChanged(row, row);
}

void HistoryModel::dropAdjudicatedRows(int entry)
{
    // Undone, the adjudication takes back what appendPhase added: the rows below the phase in the line being
    // played (what it skipped, the phase after it), the last rows of that line and the last nodes made, as
    // both appendPhase and rebuild make them.
    const int top = m_top.empty() ? -1 : m_top.front();
    const int node = entry < int(m_phaseNode.size()) ? m_phaseNode[std::size_t(entry)] : -1;
    if (top < 0 || node < 0 || m_nodes[std::size_t(node)].parent != top) {
        rebuild();
        return;
    }
    std::vector<int> &rows = m_nodes[std::size_t(top)].children;
    const int first = m_nodes[std::size_t(node)].row + 1;
    const int dropped = int(rows.size()) - first;
    const int firstNode = int(m_nodes.size()) - dropped;
    if (std::any_of(rows.begin() + first, rows.end(), [firstNode](int n) { return n < firstNode; })) {
        rebuild();
        return;
    }
    const QModelIndex line = indexOf(top);
    if (dropped > 0) {
        const int phases = int(std::count_if(rows.begin() + first, rows.end(), [this](int n) {
            return m_nodes[std::size_t(n)].kind == Kind::Phase;
        }));
        beginRemoveRows(line, first, first + dropped - 1);
        rows.resize(std::size_t(first));
        m_nodes.resize(std::size_t(firstNode));
        m_nodes[std::size_t(top)].count -= phases;
        endRemoveRows();
    }
    const Game &game = m_document->game();
    m_phaseNode.resize(std::size_t(game.phaseCount()));
    m_nodes[std::size_t(top)].end = game.lastOfLine(game.current());
    emit dataChanged(line, line);
    const QModelIndex row = indexOf(node); // no results, and the current phase again
    emit dataChanged(row, row);
}

void HistoryModel::refreshChildren(const QModelIndex &parent)
{
    const int rows = rowCount(parent);
    if (rows == 0)
        return;
    emit dataChanged(index(0, 0, parent), index(rows - 1, 0, parent));
    for (int r = 0; r < rows; ++r)
        refreshChildren(index(r, 0, parent));
}

void HistoryModel::refreshAll()
{
    refreshChildren(QModelIndex());
}

QModelIndex HistoryModel::indexOf(int node) const
{
    if (node < 0 || node >= int(m_nodes.size()))
        return {};
    return createIndex(m_nodes[std::size_t(node)].row, 0, quintptr(node));
}

QModelIndex HistoryModel::indexForEntry(int entry) const
{
    if (entry < 0 || entry >= int(m_phaseNode.size()))
        return {};
    return indexOf(m_phaseNode[std::size_t(entry)]);
}

QModelIndex HistoryModel::lineIndexForEntry(int entry) const
{
    if (entry < 0 || entry >= int(m_phaseNode.size()) || m_phaseNode[std::size_t(entry)] < 0)
        return {};
    return indexOf(m_nodes[std::size_t(m_phaseNode[std::size_t(entry)])].parent);
}

QModelIndex HistoryModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column != 0)
        return {};
    const std::vector<int> &rows =
        parent.isValid() ? m_nodes[std::size_t(parent.internalId())].children : m_top;
    if (row >= int(rows.size()))
        return {};
    return createIndex(row, 0, quintptr(rows[std::size_t(row)]));
}

QModelIndex HistoryModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    return indexOf(m_nodes[std::size_t(child.internalId())].parent);
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_top.size());
    if (parent.column() != 0)
        return 0;
    return int(m_nodes[std::size_t(parent.internalId())].children.size());
}

int HistoryModel::columnCount(const QModelIndex &) const
{
    return 1;
}

Qt::ItemFlags HistoryModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (m_nodes[std::size_t(index.internalId())].kind == Kind::Line)
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_document)
        return {};
    const Node &n = m_nodes[std::size_t(index.internalId())];
    const Game &game = m_document->game();
    const bool top = n.parent < 0;
    switch (role) {
    case EntryRole:
        return n.entry;
    case KindRole:
        return QVariant::fromValue(n.kind);
    case CurrentRole:
        return n.kind == Kind::Phase && n.entry == game.current();
    case BranchStartRole:
        return n.kind == Kind::Line ? n.start : -1;
    case LineEndRole:
        return n.kind == Kind::Line ? n.end : -1;
    case SkippedPhaseRole:
        return n.kind == Kind::Skipped ? game.entry(n.entry).skipped[std::size_t(n.skipped)].code()
                                       : QString();
    default:
        break;
    }
    switch (n.kind) {
    case Kind::Line: {
        const QString title = branchTitle(game, n.start);
        switch (role) {
        case Qt::DisplayRole:
            if (top)
                return tr("%1 — being played").arg(title);
            return tr("%1: %n phase(s) from %2", nullptr, n.count)
                .arg(title, seasonName(game.entry(n.entry).position.phase));
        case Qt::EditRole:
            return title;
        case Qt::DecorationRole:
            return branchIcon();
        case Qt::FontRole: {
            QFont f;
            f.setBold(true);
            return f;
        }
        case Qt::ToolTipRole:
            return top ? tr("The line of play being played. Double-click to name it.")
                       : tr("Another line of play from here. Double-click to name it; Switch to This Line "
                            "continues it.");
        default:
            return {};
        }
    }
    case Kind::Phase: {
        const PhaseEntry &e = game.entry(n.entry);
        const bool current = n.entry == game.current();
        const bool differs = m_document->secondOpinionDiffers(n.entry);
        switch (role) {
        case SecondOpinionDiffersRole:
            return differs;
        case Qt::DisplayRole: {
            QString summary = phaseSummaryText(game, n.entry);
            // The mark goes right after the phase's name, where a narrow dock does not cut it off.
            const QString name = phaseName(e.position.phase);
            if (!differs)
                return summary;
            if (!summary.startsWith(name))
                return tr("%1 (differs)").arg(summary);
            return summary.replace(0, name.size(), tr("%1 (differs)").arg(name));
        }
        case Qt::DecorationRole:
            return current ? currentIcon() : differs ? differsIcon() : QVariant();
        case Qt::BackgroundRole:
            return differs ? QBrush(QColor(0xff, 0xf0, 0xd0)) : QVariant();
        case Qt::FontRole:
            if (current) {
                QFont f;
                f.setBold(true);
                return f;
            }
            return {};
        case Qt::ForegroundRole:
            if (!current && !e.adjudicated && e.end.kind == GameEndKind::None)
                return QBrush(statusColour(StatusColour::Muted));
            return {};
        case Qt::ToolTipRole:
            return phaseSummaryText(game, n.entry) + u'\n' +
                   (differs ? tr("Arbiter's second opinion differs from the recorded adjudication (History → "
                                 "Import Report).") +
                                  u'\n'
                            : QString()) +
                   (current ? tr("The phase being played") : tr("Select to replay this phase on the map"));
        default:
            return {};
        }
    }
    case Kind::Marker:
        return markerData(n.entry, role);
    case Kind::Skipped: {
        const Phase phase = game.entry(n.entry).skipped[std::size_t(n.skipped)];
        switch (role) {
        case Qt::DisplayRole:
            return tr("%1 — skipped").arg(phaseName(phase));
        case Qt::ForegroundRole:
            return QBrush(statusColour(StatusColour::Muted));
        case Qt::FontRole: {
            QFont f;
            f.setItalic(true);
            return f;
        }
        case Qt::ToolTipRole:
            return phase.kind == PhaseKind::Retreat
                       ? tr("No unit was dislodged: there was nothing to retreat.")
                       : tr("No power had a unit to build or remove.");
        default:
            return {};
        }
    }
    }
    return {};
}

QVariant HistoryModel::markerData(int entry, int role) const
{
    const Game &game = m_document->game();
    const PlaceNaming naming = PlaceNamingSetting::instance()->naming();
    const std::vector<TurningPoint> points = turningPoints(game, entry);
    QStringList sentences;
    for (const TurningPoint &point : points)
        sentences << turningPointText(game.map(), point, naming);
    switch (role) {
    case TurningPointsRole:
        return sentences;
    case Qt::DisplayRole: {
        // The row stays one short line: what a power lost or took from another is written out, the many
        // neutral centres of the first years are counted (the tooltip names them).
        const auto neutral = int(std::count_if(points.begin(), points.end(), [](const TurningPoint &t) {
            return t.kind == TurningPointKind::NeutralTaken;
        }));
        const bool countNeutral = neutral > 2;
        QStringList shown;
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (!countNeutral || points[i].kind != TurningPointKind::NeutralTaken)
                shown << sentences[int(i)];
        }
        if (countNeutral)
            shown << tr("%n neutral centre(s) taken", nullptr, neutral);
        return shown.join(QStringLiteral("; "));
    }
    case Qt::DecorationRole:
        return markerIcon();
    case Qt::ForegroundRole:
        return QBrush(statusColour(StatusColour::Info));
    case Qt::ToolTipRole:
        return tr("After %1:").arg(phaseName(game.entry(entry).position.phase)) + u'\n' +
               sentences.join(u'\n') + u'\n' + tr("Select to see the position after the phase");
    default:
        return {};
    }
}

bool HistoryModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || !m_document)
        return false;
    const Node &n = m_nodes[std::size_t(index.internalId())];
    if (n.kind != Kind::Line)
        return false;
    const QString name = value.toString().trimmed();
    if (name == branchTitle(m_document->game(), n.start))
        return true; // unchanged
    m_document->renameBranch(n.start, name);
    return true;
}

} // namespace arbiter::ui
