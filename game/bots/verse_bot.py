"""The Verse bot: picks a tray piece, its turns and its spot, then puts it down at its pace.

A Verse round is a score race (rules/versus.md §5), so a placement is worth its points (cells,
lines with the streak, the empty-board bonus; rules/verse.md §5) plus how well the board it
leaves takes what comes next: few edges between filled and empty cells, few single-cell holes,
and room for the big pieces (the 3×3 square, the 5-long lines). The search is a beam over the
pieces still in the tray: ``lookahead`` more of them after the first (0 / 1 / 1 / 2 / 2 by
level), played on the rules' own bitboard code, clears and row gravity included. A board
where nothing left in the tray fits is a lost game and is avoided at any cost.

Verse commands carry numbers and are sent as a press alone (game/core/actions.py): ROTATE
(slot,) once per quarter turn, then PLACE (slot, row, col) once the level's pace allows.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.bots.pacing import Change, Pace, TickAnswers
from game.bots.tuning import BotTuning, LevelTuning
from game.core.actions import Action
from game.core.rng import RngStreams
from game.rules.verse.bitboard import (
    FULL,
    Form,
    anchors,
    count,
    form_of,
    forms,
    full_lines,
    positions,
    resolve,
)
from game.rules.verse.options import VerseOptions
from game.rules.verse.placement import board_mask
from game.rules.verse.shapes import cells_from_rows, rotations
from game.rules.verse.snapshot import SIZE, VerseSnapshot
from game.rules.verse.tuning import VerseTuning, load_tuning
from game.rules.versus.views import SlotView

LOST = -1e6  # nothing left in the tray fits: the game would end
STALE_TICKS = 30  # a placement the snapshot never shows is given up after this many ticks

LEFT_COLS = sum(((1 << (SIZE - 1)) - 1) << (r * SIZE) for r in range(SIZE))  # cols 0-6
UPPER_ROWS = (1 << (SIZE * (SIZE - 1))) - 1  # rows 0-6
NOT_COL0 = FULL & ~sum(1 << (r * SIZE) for r in range(SIZE))
SQUARE3 = form_of(cells_from_rows(["###", "###", "###"]))
LINES5 = tuple(form_of(c) for c in rotations(cells_from_rows(["#####"])))


def edges(board: int) -> int:
    """Sides between a filled and an empty cell (walls count as filled)."""
    across = (board ^ (board >> 1)) & LEFT_COLS
    down = (board ^ (board >> SIZE)) & UPPER_ROWS
    return count(across) + count(down)


def holes(board: int) -> int:
    """Empty cells with no empty neighbour: only a single can fill them."""
    empty = ~board & FULL
    neighbours = ((empty >> 1) & LEFT_COLS) | ((empty << 1) & NOT_COL0 & FULL) \
        | (empty >> SIZE) | ((empty << SIZE) & FULL)
    return count(empty & ~neighbours)


def tidiness(w: dict[str, float], board: int) -> float:
    """How well a board takes what comes next (bots.toml's [verse.weights])."""
    value = w["edges"] * edges(board) + w["holes"] * holes(board)
    if anchors(board, SQUARE3):
        value += w["room_square"]
    if any(anchors(board, form) for form in LINES5):
        value += w["room_line"]
    return value


@dataclass(frozen=True, slots=True)
class Plan:
    slot: int
    turns: int
    row: int
    col: int


@dataclass(slots=True)
class _Node:
    board: int
    streak: int
    points: float
    left: tuple[tuple[int, tuple[Form, ...]], ...]  # (slot, its placeable forms) still to play
    first: Plan | None
    score: float = 0.0


class VerseBot(TickAnswers):
    """One slot's Verse bot; :meth:`changes` is called once per tick."""

    def __init__(self, level: LevelTuning, options: VerseOptions, bots: BotTuning, seed: int,
                 tuning: VerseTuning | None = None) -> None:
        self.level = level
        self.w = bots.verse
        self.rotation = options.rotation
        self.tuning = tuning or load_tuning()
        self.pace = Pace.of(level, self.tuning.tick_rate)
        self._rng = RngStreams(seed)("bot-mistakes")
        self._seen: object = None  # (placements, trays) the plan was made for
        self._game_tick = -1  # the slot's game's own tick (a new round starts it again)
        self._plan: Plan | None = None
        self._turned = 0
        self._place_at = 0
        self._next_tap = 0
        self._sent_at = -1  # the tick the PLACE went out (-1: not yet)
        self.plans = 0

    def _changes(self, view: SlotView, tick: int) -> list[Change]:
        snap: VerseSnapshot = view.game
        if view.out or snap.over:
            return []
        seen = (snap.placements, snap.trays)
        fresh = snap.tick < self._game_tick  # a new round's game
        self._game_tick = snap.tick
        if seen != self._seen or fresh:
            self._begin(snap, seen, tick)
        elif self._sent_at >= 0 and tick - self._sent_at > STALE_TICKS:
            self._begin(snap, seen, tick)  # refused: think again from what is shown
        plan = self._plan
        if plan is None or tick < self._next_tap or self._sent_at >= 0:
            return []
        self._next_tap = tick + self.pace.tap
        if self._turned < plan.turns:
            self._turned += 1
            return [(Action.ROTATE, True, (plan.slot,))]
        if tick < self._place_at:
            self._next_tap = self._place_at
            return []
        self._sent_at = tick
        return [(Action.PLACE, True, (plan.slot, plan.row, plan.col))]

    def _begin(self, snap: VerseSnapshot, seen: object, tick: int) -> None:
        self._seen = seen
        self._turned = 0
        self._sent_at = -1
        self._place_at = tick + self.pace.gap
        self._next_tap = tick + self.pace.reaction
        self._plan = self.choose(snap)
        self.plans += 1

    # -- the search -----------------------------------------------------------------------

    def choose(self, snap: VerseSnapshot) -> Plan | None:
        level = self.level
        tray = tuple((slot, forms(piece.cells, self.rotation))
                     for slot, piece in enumerate(snap.tray) if piece is not None)
        root = _Node(board_mask(snap.board), snap.streak, 0.0, tray, None)
        layer = self._children(root)
        if not layer:
            return None
        ranked = sorted(layer, key=lambda n: n.score, reverse=True)
        keep = max(level.beam, level.mistake_choices if level.mistake_percent else 1)
        # Each first move is ranked by the best board found under it, deepest search first.
        best: dict[Plan, tuple[int, float]] = {}
        for node in ranked:
            assert node.first is not None
            best.setdefault(node.first, (0, node.score))
        layer = ranked[:keep]
        for depth in range(1, level.lookahead + 1):
            grown = [child for node in layer for child in (self._children(node) or [node])]
            layer = sorted(grown, key=lambda n: n.score, reverse=True)[:keep]
            for node in layer:
                assert node.first is not None
                old = best[node.first]
                if old[0] < depth or node.score > old[1]:
                    best[node.first] = (depth, node.score)
        order = sorted(best, key=lambda plan: best[plan], reverse=True)
        pick = 0
        if len(order) > 1 and self._rng.random() * 100 < level.mistake_percent:
            pick = 1 + self._rng.below(min(level.mistake_choices, len(order)) - 1)
        return order[pick]

    def _children(self, node: _Node) -> list[_Node]:
        t = self.tuning
        out = []
        for index, (slot, choices) in enumerate(node.left):
            rest = node.left[:index] + node.left[index + 1:]
            for turns, form in enumerate(choices):
                cells = count(form.mask)
                for anchor in positions(anchors(node.board, form)):
                    placed = node.board | form.mask << anchor
                    rows, cols = full_lines(placed)
                    lines = count(rows) + count(cols)
                    after = resolve(placed)
                    points = t.per_cell * cells
                    streak = 0
                    if lines:
                        points += t.per_line * lines * (lines + 1) // 2 * (1 + node.streak)
                        streak = node.streak + 1
                        if after == 0:
                            points += t.empty_board
                    first = node.first or Plan(slot, turns, anchor // SIZE, anchor % SIZE)
                    child = _Node(after, streak, node.points + self.w["points"] * points, rest,
                                  first)
                    child.score = child.points + tidiness(self.w, after)
                    if rest and not any(anchors(after, f) for _, fs in rest for f in fs):
                        child.score += LOST
                    out.append(child)
        return out
