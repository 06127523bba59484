"""A player learns only what its seat may know: the view, never the state."""

from __future__ import annotations

import ast
import dataclasses
import pathlib

import pytest

from mammamia_qt import ai
from mammamia_qt.ai import make_player
from mammamia_qt.engine import GameState, PlayerView, Rules
from mammamia_qt.engine.actions import Action

AI_DIR = pathlib.Path(ai.__file__).parent
PLAYER_MODULES = [
    "base.py", "thinking.py", "heuristic.py", "profiles.py", "reveal_decisions.py", "memory.py", "forecast.py"
]  # fmt: skip


def _positions(edition: str, n: int, seed: int) -> list[tuple[GameState, int]]:
    """States (cloned) at a spread of decision points of a seeded game, with the seat to act."""
    state, _ = GameState.new_game(Rules(edition=edition, players=n), seed)  # type: ignore[arg-type]
    players = [make_player("intermediate", seed + s) for s in range(n)]
    out: list[tuple[GameState, int]] = []
    step = 0
    while not state.is_terminal():
        seat = state.current_player()
        if step % 7 == 0 or state.pending is not None:
            out.append((state.clone(), seat))
        state.apply(players[seat].choose(state.view_for(seat)))
        step += 1
    return out


def _view_values(view: PlayerView) -> list[object]:
    return [getattr(view, f.name) for f in dataclasses.fields(view)]


@pytest.mark.parametrize(("edition", "n"), [("classic", 4), ("plus", 4)])
def test_view_holds_no_hidden_part(edition: str, n: int) -> None:
    fields = {f.name for f in dataclasses.fields(PlayerView)}
    for forbidden in ("supply", "waiter", "hand_ing", "oven", "rng", "hands", "state"):
        assert forbidden not in fields
    for state, seat in _positions(edition, n, 11):
        view = state.view_for(seat)
        assert view.hand_ingredients == tuple(state.hand_ing[seat])
        assert view.hand_orders == tuple(state.hand_orders[seat])
        assert not any(isinstance(v, GameState) for v in _view_values(view))
        # Public sizes only: the view is unchanged when the hidden parts are reshuffled.
        other = state.clone()
        other.supply = list(reversed(other.supply))
        for s in range(n):
            other.waiter[s] = list(reversed(other.waiter[s]))
            if s != seat:
                # Swap another seat's cards between kinds, keeping its hand size.
                hand = other.hand_ing[s]
                other.hand_ing[s] = hand[1 : other.kinds] + hand[:1] + hand[other.kinds :]
        hidden_changed = other.view_for(seat)
        same = {f: getattr(view, f) for f in fields if f != "legal_actions"}
        changed = {f: getattr(hidden_changed, f) for f in fields if f != "legal_actions"}
        assert same == changed


class GuardedView:
    """A view stand-in that records every attribute a player reads, and refuses any state."""

    def __init__(self, view: PlayerView) -> None:
        object.__setattr__(self, "_view", view)
        object.__setattr__(self, "read", set())

    def __getattr__(self, name: str) -> object:
        if name in ("state", "_state", "game"):
            raise AssertionError(f"a player asked the view for {name}")
        self.read.add(name)  # type: ignore[attr-defined]
        value = getattr(self._view, name)  # type: ignore[attr-defined]
        assert not isinstance(value, GameState)
        return value


@pytest.mark.parametrize("level", ["random", "beginner", "intermediate", "expert", "master"])
@pytest.mark.parametrize("edition", ["classic", "plus"])
def test_player_runs_on_the_view_alone(level: str, edition: str) -> None:
    fields = {f.name for f in dataclasses.fields(PlayerView)}
    for state, seat in _positions(edition, 4, 3):
        view = state.view_for(seat)
        guarded = GuardedView(view)
        read: set[str] = guarded.read  # type: ignore[assignment]
        player = make_player(level, 9)
        action: Action = player.choose(guarded)  # type: ignore[arg-type]
        assert action in view.legal_actions
        assert read <= fields | {"is_my_turn"}
        state.apply(action)


def test_player_modules_do_not_touch_the_state() -> None:
    """The players import the engine's views and rules, never the state module."""
    for name in PLAYER_MODULES:
        tree = ast.parse((AI_DIR / name).read_text("utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                assert not module.endswith("state"), f"{name} imports {module}"
                assert "GameState" not in {a.name for a in node.names}, f"{name} imports GameState"
            elif isinstance(node, ast.Import):
                assert not any(a.name.endswith("state") for a in node.names)
            elif isinstance(node, ast.Name):
                assert node.id != "GameState", f"{name} names GameState"
