// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include <QAbstractItemModel>
#include <QPointer>

#include <vector>

namespace arbiter::document {
class GameDocument;
}

namespace arbiter::ui {

// The phases of a game as a tree. The one top row is the line being played; below it its phases in order,
// each with its one-line summary (phaseSummaryText) and followed by a row of its turning points when
// something changed hands in it (turningPoints: centres taken, home centres lost, powers eliminated) and by
// the phases it skipped. A phase where
// other lines of play (what-ifs, or the original line) leave this one has a row per such line below it, and
// each of those lists its own phases the same way. Line rows are editable: their text is the branch's name.
class HistoryModel : public QAbstractItemModel
{
    Q_OBJECT

  public:
    enum class Kind
    {
        Line,    // a line of play: the one being played (the top row) or an alternative to a phase
        Phase,   // a phase of the record
        Skipped, // a phase skipped after the phase before it (no retreats, no adjustments)
        Marker,  // what changed hands in the phase before it (its turning points)
    };
    Q_ENUM(Kind)
    enum Role
    {
        EntryRole = Qt::UserRole + 1, // Phase: its entry; Skipped: the entry that skipped it; Marker: the
                                      // entry it marks; Line: its first
        KindRole,                     // Kind
        CurrentRole,                  // true on the phase being played
        BranchStartRole,              // Line: the entry that keeps the branch's name
        LineEndRole,                  // Line: its last entry
        SkippedPhaseRole,             // Skipped: the phase code ("F1901R")
        SecondOpinionDiffersRole,     // Phase: an import's second opinion differs from the record here
        TurningPointsRole,            // Marker: the sentence of each turning point (QStringList)
    };

    explicit HistoryModel(QObject *parent = nullptr);

    void setDocument(document::GameDocument *document);
    document::GameDocument *document() const { return m_document; }

    // The row of a phase, the row of the line it is shown in, or invalid.
    QModelIndex indexForEntry(int entry) const;
    QModelIndex lineIndexForEntry(int entry) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

  private:
    struct Node
    {
        Kind kind = Kind::Phase;
        int entry = -1;   // see EntryRole
        int skipped = -1; // Skipped: index in the entry's skipped phases
        int start = -1;   // Line: branch start
        int end = -1;     // Line: last entry
        int count = 0;    // Line: phases shown in it
        int parent = -1;  // node index, -1 for the top row
        int row = 0;
        std::vector<int> children;
    };

    void rebuild();
    // Phase `entry` was adjudicated: the rows of the phases it skipped and of the next phase are added.
    void appendPhase(int entry);
    // The adjudication of phase `entry` was undone: the rows appendPhase added go.
    void dropAdjudicatedRows(int entry);
    void refreshAll(); // the texts changed, not the shape
    void refreshChildren(const QModelIndex &parent);
    int addNode(Node node, int parent);
    void addPhases(int lineNode, const std::vector<int> &entries, bool firstHasAlternatives);
    void addSkipped(int lineNode, int entry); // the rows of the phases `entry` skipped
    void addMarker(int lineNode, int entry);  // the row of what changed hands in `entry`, if anything did
    QVariant markerData(int entry, int role) const;
    QModelIndex indexOf(int node) const;

    QPointer<document::GameDocument> m_document;
    std::vector<Node> m_nodes;
    std::vector<int> m_top;       // top-level nodes
    std::vector<int> m_phaseNode; // per entry, -1 when not shown
};

} // namespace arbiter::ui
