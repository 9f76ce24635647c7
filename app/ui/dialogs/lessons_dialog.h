// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#pragma once

#include "dialogs/save_lesson_dialog.h"
#include "record/lesson_library.h"
#include "window/document_manager.h"

#include <QDialog>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTextBrowser;
class QTreeWidget;
class QTreeWidgetItem;
class QWidget;

namespace arbiter::ui {

// Help → Lessons: the DATC chapter 6 cases shipped with Arbiter and the user's own lessons, grouped by
// section, each with its title and what it teaches; a search field finds them by word or province. Open
// (Enter, or a double click) asks for the chosen lesson to be opened in a window of its own.
//
// The user's own lessons (never the built-in ones) are managed here, by the Lesson button's menu, the list's
// context menu or keys: Edit (F2: title, description, section), Move to another section (the menu, or
// Ctrl+M), Delete (the Delete key, after a question), Export Collection (a file to give a class) and Import
// Collection. A collection opened with File → Open is shown under its name with the offer to add it to the
// user's lessons. Each change is written to the collection file at once (lesson_collection_file.h) and the
// list is read again.
class LessonsDialog : public QDialog
{
    Q_OBJECT

  public:
    // The library of `bundledFolder` (the DATC files) and `userFolder` (the user's lessons).
    LessonsDialog(std::shared_ptr<const Map> map, QString bundledFolder, QString userFolder,
                  QWidget *parent = nullptr);

    const LessonLibrary &library() const { return m_library; }
    // Reads the library again (a lesson kept or changed elsewhere), keeping the search and the lesson chosen.
    void reload();
    // The lesson selected (index into library().lessons), or -1.
    int currentLesson() const;
    void selectLesson(int index);
    // The lesson of `file` named `caseName`; false when the library has none.
    bool selectLesson(const QString &file, const QString &caseName);
    QLineEdit *searchField() const { return m_search; }
    QTreeWidget *tree() const { return m_tree; }
    QPushButton *lessonButton() const { return m_lessonButton; }
    QLabel *statusLabel() const { return m_status; }

    // Questions, errors and file choices go through these (tests answer them); by default the user's.
    void setAsker(DocumentManager::Asker asker) { m_asker = std::move(asker); }
    void setNotifier(DocumentManager::Notifier notifier) { m_notifier = std::move(notifier); }
    // The file to export to (`saving`) or to import; empty: none.
    using FileChooser = std::function<QString(bool saving, const QString &suggested)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

    // The actions on the lesson (or collection) chosen, enabled where it is the user's own.
    QAction *editAction() const { return m_editAction; }
    QAction *moveAction() const { return m_moveAction; }
    QAction *deleteAction() const { return m_deleteAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *importAction() const { return m_importAction; }
    // The menu of the Lesson button and of a right click, made for the lesson chosen: Open, Edit, Move to
    // (each other section, New Section), Delete, Export Collection, Import Collection.
    void fillLessonMenu(QMenu *menu);
    // The Edit Lesson dialog while it is open.
    SaveLessonDialog *editDialog() const { return m_editDialog; }

    // The lesson chosen: Edit (or Move to Section: the dialog's section field has the keys); moved to
    // `collection` (made if new); deleted when the question is answered Yes.
    SaveLessonDialog *editCurrentLesson(bool moving = false);
    bool moveCurrentLesson(const QString &collection);
    bool deleteCurrentLesson();
    // The collection chosen written to a file chosen; a file chosen added to the user's lessons.
    bool exportCurrentCollection();
    bool importCollection();

    // A collection opened with File → Open (its problems reported, where it has any, and nothing shown): its
    // lessons shown under its name, with the offer to add it to the user's lessons.
    bool showOpenedCollection(const QString &path);
    QString openedCollection() const { return m_openedFile; }
    QPushButton *addOpenedButton() const { return m_addOpened; }
    // The collection opened is added to the user's lessons folder.
    bool addOpenedCollection();

  signals:
    void openRequested(int lesson);
    // One's own lesson edited (title, description, section): `before` names it as it was (file and name),
    // `after` is the lesson now in the library. A window showing the lesson follows it.
    void lessonEdited(const QString &beforeFile, const QString &beforeName, const arbiter::Lesson &after);

  protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

  private:
    void fill(const QString &query);
    void showCurrent();
    void updateActions();
    void setLibrary(LessonLibrary library);
    // Selects the lesson, clearing the search where it leaves the lesson out.
    void showLesson(const QString &file, const QString &caseName);
    // The user's own lesson chosen (not built-in, not of a collection opened), null for none.
    const Lesson *ownLesson() const;
    // The file of the user's collection chosen (a lesson of it or its heading), empty for none.
    QString ownCollectionFile() const;
    void applyEdit(const QString &file, const QString &caseName, const QString &collection);
    bool addCollection(const QString &path);
    QMessageBox::StandardButton ask(const QString &title, const QString &text,
                                    QMessageBox::StandardButtons buttons,
                                    QMessageBox::StandardButton defaultButton);
    void notify(const QString &title, const QString &text);
    QString chooseFile(bool saving, const QString &suggested);

    std::shared_ptr<const Map> m_map;
    QString m_bundledFolder;
    QString m_userFolder;
    QString m_openedFile;
    LessonLibrary m_library;
    QLineEdit *m_search = nullptr;
    QTreeWidget *m_tree = nullptr;
    QTextBrowser *m_description = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_open = nullptr;
    QPushButton *m_lessonButton = nullptr;
    QLabel *m_problems = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_openedBar = nullptr;
    QLabel *m_openedText = nullptr;
    QPushButton *m_addOpened = nullptr;
    QAction *m_editAction = nullptr;
    QAction *m_moveAction = nullptr;
    QAction *m_deleteAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_importAction = nullptr;
    QPointer<SaveLessonDialog> m_editDialog;
    DocumentManager::Asker m_asker;
    DocumentManager::Notifier m_notifier;
    FileChooser m_chooseFile;
};

} // namespace arbiter::ui
