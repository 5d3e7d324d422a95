"""The player's hands on a Verse game: the mouse's drag and the keys' cursor, turned into
rules commands — ``push(Action.PLACE, (slot, row, col))``, ``push(Action.ROTATE, (slot,))``.

Reads the newest snapshot (:meth:`VerseHands.follow`, once a frame) and the board's and tray's
pixel placement; changes nothing but itself. A pad can drive :meth:`VerseHands.command` with
the same command names as the keys.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import arcade

from game.core.actions import Action
from game.rules.verse.snapshot import TrayPiece, VerseSnapshot
from game.scenes.verse.board import VerseBoardView
from game.scenes.verse.cursor import MOVES, Cursor, Repeat
from game.scenes.verse.drag import Drag, Phase, Rotate
from game.scenes.verse.ghost import Preview, preview, snap_target
from game.scenes.verse.tray import SlotLook, TrayView

Push = Callable[[Action, tuple[int, ...]], None]
SLOT_COMMANDS = {"slot_1": 0, "slot_2": 1, "slot_3": 2}
NUDGE_SECONDS, NUDGE_CELLS = 0.3, 0.12  # a refused keyboard ghost shakes sideways


class VerseHands:
    """What the mouse holds and where the keys' cursor is, for one game."""

    def __init__(self, push: Push, rotation: bool, board: VerseBoardView, tray: TrayView,
                 snap: VerseSnapshot) -> None:
        self.push = push
        self.rotation = rotation
        self.board = board
        self.tray = tray
        self.snap = snap
        self.drag = Drag()
        self.cursor = Cursor()
        self.repeat = Repeat()
        self.pointer: tuple[float, float] | None = None
        self.held: TrayPiece | None = None  # the piece the mouse holds (kept while it lands)
        self.nudged_at = -math.inf  # when a placement was last refused
        self._sent = False  # a keyboard placement is on its way to the rules

    def piece(self, slot: int | None) -> TrayPiece | None:
        tray = self.snap.tray
        return tray[slot] if slot is not None and 0 <= slot < len(tray) else None

    # -- following the game -----------------------------------------------------------------

    def follow(self, snap: VerseSnapshot, now: float) -> None:
        """Take the newest snapshot: the held piece and the cursor follow the tray."""
        self.snap = snap
        self.drag.tick(now)
        held = self.piece(self.drag.slot)
        if self.drag.phase is not Phase.LANDING:  # a landing piece has left the tray
            if held is None:
                self.drag.drop_slot()
            else:
                self.held = held  # a turn while held changes its shape and height
                self.drag.height = held.height
        if self.cursor.piece(snap.tray) is None:
            self.cursor.cancel()
        else:
            self.cursor.fit(snap.tray)
        for _ in range(self.repeat.due(now)):
            if self.repeat.command is not None:
                self.cursor.move(self.repeat.command, snap.tray)

    def placed(self, slot: int, snap: VerseSnapshot) -> None:
        """The rules placed the piece of ``slot``: a landing ends, the keys hold the next."""
        self.snap = snap
        self.drag.confirm(slot)
        self._sent = False
        if self.cursor.slot == slot and not self.cursor.next_slot(snap.tray):
            self.cursor.cancel()

    def refused(self, slot: int, now: float) -> None:
        """The rules refused a placement: a dropped piece flies back, the ghost shakes."""
        self.drag.refuse(slot, now)
        self.nudged_at = now
        self._sent = False

    def let_go(self, now: float) -> None:
        """Put everything down (pause, game over, a new layout)."""
        self.drag.cancel(now)
        self.repeat.stop()

    # -- the mouse --------------------------------------------------------------------------

    def mouse_press(self, x: float, y: float, button: int, now: float) -> bool:
        """A press: the left button lifts the tray piece under it (a double-click turns it),
        the right one turns the piece held or under it."""
        self.pointer = (x, y)
        if button == arcade.MOUSE_BUTTON_RIGHT:
            slot = self.drag.slot if self.drag.holding else self.tray.slot_at(x, y)
            return slot is not None and self.rotate(slot)
        if button != arcade.MOUSE_BUTTON_LEFT or self.drag.phase is Phase.LANDING:
            return False
        slot = self.tray.slot_at(x, y)
        piece = self.piece(slot)
        if slot is None or piece is None:
            return False
        self.cursor.cancel()
        self.repeat.stop()
        self.held = piece
        asked = self.drag.press(slot, x, y, now, self.tray.home(slot), self.board.grid.size,
                                piece.height, self.rotation)
        if isinstance(asked, Rotate):
            self.rotate(asked.slot)
        return True

    def mouse_move(self, x: float, y: float) -> bool:
        self.pointer = (x, y)
        self.drag.move(x, y)
        return self.drag.holding

    def mouse_release(self, x: float, y: float, button: int, now: float) -> bool:
        """Let go: on a legal spot the piece is placed, anywhere else it flies back."""
        if button != arcade.MOUSE_BUTTON_LEFT or not self.drag.holding:
            return False
        self.drag.move(x, y)
        shown = self.drag_preview()
        target = landing = None
        if shown is not None and shown.legal:
            target = (shown.row, shown.col)
            landing = self.board.grid.piece_pose(shown.piece, shown.row, shown.col)
        place = self.drag.release(x, y, now, target, landing)
        if place is not None:
            self.push(Action.PLACE, (place.slot, place.row, place.col))
        return True

    # -- the keys (and later a pad) ---------------------------------------------------------

    def command(self, name: str, now: float, symbol: Hashable = 0) -> bool:
        """Carry out a scene command; False when it did nothing."""
        tray = self.snap.tray
        if name == "cancel":
            self.cursor.cancel()
            self.drag.cancel(now)
            return True
        if name == "rotate":
            slot = self.drag.slot if self.drag.holding else self.cursor.slot
            return slot is not None and self.rotate(slot)
        if self.drag.active:  # the mouse holds a piece: the keys wait
            return False
        if name in MOVES:
            moved = self.cursor.move(name, tray)
            if moved:
                self.repeat.hold(name, symbol, now)
            return moved
        if name in SLOT_COMMANDS:
            return self.cursor.choose(SLOT_COMMANDS[name], tray)
        if name in ("next_slot", "prev_slot"):
            return self.cursor.next_slot(tray, 1 if name == "next_slot" else -1)
        if name == "place":
            return self._place_from_keys(now)
        return False

    def key_release(self, symbol: Hashable) -> None:
        self.repeat.release(symbol)

    def _place_from_keys(self, now: float) -> bool:
        """Place the held piece at the cursor (the first press only picks a piece)."""
        if self.cursor.slot is None:
            return self.cursor.ensure(self.snap.tray)
        shown = self.key_preview()
        if shown is None or self._sent:  # (a rules thread may not have placed the last yet)
            return False
        if not shown.legal:
            self.nudged_at = now
            return False
        self.push(Action.PLACE, (shown.slot, shown.row, shown.col))
        self._sent = True
        return True

    def rotate(self, slot: int) -> bool:
        """Ask the rules to turn a tray piece (only with rotation on: they would refuse)."""
        if not self.rotation or self.piece(slot) is None or self.snap.over:
            return False
        self.push(Action.ROTATE, (slot,))
        return True

    # -- what they show ---------------------------------------------------------------------

    def drag_preview(self) -> Preview | None:
        """The ghost of the piece the mouse holds: where it would snap, if anywhere legal.

        It snaps from where the piece floats once fully lifted, so a quick flick lands where
        the piece is going, not where the lift animation has it this frame."""
        slot = self.drag.slot
        piece = self.piece(slot)
        if not self.drag.holding or piece is None or slot is None:
            return None
        row, col = self.board.grid.top_left_at(piece, self.drag.follow_pose())
        target = snap_target(self.snap.board, piece, row, col)
        if target is None:
            return None
        return preview(self.snap.board, slot, piece, *target)

    def key_preview(self) -> Preview | None:
        """The ghost of the piece the keys hold, at the cursor (legal or not)."""
        piece = self.cursor.piece(self.snap.tray)
        if piece is None or self.cursor.slot is None or self.drag.active:
            return None
        return preview(self.snap.board, self.cursor.slot, piece, *self.cursor.target)

    def preview(self) -> Preview | None:
        """The ghost to draw: the mouse's while it holds a piece, else the keys'."""
        if self.snap.over:
            return None
        return self.drag_preview() if self.drag.holding else self.key_preview()

    def nudge(self, now: float) -> float:
        """Sideways shake (px) of a refused keyboard ghost."""
        age = now - self.nudged_at
        if not 0 <= age < NUDGE_SECONDS:
            return 0.0
        fade = 1.0 - age / NUDGE_SECONDS
        return NUDGE_CELLS * self.board.grid.size * fade * math.sin(age * 2 * math.pi * 14)

    def slot_looks(self, fits: list[bool]) -> list[SlotLook]:
        """How each tray slot is drawn: hidden while its piece is in the hand, chosen by the
        keys, under the pointer, dimmed when it fits nowhere (``fits``)."""
        hovered = None
        if self.pointer is not None and not self.drag.active:
            hovered = self.tray.slot_at(*self.pointer)
        return [SlotLook(piece, self.board.color(piece.color) if piece else (0, 0, 0, 0),
                         hidden=self.drag.active and self.drag.slot == i,
                         dimmed=not fits[i], chosen=self.cursor.slot == i,
                         hovered=hovered == i and piece is not None)
                for i, piece in enumerate(self.snap.tray)]
