"""Verse setup: keys and clicks change rotation and fair dealing, Enter on Start (focused
first) plays with them; the words follow the focus; the best Verse score comes from the
score book, and a broken book is a note, never a crash; the live board follows the choice."""

from __future__ import annotations

import logging
import sys
import types
from dataclasses import replace
from pathlib import Path
from typing import Any

import arcade
import pytest
from arcade import key

from game.rules.verse.tuning import load_tuning
from game.scenes.base import Scene
from game.scenes.services import App
from game.scenes.verse.choice import VerseChoice, fair_text, ready_text, rotation_text, scoring_rows
from game.scenes.verse.setup import VerseSetupScene, _entry_tags
from game.scenes.verse.setup_board import BOARD, TARGET_COL, TARGET_ROW, TRAY, phase, turned
from game.storage.scores import ScoreBook, ScoreEntry
from tests.scenes.conftest import assert_not_blank, frame_pixels, press, run_frames


class FakePlay(Scene):
    """Stands in for the play scene: remembers what it was started with."""

    def __init__(self, app: App, choice: VerseChoice) -> None:
        super().__init__(app)
        self.choice = choice


@pytest.fixture
def fake_play(monkeypatch: pytest.MonkeyPatch) -> None:
    """Start imports ``game.scenes.verse.play`` when pressed: hand it the fake."""
    module = types.ModuleType("game.scenes.verse.play")
    module.VersePlayScene = FakePlay  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.scenes.verse.play", module)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of this test's own, so the default score book starts empty."""
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


@pytest.fixture
def setup(app: App, data: Path, fake_play: None) -> VerseSetupScene:
    from game.scenes.menus.title import TitleScene

    app.nav.reset(TitleScene(app))
    scene = VerseSetupScene(app)
    app.nav.push(scene)
    return scene


def _click(window: arcade.Window, rect: arcade.Rect | None,
           button: int = arcade.MOUSE_BUTTON_LEFT) -> None:
    assert rect is not None
    x, y = round(rect.center_x), round(rect.center_y)
    window.dispatch_event("on_mouse_motion", x, y, 0, 0)
    window.dispatch_event("on_mouse_press", x, y, button, 0)
    window.dispatch_events()


def test_start_is_focused_and_enter_plays_at_once(setup: VerseSetupScene,
                                                  window: arcade.Window) -> None:
    assert setup.menu.focused is setup.start_item
    press(window, key.ENTER)
    assert isinstance(window.current_view, FakePlay)
    assert window.current_view.choice == VerseChoice()


def test_the_keys_change_both_settings_and_start_plays_with_them(
        setup: VerseSetupScene, window: arcade.Window) -> None:
    press(window, key.UP)  # fair dealing
    press(window, key.RIGHT)
    assert setup.choice == VerseChoice(rotation=False, fair=True)
    press(window, key.UP)  # rotation
    press(window, key.RIGHT)
    assert setup.choice == VerseChoice(rotation=True, fair=True)
    press(window, key.LEFT)
    press(window, key.LEFT)  # two values: left wraps round to where it was
    assert setup.choice.rotation is True
    press(window, key.DOWN)
    press(window, key.DOWN)
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, FakePlay)
    assert play.choice.options() == {"rotation": True, "fair": True}


@pytest.mark.parametrize("symbol", [key.ENTER, key.SPACE])
def test_enter_on_an_option_row_starts_the_game(setup: VerseSetupScene, window: arcade.Window,
                                               symbol: int) -> None:
    press(window, key.UP)
    press(window, key.UP)  # rotation
    press(window, symbol)  # the footer says ENTER start, not change
    play = window.current_view
    assert isinstance(play, FakePlay)
    assert play.choice == VerseChoice()


def test_start_builds_the_real_play_scene_with_the_options(app: App, window: arcade.Window,
                                                           data: Path) -> None:
    from game.scenes.verse.play import VersePlayScene

    shown = app.new_session
    calls: list[tuple[str, dict]] = []

    def session(game: str, options: dict, seed: int) -> tuple[Any, Any]:
        calls.append((game, options))
        return shown(game, options, seed)

    app.new_session = session
    choice = VerseChoice(rotation=True, fair=True)
    app.nav.reset(VerseSetupScene(app, choice))
    press(window, key.ENTER)
    play = window.current_view
    assert isinstance(play, VersePlayScene) and play.choice == choice
    assert calls == [("verse", {"rotation": True, "fair": True})]
    assert play.snapshot.rotation is True


def test_a_choice_given_shows_on_the_rows(app: App, data: Path) -> None:
    scene = VerseSetupScene(app, VerseChoice(rotation=True, fair=False))
    assert (scene.rotation_item.value, scene.fair_item.value) == ("ON", "OFF")


def test_esc_goes_back_to_the_title(setup: VerseSetupScene, window: arcade.Window) -> None:
    from game.scenes.menus.title import TitleScene

    press(window, key.ESCAPE)
    assert isinstance(window.current_view, TitleScene)


def test_clicks_change_a_row_and_start_the_game(setup: VerseSetupScene,
                                                window: arcade.Window) -> None:
    run_frames(window, 1, draw=True)  # lays the rows out
    _click(window, setup.fair_item.rect)
    assert setup.menu.focused is setup.fair_item and setup.choice.fair is True
    _click(window, setup.fair_item.rect, arcade.MOUSE_BUTTON_RIGHT)
    assert setup.choice.fair is False
    _click(window, setup.rotation_item.rect)
    assert setup.choice == VerseChoice(rotation=True)
    _click(window, setup.start_item.rect)
    assert isinstance(window.current_view, FakePlay)
    assert window.current_view.choice == VerseChoice(rotation=True)


def test_a_click_beside_the_rows_does_nothing(setup: VerseSetupScene,
                                              window: arcade.Window) -> None:
    run_frames(window, 1, draw=True)
    assert not setup.on_mouse_press(1, 1, arcade.MOUSE_BUTTON_LEFT, 0)
    assert window.current_view is setup and setup.choice == VerseChoice()


def test_the_words_follow_the_focused_row(setup: VerseSetupScene,
                                          window: arcade.Window) -> None:
    assert setup._info() == ("READY?", ready_text(VerseChoice()))
    press(window, key.UP)
    press(window, key.RIGHT)
    assert setup._info() == ("FAIR DEALING ON", fair_text(True))
    press(window, key.UP)
    press(window, key.RIGHT)
    title, body = setup._info()
    assert title == "ROTATION ON" and "R / Z" in body and "Double-click" in body


def test_the_words_say_what_the_rules_page_says() -> None:
    assert "streak of one: 60 points" in ready_text(VerseChoice())  # 10 · 3 · (1 + 1)
    assert ("+300", "the board left empty by a clear") in scoring_rows()
    assert "20 times" in fair_text(True) and "20" not in fair_text(False)
    tuned = replace(load_tuning(), per_cell=2, per_line=5, empty_board=99, fair_retries=3)
    assert [p for p, _ in scoring_rows(tuned)] == ["+2", "5·L(L+1)/2", "× (1 + STREAK)", "+99"]
    assert "up to 3 times" in fair_text(True, tuned)
    assert "streak of one: 30 points" in ready_text(VerseChoice(), tuned)
    assert "90°" in rotation_text(True, "R") and "R" not in rotation_text(False, "R")
    assert "Rotation on, fair dealing off" in ready_text(VerseChoice(rotation=True))


def test_no_games_yet_is_said_plainly(setup: VerseSetupScene, data: Path) -> None:
    assert setup.best is None and setup.top == []
    value, note = setup.best_lines()
    assert value == "—" and note.startswith("No games yet")
    assert not (data / "scores.sqlite3").exists()  # reading created nothing


def test_the_best_verse_score_shows_after_a_game_is_recorded(
        app: App, window: arcade.Window, data: Path) -> None:
    book = ScoreBook()
    book.record("verse", 1234, {"rotation": True, "fair": False})
    book.record("verse", 800, {"rotation": False, "fair": True})
    book.record("retris", 99999, {"style": "normal"})  # another game's score stays out
    scene = VerseSetupScene(app)
    app.nav.reset(scene)
    run_frames(window, 2, draw=True)
    assert scene.best == 1234 and scene.best_lines() == ("1,234", "")
    assert scene.best_value.text == "1,234"
    assert [e.score for e in scene.top] == [1234, 800]
    assert [row[1].text for row in scene.top_rows[:2]] == ["1,234", "800"]


def test_coming_back_from_a_game_reads_the_new_best(setup: VerseSetupScene,
                                                    window: arcade.Window) -> None:
    press(window, key.ENTER)  # plays (the fake)
    ScoreBook().record("verse", 77, {"rotation": False, "fair": False})
    setup.app.nav.pop()
    assert window.current_view is setup and setup.best == 77


def test_a_broken_score_book_is_a_short_note_not_a_crash(
        app: App, window: arcade.Window, data: Path, caplog: pytest.LogCaptureFixture) -> None:
    data.mkdir(parents=True)
    broken = data / "scores.sqlite3"
    broken.write_bytes(b"not a database, whatever it is" * 30)
    with caplog.at_level(logging.WARNING, logger="game.scenes.verse.setup"):
        scene = VerseSetupScene(app)
    app.nav.reset(scene)
    run_frames(window, 2, draw=True)
    value, note = scene.best_lines()
    assert value == "—" and "could not be read" in note
    assert str(broken) in caplog.text
    assert broken.read_bytes() == b"not a database, whatever it is" * 30


def test_a_listed_game_says_how_it_was_played_and_when() -> None:
    entry = ScoreEntry(1, "verse", 5, {"rotation": True, "fair": True}, None,
                       "2025-03-12T10:00:00+00:00")
    assert _entry_tags(entry) == "ROTATION · FAIR · 12 MAR 2025"
    plain = ScoreEntry(1, "verse", 5, {"rotation": False, "fair": False}, None, "junk")
    assert _entry_tags(plain) == ""


def test_the_setup_screen_draws_its_board_and_panels(app: App, window: arcade.Window,
                                                     data: Path) -> None:
    scene = VerseSetupScene(app, VerseChoice(rotation=True))
    app.nav.reset(scene)
    run_frames(window, 3)
    assert_not_blank(frame_pixels(window))
    blocks = sum(ch != "." for line in BOARD for ch in line)
    pieces = scene.preview.pieces
    assert scene.preview.board.count == 64 + blocks + len(pieces[0][1])  # lattice, blocks, ghost
    assert scene.preview.tray.count == sum(len(cells) for _, cells in pieces)


def test_the_preview_tray_piece_turns_only_with_rotation_on(window: arcade.Window) -> None:
    from game.render.palette import load_palette
    from game.scenes.verse.setup_board import TURN_SECONDS, TURNING_SLOT, VerseSetupBoard

    board = VerseSetupBoard(window.ctx, load_palette())
    board.place(arcade.LBWH(0, 0, 160, 160), arcade.LBWH(0, 170, 160, 60))
    still, _, _ = board.tray_cells(True, 0)
    turned_once, _, _ = board.tray_cells(True, 1)
    assert len(still) == len(turned_once) == sum(len(cells) for _, cells in board.pieces)
    assert (still != turned_once).any()
    asked: list[tuple[bool, int]] = []
    real = board.tray_cells

    def recording(picked: bool, quarters: int) -> tuple[Any, Any, Any]:
        asked.append((picked, quarters))
        return real(picked, quarters)

    board.tray_cells = recording  # type: ignore[method-assign]
    for rotation in (False, True):
        board.draw(rotation, 0.1)
        board.draw(rotation, 0.1 + TURN_SECONDS)
    assert asked == [(True, 0), (True, 0), (True, 0), (True, 1)]
    assert board.tray.count == len(still)
    placed, _, fl = board.tray_cells(False, 0)  # …and once the first piece is placed
    assert len(placed) == len(still) - len(board.pieces[0][1]) and not fl.any()
    shape = board.pieces[TURNING_SLOT][1]
    assert turned(shape, 4) == shape and turned(shape, 1) != shape
    assert board.caption(0.5) == "THE LIT ROW WILL CLEAR"
    assert board.caption(2.0) == "ROW CLEARED · +13"  # 3 cells + 10 for one line (rules §5)


def test_the_preview_cycle_aims_places_then_clears() -> None:
    assert phase(0.0)[0] == "aim" and phase(2.0)[0] == "placed" and phase(3.0)[0] == "cleared"
    assert phase(4.4 + 0.1)[0] == "aim"
    row = BOARD[TARGET_ROW]
    assert row[2:5] == "..." and "." not in row[:2] + row[5:]  # the tray's line of three fits
    assert TRAY[0] == ("line3", 0) and TARGET_COL == 2
    assert all(set(line) <= set(".12345678") for line in BOARD)  # Verse colours only
