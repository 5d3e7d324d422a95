"""Record tables (rules/goals.md §2): one table per game and the options that make a
different contest, ranked by the goal's measure.

A table's options: Retris's mode, style, goal and the goal's target; Tet'light's edge and
start level; Verse's rotation and fair dealing. Handling (DAS, ARR, next count) is the
player's comfort, not a different contest, and is left out. Until a Retris options dict
names a goal it is Endless (old books, old replays).

Ranking (docs: /work/goals-api.md): Endless and Ultra by score, higher first; Marathon by
score, then time, lower first; Sprint by time, lower first, and only games that reached
the target. Equal measures: the earlier game first.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from game.rules.retris.options import GOALS, TARGET_KEY

ENDLESS, SPRINT, ULTRA, MARATHON = GOALS  # the rules' own names (rules/goals.md §1)
#: The options of each game that make a table of their own (the goal's aside).
TABLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "retris": ("mode", "style"), "tetlight": ("edge", "level"), "verse": ("rotation", "fair")}
#: Where each goal's target is in the options.
TARGET_OPTION = TARGET_KEY
NO_TIME = float("inf")  # a game whose time is unknown (an old row) ranks after timed ones


@dataclass(frozen=True, slots=True, order=True)
class TableKey:
    """One record table: a game, its goal (and target) and the options that tell it apart."""

    game: str
    goal: str = ENDLESS
    target: int | None = None
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, name: str) -> Any:
        return dict(self.options).get(name)


class Ranked(Protocol):
    """What ranking needs of a finished game (:class:`game.storage.scores.ScoreEntry`)."""

    score: int
    ticks: int | None
    won: bool | None
    id: int


def _plain(value: Any) -> Any:
    """A value a key can hold (hashable, ordered): JSON text for lists and objects."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return json.dumps(value, sort_keys=True)


def goal_of(game: str, options: Mapping[str, Any]) -> str:
    """The goal a game was played for; Endless where none is named (or it is not one)."""
    goal = options.get("goal", ENDLESS) if game == "retris" else ENDLESS
    return goal if goal in GOALS else ENDLESS


def table_key(game: str, options: Mapping[str, Any]) -> TableKey:
    """The table a game with these options belongs to."""
    goal = goal_of(game, options)
    target = options.get(TARGET_OPTION[goal]) if goal in TARGET_OPTION else None
    target = target if isinstance(target, int) and not isinstance(target, bool) else None
    names = TABLE_OPTIONS.get(game, ())
    return TableKey(game, goal, target, tuple((n, _plain(options.get(n))) for n in names))


def is_ranked(goal: str, entry: Ranked) -> bool:
    """Whether a game counts on its table: a Sprint only when it reached the target."""
    return goal != SPRINT or (bool(entry.won) and entry.ticks is not None)


def rank_key(goal: str, entry: Ranked) -> tuple[float, ...]:
    """Sorts a table best first (ties: the earlier game, the lower id)."""
    ticks = NO_TIME if entry.ticks is None else float(entry.ticks)
    if goal == SPRINT:
        return (ticks, entry.id)
    if goal == MARATHON:
        return (-entry.score, ticks, entry.id)
    return (-entry.score, entry.id)


def ranked(goal: str, entries: Iterable[Ranked]) -> list[Any]:
    """The entries that count, best first."""
    return sorted((e for e in entries if is_ranked(goal, e)), key=lambda e: rank_key(goal, e))
