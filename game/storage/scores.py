"""The score book: every finished game's score, in one SQLite file in the player's data folder.

One connection per call, so two windows (or a crash mid-write) never share state; SQLite's
own locking serialises writers. A file that is not a score book (corrupt, another program's,
written by a newer version) is never repaired, recreated or overwritten: every call raises
:class:`ScoreBookError` naming the file and the problem, and the caller logs it and plays on.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.storage.locations import data_dir

FILE_NAME = "scores.sqlite3"
#: PRAGMA user_version of the layout below; a file with a higher one is left alone.
SCHEMA_VERSION = 1
_SCHEMA = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    score INTEGER NOT NULL,
    options TEXT NOT NULL,
    replay TEXT,
    finished_at TEXT NOT NULL
);
CREATE INDEX games_by_score ON games (game, score DESC, id);
"""
BUSY_SECONDS = 5.0  # how long a call waits for another writer before giving up


class ScoreBookError(Exception):
    """The score book cannot be read or written; the message names the file and why."""


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    """One finished game as the book keeps it."""

    rank: int  # 1 = the best score of its game (equal scores: the earlier one first)
    game: str
    score: int
    options: dict[str, Any]
    replay: str | None  # the replay's file name, when the game was saved
    finished_at: str  # ISO 8601, UTC


def score_book_path() -> Path:
    return data_dir() / FILE_NAME


class ScoreBook:
    """Record finished games and read the best of each game back."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else score_book_path()

    def record(self, game: str, score: int, options: Mapping[str, Any],
               replay: str | None = None, finished_at: datetime | None = None) -> int:
        """Add a finished game; returns its rank among that game's scores (1 = best)."""
        row = _entry_row(game, score, options, replay, finished_at or datetime.now(UTC))
        with self._connect(write=True) as db:
            db.execute("BEGIN IMMEDIATE")  # the rank must count the book this insert sees
            try:
                self._ensure_schema(db)
                db.execute("INSERT INTO games (game, score, options, replay, finished_at) "
                           "VALUES (?, ?, ?, ?, ?)", row)
                (better,) = db.execute("SELECT COUNT(*) FROM games WHERE game = ? AND "
                                       "score >= ? AND id != last_insert_rowid()",
                                       (game, score)).fetchone()
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise
        return int(better) + 1

    def best(self, game: str) -> int | None:
        """The best score of ``game``, or None before its first finished game."""
        with self._connect(write=False) as db:
            if db is None:
                return None
            (best,) = db.execute("SELECT MAX(score) FROM games WHERE game = ?",
                                 (game,)).fetchone()
        return None if best is None else int(best)

    def top(self, game: str, n: int = 10) -> list[ScoreEntry]:
        """The ``n`` best games of ``game``, best first."""
        with self._connect(write=False) as db:
            if db is None:
                return []
            rows = db.execute("SELECT game, score, options, replay, finished_at FROM games "
                              "WHERE game = ? ORDER BY score DESC, id LIMIT ?",
                              (game, max(0, n))).fetchall()
        return [ScoreEntry(i + 1, g, s, _options(o, self.path), r, t)
                for i, (g, s, o, r, t) in enumerate(rows)]

    # -- the file ------------------------------------------------------------------------

    @contextmanager
    def _connect(self, write: bool) -> Iterator[Any]:
        """A connection for one call, or None for a read of a book not written yet.

        Reads open the file read-only, so they can never change it; sqlite3 and OS errors
        come out as :class:`ScoreBookError`."""
        db: sqlite3.Connection | None = None
        try:
            if write:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                db = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None)
            elif self.path.exists():
                db = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True,
                                     timeout=BUSY_SECONDS, isolation_level=None)
                if not self._check_version(db):
                    db.close()
                    db = None
            yield db
        except (sqlite3.Error, OSError) as exc:
            raise ScoreBookError(f"score book {self.path}: {_why(exc)}") from exc
        finally:
            if db is not None:
                db.close()

    def _check_version(self, db: sqlite3.Connection) -> bool:
        """True when ``db`` holds a score book this code reads; False when it is empty
        (a new file); raises for anything else."""
        (version,) = db.execute("PRAGMA user_version").fetchone()
        if version == SCHEMA_VERSION:
            return True
        if version > SCHEMA_VERSION:
            raise ScoreBookError(f"score book {self.path}: written by a newer version of the "
                                 f"game (schema {version}, this one reads {SCHEMA_VERSION})")
        tables = db.execute("SELECT name FROM sqlite_master").fetchall()
        if tables:
            raise ScoreBookError(f"score book {self.path}: not an ArcadeForge score book "
                                 f"(schema version 0 with tables {sorted(t for (t,) in tables)})")
        return False

    def _ensure_schema(self, db: sqlite3.Connection) -> None:
        """Create the tables in a new (empty) file, inside the caller's transaction
        (statement by statement: ``executescript`` would commit it)."""
        if not self._check_version(db):
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")


def _entry_row(game: str, score: int, options: Mapping[str, Any], replay: str | None,
               finished_at: datetime) -> tuple[str, int, str, str | None, str]:
    """The row to insert; a wrong argument is a programming error (ValueError names it)."""
    if not isinstance(game, str) or not game:
        raise ValueError(f"game: expected a game name, got {game!r}")
    if not isinstance(score, int) or isinstance(score, bool):
        raise ValueError(f"score: expected an int, got {score!r}")
    if replay is not None and not isinstance(replay, str):
        raise ValueError(f"replay: expected a file name or None, got {replay!r}")
    try:
        text = json.dumps(dict(options), sort_keys=True, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise ValueError(f"options: expected JSON values, got {options!r} ({exc})") from None
    stamp = finished_at.astimezone(UTC).isoformat(timespec="seconds")
    return game, score, text, replay, stamp


def _options(text: str, path: Path) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScoreBookError(f"score book {path}: an entry's options are not JSON "
                             f"({exc.msg})") from None
    return value if isinstance(value, dict) else {}


def _why(exc: BaseException) -> str:
    """sqlite3's terse messages, with the usual cause spelled out."""
    text = str(exc) or type(exc).__name__
    if isinstance(exc, sqlite3.DatabaseError) and "not a database" in text:
        return f"not a score book or damaged ({text}); it was left untouched"
    if isinstance(exc, sqlite3.OperationalError) and "unable to open" in text:
        return f"cannot open it ({text}): is the folder writable?"
    if isinstance(exc, sqlite3.OperationalError) and "readonly" in text:
        return f"cannot write it ({text}): the file or its folder is read-only"
    return text
