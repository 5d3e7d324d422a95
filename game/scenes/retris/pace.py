"""A Sprint's pace (rules/goals.md §2): during a Sprint the HUD shows the time against the
record table's best at each 10 rows.

The best is the score book's: its table's best won Sprint, whose statistics keep the game
time at each 10 rows (``splits``, counted by the rules). A book that cannot be read, or a best
from before splits were kept, means no pace: a nicety, never the end of a game.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.storage.record_tables import table_key
from game.storage.scores import ScoreBook, ScoreBookError

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SprintBest:
    """The table's best won Sprint: its game time and its splits (both in ticks)."""

    ticks: int
    splits: tuple[int, ...]


def best_sprint(book: ScoreBook, options: Mapping[str, Any]) -> SprintBest | None:
    """The best won Sprint of the record table of ``options``, or None."""
    try:
        best = book.table(table_key("retris", options), n=1)
    except ScoreBookError as exc:
        log.warning("no Sprint pace: %s", exc)  # i18n: not shown
        return None
    if not best or best[0].ticks is None:
        return None
    splits = (best[0].stats or {}).get("splits")
    good = isinstance(splits, list) and all(type(t) is int and t >= 0 for t in splits)
    return SprintBest(best[0].ticks, tuple(splits) if good else ())


def pace(mine: Sequence[int], best: Sequence[int] | None) -> int | None:
    """Ticks ahead (negative) or behind (positive) the best at the last split both reached;
    None before the first split or without a best."""
    if not best or not mine or len(mine) > len(best):
        return None
    return mine[-1] - best[len(mine) - 1]
