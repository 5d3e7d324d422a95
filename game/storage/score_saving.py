"""Saving a finished game's score off the window thread, never losing it, and never saying
it was saved when it was not.

A background thread writes the score to the pending file first
(:mod:`game.storage.pending_scores`), then reads the best so far and records the score in the
book; the window thread writes nothing and waits for that at most :data:`WAIT_SECONDS`. A
book locked by another program (or unwritable, or not a book) keeps the score pending: it is
retried at the next start and the next game over. When even the pending file cannot be
written (a full or read-only data folder) the score is kept in memory
(:mod:`game.storage.unsaved_scores`) and retried every minute and at each game over.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from datetime import datetime
from enum import StrEnum
from typing import Any

from game.i18n import _
from game.storage.pending_scores import Entry, PendingScores, make_entry, pending_path
from game.storage.player_names import check_name, default_name
from game.storage.scores import ScoreBook, ScoreBookBusy, ScoreBookError
from game.storage.unsaved_scores import FLUSH_LOCK, UNSAVED, tell

log = logging.getLogger(__name__)

WAIT_SECONDS = 0.5  # the longest the window waits at game over (it was 5-10 s when locked)
WRITE_BUSY_SECONDS = 1.0  # the background thread's wait for a lock before trying later
TOP = 10  # a game this high on its record table asks for a name


class SaveStatus(StrEnum):
    """Where a finished game's score is, as the game over screen's RANK says it (recorded:
    the rank itself; the empty value is falsy, so ``if status`` means "not in the book")."""

    RECORDED = ""
    LATER = "SAVED LATER"  # in the pending file: recorded when the book takes it  # i18n: not shown
    # MEMORY: nothing could be written: in memory, retried every minute
    MEMORY = "NOT SAVED YET"  # i18n: not shown
    SAVING = "SAVING"  # still on its way after the wait (a very slow disk)  # i18n: not shown


class ScoreSave:
    """One finished game's score on its way to the book: :meth:`wait` gives the best score
    before it and its rank once recorded; :attr:`status` says where it is."""

    def __init__(self, book: ScoreBook, game: str, score: int, options: Mapping[str, Any],
                 replay: str | None, figures: Mapping[str, Any] | None = None) -> None:
        self.book = ScoreBook(book.path, WRITE_BUSY_SECONDS)
        self.entry = make_entry(game, score, dict(options), replay,
                                figures=dict(figures or {}))
        #: The name the game is saved under until the player signs it: the last one used.
        self.offered = default_name()
        #: Where the game stands on its record table (1 = best); None: not ranked there or
        #: not known (the book could not be read).
        self.place: int | None = None
        self.row_id: int | None = None
        self.pending = PendingScores(pending_path(book.path))
        self.best_before: int | None = None
        self.rank: int | None = None
        self.status = SaveStatus.SAVING
        self.disk_problem = ""  # why the pending file could not be written
        self._done = threading.Event()
        threading.Thread(target=self._run, name="score-save", daemon=True).start()

    def wait(self, seconds: float = WAIT_SECONDS) -> bool:
        """Whether the score was recorded within ``seconds`` (else :attr:`status` says
        where it is)."""
        self._done.wait(seconds)
        return self.recorded

    @property
    def recorded(self) -> bool:
        return self.status is SaveStatus.RECORDED

    @property
    def later(self) -> bool:
        """The score is not in the book yet."""
        return not self.recorded

    def _run(self) -> None:
        try:
            self._offer_name()
            kept = self._keep_pending()
            with FLUSH_LOCK:
                try:
                    self.best_before = self.book.best(self.entry["game"])
                except ScoreBookError as exc:
                    log.warning("could not read the best score: %s", exc)  # i18n: not shown
                UNSAVED.retry()  # scores a full disk kept in memory earlier, first
                try:
                    self.rank = _record(self.book, self.pending if kept else None, self.entry)
                except (ScoreBookError, ValueError) as exc:
                    self._not_recorded(kept, exc)
                    return
                self.status = SaveStatus.RECORDED
                self.row_id = self.book.last_id
                self._find_place()
                _record_all(self.book, self.pending)  # older scores kept for later
        finally:
            self._done.set()

    def _offer_name(self) -> None:
        """Sign the game with the last name used (the player may change it at the name
        prompt; skipping it keeps this one)."""
        figures = self.entry.setdefault("figures", {})
        if figures.get("name") is None:
            try:
                figures["name"] = self.book.last_name() or default_name()
            except ScoreBookError as exc:
                log.warning("could not read the last name: %s", exc)  # i18n: not shown
                figures["name"] = default_name()
        self.offered = figures["name"]

    def _find_place(self) -> None:
        figures = self.entry.get("figures", {})
        try:
            self.place = self.book.place(self.entry["game"], self.entry["options"],
                                         self.entry["score"], figures.get("ticks"),
                                         figures.get("won"), self.row_id)
        except ScoreBookError as exc:
            log.warning("could not read the record table: %s", exc)  # i18n: not shown

    @property
    def asks_name(self) -> bool:
        """Whether the game entered its record table's top 10 (the name prompt's cue)."""
        return self.place is not None and self.place <= TOP

    def sign(self, name: str) -> None:
        """Sign this game with ``name`` (checked: ValueError says why not) wherever it is
        now: the book, the pending file or memory. A book that refuses is one line on the
        next game over; the game stays under the offered name."""
        name = check_name(name)
        self._done.wait(WAIT_SECONDS * 4)
        with FLUSH_LOCK:
            old = {**self.entry, "figures": dict(self.entry.get("figures", {}))}
            self.entry.setdefault("figures", {})["name"] = name  # memory holds this dict
            try:
                if self.recorded and self.row_id is not None:
                    self.book.set_name(self.row_id, name)
                elif self.status is SaveStatus.LATER:
                    self.pending.discard(old)
                    self.pending.add(self.entry)
            except (ScoreBookError, OSError) as exc:
                tell(_("the name {name} could not be saved: {problem}").format(
                    name=name, problem=exc))

    def _keep_pending(self) -> bool:
        """Write the score to the pending file first (a kill or a lock now loses nothing);
        False when it could not be written (why: :attr:`disk_problem`)."""
        try:
            self.pending.add(self.entry)
        except OSError as exc:
            self.disk_problem = f"{self.pending.path.parent}: {exc.strerror or exc}"
            log.warning("could not keep the score pending: %s",  # i18n: not shown
                        self.disk_problem)
            return False
        self.status = SaveStatus.LATER  # true from now on, until it is recorded
        return True

    def _not_recorded(self, kept: bool, exc: Exception) -> None:
        """The book refused the score: say where it is instead, on screen too."""
        log.warning("score kept to save later: %s", exc)  # i18n: not shown
        if kept:
            self.status = SaveStatus.LATER
            if not isinstance(exc, ScoreBookBusy):  # busy: RANK "SAVED LATER" says it all
                tell(_("{problem}; the score waits in {file}").format(
                    problem=exc, file=self.pending.path.name))
            return
        self.status = SaveStatus.MEMORY
        UNSAVED.keep(self.book.path, self.entry, self.disk_problem)
        why, folder = self.disk_problem, self.pending.path.parent
        tell(_("score not saved: {why}, kept in memory and retried every minute (quitting "
               "loses it): {folder}").format(why=why.removeprefix(f"{folder}: "), folder=folder))


def _record(book: ScoreBook, pending: PendingScores | None, entry: Entry) -> int:
    """Record one entry and forget it from ``pending``; its rank. Raises ScoreBookError (a
    busy book: ScoreBookBusy) or ValueError (an entry that cannot be recorded)."""
    rank = book.record(entry["game"], entry["score"], entry["options"], entry["replay"],
                       datetime.fromisoformat(entry["finished_at"]), once=True,
                       figures=entry.get("figures"))
    if pending is not None:
        try:
            pending.discard(entry)
        except OSError as exc:  # recorded; a retry would find it there (once=True)
            log.warning("could not update %s: %s", pending.path, exc)  # i18n: not shown
    return rank


def _record_all(book: ScoreBook, pending: PendingScores) -> int:
    """Record every pending score; one the book refuses stays (and the others are still
    tried), a busy book stops the round. Returns how many were recorded."""
    done = 0
    for entry in pending.entries():
        try:
            _record(book, pending, entry)
            done += 1
        except ScoreBookBusy as exc:
            log.warning("pending scores kept for later: %s", exc)  # i18n: not shown
            break
        except (ScoreBookError, ValueError) as exc:
            log.warning("score kept to save later: %s", exc)  # i18n: not shown
    return done


def save_pending_later(book: ScoreBook | None = None) -> threading.Thread | None:
    """At start: record the scores a locked book refused last time, on a background thread.
    None when nothing is pending."""
    book = ScoreBook(book.path if book else None, WRITE_BUSY_SECONDS)
    pending = PendingScores(pending_path(book.path))
    if not pending.path.exists():
        return None

    def run() -> None:
        with FLUSH_LOCK:
            _record_all(book, pending)

    thread = threading.Thread(target=run, name="score-save-pending", daemon=True)
    thread.start()
    return thread
