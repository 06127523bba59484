"""The player's install: a wheel built from this tree, installed (not editable) into a fresh virtual
environment, must find its own art, fonts, pages and translations and pass ``mammamia --self-test``;
with a resource missing, the self-test must say which and exit 1 rather than crash.

The fresh environment borrows PySide6 and pydantic from the test environment through a path file
(so the test downloads nothing); ``mammamia_qt`` itself comes only from the wheel.
"""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
IGNORED = shutil.ignore_patterns(
    ".git", ".venv", "venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", "snapshots", "*.qm"
)


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment with the wheel of this tree installed; its folder."""
    work = tmp_path_factory.mktemp("install")
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=IGNORED)
    wheels = work / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "-q",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(wheels),
            ".",
        ],
        cwd=source,
        check=True,
        env=_env(),
        capture_output=True,
    )
    (wheel,) = wheels.glob("mammamia_qt-*.whl")
    target = work / "venv"
    venv.EnvBuilder(with_pip=False).create(target)
    python = target / "bin" / "python"
    purelib = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    (Path(purelib) / "borrowed.pth").write_text("\n".join(site.getsitepackages()) + "\n")
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)],
        check=True,
        env=_env(),
        capture_output=True,
    )
    return target


def _self_test(target: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(target / "bin" / "mammamia"), "--self-test"],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=target,
        timeout=180,
    )


def test_the_installed_game_finds_its_resources_and_passes_the_self_test(installed: Path) -> None:
    where = subprocess.run(
        [
            str(installed / "bin" / "python"),
            "-c",
            "from mammamia_qt import paths; print(paths.resources_dir())",
        ],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=installed,
        check=True,
    ).stdout.strip()
    assert Path(where).is_relative_to(installed), where
    result = _self_test(installed)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == "self-test passed"
    assert "FAIL" not in result.stdout
    for name in ("card art", "icons", "fonts", "how to play", "card faces", "language ja", "table"):
        assert f"ok      {name}" in result.stdout


def test_the_installed_commands_print_the_version_of_their_metadata(installed: Path) -> None:
    """Installed, there is no pyproject.toml beside the package: both commands read the version from
    the package metadata, and the self-test says it is there."""
    import tomllib

    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    run = {"capture_output": True, "text": True, "env": _env(), "cwd": installed, "timeout": 180}
    lines = {
        subprocess.run([str(installed / "bin" / command), "--version"], **run).stdout  # type: ignore[call-overload]
        for command in ("mammamia", "mammamia-cli")
    }
    assert lines == {f"mammamia-qt {expected}\n"}
    assert f"ok      version: {expected}\n" in _self_test(installed).stdout


def test_the_wheel_holds_every_module_of_the_tree_and_its_command_line_runs(installed: Path) -> None:
    package = next(installed.glob("lib/python*/site-packages/mammamia_qt"))
    source = ROOT / "mammamia_qt"
    missing = {p.relative_to(source) for p in source.rglob("*.py")} - {
        p.relative_to(package) for p in package.rglob("*.py")
    }
    assert not missing, f"not in the wheel (pyproject.toml [tool.setuptools] packages): {sorted(missing)}"
    result = subprocess.run(
        [
            str(installed / "bin" / "mammamia-cli"),
            "simulate",
            "--edition",
            "classic",
            "--players",
            "2",
            "--games",
            "1",
        ],
        capture_output=True,
        text=True,
        env=_env(),
        cwd=installed,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["games"] == 1


def test_the_installed_package_has_the_scenario_format_and_prints_it(installed: Path) -> None:
    """`mammamia-cli scenario --help` names the format document where the install put it, and
    `--format` prints it: the same text as the source's."""
    package = next(installed.glob("lib/python*/site-packages/mammamia_qt"))
    document = package / "engine" / "scenario_format.md"
    assert document.is_file(), "not in the wheel (pyproject.toml [tool.setuptools.package-data])"
    source = (ROOT / "mammamia_qt" / "engine" / "scenario_format.md").read_text(encoding="utf-8")
    assert document.read_text(encoding="utf-8") == source
    cli = str(installed / "bin" / "mammamia-cli")
    run = {"capture_output": True, "text": True, "env": _env(), "cwd": installed, "timeout": 180}
    printed = subprocess.run([cli, "scenario", "--format"], **run)  # type: ignore[call-overload]
    assert (printed.returncode, printed.stdout) == (0, source)
    helped = subprocess.run([cli, "scenario", "--help"], **run)  # type: ignore[call-overload]
    assert helped.returncode == 0 and f"\n  {document}\n" in helped.stdout  # whole, on a line of its own


def test_a_missing_or_broken_resource_fails_the_self_test_without_a_crash(installed: Path) -> None:
    broken = installed / "broken"
    shutil.copytree(installed, broken, symlinks=True)
    package = next(broken.glob("lib/python*/site-packages/mammamia_qt"))
    (package / "resources" / "cards" / "icon_olive.svg").unlink()
    (package / "resources" / "howto" / "nl.html").write_text("")
    for script in (broken / "bin").iterdir():  # the copied scripts still name the original Python
        if script.is_file() and not script.is_symlink() and script.read_bytes().startswith(b"#!"):
            text = script.read_text().replace(str(installed / "bin"), str(broken / "bin"), 1)
            script.write_text(text)
    result = _self_test(broken)
    assert result.returncode == 1, (result.returncode, result.stdout, result.stderr)
    lines = result.stdout.splitlines()
    assert any(line.startswith("FAIL    card art: cards/icon_olive.svg missing") for line in lines), lines
    assert any(line.startswith("FAIL    how to play: howto/nl.html empty") for line in lines), lines
    assert "FAIL    table: not tried: the card art or the icons are missing" in lines
    assert "ok      icons: 11 files" in lines  # the logo, the two chevrons, four of each other theme
    assert lines[-1].startswith("self-test failed")
    assert "Traceback" not in result.stdout + result.stderr
