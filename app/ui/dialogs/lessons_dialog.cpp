// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/lessons_dialog.h"

#include "dialogs/save_lesson_dialog.h"
#include "record/lesson_collection_file.h"
#include "record/lesson_writer.h"

#include <QAction>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHideEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QSplitter>
#include <QStandardPaths>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace arbiter::ui {

namespace {

constexpr int lessonRole = Qt::UserRole + 1;
// The file of a user's own collection, on its heading and on each of its lessons (none for the others).
constexpr int ownFileRole = Qt::UserRole + 2;

// A description's paragraphs (blank lines between them in the file) as HTML paragraphs, its other line
// breaks kept: the same text the Lesson dock shows as plain text.
QString descriptionHtml(const QString &description)
{
    static const QRegularExpression blankLines(QStringLiteral("\\n\\s*\\n"));
    QString html;
    for (const QString &paragraph : description.split(blankLines, Qt::SkipEmptyParts))
        html += QStringLiteral("<p>%1</p>")
                    .arg(paragraph.trimmed().toHtmlEscaped().replace(u'\n', QStringLiteral("<br>")));
    return html;
}

} // namespace

LessonsDialog::LessonsDialog(std::shared_ptr<const Map> map, QString bundledFolder, QString userFolder,
                             QWidget *parent)
    : QDialog(parent), m_map(std::move(map)), m_bundledFolder(std::move(bundledFolder)),
      m_userFolder(std::move(userFolder))
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

    m_openedBar = new QWidget(this);
    m_openedBar->setObjectName(QStringLiteral("openedCollectionBar"));
    auto *openedRow = new QHBoxLayout(m_openedBar);
    openedRow->setContentsMargins(0, 0, 0, 0);
    m_openedText = new QLabel(m_openedBar);
    m_openedText->setObjectName(QStringLiteral("openedCollectionText"));
    m_openedText->setWordWrap(true);
    m_addOpened = new QPushButton(tr("&Add to My Lessons"), m_openedBar);
    m_addOpened->setObjectName(QStringLiteral("addOpenedCollectionButton"));
    openedRow->addWidget(m_openedText, 1);
    openedRow->addWidget(m_addOpened);
    m_openedBar->hide();
    layout->addWidget(m_openedBar);
    connect(m_addOpened, &QPushButton::clicked, this, &LessonsDialog::addOpenedCollection);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_tree = new QTreeWidget(splitter);
    m_tree->setObjectName(QStringLiteral("lessonTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Case"), tr("Lesson")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tree->setUniformRowHeights(true);
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
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

    // The actions on the user's own lessons: keys on the list (the search field keeps Delete for its text).
    auto makeAction = [this](const QString &name, const QString &text, const QKeySequence &key) {
        auto *action = new QAction(text, this);
        action->setObjectName(name);
        if (!key.isEmpty()) {
            action->setShortcut(key);
            action->setShortcutContext(Qt::WidgetShortcut);
            m_tree->addAction(action);
        }
        return action;
    };
    m_editAction =
        makeAction(QStringLiteral("editLessonAction"), tr("&Edit Lesson…"), QKeySequence(Qt::Key_F2));
    m_moveAction = makeAction(QStringLiteral("moveLessonAction"), tr("Move to &Section…"),
                              QKeySequence(Qt::CTRL | Qt::Key_M));
    m_deleteAction = makeAction(QStringLiteral("deleteLessonAction"), tr("&Delete Lesson…"),
                                QKeySequence(QKeySequence::Delete));
    m_exportAction = makeAction(QStringLiteral("exportCollectionAction"), tr("E&xport Section…"), {});
    m_exportAction->setToolTip(
        tr("Write the section to a file to give a class: they open it with File → Open "
           "or a double click"));
    m_importAction = makeAction(QStringLiteral("importCollectionAction"), tr("&Import Section…"), {});
    connect(m_editAction, &QAction::triggered, this, [this] { editCurrentLesson(); });
    connect(m_moveAction, &QAction::triggered, this, [this] { editCurrentLesson(true); });
    connect(m_deleteAction, &QAction::triggered, this, &LessonsDialog::deleteCurrentLesson);
    connect(m_exportAction, &QAction::triggered, this, &LessonsDialog::exportCurrentCollection);
    connect(m_importAction, &QAction::triggered, this, &LessonsDialog::importCollection);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (QTreeWidgetItem *item = m_tree->itemAt(at))
            m_tree->setCurrentItem(item);
        QMenu menu(this);
        menu.setObjectName(QStringLiteral("lessonContextMenu"));
        fillLessonMenu(&menu);
        menu.exec(m_tree->viewport()->mapToGlobal(at));
    });

    auto *bottom = new QHBoxLayout;
    m_lessonButton = new QPushButton(tr("&Lesson"), this);
    m_lessonButton->setObjectName(QStringLiteral("lessonMenuButton"));
    auto *lessonMenu = new QMenu(m_lessonButton);
    lessonMenu->setObjectName(QStringLiteral("lessonMenu"));
    connect(lessonMenu, &QMenu::aboutToShow, this, [this, lessonMenu] {
        lessonMenu->clear();
        fillLessonMenu(lessonMenu);
    });
    m_lessonButton->setMenu(lessonMenu);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("lessonStatus"));
    m_status->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_open = buttons->addButton(tr("&Open Lesson"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("openLessonButton"));
    m_open->setDefault(true);
    bottom->addWidget(m_lessonButton);
    bottom->addWidget(m_status, 1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);
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
    connect(m_tree, &QTreeWidget::currentItemChanged, this, &LessonsDialog::updateActions);
    connect(m_search, &QLineEdit::textChanged, this, &LessonsDialog::fill);
    // Down from the search field goes to the list, so the keyboard never has to leave the keys it is on.
    m_search->installEventFilter(this);
    m_tree->installEventFilter(this);
    reload();
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
    const auto opened = std::count_if(m_library.lessons.begin(), m_library.lessons.end(),
                                      [](const Lesson &lesson) { return lesson.opened; });
    m_openedBar->setVisible(opened > 0);
    if (opened > 0)
        m_openedText->setText(
            tr("%n lesson(s) of the section '%1', opened from %2, are shown under its name. "
               "Add them to your lessons to keep them.",
               nullptr, int(opened))
                .arg(lessonCollectionName(*m_map, m_openedFile), QDir::toNativeSeparators(m_openedFile)));
    fill(m_search->text());
}

void LessonsDialog::reload()
{
    // The lesson chosen is found again by its file and name: the indices change with the files.
    const int chosen = currentLesson();
    QString file;
    QString caseName;
    if (chosen >= 0) {
        file = m_library.lessons[std::size_t(chosen)].fileName;
        caseName = m_library.lessons[std::size_t(chosen)].name();
    }
    LessonLibrary library = loadLessonLibrary(*m_map, m_bundledFolder, m_userFolder);
    if (!m_openedFile.isEmpty())
        arbiter::addOpenedCollection(*m_map, m_openedFile, &library);
    setLibrary(std::move(library));
    if (chosen >= 0)
        selectLesson(file, caseName);
    updateActions();
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

bool LessonsDialog::selectLesson(const QString &file, const QString &caseName)
{
    for (std::size_t i = 0; i < m_library.lessons.size(); ++i) {
        const Lesson &lesson = m_library.lessons[i];
        if (lesson.name() == caseName && QFileInfo(lesson.fileName) == QFileInfo(file)) {
            selectLesson(int(i));
            return currentLesson() == int(i); // a lesson the search leaves out is not in the list
        }
    }
    return false;
}

void LessonsDialog::showLesson(const QString &file, const QString &caseName)
{
    if (selectLesson(file, caseName))
        return;
    m_search->clear(); // the search no longer finds the lesson changed: it is shown all the same
    selectLesson(file, caseName);
}

bool LessonsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down) {
        m_tree->setFocus();
        return true;
    }
    // The list takes Delete for itself before a shortcut sees it: the key deletes the lesson here.
    if (watched == m_tree && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Delete)) {
        if (m_deleteAction->isEnabled())
            m_deleteAction->trigger();
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
    bool groupOpened = false;
    QTreeWidgetItem *first = nullptr;
    QTreeWidgetItem *again = nullptr;
    for (int index : found) {
        const Lesson &lesson = m_library.lessons[std::size_t(index)];
        // The bundled lessons by the DATC's sections, the user's by their collections.
        // A collection opened (File → Open) under its name and file, apart from the user's own.
        if (!groupSection || *groupSection != lesson.section || groupCollection != lesson.collection ||
            groupOpened != lesson.opened) {
            groupSection = lesson.section;
            groupCollection = lesson.collection;
            groupOpened = lesson.opened;
            group = new QTreeWidgetItem(m_tree);
            group->setText(
                0,
                lesson.bundled ? QCoreApplication::translate("Lessons", lessonSectionName(lesson.section))
                : lesson.opened
                    ? tr("%1 (opened from %2)").arg(lesson.collection, QFileInfo(lesson.fileName).fileName())
                    : lesson.collection);
            if (!lesson.bundled && !lesson.opened)
                group->setData(0, ownFileRole, lesson.fileName);
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
        if (!lesson.bundled && !lesson.opened)
            item->setData(0, ownFileRole, lesson.fileName);
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
    QString html = QStringLiteral("<h3>%1</h3>%2")
                       .arg(lesson.heading().toHtmlEscaped(), descriptionHtml(lesson.description()));
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

void LessonsDialog::updateActions()
{
    const bool own = ownLesson() != nullptr;
    m_editAction->setEnabled(own);
    m_moveAction->setEnabled(own);
    m_deleteAction->setEnabled(own);
    m_exportAction->setEnabled(!ownCollectionFile().isEmpty());
}

const Lesson *LessonsDialog::ownLesson() const
{
    const int index = currentLesson();
    if (index < 0)
        return nullptr;
    const Lesson &lesson = m_library.lessons[std::size_t(index)];
    return lesson.bundled || lesson.opened ? nullptr : &lesson;
}

QString LessonsDialog::ownCollectionFile() const
{
    const QTreeWidgetItem *item = m_tree->currentItem();
    return item ? item->data(0, ownFileRole).toString() : QString();
}

void LessonsDialog::fillLessonMenu(QMenu *menu)
{
    const int index = currentLesson();
    QAction *open = menu->addAction(tr("&Open Lesson"), this, [this, index] { emit openRequested(index); });
    open->setEnabled(index >= 0);
    menu->addSeparator();
    menu->addAction(m_editAction);
    // Move To: each other section of the user's, and a new one (named in the Edit Lesson dialog).
    QMenu *moveTo = menu->addMenu(tr("&Move To"));
    moveTo->setObjectName(QStringLiteral("moveToMenu"));
    const Lesson *own = ownLesson();
    moveTo->setEnabled(own != nullptr);
    if (own) {
        for (const QString &collection : lessonCollections(m_userFolder)) {
            if (collection != own->collection)
                moveTo->addAction(collection, this, [this, collection] { moveCurrentLesson(collection); });
        }
        moveTo->addSeparator();
    }
    moveTo->addAction(m_moveAction);
    menu->addAction(m_deleteAction);
    menu->addSeparator();
    menu->addAction(m_exportAction);
    menu->addAction(m_importAction);
}

SaveLessonDialog *LessonsDialog::editCurrentLesson(bool moving)
{
    const Lesson *own = ownLesson();
    if (!own)
        return nullptr;
    delete m_editDialog;
    m_editDialog = new SaveLessonDialog(own->name(), own->title(), own->testCase.description,
                                        lessonCollections(m_userFolder), own->collection, this);
    m_editDialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_editDialog, &QDialog::accepted, this, [this, file = own->fileName, caseName = own->name()] {
        applyEdit(file, caseName, m_editDialog->collection());
    });
    m_editDialog->open();
    if (moving)
        m_editDialog->focusSection();
    return m_editDialog;
}

void LessonsDialog::applyEdit(const QString &file, const QString &caseName, const QString &collection)
{
    const auto it = std::find_if(m_library.lessons.begin(), m_library.lessons.end(),
                                 [&](const Lesson &l) { return l.fileName == file && l.name() == caseName; });
    if (it == m_library.lessons.end())
        return;
    const QString title = m_editDialog->title();
    const QString description = m_editDialog->description();
    QString error;
    QString name = caseName;
    if (title != it->title() || description != it->testCase.description) {
        const std::optional<QString> edited =
            editLessonText(*m_map, file, caseName, title, description, &error);
        if (!edited) {
            notify(tr("Lesson Not Changed"), tr("The lesson '%1' was not changed: %2").arg(caseName, error));
            reload();
            return;
        }
        name = *edited; // a lesson named by its title is renamed with it
    }
    QString kept = file;
    if (collection != it->collection) {
        kept = lessonCollectionFile(m_userFolder, collection);
        const std::optional<QString> moved = moveLesson(*m_map, file, name, kept, collection, &error);
        if (!moved) {
            notify(tr("Lesson Not Moved"), tr("The lesson '%1' was not moved: %2").arg(name, error));
            reload();
            return;
        }
        name = *moved;
    }
    reload();
    showLesson(kept, name);
    m_status->setText(tr("Saved the lesson '%1' in the section '%2'.").arg(name, collection));
    const auto after = std::find_if(m_library.lessons.begin(), m_library.lessons.end(),
                                    [&](const Lesson &l) { return l.fileName == kept && l.name() == name; });
    if (after != m_library.lessons.end())
        emit lessonEdited(file, caseName, *after);
}

bool LessonsDialog::moveCurrentLesson(const QString &collection)
{
    const Lesson *own = ownLesson();
    if (!own || collection.simplified().isEmpty())
        return false;
    if (collection == own->collection)
        return true;
    const QString file = own->fileName;
    const QString caseName = own->name();
    const QString target = lessonCollectionFile(m_userFolder, collection);
    QString error;
    const std::optional<QString> moved = moveLesson(*m_map, file, caseName, target, collection, &error);
    if (!moved) {
        notify(tr("Lesson Not Moved"), tr("The lesson '%1' was not moved: %2").arg(caseName, error));
        return false;
    }
    reload();
    showLesson(target, *moved);
    m_status->setText(tr("Moved the lesson '%1' to the section '%2'.").arg(*moved, collection));
    return true;
}

bool LessonsDialog::deleteCurrentLesson()
{
    const Lesson *own = ownLesson();
    if (!own)
        return false;
    const QString file = own->fileName;
    const QString caseName = own->name();
    if (ask(tr("Delete Lesson"),
            tr("Delete your lesson '%1' (%2) from the section '%3'? It is taken out of its file at once and "
               "cannot be brought back.")
                .arg(caseName, own->title(), own->collection),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return false;
    // The lesson listed after it (else before it) is chosen once it is gone.
    QTreeWidgetItem *neighbour = m_tree->itemBelow(m_tree->currentItem());
    while (neighbour && !neighbour->data(0, lessonRole).isValid())
        neighbour = m_tree->itemBelow(neighbour);
    if (!neighbour) {
        neighbour = m_tree->itemAbove(m_tree->currentItem());
        while (neighbour && !neighbour->data(0, lessonRole).isValid())
            neighbour = m_tree->itemAbove(neighbour);
    }
    QString nextFile;
    QString nextName;
    if (neighbour) {
        const Lesson &next = m_library.lessons[std::size_t(neighbour->data(0, lessonRole).toInt())];
        nextFile = next.fileName;
        nextName = next.name();
    }
    QString error;
    if (!removeLesson(*m_map, file, caseName, &error)) {
        notify(tr("Lesson Not Deleted"), tr("The lesson '%1' was not deleted: %2").arg(caseName, error));
        return false;
    }
    reload();
    if (neighbour)
        selectLesson(nextFile, nextName);
    m_status->setText(tr("Deleted the lesson '%1'.").arg(caseName));
    return true;
}

bool LessonsDialog::exportCurrentCollection()
{
    const QString file = ownCollectionFile();
    if (file.isEmpty())
        return false;
    const QString name = lessonCollectionName(*m_map, file);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested =
        lessonCollectionPath(folder, name).chopped(4) + QLatin1StringView(lessonCollectionSuffix);
    QString target = chooseFile(true, suggested);
    if (target.isEmpty())
        return false;
    // A double click opens the file in Arbiter only with its ending.
    if (QFileInfo(target).suffix().isEmpty())
        target += QLatin1StringView(lessonCollectionSuffix);
    QString error;
    if (!exportLessonCollection(file, target, &error)) {
        notify(tr("Section Not Exported"), tr("The section '%1' was not exported: %2").arg(name, error));
        return false;
    }
    m_status->setText(tr("Exported the section '%1' to %2: a class opens it with File → Open or a double "
                         "click.")
                          .arg(name, QDir::toNativeSeparators(target)));
    return true;
}

bool LessonsDialog::importCollection()
{
    const QString file =
        chooseFile(false, QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
    return !file.isEmpty() && addCollection(file);
}

bool LessonsDialog::showOpenedCollection(const QString &path)
{
    const QStringList problems = lessonCollectionProblems(*m_map, path);
    if (!problems.isEmpty()) {
        notify(tr("Cannot Open Lesson Collection"),
               tr("%1 is no lesson collection Arbiter can read:\n\n%2")
                   .arg(QDir::toNativeSeparators(path), problems.mid(0, 10).join(u'\n')));
        return false;
    }
    m_openedFile = path;
    m_search->clear();
    reload();
    for (std::size_t i = 0; i < m_library.lessons.size(); ++i) {
        if (m_library.lessons[i].opened) {
            selectLesson(int(i));
            break;
        }
    }
    m_status->clear();
    return true;
}

bool LessonsDialog::addOpenedCollection()
{
    const QString path = std::exchange(m_openedFile, QString());
    if (path.isEmpty())
        return false;
    if (!addCollection(path)) {
        m_openedFile = path;
        return false;
    }
    return true;
}

bool LessonsDialog::addCollection(const QString &path)
{
    const QStringList problems = lessonCollectionProblems(*m_map, path);
    QString error;
    const std::optional<LessonImport> done =
        problems.isEmpty() ? importLessonCollection(*m_map, path, m_userFolder, &error) : std::nullopt;
    if (!done) {
        notify(tr("Cannot Import Lesson Collection"),
               tr("%1 was not added to your lessons:\n\n%2")
                   .arg(QDir::toNativeSeparators(path),
                        problems.isEmpty() ? error : problems.mid(0, 10).join(u'\n')));
        reload();
        return false;
    }
    m_search->clear();
    reload();
    for (std::size_t i = 0; i < m_library.lessons.size(); ++i) {
        if (QFileInfo(m_library.lessons[i].fileName) == QFileInfo(done->path)) {
            selectLesson(int(i));
            break;
        }
    }
    QString text = tr("Added %n lesson(s) to your section '%1'.", nullptr, done->added).arg(done->collection);
    if (done->alreadyThere > 0)
        text += u' ' + tr("%n lesson(s) were there already.", nullptr, done->alreadyThere);
    m_status->setText(text);
    return true;
}

void LessonsDialog::hideEvent(QHideEvent *event)
{
    // Closed, what was done in it is done: the window opened again does not report it as news.
    if (!event->spontaneous())
        m_status->clear();
    QDialog::hideEvent(event);
}

QMessageBox::StandardButton LessonsDialog::ask(const QString &title, const QString &text,
                                               QMessageBox::StandardButtons buttons,
                                               QMessageBox::StandardButton defaultButton)
{
    if (m_asker)
        return m_asker(title, text, buttons, defaultButton);
    return QMessageBox::question(this, title, text, buttons, defaultButton);
}

void LessonsDialog::notify(const QString &title, const QString &text)
{
    if (m_notifier)
        m_notifier(title, text);
    else
        QMessageBox::warning(this, title, text);
}

QString LessonsDialog::chooseFile(bool saving, const QString &suggested)
{
    if (m_chooseFile)
        return m_chooseFile(saving, suggested);
    const QString filter =
        tr("Lesson collections (*%1 *.txt);;All files (*)").arg(QLatin1StringView(lessonCollectionSuffix));
    return saving ? QFileDialog::getSaveFileName(this, tr("Export Section"), suggested, filter)
                  : QFileDialog::getOpenFileName(this, tr("Import Section"), suggested, filter);
}

} // namespace arbiter::ui
