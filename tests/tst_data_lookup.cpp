// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Where the programs find the standard map and the DATC case library: the user's data folder, the
// installation they run from, the system data folders, and last the copy built into the program. Never a
// path of the source tree.
#include "map/data_folders.h"
#include "map/map.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestDataLookup : public QObject
{
    Q_OBJECT

    // Folders of this test only: other tests run at the same time and must keep finding the real map.
    QTemporaryDir m_system; // stands for $XDG_DATA_DIRS
    QTemporaryDir m_home;   // stands for $XDG_DATA_HOME
    QString m_installed;    // <bin>/../share/arbiter, as an installed prefix has it (bin is the test's own)
    QString m_user;

    // A copy of the map under <base>/maps/standard, with a province renamed so that the copy read is known.
    static void copyMap(const QString &base, const QString &marker,
                        const QString &name = QStringLiteral("standard"))
    {
        const QString folder = base + QStringLiteral("/maps/") + name;
        QVERIFY(QDir().mkpath(folder + QStringLiteral("/starts")));
        const QDir builtIn(QStringLiteral(":/arbiter/maps/standard"));
        QStringList files = builtIn.entryList(QDir::Files);
        for (const QString &start : QDir(builtIn.filePath(QStringLiteral("starts"))).entryList(QDir::Files))
            files << QStringLiteral("starts/") + start;
        for (const QString &name : files) {
            QFile in(QStringLiteral(":/arbiter/maps/standard/") + name);
            QVERIFY(in.open(QIODevice::ReadOnly));
            QByteArray data = in.readAll();
            if (name == QStringLiteral("provinces.csv"))
                data.replace("Paris", marker.toUtf8());
            QFile out(folder + u'/' + name);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(data);
        }
    }

    static QString parisName()
    {
        QString error;
        const std::optional<Map> map = Map::load(Map::standardMapDirectory(), &error);
        if (!map)
            return error;
        return map->province(map->findProvince(u"par")).name;
    }

  private slots:
    void initTestCase()
    {
        qputenv("XDG_DATA_DIRS", QFile::encodeName(m_system.path()));
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.path()));
        m_user = m_home.path() + QStringLiteral("/arbiter");
        QCOMPARE(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation), m_home.path());
        m_installed =
            QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../share/arbiter"));
        QVERIFY2(!QFileInfo::exists(m_installed), "a test build must not sit in an install tree");
    }

    void cleanup()
    {
        QDir(m_user).removeRecursively();
        QDir(m_installed).removeRecursively();
        QDir(m_system.path() + QStringLiteral("/arbiter")).removeRecursively();
    }

    void builtInCopyIsTheLastResort()
    {
        QCOMPARE(standardMapFolder(), QStringLiteral(":/arbiter/maps/standard"));
        QCOMPARE(Map::standardMapDirectory(), standardMapFolder());
        QCOMPARE(parisName(), QStringLiteral("Paris"));
        QVERIFY(QFile::exists(standardMapFolder() + QStringLiteral("/standard.svg")));
        QCOMPARE(datcLibraryFolder(), QStringLiteral(":/arbiter/datc"));
        const QStringList cases = QDir(datcLibraryFolder()).entryList({QStringLiteral("*.txt")});
        QVERIFY(cases.contains(QStringLiteral("6a_basic.txt")));
        QVERIFY(cases.contains(QStringLiteral("6j_civil_disorder.txt")));
    }

    void searchOrderIsUserInstalledSystemBuiltIn()
    {
        const QStringList path = dataSearchPath();
        QCOMPARE(path.size(), 4);
        QCOMPARE(path.at(0), m_user);
        QCOMPARE(path.at(1), m_installed);
        QCOMPARE(path.at(2), m_system.path() + QStringLiteral("/arbiter"));
        QCOMPARE(path.at(3), QStringLiteral(":/arbiter"));
    }

    void systemFolderComesBeforeTheBuiltInCopy()
    {
        copyMap(m_system.path() + QStringLiteral("/arbiter"), QStringLiteral("System Paris"));
        QCOMPARE(parisName(), QStringLiteral("System Paris"));
    }

    void installedCopyComesBeforeTheSystemFolders()
    {
        copyMap(m_system.path() + QStringLiteral("/arbiter"), QStringLiteral("System Paris"));
        copyMap(m_installed, QStringLiteral("Installed Paris"));
        QCOMPARE(standardMapFolder(), m_installed + QStringLiteral("/maps/standard"));
        QCOMPARE(parisName(), QStringLiteral("Installed Paris"));
    }

    void usersOwnCopyComesFirst()
    {
        copyMap(m_installed, QStringLiteral("Installed Paris"));
        copyMap(m_user, QStringLiteral("User Paris"));
        QCOMPARE(parisName(), QStringLiteral("User Paris"));
    }

    // Maps are found by name in every data folder, the standard map listed first, a name once; a folder
    // without a map's tables is none.
    void mapsAreFoundByName()
    {
        // The built-in maps: the standard one first.
        QCOMPARE(availableMaps(), (QStringList{QStringLiteral("standard"), QStringLiteral("ancmed")}));
        copyMap(m_user, QStringLiteral("Lutetia"), QStringLiteral("lutetia"));
        copyMap(m_system.path() + QStringLiteral("/arbiter"), QStringLiteral("Alesia"),
                QStringLiteral("alesia"));
        copyMap(m_system.path() + QStringLiteral("/arbiter"), QStringLiteral("Other Lutetia"),
                QStringLiteral("lutetia"));
        QVERIFY(QDir().mkpath(m_user + QStringLiteral("/maps/empty")));
        QCOMPARE(availableMaps(), (QStringList{QStringLiteral("standard"), QStringLiteral("alesia"),
                                               QStringLiteral("ancmed"), QStringLiteral("lutetia")}));
        QCOMPARE(mapFolder(QStringLiteral("lutetia")), m_user + QStringLiteral("/maps/lutetia"));
        QCOMPARE(mapFolder(QStringLiteral("empty")), QString());
        QCOMPARE(mapFolder(QStringLiteral("../maps/lutetia")), QString());
        QString error;
        const std::shared_ptr<const Map> map = Map::open(QStringLiteral("lutetia"), &error);
        QVERIFY2(map, qPrintable(error));
        QCOMPARE(map->name(), QStringLiteral("lutetia"));
        QCOMPARE(map->province(map->findProvince(u"par")).name, QStringLiteral("Lutetia"));
        QVERIFY(!Map::open(QStringLiteral("atlantis"), &error));
        QVERIFY2(error.contains(QStringLiteral(
                     "there is no map 'atlantis' (maps found: standard, alesia, ancmed, lutetia)")),
                 qPrintable(error));
    }

    void aFolderWithoutTheMapIsPassedOver()
    {
        QVERIFY(QDir().mkpath(m_user + QStringLiteral("/maps/standard")));
        QVERIFY(QDir().mkpath(m_user + QStringLiteral("/datc")));
        QCOMPARE(standardMapFolder(), QStringLiteral(":/arbiter/maps/standard"));
        QCOMPARE(datcLibraryFolder(), QStringLiteral(":/arbiter/datc"));
    }
};

QTEST_GUILESS_MAIN(TestDataLookup)
#include "tst_data_lookup.moc"
