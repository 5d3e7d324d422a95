"""Keeping a match: its replay saved into the replay library once, when the match is decided
or when the players leave it before (a rematch, back to the title), so every match played
can be watched again. A match left within its first second is not kept (nothing to watch),
nor one being watched (the theatre's), nor is a storage problem ever more than a log line."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from game.core.match_replay import MatchReplay

log = logging.getLogger(__name__)

MIN_SECONDS = 1.0


def keep_match(driver: Any) -> Path | None:
    """Save the replay of the match ``driver`` runs; the file, or None when not kept."""
    from game.storage.replays import save_finished

    if getattr(driver, "watching", False):
        return None
    try:
        replay = driver.replay()
    except ValueError as exc:  # a recorder that cannot make one: said, never a crash
        log.warning("could not make the match replay: %s", exc)  # i18n: not shown
        return None
    if not isinstance(replay, MatchReplay) or \
            replay.final_tick < MIN_SECONDS * replay.header.tick_rate:
        return None
    try:
        return save_finished(replay)
    except OSError as exc:
        log.warning("could not save the match replay: %s", exc)  # i18n: not shown
        return None
