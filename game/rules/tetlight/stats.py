"""Tet'light's statistics (rules/goals.md §3): counted by the rules as the game is played.

A line is *straight* when it is one arm only (a full NE–SW or NW–SE diagonal: its cells climb,
or fall, column after column) and a *V* when it has both arms (tetlight.md §6.2). Lines are
counted as a player sees them: a full line that lies inside another full line (the two lower
sides of a full bottom V are straight lines of their own, by the rules' definition) is part of
that one and not counted again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from game.rules.play_stats import PlayStats
from game.rules.tetlight.geometry import Cell, to_point

#: The presses that move a piece (inputs per piece): moves, turns and the drop.
PIECE_PRESSES = frozenset(("left", "right", "down", "down_left", "down_right", "cw", "ccw",
                           "hard_drop"))


@dataclass(frozen=True, slots=True)
class TetlightStats(PlayStats):
    """The figures of one game so far (pieces: landed)."""

    lines_straight: int
    lines_v: int
    contacts: int  # contact explosions
    globals: int  # global explosions
    bombs_earned: int  # remaining bombs won by bomb points
    highest_level: int

    def scenario(self) -> dict[str, Any]:
        return {"pieces": self.pieces, "lines_straight": self.lines_straight,
                "lines_v": self.lines_v, "contacts": self.contacts, "globals": self.globals,
                "bombs_earned": self.bombs_earned, "highest_level": self.highest_level}

    def to_json(self) -> dict[str, Any]:
        return self.common() | self.scenario()


def is_straight(line: Iterable[Cell]) -> bool:
    """One arm: the cells' heights only climb, or only fall, from column to column."""
    heights = [to_point(cell)[1] for cell in sorted(line)]
    steps = {b - a for a, b in pairwise(heights)}
    return len(steps) <= 1


def outermost(full: Iterable[Iterable[Cell]]) -> list[frozenset[Cell]]:
    """The full lines that no other full line contains."""
    lines = [frozenset(line) for line in full]
    return [line for line in lines if not any(line < other for other in lines)]


class Tally:
    """The counters; the game tells it what happens."""

    def __init__(self, tick_rate: int, level: int) -> None:
        self.tick_rate = tick_rate
        self.ticks = self.pieces = self.presses = 0
        self.lines_straight = self.lines_v = self.contacts = self.globals = 0
        self.bombs_earned = 0
        self.highest_level = level

    def press(self, action: str) -> None:
        if action in PIECE_PRESSES:
            self.presses += 1

    def lines(self, full: Iterable[Iterable[Cell]]) -> None:
        for line in outermost(full):
            if is_straight(line):
                self.lines_straight += 1
            else:
                self.lines_v += 1

    def level(self, level: int) -> None:
        self.highest_level = max(self.highest_level, level)

    def view(self) -> TetlightStats:
        return TetlightStats(self.ticks, self.tick_rate, self.pieces, self.presses,
                             self.lines_straight, self.lines_v, self.contacts, self.globals,
                             self.bombs_earned, self.highest_level)
