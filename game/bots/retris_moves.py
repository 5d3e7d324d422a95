"""Where the falling Retris piece can go, and the taps that take it there.

:func:`reachable` plays the bot's own way of moving on the field exactly as the rules move a
piece: turns first (cw, ccw or cw twice, with the SRS kicks of srs.py), then shifts one column
at a time while they fit, then a hard drop; and, for the simple tucks, a soft drop to the
floor followed by up to two more shifts and a drop. Gravity is left out: the bot moves a
piece high up and fast enough that it rarely matters, and checks each tap's effect on screen
(retris_bot.py). :func:`drops` is the quick version for the pieces after the falling one:
every distinct rotation at every column, dropped from above the stack.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.retris_board import PieceShapes, Rows, Shape, drop_from, fits, landing
from game.rules.retris.srs import kick_offsets

#: Rotation routes from the piece's state: no turn, cw, ccw, cw twice (1 = cw, 3 = ccw).
ROUTES: tuple[tuple[int, ...], ...] = ((), (1,), (3,), (1, 1))
TUCK_SHIFTS = 2  # columns a tuck may slide along the floor


@dataclass(frozen=True, slots=True)
class Move:
    """A way to play the piece: ``turns`` from where it is, to box column ``x`` at the top,
    then either a hard drop (``tuck_y`` None) or a soft drop to box row ``tuck_y`` and shifts
    to ``final_x``. It locks with its box at (``final_x``, ``y``) in rotation ``rot``."""

    rot: int
    turns: tuple[int, ...]
    x: int
    tuck_y: int | None
    final_x: int
    y: int
    taps: int


def turn(rows: Rows, piece: PieceShapes, rot: int, x: int, y: int, way: int, width: int
         ) -> tuple[int, int, int] | None:
    """(rotation, x, y) after one turn with SRS kicks, or None when every kick is blocked."""
    end = (rot + way) % 4
    shape = piece.states[end]
    for dx, dy in kick_offsets(piece.kicks, rot, end):
        if fits(rows, shape, x + dx, y + dy, width):
            return end, x + dx, y + dy
    return None


def _slide(rows: Rows, shape: Shape, x: int, y: int, width: int, limit: int) -> list[int]:
    """The columns reachable from x at row y by single shifts (x itself first)."""
    out = [x]
    for step in (-1, 1):
        at = x
        while abs(at + step - x) <= limit and fits(rows, shape, at + step, y, width):
            at += step
            out.append(at)
    return out


def _rest(rows: Rows, tops: list[int], shape: Shape, x: int, y: int, width: int) -> int:
    # Above every column top the drop is the heights' sum; under an overhang, step it.
    rest = landing(tops, shape, x)
    return rest if rest <= y else drop_from(rows, shape, x, y, width)


def _overhangs(rows: Rows, tops: list[int]) -> bool:
    """Some empty cell lies under a column's top (only then can a tuck go anywhere new)."""
    return sum(tops) != sum(row.bit_count() for row in rows)


def reachable(rows: Rows, tops: list[int], piece: PieceShapes, rot: int, x: int, y: int,
              width: int, tucks: bool) -> list[Move]:
    """Every distinct lock position of the piece at (rot, x, y), with the fewest taps each."""
    found: dict[tuple[tuple[int, int], ...], Move] = {}

    def keep(move: Move) -> None:
        shape, fx = piece.states[move.rot], move.final_x
        key = tuple((move.y + dy, m << fx if fx >= 0 else m >> -fx) for dy, m in shape.rows)
        old = found.get(key)
        if old is None or move.taps < old.taps:
            found[key] = move

    landed: list[Move] = []
    # High above the stack (the usual case), every turn takes its first kick, (0, 0), and
    # every shift fits up to the walls: no need to try them one by one.
    clear = y + min(state.min_y for state in piece.states) >= max(tops) \
        and all(fits(rows, state, x, y, width) for state in piece.states)
    for route in ROUTES:
        at: tuple[int, int, int] | None = (rot, x, y)
        if clear:
            at = ((rot + sum(route)) % 4, x, y)
        for way in route if not clear else ():
            at = turn(rows, piece, *at, way, width) if at else None
        if at is None:
            continue
        r, rx, ry = at
        shape = piece.states[r]
        if clear:  # in _slide's order: here, then leftwards, then rightwards
            columns = [*range(rx, -shape.min_x - 1, -1), *range(rx + 1, width - shape.max_x)]
        else:
            columns = _slide(rows, shape, rx, ry, width, width)
        for cx in columns:
            rest = _rest(rows, tops, shape, cx, ry, width)
            move = Move(r, route, cx, None, cx, rest, len(route) + abs(cx - rx) + 1)
            keep(move)
            landed.append(move)
    if tucks and _overhangs(rows, tops):
        for move in landed:
            shape = piece.states[move.rot]
            for tx in _slide(rows, shape, move.x, move.y, width, TUCK_SHIFTS)[1:]:
                if landing(tops, shape, tx) <= move.y:
                    continue  # nothing overhangs it there: the same as a hard drop at tx
                rest = drop_from(rows, shape, tx, move.y, width)
                downs = y - move.y  # rows to soft drop, about (the turns may kick)
                keep(Move(move.rot, move.turns, move.x, move.y, tx, rest,
                          move.taps + max(downs, 0) + abs(tx - move.x)))
    return list(found.values())


def drops(tops: list[int], piece: PieceShapes, width: int, height: int
          ) -> list[tuple[int, int, int]]:
    """(rotation, x, y) of every distinct rotation at every column, dropped from above the
    stack; positions poking above the field are left out."""
    out = []
    for r in piece.distinct:
        shape = piece.states[r]
        for cx in range(-shape.min_x, width - shape.max_x):
            rest = landing(tops, shape, cx)
            if rest + shape.max_y < height:
                out.append((r, cx, rest))
    return out
