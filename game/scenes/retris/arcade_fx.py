"""Arcade chain effects, driven by the rules' ``generation`` and ``chain_end`` events.

Per generation (rules/retris.md §7, one every 0.5 s), each special its own effect, readable in
one frame: row hits flash (generation 0); a Normal Bomb sends a shock wave over its 3×3 with
a ring of sparks; a Horizontal or Vertical Bomb beams along its row or column from the bomb
outwards, both ways; a Lightning Bomb strikes jagged, branching, flickering bolts at every
block of its colour; a Mega Bomb does all four under a flash of the whole field; a firing
Activator sends a golden shock and a pulse to each bomb it sets off, which goes off as the
pulse arrives. Destroyed blocks flash and fly apart in tumbling chunks away from their bomb,
stones crumble into chips and dust, stripped ice shatters into shards, stones a row hit left
standing shed dust. The screen shakes (harder for a Mega Bomb), and from generation 2 on a
"CHAIN ×k" banner shows, a tier higher each generation. Every effect of a generation has played
out :data:`GENERATION_SPAN` after it, so the next generation, 0.5 s on, reads apart; where a
blast is in flight the ghost is held back (``FieldView.blasts``). Bombs destroyed in a
generation are primed: the field pulses them until they fire, and their fuses spark. After
``chain_end`` the shifted blocks slide down.

The effects only look: they read events and snapshots and never touch the rules' state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.core.events import Event
from game.i18n import _, number
from game.render.particles import PARTICLE_DTYPE
from game.rules.retris.cells import BOMB_KINDS
from game.rules.retris.snapshot import RetrisSnapshot
from game.scenes.retris import arcade_beams as beams
from game.scenes.retris import arcade_bursts as shapes
from game.scenes.retris import arcade_debris as debris
from game.scenes.retris.board import COLS, ROWS, STONE_RGBA, FieldView, cell_color
from game.scenes.retris.fx import Strengths

# Screen shake (reference px, 1280×720) of a generation: a bomb, each further bomb, a Mega
# Bomb, a row hit per row; never more than SHAKE_MAX.
SHAKE_BOMB, SHAKE_MORE, SHAKE_MEGA, SHAKE_ROW, SHAKE_MAX = 3.0, 1.5, 10.0, 2.0, 12.0
# Bursts of destroyed blocks: sparks per cell and speed (cells/s), row hits / bomb hits.
ROW_PER_CELL, ROW_SPEED, HIT_PER_CELL, HIT_SPEED = 9, 6.5, 8, 5.0
SPARK_SIZE, SPARK_LIFE = 0.3, 0.4
# The white flash of cells a bomb destroyed, of stripped ice (a weak flash reads as grey cells).
HIT_FLASH, ICE_FLASH = 0.8, 0.6
DUST_PER_CELL = 5  # grey dust off a stone a row hit left standing
# Every effect of a generation ends this long after it (the next comes 0.5 s after it).
GENERATION_SPAN = 0.46
# Fuse sparks of primed bombs: per second per bomb, and where the fuse is (cells from centre).
FUSE_RATE, FUSE_AT, FUSE_LIFE = 45.0, (0.3, 0.36), 0.32
GOLD = (255, 208, 96, 255)
BOMB_LETTERS = {kind: letter for letter, kind in BOMB_KINDS.items()}
MEGA_SCALE = 1.35  # a Mega Bomb's shock wave and flare, over a Normal Bomb's
# Banners (field rows), clear of the blasts: "CHAIN ×k" well above the stack and the firing
# bombs, between CHAIN_LOW and CHAIN_HIGH, at tier k (at most 5) from generation 2 on; at the
# chain's end "BOMBS +n" just above the stack (BOMBS_ROW at least), the row points above that.
POPUP_ABOVE, CHAIN_ABOVE_STACK, CHAIN_LOW, CHAIN_HIGH = 4.0, 7.5, 12.0, 20.0
CHAIN_FROM, TOP_TIER = 2, 5
BOMBS_ROW, BOMBS_ABOVE_STACK, ROWS_ABOVE_BOMBS = 5.0, 1.5, 1.8


@dataclass
class Cue:
    """What a chain event asks of the scene beyond the field: a shake, banners, and whether a
    Mega Bomb went off (the scene flashes the screen and pulses the background for it)."""

    shake: float = 0.0  # reference px, before the shake setting
    banners: list[tuple[str, str, float, int]] = field(default_factory=list)  # kind, text,
    # row (for the height), tier (1-5)
    mega: bool = False
    k: int = 0  # the generation
    rows: int = 0  # rows hit (generation 0: the rows the drop filled)

class ArcadeFx:
    """Reacts to one game's chain events on its field view."""

    def __init__(self, view: FieldView, seed: int | None = None) -> None:
        self.view = view
        self.rng = np.random.default_rng(seed)  # looks only; never the rules' randomness
        self.last_blast: float | None = None  # when bombs last fired (screenshots wait for it)
        self.end_row = BOMBS_ROW  # where the last chain's end popped up (row points go above)

    def clear(self) -> None:
        self.view.chain.clear()
        self.view.blasts.clear()

    def react(self, event: Event, now: float, fx: Strengths, top: int = -1) -> Cue | None:
        """Effects of an Arcade event (``None`` for events that are not Arcade's); ``top`` is
        the stack's highest row, to keep the banners off it."""
        if event.kind == "generation":
            return self.generation(event.data, now, fx, top)
        if event.kind == "chain_end":
            return self.chain_end(event.data, now, top)
        if event.kind == "chain":
            return Cue()
        return None

    # -- generations --------------------------------------------------------------------------

    def generation(self, data: dict[str, Any], now: float, fx: Strengths,
                   top: int = -1) -> Cue:
        """A generation resolved: flashes, blasts, debris; returns the shake and banners."""
        view, density = self.view, fx.particles
        k = int(data.get("k", 0))
        rows = [int(r) for r in data.get("row_hits", ())]
        fired = list(data.get("fired", ()))
        activators = [tuple(int(v) for v in c) for c in data.get("activators", ())]
        view.chain.remember(data.get("destroyed", ()))
        view.flash_rows(rows, now, fx.flash)
        if fired:
            self.last_blast = now
        # An activator's bombs go off as its pulse reaches them, and what they hit with them.
        starts = [now + (beams.PULSE_TRAVEL if b.get("by_activator") else 0.0) for b in fired]
        parts: list[np.ndarray] = []
        strokes: list[np.ndarray] = []
        for bomb, start in zip(fired, starts, strict=True):
            parts.append(self.blast(bomb, start, density))
            strokes.append(self.strokes(bomb, start, fx))
        by_activator = [b["cell"] for b in fired if b.get("by_activator")]
        for cell in activators:
            parts.append(self.activator(cell, by_activator, now, density))
            if density > 0.0:
                strokes.append(beams.pulses(view.center(*cell), view.centers(by_activator),
                                            GOLD, now, view.size))
        for bomb, start in zip(fired, starts, strict=True):
            if start > now:  # the rules took it already: it stays until the pulse arrives
                view.chain.linger([[*bomb["cell"], _code(bomb)]], start)
        for start, (hit, iced) in _by_start(data, fired, starts, now).items():
            if start > now:
                view.chain.linger(hit, start)
            if k >= 1:
                view.flash_cells(hit, start, HIT_FLASH * fx.flash)
            view.flash_cells(iced, start, ICE_FLASH * fx.flash)
            parts += self._leftovers(k, hit, fired, iced, start, density)
        self._spawn(parts, strokes, now)
        self._dust(data.get("survived", ()), now, density)
        self._cover(fired, activators, data.get("destroyed", ()), now)
        return self._cue(k, fired, activators, len(rows), top)

    def _cue(self, k: int, fired: list[dict[str, Any]], activators: list[tuple[int, ...]],
             rows: int, top: int) -> Cue:
        """The shake, and from generation 2 on the chain's banner, clear of the blasts."""
        cue = Cue(shake=generation_shake(fired, rows), k=k, rows=rows,  # before the setting
                  mega=any(b.get("kind") == "mega" for b in fired))
        if k >= CHAIN_FROM and (fired or activators):
            cells = [b["cell"] for b in fired] or activators
            above = max(max(int(c[1]) for c in cells) + POPUP_ABOVE, top + CHAIN_ABOVE_STACK)
            row = min(CHAIN_HIGH, max(CHAIN_LOW, above))
            words = _("CHAIN ×{n}").format(n=number(k))
            cue.banners.append(("chain", words, row, min(k, TOP_TIER)))
        return cue

    def chain_end(self, data: dict[str, Any], now: float, top: int = -1) -> Cue:
        """The chain is over: the shifted blocks slide down; the bomb points show."""
        self.view.chain.slide(data.get("shift", ()), now)
        self.end_row = min(CHAIN_HIGH, max(BOMBS_ROW, top + BOMBS_ABOVE_STACK))
        cue = Cue()
        bomb_points = int(data.get("bomb_points", 0) or 0)
        if bomb_points > 0:
            words = _("BOMBS +{points}").format(points=number(bomb_points))
            cue.banners.append(("bombs", words, self.end_row, 1))
        return cue

    # -- shapes -------------------------------------------------------------------------------

    def blast(self, bomb: dict[str, Any], now: float, density: float) -> np.ndarray:
        """The particles of one fired bomb going off at ``now``, shaped by its blast area."""
        view, rng = self.view, self.rng
        kind = str(bomb.get("kind", "normal"))
        col, row = (int(v) for v in bomb["cell"])
        color = self._color(bomb)
        at, size = view.center(col, row), view.size
        area = [(int(c[0]), int(c[1])) for c in bomb.get("area", ())]
        mega = kind == "mega"
        scale = MEGA_SCALE if mega else 1.0
        parts = [shapes.flare(at, color, now, size, density, 1.6 if mega else 1.0)]
        if kind in ("normal", "mega"):
            parts.append(shapes.shock(at, color, now, size, density, scale))
            parts.append(shapes.ring(at, color, now, size, density, rng, view.particles.drag))
        if kind in ("horizontal", "mega"):
            line = view.centers([(c, row) for c in range(COLS)])
            parts.append(shapes.sweep(at, line, color, now, size, density, rng))
        if kind in ("vertical", "mega"):
            top = min(ROWS - 1, max([r for c, r in area if c == col] + [row]) + 3)
            line = view.centers([(col, r) for r in range(top + 1)])
            parts.append(shapes.sweep(at, line, color, now, size, density, rng))
        targets = self._bolt_targets(kind, (col, row), area)
        if targets:
            parts.append(shapes.arcs(at, view.centers(targets), color, now, size, density, rng))
        return np.concatenate(parts)

    def strokes(self, bomb: dict[str, Any], now: float, fx: Strengths) -> np.ndarray:
        """The strokes of one fired bomb going off at ``now``: beams along its row or column,
        bolts to its colour's blocks (none at a particles setting of 0), a Mega Bomb's flash
        over the field (as strong as the flash setting)."""
        view = self.view
        kind = str(bomb.get("kind", "normal"))
        col, row = (int(v) for v in bomb["cell"])
        color, at, size = self._color(bomb), view.center(col, row), view.size
        box = view.rect
        parts = [beams.wash((box.left, box.bottom, box.width, box.height), color, now,
                            fx.flash if kind == "mega" else 0.0)]
        if fx.particles <= 0.0:
            return parts[0]
        if kind in ("horizontal", "mega"):
            ends = [(box.left, at[1]), (box.right, at[1])]
            parts.append(beams.beams(at, np.array(ends, np.float32), color, now, size))
        if kind in ("vertical", "mega"):
            ends = [(at[0], box.bottom), (at[0], box.top)]
            parts.append(beams.beams(at, np.array(ends, np.float32), color, now, size))
        area = [(int(c[0]), int(c[1])) for c in bomb.get("area", ())]
        targets = self._bolt_targets(kind, (col, row), area)
        if targets:
            parts.append(beams.bolts(at, view.centers(targets), color, now, size, self.rng))
        return np.concatenate(parts)

    def _color(self, bomb: dict[str, Any]) -> tuple[int, int, int, int]:
        return self.view.palette.retris_color(str(bomb.get("color", "X"))[:1] or "X")

    @staticmethod
    def _bolt_targets(kind: str, cell: tuple[int, int],
                      area: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The blocks a bolt strikes: every one of a Lightning Bomb's colour; of a Mega
        Bomb's, those its row, column and shock wave do not reach."""
        col, row = cell
        if kind == "lightning":
            return [c for c in area if c != cell]
        if kind == "mega":
            return [(c, r) for c, r in area
                    if c != col and r != row and max(abs(c - col), abs(r - row)) > 1]
        return []

    def activator(self, cell: Sequence[int], bombs: Sequence[Sequence[int]], now: float,
                  density: float) -> np.ndarray:
        """A firing activator's particles: a golden flare, shock wave and ring (its pulses to
        the bombs it sets off are strokes: :func:`arcade_beams.pulses`)."""
        view = self.view
        at = view.center(int(cell[0]), int(cell[1]))
        return np.concatenate([
            shapes.flare(at, GOLD, now, view.size, density),
            shapes.shock(at, GOLD, now, view.size, density),
            shapes.ring(at, GOLD, now, view.size, density, self.rng, view.particles.drag)])

    def _leftovers(self, k: int, destroyed: list, fired: list[dict[str, Any]],
                   stripped: list, now: float, density: float) -> list[np.ndarray]:
        """What is left of the blocks: sparks and chunks of the destroyed ones thrown away
        from their bomb (a row hit's from the middle of its rows), stones crumbling, ice
        shattering."""
        view, rng, size = self.view, self.rng, self.view.size
        parts = [debris.shards(view.centers(stripped), now, size, density, rng)]
        stone = [c for c in destroyed if str(c[2])[1:2] == "s"]
        blocks = [c for c in destroyed if str(c[2])[1:2] != "s"]
        parts.append(debris.crumble(view.centers(stone), now, size, density, rng))
        if not blocks:
            return parts
        centers = view.centers(blocks)
        colors = np.array([cell_color(view.palette, str(c[2])) for c in blocks], np.uint8)
        per, speed = (ROW_PER_CELL, ROW_SPEED) if k == 0 else (HIT_PER_CELL, HIT_SPEED)
        origins = self._origins(centers, fired)
        parts.append(view.particles.burst_particles(
            centers, colors, now, shapes.scaled(per, density), speed * size, 0.4 * size,
            size=SPARK_SIZE * size, life=SPARK_LIFE, origin=tuple(origins.mean(axis=0)),
            outward=0.4))
        parts.append(debris.debris(centers, colors, origins, now, size, density, rng))
        return parts

    def _origins(self, centers: np.ndarray, fired: list[dict[str, Any]]) -> np.ndarray:
        """Where each destroyed block's debris flies away from: the nearest bomb that fired
        (the middle of the blocks for a row hit)."""
        if not fired:
            return np.repeat(centers.mean(axis=0, keepdims=True), len(centers), axis=0)
        bombs = self.view.centers([b["cell"] for b in fired])
        nearest = np.linalg.norm(centers[:, None] - bombs[None], axis=2).argmin(axis=1)
        return bombs[nearest]

    def _cover(self, fired: list[dict[str, Any]], activators: list[tuple[int, ...]],
               destroyed: list, now: float) -> None:
        """Hold the ghost back from where this generation's blasts are in flight: round each
        bomb and each block it destroyed, along its row or column, on its bolts' way."""
        cells: set[tuple[int, int]] = set()
        for bomb in fired:
            col, row = (int(v) for v in bomb["cell"])
            kind = str(bomb.get("kind", ""))
            if kind in ("horizontal", "mega"):
                cells.update((c, row) for c in range(COLS))
            if kind in ("vertical", "mega"):
                cells.update((col, r) for r in range(ROWS))
            area = [(int(c[0]), int(c[1])) for c in bomb.get("area", ())]
            for target in self._bolt_targets(kind, (col, row), area):
                cells.update(_between((col, row), target))
            cells.add((col, row))
        for cell in activators:
            cells.add((int(cell[0]), int(cell[1])))
            for bomb in fired:
                cells.update(_between(cell, bomb["cell"]))
        cells.update((int(c[0]), int(c[1])) for c in destroyed)
        grown = {(c + dc, r + dr) for c, r in cells for dc in (-1, 0, 1) for dr in (-1, 0, 1)}
        self.view.blasts.add(sorted(grown), now + GENERATION_SPAN)

    def fuse(self, snap: RetrisSnapshot, now: float, dt: float, density: float) -> int:
        """Sparks off the fuses of primed bombs for one frame of ``dt``; returns the count."""
        chain = snap.chain
        if chain is None or not chain.primed or density <= 0.0 or dt <= 0.0:
            return 0
        view, rng = self.view, self.rng
        counts = rng.poisson(FUSE_RATE * dt * density, len(chain.primed))
        n = int(counts.sum())
        if n == 0:
            return 0
        p = np.zeros(n, PARTICLE_DTYPE)
        tips = view.centers(chain.primed) + np.asarray(FUSE_AT, np.float32) * view.size
        p["pos"] = np.repeat(tips, counts, axis=0)
        angle = rng.uniform(0.0, 2.0 * np.pi, n)
        p["vel"] = np.stack([np.cos(angle), np.sin(angle) + 0.8], axis=1) * 2.2 * view.size
        p["color"] = GOLD
        p["t0"] = now
        p["life"] = FUSE_LIFE * rng.uniform(0.5, 1.2, n)
        p["size"] = 0.12 * view.size
        p["buoy"] = 0.6
        view.particles.spawn(p, now)
        return n

    def _dust(self, cells: Sequence[Sequence[int]], now: float, density: float) -> None:
        per = shapes.scaled(DUST_PER_CELL, density)
        if per and cells:
            view = self.view
            centers = view.centers(cells)
            colors = np.array([STONE_RGBA] * len(centers), np.uint8)
            view.particles.burst(centers, colors, now, per_cell=per, speed=2.0 * view.size,
                                 spread=0.45 * view.size, size=0.2 * view.size, life=0.3,
                                 white=0.0)

    def _spawn(self, parts: list[np.ndarray], strokes: list[np.ndarray], now: float) -> int:
        """Spawn a generation's particles and strokes, each cut to end by
        :data:`GENERATION_SPAN` after it; returns how many particles."""
        end = now + GENERATION_SPAN
        if strokes:
            self.view.strokes.spawn(within(np.concatenate(strokes), end), now)
        if not parts:
            return 0
        batch = within(np.concatenate(parts), end)
        self.view.particles.spawn(batch, now)
        return len(batch)


def within(items: np.ndarray, end: float) -> np.ndarray:
    """Particles or strokes (``t0``, ``life``) cut to end by ``end``: the lives of those that
    would outlast it shortened, those that would start too late to be seen left out."""
    keep = items[items["t0"] < end - 0.02].copy()
    keep["life"] = np.minimum(keep["life"], end - keep["t0"])
    return keep


def _code(bomb: dict[str, Any]) -> str:
    """A fired bomb's cell code (its colour and its letter)."""
    return str(bomb.get("color", "X"))[:1] + BOMB_LETTERS.get(str(bomb.get("kind")), "n")


def _by_start(data: dict[str, Any], fired: list[dict[str, Any]], starts: list[float],
              now: float) -> dict[float, tuple[list, list]]:
    """The generation's destroyed cells and stripped ice by when they are hit: when the first
    bomb whose area holds them goes off (``now``: by a row hit, or by no bomb that fired)."""
    first: dict[tuple[int, int], float] = {}
    for bomb, start in sorted(zip(fired, starts, strict=True), key=lambda b: b[1]):
        for c in bomb.get("area", ()):
            first.setdefault((int(c[0]), int(c[1])), start)
    out: dict[float, tuple[list, list]] = {}
    for which, cells in enumerate((data.get("destroyed", ()), data.get("stripped", ()))):
        for c in cells:
            out.setdefault(first.get((int(c[0]), int(c[1])), now), ([], []))[which].append(c)
    return out


def _between(a: Sequence[int], b: Sequence[int]) -> list[tuple[int, int]]:
    """The cells a straight line from cell ``a`` to cell ``b`` passes (both included)."""
    (c0, r0), (c1, r1) = (int(v) for v in a), (int(v) for v in b)
    steps = max(abs(c1 - c0), abs(r1 - r0), 1)
    return [(round(c0 + (c1 - c0) * i / steps), round(r0 + (r1 - r0) * i / steps))
            for i in range(steps + 1)]


def stack_top(field: Sequence[Sequence[str]]) -> int:
    """The highest row holding a block (-1 for an empty field)."""
    return max((r for r, line in enumerate(field) if any(c != ".." for c in line)), default=-1)


def generation_shake(fired: Sequence[dict[str, Any]], rows: int) -> float:
    """Shake (reference px, before the setting) of a generation firing ``fired`` after
    ``rows`` row hits."""
    if any(b.get("kind") == "mega" for b in fired):
        amount = SHAKE_MEGA
    elif fired:
        amount = SHAKE_BOMB + SHAKE_MORE * (len(fired) - 1)
    else:
        amount = SHAKE_ROW * min(rows, 4)
    return min(SHAKE_MAX, amount)

