"""The controls panel: what each key does, from the player's own bindings (one table)."""

from __future__ import annotations

import arcade

from game.input.keyboard import KeyBindings
from game.scenes import theme
from game.scenes.layout import Layout
from game.scenes.panel import draw_panel

#: One row of the panel: the actions whose keys it shows, and what they do in player words.
Row = tuple[tuple[str, ...], str]

RETRIS_ROWS: tuple[Row, ...] = (
    (("left",), "move left"), (("right",), "move right"), (("down",), "soft drop"),
    (("hard_drop",), "hard drop"), (("cw",), "rotate right"), (("ccw",), "rotate left"),
    (("hold",), "hold"), (("pause",), "pause"),
)
# Tet'light (rules §4). Left and right share a row: they are one idea, "move in V".
# The moves fill the first column (short keys, longer words), the commands the second.
TETLIGHT_ROWS: tuple[Row, ...] = (
    (("left", "right"), "move in V"), (("down_left",), "down-left"),
    (("down_right",), "down-right"), (("down",), "move down"),
    (("ccw",), "rotate left (ccw)"), (("cw",), "rotate right (cw)"), (("hard_drop",), "drop"),
    (("explode",), "global explosion"), (("radar",), "radar"), (("level_up",), "level up"),
    (("pause",), "pause"), (("resume",), "continue"), (("abort",), "abort"),
)
TABLE_ROWS: dict[str, tuple[Row, ...]] = {
    "retris": RETRIS_ROWS, "tetlight": TETLIGHT_ROWS, "tetlight_original": TETLIGHT_ROWS,
}

# Short names for keys whose arcade names are long or cryptic. "+" is the plus key, wherever
# a layout puts it (unshifted it is "=" on US keyboards).
KEY_LABELS = {"ESCAPE": "ESC", "LCTRL": "CTRL", "RCTRL": "CTRL", "LSHIFT": "SHIFT",
              "RSHIFT": "SHIFT", "RETURN": "ENTER", "INSERT": "INS", "BACKSPACE": "BKSP",
              "EQUAL": "+", "PLUS": "+", "NUM_ADD": "NUM +", "NUM_SUBTRACT": "NUM −",
              "DELETE": "DEL", "PAGEUP": "PG UP", "PAGEDOWN": "PG DN"}
MAX_STEP = 34.0  # row spacing (reference units) when the panel has room to spare
KEYS_SHARE = 0.2  # of the panel's width: the widest keys all rows of a half line up after


def key_label(name: str) -> str:
    """``"CTRL+ESCAPE"`` → ``"CTRL+ESC"``, ``"NUM_7"`` → ``"NUM 7"``: a key as a player reads it."""
    parts = []
    for part in name.split("+"):
        label = KEY_LABELS.get(part, part)
        parts.append(label.replace("NUM_", "NUM ") if label.startswith("NUM_") else label)
    return "+".join(parts)


def key_labels(bindings: KeyBindings, *actions: str) -> str:
    """``"UP / X"``: the distinct keys bound to each action, shortened; actions sharing a
    row are set side by side (``"LEFT  RIGHT"``)."""
    groups: list[str] = []
    for action in actions:
        labels: list[str] = []
        for name in bindings.names.get(action, ()):
            label = key_label(name)
            if label not in labels:
                labels.append(label)
        if labels:
            groups.append(" / ".join(labels))
    return "  ".join(groups) if groups else "—"


def panel_rows(bindings: KeyBindings) -> list[tuple[str, str]]:
    """``(keys, what they do)`` for the bindings' game, leaving out rows with no key."""
    rows = TABLE_ROWS.get(bindings.table, RETRIS_ROWS)
    return [(key_labels(bindings, *actions), what) for actions, what in rows
            if any(bindings.names.get(a) for a in actions)]


class ControlsPanel:
    """A glass panel with two columns of ``KEYS  what it does``."""

    def __init__(self, bindings: KeyBindings, heading: str = "CONTROLS") -> None:
        self.bindings = bindings
        self.heading = heading
        self.rect: arcade.Rect | None = None
        self._texts: list[arcade.Text] = []
        self._cut = 0.0

    @property
    def rows(self) -> list[tuple[str, str]]:
        return panel_rows(self.bindings)

    def place(self, layout: Layout, left: float, bottom: float, width: float,
              height: float) -> None:
        """Lay the rows out in the reference box; more rows sit closer, in smaller type."""
        self.rect = layout.rect(left, bottom, width, height)
        self._cut = layout.len(10)
        top = bottom + height
        self._texts = [arcade.Text(self.heading, layout.x(left + 22), layout.y(top - 26),
                                   theme.INK_DIM, layout.font(11), font_name=theme.DISPLAY_FONT,
                                   anchor_y="center")]
        rows = self.rows
        per_col = (len(rows) + 1) // 2
        step = min(MAX_STEP, (height - 84) / max(1, per_col - 1))
        size = min(12.0, step * 0.48)
        for col in range(2):
            chunk = rows[col * per_col:(col + 1) * per_col]
            x = left + 22 + col * width / 2
            keys = [arcade.Text(k, layout.x(x), layout.y(top - 60 - i * step), theme.ACCENT,
                                layout.font(size), font_name=theme.LABEL_FONT, bold=True,
                                anchor_y="center") for i, (k, _) in enumerate(chunk)]
            # The words line up after the column's keys; a key name longer than most (a
            # chord) pushes only its own row's words.
            gap = layout.len(14)
            widths = [k.content_width for k in keys]
            cap = layout.len(width * KEYS_SHARE)
            words_x = max([layout.len(44)] + [w for w in widths if w <= cap])
            for k, w, (_, what) in zip(keys, widths, chunk, strict=True):
                self._texts.append(k)
                self._texts.append(arcade.Text(what, k.x + max(words_x, w) + gap, k.y,
                                               theme.INK_DIM, layout.font(size * 1.04),
                                               font_name=theme.BODY_FONT, anchor_y="center"))

    def draw(self) -> None:
        if self.rect is None:
            return
        draw_panel(self.rect, self._cut)
        for t in self._texts:
            t.draw()
