"""Saving a finished game's score off the window thread, never losing it.

A background thread writes the score to the pending file first
(:mod:`game.storage.pending_scores`), then reads the best so far and records the score in the
book; the window thread writes nothing and waits for that at most :data:`WAIT_SECONDS`. A
book locked by another program (or unwritable) keeps the score pending: it is retried at the
next start and the next game over.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from game.storage.pending_scores import Entry, PendingScores, make_entry, pending_path
from game.storage.scores import ScoreBook, ScoreBookBusy, ScoreBookError

log = logging.getLogger(__name__)

WAIT_SECONDS = 0.5  # the longest the window waits at game over (it was 5-10 s when locked)
WRITE_BUSY_SECONDS = 1.0  # the background thread's wait for a lock before trying later
_FLUSH_LOCK = threading.Lock()  # one thread at a time records pending scores


class ScoreSave:
    """One finished game's score on its way to the book: :meth:`wait` gives the best score
    before it and its rank once recorded; :attr:`later` when it stays pending."""

    def __init__(self, book: ScoreBook, game: str, score: int, options: Mapping[str, Any],
                 replay: str | None) -> None:
        self.book = ScoreBook(book.path, WRITE_BUSY_SECONDS)
        self.entry = make_entry(game, score, dict(options), replay)
        self.pending = PendingScores(pending_path(book.path))
        self.best_before: int | None = None
        self.rank: int | None = None
        self.recorded = False
        self._done = threading.Event()
        threading.Thread(target=self._run, name="score-save", daemon=True).start()

    def wait(self, seconds: float = WAIT_SECONDS) -> bool:
        """Whether the score was recorded within ``seconds`` (else it is saved later)."""
        self._done.wait(seconds)
        return self.recorded

    @property
    def later(self) -> bool:
        """The score is not in the book yet (it is kept and retried)."""
        return not self.recorded

    def _run(self) -> None:
        try:
            try:
                self.pending.add(self.entry)  # first: a kill or a lock now loses nothing
            except OSError as exc:
                log.warning("could not keep the score pending in %s: %s", self.pending.path,
                            exc)
            with _FLUSH_LOCK:
                try:
                    self.best_before = self.book.best(self.entry["game"])
                except ScoreBookError as exc:
                    log.warning("could not read the best score: %s", exc)
                self.rank = record_entry(self.book, self.pending, self.entry)
                self.recorded = self.rank is not None
                if self.recorded:
                    _record_all(self.book, self.pending)  # older scores kept for later
        finally:
            self._done.set()


def record_entry(book: ScoreBook, pending: PendingScores, entry: Entry) -> int | None:
    """Record one pending entry and forget it; its rank, or None when it stays pending."""
    try:
        return _record(book, pending, entry)
    except ScoreBookBusy as exc:
        log.warning("score kept to save later: %s", exc)
        return None


def _record(book: ScoreBook, pending: PendingScores, entry: Entry) -> int | None:
    """As :func:`record_entry`, but a busy book raises ScoreBookBusy (stop trying now)."""
    try:
        rank = book.record(entry["game"], entry["score"], entry["options"], entry["replay"],
                           datetime.fromisoformat(entry["finished_at"]), once=True)
    except ScoreBookBusy:
        raise
    except (ScoreBookError, ValueError) as exc:
        log.warning("score kept to save later: %s", exc)
        return None
    try:
        pending.discard(entry)
    except OSError as exc:  # recorded; a retry would find it there (once=True)
        log.warning("could not update %s: %s", pending.path, exc)
    return rank


def _record_all(book: ScoreBook, pending: PendingScores) -> int:
    """Record every pending score; one the book refuses stays (and the others are still
    tried), a busy book stops the round. Returns how many were recorded."""
    done = 0
    for entry in pending.entries():
        try:
            done += _record(book, pending, entry) is not None
        except ScoreBookBusy as exc:
            log.warning("pending scores kept for later: %s", exc)
            break
    return done


def save_pending_later(book: ScoreBook | None = None) -> threading.Thread | None:
    """At start: record the scores a locked book refused last time, on a background thread.
    None when nothing is pending."""
    book = ScoreBook(book.path if book else None, WRITE_BUSY_SECONDS)
    pending = PendingScores(pending_path(book.path))
    if not pending.path.exists():
        return None

    def run() -> None:
        with _FLUSH_LOCK:
            _record_all(book, pending)

    thread = threading.Thread(target=run, name="score-save-pending", daemon=True)
    thread.start()
    return thread
