"""The controls panel: what each key does, from the player's own bindings (one table)."""

from __future__ import annotations

import dataclasses

import arcade

from game.i18n import N_
from game.input.keyboard import KeyBindings
from game.input.pad_bindings import PadBindings
from game.input.pad_controls import DIRECTIONS, glyph
from game.ui import theme
from game.ui.device_shown import FollowsDevice
from game.ui.hud_parts import shrink_to
from game.ui.layout import Layout
from game.ui.panel import draw_panel
from game.ui.text import tr
from game.ui.textbatch import TextBatch

#: One row of the panel: the actions whose keys it shows, and what they do in player words.
Row = tuple[tuple[str, ...], str]

RETRIS_ROWS: tuple[Row, ...] = (
    (("left",), N_("move left")), (("right",), N_("move right")),
    (("down",), N_("soft drop")), (("hard_drop",), N_("hard drop")),
    (("cw",), N_("rotate right")), (("ccw",), N_("rotate left")),
    (("hold",), N_("hold")), (("pause",), N_("pause")),
)
# Tet'light (rules §4). Left and right share a row: they are one idea, "move in V".
# The moves fill the first column (short keys, longer words), the commands the second.
TETLIGHT_ROWS: tuple[Row, ...] = (
    (("left", "right"), N_("move in V")), (("down_left",), N_("down-left")),
    (("down_right",), N_("down-right")), (("down",), N_("move down")),
    (("ccw",), N_("rotate left (ccw)")), (("cw",), N_("rotate right (cw)")),
    (("hard_drop",), N_("drop")), (("explode",), N_("global explosion")),
    (("radar",), N_("radar")), (("level_up",), N_("level up")),
    (("pause",), N_("pause")), (("resume",), N_("continue")), (("abort",), N_("abort")),
)
# Verse (rules §3): the keyboard way of placing down the first column (pick, move the
# cursor, place), the rest in the second.
VERSE_ROWS: tuple[Row, ...] = (
    (("slot_1", "slot_2", "slot_3"), N_("pick a piece")),
    (("next_slot", "prev_slot"), N_("next / previous")),
    (("cursor_left", "cursor_right", "cursor_up", "cursor_down"), N_("move cursor")),
    (("place",), N_("place")), (("cancel",), N_("put back")),
    (("rotate",), N_("rotate (if on)")),
    (("pause",), N_("pause")),
)
# A versus keyboard set: Retris's moves, and Tet'light's diagonals and explosion.
VERSUS_ROWS: tuple[Row, ...] = (
    *RETRIS_ROWS[:-1], (("down_left",), N_("down-left (Tet'light)")),
    (("down_right",), N_("down-right (Tet'light)")), (("explode",), N_("explosion (Tet'light)")),
    (("pause",), N_("pause")),
)
TABLE_ROWS: dict[str, tuple[Row, ...]] = {
    "retris": RETRIS_ROWS, "tetlight": TETLIGHT_ROWS, "tetlight_original": TETLIGHT_ROWS,
    "verse": VERSE_ROWS, "versus_left": VERSUS_ROWS, "versus_right": VERSUS_ROWS,
}
#: Rows a table's panel shows after its keys: what the mouse does, fixed words.
NOTE_ROWS: dict[str, tuple[tuple[str, str], ...]] = {
    "verse": ((N_("MOUSE"), N_("drag a piece")),),
}
# Keys that, taken one per action of a row, have a name of their own: a row moving a cursor
# with the arrows reads "ARROWS", not "LEFT  RIGHT  UP  DOWN".
KEY_GROUPS = {("LEFT", "RIGHT", "UP", "DOWN"): N_("ARROWS"),
              ("A", "D", "W", "S"): "WASD",  # i18n: a name
              ("1", "2", "3"): "1 2 3"}

# Short names for keys whose arcade names are long or cryptic. "+" is the plus key, wherever
# a layout puts it (unshifted it is "=" on US keyboards).
# Key caps are names, the same in every language (as printed on most keyboards).
KEY_LABELS = {
    "ESCAPE": "ESC", "LCTRL": "CTRL", "RCTRL": "CTRL", "LSHIFT": "SHIFT",  # i18n: a name
    "RSHIFT": "SHIFT", "RETURN": "ENTER", "INSERT": "INS", "BACKSPACE": "BKSP",  # i18n: a name
    "EQUAL": "+", "PLUS": "+", "NUM_ADD": "NUM +", "NUM_SUBTRACT": "NUM −",  # i18n: a name
    "DELETE": "DEL", "PAGEUP": "PG UP", "PAGEDOWN": "PG DN"}  # i18n: a name
# The pad's groups: the d-pad's four ways are one control to a player (every pad family
# names the d-pad and sticks alike, so the Xbox names stand for all).
PAD_GROUPS = {tuple(glyph(f"dp{d}") for d in DIRECTIONS): "D-PAD",  # i18n: a name
              (glyph("dpleft"), glyph("dpright")): "D-PAD ←→",  # i18n: a name
              tuple(glyph(f"leftstick_{d}") for d in DIRECTIONS): "L-STICK"}  # i18n: a name
PAD_LABELS_MAX = 2  # glyphs shown per action (the panel has room for two)
MAX_STEP = 34.0  # row spacing (reference units) when the panel has room to spare
KEYS_SHARE = 0.2  # of the panel's width: the widest keys all rows of a half line up after
# Verse's keys are all pairs ("ENTER / SPACE"): every row lines up after them.
TABLE_KEYS_SHARE = {"verse": 0.26}


def key_label(name: str) -> str:
    """``"CTRL+ESCAPE"`` → ``"CTRL+ESC"``, ``"NUM_7"`` → ``"NUM 7"``: a key as a player reads it."""
    parts = []
    for part in name.split("+"):
        label = KEY_LABELS.get(part, part)
        if label.startswith("KEY_"):  # the digits above the letters: KEY_1 is "1"
            label = label[4:]
        parts.append(label.replace("NUM_", "NUM ") if label.startswith("NUM_") else label)
    return "+".join(parts)


def key_labels(bindings: KeyBindings | PadBindings, *actions: str) -> str:
    """``"UP / X"``: the distinct keys bound to each action, shortened; actions sharing a
    row are set side by side (``"LEFT  RIGHT"``), or named as a group when their keys form
    one (``"ARROWS / WASD"``, :data:`KEY_GROUPS`). Pad bindings give pad glyphs instead
    (:func:`pad_labels`)."""
    if isinstance(bindings, PadBindings):
        return pad_labels(bindings, *actions)
    per_action: list[list[str]] = []
    for action in actions:
        labels: list[str] = []
        for name in bindings.names.get(action, ()):
            label = key_label(name)
            if label not in labels:
                labels.append(label)
        per_action.append(labels)
    return _joined(per_action, KEY_GROUPS, len(actions))


def first_label(bindings: KeyBindings | PadBindings, *actions: str) -> str:
    """The first key (or pad glyph) of :func:`key_labels`; "" when nothing is bound."""
    first = key_labels(bindings, *actions).split(" / ")[0]
    return "" if first == "—" else first


def pad_labels(bindings: PadBindings, *actions: str) -> str:
    """``"D-PAD ↓ / LT"``: the pad glyphs of each action (as ``bindings.look`` names them:
    ``"D-PAD ↓ / L2"`` on a PlayStation pad), at most :data:`PAD_LABELS_MAX`, a stick
    direction left out where the d-pad has the same one (:data:`PAD_GROUPS`)."""
    glyph_of = bindings.look.glyph
    per_action: list[list[str]] = []
    for action in actions:
        controls = bindings.names.get(action, ())
        shown = [c for c in controls
                 if not (c.startswith("leftstick_") and "dp" + c.split("_")[1] in controls)]
        labels: list[str] = []
        for control in shown:
            if glyph_of(control) not in labels:
                labels.append(glyph_of(control))
        per_action.append(labels[:PAD_LABELS_MAX])
    return _joined(per_action, PAD_GROUPS, len(actions))


def _joined(per_action: list[list[str]], groups: dict[tuple[str, ...], str], count: int) -> str:
    if count > 1 and (named := _group_names(per_action, groups)):
        return " / ".join(tr(name) for name in named)  # "ARROWS" has words of its own
    joined = [" / ".join(labels) for labels in per_action if labels]
    return "  ".join(joined) if joined else "—"


def _group_names(per_action: list[list[str]],
                 groups: dict[tuple[str, ...], str] = KEY_GROUPS) -> list[str]:
    """The group name of every k-th key of the actions, when each of them is a known group;
    an empty list otherwise (the keys are then listed as they are)."""
    depth = min(len(labels) for labels in per_action)
    named = [groups.get(tuple(labels[k] for labels in per_action)) for k in range(depth)]
    if not named or None in named or any(len(labels) != depth for labels in per_action):
        return []
    return [n for n in named if n is not None]


def panel_rows(bindings: KeyBindings | PadBindings) -> list[tuple[str, str]]:
    """``(keys, what they do)`` for the bindings' game, leaving out rows with no key, then
    the game's notes (:data:`NOTE_ROWS`: the mouse; not for a pad)."""
    rows = TABLE_ROWS.get(bindings.table, RETRIS_ROWS)
    keys = [(key_labels(bindings, *actions), tr(what)) for actions, what in rows
            if any(bindings.names.get(a) for a in actions)]
    if isinstance(bindings, PadBindings):
        return keys
    return keys + [(tr(k), tr(what)) for k, what in NOTE_ROWS.get(bindings.table, ())]


class ControlsPanel(FollowsDevice):
    """A glass panel with two columns of ``KEYS  what it does``; with ``pad`` bindings it
    shows the pad's glyphs instead while the pad is the device used last (:meth:`use`)."""

    def __init__(self, bindings: KeyBindings, heading: str = N_("CONTROLS"),
                 pad: PadBindings | None = None) -> None:
        self.bindings = bindings
        self.pad = pad
        self.device = "keyboard"
        self.heading = heading
        self.rect: arcade.Rect | None = None
        self._texts: list[arcade.Text] = []
        self._batch = TextBatch()
        self._cut = 0.0
        self._placed: tuple[Layout, float, float, float, float] | None = None

    @property
    def shown(self) -> KeyBindings | PadBindings:
        """The bindings on show: the pad's when it was used last (and given), named as that
        pad prints its buttons."""
        if self.device != "pad" or self.pad is None:
            return self.bindings
        return dataclasses.replace(self.pad, look=self.look)

    @property
    def rows(self) -> list[tuple[str, str]]:
        return panel_rows(self.shown)

    def place(self, layout: Layout, left: float, bottom: float, width: float,
              height: float) -> None:
        """Lay the rows out in the reference box; more rows sit closer, in smaller type."""
        self._placed = (layout, left, bottom, width, height)
        self.rect = layout.rect(left, bottom, width, height)
        self._cut = layout.len(10)
        top = bottom + height
        self._texts = [arcade.Text(tr(self.heading), round(layout.x(left + 22)),
                                   round(layout.y(top - 26)),
                                   theme.INK_DIM, layout.font(11), font_name=theme.DISPLAY_FONT,
                                   bold=theme.DISPLAY_BOLD, anchor_y="center")]
        rows = self.rows
        per_col = (len(rows) + 1) // 2
        step = min(MAX_STEP, (height - 84) / max(1, per_col - 1))
        size = min(12.0, step * 0.48)
        for col in range(2):
            chunk = rows[col * per_col:(col + 1) * per_col]
            x = left + 22 + col * width / 2
            keys = [arcade.Text(k, round(layout.x(x)), round(layout.y(top - 60 - i * step)),
                                theme.ACCENT,
                                layout.font(size), font_name=theme.LABEL_FONT, bold=True,
                                anchor_y="center") for i, (k, _what) in enumerate(chunk)]
            # The words line up after the column's keys; a key name longer than most (a
            # chord) pushes only its own row's words.
            gap = layout.len(14)
            widths = [k.content_width for k in keys]
            cap = layout.len(width * TABLE_KEYS_SHARE.get(self.bindings.table, KEYS_SHARE))
            words_x = max([layout.len(44)] + [w for w in widths if w <= cap])
            # A long translation is set smaller rather than run into the next column.
            column_end = layout.x(left + (col + 1) * width / 2 - 14)
            for k, w, (_keys, what) in zip(keys, widths, chunk, strict=True):
                self._texts.append(k)
                words = arcade.Text(what, round(k.x + max(words_x, w) + gap), k.y,
                                    theme.INK_DIM, layout.font(size * 1.04),
                                    font_name=theme.BODY_FONT, anchor_y="center")
                if words.content_width > column_end - words.x > 0:
                    readable = max(7.0, words.font_size * 0.65)  # never to a smudge
                    shrink_to(words, column_end - words.x)
                    words.font_size = max(words.font_size, readable)
                self._texts.append(words)
        self._batch = TextBatch(self._texts)

    def draw(self) -> None:
        if self.rect is None:
            return
        draw_panel(self.rect, self._cut)
        self._batch.draw()  # the heading, keys and words in one draw call
