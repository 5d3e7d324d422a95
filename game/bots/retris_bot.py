"""The Retris bot: plans each piece once when it appears, then taps it there at its level's pace.

It reads only what the slot's screen shows: the field, the falling piece, the shown next
pieces, the hold, its rows cleared (for its own combo and back-to-back) and its garbage bar
(how many lines wait, and which are ready; not their hole). The plan (retris_search.py)
is a first move; the taps are worked out afresh on every tap from where the piece is on screen:
hold first if planned, turns, shifts at the top, for a tuck a soft drop (one row per tap) and
the last shifts, then the hard drop, which waits until the level's speed cap allows it.
A tap that did not move the piece (gravity took it lower, a wall) plans again from where it is;
a second one just drops it. During an Arcade chain there is no piece and nothing to do.
"""

from __future__ import annotations

from game.bots.pacing import Change, Pace, TickAnswers, tap
from game.bots.retris_board import field_rows, locate, piece_shapes
from game.bots.retris_eval import Evaluator, Weights
from game.bots.retris_search import Choice, Searcher, Situation
from game.bots.tuning import BotTuning, LevelTuning
from game.core.actions import Action
from game.core.rng import RngStreams
from game.rules.retris.options import RetrisOptions
from game.rules.retris.snapshot import RetrisSnapshot
from game.rules.retris.tuning import RetrisTuning, load_tuning
from game.rules.versus.views import SlotView

MAX_TAPS = 60  # per piece, then it just drops: never stalls however the field looks
TURN = {1: Action.CW, 2: Action.CW, 3: Action.CCW}


class RetrisBot(TickAnswers):
    """One slot's Retris bot; :meth:`changes` is called once per tick."""

    def __init__(self, level: LevelTuning, options: RetrisOptions, bots: BotTuning, seed: int,
                 tuning: RetrisTuning | None = None) -> None:
        self.level = level
        self.tuning = t = tuning or load_tuning()
        self.pace = Pace.of(level, t.tick_rate)
        self.can_hold = level.hold and options.hold
        self.shapes = piece_shapes(t)
        evaluator = Evaluator(Weights.from_dict(bots.weights), t.width)
        self.searcher = Searcher(self.shapes, evaluator, bots.attack, t.width, t.height)
        self._rng = RngStreams(seed)("bot-mistakes")
        self._pieces = -1  # locked pieces when the current plan was made
        self._game_tick = -1  # the slot's game's own tick (a new round starts it again)
        self._rows = 0  # rows cleared by then
        self.combo = 0
        self.b2b = False
        self._plan: Choice | None = None
        self._held = False  # the planned hold was pressed
        self._drop_at = 0  # the first tick the hard drop may come
        self._next_tap = 0
        self._taps = 0
        self._stuck = 0
        self._last: tuple[Action, int, int, int] | None = None  # last tap and where it was
        self.plans = 0  # pieces planned (and replans), for the measurements

    def _changes(self, view: SlotView, tick: int) -> list[Change]:
        snap: RetrisSnapshot = view.game
        if view.out or snap.over or snap.active is None:
            return []
        pieces = snap.stats.pieces if snap.stats is not None else snap.rows
        fresh = snap.tick < self._game_tick  # a new round's game
        self._game_tick = snap.tick
        if pieces != self._pieces or fresh:
            self._begin(view, snap, pieces, tick, fresh)
        if tick < self._next_tap:
            return []
        action = self._next_action(snap)
        if action is Action.HARD_DROP and tick < self._drop_at:
            self._next_tap = self._drop_at
            return []
        self._taps += 1
        self._next_tap = tick + (1 if action is Action.DOWN else self.pace.tap)
        return tap(action)

    # -- planning ---------------------------------------------------------------------------

    def _begin(self, view: SlotView, snap: RetrisSnapshot, pieces: int, tick: int,
               fresh: bool) -> None:
        """A new piece: the combo and back-to-back its predecessor left, the pace, a plan."""
        if fresh or pieces < self._pieces:  # a new round: a fresh game
            self.combo, self.b2b = 0, False
        elif self._pieces >= 0:
            rows = snap.rows - self._rows
            if rows > 0:
                self.combo += 1
                self.b2b = rows >= 4
            else:
                self.combo = 0
        self._pieces, self._rows = pieces, snap.rows
        self._drop_at = tick + self.pace.gap
        self._next_tap = tick + self.pace.reaction
        self._taps = self._stuck = 0
        self._last = None
        self._held = False
        self._plan = self._choose(view, snap, self.can_hold and not snap.hold_used)

    def _choose(self, view: SlotView, snap: RetrisSnapshot, hold: bool) -> Choice | None:
        active = snap.active
        assert active is not None
        at = locate(self.shapes[active.name], active.cells)
        if at is None:
            return None
        situation = Situation(
            rows=field_rows(snap.field), piece=active.name, at=at,
            hold=snap.hold.name if snap.hold else None, can_hold=hold,
            nexts=tuple(p.name for p in snap.next[:self.level.lookahead + 1]),
            combo=self.combo, b2b=self.b2b,
            pending=sum(a.lines for a in view.waiting),
            # The bar shows each attack grey while it waits and red once ready: no more.
            ready=sum(a.lines for a in view.waiting if a.ticks_left == 0))
        level = self.level
        ranked = self.searcher.search(situation, level.lookahead, level.beam, hold, level.tucks,
                                      level.mistake_choices if level.mistake_percent else 1)
        self.plans += 1
        if not ranked:
            return None
        pick = 0
        if len(ranked) > 1 and self._rng.random() * 100 < level.mistake_percent:
            pick = 1 + self._rng.below(min(level.mistake_choices, len(ranked)) - 1)
        return ranked[pick][1]

    # -- tapping ----------------------------------------------------------------------------

    def _next_action(self, snap: RetrisSnapshot) -> Action:
        plan = self._plan
        if plan is None or self._taps >= MAX_TAPS:
            return Action.HARD_DROP
        if plan.hold and not self._held:
            self._held = True
            return Action.HOLD
        active = snap.active
        assert active is not None
        at = locate(self.shapes[active.name], active.cells)
        if at is None or active.name != plan.piece:
            return Action.HARD_DROP
        if self._last is not None and self._refused(self._last, at):
            self._stuck += 1
            if self._stuck > 1:
                return Action.HARD_DROP
            self._plan = plan = self._replan(snap) or plan
        action = self._toward(plan, *at)
        self._last = (action, *at)
        return action

    @staticmethod
    def _refused(last: tuple[Action, int, int, int], at: tuple[int, int, int]) -> bool:
        action, rot, x, y = last
        if action in (Action.CW, Action.CCW):
            return at[0] == rot
        if action in (Action.LEFT, Action.RIGHT):
            return at[1] == x
        return action is Action.DOWN and at[2] == y

    def _replan(self, snap: RetrisSnapshot) -> Choice | None:
        view = SlotView(index=0, game=snap, out=False, wins=0)  # no garbage news mid-piece
        return self._choose(view, snap, hold=False)

    @staticmethod
    def _toward(plan: Choice, rot: int, x: int, y: int) -> Action:
        move = plan.move
        if rot != move.rot:
            return TURN[(move.rot - rot) % 4]
        tucking = move.tuck_y is not None and y <= move.tuck_y
        want = move.final_x if tucking else move.x
        if x != want:
            return Action.RIGHT if want > x else Action.LEFT
        if move.tuck_y is not None and not tucking:
            return Action.DOWN
        return Action.HARD_DROP
