"""What sits where the score book should be: a FIFO (or its journal as one) never blocks the
window, a file that is not an SQLite database (1 byte of anything) is never taken for a new
book and overwritten, and links that lead to devices or nowhere are refused."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.scenes.score_keeper import ScoreKeeper
from game.storage.scores import ScoreBook, ScoreBookError


def in_time(call: Callable[[], Any], fifo: Path | None = None, seconds: float = 3.0) -> Any:
    """``call()`` on a thread; fails when it has not returned in ``seconds`` (a FIFO opened
    for reading blocks until a writer comes: then one comes, to let the thread go)."""
    out: list[Any] = []

    def run() -> None:
        try:
            out.append(call())
        except Exception as exc:  # handed to the test to check
            out.append(exc)

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(seconds)
    if worker.is_alive():
        if fifo is not None:
            os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        pytest.fail(f"{call} was still blocked after {seconds} s")
    return out[0]


@pytest.mark.parametrize("tail", ["", "-journal", "-wal"])
def test_a_fifo_at_the_book_or_its_journal_is_refused_without_waiting(tmp_path: Path,
                                                                      tail: str) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    if tail:
        book.record("retris", 10, {})
    fifo = Path(f"{book.path}{tail}")
    os.mkfifo(fifo)
    for call in (lambda: book.best("retris"), lambda: book.record("retris", 5, {})):
        error = in_time(call, fifo)
        assert isinstance(error, ScoreBookError)
        assert str(error) == f"score book {fifo}: cannot be read: it is a FIFO, not a " \
                             "regular file; it was left untouched"
    assert in_time(lambda: ScoreKeeper(book, "retris").best(), fifo) is None  # the title goes on
    assert fifo.is_fifo()


@pytest.mark.parametrize("content", [b"x", b"\x00", b"SQLite format 2\x00" + b"\x00" * 90])
def test_a_file_that_is_not_a_database_is_never_overwritten(tmp_path: Path,
                                                            content: bytes) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.path.write_bytes(content)
    with pytest.raises(ScoreBookError, match=r"not a score book \(not an SQLite database\); "
                                             "it was left untouched"):
        book.record("retris", 5, {})
    with pytest.raises(ScoreBookError, match="not a score book"):
        book.best("retris")
    assert book.path.read_bytes() == content
    assert sorted(os.listdir(tmp_path)) == ["scores.sqlite3"]


def test_an_empty_file_is_a_new_book(tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.path.write_bytes(b"")  # nothing in it to lose
    assert book.best("retris") is None
    assert book.record("retris", 5, {}) == 1
    assert book.best("retris") == 5


def test_links_to_a_device_or_to_nowhere_are_refused(tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.path.symlink_to("/dev/zero")
    error = in_time(lambda: book.record("retris", 5, {}))
    assert isinstance(error, ScoreBookError) and "it is a character device" in str(error)
    book.path.unlink()
    target = tmp_path / "gone" / "book"
    book.path.symlink_to(target)
    error = in_time(lambda: book.record("retris", 5, {}))
    assert isinstance(error, ScoreBookError) and "a link that leads nowhere" in str(error)
    assert not target.parent.exists()


def damage(book: ScoreBook, statement: str, *args: object) -> bytes:
    """Change the book as only another program would (SQLite's writable schema)."""
    import sqlite3

    with sqlite3.connect(book.path) as db:
        db.execute("PRAGMA writable_schema = ON")
        db.execute(statement, args)
    return book.path.read_bytes()


def test_a_damaged_book_is_never_written_even_where_a_write_would_go_through(
        tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    for score in range(30):
        book.record("verse", score, {})
    # The index now shares the table's pages: reads fail, an insert alone would not.
    before = damage(book, "UPDATE sqlite_master SET rootpage = (SELECT rootpage FROM "
                          "sqlite_master WHERE name = 'games') WHERE name = 'games_by_score'")
    with pytest.raises(ScoreBookError) as error:
        book.record("verse", 99, {})
    assert str(error.value).startswith(f"score book {book.path}: damaged (")
    assert str(error.value).endswith("; it was left untouched") and "\n" not in str(error.value)
    assert book.path.read_bytes() == before


def test_text_that_is_not_utf8_is_shown_garbled_or_refused_never_a_crash(
        tmp_path: Path) -> None:
    book = ScoreBook(tmp_path / "scores.sqlite3")
    book.record("verse", 1, {})
    import sqlite3

    with sqlite3.connect(book.path) as db:  # a row another program wrote in Latin-1
        db.execute("INSERT INTO games (game, score, options, replay, finished_at) VALUES "
                   "('verse', 5, '{}', CAST(x'e9' AS TEXT), '2025-01-01T00:00:00+00:00')")
    assert [(e.score, e.replay) for e in book.top("verse")] == [(5, "\ufffd"), (1, None)]
    # A schema whose error message SQLite quotes in bytes that are not text.
    damage(book, "UPDATE sqlite_master SET sql = CAST(? AS TEXT) WHERE name = "
                 "'games_by_score'", b"CREATE INDEX games_by_score ON games (game)\x80")
    with pytest.raises(ScoreBookError, match=r"damaged \(SQLite's complaint about it is not "
                                             r"even text\); it was left untouched"):
        book.top("verse")


def test_a_pending_file_that_links_nowhere_is_moved_aside_not_replaced(tmp_path: Path) -> None:
    from game.storage.pending_scores import PendingScores, make_entry

    pending = PendingScores(tmp_path / "scores-pending.json")
    pending.path.symlink_to(tmp_path / "gone" / "pending.json")
    pending.add(make_entry("verse", 7, {}, None))
    assert [e["score"] for e in pending.entries()] == [7]
    (aside,) = tmp_path.glob("scores-pending.json.damaged-*")
    assert aside.is_symlink() and not (tmp_path / "gone").exists()
