"""The screens with a score book in trouble: Verse's setup with rows another program damaged
(they crashed it), and game over with a book another program has locked (it froze the
window 5-10 s and dropped the score)."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import arcade
import pytest

from game.core.actions import Action
from game.scenes.menus.gameover import GameOverScene
from game.scenes.retris.choice import RetrisChoice
from game.scenes.retris.play import RetrisPlayScene
from game.scenes.services import App
from game.scenes.verse.setup import VerseSetupScene
from game.storage.pending_scores import PendingScores, pending_path
from game.storage.scores import ScoreBook
from tests.scenes.conftest import run_frames


@pytest.fixture
def book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ScoreBook:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    return ScoreBook()


def test_verse_setup_shows_the_good_rows_and_counts_the_damaged(
        app: App, window: arcade.Window, book: ScoreBook) -> None:
    book.record("verse", 1234, {"rotation": True, "fair": False})
    book.record("verse", 800, {"rotation": False, "fair": True})
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO games (game, score, options, replay, finished_at) "
                   "VALUES ('verse', 'a lot', '{}', NULL, 'yesterday')")
    scene = VerseSetupScene(app)
    app.nav.reset(scene)
    run_frames(window, 2, draw=True)
    assert scene.best_lines() == ("1,234", "")
    assert [e.score for e in scene.top] == [1234, 800]
    assert scene.damaged == 1 and scene.damaged_note.text == "1 DAMAGED ENTRY SKIPPED"


def _play_retris_to_the_end(app: App, window: arcade.Window) -> tuple[RetrisPlayScene, float]:
    """The scene once its game is over and kept, and the longest frame on the way."""
    scene = RetrisPlayScene(app, RetrisChoice())
    app.nav.push(scene)
    longest = 0.0
    for _ in range(400):
        if scene.snapshot.over and scene.over_since is not None:
            break
        scene.driver.push(Action.HARD_DROP, True)
        scene.driver.push(Action.HARD_DROP, False)
        started = time.monotonic()
        run_frames(window, 1)
        longest = max(longest, time.monotonic() - started)
    return scene, longest


def test_game_over_with_a_locked_book_says_saved_later_and_keeps_the_score(
        app: App, window: arcade.Window, book: ScoreBook) -> None:
    book.record("retris", 10**9, {}, None)
    other = sqlite3.connect(book.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the book
    try:
        scene, longest = _play_retris_to_the_end(app, window)
        assert scene.snapshot.over
        figures = dict(GameOverScene(app, scene).figures)
        assert figures["RANK"] == "SAVED LATER"
        # The frame that kept the game waited 5 s and more for the lock; now at most 0.5 s
        # (3 s allows for a loaded machine).
        assert longest < 3.0
        pending = PendingScores(pending_path(book.path)).entries()
        assert [(e["game"], e["score"]) for e in pending] == [("retris", scene.snapshot.score)]
    finally:
        other.close()
