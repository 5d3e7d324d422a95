"""What the game tidies in the data folder when it starts: scores a busy score book refused
last time, and replays a killed game left half-written."""

from __future__ import annotations

import logging

from game.storage.replays import remove_leftovers
from game.storage.score_saving import save_pending_later

log = logging.getLogger(__name__)


def tidy_at_start() -> None:
    """Remove leftover ``*.json.tmp`` replays and record pending scores (on a background
    thread: the book may still be busy). Never raises: a problem is a log line."""
    removed = remove_leftovers()
    if removed:
        log.info("removed %d half-written replays", len(removed))
    try:
        save_pending_later()
    except OSError as exc:
        log.warning("could not look for pending scores: %s", exc)
