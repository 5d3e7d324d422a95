"""Sync test: run the same inputs on two fresh games and compare digests as they go.

A rule that reads the clock, the global random, ``hash()`` of a str, or object identity will
drift between the two runs; this finds the first tick where it shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.actions import InputChange
from game.core.digest import digest
from game.rules.base import GameRules


class DesyncError(AssertionError):
    def __init__(self, tick: int, a: str, b: str) -> None:
        super().__init__(f"runs diverged at tick {tick}: {a} != {b}")  # i18n: not shown
        self.tick = tick


def check_determinism(
    make_rules: Callable[[], GameRules],
    inputs: Sequence[InputChange],
    ticks: int,
    every: int = 1,
) -> str:
    """Run ``ticks`` ticks twice; raise :class:`DesyncError` at the first differing digest.

    Returns the final digest (the same for both runs)."""
    a, b = make_rules(), make_rules()
    by_tick: dict[int, list[InputChange]] = {}
    for change in inputs:
        by_tick.setdefault(change.tick, []).append(change)
    for t in range(ticks):
        changes = by_tick.get(t, [])
        a.step(changes)
        b.step(changes)
        if (t + 1) % every == 0 or t + 1 == ticks:
            da, db = digest(a.state()), digest(b.state())
            if da != db:
                raise DesyncError(t + 1, da, db)
    return digest(a.state())
