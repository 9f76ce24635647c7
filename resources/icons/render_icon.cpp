// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Arbiter authors
// Build-time tool: renders the application icon's SVG to the PNG sizes of the hicolor icon theme, so the
// PNGs are never out of date with the artwork and no image converter is needed to build.
//   arbiter-render-icon SVG OUTDIR SIZE...   → OUTDIR/<size>x<size>/apps/arbiter.png
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTextStream>

int main(int argc, char *argv[])
{
    // Rendering needs no window system; the offscreen platform keeps the tool working on build machines.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QTextStream err(stderr);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() < 4) {
        err << "usage: arbiter-render-icon SVG OUTDIR SIZE...\n";
        return 2;
    }
    QSvgRenderer renderer(args.at(1));
    if (!renderer.isValid()) {
        err << "cannot read " << args.at(1) << '\n';
        return 1;
    }
    for (const QString &text : args.mid(3)) {
        bool ok = false;
        const int size = text.toInt(&ok);
        if (!ok || size <= 0) {
            err << "not a size: " << text << '\n';
            return 2;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString folder = QStringLiteral("%1/%2x%2/apps").arg(args.at(2)).arg(size);
        QDir().mkpath(folder);
        const QString file = folder + QStringLiteral("/arbiter.png");
        if (!image.save(file)) {
            err << "cannot write " << file << '\n';
            return 1;
        }
    }
    return 0;
}
