"""The score book: every finished game's score, in one SQLite file in the player's data folder.

One connection per call, so two windows (or a crash mid-write) never share state; SQLite's
own locking serialises writers. A file that is not a score book (corrupt, another program's,
written by a newer version) is never repaired, recreated or overwritten: every call raises
:class:`ScoreBookError` naming the file and the problem, and the caller logs it and plays on.
A book locked by another program raises :class:`ScoreBookBusy` after a short wait (reads wait
at most :data:`READ_BUSY_SECONDS`: the window reads). Rows whose values are not what this code
writes (a score that is not an integer, options that are not JSON) are skipped, counted in
:attr:`ScoreBook.damaged` and left in the file, so one bad row never hides the others.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.folders import make_folder
from game.core.safe_read import UnsafeFile, read_head, regular_size
from game.storage.locations import data_dir

log = logging.getLogger(__name__)

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
#: The first bytes of every SQLite database: a file without them is not a book to write into.
SQLITE_HEADER = b"SQLite format 3\x00"
#: The files SQLite opens next to the book by itself (any may be left by a killed game).
SIDE_FILES = ("-journal", "-wal", "-shm")
BUSY_SECONDS = 5.0  # how long a write waits for another writer before giving up
READ_BUSY_SECONDS = 0.25  # reads happen on the window thread: never a visible freeze
#: A row this code can show: the types it writes (SQLite keeps whatever another writer put).
_GOOD_ROW = ("typeof(score) = 'integer' AND typeof(finished_at) = 'text' AND "
             "typeof(replay) IN ('text', 'null') AND CASE WHEN typeof(options) = 'text' AND "
             "json_valid(options) THEN json_type(options) = 'object' ELSE 0 END")


class ScoreBookError(Exception):
    """The score book cannot be read or written; the message names the file and why."""


class ScoreBookBusy(ScoreBookError):
    """Another program holds a lock on the book; trying again later may work."""


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

    def __init__(self, path: Path | None = None, busy_seconds: float = BUSY_SECONDS) -> None:
        self.path = Path(path) if path is not None else score_book_path()
        self.busy_seconds = busy_seconds
        #: How many rows the last read skipped as damaged (0: none).
        self.damaged = 0

    def record(self, game: str, score: int, options: Mapping[str, Any],
               replay: str | None = None, finished_at: datetime | None = None,
               once: bool = False) -> int:
        """Add a finished game; returns its rank among that game's scores (1 = best).

        ``once``: add nothing when an identical row is already there (a score saved later
        may be retried by two windows at once)."""
        row = _entry_row(game, score, options, replay, finished_at or datetime.now(UTC))
        with self._connect(write=True) as db:
            db.execute("BEGIN IMMEDIATE")  # the rank must count the book this insert sees
            try:
                self._refuse_damaged(db)
                self._ensure_schema(db)
                rowid = self._row_id(db, row) if once else None
                if rowid is None:
                    rowid = db.execute("INSERT INTO games (game, score, options, replay, "
                                       "finished_at) VALUES (?, ?, ?, ?, ?)", row).lastrowid
                # Equal scores: the earlier game ranks first.
                (better,) = db.execute(f"SELECT COUNT(*) FROM games WHERE game = ? AND "
                                       f"(score > ? OR (score = ? AND id < ?)) AND {_GOOD_ROW}",
                                       (game, score, score, rowid)).fetchone()
                db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")
                raise
        return int(better) + 1

    def _refuse_damaged(self, db: sqlite3.Connection) -> None:
        """Never write into a damaged book (a write there can lose what is still readable);
        SQLite's own quick check, a few milliseconds for a book of thousands of games."""
        (first,) = db.execute("PRAGMA quick_check(1)").fetchone()
        if first != "ok":
            said = " ".join(str(first).replace("*** in database main ***", "").split())
            raise ScoreBookError(f"score book {self.path}: damaged ({said}); it was left "
                                 "untouched")

    @staticmethod
    def _row_id(db: sqlite3.Connection, row: tuple[Any, ...]) -> int | None:
        """The id of a row equal to ``row``, when the book has one."""
        found = db.execute("SELECT id FROM games WHERE game = ? AND score = ? AND options = ? "
                           "AND replay IS ? AND finished_at = ? LIMIT 1", row).fetchone()
        return None if found is None else int(found[0])

    def best(self, game: str) -> int | None:
        """The best score of ``game``, or None before its first finished game."""
        with self._connect(write=False) as db:
            if db is None:
                return None
            (best,) = db.execute(f"SELECT MAX(score) FROM games WHERE game = ? AND "
                                 f"{_GOOD_ROW}", (game,)).fetchone()
            self._count_damaged(db, game)
        return None if best is None else int(best)

    def top(self, game: str, n: int = 10) -> list[ScoreEntry]:
        """The ``n`` best games of ``game``, best first."""
        with self._connect(write=False) as db:
            if db is None:
                return []
            rows = db.execute(f"SELECT game, score, options, replay, finished_at FROM games "
                              f"WHERE game = ? AND {_GOOD_ROW} ORDER BY score DESC, id",
                              (game,))
            entries: list[ScoreEntry] = []
            bad_options = 0
            for g, score, o, r, t in rows:
                options = _options(o)
                if options is None:
                    bad_options += 1
                    continue
                if len(entries) < n:
                    entries.append(ScoreEntry(len(entries) + 1, g, score, options, r, t))
            self._count_damaged(db, game, bad_options)
        return entries

    def _count_damaged(self, db: sqlite3.Connection, game: str, more: int = 0) -> None:
        """Count (and log) the rows of ``game`` a read skipped; they stay in the file."""
        (bad,) = db.execute(f"SELECT COUNT(*) FROM games WHERE game = ? AND NOT ({_GOOD_ROW})",
                            (game,)).fetchone()
        self.damaged = int(bad) + more
        if self.damaged:
            log.warning("score book %s: %d damaged %s entries skipped (left in the file)",
                        self.path, self.damaged, game)

    def check(self) -> None:
        """Raise ScoreBookError when the book's file (or its journal) is one this code must
        not open or write; a missing or empty book is fine."""
        self._check_files()

    # -- the file ------------------------------------------------------------------------

    @contextmanager
    def _connect(self, write: bool) -> Iterator[Any]:
        """A connection for one call, or None for a read of a book not written yet.

        Reads open the file read-only, so they can never change it; sqlite3 and OS errors
        come out as :class:`ScoreBookError`."""
        db: sqlite3.Connection | None = None
        new = False
        try:
            if write:
                make_folder(self.path.parent)
                new = not self._check_files() and not self.path.exists()
                db = _open(self.path, timeout=self.busy_seconds)
            elif self._check_files():
                db = self._open_to_read()
            yield db
        except (sqlite3.Error, OSError, UnicodeDecodeError) as exc:
            if new:  # a full disk: the empty file SQLite made is not left behind
                db = _closed(db)
                _remove_if_empty(self.path)
            kind = ScoreBookBusy if _locked(exc) else ScoreBookError
            raise kind(f"score book {self.path}: {_why(exc)}") from exc
        finally:
            if db is not None:
                db.close()

    def _check_files(self) -> bool:
        """Whether the book has anything in it; raises ScoreBookError (the file untouched)
        for what SQLite must not be given: it opens the book and its journal by name, and
        a FIFO there blocks it for ever, while a file too short to be a database (1 byte)
        is taken for a new one and overwritten."""
        path = self.path
        try:
            for tail in SIDE_FILES:
                path = Path(f"{self.path}{tail}")
                regular_size(path)
            path = self.path
            size = regular_size(path)
            if size and read_head(path, len(SQLITE_HEADER)) != SQLITE_HEADER:
                raise UnsafeFile("not a score book (not an SQLite database)")
        except UnsafeFile as exc:
            raise ScoreBookError(f"score book {path}: {exc}; it was left untouched") from None
        return bool(size)

    def _open_to_read(self) -> sqlite3.Connection | None:
        """A read-only connection, or None for an empty (new) file.

        A game killed mid-write leaves a hot journal (``-journal``) that SQLite must roll
        back before anything can read the file, and a read-only connection cannot: that
        read is retried once read-write, which only completes SQLite's own recovery."""
        wait = min(self.busy_seconds, READ_BUSY_SECONDS)
        try:
            db = _open(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=wait)
            try:
                fresh = not self._check_version(db)
            except BaseException:
                db.close()
                raise
        except sqlite3.OperationalError as exc:
            if "readonly" not in str(exc) or not _journal_left(self.path):
                raise
            db = _open(self.path, timeout=wait)
            try:
                fresh = not self._check_version(db)
            except BaseException:
                db.close()
                raise
        if fresh:
            db.close()
            return None
        return db

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


def _options(text: str) -> dict[str, Any] | None:
    """A row's options, or None when they are not the JSON object this code writes."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict) else None


def _open(target: Path | str, timeout: float, uri: bool = False) -> sqlite3.Connection:
    """A connection whose text never fails to decode: another program may have written
    bytes that are not UTF-8, and such a row is shown garbled (or skipped), not a crash."""
    db = sqlite3.connect(target, timeout=timeout, isolation_level=None, uri=uri)
    db.text_factory = lambda raw: raw.decode("utf-8", "replace")
    return db


def _closed(db: sqlite3.Connection | None) -> None:
    if db is not None:
        db.close()


def _remove_if_empty(path: Path) -> None:
    """Remove the book just made by a write that failed, when nothing is in it."""
    try:
        if path.lstat().st_size == 0:
            path.unlink()
    except OSError:
        pass


def _journal_left(path: Path) -> bool:
    """Whether a killed writer left a journal or WAL file next to the book."""
    return any(Path(f"{path}{tail}").exists() for tail in ("-journal", "-wal"))


def _locked(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc)


def _why(exc: BaseException) -> str:
    """sqlite3's terse messages, with the usual cause spelled out."""
    text = str(exc) or type(exc).__name__
    if isinstance(exc, UnicodeDecodeError):  # SQLite's message quoted the damaged bytes
        return "damaged (SQLite's complaint about it is not even text); it was left untouched"
    if isinstance(exc, sqlite3.DatabaseError) and "not a database" in text:
        return f"not a score book or damaged ({text}); it was left untouched"
    if isinstance(exc, sqlite3.OperationalError) and "unable to open" in text:
        return f"cannot open it ({text}): is the folder writable?"
    if _locked(exc):
        return f"busy: another program is using it ({text}); the score is kept to save later"
    if isinstance(exc, sqlite3.OperationalError) and "readonly" in text:
        return f"cannot write it ({text}): the file or its folder is read-only"
    return text
