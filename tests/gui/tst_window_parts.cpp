// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The main window's parts: the set-up position as a document with its own undo commands, and Edit → Undo and
// the undo history following the active mode through the window's undo group, from the order line and the
// set-up panel's fields too.
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "document/autosave.h"
#include "document/game_document.h"
#include "document/setup_document.h"
#include "main_window.h"
#include "model/position_edit.h"
#include "widgets/command_line.h"
#include "widgets/remembering_item_delegate.h"
#include "widgets/remembering_label.h"
#include "widgets/setup_panel.h"
#include "widgets/wrapping_item_delegate.h"

#include <QAction>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardItem>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QUndoView>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestWindowParts : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-window-parts-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void cleanup()
    {
        if (m_window) {
            m_window->setAsker(test::answerAlways(QMessageBox::Discard));
            m_window->close();
        }
        m_window.reset();
    }

    // The orders dock's delegate remembers the sizes it measured: whatever a cell's text, font or icon
    // becomes, it gives the size the style measures for that look, never one remembered for another.
    void rememberedSizesFollowTheLook()
    {
        QStandardItemModel model(1, 1);
        QTreeView view;
        view.setModel(&model);
        ui::RememberingItemDelegate remembering;
        QStyledItemDelegate measuring;
        QStyleOptionViewItem option;
        option.initFrom(view.viewport());
        option.widget = &view;
        option.decorationSize = QSize(16, 16);
        const QModelIndex cell = model.index(0, 0);
        QSize size; // the style's measure of the cell as it is now
        auto check = [&] {
            size = measuring.sizeHint(option, cell);
            QCOMPARE(remembering.sizeHint(option, cell), size);
            QCOMPARE(remembering.sizeHint(option, cell), size); // remembered
        };
        model.setData(cell, QStringLiteral("A par - bur"));
        check();
        const QSize plain = size;
        model.setData(cell, QStringLiteral("F lyo C A pie - tus"));
        check();
        QVERIFY(size.width() > plain.width());
        model.setData(cell, QStringLiteral("A par - bur"));
        check();
        QCOMPARE(size, plain);
        QFont big = view.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        model.setData(cell, big, Qt::FontRole);
        check();
        const QSize bigger = size;
        QVERIFY(bigger.width() > plain.width());
        model.setData(cell, QVariant(), Qt::FontRole);
        QPixmap icon(14, 14);
        icon.fill(Qt::red);
        model.setData(cell, QIcon(icon), Qt::DecorationRole);
        check();
        QVERIFY(size.width() > plain.width());
        option.font = big; // the view's font changed
        model.setData(cell, QVariant(), Qt::DecorationRole);
        check();
        QCOMPARE(size, bigger);
    }

    // The delegate draws a cell's text from the layout it remembers: the picture is the style's own, for a
    // text that fits, one elided (at its end, start or middle), one on two lines, in a row selected, with an
    // icon, a colour, a font or an alignment of its own, the first time and from what it remembers.
    void rememberedTextsDrawAsTheStyleDraws()
    {
        QStandardItemModel model;
        QPixmap icon(14, 14);
        icon.fill(Qt::darkGreen);
        auto add = [&model](const QString &text) {
            auto *item = new QStandardItem(text);
            model.appendRow({item, new QStandardItem(text + QStringLiteral(" state"))});
            return item;
        };
        add(QStringLiteral("A par - bur"));
        add(QStringLiteral("F lyo C A pie - tus, a text far too long to fit in the narrow first column"));
        add(QStringLiteral("two\nlines"));
        add(QStringLiteral("Austria"))->setIcon(QIcon(icon));
        add(QStringLiteral("failed: bounced"))->setForeground(Qt::red);
        QFont bold;
        bold.setBold(true);
        add(QStringLiteral("bold"))->setFont(bold);
        add(QStringLiteral("right"))->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QTreeView view; // one view, one window state: only the delegate differs between the pictures
        view.setModel(&model);
        view.setAlternatingRowColors(true);
        view.resize(320, 240);
        view.setColumnWidth(0, 150);
        view.setCurrentIndex(model.index(2, 0));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QImage expected = view.viewport()->grab().toImage();
        view.setItemDelegate(new ui::RememberingItemDelegate(&view));
        QCOMPARE(view.viewport()->grab().toImage(), expected);
        QCOMPARE(view.viewport()->grab().toImage(), expected); // from the layouts remembered
        // The long text elided at its start and in its middle as the style elides it.
        for (const Qt::TextElideMode mode : {Qt::ElideLeft, Qt::ElideMiddle}) {
            view.setTextElideMode(mode);
            view.setItemDelegate(new QStyledItemDelegate(&view));
            const QImage styles = view.viewport()->grab().toImage();
            QVERIFY(styles != expected);
            view.setItemDelegate(new ui::RememberingItemDelegate(&view));
            QCOMPARE(view.viewport()->grab().toImage(), styles);
            QCOMPARE(view.viewport()->grab().toImage(), styles);
        }
    }

    // A column whose texts wrap (the orders dock's results): each row as high as its text wrapped in the
    // column's width, and drawn as the style draws it wrapped (a row of one line from the kept layout, a
    // longer one by the style), the same picture as a tree whose delegate measures every column's width;
    // narrowed, the rows are measured again.
    void rememberedWrappedColumnDrawsAsTheStyleWraps()
    {
        QStandardItemModel model;
        auto add = [&model](const QString &order, const QString &state) {
            model.appendRow({new QStandardItem(order), new QStandardItem(state)});
        };
        add(QStringLiteral("A par - bur"), QStringLiteral("failed: bounced (A Munich)"));
        add(QStringLiteral("F nap - tri"),
            QStringLiteral("illegal, ignored: the unit cannot go there, not even "
                           "with a convoy of every fleet on the board"));
        add(QStringLiteral("A mun H"), QStringLiteral("held"));
        // Two trees alike but for their delegates: the pictures differ only by what the delegates draw.
        auto tree = [&model] {
            auto view = std::make_unique<QTreeView>();
            view->setModel(&model);
            view->setRootIsDecorated(false);
            view->setUniformRowHeights(false);
            view->setAlternatingRowColors(true);
            view->resize(320, 240);
            view->setColumnWidth(0, 110);
            return view;
        };
        // The style's wrap in every column, at two widths.
        const std::unique_ptr<QTreeView> styled = tree();
        styled->setItemDelegate(new WrappingItemDelegate(styled.get()));
        styled->show();
        QVERIFY(QTest::qWaitForWindowExposed(styled.get()));
        std::vector<QImage> expected;
        for (int width : {320, 240}) {
            styled->resize(width, 240);
            styled->doItemsLayout();
            expected.push_back(styled->viewport()->grab().toImage());
            QVERIFY(styled->visualRect(model.index(1, 1)).height() >
                    2 * styled->visualRect(model.index(0, 1)).height());
        }
        styled->hide();
        const std::unique_ptr<QTreeView> view = tree();
        auto *remembering = new ui::RememberingItemDelegate(view.get());
        remembering->wrapColumn(view.get(), 1);
        view->setItemDelegate(remembering);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCOMPARE(view->viewport()->grab().toImage(), expected[0]);
        QCOMPARE(view->viewport()->grab().toImage(), expected[0]); // from the sizes and layouts remembered
        view->resize(240, 240); // the rows measured again in the narrower column
        QCOMPARE(view->viewport()->grab().toImage(), expected[1]);
    }

    // The label gives the height a plain label measures for each width, whatever its text and font become:
    // it remembers a height only while they stay.
    void rememberedLabelHeightsFollowTheText()
    {
        ui::RememberingLabel remembering;
        QLabel plain;
        for (QLabel *label : {static_cast<QLabel *>(&remembering), &plain}) {
            label->setWordWrap(true);
            label->setTextFormat(Qt::RichText);
        }
        auto check = [&](const QString &text) {
            remembering.setText(text);
            plain.setText(text);
            for (int width : {80, 200, 80, 400, 200})
                QCOMPARE(remembering.heightForWidth(width), plain.heightForWidth(width));
        };
        check(QStringLiteral("<b>Austria 7/7</b>"));
        const int oneLine = remembering.heightForWidth(80);
        check(
            QStringLiteral("Austria 0/7 \u00b7 England 0/4 \u00b7 <b>France 0/8</b> \u00b7 Italy 0/1 \u00b7 "
                           "Russia 0/13 \u00b7 Turkey 0/1"));
        QVERIFY(remembering.heightForWidth(80) > oneLine);
        check(QStringLiteral("<b>Austria 7/7</b>"));
        QCOMPARE(remembering.heightForWidth(80), oneLine);
        QFont big = remembering.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        remembering.setFont(big);
        plain.setFont(big);
        for (int width : {80, 200})
            QCOMPARE(remembering.heightForWidth(width), plain.heightForWidth(width));
        QVERIFY(remembering.heightForWidth(80) > oneLine);
    }

    // Consecutive phase edits are one step to undo; a phase set back where it was leaves no step; other
    // edits never merge.
    void setupDocumentMergesPhaseEdits()
    {
        const Position empty = emptyPosition(*m_map);
        document::SetupDocument setup(empty);
        QSignalSpy changed(&setup, &document::SetupDocument::positionChanged);
        QUndoStack *stack = setup.undoStack();

        Position later = empty;
        later.phase.year = empty.phase.year + 1;
        setup.edit(later, QStringLiteral("Change Phase"), true);
        Position latest = later;
        latest.phase.year = later.phase.year + 1;
        setup.edit(latest, QStringLiteral("Change Phase"), true);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(setup.position().phase.year, empty.phase.year + 2);
        stack->undo();
        QCOMPARE(setup.position().phase.year, empty.phase.year);
        stack->redo();
        QCOMPARE(setup.position().phase.year, empty.phase.year + 2);

        // Back to the year it started from: the merged step undoes nothing, so it is dropped.
        setup.edit(empty, QStringLiteral("Change Phase"), true);
        QCOMPARE(stack->count(), 0);
        QCOMPARE(setup.position().phase.year, empty.phase.year);

        Position owned = empty;
        owned.owner[0] = 0;
        setup.edit(owned, QStringLiteral("Owner"));
        setup.edit(empty, QStringLiteral("Owner"));
        QCOMPARE(stack->count(), 2);
        QVERIFY(changed.count() > 0);

        setup.start(later);
        QCOMPARE(stack->count(), 0);
        QCOMPARE(setup.position(), later);
    }

    // Ctrl+Shift+U enters set-up mode: Undo, Redo and the undo history act on the set-up edits, and on the
    // game again when the mode is left; the game's order is never offered while setting up.
    void undoFollowsTheActiveMode()
    {
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.asker = nullptr});

        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        QTest::keyClicks(line, QStringLiteral("France: A par - bur"));
        QTest::keyClick(line, Qt::Key_Escape); // closes a completion popup if one is open
        if (line->text().isEmpty())
            QTest::keyClicks(line, QStringLiteral("France: A par - bur"));
        QTest::keyClick(line, Qt::Key_Return);
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));

        QAction *undo = m_window->action(QStringLiteral("undoAction"));
        auto *view = m_window->findChild<QUndoView *>(QStringLiteral("undoView"));
        QVERIFY(undo && view);
        QUndoStack *gameStack = m_window->document()->undoStack();
        QCOMPARE(view->stack(), gameStack);
        QVERIFY(undo->isEnabled());
        const QString gameUndo = undo->text();

        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->settingUp());
        QCOMPARE(view->stack(), m_window->setupPanel()->undoStack());
        QVERIFY(!undo->isEnabled());
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));

        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!m_window->settingUp());
        QCOMPARE(view->stack(), gameStack);
        QVERIFY(undo->isEnabled());
        QCOMPARE(undo->text(), gameUndo);
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(m_window->document()->orders().empty());
    }

    // Ctrl+Z and Ctrl+Shift+Z undo and redo the game while the order line has the focus.
    void undoAndRedoReachTheGameFromTheOrderLine()
    {
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.notifier = test::failOnError()});
        ui::CommandLine *line = m_window->commandLine();
        const QString spring = m_window->document()->phase().code();
        test::typeOrder(m_window.get(), QStringLiteral("France: A par - bur"));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QTest::keyClick(line, Qt::Key_Return, Qt::ControlModifier); // adjudicate
        const QString fall = m_window->document()->phase().code();
        QVERIFY(fall != spring);
        QVERIFY(line->hasFocus());

        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->phase().code(), spring);
        QCOMPARE(m_window->document()->orders().size(), std::size_t(1));
        QCOMPARE(line->text(), QString()); // the typed order did not come back into the line

        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->document()->phase().code(), fall);

        // Undo the adjudication and the order; with nothing left to undo the key still does not undo the
        // line's own text.
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(m_window->document()->orders().empty());
        QTest::keyClicks(line, QStringLiteral("A bx"));
        QTest::keyClick(line, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->document()->phase().code(), spring);
        QCOMPARE(line->text(), QStringLiteral("A bx"));
    }

    // Ctrl+Z in the set-up panel's year box undoes the set-up edit.
    void undoReachesTheSetUpFromItsYearField()
    {
        m_window = test::openGameMasterWindow(m_map, test::WindowSettings{.notifier = test::failOnError()});
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->settingUp());
        auto *year = m_window->setupPanel()->findChild<QSpinBox *>(QStringLiteral("setupYear"));
        QVERIFY(year);
        year->setFocus();
        const int before = year->value();
        QTest::keyClick(year, Qt::Key_Up);
        QCOMPARE(year->value(), before + 1);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before + 1);
        QTest::keyClick(year, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before);
        QCOMPARE(year->value(), before);
        QTest::keyClick(year, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(m_window->setupPanel()->position().phase.year, before + 1);
    }
};

QTEST_MAIN(TestWindowParts)
#include "tst_window_parts.moc"
