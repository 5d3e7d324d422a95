"""A bot's speed (rules/versus.md §6): pieces a second, its reaction and its tap rate, in ticks.

The cap holds by construction: a piece is dropped no sooner than ``gap`` ticks after it
appeared, and the next one cannot appear before that drop, so at most one piece is placed per
``gap`` ticks (``tick_rate / pieces_per_second``, rounded up).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.bots.tuning import LevelTuning
from game.core.actions import Action

#: One input change as a bot returns it: (action, pressed, args).
Change = tuple[Action, bool, tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Pace:
    gap: int  # least ticks from a piece's appearance to its drop (or placement)
    reaction: int  # ticks from a piece's appearance to the first tap
    tap: int  # ticks between taps (at least 1: one tap per tick)

    @staticmethod
    def of(level: LevelTuning, tick_rate: int) -> Pace:
        def ticks(ms: int) -> int:
            return (2 * ms * tick_rate + 1000) // 2000  # halves up, as the rules round

        return Pace(gap=math.ceil(tick_rate / level.pieces_per_second),
                    reaction=ticks(level.reaction_ms), tap=max(1, ticks(level.tap_ms)))


def tap(action: Action, args: tuple[int, ...] = ()) -> list[Change]:
    """A press and its release on the same tick (what a scenario's one-tick action is)."""
    return [(action, True, args), (action, False, args)]


class TickAnswers:
    """A bot's answer per tick: the seats and the match recorder may ask more than once on a
    tick (a replan, a redraw), and must get the same changes, not a second set of presses.
    A bot defines ``_changes``; ``changes`` remembers the last tick's answer."""

    _asked: tuple[int, list[Change]] = (-1, [])

    def changes(self, view: Any, tick: int) -> list[Change]:
        """This tick's changes; asked again on the same tick, the same answer."""
        if tick != self._asked[0]:
            self._asked = (tick, self._changes(view, tick))
        return list(self._asked[1])

    def _changes(self, view: Any, tick: int) -> list[Change]:
        raise NotImplementedError
