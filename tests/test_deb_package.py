"""packaging/build_deb.sh: the .deb a player installs, made from a one-folder app. Here from a stand-in
folder (a `mammamia` that only answers --version): the package's files, its control fields (the
README's system libraries as dependencies) and its AppStream id, the one the window gives. CI builds
the real one and installs, self-tests, starts and removes it (.ci/deb)."""

from __future__ import annotations

import re
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from mammamia_qt.__main__ import DESKTOP_ID

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "packaging" / "build_deb.sh"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def _app(folder: Path, says: str) -> Path:
    app = folder / "mammamia"
    app.mkdir()
    (app / "mammamia").write_text(f"#!/bin/sh\necho '{says}'\n")
    (app / "mammamia").chmod(0o755)
    (app / "_internal").mkdir()
    (app / "_internal" / "data.txt").write_text("the app's files\n")
    return app


def _readme_libraries() -> set[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    play = text.split("<!-- ci:play -->", 1)[1].split("```sh", 1)[1].split("```", 1)[0]
    return set(re.findall(r"\blib[a-z0-9.+-]+", play))


def test_the_package_holds_the_app_the_command_the_entry_the_icons_and_the_metadata(tmp_path):
    app = _app(tmp_path, f"mammamia-qt {VERSION}")
    built = subprocess.run(["bash", str(SCRIPT), str(app), str(tmp_path / "out")], capture_output=True,
                           text=True, timeout=300, cwd=ROOT)  # fmt: skip
    assert built.returncode == 0, built.stderr
    deb = Path(built.stdout.strip().splitlines()[-1])
    assert deb.name == f"mammamia_{VERSION}_amd64.deb" and deb.is_file()
    files = subprocess.run(
        ["dpkg-deb", "--contents", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    for path in (
        "./opt/mammamia/mammamia", "./opt/mammamia/_internal/data.txt", "./usr/bin/mammamia",
        f"./usr/share/applications/{DESKTOP_ID}.desktop", f"./usr/share/metainfo/{DESKTOP_ID}.metainfo.xml",
        "./usr/share/icons/hicolor/48x48/apps/mammamia.png", "./usr/share/icons/hicolor/256x256/apps/mammamia.png",
        "./usr/share/icons/hicolor/scalable/apps/mammamia.svg", "./usr/share/doc/mammamia/copyright",
    ):  # fmt: skip
        assert f" {path}\n" in files, path
    assert " root/root " in files  # owned by root, whoever built it
    fields = dict(
        line.split(": ", 1)
        for line in subprocess.run(
            ["dpkg-deb", "--field", str(deb)], capture_output=True, text=True
        ).stdout.splitlines()
        if ": " in line and not line.startswith(" ")
    )
    assert (fields["Package"], fields["Version"], fields["Architecture"]) == ("mammamia", VERSION, "amd64")
    depends = {d.split(" ")[0] for d in fields["Depends"].split(", ")}
    assert _readme_libraries() - {"libpulse0"} <= depends, _readme_libraries() - depends
    assert fields["Recommends"] == "libpulse0"  # sound is optional: silent without it

    unpacked = tmp_path / "root"
    subprocess.run(["dpkg-deb", "-x", str(deb), str(unpacked)], check=True)
    wrapper = unpacked / "usr" / "bin" / "mammamia"
    assert wrapper.read_text().splitlines()[-1] == 'exec /opt/mammamia/mammamia "$@"'
    meta = ET.parse(unpacked / "usr" / "share" / "metainfo" / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert meta.findtext("id") == DESKTOP_ID and meta.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    assert meta.find("releases/release").get("version") == VERSION  # type: ignore[union-attr]
    assert meta.findtext("project_license") == "MIT"


def test_an_app_of_another_version_or_no_app_is_refused(tmp_path):
    app = _app(tmp_path, "mammamia-qt 0.0.0-other")
    other = subprocess.run(["bash", str(SCRIPT), str(app), str(tmp_path)], capture_output=True, text=True)
    assert other.returncode == 1 and f"pyproject.toml {VERSION}" in other.stderr
    empty = tmp_path / "empty"
    empty.mkdir()
    missing = subprocess.run(["bash", str(SCRIPT), str(empty), str(tmp_path)], capture_output=True, text=True)
    assert missing.returncode == 2 and "no mammamia program" in missing.stderr
    assert not list(tmp_path.glob("*.deb"))
