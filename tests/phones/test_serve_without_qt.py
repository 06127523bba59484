"""`mammamia-cli serve` needs no Qt: in a process where PySide6 cannot be imported, a served game is
played to its end by phones speaking the protocol, kept in the archive, and the page gets the very
texts the desktop's phones get from Qt's translator."""

from __future__ import annotations

import json
import subprocess
import sys
import urllib.request

from mammamia_qt.archive import Archive

# Qt made unimportable before anything of ours is: any import of PySide6 or shiboken6 fails.
NO_QT = (
    "import sys; sys.modules['PySide6'] = None; sys.modules['shiboken6'] = None;"
    " from mammamia_qt.cli import main; code = main(sys.argv[1:]);"
    " assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')) and sys.modules[m]];"
    " sys.exit(code)"
)


def _serve(*args: str) -> tuple[subprocess.Popen[str], list[dict]]:
    cmd = [sys.executable, "-c", NO_QT, "serve", "--host", "127.0.0.1", "--json", "--news-ms", "20", *args]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seats = []
    for _ in range(int(args[args.index("--phones") + 1])):
        line = proc.stdout.readline() if proc.stdout else ""
        if not line:
            raise AssertionError(f"serve printed no seat line: {proc.communicate(timeout=30)[1]}")
        seats.append(json.loads(line))
    return proc, seats


def test_a_game_is_served_to_its_end_without_qt(phones, tmp_path) -> None:
    from mammamia_qt.ui.phone_texts import strings_json  # this process has Qt: the desktop's texts

    data = tmp_path / "served"
    proc, seats = _serve("--edition", "plus", "--players", "3", "--phones", "2", "--pace", "20", "--seed", "5",
                         "--level", "beginner", "--data", str(data))  # fmt: skip
    try:
        base = seats[0]["url"].split("/p/")[0]
        for lang in ("de", "ja"):
            with urllib.request.urlopen(f"{base}/strings/{lang}.json", timeout=10) as page:
                assert page.read() == strings_json(lang)
        urls = [s["url"].replace("http://", "ws://").replace("/p/", "/ws/") for s in seats]
        bots = [phones.Bot(url, seed=k) for k, url in enumerate(urls)]
        for bot in bots:
            bot.start()
        for bot in bots:
            bot.join(180)
        assert all(bot.over for bot in bots) and all(bot.acted > 0 for bot in bots)
        assert proc.wait(60) == 0, proc.communicate()[1]
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait(20)
    with Archive.in_folder(data) as archive:
        games = archive.summaries()
    assert [(g.origin, g.kinds) for g in games] == [("served", ("phone", "phone", "beginner"))]
    assert list(games[0].winners) == bots[0].messages[-1]["v"]["winners"]
