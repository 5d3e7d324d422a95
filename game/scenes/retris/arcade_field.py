"""What an Arcade chain adds to the field's cells: primed bombs that pulse until they fire,
blocks a blast is yet to reach (an Activator's pulse is on its way to their bomb), the final
shift's blocks sliding down, and where blasts are still in flight (the ghost is not drawn over
them).

A chain freezes the field (rules/retris.md §7: nothing moves until it ends), so both looks are
extra cells drawn over it: a primed bomb (``snapshot.chain.primed``: destroyed in this
generation, firing in the next) keeps its look with a halo and a white pulse that quickens as
its generation comes (the chain's 0.5 s rhythm made visible), whether or not the rules still
keep its block; after ``chain_end`` each shifted block is drawn on its way from its old row to
its new one for a moment, while its new cell is left empty.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np

from game.render import flags
from game.render.kept.identity import same_objects
from game.rules.retris.snapshot import Cell, RetrisSnapshot

RGBA = tuple[int, int, int, int]
Layer = tuple[np.ndarray, np.ndarray, np.ndarray]
#: Letters whose block fires when destroyed (bombs and the activator).
PRIMABLE = frozenset("nhvlma")
GENERATION_SECONDS = 0.5  # rules/retris.md §7; only paces the pulse, the rules time the chain
# The fuse pulse: cycles run at PULSE_START Hz when primed, PULSE_END Hz when it fires.
PULSE_START, PULSE_END = 3.0, 14.0
PULSE_MIN, PULSE_MAX = 0.12, 0.6  # the white flash's strength over a pulse
# The final shift: a fall that takes longer the further it goes, never past the next chain.
SLIDE_SECONDS, SLIDE_PER_ROW, SLIDE_MAX = 0.1, 0.025, 0.3


def slide_seconds(rows: int) -> float:
    """How long a final shift of ``rows`` rows (the longest drop) is animated."""
    return min(SLIDE_MAX, SLIDE_SECONDS + SLIDE_PER_ROW * max(0, rows))


def pulse(remaining: float) -> float:
    """0–1 brightness of a primed bomb's fuse with ``remaining`` seconds until it fires."""
    u = min(max(GENERATION_SECONDS - remaining, 0.0), GENERATION_SECONDS)
    # Frequency rises linearly from PULSE_START to PULSE_END: the phase is its integral.
    rate = (PULSE_END - PULSE_START) / GENERATION_SECONDS
    cycles = PULSE_START * u + 0.5 * rate * u * u
    return 0.5 - 0.5 * float(np.cos(2.0 * np.pi * cycles))


class ChainLayers:
    """Primed and sliding cells: :meth:`layers` adds them to the field's draw, :meth:`hidden`
    names the cells the field itself must leave empty."""

    def __init__(self, look: Callable[[str], tuple[RGBA, int]],
                 center: Callable[[float, float], tuple[float, float]]) -> None:
        self.look = look  # cell code -> colour and flags
        self.center = center  # (col, row) -> pixel centre
        self.flash = 1.0  # the flash setting: the pulse's white scales with it
        self._primed: dict[Cell, str] = {}  # codes of the bombs a generation destroyed
        self._slide: tuple[float, float, list[tuple[int, int, int]]] | None = None
        self._slid: tuple | None = None  # the slide, field, looks it was worked out for, and its
        # layer (_slide_ends)
        self._primed_kept: tuple | None = None  # what the primed layer was made from, and it
        self._remembered = 0  # counts changes to _primed (part of that)
        self._linger: list[tuple[float, tuple[tuple[int, int, str], ...]]] = []  # (until, cells)
        self._linger_kept: tuple | None = None  # what the lingering layer was made from, and it

    def remember(self, destroyed: Sequence[Sequence]) -> None:
        """A generation's ``destroyed`` cells ``[[col, row, code], ...]``: the bombs among them
        are primed, and are drawn from these codes if the rules have taken their blocks."""
        for col, row, code in destroyed:
            code = str(code)
            if len(code) > 1 and code[1] in PRIMABLE:
                self._primed[(int(col), int(row))] = code
                self._remembered += 1

    def slide(self, shift: Sequence[Sequence[int]], now: float) -> None:
        """Animate a final shift ``[[col, from_row, to_row], ...]`` starting at ``now``."""
        moves = [(int(c), int(a), int(b)) for c, a, b in shift if int(a) != int(b)]
        self._primed.clear()  # the chain is over
        self._remembered += 1
        if moves:
            longest = max(a - b for _, a, b in moves)
            self._slide = (now, slide_seconds(longest), moves)

    def linger(self, cells: Sequence[Sequence], until: float) -> None:
        """Cells ``[[col, row, code], ...]`` the rules have emptied for a blast that reaches
        them only at ``until``: drawn as they were until then."""
        kept = tuple((int(c), int(r), str(code)) for c, r, code in cells)
        if kept:
            self._linger.append((float(until), kept))

    def clear(self) -> None:
        self._primed.clear()
        self._remembered += 1
        self._slide = None
        self._linger = []

    def sliding(self, now: float) -> list[tuple[int, int, int]]:
        """The moves still on their way at ``now``."""
        if self._slide is None:
            return []
        start, length, moves = self._slide
        if now - start >= length:
            self._slide = None
            return []
        return moves

    def hidden(self, snap: RetrisSnapshot, now: float) -> set[Cell]:
        """Field cells the chain layers draw instead (primed bombs, slide destinations)."""
        out = set(snap.chain.primed) if snap.chain is not None else set()
        out.update((c, b) for c, _, b in self.sliding(now))
        return out

    def lingering(self, now: float) -> tuple[tuple[float, tuple], ...]:
        """The cells :meth:`linger` keeps drawn at ``now``, with when each lot goes."""
        self._linger = [x for x in self._linger if now < x[0]]
        return tuple(self._linger)

    def layers(self, snap: RetrisSnapshot, now: float, looks: tuple = ()) -> list[Layer]:
        """The primed bombs' and the sliding blocks' layers at ``now``; ``looks``: what the
        cells' colours and centres come from (palette, layout), compared by identity. The
        same objects come back while nothing in them changes: the primed bombs' pulse is not
        in them (:meth:`pulse_strength`), and no slide is the one empty layer."""
        return [self._primed_layer(snap, looks), self._slide_layer(snap, now, looks),
                self._linger_layer(now, looks)]

    def pulse_strength(self, snap: RetrisSnapshot) -> float:
        """The primed bombs' white flash now (0–1): one value for all of them, as a generation
        primes them all at once; board.vert takes it as ``pulse_flash``."""
        chain = snap.chain
        if chain is None or not chain.primed:
            return 0.0
        glow = pulse(chain.next_in / max(1, snap.tick_rate)) * self.flash
        return PULSE_MIN + (PULSE_MAX - PULSE_MIN) * glow

    def _primed_layer(self, snap: RetrisSnapshot, looks: tuple) -> Layer:
        """The primed bombs, highlighted, with a full flash that :meth:`pulse_strength`
        weakens when drawn; kept while the bombs, the field and the looks stay the same
        (a whole generation)."""
        chain = snap.chain
        primed = chain.primed if chain is not None else ()
        key = (primed, self._remembered, self.flash > 0.0, snap.field)
        kept = self._primed_kept
        if kept is not None and kept[0] == key and same_objects(kept[1], looks):
            return kept[2]
        layer = self._make_primed(snap, primed)
        self._primed_kept = (key, looks, layer)
        return layer

    def _make_primed(self, snap: RetrisSnapshot, primed: Sequence[Cell]) -> Layer:
        if not primed:
            return EMPTY_LAYER
        pts, colors, fl = [], [], []
        white = flags.flash() if self.flash else 0
        for col, row in primed:
            code = _code_at(snap, col, row) or self._primed.get((col, row))
            if code is None:
                continue
            color, look = self.look(code)
            pts.append(self.center(col, row))
            colors.append(color)
            fl.append(look | flags.HIGHLIGHT | white)
        return _layer(pts, colors, fl)

    def _linger_layer(self, now: float, looks: tuple) -> Layer:
        """The cells kept drawn for blasts yet to reach them (:meth:`linger`), as they were;
        the same object while they are the same."""
        lots = self.lingering(now)
        if not lots:
            return EMPTY_LAYER
        kept = self._linger_kept
        if kept is None or kept[0] != lots or not same_objects(kept[1], looks):
            pts, colors, fl = [], [], []
            for _, cells in lots:
                for col, row, code in cells:
                    color, look = self.look(code)
                    pts.append(self.center(col, row))
                    colors.append(color)
                    fl.append(look)
            kept = self._linger_kept = (lots, looks, _layer(pts, colors, fl))
        return kept[2]

    def slide_left(self, now: float) -> float:
        """How much of their fall the sliding blocks have still to go at ``now`` (1 at the
        start, 0 when they have landed or none slide): blocks fall slow off the mark, fastest
        as they land. Times a row's height, it is the draw's ``slide``."""
        if not self.sliding(now):
            return 0.0
        start, length, _ = self._slide  # type: ignore[misc]
        t = min(1.0, (now - start) / length)
        return 1.0 - t * t

    def _slide_layer(self, snap: RetrisSnapshot, now: float, looks: tuple) -> Layer:
        """The sliding blocks in their new cells, each with its drop in rows in its flags
        (the draw's ``slide`` lifts them: :meth:`slide_left`): the same all through a slide."""
        moves = self.sliding(now)
        if not moves:
            return EMPTY_LAYER
        kept = self._slid
        if kept is None or kept[0] is not self._slide or kept[1] != snap.field or not \
                same_objects(kept[2], looks):
            kept = self._slid = (self._slide, snap.field, looks, self._slide_ends(snap, moves))
        return kept[3]

    def _slide_ends(self, snap: RetrisSnapshot, moves: list[tuple[int, int, int]]) -> Layer:
        """The sliding blocks in their new cells, their colours, and flags with their drops:
        worked out once a slide."""
        end, colors, fl = [], [], []
        for col, old, new in moves:
            code = _code_at(snap, col, new)
            if code is None:
                continue
            color, look = self.look(code)
            end.append(self.center(col, new))
            colors.append(color)
            fl.append(look | flags.drop(min(max(old - new, 0), flags.MAX_DROP)))  # (falls only)
        return _layer(end, colors, fl)


class BlastCover:
    """The cells blasts in flight cover, each until its blast has played out: the ghost is
    held back while any of its cells is under one (a ghost over debris reads as debris)."""

    def __init__(self) -> None:
        self._areas: list[tuple[float, frozenset[Cell]]] = []  # (until, cells)
        self._shown: tuple[tuple, frozenset[Cell]] = ((), frozenset())

    def add(self, cells: Sequence[Sequence[int]], until: float) -> None:
        """``cells`` ``[[col, row], ...]`` are under a blast until ``until`` (seconds)."""
        covered = frozenset((int(c[0]), int(c[1])) for c in cells)
        if covered:
            self._areas.append((float(until), covered))

    def clear(self) -> None:
        self._areas = []

    def cells(self, now: float) -> frozenset[Cell]:
        """Every cell under a blast at ``now`` (the same object while that does not change)."""
        self._areas = [a for a in self._areas if now < a[0]]
        key = tuple(self._areas)
        if key != self._shown[0]:
            self._shown = (key, frozenset().union(*(cells for _, cells in self._areas)))
        return self._shown[1]

    def ghost(self, ghost: Sequence[Cell], now: float) -> Sequence[Cell]:
        """The ghost's cells to draw at ``now``: none while any lies under a blast."""
        covered = self.cells(now)
        return () if covered and not covered.isdisjoint(ghost) else ghost


def _code_at(snap: RetrisSnapshot, col: int, row: int) -> str | None:
    """The cell's code, or None when it is empty or off the field."""
    if 0 <= row < len(snap.field) and 0 <= col < len(snap.field[row]):
        code = snap.field[row][col]
        return None if code == ".." else code
    return None


def _layer(pts: list, colors: list, fl: list) -> Layer:
    return (np.array(pts, np.float32).reshape(-1, 2), np.array(colors, np.uint8).reshape(-1, 4),
            np.array(fl, np.uint32))


#: The one empty layer (the same object every frame: caches compare layers by identity).
EMPTY_LAYER = _layer([], [], [])
