"""Verse's statistics (rules/goals.md §3): counted by the rules as the game is played."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.play_stats import PlayStats


@dataclass(frozen=True, slots=True)
class VerseStats(PlayStats):
    """The figures of one game so far (pieces: placed; presses: places and turns asked for,
    refused ones included: they reached the rules)."""

    lines_by_count: tuple[tuple[int, int], ...]  # (lines at once, how many times), ascending
    longest_streak: int
    board_clears: int

    @property
    def placements(self) -> int:
        return self.pieces

    def scenario(self) -> dict[str, Any]:
        return {"placements": self.pieces,
                "lines_by_count": {str(n): times for n, times in self.lines_by_count},
                "longest_streak": self.longest_streak, "board_clears": self.board_clears}

    def to_json(self) -> dict[str, Any]:
        return self.common() | self.scenario()


class Tally:
    """The counters; the game tells it what happens."""

    def __init__(self, tick_rate: int) -> None:
        self.tick_rate = tick_rate
        self.ticks = self.pieces = self.presses = 0
        self.lines: dict[int, int] = {}
        self.longest_streak = self.board_clears = 0

    def cleared(self, lines: int, streak: int, board_clear: bool) -> None:
        self.lines[lines] = self.lines.get(lines, 0) + 1
        self.longest_streak = max(self.longest_streak, streak)
        self.board_clears += board_clear

    def view(self) -> VerseStats:
        return VerseStats(self.ticks, self.tick_rate, self.pieces, self.presses,
                          tuple(sorted(self.lines.items())), self.longest_streak,
                          self.board_clears)
