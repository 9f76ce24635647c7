// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The window driven as a game master drives it: clicks on the map, keys, the command line, a pasted order
// sheet, adjudication, a retreat and a build, saving and reopening, and the recovery after a crash.
#include "../game_test_support.h"
#include "artwork_copy.h"
#include "dialogs/game_info_dialog.h"
#include "dialogs/import_orders_dialog.h"
#include "dialogs/rules_dialog.h"
#include "document/autosave.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "main_window.h"
#include "map_export.h"
#include "order_input.h"
#include "record/game_file.h"
#include "scene/map_artwork.h"
#include "scene/map_scene.h"
#include "scene/order_item.h"
#include "scene/unit_item.h"
#include "text/order_formatter.h"
#include "widgets/command_line.h"
#include "widgets/map_view.h"
#include "widgets/orders_panel.h"
#include "widgets/phase_bar.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QFileDialog>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <QTreeView>
#include <QUndoStack>
#include <functional>

using namespace arbiter;
using arbiter::ui::MainWindow;

using test::whenDialogShows;

class TestMainWindow : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;
    QStringList m_questions;
    QStringList m_errors;
    QMessageBox::StandardButton m_answer = QMessageBox::Yes;
    QHash<QString, QMessageBox::StandardButton> m_answers; // by title, before m_answer

    std::unique_ptr<MainWindow> makeWindow()
    {
        auto window = test::openGameMasterWindow(
            m_map,
            test::WindowSettings{
                .asker =
                    [this](const QString &title, const QString &, QMessageBox::StandardButtons,
                           QMessageBox::StandardButton) {
                        m_questions << title;
                        return m_answers.value(title, m_answer);
                    },
                .notifier = [this](const QString &title,
                                   const QString &text) { m_errors << title + QStringLiteral(": ") + text; },
                .keepRecoveryFile = true});
        window->mapView()->fitToWindow();
        return window;
    }

    document::GameDocument *doc() const { return m_window->document(); }

    // The view coordinates of a scene point, for QTest mouse events.
    QPoint viewPoint(QPointF scene) const { return m_window->mapView()->mapFromScene(scene); }
    QPointF unitPlace(const QString &location, bool dislodged = false) const
    {
        return m_window->mapScene()->unitPlace(m_map->findLocation(location), dislodged);
    }
    void clickScene(QPointF scene, Qt::MouseButton button = Qt::LeftButton)
    {
        QTest::mouseClick(m_window->mapView()->viewport(), button, Qt::NoModifier, viewPoint(scene));
    }
    void clickUnit(const QString &location, bool dislodged = false)
    {
        clickScene(unitPlace(location, dislodged));
    }

    QStringList orderTexts() const
    {
        QStringList texts;
        for (const EnteredOrder &o : doc()->orders())
            texts << formatOrder(*m_map, o.order);
        return texts;
    }

    void type(const QString &line)
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        command->clear();
        QTest::keyClicks(command, line);
        QTest::keyClick(command, Qt::Key_Escape); // closes a completion popup if one is open
        if (command->text() != line) {            // Escape with no popup clears the line: type it again
            command->setText(line);
        }
        QTest::keyClick(command, Qt::Key_Return);
    }

    void typeAll(const QStringList &lines)
    {
        for (const QString &line : lines)
            QVERIFY2(m_window->commandLine()->submit(line), qPrintable(line));
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-gui-test"));
        QString error;
        m_map = MainWindow::loadStandardMap(&error);
        QVERIFY2(m_map, qPrintable(error));
    }

    void init()
    {
        QDir(document::Autosave::recoveryFolder()).removeRecursively();
        m_questions.clear();
        m_errors.clear();
        m_answer = QMessageBox::Yes;
        m_answers.clear();
        m_window = makeWindow();
    }

    void cleanup()
    {
        if (m_window) {
            m_answer = QMessageBox::Discard;
            m_window->close();
        }
        m_window.reset();
    }

    void everyMenuActionHasAShortcut()
    {
        // The whole flow must work without a mouse: each menu command has a key (lists that change at run
        // time, such as recent files, are reached by the menu's own keyboard navigation).
        QStringList missing;
        std::function<void(QMenu *)> visit = [&](QMenu *menu) {
            for (QAction *a : menu->actions()) {
                if (a->isSeparator() || a->text().isEmpty())
                    continue;
                if (a->menu()) {
                    visit(a->menu());
                    continue;
                }
                if (a->shortcut().isEmpty() && !a->property("dynamicEntry").toBool())
                    missing << menu->title().remove(u'&') + QStringLiteral(" → ") + a->text().remove(u'&');
            }
        };
        for (QAction *top : m_window->menuBar()->actions()) {
            if (top->menu())
                visit(top->menu());
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("; "))));

        // And no key does two things in the window (a key of one widget's own, as Delete in a list, acts only
        // while that widget has the focus).
        QMap<QString, QString> owners;
        QStringList clashes;
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (a->shortcutContext() == Qt::WidgetShortcut ||
                a->shortcutContext() == Qt::WidgetWithChildrenShortcut)
                continue;
            for (const QKeySequence &key : a->shortcuts()) {
                const QString k = key.toString();
                if (k.isEmpty())
                    continue;
                const QString name = a->text().remove(u'&');
                if (owners.contains(k) && owners.value(k) != name)
                    clashes << k + QStringLiteral(": ") + owners.value(k) + QStringLiteral(" / ") + name;
                owners.insert(k, name);
            }
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
    }

    void startsAtSpring1901()
    {
        QCOMPARE(m_window->phaseBar()->phaseText(), QStringLiteral("Spring 1901 Movement"));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("Austria 0/3")));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("Russia 0/4")));
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22);
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("Untitled")));
    }

    void hitTestingUsesProvinceShapes()
    {
        ui::MapScene *scene = m_window->mapScene();
        for (const QString &id :
             {QStringLiteral("par"), QStringLiteral("nth"), QStringLiteral("vie"), QStringLiteral("stp")})
            QCOMPARE(scene->provinceAt(unitPlace(id)), m_map->findProvince(id));
        // The unit places of both coasts of Spain are inside Spain.
        QCOMPARE(scene->provinceAt(unitPlace(QStringLiteral("spa/nc"))), m_map->findProvince(u"spa"));
        QCOMPARE(scene->provinceAt(unitPlace(QStringLiteral("spa/sc"))), m_map->findProvince(u"spa"));
        QCOMPARE(scene->provinceAt(QPointF(-50, -50)), -1);
    }

    // A fleet in a coastal province stands by its coast, an army nearer the province's centre; a
    // click on a fleet where it is drawn selects it, and its move goes to the fleet place of the province it
    // enters.
    void fleetsStandByTheCoastArmiesNearTheCentre()
    {
        ui::MapScene *scene = m_window->mapScene();
        const ui::MapArtwork &artwork = scene->artwork();
        const int kie = m_map->findLocation(u"kie");
        const int edi = m_map->findLocation(u"edi");
        QVERIFY(artwork.unitPosition(kie, UnitType::Fleet) != artwork.unitPosition(kie, UnitType::Army));
        QVERIFY(artwork.unitPosition(edi, UnitType::Fleet) != artwork.unitPosition(edi, UnitType::Army));
        int checked = 0;
        for (const ui::UnitItem *item : scene->unitItems()) {
            const Unit *unit = nullptr;
            for (const Unit &u : doc()->position().units) {
                if (u.location == item->location())
                    unit = &u;
            }
            QVERIFY(unit);
            QCOMPARE(item->pos(), artwork.unitPosition(unit->location, unit->type));
            ++checked;
        }
        QCOMPARE(checked, 22);
        QCOMPARE(unitPlace(QStringLiteral("kie")), artwork.unitPosition(kie, UnitType::Fleet));
        QCOMPARE(unitPlace(QStringLiteral("mun")),
                 artwork.unitPosition(m_map->findLocation(u"mun"), UnitType::Army));
        clickScene(artwork.unitPosition(kie, UnitType::Fleet));
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"kie"));
        clickScene(artwork.unitPosition(m_map->findLocation(u"hol"), UnitType::Fleet));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F kie - hol")});
        // The arrow runs between the fleet places: the middle of that arrow is on it, not that of an arrow
        // between the army places.
        const QPointF fleetFrom = artwork.unitPosition(kie, UnitType::Fleet);
        const QPointF fleetTo = artwork.unitPosition(m_map->findLocation(u"hol"), UnitType::Fleet);
        const QPointF armyFrom = artwork.unitPosition(kie, UnitType::Army);
        const QPointF armyTo = artwork.unitPosition(m_map->findLocation(u"hol"), UnitType::Army);
        const QPointF fleetMiddle = ui::OrderItem::movePath(fleetFrom, fleetTo).pointAtPercent(0.5);
        const QPointF armyMiddle = ui::OrderItem::movePath(armyFrom, armyTo).pointAtPercent(0.5);
        QCOMPARE(scene->orderAt(fleetMiddle), 0);
        QVERIFY(QLineF(fleetMiddle, armyMiddle).length() > 15);
        QCOMPARE(scene->orderAt(armyMiddle), -1);
    }

    // layout.csv's fleet_x,fleet_y columns are optional: a layout written before them (seven fields a row) is
    // read as before, every unit of a location at its one place.
    void layoutWithoutFleetColumnsReadsAsBefore()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString from = Map::standardMapDirectory();
        QVERIFY(test::copyStandardArtwork(dir.path(), [](QStringList &fields) {
            if (fields.size() == 9)
                fields = fields.mid(0, 7); // without fleet_x,fleet_y
        }));
        ui::MapArtwork old;
        old.load(*m_map, dir.path());
        QVERIFY2(!old.isPlaceholder(), qPrintable(old.error()));
        ui::MapArtwork current;
        current.load(*m_map, from);
        const int kie = m_map->findLocation(u"kie");
        QCOMPARE(old.unitPosition(kie, UnitType::Fleet), current.unitPosition(kie, UnitType::Army));
        QCOMPARE(old.unitPosition(kie, UnitType::Army), current.unitPosition(kie, UnitType::Army));
        QVERIFY(current.unitPosition(kie, UnitType::Fleet) != current.unitPosition(kie, UnitType::Army));
    }

    void clickUnitThenProvinceMoves()
    {
        clickUnit(QStringLiteral("par"));
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"par"));
        clickUnit(QStringLiteral("bur")); // an empty province: its unit place is inside it
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("A par - bur")});
        QCOMPARE(m_window->orderInput()->selectedProvince(), -1);
        // Clicking a unit twice holds.
        clickUnit(QStringLiteral("bre"));
        clickUnit(QStringLiteral("bre"));
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("A par - bur"), QStringLiteral("F bre H")}));
        // A new order replaces the old one.
        clickUnit(QStringLiteral("par"));
        clickUnit(QStringLiteral("pic"));
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("A par - pic"), QStringLiteral("F bre H")}));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("France 2/3")));
        QVERIFY(m_window->isWindowModified());
    }

    void illegalClickIsRefused()
    {
        clickUnit(QStringLiteral("par"));
        clickUnit(QStringLiteral("ruh")); // not adjacent
        QVERIFY(doc()->orders().empty());
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Ruhr")));
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"par")); // still choosing
    }

    void supportAndConvoyByKeys()
    {
        typeAll({QStringLiteral("A mun - bur")});
        // S with the supporter selected, then the supported unit, then its destination.
        clickUnit(QStringLiteral("mar"));
        QTest::keyClick(m_window->mapView(), Qt::Key_S);
        QCOMPARE(m_window->orderInput()->mode(), ui::OrderInput::Mode::Support);
        clickUnit(QStringLiteral("par"));
        clickUnit(QStringLiteral("bur"));
        QVERIFY(orderTexts().contains(QStringLiteral("A mar S French A par - bur")) ||
                orderTexts().contains(QStringLiteral("A mar S A par - bur")));
        // Support to hold: the supported unit itself.
        clickUnit(QStringLiteral("mun"));
        QTest::keyClick(m_window->mapView(), Qt::Key_S);
        clickUnit(QStringLiteral("kie"));
        clickUnit(QStringLiteral("kie"));
        const Order &hold =
            doc()->orders()[std::size_t(doc()->orderForProvince(m_map->findProvince(u"mun")))].order;
        QCOMPARE(hold.type, OrderType::Support);
        QCOMPARE(hold.otherTarget.location, -1);
        // Hold by key.
        clickUnit(QStringLiteral("kie"));
        QTest::keyClick(m_window->mapView(), Qt::Key_H);
        QCOMPARE(doc()->orders().back().order.type, OrderType::Hold);
    }

    void contextMenuOrders()
    {
        m_window->orderInput()->setChooser([](const QString &, const QStringList &choices, QPointF) {
            return int(choices.indexOf(QStringLiteral("Hold")));
        });
        clickScene(unitPlace(QStringLiteral("ven")), Qt::RightButton);
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("A ven H")});
    }

    void typeAnOrder()
    {
        type(QStringLiteral("England: F lon - nth"));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F lon - nth")});
        QCOMPARE(doc()->orders()[0].order.power, m_map->findPower(u"england"));
        QVERIFY(m_window->commandLine()->text().isEmpty());
        // Full names, no power: inferred from the unit.
        type(QStringLiteral("army Venice moves to Trieste"));
        QCOMPARE(doc()->orders().back().order.power, m_map->findPower(u"italy"));
        QVERIFY(doc()->check(1).legal); // an attack on the fleet in Trieste: legal, it will bounce
        // A line that cannot be read stays, selected, with the reason and the bad word shown.
        type(QStringLiteral("A par - moon"));
        QCOMPARE(doc()->orders().size(), std::size_t(2));
        QCOMPARE(m_window->commandLine()->text(), QStringLiteral("A par - moon"));
        QCOMPARE(m_window->commandLine()->selectedText(), QStringLiteral("A par - moon"));
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("moon")));
    }

    void powerHeaderOnTheCommandLine()
    {
        typeAll({QStringLiteral("Russia:"), QStringLiteral("F stp/sc - bot"), QStringLiteral("A war - gal")});
        QCOMPARE(m_window->commandLine()->defaultPower(), m_map->findPower(u"russia"));
        QCOMPARE(orderTexts(),
                 (QStringList{QStringLiteral("F stp/sc - bot"), QStringLiteral("A war - gal")}));
    }

    void completionOfProvinceNames()
    {
        ui::CommandLine *command = m_window->commandLine();
        command->setFocus();
        // Where a unit's move is typed, the places it can move to, as whole lines.
        QTest::keyClicks(command, QStringLiteral("A par - Burg"));
        QCOMPARE(command->lineTakenByTab(), QStringLiteral("A par - bur"));
        // Elsewhere, the map's names.
        command->clear();
        QTest::keyClicks(command, QStringLiteral("Burg"));
        QVERIFY(command->wordCompleter()->completionCount() >= 1);
        QCOMPARE(command->wordCompleter()->currentCompletion(), QStringLiteral("Burgundy"));
    }

    void pasteSheetWithBadLine()
    {
        QApplication::clipboard()->setText(
            QStringLiteral("France:\nA par - bur\nA mar - the moon\nF bre - mao\n"
                           "Germany:\nA mun - ruh\n"));
        bool checked = false;
        whenDialogShows<ui::ImportOrdersDialog>([&checked](ui::ImportOrdersDialog *dialog) {
            dialog->reread();
            checked = dialog->problems()->count() == 1 &&
                      dialog->problems()->item(0)->text().contains(QStringLiteral("moon")) &&
                      dialog->orders().size() == 3;
            // Corrected in place.
            dialog->editor()->setPlainText(
                dialog->editor()->toPlainText().replace(QStringLiteral("the moon"), QStringLiteral("spa")));
            dialog->reread();
            checked = checked && dialog->problems()->count() == 0 && dialog->orders().size() == 4;
            dialog->enterButton()->click();
        });
        m_window->action(QStringLiteral("pasteOrdersAction"))->trigger();
        QVERIFY(checked);
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("A par - bur"), QStringLiteral("A mar - spa"),
                                            QStringLiteral("F bre - mao"), QStringLiteral("A mun - ruh")}));
        QCOMPARE(doc()->undoStack()->count(), 1); // one undo step for the sheet
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QVERIFY(doc()->orders().empty());
    }

    void adjudicateAsksWhenOrdersAreMissing()
    {
        typeAll({QStringLiteral("A vie - gal"), QStringLiteral("A war - gal")});
        m_answer = QMessageBox::Cancel;
        m_window->action(QStringLiteral("adjudicateAction"))->trigger();
        QCOMPARE(m_questions.size(), 1);
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1901M"));
        m_answer = QMessageBox::Yes;
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        QCOMPARE(m_window->board()->overlay(), ui::BoardViewModel::Overlay::Results);
        QVERIFY(m_window->mapView()->banner().contains(QStringLiteral("Results of Spring 1901")));
        // In a narrow window the banner wraps and stays whole on the map.
        const QWidget *viewport = m_window->mapView()->viewport();
        QVERIFY(QRect(QPoint(), viewport->size()).contains(m_window->mapView()->bannerRect()));
        m_window->resize(560, 700); // as narrow as the docks allow
        QFont bold = viewport->font();
        bold.setBold(true);
        const int oneLine = QFontMetrics(bold).height();
        QTRY_VERIFY(viewport->width() < QFontMetrics(bold).horizontalAdvance(m_window->mapView()->banner()));
        QVERIFY(QRect(QPoint(), viewport->size()).contains(m_window->mapView()->bannerRect()));
        QVERIFY(m_window->mapView()->bannerRect().height() > 2 * oneLine);
        m_window->resize(1400, 950);
        QCOMPARE(m_window->ordersPanel()->model()->source(), ui::OrdersModel::Source::LastResults);
        QVERIFY(m_window->resultsReport().contains(QStringLiteral("bounced")));
        m_window->action(QStringLiteral("copyResultsAction"))->trigger();
        QCOMPARE(QApplication::clipboard()->text(), m_window->resultsReport());
        // Undo the adjudication: the orders are back, and the status bar says what was undone.
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1901M"));
        QVERIFY2(m_window->statusBar()->currentMessage().startsWith(QStringLiteral("Undone: ")) &&
                     m_window->statusBar()->currentMessage().contains(QStringLiteral("Spring 1901")),
                 qPrintable(m_window->statusBar()->currentMessage()));
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("A vie - gal"), QStringLiteral("A war - gal")}));
        QCOMPARE(m_window->board()->overlay(), ui::BoardViewModel::Overlay::Orders);
        m_window->action(QStringLiteral("redoAction"))->trigger();
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        // Ctrl+R shows the results again; typing the next order shows the orders.
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
        QCOMPARE(m_window->board()->overlay(), ui::BoardViewModel::Overlay::Results);
        typeAll({QStringLiteral("A par - bur")});
        QCOMPARE(m_window->board()->overlay(), ui::BoardViewModel::Overlay::Orders);
        QVERIFY(m_window->mapView()->banner().isEmpty());
    }

    void fullYearByMouseWithRetreatAndBuild()
    {
        // Spring, by mouse; the Adjudicate button asks because most units have no orders.
        for (const auto &[from, to] :
             {std::pair{"sev", "rum"}, {"con", "bul"}, {"ank", "bla"}, {"bud", "ser"}}) {
            clickUnit(QString::fromLatin1(from));
            clickUnit(QString::fromLatin1(to));
        }
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("F sev - rum"), QStringLiteral("A con - bul"),
                                            QStringLiteral("F ank - bla"), QStringLiteral("A bud - ser")}));
        auto *adjudicate = m_window->phaseBar()->findChild<QToolButton *>(QStringLiteral("adjudicateButton"));
        QVERIFY(adjudicate);
        QTest::mouseClick(adjudicate, Qt::LeftButton);
        QCOMPARE(m_questions.size(), 1);
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        // Fall: Turkey attacks Rumania with support; Russia holds.
        clickUnit(QStringLiteral("bul"));
        clickUnit(QStringLiteral("rum"));
        clickUnit(QStringLiteral("bla"));
        QTest::keyClick(m_window->mapView(), Qt::Key_S);
        clickUnit(QStringLiteral("bul"));
        clickUnit(QStringLiteral("rum"));
        QCOMPARE(orderTexts(),
                 (QStringList{QStringLiteral("A bul - rum"), QStringLiteral("F bla S A bul - rum")}));
        QVERIFY(m_window->adjudicate(true));
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901R"));
        QCOMPARE(doc()->position().dislodged.size(), std::size_t(1));
        // Retreat: only the dislodged unit answers; its retreats are highlighted; click one.
        clickUnit(QStringLiteral("ser"));
        QVERIFY(doc()->orders().empty());
        clickUnit(QStringLiteral("rum"), true);
        QCOMPARE(m_window->orderInput()->selectedProvince(), m_map->findProvince(u"rum"));
        clickUnit(QStringLiteral("sev"));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F rum - sev")});
        QVERIFY(m_window->adjudicate(true));
        QCOMPARE(doc()->phase().code(), QStringLiteral("W1901A"));
        // Winter: Turkey builds in Ankara (army or fleet: the chooser picks the fleet), Austria in Budapest.
        m_window->orderInput()->setChooser([](const QString &, const QStringList &choices, QPointF) {
            return int(choices.indexOf(QStringLiteral("Build fleet")));
        });
        clickUnit(QStringLiteral("smy")); // occupied: refused
        QVERIFY(doc()->orders().empty());
        clickUnit(QStringLiteral("ank"));
        clickUnit(QStringLiteral("bud")); // inland: an army without asking
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("Build F ank"), QStringLiteral("Build A bud")}));
        QVERIFY(m_window->phaseBar()->progressText().contains(QStringLiteral("Turkey builds 1/")));
        // The item wraps as a whole ("Turkey builds" / "1/2" would read as two items).
        const auto *progress =
            m_window->phaseBar()->findChild<ui::ProgressLine *>(QStringLiteral("progressLine"));
        const QStringList items = progress->itemTexts();
        const auto turkey = std::find_if(items.begin(), items.end(),
                                         [](const QString &t) { return t.startsWith(u"Turkey builds 1/"); });
        QVERIFY2(turkey != items.end(), qPrintable(items.join(u'|')));
        // Narrower than the line, it wraps between items and grows by whole lines.
        const int wide = progress->sizeHint().width();
        QVERIFY(progress->lines(wide / 2).size() >= 2);
        QVERIFY(progress->heightForWidth(wide / 2) >= 2 * progress->heightForWidth(wide) - 2);
        QVERIFY(m_window->adjudicate(true));
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1902M"));
        const Position &p = doc()->position();
        QVERIFY(std::any_of(p.units.begin(), p.units.end(), [this](const Unit &u) {
            return u.type == UnitType::Fleet && u.location == m_map->findLocation(u"ank");
        }));
    }

    void fullYearByKeyboard()
    {
        // Every order typed, every adjudication by Ctrl+Return.
        auto adjudicate = [this] { QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier); };
        QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier);
        for (const char *line :
             {"Russia:", "F sev - rum", "Turkey:", "A con - bul", "F ank - bla", "Austria: A bud - ser"})
            type(QString::fromLatin1(line));
        QCOMPARE(doc()->orders().size(), std::size_t(4));
        adjudicate();
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901M"));
        for (const char *line : {"Turkey: A bul - rum", "F bla S A bul - rum", "Russia: F rum H"})
            type(QString::fromLatin1(line));
        adjudicate();
        QCOMPARE(doc()->phase().code(), QStringLiteral("F1901R"));
        type(QStringLiteral("F rum - sev"));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F rum - sev")});
        adjudicate();
        QCOMPARE(doc()->phase().code(), QStringLiteral("W1901A"));
        type(QStringLiteral("Build F ank"));
        type(QStringLiteral("Austria: build army budapest"));
        type(QStringLiteral("Russia: waive"));
        QCOMPARE(orderTexts(), (QStringList{QStringLiteral("Build F ank"), QStringLiteral("Build A bud"),
                                            QStringLiteral("Waive")}));
        QVERIFY(m_window->statusBar()->currentMessage().contains(
            QStringLiteral("illegal"))); // Russia has no build
        QVERIFY(!doc()->check(2).legal);
        adjudicate();
        QCOMPARE(doc()->phase().code(), QStringLiteral("S1902M"));
        QCOMPARE(doc()->position().units.size(), std::size_t(24));
    }

    void fleetCoastPickedByClick()
    {
        typeAll({QStringLiteral("F bre - mao")});
        QVERIFY(m_window->adjudicate(false));
        clickUnit(QStringLiteral("mao"));
        clickScene(unitPlace(QStringLiteral("spa/nc")));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F mao - spa/nc")});
        clickUnit(QStringLiteral("mao"));
        clickScene(unitPlace(QStringLiteral("spa/sc")));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F mao - spa/sc")});
    }

    void keyboardOnly()
    {
        // N selects the next unit without an order; M and a typed order; Ctrl+L focuses the command line.
        QTest::keyClick(m_window->mapView(), Qt::Key_N);
        QVERIFY(m_window->orderInput()->selectedProvince() >= 0);
        QTest::keyClick(m_window->mapView(), Qt::Key_H);
        QCOMPARE(doc()->orders().size(), std::size_t(1));
        QTest::keyClick(m_window.get(), Qt::Key_L, Qt::ControlModifier);
        QVERIFY(m_window->commandLine()->hasFocus());
        QTest::keyClicks(m_window->commandLine(), QStringLiteral("F tri - alb"));
        QTest::keyClick(m_window->commandLine(), Qt::Key_Return);
        QCOMPARE(doc()->orders().size(), std::size_t(2));
        QTest::keyClick(m_window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->orders().size(), std::size_t(1));
    }

    void deleteFromThePanel()
    {
        typeAll({QStringLiteral("A par - bur"), QStringLiteral("A mun - ruh")});
        m_window->ordersPanel()->selectOrder(1);
        QCOMPARE(m_window->mapScene()->highlightedOrder(), 1);
        m_window->ordersPanel()->view()->setFocus();
        QTest::keyClick(m_window->ordersPanel()->view(), Qt::Key_Delete);
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("A par - bur")});
    }

    void rulesDialogChangesTheGame()
    {
        whenDialogShows<ui::RulesDialog>([](ui::RulesDialog *dialog) {
            dialog->presetBox()->setCurrentIndex(dialog->presetBox()->findData(QStringLiteral("1971")));
            emit dialog->presetBox()->activated(dialog->presetBox()->currentIndex());
            dialog->accept();
        });
        m_window->action(QStringLiteral("rulesAction"))->trigger();
        RuleSettings expected;
        RuleSettings::preset(u"1971", &expected);
        QCOMPARE(doc()->rules(), expected);
        QVERIFY(m_window->phaseBar()
                    ->findChild<QLabel *>(QStringLiteral("rulesLabel"))
                    ->text()
                    .contains(QStringLiteral("1971")));
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(doc()->rules(), RuleSettings());
    }

    void gameInfoDialogEditsTheInfo()
    {
        const GameInfo before = doc()->game().info();
        const int england = m_map->findPower(u"england");
        QVERIFY(england >= 0);
        whenDialogShows<ui::GameInfoDialog>([england](ui::GameInfoDialog *dialog) {
            QCOMPARE(dialog->nameEdit()->text(), QString());
            dialog->nameEdit()->selectAll();
            QTest::keyClicks(dialog->nameEdit(), QStringLiteral("Club night"));
            QTest::keyClicks(dialog->notesEdit(), QStringLiteral("Round one"));
            QTest::keyClick(dialog->notesEdit(), Qt::Key_Return);
            QTest::keyClicks(dialog->notesEdit(), QStringLiteral("Board 3"));
            QTest::keyClicks(dialog->playerEdit(england), QStringLiteral("Ada"));
            dialog->accept();
        });
        m_window->action(QStringLiteral("gameInfoAction"))->trigger();
        const GameInfo &info = doc()->game().info();
        QCOMPARE(info.name, QStringLiteral("Club night"));
        QCOMPARE(info.notes, QStringLiteral("Round one\nBoard 3"));
        QCOMPARE(info.players.size(), m_map->powerCount());
        QCOMPARE(info.players.value(england), QStringLiteral("Ada"));
        QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Club night")));
        QVERIFY(m_window->isWindowModified());
        QCOMPARE(doc()->undoStack()->count(), 1);

        // One undo step restores the old values and the title.
        m_window->action(QStringLiteral("undoAction"))->trigger();
        QCOMPARE(doc()->game().info(), before);
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("Untitled")));
        m_window->action(QStringLiteral("redoAction"))->trigger();
        QCOMPARE(doc()->game().info().name, QStringLiteral("Club night"));

        // Cancelling changes nothing.
        whenDialogShows<ui::GameInfoDialog>([](ui::GameInfoDialog *dialog) {
            QTest::keyClicks(dialog->nameEdit(), QStringLiteral(" 2"));
            dialog->reject();
        });
        m_window->action(QStringLiteral("gameInfoAction"))->trigger();
        QCOMPARE(doc()->game().info().name, QStringLiteral("Club night"));
        QCOMPARE(doc()->undoStack()->count(), 1);

        // Saved and read back.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("info.json"));
        QVERIFY(m_window->saveFile(file));
        const GameInfo saved = doc()->game().info();
        m_window->close();
        m_window = makeWindow();
        QVERIFY(m_window->openFile(file));
        QCOMPARE(doc()->game().info(), saved);
        QCOMPARE(doc()->game().info().players.value(england), QStringLiteral("Ada"));
        QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Club night")));
    }

    void saveReopenAndCompare()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("club.json"));
        typeAll({QStringLiteral("A par - bur"), QStringLiteral("F lon - nth")});
        QVERIFY(m_window->adjudicate(false));
        typeAll({QStringLiteral("F nth - nwy")});
        QVERIFY(m_window->saveFile(file));
        QVERIFY(!m_window->isWindowModified());
        QVERIFY(m_window->windowTitle().contains(QStringLiteral("club")));
        const QByteArray saved = doc()->toData();
        m_window->close();
        m_window = makeWindow();
        QVERIFY(m_window->openFile(file));
        QCOMPARE(doc()->toData(), saved);
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F nth - nwy")});
        QCOMPARE(m_window->phaseBar()->phaseText(), QStringLiteral("Fall 1901 Movement"));
        // Recent files.
        QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList().value(0),
                 QFileInfo(file).absoluteFilePath());
        // A broken file: a clear message, the game stays open.
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write("{\"format\": \"arbiter-game\", \"version\": 1, \"phases\": [");
        out.close();
        QVERIFY(!m_window->openFile(broken));
        QCOMPARE(m_errors.size(), 1);
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("F nth - nwy")});
    }

    // File → Open (Ctrl+O) of a game file with a fleet in Vienna: the message names the line, the phase and
    // why; the game in the window stays.
    void openingAFleetInlandSaysWhereAndWhy()
    {
        typeAll({QStringLiteral("A par - bur")});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vienna.arbiter.json"));
        QByteArray json = gameToJson(Game(m_map));
        const qsizetype at = json.indexOf("\"austria A vie\"");
        QVERIFY(at > 0);
        json.replace(at, 15, "\"austria F vie\"");
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(json);
        out.close();
        m_answers[QStringLiteral("Unsaved Changes")] = QMessageBox::Discard;
        whenDialogShows<QFileDialog>([&](QFileDialog *files) {
            files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(path);
            static_cast<QDialog *>(files)->accept();
        });
        QTest::keyClick(m_window.get(), Qt::Key_O, Qt::ControlModifier);
        QTRY_COMPARE(m_errors.size(), 1);
        const QString expected =
            QStringLiteral("line %1: phase 1 (Spring 1901 Movement): a fleet cannot stand in Vienna (inland)")
                .arg(json.left(at).count('\n') + 1);
        QVERIFY2(m_errors[0].endsWith(expected), qPrintable(m_errors[0]));
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("A par - bur")});
    }

    void closeAsksAboutUnsavedChanges()
    {
        typeAll({QStringLiteral("A par - bur")});
        m_answer = QMessageBox::Cancel;
        QVERIFY(!m_window->close());
        QVERIFY(m_window->isVisible());
        m_answer = QMessageBox::Discard;
        const QString recovery = m_window->autosave()->path();
        QVERIFY(m_window->close());
        QVERIFY(!QFile::exists(recovery)); // a normal end leaves no recovery file
    }

    void killAndRestoreFromAutosave()
    {
        typeAll({QStringLiteral("A par - bur"), QStringLiteral("F lon - nth")});
        QVERIFY(m_window->adjudicate(false));
        typeAll({QStringLiteral("A bur - mar")});
        const QByteArray before = doc()->toData();
        const QString recovery = m_window->autosave()->path();
        QTRY_VERIFY(!m_window->autosave()->writePending()); // written a moment after the last change
        QVERIFY(QFile::exists(recovery));
        m_window.reset(); // "killed": no close event, the recovery file stays
        QVERIFY(QFile::exists(recovery));
        m_window = makeWindow();
        m_answer = QMessageBox::Yes;
        QVERIFY(m_window->offerRecovery());
        QCOMPARE(doc()->toData(), before);
        QCOMPARE(orderTexts(), QStringList{QStringLiteral("A bur - mar")});
        QVERIFY(m_window->isWindowModified());
        QVERIFY(!QFile::exists(recovery)); // the restored game's own recovery file took over
        const QString restored = m_window->autosave()->path();
        QTRY_VERIFY(QFile::exists(restored));
        // Closing the question (Escape) keeps the game as a file to open later.
        const QDir keptFolder(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                              QStringLiteral("/recovered games"));
        QDir(keptFolder).removeRecursively();
        m_window.reset();
        m_window = makeWindow();
        m_answer = QMessageBox::Escape;
        QVERIFY(!m_window->offerRecovery());
        QVERIFY(!QFile::exists(restored));
        const QStringList kept = keptFolder.entryList({QStringLiteral("*.arbiter.json")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
        QString error;
        QFile keptFile(keptFolder.filePath(kept.first()));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        const std::optional<Game> keptGame = gameFromJson(keptFile.readAll(), m_map, &error);
        QVERIFY2(keptGame, qPrintable(error));
        QCOMPARE(keptGame->currentEntry().orders.size(), std::size_t(1));
        QVERIFY(m_window->statusBar()->currentMessage().contains(kept.first()));
        // Only Discard throws a recovered game away.
        typeAll({QStringLiteral("A par - pic")});
        QTRY_VERIFY(!m_window->autosave()->writePending());
        const QString discarded = m_window->autosave()->path();
        m_window.reset();
        m_window = makeWindow();
        m_answer = QMessageBox::Discard;
        QVERIFY(!m_window->offerRecovery());
        QVERIFY(!QFile::exists(discarded));
        QCOMPARE(keptFolder.entryList({QStringLiteral("*.arbiter.json")}, QDir::Files), kept);
        QDir(keptFolder).removeRecursively();
    }

    void staleLocksAreClearedAway()
    {
        // A copy of Arbiter killed before it had anything to recover left only its lock file.
        const QString stale =
            document::Autosave::recoveryFolder() + QStringLiteral("/recovery-999999-1.json.lock");
        QFile lock(stale);
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write("999999\narbiter\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        lock.close();
        const QString own = m_window->autosave()->path() + QStringLiteral(".lock");
        QVERIFY(QFile::exists(own));
        auto second = makeWindow();
        QVERIFY(!second->offerRecovery());
        QVERIFY(!QFile::exists(stale));
        QVERIFY(QFile::exists(own)); // a running window's lock stays
    }

    void restoredGameIsNotReplacedByTheGameOnTheCommandLine()
    {
        // The game master's laptop crashed; they start Arbiter again with yesterday's file on the command
        // line.
        QTemporaryDir dir;
        const QString yesterday = dir.filePath(QStringLiteral("yesterday.json"));
        QVERIFY(m_window->saveFile(yesterday));
        typeAll({QStringLiteral("A par - bur"), QStringLiteral("F lon - nth")});
        const QByteArray tonight = doc()->toData();
        QTRY_VERIFY(!m_window->autosave()->writePending());
        m_window.reset(); // killed
        m_window = makeWindow();
        m_answers = {{QStringLiteral("Restore Game"), QMessageBox::Yes},
                     {QStringLiteral("Unsaved Changes"), QMessageBox::Cancel}};
        m_questions.clear();
        m_window->start(yesterday);
        QCOMPARE(m_questions,
                 (QStringList{QStringLiteral("Restore Game"), QStringLiteral("Unsaved Changes")}));
        QCOMPARE(doc()->toData(), tonight);
        QCOMPARE(orderTexts().size(), 2);
        QVERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("was not opened")));

        // Killed again; this time the restored game is discarded on purpose and the file opens.
        QTRY_VERIFY(!m_window->autosave()->writePending());
        m_window.reset();
        m_window = makeWindow();
        m_answers[QStringLiteral("Unsaved Changes")] = QMessageBox::Discard;
        m_questions.clear();
        m_window->start(yesterday);
        QCOMPARE(m_questions,
                 (QStringList{QStringLiteral("Restore Game"), QStringLiteral("Unsaved Changes")}));
        QCOMPARE(QFileInfo(doc()->fileName()), QFileInfo(yesterday));
        QVERIFY(orderTexts().isEmpty());
        QVERIFY(!m_window->isWindowModified());
    }

    void exportsTheMap()
    {
        typeAll({QStringLiteral("A par - bur")});
        QTemporaryDir dir;
        QString error;
        QVERIFY(ui::exportMapPng(m_window->mapScene(), dir.filePath(QStringLiteral("map.png")), &error));
        QVERIFY(ui::exportMapSvg(m_window->mapScene(), dir.filePath(QStringLiteral("map.svg")),
                                 QStringLiteral("t"), &error));
        QVERIFY(ui::exportMapPdf(m_window->mapScene(), dir.filePath(QStringLiteral("map.pdf")),
                                 QStringLiteral("t"), &error));
        for (const char *name : {"map.png", "map.svg", "map.pdf"})
            QVERIFY(QFileInfo(dir.filePath(QString::fromLatin1(name))).size() > 1000);
        // The units are drawn as shapes in a vector export, not as the pictures the screen keeps of them.
        QFile svg(dir.filePath(QStringLiteral("map.svg")));
        QVERIFY(svg.open(QIODevice::ReadOnly));
        const QByteArray text = svg.readAll();
        QVERIFY(text.count("<path") > 300);
        QCOMPARE(text.count("<image"), 0);
        const QImage image = ui::renderMapImage(m_window->mapScene(), 0.5);
        QVERIFY(!image.isNull());
    }

    void togglesHideOrders()
    {
        typeAll({QStringLiteral("A par - bur"), QStringLiteral("A mun - ruh")});
        QCOMPARE(m_window->mapScene()->orderItemCount(), 2);
        QVERIFY(m_window->mapScene()->orderAt(unitPlace(QStringLiteral("par")) * 0.5 +
                                              unitPlace(QStringLiteral("bur")) * 0.5) >= -1);
        m_window->action(QStringLiteral("showPower_france"))->trigger();
        QVERIFY(!m_window->mapScene()->powerVisible(m_map->findPower(u"france")));
        m_window->action(QStringLiteral("showOrdersAction"))->trigger();
        QVERIFY(!m_window->mapScene()->ordersVisible());
    }

    void redrawBenchmark()
    {
        // Every unit with an order, then a full repaint of the view: the benchmark the issue asks for.
        typeAll({QStringLiteral("A vie - gal"),
                 QStringLiteral("A bud - ser"),
                 QStringLiteral("F tri - alb"),
                 QStringLiteral("F lon - nth"),
                 QStringLiteral("F edi - nwg"),
                 QStringLiteral("A lvp - yor"),
                 QStringLiteral("F bre - mao"),
                 QStringLiteral("A par - bur"),
                 QStringLiteral("A mar S A par - bur"),
                 QStringLiteral("F kie - den"),
                 QStringLiteral("A ber - kie"),
                 QStringLiteral("A mun - ruh"),
                 QStringLiteral("F nap - ion"),
                 QStringLiteral("A rom - apu"),
                 QStringLiteral("A ven H"),
                 QStringLiteral("A war - gal"),
                 QStringLiteral("A mos - ukr"),
                 QStringLiteral("F sev - bla"),
                 QStringLiteral("F stp/sc - bot"),
                 QStringLiteral("F ank - bla"),
                 QStringLiteral("A con - bul"),
                 QStringLiteral("A smy - arm")});
        m_window->resize(1920, 1080);
        QTest::qWait(50);
        QWidget *viewport = m_window->mapView()->viewport();
        QCOMPARE(m_window->mapScene()->unitItemCount(), 22);
        QCOMPARE(m_window->mapScene()->orderItemCount(), 22);
        // Measured, not asserted (speed is a figure for the notes): run with -iterations N for steadier
        // values.
        QBENCHMARK
        {
            viewport->repaint();
        }
    }

    // A retreat phase whose only dislodged unit has nowhere to go owes no order: Ctrl+Return adjudicates it
    // without asking whether every order is in, and the orders dock does not list it as missing.
    void unitWithNowhereToRetreatOwesNoOrder()
    {
        auto unit = [this](const char *power, UnitType type, const char *location) {
            return Unit{m_map->findPower(QString::fromLatin1(power)), type,
                        m_map->findLocation(QString::fromLatin1(location))};
        };
        // Austria's army in Rumania, attacked from Ukraine with support; Budapest, Galicia, Serbia,
        // Bulgaria and Sevastopol are held.
        Position start = Position::initial(*m_map);
        start.phase = {Season::Fall, 1901, PhaseKind::Movement};
        start.units = {unit("austria", UnitType::Army, "rum"), unit("austria", UnitType::Army, "bud"),
                       unit("austria", UnitType::Army, "gal"), unit("austria", UnitType::Army, "ser"),
                       unit("turkey", UnitType::Army, "bul"),  unit("russia", UnitType::Army, "ukr"),
                       unit("russia", UnitType::Fleet, "sev")};
        Game game(m_map, RuleSettings(), DrawMode::Dias, start);
        QVERIFY(test::playPhase(game, {"Russia: A ukr - rum", "Russia: F sev S A ukr - rum"}));
        QCOMPARE(game.currentEntry().position.phase.kind, PhaseKind::Retreat);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("trapped.arbiter.json"));
        QString error;
        QVERIFY2(saveGame(game, file, &error), qPrintable(error));
        QVERIFY(m_window->openFile(file));
        QCOMPARE(doc()->ordersDue(m_map->findPower(u"austria")), 0);
        QVERIFY(!doc()->hasMissingOrders());
        QString row;
        const QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                if (model->index(r, 0, group).data().toString() == QStringLiteral("A rum"))
                    row = model->index(r, 1, group).data().toString();
            }
        }
        QCOMPARE(row, QStringLiteral("nowhere to retreat: disbands"));

        m_questions.clear();
        QTest::keyClick(m_window->commandLine(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY2(!m_questions.contains(QStringLiteral("Orders Missing")), qPrintable(m_questions.join(u'|')));
        QVERIFY(doc()->game().entry(game.current()).adjudicated);
        QVERIFY2(m_window->resultsReport().contains(QStringLiteral("disbanded: nowhere to retreat")),
                 qPrintable(m_window->resultsReport()));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
