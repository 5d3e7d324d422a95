"""Scores waiting for the score book: a small JSON file next to it, so a finished game's score
survives a locked or unwritable book, a kill, or a crash until it can be recorded.

Every score is written here first (atomically: a temp file renamed over the old one) and
removed once the book has it; the book's ``record(once=True)`` makes a retry that races
another window harmless. A pending file that cannot be read is moved aside, never
overwritten, so no score in it is lost.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # Windows: one window at a time is the common case there
    fcntl = None  # type: ignore[assignment]

from game.core.atomic_write import write_atomic
from game.core.folders import make_folder
from game.core.safe_read import MIB, UnsafeFile, decode, parse_json, read_bytes

log = logging.getLogger(__name__)

FILE_NAME = "scores-pending.json"
MAX_BYTES = 4 * MIB
_FILE_LOCK = threading.Lock()  # one read-modify-write of the file at a time in this process

#: game, score, options, replay, finished_at (ISO 8601), and "figures" (the score book's
#: name, ticks, tick_rate, rows, won, stats) where known: entries kept before it have none.
Entry = dict[str, Any]


def pending_path(book_path: Path) -> Path:
    """The pending file of the book at ``book_path`` (same folder)."""
    return book_path.with_name(FILE_NAME)


def make_entry(game: str, score: int, options: dict[str, Any], replay: str | None,
               finished_at: datetime | None = None,
               figures: dict[str, Any] | None = None) -> Entry:
    stamp = (finished_at or datetime.now(UTC)).astimezone(UTC).isoformat(timespec="seconds")
    entry = {"game": game, "score": score, "options": dict(options), "replay": replay,
             "finished_at": stamp}
    if figures:
        entry["figures"] = dict(figures)
    return entry


class PendingScores:
    """The pending scores of one book."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @contextmanager
    def _locked(self) -> Iterator[None]:
        """The file to ourselves: other threads (a lock) and other windows (``flock`` on the
        folder itself, so no lock file is left in it), so two read-modify-writes never drop
        an entry."""
        with _FILE_LOCK:
            make_folder(self.path.parent)
            fd = _open_folder(self.path.parent) if fcntl is not None else None
            try:
                if fd is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                yield
            finally:
                if fd is not None:
                    os.close(fd)  # releases the lock

    def add(self, entry: Entry) -> None:
        """Keep ``entry`` until :meth:`discard`; raises OSError when the folder is unwritable."""
        with self._locked():
            self._write([*self._read(), entry])

    def entries(self) -> list[Entry]:
        if not self.path.exists():
            return []
        with self._locked():
            return self._read()

    def discard(self, entry: Entry) -> None:
        """Forget one entry equal to ``entry`` (recorded in the book)."""
        with self._locked():
            entries = self._read()
            if entry in entries:
                entries.remove(entry)
                self._write(entries)

    def _read(self) -> list[Entry]:
        try:
            data = parse_json(decode(read_bytes(self.path, MAX_BYTES)))
        except FileNotFoundError:
            if os.path.lexists(self.path):  # a link to nowhere: kept aside, not replaced
                self._set_aside("a link that leads nowhere")  # i18n: not shown
            return []
        except UnsafeFile as exc:
            self._set_aside(str(exc))
            return []
        good = [e for e in data if _is_entry(e)] if isinstance(data, list) else None
        if good is None or len(good) != len(data):
            self._set_aside("not a list of pending scores")  # i18n: not shown
            return good or []
        return good

    def _set_aside(self, why: str) -> None:
        """Move a damaged pending file out of the way, keeping it for the player."""
        stamp = f"{datetime.now(UTC):%Y%m%dT%H%M%S}"  # i18n: not shown
        aside = self.path.with_name(f"{FILE_NAME}.damaged-{stamp}")
        log.warning("pending scores %s: %s; moved to %s", self.path, why, aside)  # i18n: not shown
        try:
            os.replace(self.path, aside)
        except OSError as exc:
            log.warning("could not move %s aside: %s", self.path, exc)  # i18n: not shown

    def _write(self, entries: list[Entry]) -> None:
        if not entries:
            self.path.unlink(missing_ok=True)
            return
        write_atomic(self.path, json.dumps(entries, separators=(",", ":")).encode("utf-8"))


def _open_folder(folder: Path) -> int | None:
    """A descriptor on ``folder`` to lock; None where it cannot be opened for reading (a
    folder without read permission: one window at a time is then the player's to keep)."""
    try:
        return os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError as exc:
        log.warning("cannot lock %s (%s): two windows saving at once may lose a "
                    "pending score", folder, exc.strerror or exc)  # i18n: not shown
        return None


def _is_entry(value: Any) -> bool:
    return (isinstance(value, dict) and isinstance(value.get("game"), str)
            and type(value.get("score")) is int and isinstance(value.get("options"), dict)
            and (value.get("replay") is None or isinstance(value.get("replay"), str))
            and isinstance(value.get("finished_at"), str)
            and isinstance(value.get("figures", {}), dict))
