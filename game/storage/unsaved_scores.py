"""Scores that nothing could be written for (a full or read-only data folder): kept in memory,
retried every :data:`RETRY_SECONDS` and at each game over, tried once more when the game
quits, and named on stderr if they are lost even then. Also the lines about saving that the
next game over shows (:func:`tell`, :func:`take_news`)."""

from __future__ import annotations

import atexit
import logging
import sys
import threading
from datetime import datetime
from pathlib import Path

from game.i18n import _, number
from game.storage.pending_scores import Entry, PendingScores, pending_path
from game.storage.scores import ScoreBook, ScoreBookError

log = logging.getLogger(__name__)

RETRY_SECONDS = 60.0
#: One thread at a time records scores (pending or in memory); re-entrant, since a save that
#: succeeds retries the others while holding it.
FLUSH_LOCK = threading.RLock()
_NEWS: list[str] = []
_NEWS_LOCK = threading.Lock()


def tell(line: str) -> None:
    """A line for the player about a score (shown by the next game over)."""
    log.warning("%s", line)
    with _NEWS_LOCK:
        if line not in _NEWS:
            _NEWS.append(line)


def take_news() -> list[str]:
    """The lines told since the last call, oldest first."""
    with _NEWS_LOCK:
        lines = _NEWS[:]
        _NEWS.clear()
    return lines


class UnsavedScores:
    """The scores of this run that are on no disk yet, with the book each belongs to."""

    def __init__(self) -> None:
        self.items: list[tuple[Path, Entry, str]] = []  # book, entry, why it is here
        self._timer: threading.Timer | None = None
        self._at_exit = False

    def keep(self, book: Path, entry: Entry, why: str) -> None:
        """Hold ``entry`` until it reaches the book or the pending file."""
        with FLUSH_LOCK:
            self.items.append((book, entry, why))
            self._schedule()
            if not self._at_exit:
                atexit.register(self.last_try)
                self._at_exit = True

    def retry(self) -> int:
        """Try each score again: into its book, else into the pending file. Returns how many
        left memory."""
        done = 0
        with FLUSH_LOCK:
            for item in self.items[:]:
                if self._save(*item[:2]):
                    self.items.remove(item)
                    done += 1
        return done

    def _save(self, book: Path, entry: Entry) -> bool:
        try:
            ScoreBook(book, 1.0).record(entry["game"], entry["score"], entry["options"],
                                        entry["replay"],
                                        datetime.fromisoformat(entry["finished_at"]), once=True,
                                        figures=entry.get("figures"))
            tell(_("score {score} ({game}) saved at last").format(
                score=number(entry["score"]), game=entry["game"]))
            return True
        except (ScoreBookError, ValueError):
            pass
        try:
            PendingScores(pending_path(book)).add(entry)
        except OSError:
            return False
        tell(_("score {score} ({game}) kept to save later").format(
            score=number(entry["score"]), game=entry["game"]))
        return True

    def forget(self) -> None:
        """Drop every score held and stop the timer (tests start from nothing)."""
        with FLUSH_LOCK:
            self.items.clear()
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

    def _schedule(self) -> None:
        if self._timer is None or not self._timer.is_alive():
            self._timer = threading.Timer(RETRY_SECONDS, self._tick)
            self._timer.daemon = True
            self._timer.start()

    def _tick(self) -> None:
        with FLUSH_LOCK:
            self.retry()
            self._timer = None
            if self.items:
                self._schedule()

    def last_try(self) -> None:
        """At exit: one more try, then one line on stderr for what is lost."""
        self.retry()
        if not self.items:
            return
        lost = ", ".join(f"{e['game']} {e['score']:,}" for _, e, _ in self.items)
        print(f"arcadeforge: {len(self.items)} score(s) could not be saved and are lost "
              f"({lost}): {self.items[-1][2]}", file=sys.stderr)


UNSAVED = UnsavedScores()
