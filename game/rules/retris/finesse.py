"""Finesse (rules/goals.md §3): the fewest presses that put a piece where it locked.

A search over presses on an empty field from the spawn position: move left or right one
column, move left or right to the wall (a key held under DAS: one press), rotate clockwise or
counter-clockwise (with the piece's SRS kicks), then hard drop. Every final placement a
sequence reaches maps to its fewest presses, hard drop included.

A placement is the piece's cells moved down to the floor: its columns and orientation, as
finesse tables list them. A piece locked on a stack has the cells of the same press sequence
on an empty field, raised; compared literally, no piece that lands on a stack could ever be
counted. A place the search does not reach is not in the map, and such a piece is not counted.
"""

from __future__ import annotations

from collections import deque
from functools import lru_cache

from game.rules.retris.field import Field
from game.rules.retris.pieces import Cell, PieceDef
from game.rules.retris.srs import kick_offsets

Place = frozenset[Cell]
State = tuple[int, int, int]  # rot, x, y of the piece's box


def _moves(piece: PieceDef, field: Field, state: State) -> list[State]:
    """The states one press leads to from ``state`` (the hard drop aside)."""
    rot, x, y = state
    shape = piece.states[rot]
    found = []
    for step in (-1, 1):
        if field.fits(shape, x + step, y):
            found.append((rot, x + step, y))
            wall = x + step
            while field.fits(shape, wall + step, y):
                wall += step
            found.append((rot, wall, y))
    for turn in (1, 3):
        end = (rot + turn) % 4
        for dx, dy in kick_offsets(piece.kicks, rot, end):
            if field.fits(piece.states[end], x + dx, y + dy):
                found.append((end, x + dx, y + dy))
                break
    return found


def _dropped(piece: PieceDef, field: Field, state: State) -> Place:
    rot, x, y = state
    shape = piece.states[rot]
    while field.fits(shape, x, y - 1):
        y -= 1
    return frozenset((cx + x, cy + y) for cx, cy in shape)


@lru_cache(maxsize=64)
def fewest_presses(piece: PieceDef, width: int, height: int) -> dict[Place, int]:
    """Every placement reachable on an empty ``width``×``height`` field, with the fewest
    presses that reach it, hard drop included (breadth first: the first visit is fewest)."""
    field = Field(width, height, None)
    x, y = piece.spawn_origin(width, height)
    start = (0, x, y)
    depth = {start: 0}
    todo = deque([start])
    fewest: dict[Place, int] = {}
    while todo:
        state = todo.popleft()
        place = _dropped(piece, field, state)
        fewest.setdefault(place, depth[state] + 1)
        for nxt in _moves(piece, field, state):
            if nxt not in depth:
                depth[nxt] = depth[state] + 1
                todo.append(nxt)
    return fewest


def on_floor(cells: tuple[Cell, ...] | Place) -> Place:
    """``cells`` moved down until the lowest is in row 0."""
    low = min(r for _, r in cells)
    return frozenset((c, r - low) for c, r in cells)


def faults(piece: PieceDef, width: int, height: int, cells: tuple[Cell, ...],
           presses: int) -> int | None:
    """The finesse faults of a piece that locked on ``cells`` after ``presses`` presses of
    move, rotate and hard drop; None when its place cannot be reached without soft drop."""
    best = fewest_presses(piece, width, height).get(on_floor(cells))
    return None if best is None else max(0, presses - best)
