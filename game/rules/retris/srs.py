"""SRS kick tables (the guideline's, as published on tetris.wiki), y pointing up.

States are numbered 0, 1 (R), 2, 3 (L). A rotation tries each offset in turn and keeps the
first one where the turned piece fits; test 1 is always (0, 0). O never kicks.
"""

from __future__ import annotations

from game.rules.retris.pieces import KICKS_I, KICKS_JLSTZ, KICKS_NONE, Cell

STATE_NAMES = ("0", "R", "2", "L")

_JLSTZ: dict[tuple[int, int], tuple[Cell, ...]] = {
    (0, 1): ((0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)),
    (1, 0): ((0, 0), (1, 0), (1, -1), (0, 2), (1, 2)),
    (1, 2): ((0, 0), (1, 0), (1, -1), (0, 2), (1, 2)),
    (2, 1): ((0, 0), (-1, 0), (-1, 1), (0, -2), (-1, -2)),
    (2, 3): ((0, 0), (1, 0), (1, 1), (0, -2), (1, -2)),
    (3, 2): ((0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)),
    (3, 0): ((0, 0), (-1, 0), (-1, -1), (0, 2), (-1, 2)),
    (0, 3): ((0, 0), (1, 0), (1, 1), (0, -2), (1, -2)),
}

_I: dict[tuple[int, int], tuple[Cell, ...]] = {
    (0, 1): ((0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)),
    (1, 0): ((0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)),
    (1, 2): ((0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)),
    (2, 1): ((0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)),
    (2, 3): ((0, 0), (2, 0), (-1, 0), (2, 1), (-1, -2)),
    (3, 2): ((0, 0), (-2, 0), (1, 0), (-2, -1), (1, 2)),
    (3, 0): ((0, 0), (1, 0), (-2, 0), (1, -2), (-2, 1)),
    (0, 3): ((0, 0), (-1, 0), (2, 0), (-1, 2), (2, -1)),
}

_NONE: tuple[Cell, ...] = ((0, 0),)

TABLES = {KICKS_JLSTZ: _JLSTZ, KICKS_I: _I}


def kick_offsets(kind: str, start: int, end: int) -> tuple[Cell, ...]:
    """The offsets to try, in order, turning a piece of kick ``kind`` from ``start`` to ``end``."""
    if kind == KICKS_NONE:
        return _NONE
    return TABLES[kind][(start, end)]
