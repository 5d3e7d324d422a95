"""A score book written by schema 1 (tests/storage/fixtures/scores-schema1.sqlite3, made with
that code's own ``record``) opens with today's code with nothing lost, ranks as before, and
is brought to schema 2 in place by the first write; a migration that fails leaves the file
exactly as it was."""

from __future__ import annotations

import shutil
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from game.storage import scores
from game.storage.scores import SCHEMA_VERSION, ScoreBook, ScoreBookError

FIXTURE = Path(__file__).parent / "fixtures" / "scores-schema1.sqlite3"
#: What the schema-1 code read from the fixture: (rank, score, replay, finished_at) per game.
BEFORE = {
    "retris": [(1, 5400, "20250102T100000Z-retris-2.json", "2025-01-02T10:00:00+00:00"),
               (2, 5400, None, "2025-01-03T10:00:00+00:00"),
               (3, 1200, "20250101T100000Z-retris-1.json", "2025-01-01T10:00:00+00:00"),
               (4, 300, "20250103T100000Z-retris-3.json", "2025-01-04T10:00:00+00:00")],
    "tetlight": [(1, 9100, "20250105T100000Z-tetlight-5.json", "2025-01-06T10:00:00+00:00"),
                 (2, 8000, "20250104T100000Z-tetlight-4.json", "2025-01-05T10:00:00+00:00")],
    "verse": [(1, 980, None, "2025-01-08T10:00:00+00:00"),
              (2, 412, "20250106T100000Z-verse-6.json", "2025-01-07T10:00:00+00:00"),
              (3, 412, "20250107T100000Z-verse-7.json", "2025-01-09T10:00:00+00:00")],
}


@pytest.fixture
def old_book(tmp_path: Path) -> ScoreBook:
    path = tmp_path / "scores.sqlite3"
    shutil.copyfile(FIXTURE, path)
    return ScoreBook(path)


def _seen(book: ScoreBook) -> dict[str, list[tuple]]:
    return {g: [(e.rank, e.score, e.replay, e.finished_at) for e in book.top(g)]
            for g in BEFORE}


def _version(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("PRAGMA user_version").fetchone()[0])
    finally:
        db.close()


def test_the_fixture_is_a_schema_1_book() -> None:
    assert _version(FIXTURE) == 1 and SCHEMA_VERSION == 2


def test_reading_a_schema_1_book_shows_every_game_and_changes_nothing(
        old_book: ScoreBook) -> None:
    before = old_book.path.read_bytes()
    assert _seen(old_book) == BEFORE
    assert old_book.damaged == 1  # the Verse row whose score is not a number, still skipped
    assert all(e.name is None and e.ticks is None for e in old_book.entries())
    assert old_book.path.read_bytes() == before


def test_the_first_write_brings_the_book_to_schema_2_with_nothing_lost(
        old_book: ScoreBook) -> None:
    rank = old_book.record("verse", 500, {"rotation": False, "fair": False},
                           finished_at=datetime(2025, 2, 1, tzinfo=UTC),
                           figures={"name": "ANA", "ticks": 1200, "tick_rate": 120})
    assert rank == 2
    assert _version(old_book.path) == 2
    seen = _seen(old_book)
    assert seen["retris"] == BEFORE["retris"] and seen["tetlight"] == BEFORE["tetlight"]
    verse = [(s, r, t) for _, s, r, t in seen["verse"]]
    old_verse = [(s, r, t) for _, s, r, t in BEFORE["verse"]]
    assert verse == [old_verse[0], (500, None, "2025-02-01T00:00:00+00:00"), *old_verse[1:]]
    old_book.top("verse")
    assert old_book.damaged == 1  # the damaged row is still there, still skipped
    db = sqlite3.connect(old_book.path)
    try:
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (11,)
    finally:
        db.close()
    assert old_book.last_name() == "ANA"


def test_old_rows_rank_on_their_tables_as_they_did_by_score(old_book: ScoreBook) -> None:
    tables = old_book.tables()
    assert [(k.game, k.goal, k.option("mode"), k.option("style")) for k in tables
            if k.game == "retris"] == [("retris", "endless", "arcade", "normal"),
                                       ("retris", "endless", "classic", "normal"),
                                       ("retris", "endless", "classic", "relax")]
    classic = next(k for k in tables if k.option("mode") == "classic"
                   and k.option("style") == "normal")
    assert [e.score for e in old_book.table(classic)] == [5400, 1200]


def test_a_migration_that_fails_leaves_the_old_file_untouched(
        old_book: ScoreBook, monkeypatch: pytest.MonkeyPatch) -> None:
    before = old_book.path.read_bytes()
    steps = (scores._MIGRATIONS[0] + ("ALTER TABLE no_such_table ADD COLUMN x",),)
    monkeypatch.setattr(scores, "_MIGRATIONS", steps)
    with pytest.raises(ScoreBookError, match="no_such_table"):
        old_book.record("verse", 1, {})
    assert old_book.path.read_bytes() == before
    assert _version(old_book.path) == 1
    monkeypatch.undo()
    assert _seen(old_book) == BEFORE


def test_a_book_of_a_newer_schema_is_still_left_alone(old_book: ScoreBook) -> None:
    db = sqlite3.connect(old_book.path)
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    before = old_book.path.read_bytes()
    for call in (lambda: old_book.top("verse"), lambda: old_book.record("verse", 1, {}),
                 old_book.tables):
        with pytest.raises(ScoreBookError, match="newer version"):
            call()
    assert old_book.path.read_bytes() == before
