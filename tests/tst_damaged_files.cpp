// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Every data file of the repository, truncated or with a byte flipped, is read without crashing: the
// readers answer with an error naming the place, or with something they can use.
#include "record/datc_case_runner.h"
#include "record/game_file.h"
#include "text/order_sheet.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

class TestDamagedFiles : public QObject
{
    Q_OBJECT

  private slots:
    void initTestCase();
    void datcFiles_data();
    void datcFiles();
    void gameFiles_data();
    void gameFiles();
    void mapFiles_data();
    void mapFiles();

  private:
    // The damaged versions of a file: cut at many places and with single bytes changed.
    static QList<QByteArray> damaged(const QByteArray &data);
    static void addFiles(const QString &folder, const QStringList &patterns);
    std::shared_ptr<const Map> m_map;
};

QList<QByteArray> TestDamagedFiles::damaged(const QByteArray &data)
{
    QList<QByteArray> out;
    const qsizetype step = std::max<qsizetype>(1, data.size() / 40);
    for (qsizetype cut = 0; cut < data.size(); cut += step)
        out << data.left(cut);
    for (qsizetype i = step / 2; i < data.size(); i += step) {
        for (char flip : {char(0x01), char(0x20), char(0x80)}) {
            QByteArray d = data;
            d[i] = char(d[i] ^ flip);
            out << d;
        }
    }
    return out;
}

void TestDamagedFiles::addFiles(const QString &folder, const QStringList &patterns)
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/") + folder);
    for (const QString &f : dir.entryList(patterns, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestDamagedFiles::initTestCase()
{
    QString error;
    auto map = Map::load(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard"), &error);
    QVERIFY2(map, qPrintable(error));
    m_map = std::make_shared<const Map>(std::move(*map));
}

void TestDamagedFiles::datcFiles_data()
{
    addFiles(QStringLiteral("tests/datc"), {QStringLiteral("*.txt")});
}

void TestDamagedFiles::datcFiles()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    DatcReader reader(*m_map, RuleSettings());
    int cases = 0;
    for (const QByteArray &d : damaged(original)) {
        const DatcFile file = reader.read(QString::fromUtf8(d), path);
        for (const DatcCase &c : file.cases) {
            runDatcCase(*m_map, c); // adjudicating whatever was read must be safe too
            ++cases;
        }
        readOrderSheet(*m_map, QString::fromUtf8(d), nullptr); // the same text as an order sheet
    }
    QVERIFY(cases > 0);
}

void TestDamagedFiles::gameFiles_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(QStringLiteral(ARBITER_SOURCE_DIR "/tests/fuzz/corpus/game_file"));
    for (const QString &f : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << dir.filePath(f);
}

void TestDamagedFiles::gameFiles()
{
    QFETCH(QString, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    QString error;
    QVERIFY2(gameFromJson(original, m_map, &error), qPrintable(error));
    for (const QByteArray &d : damaged(original)) {
        std::optional<Game> game = gameFromJson(d, m_map, &error);
        if (!game) {
            QVERIFY(!error.isEmpty());
            continue;
        }
        game->adjudicate(); // a file that still reads must still play
    }
}

void TestDamagedFiles::mapFiles_data()
{
    addFiles(QStringLiteral("maps/standard"), {QStringLiteral("*.csv")});
}

void TestDamagedFiles::mapFiles()
{
    QFETCH(QString, path);
    const QString name = QFileInfo(path).fileName();
    if (name == u"layout.csv")
        QSKIP("layout.csv belongs to the artwork, not to the map loader");
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray original = f.readAll();
    for (const QByteArray &d : damaged(original)) {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("starts")));
        for (const char *table : {"powers.csv", "provinces.csv", "borders.csv", "start.csv", "variant.csv",
                                  "starts/fleet_rome.csv"}) {
            const QString t = QString::fromLatin1(table);
            QVERIFY(QFile::copy(QStringLiteral(ARBITER_SOURCE_DIR "/maps/standard/") + t, dir.filePath(t)));
        }
        QFile out(dir.filePath(name));
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(d);
        out.close();
        QString error;
        const std::optional<Map> map = Map::load(dir.path(), &error);
        if (!map)
            QVERIFY2(error.contains(u':'), qPrintable(error)); // names the file (and line)
    }
}

QTEST_GUILESS_MAIN(TestDamagedFiles)
#include "tst_damaged_files.moc"
