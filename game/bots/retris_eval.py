"""How the Retris bot weighs a field (higher is better), from bots.toml's ``[retris.weights]``.

The field comes by columns (bit r = row r filled, retris_board.py), so each figure is a few
integer operations per column: the heights (bit lengths), the holes (empty cells below a
column's top), the blocks stacked above a column's lowest hole, and the filled/empty changes
down each column and along each row (the two "transition" counts of Dellacherie's and
El-Tetris's evaluations, which punish ragged stacks better than heights alone). Heights then
give the bumpiness and the wells. The deepest well, up to 4 deep, is room for an I's 4-row
clear (the attack that sends most), so it is rewarded rather than punished.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from operator import sub

from game.bots.retris_board import Cols


@dataclass(frozen=True, slots=True)
class Weights:
    height: float
    holes: float
    covered: float
    bumpiness: float
    row_transitions: float
    col_transitions: float
    wells: float
    well_keep: float
    danger: float
    danger_start: float
    sent: float
    cleared: float
    low_burn: float
    top_out: float

    @staticmethod
    def from_dict(raw: dict[str, float]) -> Weights:
        return Weights(**raw)


@dataclass(frozen=True, slots=True)
class Figures:
    """What the evaluation counts on one field (for tests and for tuning the weights)."""

    heights: tuple[int, ...]
    holes: int
    covered: int
    bumpiness: int
    row_transitions: int
    col_transitions: int
    wells: int  # cells of the wells other than the deepest one (1 + 2 + … per well)
    deepest: int


def figures(cols: Cols) -> Figures:
    """Every figure the evaluator weighs (plain, unhurried code; :meth:`Evaluator.field`
    computes the same numbers faster)."""
    tops = [c.bit_length() for c in cols]
    top_mask = (1 << max(tops)) - 1
    holes = covered = col_t = 0
    for c, h in zip(cols, tops, strict=True):
        gaps = ~c & ((1 << h) - 1)
        holes += gaps.bit_count()
        if gaps:
            low = gaps & -gaps
            covered += (c & ~((low << 1) - 1)).bit_count()
        col_t += (c ^ (c << 1 | 1)).bit_count()  # the floor counts as filled
    row_t = (~cols[0] & top_mask).bit_count() + (~cols[-1] & top_mask).bit_count()
    row_t += sum(((a ^ b) & top_mask).bit_count() for a, b in pairwise(cols))
    bump = sum(abs(a - b) for a, b in pairwise(tops))
    sides = [min(tops[i - 1] if i else 99, tops[i + 1] if i + 1 < len(tops) else 99)
             for i in range(len(tops))]
    depths = [max(0, s - h) for s, h in zip(sides, tops, strict=True)]
    deepest = max(depths)
    wells = sum(d * (d + 1) // 2 for d in depths)
    if deepest > 1:
        wells -= deepest * (deepest + 1) // 2
    return Figures(tuple(tops), holes, covered, bump, row_t, col_t, wells, deepest)


class Evaluator:
    """Scores fields of one width; the weights are fixed for a bot's life."""

    __slots__ = ("w", "width")

    def __init__(self, weights: Weights, width: int) -> None:
        self.w = weights
        self.width = width

    def field(self, cols: Cols, pending: int = 0) -> tuple[float, int]:
        """The field's worth, and its highest column. ``pending``: garbage rows that will rise
        under it (they count towards the danger of the stack). The same figures as
        :func:`figures`, written for speed (the search calls it hundreds of times a piece)."""
        w = self.w
        tops = list(map(int.bit_length, cols))
        top = max(tops)
        top_mask = (1 << top) - 1
        holes = covered = col_t = 0
        row_t = (~cols[0] & top_mask).bit_count() + (~cols[-1] & top_mask).bit_count()
        prev = cols[0]
        for c, h in zip(cols, tops, strict=True):
            gaps = ~c & ((1 << h) - 1)
            if gaps:
                holes += gaps.bit_count()
                covered += (c & ~(((gaps & -gaps) << 1) - 1)).bit_count()
            col_t += (c ^ (c << 1 | 1)).bit_count()
            row_t += ((prev ^ c) & top_mask).bit_count()
            prev = c
        bump = sum(map(abs, map(sub, tops, tops[1:])))
        sides = [99, *tops, 99]
        wells = deepest = 0
        for i, h in enumerate(tops):
            left, right = sides[i], sides[i + 2]
            depth = (left if left < right else right) - h
            if depth > 0:
                wells += depth * (depth + 1) // 2
                if depth > deepest:
                    deepest = depth
        if deepest > 1:  # the deepest well is the I's; only the others are punished
            wells -= deepest * (deepest + 1) // 2
        value = (w.height * sum(tops) + w.holes * holes + w.covered * covered
                 + w.bumpiness * bump + w.row_transitions * row_t + w.col_transitions * col_t
                 + w.wells * wells + w.well_keep * min(deepest, 4))
        over = top + pending - w.danger_start
        if over > 0:
            value += w.danger * over * over
        return value, top


def clear_reward(w: Weights, rows: int, sent: int, height: int) -> float:
    """What a lock's clear is worth: its attack, the rows it removes, and a penalty for a small
    clear made while the stack is low (rows better kept for a 4-row clear)."""
    if not rows:
        return 0.0
    value = w.sent * sent + w.cleared * rows
    if rows < 4 and height < w.danger_start:
        value += w.low_burn
    return value
