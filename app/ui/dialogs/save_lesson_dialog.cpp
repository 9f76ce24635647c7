// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/save_lesson_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::ui {

SaveLessonDialog::SaveLessonDialog(const QString &what, const QStringList &collections, const QString &chosen,
                                   QWidget *parent)
    : QDialog(parent), m_title(new QLineEdit(this)), m_description(new QPlainTextEdit(this)),
      m_collection(new QComboBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this)),
      m_accept(m_buttons->button(QDialogButtonBox::Save))
{
    setObjectName(QStringLiteral("saveLessonDialog"));
    setWindowTitle(tr("Save as Lesson"));
    build(tr("Keeps %1 as a lesson. The outcome is the judge's, computed now and kept with the lesson, with "
             "the rules that decide it.")
              .arg(what),
          collections, chosen);
}

SaveLessonDialog::SaveLessonDialog(const QString &caseName, const QString &title, const QString &description,
                                   const QStringList &collections, const QString &collection, QWidget *parent)
    : QDialog(parent), m_title(new QLineEdit(this)), m_description(new QPlainTextEdit(this)),
      m_collection(new QComboBox(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_accept(m_buttons->button(QDialogButtonBox::Ok))
{
    setObjectName(QStringLiteral("editLessonDialog"));
    setWindowTitle(tr("Edit Lesson"));
    build(tr("Your own lesson “%1”. Its position, orders and outcome stay as they are; another section "
             "moves it there.")
              .arg(caseName),
          collections, collection);
    m_title->setText(title);
    m_description->setPlainText(description);
    m_title->selectAll();
}

void SaveLessonDialog::build(const QString &introText, const QStringList &collections, const QString &chosen)
{
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(introText, this);
    intro->setObjectName(QStringLiteral("lessonWhat"));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_title->setObjectName(QStringLiteral("lessonTitle"));
    m_title->setPlaceholderText(tr("e.g. Cutting the support that matters"));
    form->addRow(tr("&Title:"), m_title);
    m_description->setObjectName(QStringLiteral("lessonDescription"));
    m_description->setPlaceholderText(tr("What the lesson shows. A blank line starts a new paragraph."));
    m_description->setTabChangesFocus(true);
    form->addRow(tr("&Description:"), m_description);
    m_collection->setObjectName(QStringLiteral("lessonCollection"));
    m_collection->setEditable(true);
    m_collection->setInsertPolicy(QComboBox::NoInsert);
    m_collection->addItems(collections);
    m_collection->setCurrentText(chosen);
    m_collection->setToolTip(tr("The section of the Lessons window it joins: pick one or type a new name"));
    form->addRow(tr("&Section:"), m_collection);
    layout->addLayout(form, 1);

    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_title, &QLineEdit::textChanged, this, &SaveLessonDialog::updateButtons);
    connect(m_collection, &QComboBox::currentTextChanged, this, &SaveLessonDialog::updateButtons);
    updateButtons();
    resize(560, 420);
}

void SaveLessonDialog::focusSection()
{
    m_collection->setFocus();
    m_collection->lineEdit()->selectAll();
}

QString SaveLessonDialog::title() const
{
    return m_title->text().simplified();
}

QString SaveLessonDialog::description() const
{
    return m_description->toPlainText().trimmed();
}

QString SaveLessonDialog::collection() const
{
    return m_collection->currentText().simplified();
}

void SaveLessonDialog::updateButtons()
{
    m_accept->setEnabled(!title().isEmpty() && !collection().isEmpty());
}

} // namespace arbiter::ui
