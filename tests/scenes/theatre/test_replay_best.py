"""A replay shows the best score as it stood when that game was played, not today's best."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.scenes.score_keeper import BestThen, best_when_played
from game.scenes.services import App
from game.scenes.theatre.screen import TheatreScene
from game.sim.record_demo import record
from game.storage import replay_library as lib
from game.storage.replays import save_finished
from game.storage.scores import ScoreBook, ScoreBookError


def _at(day: int) -> datetime:
    return datetime(2026, 1, day, 12, 0, tzinfo=UTC)


def test_the_best_before_each_game(tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    for day, score, name in ((1, 100, "a.json"), (2, 500, "b.json"), (3, 300, "c.json"),
                             (4, 900, "d.json")):
        book.record("verse", score, {}, name, finished_at=_at(day))
    book.record("retris", 5000, {}, "r.json", finished_at=_at(1))  # another game's
    assert best_when_played("verse", tmp_path / "a.json", book) is None  # the first game
    assert best_when_played("verse", tmp_path / "b.json", book) == 100
    assert best_when_played("verse", tmp_path / "c.json", book) == 500  # not today's 900
    # No row of its own (not recorded): the time in the replay's name decides.
    assert best_when_played("verse", tmp_path / "20260102T180000000000Z-verse-1.json",
                            book) == 500


def test_a_book_that_cannot_be_read_shows_no_best(tmp_path: Path) -> None:
    (tmp_path / "scores.sqlite3").write_bytes(b"not a database at all, not even close" * 9)
    book = ScoreBook(tmp_path / "scores.sqlite3")
    assert best_when_played("verse", tmp_path / "a.json", book) is None


def test_a_watched_replay_records_nothing() -> None:
    with pytest.raises(ScoreBookError):
        BestThen(7).record("verse", 1, {}, None)


def test_the_theatre_shows_the_best_of_that_day(app: App, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path))
    demo = record("verse", {}, seed=3, ticks=600)
    path = save_finished(demo, tmp_path / "replays", score=40)
    book = ScoreBook()
    book.record("verse", 250, {}, "older.json", finished_at=_at(1))
    book.record("verse", 40, {}, path.name, finished_at=datetime.now(UTC))
    book.record("verse", 9999, {}, "later.json", finished_at=datetime(2999, 1, 1, tzinfo=UTC))
    scene = TheatreScene(app, lib.load_entry(path))
    app.nav.reset(scene)
    assert scene.stage.scene.hud.best == 250
    scene.seek_by(2.0)  # a seek builds the play scene again: the same best
    assert scene.stage.scene.hud.best == 250
