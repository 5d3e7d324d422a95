"""RetrisGame: the rules of rules/retris.md, one 120 Hz tick at a time.

Order inside a tick: the tick's input changes in order (presses act at once), then auto-shift
(DAS/ARR), then gravity or soft drop, then the lock delay. Locking, row clearing and the next
spawn all happen in the same tick: Classic clears are instant in the rules (animation is the
renderer's business), so a Classic game is always settled.

Arcade (§6–7): pieces get specials as they enter the queue (specials.py), and a lock that fills
a row starts a chain (chain.py) timed by chainclock.py. While it runs no piece is active and the
game is not settled. A generation that is due runs right after the tick's input changes (which
find no piece and move nothing), so a piece spawned when the chain ends gets that tick's
auto-shift and gravity but not its presses.

Handling beyond the rules page (handling.py says what was decided): a spawn cuts the DAS
(DCD), then takes a held hold key (IHS) and a held rotate key (IRS); a hard drop within
``hard_drop_guard_ms`` of a lock is ignored; a soft drop factor of 0 drops to the floor at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.core.rng import RngStreams
from game.rules.base import TickedRules
from game.rules.retris.active import ActivePiece
from game.rules.retris.chain import ChainEnd
from game.rules.retris.chainclock import ChainClock
from game.rules.retris.field import Field
from game.rules.retris.goals import GoalRules, levels_rise, time_up
from game.rules.retris.gravity import level_after, row_units, units_per_tick
from game.rules.retris.handling import WALL, Handling
from game.rules.retris.lockdelay import LockDelay
from game.rules.retris.options import (
    SOFT_DROP_INSTANT,
    RetrisOptions,
    options_to_dict,
    resolve_options,
)
from game.rules.retris.randomiser import PieceQueue, QueuedPiece
from game.rules.retris.scoring import row_points
from game.rules.retris.setup import RetrisSetup, parse_setup
from game.rules.retris.snapshot import RetrisSnapshot
from game.rules.retris.specials import assign, count_specials
from game.rules.retris.srs import kick_offsets
from game.rules.retris.stats import Tally
from game.rules.retris.tuning import RetrisTuning, load_tuning
from game.rules.retris.versus_hooks import VersusHooks
from game.rules.retris.views import SnapshotBuilder

#: The actions Retris plays: a press of one of them is a press of the statistics (KPP).
_ACTIONS = frozenset(a.value for a in (Action.LEFT, Action.RIGHT, Action.DOWN, Action.CW,
                                       Action.CCW, Action.HOLD, Action.HARD_DROP))

class RetrisGame(GoalRules, VersusHooks, TickedRules):
    """A Retris game in progress; only :meth:`step` changes it."""

    def __init__(self, options: RetrisOptions | None = None, seed: int = 0,
                 setup: RetrisSetup | None = None, tuning: RetrisTuning | None = None) -> None:
        self.tuning = tuning or load_tuning()
        self.options = resolve_options(options or RetrisOptions(), self.tuning)
        self.seed = seed
        forced, grid = parse_setup(setup or RetrisSetup(), self.tuning)
        t, o = self.tuning, self.options
        self.field = Field(t.width, t.height, grid)
        crazy = o.style == "crazy"
        streams = RngStreams(seed)
        self.arcade = o.mode == "arcade"
        self._special_stream = streams("specials")
        self.chains = ChainClock(self.field, t.ms_to_ticks(t.generation_ms),
                                 t.ms_to_ticks(t.recheck_ms), t.row_points, self._chain_emit)
        self.queue = PieceQueue(streams("pieces"), t.standard,
                                t.crazy if crazy else (), t.crazy_extra_per_bag if crazy else 0,
                                self._specials_for, forced)
        self.handling = Handling(t.ms_to_ticks(o.das_ms or 0), t.ms_to_ticks(o.arr_ms or 0),
                                 t.ms_to_ticks(o.dcd_ms or 0),
                                 (("cw", "ccw") if o.irs else ()) + (("hold",) if o.ihs else ()))
        self._guard = t.ms_to_ticks(o.hard_drop_guard_ms or 0)
        self._locked_at = -self._guard  # the tick of the last lock (the hard-drop guard)
        self.lock = LockDelay(t.ms_to_ticks(t.lock_delay_ms), t.lock_max_resets)
        super().__init__()  # tick 0, no events yet
        self.score = 0
        self.rows = 0
        self.level = o.level
        self._over = False
        self.won = False  # the goal was reached (rules/goals.md §1)
        self.tally = Tally(t.width, t.height, t.tick_rate, counts_finesse=not crazy)
        self.active: ActivePiece | None = None
        self.hold_piece: QueuedPiece | None = None
        self.hold_used = False
        self.fall = 0  # sub-row units accumulated towards the next row
        self._row = row_units(t.tick_rate)
        self._gravity = self._units_per_tick()
        self._views = SnapshotBuilder(self)
        self._init_versus()
        self._spawn(self._deal())

    # -- the GameRules contract ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def settled(self) -> bool:
        """False only while an Arcade chain runs (Classic clears are instant) in a game that
        goes on (a goal reached mid-chain ends it there)."""
        return self._over or not self.chains.busy

    def _advance(self, changes: Sequence[InputChange]) -> None:
        """A tick: the changes, then the chain's clock, auto-shift, gravity, lock delay; and
        the game time, which an Ultra game ends on."""
        if self._over:
            return
        self.tally.ticks += 1  # this tick is game time, whatever ends the game in it
        for change in changes:
            self._apply(change)
        if self.chains.busy:
            self._run_chains(self.chains.advance(self.tick))
        if self.active is not None:
            self._auto_shift()
        elif self.chains.busy:
            self.handling.repeat()  # a held key charges its DAS through a chain
        fell = self.active is not None and self._fall()
        if self.active is not None and self.options.gravity:
            self._lock_timer(fell)
        if not self._over and time_up(self.options, self.tally.ticks, self.tuning.tick_rate):
            self._time_up()

    def snapshot(self) -> RetrisSnapshot:
        return self._views.snapshot()

    def stats(self) -> dict[str, Any]:
        """The statistics so far as plain data (what a replay carries)."""
        return self.tally.view().to_json()

    def state(self) -> dict[str, Any]:
        """Everything that decides the future, as plain JSON-able data."""
        return {
            "ruleset": self.tuning.version,
            "seed": self.seed,
            "options": options_to_dict(self.options, self.tuning),
            "tick": self.tick,
            "field": self.field.top_first(),
            "active": self.active.state() if self.active else None,
            "lock": self.lock.state(),
            "fall": self.fall,
            "handling": self.handling.state(),
            "queue": self.queue.state(),
            "hold": self.hold_piece.to_json() if self.hold_piece else None,
            "hold_used": self.hold_used,
            "score": self.score,
            "rows": self.rows,
            "level": self.level,
            "over": self._over,
        } | ({"arcade": self._arcade_state()} if self.arcade else {}) | self._goal_state() \
            | ({"locked_at": self._locked_at} if self._guard else {}) | self._versus_state()

    def _arcade_state(self) -> dict[str, Any]:
        # Only in Arcade, so a Classic game's state (and digest) is what it always was.
        return {"specials_rng": self._special_stream.state, "chains": self.chains.state()}

    # -- input ----------------------------------------------------------------------------

    def _apply(self, change: InputChange) -> None:
        action = change.action.value
        if not change.pressed:
            self.handling.release(action)
            return
        if action in _ACTIONS:
            self.tally.press(action, on_piece=self.active is not None)
        self.handling.press(action)  # only its held keys are kept (handling.py)
        if self.active is None:
            return
        if action == Action.LEFT:
            self._shift(-1)
        elif action == Action.RIGHT:
            self._shift(1)
        elif action == Action.DOWN:
            self._down(soft=True)
        elif action == Action.CW:
            self._rotate(1)
        elif action == Action.CCW:
            self._rotate(3)
        elif action == Action.HOLD:
            self._hold()
        elif action == Action.HARD_DROP:
            self._hard_drop()

    # -- movement -------------------------------------------------------------------------

    def _fits(self, piece: ActivePiece, rot: int, dx: int, dy: int) -> bool:
        return self.field.fits(piece.piece.states[rot], piece.x + dx, piece.y + dy)

    def _shift(self, dx: int) -> bool:
        piece = self.active
        assert piece is not None
        if not self._fits(piece, piece.rot, dx, 0):
            return False
        piece.x += dx
        self.lock.moved()
        self._emit("move", dx=dx, dy=0)
        return True

    def _down(self, soft: bool) -> bool:
        """One row down if there is room; a soft drop's row is a player move (it is reported)."""
        piece = self.active
        assert piece is not None
        if not self._fits(piece, piece.rot, 0, -1):
            return False
        piece.y -= 1
        self.lock.reached(piece.y)
        if soft:
            self.tally.soft_dropped()
            self._emit("move", dx=0, dy=-1)
        return True

    def _rotate(self, turn: int) -> None:
        piece = self.active
        assert piece is not None
        start, end = piece.rot, (piece.rot + turn) % 4
        for index, (dx, dy) in enumerate(kick_offsets(piece.piece.kicks, start, end)):
            if self._fits(piece, end, dx, dy):
                piece.rot, piece.x, piece.y = end, piece.x + dx, piece.y + dy
                self.lock.moved()
                self.lock.reached(piece.y)
                self.handling.cut()
                self._emit("rotate", start=start, end=end, kick=index, dx=dx, dy=dy)
                return
        self._emit("rotate_refused", start=start, end=end)  # every kick blocked: a sound says so

    def _auto_shift(self) -> None:
        repeat = self.handling.repeat()
        direction = self.handling.direction
        if repeat == WALL:
            while self._shift(direction):
                pass
        elif repeat:
            self._shift(direction)

    def _fall(self) -> bool:
        """Gravity or soft drop for this tick; True when the piece moved down."""
        soft = self.handling.soft_drop
        if soft and self.options.soft_drop_factor == SOFT_DROP_INSTANT:
            fell = False
            while self._down(soft=True):
                fell = True
            self.fall = 0
            return fell
        speed = self._gravity * self.options.soft_drop_factor if soft else (
            self._gravity if self.options.gravity else 0)
        self.fall += speed
        fell = False
        while self.fall >= self._row:
            if not self._down(soft):
                self.fall = 0
                break
            fell = True
            self.fall -= self._row
        return fell

    def _lock_timer(self, fell: bool) -> None:
        """Counts a tick spent resting. A piece that fell onto its rest in this tick's fall got
        there at the tick's end, so its first resting tick is the next one: it locks 60 ticks
        (0.5 s) after it landed, as one that was put there by an input at a tick's start does."""
        piece = self.active
        assert piece is not None
        if self._fits(piece, piece.rot, 0, -1):
            return
        self.fall = 0  # resting: gravity starts afresh if it slides off a ledge
        if not fell and self.lock.grounded_tick():
            self._locked_at = self.tick
            self._lock(hard=False)

    def _hard_drop(self) -> None:
        if self.tick - self._locked_at < self._guard:
            return  # too soon after a lock: taken for a slip of the finger (the guard)
        self._locked_at = self.tick
        rows = 0
        while self._down(soft=False):
            rows += 1
        self._lock(hard=True, dropped=rows)

    # -- pieces ---------------------------------------------------------------------------

    def _specials_for(self, name: str) -> str:
        """A new queued piece's specials: none in Classic; drawn under the caps in Arcade."""
        blocks = self.tuning.pieces[name].block_count
        if not self.arcade:
            return "." * blocks
        return assign(self._special_stream, blocks, count_specials(self._specials_in_play()),
                      self.tuning.arcade_odds)

    def _specials_in_play(self) -> list[str]:
        """Every special letter on the field, the falling piece, the hold and the queue."""
        letters = [code[1] for row in self.field.rows for code in row]
        if self.active is not None:
            letters += self.active.specials
        if self.hold_piece is not None:
            letters += self.hold_piece.specials
        for queued in self.queue.pending:
            letters += queued.specials
        return letters

    def _deal(self) -> QueuedPiece:
        return self.queue.pop(self.options.next_count or 0)

    def _spawn(self, queued: QueuedPiece, from_hold: bool = False) -> None:
        piece = self.tuning.pieces[queued.name]
        x, y = piece.spawn_origin(self.tuning.width, self.tuning.height)
        self.fall = 0
        if not self.field.fits(piece.states[0], x, y):
            self.active = None
            self._over = True
            self._emit("game_over", reason="block_out", piece=queued.name)
            return
        self.active = ActivePiece(piece, x, y, queued.specials)
        self.tally.spawned(from_hold)
        self.lock.start(y)
        self._emit("spawn", piece=queued.name, x=x, y=y)
        self.handling.cut()
        self._initial_actions()

    def _initial_actions(self) -> None:
        """IHS, then IRS: a hold or rotate key held as a piece spawns acts on it at once."""
        held = self.handling.held
        if "hold" in held and self.options.hold and not self.hold_used:
            self._hold()  # spawns the piece back from the hold, which comes here again
            return
        if self.handling.turn:
            self.tally.turned_at_spawn()  # the held key's press counts for this piece
            self._rotate(1 if self.handling.turn == "cw" else 3)

    def _hold(self) -> None:
        piece = self.active
        assert piece is not None
        if not self.options.hold or self.hold_used:
            return
        back = self.hold_piece or self._deal()
        self.hold_piece = QueuedPiece(piece.piece.name, piece.specials)
        self.hold_used = True
        self.tally.held()
        self._emit("hold", piece=piece.piece.name, back=back.name)
        self._spawn(back, from_hold=True)

    def _lock(self, hard: bool, dropped: int = 0) -> None:
        piece = self.active
        assert piece is not None
        cells = piece.cells()
        self.field.place(cells, piece.codes())
        self.active = None
        self.hold_used = False
        self._started_lock()
        self.tally.locked(piece.piece, cells)
        self._emit("lock", piece=piece.piece.name, cells=[list(c) for c in cells], hard=hard,
                   dropped=dropped)
        if self.arcade:
            self._run_chains(self.chains.after_lock(self.tick))
            return
        self._clear_rows()
        self._next_piece()

    def _run_chains(self, ended: ChainEnd | None) -> None:
        """Score a chain that ended; once nothing is left to resolve, the next piece comes."""
        if ended is not None:
            self.score += ended.row_points + ended.bomb_points
            if ended.rows_scored:
                self._count_rows(len(ended.rows_scored))
                self._emit("rows_cleared", rows=list(ended.rows_scored),
                           points=ended.row_points)
                self._update_level()
                if self._won_by_rows():
                    return
        if not self.chains.busy:
            self._next_piece()

    def _next_piece(self) -> None:
        """After a resolved lock: the versus hook (an attack, or garbage rising), then the
        next piece, unless the game ended."""
        if self._over:
            return
        self._resolved()
        if not self._over:
            self._spawn(self._deal())

    def _chain_emit(self, kind: str, /, **data: Any) -> None:
        """The chain clock's events, its generations counted for the statistics."""
        if kind == "generation":
            self.tally.generation(data["k"], len(data["fired"]))
            self._count_generation(len(data["destroyed"]))
        self._emit(kind, **data)

    def _clear_rows(self) -> None:
        full = self.field.full_rows()
        if not full:
            return
        points = row_points(len(full), self.tuning.row_points)
        self.field.clear_rows(full)
        self.score += points
        self._count_rows(len(full))
        self._emit("rows_cleared", rows=full, points=points)
        self._update_level()
        self._won_by_rows()

    def _count_rows(self, rows: int) -> None:
        self.rows += rows
        self._count_lock_rows(rows)
        self.tally.cleared(rows)

    def _update_level(self) -> None:
        level = level_after(self.options.level, self.rows, self.tuning.rows_per_level,
                            levels_rise(self.options))
        if level != self.level:
            self.level = level
            self._gravity = self._units_per_tick()
            self._emit("level_up", level=level)

    def _units_per_tick(self) -> int:
        t = self.tuning
        return units_per_tick(self.level, t.gravity_base, t.gravity_step, t.curve_max_level)
