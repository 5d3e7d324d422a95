"""What a versus match shows (rules/versus.md): immutable views the match publishes each tick.

The contract between the match rules (:mod:`game.rules.versus.match`) and everything that
draws, sounds or records a match. Slots are numbered from 0 here; files and scenarios number
them from 1 (``"1:hard_drop"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

#: A match's phases: slots play; a round is over and the next starts after a break; done.
PLAY, ROUND_OVER, MATCH_OVER = "play", "round_over", "match_over"


@dataclass(frozen=True, slots=True)
class Attack:
    """Lines waiting in a slot's garbage queue: ``ticks_left`` until they may rise (0 =
    ready, shown red) and the hole column they will rise with."""

    lines: int
    ticks_left: int
    hole: int


@dataclass(frozen=True, slots=True)
class SlotView:
    """One slot: its own game's snapshot (``RetrisSnapshot``, ``TetlightSnapshot`` or
    ``VerseSnapshot``) and its part in the match."""

    index: int
    game: Any
    out: bool  # topped out (or stopped) this round
    wins: int  # rounds won so far
    sent: int = 0  # lines sent after cancelling, this round (Retris)
    received: int = 0  # garbage rows risen into its field, this round (Retris)
    waiting: tuple[Attack, ...] = ()  # its garbage queue, oldest first (Retris)
    target: int | None = None  # the slot its next attack goes to (Retris; None when out)


@dataclass(frozen=True, slots=True)
class MatchSnapshot:
    """The whole visible match after ``tick`` ticks (ticks count on across rounds)."""

    tick: int
    tick_rate: int
    game: str  # "retris" | "tetlight" | "verse"
    slots: tuple[SlotView, ...]
    round: int  # 1 for the first round
    first_to: int  # round wins that take the match
    phase: str  # PLAY | ROUND_OVER | MATCH_OVER
    round_winner: int | None = None  # the last round's winner (None: a draw, or playing)
    match_winner: int | None = None
    break_left: int = 0  # ROUND_OVER: ticks until the next round starts
    time_left: int | None = None  # score races (Tet'light, Verse): ticks left in the round
