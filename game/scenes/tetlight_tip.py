"""Tet'light's first-game tip: near the apex the board is one or two cells wide, so ← and →
hardly move a new piece; "↓ A D  MOVE DOWN FIRST" shows over the board until the player has
moved down three times (↓, A or D, or their pad buttons), or for the first 30 seconds.
Once a session: a later game starts without it. Never in a replay or with a pilot."""

from __future__ import annotations

import arcade

from game.input.commands import Command
from game.scenes import theme
from game.scenes.base import label
from game.scenes.layout import Layout
from game.scenes.panel import draw_panel

TIP = "tetlight-move-down"  # its name in App.tips_given
DOWN_MOVES = ("down", "down_left", "down_right")
ENOUGH = 3  # moves down: the player has found them
SHOWN_S = 30.0
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

    def place(self, layout: Layout, board: arcade.Rect, keys: list[str]) -> None:
        """Centred over the board's middle; ``keys`` name the three moves down."""
        words = " ".join(ARROWS.get(k, k) for k in keys if k)
        self.text = label(layout, f"{words}  MOVE DOWN FIRST", 0, 0, 13, theme.ACCENT,
                          anchor_x="center", anchor_y="center")
        self.text.x, self.text.y = round(board.center_x), round(board.center_y)
        w = self.text.content_width + layout.len(40)
        self.rect = arcade.XYWH(board.center_x, board.center_y, w, layout.len(40))
        self.cut = layout.len(8)

    def draw(self) -> None:
        if self.shown:
            draw_panel(self.rect, self.cut, (10, 26, 52, 235), theme.ACCENT, 1.5)
            self.text.draw()
