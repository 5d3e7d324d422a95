"""One slot of a Tet'light or Verse score race (rules/versus.md §5): its board drawn by the
game's own renderer (:class:`~game.scenes.tetlight.board.HexBoardView`,
:class:`~game.scenes.verse.board.VerseBoardView`) in the slot's column, with the same header
(player, device, round wins) and footer (score and the game's figures) as a Retris slot;
no garbage, no target. The time left is the match's (the screen's heading).

A Verse slot has its tray under the board and its own hands
(:class:`~game.scenes.verse.hands.VerseHands`: the keys' cursor, no mouse in a match): a
keyboard set's Retris names stand for Verse's commands (:data:`VERSE_FROM_KEYS`), a pad
uses ``[pad.verse]``."""

from __future__ import annotations

from collections.abc import Callable, Hashable

import arcade

from game.core.actions import Action
from game.core.events import Event
from game.i18n import _, number, pgettext
from game.render.palette import Palette
from game.rules.versus.views import SlotView
from game.scenes.fx.field import FieldFx
from game.scenes.tetlight.board import HexBoardView
from game.scenes.verse.board import VerseBoardView
from game.scenes.verse.hands import VerseHands
from game.scenes.verse.tray import SlotLook, TrayView
from game.scenes.versus.colors import player_color
from game.scenes.versus.field_layout import SlotBoxes
from game.scenes.versus.lineup import Slot
from game.scenes.versus.slot_field import SlotField
from game.ui import theme
from game.ui.layout import Layout
from game.ui.live_shapes import LiveShapes
from game.ui.panel import Shape, draw_panels, glow_shape, panel_shape

DEFAULT_EDGE = 6
#: A versus keyboard set's names (Retris and Tet'light moves) as Verse's scene commands.
VERSE_FROM_KEYS = {"left": "cursor_left", "right": "cursor_right", "cw": "cursor_up",
                   "down": "cursor_down", "hard_drop": "place", "hold": "next_slot",
                   "down_right": "next_slot", "down_left": "prev_slot", "ccw": "rotate",
                   "explode": "cancel"}
TRAY_SHARE = 0.3  # of the board's side: the tray's height under it


class RaceField(SlotField):
    """A Tet'light or Verse slot: the board where a Retris slot has its field and side."""

    def __init__(self, ctx: arcade.ArcadeContext, palette: Palette, index: int, slot: Slot,
                 game: str, edge: int = DEFAULT_EDGE) -> None:
        super().__init__(ctx, palette, index, slot)
        self.game = game
        self.board: HexBoardView | VerseBoardView = (
            HexBoardView(ctx, palette, edge) if game == "tetlight" else VerseBoardView(ctx,
                                                                                       palette))
        self.tray = TrayView(ctx) if game == "verse" else None
        self.hands: VerseHands | None = None
        self.push: Callable[[Action, tuple[int, ...]], None] | None = None
        self.rotation = False
        self.now = 0.0

    def set_palette(self, palette: Palette) -> None:
        super().set_palette(palette)
        self.board.palette = palette

    def board_box(self, boxes: SlotBoxes) -> arcade.Rect:
        """The whole width of the column, between header and footer, the board centred."""
        return arcade.LRBT(boxes.bar.left, boxes.side.right, boxes.field.bottom,
                           boxes.field.top)

    def place(self, boxes: SlotBoxes, first_to: int) -> None:
        super().place(boxes, first_to)
        box = self.board_box(boxes)
        side = min(box.width, box.height)  # a square: both boards fit one
        if self.tray is None:
            self.board.place(arcade.XYWH(box.center_x, box.center_y, side, side))
        else:
            side = min(box.width, box.height / (1 + TRAY_SHARE)) * 0.96
            top = box.center_y + side * (1 + TRAY_SHARE) / 2
            self.board.place(arcade.LBWH(box.center_x - side / 2, top - side, side, side))
            third = side / 3
            tray_h = side * TRAY_SHARE * 0.92
            slots = [arcade.LBWH(box.center_x - side / 2 + i * third + 0.04 * third,
                                 top - side - side * TRAY_SHARE, third * 0.92, tray_h)
                     for i in range(3)]
            window = arcade.get_window()
            self.tray.build(Layout(window.width, window.height), slots,
                            self.board.grid.size)  # type: ignore[union-attr]
            self.hands = None  # made again on the next update, for these pixels
        for t in (self.next_label, self.hold_label, self.target_label, self.target_value):
            t.text = ""

    def texts(self) -> list[arcade.Text]:
        return [*super().texts(), *(self.tray.numbers if self.tray is not None else ())]

    def command(self, name: str, source: Hashable, pressed: bool) -> bool:
        """A Verse command from this slot's keys or pad (Verse names, or a key set's
        Retris names); False when it did nothing."""
        if self.hands is None:
            return False
        if not pressed:
            self.hands.key_release(source)
            return True
        return self.hands.command(VERSE_FROM_KEYS.get(name, name), self.now, source)

    def panels(self) -> list[Shape]:
        b = self.boxes
        assert b is not None
        c, color = b.cell, player_color(self.index)
        frame = self.board_box(b)
        cut = 0.4 * c
        return [glow_shape(frame, cut, color, cut * 1.2, 0.35),
                panel_shape(frame, cut, (6, 9, 22, 200), theme.with_alpha(color, 200), 2.0)]

    def update(self, view: SlotView, dt: float) -> None:
        self.view = view
        self.now += dt
        snap = view.game
        if self.tray is not None and self.push is not None and self.boxes is not None:
            if self.hands is None:
                self.hands = VerseHands(self.push, self.rotation, self.board,  # type: ignore[arg-type]
                                        self.tray, snap)
            self.hands.follow(snap, self.now)
        self.score.update(snap.score, dt)
        self._show(view)

    def _show(self, view: SlotView) -> None:
        """The race HUD's words as ``view`` has them (once laid out)."""
        if self.boxes is None:
            return
        snap = view.game
        words = number(self.score.value)
        if self.score_value.text != words:
            self.score_value.text = words
        if self.game == "tetlight":
            figures = _("LEVEL {level}   BOMBS {bombs}").format(level=number(snap.level),
                                                                  bombs=number(snap.bombs))
        else:
            figures = _("PLACED {pieces}   STREAK {streak}").format(
                pieces=number(snap.placements), streak=number(snap.streak))
        if self.figures.text != figures:
            self.figures.text = figures
        done = pgettext("a versus field", "DONE") if view.out else ""  # its game is over
        out = _("NO PAD") if self.slot.waiting else done
        if self.out_text.text != out:
            self.out_text.text = out

    def react(self, event: Event, now: float, density: float, flash: float,
              feel: FieldFx | None = None) -> None:
        """A Verse slot's hands follow its placements (the event's ``slot`` is the tray slot
        placed; the match's ``player`` is whose board); the boards' own effects need their
        play scenes' timing: a race shows the boards as they are (the score counts up)."""
        hands = self.hands
        if hands is None or self.view is None:
            return
        tray = event.data.get("slot")
        held = tray if isinstance(tray, int) else -1
        if event.kind == "placed":
            hands.placed(held, self.view.game)
        elif event.kind == "refused":
            hands.refused(held, self.now)
        elif event.kind == "dealt" and self.tray is not None:
            self.tray.dealt(self.now)

    def clear_effects(self) -> None:
        """Nothing in flight (see :meth:`react`)."""

    def prepare(self, now: float) -> None:
        """The boards fill their buffers as they draw."""

    def still_key(self) -> None:
        """A race's boards are drawn every frame."""
        return None

    def draw(self, now: float, kept: bool = False) -> None:
        view = self.view
        if view is None or self.boxes is None:
            return
        if isinstance(self.board, HexBoardView):
            self.board.draw(view.game, now)
            return
        hands = self.hands
        preview = hands.preview() if hands is not None else None
        nudge = hands.nudge(self.now) if hands is not None else 0.0
        self.board.draw(view.game.board, preview, now, nudge)
        if self.tray is not None:
            looks = self._looks()
            draw_panels(self.tray.shapes(looks, self.now))
            self.tray.draw(looks, self.now)

    def _looks(self) -> list[SlotLook]:
        snap = self.view.game  # type: ignore[union-attr]
        if self.hands is not None:
            return self.hands.slot_looks([True] * len(snap.tray))
        color = self.board.color  # type: ignore[union-attr]
        return [SlotLook(p, color(p.color) if p else (0, 0, 0, 0)) for p in snap.tray]

    def shapes(self, shapes: LiveShapes, wins: int) -> None:
        view, b = self.view, self.boxes
        if view is None or b is None:
            return
        self._pips(shapes, wins, b)
        if view.out or self.slot.waiting:
            shapes.rect(self.board_box(b), theme.with_alpha(theme.SHADE, 170))
