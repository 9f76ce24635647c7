// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Explanations in the class's own words: View → Full Place Names, clicked, changes at once the Explanation
// dock, the orders dock's results and the table display; the words of the rules in the dock open Help →
// Glossary at their term, as the Help menu opens it, and a term's lesson link opens that lesson in Help →
// Lessons; and a German explanation with its places written out.
#include "game_master_window.h"
#include "gui_test_environment.h"

#include "dialogs/glossary_dialog.h"
#include "dialogs/lessons_dialog.h"
#include "document/game_document.h"
#include "language.h"
#include "main_window.h"
#include "place_naming_setting.h"
#include "widgets/explanation_panel.h"
#include "widgets/orders_panel.h"
#include "window/table_display.h"

#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QTextBrowser>
#include <QTreeView>
#include <QTreeWidget>

using namespace arbiter;
using arbiter::ui::MainWindow;

class TestExplanationWords : public QObject
{
    Q_OBJECT

  private:
    std::shared_ptr<const Map> m_map;
    std::unique_ptr<MainWindow> m_window;

    // Clicks the row of the order whose text starts with `text` in the orders dock; returns its result
    // text as the dock shows it (the row's second column).
    QString clickOrderRow(const QString &text)
    {
        if (!test::clickOrderRow(m_window.get(), text)) {
            QTest::qFail(qPrintable(QStringLiteral("no order row %1").arg(text)), __FILE__, __LINE__);
            return {};
        }
        return resultOf(text);
    }

    // The result the orders dock shows for the order whose text starts with `text`.
    QString resultOf(const QString &text) const
    {
        QAbstractItemModel *model = m_window->ordersPanel()->view()->model();
        for (int g = 0; g < model->rowCount(); ++g) {
            const QModelIndex group = model->index(g, 0);
            for (int r = 0; r < model->rowCount(group); ++r) {
                if (model->index(r, 0, group).data().toString().startsWith(text))
                    return model->index(r, 1, group).data().toString();
            }
        }
        return {};
    }

    QString explanation() const { return m_window->explanationPanel()->text(); }

    // Opens the menu titled `menu` in the menu bar and clicks its entry `entry`, both by the mouse.
    void clickMenuEntry(const QString &menu, const QString &entry)
    {
        QMenuBar *bar = m_window->menuBar();
        QMenu *popup = nullptr;
        for (QAction *top : bar->actions()) {
            if (top->text().remove(u'&') != menu)
                continue;
            QTest::mouseClick(bar, Qt::LeftButton, Qt::NoModifier, bar->actionGeometry(top).center());
            popup = top->menu();
        }
        QVERIFY2(popup, qPrintable(menu));
        QTRY_VERIFY(popup->isVisible());
        for (QAction *a : popup->actions()) {
            if (a->text().remove(u'&') == entry) {
                QTest::mouseClick(popup, Qt::LeftButton, Qt::NoModifier, popup->actionGeometry(a).center());
                QTRY_VERIFY(!popup->isVisible());
                return;
            }
        }
        QFAIL(qPrintable(QStringLiteral("no entry %1 in %2").arg(entry, menu)));
    }

    // Clicks in `browser` on the text `word` where it first stands after `after`.
    static void clickWord(QTextBrowser *browser, const QString &word, const QString &after = {})
    {
        const QString text = browser->toPlainText();
        const qsizetype at = text.indexOf(word, after.isEmpty() ? 0 : text.indexOf(after));
        QVERIFY2(at >= 0, qPrintable(word + QStringLiteral(" not in: ") + text));
        QTextCursor cursor(browser->document());
        cursor.setPosition(int(at + word.size() / 2));
        QTest::mouseClick(browser->viewport(), Qt::LeftButton, Qt::NoModifier,
                          browser->cursorRect(cursor).center());
    }

  private slots:
    void initTestCase()
    {
        test::isolateFromUserData(QStringLiteral("arbiter-explanation-words-test"));
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
        ui::PlaceNamingSetting::instance()->setWrittenOut(true);
    }

    void fullNamesToggledByTheViewMenu()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        QAction *action = m_window->action(QStringLiteral("fullPlaceNamesAction"));
        QVERIFY(action && action->isChecked()); // on by default
        // Written out: the dock, the orders dock's result and the table display.
        QCOMPARE(clickOrderRow(QStringLiteral("A mun - bur")), QStringLiteral("failed: bounced (A Paris)"));
        QVERIFY2(explanation().contains(QStringLiteral("hold 0: Burgundy is empty")),
                 qPrintable(explanation()));
        QVERIFY2(explanation().contains(QStringLiteral("prevent 2: A Paris with support from A Marseilles")),
                 qPrintable(explanation()));
        QTest::keyClick(m_window.get(), Qt::Key_F9);
        ui::TableDisplay *table = m_window->tableDisplay();
        QVERIFY(table && table->isVisible());
        QVERIFY2(table->resultsText().contains(QStringLiteral("bounced (A Paris)")),
                 qPrintable(table->resultsText()));
        test::activateAgain(m_window.get());

        clickMenuEntry(QStringLiteral("View"), QStringLiteral("Full Place Names"));
        QVERIFY(!action->isChecked());
        QVERIFY(!ui::PlaceNamingSetting::instance()->writtenOut());
        QCOMPARE(QSettings().value(ui::PlaceNamingSetting::settingsKey()).toBool(), false);
        // At once, without selecting the order again.
        QVERIFY2(explanation().contains(QStringLiteral("hold 0: bur is empty")), qPrintable(explanation()));
        QVERIFY2(explanation().contains(QStringLiteral("prevent 2: A par with support from A mar")),
                 qPrintable(explanation()));
        QCOMPARE(resultOf(QStringLiteral("A mun - bur")), QStringLiteral("failed: bounced (A par)"));
        QVERIFY2(table->resultsText().contains(QStringLiteral("bounced (A par)")),
                 qPrintable(table->resultsText()));
        // The order itself keeps its notation either way.
        QVERIFY(explanation().startsWith(QStringLiteral("Germany: A mun - bur")));

        clickMenuEntry(QStringLiteral("View"), QStringLiteral("Full Place Names"));
        QVERIFY(action->isChecked());
        QVERIFY2(explanation().contains(QStringLiteral("hold 0: Burgundy is empty")),
                 qPrintable(explanation()));
        QCOMPARE(resultOf(QStringLiteral("A mun - bur")), QStringLiteral("failed: bounced (A Paris)"));
    }

    void glossaryOpenedFromAWordOfTheDock()
    {
        test::playSupportedAttackOnBurgundy(&m_window, m_map);
        QVERIFY(!QTest::currentTestFailed());
        clickOrderRow(QStringLiteral("A mun - bur"));
        QTextBrowser *dock = m_window->explanationPanel()->browser();
        clickWord(dock, QStringLiteral("hold"), QStringLiteral("against"));
        auto *glossary = m_window->findChild<ui::GlossaryDialog *>();
        QVERIFY(glossary);
        QTRY_VERIFY(glossary->isVisible());
        QCOMPARE(glossary->currentTerm(), QStringLiteral("hold-strength"));
        QVERIFY2(glossary->browser()->toPlainText().contains(QStringLiteral("support to hold")),
                 qPrintable(glossary->browser()->toPlainText()));
        // Another word, another term: "prevent" in the same explanation.
        test::activateAgain(m_window.get());
        clickWord(dock, QStringLiteral("prevent"));
        QCOMPARE(glossary->currentTerm(), QStringLiteral("prevent-strength"));

        // The lesson that shows it, clicked, opens in Help → Lessons.
        glossary->showTerm(QStringLiteral("hold-strength"));
        clickWord(glossary->browser(), QStringLiteral("6.D.1"));
        auto *lessons = m_window->findChild<ui::LessonsDialog *>();
        QVERIFY(lessons);
        QTRY_VERIFY(lessons->isVisible());
        const int shown = lessons->currentLesson();
        QVERIFY(shown >= 0);
        QCOMPARE(lessons->library().lessons[std::size_t(shown)].name(), QStringLiteral("6.D.1"));
        lessons->close();
        glossary->close();
    }

    void glossaryFromTheHelpMenu()
    {
        m_window = test::openGameMasterWindow(m_map);
        clickMenuEntry(QStringLiteral("Help"), QStringLiteral("Glossary…"));
        auto *glossary = m_window->findChild<ui::GlossaryDialog *>();
        QVERIFY(glossary);
        QTRY_VERIFY(glossary->isVisible());
        // Every term of the issue, each with a lesson of the library.
        QStringList terms;
        for (int row = 0; row < glossary->list()->count(); ++row)
            terms << glossary->list()->item(row)->text();
        QCOMPARE(terms, (QStringList{QStringLiteral("hold strength"), QStringLiteral("attack strength"),
                                     QStringLiteral("defend strength"), QStringLiteral("prevent strength"),
                                     QStringLiteral("cut support"), QStringLiteral("dislodged"),
                                     QStringLiteral("standoff (bounce)"), QStringLiteral("convoy paradox")}));
        for (int row = 0; row < glossary->list()->count(); ++row) {
            QTest::mouseClick(glossary->list()->viewport(), Qt::LeftButton, Qt::NoModifier,
                              glossary->list()->visualItemRect(glossary->list()->item(row)).center());
            const QString text = glossary->browser()->toPlainText();
            // "Shown in the lesson 6.X.N: its title."
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("lesson 6\\.[A-Z]\\.\\d+: \\w"))),
                     qPrintable(text));
        }
        glossary->close();
    }

    void germanExplanationWithFullNames()
    {
        ui::installTranslations(QLocale(QLocale::German));
        QString error;
        std::shared_ptr<const Map> german = MainWindow::loadStandardMap(&error);
        QVERIFY2(german, qPrintable(error));
        m_window = test::openGameMasterWindow(german);
        for (const char *line : {"France: A par - bur", "A mar S A par - bur", "Germany: A mun - bur"})
            test::typeOrder(m_window.get(), QString::fromLatin1(line));
        QTest::keyClick(m_window.get(), Qt::Key_Return, Qt::ControlModifier);
        clickOrderRow(QStringLiteral("A mun - bur"));
        const QString text = explanation();
        ui::installTranslations(QLocale(QLocale::English));
        for (const QString &part :
             {QStringLiteral("Haltestärke 0: die Provinz Burgund ist leer"),
              QStringLiteral("Verhinderungsstärke 2: A Paris mit Unterstützung von A Marseille"),
              QStringLiteral("abgeprallt (A Paris)")})
            QVERIFY2(text.contains(part), qPrintable(text));
        // The German word of the rules links to the glossary too.
        const QString html = m_window->explanationPanel()->browser()->toHtml();
        QVERIFY2(html.contains(QStringLiteral("glossary:hold-strength")), qPrintable(html));
        auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("explanationDock"));
        QVERIFY(dock);
        dock->resize(560, dock->height());
        test::saveScreenshot(dock, QStringLiteral("explanation-de-full-names"));
    }
};

QTEST_MAIN(TestExplanationWords)
#include "tst_explanation_words.moc"
