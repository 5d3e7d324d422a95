"""A small deterministic Verse autoplayer for screenshots, demos and tests.

It reads snapshots only and answers with the presses a player's drop would send through the
loop's ``push()``: ``(Action.PLACE, (slot, row, col))``, or ``(Action.ROTATE, (slot,))`` first
when its best move needs the piece turned. It tries every tray piece at every legal spot on the
bitboard (the rules' own code), clears and gravity included, and keeps the best by
:func:`evaluate`: lines cleared, then a tidy board (few edges between empty and filled cells,
no single-cell holes). After ``give_up_after`` placements it picks the worst move instead, so a
game ends soon (for the game over screen).
"""

from __future__ import annotations

from game.bots.verse_bot import edges, holes  # the versus bot's board measures
from game.core.actions import Action
from game.rules.verse.bitboard import (
    Form,
    anchors,
    count,
    forms,
    full_lines,
    positions,
    resolve,
)
from game.rules.verse.placement import board_mask
from game.rules.verse.snapshot import SIZE, VerseSnapshot

W_LINES, W_EDGES, W_HOLES = 40.0, -1.0, -5.0
STALE_FRAMES = 30  # a push the snapshot never shows is forgotten after this many frames

Move = tuple[float, int, int, int]  # (score, slot, turns, anchor)


def evaluate(board: int, form: Form, anchor: int) -> float:
    """Higher is better: the lines this placement clears, then how tidy it leaves the board."""
    placed = board | form.mask << anchor
    rows, cols = full_lines(placed)
    after = resolve(placed)
    lines = count(rows) + count(cols)
    return W_LINES * lines + W_EDGES * edges(after) + W_HOLES * holes(after)


class VerseAutoPlayer:
    """Places one piece per decision, ``pace`` frames apart."""

    def __init__(self, give_up_after: int | None = None, pace: int = 0) -> None:
        self.give_up_after = give_up_after
        self.pace = pace
        self.placed = 0
        self._wait = 0
        self._sent: object = None  # the tray the last push was meant for
        self._stale = 0

    def act(self, snap: VerseSnapshot) -> list[tuple[Action, tuple[int, ...]]]:
        """The presses for this frame (none while waiting for the last one to show)."""
        if snap.over:
            return []
        if self._wait > 0:
            self._wait -= 1
            return []
        seen = (snap.placements, snap.trays, snap.tray)
        if seen == self._sent and self._stale < STALE_FRAMES:
            self._stale += 1
            return []
        move = self.choose(snap)
        if move is None:
            return []
        self._sent, self._stale, self._wait = seen, 0, self.pace
        _, slot, turns, anchor = move
        if turns:
            return [(Action.ROTATE, (slot,))]
        self.placed += 1
        return [(Action.PLACE, (slot, anchor // SIZE, anchor % SIZE))]

    def choose(self, snap: VerseSnapshot) -> Move | None:
        """The best move by :func:`evaluate` (the worst once it has given up)."""
        board = board_mask(snap.board)
        worst = self.give_up_after is not None and self.placed >= self.give_up_after
        best: Move | None = None
        for slot, piece in enumerate(snap.tray):
            if piece is None:
                continue
            for turns, form in enumerate(forms(piece.cells, snap.rotation)):
                for anchor in positions(anchors(board, form)):
                    value = evaluate(board, form, anchor)
                    value = (-value if worst else value) - 0.01 * turns  # unturned wins ties
                    if best is None or value > best[0]:
                        best = (value, slot, turns, anchor)
        return best

