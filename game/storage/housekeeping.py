"""What the game tidies when it starts: scores a busy score book refused last time, the
temporary files a killed game left half-written (replays, their sidecars, the pending
scores, the settings file), and a score book that cannot be used is told about once."""

from __future__ import annotations

import logging
from pathlib import Path

from game.core.atomic_write import temp_pattern
from game.i18n import _
from game.storage import leftovers
from game.storage.pending_scores import FILE_NAME as PENDING_NAME
from game.storage.replays import remove_leftovers
from game.storage.score_saving import save_pending_later
from game.storage.scores import ScoreBook, ScoreBookError

log = logging.getLogger(__name__)

#: The data folder's own leftovers: the pending scores' temporary files (this version's and
#: older ones') and the lock file older versions kept beside them.
DATA_LEFTOVERS = (temp_pattern(PENDING_NAME), f"{PENDING_NAME}.*.tmp", f"{PENDING_NAME}.lock")


def tidy_at_start(settings_file: Path | None = None) -> list[str]:
    """Remove leftover temporary files (over a minute old: a younger one may be another
    window's save) and record pending scores (on a background thread: the book may still be
    busy). Returns the lines to show the player (a score book that cannot be used); never
    raises: a problem is a log line."""
    book = ScoreBook()
    removed = remove_leftovers()
    removed += leftovers.remove_leftovers(book.path.parent, DATA_LEFTOVERS)
    if settings_file is not None:
        removed += leftovers.remove_leftovers(settings_file.parent,
                                              [temp_pattern(settings_file.name)])
    if removed:
        log.info("removed %d files a killed game left half-written", len(removed))
    told = []
    try:
        book.check()
    except ScoreBookError as exc:
        told.append(_("{problem}; new scores wait in {file} until it can be used").format(
            problem=exc, file=PENDING_NAME))
    try:
        save_pending_later(book)
    except OSError as exc:
        log.warning("could not look for pending scores: %s", exc)  # i18n: not shown
    return told
