"""Arcade chain effects, driven by the rules' ``generation`` and ``chain_end`` events.

Per generation (rules/retris.md §7, one every 0.5 s): row hits flash (generation 0); each
fired bomb throws its blast's shape (:mod:`game.scenes.retris.arcade_bursts`) and a flare,
each firing activator a golden ring and arcs to the bombs it sets off; destroyed blocks
burst in their colours, stripped ice shatters into pale shards, stones a row hit left
standing shed dust; the screen shakes (harder for a Mega Bomb) and a "CHAIN ×k" counter pops
up. Bombs destroyed in a generation are primed: the field pulses them until they fire, and
their fuses spark. After ``chain_end`` the shifted blocks slide down.

The effects only look: they read events and snapshots and never touch the rules' state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from game.core.events import Event
from game.render.particles import PARTICLE_DTYPE
from game.rules.retris.snapshot import RetrisSnapshot
from game.scenes.retris import arcade_bursts as shapes
from game.scenes.retris.board import COLS, ROWS, STONE_RGBA, FieldView
from game.scenes.retris.fx import Strengths

# Screen shake (reference px, 1280×720) of a generation: a bomb, each further bomb, a Mega
# Bomb, a row hit per row; never more than SHAKE_MAX.
SHAKE_BOMB, SHAKE_MORE, SHAKE_MEGA, SHAKE_ROW, SHAKE_MAX = 3.0, 1.5, 10.0, 2.0, 12.0
# Bursts of destroyed blocks: particles per cell and speed (cells/s), row hits / bomb hits.
ROW_PER_CELL, ROW_SPEED, HIT_PER_CELL, HIT_SPEED = 9, 6.5, 10, 5.0
HIT_FLASH = 0.3  # the white flash of cells a bomb destroyed (row hits flash fully)
DUST_PER_CELL = 5  # grey dust off a stone a row hit left standing
# Fuse sparks of primed bombs: per second per bomb, and where the fuse is (cells from centre).
FUSE_RATE, FUSE_AT, FUSE_LIFE = 45.0, (0.3, 0.36), 0.32
GOLD = (255, 208, 96, 255)
ACTIVATOR_DELAY = 0.05  # arcs leave the activator just after its ring
# Popups (field rows), clear of the blasts: "CHAIN ×k" well above the stack and the firing
# bombs, between CHAIN_LOW and CHAIN_HIGH; at the chain's end "BOMBS +n" just above the
# stack (BOMBS_ROW at least), the row points above that.
POPUP_ABOVE, CHAIN_ABOVE_STACK, CHAIN_LOW, CHAIN_HIGH = 4.0, 7.5, 12.0, 20.0
BOMBS_ROW, BOMBS_ABOVE_STACK, ROWS_ABOVE_BOMBS = 5.0, 1.5, 1.8


@dataclass
class Cue:
    """What a chain event asks of the scene beyond the field: a shake and popups."""

    shake: float = 0.0  # reference px, before the shake setting
    popups: list[tuple[str, str, float, float]] = field(default_factory=list)  # kind, text,
    # row (for the height), font size


class ArcadeFx:
    """Reacts to one game's chain events on its field view."""

    def __init__(self, view: FieldView, seed: int | None = None) -> None:
        self.view = view
        self.rng = np.random.default_rng(seed)  # looks only; never the rules' randomness
        self.last_blast: float | None = None  # when bombs last fired (screenshots wait for it)
        self.end_row = BOMBS_ROW  # where the last chain's end popped up (row points go above)

    def clear(self) -> None:
        self.view.chain.clear()

    def react(self, event: Event, now: float, fx: Strengths, top: int = -1) -> Cue | None:
        """Effects of an Arcade event (``None`` for events that are not Arcade's); ``top`` is
        the stack's highest row, to keep the popups off it."""
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
        """A generation resolved: flashes, blasts, bursts; returns the shake and popups."""
        view, density = self.view, fx.particles
        k = int(data.get("k", 0))
        rows = [int(r) for r in data.get("row_hits", ())]
        destroyed = list(data.get("destroyed", ()))
        fired = list(data.get("fired", ()))
        view.chain.remember(destroyed)
        view.flash_rows(rows, now, fx.flash)
        if k >= 1:
            view.flash_cells(destroyed, now, HIT_FLASH * fx.flash)
        if fired:
            self.last_blast = now
        parts = [self.blast(bomb, now, density) for bomb in fired]
        by_activator = [b["cell"] for b in fired if b.get("by_activator")]
        parts += [self.activator(cell, by_activator, now, density)
                  for cell in data.get("activators", ())]
        parts.append(shapes.shards(view.centers(data.get("stripped", ())), now, view.size,
                                   density, self.rng))
        self._spawn(parts, now)
        per, speed = (ROW_PER_CELL, ROW_SPEED) if k == 0 else (HIT_PER_CELL, HIT_SPEED)
        view.burst_codes(destroyed, now, density, per_cell=per, speed=speed)
        self._dust(data.get("survived", ()), now, density)
        cue = Cue(shake=generation_shake(fired, len(rows)))  # the scene applies the setting
        if k >= 1 and (fired or data.get("activators")):
            cells = [b["cell"] for b in fired] or list(data.get("activators", ()))
            above = max(max(int(c[1]) for c in cells) + POPUP_ABOVE, top + CHAIN_ABOVE_STACK)
            row = min(CHAIN_HIGH, max(CHAIN_LOW, above))
            cue.popups.append(("chain", f"CHAIN \u00d7{k}", row, 20 + 2 * min(k, 6)))
        return cue

    def chain_end(self, data: dict[str, Any], now: float, top: int = -1) -> Cue:
        """The chain is over: the shifted blocks slide down; bomb points pop up."""
        self.view.chain.slide(data.get("shift", ()), now)
        self.end_row = min(CHAIN_HIGH, max(BOMBS_ROW, top + BOMBS_ABOVE_STACK))
        cue = Cue()
        bomb_points = int(data.get("bomb_points", 0) or 0)
        if bomb_points > 0:
            cue.popups.append(("bombs", f"BOMBS +{bomb_points}", self.end_row, 18))
        return cue

    # -- shapes -------------------------------------------------------------------------------

    def blast(self, bomb: dict[str, Any], now: float, density: float) -> np.ndarray:
        """The particles of one fired bomb, shaped by its blast area."""
        view, rng = self.view, self.rng
        kind = str(bomb.get("kind", "normal"))
        col, row = (int(v) for v in bomb["cell"])
        color = view.palette.retris_color(str(bomb.get("color", "X"))[:1] or "X")
        at, size = view.center(col, row), view.size
        area = [(int(c[0]), int(c[1])) for c in bomb.get("area", ())]
        mega = kind == "mega"
        parts = [shapes.flare(at, color, now, size, density, 1.6 if mega else 1.0)]
        if kind in ("normal", "mega"):
            parts.append(shapes.ring(at, color, now, size, density, rng, view.particles.drag))
        if kind in ("horizontal", "mega"):
            line = view.centers([(c, row) for c in range(COLS)])
            parts.append(shapes.sweep(at, line, color, now, size, density, rng))
        if kind in ("vertical", "mega"):
            top = min(ROWS - 1, max([r for c, r in area if c == col] + [row]) + 3)
            line = view.centers([(col, r) for r in range(top + 1)])
            parts.append(shapes.sweep(at, line, color, now, size, density, rng))
        if kind == "lightning":
            targets = [c for c in area if c != (col, row)]
            parts.append(shapes.arcs(at, view.centers(targets), color, now, size, density, rng))
        if mega:  # the Lightning part: what the row, column and ring do not reach
            targets = [(c, r) for c, r in area
                       if c != col and r != row and max(abs(c - col), abs(r - row)) > 1]
            parts.append(shapes.arcs(at, view.centers(targets), color, now, size, density, rng))
        return np.concatenate(parts)

    def activator(self, cell: Sequence[int], bombs: Sequence[Sequence[int]], now: float,
                  density: float) -> np.ndarray:
        """A firing activator: a golden ring, and arcs to every bomb it sets off."""
        view = self.view
        at = view.center(int(cell[0]), int(cell[1]))
        return np.concatenate([
            shapes.flare(at, GOLD, now, view.size, density),
            shapes.ring(at, GOLD, now, view.size, density, self.rng, view.particles.drag),
            shapes.arcs(at, view.centers(bombs), GOLD, now, view.size, density, self.rng,
                        delay=ACTIVATOR_DELAY)])

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
                                 spread=0.45 * view.size, size=0.2 * view.size, life=0.5,
                                 white=0.0)

    def _spawn(self, parts: list[np.ndarray], now: float) -> int:
        parts = [p for p in parts if len(p)]
        if not parts:
            return 0
        batch = np.concatenate(parts)
        self.view.particles.spawn(batch, now)
        return len(batch)


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

