"""A small deterministic Retris autoplayer for screenshots, demos and tests.

It only reads snapshots and answers with key presses and releases for the loop's ``push()``,
exactly as a player's keyboard would; it never touches the rules' state. One press per frame,
released on the next frame, so every move is a tap (DAS never engages).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import pairwise

from game.core.actions import Action
from game.rules.retris.snapshot import Cell, RetrisSnapshot

Shape = tuple[Cell, ...]
# Weights of a well-known hand-tuned evaluation (aggregate height, lines, holes, bumpiness).
W_HEIGHT, W_LINES, W_HOLES, W_BUMPS = -0.51, 0.76, -0.36, -0.18
MAX_TAPS = 30  # per piece, then it just drops: never stalls however the field looks


def normalize(cells: Iterable[Cell]) -> Shape:
    """Cells moved so the lowest-leftmost corner of their box is (0, 0), sorted."""
    cells = list(cells)
    mx = min(c for c, _ in cells)
    my = min(r for _, r in cells)
    return tuple(sorted((c - mx, r - my) for c, r in cells))


def rotate_cw(shape: Shape) -> Shape:
    """A quarter turn clockwise (y up): (x, y) -> (y, -x), normalised."""
    return normalize((r, -c) for c, r in shape)


def occupied(snap: RetrisSnapshot) -> set[Cell]:
    return {(c, r) for r, line in enumerate(snap.field) for c, code in enumerate(line)
            if code != ".."}


def drop(shape: Shape, x: int, filled: set[Cell], cols: int, rows: int) -> set[Cell] | None:
    """Where ``shape`` lands at column offset ``x`` dropped straight down; None if it won't fit."""
    width = max(c for c, _ in shape) + 1
    height = max(r for _, r in shape) + 1
    if x < 0 or x + width > cols:
        return None
    y = rows - height
    if any((x + c, y + r) in filled for c, r in shape):
        return None
    while y > 0 and not any((x + c, y - 1 + r) in filled for c, r in shape):
        y -= 1
    return {(x + c, y + r) for c, r in shape}


def evaluate(filled: set[Cell], cols: int, rows: int) -> float:
    """Higher is better: few holes, low and flat stacks, cleared lines."""
    full = [r for r in range(rows) if all((c, r) in filled for c in range(cols))]
    cells = {(c, r - sum(1 for f in full if f < r)) for c, r in filled if r not in full}
    heights = [max((r + 1 for cc, r in cells if cc == c), default=0) for c in range(cols)]
    holes = sum(1 for c in range(cols) for r in range(heights[c]) if (c, r) not in cells)
    bumps = sum(abs(a - b) for a, b in pairwise(heights))
    return W_HEIGHT * sum(heights) + W_LINES * len(full) + W_HOLES * holes + W_BUMPS * bumps


class AutoPlayer:
    """Chooses a placement for each piece, then taps rotate / left / right and hard-drops.

    ``give_up_after``: after that many pieces it drops everything where it spawns, so a game
    over comes quickly (for the game over screenshot). ``pace``: frames to wait between taps
    (0 = a tap every other frame, far faster than a person).
    """

    def __init__(self, give_up_after: int | None = None, pace: int = 0) -> None:
        self.give_up_after = give_up_after
        self.pace = pace
        self._wait = 0
        self.pieces = 0
        self._target: tuple[Shape, int] | None = None
        self._held: Action | None = None
        self._taps = 0

    def act(self, snap: RetrisSnapshot) -> list[tuple[Action, bool]]:
        """The input changes for this frame."""
        if self._held is not None:  # finish the tap started last frame
            action, self._held = self._held, None
            self._wait = self.pace
            return [(action, False)]
        if self._wait > 0:
            self._wait -= 1
            return []
        if snap.over or snap.active is None:
            return []
        if self._target is None:
            if self.pieces == 0 and snap.hold is None:  # like a player: bank the first piece
                self._held = Action.HOLD
                return [(Action.HOLD, True)]
            self._target = self._plan(snap)
            self._taps = 0
        action = self._next_tap(snap)
        if action is Action.HARD_DROP:
            self._target = None
            self.pieces += 1
        self._held = action
        return [(action, True)]

    def _next_tap(self, snap: RetrisSnapshot) -> Action:
        assert snap.active is not None and self._target is not None
        shape, x = self._target
        self._taps += 1
        if self._taps > MAX_TAPS:
            return Action.HARD_DROP
        cells = snap.active.cells
        if normalize(cells) != shape:
            return Action.CW
        left = min(c for c, _ in cells)
        if left < x:
            return Action.RIGHT
        if left > x:
            return Action.LEFT
        return Action.HARD_DROP

    def _plan(self, snap: RetrisSnapshot) -> tuple[Shape, int]:
        """The best (rotation shape, left column) by :func:`evaluate`."""
        assert snap.active is not None
        shape = normalize(snap.active.cells)
        here = min(c for c, _ in snap.active.cells)
        if self.give_up_after is not None and self.pieces >= self.give_up_after:
            return shape, here
        rows, cols = len(snap.field), len(snap.field[0])
        filled = occupied(snap)
        best: tuple[float, Shape, int] | None = None
        for _ in range(4):
            for x in range(cols):
                landed = drop(shape, x, filled, cols, rows)
                if landed is None:
                    continue
                score = evaluate(filled | landed, cols, rows)
                if best is None or score > best[0]:
                    best = (score, shape, x)
            shape = rotate_cw(shape)
        return (best[1], best[2]) if best else (normalize(snap.active.cells), here)
