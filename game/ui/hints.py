"""Key hints along the bottom of a screen, named for the device used last: key caps, or
the pad's buttons as that pad prints them."""

from __future__ import annotations

from collections.abc import Sequence

import arcade

from game.input.pad_controls import CONTROLS
from game.input.pad_looks import XBOX_LOOK, PadLook
from game.ui import theme
from game.ui.device_shown import FollowsDevice
from game.ui.layout import Layout
from game.ui.panel import Shape, draw_panels, panel_shape
from game.ui.text import tr
from game.ui.textbatch import TextBatch

MIN_SIZE = 7.0  # the smallest type a long hint bar is set in (reference points)

#: The pad cap of each key cap the menus' hints use (a hint may also give its own). A name
#: in braces is a pad control as the pad prints it, ``{confirm}`` / ``{back}`` the menus'
#: choose and back buttons (swapped on a pad that confirms on the right).
PAD_CAPS = {"ARROWS": "D-PAD", "UP/DOWN": "D-PAD ↑↓", "LEFT/RIGHT": "D-PAD ←→",  # i18n: a name
            "ENTER": "{confirm}", "ESC": "{back}", "ESC / P": "{back} / {start}",
            "BACKSPACE": "{back}"}


class _Glyphs(dict):
    """``str.format_map`` fields: pad controls as ``look`` prints them."""

    def __init__(self, look: PadLook) -> None:
        super().__init__(confirm=look.glyph(look.confirm_control),
                         back=look.glyph(look.back_control))
        self.look = look

    def __missing__(self, control: str) -> str:
        return self.look.glyph(control) if control in CONTROLS else "{" + control + "}"


def pad_cap(cap: str, look: PadLook = XBOX_LOOK) -> str:
    """A hint's pad cap with its ``{control}`` fields named by ``look`` (``"{back}"`` →
    ``"CIRCLE"`` on a PlayStation pad)."""
    return cap.format_map(_Glyphs(look)) if "{" in cap else cap


class HintBar(FollowsDevice):
    """Key hints along the bottom: a key cap and what it does, e.g. [ENTER] choose.

    A hint is ``(key cap, words)`` or ``(key cap, words, pad cap)``; with the pad used last
    (:meth:`use`) the pad cap is shown, from :data:`PAD_CAPS` when not given (an empty pad
    cap leaves the hint out), its buttons named as that pad prints them (:func:`pad_cap`)."""

    def __init__(self, hints: Sequence[tuple[str, ...]]) -> None:
        self.hints = list(hints)
        self.device = "keyboard"
        self._items: list[tuple[arcade.Rect, arcade.Text, arcade.Text]] = []
        self._batch = TextBatch()
        self._cut = 0.0
        self._placed: tuple[Layout, float, float] | None = None

    def caps(self) -> list[tuple[str, str]]:
        """(cap, words) as shown now: pad glyphs when the pad was used last. The hints are
        kept in English (``N_``) and translated here, so a new language shows when placed
        again (a cap with words of its own, ARROWS, too; names like ENTER stay)."""
        if self.device != "pad":
            return [(tr(h[0]), tr(h[1])) for h in self.hints]
        caps = [(h[2] if len(h) > 2 else PAD_CAPS.get(h[0], h[0]), h[1]) for h in self.hints]
        return [(pad_cap(tr(cap), self.look), tr(what)) for cap, what in caps
                if cap]  # "": nothing on the pad

    def place(self, layout: Layout, y: float = 34.0, size: float = 11.0) -> None:
        """Lay the hints out centred, ``y`` reference units above the window's bottom edge
        (not the layout's, so on a tall window they stay at the bottom)."""
        self._placed = (layout, y, size)
        self._cut = layout.len(4)
        pad, gap, between = layout.len(8), layout.len(8), layout.len(30)
        parts = []
        for cap, what in self.caps():
            k = arcade.Text(cap, 0, round(layout.len(y)), theme.INK, layout.font(size),
                            font_name=theme.LABEL_FONT, bold=True, anchor_y="center")
            w = arcade.Text(what, 0, round(layout.len(y)), theme.INK_DIM, layout.font(size * 1.15),
                            font_name=theme.BODY_FONT, anchor_y="center")
            parts.append((k, w))
        total = sum(k.content_width + 2 * pad + gap + w.content_width for k, w in parts)
        total += between * (len(parts) - 1)
        room = layout.width - 2 * layout.len(12)
        if total > room and size > MIN_SIZE:  # a narrow window or long words: smaller type
            self.place(layout, y, max(MIN_SIZE, size * room / total * 0.98))
            return
        x = layout.width / 2 - total / 2
        cap_h = layout.len(size * 2.3)
        self._items = []
        for k, w in parts:
            rect = arcade.LBWH(x, layout.len(y) - cap_h / 2, k.content_width + 2 * pad, cap_h)
            k.x = round(x + pad)  # whole pixels keep small type whole
            w.x = round(rect.right + gap)
            self._items.append((rect, k, w))
            x = w.x + w.content_width + between
        self._batch = TextBatch(t for _, k, w in self._items for t in (k, w))

    def shapes(self) -> list[Shape]:
        """The key caps' frames (a screen may draw them in its own static layer)."""
        return [panel_shape(rect, self._cut, (30, 40, 72, 230), theme.INK_FAINT, 1.0)
                for rect, _, _ in self._items]

    @property
    def texts(self) -> list[arcade.Text]:
        """The caps' and words' texts, as placed now (a screen may batch them with its own:
        it must take them again after every :meth:`place`)."""
        return [t for _, k, w in self._items for t in (k, w)]

    def draw(self) -> None:
        draw_panels(self.shapes())  # the key caps, in one draw call
        self._batch.draw()
