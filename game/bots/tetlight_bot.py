"""The Tet'light bot: a greedy placement search on the hexagonal board, at its level's pace.

For each new piece it tries every turn (sixths, counter-clockwise) and every pivot column, each
played on the board as its taps will play it (:func:`route`: turns, moves "in V", a step down
whenever a tap is refused, then the drop; the demo autoplayer's route, on a set of free lattice
points), and weighs where the piece lands: full lines made, low hexagons, few holes under
them, a low top (the demo's weights). A Tet'light round is a score race (rules/versus.md §5):
the drop scores more from high up (the bot always drops), lines score their hexagons, and a
global explosion scores 100 a hexagon, so a bot from level 3 sets one off once the board is
full enough and the falling piece carries bombs.

The taps: turn until the piece shows the planned turn, move in V until its pivot is in the
planned column (a refused tap is followed by a step down), then drop once the level's pace
allows. During a flash or gravity phase there is no piece and nothing to do.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache

from game.bots.pacing import Change, Pace, TickAnswers, tap
from game.bots.tuning import BotTuning, LevelTuning
from game.core.actions import Action
from game.core.rng import RngStreams
from game.rules.tetlight.active import in_v_step
from game.rules.tetlight.geometry import Point, geometry, rotate_ccw, to_cell, to_point
from game.rules.tetlight.lines import lines_for
from game.rules.tetlight.options import TetlightOptions
from game.rules.tetlight.snapshot import FALLING, Cell, TetlightSnapshot
from game.rules.tetlight.tuning import TetlightTuning, load_tuning
from game.rules.versus.views import SlotView

MAX_TAPS = 30  # per piece, then it just drops


@dataclass(frozen=True, slots=True)
class Plan:
    rotation: int  # the orientation to show (0-5)
    column: int  # the pivot's column
    cells: tuple[Cell, ...] = ()  # where the bot expects it to land


Fits = Callable[[Point, tuple[Point, ...]], bool]  # (pivot, offsets): all on empty points


def turned(offsets: Iterable[Point], turns: int) -> tuple[Point, ...]:
    """Offsets after ``turns`` sixths of a turn counter-clockwise."""
    out = tuple(offsets)
    for _ in range(turns % 6):
        out = tuple(rotate_ccw(o) for o in out)
    return out


def route(free: frozenset[Point], pivot: Point, offsets: tuple[Point, ...], turns: int,
          column: int) -> tuple[Cell, ...]:
    """Where the piece lands played as the bot plays it (:func:`walk`). ``free``: the board's
    empty lattice points."""

    def fits(at: Point, offs: tuple[Point, ...]) -> bool:
        c, y = at
        return all((c + dc, y + dy) in free for dc, dy in offs)

    return _cells(*walk(fits, pivot, offsets, turns, column))


def walk(fits: Fits, pivot: Point, offsets: tuple[Point, ...], turns: int,
         column: int) -> tuple[Point, tuple[Point, ...]]:
    """The pivot and offsets the piece lands with: ``turns`` counter-clockwise turns, then
    moves "in V" until the pivot is in ``column``, each refused turn or move followed by a
    step down, then a drop. A refused step down lands it where it is (as in the rules). The
    bot and the autoplayer (game/sim/tetlight_autoplay.py) both play a piece this way."""
    for _ in range(turns % 6):
        wanted = turned(offsets, 1)
        while not fits(pivot, wanted):
            if not fits((pivot[0], pivot[1] - 2), offsets):
                return pivot, offsets
            pivot = (pivot[0], pivot[1] - 2)
        offsets = wanted
    while pivot[0] != column:
        direction = 1 if column > pivot[0] else -1
        step = in_v_step(pivot[0], direction)
        while not fits((pivot[0] + step[0], pivot[1] + step[1]), offsets):
            if not fits((pivot[0], pivot[1] - 2), offsets):
                return pivot, offsets
            pivot = (pivot[0], pivot[1] - 2)
            step = in_v_step(pivot[0], direction)
        pivot = (pivot[0] + step[0], pivot[1] + step[1])
    while fits((pivot[0], pivot[1] - 2), offsets):
        pivot = (pivot[0], pivot[1] - 2)
    return pivot, offsets


def landings(free: frozenset[Point], pivot: Point, offsets: tuple[Point, ...], turns: int,
             edge: int) -> dict[int, tuple[Cell, ...]]:
    """:func:`route` for every target column at once: the moves towards a far column pass
    through the nearer ones, so one walk to each wall gives them all."""

    def fits(at: Point, offs: tuple[Point, ...]) -> bool:
        c, y = at
        return all((c + dc, y + dy) in free for dc, dy in offs)

    def drop(at: Point) -> tuple[Cell, ...]:
        while fits((at[0], at[1] - 2), offsets):
            at = (at[0], at[1] - 2)
        return _cells(at, offsets)

    columns = range(-(edge - 1), edge)
    for _ in range(turns % 6):
        wanted = turned(offsets, 1)
        while not fits(pivot, wanted):
            if not fits((pivot[0], pivot[1] - 2), offsets):
                landed = _cells(pivot, offsets)
                return dict.fromkeys(columns, landed)
            pivot = (pivot[0], pivot[1] - 2)
        offsets = wanted
    out = {pivot[0]: drop(pivot)}
    for direction in (1, -1):
        at, landed = pivot, None
        for column in range(pivot[0] + direction, direction * edge, direction):
            if landed is None:
                step = in_v_step(at[0], direction)
                while not fits((at[0] + step[0], at[1] + step[1]), offsets):
                    if not fits((at[0], at[1] - 2), offsets):
                        landed = _cells(at, offsets)
                        break
                    at = (at[0], at[1] - 2)
                    step = in_v_step(at[0], direction)
            if landed is not None:
                out[column] = landed
                continue
            at = (at[0] + step[0], at[1] + step[1])
            out[column] = drop(at)
    return out


def _cells(pivot: Point, offsets: tuple[Point, ...]) -> tuple[Cell, ...]:
    return tuple(to_cell((pivot[0] + dc, pivot[1] + dy)) for dc, dy in offsets)


@lru_cache(maxsize=8)
def _lines_through(edge: int) -> dict[Cell, tuple[int, ...]]:
    """For each cell, the masks of the fillable lines through it (only those can fill up
    when a piece lands there)."""
    lines = lines_for(edge)
    out: dict[Cell, list[int]] = {}
    for line, mask in zip(lines.fillable, lines.masks, strict=True):
        for cell in line:
            out.setdefault(cell, []).append(mask)
    return {cell: tuple(masks) for cell, masks in out.items()}


def evaluate(w: dict[str, float], edge: int, filled: set[Cell], occupied: int,
             cells: tuple[Cell, ...]) -> float:
    """Higher is better: full lines, low hexagons, few holes under them, a low top (bots.toml's
    [tetlight.weights]). ``occupied``: the board's occupancy mask (geometry bit indices)
    before the landing."""
    index = geometry(edge).index
    through = _lines_through(edge)
    after = occupied
    for cell in cells:
        after |= 1 << index[cell]
    masks = {m for cell in cells for m in through.get(cell, ())}
    full = sum(1 for m in masks if after & m == m)
    heights = [2 * h + w["v_rise"] * abs(c) for c, h in cells]
    landed = set(cells)
    holes = 0
    for c, h in cells:
        below = h - 1
        while below >= 0 and (c, below) not in filled and (c, below) not in landed:
            holes += 1
            below -= 1
    return (w["lines"] * full + w["height"] * sum(heights) + w["holes"] * holes
            + w["top"] * max(heights))


class TetlightBot(TickAnswers):
    """One slot's Tet'light bot; :meth:`changes` is called once per tick."""

    def __init__(self, level: LevelTuning, options: TetlightOptions, bots: BotTuning,
                 seed: int, tuning: TetlightTuning | None = None) -> None:
        self.level = level
        self.w = bots.tetlight
        self.tuning = tuning or load_tuning()
        self.pace = Pace.of(level, self.tuning.tick_rate)
        self._rng = RngStreams(seed)("bot-mistakes")
        self._pieces = -1
        self._game_tick = -1  # the slot's game's own tick (a new round starts it again)
        self._plan: Plan | None = None
        self._drop_at = 0
        self._next_tap = 0
        self._taps = 0
        self._last: tuple[Action, int, int, int] | None = None  # tap, rotation, pivot
        self.plans = 0

    def _changes(self, view: SlotView, tick: int) -> list[Change]:
        snap: TetlightSnapshot = view.game
        piece = snap.active
        if view.out or snap.over or snap.paused or snap.phase != FALLING or piece is None \
                or piece.pivot is None:
            return []
        pieces = snap.stats.pieces if snap.stats is not None else snap.score
        fresh = snap.tick < self._game_tick  # a new round's game
        self._game_tick = snap.tick
        if pieces != self._pieces or fresh:
            self._begin(snap, pieces, tick)
        if tick < self._next_tap:
            return []
        action = self._next_action(snap)
        if action is Action.HARD_DROP and tick < self._drop_at:
            self._next_tap = self._drop_at
            return []
        self._taps += 1
        self._next_tap = tick + self.pace.tap
        return tap(action)

    def _begin(self, snap: TetlightSnapshot, pieces: int, tick: int) -> None:
        self._pieces = pieces
        self._drop_at = tick + self.pace.gap
        self._next_tap = tick + self.pace.reaction
        self._taps = 0
        self._last = None
        self._plan = self.choose(snap)
        self.plans += 1

    def choose(self, snap: TetlightSnapshot) -> Plan | None:
        piece = snap.active
        assert piece is not None and piece.pivot is not None
        geo = geometry(snap.edge)
        filled = {h.cell for h in snap.board}
        free = frozenset(to_point(cell) for cell in geo.cells if cell not in filled)
        occupied = sum(1 << geo.index[cell] for cell in filled)
        pivot = to_point(piece.pivot)
        scored: dict[tuple[int, int], float] = {}
        where: dict[tuple[int, int], tuple[Cell, ...]] = {}
        worth: dict[frozenset[Cell], float] = {}  # many routes land alike
        for turns in range(6):
            landed = landings(free, pivot, piece.offsets, turns, geo.edge)
            for column in range(-(geo.edge - 1), geo.edge):  # ties go to the leftmost
                cells = landed[column]
                key = frozenset(cells)
                if key not in worth:
                    worth[key] = evaluate(self.w, snap.edge, filled, occupied, cells)
                value = worth[key] - 0.01 * (turns + abs(column))
                key = ((piece.rotation + turns) % 6, column)
                scored[key], where[key] = value, cells
        ranked = sorted(scored, key=lambda k: scored[k], reverse=True)
        if not ranked:
            return None
        level = self.level
        pick = 0
        if len(ranked) > 1 and self._rng.random() * 100 < level.mistake_percent:
            pick = 1 + self._rng.below(min(level.mistake_choices, len(ranked)) - 1)
        return Plan(*ranked[pick], where[ranked[pick]])

    def _next_action(self, snap: TetlightSnapshot) -> Action:
        piece = snap.active
        assert piece is not None and piece.pivot is not None
        plan = self._plan
        if plan is None or self._taps >= MAX_TAPS:
            return Action.HARD_DROP
        if self.level.level >= self.w["explode_level"] and snap.can_explode \
                and len(snap.board) >= self.w["explode_fill"] * len(geometry(snap.edge).cells):
            return Action.EXPLODE
        here = (piece.rotation, piece.pivot[0])
        refused = self._last is not None and self._last[1:] == (*here, piece.pivot[1]) \
            and self._last[0] is not Action.DOWN
        if refused:
            action = Action.DOWN  # no room to turn or move up here: come down a step first
        elif piece.rotation != plan.rotation:
            action = Action.CCW
        elif piece.pivot[0] != plan.column:
            action = Action.RIGHT if piece.pivot[0] < plan.column else Action.LEFT
        else:
            action = Action.HARD_DROP
        self._last = (action, *here, piece.pivot[1])
        return action
