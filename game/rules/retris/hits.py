"""The hit rules of one Arcade generation (rules/retris.md §7.2), applied to a grid in place.

A grid is ``rows[r][c]`` of cell codes, row 0 at the bottom (the field's own rows). A caller
hits each cell at most once per generation; this module only says what one hit does.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.retris.cells import ACTIVATOR, BOMBS, EMPTY, STONE, is_iced, main_special

Grid = list[list[str]]
Cell = tuple[int, int]
Coded = tuple[int, int, str]  # column, row, the cell's code before the hit

DESTROYED = "destroyed"
STRIPPED = "stripped"
SURVIVED = "survived"


def hit(grid: Grid, c: int, r: int, by_bomb: bool) -> str | None:
    """One hit on (c, r); returns what happened, None for an empty cell.

    Ice takes the hit alone; an uncovered stone only yields to a bomb; anything else goes."""
    code = grid[r][c]
    if code == EMPTY:
        return None
    special = code[1]
    if is_iced(special):
        grid[r][c] = code[0] + main_special(special)
        return STRIPPED
    if special == STONE and not by_bomb:
        return SURVIVED
    grid[r][c] = EMPTY
    return DESTROYED


def primes(code: str) -> bool:
    """A destroyed block with this code fires in the next generation (bomb or activator)."""
    return code[1] in BOMBS or code[1] == ACTIVATOR


@dataclass(slots=True)
class HitTally:
    """What the hits of one generation did, cell lists in the order the hits were made."""

    destroyed: list[Coded] = field(default_factory=list)
    stripped: list[Cell] = field(default_factory=list)
    survived: list[Cell] = field(default_factory=list)

    @property
    def primed(self) -> list[Coded]:
        return [d for d in self.destroyed if primes(d[2])]

    def cells(self) -> list[Cell]:
        """Every cell whose block took a hit."""
        return sorted([(c, r) for c, r, _ in self.destroyed] + self.stripped + self.survived,
                      key=lambda cell: (cell[1], cell[0]))


def hit_all(grid: Grid, cells: list[Cell], by_bomb: bool) -> HitTally:
    """One hit on each of ``cells`` (distinct), bottom row first, left to right."""
    tally = HitTally()
    for c, r in sorted(cells, key=lambda cell: (cell[1], cell[0])):
        before = grid[r][c]
        outcome = hit(grid, c, r, by_bomb)
        if outcome == DESTROYED:
            tally.destroyed.append((c, r, before))
        elif outcome == STRIPPED:
            tally.stripped.append((c, r))
        elif outcome == SURVIVED:
            tally.survived.append((c, r))
    return tally
