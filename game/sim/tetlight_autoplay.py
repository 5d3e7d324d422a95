"""A small deterministic Tet'light autoplayer for screenshots, demos and tests.

It reads snapshots only and answers with presses and releases for the loop's ``push()``, as a
player's keyboard would. For each piece it picks a turn and a column by trying every one
(:func:`route` plays the taps on the snapshot's board; :func:`evaluate` weighs the result),
then taps: turn until the piece shows that rotation, move "in V" until the pivot is in that
column (a refused tap is followed by a step down, which usually makes room), and drop. One press
per frame, released the next frame, so no move ever auto-repeats.
"""

from __future__ import annotations

from game.bots.tetlight_bot import walk  # the versus bot plays a piece so too
from game.core.actions import Action
from game.rules.tetlight.geometry import Geometry, Point, geometry, to_cell, to_point
from game.rules.tetlight.lines import lines_for
from game.rules.tetlight.snapshot import FALLING, Cell, TetlightSnapshot

# Weights of a placement: full lines made, the landed hexagons' height, holes left under
# them, and the highest point reached. Height is 2h + 0.6·|c|: mostly cells below, a little
# of the V's rise, so the low middle fills first but the outer columns are not shunned
# (tried on nine games against pure heights and pure doubled-y: these lasted longest).
W_LINES, W_HEIGHT, W_HOLES, W_TOP = 4.0, -0.12, -0.8, -0.05
V_RISE = 0.6
MAX_TAPS = 24  # per piece, then it just drops: never stalls however the board looks
EXPLODE_FILL = 0.45  # set off the global explosion once the board is this full


def route(geo: Geometry, filled: set[Cell], pivot: Point, offsets: tuple[Point, ...],
          turns: int, column: int) -> tuple[Cell, ...]:
    """Where the piece lands when played as :class:`TetlightAutoPlayer` plays it (the versus
    bot's :func:`~game.bots.tetlight_bot.walk`)."""

    def fits(at: Point, offs: tuple[Point, ...]) -> bool:
        points = [(at[0] + dc, at[1] + dy) for dc, dy in offs]
        return all(geo.inside(q) and to_cell(q) not in filled for q in points)

    at, offs = walk(fits, pivot, offsets, turns, column)
    return tuple(to_cell((at[0] + dc, at[1] + dy)) for dc, dy in offs)


def evaluate(geo: Geometry, filled: set[Cell], cells: tuple[Cell, ...]) -> float:
    """Higher is better: full lines, low hexagons, few holes under them."""
    after = filled | set(cells)
    full = len(lines_for(geo.edge).full(sum(1 << geo.index[c] for c in after)))
    heights = [2 * h + V_RISE * abs(c) for c, h in cells]
    holes = 0
    for c, h in cells:
        below = h - 1
        while below >= 0 and (c, below) not in after:
            holes += 1
            below -= 1
    return W_LINES * full + W_HEIGHT * sum(heights) + W_HOLES * holes + W_TOP * max(heights)


class TetlightAutoPlayer:
    """Chooses a turn and column for each piece, then taps its way there and drops.

    ``give_up_after``: after that many pieces it drops everything where it appears, so the
    game ends soon (for the game over screen). ``pace``: frames to wait between taps.
    ``explode``: set off the global explosion when allowed and the board is getting full.
    """

    def __init__(self, give_up_after: int | None = None, pace: int = 0,
                 explode: bool = True) -> None:
        self.give_up_after = give_up_after
        self.pace = pace
        self.explode = explode
        self.pieces = 0
        self._wait = 0
        self._held: Action | None = None
        self._target: tuple[int, int] | None = None  # (rotation, pivot column)
        self._planned_on: object = None  # the board the target was chosen for
        self._taps = 0
        self._last: tuple[Action, int, int] | None = None  # last tap, rotation, column

    def act(self, snap: TetlightSnapshot) -> list[tuple[Action, bool]]:
        """The input changes for this frame."""
        if self._held is not None:  # finish the tap started last frame
            action, self._held = self._held, None
            self._wait = self.pace
            return [(action, False)]
        if self._wait > 0:
            self._wait -= 1
            return []
        piece = snap.active
        if snap.over or snap.paused or snap.phase != FALLING or piece is None \
                or piece.pivot is None:
            return []
        if self.explode and snap.can_explode and self._fill(snap) >= EXPLODE_FILL:
            return self._tap(Action.EXPLODE, snap)
        if self._target is None or snap.board != self._planned_on:  # a new piece
            self._target = self._plan(snap)
            self._planned_on = snap.board
            self._last = None
            self._taps = 0
        action = self._next_tap(snap)
        if action is Action.HARD_DROP:
            self._target = None
            self._last = None
            self.pieces += 1
        return self._tap(action, snap)

    def _tap(self, action: Action, snap: TetlightSnapshot) -> list[tuple[Action, bool]]:
        piece = snap.active
        assert piece is not None and piece.pivot is not None
        self._last = (action, piece.rotation, piece.pivot[0])
        self._held = action
        return [(action, True)]

    @staticmethod
    def _fill(snap: TetlightSnapshot) -> float:
        return len(snap.board) / len(geometry(snap.edge).cells)

    def _next_tap(self, snap: TetlightSnapshot) -> Action:
        piece = snap.active
        assert piece is not None and piece.pivot is not None and self._target is not None
        rotation, column = self._target
        self._taps += 1
        if self._taps > MAX_TAPS:
            return Action.HARD_DROP
        here = (piece.rotation, piece.pivot[0])
        refused = self._last is not None and self._last[1:] == here \
            and self._last[0] is not Action.DOWN
        if refused:
            return Action.DOWN  # no room to turn or move up here: come down a step first
        if piece.rotation != rotation:
            return Action.CCW
        if piece.pivot[0] < column:
            return Action.RIGHT
        if piece.pivot[0] > column:
            return Action.LEFT
        return Action.HARD_DROP

    def _plan(self, snap: TetlightSnapshot) -> tuple[int, int]:
        """The best (rotation, pivot column) by :func:`evaluate`; where it is if none."""
        piece = snap.active
        assert piece is not None and piece.pivot is not None
        here = (piece.rotation, piece.pivot[0])
        if self.give_up_after is not None and self.pieces >= self.give_up_after:
            return here
        geo = geometry(snap.edge)
        filled = {h.cell for h in snap.board}
        pivot = to_point(piece.pivot)
        best: tuple[float, int, int] | None = None
        for turns in range(6):
            for column in range(-(geo.edge - 1), geo.edge):
                cells = route(geo, filled, pivot, piece.offsets, turns, column)
                score = evaluate(geo, filled, cells) - 0.01 * (turns + abs(column))
                if best is None or score > best[0]:
                    best = (score, (piece.rotation + turns) % 6, column)
        return (best[1], best[2]) if best else here
