#!/usr/bin/env bash
# The Debian package a player installs, made from the one-folder app (packaging/mammamia.spec):
#
#     packaging/build_deb.sh APP_FOLDER [OUT_FOLDER]
#
# APP_FOLDER is the built app (the folder holding the `mammamia` program, e.g. /tmp/dist/mammamia);
# the package, mammamia_<version>_<arch>.deb, lands in OUT_FOLDER (default: the current folder) and
# its path is the last line printed. It holds:
#   /opt/mammamia/                       the app folder as built
#   /usr/bin/mammamia                    a wrapper that starts it (so `mammamia` is on the PATH)
#   /usr/share/applications/ID.desktop   the desktop entry (packaging/mammamia.desktop)
#   /usr/share/icons/hicolor/*/apps/     the icon in the hicolor sizes and as SVG
#   /usr/share/metainfo/ID.metainfo.xml  AppStream metadata (packaging/mammamia.metainfo.xml)
#   /usr/share/doc/mammamia/copyright    the licences (the game's MIT, the Japanese font's OFL)
# The version is the one in pyproject.toml (and the app's own --version must say the same). Only
# dpkg-deb is used; nothing is downloaded. The icons are drawn with the PySide6 of $PYTHON (default:
# the checkout's .venv/bin/python, else python3).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 1 ] && [ $# -le 2 ] || { echo "usage: $0 APP_FOLDER [OUT_FOLDER]" >&2; exit 2; }
app=$(cd "$1" && pwd)
out=$(mkdir -p "${2:-.}" && cd "${2:-.}" && pwd)
[ -x "$app/mammamia" ] || { echo "$app has no mammamia program: build the one-folder app first" >&2; exit 2; }
python=${PYTHON:-$here/.venv/bin/python}
[ -x "$python" ] || python=python3

id=io.github.mammamiaqt.mammamia
version=$(sed -n 's/^version *= *"\([^"]*\)".*/\1/p' "$here/pyproject.toml" | head -1)
[ -n "$version" ] || { echo "no version in $here/pyproject.toml" >&2; exit 1; }
said=$("$app/mammamia" --version)
[ "$said" = "mammamia-qt $version" ] || { echo "the app says '$said', pyproject.toml $version" >&2; exit 1; }
arch=$(dpkg --print-architecture)
date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%F)

root=$(mktemp -d "${TMPDIR:-/tmp}/mammamia-deb.XXXXXX")
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/opt" "$root/usr/bin" "$root/usr/share/applications" "$root/usr/share/metainfo" \
  "$root/usr/share/doc/mammamia" "$root/DEBIAN"
cp -a "$app" "$root/opt/mammamia"
cat >"$root/usr/bin/mammamia" <<'EOF'
#!/bin/sh
exec /opt/mammamia/mammamia "$@"
EOF
chmod 755 "$root/usr/bin/mammamia"
install -m 644 "$here/packaging/mammamia.desktop" "$root/usr/share/applications/$id.desktop"
sed "s/@VERSION@/$version/; s/@DATE@/$date/" "$here/packaging/mammamia.metainfo.xml" \
  >"$root/usr/share/metainfo/$id.metainfo.xml"
"$python" "$here/packaging/render_icons.py" "$root/usr/share/icons/hicolor" mammamia >/dev/null
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: mammamia-qt"
  echo
  echo "Files: *"
  echo "License: MIT"
  echo
  echo "Files: opt/mammamia/_internal/mammamia_qt/resources/fonts/*"
  echo "License: OFL-1.1"
  echo " Noto Sans CJK JP (a subset); the licence is beside the font."
  echo
  echo "Files: opt/mammamia/_internal/PySide6/* opt/mammamia/_internal/shiboken6/*"
  echo "License: LGPL-3.0"
  echo " Qt and Qt for Python, as shipped in their wheels."
} >"$root/usr/share/doc/mammamia/copyright"
find "$root" -type d -exec chmod 755 {} +

# The libraries the app takes from the system (README, "Set up"); sound (libpulse0) is optional.
glibc=$(ldd --version | sed -n '1s/.* \([0-9][0-9.]*\)$/\1/p')  # the app's Python was built against it
depends="libc6 (>= $glibc), libegl1, libgl1, libfontconfig1, libdbus-1-3, libxkbcommon-x11-0, libxcb-cursor0,"
depends+=" libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-xinerama0, libxcb-render-util0,"
depends+=" libxcb-image0, libxcb-randr0"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
cat >"$root/DEBIAN/control" <<EOF
Package: mammamia
Version: $version
Architecture: $arch
Maintainer: The mammamia-qt developers <mammamia-qt@users.noreply.invalid>
Installed-Size: $size
Depends: $depends
Recommends: libpulse0
Section: games
Priority: optional
Description: Mamma Mia!, the pizza card game (Classic and Plus)
 Uwe Rosenberg's card game about pizza makers with bad memories: everyone
 slips ingredients and orders into one shared oven, and at the end of each
 round the oven is checked card by card. Both printed editions, against
 friends at one computer, on phones, or against computer players, in five
 languages, in a window, fullscreen or as a kiosk.
EOF
deb="$out/mammamia_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zzstd -z9 --build "$root" "$deb" >/dev/null
echo "built $deb ($(du -m "$deb" | cut -f1) MB, $((size / 1024)) MB installed)"
echo "$deb"
