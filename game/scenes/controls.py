"""The controls panel: what each key does, from the player's own bindings."""

from __future__ import annotations

import arcade

from game.input.keyboard import KeyBindings
from game.scenes import theme
from game.scenes.layout import Layout
from game.scenes.panel import draw_panel

ACTION_NAMES = (
    ("left", "move left"), ("right", "move right"), ("down", "soft drop"),
    ("hard_drop", "hard drop"), ("cw", "rotate right"), ("ccw", "rotate left"),
    ("hold", "hold"), ("pause", "pause"),
)
# Short names for keys whose arcade names are long or cryptic.
KEY_LABELS = {"ESCAPE": "ESC", "LCTRL": "CTRL", "RCTRL": "CTRL", "LSHIFT": "SHIFT",
              "RSHIFT": "SHIFT", "RETURN": "ENTER", "UP": "UP", "DOWN": "DOWN"}


def key_labels(bindings: KeyBindings, action: str) -> str:
    """``"UP / X"``: the distinct keys bound to ``action``, shortened."""
    labels: list[str] = []
    for name in bindings.names.get(action, ()):
        label = KEY_LABELS.get(name, name)
        if label not in labels:
            labels.append(label)
    return " / ".join(labels) if labels else "—"


class ControlsPanel:
    """A glass panel with two columns of ``KEYS  what it does``."""

    def __init__(self, bindings: KeyBindings, heading: str = "CONTROLS") -> None:
        self.bindings = bindings
        self.heading = heading
        self.rect: arcade.Rect | None = None
        self._texts: list[arcade.Text] = []
        self._cut = 0.0

    def place(self, layout: Layout, left: float, bottom: float, width: float,
              height: float) -> None:
        self.rect = layout.rect(left, bottom, width, height)
        self._cut = layout.len(10)
        top = bottom + height
        self._texts = [arcade.Text(self.heading, layout.x(left + 22), layout.y(top - 26),
                                   theme.INK_DIM, layout.font(11), font_name=theme.DISPLAY_FONT,
                                   anchor_y="center")]
        rows = (len(ACTION_NAMES) + 1) // 2
        step = (height - 58) / max(1, rows - 1) if rows > 1 else 0
        step = min(step, 34.0)
        key_w = min(130.0, width / 2 - 110)
        for i, (action, what) in enumerate(ACTION_NAMES):
            col, row = divmod(i, rows)
            x = left + 22 + col * width / 2
            y = top - 60 - row * step
            self._texts.append(arcade.Text(key_labels(self.bindings, action), layout.x(x),
                                           layout.y(y), theme.ACCENT, layout.font(12),
                                           font_name=theme.LABEL_FONT, bold=True,
                                           anchor_y="center"))
            self._texts.append(arcade.Text(what, layout.x(x + key_w), layout.y(y), theme.INK_DIM,
                                           layout.font(12.5), font_name=theme.BODY_FONT,
                                           anchor_y="center"))

    def draw(self) -> None:
        if self.rect is None:
            return
        draw_panel(self.rect, self._cut)
        for t in self._texts:
            t.draw()
