"""A finished game that enters its record table's top 10 asks for a name at game over (keys:
typing; pad: the letter grid), one that does not never asks, and the score is saved whatever
the player does (Esc: under the name offered, the last one used)."""

from __future__ import annotations

import time
from pathlib import Path

import arcade
import pytest
from arcade import key

from game.core.actions import Action
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.name_entry import GRID, NameEntryScene
from game.scenes.services import App
from game.scenes.tetlight.choice import TetlightChoice
from game.scenes.tetlight.play import TetlightPlayScene
from game.storage.scores import ScoreBook, ScoreEntry
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import press, run_frames

TABLE = {"edge": 6, "level": 0}  # the table the quick Tet'light game below lands on


@pytest.fixture
def book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScoreBook:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))  # a book of its own
    return ScoreBook()


def finish_a_game(app: App, window: arcade.Window) -> GameOverScene:
    """A Tet'light game ended at once (abort), through to its game over screen, with every
    key let go and the screen up long enough for the keys to work."""
    scene = TetlightPlayScene(app, TetlightChoice(edge=6))
    app.nav.push(scene)
    for _ in range(400):
        if scene.snapshot.over:
            break
        scene.driver.push(Action.ABORT, True)
        scene.driver.push(Action.ABORT, False)
        run_frames(window, 1)
    run_frames(window, 200, until=lambda: isinstance(window.current_view, GameOverScene))
    over = window.current_view
    assert isinstance(over, GameOverScene)
    run_frames(window, 90, until=lambda: window.current_view is not over)
    return over


def newest(book: ScoreBook, until_name: str | None = None) -> ScoreEntry:
    """The newest game in the book (waiting a moment for a name signed on a thread)."""
    for _ in range(100):
        entry = max(book.entries(), key=lambda e: e.id)
        if until_name is None or entry.name == until_name:
            return entry
        time.sleep(0.02)
    return entry


def type_text(window: arcade.Window, chars: str) -> None:
    window.dispatch_event("on_text", chars)
    window.dispatch_events()


def test_a_top_ten_game_asks_for_a_name_and_keeps_the_one_typed(
        app: App, window: arcade.Window, book: ScoreBook) -> None:
    book.record("tetlight", 10**9, {"edge": 6, "level": 0}, figures={"name": "ANA"})
    over = finish_a_game(app, window)
    prompt = window.current_view
    assert isinstance(prompt, NameEntryScene)
    assert prompt.name == "ANA" and "#2 ON TET'LIGHT · EDGE 6 · LEVEL 0" in prompt.heading_text
    for _ in range(3):
        press(window, key.BACKSPACE)
    type_text(window, "Zed\x1b\n99 LONG NAME HERE")  # control characters never get in
    assert prompt.name == "Zed99 LONG N"
    press(window, key.ENTER)
    assert window.current_view is over
    assert newest(book, "Zed99 LONG N").name == "Zed99 LONG N"
    run_frames(window, 30)
    assert window.current_view is over  # asked once


def test_esc_keeps_the_score_under_the_offered_name(app: App, window: arcade.Window,
                                                    book: ScoreBook) -> None:
    book.record("tetlight", 10**9, {"edge": 9, "level": 5}, figures={"name": "BO"})
    finish_a_game(app, window)
    assert isinstance(window.current_view, NameEntryScene)
    type_text(window, "XYZ")
    press(window, key.ESCAPE)
    assert isinstance(window.current_view, GameOverScene)
    time.sleep(0.2)
    mine = newest(book)
    assert mine.game == "tetlight" and mine.options["edge"] == 6 and mine.name == "BO"
    assert mine.ticks is not None and mine.ticks > 0 and mine.tick_rate == 120


def test_a_game_outside_the_top_ten_does_not_ask(app: App, window: arcade.Window,
                                                 book: ScoreBook) -> None:
    for k in range(10):
        book.record("tetlight", 10**6 + k, TABLE)
    book.record("tetlight", -1, {"edge": 9, "level": 0})  # another table: not counted
    over = finish_a_game(app, window)
    run_frames(window, 60)
    assert window.current_view is over
    assert len(book.top("tetlight", 100)) == 12  # saved all the same
    assert newest(book).name == "PLAYER"  # the name offered when the book has none


def test_the_letter_grid_by_pad(app: App, window: arcade.Window, book: ScoreBook) -> None:
    pad = FakePad()
    app.manager = FakeManager(pad)  # type: ignore[attr-defined]
    app.start_pads(app.manager)  # type: ignore[attr-defined]
    kept: list[str] = []
    app.nav.push(NameEntryScene(app, "", "#1 ON VERSE", kept.append))

    def step(x: int, y: int) -> None:
        pad.dpad(x, y)
        pad.dpad(0, 0)

    step(1, 0)
    pad.tap("a")  # B
    step(0, -1)
    step(0, -1)
    pad.tap("a")  # down twice: V
    step(0, -1)
    pad.tap("a")  # 5
    pad.tap("x")  # deleted again
    step(0, 1)
    for _ in range(len(GRID[2]) - 1):  # right to the end of the row, and it wraps
        step(1, 0)
    pad.tap("a")  # U (wrapped to the first column)
    step(0, -1)
    step(-1, 0)  # left from the first column: the last, DONE
    assert window.current_view.cell == "DONE"  # type: ignore[attr-defined]
    step(0, 1)
    step(0, -1)
    step(-1, 0)
    step(-1, 0)
    pad.tap("a")  # SPACE: BVU, then a space
    step(1, 0)
    step(1, 0)
    pad.tap("a")  # DONE
    assert kept == ["BVU"]  # the space at the end is dropped
    app.nav.push(NameEntryScene(app, "OFFERED", "#1 ON VERSE", kept.append))
    pad.tap("a")
    pad.tap("b")  # back: the offered name stays
    assert kept == ["BVU", "OFFERED"]
