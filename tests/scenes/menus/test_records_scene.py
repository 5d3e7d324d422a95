"""The Records screen: reached from the title, draws every table (real GL, headless), filters
them, is moved by keys and pad alike, and opens an entry's own replay in the theatre."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import arcade
import pytest
from arcade import key

from game.core.replay import Replay
from game.input.commands import Command
from game.scenes.menus.records import ENTRIES, FILTERS, TABLES, RecordsScene
from game.scenes.menus.title import TitleScene
from game.scenes.services import App
from game.scenes.theatre.screen import TheatreScene
from game.sim.record_demo import record
from game.storage.replays import save_finished
from game.storage.scores import ScoreBook
from tests.scenes.conftest import assert_not_blank, frame_pixels, press

ARCADE = {"mode": "arcade", "style": "normal"}


@pytest.fixture(scope="module")
def demo() -> Replay:
    return record("retris", {"mode": "arcade"}, seed=4, ticks=600)


@pytest.fixture
def book(tmp_path: Path, demo: Replay) -> ScoreBook:
    folder = tmp_path / "replays"
    path = save_finished(demo, folder, score=77)
    other = save_finished(record("retris", {"mode": "arcade"}, seed=9, ticks=300), folder,
                          score=5)
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.record("retris", 900, ARCADE, other.name, figures={"name": "ANA"})
    book.record("retris", 800, ARCADE, path.name, figures={"name": "BO"})
    bad = book.last_id
    book.record("retris", 700, ARCADE, None, figures={"name": "CY"})
    book.record("retris", 50, {"mode": "classic", "style": "normal", "goal": "sprint",
                               "goal_rows": 40}, None,
                figures={"ticks": 6000, "tick_rate": 120, "won": True})
    book.record("verse", 60, {"rotation": False, "fair": True})
    db = sqlite3.connect(book.path)  # a name another program wrote, refused by the book
    db.execute("UPDATE games SET name = ? WHERE id = ?", ("BO\x1b[2J", bad))
    db.commit()
    db.close()
    return book


def open_records(app: App, book: ScoreBook) -> RecordsScene:
    app.nav.reset(TitleScene(app))
    scene = RecordsScene(app, book, book.path.parent / "replays")
    app.nav.push(scene)
    return scene


def test_the_title_opens_the_records_screen(app: App, window: arcade.Window) -> None:
    title = TitleScene(app)
    app.nav.reset(title)
    title.menu.focus = [i.label for i in title.menu.items].index("RECORDS")
    press(window, key.ENTER)
    assert isinstance(window.current_view, RecordsScene)
    press(window, key.ESCAPE)
    assert window.current_view is title


def test_every_table_is_drawn_with_its_entries(app: App, window: arcade.Window,
                                               book: ScoreBook) -> None:
    scene = open_records(app, book)
    assert_not_blank(frame_pixels(window))
    words = [t.text for _, _, parts in scene.parts for t in parts]
    assert "SPRINT 40" in words and "ENDLESS" in words and "ROTATION OFF · FAIR ON" in words
    names = [parts[1].text for _, parts in scene.rows[1:]]
    assert names == ["ANA", "BO?[2J", "CY"]  # best first; a control character shown safely
    press(window, key.DOWN)  # the Sprint table: ranked by time
    scene.on_draw()
    assert [p.text for p in scene.rows[0][1]][2] == "TIME"
    assert scene.rows[1][1][2].text == "0:50.00"


def test_filters_narrow_the_tables(app: App, window: arcade.Window, book: ScoreBook) -> None:
    scene = open_records(app, book)
    assert len(scene.shown) == 3
    press(window, key.UP)
    assert scene.zone == FILTERS
    press(window, key.UP)  # to GOAL
    press(window, key.RIGHT)  # ENDLESS
    assert [k.goal for k, _ in scene.shown] == ["endless", "endless"]
    press(window, key.UP)
    press(window, key.LEFT)  # GAME: wraps to VERSE
    assert [k.game for k, _ in scene.shown] == ["verse"]
    press(window, key.RIGHT)
    press(window, key.RIGHT)  # RETRIS, with goal ENDLESS still chosen
    assert [k.game for k, _ in scene.shown] == ["retris"]
    scene.on_draw()


def test_an_entry_opens_its_own_replay_in_the_theatre(app: App, window: arcade.Window,
                                                      book: ScoreBook, demo: Replay) -> None:
    scene = open_records(app, book)
    assert scene.zone == TABLES
    press(window, key.ENTER)  # into the Arcade table's entries
    assert scene.zone == ENTRIES
    press(window, key.DOWN)  # BO's game: the demo's replay
    press(window, key.ENTER)
    theatre = window.current_view
    assert isinstance(theatre, TheatreScene)
    assert theatre.entry.path.name == scene.table[1][1].replay
    assert theatre.entry.replay is not None
    assert theatre.entry.replay.final_digest == demo.final_digest
    press(window, key.ESCAPE)
    assert window.current_view is scene
    press(window, key.DOWN)  # CY's game was saved without a replay: it says so and stays
    press(window, key.ENTER)
    assert window.current_view is scene and "not saved" in scene.message


def test_the_pad_moves_and_watches_too(app: App, window: arcade.Window,
                                       book: ScoreBook) -> None:
    scene = open_records(app, book)
    for name in ("right", "choose"):
        scene.on_command(Command(name, True, "pad", name))
    assert isinstance(window.current_view, TheatreScene)
    assert window.current_view.entry.path.name == scene.table[1][0].replay
    window.current_view.on_command(Command("back", True, "pad", "b"))
    assert window.current_view is scene
    scene.on_command(Command("back", True, "pad", "b"))
    assert scene.zone == TABLES
    scene.on_command(Command("back", True, "pad", "b"))
    assert isinstance(window.current_view, TitleScene)
