"""A play scene at a scenario position (game.headless.positions, what the effects gallery and
budget bench build on): each game's real play scene over the scenario's rules, at the
position its actions lead to; a moment pressed live reaches the scene as its events."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.actions import Action
from game.headless.positions import play_position, press
from game.scenario.runner import run
from game.scenario.spec import load_scenario
from game.scenes.services import App

ROOT = Path(__file__).resolve().parents[2]
FILES = {
    "RetrisPlayScene": "tools/gallery/positions/classic-stack-hard-drop.toml",
    "TetlightPlayScene": "tests/scenarios/tetlight/levels/level-up-added-time-runs-out.toml",
    "VersePlayScene": "tests/scenarios/verse/over/two-pieces-left-that-fit-nowhere.toml",
}


@pytest.mark.parametrize(("scene_class", "path"), FILES.items())
def test_each_games_play_scene_starts_at_the_position(app: App, window, scene_class: str,
                                                      path: str) -> None:
    expected = load_scenario(str(ROOT / path))
    wanted = run(expected.prepared)
    scene = play_position(app, ROOT / path)
    window.show_view(scene)
    scene.on_update(0.0)
    assert type(scene).__name__ == scene_class and app.nav.top is scene
    assert expected.prepared.output() == wanted  # (the position itself, on rules of its own)
    assert filled(scene.snapshot) > 0  # the scenario's board: a new game's is empty
    assert scene.snapshot.score == wanted["score"]


def filled(shown: object) -> int:
    """Occupied cells of a snapshot, whichever game's."""
    if hasattr(shown, "field"):  # Retris: rows of two-letter codes
        return sum(code != ".." for row in shown.field for code in row)
    board = shown.board  # type: ignore[attr-defined]
    if board and isinstance(board[0], tuple) and all(isinstance(v, int) for v in board[0]):
        return sum(v != 0 for row in board for v in row)  # Verse: colours by row
    return len(board)  # Tet'light: the occupied hexagons


def test_a_moment_pressed_live_reaches_the_scene(app: App, window) -> None:
    scene = play_position(app, ROOT / FILES["RetrisPlayScene"])
    window.show_view(scene)
    scene.on_update(0.0)
    before = scene.snapshot.field
    press(scene, Action.HARD_DROP)
    assert scene.snapshot.field != before  # the T landed …
    assert scene.feel.trails.streaks  # … and the scene saw its lock
