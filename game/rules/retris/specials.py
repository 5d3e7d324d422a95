"""Arcade specials given to a piece's blocks as it enters the queue (rules/retris.md §6).

Each block independently gets one main special with probability ``special_ppm`` (parts per
million, so the draw is integer-only), its kind by integer weights, and independently an Ice
Cover with probability ``ice_ppm``. A special that would break its cap — counted over the field,
the falling piece, the hold and the whole queue, plus the blocks already given in this piece —
is not given: the block stays plain (or un-iced). The draws are made whatever the caps say, so
the ``specials`` stream advances the same way for every position.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.core.rng import Stream
from game.rules.retris.cells import ACTIVATOR, BOMBS, STONE, is_iced, main_special, with_ice

PPM = 1_000_000
# The main specials in the order of their weights (the ruleset's [arcade.weights] keys).
MAIN_NAMES = ("normal", "horizontal", "vertical", "lightning", "mega", "activator", "stone")
MAIN_LETTERS = ("n", "h", "v", "l", "m", "a", "s")


@dataclass(frozen=True, slots=True)
class SpecialOdds:
    """The tunable numbers of §6: odds, weights (in ``MAIN_LETTERS`` order) and caps."""

    special_ppm: int
    ice_ppm: int
    weights: tuple[int, ...]
    cap_bombs: int
    cap_activators: int
    cap_stones: int
    cap_ice: int


@dataclass(slots=True)
class SpecialCounts:
    """How many of each capped special are in play."""

    bombs: int = 0
    activators: int = 0
    stones: int = 0
    ice: int = 0

    def add(self, special: str) -> None:
        main = main_special(special)
        self.bombs += main in BOMBS
        self.activators += main == ACTIVATOR
        self.stones += main == STONE
        self.ice += is_iced(special)

    def room_for(self, main: str, odds: SpecialOdds) -> bool:
        """Whether one more ``main`` special keeps its cap."""
        if main in BOMBS:
            return self.bombs < odds.cap_bombs
        if main == ACTIVATOR:
            return self.activators < odds.cap_activators
        if main == STONE:
            return self.stones < odds.cap_stones
        return True


def count_specials(specials: Iterable[str]) -> SpecialCounts:
    """Counts for special letters (``.`` and empty cells' ``.`` count nothing)."""
    counts = SpecialCounts()
    for special in specials:
        counts.add(special)
    return counts


def _weighted(stream: Stream, weights: tuple[int, ...]) -> str:
    x = stream.below(sum(weights))
    for letter, weight in zip(MAIN_LETTERS, weights, strict=True):
        x -= weight
        if x < 0:
            return letter
    raise AssertionError("weights must be positive in total")


def assign(stream: Stream, blocks: int, counts: SpecialCounts, odds: SpecialOdds) -> str:
    """The specials of a new piece's ``blocks`` blocks; ``counts`` is updated with them."""
    letters = []
    for _ in range(blocks):
        main = "."
        if stream.below(PPM) < odds.special_ppm:
            main = _weighted(stream, odds.weights)
        iced = stream.below(PPM) < odds.ice_ppm
        if main != "." and not counts.room_for(main, odds):
            main = "."
        if iced and counts.ice >= odds.cap_ice:
            iced = False
        letter = with_ice(main) if iced else main
        counts.add(letter)
        letters.append(letter)
    return "".join(letters)
