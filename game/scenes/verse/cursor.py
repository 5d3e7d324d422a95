"""Placing with keys (or a pad): a chosen tray slot and a cursor on the board. Pure logic.

The cursor is the top-left of the chosen piece's box, always kept so the whole piece lies on
the board: the ghost is drawn there, legal or not, so the player sees where it would go.
Auto-repeat for held cursor keys lives here too (:class:`Repeat`), so it is tested without a
window.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from game.rules.verse.snapshot import SIZE, TrayPiece
from game.scenes.verse.ghost import clamp_target

MOVES = {"cursor_left": (0, -1), "cursor_right": (0, 1), "cursor_up": (-1, 0),
         "cursor_down": (1, 0)}
REPEAT_DELAY, REPEAT_EVERY = 0.22, 0.07  # seconds: a held cursor key starts, then repeats


class Cursor:
    """Which tray slot the keys hold (None: none) and where its ghost is."""

    def __init__(self) -> None:
        self.slot: int | None = None
        self.row = (SIZE - 2) // 2
        self.col = (SIZE - 2) // 2

    @property
    def target(self) -> tuple[int, int]:
        return self.row, self.col

    def choose(self, slot: int, tray: Sequence[TrayPiece | None]) -> bool:
        """Hold the piece of ``slot``; False (nothing changes) when that slot is empty."""
        if not 0 <= slot < len(tray) or tray[slot] is None:
            return False
        self.slot = slot
        self.fit(tray)
        return True

    def next_slot(self, tray: Sequence[TrayPiece | None], step: int = 1) -> bool:
        """Hold the next piece after the current one (the first with none held); ``step``
        -1 goes the other way (the last with none held)."""
        start = (-1 if step > 0 else len(tray)) if self.slot is None else self.slot
        for k in range(1, len(tray) + 1):
            if self.choose((start + step * k) % len(tray), tray):
                return True
        return False

    def ensure(self, tray: Sequence[TrayPiece | None]) -> bool:
        """Keep the held piece, or hold the first one there is; False when the tray is empty."""
        if self.slot is not None and self.slot < len(tray) and tray[self.slot] is not None:
            return True
        self.slot = None
        return self.next_slot(tray)

    def move(self, command: str, tray: Sequence[TrayPiece | None]) -> bool:
        """Move the cursor one cell (a ``cursor_*`` command); holds a piece first if none."""
        if command not in MOVES or not self.ensure(tray):
            return False
        dr, dc = MOVES[command]
        self.row, self.col = self.row + dr, self.col + dc
        self.fit(tray)
        return True

    def fit(self, tray: Sequence[TrayPiece | None]) -> None:
        """Pull the cursor in so the held piece (as it is now) lies on the board."""
        piece = self.piece(tray)
        if piece is not None:
            self.row, self.col = clamp_target(piece, self.row, self.col)

    def piece(self, tray: Sequence[TrayPiece | None]) -> TrayPiece | None:
        if self.slot is None or self.slot >= len(tray):
            return None
        return tray[self.slot]

    def cancel(self) -> None:
        self.slot = None


class Repeat:
    """Auto-repeat of one held command: first after :data:`REPEAT_DELAY`, then every
    :data:`REPEAT_EVERY` seconds, until its key is released."""

    def __init__(self) -> None:
        self.command: str | None = None
        self.symbol: Hashable = 0
        self._next = 0.0

    def hold(self, command: str, symbol: Hashable, now: float) -> None:
        self.command, self.symbol, self._next = command, symbol, now + REPEAT_DELAY

    def release(self, symbol: Hashable) -> None:
        if symbol == self.symbol:
            self.command = None

    def stop(self) -> None:
        self.command = None

    def due(self, now: float) -> int:
        """How many repeats have come due by ``now`` (0 when nothing is held)."""
        if self.command is None:
            return 0
        count = 0
        while now >= self._next:
            count += 1
            self._next += REPEAT_EVERY
        return count
