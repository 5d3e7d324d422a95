"""Hard-drop trails: a fading streak down each lane a piece fell, from where it was to where
it landed (TETR.IO's trail), for square fields and hex boards alike.

A drop gives its cells' centres before and after (pixels, in the same order, the piece moved
as a whole); cells in the same lane (the same line along the drop) make one streak, from the
back of where the piece was to the back of where it landed, so it never covers the landed
piece. A streak is brightest at its head and clear at its tail, which runs down to the head
as it fades. Drawn live as quads of a frame's ``LiveShapes``: nothing when none shows.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.ui.live_shapes import LiveShapes
from game.ui.theme import Color, with_alpha

TRAIL_SECONDS = 0.3
TRAIL_ALPHA = 150  # the head's opacity at full strength, as the piece lands
TRAIL_WIDTH = 0.8  # of a cell


@dataclass(frozen=True, slots=True)
class Streak:
    """One lane's streak: its tail and head (pixels), half its width, colour, strength."""

    tail: tuple[float, float]
    head: tuple[float, float]
    half_width: float
    color: Color
    strength: float
    born: float
    seconds: float


def lanes(starts: Sequence[tuple[float, float]], ends: Sequence[tuple[float, float]],
          cell: float) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """(tail, head) of each lane of a drop: cells whose centres share a line along the drop
    (within a quarter cell) make one lane, from the back of the cells before the drop to the
    back of the cells after it; none when the piece did not move."""
    if not starts or len(starts) != len(ends):
        return []
    dx, dy = ends[0][0] - starts[0][0], ends[0][1] - starts[0][1]
    length = math.hypot(dx, dy)
    if length < 1e-6:
        return []
    ux, uy = dx / length, dy / length  # along the drop
    groups: dict[int, list[int]] = {}
    for i, (x, y) in enumerate(starts):
        groups.setdefault(round((x * -uy + y * ux) / (cell / 4)), []).append(i)
    out = []
    for members in groups.values():
        across = sum(starts[i][0] * -uy + starts[i][1] * ux for i in members) / len(members)
        back = min(starts[i][0] * ux + starts[i][1] * uy for i in members) - cell / 2
        landed = min(ends[i][0] * ux + ends[i][1] * uy for i in members) - cell / 2
        if landed - back > 1e-6:
            out.append(((across * -uy + back * ux, across * ux + back * uy),
                        (across * -uy + landed * ux, across * ux + landed * uy)))
    return out


class Trails:
    """Streaks in flight: :meth:`drop` adds a piece's, :meth:`add_to` draws them."""

    def __init__(self) -> None:
        self.streaks: list[Streak] = []

    def drop(self, starts: Sequence[tuple[float, float]], ends: Sequence[tuple[float, float]],
             cell: float, color: Color, now: float, strength: float = 1.0,
             length: float = 1.0, seconds: float = TRAIL_SECONDS) -> int:
        """A hard drop's streaks: ``starts`` and ``ends`` the cells' centres before and after
        (pixels), ``cell`` their size, ``strength`` the trails setting (0: none), ``length``
        the part of the path shown (reduced motion's short trails). Returns how many."""
        if strength <= 0 or length <= 0:
            return 0
        made = 0
        for tail, head in lanes(starts, ends, cell):
            k = min(1.0, length)
            tail = (head[0] + (tail[0] - head[0]) * k, head[1] + (tail[1] - head[1]) * k)
            self.streaks.append(Streak(tail, head, cell * TRAIL_WIDTH / 2, color,
                                       min(1.0, strength), now, seconds))
            made += 1
        return made

    def clear(self) -> None:
        """No streak any more (a new game, a pause)."""
        self.streaks = []

    def active(self, now: float) -> bool:
        """Whether a streak shows at ``now``."""
        return any(0 <= now - s.born < s.seconds for s in self.streaks)

    def add_to(self, shapes: LiveShapes, now: float) -> None:
        """The streaks showing at ``now`` as quads of ``shapes``; those over are forgotten."""
        self.streaks = [s for s in self.streaks if now - s.born < s.seconds]
        for s in self.streaks:
            t = (now - s.born) / s.seconds
            if t < 0:
                continue
            fade = (1.0 - t) ** 2
            run = 1.0 - (1.0 - t) ** 3  # the tail runs down to the head, fast then slow
            (tx, ty), (hx, hy) = s.tail, s.head
            tx, ty = tx + (hx - tx) * run, ty + (hy - ty) * run
            length = math.hypot(hx - tx, hy - ty)
            if length < 1.0:
                continue
            nx, ny = -(hy - ty) / length * s.half_width, (hx - tx) / length * s.half_width
            head = with_alpha(s.color, round(TRAIL_ALPHA * s.strength * fade))
            tail = with_alpha(s.color, 0)
            shapes.quad(((tx - nx, ty - ny), (hx - nx, hy - ny), (hx + nx, hy + ny),
                         (tx + nx, ty + ny)), (tail, head, head, tail))
