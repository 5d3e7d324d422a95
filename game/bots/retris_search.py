"""The Retris bot's placement search: a beam over the falling piece and the shown next ones.

Ply 0 tries every reachable move of the falling piece (and, with the hold, of the piece the
hold would bring), exactly as the taps would play them (retris_moves.py). Each later ply drops
the next shown piece everywhere on each of the ``beam`` best fields so far and keeps the
``beam`` best of all those. A field's worth is the evaluator's (retris_eval.py) plus what its
clears earned on the way: lines sent (versus.md §3's table, with combo and back-to-back
carried along the path) and rows cleared. Waiting garbage counts: a clear first cancels it,
and a lock that clears nothing lets the ready lines rise (up to 8) under the stack.
Each first move is ranked by the best field found under it, so a bot that errs can take the
second or third best (retris_bot.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.bots.retris_board import (
    Cols,
    PieceShapes,
    Rows,
    Shape,
    col_fits,
    col_lock,
    columns,
    fits,
    heights,
)
from game.bots.retris_eval import Evaluator, clear_reward
from game.bots.retris_moves import Move, drops, reachable
from game.bots.tuning import AttackTable

RISE_CAP = 8  # ready garbage rows that rise after a lock that clears nothing (versus.md §4)
PREFILTER = 12  # drops of a later piece that get the full evaluation (see Searcher._children)
PREFILTER_FIRST = 20  # moves of the falling piece (and of the hold's) that get it
QUICK_ROWS, QUICK_HOLES = 6, 3  # the quick look's weights: per row cleared, per hole made


@dataclass(frozen=True, slots=True)
class Choice:
    """A first move: whether it holds first, which piece it then plays, and how."""

    hold: bool
    piece: str
    move: Move


@dataclass(slots=True)
class Node:
    cols: Cols
    earned: float  # what the clears on the way were worth
    score: float  # earned + the field's worth
    height: int
    combo: int  # clearing locks in a row, this one included
    b2b: bool  # the last clearing lock cleared 4+ rows
    pending: int  # garbage lines still waiting
    root: int  # index of the first move (Choice) this node comes from
    queue: tuple[str, ...] = field(default=())  # the pieces still to play, in order


@dataclass(frozen=True, slots=True)
class Situation:
    """What the bot sees when a piece appears."""

    rows: Rows
    piece: str
    at: tuple[int, int, int]  # rotation, box x, box y
    hold: str | None
    can_hold: bool
    nexts: tuple[str, ...]
    combo: int
    b2b: bool
    pending: int  # garbage lines waiting
    ready: int  # of those, the ones that rise after a lock clearing nothing


class Searcher:
    """Scores first moves for one field size, piece set and weights."""

    def __init__(self, shapes: dict[str, PieceShapes], evaluator: Evaluator,
                 attack: AttackTable, width: int, height: int) -> None:
        self.shapes = shapes
        self.eval = evaluator
        self.attack = attack
        self.width = width
        self.height = height
        self.full = (1 << width) - 1

    def search(self, s: Situation, lookahead: int, beam: int, hold: bool, tucks: bool,
               keep: int) -> list[tuple[float, Choice]]:
        """The first moves, best first, each with the best score found under it; at least
        the ``keep`` best first moves are searched all the way."""
        choices, nodes = self._first(s, hold, tucks)
        rank = {n.root: (0, n.score) for n in nodes}
        layer = self._keep(nodes, max(beam, keep), keep)
        for depth in range(1, lookahead + 1):
            grown: list[Node] = []
            for node in layer:
                grown.extend(self._children(node) if node.queue else [node])
            layer = self._keep(grown, beam, keep)
            for node in layer:
                old = rank[node.root]
                if old[0] < depth or node.score > old[1]:
                    rank[node.root] = (depth, node.score)
        ranked = sorted(rank, key=lambda i: rank[i], reverse=True)
        return [(rank[i][1], choices[i]) for i in ranked]

    @staticmethod
    def _keep(nodes: list[Node], beam: int, keep: int) -> list[Node]:
        """The ``beam`` best nodes, and the best node of further first moves until ``keep``
        first moves are in (so the ranking a mistake picks from is searched as deep)."""
        nodes = sorted(nodes, key=lambda n: n.score, reverse=True)
        layer = nodes[:beam]
        roots = {n.root for n in layer}
        for node in nodes[beam:]:
            if len(roots) >= keep:
                break
            if node.root not in roots:
                layer.append(node)
                roots.add(node.root)
        return layer

    # -- the plies --------------------------------------------------------------------------

    def _first(self, s: Situation, hold: bool, tucks: bool) -> tuple[list[Choice], list[Node]]:
        """Every reachable move of the falling piece (and of the hold's), each locked; only
        the ``PREFILTER_FIRST`` best of each piece by the quick look are weighed in full."""
        cols = columns(s.rows, self.width)
        tops = heights(s.rows, self.width)
        start = max(tops)
        plays = [(False, s.piece, s.at, s.nexts)]
        if hold and s.can_hold:
            if s.hold is not None:
                plays.append((True, s.hold, None, s.nexts))
            elif s.nexts:
                plays.append((True, s.nexts[0], None, s.nexts[1:]))
        choices: list[Choice] = []
        nodes: list[Node] = []
        for held, name, at, queue in plays:
            piece = self.shapes[name]
            if at is None:  # the hold's piece comes in at its spawn
                x, y = piece.spawn
                if not fits(s.rows, piece.states[0], x, y, self.width):
                    continue
                at = (0, x, y)
            looks = []
            for move in reachable(s.rows, tops, piece, *at, self.width, tucks):
                shape = piece.states[move.rot]
                after, cleared = col_lock(cols, shape, move.final_x, move.y)
                looks.append((self._look(tops, shape, move.final_x, move.y, cleared), move,
                              after, cleared))
            looks.sort(key=lambda look: look[0], reverse=True)
            for _, move, after, cleared in looks[:PREFILTER_FIRST]:
                nodes.append(self._settle(after, cleared, start, s.combo, s.b2b, s.pending,
                                          s.ready, 0.0, len(choices), queue))
                choices.append(Choice(held, name, move))
        return choices, nodes

    @staticmethod
    def _look(tops: list[int], shape: Shape, x: int, y: int, cleared: int) -> int:
        """The quick look at a lock: rows it clears, holes it makes under the piece (cells
        between a column's top and the piece's lowest cell there), how high it ends."""
        made = sum(y + low - tops[x + dx] for dx, low in shape.cols)
        return QUICK_ROWS * cleared - QUICK_HOLES * made - (y + shape.max_y)

    def _children(self, parent: Node) -> list[Node]:
        """The next piece dropped everywhere on the parent's field. Only the ``PREFILTER``
        most promising drops by a quick look (rows cleared, holes made under the piece, how
        high it ends) get the full evaluation: most of the rest are plainly worse, and the
        full one costs several times more."""
        piece = self.shapes[parent.queue[0]]
        tops = [c.bit_length() for c in parent.cols]
        looks = []
        for rot, x, y in drops(tops, piece, self.width, self.height):
            shape = piece.states[rot]
            after, cleared = col_lock(parent.cols, shape, x, y)
            looks.append((self._look(tops, shape, x, y, cleared), after, cleared))
        looks.sort(key=lambda look: look[0], reverse=True)
        rest = parent.queue[1:]
        return [self._settle(after, cleared, parent.height, parent.combo, parent.b2b,
                             parent.pending, 0, parent.earned, parent.root, rest)
                for _, after, cleared in looks[:PREFILTER]]

    def _lock(self, cols: Cols, piece: PieceShapes, rot: int, x: int, y: int, height: int,
              combo: int, b2b: bool, pending: int, ready: int, earned: float, root: int,
              queue: tuple[str, ...]) -> Node:
        after, cleared = col_lock(cols, piece.states[rot], x, y)
        return self._settle(after, cleared, height, combo, b2b, pending, ready, earned, root,
                            queue)

    def _settle(self, after: Cols, cleared: int, height: int, combo: int, b2b: bool,
                pending: int, ready: int, earned: float, root: int, queue: tuple[str, ...]
                ) -> Node:
        """The node of a locked field: its clear's attack and reward, the garbage that
        cancels or rises, its worth."""
        w = self.eval.w
        if cleared:
            combo += 1
            perfect = not any(after)
            sent = self.attack.lines(cleared, b2b and cleared >= 4, combo, perfect)
            b2b = cleared >= 4
            earned += clear_reward(w, cleared, sent, height)
            pending -= min(pending, sent)
        else:
            combo = 0
            rise = min(ready, RISE_CAP, pending)
            if rise:
                limit = self.height - rise
                if any(c >> limit for c in after):
                    earned += w.top_out  # the rising rows push blocks off the top
                under, keep = (1 << rise) - 1, (1 << self.height) - 1
                after = [(c << rise | under) & keep for c in after]
                pending -= rise
        value, top = self.eval.field(after, pending)
        if queue and not self._spawns(after, top, queue[0]):
            earned += w.top_out
        return Node(after, earned, earned + value, top, combo, b2b, pending, root, queue)

    def _spawns(self, cols: Cols, top: int, name: str) -> bool:
        piece = self.shapes[name]
        x, y = piece.spawn
        state = piece.states[0]
        return top <= y + state.min_y or col_fits(cols, state, x, y, self.height)
