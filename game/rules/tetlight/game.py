"""TetlightGame: the rules of rules/tetlight.md, one 120 Hz tick at a time.

Order inside a tick: the tick's input changes in order (a press acts at once), then held-move
auto-repeat, then the automatic fall, then the phase timer (flash / gravity), then the level
clock. While paused only resume and abort act and only the level clock runs (§9). A landing
starts a :class:`Resolution`; the next piece spawns in the tick the resolution ends.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.rules.base import TickedRules
from game.rules.tetlight.active import ActivePiece, in_v_step, spawn_pivot
from game.rules.tetlight.board import Board, Removed
from game.rules.tetlight.dealer import Dealer
from game.rules.tetlight.geometry import SE, SW, S
from game.rules.tetlight.handling import HELD_MOVES, HeldMoves
from game.rules.tetlight.levels import LevelClock
from game.rules.tetlight.options import TetlightOptions, options_to_dict, resolve_options
from game.rules.tetlight.resolution import CONTACT, Resolution
from game.rules.tetlight.scoring import (
    Score,
    drop_bomb_points,
    hexagon_points,
    landing_points,
    radar_cost,
)
from game.rules.tetlight.setup import TetlightSetup, parse_setup
from game.rules.tetlight.snapshot import FALLING, TetlightSnapshot
from game.rules.tetlight.stats import Tally
from game.rules.tetlight.tuning import TetlightTuning, load_tuning
from game.rules.tetlight.views import SnapshotBuilder

CW, CCW = -1, 1  # orientations count sixths of a turn counter-clockwise


class TetlightGame(TickedRules):
    """A Tet'light game in progress; only :meth:`step` changes it."""

    def __init__(self, options: TetlightOptions | None = None, seed: int = 0,
                 setup: TetlightSetup | None = None, tuning: TetlightTuning | None = None):
        self.tuning = t = tuning or load_tuning()
        self.options = o = resolve_options(options or TetlightOptions(), t)
        self.seed = seed
        forced, cells = parse_setup(setup or TetlightSetup(), t, o.edge)
        self.board = Board(o.edge)
        for c, h, color, bomb in cells:
            self.board.place([(c, h)], color, bomb)
        self.dealer = Dealer(seed, t, forced)
        self.held = HeldMoves(t.ms_to_ticks(t.das_ms), t.ms_to_ticks(t.arr_ms))
        self.score = Score(t.bomb_threshold(o.edge))
        self.resolution = Resolution(self.board, t.ms_to_ticks(t.flash_ms),
                                     t.ms_to_ticks(t.gravity_ms), self._destroyed, self._emit)
        super().__init__()  # tick 0, no events yet
        self.levels = LevelClock(o.level, t.level_ticks, t.max_level)
        self.tally = Tally(t.tick_rate, o.level)  # the statistics (rules/goals.md §3)
        self.radar = o.radar
        self.paused = False
        self._over = False
        self.over_reason = ""
        self.active: ActivePiece | None = None
        self.fall_elapsed = 0  # ticks towards the next automatic fall; "down" takes a period off
        self.spawned_at = -1  # a piece does not fall in the tick it appeared in
        self._handlers = self._make_handlers()
        self._views = SnapshotBuilder(self)
        self._spawn()
        self.spawned_at = -1  # the first piece was there before tick 0: tick 0 counts

    # -- the GameRules contract ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def settled(self) -> bool:
        """Nothing in motion: a piece is falling (no flash or gravity running), or the game is
        paused (nothing moves until resume) or over."""
        return self._over or self.paused or (
            self.resolution.phase == FALLING and self.active is not None)

    @property
    def level(self) -> int:
        return self.levels.level

    @property
    def clock(self) -> int:
        """Ticks left on the level clock (§9)."""
        return self.levels.clock

    @property
    def can_explode(self) -> bool:
        """A global explosion is allowed: the falling piece has bombs and a bomb remains."""
        return (self.active is not None and self.active.bomb and self.score.bombs >= 1
                and not self.paused and not self._over)

    def _advance(self, changes: Sequence[InputChange]) -> None:
        """A tick: the changes, then held moves, the fall and a resolution's phases (none
        while paused), and the level clock (in pause and in phases too)."""
        if not self._over:
            self.tally.ticks += 1  # this tick is game time, whatever ends the game in it
            for change in changes:
                self._apply(change)
            if not self._over and not self.paused:
                self._repeat_held()
                self._fall()
                if self.resolution.advance(self.tick):
                    self._spawn()
            if not self._over:
                self.levels.run()  # in pause and in phases too

    def snapshot(self) -> TetlightSnapshot:
        return self._views.snapshot()

    def stats(self) -> dict[str, Any]:
        """The statistics so far as plain data (what a replay carries)."""
        return self.tally.view().to_json()

    def state(self) -> dict[str, Any]:
        """Everything that decides the future, as plain JSON-able data."""
        return {
            "ruleset": self.tuning.version,
            "seed": self.seed,
            "options": options_to_dict(self.options),
            "tick": self.tick,
            "board": [list(hexagon) for hexagon in self.board.hexagons()],
            "active": self.active.state() if self.active else None,
            "fall_elapsed": self.fall_elapsed,
            "spawned_at": self.spawned_at,
            "held": self.held.state(),
            "dealer": self.dealer.state(),
            "resolution": self.resolution.state(),
            **self.score.state(),
            **self.levels.state(),
            "radar": self.radar,
            "paused": self.paused,
            "over": self._over,
            "over_reason": self.over_reason,
        }

    # -- input ----------------------------------------------------------------------------

    def __getstate__(self) -> dict[str, Any]:
        """Copyable (the replay theatre's checkpoints pickle games): the key handlers are
        closures over ``self``, so they are left out and made again on loading."""
        state = self.__dict__.copy()
        del state["_handlers"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._handlers = self._make_handlers()

    def _make_handlers(self) -> dict[Action, Callable[[], None]]:
        handlers: dict[Action, Callable[[], None]] = {
            Action(move): (lambda m=move: self._press_move(m)) for move in HELD_MOVES}
        handlers.update({
            Action.CW: lambda: self._rotate(CW), Action.CCW: lambda: self._rotate(CCW),
            Action.HARD_DROP: self._drop, Action.EXPLODE: self._explode,
            Action.RADAR: self._toggle_radar, Action.LEVEL_UP: self._level_up_by_hand,
            Action.PAUSE: self._pause, Action.ABORT: lambda: self._end("abort"),
        })
        return handlers

    def _apply(self, change: InputChange) -> None:
        if self._over:
            return
        if not change.pressed:
            self.held.release(change.action.value)
        elif self.paused:
            if change.action is Action.RESUME:
                self.paused = False
                self._emit("resumed")
            elif change.action is Action.ABORT:
                self._end("abort")
        elif change.action in self._handlers:
            self.tally.press(change.action.value)
            self._handlers[change.action]()

    # -- moving the piece -----------------------------------------------------------------

    def _press_move(self, move: str) -> None:
        self.held.press(move)
        self._move(move)

    def _repeat_held(self) -> None:
        move = self.held.repeat()
        if move is not None:
            self._move(move)

    def _move(self, move: str) -> None:
        """One held move (§4); refused moves change nothing, "down" may land the piece."""
        piece = self.active
        if piece is None:
            return
        if move == "down":
            self._down(piece)
            return
        column = piece.pivot[0]
        step = {"left": in_v_step(column, -1), "right": in_v_step(column, 1),
                "down_left": SW, "down_right": SE}[move]
        target = piece.moved(step)
        if piece.fits(self.board, target):
            piece.pivot = target
            self._emit("move", dir=move)

    def _down(self, piece: ActivePiece) -> None:
        """S by one, and the next automatic fall comes one period later; blocked: it lands."""
        target = piece.moved(S)
        if not piece.fits(self.board, target):
            self._land(0)
            return
        piece.pivot = target
        self.fall_elapsed -= self.tuning.fall_period(self.level)
        self._emit("move", dir="down")

    def _rotate(self, turn: int) -> None:
        piece = self.active
        if piece is None:
            return
        rot = piece.turned(turn)
        if piece.fits(self.board, rot=rot):
            piece.rot = rot
            self._emit("rotate", turn="cw" if turn == CW else "ccw")
        else:
            self._emit("rotate_refused", turn="cw" if turn == CW else "ccw")

    def _fall(self) -> None:
        """The automatic fall: every period(L) ticks the piece tries S; blocked, it lands."""
        piece = self.active
        if piece is None or not self.options.gravity or self.spawned_at == self.tick:
            return
        self.fall_elapsed += 1
        if self.fall_elapsed < self.tuning.fall_period(self.level):
            return
        self.fall_elapsed = 0
        target = piece.moved(S)
        if piece.fits(self.board, target):
            piece.pivot = target
        else:
            self._land(0)

    def _drop(self) -> None:
        piece = self.active
        if piece is None:
            return
        fall = piece.drop_distance(self.board)
        piece.pivot = (piece.pivot[0], piece.pivot[1] - 2 * fall)
        self._land(fall + 1)  # D = pivot height before - after + 1 (§5)

    # -- landing, destruction, scoring ----------------------------------------------------

    def _land(self, dropped: int) -> None:
        """The piece joins the board, scores (§5) and the resolution of §6 begins."""
        piece = self.active
        assert piece is not None
        cells = piece.cells()
        self.board.place(cells, piece.color, piece.bomb)
        self.active = None
        self.tally.pieces += 1
        points = landing_points(self.tuning, dropped)
        bomb_points = drop_bomb_points(self.tuning, dropped)
        self.score.add(points)
        self._emit("land", cells=[list(c) for c in cells], dropped=dropped, points=points,
                   bomb_points=bomb_points)
        self._gain_bomb_points(bomb_points)
        if self.resolution.begin(cells, piece.bomb, self.tick):
            self._spawn()

    def _destroyed(self, kind: str, removed: list[Removed], count: int) -> None:
        """Score a destruction step: (1 + r)(L + 10) per hexagon; a contact also gives
        10 bomb points per hexagon (§7, §10)."""
        points = hexagon_points(self.tuning, self.level, self.radar) * len(removed)
        self.score.add(points)
        cells = [[c, h, color] for c, h, color, _ in removed]
        if kind == CONTACT:
            bomb_points = self.tuning.bomb_contact_per_hexagon * len(removed)
            self.tally.contacts += 1
            self._emit("contact", cells=cells, points=points, bomb_points=bomb_points)
            self._gain_bomb_points(bomb_points)
        else:
            self.tally.lines(self.resolution.full)
            self._emit("lines", cells=cells, count=count, points=points)

    def _gain_bomb_points(self, amount: int) -> None:
        gained = self.score.add_bomb_points(amount) if amount else 0
        if gained:
            self.tally.bombs_earned += gained
            self._emit("bomb_gained", bombs=self.score.bombs)

    def _explode(self) -> None:
        """The global explosion (§7): board and falling piece go, 100 points each."""
        piece = self.active
        if not self.can_explode or piece is None:
            return
        cells = [[c, h, color] for c, h, color, _ in self.board.clear()]
        cells += [[c, h, piece.color] for c, h in piece.cells()]
        points = self.tuning.explosion_per_hexagon * len(cells)
        self.score.add(points)
        self.score.bombs -= 1
        self.active = None
        self.tally.globals += 1
        self._emit("global_explosion", cells=cells, points=points)
        self._spawn()

    # -- commands -------------------------------------------------------------------------

    def _toggle_radar(self) -> None:
        """On costs 100 × (L + 5) points (the score stops at 0); off is free (§8)."""
        self.radar = not self.radar
        cost = radar_cost(self.tuning, self.level) if self.radar else 0
        taken = self.score.spend(cost)
        self._emit("radar", on=self.radar, cost=cost, taken=taken)

    def _level_up_by_hand(self) -> None:
        if self.levels.by_hand():
            self.tally.level(self.level)
            self._emit("level_up", level=self.level, by_hand=True)

    def _pause(self) -> None:
        self.paused = True
        self._emit("paused")

    def _end(self, reason: str) -> None:
        self._over = True
        self.over_reason = reason
        self.active = None
        self.resolution.stop(self.tick)
        self._emit("game_over", reason=reason)

    # -- pieces ---------------------------------------------------------------------------

    def _spawn(self) -> None:
        """The next piece at the top of column 0 (§3); an occupied spawn loses the game.
        A level clock at 0 first raises the level and winds the clock again (§9)."""
        if self.levels.at_spawn():
            self.tally.level(self.level)
            self._emit("level_up", level=self.level, by_hand=False)
        queued = self.dealer.pop()
        shape = self.tuning.pieces[queued.name]
        piece = ActivePiece(shape, queued.color, queued.bomb, spawn_pivot(shape, self.board))
        self.fall_elapsed = 0
        self.spawned_at = self.tick
        if not piece.fits(self.board):
            self._end("block_out")
            return
        self.active = piece
        self._emit("spawn", piece=queued.name, color=queued.color, bomb=queued.bomb,
                   pivot=list(piece.pivot_cell()))
