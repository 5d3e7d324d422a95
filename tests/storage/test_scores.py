"""The score book keeps every finished game in SQLite, ranks them per game, and never
destroys a file it cannot read: it says which file and what is wrong instead."""

from __future__ import annotations

import os
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.storage.scores import SCHEMA_VERSION, ScoreBook, ScoreBookError, ScoreEntry


@pytest.fixture
def book(tmp_path: Path) -> ScoreBook:
    return ScoreBook(tmp_path / "scores.sqlite3")


def test_a_recorded_game_reads_back_whole(book: ScoreBook) -> None:
    when = datetime(2025, 3, 4, 5, 6, 7, tzinfo=UTC)
    assert book.record("verse", 412, {"rotation": True, "fair": False},
                       "20250304T050607Z-verse-7.json", when) == 1
    assert book.best("verse") == 412
    assert book.top("verse") == [ScoreEntry(1, "verse", 412, {"fair": False, "rotation": True},
                                            "20250304T050607Z-verse-7.json",
                                            "2025-03-04T05:06:07+00:00")]


def test_the_file_is_a_real_sqlite_database_with_a_schema_version(book: ScoreBook) -> None:
    book.record("retris", 10, {})
    db = sqlite3.connect(book.path)
    try:
        assert db.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert db.execute("SELECT game, score, replay FROM games").fetchall() == [
            ("retris", 10, None)]
    finally:
        db.close()


def test_ranks_count_the_better_games_and_ties_go_to_the_earlier(book: ScoreBook) -> None:
    assert [book.record("verse", s, {}) for s in (100, 300, 200, 300, 50)] == [1, 1, 2, 2, 5]
    assert [e.score for e in book.top("verse")] == [300, 300, 200, 100, 50]
    assert [e.rank for e in book.top("verse", 3)] == [1, 2, 3]
    assert book.top("verse", 0) == []


def test_each_game_has_its_own_table_of_scores(book: ScoreBook) -> None:
    book.record("verse", 500, {"rotation": False, "fair": False})
    assert book.record("retris", 20, {"style": "normal"}) == 1
    assert book.record("retris", 10, {"style": "normal"}) == 2
    assert book.best("verse") == 500 and book.best("retris") == 20
    assert book.best("tetlight") is None and book.top("tetlight") == []
    assert {e.game for e in book.top("retris")} == {"retris"}


def test_reading_a_book_not_written_yet_creates_nothing(book: ScoreBook) -> None:
    assert book.best("verse") is None and book.top("verse") == []
    assert not book.path.exists()


def test_the_default_file_is_in_the_data_folder(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ARCADEFORGE_DATA_DIR", str(tmp_path / "data"))
    assert ScoreBook().record("verse", 1, {}) == 1
    assert (tmp_path / "data" / "scores.sqlite3").is_file()


@pytest.mark.parametrize("content", [b"this is not a database at all" * 40,
                                     b"SQLite format 3\x00" + bytes(range(256)) * 8])
def test_a_corrupt_file_is_reported_and_left_as_it_was(book: ScoreBook, content: bytes) -> None:
    book.path.write_bytes(content)
    for call in (lambda: book.best("verse"), lambda: book.top("verse"),
                 lambda: book.record("verse", 9, {})):
        with pytest.raises(ScoreBookError, match=r"scores\.sqlite3") as caught:
            call()
        assert str(book.path) in str(caught.value)
    assert book.path.read_bytes() == content
    assert sorted(p.name for p in book.path.parent.iterdir()) == ["scores.sqlite3"]


def test_another_programs_database_is_not_taken_over(book: ScoreBook) -> None:
    db = sqlite3.connect(book.path)
    db.execute("CREATE TABLE notes (text TEXT)")
    db.commit()
    db.close()
    before = book.path.read_bytes()
    with pytest.raises(ScoreBookError, match=r"not an ArcadeForge score book.*notes"):
        book.record("verse", 1, {})
    with pytest.raises(ScoreBookError, match="not an ArcadeForge score book"):
        book.best("verse")
    assert book.path.read_bytes() == before


def test_a_book_from_a_newer_version_is_not_touched(book: ScoreBook) -> None:
    book.record("verse", 1, {})
    db = sqlite3.connect(book.path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = book.path.read_bytes()
    with pytest.raises(ScoreBookError, match="newer version"):
        book.record("verse", 2, {})
    with pytest.raises(ScoreBookError, match="newer version"):
        book.top("verse")
    assert book.path.read_bytes() == before


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="root writes into read-only folders")
def test_a_read_only_folder_is_an_error_not_a_crash(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(ScoreBookError, match="locked"):
            ScoreBook(folder / "scores.sqlite3").record("verse", 1, {})
    finally:
        folder.chmod(0o700)


def test_a_book_the_system_will_not_let_us_write_is_an_error(
        book: ScoreBook, monkeypatch: pytest.MonkeyPatch) -> None:
    """What a read-only file or folder does to SQLite, for root too: every connection the
    book opens is read-only."""
    book.record("verse", 5, {})
    before = book.path.read_bytes()
    real = sqlite3.connect

    def read_only(path: object, *args: object, **kwargs: object) -> sqlite3.Connection:
        kwargs.pop("uri", None)
        where = path if str(path).startswith("file:") else f"{Path(str(path)).as_uri()}?mode=ro"
        return real(where, *args, uri=True, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(sqlite3, "connect", read_only)
    with pytest.raises(ScoreBookError, match="read-only"):
        book.record("verse", 6, {})
    assert book.best("verse") == 5
    assert book.path.read_bytes() == before


def test_a_folder_that_cannot_exist_is_an_error_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(ScoreBookError, match="data"):
        ScoreBook(blocker / "scores.sqlite3").record("verse", 1, {})
    with pytest.raises(ScoreBookError, match="it is a folder, not a regular file"):
        ScoreBook(tmp_path).record("verse", 1, {})  # a folder, not a file
    assert blocker.read_text() == "a file where the folder should be"


def test_bad_arguments_are_refused_by_name(book: ScoreBook) -> None:
    with pytest.raises(ValueError, match="score"):
        book.record("verse", 1.5, {})  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="options"):
        book.record("verse", 1, {"when": datetime.now(UTC)})
    with pytest.raises(ValueError, match="game"):
        book.record("", 1, {})
    assert not book.path.exists()


def test_two_books_on_one_file_see_each_other(book: ScoreBook) -> None:
    other = ScoreBook(book.path)
    book.record("verse", 30, {})
    assert other.record("verse", 40, {}) == 1
    assert book.best("verse") == 40
