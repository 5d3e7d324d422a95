"""Plays a prepared scenario on the pure rules: no loop object, no clock, just ``rules.step``."""

from __future__ import annotations

from typing import Any

from game.core.ruleset import ValidationError
from game.rules.base import GameRules
from game.scenario.games import Prepared
from game.scenario.steps import MAX_TICKS, Settle, Tick, Wait

SETTLE_LIMIT = 100_000  # ticks; a settle that takes longer is a bug, reported not looped
# Its messages are for `arcadeforge scenario` and the headless tools only (marked "not shown"):
# a practice game plays a scenario's steps and settles with game.sim.practice instead.


def settle(rules: GameRules, key: str = "settle") -> None:
    for _ in range(SETTLE_LIMIT):
        if rules.settled:
            return
        rules.step(())
    raise ValidationError(key, f"the game to settle within {SETTLE_LIMIT} ticks")  # i18n: not shown


def run(prepared: Prepared) -> dict[str, Any]:
    """Every step in order, then a final settle; returns the game's output."""
    rules = prepared.rules
    start = rules.tick
    for index, step in enumerate(prepared.steps):
        # Waits and inputs are capped when parsed; settles only show their length here.
        if rules.tick - start > MAX_TICKS + SETTLE_LIMIT:
            raise ValidationError(f"setup.actions[{index}]",
                                  f"at most {MAX_TICKS} ticks of play in all "  # i18n: not shown
                                  "(one hour at 120 Hz), settles included")
        if isinstance(step, Tick):
            rules.step(step.changes(rules.tick))
        elif isinstance(step, Wait):
            for _ in range(step.ticks):
                rules.step(())
        elif isinstance(step, Settle):
            settle(rules)
    settle(rules)
    return prepared.output()
