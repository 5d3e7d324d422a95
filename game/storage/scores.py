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

import dataclasses
import logging
import sqlite3
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from game.core.folders import make_folder
from game.core.safe_read import UnsafeFile, read_head, regular_size
from game.i18n import _
from game.storage.locations import data_dir
from game.storage.player_names import check_name, name_problem
from game.storage.record_tables import GOALS, TableKey, is_ranked, rank_key, ranked, table_key
from game.storage.score_rows import FIGURES, ScoreEntry, entry_of, entry_row, figures_row

log = logging.getLogger(__name__)

FILE_NAME = "scores.sqlite3"
#: PRAGMA user_version of the layout below; a file with a higher one is left alone.
SCHEMA_VERSION = 2
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
"""  # i18n: not shown
#: What each schema adds to the one before, in order: a book of version ``v`` is brought up
#: by running ``_MIGRATIONS[v - 1:]`` in one transaction. Schema 2 (records): the player's
#: name, game time (ticks at tick_rate per second), rows or lines, whether the goal was
#: reached, and the figures (the rules' stats, JSON). Old rows read NULL: unknown.
_MIGRATIONS: tuple[tuple[str, ...], ...] = (
    ("ALTER TABLE games ADD COLUMN name TEXT",  # i18n: not shown
     "ALTER TABLE games ADD COLUMN ticks INTEGER",  # i18n: not shown
     "ALTER TABLE games ADD COLUMN tick_rate INTEGER",  # i18n: not shown
     "ALTER TABLE games ADD COLUMN rows INTEGER",  # i18n: not shown
     "ALTER TABLE games ADD COLUMN won INTEGER",  # i18n: not shown
     "ALTER TABLE games ADD COLUMN stats TEXT"),  # i18n: not shown
)
#: The columns schema 2 added (a schema-1 book reads NULL in their place).
_NEW_COLUMNS = FIGURES
#: The first bytes of every SQLite database: a file without them is not a book to write into.
SQLITE_HEADER = b"SQLite format 3\x00"
#: The files SQLite opens next to the book by itself (any may be left by a killed game).
SIDE_FILES = ("-journal", "-wal", "-shm")
BUSY_SECONDS = 5.0  # how long a write waits for another writer before giving up
READ_BUSY_SECONDS = 0.25  # reads happen on the window thread: never a visible freeze
#: A row this code can show: the types it writes (SQLite keeps whatever another writer put).
_GOOD_ROW_1 = ("typeof(score) = 'integer' AND typeof(finished_at) = 'text' AND "  # i18n: not shown
               "typeof(replay) IN ('text', 'null') AND CASE WHEN typeof(options) = 'text' "
               "AND json_valid(options) THEN json_type(options) = 'object' ELSE 0 END")
#: Schema 2's columns may be NULL (unknown: a game recorded before them, or by a caller that
#: did not know them); when set, the types this code writes.
_GOOD_ROW = (_GOOD_ROW_1 + " AND typeof(name) IN ('text', 'null') AND "  # i18n: not shown
             "typeof(ticks) IN ('integer', 'null') AND typeof(tick_rate) IN ('integer', 'null') "
             "AND (tick_rate IS NULL OR tick_rate > 0) AND typeof(rows) IN ('integer', 'null') "
             "AND typeof(won) IN ('integer', 'null') AND CASE WHEN stats IS NULL THEN 1 "
             "WHEN typeof(stats) = 'text' AND json_valid(stats) THEN "
             "json_type(stats) = 'object' ELSE 0 END")


class ScoreBookError(Exception):
    """The score book cannot be read or written; the message names the file and why."""


class ScoreBookBusy(ScoreBookError):
    """Another program holds a lock on the book; trying again later may work."""


def score_book_path() -> Path:
    return data_dir() / FILE_NAME


class ScoreBook:
    """Record finished games and read the best of each game back."""

    def __init__(self, path: Path | None = None, busy_seconds: float = BUSY_SECONDS) -> None:
        self.path = Path(path) if path is not None else score_book_path()
        self.busy_seconds = busy_seconds
        #: How many rows the last read skipped as damaged (0: none).
        self.damaged = 0
        #: The id of the row the last :meth:`record` added (or found, with ``once``).
        self.last_id: int | None = None

    def record(self, game: str, score: int, options: Mapping[str, Any],
               replay: str | None = None, finished_at: datetime | None = None,
               once: bool = False, *, figures: Mapping[str, Any] | None = None) -> int:
        """Add a finished game; returns its rank among that game's scores (1 = best).

        ``figures``: schema 2's columns (:data:`FIGURES`: name, ticks, tick_rate, rows, won,
        stats), each optional. ``once``: add nothing when an identical row is already there
        (a score saved later may be retried by two windows at once). The new row's id is
        :attr:`last_id` afterwards."""
        row = entry_row(game, score, options, replay, finished_at or datetime.now(UTC))
        extra = figures_row(figures or {})
        with self._connect(write=True) as db:
            # The rank must count the book this insert sees.
            db.execute("BEGIN IMMEDIATE")  # i18n: not shown
            try:
                self._refuse_damaged(db)
                self._ensure_schema(db)
                rowid = self._row_id(db, row) if once else None
                if rowid is None:
                    insert = (f"INSERT INTO games (game, score, options, replay, "
                              f"finished_at, {', '.join(FIGURES)}) VALUES "
                              f"({', '.join('?' * (5 + len(FIGURES)))})")  # i18n: not shown
                    rowid = db.execute(insert, row + extra).lastrowid
                # Equal scores: the earlier game ranks first.
                better_sql = (f"SELECT COUNT(*) FROM games WHERE game = ? AND "  # i18n: not shown
                              f"(score > ? OR (score = ? AND id < ?)) AND {_GOOD_ROW}")
                (better,) = db.execute(better_sql, (game, score, score, rowid)).fetchone()
                db.execute("COMMIT")  # i18n: not shown
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")  # i18n: not shown
                raise
        self.last_id = int(rowid)
        return int(better) + 1

    def set_name(self, row_id: int, name: str) -> bool:
        """Sign the game of ``row_id`` with ``name`` (checked: ValueError says why not);
        False when the book has no such game."""
        name = check_name(name)
        with self._connect(write=True) as db:
            db.execute("BEGIN IMMEDIATE")  # i18n: not shown
            try:
                self._refuse_damaged(db)
                self._ensure_schema(db)
                changed = db.execute("UPDATE games SET name = ? WHERE id = ?",  # i18n: not shown
                                     (name, row_id)).rowcount
                db.execute("COMMIT")  # i18n: not shown
            except BaseException:
                if db.in_transaction:
                    db.execute("ROLLBACK")  # i18n: not shown
                raise
        return bool(changed)

    def _refuse_damaged(self, db: sqlite3.Connection) -> None:
        """Never write into a damaged book (a write there can lose what is still readable);
        SQLite's own quick check, a few milliseconds for a book of thousands of games."""
        (first,) = db.execute("PRAGMA quick_check(1)").fetchone()  # i18n: not shown
        if first != "ok":
            said = " ".join(str(first).replace("*** in database main ***", "").split())
            raise ScoreBookError(_("score book {file}: damaged ({said}); it was left "
                                   "untouched").format(file=self.path, said=said))

    @staticmethod
    def _row_id(db: sqlite3.Connection, row: tuple[Any, ...]) -> int | None:
        """The id of a row equal to ``row``, when the book has one."""
        found = db.execute("SELECT id FROM games WHERE game = ? AND score = ? AND options = ? "
                           "AND replay IS ? AND finished_at = ? LIMIT 1",  # i18n: not shown
                           row).fetchone()
        return None if found is None else int(found[0])

    def best(self, game: str) -> int | None:
        """The best score of ``game``, or None before its first finished game."""
        with self._connect(write=False) as db:
            if db is None:
                return None
            (best,) = db.execute(f"SELECT MAX(score) FROM book WHERE game = ? AND "
                                 f"{_GOOD_ROW}", (game,)).fetchone()  # i18n: not shown
            self._count_damaged(db, game)
        return None if best is None else int(best)

    def top(self, game: str, n: int = 10) -> list[ScoreEntry]:
        """The ``n`` best games of ``game`` by score, best first (every table together)."""
        entries = self._entries(game)
        return [dataclasses.replace(e, rank=i + 1) for i, e in enumerate(entries[:n])]

    def entries(self) -> list[ScoreEntry]:
        """Every game the book can show, of every game, best score first."""
        return self._entries(None)

    def tables(self) -> list[TableKey]:
        """Every record table with at least one game on it (a Sprint table needs a win),
        sorted by game, goal, target and options."""
        keys = {e.table for e in self.entries() if is_ranked(e.table.goal, e)}
        return sorted(keys, key=_sortable)

    def table(self, key: TableKey, n: int = 10) -> list[ScoreEntry]:
        """The ``n`` best games of one record table, ranked by its goal's measure."""
        mine = [e for e in self._entries(key.game) if e.table == key]
        return [dataclasses.replace(e, rank=i + 1)
                for i, e in enumerate(ranked(key.goal, mine)[:n])]

    def place(self, game: str, options: Mapping[str, Any], score: int,
              ticks: int | None = None, won: bool | None = None,
              row_id: int | None = None) -> int | None:
        """Where a finished game ranks (or would) on its table, 1 = best; None when it does
        not count there (a Sprint not won). ``row_id``: the game is in the book under that
        id (it is not counted against itself, and earlier equals rank before it)."""
        key = table_key(game, options)
        me = ScoreEntry(0, game, score, dict(options), None, "", ticks=ticks, won=won,
                        id=row_id if row_id is not None else 1 << 62)
        if not is_ranked(key.goal, me):
            return None
        mine = rank_key(key.goal, me)
        others = [e for e in self._entries(game) if e.table == key and e.id != me.id]
        return 1 + sum(1 for e in ranked(key.goal, others) if rank_key(key.goal, e) < mine)

    def would_enter(self, game: str, options: Mapping[str, Any], score: int,
                    ticks: int | None = None, won: bool | None = None,
                    row_id: int | None = None, n: int = 10) -> bool:
        """Whether a finished game is (or would be) in its table's top ``n``."""
        where = self.place(game, options, score, ticks, won, row_id)
        return where is not None and where <= n

    def last_name(self) -> str | None:
        """The name on the newest signed game that is a name this code accepts (the name
        offered first at the next name prompt: see game.storage.player_names)."""
        with self._connect(write=False) as db:
            if db is None:
                return None
            for (name,) in db.execute(f"SELECT name FROM book WHERE name IS NOT NULL AND "
                                      f"{_GOOD_ROW} ORDER BY id DESC LIMIT 50"):  # i18n: not shown
                if name_problem(name) is None:
                    return str(name).strip()
        return None

    def _entries(self, game: str | None) -> list[ScoreEntry]:
        """The good rows of ``game`` (None: of every game), best score first; the others
        are counted in :attr:`damaged`."""
        with self._connect(write=False) as db:
            if db is None:
                self.damaged = 0
                return []
            where = "game = ? AND " if game is not None else ""  # i18n: not shown
            args = (game,) if game is not None else ()
            rows = db.execute(f"SELECT id, game, score, options, replay, finished_at, "
                              f"{', '.join(FIGURES)} FROM book WHERE {where}{_GOOD_ROW} "
                              f"ORDER BY score DESC, id", args)  # i18n: not shown
            entries: list[ScoreEntry] = []
            bad = 0
            for row in rows:
                entry = entry_of(row)
                if entry is None:
                    bad += 1
                else:
                    entries.append(entry)
            self._count_damaged(db, game, bad)
        return entries

    def _count_damaged(self, db: sqlite3.Connection, game: str | None, more: int = 0) -> None:
        """Count (and log) the rows of ``game`` (None: all) a read skipped; they stay in
        the file."""
        where, args = ("game = ? AND ",  # i18n: not shown
                       (game,)) if game is not None else ("", ())
        (bad,) = db.execute(
            f"SELECT COUNT(*) FROM book WHERE {where}NOT ({_GOOD_ROW})",  # i18n: not shown
            args).fetchone()
        self.damaged = int(bad) + more
        if self.damaged:
            log.warning("score book %s: %d damaged %s entries skipped "
                        "(left in the file)",  # i18n: not shown
                        self.path, self.damaged, game or "")

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
            raise kind(_("score book {file}: {problem}").format(
                file=self.path, problem=_why(exc))) from exc
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
                raise UnsafeFile(_("not a score book (not an SQLite database)"))
        except UnsafeFile as exc:
            raise ScoreBookError(_("score book {file}: {problem}; it was left untouched").format(
                file=path, problem=exc)) from None
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
                version = self._check_version(db)
            except BaseException:
                db.close()
                raise
        except sqlite3.OperationalError as exc:
            if "readonly" not in str(exc) or not _journal_left(self.path):
                raise
            db = _open(self.path, timeout=wait)
            try:
                version = self._check_version(db)
            except BaseException:
                db.close()
                raise
        if not version:
            db.close()
            return None
        _book_view(db, version)
        return db

    def _check_version(self, db: sqlite3.Connection) -> int:
        """The schema of the score book ``db`` holds (1 to :data:`SCHEMA_VERSION`: one this
        code reads); 0 when it is empty (a new file); raises for anything else."""
        (version,) = db.execute("PRAGMA user_version").fetchone()  # i18n: not shown
        if 1 <= version <= SCHEMA_VERSION:
            return int(version)
        if version > SCHEMA_VERSION:
            raise ScoreBookError(_("score book {file}: written by a newer version of the game "
                                   "(schema {version}, this one reads {known})").format(
                file=self.path, version=version, known=SCHEMA_VERSION))
        tables = db.execute("SELECT name FROM sqlite_master").fetchall()  # i18n: not shown
        if tables:
            raise ScoreBookError(_("score book {file}: not an ArcadeForge score book (schema "
                                   "version {version} with tables {tables})").format(
                file=self.path, version=version, tables=sorted(t for (t,) in tables)))
        return 0

    def _ensure_schema(self, db: sqlite3.Connection) -> None:
        """Create the tables in a new (empty) file, or bring an older book up to
        :data:`SCHEMA_VERSION` in place (its rows kept, the new columns NULL), inside the
        caller's transaction (statement by statement: ``executescript`` would commit it), so
        a failure rolls the file back to what it was."""
        version = self._check_version(db)
        if version == SCHEMA_VERSION:
            return
        if not version:
            for statement in _SCHEMA.split(";"):
                if statement.strip():
                    db.execute(statement)
            version = 1
        else:
            log.info("score book %s: schema %d brought up to %d", self.path, version,
                     SCHEMA_VERSION)
        for step in _MIGRATIONS[version - 1:]:
            for statement in step:
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # i18n: not shown


def _book_view(db: sqlite3.Connection, version: int) -> None:
    """``book``: the games as schema :data:`SCHEMA_VERSION` has them, on a connection to a
    book of ``version`` (an older book is read as it is, its missing columns NULL, never
    migrated by a read). A temporary view: nothing is written to the file."""
    missing = "".join(f", NULL AS {c}" for c in _NEW_COLUMNS) if version < 2 else ""
    db.execute(f"CREATE TEMP VIEW book AS SELECT *{missing} FROM main.games")  # i18n: not shown


def _sortable(key: TableKey) -> tuple[Any, ...]:
    """A table's order on screen: game, goal (as goals.md lists them), target, options;
    option values of mixed types sort by their text."""
    return (key.game, GOALS.index(key.goal), key.target or 0,
            tuple((n, str(v)) for n, v in key.options))


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
        return _("damaged (SQLite's complaint about it is not even text); it was left "
                 "untouched")
    if isinstance(exc, sqlite3.DatabaseError) and "not a database" in text:
        return _("not a score book or damaged ({why}); it was left untouched").format(why=text)
    if isinstance(exc, sqlite3.OperationalError) and "unable to open" in text:
        return _("cannot open it ({why}): is the folder writable?").format(why=text)
    if _locked(exc):
        return _("busy: another program is using it ({why}); the score is kept to save "
                 "later").format(why=text)
    if isinstance(exc, sqlite3.OperationalError) and "readonly" in text:
        return _("cannot write it ({why}): the file or its folder is read-only").format(why=text)
    return text
