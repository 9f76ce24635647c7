// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/glossary_dialog.h"

#include "glossary.h"

#include <QDialogButtonBox>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

constexpr int termRole = Qt::UserRole + 1;
const QString lessonScheme = QStringLiteral("lesson");

} // namespace

GlossaryDialog::GlossaryDialog(QHash<QString, QString> lessonTitles, QWidget *parent)
    : QDialog(parent), m_lessonTitles(std::move(lessonTitles))
{
    setObjectName(QStringLiteral("glossaryDialog"));
    setWindowTitle(tr("Glossary"));
    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    m_list = new QListWidget(splitter);
    m_list->setObjectName(QStringLiteral("glossaryList"));
    for (const GlossaryTerm &term : glossaryTerms()) {
        auto *item = new QListWidgetItem(term.name, m_list);
        item->setData(termRole, term.id);
    }
    // Wide enough for the longest term ("unterbrochene Unterstützung"), its scroll bar beside it: no term is
    // cut and the list needs no horizontal scroll bar.
    m_list->setMinimumWidth(m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() +
                            m_list->verticalScrollBar()->sizeHint().width() + 2 * m_list->spacing() + 8);
    m_text = new QTextBrowser(splitter);
    m_text->setObjectName(QStringLiteral("glossaryText"));
    m_text->setOpenLinks(false);
    splitter->addWidget(m_list);
    splitter->addWidget(m_text);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &GlossaryDialog::showCurrent);
    connect(m_text, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == lessonScheme)
            emit lessonRequested(url.path());
    });
    resize(720, 420);
    m_list->setCurrentRow(0);
}

bool GlossaryDialog::showTerm(const QString &id)
{
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->data(termRole).toString() == id) {
            m_list->setCurrentRow(row);
            return true;
        }
    }
    return false;
}

QString GlossaryDialog::currentTerm() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(termRole).toString() : QString();
}

void GlossaryDialog::showCurrent()
{
    const QString id = currentTerm();
    for (const GlossaryTerm &term : glossaryTerms()) {
        if (term.id != id)
            continue;
        const QString title = m_lessonTitles.value(term.lesson);
        const QString lesson = title.isEmpty() ? term.lesson : tr("%1: %2").arg(term.lesson, title);
        m_text->setHtml(QStringLiteral("<h3>%1</h3><p>%2</p><p>%3</p>")
                            .arg(term.name.toHtmlEscaped(), term.definition.toHtmlEscaped(),
                                 tr("Shown in the lesson %1.")
                                     .arg(QStringLiteral("<a href=\"%1:%2\">%3</a>")
                                              .arg(lessonScheme, term.lesson, lesson.toHtmlEscaped()))));
        return;
    }
    m_text->clear();
}

} // namespace arbiter::ui
