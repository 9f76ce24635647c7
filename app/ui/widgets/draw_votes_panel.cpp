// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "widgets/draw_votes_panel.h"
#include "scene/power_palette.h"

#include "document/draw_description.h"
#include "document/game_document.h"
#include "document/order_description.h"
#include "text/phase_text.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using document::GameDocument;

namespace {

// Whether two sets of votes say the same (in any order; draw lists count only in NoDIAS games).
bool sameVotes(DrawMode mode, std::vector<DrawVote> a, std::vector<DrawVote> b)
{
    for (auto *votes : {&a, &b}) {
        for (DrawVote &v : *votes) {
            if (mode == DrawMode::Dias || !v.draw)
                v.list = 0;
        }
        std::sort(votes->begin(), votes->end(),
                  [](const DrawVote &x, const DrawVote &y) { return x.power < y.power; });
    }
    return a == b;
}

} // namespace

DrawVotesPanel::DrawVotesPanel(QWidget *parent)
    : QWidget(parent), m_title(new QLabel(this)), m_mode(new QComboBox(this)), m_grid(new QGridLayout),
      m_approved(new QLabel(this)), m_status(new QLabel(this)),
      m_record(new QPushButton(tr("&Record Votes"), this)), m_clear(new QPushButton(tr("C&lear"), this)),
      m_resume(new QPushButton(tr("Res&ume Game"), this))
{
    setObjectName(QStringLiteral("drawVotesPanel"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(8);
    QFont big = m_title->font();
    big.setBold(true);
    m_title->setFont(big);
    m_title->setObjectName(QStringLiteral("drawVotesTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);

    auto *form = new QFormLayout;
    form->setContentsMargins(0, 0, 0, 0);
    m_mode->setObjectName(QStringLiteral("drawModeBox"));
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mode->setMinimumContentsLength(16);
    m_mode->addItem(tr("DIAS: draws include all survivors"), int(DrawMode::Dias));
    m_mode->addItem(tr("NoDIAS: votes name the powers"), int(DrawMode::NoDias));
    m_mode->setToolTip(tr("Chosen by the game master; Game → Rules… changes it too."));
    form->addRow(tr("Draws:"), m_mode);
    layout->addLayout(form);

    m_grid->setHorizontalSpacing(8);
    m_grid->setVerticalSpacing(4);
    layout->addLayout(m_grid);

    m_approved->setObjectName(QStringLiteral("approvedDraws"));
    m_approved->setWordWrap(true);
    m_approved->setTextFormat(Qt::RichText);
    layout->addWidget(m_approved);
    m_status->setObjectName(QStringLiteral("drawStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::RichText);
    layout->addWidget(m_status);

    auto *buttons = new QHBoxLayout;
    m_record->setObjectName(QStringLiteral("recordVotesButton"));
    m_clear->setObjectName(QStringLiteral("clearVotesButton"));
    m_resume->setObjectName(QStringLiteral("resumeGameButton"));
    m_record->setToolTip(
        tr("Record these votes with the phase; a draw every survivor approves ends the game."));
    m_resume->setToolTip(tr("Restart a drawn game (the Judge's RESUME)."));
    buttons->addWidget(m_record);
    buttons->addWidget(m_clear);
    buttons->addStretch();
    buttons->addWidget(m_resume);
    layout->addLayout(buttons);
    auto *note =
        new QLabel(tr("Votes last one phase. In a NoDIAS game a vote approves every draw of the powers "
                      "it names that includes the voter if it names itself, and every such draw with "
                      "or without the voter if it does not; SET NODRAW approves only a concession to "
                      "the voter."),
                   this);
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(note);
    layout->addStretch(1);

    connect(m_mode, &QComboBox::activated, this, [this](int index) {
        if (m_document)
            m_document->setDrawMode(DrawMode(m_mode->itemData(index).toInt()));
    });
    connect(m_record, &QPushButton::clicked, this, &DrawVotesPanel::record);
    connect(m_clear, &QPushButton::clicked, this, [this] {
        for (int p = 0; p < int(m_rows.size()); ++p)
            setVote(p, Choice::None);
    });
    connect(m_resume, &QPushButton::clicked, this, [this] {
        if (m_document)
            m_document->resume();
    });
}

void DrawVotesPanel::setDocument(GameDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    buildRows();
    if (document) {
        connect(document, &GameDocument::votesChanged, this, &DrawVotesPanel::load);
        connect(document, &GameDocument::phaseChanged, this, &DrawVotesPanel::load);
        connect(document, &GameDocument::phaseAdjudicated, this, &DrawVotesPanel::load);
        connect(document, &GameDocument::adjudicationUndone, this, &DrawVotesPanel::load);
        connect(document, &GameDocument::rulesChanged, this, &DrawVotesPanel::load);
    }
    load();
}

void DrawVotesPanel::buildRows()
{
    for (Row &r : m_rows) {
        delete r.name;
        delete r.vote;
        delete r.list;
    }
    m_rows.clear();
    if (!m_document)
        return;
    const Map &map = m_document->map();
    for (int p = 0; p < map.powerCount(); ++p) {
        Row r;
        const QString name = document::powerName(map, p);
        r.name = new QLabel(QStringLiteral("<span style=\"color:%1\">\u25a0</span>&nbsp;%2")
                                .arg(PowerPalette::instance()->colour(map, p).name(), name.toHtmlEscaped()),
                            this);
        r.vote = new QComboBox(this);
        r.vote->setObjectName(QStringLiteral("vote_%1").arg(map.power(p).id));
        r.vote->addItem(tr("no vote"), int(Choice::None));
        r.vote->addItem(tr("SET DRAW"), int(Choice::Draw));
        r.vote->addItem(tr("SET NODRAW"), int(Choice::NoDraw));
        r.vote->setToolTip(tr("The vote of %1 in this phase").arg(name));
        r.name->setBuddy(r.vote);
        r.list = new QWidget(this);
        auto *listLayout = new QHBoxLayout(r.list);
        listLayout->setContentsMargins(0, 0, 0, 0);
        listLayout->setSpacing(2);
        for (int q = 0; q < map.powerCount(); ++q) {
            auto *b = new QToolButton(r.list);
            const QString other = document::powerName(map, q);
            b->setText(other.left(1).toUpper());
            b->setCheckable(true);
            b->setObjectName(QStringLiteral("list_%1_%2").arg(map.power(p).id, map.power(q).id));
            b->setToolTip(tr("%1 accepts %2 in the draw").arg(name, other));
            b->setFixedWidth(24);
            // Ticked: the power's colour, so that a draw list reads at a glance.
            const QColor colour = PowerPalette::instance()->colour(map, q);
            b->setStyleSheet(
                QStringLiteral("QToolButton { border: 1px solid #9a9a9a; border-radius: 3px; "
                               "background: palette(base); padding: 2px; }"
                               "QToolButton:checked { background: %1; color: %2; "
                               "border-color: #303030; font-weight: bold; }"
                               "QToolButton:disabled { color: #a0a0a0; }"
                               "QToolButton:checked:disabled { background: %3; color: white; }")
                    .arg(colour.name(),
                         colour.lightness() > 150 ? QStringLiteral("black") : QStringLiteral("white"),
                         colour.lighter(130).name()));
            listLayout->addWidget(b);
            r.members.push_back(b);
            connect(b, &QToolButton::toggled, this, [this] {
                if (!m_loading)
                    refresh();
            });
        }
        listLayout->addStretch();
        connect(r.vote, &QComboBox::currentIndexChanged, this, [this, p] { voteEdited(p); });
        m_grid->addWidget(r.name, p, 0);
        m_grid->addWidget(r.vote, p, 1);
        m_grid->addWidget(r.list, p, 2);
        m_rows.push_back(r);
    }
    m_grid->setColumnStretch(2, 1);
}

QComboBox *DrawVotesPanel::voteBox(int power) const
{
    return power >= 0 && power < int(m_rows.size()) ? m_rows[std::size_t(power)].vote : nullptr;
}

QToolButton *DrawVotesPanel::listButton(int power, int member) const
{
    if (power < 0 || power >= int(m_rows.size()) || member < 0 ||
        member >= int(m_rows[std::size_t(power)].members.size()))
        return nullptr;
    return m_rows[std::size_t(power)].members[std::size_t(member)];
}

void DrawVotesPanel::setVote(int power, Choice choice, PowerSet list)
{
    QComboBox *box = voteBox(power);
    if (!box)
        return;
    box->setCurrentIndex(box->findData(int(choice)));
    if (choice == Choice::Draw && list) {
        const Row &r = m_rows[std::size_t(power)];
        for (std::size_t q = 0; q < r.members.size(); ++q)
            r.members[q]->setChecked(list & (PowerSet(1) << q));
    }
    refresh();
}

void DrawVotesPanel::voteEdited(int power)
{
    if (m_loading || !m_document)
        return;
    const Row &r = m_rows[std::size_t(power)];
    // A NoDIAS SET DRAW starts from every survivor; the game master unticks the powers left out.
    if (Choice(r.vote->currentData().toInt()) == Choice::Draw && m_document->drawMode() == DrawMode::NoDias &&
        std::none_of(r.members.begin(), r.members.end(), [](QToolButton *b) { return b->isChecked(); })) {
        const PowerSet survivors = m_document->survivors();
        m_loading = true;
        for (std::size_t q = 0; q < r.members.size(); ++q)
            r.members[q]->setChecked(survivors & (PowerSet(1) << q));
        m_loading = false;
    }
    refresh();
}

std::vector<DrawVote> DrawVotesPanel::enteredVotes() const
{
    std::vector<DrawVote> votes;
    if (!m_document)
        return votes;
    const bool noDias = m_document->drawMode() == DrawMode::NoDias;
    const PowerSet survivors = m_document->survivors();
    for (int p = 0; p < int(m_rows.size()); ++p) {
        const Row &r = m_rows[std::size_t(p)];
        const Choice choice = Choice(r.vote->currentData().toInt());
        if (choice == Choice::None || !(survivors & (PowerSet(1) << p)))
            continue;
        DrawVote v;
        v.power = p;
        v.draw = choice == Choice::Draw;
        if (v.draw && noDias) {
            for (std::size_t q = 0; q < r.members.size(); ++q) {
                if (r.members[q]->isChecked())
                    v.list |= PowerSet(1) << q;
            }
        }
        votes.push_back(v);
    }
    return votes;
}

void DrawVotesPanel::load()
{
    if (!m_document)
        return;
    const Game &game = m_document->game();
    const PhaseEntry &entry = game.currentEntry();
    const PowerSet survivors = m_document->survivors();
    const bool noDias = m_document->drawMode() == DrawMode::NoDias;
    m_loading = true;
    m_mode->setCurrentIndex(m_mode->findData(int(m_document->drawMode())));
    for (int p = 0; p < int(m_rows.size()); ++p) {
        const Row &r = m_rows[std::size_t(p)];
        const bool survives = survivors & (PowerSet(1) << p);
        r.name->setVisible(survives);
        r.vote->setVisible(survives);
        r.list->setVisible(survives && noDias);
        const auto vote = std::find_if(entry.votes.begin(), entry.votes.end(),
                                       [p](const DrawVote &v) { return v.power == p; });
        const Choice choice = vote == entry.votes.end() ? Choice::None
                              : vote->draw              ? Choice::Draw
                                                        : Choice::NoDraw;
        r.vote->setCurrentIndex(r.vote->findData(int(choice)));
        for (std::size_t q = 0; q < r.members.size(); ++q) {
            r.members[q]->setVisible(survivors & (PowerSet(1) << q));
            r.members[q]->setChecked(vote != entry.votes.end() && (vote->list & (PowerSet(1) << q)));
        }
    }
    m_loading = false;
    m_title->setText(tr("Draw votes in %1").arg(phaseName(entry.position.phase)));
    refresh();
}

void DrawVotesPanel::refresh()
{
    if (!m_document)
        return;
    const Map &map = m_document->map();
    const PhaseEntry &entry = m_document->game().currentEntry();
    const bool open = m_document->acceptsVotes();
    const std::vector<DrawVote> votes = enteredVotes();
    const bool edited = !sameVotes(m_document->drawMode(), votes, entry.votes);
    m_mode->setEnabled(open);
    for (const Row &r : m_rows) {
        r.vote->setEnabled(open);
        const bool draw = Choice(r.vote->currentData().toInt()) == Choice::Draw;
        for (QToolButton *b : r.members)
            b->setEnabled(open && draw);
    }
    m_record->setEnabled(open && edited);
    m_clear->setEnabled(open && !votes.empty());
    m_resume->setVisible(entry.end.kind == GameEndKind::Draw || entry.end.kind == GameEndKind::Called);

    const std::vector<PowerSet> approved =
        approvedDraws(m_document->drawMode(), m_document->survivors(), votes);
    if (approved.empty()) {
        m_approved->setText(tr("No draw is approved by every survivor."));
    } else {
        QString html = tr("Approved by every survivor:") + QStringLiteral("<ul style=\"margin:0\">");
        for (std::size_t i = 0; i < approved.size(); ++i) {
            QString item = document::powerListText(map, approved[i]).toHtmlEscaped();
            if (i == 0 && edited)
                item = QStringLiteral("<b>%1</b> ").arg(item) + (powerCount(approved[i]) == 1
                                                                     ? tr("(a concession: it would pass)")
                                                                     : tr("(the largest: it would pass)"));
            else if (i == 0)
                item = QStringLiteral("<b>%1</b> ").arg(item) + tr("(passed)");
            html += QStringLiteral("<li>%1</li>").arg(item);
        }
        m_approved->setText(html + QStringLiteral("</ul>"));
    }
    QString status;
    if (!open && entry.end.kind == GameEndKind::None)
        status = tr("The phase is adjudicated; votes cannot change.");
    else if (entry.end.kind != GameEndKind::None)
        status = QStringLiteral("<b>%1</b>").arg(document::gameEndSentence(map, entry.end).toHtmlEscaped());
    else
        status = document::gameEndSentence(map, entry.end).toHtmlEscaped();
    if (open && edited)
        status += QStringLiteral("<br><i>%1</i>")
                      .arg(tr("Not recorded yet: Record Votes evaluates them.").toHtmlEscaped());
    m_status->setText(status);
}

void DrawVotesPanel::record()
{
    if (m_document)
        m_document->setVotes(enteredVotes());
}

QString DrawVotesPanel::approvedText() const
{
    QString plain = m_approved->text();
    plain.replace(QStringLiteral("</li>"), QStringLiteral("\n"));
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return plain.trimmed();
}

QString DrawVotesPanel::statusText() const
{
    QString plain = m_status->text();
    plain.replace(QStringLiteral("<br>"), QStringLiteral("\n"));
    plain.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
    return plain.trimmed();
}

} // namespace arbiter::ui
