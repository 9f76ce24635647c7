#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 The Arbiter authors
# Installs Arbiter into a temporary prefix, moves the prefix elsewhere and runs the installed programs from
# a folder outside the source tree, as a user would: the DATC library, a new game played from the command
# line, the window started offscreen with a saved game, the desktop files validated, and no path of the
# source or build tree in what was installed or opened.
#   check_install.sh SOURCE_DIR BUILD_DIR CMAKE
set -u
source_dir=$(realpath "$1")
build_dir=$(realpath "$2")
cmake=$3
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }

tmp=$(mktemp -d /tmp/arbiter-install-test.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
"$cmake" --install "$build_dir" --prefix "$tmp/stage" > "$tmp/install.log" || { cat "$tmp/install.log"; fail "cmake --install"; exit 1; }
# A prefix that is not where it was installed to: nothing may depend on the install path either.
mv "$tmp/stage" "$tmp/moved"
p=$tmp/moved
mkdir -p "$tmp/work" "$tmp/home" "$tmp/empty"
cd "$tmp/work" || exit 1
# Keep the user's own data, settings and any system-wide Arbiter out of the way.
export HOME=$tmp/home XDG_DATA_HOME=$tmp/home/.local/share XDG_CONFIG_HOME=$tmp/home/.config
export XDG_DATA_DIRS=$tmp/empty XDG_RUNTIME_DIR=$tmp/home QT_QPA_PLATFORM=offscreen

for f in bin/arbiter bin/arbiter-cli share/man/man1/arbiter.1 share/man/man1/arbiter-cli.1 \
         share/icons/hicolor/scalable/apps/arbiter.svg share/icons/hicolor/16x16/apps/arbiter.png \
         share/icons/hicolor/48x48/apps/arbiter.png share/icons/hicolor/256x256/apps/arbiter.png \
         share/mime/packages/arbiter.xml share/arbiter/maps/standard/provinces.csv \
         share/arbiter/maps/standard/standard.svg share/arbiter/maps/ancmed/provinces.csv \
         share/arbiter/maps/ancmed/ancmed.svg share/arbiter/datc/6a_basic.txt; do
    [ -f "$p/$f" ] || fail "not installed: $f"
done
desktop=$(ls "$p"/share/applications/*.desktop 2>/dev/null)
metainfo=$(ls "$p"/share/metainfo/*.metainfo.xml 2>/dev/null)
[ -n "$desktop" ] || fail "no desktop entry installed"
[ -n "$metainfo" ] || fail "no AppStream metadata installed"
[ -e "$p/bin/arbiter-screenshot-tour" ] && fail "the developer's screenshot tour was installed"

# Which files the programs open, when strace is there to tell.
traced() {
    local log=$1; shift
    if command -v strace > /dev/null; then
        # LeakSanitizer cannot run under ptrace (make sanitize): the leak check is left to the other tests.
        ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
            strace -f -qq -e trace=open,openat,stat,newfstatat,access,execve -o "$log" "$@"
    else
        : > "$log"; "$@"
    fi
}

traced "$tmp/datc.trace" "$p/bin/arbiter-cli" datc "$p"/share/arbiter/datc/*.txt > datc.out 2>&1
status=$?
tail -1 datc.out
if [ $status -eq 0 ] && grep -Eq '^[0-9]+ passed, 0 failed' datc.out; then pass "arbiter-cli datc on the installed library"; else cat datc.out; fail "arbiter-cli datc"; fi

traced "$tmp/new.trace" "$p/bin/arbiter-cli" new game.arbiter.json --name "Install check" > new.out 2>&1 \
    && pass "arbiter-cli new" || { cat new.out; fail "arbiter-cli new"; }
printf 'England: F lon - nth\nFrance: A par - bur\nGermany: A mun - bur\n' > spring.txt
"$p/bin/arbiter-cli" play game.arbiter.json --orders spring.txt --out played.arbiter.json > play.out 2>&1 \
    && pass "arbiter-cli play" || { cat play.out; fail "arbiter-cli play"; }
grep -q 'bur' play.out || fail "play printed no results: $(cat play.out)"
if command -v strace > /dev/null; then
    grep -q "$p/bin/../share/arbiter/maps/standard/provinces.csv\|$p/share/arbiter/maps/standard/provinces.csv" "$tmp/new.trace" \
        && pass "the installed map was read" || fail "the installed map was not read"
fi

"$p/bin/arbiter-cli" --version | grep -q '^arbiter-cli [0-9]' || fail "arbiter-cli --version"
# Without any display (over ssh, in a script): --version and --help still answer.
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$p/bin/arbiter" --version | grep -q '^arbiter [0-9]' ||
    fail "arbiter --version without a display"
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$p/bin/arbiter" --help | grep -q -- '--map <map>' ||
    fail "arbiter --help without a display does not list --map"

traced "$tmp/gui.trace" "$p/bin/arbiter" --screenshot window.png played.arbiter.json > gui.out 2>&1
status=$?
if [ $status -eq 0 ] && [ "$(head -c 4 window.png | tail -c 3)" = PNG ]; then
    pass "arbiter started offscreen with a saved game"
else
    cat gui.out; fail "arbiter --screenshot with a saved game (status $status)"
fi
"$p/bin/arbiter" --screenshot broken.png "$tmp/work/no-such-game.json" > broken.out 2>&1
status=$?
if [ $status -eq 1 ] && grep -q 'no-such-game.json' broken.out && [ -s broken.png ]; then
    pass "an unreadable game is reported and the window still starts"
else
    cat broken.out; fail "arbiter with an unreadable game (status $status)"
fi

# --map DIR: a map folder of the user's choosing is read, and one that is not a map is refused.
cp -r "$p/share/arbiter/maps/standard" "$tmp/mymap"
sed -i 's/,Paris,/,Lutetia,/' "$tmp/mymap/provinces.csv"
"$p/bin/arbiter-cli" --map "$tmp/mymap" new lutetia.arbiter.json > map.out 2>&1 \
    && printf 'France: A lutetia - bur\n' > lutetia.txt \
    && "$p/bin/arbiter-cli" --map "$tmp/mymap" play lutetia.arbiter.json --orders lutetia.txt >> map.out 2>&1 \
    && pass "arbiter-cli --map reads the folder given" || { cat map.out; fail "arbiter-cli --map"; }
"$p/bin/arbiter" --map "$tmp/mymap" --screenshot mymap.png > gui-map.out 2>&1 \
    && pass "arbiter --map" || { cat gui-map.out; fail "arbiter --map"; }
"$p/bin/arbiter" --map "$tmp/empty" --screenshot nomap.png > nomap.out 2>&1
[ $? -eq 1 ] && grep -q 'map cannot be read' nomap.out && pass "arbiter --map with no map in the folder is refused" \
    || { cat nomap.out; fail "arbiter --map with no map"; }

# The programs opened nothing of the source or build tree.
for t in "$tmp"/*.trace; do
    if grep -F -e "$source_dir" -e "$build_dir" "$t" > "$tmp/leak"; then
        fail "$(basename "$t" .trace) opened files of the source or build tree:"; head -5 "$tmp/leak"
    fi
done

# Nothing installed names the source or build tree. (Not checked in a sanitizer build, which is never shipped:
# ASan and UBSan keep the source file names for their reports.)
sanitized=false
strings "$p/bin/arbiter-cli" | grep -q '__asan_init' && sanitized=true
$sanitized && echo "skipped: the source-path check of the binaries (a sanitizer build)"
for f in "$p"/bin/*; do
    $sanitized && break
    if strings "$f" | grep -F -e "$source_dir" -e "$build_dir" > "$tmp/leak"; then
        fail "$(basename "$f") contains the source or build path:"; head -5 "$tmp/leak"
    fi
done
if grep -rlF -e "$source_dir" -e "$build_dir" "$p/share" > "$tmp/leak"; then
    fail "installed data names the source or build path: $(cat "$tmp/leak")"
fi
pass "no source or build path in the installed files"

if command -v desktop-file-validate > /dev/null; then
    desktop-file-validate "$desktop" && pass "desktop-file-validate" || fail "desktop-file-validate"
else
    fail "desktop-file-validate is missing (make deps installs desktop-file-utils)"
fi
if command -v appstreamcli > /dev/null; then
    appstreamcli validate --no-net "$metainfo" && pass "appstreamcli validate" || fail "appstreamcli validate"
else
    fail "appstreamcli is missing (make deps installs appstream)"
fi
if command -v xmllint > /dev/null; then
    xmllint --noout "$p/share/mime/packages/arbiter.xml" || fail "the MIME type XML is not well-formed"
fi

echo "$failures failure(s)"
[ $failures -eq 0 ]
