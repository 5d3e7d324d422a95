"""The focused-menu widget: arrows move the focus, Enter chooses, Esc goes back.

Items are real choices only; an item that is not available yet is drawn with a badge and the
focus skips it. Option rows (``choices``) change with left/right and show arrows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import arcade

from game.input.commands import (
    BACK,
    CHOOSE,
    DOWN,
    LEFT,
    MENU_KEYS,
    RIGHT,
    START,
    UP,
    menu_command,
)
from game.ui import theme
from game.ui.layout import Layout
from game.ui.panel import Shape, glow_shape, panel_shape, pulse
from game.ui.panel_layer import PanelLayer, pulsing, triangle_shape
from game.ui.text import tr
from game.ui.textbatch import TextBatch, set_color


def _keys(*names: str) -> frozenset[int]:
    return frozenset(k for k, n in MENU_KEYS.items() if n in names)


# The keys of each menu command (the menus themselves go by command names).
PREV_KEYS = _keys(UP)
NEXT_KEYS = _keys(DOWN)
LEFT_KEYS = _keys(LEFT)
RIGHT_KEYS = _keys(RIGHT)
CHOOSE_KEYS = _keys(CHOOSE)
BACK_KEYS = _keys(BACK)


def _quiet(what: str) -> None:
    """No menu sounds (tests, ``shot``)."""


#: Plays a menu sound: "move", "adjust", "confirm" or "back"; the game sets it to its mixer.
sound_hook: Callable[[str], None] = _quiet


@dataclass
class MenuItem:
    """One entry: an action (``on_select``) or an option (``choices`` + ``on_change``)."""

    label: str
    on_select: Callable[[], None] | None = None
    enabled: bool = True
    badge: str = ""
    description: str = ""
    choices: Sequence[str] = ()
    index: int = 0
    on_change: Callable[[int], None] | None = None
    rect: arcade.Rect | None = field(default=None, repr=False)

    @property
    def value(self) -> str:
        return self.choices[self.index] if self.choices else ""

    def adjust(self, step: int) -> bool:
        """Move an option by ``step`` (wrapping); False when this item has no options."""
        if not self.choices:
            return False
        self.index = (self.index + step) % len(self.choices)
        if self.on_change is not None:
            self.on_change(self.index)
        return True


class FocusMenu:
    """Focus, keys and drawing for a list of :class:`MenuItem`.

    ``horizontal`` menus (cards side by side) move the focus with left/right too; with
    ``on_start`` Enter on an option row calls it instead of stepping the option.
    """

    def __init__(
        self,
        items: Sequence[MenuItem],
        on_back: Callable[[], None] | None = None,
        horizontal: bool = False,
        on_start: Callable[[], None] | None = None,
    ) -> None:
        self.items = list(items)
        self.on_back = on_back
        self.horizontal = horizontal
        # Enter on an option row: setup screens start the game (their footer says so);
        # without it Enter steps the option like right does.
        self.on_start = on_start
        self.focus = next((i for i, it in enumerate(self.items) if it.enabled), 0)
        self._texts: list[tuple[arcade.Text, arcade.Text | None, arcade.Text | None]] = []
        self._batch = TextBatch()
        self.cut = 0.0
        self._arrow = 0.0
        self.value_at = 0.62  # option values centre here, as a fraction of the row width
        self._layer: PanelLayer | None = None

    @property
    def focused(self) -> MenuItem:
        return self.items[self.focus]

    def move(self, step: int) -> None:
        """Focus the next enabled item in that direction (wrapping)."""
        n = len(self.items)
        for k in range(1, n + 1):
            i = (self.focus + step * k) % n
            if self.items[i].enabled:
                self.focus = i
                return

    def move_towards(self, direction: str, step: int) -> None:
        """A ``horizontal`` menu (cards and buttons laid out in 2-D) moves to the nearest
        item on screen in that direction, so down from a card reaches the button under it;
        where nothing lies that way, and in a plain list, it steps ``step`` in order."""
        target = self._nearest(direction) if self.horizontal else None
        if target is None:
            self.move(step)
        else:
            self.focus = target

    def _nearest(self, direction: str) -> int | None:
        here = self.focused.rect
        if here is None:
            return None
        dx, dy = {UP: (0, 1), DOWN: (0, -1), LEFT: (-1, 0), RIGHT: (1, 0)}[direction]
        best: tuple[float, int] | None = None
        for i, item in enumerate(self.items):
            if i == self.focus or not item.enabled or item.rect is None:
                continue
            ox, oy = item.rect.x - here.x, item.rect.y - here.y
            ahead = ox * dx + oy * dy  # distance in the asked direction
            aside = abs(ox * dy) + abs(oy * dx)  # how far off that line
            # Within 45° of the direction: right from the last button is not the card above.
            if ahead > 1.0 and aside <= ahead and (best is None or ahead + 2 * aside < best[0]):
                best = (ahead + 2 * aside, i)
        return None if best is None else best[1]

    def on_key_press(self, symbol: int) -> bool:
        """Handle a menu key; True when it was one."""
        name = menu_command(symbol)
        return name is not None and self.on_command(name)

    def on_command(self, name: str) -> bool:
        """Handle a menu command (:data:`game.input.commands.MENU_COMMANDS`), whichever
        device sent it; True when it was one this menu uses."""
        item = self.focused
        sideways = name in (LEFT, RIGHT)
        if name == UP or (name == LEFT and not item.choices and self.horizontal):
            sound_hook("move")
            self.move_towards(name, -1)
        elif name == DOWN or (name == RIGHT and not item.choices and self.horizontal):
            sound_hook("move")
            self.move_towards(name, +1)
        elif sideways:
            sound_hook("adjust" if item.choices else "move")
            item.adjust(-1 if name == LEFT else 1)
        elif name in (CHOOSE, START):
            sound_hook("confirm")
            if item.on_select is not None:
                item.on_select()
            elif self.on_start is not None:
                self.on_start()
            else:
                item.adjust(1)
        elif name == BACK and self.on_back is not None:
            sound_hook("back")
            self.on_back()
        else:
            return False
        return True

    def item_at(self, x: float, y: float) -> int | None:
        """The enabled item whose rect holds the pixel (x, y), if any."""
        for i, item in enumerate(self.items):
            if item.enabled and item.rect is not None and item.rect.point_in_rect((x, y)):
                return i
        return None

    # -- drawing -------------------------------------------------------------------------

    def place_rows(self, layout: Layout, cx: float, top: float, width: float, height: float,
                   gap: float, font: float = 17.0) -> None:
        """Stack the items as rows (reference units) and make their text for this layout."""
        self.cut = layout.len(10)
        self._arrow = layout.len(7)
        self._texts = []
        for i, item in enumerate(self.items):
            y = top - i * (height + gap) - height
            item.rect = layout.rect(cx - width / 2, y, width, height)
            self._texts.append(self._row_texts(layout, item, font))
        self._batch = TextBatch(t for row in self._texts for t in row)

    def place_buttons(self, layout: Layout, rects: Sequence[arcade.Rect],
                      font: float = 15.0) -> None:
        """Give each item a pixel rect of its own, label centred (buttons side by side)."""
        self.cut = layout.len(10)
        self._arrow = layout.len(7)
        self._texts = []
        for item, rect in zip(self.items, rects, strict=True):
            item.rect = rect
            self._texts.append(self._row_texts(layout, item, font, centered=True))
        self._batch = TextBatch(t for row in self._texts for t in row)

    def _row_texts(self, layout: Layout, item: MenuItem, font: float, centered: bool = False
                   ) -> tuple[arcade.Text, arcade.Text | None, arcade.Text | None]:
        r = item.rect
        assert r is not None
        pad = layout.len(22)
        x = r.center_x if centered else r.left + pad
        # Labels, values and badges are kept in English (N_) and translated here, when laid
        # out, so a language chosen in Settings shows at the next build.
        label = arcade.Text(tr(item.label), round(x), round(r.center_y), theme.INK,
                            layout.font(font),
                            font_name=theme.DISPLAY_FONT, bold=theme.DISPLAY_BOLD,
                            anchor_y="center", anchor_x="center" if centered else "left")
        value = None
        if item.choices:
            value = arcade.Text(tr(item.value), round(r.left + r.width * self.value_at),
                                round(r.center_y),
                                theme.INK, layout.font(font * 0.95), font_name=theme.LABEL_FONT,
                                bold=True, anchor_x="center", anchor_y="center")
        badge = None
        if item.badge:
            badge = arcade.Text(tr(item.badge), round(r.right - pad), round(r.center_y),
                                theme.ACCENT_WARM,
                                layout.font(font * 0.62), font_name=theme.LABEL_FONT, bold=True,
                                anchor_x="right", anchor_y="center")
        return label, value, badge

    def frame_key(self) -> tuple:
        """What the frames' look depends on: a kept buffer is good while this is equal."""
        return (self.focus, self.cut, tuple(item.rect for item in self.items))

    def frame_shapes(self) -> list[Shape]:
        """Every item's glass frame, the focused one brighter and glowing (the glow at full
        strength and :func:`pulsing`: :meth:`draw_frames` breathes it with a uniform)."""
        shapes = []
        for i, item in enumerate(self.items):
            if item.rect is None:
                continue
            focused = i == self.focus
            rim = theme.ACCENT if focused else theme.PANEL_RIM
            fill = theme.mix(theme.PANEL_FILL, (30, 60, 110, 220), 0.6) if focused else None
            if focused:
                shapes.append(pulsing(glow_shape(item.rect, self.cut, theme.ACCENT,
                                                 self.cut * 1.6, 1.0)))
            shapes.append(panel_shape(item.rect, self.cut, fill or theme.PANEL_FILL, rim,
                                      2.0 if focused else 1.5))
        return shapes

    def draw_frames(self, time: float) -> None:
        """Every item's glass frame, the focused one glowing: one draw call from a buffer
        kept per focus and layout."""
        if self._layer is None:
            self._layer = PanelLayer()
        self._layer.draw(self.frame_key(), self.frame_shapes, pulse(time))

    def draw(self, time: float) -> None:
        """Frames plus the standard row text (label, option value with arrows, badge): the
        frames and arrows in one draw call from a buffer kept per look, the words in one."""
        arrows: list[Shape] = []
        for i, (item, (label, value, _badge)) in enumerate(zip(self.items, self._texts,
                                                               strict=True)):
            focused = i == self.focus
            color = theme.INK if focused else (theme.INK_DIM if item.enabled
                                               else theme.INK_FAINT)
            set_color(label, color)
            if value is not None:
                value.text = tr(item.value)
                set_color(value, color)
                if len(item.choices) > 1:
                    arrows += self._arrows(value, focused)
        if self._layer is None:
            self._layer = PanelLayer()
        self._layer.draw((self.frame_key(), tuple(arrows)),
                         lambda: [*self.frame_shapes(), *arrows], pulse(time))
        self._batch.draw()  # every row's label, value and badge in one batch

    def _arrows(self, value: arcade.Text, focused: bool) -> list[Shape]:
        """◀ ▶ either side of an option's value; bright when it can be changed now."""
        a = self._arrow
        color = theme.ACCENT if focused else theme.INK_FAINT
        cx, cy = value.x, value.y
        half = max(value.content_width / 2, a * 6) + a * 2.2
        lx, rx = cx - half, cx + half
        return [triangle_shape(((lx - a, cy), (lx + a * 0.6, cy + a), (lx + a * 0.6, cy - a)),
                               color),
                triangle_shape(((rx + a, cy), (rx - a * 0.6, cy + a), (rx - a * 0.6, cy - a)),
                               color)]
