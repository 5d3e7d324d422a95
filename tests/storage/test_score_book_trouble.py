"""A score book in trouble: rows another program damaged, a book locked by another program at
game over, and the journal a killed game leaves. None of them crashes, freezes the window or
loses a score, and the file is never repaired behind the player's back."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest

from game.scenes.score_keeper import ScoreKeeper
from game.storage.pending_scores import PendingScores, make_entry, pending_path
from game.storage.score_saving import SaveStatus, save_pending_later
from game.storage.scores import ScoreBook, ScoreBookBusy


@pytest.fixture
def book(tmp_path: Path) -> ScoreBook:
    return ScoreBook(tmp_path / "scores.sqlite3")


def insert_raw(book: ScoreBook, score: object, options: str = "{}") -> None:
    """A row as another program might write it: SQLite keeps whatever type it is given."""
    with sqlite3.connect(book.path) as db:
        db.execute("INSERT INTO games (game, score, options, replay, finished_at) "
                   "VALUES ('verse', ?, ?, NULL, '2025-01-01T00:00:00+00:00')", (score, options))


def test_rows_with_a_score_that_is_not_a_number_are_skipped_and_kept(book: ScoreBook) -> None:
    book.record("verse", 300, {})
    book.record("verse", 100, {})
    insert_raw(book, "lots")
    insert_raw(book, 12.5)
    insert_raw(book, 999, options="not json")
    before = book.path.read_bytes()
    assert [e.score for e in book.top("verse")] == [300, 100]
    assert book.damaged == 3
    assert book.best("verse") == 300
    assert book.record("verse", 200, {}) == 2  # damaged rows never rank above
    with sqlite3.connect(book.path) as db:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (6,)
    assert len(before) <= len(book.path.read_bytes())  # only the new row was added


def test_a_book_left_by_a_game_killed_mid_record_reads_normally(book: ScoreBook) -> None:
    book.record("verse", 42, {})
    child = (
        "import os, sqlite3, sys\n"
        "db = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "db.execute('PRAGMA cache_size = 1')\n"  # spill to the file at once: a hot journal
        "db.execute('BEGIN IMMEDIATE')\n"
        "for i in range(300):\n"
        "    db.execute(\"INSERT INTO games (game, score, options, replay, finished_at) "
        "VALUES ('verse', ?, '{}', NULL, ?)\", (i, 'x' * 500))\n"
        "os.kill(os.getpid(), 9)\n")
    subprocess.run([sys.executable, "-c", child, str(book.path)], check=False)
    assert Path(f"{book.path}-journal").exists()
    # It was reported as read-only: the read-only connection cannot roll the journal back.
    assert [e.score for e in book.top("verse")] == [42]
    assert book.best("verse") == 42


@pytest.fixture
def locked(book: ScoreBook) -> Iterator[sqlite3.Connection]:
    """Another program holding an exclusive lock on the book."""
    book.record("verse", 500, {})
    other = sqlite3.connect(book.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    yield other
    other.close()


def finish_in_time(keeper: ScoreKeeper, score: int) -> tuple[Any, ...]:
    """``keeper.finish`` on a thread: it must come back well before the old 5 s wait."""
    result: list[tuple[Any, ...]] = []
    worker = threading.Thread(target=lambda: result.append(keeper.finish(score, {}, None)),
                              daemon=True)
    worker.start()
    worker.join(3.0)
    assert result, "the window would have frozen"
    return result[0]


def test_a_locked_book_keeps_the_score_pending_and_saves_it_at_the_next_start(
        book: ScoreBook, locked: sqlite3.Connection) -> None:
    with pytest.raises(ScoreBookBusy, match="busy: another program is using it"):
        ScoreBook(book.path, busy_seconds=0.05).record("verse", 1, {})
    # The best cannot be read either while the book is locked: the screen shows this game's.
    assert finish_in_time(ScoreKeeper(book, "verse"), 700) == (None, None, SaveStatus.LATER)
    pending = PendingScores(pending_path(book.path))
    assert [e["score"] for e in pending.entries()] == [700]
    locked.execute("ROLLBACK")
    thread = save_pending_later(book)
    assert thread is not None
    thread.join(10)
    assert [e.score for e in book.top("verse")] == [700, 500]
    assert not pending.path.exists()


def test_the_next_game_over_saves_the_scores_still_pending(book: ScoreBook) -> None:
    pending = PendingScores(pending_path(book.path))
    pending.add(make_entry("verse", 900, {}, None))
    assert finish_in_time(ScoreKeeper(book, "verse"), 50) == (None, 1, SaveStatus.RECORDED)
    ScoreKeeper(book, "verse").finish(60, {}, None)  # the thread is serialised: 900 is in
    assert [e.score for e in book.top("verse")] == [900, 60, 50]
    assert not pending.path.exists()


def test_a_score_retried_twice_is_recorded_once(book: ScoreBook) -> None:
    entry = make_entry("verse", 77, {"fair": True}, "r.json")
    for _ in range(2):
        book.record("verse", 77, {"fair": True}, "r.json",
                    finished_at=datetime.fromisoformat(entry["finished_at"]), once=True)
    assert [e.score for e in book.top("verse")] == [77]


def test_a_damaged_pending_file_is_moved_aside_not_overwritten(book: ScoreBook) -> None:
    pending = PendingScores(pending_path(book.path))
    pending.path.parent.mkdir(parents=True, exist_ok=True)
    pending.path.write_text("[" * 5000)
    pending.add(make_entry("verse", 5, {}, None))
    assert [e["score"] for e in pending.entries()] == [5]
    (aside,) = book.path.parent.glob("scores-pending.json.damaged-*")
    assert aside.read_text() == "[" * 5000
    assert json.loads(pending.path.read_text())[0]["score"] == 5


def test_a_pending_score_that_can_never_be_recorded_does_not_block_the_others(
        book: ScoreBook) -> None:
    pending = PendingScores(pending_path(book.path))
    stuck = {**make_entry("verse", 1, {}, None), "finished_at": "not a time"}
    pending.add(stuck)
    pending.add(make_entry("verse", 2, {}, None))
    thread = save_pending_later(book)
    assert thread is not None
    thread.join(10)
    assert [e.score for e in book.top("verse")] == [2]
    assert pending.entries() == [stuck]  # kept, not lost


def test_two_windows_adding_pending_scores_at_once_lose_none(tmp_path: Path) -> None:
    path = tmp_path / "scores-pending.json"
    child = ("import sys\nfrom pathlib import Path\n"
             "from game.storage.pending_scores import PendingScores, make_entry\n"
             "pending = PendingScores(Path(sys.argv[1]))\n"
             "for i in range(40):\n"
             "    pending.add(make_entry('verse', int(sys.argv[2]) + i, {}, None))\n")
    runs = [subprocess.Popen([sys.executable, "-c", child, str(path), str(base)])
            for base in (0, 1000)]
    assert [run.wait(60) for run in runs] == [0, 0]
    scores = sorted(e["score"] for e in PendingScores(path).entries())
    assert scores == [*range(40), *range(1000, 1040)]
