// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/lessons_dialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

constexpr int lessonRole = Qt::UserRole + 1;

} // namespace

LessonsDialog::LessonsDialog(std::shared_ptr<const Map> map, LessonLibrary library, QWidget *parent)
    : QDialog(parent), m_map(std::move(map)), m_library(std::move(library))
{
    setObjectName(QStringLiteral("lessonsDialog"));
    setWindowTitle(tr("Lessons"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("The test cases of the DATC as lessons: each shows a position and its orders; "
                      "adjudicate to see what happens. A lesson opens in a window of its own and "
                      "leaves your game as it is."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *searchRow = new QHBoxLayout;
    auto *searchLabel = new QLabel(tr("&Search:"), this);
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("lessonSearch"));
    m_search->setPlaceholderText(tr("words or provinces, e.g. convoy, bur, Burgundy"));
    m_search->setClearButtonEnabled(true);
    searchLabel->setBuddy(m_search);
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("lessonCount"));
    searchRow->addWidget(searchLabel);
    searchRow->addWidget(m_search, 1);
    searchRow->addWidget(m_count);
    layout->addLayout(searchRow);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_tree = new QTreeWidget(splitter);
    m_tree->setObjectName(QStringLiteral("lessonTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Case"), tr("Lesson")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    m_description = new QTextBrowser(splitter);
    m_description->setObjectName(QStringLiteral("lessonDescription"));
    m_description->setOpenLinks(false);
    splitter->addWidget(m_tree);
    splitter->addWidget(m_description);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    m_problems = new QLabel(this);
    m_problems->setObjectName(QStringLiteral("lessonProblems"));
    m_problems->setWordWrap(true);
    m_problems->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setStyleSheet(QStringLiteral("color: #a00000"));
    layout->addWidget(m_problems);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open Lesson"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("openLessonButton"));
    m_open->setDefault(true);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, [this] {
        if (currentLesson() >= 0)
            emit openRequested(currentLesson());
    });
    // Return opens through the default button; a double click opens the lesson clicked.
    connect(m_tree, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem *item) {
        if (item && item->data(0, lessonRole).isValid())
            emit openRequested(item->data(0, lessonRole).toInt());
    });
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &LessonsDialog::showCurrent);
    connect(m_search, &QLineEdit::textChanged, this, &LessonsDialog::fill);
    // Down from the search field goes to the list, so the keyboard never has to leave the keys it is on.
    m_search->installEventFilter(this);
    setLibrary(std::move(m_library));
    resize(900, 620);
}

void LessonsDialog::setLibrary(LessonLibrary library)
{
    m_library = std::move(library);
    auto listed = [this](const QStringList &lines) {
        return lines.mid(0, 8).join(u'\n') +
               (lines.size() > 8 ? u'\n' + tr("and %n more.", nullptr, int(lines.size() - 8)) : QString());
    };
    const QStringList &problems = m_library.problems;
    const QStringList &notes = m_library.notes;
    QStringList text;
    if (!problems.isEmpty())
        text << tr("Some lesson files could not be read and are left out:") + u'\n' + listed(problems);
    if (!notes.isEmpty())
        text << tr("The judge's word on your lessons:") + u'\n' + listed(notes);
    m_problems->setVisible(!text.isEmpty());
    m_problems->setText(text.join(QStringLiteral("\n\n")));
    fill(m_search->text());
}

int LessonsDialog::currentLesson() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item && item->data(0, lessonRole).isValid() ? item->data(0, lessonRole).toInt() : -1;
}

void LessonsDialog::selectLesson(int index)
{
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        if ((*it)->data(0, lessonRole).isValid() && (*it)->data(0, lessonRole).toInt() == index) {
            m_tree->setCurrentItem(*it);
            return;
        }
    }
}

bool LessonsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down) {
        m_tree->setFocus();
        return true;
    }
    return QDialog::eventFilter(watched, event);
}

void LessonsDialog::fill(const QString &query)
{
    const int previous = currentLesson();
    m_tree->clear();
    const std::vector<int> found = searchLessons(m_library, *m_map, query);
    QTreeWidgetItem *group = nullptr;
    std::optional<LessonSection> groupSection;
    QString groupCollection;
    QTreeWidgetItem *first = nullptr;
    QTreeWidgetItem *again = nullptr;
    for (int index : found) {
        const Lesson &lesson = m_library.lessons[std::size_t(index)];
        // The bundled lessons by the DATC's sections, the user's by their collections.
        if (!groupSection || *groupSection != lesson.section || groupCollection != lesson.collection) {
            groupSection = lesson.section;
            groupCollection = lesson.collection;
            group = new QTreeWidgetItem(m_tree);
            group->setText(0, lesson.bundled
                                  ? QCoreApplication::translate("Lessons", lessonSectionName(lesson.section))
                                  : lesson.collection);
            group->setFirstColumnSpanned(true);
            group->setFlags(Qt::ItemIsEnabled);
            QFont bold = group->font(0);
            bold.setBold(true);
            group->setFont(0, bold);
        }
        auto *item = new QTreeWidgetItem(group);
        item->setText(0, lesson.name());
        item->setText(1, lesson.title());
        item->setData(0, lessonRole, index);
        item->setToolTip(1, lesson.description());
        if (!first)
            first = item;
        if (index == previous)
            again = item;
    }
    m_tree->expandAll();
    m_count->setText(tr("%n lesson(s)", nullptr, int(found.size())));
    m_tree->setCurrentItem(again ? again : first);
    showCurrent();
}

void LessonsDialog::showCurrent()
{
    const int index = currentLesson();
    m_open->setEnabled(index >= 0);
    if (index < 0) {
        const QTreeWidgetItem *section = m_tree->currentItem();
        if (section && section->childCount() > 0)
            m_description->setHtml(
                QStringLiteral("<h3>%1</h3><p>%2</p>")
                    .arg(section->text(0).toHtmlEscaped(),
                         tr("%n lesson(s) in this section: choose one to read what it teaches.", nullptr,
                            section->childCount())));
        else
            m_description->setHtml(tr("<p>No lesson matches the search.</p>"));
        return;
    }
    const Lesson &lesson = m_library.lessons[std::size_t(index)];
    QString html = QStringLiteral("<h3>%1 — %2</h3><p>%3</p>")
                       .arg(lesson.name().toHtmlEscaped(), lesson.title().toHtmlEscaped(),
                            lesson.description().toHtmlEscaped());
    const QStringList topics = lesson.topics();
    if (!topics.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("Topics: %1").arg(topics.join(QStringLiteral(", "))).toHtmlEscaped());
    QStringList provinces;
    for (int p : lesson.provinces)
        provinces << m_map->provinceName(p);
    provinces.sort(Qt::CaseInsensitive);
    html +=
        QStringLiteral("<p><i>%1</i></p>").arg(tr("Provinces: %1").arg(provinces.join(QStringLiteral(", "))));
    if (!lesson.bundled)
        html += QStringLiteral("<p><i>%1</i></p>")
                    .arg(tr("From %1").arg(QDir::toNativeSeparators(lesson.fileName)).toHtmlEscaped());
    m_description->setHtml(html);
}

} // namespace arbiter::ui
