"""Strict start options: an unknown option or a stray argument is named in one line on stderr with
exit status 2 (Qt's own options pass, as the help says); ``--version`` of ``mammamia`` and
``mammamia-cli`` print the same line, with the one version number in pyproject.toml."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from mammamia_qt import version as version_module
from mammamia_qt.__main__ import QT_FLAGS, QT_OPTIONS_WITH_VALUE, parse_args
from mammamia_qt.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def _env(tmp_path: Path) -> dict[str, str]:
    """No display: a start that got past its options would end with status 1 and a display line."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["HOME"] = str(tmp_path)
    return env


UNKNOWN = [
    (["--bogus"], "--bogus"),
    (["--kisok"], "--kisok"),  # a typo for --kiosk
    (["--kio"], "--kio"),  # no abbreviations: a half-typed option is not guessed
    (["stray"], "stray"),
    (["--lang", "de", "saved.json"], "saved.json"),
    (["-platform"], "-platform (without its value)"),
    (["-x", "--fullscreen", "-y"], "-x -y"),
]


@pytest.mark.parametrize(("argv", "named"), UNKNOWN, ids=lambda v: " ".join(v) if isinstance(v, list) else "")
def test_an_unknown_option_or_a_stray_argument_is_named_and_exit_2(argv, named, capsys):
    with pytest.raises(SystemExit) as refused:
        parse_args(argv)
    assert refused.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"mammamia: error: unrecognized arguments: {named} (see mammamia --help)\n"


def test_qt_own_options_pass_to_qt_in_every_form():
    argv = [
        "-platform",
        "offscreen",
        "-style=fusion",
        "--reverse",
        "-qwindowgeometry",
        "800x600+0+0",
        "--kiosk",
    ]
    args, qt = parse_args(argv)
    assert args.kiosk
    assert qt == ["-platform", "offscreen", "-style=fusion", "--reverse", "-qwindowgeometry", "800x600+0+0"]


def test_the_help_lists_qt_own_options(capsys):
    with pytest.raises(SystemExit):
        parse_args(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    for option in (*QT_OPTIONS_WITH_VALUE, *QT_FLAGS, "--version"):
        assert option in text


def test_mammamia_bogus_starts_nothing(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "mammamia_qt", "--bogus"], capture_output=True, text=True, env=_env(tmp_path),
        timeout=60,
    )  # fmt: skip
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "mammamia: error: unrecognized arguments: --bogus (see mammamia --help)\n"


def test_both_commands_print_the_same_version_from_pyproject(tmp_path):
    game = subprocess.run(
        [sys.executable, "-m", "mammamia_qt", "--version"], capture_output=True, text=True, env=_env(tmp_path),
        timeout=60,
    )  # fmt: skip
    cli = subprocess.run(
        [sys.executable, "-m", "mammamia_qt.cli", "--version"], capture_output=True, text=True,
        env=_env(tmp_path), timeout=60,
    )  # fmt: skip
    assert (game.returncode, game.stderr, cli.returncode, cli.stderr) == (0, "", 0, "")
    assert game.stdout == cli.stdout == f"mammamia-qt {PYPROJECT_VERSION}\n"


CLI_UNKNOWN = [
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["history", "--bogus"], "unrecognized arguments: --bogus"),
    (["simulate", "--edition", "classic", "--players", "2", "stray"], "unrecognized arguments: stray"),
    ([], "a command is required, one of: scenario, simulate"),
]


@pytest.mark.parametrize(
    ("argv", "said"), CLI_UNKNOWN, ids=lambda v: " ".join(v) if isinstance(v, list) else ""
)
def test_the_cli_names_an_unknown_argument_before_anything_else(argv, said, capsys):
    with pytest.raises(SystemExit) as refused:
        cli_main(argv)
    assert refused.value.code == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"mammamia-cli: error: {said}"), err


def test_the_version_is_pyproject_s_in_a_checkout_and_the_metadata_s_elsewhere(monkeypatch, tmp_path):
    assert version_module.checkout_version() == PYPROJECT_VERSION
    monkeypatch.setattr(version_module, "_PYPROJECT", tmp_path / "pyproject.toml")  # an installed copy
    assert version_module.checkout_version() is None
    monkeypatch.setattr(version_module, "installed_version", lambda: "9.8.7")
    version_module.version.cache_clear()
    try:
        assert version_module.version() == "9.8.7"
        (tmp_path / "pyproject.toml").write_text('[project]\nname = "another"\nversion = "1.0"\n')
        assert version_module.checkout_version() is None  # another project's file beside it is not ours
    finally:
        version_module.version.cache_clear()
