// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Orders as a game master enters them at the table, typed into the command line and clicked on the map:
// what the status bar, the phase bar, the orders panel and the missing-orders question say about them.
#include "document/autosave.h"
#include "document/game_document.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "scene/map_scene.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;
using State = arbiter::ui::OrdersModel::State;

namespace {

// One order's row of the orders panel as the game master reads it.
struct PanelRow
{
    QString detail;
    State state = State::Missing;
};

} // namespace

class TestOrderEntry : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    document::GameDocument *doc() const { return m_window->document(); }

    // Types a line into the command line and presses Enter; returns what the status bar then says.
    QString type(const QString &line)
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        command->clear();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Escape); // closes a completion popup if one is open
        if (command->text() != line)              // Escape with no popup cleared the line
            QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Return);
        return status();
    }
    QString status() const { return m_window->statusBar()->currentMessage(); }
    bool statusIsError() const
    {
        return m_window->statusBar()->styleSheet().contains(QStringLiteral("#b00000"));
    }

    void clickUnit(const QString &location)
    {
        const QPointF place = m_window->mapScene()->unitPlace(m_map->findLocation(location), false);
        QTest::mouseClick(m_window->mapView()->viewport(), Qt::LeftButton, Qt::NoModifier,
                          m_window->mapView()->mapFromScene(place));
    }

    // The row of the orders panel whose order reads `text`; a failed comparison when there is none.
    PanelRow row(const QString &text) const
    {
        const QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex order = model->index(r, ui::OrdersModel::OrderColumn, group);
                if (order.data().toString() != text)
                    continue;
                return {model->index(r, ui::OrdersModel::StateColumn, group).data().toString(),
                        order.data(ui::OrdersModel::StateRole).value<State>()};
            }
        }
        qWarning("no row %s in the orders panel", qPrintable(text));
        return {};
    }

    QToolButton *sourceButton(const char *name) const
    {
        return m_window->ordersPanel()->findChild<QToolButton *>(QString::fromLatin1(name));
    }

    void adjudicateWithoutAsking(const QString &expectedNext)
    {
        QVERIFY(m_window->adjudicate(false));
        QCOMPARE(doc()->phase().code(), expectedNext);
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-order-entry-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_window = std::make_unique<MainWindow>(m_map);
        m_window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                              QMessageBox::StandardButton) { return QMessageBox::Discard; });
        m_window->resize(1400, 950);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->mapView()->fitToWindow();
    }

    void cleanup()
    {
        m_window->close();
        m_window.reset();
    }

    void supportBeforeItsMoveIsANote()
    {
        // The support comes first: no error, a note naming the unit whose order is awaited.
        QCOMPARE(
            type(QStringLiteral("France: A mar S A par - bur")),
            QStringLiteral("Entered France: A mar S A par - bur. Note: A par has no matching order yet."));
        QVERIFY(!statusIsError());
        PanelRow support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Unmatched);
        QCOMPARE(support.detail, QStringLiteral("entered; A par has no matching order yet"));

        // The move clears the note at once; a different move brings it back.
        QCOMPARE(type(QStringLiteral("France: A par - bur")), QStringLiteral("Entered France: A par - bur."));
        support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Entered);
        QCOMPARE(support.detail, QStringLiteral("entered"));
        type(QStringLiteral("France: A par - pic"));
        support = row(QStringLiteral("A mar S A par - bur"));
        QCOMPARE(support.state, State::Unmatched);
        QCOMPARE(support.detail, QStringLiteral("entered; A par is ordered A par - pic"));
    }

    void supportAfterItsMoveIsEntered()
    {
        type(QStringLiteral("France: A par - bur"));
        QCOMPARE(type(QStringLiteral("France: A mar S A par - bur")),
                 QStringLiteral("Entered France: A mar S A par - bur."));
        QVERIFY(!statusIsError());
        QCOMPARE(row(QStringLiteral("A mar S A par - bur")).state, State::Entered);
        // Still a mistake when it is one, whatever else is ordered.
        QCOMPARE(
            type(QStringLiteral("France: A mar S F bre - bur")),
            QStringLiteral("Entered France: A mar S F bre - bur, but it is illegal and will be ignored: "
                           "the supported move is impossible. It replaces France: A mar S A par - bur."));
        QVERIFY(statusIsError());
        QCOMPARE(row(QStringLiteral("A mar S F bre - bur")).state, State::Illegal);
    }

    void convoyAfterItsArmyIsEntered()
    {
        type(QStringLiteral("England: A lvp - yor"));
        type(QStringLiteral("England: F edi - nth"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        type(QStringLiteral("England: A yor - bel via convoy"));
        QCOMPARE(type(QStringLiteral("F nth C A yor - bel")),
                 QStringLiteral("Entered England: F nth C A yor - bel."));
        QVERIFY(!statusIsError());
        QCOMPARE(row(QStringLiteral("F nth C A yor - bel")).state, State::Entered);

        // The same convoy clicked on the map: the fleet, Convoy, the army, the destination.
        doc()->removeOrder(doc()->orderForProvince(m_map->findProvince(u"nth")));
        clickUnit(QStringLiteral("nth"));
        QTest::keyClick(m_window->mapView(), Qt::Key_C);
        clickUnit(QStringLiteral("yor"));
        clickUnit(QStringLiteral("bel"));
        QCOMPARE(status(), QStringLiteral("England: F nth C A yor - bel"));
        QCOMPARE(row(QStringLiteral("F nth C A yor - bel")).state, State::Entered);
    }

    void illegalOrderIsMissingInTheCountsAndTheQuestion()
    {
        type(QStringLiteral("France: F bre - mao"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("France 0/3")));
        type(QStringLiteral("France: F mao - mos"));
        QVERIFY(statusIsError());
        // An illegal order is no order given: the unit still holds for want of one.
        QVERIFY2(m_window->phaseBar()->progressText().contains(QStringLiteral("France 0/3")),
                 qPrintable(m_window->phaseBar()->progressText()));
        type(QStringLiteral("France: A par - bur"));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("France 1/3")));
        type(QStringLiteral("Italy: A pie - mar")); // no unit in Piedmont: nothing to hold

        // The real question, read and cancelled: it lists the illegal order with its consequence.
        m_window->setAsker(nullptr);
        QString question;
        QTimer::singleShot(0, [&question] {
            for (int attempt = 0; attempt < 100 && question.isEmpty(); ++attempt) {
                for (QWidget *w : QApplication::topLevelWidgets()) {
                    auto *box = qobject_cast<QMessageBox *>(w);
                    if (!box || !box->isVisible())
                        continue;
                    question = box->text();
                    QTest::mouseClick(box->button(QMessageBox::Cancel), Qt::LeftButton);
                    return;
                }
                QTest::qWait(20);
            }
        });
        auto *adjudicate = m_window->phaseBar()->findChild<QToolButton *>(QStringLiteral("adjudicateButton"));
        QVERIFY(adjudicate);
        QTest::mouseClick(adjudicate, Qt::LeftButton);
        m_window->setAsker([](const QString &, const QString &, QMessageBox::StandardButtons,
                              QMessageBox::StandardButton) { return QMessageBox::Discard; });
        QVERIFY2(question.contains(QStringLiteral("France: 1 of 3")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("F mao - mos: illegal, will hold")), qPrintable(question));
        QVERIFY2(question.contains(QStringLiteral("A pie - mar: no such unit, ignored")),
                 qPrintable(question));
        QVERIFY(!question.contains(QStringLiteral("A par - bur")));
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M")); // cancelled
    }

    void retreatDisbandSaysDisband()
    {
        type(QStringLiteral("Russia: F sev - rum"));
        type(QStringLiteral("Turkey: A con - bul"));
        type(QStringLiteral("Turkey: F ank - bla"));
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QCOMPARE(sourceButton("ordersSourceButton")->text(), QStringLiteral("Orders\nFall 1901 Movement"));
        type(QStringLiteral("Turkey: A bul - rum"));
        type(QStringLiteral("Turkey: F bla S A bul - rum"));
        adjudicateWithoutAsking(QStringLiteral("F1901R"));
        // Fall has two phases: the tabs say which.
        QCOMPARE(sourceButton("ordersSourceButton")->text(), QStringLiteral("Orders\nFall 1901 Retreats"));
        QCOMPARE(sourceButton("resultsSourceButton")->text(), QStringLiteral("Results\nFall 1901 Movement"));

        QCOMPARE(type(QStringLiteral("Russia: F rum disband")),
                 QStringLiteral("Entered Russia: Disband F rum."));
        QCOMPARE(row(QStringLiteral("Disband F rum")).state, State::Entered);
        adjudicateWithoutAsking(QStringLiteral("W1901A"));
        QVERIFY2(m_window->resultsReport().contains(QStringLiteral("Disband F rum")),
                 qPrintable(m_window->resultsReport()));
    }

    void unitTypeFilledIn()
    {
        QCOMPARE(type(QStringLiteral("Paris to Picardy")), QStringLiteral("Entered France: A par - pic."));
        QCOMPARE(row(QStringLiteral("A par - pic")).state, State::Entered);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString fileName = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(m_window->saveFile(fileName));
        QFile file(fileName);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray saved = file.readAll();
        QVERIFY2(saved.contains("\"France: A par - pic\""), saved.constData());
        QVERIFY(saved.contains("\"Paris to Picardy\"")); // what was typed is kept beside it
        adjudicateWithoutAsking(QStringLiteral("F1901M"));
        QVERIFY2(m_window->resultsReport().contains(QStringLiteral("A par - pic")),
                 qPrintable(m_window->resultsReport()));
    }
};

QTEST_MAIN(TestOrderEntry)
#include "tst_order_entry.moc"
