"""The goals issue's acceptance line, end to end, by a player with only a pad: title → Retris
→ GOAL Sprint, TARGET 40 → play to the win → the won result → a name on the letter grid →
title → Records → the Sprint 40 table with that name at #1 → its replay in the theatre.

Every input the game gets is a pad event through a fake pyglet pad (tests/input/fake_pad.py)
and pyglet's own Controller mapping, as in test_pad_play.py; no key, text or mouse event is
dispatched at all (the test watches the window for them). The moves of the game are chosen by
the project's autoplayer from the snapshot and sent as d-pad, button and trigger presses.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path

import arcade
import pytest

from game.core.actions import Action
from game.core.replay import Replay
from game.scenes.menus.gameover import GameOverScene
from game.scenes.menus.name_entry import DONE, GRID, NameEntryScene
from game.scenes.menus.records import ENTRIES, TABLES, RecordsScene
from game.scenes.menus.title import TitleScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.retris.setup import RetrisSetupScene
from game.scenes.services import App
from game.scenes.theatre.screen import TheatreScene
from game.sim.autoplay import AutoPlayer
from game.sim.record_demo import record
from game.storage.replays import save_finished
from game.storage.scores import ScoreBook, ScoreEntry
from tests.input.fake_pad import FakeManager, FakePad
from tests.scenes.conftest import run_frames

TARGET = 40
NAME = "PAD"
PLAY_FRAMES = 12_000  # far more than the autoplayer needs for 40 rows (about 2,000)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own, its score book with three tables already: Endless,
    Sprint 20 and Sprint 40, whose one (slow) game by ANA has a replay of its own."""
    folder = tmp_path / "data"
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(folder))
    book = ScoreBook()
    sprint = RetrisChoice(goal="sprint", sprint_rows=TARGET).options()
    theirs = save_finished(record("retris", sprint, seed=4, ticks=600), score=10)
    won = {"tick_rate": 120, "won": True}
    book.record("retris", 10, sprint, theirs.name,
                figures={"name": "ANA", "ticks": 999_999, "rows": TARGET, **won})
    book.record("retris", 20, RetrisChoice(goal="sprint", sprint_rows=20).options(), None,
                figures={"name": "CY", "ticks": 9_999, "rows": 20, **won})
    book.record("retris", 5_000, RetrisChoice().options(), None, figures={"name": "BO"})
    return folder


@pytest.fixture
def not_pad(window: arcade.Window) -> Iterator[list[str]]:
    """Every key, text or mouse event dispatched to the window during the test."""
    seen: list[str] = []
    real = window.dispatch_event

    def watch(event_type: str, *args: object) -> object:
        if event_type.startswith(("on_key", "on_text", "on_mouse")):
            seen.append(event_type)
        return real(event_type, *args)

    window.dispatch_event = watch  # type: ignore[method-assign]
    yield seen
    del window.dispatch_event  # the class's own again


@pytest.fixture
def pad(app: App) -> FakePad:
    """One pad, plugged in before the game starts. Its triggers report their rest once, as
    pyglet reads a real pad's axes when it opens it: a trigger is not pressed before it has
    been seen at rest (game/input/pad.py), and the fake's axes start with no value."""
    pad = FakePad()
    app.manager = FakeManager(pad)  # type: ignore[attr-defined]
    app.start_pads(app.manager)  # type: ignore[attr-defined]
    for trigger in ("lefttrigger", "righttrigger"):
        pad.trigger(trigger, 0.0)
    return pad


def step(pad: FakePad, x: int, y: int) -> None:
    """One d-pad push and let go (y 1 is up)."""
    pad.dpad(x, y)
    pad.dpad(0, 0)


def flick(pad: FakePad, x: float, y: float) -> None:
    """The left stick pushed past its deadzone and back."""
    pad.stick(x, y)
    pad.stick(0.0, 0.0)


def until(window: arcade.Window, done: Callable[[], bool], frames: int, what: str) -> None:
    run_frames(window, frames, until=done)
    assert done(), f"never got there: {what}"


def send(pad: FakePad, action: Action, pressed: bool) -> None:
    """One of the autoplayer's inputs as the pad control ``[pad.retris]`` binds to it."""
    if action in (Action.LEFT, Action.RIGHT):
        pad.dpad((-1 if action is Action.LEFT else 1) if pressed else 0, 0)
    elif action is Action.HARD_DROP:
        pad.trigger("righttrigger", 1.0 if pressed else 0.0)
    elif action is Action.CW:
        pad.button("a", pressed)
    elif action is Action.HOLD:
        pad.button("x", pressed)
    else:
        raise AssertionError(f"the autoplayer pressed {action}, which this test does not map")


def pick_letters(pad: FakePad, prompt: NameEntryScene, cell: str) -> None:
    """Move the grid's focus to ``cell`` by the d-pad (down and right only: both wrap),
    then A."""
    row = next(r for r, cells in enumerate(GRID) if cell in cells)
    for _ in range(len(GRID)):
        if prompt.row == row:
            break
        step(pad, 0, -1)
    for _ in range(len(GRID[row])):
        if prompt.cell == cell:
            break
        step(pad, 1, 0)
    assert prompt.cell == cell
    pad.tap("a")


def signed(book: ScoreBook, row_id: int, name: str) -> ScoreEntry:
    """The game's entry once the name prompt's answer is written (on a thread)."""
    for _ in range(200):
        entry = next(e for e in book.entries() if e.id == row_id)
        if entry.name == name:
            return entry
        time.sleep(0.01)
    return entry


def test_a_sprint_40_won_signed_ranked_and_watched_by_pad_alone(
        app: App, pad: FakePad, window: arcade.Window, data: Path,
        not_pad: list[str]) -> None:
    # The title: Retris is the first card.
    title = TitleScene(app)
    app.nav.reset(title)
    run_frames(window, 1, draw=True)
    assert title.menu.focused.label == "RETRIS"
    pad.tap("a")

    # The setup: up from START to GOAL (Endless: no target row yet), Sprint, its target 40.
    setup = window.current_view
    assert isinstance(setup, RetrisSetupScene)
    assert setup.menu.focused is setup.start_item
    step(pad, 0, 1)
    assert setup.menu.focused is setup.goal_item
    step(pad, 1, 0)
    assert setup.goal_item.value == "SPRINT"
    step(pad, 0, -1)
    assert setup.menu.focused is setup.target_item
    step(pad, -1, 0)
    assert setup.target_item.value == "20 ROWS"
    step(pad, 1, 0)
    assert setup.target_item.value == f"{TARGET} ROWS"
    run_frames(window, 1, draw=True)
    step(pad, 0, -1)
    assert setup.menu.focused is setup.start_item
    pad.tap("start")

    # The game, played to the win: the autoplayer's choices, as pad presses.
    play = window.current_view
    assert isinstance(play, RetrisPlayScene)
    assert (play.snapshot.goal, play.snapshot.goal_target) == ("sprint", TARGET)
    player = AutoPlayer()
    for frame in range(PLAY_FRAMES):
        if play.snapshot.over:
            break
        for action, pressed in player.act(play.snapshot):
            send(pad, action, pressed)
        run_frames(window, 1, draw=frame % 500 == 0)
    snap = play.snapshot
    assert snap.over and snap.won, "the Sprint was not won"
    assert snap.rows >= TARGET and snap.goal == "sprint"
    assert snap.stats is not None  # every piece was put down by a pad press
    assert snap.stats.pieces == player.pieces >= TARGET * 10 // 4
    digest = play.driver.replay().final_digest  # type: ignore[union-attr]
    for action, pressed in player.act(snap):  # the last tap let go
        send(pad, action, pressed)

    # The won result, then the name prompt over it once the pad is let go.
    until(window, lambda: isinstance(window.current_view, GameOverScene), 200, "game over")
    over = window.current_view
    assert isinstance(over, GameOverScene) and over.play is play
    run_frames(window, 1, draw=True)
    assert over.won and over.heading.text == f"SPRINT {TARGET} COMPLETE"
    assert over.score_label.text == "TIME"
    assert play.replay_path is not None and play.replay_path.parent == data / "replays"
    until(window, lambda: isinstance(window.current_view, NameEntryScene), 200, "the prompt")
    prompt = window.current_view
    assert isinstance(prompt, NameEntryScene)
    assert prompt.heading_text == f"#1 ON RETRIS · CLASSIC · NORMAL · SPRINT {TARGET}"
    assert prompt.name == prompt.offered == "BO"  # the last name used, offered first
    run_frames(window, 1, draw=True)
    for _ in range(len(prompt.offered)):  # X deletes the name offered
        pad.tap("x")
    assert prompt.name == ""
    for letter in NAME:
        pick_letters(pad, prompt, letter)
    assert prompt.name == NAME
    pick_letters(pad, prompt, DONE)
    assert window.current_view is over
    book = ScoreBook()
    assert play.score_save is not None and play.score_save.row_id is not None
    assert signed(book, play.score_save.row_id, NAME).name == NAME

    # Back to the title from the result's TITLE button.
    run_frames(window, 1, draw=True)
    for _ in range(len(over.menu.items)):
        if over.menu.focused.label == "TITLE":
            break
        step(pad, 1, 0)
    pad.tap("a")
    title = window.current_view
    assert isinstance(title, TitleScene) and app.nav.stack == [title]

    # Records, by the stick; down the tables to Sprint 40: that name at #1, ANA at #2.
    run_frames(window, 1, draw=True)
    for _ in range(len(title.menu.items)):
        if title.menu.focused.label == "RECORDS":
            break
        flick(pad, 1.0, 0.0)
    assert title.menu.focused.label == "RECORDS"
    pad.tap("a")
    records = window.current_view
    assert isinstance(records, RecordsScene) and records.zone == TABLES
    run_frames(window, 1, draw=True)
    assert [(k.goal, k.target) for k, _ in records.shown] == [
        ("endless", None), ("sprint", 20), ("sprint", TARGET)]
    for _ in range(len(records.shown)):
        assert records.table is not None
        if records.table[0].target == TARGET:
            break
        flick(pad, 0.0, -1.0)
    assert records.table is not None
    key, entries = records.table
    assert (key.game, key.goal, key.target) == ("retris", "sprint", TARGET)
    assert [e.name for e in entries] == [NAME, "ANA"]
    first = entries[0]
    assert (first.rank, first.name, first.won) == (1, NAME, True)
    assert first.replay == play.replay_path.name
    assert first.ticks == snap.game_ticks and first.rows == snap.rows
    run_frames(window, 1, draw=True)  # the screen drawn as it is now
    assert [parts[1].text for _, parts in records.rows[1:]] == [NAME, "ANA"]  # as drawn
    assert f"SPRINT {TARGET}" in [t.text for _, _, p in records.parts for t in p]

    # Its replay in the theatre: that game's file, its final digest, played to that end.
    pad.tap("a")
    assert records.zone == ENTRIES and records.entry is first
    pad.tap("a")
    theatre = window.current_view
    assert isinstance(theatre, TheatreScene), records.message
    assert theatre.entry.path == data / "replays" / first.replay
    assert theatre.entry.path == play.replay_path
    assert theatre.entry.replay is not None and theatre.entry.replay.final_digest == digest
    assert Replay.load(play.replay_path).final_digest == digest
    run_frames(window, 2, draw=True)
    for _ in range(2):  # faster
        step(pad, 0, 1)
    assert theatre.speed == 4.0
    stage = theatre.stage
    for _ in range(stage.end // (5 * stage.rate) + 2):  # → seeks 5 s on
        if stage.tick >= stage.end:
            break
        step(pad, 1, 0)
    assert stage.tick == stage.end
    assert stage.cursor.digest() == digest
    shown = stage.scene.snapshot
    assert shown.won and shown.rows == snap.rows and shown.game_ticks == snap.game_ticks
    run_frames(window, 2, draw=True)

    # B back out: the records, the tables, the title.
    pad.tap("b")
    assert window.current_view is records
    pad.tap("b")
    assert records.zone == TABLES
    pad.tap("b")
    assert window.current_view is title
    assert not_pad == [], "a key, text or mouse event was dispatched"
