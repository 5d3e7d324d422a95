"""One Arcade chain (rules/retris.md §7), generation by generation, on a grid in place.

Generation 0 gives every full row a row hit. Generation k fires what generation k-1 destroyed:
each bomb its area, and the activators one common firing of every uncovered bomb still on the
field (those leave the field as they fire and score nothing). Areas are taken once this
generation's firing bombs have left; nothing moves until the chain ends, which is the first
generation that destroys no bomb or activator. Then the final shift closes up the cells this
chain emptied. Timing is not this module's business (see chainclock.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.rules.retris.blasts import area, colour_index
from game.rules.retris.cells import ACTIVATOR, BOMB_KINDS, EMPTY, is_stone, is_uncovered_bomb
from game.rules.retris.hits import Cell, Coded, Grid, HitTally, hit_all
from game.rules.retris.scoring import row_points
from game.rules.retris.shift import Move, final_shift


def full_rows(grid: Grid) -> list[int]:
    """Arcade fullness (§7.1): no empty cell, and at least one block that is not a stone."""
    return [r for r, row in enumerate(grid)
            if EMPTY not in row and not all(is_stone(code) for code in row)]


@dataclass(frozen=True, slots=True)
class Blast:
    """A bomb firing in a generation."""

    kind: str  # normal | horizontal | vertical | lightning | mega
    cell: Cell
    colour: str
    area: tuple[Cell, ...]
    by_activator: bool

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "cell": list(self.cell), "color": self.colour,
                "area": [list(c) for c in self.area], "by_activator": self.by_activator}


@dataclass(frozen=True, slots=True)
class Generation:
    """What one generation did (the ``generation`` event)."""

    k: int
    row_hits: tuple[int, ...]
    fired: tuple[Blast, ...]
    activators: tuple[Cell, ...]
    tally: HitTally

    def event_data(self, chain: int) -> dict[str, Any]:
        t = self.tally
        return {"chain": chain, "k": self.k, "row_hits": list(self.row_hits),
                "fired": [b.to_json() for b in self.fired],
                "activators": [list(c) for c in self.activators],
                "destroyed": [[c, r, code] for c, r, code in t.destroyed],
                "stripped": [list(c) for c in t.stripped],
                "survived": [list(c) for c in t.survived]}


@dataclass(frozen=True, slots=True)
class ChainEnd:
    """A finished chain: its points and the final shift (the ``chain_end`` event)."""

    chain: int
    rows_scored: tuple[int, ...]
    row_points: int
    bomb_points: int
    shift: tuple[Move, ...]

    def event_data(self) -> dict[str, Any]:
        return {"chain": self.chain, "rows_scored": list(self.rows_scored),
                "row_points": self.row_points, "bomb_points": self.bomb_points,
                "shift": [list(m) for m in self.shift]}


def _sorted(cells: Any) -> list[Any]:
    return sorted(cells, key=lambda cell: (cell[1], cell[0]))


@dataclass(slots=True)
class Chain:
    """A chain in progress on ``grid`` (the field's rows, changed in place)."""

    grid: Grid
    number: int
    k: int = -1  # the last generation resolved
    primed: list[Coded] = field(default_factory=list)  # destroyed in k, fire in k + 1
    emptied: set[Cell] = field(default_factory=set)
    rows_scored: list[int] = field(default_factory=list)
    bomb_points: int = 0
    last: Generation | None = None

    @property
    def done(self) -> bool:
        """Ended: a generation has run and destroyed no bomb or activator."""
        return self.k >= 0 and not self.primed

    def generation(self) -> Generation:
        """Resolve the next generation (0: the row hits)."""
        self.k += 1
        gen = self._row_hits() if self.k == 0 else self._firing()
        self.primed = gen.tally.primed
        self.emptied.update((c, r) for c, r, _ in gen.tally.destroyed)
        self.last = gen
        return gen

    def _row_hits(self) -> Generation:
        rows = full_rows(self.grid)
        width = len(self.grid[0])
        tally = hit_all(self.grid, [(c, r) for r in rows for c in range(width)], by_bomb=False)
        spared = {r for _, r in tally.stripped + tally.survived}
        self.rows_scored = [r for r in rows if r not in spared]
        return Generation(0, tuple(rows), (), (), tally)

    def _firing(self) -> Generation:
        grid = self.grid
        bombs = [(c, r, code, False) for c, r, code in self.primed if code[1] != ACTIVATOR]
        activators = tuple(_sorted((c, r) for c, r, code in self.primed if code[1] == ACTIVATOR))
        if activators:  # one common firing, however many activators went off
            for r, row in enumerate(grid):
                for c, code in enumerate(row):
                    if is_uncovered_bomb(code):
                        bombs.append((c, r, code, True))
                        row[c] = EMPTY  # leaves the field as it fires
                        self.emptied.add((c, r))
        height, width = len(grid), len(grid[0])
        colours = colour_index(grid)
        fired, hits = [], set()
        for c, r, code, by_activator in _sorted(bombs):
            cells = area(code[1], (c, r), code[0], width, height, colours)
            fired.append(Blast(BOMB_KINDS[code[1]], (c, r), code[0], tuple(_sorted(cells)),
                               by_activator))
            hits |= cells
        tally = hit_all(grid, list(hits), by_bomb=True)
        self.bomb_points += len(tally.destroyed)
        return Generation(self.k, (), tuple(fired), activators, tally)

    def finish(self, table: tuple[int, ...]) -> ChainEnd:
        """The final shift and the chain's points; call once it is done."""
        moves = final_shift(self.grid, self.emptied)
        return ChainEnd(self.number, tuple(self.rows_scored),
                        row_points(len(self.rows_scored), table), self.bomb_points, tuple(moves))

    def state(self) -> dict[str, Any]:
        return {"number": self.number, "k": self.k,
                "primed": [list(p) for p in self.primed],
                "emptied": [list(c) for c in _sorted(self.emptied)],
                "rows_scored": self.rows_scored, "bomb_points": self.bomb_points}
