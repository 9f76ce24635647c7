// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
#include "dialogs/import_orders_dialog.h"

#include "document/game_document.h"
#include "text/excerpt.h"
#include "text/order_formatter.h"
#include "text/order_sheet.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

ImportOrdersDialog::ImportOrdersDialog(document::GameDocument *document, const QString &text, QWidget *parent)
    : QDialog(parent), m_document(document), m_editor(new QPlainTextEdit(this)),
      m_problems(new QListWidget(this)), m_timer(new QTimer(this))
{
    setWindowTitle(tr("Enter Order Sheet"));
    setObjectName(QStringLiteral("importOrdersDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("One order a line, or several separated by ';' or ',', in any usual notation. A line "
                      "with just a power's name (\"England:\") heads the orders below it; '#' starts "
                      "a comment."),
                   this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_editor->setObjectName(QStringLiteral("sheetEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setPlainText(text);
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    layout->addWidget(m_editor, 3);
    auto *problemsLabel = new QLabel(
        tr("Lines that cannot be read, and notes on what was read (double-click to go to the line):"), this);
    layout->addWidget(problemsLabel);
    m_problems->setObjectName(QStringLiteral("sheetProblems"));
    m_problems->setWordWrap(true);
    m_problems->setResizeMode(QListView::Adjust);
    layout->addWidget(m_problems, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_enter = buttons->addButton(tr("Enter Orders"), QDialogButtonBox::AcceptRole);
    m_enter->setObjectName(QStringLiteral("enterOrdersButton"));
    m_enter->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    m_timer->setSingleShot(true);
    m_timer->setInterval(250);
    connect(m_timer, &QTimer::timeout, this, &ImportOrdersDialog::reread);
    connect(m_editor, &QPlainTextEdit::textChanged, m_timer, qOverload<>(&QTimer::start));
    connect(m_problems, &QListWidget::itemActivated, this, &ImportOrdersDialog::jumpToProblem);
    reread();
    resize(640, 520);
}

void ImportOrdersDialog::reread()
{
    m_timer->stop();
    const Map &map = m_document->map();
    const OrderSheet sheet = readOrderSheet(map, m_editor->toPlainText(), &m_document->position());
    m_orders.clear();
    m_problems->clear();
    QList<QTextEdit::ExtraSelection> marks;
    auto mark = [&](int line, const QColor &colour) {
        QTextEdit::ExtraSelection sel;
        sel.cursor = QTextCursor(m_editor->document()->findBlockByNumber(line - 1));
        sel.format.setBackground(colour);
        sel.format.setProperty(QTextFormat::FullWidthSelection, true);
        marks << sel;
    };
    auto problem = [&](int line, const QString &text, const QString &why) {
        // A few dozen characters of the line: the reason after them stays in view however long it is.
        auto *item =
            new QListWidgetItem(tr("Line %1: %2 — %3").arg(line).arg(excerpt(text, 50), why), m_problems);
        item->setData(Qt::UserRole, line);
        mark(line, QColor(255, 215, 215));
    };
    for (const SheetLine &line : sheet.unreadable)
        problem(line.line, line.text, describeSheetError(line));
    std::vector<int> orderLines; // the sheet's line of each of m_orders
    for (const SheetLine &line : sheet.orders) {
        Order order = line.parsed.order;
        if (order.power < 0 && order.type == OrderType::Build && order.unit.location >= 0)
            order.power = map.province(map.location(order.unit.location).province).home;
        if (order.power < 0) {
            problem(line.line, line.text,
                    tr("whose order? There is no unit there; put the power's name before it"));
            continue;
        }
        m_orders.append({line.text, order});
        orderLines.push_back(line.line);
    }
    const int bad = m_problems->count();
    const std::vector<std::pair<int, QString>> settled = settleSecondOrders(orderLines);
    // Entered as read, but the game master should see what a misspelled name was taken for.
    for (const SheetWarning &warning : sheet.warnings) {
        //: "Line 3: note: 'Germnay' read as Germany"
        auto *item =
            new QListWidgetItem(tr("Line %1: note: %2").arg(warning.line).arg(warning.text), m_problems);
        item->setData(Qt::UserRole, warning.line);
        mark(warning.line, QColor(255, 240, 190));
    }
    for (const auto &[line, ruling] : settled) {
        auto *item = new QListWidgetItem(ruling, m_problems);
        item->setData(Qt::UserRole, line);
    }
    m_editor->setExtraSelections(marks);
    m_enter->setEnabled(!m_orders.isEmpty());
    m_enter->setText(bad == 0
                         ? tr("Enter %n Order(s)", nullptr, int(m_orders.size()))
                         : tr("Enter %n Order(s), Skip %1 Line(s)", nullptr, int(m_orders.size())).arg(bad));
}

std::vector<std::pair<int, QString>> ImportOrdersDialog::settleSecondOrders(const std::vector<int> &lines)
{
    const Map &map = m_document->map();
    const PhaseKind phase = m_document->phase().kind;
    if (phase == PhaseKind::Adjustment)
        return {}; // builds and removals: 4.D.4 and 4.D.5 decide, when the orders are judged
    const char rule = m_document->rules().choice(RuleIssue::MultipleOrdersToOneUnit);
    auto province = [&](const Order &o) {
        return o.unit.location < 0 ? -1 : map.location(o.unit.location).province;
    };
    std::vector<std::pair<int, QString>> rulings;
    QList<EnteredOrder> kept;
    std::vector<bool> done(m_orders.size(), false);
    for (qsizetype k = 0; k < m_orders.size(); ++k) {
        if (done[std::size_t(k)])
            continue;
        const int unit = province(m_orders[k].order);
        std::vector<qsizetype> same{k};
        for (qsizetype j = k + 1; unit >= 0 && j < m_orders.size(); ++j) {
            if (!done[std::size_t(j)] && province(m_orders[j].order) == unit) {
                same.push_back(j);
                done[std::size_t(j)] = true;
            }
        }
        const bool differ = std::any_of(same.begin(), same.end(),
                                        [&](qsizetype j) { return m_orders[j].order != m_orders[k].order; });
        if (!differ) { // the same order again is that order once
            kept.append(m_orders[k]);
            continue;
        }
        const qsizetype last = same.back();
        EnteredOrder chosen = rule == 'a' ? m_orders[k] : m_orders[last];
        QString ruling;
        if (rule == 'a') {
            ruling = tr("the first order is used");
        } else if (rule == 'b') {
            ruling = tr("the last order is used");
        } else {
            // Neither order stands: the unit holds (and can be supported to hold), or disbands in a retreat.
            QStringList texts;
            for (qsizetype j : same)
                texts << m_orders[j].text;
            chosen.text = texts.join(QStringLiteral(" / "));
            chosen.order = Order{};
            chosen.order.power = m_orders[k].order.power;
            chosen.order.unit = m_orders[k].order.unit;
            chosen.order.type = phase == PhaseKind::Retreat ? OrderType::Disband : OrderType::Hold;
            ruling = phase == PhaseKind::Retreat ? tr("neither order is used and the unit disbands")
                                                 : tr("neither order is used and the unit holds");
        }
        //: "Line 4: under this game's rules (4.D.3 c) neither order is used and the unit holds: A par H"
        const int line = lines[std::size_t(last)];
        rulings.emplace_back(
            line, tr("Line %1: under this game's rules (4.D.3 %2) %3: %4")
                      .arg(line)
                      .arg(QChar::fromLatin1(rule), ruling, formatOrder(map, chosen.order, false, phase)));
        kept.append(chosen);
    }
    m_orders = kept;
    return rulings;
}

void ImportOrdersDialog::jumpToProblem()
{
    QListWidgetItem *item = m_problems->currentItem();
    if (!item)
        return;
    const QTextBlock block = m_editor->document()->findBlockByNumber(item->data(Qt::UserRole).toInt() - 1);
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
    m_editor->setTextCursor(cursor);
    m_editor->setFocus();
}

} // namespace arbiter::ui
