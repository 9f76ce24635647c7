// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// The client in French and in German, installed as the program installs it (ui::installTranslations): the
// menus, a dialog with Qt's own buttons, orders typed with the language's names, and the places shown by
// their names in that language in the orders dock and the map's hover line; the messages of the core's file
// readers (a damaged lesson, a damaged game to import) in German, naming the line.
#include "dialogs/game_info_dialog.h"
#include "dialogs/glossary_dialog.h"
#include "dialogs/lessons_dialog.h"
#include "document/game_document.h"
#include "game_master_window.h"
#include "gui_test_environment.h"
#include "language.h"
#include "main_window.h"
#include "map/data_folders.h"
#include "replay_controller.h"
#include "scene/map_scene.h"
#include "widgets/command_line.h"
#include "widgets/explanation_panel.h"
#include "widgets/history_model.h"
#include "widgets/history_panel.h"
#include "widgets/map_view.h"
#include "widgets/orders_model.h"
#include "widgets/orders_panel.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStatusBar>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace arbiter;
using arbiter::ui::MainWindow;
using test::whenDialogShows;

class TestLanguages : public QObject
{
    Q_OBJECT

  private:
    std::unique_ptr<MainWindow> m_window;

    // The client as it starts in `locale`: translations installed, then the map and the window.
    void startIn(const QLocale &locale)
    {
        ui::installTranslations(locale);
        QString error;
        std::shared_ptr<const Map> map = MainWindow::loadStandardMap(&error);
        QVERIFY2(map, qPrintable(error));
        m_window = test::openGameMasterWindow(map);
    }

    // Types an order line as the game master does (test::typeOrder), letters outside ASCII included, as a
    // German or French keyboard sends them: a key event carrying the letter.
    // The title of the line being played, as the history panel's first row shows it.
    QString historyTitle() const
    {
        return m_window->historyPanel()->model()->index(0, 0).data(Qt::EditRole).toString();
    }

    void typeOrder(const QString &text)
    {
        ui::CommandLine *line = m_window->commandLine();
        line->setFocus();
        for (QChar c : text) {
            if (c.unicode() < 128)
                QTest::keyClick(line, char(c.unicode()));
            else
                QTest::sendKeyEvent(QTest::Click, line, Qt::Key(c.toUpper().unicode()), QString(c),
                                    Qt::NoModifier);
        }
        QTest::keyClick(line, Qt::Key_Escape); // closes a completion popup if one is open
        if (line->text() != text)              // Escape without a popup cleared the line
            line->setText(text);
        QTest::keyClick(line, Qt::Key_Return);
    }

    QStringList menuTitles() const
    {
        QStringList titles;
        for (QAction *a : m_window->menuBar()->actions())
            titles << a->text();
        return titles;
    }

    // Each row of the orders dock as "text | tooltip", power headings included.
    QStringList ordersDock() const
    {
        QStringList rows;
        const QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int r = 0; r < model->rowCount(parent); ++r) {
                const QModelIndex i = model->index(r, 0, parent);
                rows << i.data().toString() + QStringLiteral(" | ") + i.data(Qt::ToolTipRole).toString();
                walk(i);
            }
        };
        walk({});
        return rows;
    }

    // The Game Info dialog, opened by its key: its title and the text of its Cancel button (Qt's own).
    std::pair<QString, QString> gameInfoDialog()
    {
        QString title;
        QString cancel;
        whenDialogShows<ui::GameInfoDialog>([&](ui::GameInfoDialog *dialog) {
            title = dialog->windowTitle();
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            cancel = buttons->button(QDialogButtonBox::Cancel)->text();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        });
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::ShiftModifier);
        [&] { QTRY_VERIFY(!title.isEmpty()); }();
        test::activateAgain(m_window.get());
        return {title, cancel};
    }

    // Whether the entered orders hold `unit` moving to `target` (both location ids).
    bool hasMove(const QString &unit, const QString &target) const
    {
        const Map &map = m_window->document()->map();
        for (const EnteredOrder &o : m_window->document()->orders()) {
            if (o.order.type == OrderType::Move && map.location(o.order.unit.location).id == unit &&
                map.location(o.order.target.location).id == target)
                return true;
        }
        return false;
    }

    // The order rows of the orders dock whose state text (a result, the reason of an illegal order) the
    // game master cannot read whole without selecting it: its column reaches past the dock, or the row is
    // lower than the text wrapped in the column. `wrapped` counts the texts that need more than one line.
    QStringList statesCut(int *wrapped) const
    {
        QTreeView *view = m_window->ordersPanel()->view();
        const QHeaderView *header = view->header();
        const int column = ui::OrdersModel::StateColumn;
        QStringList cut;
        if (header->sectionViewportPosition(column) + header->sectionSize(column) > view->viewport()->width())
            cut << QStringLiteral("the state column reaches past the dock");
        // The room the style gives a cell's text: its width less the focus frame's margin on each side.
        const int margin = 2 * (view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
        const QAbstractItemModel *model = view->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                const QModelIndex state = model->index(r, column, group);
                const QString text = state.data().toString();
                const QVariant font = state.data(Qt::FontRole);
                const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
                const int needed = metrics
                                       .boundingRect(QRect(0, 0, header->sectionSize(column) - margin, 10000),
                                                     Qt::TextWordWrap, text)
                                       .height();
                if (needed > metrics.height())
                    ++*wrapped;
                const int height = view->visualRect(state).height();
                if (height < needed)
                    cut << QStringLiteral("%1 (%2 px high, %3 needed)").arg(text).arg(height).arg(needed);
            }
        }
        return cut;
    }

  private slots:
    void initTestCase() { test::isolateFromUserData(QStringLiteral("arbiter-languages-test")); }

    void cleanup()
    {
        m_window.reset();
        ui::installTranslations(QLocale(QLocale::English));
    }

    void french()
    {
        startIn(QLocale(QLocale::French, QLocale::France));
        QVERIFY2(ui::translationLanguage().startsWith(u"fr"), qPrintable(ui::translationLanguage()));
        const QStringList titles = menuTitles();
        QVERIFY2(titles.contains(QStringLiteral("&Fichier")) && titles.contains(QStringLiteral("&Partie")) &&
                     titles.contains(QStringLiteral("&Ordres")),
                 qPrintable(titles.join(u' ')));

        const auto [title, cancel] = gameInfoDialog();
        QCOMPARE(title, QStringLiteral("Informations de la partie"));
        QCOMPARE(QString(cancel).remove(u'&'), QStringLiteral("Annuler")); // qtbase_fr

        // The order line's example names its power in French.
        const QString hint = m_window->commandLine()->placeholderText();
        QVERIFY2(hint.contains(QStringLiteral("Angleterre: F lon - ")) &&
                     !hint.contains(QStringLiteral("England")),
                 qPrintable(hint));

        // Orders typed with French names and abbreviations, and the English ones, which always work.
        typeOrder(QStringLiteral("Allemagne: A mun - bou"));
        typeOrder(QStringLiteral("Angleterre: F Londres - Mer du Nord"));
        typeOrder(QStringLiteral("France: A par - pic"));
        typeOrder(QStringLiteral("Autriche: A Vienne - Galicie"));
        QVERIFY(hasMove(QStringLiteral("mun"), QStringLiteral("bur")));
        QVERIFY(hasMove(QStringLiteral("lon"), QStringLiteral("nth")));
        QVERIFY(hasMove(QStringLiteral("par"), QStringLiteral("pic")));
        QVERIFY(hasMove(QStringLiteral("vie"), QStringLiteral("gal")));

        // The dock: powers by their French names, orders in the abbreviations, the places in full French
        // in the tooltip.
        const QStringList rows = ordersDock();
        QVERIFY2(rows.filter(QStringLiteral("Allemagne |")).size() == 1, qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.filter(QStringLiteral("A mun - bur | A Munich - Bourgogne\n")).size() == 1,
                 qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.filter(QStringLiteral("A Vienne - Galicie")).size() == 1, qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.filter(QStringLiteral("F edi | Édimbourg")).size() == 1, qPrintable(rows.join(u'\n')));
        test::saveScreenshot(m_window.get(), QStringLiteral("main-window-fr"));
    }

    void german()
    {
        startIn(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY2(ui::translationLanguage().startsWith(u"de"), qPrintable(ui::translationLanguage()));
        QVERIFY2(menuTitles().contains(QStringLiteral("&Datei")), qPrintable(menuTitles().join(u' ')));
        const auto [title, cancel] = gameInfoDialog();
        QCOMPARE(QString(cancel).remove(u'&'), QStringLiteral("Abbrechen")); // qtbase_de
        QVERIFY(title != QStringLiteral("Game Info"));

        typeOrder(QStringLiteral("Deutschland: A mün - bur"));
        typeOrder(QStringLiteral("Österreich: A Wien - Böhmen"));
        typeOrder(QStringLiteral("Russland: A Moskau - Ukraine"));
        QVERIFY(hasMove(QStringLiteral("mun"), QStringLiteral("bur")));
        QVERIFY(hasMove(QStringLiteral("vie"), QStringLiteral("boh")));
        QVERIFY(hasMove(QStringLiteral("mos"), QStringLiteral("ukr")));
        const QStringList rows = ordersDock();
        QVERIFY2(rows.filter(QStringLiteral("Deutschland |")).size() == 1, qPrintable(rows.join(u'\n')));
        QVERIFY2(rows.filter(QStringLiteral("A mun - bur | A München - Burgund")).size() == 1,
                 qPrintable(rows.join(u'\n')));
        test::saveScreenshot(m_window.get(), QStringLiteral("main-window-de"));
        // What the reader could not understand is said in German too.
        typeOrder(QStringLiteral("Deutschland: A mün - xyz"));
        QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("unbekannter Ort")),
                 qPrintable(m_window->statusBar()->currentMessage()));
    }

    void germanFileMessages()
    {
        // A teacher's lesson with a bad unit type on line 4, an unknown place on line 5, and no END.
        const QString folder = userLessonsFolder();
        QVERIFY(QDir().mkpath(folder));
        const QString lesson = folder + QStringLiteral("/kaputt.txt");
        {
            QFile file(lesson);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("CASE Kaputt\n"
                       "PRESTATE_SETPHASE Spring 1901, Movement\n"
                       "PRESTATE\n"
                       "    Austria: G vie\n"
                       "    Austria: A xyz\n"
                       "POSTSTATE_SAME\n");
        }
        startIn(QLocale(QLocale::German, QLocale::Germany));
        QString notified;
        m_window->setNotifier([&](const QString &title, const QString &text) {
            notified = title + QStringLiteral("\n") + text;
        });

        // Help → Lessons by its key: the problems of the file, in German, each with its line.
        QTest::keyClick(m_window.get(), Qt::Key_F1, Qt::ControlModifier);
        auto *dialog = m_window->findChild<ui::LessonsDialog *>();
        QVERIFY(dialog);
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QString problems = dialog->findChild<QLabel *>(QStringLiteral("lessonProblems"))->text();
        QFile::remove(lesson);
        QDir(folder).removeRecursively();
        QVERIFY2(problems.contains(
                     lesson +
                     QStringLiteral(":4: unbekannte Einheitenart „G“ (A für eine Armee, F für eine Flotte)")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(lesson + QStringLiteral(":5: unbekannter Ort „xyz“")),
                 qPrintable(problems));
        QVERIFY2(problems.contains(lesson + QStringLiteral(":6: Fall „Kaputt“ hat kein END")),
                 qPrintable(problems));
        dialog->close();
        test::activateAgain(m_window.get());

        // File → Import Game by its key, a MILA game broken on its third line: refused, in German, with the
        // phase, the part and the line.
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("kaputt.json"));
        {
            QFile file(broken);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"id\": \"kaputt\", \"phases\": [\n"
                       "  {\"name\": \"S1901M\", \"state\": {\"units\":\n"
                       "    {\"FRANCE\": [\"A PAR\" \"A MAR\"]}}}]}\n");
        }
        whenDialogShows<QFileDialog>([&](QFileDialog *files) {
            files->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"))->setText(broken);
            static_cast<QDialog *>(files)->accept();
        });
        QTest::keyClick(m_window.get(), Qt::Key_I, Qt::ControlModifier | Qt::AltModifier);
        QTRY_VERIFY(!notified.isEmpty());
        QVERIFY2(
            notified.contains(QStringLiteral("Phase 1 (S1901M), Stellung, Zeile 3: unerwartetes Zeichen")),
            qPrintable(notified));
        QVERIFY2(!notified.contains(QStringLiteral("line")), qPrintable(notified));
    }

    // After a crash, the question whether to restore the game gives its time as German writes it, whatever
    // the system's locale.
    void germanRecoveryQuestionDate()
    {
        const QLocale system;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        startIn(QLocale(QLocale::German, QLocale::Germany));
        typeOrder(QStringLiteral("Deutschland: A mün - bur"));
        QTRY_VERIFY(!m_window->autosave()->writePending());
        m_window.reset(); // killed: the recovery file stays

        QString error;
        // The window's own question, in German, read from its dialog.
        auto window = test::openGameMasterWindow(
            MainWindow::loadStandardMap(&error),
            test::WindowSettings{.asker = nullptr, .size = {}, .keepRecoveryFile = true});
        QString question;
        whenDialogShows<QMessageBox>([&](QMessageBox *box) {
            question = box->text();
            QTest::mouseClick(box->button(QMessageBox::Discard), Qt::LeftButton);
        });
        QVERIFY(!window->offerRecovery());
        QLocale::setDefault(system);
        // "25.11.26 14:30", not "25 Nov 2026 14:30" nor "25/11/2026".
        static const QRegularExpression germanDate(
            QStringLiteral("\\b\\d\\d\\.\\d\\d\\.\\d\\d \\d\\d:\\d\\d\\b"));
        QVERIFY2(germanDate.match(question).hasMatch(), qPrintable(question));
    }

    // A what-if made in English and read in German is titled in German, on its line and on its first phase.
    void whatIfIsTitledInTheReadersLanguage()
    {
        startIn(QLocale(QLocale::English));
        typeOrder(QStringLiteral("Germany: A mun - bur"));
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(m_window->document()->game().phaseCount(), 2);
        m_window->replay()->view(0);
        QTest::keyClick(m_window.get(), Qt::Key_B, Qt::ControlModifier); // Play from Here
        const Game &english = m_window->document()->game();
        QCOMPARE(english.phaseCount(), 3);
        QVERIFY2(historyTitle().startsWith(QStringLiteral("What-if from Spring 1901")),
                 qPrintable(historyTitle()));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("what-if.arbiter.json"));
        QVERIFY(m_window->saveFile(file));

        startIn(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY(m_window->openFile(file));
        QVERIFY2(historyTitle().startsWith(QStringLiteral("Was-wäre-wenn ab Frühjahr 1901")),
                 qPrintable(historyTitle()));
        // The row of the what-if's first phase is tagged with its title too.
        ui::HistoryModel *model = m_window->historyPanel()->model();
        const QString row = model->indexForEntry(m_window->document()->game().current()).data().toString();
        QVERIFY2(row.startsWith(QStringLiteral("Frühjahr 1901 Bewegung [Was-wäre-wenn ab Frühjahr 1901]")),
                 qPrintable(row));
    }

    // A teacher's lesson whose POSTSTATE the judge does not give: Help → Lessons names the units that
    // differ in German, none of the sentence left in English.
    void germanLessonOutcomeDifferences()
    {
        const QString folder = userLessonsFolder();
        QVERIFY(QDir().mkpath(folder));
        const QString path = folder + QStringLiteral("/wrong_outcome.txt");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("CASE Wrong\n"
                   "PRESTATE_SETPHASE Spring 1901, Movement\n"
                   "PRESTATE\n"
                   "    France: A par\n"
                   "ORDERS\n"
                   "    France: A par H\n"
                   "POSTSTATE\n"
                   "    France: A bur\n"
                   "END\n");
        file.close();
        startIn(QLocale(QLocale::German, QLocale::Germany));
        ui::LessonsDialog *dialog = m_window->showLessons();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        const QString shown = dialog->findChild<QLabel *>(QStringLiteral("lessonProblems"))->text();
        QFile::remove(path);
        dialog->close();
        QVERIFY2(shown.contains(QStringLiteral("France: A bur")) &&
                     shown.contains(QStringLiteral("France: A par")),
                 qPrintable(shown));
        for (const char *english : {"expected", "got none", "unexpected"})
            QVERIFY2(!shown.contains(QLatin1StringView(english)), qPrintable(shown));
    }

    // In French the set-up banner's sentence is long enough to reach the map's title plate in a wide window;
    // both stay readable: the banner does not lie over the phase the plate names.
    void frenchSetUpBannerLeavesThePhaseReadable()
    {
        startIn(QLocale(QLocale::French, QLocale::France));
        m_window->resize(1900, 1000);
        QTest::qWait(50);
        QTest::keyClick(m_window.get(), Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->settingUp());
        ui::MapView *view = m_window->mapView();
        QVERIFY2(view->banner().startsWith(QStringLiteral("Préparation de Printemps 1901")),
                 qPrintable(view->banner()));
        const auto *scene = qobject_cast<const ui::MapScene *>(view->scene());
        QVERIFY(scene && !scene->titleRect().isEmpty());
        QCOMPARE(scene->titleText().value(0), QStringLiteral("Printemps 1901"));
        const QRect title = view->mapFromScene(scene->titleRect()).boundingRect();
        const QRect banner = view->bannerRect();
        QVERIFY2(!banner.intersects(title), qPrintable(QStringLiteral("banner %1,%2 %3x%4, title %5,%6 %7x%8")
                                                           .arg(banner.x())
                                                           .arg(banner.y())
                                                           .arg(banner.width())
                                                           .arg(banner.height())
                                                           .arg(title.x())
                                                           .arg(title.y())
                                                           .arg(title.width())
                                                           .arg(title.height())));
        QVERIFY(QRect(QPoint(), view->viewport()->size()).contains(banner));
    }

    // The results in the orders dock at its width as the window opens, in each language: a result or a
    // reason longer than the dock is wide goes on over more lines of its row, not cut at the dock's edge
    // ("failed: bounced (A M…", "illegal, ignored: the unit can…").
    void ordersDockResultsAreReadWhole_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::newRow("en") << QLocale(QLocale::English);
        QTest::newRow("de") << QLocale(QLocale::German, QLocale::Germany);
        QTest::newRow("fr") << QLocale(QLocale::French, QLocale::France);
    }

    void ordersDockResultsAreReadWhole()
    {
        QFETCH(QLocale, locale);
        startIn(locale);
        // Three armies bounce in Burgundy, Austria and Italy in Trieste and Venice; Italy's fleet cannot
        // reach Trieste (the English names work in every language).
        for (const char *line : {"Germany: A mun - bur", "France: A par - bur", "France: A mar - bur",
                                 "Austria: F tri - ven", "Italy: A ven - tri", "Italy: F nap - tri"})
            typeOrder(QString::fromLatin1(line));
        QCOMPARE(m_window->document()->orders().size(), std::size_t(6));
        QCoreApplication::processEvents(); // laid out and painted, as the event loop would
        int wrapped = 0;
        QStringList cut = statesCut(&wrapped);
        test::saveScreenshot(m_window->ordersPanel(),
                             QStringLiteral("orders-dock-illegal-") + locale.bcp47Name());
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));

        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(m_window->document()->lastResults());
        QCoreApplication::processEvents();
        wrapped = 0;
        cut = statesCut(&wrapped);
        test::saveScreenshot(m_window->ordersPanel(),
                             QStringLiteral("orders-dock-results-") + locale.bcp47Name());
        QVERIFY2(wrapped > 0, "no result is longer than the dock is wide: the test tells nothing");
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));

        // Shown again from the orders (Ctrl+R twice: the orders, then the results), the results still wrap.
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
        QCoreApplication::processEvents();
        QTest::keyClick(m_window.get(), Qt::Key_R, Qt::ControlModifier);
        QCoreApplication::processEvents();
        wrapped = 0;
        cut = statesCut(&wrapped);
        QVERIFY2(wrapped > 0, "the results are not shown again");
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    }

    // An illegal order in German: the Orders dock's result and the Explanation dock call it by the same
    // word (not "regelwidrig" in one and "ungültig" in the other).
    void germanIllegalOrderIsNamedAlikeInBothDocks()
    {
        startIn(QLocale(QLocale::German, QLocale::Germany));
        typeOrder(QStringLiteral("Italy: F nap - tri"));
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(m_window->document()->lastResults());
        QVERIFY(test::clickOrderRow(m_window.get(), QStringLiteral("F nap - tri")));
        const QModelIndex row = m_window->ordersPanel()->view()->currentIndex();
        const QString result = row.siblingAtColumn(ui::OrdersModel::StateColumn).data().toString();
        // The state's word, before what follows it ("…, ignoriert: …").
        const QString word = result.section(u',', 0, 0).section(u':', 0, 0).trimmed();
        QVERIFY2(!word.isEmpty(), qPrintable(result));
        const QString explained = m_window->explanationPanel()->text();
        QVERIFY2(explained.contains(word, Qt::CaseInsensitive),
                 qPrintable(QStringLiteral("%1 | %2").arg(result, explained)));
    }

    // The German glossary's longest term is shown whole: the list is as wide as its longest term, without a
    // horizontal scroll bar.
    void germanGlossaryListShowsEveryTermWhole()
    {
        startIn(QLocale(QLocale::German, QLocale::Germany));
        QTest::keyClick(m_window.get(), Qt::Key_F1, Qt::ControlModifier | Qt::ShiftModifier);
        auto *glossary = m_window->findChild<ui::GlossaryDialog *>();
        QVERIFY(glossary && QTest::qWaitForWindowExposed(glossary));
        QListWidget *list = glossary->list();
        QVERIFY(!list->findItems(QStringLiteral("unterbrochene Unterstützung"), Qt::MatchExactly).isEmpty());
        for (int row = 0; row < list->count(); ++row) {
            const QRect shown = list->visualItemRect(list->item(row));
            const int needed = list->fontMetrics().horizontalAdvance(list->item(row)->text());
            QVERIFY2(needed <= list->viewport()->width() && shown.width() >= needed,
                     qPrintable(QStringLiteral("%1: %2 px needed, %3 shown")
                                    .arg(list->item(row)->text())
                                    .arg(needed)
                                    .arg(list->viewport()->width())));
        }
        QVERIFY(!list->horizontalScrollBar()->isVisible());
        glossary->close();
    }

    void englishAgain()
    {
        // Back in English (as the other GUI tests run): the names of the map's tables.
        startIn(QLocale(QLocale::English));
        QVERIFY(menuTitles().contains(QStringLiteral("&File")));
        typeOrder(QStringLiteral("Germany: A mun - bur"));
        QVERIFY2(ordersDock().filter(QStringLiteral("A mun - bur | A Munich - Burgundy")).size() == 1,
                 qPrintable(ordersDock().join(u'\n')));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
