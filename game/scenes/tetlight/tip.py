"""Tet'light's first-game tip: near the apex the board is one or two cells wide, so ← and →
hardly move a new piece; "↓ A D  MOVE DOWN FIRST" shows beside the board until the player has
moved down three times (↓, A or D, or their pad buttons), or for the first 30 seconds.
Once a session: a later game starts without it. Never in a replay or with a pilot."""

from __future__ import annotations

import arcade

from game.i18n import _
from game.input.commands import Command
from game.scenes.tetlight.hud import COL_W, LEFT_X
from game.ui import theme
from game.ui.hud_parts import shrink_to
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.text import label

TIP = "tetlight-move-down"  # its name in App.tips_given
DOWN_MOVES = ("down", "down_left", "down_right")
ENOUGH = 3  # moves down: the player has found them
SHOWN_S = 30.0
TIP_BOX = (LEFT_X, 272.0, COL_W, 140.0)  # left, bottom, width, height: level above, clock below
ARROWS = {"DOWN": "↓", "UP": "↑", "LEFT": "←", "RIGHT": "→"}  # shorter than their names


class FirstGameTip:
    """Whether the tip shows, what counts against it, and drawing it."""

    def __init__(self, tips_given: set[str], active: bool) -> None:
        self.tips_given = tips_given
        self.shown = active and TIP not in tips_given
        self.downs = 0
        self.age = 0.0

    def saw(self, command: Command) -> None:
        """A command of the play scene: a move down brings the end nearer."""
        if self.shown and command.pressed and command.name in DOWN_MOVES:
            self.downs += 1
            if self.downs >= ENOUGH:
                self._done()

    def update(self, dt: float) -> None:
        if self.shown:
            self.age += dt
            if self.age >= SHOWN_S:
                self._done()

    def _done(self) -> None:
        self.shown = False
        self.tips_given.add(TIP)

    def place(self, layout: Layout, keys: list[str]) -> None:
        """In the left column's free space, between the level and the clock (never over the
        board, where pieces pass); ``keys`` name the three moves down. The words join the
        HUD's text batch (:meth:`draw_into` shows or hides them)."""
        left, bottom, width, height = TIP_BOX
        cx = left + width / 2
        self.rect = layout.rect(*TIP_BOX)
        self.cut = layout.len(10)
        words = " ".join(ARROWS.get(k, k) for k in keys if k)
        # The label font: the display font has no arrows.
        self.keys = label(layout, words, cx, bottom + height - 44, 22, theme.ACCENT,
                          anchor_x="center", anchor_y="center")
        shrink_to(self.keys, layout.len(width - 28))
        self.text = label(layout, _("MOVE DOWN FIRST"), cx, bottom + 30, 12, theme.ACCENT,
                          anchor_x="center", anchor_y="center")
        shrink_to(self.text, layout.len(width - 28))

    @property
    def texts(self) -> list[arcade.Text]:
        return [self.keys, self.text]

    def draw_into(self, live: LiveShapes) -> None:
        """While shown: its pill among the HUD's live shapes (no draw call of its own), its
        words visible in the HUD's batch."""
        for words in self.texts:
            if words.visible != self.shown:
                words.visible = self.shown
        if self.shown:
            live.rect(self.rect, (10, 26, 52, 235))
            live.rect_outline(self.rect, theme.ACCENT, max(1.0, self.cut / 6))
