"""RetrisGame: the Classic rules of rules/retris.md §1–5 and §8, one 120 Hz tick at a time.

Order inside a tick: the tick's input changes in order (presses act at once), then auto-shift
(DAS/ARR), then gravity or soft drop, then the lock delay. Locking, row clearing and the next
spawn all happen in the same tick: Classic clears are instant in the rules (animation is the
renderer's business), so the game is always settled.

Arcade mode (§6–7) is accepted as an option but not resolved yet: it plays as Classic, and its
pieces get specials only when a setup forces them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core.actions import Action, InputChange
from game.core.events import Event
from game.core.rng import RngStreams
from game.rules.retris.active import ActivePiece
from game.rules.retris.field import Field
from game.rules.retris.gravity import level_after, row_units, units_per_tick
from game.rules.retris.handling import WALL, Handling
from game.rules.retris.lockdelay import LockDelay
from game.rules.retris.options import RetrisOptions, options_to_dict, resolve_options
from game.rules.retris.randomiser import PieceQueue, QueuedPiece
from game.rules.retris.scoring import row_points
from game.rules.retris.setup import RetrisSetup, parse_setup
from game.rules.retris.snapshot import RetrisSnapshot
from game.rules.retris.srs import kick_offsets
from game.rules.retris.tuning import RetrisTuning, load_tuning
from game.rules.retris.views import SnapshotBuilder

_HELD_KEYS = ("left", "right", "down")


class RetrisGame:
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
        self.queue = PieceQueue(RngStreams(seed)("pieces"), t.standard,
                                t.crazy if crazy else (), t.crazy_extra_per_bag if crazy else 0,
                                self._specials_for, forced)
        self.handling = Handling(t.ms_to_ticks(o.das_ms or 0), t.ms_to_ticks(o.arr_ms or 0))
        self.lock = LockDelay(t.ms_to_ticks(t.lock_delay_ms), t.lock_max_resets)
        self.tick = 0
        self.score = 0
        self.rows = 0
        self.level = o.level
        self._over = False
        self.active: ActivePiece | None = None
        self.hold_piece: QueuedPiece | None = None
        self.hold_used = False
        self.fall = 0  # sub-row units accumulated towards the next row
        self._row = row_units(t.tick_rate)
        self._gravity = self._units_per_tick()
        self._events: list[Event] = []
        self._views = SnapshotBuilder(self)
        self._spawn(self._deal())

    # -- the GameRules contract ---------------------------------------------------------

    @property
    def over(self) -> bool:
        return self._over

    @property
    def settled(self) -> bool:
        """Classic never has anything in motion between ticks (clears are instant)."""
        return True

    def step(self, changes: Sequence[InputChange] = ()) -> list[Event]:
        """Advance one tick after applying ``changes`` in order; returns the tick's events."""
        if not self._over:
            for change in changes:
                self._apply(change)
            if self.active is not None:
                self._auto_shift()
            fell = self.active is not None and self._fall()
            if self.active is not None and self.options.gravity:
                self._lock_timer(fell)
        self.tick += 1
        # Events of the constructor's first spawn come out with the first step.
        events, self._events = self._events, []
        return events

    def snapshot(self) -> RetrisSnapshot:
        return self._views.snapshot()

    def state(self) -> dict[str, Any]:
        """Everything that decides the future, as plain JSON-able data."""
        return {
            "ruleset": self.tuning.version,
            "seed": self.seed,
            "options": options_to_dict(self.options),
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
        }

    # -- input ----------------------------------------------------------------------------

    def _apply(self, change: InputChange) -> None:
        action = change.action.value
        if not change.pressed:
            self.handling.release(action)
            return
        if action in _HELD_KEYS:
            self.handling.press(action)
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

    def _emit(self, kind: str, **data: Any) -> None:
        self._events.append(Event(self.tick, kind, data))

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
                self._emit("rotate", start=start, end=end, kick=index, dx=dx, dy=dy)
                return

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
            self._lock(hard=False)

    def _hard_drop(self) -> None:
        rows = 0
        while self._down(soft=False):
            rows += 1
        self._lock(hard=True, dropped=rows)

    # -- pieces ---------------------------------------------------------------------------

    def _specials_for(self, name: str) -> str:
        # Arcade specials (§6) are not generated yet; Classic pieces have none.
        return "." * self.tuning.pieces[name].block_count

    def _deal(self) -> QueuedPiece:
        return self.queue.pop(self.options.next_count or 0)

    def _spawn(self, queued: QueuedPiece) -> None:
        piece = self.tuning.pieces[queued.name]
        x, y = piece.spawn_origin(self.tuning.width, self.tuning.height)
        self.fall = 0
        if not self.field.fits(piece.states[0], x, y):
            self.active = None
            self._over = True
            self._emit("game_over", reason="block_out", piece=queued.name)
            return
        self.active = ActivePiece(piece, x, y, queued.specials)
        self.lock.start(y)
        self._emit("spawn", piece=queued.name, x=x, y=y)

    def _hold(self) -> None:
        piece = self.active
        assert piece is not None
        if not self.options.hold or self.hold_used:
            return
        back = self.hold_piece or self._deal()
        self.hold_piece = QueuedPiece(piece.piece.name, piece.specials)
        self.hold_used = True
        self._emit("hold", piece=piece.piece.name, back=back.name)
        self._spawn(back)

    def _lock(self, hard: bool, dropped: int = 0) -> None:
        piece = self.active
        assert piece is not None
        cells = piece.cells()
        self.field.place(cells, piece.codes())
        self.active = None
        self.hold_used = False
        self._emit("lock", piece=piece.piece.name, cells=[list(c) for c in cells], hard=hard,
                   dropped=dropped)
        self._clear_rows()
        self._spawn(self._deal())

    def _clear_rows(self) -> None:
        full = self.field.full_rows()
        if not full:
            return
        points = row_points(len(full), self.tuning.row_points)
        self.field.clear_rows(full)
        self.score += points
        self.rows += len(full)
        self._emit("rows_cleared", rows=full, points=points)
        level = level_after(self.options.level, self.rows, self.tuning.rows_per_level,
                            self.options.style != "relax")
        if level != self.level:
            self.level = level
            self._gravity = self._units_per_tick()
            self._emit("level_up", level=level)

    def _units_per_tick(self) -> int:
        t = self.tuning
        return units_per_tick(self.level, t.gravity_base, t.gravity_step, t.curve_max_level)
